"""Blind bids to an NPC Senator in a session (Solo & 2-Player Addenda, Dealmaking with an
NPC Senator, two players): each player's offer is secret until every player has made his
(or passed), then all are revealed together; each is ruled on its own (its Thumbs value,
its Attitude, its Omens), and the NPC takes the best one the Omens approve, a thumb flip
on a tie (``blind_bids.py``). The deal taken is honoured at once, in the same action as
the last bid.

``offer PLAYER NPC give ... [demand ...]`` makes or changes a player's bid while others
are still out; ``offer PLAYER NPC pass`` makes none. A virtual game keeps each bid on its
player's own screen (the log shows ``offer Ann rufus ?`` until the reveal) and draws the
Omens and the flips, seeded. At a --physical table the fists are opened at the table:
each bid carries the Omens revealed for it (``omens ...``), and a tie's thumb flips are
said after the last one (``flip up``).

lictor's readings (reconstruction): each bid consults the Omens of its own (the Addenda
say the NPC deals with the best offer "only if the Omens approve the offer when consulted",
and each player's offer has its own Attitude, so each is consulted as a single offer would
be; the other reading, ranking the bids first and consulting once for the best, would let
a thumb flip between two equal offers decide before the Omens do); a bid game is any game
with two or more players and an NPC (in a 3-6 seat game every player bids: the issue's
extension); the bids are collected per NPC; a bid its bidder (or the NPC) can no longer
honour when revealed is void; with a single bid made, it is ruled as a plain offer.
"""

from __future__ import annotations

from collections.abc import Sequence

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev, rng
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.npc_types import bidding
from lictor.games.carta_imperia.rules.omens import draw_from_deck
from lictor.games.carta_imperia.rules.phases.tools.blind_bids import blind_bids, flips_needed
from lictor.games.carta_imperia.rules.phases.tools.npc_deal import (
    DealRuling,
    needs_omens,
    rule_deal,
)
from lictor.games.carta_imperia.rules.phases.tools.npc_goods import (
    Goods,
    honoured,
    omens_cards,
    prepare,
)
from lictor.games.carta_imperia.rules.phases.tools.npc_terms import table_of
from lictor.games.carta_imperia.rules.phases.tools.thumbs import rule
from lictor.games.carta_imperia.rules.state import Offer, State
from lictor.games.carta_imperia.rules.table import Refuse
from lictor.i18n import N_, t, tn
from lictor.rules.fast import replace

__all__ = ["bid", "bidding", "hidden_bids", "pending", "pending_said", "reveal", "still_out"]
BIDS = rule(N_("two players: both offers are blind bids"))
PASS = "pass"


def hidden_bids(s: State, actions: Sequence[str]) -> set[int]:
    """The log's ``offer`` actions still secret (a virtual game): every bid of a round to
    an NPC whose bids are not all in yet - a bid changed since is as secret as the latest
    (a changed fist must not show what it held before) - and, once a round is revealed,
    every bid a player changed before the reveal (only the fist that opened is shown, as at
    a table).

    The rounds are found from the log: in a bid game every logged ``offer`` to an NPC is a
    bid (``npc_offer.offer``), and a round closes at the bid that brings in the last
    player (``bid`` reveals them there)."""
    if s.physical or not bidding(s):
        return set()
    humans = {h.lower() for h in s.humans}
    open_npcs = {b.to.lower() for b in s.bids}
    out: set[int] = set()
    rounds: dict[str, dict[str, list[int]]] = {}  # NPC -> player -> his bids this round
    for i, words in enumerate(actions):
        parts = words.lower().split()
        if parts[:1] != ["offer"] or len(parts) < 3 or parts[1] not in humans:
            continue
        now = rounds.setdefault(parts[2], {})
        now.setdefault(parts[1], []).append(i)
        if set(now) >= humans:  # every player is in: the round was revealed here
            out |= {j for bids in now.values() for j in bids[:-1]}  # the changed ones
            rounds[parts[2]] = {}
    for npc in open_npcs:
        out |= {j for bids in rounds.get(npc, {}).values() for j in bids}
    return out


def pending(s: State) -> list[tuple[str, list[str], list[str]]]:
    """Each NPC with blind bids waiting: (the NPC, who is in, who is still to bid) - never
    what anyone bid, nor whether he passed (secret until the reveal). Reconstruction: a pass
    is a bid made ("in"), as a closed fist with nothing in it is at the table."""
    out = []
    for npc in s.npcs:
        made = [b.by for b in s.bids if b.to == npc]
        if made:
            ins = [h for h in s.humans if h in made]
            out.append((npc, ins, still_out(s, npc)))
    return out


def pending_said(s: State) -> str:
    """``Blind bids to Rufus, secret until every bid is in: 1 in (Ann); still to bid:
    Ben``, for `next` and `status` on every screen."""
    return " ".join(
        tn(
            "Blind bids to {npc}, secret until every bid is in: {n} in ({ins}); still to "
            "bid: {out}.",
            "Blind bids to {npc}, secret until every bid is in: {n} in ({ins}); still to "
            "bid: {out}.",
            len(ins),
            npc=npc,
            ins=", ".join(ins),
            out=", ".join(out),
        )
        for npc, ins, out in pending(s)
    )


def still_out(s: State, npc: str) -> list[str]:
    made = {b.by for b in s.bids if b.to == npc}
    return [h for h in s.humans if h not in made]


def _flips(words: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A bid's words without its ``flip up|down`` ones, and those flips."""
    kept: list[str] = []
    flips: list[str] = []
    i = 0
    while i < len(words):
        if words[i].lower() == "flip":
            nxt = words[i + 1].lower() if i + 1 < len(words) else ""
            if nxt not in ("up", "down"):
                raise refuse("usage", t("offer: a thumb flip is `flip up` or `flip down`"), INPUT)
            flips.append(nxt)
            i += 2
        else:
            kept.append(words[i])
            i += 1
    return tuple(kept), tuple(flips)


def bid(board: Board, s: State, player: str, npc: str, words: tuple[str, ...]) -> tuple[State, E]:
    """``player``'s blind bid (``words`` after the NPC) checked and recorded, secret; the
    reveal once every player's is in."""
    if [w.lower() for w in words] != [PASS]:
        terms, said_omens, _ = prepare(board, s, player, npc, _flips(words)[0])
        table = table_of(board, s, npc, player, board.solo.legion_demanded)
        if not s.physical and said_omens is not None:
            raise refuse("virtual", t("offer: lictor draws the Omens in a virtual game"), BIDS)
        if s.physical and needs_omens(table, terms) and said_omens is None:
            raise refuse("omens", _omens_needed(player, npc), BIDS)
        if not needs_omens(table, terms) and said_omens is not None:
            raise refuse(
                "omens", t("offer: {npc} refuses before the Omens; say none", npc=npc), BIDS
            )
    kept = tuple(b for b in s.bids if not (b.by == player and b.to == npc))
    s = replace(s, bids=(*kept, Offer(player, npc, words)))
    out = still_out(s, npc)
    if out:
        return s, [
            ev(
                t(
                    "{player} makes a blind bid to {npc}; still to bid: {others} (each "
                    "`offer PLAYER {key} give ...` or `offer PLAYER {key} pass`)",
                    player=player,
                    npc=npc,
                    others=", ".join(out),
                    key=npc.lower(),
                ),
                BIDS,
            )
        ]
    return reveal(board, s, npc)


def reveal(board: Board, s: State, npc: str) -> tuple[State, E]:
    """Every bid to ``npc`` revealed and ruled (in seat order); the deal taken honoured."""
    bids = [b for h in s.humans for b in s.bids if b.to == npc and b.by == h]
    s = replace(s, bids=tuple(b for b in s.bids if b.to != npc))
    said: E = [ev(t("Every bid to {npc} is in: the fists open", npc=npc), BIDS)]
    rulings: list[DealRuling] = []
    goods: dict[str, Goods] = {}
    flips: list[str] = []
    for b in bids:
        words, said_flips = _flips(b.terms)
        flips += said_flips
        if [w.lower() for w in words] == [PASS]:
            said.append(ev(t("{player} makes no bid", player=b.by), BIDS))
            continue
        said.append(ev(t("{player} bids: {terms}", player=b.by, terms=" ".join(words)), BIDS))
        try:
            terms, said_omens, these = prepare(board, s, b.by, npc, words)
        except Refuse as e:  # its holdings changed since the bid
            said.append(ev(t("{player}'s bid is void: {why}", player=b.by, why=e.message), BIDS))
            continue
        table = table_of(board, s, npc, b.by, board.solo.legion_demanded)
        draws = None
        if needs_omens(table, terms):
            if s.physical:
                if said_omens is None:
                    raise refuse("omens", _omens_needed(b.by, npc), BIDS)
                draws = said_omens
            else:
                seed = rng(s, "omens").randrange(2**31)
                draws = tuple(draw_from_deck(omens_cards(board), seed))
                s = replace(s, counter=s.counter + 1)
        try:
            r = rule_deal(table, terms, draws)
        except BadInput as e:  # the Omens said do not stop at a legionary shield
            raise refuse("omens", t("offer: {why}", why=str(e)), BIDS) from None
        rulings.append(r)
        goods[b.by] = these
        said += [ev(line.text, line.rule) for line in r.lines]
    winner = ""
    if len(rulings) == 1:
        winner = rulings[0].player if rulings[0].accepts else ""
    elif rulings:
        need = flips_needed(rulings)
        if s.physical and len(flips) != need:
            raise refuse(
                "flip",
                tn(
                    "offer: the best approved bids to {npc} tie: flip a Thumb Token {n} "
                    "time and say it after the last bid (... flip up)",
                    "offer: the best approved bids to {npc} tie: flip a Thumb Token {n} "
                    "times and say it after the last bid (... flip up flip down)",
                    need,
                    npc=npc,
                ),
                BIDS,
            )
        if not s.physical:
            flips = []
            for _ in range(need):
                flips.append(rng(s, "flip").choice(("up", "down")))
                s = replace(s, counter=s.counter + 1)
        ruled = blind_bids(rulings, flips)
        said += [ev(line.text, line.rule) for line in ruled.lines]
        winner = ruled.taken
    if not winner:
        return s, [*said, ev(t("{npc} takes no deal: nothing changes hands", npc=npc), BIDS)]
    s, text, now = honoured(board, s, winner, npc, goods[winner])
    return s, [*said, ev(text, BIDS), *now]


def _omens_needed(player: str, npc: str) -> str:
    return t(
        "offer: {player}'s bid to {npc} needs the Omens: shuffle the Omens (the Early "
        "Republic deck), reveal cards until a Legionary shield and say them after the bid "
        "(... omens phalanx barbarian:2 legionary)",
        player=player,
        npc=npc,
    )
