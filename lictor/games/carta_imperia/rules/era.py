"""The end of an Era and the start of the game: the Primus, last place, Rome Sacked."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.i18n import t
from lictor.rules.ruling import Line

SETUP_TIE_BREAK = ("Etruria", "Samnium", "Volsci")


def most_prestige(prestige: Mapping[str, int]) -> list[str]:
    if not prestige:
        raise BadInput(t("no players"))
    top = max(prestige.values())
    return sorted(p for p, v in prestige.items() if v == top)


def first_primus(prestige: Mapping[str, int], governors: Mapping[str, str]) -> tuple[str, Line]:
    """Full Game Setup: the most Prestige; ties to the Governor of Etruria, then Samnium,
    then Volsci (``governors`` maps a province to the player governing it)."""
    leaders = most_prestige(prestige)
    if len(leaders) == 1:
        return leaders[0], Line(
            t("{name} has the most Prestige: Primus", name=leaders[0]),
            ref("Full Game Setup", "the first Primus"),
        )
    for province in SETUP_TIE_BREAK:
        who = governors.get(province)
        if who in leaders:
            return who, Line(
                t(
                    "Tied on Prestige: {name} governs {province} and is Primus",
                    name=who,
                    province=t(province),
                ),
                ref("Full Game Setup", "ties to Etruria, Samnium, Volsci"),
            )
    raise BadInput(
        t(
            "{names} are tied and none governs Etruria, Samnium or Volsci: the table decides",
            names=", ".join(leaders),
        )
    )


def next_primus(prestige: Mapping[str, int], tie_break: Sequence[str]) -> tuple[str, Line]:
    """End of Era: the most Prestige becomes Primus; a tie is broken in ``tie_break``'s
    order (the Primus decides ties the rules leave open)."""
    leaders = most_prestige(prestige)
    if len(leaders) == 1:
        return leaders[0], Line(
            t("{name} has the most Prestige: Primus next Era", name=leaders[0]),
            ref("Sequence of Play", "Compare Prestige"),
        )
    for who in tie_break:
        if who in leaders:
            return who, Line(
                t(
                    "Tied on Prestige ({names}): the Primus names {name}",
                    names=", ".join(leaders),
                    name=who,
                ),
                ref("Primus Inter Pares", "the Primus breaks ties"),
            )
    raise BadInput(
        t("tie_break names none of the tied players ({names})", names=", ".join(leaders))
    )


def last_place(prestige: Mapping[str, int]) -> list[str]:
    """End of Era: every player in last place gains 1 Dignitas."""
    if not prestige:
        raise BadInput(t("no players"))
    low = min(prestige.values())
    return sorted(p for p, v in prestige.items() if v == low)


@dataclass(frozen=True)
class Sacking:
    """Rome sacked: the markers after it, who loses what, whether Rome falls, the lines."""

    sacked: int  # markers after this one
    losses: Mapping[str, tuple[str, int]]  # player -> ("auctoritas" | "dignitas", 1) or 0
    rome_falls: bool
    lines: tuple[Line, ...]


def sack_rome(sacked_before: int, holdings: Mapping[str, tuple[int, int]]) -> Sacking:
    """Rome: a Sacked marker; every player loses 1 Auctoritas, or 1 Dignitas without any.
    ``holdings`` maps a player to (dignitas, auctoritas). The third marker ends the game."""
    if not 0 <= sacked_before <= 2:
        raise BadInput(
            t("Rome holds 0 to 2 Sacked markers before a sacking, got {n}", n=sacked_before)
        )
    losses: dict[str, tuple[str, int]] = {}
    said = t("Rome is Sacked: marker {n} of 3", n=sacked_before + 1)
    lines = [Line(said, ref("Rome", "Sacked"))]
    for player, (dignitas, auctoritas) in sorted(holdings.items()):
        if auctoritas > 0:
            losses[player] = ("auctoritas", 1)
        elif dignitas > 0:
            losses[player] = ("dignitas", 1)
        else:
            losses[player] = ("dignitas", 0)
        what, n = losses[player]
        if what == "auctoritas":
            lost = t("{player} loses {n} Auctoritas", player=player, n=n)
        else:
            lost = t("{player} loses {n} Dignitas", player=player, n=n)
        lines.append(Line(lost, ref("Rome", "every player loses"), n))
    falls = sacked_before + 1 >= 3
    if falls:
        lines.append(
            Line(
                t("The third Sacked marker: Rome falls and everyone loses"),
                ref("Rome", "three Sacked markers"),
            )
        )
    return Sacking(sacked_before + 1, losses, falls, tuple(lines))
