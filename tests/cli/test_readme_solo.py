"""The README's solo game ("A solo game: lictor plays the NPC Senators") runs as printed:
each command succeeds and says what its comment quotes ("..."); at "to Era VII's end" the
game is played on to its end (random moves of Ann, the NPCs by the referee), and `score`
names the winner."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from tests.cli.test_solo_whole_cli import play_out

README = Path(__file__).resolve().parents[2] / "README.md"


def solo_example() -> list[tuple[str, str]]:
    """The section's shell lines: (command, its comment with the comment lines under it)."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("### A solo game: lictor plays the NPC Senators") :]
    block = section[section.index("```sh\n") + 6 : section.index("```\n", 6)]
    out: list[tuple[str, str]] = []
    for line in block.splitlines():
        command, _, comment = line.partition("#")
        if command.strip():
            out.append((command.strip(), comment.strip()))
        elif out:  # a comment carried on under its command
            out[-1] = (out[-1][0], f"{out[-1][1]} {comment.strip()}")
    return out


def quoted(comment: str) -> list[str]:
    """What a comment quotes from the output ("Rufus: direction left"), a trailing "..."
    meaning "and more"."""
    return [q.removesuffix("...").strip() for q in re.findall(r'"([^"]+)"', comment)]


def flat(text: str) -> str:
    return " ".join(text.split())


def test_the_readme_solo_game_runs_as_printed_start_to_finish(tmp_path: Path) -> None:
    db = tmp_path / "solo.sqlite"
    env = {"LICTOR_DB": str(db)}
    lines = solo_example()
    assert lines[0][0].startswith("lictor referee new carta-imperia --players Ann --npc")
    assert lines[-1][0] == "lictor referee score"
    for command, comment in lines:
        words = shlex.split(command)
        assert words[0] == "lictor"
        if words[1:3] == ["referee", "score"]:
            play_out(db, ["Ann"], ["Rufus", "Cato"], seed=1)  # "... to Era VII's end"
        result = CliRunner().invoke(main, words[1:], env=env)
        assert result.exit_code == 0, f"{command}: {result.output}"
        for said in quoted(comment):
            assert flat(said) in flat(result.output), f"{command}: {said!r} not said"
    code = CliRunner().invoke(main, ["referee", "--db", str(db), "status", "--json"])
    assert '"over": true' in code.output
