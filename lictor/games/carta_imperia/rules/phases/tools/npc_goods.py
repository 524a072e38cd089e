"""The goods of a deal offered to an NPC Senator: what changes hands now (checked against
the holdings), what is promised for later (the table keeps it), and the deal honoured.
Shared by a single offer (``npc_offer.py``) and blind bids (``npc_bids.py``).

Promises: the NPC's (its votes, sparing a Governor, no thumbs down, no court) are kept in
the state as keys and read back by its policies (npc_promises.py); the player's the table
keeps (lictor records them in the log; reconstruction): his support in the Election, the
campaign's Dignitas, and a Governorship of the region the NPC's campaign invades (he
installs his Governor there if it falls).
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.phases.tools.deal_goods import hand_over
from lictor.games.carta_imperia.rules.phases.tools.npc_join import check_join, join_region
from lictor.games.carta_imperia.rules.phases.tools.npc_kept import kept_now
from lictor.games.carta_imperia.rules.phases.tools.npc_promises import KINDS, made, said
from lictor.games.carta_imperia.rules.phases.tools.npc_terms import read_offer
from lictor.games.carta_imperia.rules.phases.tools.thumbs import Item, Terms
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import t, tn
from lictor.rules.fast import replace

GOODS = {"dignitas": "dignitas", "legions": "legions", "busts": "bust"}
Goods = tuple[tuple[list[str], list[str]], list[Item]]  # (giving, asking), promises


def omens_cards(board: Board) -> tuple[tuple[str, ...], ...]:
    """The Omens deck: the Early Republic Combat deck, each card's shields."""
    return tuple((kind,) * n if kind else () for _, kind, n in board.combat)


def prepare(
    board: Board, s: State, player: str, npc: str, words: tuple[str, ...]
) -> tuple[Terms, tuple[tuple[str, ...], ...] | None, Goods]:
    """An offer's words read, its goods split and checked against both holdings (a
    refusal names what is wrong)."""
    terms, said_omens = read_offer(board, s, words)
    goods = split(board, s, npc, terms, player)
    check(board, s, player, npc, goods)
    if terms.gives("join"):
        check_join(board, s, npc, player, terms.gives("join"))
    return terms, said_omens, goods


HONOUR = ref("Solo & 2-Player Addenda", "Dealmaking with an NPC Senator")


def check(board: Board, s: State, player: str, npc: str, goods: Goods) -> None:
    giving, asking = goods[0]
    _votes_can_be_kept(s, player, npc, goods[1])
    hand_over(board, s, player, npc, giving)
    hand_over(board, s, npc, player, asking)


def _votes_can_be_kept(s: State, player: str, npc: str, later: list[Item]) -> None:
    """A deal must be honoured on both sides: an NPC's votes promised to a player who is
    not a candidate, once the candidates are known, could not be (NPC eXec: they vote for
    a Player who makes a Deal for their votes). Before an Election, or while candidates
    still stand, the promise waits for the Election (npc_promises.kept)."""
    e = s.election
    if e is None or s.step in ("nominate", "stand") or player in e.candidates:
        return
    if any(i.kind == "votes" for i in later):
        raise refuse(
            "votes",
            t(
                "offer: {player} is not a candidate in {province}, so {npc}'s votes cannot go "
                "to {player}: `demand votes` is a deal it could not honour",
                player=player,
                province=t(e.province),
                npc=npc,
            ),
            HONOUR,
        )


def split(board: Board, s: State, npc: str, terms: Terms, player: str = "") -> Goods:
    """The goods that change hands now (the deal tool's words, each side) and the
    promises the table keeps."""
    giving: list[str] = []
    asking: list[str] = []
    later: list[Item] = []
    targets = {b.target for b in s.battles if npc in b.generals and not b.result}
    targets |= {join_region(board, s, npc, player)} - {""}  # the campaign a join is about
    for side, items, out in (("give", terms.give, giving), ("demand", terms.demand, asking)):
        for i in items:
            if i.kind in GOODS:
                out += [GOODS[i.kind], str(i.amount)]
            elif i.kind == "governorship" and (side == "demand" or i.province not in targets):
                out += ["province", i.province]
            else:
                later.append(i)
    return (giving, asking), later


def honoured(board: Board, s: State, player: str, npc: str, goods: Goods) -> tuple[State, str, E]:
    """The deal taken: the goods handed over, the line that says so, and what a promise
    taken late does at once (npc_kept.py)."""
    (giving, asking), later = goods
    moved: E = []
    for giver, taker, these in ((player, npc, giving), (npc, player, asking)):
        s, more = hand_over(board, s, giver, taker, these)
        moved += more
    s = replace(s, promises=(*s.promises, *made(s, npc, player, later)))
    contested = s.election.province if s.election is not None else None
    promised = [t("promised: {what}", what=_promise(i, npc, player, contested)) for i in later]
    honour = "; ".join([e.text for e in moved] + promised)
    text = t("{npc} takes {player}'s deal: {honoured}", npc=npc, player=player, honoured=honour)
    s, now = kept_now(board, s, player, npc, later)
    return s, text, now


def _election(contested: str | None) -> str:
    """The Election a votes promise binds (npc_promises: the one under way, else the next
    this Era)."""
    if contested is None:
        return t("in the next Election this Era")
    return t("in the Election of {province}", province=t(contested))


def _promise(i: Item, npc: str, player: str, contested: str | None = None) -> str:
    if i.kind == "governorship":
        return t("the Governorship of {province} when it falls", province=t(i.province))
    if i.kind == "support":
        return t("the player's votes for {npc} {election}", npc=npc, election=_election(contested))
    if i.kind == "votes":
        return t("{npc}'s votes {election}", npc=npc, election=_election(contested))
    if i.kind == "join":
        return tn(
            "{player} joins {npc}'s campaign with {n} Legion under his own Standard",
            "{player} joins {npc}'s campaign with {n} Legions under his own Standard",
            i.amount,
            player=player,
            npc=npc,
        )
    if i.kind in KINDS:
        return said(i.kind, npc, player)
    if i.amount:
        return t("the campaign's Dignitas ({n})", n=i.amount)
    return t("the campaign's Dignitas (all of it)")
