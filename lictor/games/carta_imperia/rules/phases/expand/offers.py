"""IV. eXpand's offers: every action each of its steps might take (the game keeps
those its rules accept)."""

from __future__ import annotations

from itertools import permutations

from lictor.games.carta_imperia.rules import late
from lictor.games.carta_imperia.rules.board import Board, Foe
from lictor.games.carta_imperia.rules.common_steps import cards_of
from lictor.games.carta_imperia.rules.common_verbs import placing
from lictor.games.carta_imperia.rules.phases.expand import generalship as caesar
from lictor.games.carta_imperia.rules.phases.expand.casualties import (
    _default_shares,
    bust_choices,
    ways_to_lose,
)
from lictor.games.carta_imperia.rules.phases.expand.checks import standard_targets
from lictor.games.carta_imperia.rules.phases.expand.npc_odds import SUPPORT
from lictor.games.carta_imperia.rules.phases.expand.steps import foes_now, forced
from lictor.games.carta_imperia.rules.phases.tools.npc_join import cedes
from lictor.games.carta_imperia.rules.state import (
    Action,
    State,
)
from lictor.games.carta_imperia.rules.table import (
    committed,
    invadable,
    regions,
    reverse_prestige,
)
from lictor.slugs import slug

A = Action


def offer_lend(board: Board, s: State) -> list[Action]:
    out = [A("march")]
    for f in s.players:
        if late.lendable(board, s, f.name):  # Allied; from Era VI Private too
            out += [A("lend", f.name, (g.name.lower(), "1")) for g in s.generals]
    return out


def offer_standard(board: Board, s: State) -> list[Action]:
    g = s.waiting[0]
    out = [A("standard", g, ("none",))]
    foes = forced(board, s)
    for foe in foes:
        out.append(A("standard", g, (slug(foe.name),)))
        out += _joins(s, g, foe)
        if foe.rome_instead:
            out.append(A("standard", g, ("rome",)))
        if foe.card == "hannibalic-war":
            out.append(A("standard", g, (slug(foe.name), "fabian")))
    if not foes:
        for foe in foes_now(board, s):  # a second Standard may go against it too
            out.append(A("standard", g, (slug(foe.name),)))
            out += _joins(s, g, foe)
        here = regions(board, s)
        promised = [p.about for p in s.promises if p.player == g and p.kind == SUPPORT
                    and p.era == s.era and p.about in here]  # fmt: skip
        # the regions his Standard may invade now (``checks.standard_targets``: the test
        # the listing holds each offer to), every invadable one while he owes a support
        _, foe_words, open_words = standard_targets(board, s)
        for n, r in here.items():
            word = slug(n)
            if invadable(r) and (promised or word in open_words or word in foe_words):
                out.append(A("standard", g, (word,)))
        if promised:  # the support he agreed to give an NPC (NPC eXpand a): offered first
            first = A("standard", g, (slug(promised[0]),))
            out = [first, *(a for a in out if a != first)]
    return out


def offer_losses(board: Board, s: State) -> list[Action]:
    w = s.waiting
    b = s.battles[s.current]
    n = dict(s.shares)[w[0]]
    return [
        A("losses", w[0], ("allied", str(x), "rome", str(y), "private", str(z)))
        for x, y, z in ways_to_lose(s, b, w[0], n)
    ]


def offer_killed(board: Board, s: State) -> list[Action]:
    w = s.waiting
    return [A("lose", w[0], (slug(p),)) for p in bust_choices(board, s, w[0])]


def offer_casualties(board: Board, s: State) -> list[Action]:
    w = s.waiting
    b = s.battles[s.current]
    shares = _default_shares(s, b, s.losses)
    offered = [A("casualties", w[0], tuple(str(shares[g]) for g in b.generals))]
    forces = [committed(s, b, g) for g in b.generals]
    out = []
    for first in range(0, min(forces[0], s.losses) + 1):
        rest = s.losses - first
        if len(forces) == 2 and rest <= forces[1]:
            out.append(A("casualties", w[0], (str(first), str(rest))))
        elif len(forces) > 2:
            split = [first]
            for force in forces[1:]:
                split.append(min(force, rest))
                rest -= split[-1]
            if rest == 0:
                out.append(A("casualties", w[0], tuple(map(str, split))))
    return offered + [o for o in out if o != offered[0]]


def offer_install(board: Board, s: State) -> list[Action]:
    w = s.waiting
    if cedes(s, w[0], s.battles[s.current].target):  # given to the NPC in a deal
        return [A("decline", w[0])]
    return [*placing("install", board, s, w[0]), A("decline", w[0])]


def offer_rout(board: Board, s: State) -> list[Action]:
    w = s.waiting
    return [A("flip", w[0])] if not s.physical else [A("flip", w[0], (t,)) for t in ("up", "down")]


def offer_order(board: Board, s: State) -> list[Action]:
    w = s.waiting
    return [A("order", w[0], tuple(o.lower() for o in x)) for x in general_orders(s)]


def general_orders(s: State, limit: int = 24) -> list[tuple[str, ...]]:
    """IV. eXpand: the orders of the Generals the Primus may give, least Prestige first,
    ties in Primus Order first (at most ``limit``; any other is typed)."""
    default = reverse_prestige(s, cards_of(s, "expand"))
    out = [default]
    for p in permutations(default):
        if len(out) >= limit:
            break
        prestige = [s.familia(n).prestige for n in p]
        if p != default and prestige == sorted(prestige):
            out.append(p)
    return out


def offer_battle(board: Board, s: State) -> list[Action]:
    b = s.battles[s.current]
    # Generalship: Caesar, before or after the combat card, in a campaign in Gaul
    gaul = caesar.in_gaul(board, s, b.target)
    plays = [Action("caesar", g) for g in b.generals if gaul and caesar.playable(board, s, g)]
    if b.drawn:
        return [Action("resolve"), *plays]
    if late.thumb_due(board, s):  # elephants, cataphracts
        g = b.generals[0]
        return (
            [Action("flip", g)]
            if not s.physical
            else [Action("flip", g, (t,)) for t in ("up", "down")]
        )
    holds = [Action("hold", g, ("1",)) for g in b.generals if not b.cards]
    if not s.physical:
        return [Action("draw"), *holds, *plays]
    deck = late.combat_deck(board, s)  # the Late Republic deck in Eras V-VII
    left = sorted(set(deck.draw_pile or deck.discards))
    return holds + plays + [Action("combat", "", (c,)) for c in left]


def _joins(s: State, general: str, foe: Foe) -> list[Action]:
    """Scenario I, Hannibal: at most 2 Generals combine - a Standard may join each battle
    against ``foe`` with room, named by its first General (`join NAME`)."""
    if not foe.max_generals:
        return []
    return [
        Action("standard", general, (slug(foe.name), "join", b.generals[0].lower()))
        for b in s.battles
        if b.target == foe.name and len(b.generals) < foe.max_generals
    ]
