"""Which invasion an NPC General joins (Solo & 2-Player Addenda, NPC eXpand): asked for
support by a fellow NPC, it supports that invasion ("NPCs will support other NPCs if they do
not have a viable alternative target that would earn them higher Prestige", NPC eXpand a);
asked by nobody, and unable to make a deal, it joins "the General who has invaded the
highest-value region so far in this campaign" (NPC eXpand, "If the General cannot make a
deal", a).

Readings of our own (reconstruction):
- an NPC was asked when a fellow NPC's invasion is one that NPC's ask names it for: the
  asker's Legions alone do not outnumber the region, no Player was asked by it this Era, and,
  with the Standards as they stood when the asker placed its own, it is the lowest-Prestige
  uncommitted General who tips that region (``npc.helper``, the ask's own test);
- "the highest-value region" is ranked as the Addenda rank the regions to invade (NPC eXpand
  b): its shields, then Phalanx over Barbarian (the shield kind), then the one bordering
  Roman land ("closest to Rome");
- still tied, the last tie-break (NPC Action Summary: "an equal choice disadvantages the
  leading Player most"): it does not join the leading Player's invasion, whose odds its
  Legions would improve; then a thumb flip, said as such."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_npc import (
    RANK,
    TIE,
    best_kind,
    decision,
    flip,
    leader,
    said_value,
    shields,
)
from lictor.games.carta_imperia.rules.phases.expand import npc_odds as base
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.npc import Decision

Target = tuple[Action, Region]


def asker(board: Board, s: State, npc: str, region: Region, targets: list[Target]) -> str | None:
    """The fellow NPC whose invasion of ``region`` asked ``npc`` for support, or None
    (``targets``: the regions ``npc`` may march on, invaded or not)."""
    for i, b in enumerate(s.battles):
        if b.target != region.name or not b.generals or b.result:
            continue
        commander = b.generals[0]
        if commander == npc or commander not in s.npcs or npc in b.generals:
            continue
        if any(p.npc == commander and p.era == s.era and p.kind in
               (base.ASKED, base.SUPPORT, base.NO_SUPPORT) for p in s.promises):  # fmt: skip
            continue  # it asked a Player, and no NPC after him
        odds = base.defence(board, s, commander)
        mine = base.force(s, commander)
        if mine > odds(region):
            continue  # it needed no support
        then = replace(s, battles=s.battles[:i])
        invaded = {x.target for x in then.battles}
        fresh = [r for _, r in targets if r.name not in invaded]
        found = base.helper(then, commander, fresh, mine, lambda g: base.force(s, g), odds)
        if found is not None and found[0] == npc and region.name in {r.name for r in found[2]}:
            return commander
    return None


def asked_join(board: Board, s: State, npc: str, targets: list[Target]) -> Decision | None:
    """It supports the fellow NPC that asked it (NPC eXpand a)."""
    invaded = {b.target for b in s.battles}
    for a, r in targets:
        who = asker(board, s, npc, r, targets) if r.name in invaded else None
        if who is None:
            continue
        return decision(
            a,
            [
                t(
                    "{commander} asked it for support against {region}, which its {legions} "
                    "tip, and it has no target of its own that would earn it more: it "
                    "supports the invasion (NPC eXpand a, asking for support)",
                    commander=who,
                    region=t(r.name),
                    legions=base.legions(base.force(s, npc)),
                )
            ],
        )
    return None


def unasked_join(board: Board, s: State, npc: str, joined: list[Target]) -> Decision | None:
    """Nobody asked it and it made no deal: it joins the General who invaded the
    highest-value region so far (NPC eXpand, "If the General cannot make a deal", a)."""
    if not joined:
        return None
    near = base.near_rome(board, s)

    def worth(item: Target) -> tuple[int, int, bool]:
        r = item[1]
        return (shields(r), RANK.get(best_kind(r), -1), near(r))

    top = max(worth(x) for x in joined)
    best = [x for x in joined if worth(x) == top]
    commander = {b.target: b.generals[0] for b in s.battles if b.generals}
    lead = leader(s)
    why: list[str] = []
    if len(best) > 1 and lead is not None and lead != npc:
        theirs = [x for x in best if lead in _generals(s, x[1].name)]
        if theirs and len(theirs) < len(best):
            best = [x for x in best if x not in theirs]
            why.append(
                t(
                    "{tie}: it does not join {lead}, the leading Player (reconstruction)",
                    tie=t(TIE),
                    lead=lead,
                )
            )
    if len(best) > 1:
        words = flip(s, npc, [a.words() for a, _ in best])
        a, r = next(x for x in best if x[0].words() == words)
        why.append(
            tn(
                "still tied with {n} other option: a thumb flip chose it",
                "still tied with {n} other options: a thumb flip chose it",
                len(best) - 1,
            )
        )
    else:
        a, r = best[0]
    head = t(
        "it outnumbers no fresh region, and nobody asked it for support: it joins "
        "{commander}, who has invaded the highest-value region so far, {region} ({value}) "
        "(NPC eXpand, if the General cannot make a deal: a; reconstruction: shields, then "
        "the shield kind, then closest to Rome)",
        commander=commander.get(r.name, ""),
        region=t(r.name),
        value=said_value(r),
    )
    return decision(a, [head, *why])


def _generals(s: State, region: str) -> set[str]:
    return {g for b in s.battles if b.target == region for g in b.generals}
