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

``said_in_italian(transcript, missing)`` is the frame every game's whole-game test shares:
nothing missing from the catalogue, no English left in what the game said (the log's
action lines and a game's id are typed words, not prose: ``game_lines``).
``italian_then_english(...)`` is the other: ``status`` of a session made with
``--lang it``, then the same with ``--lang en``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
# a line of `referee log`: the action's number, two spaces, the action's words as typed
_LOGGED = re.compile(r"^\s*\d+\s{2}[a-z][a-z0-9-]*( |$)")


def english_left(text: str) -> list[str]:
    """Each line of ``text`` that still has an English word, with the word: ``[word] line``
    (backticked action words and file names are not English prose)."""
    found = []
    for line in text.splitlines():
        if line.startswith("$ lictor") or _LOGGED.match(line):
            continue  # the command typed, an action the log lists as it was typed
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


# What a transcript shows that is not prose: the log's numbered lines are the actions as
# typed (the input language, English by decision: ``play`` leaves `actions` out for the
# same reason), and a game's id is a word typed at `referee new` (republic-of-rome).
_ACTION_LINE = re.compile(r"^\s*\d+  \S")
_ID = re.compile(r"(?<!`)\brepublic-of-rome\b(?!`)")


def game_lines(text: str) -> str:
    """``text`` without the lines that are typed words (the log's actions), a game id in
    backticks."""
    lines = [line for line in text.splitlines() if not _ACTION_LINE.match(line)]
    return _ID.sub("`republic-of-rome`", "\n".join(lines))


def said_in_italian(transcript: Transcript, missing: set[str]) -> str:
    """The whole-game check: the catalogue lacked nothing, no English is left in what the
    game said; the transcript's text, for the game's own assertions."""
    assert missing == set()
    assert english_left(game_lines(transcript.text)) == []
    return transcript.text


def italian_then_english(
    tmp_path: Path, game: str, players: str, *new: str, command: Sequence[str] = ("status",)
) -> tuple[str, str]:
    """``command``'s output on a session made with ``--lang it``, then with ``--lang en``
    given to the same command (the table's language for one command)."""
    db = str(tmp_path / f"{game}-lang.sqlite")
    run = CliRunner().invoke
    made = run(
        main, ["referee", "--db", db, "new", game, "--players", players, *new, "--lang", "it"]
    )
    assert made.exit_code == 0, made.output
    italian = run(main, ["referee", "--db", db, *command]).output
    english = run(main, ["referee", "--db", db, "--lang", "en", *command]).output
    return italian, english


# (game, state, rng) -> the action to send
Chooser = Callable[[Any, Any, random.Random], Any]


def play(
    game: str,
    players: str,
    seed: int,
    tmp_path: Path,
    new: Sequence[str] = (),
    steps: int = 300,
    refuse_every: int = 7,
    choose: Chooser | None = None,
    refusals: Sequence[Sequence[str]] = (),
) -> tuple[Transcript, set[str]]:
    """A seeded random game of ``game`` refereed in Italian; its transcript, and what the
    Italian catalogue lacked while it was said. ``choose(game, state, rng)`` picks each
    action (default: a random legal one); ``refusals`` are more lines sent (and refused)
    with the others now and then."""
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
        if choose is not None:
            words = loaded.game.text(choose(loaded.game, loaded.state, rng))
        else:
            legal = loaded.game.legal_actions(loaded.state)
            if not legal:
                break
            words = loaded.game.text(rng.choice(legal))
        actor = sender(loaded, words.split())
        seat = [] if actor.is_table else ["--seat", actor.player]
        if step % refuse_every == refuse_every - 1:
            out.run("act", *seat, *words.split(), "nowhere", ok=(2,))  # a word too many
            out.run("act", "nonsense", ok=(2,))  # no action at all
            for line in refusals:
                out.run("act", *line, ok=(2,))
        out.run("act", *seat, *words.split())
    out.run("status")
    out.run("log")
    out.run("odds", ok=(0, 2))
    out.run("next", ok=(0, 2))
    return out, set(missing) - before
