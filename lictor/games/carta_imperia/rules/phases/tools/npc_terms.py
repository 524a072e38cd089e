"""A deal offered to an NPC Senator at the table, in a session: its words read into
``Terms`` and the state read into the ``Table`` the NPC weighs it against (thumbs.py).

``offer PLAYER NPC give GOODS... [demand GOODS...] [omens SHIELDS...]`` - goods:
``dignitas N``, ``legions N``, ``busts N``, ``governorship PROVINCE``, ``support``,
``join N`` (the player's Legions joining the NPC's campaign: npc_join.py);
demanded also ``votes``, ``campaign-dignitas [N]`` and the NPC's promises not to act
against the player this Era (``spare``, ``acquit``, ``no-court``, ``no-war``: npc_promises.py). At a
--physical table the Omens are revealed at the table and said after ``omens``
(``phalanx barbarian:2 legionary``).

Read from the state (lictor's readings, reconstruction): the Election's front-runner is a
candidate with the most votes (ties included), votes being Prestige (Elections, step 3):
those cast so far, and a candidate yet to vote his own, as he would vote for himself; the
campaign is the NPC's battle being fought or waiting this season, its reward and Strength
the region's shields, the NPC's side the Legions of its Generals.
"""

from __future__ import annotations

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import _region, refuse
from lictor.games.carta_imperia.rules.omens import off_the_deck, parse_draw
from lictor.games.carta_imperia.rules.phases.elections.steps import count_votes
from lictor.games.carta_imperia.rules.phases.tools.npc_join import asked_campaign
from lictor.games.carta_imperia.rules.phases.tools.thumbs import (
    DEMAND_KINDS,
    GIVE_KINDS,
    Campaign,
    Contest,
    Item,
    Table,
    Terms,
)
from lictor.games.carta_imperia.rules.phases.tools.thumbs_words import governorship_status
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import enacted, regions
from lictor.i18n import t

USAGE = (
    "offer PLAYER NPC give dignitas N|legions N|busts N|governorship PROVINCE|support|join N ... "
    "[demand dignitas N|legions N|busts N|governorship PROVINCE|votes|campaign-dignitas [N]|"
    "spare|acquit|no-court|no-war ...] [omens SHIELD...]"
)
COUNTED = ("dignitas", "legions", "busts", "join")
ALIASES = {"legion": "legions", "bust": "busts", "governor": "governorship"}


def read_offer(
    board: Board, s: State, words: tuple[str, ...]
) -> tuple[Terms, tuple[tuple[str, ...], ...] | None]:
    """``give ... demand ... omens ...``: the terms, and the Omens said (None: none)."""
    sides: dict[str, list[Item]] = {"give": [], "demand": []}
    side = ""
    omens: list[tuple[str, ...]] | None = None
    i = 0
    while i < len(words):
        word = words[i].lower()
        if word in ("give", "demand"):
            side = word
            i += 1
            continue
        if word == "omens":
            omens = []
            for text in words[i + 1 :]:
                try:
                    omens.append(parse_draw(text, "omens"))
                except BadInput as e:
                    raise refuse("omens", str(e), INPUT) from None
            deck = tuple((kind,) * n if kind else () for _, kind, n in board.combat)
            why = off_the_deck(deck, omens)
            if why:
                raise refuse("omens", why, INPUT)
            break
        if not side:
            raise refuse(
                "usage",
                t(
                    "{words_i}: say give or demand first (offer PLAYER NPC "
                    "give dignitas N|legions N|busts N|governorship "
                    "PROVINCE|support|join N ... [demand dignitas N|legions N|busts "
                    "N|governorship PROVINCE|votes|campaign-dignitas [N]|spare|acquit|"
                    "no-court|no-war ...] [omens SHIELD...])",
                    words_i=repr(words[i]),
                ),
                INPUT,
            )
        kind = ALIASES.get(word, word)
        kinds = GIVE_KINDS if side == "give" else DEMAND_KINDS
        if kind not in kinds:
            raise refuse(
                "usage",
                t(
                    "{side} {word}: not something to {side2} (offer PLAYER "
                    "NPC give dignitas N|legions N|busts N|governorship "
                    "PROVINCE|support|join N ... [demand dignitas N|legions N|busts "
                    "N|governorship PROVINCE|votes|campaign-dignitas [N]|spare|acquit|"
                    "no-court|no-war ...] [omens SHIELD...])",
                    side=side,
                    word=word,
                    side2=side,
                ),
                INPUT,
            )
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if kind in COUNTED:
            if not nxt.isdigit() or int(nxt) < 1:
                raise refuse(
                    "number",
                    t("{side} {kind}: give a whole number, 1 or more", side=side, kind=kind),
                    INPUT,
                )
            sides[side].append(Item(kind, int(nxt)))
            i += 2
        elif kind == "governorship":
            if not nxt:
                raise refuse("usage", t("{side} governorship: name the Province", side=side), INPUT)
            name = _region(board, s, nxt)
            sides[side].append(
                Item(kind, province=name, status=governorship_status(regions(board, s)[name]))
            )
            i += 2
        elif kind == "campaign-dignitas" and nxt.isdigit():
            sides[side].append(Item(kind, int(nxt)))
            i += 2
        else:
            sides[side].append(Item(kind))
            i += 1
    for side, items in sides.items():  # each item once a side: 'dignitas 2', not twice 1
        seen = [(i.kind, i.province) for i in items]
        twice = next((k for k in seen if seen.count(k) > 1), None)
        if twice is not None:
            raise refuse(
                "usage",
                t(
                    "{side} {kind}: named twice; name it once, with the whole amount",
                    side=side,
                    kind=twice[0] if not twice[1] else f"{twice[0]} {twice[1].lower()}",
                ),
                INPUT,
            )
    if not sides["give"] and not sides["demand"]:
        raise refuse(
            "usage",
            t(
                "name what is given or demanded: offer PLAYER NPC give "
                "dignitas N|legions N|busts N|governorship "
                "PROVINCE|support|join N ... [demand dignitas N|legions N|busts "
                "N|governorship PROVINCE|votes|campaign-dignitas [N]|spare|acquit|"
                "no-court|no-war ...] [omens SHIELD...]"
            ),
            INPUT,
        )
    return Terms(tuple(sides["give"]), tuple(sides["demand"])), (
        tuple(omens) if omens is not None else None
    )


def table_of(board: Board, s: State, npc: str, player: str, legion_demanded: int) -> Table:
    """What ``npc`` knows of the table when ``player`` offers him a deal."""
    n, p = s.familia(npc), s.familia(player)
    return Table(
        npc,
        player,
        s.era,
        s.final_era,
        n.prestige,
        p.prestige,
        player_is_primus=s.primus == player,
        npc_expands="expand" in n.actions,
        npc_reserve=n.reserve,
        bust_cost=board.busts - n.stock,
        others=tuple((f.name, f.prestige) for f in s.players if f.name not in (npc, player)),
        contest=_contest(board, s, npc),
        campaign=_campaign(board, s, npc, player),
        legion_demanded=legion_demanded,
    )


def _contest(board: Board, s: State, npc: str) -> Contest | None:
    e = s.election
    if e is None:
        return None
    here = regions(board, s)
    status = governorship_status(here[e.province]) if e.province in here else 0
    tally = count_votes(board, s)  # votes are Prestige (Elections, step 3)
    voted = {v for v, _ in e.votes}
    for c in e.candidates:  # a candidate yet to vote counts his own (he votes for himself)
        if c not in voted:
            tally[c] = tally.get(c, 0) + s.familia(c).prestige
    top = max(tally.values(), default=0)
    sacrata = enacted(board, s, "Lex Sacrata")  # NPC eXec: "certain not to be Vetoed"
    vetoer = sacrata[2] if sacrata is not None and npc in e.candidates else ""
    return Contest(
        e.province, status, npc in tally and tally[npc] == top, "" if vetoer == npc else vetoer
    )


def _campaign(board: Board, s: State, npc: str, player: str = "") -> Campaign | None:
    """The NPC's battle this season, or the campaign it asks ``player`` to support
    (npc_join.py)."""
    asked = asked_campaign(board, s, npc, player)
    if asked is not None:
        return asked
    here = regions(board, s)
    for b in s.battles:
        if b.result or npc not in b.generals or b.target not in here:
            continue
        region = here[b.target]
        strength = sum(g.legions for g in s.generals if g.name in b.generals)
        return Campaign(region.name, region.strength, strength, region.strength)
    return None
