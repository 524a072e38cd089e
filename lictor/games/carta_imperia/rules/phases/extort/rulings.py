"""III. eXtort: Prosecution with court cards, and Impeachment by thumb vote."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import ref
from lictor.i18n import N_, t, tn
from lictor.rules.ruling import Line

CourtCard = Literal["bribery", "evidence", "oratory"]
CARDS: tuple[CourtCard, ...] = ("bribery", "evidence", "oratory")
BEATS: dict[CourtCard, CourtCard] = {
    "bribery": "evidence",
    "evidence": "oratory",
    "oratory": "bribery",
}
PROSECUTE = N_("III. eXtort, Prosecute")
IMPEACH = N_("III. eXtort, Impeach")
DOUBLED = N_("Scenario I: Changes to eXtort")


def court_card(text: str) -> CourtCard:
    key = text.strip().lower()
    for card in CARDS:
        if key == card:
            return card
    raise BadInput(
        t("unknown court card {card}: use bribery, evidence or oratory", card=repr(text))
    )


def check_era(era: int, name: str = "--era") -> None:
    if not 1 <= era <= 7:
        raise BadInput(t("{name}: an Era is 1 to 7, got {era}", name=name, era=era))


def _factor(final_era: int | None, lines: list[Line], factor: int | None = None) -> int:
    """eXtort's multiplier: the scenario's (the referee's data), else 2 when the game ends in
    Era IV (Scenario I: Changes to eXtort)."""
    n = (2 if final_era == 4 else 1) if factor is None else factor
    if n == 2 and final_era == 4:
        lines.append(
            Line(
                t("The game ends in Era IV: eXtort rewards and penalties are doubled"),
                ref(DOUBLED),
                2,
            )
        )
    elif n != 1:
        lines.append(
            Line(
                t("This scenario multiplies eXtort rewards and penalties by {n}", n=n),
                ref(DOUBLED),
                n,
            )
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
                t("Both played {card}: the defendant wins the tie", card=t(prosecutor.title()))
                if winner == "defendant"
                else t(
                    "Both played {card}: the prosecutor wins the tie", card=t(prosecutor.title())
                ),
                ref(PROSECUTE, "court card ties"),
            )
        )
    elif BEATS[prosecutor] == defendant:
        winner = "prosecutor"
        lines.append(
            Line(
                t(
                    "{card} beats {other}: the prosecutor wins",
                    card=t(prosecutor.title()),
                    other=t(defendant.title()),
                ),
                ref(PROSECUTE, "court cards"),
            )
        )
    else:
        winner = "defendant"
        lines.append(
            Line(
                t(
                    "{card} beats {other}: the defendant wins",
                    card=t(defendant.title()),
                    other=t(prosecutor.title()),
                ),
                ref(PROSECUTE, "court cards"),
            )
        )
    factor = _factor(final_era, lines, factor)
    if winner == "prosecutor":
        amount = era * factor
        lines.append(
            Line(
                t(
                    "The prosecutor takes {n} Dignitas from the defendant (Era {era} x 2)",
                    n=amount,
                    era=era,
                )
                if factor == 2
                else t(
                    "The prosecutor takes {n} Dignitas from the defendant (Era {era})",
                    n=amount,
                    era=era,
                ),
                ref(PROSECUTE, "the prosecutor steals Era # Dignitas"),
                amount,
            )
        )
        return CourtRuling(winner, amount, -amount, tuple(lines))
    amount = 1 * factor
    lines.append(
        Line(
            t("The prosecutor loses {n} Dignitas", n=amount),
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
    target: str = "",
    held: int | None = None,
) -> ImpeachRuling:
    """``target``: the player impeached when it is not the Primus (the Quaestor);
    ``held``: the Auctoritas he holds, the most he can lose (None: not known)."""
    check_era(era)
    if final_era is not None:
        check_era(final_era, "--final-era")
    if not votes:
        raise BadInput(t("--votes: every player votes, so give at least one thumb (up or down)"))
    down = sum(1 for v in votes if v == "down")
    lines = [
        Line(
            tn("{n} of {all} thumbs down", "{n} of {all} thumbs down", down, all=len(votes)),
            ref(IMPEACH, "thumb votes"),
            down,
        )
    ]
    if down * 2 <= len(votes):
        lines.append(
            Line(
                t("No majority of thumbs down: {target} is acquitted", target=target)
                if target
                else t("No majority of thumbs down: the Primus is acquitted"),
                ref(IMPEACH, "a majority of thumbs down impeaches"),
            )
        )
        return ImpeachRuling(False, 0, 0, tuple(lines))
    lines.append(
        Line(
            t("A majority of thumbs down: {target} is impeached", target=target)
            if target
            else t("A majority of thumbs down: the Primus is impeached"),
            ref(IMPEACH, "a majority of thumbs down impeaches"),
        )
    )
    factor = _factor(final_era, lines, factor)
    due = era * factor
    loss = due if held is None else min(due, max(held, 0))
    gain = down * factor
    said = (
        t("{target} loses {n} Auctoritas", target=target, n=loss)
        if target
        else t("The Primus loses {n} Auctoritas", n=loss)
    )
    if loss < due:  # he holds less: no more is lost
        said = t("{said} (of {due}: no more there)", said=said, due=due)
    lines.append(Line(said, ref(IMPEACH, "Era # Auctoritas"), loss))
    lines.append(
        Line(
            t("The impeacher gains {n} Dignitas (1 per thumb down, doubled)", n=gain)
            if factor == 2
            else t("The impeacher gains {n} Dignitas (1 per thumb down)", n=gain),
            ref(IMPEACH, "1 Dignitas per thumbs down"),
            gain,
        )
    )
    return ImpeachRuling(True, -loss, gain, tuple(lines))
