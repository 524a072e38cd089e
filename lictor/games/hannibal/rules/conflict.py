"""Conflict Resolution and Hannibal's Legion: one round of cards."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.hannibal.rules import ref
from lictor.i18n import t
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
            raise BadInput(
                t("{option}: the cards are valued 1 to 5, got {card}", option=side, card=card)
            )
    lines: list[Line] = []
    value = carthage
    if hannibal:
        value += 1
        lines.append(
            Line(
                t(
                    "Hannibal is engaged: Carthage's {card} counts as {value}",
                    card=carthage,
                    value=value,
                ),
                ref(HANNIBAL, "+1 to Carthage's card"),
                value,
            )
        )
    if rome == value:
        lines.append(
            Line(
                t("Tie at {card}: each side removes one legion", card=rome),
                ref(CONFLICT, "same value"),
            )
        )
        rome_loses = carthage_loses = True
    elif rome < value:
        lines.append(
            Line(
                t(
                    "Rome's {card} is lower than {value}: Rome removes a legion",
                    card=rome,
                    value=value,
                ),
                ref(CONFLICT, "the lower card loses a legion"),
            )
        )
        rome_loses, carthage_loses = True, False
    else:
        lines.append(
            Line(
                t(
                    "Carthage's {value} is lower than {card}: Carthage removes a legion",
                    value=value,
                    card=rome,
                ),
                ref(CONFLICT, "the lower card loses a legion"),
            )
        )
        rome_loses, carthage_loses = False, True
    removed = hannibal and carthage_loses
    if removed:
        lines.append(
            Line(
                t("Hannibal loses or ties: his legion is the one removed, for good"),
                ref(HANNIBAL, "removed on a loss or a tie"),
            )
        )
    elif hannibal:
        lines.append(
            Line(t("Hannibal wins: he stays in play"), ref(HANNIBAL, "while he keeps winning"))
        )
    return ConflictRound(rome_loses, carthage_loses, removed, tuple(lines))
