"""The README's solo game ("A solo game: lictor plays the NPC Senators") runs as printed:
each command succeeds and says what its comment quotes ("..."); at "to Era VII's end" the
game is played on to its end (random moves of Ann, the NPCs by the referee), and `score`
names the winner; the --physical block after it starts a table whose first Era `next` and
`act` tell which NPC cards to draw, and when."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from tests.cli.test_solo_whole_cli import play_out

README = Path(__file__).resolve().parents[2] / "README.md"


def solo_example() -> list[tuple[str, str]]:
    """The section's shell lines, every block of it in order: (command, its comment with the
    comment lines under it)."""
    text = README.read_text(encoding="utf-8")
    start = text.index("### A solo game: lictor plays the NPC Senators")
    section = text[start : text.index("\n### ", start + 4)]
    blocks = re.findall(r"```sh\n(.*?)```\n", section, re.S)
    assert len(blocks) == 2  # the virtual game, the --physical table's first Era
    out: list[tuple[str, str]] = []
    for line in "".join(blocks).splitlines():
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
    assert "lictor referee score" in [c for c, _ in lines]
    for command, comment in lines:
        words = shlex.split(command)
        assert words[0] == "lictor"
        if words[1:3] == ["referee", "score"]:
            play_out(db, ["Ann"], ["Rufus", "Cato"], seed=1)  # "... to Era VII's end"
        result = CliRunner().invoke(main, words[1:], env=env)
        assert result.exit_code == 0, f"{command}: {result.output}"
        for said in quoted(comment):
            assert flat(said) in flat(result.output), f"{command}: {said!r} not said"
    over = CliRunner().invoke(main, ["referee", "--db", str(db), "--session", "1", "status"])
    assert "Game over - " in over.output  # the virtual game, played to its end


def test_the_readme_historical_block_runs_as_printed(tmp_path: Path) -> None:
    """The Historical variant's block ("one player runs three Familiae") typed line by line:
    every command succeeds (audit17 W1 found it chose Actions before the Primus's direction
    and shared Legions from a Familia that held none)."""
    text = README.read_text(encoding="utf-8")
    start = text.index("The Historical variant: one player runs three Familiae")
    block = re.findall(r"```sh\n(.*?)```\n", text[start:], re.S)[0]
    commands = [line.partition("#")[0].strip() for line in block.splitlines()]
    env = {"LICTOR_DB": str(tmp_path / "h.sqlite")}
    for command in filter(None, commands):
        result = CliRunner().invoke(main, shlex.split(command)[1:], env=env)
        assert result.exit_code == 0, f"{command}: {result.output}"
    assert "Still missing for the win" in result.output  # status: the regions Rome lacks
