"""What the kernel asks of a game. The core is pure: no I/O, no clock, no hidden random."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from lictor.rules.violation import IllegalAction, Violation

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True)
class Event:
    """Something that happened when an action was applied, said for the table."""

    text: str
    section: str = ""


@dataclass(frozen=True)
class Agenda:
    """What happens next, for humans and for scripts."""

    game: str
    over: bool
    outcome: str | None
    winners: tuple[str, ...]
    waiting_on: tuple[str, ...]
    prompt: str
    section: str = ""
    secret: bool = False  # the answer is a secret choice: ask for it hidden
    steps: tuple[str, ...] = ()
    options: tuple[str, ...] = field(default=())
    secret_words: str = ""  # the words a hidden answer follows ("card rome", "choose Ann")

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "over": self.over,
            "outcome": self.outcome,
            "winners": list(self.winners),
            "waiting_on": list(self.waiting_on),
            "prompt": self.prompt,
            "section": self.section,
            "secret": self.secret,
            "steps": list(self.steps),
            "options": list(self.options),
            "secret_words": self.secret_words,
        }


@dataclass(frozen=True)
class Seats:
    """Who plays which side: side name -> player name."""

    by_side: tuple[tuple[str, str], ...]

    def player(self, side: str) -> str:
        return dict(self.by_side)[side]

    def as_dict(self) -> dict[str, str]:
        return dict(self.by_side)


class Game(Protocol, Generic[S, A]):
    id: str
    title: str
    sides: tuple[str, ...]

    def setup(self, seats: Seats, seed: int, physical: bool) -> S: ...
    def parse(self, state: S, words: Sequence[str]) -> A: ...
    def text(self, action: A) -> str: ...
    def check(self, state: S, action: A) -> list[Violation]: ...
    def apply(self, state: S, action: A) -> tuple[S, list[Event]]: ...
    def legal_actions(self, state: S) -> list[A]: ...
    def agenda(self, state: S) -> Agenda: ...
    def status(self, state: S, seat: str | None) -> dict[str, Any]: ...
    def is_secret(self, action: A) -> bool: ...
    def hidden_tail(self, state: S) -> int: ...
    def state_key(self, state: S) -> Any: ...


def apply_checked(game: Game[S, A], state: S, action: A) -> tuple[S, list[Event]]:
    """Apply ``action`` if the rules allow it, else raise IllegalAction (nothing changed).
    A game whose ``apply`` already refuses what ``check`` would (``applies_checked``)
    is applied once, not checked and then applied."""
    if getattr(game, "applies_checked", False):
        return game.apply(state, action)
    violations = game.check(state, action)
    if violations:
        raise IllegalAction(violations)
    return game.apply(state, action)
