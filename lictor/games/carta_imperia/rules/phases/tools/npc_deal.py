"""An NPC Senator rules on a player's deal (Solo & 2-Player Addenda): the Thumbs value
(``thumbs.py``), the final Era's guard, the NPC's Attitude towards the player, the Omens
consulted and the arithmetic that takes or refuses it. Plain values in, a frozen
``DealRuling`` out, every line with its rule.

The final Era (the Addenda: no NPC takes a deal leaving it below its closest rival in
Prestige) is lictor's reading, labelled reconstruction: the closest rival is the rival
nearest the NPC in Prestige before the deal (a tie: the higher); only the Dignitas that
changes hands moves Prestige; the NPC refuses a deal after which it is below that rival,
unless the deal narrows the gap (a trailing NPC may still take a deal that helps it). A
refused deal consults no Omens.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.omens import COUNTS, Attitude, attitude
from lictor.games.carta_imperia.rules.phases.tools.spoken import EN
from lictor.games.carta_imperia.rules.phases.tools.thumbs import (
    Table,
    Terms,
    ThumbsValue,
    rule,
    thumbs_value,
)
from lictor.i18n import N_, Translator, t
from lictor.rules.ruling import Line

Draws = Sequence[tuple[str, ...]]
MOODS = {
    "superior": N_("Superior"),
    "compliant": N_("Compliant"),
    "hostile": N_("Hostile"),
    "wary": N_("Wary"),
}
SHIELD_WORDS = {
    "barbarian": N_("Barbarian"),
    "phalanx": N_("Phalanx"),
    "auxilia": N_("Auxilia"),
    "legionary": N_("Legionary"),
}


@dataclass(frozen=True)
class DealRuling:
    npc: str
    player: str
    thumbs: ThumbsValue
    attitude: Attitude
    draws: tuple[tuple[str, ...], ...]  # the Omens revealed (none if refused before them)
    counted: int | None  # the shields the Attitude counts (None: no Omens consulted)
    accepts: bool
    refusal: str  # why refused before the Omens ("" none)
    lines: tuple[Line, ...]  # the Thumbs value's lines, then the Attitude's and the Omens'

    @property
    def value(self) -> int:
        return self.thumbs.total


def prestige_moved(terms: Terms) -> int:
    """The Prestige the deal moves from the player to the NPC (its Dignitas)."""
    return terms.gives("dignitas") - terms.demands("dignitas")


def closest_rival(table: Table) -> tuple[str, int]:
    rivals = [(table.player, table.player_prestige), *table.others]
    return min(rivals, key=lambda r: (abs(r[1] - table.npc_prestige), -r[1]))


def _after_deal(table: Table, terms: Terms) -> tuple[str, int, int, bool]:
    """The final Era's arithmetic: the closest rival, the NPC's and his Prestige after the
    deal, and whether the deal narrows the gap between them."""
    name, before = closest_rival(table)
    moved = prestige_moved(terms)
    npc_after = table.npc_prestige + moved
    rival_after = before - moved if name == table.player else before
    return name, npc_after, rival_after, npc_after - rival_after > table.npc_prestige - before


def final_era_refusal(table: Table, terms: Terms, tr: Translator = EN) -> Line | None:
    """The final Era's guard: the line that refuses the deal, or None."""
    if table.era != table.final_era:
        return None
    name, npc_after, rival_after, narrows = _after_deal(table, terms)
    if npc_after >= rival_after or narrows:
        return None
    return Line(
        tr(
            N_(
                "Final Era: after the deal {npc} would hold {after} Prestige against "
                "{rival}'s {theirs} (his closest rival): {npc} refuses (reconstruction: "
                "unless the deal narrows the gap)"
            )
        ).format(npc=table.npc, after=npc_after, rival=name, theirs=rival_after),
        rule(N_("in the final Era no NPC falls below his closest rival")),
        npc_after,
    )


def final_era_let_through(table: Table, terms: Terms, tr: Translator = EN) -> Line | None:
    """The final Era's guard letting a deal through that still leaves the NPC below its
    closest rival, because it narrows the gap (the reading above): the line that says so,
    or None (not the final Era, or the NPC not below after the deal)."""
    if table.era != table.final_era:
        return None
    name, npc_after, rival_after, narrows = _after_deal(table, terms)
    if npc_after >= rival_after or not narrows:
        return None
    return Line(
        tr(
            N_(
                "Final Era: after the deal {npc} would still hold less Prestige ({after}) than "
                "{rival} ({theirs}), its closest rival, but the deal narrows the gap, so it may "
                "take it (reconstruction)"
            )
        ).format(npc=table.npc, after=npc_after, rival=name, theirs=rival_after),
        rule(N_("in the final Era no NPC falls below his closest rival")),
        npc_after,
    )


def needs_omens(table: Table, terms: Terms) -> bool:
    """Whether the NPC consults the Omens (not when refused before them)."""
    return not thumbs_value(table, terms).refusal and final_era_refusal(table, terms) is None


def check_draws(draws: Draws) -> None:
    if not draws or "legionary" not in draws[-1]:
        raise BadInput(
            t("the Omens: cards are revealed until a legionary shield; the last card must show one")
        )
    if any("legionary" in d for d in draws[:-1]):
        raise BadInput(t("the Omens: they stop at the first legionary shield; no card may follow"))


def rule_deal(table: Table, terms: Terms, draws: Draws | None, tr: Translator = EN) -> DealRuling:
    """``draws``: the Omens revealed (virtual or entered); ``None`` only if the NPC is
    known to refuse before them (``needs_omens``)."""
    value = thumbs_value(table, terms, tr)
    lines = list(value.lines)
    mood = attitude(table.npc_prestige, table.player_prestige, table.era, table.player_is_primus)
    refusal = value.refusal
    if refusal:
        lines.append(
            Line(
                tr(N_("{npc} refuses before the Omens: {why}")).format(npc=table.npc, why=refusal),
                rule(value.refused_by),
            )
        )
        return DealRuling(
            table.npc, table.player, value, mood, (), None, False, refusal, tuple(lines)
        )
    guard = final_era_refusal(table, terms, tr)
    if guard is not None:
        lines.append(guard)
        return DealRuling(
            table.npc, table.player, value, mood, (), None, False, guard.text, tuple(lines)
        )
    through = final_era_let_through(table, terms, tr)
    if through is not None:
        lines.append(through)
    if draws is None:
        raise BadInput(t("the Omens: give the cards drawn (or a seed for a virtual draw)"))
    check_draws(draws)
    lines.append(_attitude_line(table, mood, tr))
    counts = COUNTS[mood]
    shields = [s for card in draws for s in card]
    counted = sum(1 for s in shields if s in counts)
    lines.append(
        Line(
            tr(N_("Omens drawn: {drawn}; {mood} counts {kinds}: {counted}")).format(
                drawn=", ".join(tr(SHIELD_WORDS[s]) for s in shields),
                mood=tr(MOODS[mood]),
                kinds=tr(N_("every shield"))
                if all(k in counts for k in ("phalanx", "barbarian", "auxilia", "legionary"))
                else tr(N_(" and ")).join(
                    tr(SHIELD_WORDS[k])
                    for k in ("phalanx", "barbarian", "auxilia", "legionary")
                    if k in counts
                ),
                counted=counted,
            ),
            rule(N_("count only the shields the Attitude names")),
            counted,
        )
    )
    accepts = counted <= value.total
    if accepts:
        said = N_("{counted} <= Thumbs value {value}: {npc} takes the deal")
    else:
        said = N_("{counted} > Thumbs value {value}: {npc} refuses the deal")
    lines.append(
        Line(
            tr(said).format(counted=counted, value=value.total, npc=table.npc),
            rule(N_("the NPC takes the deal if the Omens are at most its value")),
        )
    )
    return DealRuling(
        table.npc, table.player, value, mood, tuple(draws), counted, accepts, "", tuple(lines)
    )


def _attitude_line(table: Table, mood: Attitude, tr: Translator) -> Line:
    why = {
        "hostile": N_("{player} is the Primus"),
        "superior": N_(
            "{npc} has {npc_p} Prestige, at least Era # ({era}) more than {player}'s {p}"
        ),
        "compliant": N_("{npc} has {npc_p} Prestige, less than {player}'s {p}"),
        "wary": N_(
            "{npc} has {npc_p} Prestige against {player}'s {p}: neither more by Era # nor less"
        ),
    }[mood]
    return Line(
        tr(N_("Attitude: {mood} ({why})")).format(
            mood=tr(MOODS[mood]),
            why=tr(why).format(
                npc=table.npc,
                player=table.player,
                npc_p=table.npc_prestige,
                p=table.player_prestige,
                era=table.era,
            ),
        ),
        rule(N_("Determine the Attitude")),
    )
