"""A deal that changes an NPC General's support arrangement (Solo & 2-Player Addenda, NPC
eXpand a: "Players can Offer a Deal to change the parameters of this arrangement with an
NPC asking for their support - the Dignitas value of the campaign can be Offered/Demanded
as part of that deal"; the Volsci example of "Dealmaking with an NPC Senator").

``offer PLAYER NPC give join N [governorship REGION] [demand campaign-dignitas [N]]``: the
player joins the NPC's campaign with N Legions under his own Standard. The campaign is the
region the NPC asks him to support it against (the step ``support``, expand/support.py),
or the NPC's invasion placed this season that the player, a General still to place his
Standard, can join. A deal taken is honoured, all of it kept in the state as keys
(``State.promises``, with ``amount``):

- ``support`` (``about`` the region, ``amount`` the Legions): it answers the NPC's ask (the
  Generals' muster goes on), and the player's Standard is held to that region
  (support.kept_word); the N Legions are put under his command at once from his Reserve
  where his General commands fewer;
- ``cede``: the Governorship given, so the NPC takes it when the region falls; the
  player's ``install`` there is refused, ``decline`` offered first;
- ``campaign``: the Dignitas demanded of the campaign's reward (``amount``), dealt to the
  player first from the Spoils of a win, the rest shared as usual.

Readings of our own (reconstruction): the reward demanded is the region's shields, the
"minimum Dignitas reward" of the example; the ask's campaign is tipped when the NPC's
Legions do not outnumber the region's Strength alone and do with the N joined; the player's
Standard is held to the region from the deal on while the NPC has placed no Standard
elsewhere in this first season (a Standard placed first commands, as the rulebook says).
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.phases.tools.thumbs import Campaign, Item
from lictor.games.carta_imperia.rules.state import Battle, Promise, State
from lictor.i18n import t, tn
from lictor.rules.fast import replace

JOIN = ref("Solo & 2-Player Addenda", "NPC eXpand a, a deal changing the arrangement")
SUPPORT, CEDE, CAMPAIGN = "support", "cede", "campaign"


def asked_campaign(board: Board, s: State, npc: str, player: str) -> Campaign | None:
    """The campaign ``npc`` asks ``player`` to support it in (the step ``support``)."""
    if not any(p.kind == "asked" for p in s.promises):  # no ask waiting (expand/npc.ASKED):
        return None  # eXpand's support code is not even imported (issue 27)
    from lictor.games.carta_imperia.rules.phases.expand.support import ask_now

    a = ask_now(board, s)
    if a is None or (a.npc, a.player) != (npc, player):
        return None
    return Campaign(a.region.name, a.region.strength, a.mine, a.strength, outnumber=True)


def open_battle(s: State, npc: str, player: str) -> Battle | None:
    """The NPC's invasion this season that ``player``, a General still to place his
    Standard, may join."""
    if s.step != "standard" or player not in s.waiting or s.general(player) is None:
        return None
    return next((b for b in s.battles if b.generals[:1] == (npc,) and not b.result), None)


def join_region(board: Board, s: State, npc: str, player: str) -> str:
    """The region a ``join`` in ``player``'s offer to ``npc`` is about ("" none)."""
    c = asked_campaign(board, s, npc, player)
    if c is not None:
        return c.region
    b = open_battle(s, npc, player)
    return b.target if b is not None else ""


def check_join(board: Board, s: State, npc: str, player: str, n: int) -> None:
    """``give join N``: a campaign to join, and the N Legions the player musters."""
    from lictor.games.carta_imperia.rules.phases.expand.support import mustered

    if not join_region(board, s, npc, player):
        raise refuse(
            "no-campaign",
            t(
                "give join: {npc} asks {player} for no support now (a join is offered when "
                "{npc} asks, or to its invasion while {player} is still to place his Standard)",
                npc=npc,
                player=player,
            ),
            JOIN,
        )
    have = mustered(board, s, player)
    if n > have:
        raise refuse(
            "legions",
            tn(
                "give join {asked}: {player} musters {n} Legion",
                "give join {asked}: {player} musters {n} Legions",
                have,
                asked=n,
                player=player,
            ),
            JOIN,
        )


def honour_join(
    board: Board, s: State, player: str, npc: str, later: list[Item]
) -> tuple[State, E]:
    """A deal about an NPC's campaign taken: its promises kept as keys (a ``join``: the
    ask answered, the Legions put under the player's command; a Governorship given; the
    campaign's Dignitas demanded)."""
    n = sum(i.amount for i in later if i.kind == "join")
    region = join_region(board, s, npc, player) or next(
        (b.target for b in s.battles if npc in b.generals and not b.result), ""
    )
    said: E = []
    taken = sum(i.amount for i in later if i.kind == "campaign-dignitas")
    keep = [Promise(npc, player, SUPPORT, s.era, region, n)] if n else []
    # a Governorship given is one the NPC's campaign invades (npc_goods.split)
    keep += [
        Promise(npc, player, CEDE, s.era, i.province) for i in later if i.kind == "governorship"
    ]
    if region and any(i.kind == "campaign-dignitas" for i in later):
        keep.append(
            Promise(npc, player, CAMPAIGN, s.era, region, taken or board_reward(board, s, region))
        )
    if not keep:
        return s, []
    from lictor.games.carta_imperia.rules.phases.expand.support import pending

    asked = pending(s)
    mine = n > 0 and asked is not None and (asked.npc, asked.player) == (npc, player)
    rest = tuple(p for p in s.promises if not (mine and p is asked))
    s = replace(s, promises=(*rest, *keep))
    g = s.general(player)
    short = n - (g.legions if g is not None else 0)
    if n and g is not None and short > 0:
        from lictor.games.carta_imperia.rules import late
        from lictor.games.carta_imperia.rules.table import set_general

        s = late.lend_from(board, s, player, short)
        s = set_general(s, replace(g, allied=g.allied + short))
        said.append(
            ev(
                tn(
                    "{player} commits {n} Allied Legion to his own command, as the deal promised",
                    "{player} commits {n} Allied Legions to his own command, as the deal promised",
                    short,
                    player=player,
                ),
                JOIN,
            )
        )
    if mine and n:
        from lictor.games.carta_imperia.rules.phases.expand.steps import open_muster

        s, more = open_muster(board, replace(s, waiting=()))
        said += more
    return s, said


def board_reward(board: Board, s: State, region: str) -> int:
    """The Dignitas a campaign against ``region`` is worth at least: its shields."""
    from lictor.games.carta_imperia.rules.table import regions

    r = regions(board, s).get(region)
    return r.strength if r is not None else 0


def _kept(s: State, kind: str, player: str, region: str) -> Promise | None:
    return next(
        (
            p
            for p in s.promises
            if p.kind == kind and p.player == player and p.era == s.era and p.about == region
        ),
        None,
    )


def ceded(board: Board, s: State, player: str, region: str) -> None:
    """``player`` gave the NPC the Governorship of ``region`` in a deal: his ``install``
    there is refused, one line naming the promise and the rule."""
    p = _kept(s, CEDE, player, region)
    if p is None:
        return
    raise refuse(
        "promised",
        t(
            "{player} gave {npc} the Governorship of {region} in a deal: {npc} takes it "
            "(decline {player})",
            player=player,
            npc=p.npc,
            region=t(region),
        ),
        JOIN,
    )


def cedes(s: State, player: str, region: str) -> bool:
    return _kept(s, CEDE, player, region) is not None


def campaign_taken(s: State, b: Battle, dignitas: int) -> tuple[str, int]:
    """The Player who demanded the campaign's Dignitas in a deal and how much of the
    ``dignitas`` won he takes first (("", 0): no such deal)."""
    for g in b.generals:
        p = _kept(s, CAMPAIGN, g, b.target)
        if p is not None and p.npc in b.generals:
            return g, min(p.amount, dignitas)
    return "", 0


def said_taken(player: str, n: int) -> str:
    return t(
        "{player} takes {n} Dignitas of the Spoils first, as the deal promised",
        player=player,
        n=n,
    )
