"""NPC eXpand a (Solo & 2-Player Addenda): an NPC General that outnumbers no region "asks
for support from the lowest-Prestige general still uncommitted who can help them achieve
the odds they need"; "NPCs will support other NPCs if they do not have a viable alternative
target"; "NPCs will split the Dignitas won evenly between them, and the Commanding General
will take the Governorship if they can"; "Players can Offer a Deal to change the
parameters of this arrangement".

When that General is a Player, the referee asks him while the Generals muster (IV. eXpand
1, before the Allied Legions are offered, so that support comes before buying as the
Addenda order them): the step ``support`` waits on him, `support PLAYER NPC` offered first,
`refuse PLAYER NPC` the other answer. The ask and its answer are kept in the state as keys
(``State.promises``: kind ``asked``, then ``support`` or ``no-support``, ``about`` the
region). When he supports, the NPC invades that region and his Standard is offered there
first; when he refuses, the NPC goes on down the printed list: buying Allied Legions
(tools/npc_buy.py), the Professional Army as its last resort, joining, the weakest region,
refusing to campaign (expand/npc.py). An NPC helper is asked as before, when its Standard's
turn comes (expand/npc.py ``ask_support``).

Readings of our own (reconstruction):
- "still uncommitted" is a General who has placed no Standard and agreed to support no
  other NPC; the Generals are ranked by Prestige, then seating;
- "who can help" is a General whose Legions (all he musters, Allied ones included) make
  the NPC's outnumber a region bordering Roman land they do not outnumber alone; a Player
  is asked whatever his own targets (the "viable alternative" test is the Addenda's for NPC
  helpers); the region asked for is the highest-value one he tips (Strength, then the best
  shield kind);
- one General is asked: when that Player refuses, the NPC does not ask the next one but
  goes on to buying (the printed list's next line); each NPC asks at most once an Era;
- the first Standard placed on the region commands, as the rulebook says (the Player's, if
  his turn comes first); his Standard there is offered first, the prompt reminds him, and
  once the NPC's Standard is on that region any other Standard of his is refused
  (``kept_word``); a promise whose NPC went elsewhere binds nothing."""

from __future__ import annotations

from dataclasses import dataclass

from lictor.games.carta_imperia.rules import late, ref
from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_npc import RANK, best_kind
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.phases.expand.npc import forced_foes
from lictor.games.carta_imperia.rules.phases.expand.npc_odds import (
    ASKED,
    NO_SUPPORT,
    SUPPORT,
    Odds,
    agreed_support,
    defence,
    helper,
    legions,
    near_rome,
    odds_against,
)
from lictor.games.carta_imperia.rules.state import Action, Promise, State
from lictor.games.carta_imperia.rules.table import invadable, is_roman, regions
from lictor.i18n import t, tn
from lictor.slugs import slug

ASKING = ref("Solo & 2-Player Addenda", "NPC eXpand")
__all__ = ["ASKED", "NO_SUPPORT", "SUPPORT", "Ask", "agreed_support", "next_ask", "pending"]


@dataclass(frozen=True)
class Ask:
    """``npc`` asks the Player ``player`` to support its invasion of ``region``."""

    npc: str
    player: str
    region: Region
    mine: int  # the Legions the NPC musters
    theirs: int  # the Player's
    strength: int  # the region's, as the NPC must outnumber it (npc.defence)


def mustered(board: Board, s: State, name: str) -> int:
    """The Legions a General musters: those under his command and those he holds to commit."""
    g = s.general(name)
    return (g.legions if g is not None else 0) + late.lendable(board, s, name)


def targets(board: Board, s: State) -> list[Region]:
    """The regions not invaded yet that a General can march on from Roman land."""
    near = near_rome(board, s)
    invaded = {b.target for b in s.battles}
    return [
        r
        for r in regions(board, s).values()
        if invadable(r) and not is_roman(s, r) and r.name not in invaded and near(r)
    ]


def _answered(s: State, npc: str, kinds: tuple[str, ...]) -> Promise | None:
    return next(
        (p for p in s.promises if p.npc == npc and p.era == s.era and p.kind in kinds), None
    )


def best(helped: list[Region], odds: Odds = odds_against) -> Region:
    return max(helped, key=lambda r: (odds(r), RANK.get(best_kind(r), -1)))


def next_ask(board: Board, s: State) -> Ask | None:
    """The first NPC General (in the Generals' order) that outnumbers no region and whose
    helper is a Player it has not asked this Era."""
    if not s.npcs or s.historical is not None or forced_foes(board, s):
        return None
    fresh = targets(board, s)
    for g in s.generals:
        if g.name not in s.npcs or _answered(s, g.name, (ASKED, SUPPORT, NO_SUPPORT)):
            continue
        mine = mustered(board, s, g.name)
        odds = defence(board, s, g.name)
        if any(mine > odds(r) for r in fresh):
            continue
        found = helper(s, g.name, fresh, mine, lambda n: mustered(board, s, n), odds)
        if found is not None and found[0] in s.humans:
            region = best(found[2], odds)
            return Ask(g.name, found[0], region, mine, found[1], odds(region))
    return None


def pending(s: State) -> Promise | None:
    """The ask waiting for its Player's answer."""
    return next((p for p in s.promises if p.kind == ASKED and p.era == s.era), None)


def blocks_buying(s: State, npc: str) -> bool:
    """An ask of ``npc`` waiting or agreed: it buys no Legions (support comes first)."""
    return _answered(s, npc, (ASKED, SUPPORT)) is not None


def said_ask(a: Ask) -> str:
    return t(
        "{npc} asks {player} for support against {region} (Strength {strength}): with "
        "{mine} {npc} outnumbers no region, and {player}'s {theirs} would tip the balance; "
        "the Dignitas won is split evenly and the Commanding General takes the Governorship "
        "if he can (NPC eXpand a)",
        npc=a.npc,
        player=a.player,
        region=t(a.region.name),
        strength=a.strength,
        mine=legions(a.mine),
        theirs=legions(a.theirs),
    )


def ask_now(board: Board, s: State) -> Ask | None:
    """The ask the step ``support`` waits on, read back from the state."""
    p = pending(s)
    if p is None:
        return None
    here = regions(board, s)
    r = here.get(p.about)
    if r is None:
        return None
    mine, theirs = mustered(board, s, p.npc), mustered(board, s, p.player)
    return Ask(p.npc, p.player, r, mine, theirs, defence(board, s, p.npc)(r))


def prompt(board: Board, s: State) -> str:
    a = ask_now(board, s)
    if a is None:
        return t("An NPC General asks for support")
    return t(
        "{ask}. {player}: `support {player} {word}` (offered first) or `refuse {player} {word}`, "
        "or offer a deal changing the arrangement (its Dignitas, the Governorship, his "
        "Legions): `offer {player} {word} give join {n} [governorship {where}] [demand "
        "campaign-dignitas]`",
        ask=said_ask(a),
        player=a.player,
        word=a.npc.lower(),
        n=a.theirs,
        where=slug(a.region.name),
    )


def offers(board: Board, s: State) -> list[Action]:
    p = pending(s)
    if p is None:
        return []
    return [
        Action("support", p.player, (p.npc.lower(),)),
        Action("refuse", p.player, (p.npc.lower(),)),
    ]


def helper_at_muster(board: Board, s: State, npc: str, fresh: list[Region], mine: int) -> bool:
    """An NPC General will ask for support (NPC eXpand a) before it buys: its helper is an
    NPC (asked when its Standard's turn comes). A Player helper was asked already, and only
    his support (``blocks_buying``) stops the purchase."""
    found = helper(s, npc, fresh, mine, lambda n: mustered(board, s, n), defence(board, s, npc))
    return found is not None and found[0] in s.npcs


def promised_region(s: State, player: str) -> tuple[str, str, int] | None:
    """The NPC and region ``player`` agreed this Era to support (NPC eXpand a), while that
    NPC's Standard is there, and the Legions a deal promised (0: the `support` answer).
    Reconstruction: a promise whose NPC went elsewhere binds nothing; a deal's promise
    (tools/npc_join.py) binds from the deal on, while its NPC has placed no Standard yet in
    the first season."""
    for p in s.promises:
        if p.player != player or p.kind != "support" or p.era != s.era:
            continue
        there = any(b.target == p.about and p.npc in b.generals for b in s.battles)
        unplaced = p.amount and s.season == 1 and all(p.npc not in b.generals for b in s.battles)
        if there or unplaced:
            return p.npc, p.about, p.amount
    return None


def kept_word(s: State, a: Action, target: str) -> None:
    """A Player who agreed to support an NPC's invasion places his Standard there."""
    kept = promised_region(s, a.player)
    if kept is None or slug(kept[1]) == slug(target):
        return
    npc, region, n = kept
    if n:  # promised in a deal (`offer ... give join N`)
        raise refuse(
            "promised",
            tn(
                "{player} promised {npc} in a deal to join its campaign against {region} "
                "with {n} Legion: his Standard goes there (standard {player} {where}), not "
                "{target}",
                "{player} promised {npc} in a deal to join its campaign against {region} "
                "with {n} Legions: his Standard goes there (standard {player} {where}), not "
                "{target}",
                n,
                player=a.player,
                npc=npc,
                region=t(region),
                where=slug(region),
                target=target,
            ),
            ref("Solo & 2-Player Addenda", "NPC eXpand a, a deal changing the arrangement"),
        )
    raise refuse(
        "promised",
        t(
            "{player} agreed to support {npc} against {region}: his Standard goes there "
            "(standard {player} {where}), not {target}",
            player=a.player,
            npc=npc,
            region=t(region),
            where=slug(region),
            target=target,
        ),
        ref("Solo & 2-Player Addenda", "NPC eXpand a, asking for support"),
    )
