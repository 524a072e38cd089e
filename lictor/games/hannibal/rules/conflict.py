"""Conflict Resolution and Hannibal's Legion: one round of cards."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.hannibal.rules import ref
from lictor.rules.ruling import Line

CONFLICT = "Conflict Resolution"
HANNIBAL = "Hannibal's Legion"


@dataclass(frozen=True)
class ConflictRound:
    rome_loses: bool
    carthage_loses: bool
    hannibal_removed: bool
    lines: tuple[Line, ...]


def conflict_round(rome: int, carthage: int, hannibal: bool = False) -> ConflictRound:
    for side, card in (("--rome", rome), ("--carthage", carthage)):
        if not 1 <= card <= 5:
            raise BadInput(f"{side}: the cards are valued 1 to 5, got {card}")
    lines: list[Line] = []
    value = carthage
    if hannibal:
        value += 1
        lines.append(
            Line(
                f"Hannibal is engaged: Carthage's {carthage} counts as {value}",
                ref(HANNIBAL, "+1 to Carthage's card"),
                value,
            )
        )
    if rome == value:
        lines.append(
            Line(f"Tie at {rome}: each side removes one legion", ref(CONFLICT, "same value"))
        )
        rome_loses = carthage_loses = True
    elif rome < value:
        lines.append(
            Line(
                f"Rome's {rome} is lower than {value}: Rome removes a legion",
                ref(CONFLICT, "the lower card loses a legion"),
            )
        )
        rome_loses, carthage_loses = True, False
    else:
        lines.append(
            Line(
                f"Carthage's {value} is lower than {rome}: Carthage removes a legion",
                ref(CONFLICT, "the lower card loses a legion"),
            )
        )
        rome_loses, carthage_loses = False, True
    removed = hannibal and carthage_loses
    if removed:
        lines.append(
            Line(
                "Hannibal loses or ties: his legion is the one removed, for good",
                ref(HANNIBAL, "removed on a loss or a tie"),
            )
        )
    elif hannibal:
        lines.append(
            Line("Hannibal wins: he stays in play", ref(HANNIBAL, "while he keeps winning"))
        )
    return ConflictRound(rome_loses, carthage_loses, removed, tuple(lines))
