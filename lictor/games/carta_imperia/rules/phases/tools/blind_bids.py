"""Two players bid for one NPC Senator's deal (Solo & 2-Player Addenda): both offers are
made blind (secret, revealed together); the NPC takes the best offer the Omens approve (the
highest Thumbs value: who offers the most or demands the least), a thumb flip on a tie.

Each offer is ruled on its own (``npc_deal.rule_deal``, with its own Attitude and its own
Omens). With more than two tied offers (an NPC in a 3-6 player game, lictor's extension) the
flips go in seat order: the first two flip (up keeps the first), the one kept flips against
the next (reconstruction).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.phases.tools.npc_deal import DealRuling
from lictor.games.carta_imperia.rules.phases.tools.spoken import EN
from lictor.games.carta_imperia.rules.phases.tools.thumbs import rule
from lictor.i18n import N_, Translator, t
from lictor.rules.ruling import Line


@dataclass(frozen=True)
class BlindBids:
    rulings: tuple[DealRuling, ...]  # one per offer, in seat order
    taken: str  # the player whose deal the NPC takes ("" none)
    flips: tuple[str, ...]  # the thumb flips made ("up" / "down")
    lines: tuple[Line, ...]


def flips_needed(rulings: Sequence[DealRuling]) -> int:
    """How many thumb flips the tie among the best approved offers needs."""
    approved = [r for r in rulings if r.accepts]
    if not approved:
        return 0
    best = max(r.value for r in approved)
    return sum(1 for r in approved if r.value == best) - 1


def blind_bids(
    rulings: Sequence[DealRuling], flips: Sequence[str] = (), tr: Translator = EN
) -> BlindBids:
    """``flips``: the thumb flips for a tie, as many as ``flips_needed``."""
    if len(rulings) < 2:
        raise BadInput(t("blind bids: two or more offers to the same NPC"))
    npcs = {r.npc for r in rulings}
    if len(npcs) != 1:
        raise BadInput(
            t(
                "blind bids: the offers go to different NPCs ({join_sorted_npcs})",
                join_sorted_npcs=", ".join(sorted(npcs)),
            )
        )
    npc = rulings[0].npc
    title = rule(N_("two players: the best offer the Omens approve"))
    lines = [
        Line(
            tr(N_("{player}'s offer: Thumbs value {value}, {verdict}")).format(
                player=r.player,
                value=r.value,
                verdict=tr(N_("approved")) if r.accepts else tr(N_("refused")),
            ),
            title,
            r.value,
        )
        for r in rulings
    ]
    approved = [r for r in rulings if r.accepts]
    if not approved:
        lines.append(Line(tr(N_("{npc} takes neither offer")).format(npc=npc), title))
        return BlindBids(tuple(rulings), "", (), tuple(lines))
    best = max(r.value for r in approved)
    tied = [r for r in approved if r.value == best]
    need = len(tied) - 1
    if len(flips) != need:
        raise BadInput(
            t(
                "blind bids: {need} thumb flip(s) break the tie at {best}, got {len_flips}",
                need=need,
                best=best,
                len_flips=len(flips),
            )
        )
    kept = tied[0]
    flip_rule = rule(N_("a thumb flip breaks the tie"))
    for other, flip in zip(tied[1:], flips, strict=True):
        if flip not in ("up", "down"):
            raise BadInput(t("blind bids: a thumb flip is up or down, got {flip}", flip=repr(flip)))
        winner = kept if flip == "up" else other
        lines.append(
            Line(
                tr(N_("{a} and {b} tie at {value}: the thumb lands {flip}, {winner} wins")).format(
                    a=kept.player,
                    b=other.player,
                    value=best,
                    flip=tr(N_("up")) if flip == "up" else tr(N_("down")),
                    winner=winner.player,
                ),
                flip_rule,
            )
        )
        kept = winner
    lines.append(
        Line(tr(N_("{npc} takes {player}'s deal")).format(npc=npc, player=kept.player), title)
    )
    return BlindBids(tuple(rulings), kept.player, tuple(flips), tuple(lines))
