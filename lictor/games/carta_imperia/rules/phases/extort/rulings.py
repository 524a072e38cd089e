"""III. eXtort: Prosecution with court cards, and Impeachment by thumb vote."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.rules.ruling import Line

CourtCard = Literal["bribery", "evidence", "oratory"]
CARDS: tuple[CourtCard, ...] = ("bribery", "evidence", "oratory")
BEATS: dict[CourtCard, CourtCard] = {
    "bribery": "evidence",
    "evidence": "oratory",
    "oratory": "bribery",
}
PROSECUTE = "III. eXtort, Prosecute"
IMPEACH = "III. eXtort, Impeach"
DOUBLED = "Scenario I: Changes to eXtort"


def court_card(text: str) -> CourtCard:
    key = text.strip().lower()
    for card in CARDS:
        if key == card:
            return card
    raise BadInput(f"unknown court card {text!r}: use bribery, evidence or oratory")


def check_era(era: int, name: str = "--era") -> None:
    if not 1 <= era <= 7:
        raise BadInput(f"{name}: an Era is 1 to 7, got {era}")


def _factor(final_era: int | None, lines: list[Line], factor: int | None = None) -> int:
    """eXtort's multiplier: the scenario's (the referee's data), else 2 when the game ends in
    Era IV (Scenario I: Changes to eXtort)."""
    n = (2 if final_era == 4 else 1) if factor is None else factor
    if n == 2 and final_era == 4:
        lines.append(
            Line(
                "The game ends in Era IV: eXtort rewards and penalties are doubled", ref(DOUBLED), 2
            )
        )
    elif n != 1:
        lines.append(
            Line(f"This scenario multiplies eXtort rewards and penalties by {n}", ref(DOUBLED), n)
        )
    return n


@dataclass(frozen=True)
class CourtRuling:
    winner: Literal["prosecutor", "defendant"]
    prosecutor_dignitas: int  # change
    defendant_dignitas: int  # change
    lines: tuple[Line, ...]


def prosecute(
    prosecutor: CourtCard,
    defendant: CourtCard,
    era: int,
    final_era: int | None = None,
    factor: int | None = None,
) -> CourtRuling:
    check_era(era)
    if final_era is not None:
        check_era(final_era, "--final-era")
    lines: list[Line] = []
    if prosecutor == defendant:
        winner: Literal["prosecutor", "defendant"] = (
            "defendant" if prosecutor == "bribery" else "prosecutor"
        )
        lines.append(
            Line(
                f"Both played {prosecutor.title()}: the {winner} wins the tie",
                ref(PROSECUTE, "court card ties"),
            )
        )
    elif BEATS[prosecutor] == defendant:
        winner = "prosecutor"
        lines.append(
            Line(
                f"{prosecutor.title()} beats {defendant.title()}: the prosecutor wins",
                ref(PROSECUTE, "court cards"),
            )
        )
    else:
        winner = "defendant"
        lines.append(
            Line(
                f"{defendant.title()} beats {prosecutor.title()}: the defendant wins",
                ref(PROSECUTE, "court cards"),
            )
        )
    factor = _factor(final_era, lines, factor)
    if winner == "prosecutor":
        amount = era * factor
        lines.append(
            Line(
                f"The prosecutor takes {amount} Dignitas from the defendant "
                f"(Era {era}" + (" x 2)" if factor == 2 else ")"),
                ref(PROSECUTE, "the prosecutor steals Era # Dignitas"),
                amount,
            )
        )
        return CourtRuling(winner, amount, -amount, tuple(lines))
    amount = 1 * factor
    lines.append(
        Line(
            f"The prosecutor loses {amount} Dignitas",
            ref(PROSECUTE, "a losing prosecutor loses 1 Dignitas"),
            amount,
        )
    )
    return CourtRuling(winner, -amount, 0, tuple(lines))


@dataclass(frozen=True)
class ImpeachRuling:
    impeached: bool
    primus_auctoritas: int  # change
    impeacher_dignitas: int  # change
    lines: tuple[Line, ...]


def impeach(
    era: int,
    votes: list[Literal["up", "down"]],
    final_era: int | None = None,
    factor: int | None = None,
) -> ImpeachRuling:
    check_era(era)
    if final_era is not None:
        check_era(final_era, "--final-era")
    if not votes:
        raise BadInput("--votes: every player votes, so give at least one thumb (up or down)")
    down = sum(1 for v in votes if v == "down")
    lines = [Line(f"{down} of {len(votes)} thumbs down", ref(IMPEACH, "thumb votes"), down)]
    if down * 2 <= len(votes):
        lines.append(
            Line(
                "No majority of thumbs down: the Primus is acquitted",
                ref(IMPEACH, "a majority of thumbs down impeaches"),
            )
        )
        return ImpeachRuling(False, 0, 0, tuple(lines))
    lines.append(
        Line(
            "A majority of thumbs down: the Primus is impeached",
            ref(IMPEACH, "a majority of thumbs down impeaches"),
        )
    )
    factor = _factor(final_era, lines, factor)
    loss = era * factor
    gain = down * factor
    lines.append(
        Line(f"The Primus loses {loss} Auctoritas", ref(IMPEACH, "Era # Auctoritas"), loss)
    )
    lines.append(
        Line(
            f"The impeacher gains {gain} Dignitas (1 per thumb down"
            + (", doubled)" if factor == 2 else ")"),
            ref(IMPEACH, "1 Dignitas per thumbs down"),
            gain,
        )
    )
    return ImpeachRuling(True, -loss, gain, tuple(lines))
