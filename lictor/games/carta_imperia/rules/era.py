"""The end of an Era and the start of the game: the Primus, last place, Rome Sacked."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.rules.ruling import Line

SETUP_TIE_BREAK = ("Etruria", "Samnium", "Volsci")


def most_prestige(prestige: Mapping[str, int]) -> list[str]:
    if not prestige:
        raise BadInput("no players")
    top = max(prestige.values())
    return sorted(p for p, v in prestige.items() if v == top)


def first_primus(prestige: Mapping[str, int], governors: Mapping[str, str]) -> tuple[str, Line]:
    """Full Game Setup: the most Prestige; ties to the Governor of Etruria, then Samnium,
    then Volsci (``governors`` maps a province to the player governing it)."""
    leaders = most_prestige(prestige)
    if len(leaders) == 1:
        return leaders[0], Line(
            f"{leaders[0]} has the most Prestige: Primus",
            ref("Full Game Setup", "the first Primus"),
        )
    for province in SETUP_TIE_BREAK:
        who = governors.get(province)
        if who in leaders:
            return who, Line(
                f"Tied on Prestige: {who} governs {province} and is Primus",
                ref("Full Game Setup", "ties to Etruria, Samnium, Volsci"),
            )
    raise BadInput(
        f"{', '.join(leaders)} are tied and none governs Etruria, Samnium or "
        "Volsci: the table decides"
    )


def next_primus(prestige: Mapping[str, int], tie_break: Sequence[str]) -> tuple[str, Line]:
    """End of Era: the most Prestige becomes Primus; a tie is broken in ``tie_break``'s
    order (the Primus decides ties the rules leave open)."""
    leaders = most_prestige(prestige)
    if len(leaders) == 1:
        return leaders[0], Line(
            f"{leaders[0]} has the most Prestige: Primus next Era",
            ref("Sequence of Play", "Compare Prestige"),
        )
    for who in tie_break:
        if who in leaders:
            return who, Line(
                f"Tied on Prestige ({', '.join(leaders)}): the Primus names {who}",
                ref("Primus Inter Pares", "the Primus breaks ties"),
            )
    raise BadInput(f"tie_break names none of the tied players ({', '.join(leaders)})")


def last_place(prestige: Mapping[str, int]) -> list[str]:
    """End of Era: every player in last place gains 1 Dignitas."""
    if not prestige:
        raise BadInput("no players")
    low = min(prestige.values())
    return sorted(p for p, v in prestige.items() if v == low)


@dataclass(frozen=True)
class Sacking:
    sacked: int  # markers after this one
    losses: Mapping[str, tuple[str, int]]  # player -> ("auctoritas" | "dignitas", 1) or 0
    rome_falls: bool
    lines: tuple[Line, ...]


def sack_rome(sacked_before: int, holdings: Mapping[str, tuple[int, int]]) -> Sacking:
    """Rome: a Sacked marker; every player loses 1 Auctoritas, or 1 Dignitas without any.
    ``holdings`` maps a player to (dignitas, auctoritas). The third marker ends the game."""
    if not 0 <= sacked_before <= 2:
        raise BadInput(f"Rome holds 0 to 2 Sacked markers before a sacking, got {sacked_before}")
    losses: dict[str, tuple[str, int]] = {}
    lines = [Line(f"Rome is Sacked: marker {sacked_before + 1} of 3", ref("Rome", "Sacked"))]
    for player, (dignitas, auctoritas) in sorted(holdings.items()):
        if auctoritas > 0:
            losses[player] = ("auctoritas", 1)
        elif dignitas > 0:
            losses[player] = ("dignitas", 1)
        else:
            losses[player] = ("dignitas", 0)
        what, n = losses[player]
        lines.append(
            Line(f"{player} loses {n} {what.title()}", ref("Rome", "every player loses"), n)
        )
    falls = sacked_before + 1 >= 3
    if falls:
        lines.append(
            Line(
                "The third Sacked marker: Rome falls and everyone loses",
                ref("Rome", "three Sacked markers"),
            )
        )
    return Sacking(sacked_before + 1, losses, falls, tuple(lines))
