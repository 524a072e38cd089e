"""A Senator's death (1.05.3) and a faction's elimination (1.05.4): every marker but the
Faction Leader's leaves him, his concessions go back to the Curia, his province to the
Forum; a Family card without the Faction Leader marker goes to Rome to be repopulated;
a faction left with no Senator is eliminated only after a failed Assassination, and
otherwise its player chooses: the top Senator of the Curia now, or wait for the next."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from lictor.games.republic_of_rome.rules import ref
from lictor.games.republic_of_rome.rules.say import EN
from lictor.i18n import N_, NP_, Translator
from lictor.rules.ruling import Line

Card = Literal["family", "statesman"]
# what a faction left with no Senator may do (1.05.4), the default first
CHOICES = ("draw", "wait")


@dataclass(frozen=True)
class DeathRuling:
    card_stays: bool  # his card stays in the faction (the Faction Leader's heir)
    card_to: str  # "faction", "repopulate" (Rome to be repopulated) or "table" (not said)
    concessions_to_curia: tuple[str, ...]
    province_to_forum: str | None
    faction_empty: bool
    eliminated: bool
    choices: tuple[str, ...]  # the player's choice when the faction is left empty
    lines: tuple[Line, ...]


def death(
    leader: bool,
    card: Card = "family",
    concessions: Sequence[str] = (),
    province: str | None = None,
    personal_talents: int = 0,
    others_left: int = 0,
    failed_assassination: bool = False,
    tr: Translator = EN,
) -> DeathRuling:
    """``others_left``: the faction's other Senators still alive."""
    dies = ref("1.05.3", tr(N_("a Senator's death")))
    ends = ref("1.05.4", tr(N_("a faction's elimination")))
    lines = []
    if leader:
        lines.append(
            Line(
                tr(N_("Every marker is removed except the Faction Leader marker")),
                dies,
            )
        )
    else:
        lines.append(Line(tr(N_("Every marker is removed")), dies))
    if personal_talents:
        lines.append(
            Line(
                tr.ngettext(
                    *NP_(
                        "{n} Talent of his personal treasury leaves the game with his markers "
                        "(reconstruction: the summary counts it among the markers)",
                        "{n} Talents of his personal treasury leave the game with his markers "
                        "(reconstruction: the summary counts them among the markers)",
                    ),
                    personal_talents,
                ).format(n=personal_talents),
                dies,
                personal_talents,
            )
        )
    for c in concessions:
        lines.append(Line(tr(N_("Concession {name} goes back to the Curia")).format(name=c), dies))
    if province:
        lines.append(
            Line(tr(N_("His province {name} goes to the Forum")).format(name=province), dies)
        )
    if card == "statesman":
        card_to = "table"
        lines.append(
            Line(
                tr(
                    N_(
                        "The summary speaks of Family cards only: where a Statesman's card goes "
                        "is the table's to enter"
                    )
                ),
                dies,
            )
        )
    elif leader:
        card_to = "faction"
        lines.append(
            Line(
                tr(
                    N_(
                        "His Family card keeps the Faction Leader marker and stays in the "
                        "faction: his heir leads it"
                    )
                ),
                dies,
            )
        )
    else:
        card_to = "repopulate"
        lines.append(
            Line(
                tr(
                    N_(
                        "His Family card, without a Faction Leader marker, goes to Rome to be "
                        "repopulated"
                    )
                ),
                dies,
            )
        )
    empty = others_left == 0 and card_to != "faction"
    eliminated = empty and failed_assassination
    choices: tuple[str, ...] = ()
    if eliminated:
        lines.append(
            Line(
                tr(N_("A failed Assassination left the faction no Senator: it is eliminated")),
                ends,
            )
        )
    elif empty:
        choices = CHOICES
        lines.append(
            Line(
                tr(
                    N_(
                        "The faction has no Senator left but is not eliminated: its player "
                        "chooses to take the top Senator of the Curia as leader now (draw) or "
                        "to wait for the next to enter the Curia (wait)"
                    )
                ),
                ends,
            )
        )
    elif failed_assassination:
        lines.append(
            Line(tr(N_("The faction keeps a Senator: it is not eliminated")), ends, others_left)
        )
    return DeathRuling(
        card_to == "faction",
        card_to,
        tuple(concessions),
        province,
        empty,
        eliminated,
        choices,
        tuple(lines),
    )
