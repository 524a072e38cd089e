"""What could be said now: every action a step might take, for `actions`, `next` and
random playouts (the game keeps those its rules accept)."""

from __future__ import annotations

from itertools import combinations, permutations

from lictor.games.carta_imperia.rules import late as late
from lictor.games.carta_imperia.rules import phase_index as phases
from lictor.games.carta_imperia.rules.board import Board, Foe
from lictor.games.carta_imperia.rules.common_steps import actions_per_player, cards_of
from lictor.games.carta_imperia.rules.common_verbs import bust_sources
from lictor.games.carta_imperia.rules.era import most_prestige
from lictor.games.carta_imperia.rules.phases.elections.steps import nominable
from lictor.games.carta_imperia.rules.phases.expand import generalship as caesar
from lictor.games.carta_imperia.rules.phases.expand.battle import (
    _default_shares,
    bust_choices,
    ways_to_lose,
)
from lictor.games.carta_imperia.rules.phases.expand.steps import foes_now, forced
from lictor.games.carta_imperia.rules.phases.exploit.steps import romanisable, taxable
from lictor.games.carta_imperia.rules.phases.exploit.verbs import contested, default_keeper
from lictor.games.carta_imperia.rules.phases.extralegal.steps import action_cards
from lictor.games.carta_imperia.rules.phases.tools.pay import options
from lictor.games.carta_imperia.rules.state import (
    Action,
    State,
)
from lictor.games.carta_imperia.rules.table import (
    committed,
    enacted,
    friendly_emporia,
    invadable,
    regions,
    reverse_prestige,
)
from lictor.slugs import slug


def candidates(board: Board, s: State) -> list[Action]:
    return steps(board, s) + timed_reforms(board, s)


def timed_reforms(board: Board, s: State) -> list[Action]:
    """The timed Reforms someone could use now (the game keeps those its rules accept)."""
    if s.step not in ("battle", "lend", "exec"):
        return []
    out = []
    players = (
        s.battles[s.current].generals
        if s.step == "battle"
        else tuple(g.name for g in s.generals)
        if s.step == "lend"
        else s.waiting
    )
    for fx in board.reform_effects:
        if enacted(board, s, fx.name) is None:
            continue
        words: tuple[str, ...] = (slug(fx.name),)
        if fx.legions:
            words += ("1",)
        elif fx.games and s.physical:
            words += ("up",)
        out += [Action("reform", p, words) for p in players]
    return out


def steps(board: Board, s: State) -> list[Action]:
    A = Action
    w = s.waiting
    st = s.step
    here = regions(board, s)
    if st == "over":
        return []
    if st == "start":
        held = {f.start_card for f in s.players}
        return [A("start", p, (slug(c),)) for p in w for c in s.start_deck if c not in held]
    if st == "draft":
        if s.physical:
            return [A("drafted")]
        return [A("pick", p, (c,)) for p in w for c in s.familia(p).hand]
    if st == "primus":
        return [A("primus", p) for p in most_prestige({f.name: f.prestige for f in s.players})]
    if st == "direction":
        return [A("direction", "", (d,)) for d in ("left", "right")]
    if st == "event":
        if not s.physical:
            return [A("draw")]
        return [A("reveal", "", (c,)) for c in sorted(set(s.history.draw_pile))]
    if st == "choose":
        k = actions_per_player(s)
        cards = action_cards(board, s)  # the eXtra-Legal card from its Era on
        return [A("choose", p, combo) for p in w for combo in combinations(cards, k)]
    if st == "romanise":
        p = w[0]
        out = []
        for t in romanisable(board, s, p):
            tile = board.tile(t)
            fights = contested(s, tile)
            if not fights:
                out.append(A("romanise", p, (slug(t),)))
            for present in fights.values():  # the Romaniser's choice, the default first
                default = default_keeper(p, present)
                for keeper in [default, *(g for g in present if g != default)]:
                    out.append(A("romanise", p, (slug(t), keeper.lower())))
        return [*out, A("pass", p)]
    if st == "tax":
        out = []
        for p in w:
            for prov in taxable(board, s, p):
                for res in ("allied-legion", "bust", "auctoritas"):
                    out.append(A("tax", p, (slug(prov), res)))
            out.append(A("done", p))
        return out
    if st == "exec":
        out = []
        for p in w:
            out.append(A("adopt", p))
            em = friendly_emporia(board, s, p)
            for n in range(1, min(em, s.familia(p).dignitas) + 1):
                out.append(A("convert", p, (str(n),)))
            for row, _ in board.reform_rows:
                out.append(A("enact", p, (row,)))
            out.append(A("done", p))
        return out
    if st == "nominate":
        return [A("nominate", w[0], (slug(p),)) for p in nominable(board, s)] + [A("pass", w[0])]
    if st == "stand":
        return [*placing("stand", board, s, w[0]), A("pass", w[0])]
    if st == "vote":
        e = s.election
        assert e is not None
        out = [A("hortensia", p) for p in w if p in e.candidates]
        for p in w:
            out += [A("vote", p, (c.lower(),)) for c in e.candidates] + [A("vote", p, ("abstain",))]
        return out
    if st == "tiebreak":
        e = s.election
        assert e is not None
        return [A("tiebreak", s.primus, (c.lower(),)) for c in e.candidates]
    if st == "veto":
        return [A("veto", w[0]), A("pass", w[0])]
    if st == "extort":
        p = w[0]
        out = [A("pass", p), A("ides", p), A("impeach", p)]
        out += [A("prosecute", p, (t.lower(),)) for t in s.names if t != p]
        return out
    if st in ("court", "thumbs"):
        # the secret answers, then (public) settling out of court before the case is decided
        assert s.suit is not None
        if st == "court":
            out = [A("court", p, (c,)) for p in w for c in ("bribery", "evidence", "oratory")]
        else:
            out = [A("thumb", p, (t,)) for p in w for t in ("up", "down")]
        return [*out, A("settle", s.suit.litigant, (s.suit.target.lower(),))]
    if st == "lend":
        out = [A("march")]
        for f in s.players:
            if late.lendable(board, s, f.name):  # Allied; from Era VI Private too
                out += [A("lend", f.name, (g.name.lower(), "1")) for g in s.generals]
        return out
    if st == "standard":
        g = w[0]
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
            out += [A("standard", g, (slug(n),)) for n, r in here.items() if invadable(r)]
        return out
    if st == "battle":
        return battle_inputs(board, s)
    if st == "losses":
        b = s.battles[s.current]
        n = dict(s.shares)[w[0]]
        return [
            A("losses", w[0], ("allied", str(x), "rome", str(y), "private", str(z)))
            for x, y, z in ways_to_lose(s, b, w[0], n)
        ]
    if st == "killed":
        return [A("lose", w[0], (slug(p),)) for p in bust_choices(board, s, w[0])]
    if st == "casualties":
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
    if st == "install":
        return [*placing("install", board, s, w[0]), A("decline", w[0])]
    if st == "rout":
        return (
            [A("flip", w[0])] if not s.physical else [A("flip", w[0], (t,)) for t in ("up", "down")]
        )
    if st == "retain":
        return [A("keep", w[0]), A("release", w[0])]
    if st == "order":
        return [A("order", w[0], tuple(o.lower() for o in x)) for x in general_orders(s)]
    if st == "pay":
        return [A("pay", w[0], mix.words()) for mix in options(s)]
    if st == "legacy":
        return [A("legacy", p, (str(n),)) for p in w for n in (0, 2, 4)]
    spec = phases.steps().get(st)  # a step a later phase declares (rules/phases.py)
    return spec.offers(board, s) if spec is not None else []


def placing(verb: str, board: Board, s: State, name: str) -> list[Action]:
    """Placing a Bust: from Reserve, or from each Province governed when it is empty."""
    return [
        Action(verb, name) if where == "reserve" else Action(verb, name, ("from", slug(where)))
        for where in bust_sources(board, s, name)
    ]


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


def battle_inputs(board: Board, s: State) -> list[Action]:
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
