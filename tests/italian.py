"""A whole game refereed in Italian, through the CLI as a table types it, and the check that
no English is left in what it printed (issue 31).

``play(game, players, seed)`` starts a session with ``referee new --lang it`` and plays
seeded random legal actions, each sent by its rightful sender (``--seat`` for a private
one); at every step it asks ``next`` and ``status``, and now and then sends a refusal (a
word the action does not take, an action from the wrong screen). It returns the whole
transcript, and the messages said in Italian that the catalogue lacks.

``english_left(text)`` finds English words in a transcript: the same kind of check as the
Italian kit test. Action words are the input language and stay English; the referee shows
them in backticks (`card rome 3`), and ``actions`` lists them: both are left out.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.i18n import translator
from tests.playing import sender

# Words no Italian sentence holds (not "a", "in", "no", "e", "era", which Italian shares).
ENGLISH = re.compile(
    r"\b(the|and|of|with|is|are|his|her|their|from|for|by|which|who|when|next|waiting|"
    r"turn|turns|card|cards|player|players|moves|draws|passes|must|may|can|has|have|not|"
    r"only|this|that|each|every|after|before|wins|won|legion|legions|allowed|choose|"
    r"chooses|nothing|there|none|your|you|been|will|would|should|owes|left|score|points|"
    r"winner|draw|round|hand|hands|secret|answer|action|actions|session|error|refused|"
    r"hidden|wrote|odds|undone|redone|amended|dropped|waits|yourself)\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"`[^`\n]*`")


def english_left(text: str) -> list[str]:
    """Each line of ``text`` that still has an English word, with the word: ``[word] line``
    (backticked action words and file names are not English prose)."""
    found = []
    for line in text.splitlines():
        if line.startswith("$ lictor"):
            continue  # the command typed
        prose = _QUOTED.sub(" ", line)
        prose = re.sub(r"\S+\.(sqlite|json|yaml|pdf)\b", " ", prose)
        words = ENGLISH.findall(prose)
        if words:
            found.append(f"[{words[0]}] {line.strip()}")
    return found


@dataclass
class Transcript:
    db: Path
    lang: str = "it"
    lines: list[str] = field(default_factory=list)

    def run(self, *args: str, ok: Sequence[int] = (0,)) -> str:
        result = CliRunner().invoke(main, ["referee", "--db", str(self.db), *args])
        assert result.exit_code in ok, f"{args}: {result.output}"
        assert "Traceback" not in result.output
        self.lines.append(f"$ lictor referee {' '.join(args)}")
        self.lines.append(result.output)
        return result.output

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def play(
    game: str,
    players: str,
    seed: int,
    tmp_path: Path,
    new: Sequence[str] = (),
    steps: int = 300,
    refuse_every: int = 7,
) -> tuple[Transcript, set[str]]:
    """A seeded random game of ``game`` refereed in Italian; its transcript, and what the
    Italian catalogue lacked while it was said."""
    from lictor.games import referee_game
    from lictor.rules.referee import Referee
    from lictor.rules.session import Store

    missing = translator("it").missing
    before = set(missing)
    out = Transcript(tmp_path / f"{game}-it.sqlite")
    out.run("new", game, "--players", players, "--seed", str(seed), "--lang", "it", *new)
    rng = random.Random(seed)
    ref = Referee(Store(out.db), referee_game)
    for step in range(steps):
        loaded = ref.load(None)
        if loaded.game.agenda(loaded.state).over:
            break
        out.run("next", ok=(0, 2))
        out.run("status")
        legal = loaded.game.legal_actions(loaded.state)
        if not legal:
            break
        words = loaded.game.text(rng.choice(legal))
        actor = sender(loaded, words.split())
        seat = [] if actor.is_table else ["--seat", actor.player]
        if step % refuse_every == refuse_every - 1:
            out.run("act", *seat, *words.split(), "nowhere", ok=(2,))  # a word too many
            out.run("act", "nonsense", ok=(2,))  # no action at all
        out.run("act", *seat, *words.split())
    out.run("status")
    out.run("log")
    out.run("odds", ok=(0, 2))
    out.run("next", ok=(0, 2))
    return out, set(missing) - before
