"""Each action the table can say, checked and applied: ``apply`` returns the new state
and what happened, or raises ``Refuse`` with the rule that forbids it (nothing changes)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from lictor.games.carta_imperia.rules import flow, ref
from lictor.games.carta_imperia.rules.board import Board, slug
from lictor.games.carta_imperia.rules.campaigns import BattleRuling, battle
from lictor.games.carta_imperia.rules.courts import court_card, impeach, prosecute
from lictor.games.carta_imperia.rules.economy import TAX_RATES
from lictor.games.carta_imperia.rules.elections import nomination_cost
from lictor.games.carta_imperia.rules.flow import E, ev
from lictor.games.carta_imperia.rules.state import ACTIONS, Action, Battle, State, Suit
from lictor.games.carta_imperia.rules.table import (
    Refuse,
    add,
    adjacent_to_rome,
    committed,
    conquerable,
    familia_or_refuse,
    friendly_emporia,
    is_roman,
    lose,
    overland,
    pay_prestige,
    primus_order,
    regions,
    reverse_prestige,
    set_general,
    set_governor,
    with_familia,
)
from lictor.rules.ruling import RuleRef

SEQ = ref("Sequence of Play")
DEAL = ref("Dealmaking", "records of deals and card effects")
TAX = ref("I. eXploit", "Taxation")
ROMANISE = ref("I. eXploit", "Romanisation")
EXEC = ref("II. eXec")
ADOPT = ref("II. eXec", "Adopting New Governors")
CONVERT = ref("II. eXec", "Converting Auctoritas")
REFORMS = ref("Reforms", "leftmost first, a Bust from Reserve")
ELECT = ref("Elections")
HORTENSIA = ref("Reform Clarifications", "Lex Hortensia")
SACRATA = ref("Reform Clarifications", "Lex Sacrata")
EXTORT = ref("III. eXtort", "one suit per target per Era")
IDES = ref("III. eXtort", "Beware the Ides")
CAMPAIGN = ref("IV. eXpand", "March on Campaign")
HANNIBAL = ref("Scenario I: Hannibal")
SPOILS = ref("The Spoils of War")
CASUALTIES = ref("Casualties")
DRAFT = ref("Events Draft")
OVER = ref("Game End & Victory")

Handler = Callable[[Board, State, Action], tuple[State, E]]


def refuse(code: str, message: str, rule: RuleRef, hint: str = "") -> Refuse:
    return Refuse(code, message, rule, hint)


def apply(board: Board, s: State, a: Action) -> tuple[State, E]:
    if s.step == "over":
        raise refuse("game-over", "the game is over", OVER, "start a new session to play again")
    if a.player:
        familia_or_refuse(s, a.player)
    handler = TOOLS.get(a.verb)
    if handler is not None:
        return handler(board, s, a)
    steps = STEPS.get(a.verb, ())
    if s.step not in steps:
        raise refuse(
            "not-now",
            f"'{a.verb}' is not part of this step ({s.step})",
            SEQ,
            "run `lictor referee next` for what happens now",
        )
    return HANDLERS[a.verb](board, s, a)


def _arg(a: Action, i: int, what: str) -> str:
    if len(a.args) <= i:
        raise refuse("missing", f"{a.verb}: give the {what}", SEQ)
    return a.args[i]


def _int(a: Action, i: int, what: str) -> int:
    text = _arg(a, i, what)
    try:
        return int(text)
    except ValueError:
        raise refuse(
            "number", f"{a.verb}: the {what} is a whole number, not {text!r}", SEQ
        ) from None


def _turn(s: State, a: Action, rule: RuleRef) -> None:
    """Queued steps: only the first player waiting answers."""
    if not s.waiting or s.waiting[0] != a.player:
        first = s.waiting[0] if s.waiting else "nobody"
        raise refuse("not-your-turn", f"it is {first}'s turn, not {a.player}'s", rule)


def _waiting(s: State, a: Action, rule: RuleRef) -> None:
    if a.player not in s.waiting:
        raise refuse("not-waiting", f"{a.player} has nothing to answer in this step", rule)


def _done(s: State, name: str) -> State:
    return replace(s, waiting=tuple(w for w in s.waiting if w != name))


def _region(board: Board, s: State, text: str) -> str:
    here = regions(board, s)
    for name in here:
        if slug(name) == slug(text):
            return name
    raise refuse(
        "unknown-region",
        f"no region {text!r} on the map (regions: {', '.join(slug(n) for n in here)})",
        ref("Map Tiles"),
    )


# -- setup ------------------------------------------------------------------------------
def start(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, flow.SETUP)
    try:
        card = board.start_card(_arg(a, 0, "Start Card"))
    except Exception as exc:
        raise refuse("unknown-card", str(exc), flow.SETUP) from None
    if any(f.start_card == card for f in s.players):
        raise refuse("card-dealt", f"{card} is already dealt", flow.SETUP)
    s, said = flow.give_start_card(board, s, a.player, card)
    s = _done(s, a.player)
    if not s.waiting:
        s, more = flow.begin_draft(board, s)
        said += more
    return s, said


def drafted(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not s.physical:
        raise refuse("virtual", "lictor deals this draft: pick PLAYER CARD", DRAFT)
    s = replace(s, players=tuple(replace(f, draft_count=4) for f in s.players))
    s, said = flow.after_draft(board, s)
    return s, [ev("Each player holds 4 Draft Events", DRAFT), *said]


def pick(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, DRAFT)
    card = _arg(a, 0, "card")
    f = s.familia(a.player)
    if card not in f.hand:
        raise refuse("not-in-hand", f"{card} is not in the hand in front of {a.player}", DRAFT)
    hand = list(f.hand)
    hand.remove(card)
    s = with_familia(
        s, a.player, hand=tuple(hand), draft=(*f.draft, card), draft_count=f.draft_count + 1
    )
    s = _done(s, a.player)
    said = [ev(f"{a.player} has picked", DRAFT)]
    if s.waiting:
        return s, said
    hands = [f.hand for f in s.players]
    passed = hands[-1:] + hands[:-1]  # to the next player on the left
    s = replace(
        s, players=tuple(replace(f, hand=h) for f, h in zip(s.players, passed, strict=True))
    )
    if any(passed):
        return replace(s, waiting=s.names, draft_round=s.draft_round + 1), [
            *said,
            ev("Hands pass to the left", DRAFT),
        ]
    s, more = flow.after_draft(board, replace(s, draft_round=0))
    return s, said + more


def primus(board: Board, s: State, a: Action) -> tuple[State, E]:
    from lictor.games.carta_imperia.rules.era import most_prestige

    leaders = most_prestige({f.name: f.prestige for f in s.players})
    if a.player not in leaders:
        raise refuse(
            "not-tied",
            f"{a.player} is not among the leaders ({', '.join(leaders)})",
            ref("Primus Inter Pares", "the most Prestige"),
        )
    if not s.primus:
        return flow.make_primus(s, a.player, "chosen by the table from the tied leaders")
    s = replace(s, primus=a.player)
    s, said = flow.last_place_bonus(s)
    return flow.after_primus(board, s, [ev(f"{a.player} is Primus", flow.SEQ), *said])


def direction(board: Board, s: State, a: Action) -> tuple[State, E]:
    d = _arg(a, 0, "direction (left or right)")
    if d not in ("left", "right"):
        raise refuse("direction", "the direction is left or right", flow.SEQ)
    s = replace(s, direction=d)
    s, said = flow.start_era(board, s)
    order = primus_order(s)
    return s, [ev(f"Primus Order: {' -> '.join(order)}", ref("Primus Inter Pares")), *said]


def draw(board: Board, s: State, a: Action) -> tuple[State, E]:
    if s.physical:
        raise refuse("physical", "the table draws real cards: reveal CARD or combat CARD", SEQ)
    if s.step == "event":
        return flow.drew_event(board, s, s.history.next_virtual())
    return _combat_card(board, s, None)


def reveal(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not s.physical:
        raise refuse("virtual", "lictor draws this deck: draw", SEQ)
    card = slug(_arg(a, 0, "card"))
    if card not in s.history.draw_pile:
        raise refuse(
            "not-in-deck",
            f"{card!r} is not in the Historical Event deck "
            f"(left: {', '.join(sorted(set(s.history.draw_pile)))})",
            flow.HIST,
        )
    return flow.drew_event(board, s, card)


def choose(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, flow.CHOOSE)
    k = flow.actions_per_player(s)
    cards = tuple(a.args)
    bad = [c for c in cards if c not in ACTIONS]
    if bad:
        raise refuse(
            "unknown-card", f"{bad[0]!r} is not an Action card ({', '.join(ACTIONS)})", flow.CHOOSE
        )
    if len(cards) != k or len(set(cards)) != k:
        raise refuse(
            "card-count",
            f"with {len(s.players)} players each chooses {k} different Action card(s)",
            ref("Action Cards", "2 with 1-4 players, 1 with 5-6"),
        )
    ordered = tuple(c for c in ACTIONS if c in cards)
    s = _done(with_familia(s, a.player, actions=ordered), a.player)
    said = [ev(f"{a.player} has chosen", flow.CHOOSE)]
    if s.waiting:
        return s, said
    s, more = flow.reveal(board, s)
    return s, said + more


# -- I. eXploit ------------------------------------------------------------------------
def romanise(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, ROMANISE)
    try:
        tile = board.tile(_arg(a, 0, "map tile"))
    except Exception as exc:
        raise refuse("unknown-tile", str(exc), ROMANISE) from None
    if tile.name not in flow.romanisable(board, s, a.player):
        raise refuse(
            "not-conquered",
            f"{tile.name} is not fully conquered with a region {a.player} governs",
            ROMANISE,
        )
    cost = min(len(flow.cards_of(s, "exploit")), 3)
    s, paid = pay_prestige(s, a.player, cost, ROMANISE)
    said = [ev(f"{a.player} pays {paid} and Romanises {tile.name}", ROMANISE)]
    keeper_arg = a.args[1] if len(a.args) > 1 else ""
    s = replace(s, romanised=(*s.romanised, tile.name))
    order = primus_order(s)
    for prov in tile.back:
        if not prov.romanised:
            continue
        govs = [s.governor(r) for r in prov.base]
        present = [g for g in govs if g is not None]
        for r in prov.base:
            s = set_governor(s, r, None)
        s = replace(s, rebels=tuple(x for x in s.rebels if x not in prov.base))
        if not present:
            continue
        keeper = next((g for g in present if g.lower() == keeper_arg), None)
        if keeper is None:
            keeper = a.player if a.player in present else min(present, key=order.index)
        s = set_governor(s, prov.name, keeper)
        rest = list(present)
        rest.remove(keeper)
        for g in rest:
            s = add(s, g, reserve=1, auctoritas=1)
            said.append(
                ev(f"{g}'s Governor is displaced from {prov.name}: +1 Auctoritas", ROMANISE)
            )
        said.append(ev(f"{keeper} governs {prov.name}", ROMANISE))
    s = replace(s, waiting=s.waiting[1:])
    if not s.waiting:
        s, more = flow.begin_tax(board, s)
        said += more
    return s, said


def pass_(board: Board, s: State, a: Action) -> tuple[State, E]:
    rule = {"romanise": ROMANISE, "stand": ELECT, "veto": SACRATA, "extort": EXTORT}[s.step]
    _turn(s, a, rule)
    said = [ev(f"{a.player} passes", rule)]
    if s.step == "extort":
        s, more = flow.next_litigant(board, s, a.player)
        return s, said + more
    s = replace(s, waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    if s.step == "romanise":
        s, more = flow.begin_tax(board, s)
    elif s.step == "stand":
        s, more = flow.open_vote(board, s)
    else:
        assert s.election is not None
        s, more = flow.finish_election(board, s, s.election.winner)
    return s, said + more


RESOURCES = {
    "legion": "allied-legion",
    "legions": "allied-legion",
    "allied-legion": "allied-legion",
    "allied-legions": "allied-legion",
    "bust": "bust",
    "busts": "bust",
    "auctoritas": "auctoritas",
}


def tax(board: Board, s: State, a: Action) -> tuple[State, E]:
    done = sum(1 for w, _ in s.taxed if w == a.player)
    limit = flow.tax_limit(s, a.player)
    if done >= limit:
        raise refuse("tax-limit", f"{a.player} may tax {limit} Province(s) this Era", TAX)
    _waiting(s, a, TAX)
    prov = _region(board, s, _arg(a, 0, "province"))
    res = RESOURCES.get(_arg(a, 1, "resource (allied-legion, bust or auctoritas)"))
    if res is None:
        raise refuse(
            "resource", f"tax for allied-legion, bust or auctoritas, not {a.args[1]!r}", TAX
        )
    if s.governor(prov) != a.player:
        raise refuse("not-governor", f"{a.player} does not govern {prov}", TAX)
    if prov in s.rebels and prov not in s.taxable_rebels:
        raise refuse("rebel", f"{prov} is in rebellion and cannot be taxed", ref("Rebellions"))
    if (a.player, prov) in s.taxed:
        raise refuse("taxed", f"{prov} was already taxed this Era", TAX)
    region = regions(board, s)[prov]
    amount = 0
    for kind, n in region.shields:
        per, allowed = TAX_RATES[kind]  # type: ignore[index]
        allowed_here = {"legion": "allied-legion"}.get(allowed[0], allowed[0]), *allowed[1:]
        if res in allowed_here:
            amount += math.ceil(n / per)
    if not amount:
        raise refuse("rate", f"{prov}'s shields are not taxed for {res}", TAX)
    f = s.familia(a.player)
    if res == "allied-legion":
        amount = min(amount, s.allied_supply)
        s = replace(add(s, a.player, legions=amount), allied_supply=s.allied_supply - amount)
    elif res == "bust":
        if not f.stock:
            raise refuse("no-stock", f"{a.player} has no Bust left in Stock", ADOPT)
        amount = min(amount, f.stock)
        s = add(s, a.player, stock=-amount, reserve=amount)
    else:
        s = add(s, a.player, auctoritas=amount)
    s = replace(s, taxed=(*s.taxed, (a.player, prov)))
    what = {"allied-legion": "Allied Legion", "bust": "Bust", "auctoritas": "Auctoritas"}[res]
    plural = "s" if amount != 1 and res != "auctoritas" else ""
    said = [ev(f"{a.player} taxes {prov} for {amount} {what}{plural}", TAX)]
    if done + 1 >= limit or not flow.taxable(board, s, a.player):
        s = _done(s, a.player)
    if not s.waiting:
        s, more = flow.begin_exec(board, s)
        said += more
    return s, said


def done(board: Board, s: State, a: Action) -> tuple[State, E]:
    rule = TAX if s.step == "tax" else EXEC
    _waiting(s, a, rule)
    s = _done(s, a.player)
    said = [ev(f"{a.player} is done", rule)]
    if s.waiting:
        return s, said
    if s.step == "tax":
        s, more = flow.begin_exec(board, s)
    else:
        s, more = flow.begin_nominations(board, s, flow.cards_of(s, "exec"))
    return s, said + more


# -- II. eXec ---------------------------------------------------------------------------
def _exec(s: State, a: Action, kind: str) -> None:
    _waiting(s, a, EXEC)
    used = [k for w, k in s.execs if w == a.player]
    if kind in used:
        raise refuse("same-twice", f"{a.player} has already done '{kind}' this eXec", EXEC)


def _exec_done(board: Board, s: State, a: Action, kind: str, said: E) -> tuple[State, E]:
    s = replace(s, execs=(*s.execs, (a.player, kind)))
    limit = 2 if "exec" in s.familia(a.player).actions else 1
    if sum(1 for w, _ in s.execs if w == a.player) >= limit:
        s = _done(s, a.player)
    if not s.waiting:
        s, more = flow.begin_nominations(board, s, flow.cards_of(s, "exec"))
        said = said + more
    return s, said


def adopt(board: Board, s: State, a: Action) -> tuple[State, E]:
    _exec(s, a, "adopt")
    f = s.familia(a.player)
    if not f.stock:
        raise refuse("no-stock", f"{a.player} has no Bust left in Stock to adopt", ADOPT)
    cost = board.busts - f.stock
    s, paid = pay_prestige(s, a.player, cost, ADOPT)
    s = add(s, a.player, stock=-1, reserve=1)
    return _exec_done(
        board, s, a, "adopt", [ev(f"{a.player} pays {paid} and adopts a Bust", ADOPT)]
    )


def convert(board: Board, s: State, a: Action) -> tuple[State, E]:
    _exec(s, a, "convert")
    n = _int(a, 0, "number of Dignitas to convert")
    limit = friendly_emporia(board, s, a.player)
    f = s.familia(a.player)
    if not 1 <= n <= limit:
        raise refuse(
            "emporia", f"{a.player} has {limit} friendly Emporia: convert 1 to {limit}", CONVERT
        )
    if n > f.dignitas:
        raise refuse("dignitas", f"{a.player} has only {f.dignitas} Dignitas", CONVERT)
    s = add(s, a.player, dignitas=-n, auctoritas=n)
    return _exec_done(
        board, s, a, "convert", [ev(f"{a.player} converts {n} Dignitas into Auctoritas", CONVERT)]
    )


def enact(board: Board, s: State, a: Action) -> tuple[State, E]:
    _exec(s, a, "enact")
    try:
        row, names = board.reform_row(_arg(a, 0, "row (military, administrative, political)"))
    except Exception as exc:
        raise refuse("unknown-row", str(exc), REFORMS) from None
    col = 1 + sum(1 for r, *_ in s.reforms if r == row)
    if col > len(names):
        raise refuse("row-full", f"every {row} Reform is enacted", REFORMS)
    wanted = a.args[1:] and " ".join(a.args[1:])
    if wanted and slug(wanted) != slug(names[col - 1]):
        raise refuse(
            "out-of-order",
            f"{names[col - 1]} must be enacted before any later {row} Reform",
            REFORMS,
        )
    cost = board.reform_costs[col - 1]
    f = s.familia(a.player)
    if not f.reserve:
        raise refuse(
            "no-reserve", f"{a.player} has no Bust in Reserve to place on a Reform", REFORMS
        )
    if f.auctoritas < cost:
        raise refuse(
            "auctoritas",
            f"{names[col - 1]} costs {cost} Auctoritas; {a.player} has {f.auctoritas}",
            REFORMS,
        )
    s = add(s, a.player, auctoritas=-cost, reserve=-1)
    s = replace(s, reforms=(*s.reforms, (row, col, a.player)))
    return _exec_done(
        board,
        s,
        a,
        "enact",
        [
            ev(
                f"{a.player} enacts {names[col - 1]} ({row}, column {col}) for {cost} Auctoritas",
                REFORMS,
            )
        ],
    )


# -- Elections -------------------------------------------------------------------------
def nominate(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, ELECT)
    prov = _region(board, s, _arg(a, 0, "province"))
    if prov in s.nominated:
        raise refuse(
            "renominated",
            f"{prov} was already nominated this Era",
            ref("Elections", "1: never twice in an Era"),
        )
    options = flow.nominable(board, s)
    if prov not in options:
        raise refuse(
            "not-nominable",
            f"{prov} cannot be nominated now (can: {', '.join(options)})",
            ref("Elections", "1: a Province with a Governor"),
        )
    cost = nomination_cost(s.familia(a.player).prestige)
    s, paid = pay_prestige(s, a.player, cost, ELECT)
    s = replace(s, waiting=s.waiting[1:])
    s2, said = flow.begin_election(board, s, prov, a.player)
    return s2, [ev(f"{a.player} pays {paid} and nominates {prov}", ELECT), *said]


def stand(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, ELECT)
    f = s.familia(a.player)
    e = s.election
    assert e is not None
    if not f.reserve:
        raise refuse(
            "no-reserve",
            f"{a.player} has no Bust in Reserve to stand",
            ref("Elections", "2: a Governor from Reserve"),
        )
    s = add(s, a.player, reserve=-1)
    s = replace(s, election=replace(e, candidates=(*e.candidates, a.player)), waiting=s.waiting[1:])
    said = [ev(f"{a.player} stands for {e.province}", ELECT)]
    if not s.waiting:
        s, more = flow.open_vote(board, s)
        said += more
    return s, said


def _lex(board: Board, s: State, name: str) -> tuple[str, int, str] | None:
    for row, col, who in s.reforms:
        if dict(board.reform_rows)[row][col - 1] == name:
            return row, col, who
    return None


def hortensia(board: Board, s: State, a: Action) -> tuple[State, E]:
    e = s.election
    assert e is not None
    lex = _lex(board, s, "Lex Hortensia")
    if lex is None:
        raise refuse("not-enacted", "the Lex Hortensia is not enacted", HORTENSIA)
    if e.hortensia:
        raise refuse(
            "used", f"{e.hortensia} already uses the Lex Hortensia in this election", HORTENSIA
        )
    if any(v == a.player for v, _ in e.votes):
        raise refuse(
            "voted", f"{a.player} has voted: the Lex Hortensia is claimed before voting", HORTENSIA
        )
    if (a.player, "Lex Hortensia") in s.used_reforms:
        raise refuse(
            "once-per-era",
            f"{a.player} has used the Lex Hortensia this Era",
            ref("Reforms", "once per Era each"),
        )
    fee, _ = flow.reform_fee(board, s, a.player, "Lex Hortensia")
    if fee:
        s = add(add(s, a.player, auctoritas=-fee), lex[2], auctoritas=fee)
    s = replace(
        s,
        election=replace(e, hortensia=a.player),
        used_reforms=(*s.used_reforms, (a.player, "Lex Hortensia")),
    )
    return s, [
        ev(
            f"{a.player} uses the Lex Hortensia: +{flow.hortensia_votes(board, s)} votes "
            "to the candidate they vote for",
            HORTENSIA,
        )
    ]


def vote(board: Board, s: State, a: Action) -> tuple[State, E]:
    e = s.election
    assert e is not None
    if any(v == a.player for v, _ in e.votes):
        raise refuse(
            "voted-twice",
            f"{a.player} has already voted in this election",
            ref("Elections", "5a: one vote each, not split"),
        )
    choice = _arg(a, 0, "candidate or abstain")
    if choice != "abstain":
        match = [c for c in e.candidates if c.lower() == choice.lower()]
        if not match:
            raise refuse(
                "not-candidate",
                f"{choice} is not standing (candidates: {', '.join(e.candidates)})",
                ELECT,
            )
        choice = match[0]
    s = _done(replace(s, election=replace(e, votes=(*e.votes, (a.player, choice)))), a.player)
    what = "abstains" if choice == "abstain" else f"votes for {choice}"
    said = [ev(f"{a.player} {what} ({s.familia(a.player).prestige} votes)", ELECT)]
    if s.waiting:
        return s, said
    s, more = flow.tallied(board, s)
    return s, said + more


def votes(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Elections 5c: an Event card that changes the vote, played before the last ballot
    (``votes PLAYER CANDIDATE +N``: PLAYER plays it, CANDIDATE gains or loses N)."""
    rule = ref("Elections", "5c: Event cards that affect the vote")
    e = s.election
    assert e is not None
    who = _arg(a, 0, "candidate")
    match = [c for c in e.candidates if c.lower() == who.lower()]
    if not match:
        raise refuse("not-candidate", f"{who} is not standing ({', '.join(e.candidates)})", rule)
    n = _int(a, 1, "number of votes (+N or -N)")
    if not n:
        raise refuse("number", "votes: give +N or -N", rule)
    s = replace(s, election=replace(e, extra=(*e.extra, (match[0], n))))
    return s, [ev(f"{a.player} plays an Event: {match[0]} {n:+d} votes", rule)]


def tiebreak(board: Board, s: State, a: Action) -> tuple[State, E]:
    if a.player != s.primus:
        raise refuse(
            "not-primus", f"only the Primus ({s.primus}) breaks the tie", ref("Primus Inter Pares")
        )
    votes = flow.count_votes(board, s)
    top = max(votes.values())
    choice = _arg(a, 0, "candidate")
    leaders = [c for c, n in votes.items() if n == top]
    match = [c for c in leaders if c.lower() == choice.lower()]
    if not match:
        raise refuse(
            "not-tied",
            f"{choice} is not among the tied ({', '.join(leaders)})",
            ref("Primus Inter Pares"),
        )
    return flow.winner_known(board, s, match[0])


def veto(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, SACRATA)
    e = s.election
    assert e is not None
    lex = _lex(board, s, "Lex Sacrata")
    assert lex is not None
    fee, dignitas = flow.reform_fee(board, s, a.player, "Lex Sacrata")
    if not flow.can_veto(board, s, a.player):
        raise refuse(
            "cannot-veto", f"{a.player} cannot pay for the Lex Sacrata or used it this Era", SACRATA
        )
    s = add(s, a.player, auctoritas=-fee, dignitas=-dignitas)
    if fee:
        s = add(s, lex[2], auctoritas=fee)
    winner = e.winner
    rest = tuple(c for c in e.candidates if c != winner)
    if winner != e.incumbent:
        s = add(s, winner, reserve=1)
    e = replace(
        e,
        candidates=rest,
        removed=(*e.removed, winner),
        vetoed=True,
        votes=(),
        hortensia="",
        winner="",
    )
    s = replace(s, election=e, used_reforms=(*s.used_reforms, (a.player, "Lex Sacrata")))
    said = [
        ev(
            f"{a.player} vetoes {winner} with the Lex Sacrata; the others vote again, without veto",
            SACRATA,
        )
    ]
    if len(rest) >= 2:
        s, more = flow.open_vote(board, s)
    else:
        s, more = flow.finish_election(board, s, rest[0] if rest else "")
    return s, said + more


# -- III. eXtort -----------------------------------------------------------------------
def _target(s: State, a: Action) -> str:
    text = _arg(a, 0, "target")
    for n in s.names:
        if n.lower() == text.lower():
            if n == a.player:
                raise refuse("self", "a player cannot sue themselves", EXTORT)
            if n in s.sued:
                raise refuse("already-sued", f"{n} has already been sued this Era", EXTORT)
            return n
    raise refuse("unknown-player", f"{text!r} is not a player", EXTORT)


def prosecute_(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, EXTORT)
    target = _target(s, a)
    s = replace(
        s,
        suit=Suit("prosecute", a.player, target),
        sued=(*s.sued, target),
        step="court",
        waiting=(a.player, target),
    )
    return s, [
        ev(
            f"{a.player} prosecutes {target}: settle, or each picks a court card in secret",
            ref("III. eXtort", "Prosecute"),
        )
    ]


def impeach_(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Impeach the Primus, or - invoking the Quaestor Reform - any overmighty player."""
    _turn(s, a, EXTORT)
    said: E = []
    target = s.primus
    if a.args:
        target = _target(s, a)
        if target != s.primus:
            s, said = _use_reform(board, s, a.player, "Quaestor")
    if a.player == target:
        raise refuse("self", "a player cannot impeach themselves", ref("III. eXtort", "Impeach"))
    if s.ides and target == s.primus:
        raise refuse("ides", f"{s.primus} declared Beware the Ides: no Impeachment this Era", IDES)
    if target in s.sued:
        raise refuse("already-sued", f"{target} has already been sued this Era", EXTORT)
    s = replace(
        s,
        suit=Suit("impeach", a.player, target),
        sued=(*s.sued, target),
        step="thumbs",
        waiting=primus_order(s),
    )
    return s, [
        *said,
        ev(
            f"{a.player} impeaches {target}: every player votes with a thumb in secret",
            ref("III. eXtort", "Impeach"),
        ),
    ]


def _use_reform(board: Board, s: State, name: str, reform: str) -> tuple[State, E]:
    """Reforms: once enacted anyone may use one, once per Era, for 1 Auctoritas paid to
    its enactor (who uses it free)."""
    rule = ref("Reforms", "using an enacted Reform")
    lex = _lex(board, s, reform)
    if lex is None:
        raise refuse("not-enacted", f"the {reform} Reform is not enacted", rule)
    if (name, reform) in s.used_reforms:
        raise refuse("once-per-era", f"{name} has used the {reform} this Era", rule)
    fee, _ = flow.reform_fee(board, s, name, reform)
    if s.familia(name).auctoritas < fee:
        raise refuse(
            "cannot-pay", f"{name} has no Auctoritas to pay {lex[2]} for the {reform}", rule
        )
    if fee:
        s = add(add(s, name, auctoritas=-fee), lex[2], auctoritas=fee)
    s = replace(s, used_reforms=(*s.used_reforms, (name, reform)))
    paid = f", paying {fee} Auctoritas to {lex[2]}" if fee else ""
    return s, [ev(f"{name} uses the {reform}{paid}", rule)]


def use(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A table tool: record the use of an enacted Reform whose effect the table applies
    (its Strength with `strength`, anything else with `adjust`)."""
    text = " ".join(a.args)
    names = [n for _, row in board.reform_rows for n in row]
    reform = next((n for n in names if slug(n) == slug(text)), None)
    if reform is None:
        raise refuse(
            "unknown-reform",
            f"no Reform {text!r} (Reforms: {', '.join(slug(n) for n in names)})",
            ref("Reforms"),
        )
    if reform in ("Lex Sacrata", "Lex Hortensia"):
        verb = "veto" if reform == "Lex Sacrata" else "hortensia"
        raise refuse(
            "in-election", f"the {reform} is used in an election: {verb} PLAYER", ref("Reforms")
        )
    return _use_reform(board, s, a.player, reform)


def ides(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, IDES)
    if a.player != s.primus:
        raise refuse("not-primus", "only the Primus can Beware the Ides", IDES)
    cost = len(flow.cards_of(s, "extort"))
    s, paid = pay_prestige(s, a.player, cost, IDES)
    s = replace(s, ides=True)
    said = [ev(f"{a.player} pays {paid}: Beware the Ides, no Impeachment this Era", IDES)]
    s, more = flow.next_litigant(board, s, a.player)
    return s, said + more


def settle(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, EXTORT)
    target = _target(s, a)
    s = replace(s, sued=(*s.sued, target))
    said = [
        ev(
            f"{a.player} and {target} settle out of court (record the deal with give)",
            ref("III. eXtort", "settling out of court"),
        )
    ]
    s, more = flow.next_litigant(board, s, a.player)
    return s, said + more


def court(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, ref("III. eXtort", "Prosecute"))
    try:
        card = court_card(_arg(a, 0, "court card"))
    except Exception as exc:
        raise refuse("court-card", str(exc), ref("III. eXtort", "Prosecute")) from None
    suit = s.suit
    assert suit is not None
    suit = replace(suit, secrets=(*suit.secrets, (a.player, card)))
    s = _done(replace(s, suit=suit), a.player)
    said = [ev(f"{a.player} has chosen a court card", ref("III. eXtort", "Prosecute"))]
    if s.waiting:
        return s, said
    cards = dict(suit.secrets)
    ruling = prosecute(cards[suit.litigant], cards[suit.target], s.era, s.final_era)  # type: ignore[arg-type]
    said += [
        ev(
            f"{suit.litigant} plays {cards[suit.litigant]}, "
            f"{suit.target} plays {cards[suit.target]}",
            ref("III. eXtort", "Prosecute"),
        )
    ]
    said += [ev(line.text, line.rule) for line in ruling.lines]
    if ruling.winner == "prosecutor":
        s, n = lose(s, suit.target, "dignitas", ruling.prosecutor_dignitas)
        s = add(s, suit.litigant, dignitas=n)
    else:
        s, n = lose(s, suit.litigant, "dignitas", -ruling.prosecutor_dignitas)
    s, more = flow.next_litigant(board, s, suit.litigant)
    return s, said + more


def thumb(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, ref("III. eXtort", "Impeach"))
    t = _arg(a, 0, "thumb (up or down)")
    if t not in ("up", "down"):
        raise refuse("thumb", "a thumb is up or down", ref("III. eXtort", "Impeach"))
    suit = s.suit
    assert suit is not None
    suit = replace(suit, secrets=(*suit.secrets, (a.player, t)))
    s = _done(replace(s, suit=suit), a.player)
    said = [ev(f"{a.player} has voted", ref("III. eXtort", "Impeach"))]
    if s.waiting:
        return s, said
    votes = [v for _, v in suit.secrets]
    ruling = impeach(s.era, votes, s.final_era)  # type: ignore[arg-type]
    said += [ev(line.text, line.rule) for line in ruling.lines]
    if ruling.impeached:
        s, _ = lose(s, suit.target, "auctoritas", -ruling.primus_auctoritas)
        s = add(s, suit.litigant, dignitas=ruling.impeacher_dignitas)
    s, more = flow.next_litigant(board, s, suit.litigant)
    return s, said + more


# -- IV. eXpand ------------------------------------------------------------------------
def lend(board: Board, s: State, a: Action) -> tuple[State, E]:
    g = s.general(_arg(a, 0, "General").capitalize()) or next(
        (x for x in s.generals if x.name.lower() == a.args[0]), None
    )
    if g is None:
        raise refuse(
            "not-general",
            f"{a.args[0]} is not a General this Era ({', '.join(x.name for x in s.generals)})",
            ref("IV. eXpand", "Allied Legions offered"),
        )
    n = _int(a, 1, "number of Legions")
    if n < 1:
        raise refuse("number", "lend 1 or more Legions", ref("IV. eXpand"))
    s = add(s, a.player, legions=-n)
    s = set_general(s, replace(g, allied=g.allied + n))
    return s, [
        ev(
            f"{a.player} lends {n} Allied Legions to {g.name}",
            ref("IV. eXpand", "Allied Legions offered"),
        )
    ]


def march(board: Board, s: State, a: Action) -> tuple[State, E]:
    return flow.begin_season(board, s)


def standard(board: Board, s: State, a: Action) -> tuple[State, E]:
    g = s.general(a.player)
    if g is None:
        raise refuse(
            "not-general", f"{a.player} did not play eXpand: not a General this Era", CAMPAIGN
        )
    if not g.legions:
        raise refuse(
            "no-legions",
            f"{a.player} has no Legions left under command and cannot place a Standard",
            ref("IV. eXpand", "2a: no Standard without Legions"),
        )
    _turn(s, a, CAMPAIGN)
    target = _arg(a, 0, "target (a region, a foe such as hannibal, rome, or none)")
    foes = flow.forced(board, s)
    names = " or ".join(f.name for f in foes)
    must = ref(foes[0].section) if foes else CAMPAIGN
    said: E = []
    foe = next((f for f in foes if slug(f.name) == target), None)
    if target == "none":
        if foes:
            raise refuse("must-fight", f"every General's first Standard goes against {names}", must)
        s, n = lose(s, a.player, "dignitas", 1)
        said.append(
            ev(
                f"{a.player} places no Standard: -{n} Dignitas for dereliction of duty",
                ref("IV. eXpand", "dereliction of duty"),
            )
        )
    elif target == "rome" and any(f.rome_instead for f in foes):
        said.append(
            ev(
                f"{a.player}'s Standard stays in Rome: it takes no part in the campaign",
                CAMPAIGN,
            )
        )
    elif foe is not None:
        if a.args[1:] == ("fabian",) and foe.card == "hannibalic-war":
            return _fabian(board, s, a)
        join = a.args[1:] == ("join",)
        battles = list(s.battles)
        mine = [i for i, b in enumerate(battles) if b.target == foe.name]
        if foe.max_generals and join:
            open_ = [i for i in mine if len(battles[i].generals) < foe.max_generals]
            if not open_:
                raise refuse(
                    "no-pair",
                    f"no battle against {foe.name} to join "
                    f"(at most {foe.max_generals} Generals combine)",
                    ref(foe.section),
                )
            mine = open_[-1:]
        if mine and (join or not foe.max_generals):
            i = mine[-1]
            battles[i] = replace(battles[i], generals=(*battles[i].generals, a.player))
            said.append(
                ev(
                    f"{a.player} joins {battles[i].generals[0]} against {foe.name}",
                    ref(foe.section),
                )
            )
        else:
            battles.append(Battle(foe.name, (a.player,), s.season))
            said.append(ev(f"{a.player} marches against {foe.name}", ref(foe.section)))
        s = replace(s, battles=tuple(battles))
    elif board.foe_named(target.title()) is not None or target == "rome":
        raise refuse(
            "no-foe",
            f"{target!r} is not a target now (only each General's first Standard goes against "
            "a Historical Event that calls for it)",
            CAMPAIGN,
        )
    else:
        if foes:
            raise refuse("must-fight", f"every General's first Standard goes against {names}", must)
        region = _region(board, s, target)
        here = regions(board, s)
        r = here[region]
        if not conquerable(r):
            raise refuse("neutral", f"{region} is Neutral territory: nothing to conquer", CAMPAIGN)
        if is_roman(s, r) and region not in s.rebels:
            raise refuse("roman", f"{region} is Roman territory", CAMPAIGN)
        via = ""
        earlier = [t for t in [b.target for b in s.battles] + list(s.defeated) if t in here]
        if not (adjacent_to_rome(board, s, r) or "naval-port" in r.features):
            beyond = [t for t in earlier if board.adjacent(r, here[t])]
            if not beyond:
                raise refuse(
                    "not-adjacent",
                    f"{region} is not adjacent to Roman territory and has no Naval icon",
                    ref("IV. eXpand", "2b: adjacent to Roman territory"),
                )
            via = "" if beyond[0] in s.defeated else beyond[0]
        battles = list(s.battles)
        same = [i for i, b in enumerate(battles) if b.target == region]
        if same:
            i = same[0]
            battles[i] = replace(battles[i], generals=(*battles[i].generals, a.player))
            said.append(
                ev(
                    f"{a.player} joins {battles[i].generals[0]} against {region}",
                    ref("IV. eXpand", "2c: combined forces"),
                )
            )
        else:
            battles.append(Battle(region, (a.player,), s.season, via=via))
            said.append(
                ev(
                    f"{a.player} places a Standard on {region}"
                    + (f" (beyond {via})" if via else ""),
                    CAMPAIGN,
                )
            )
        s = replace(s, battles=tuple(battles))
    s = replace(s, waiting=s.waiting[1:])
    if not s.waiting:
        s, more = flow.begin_battles(board, s)
        said += more
    return s, said


def _fabian(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Scenario I, Hannibal: Fabian Tactics avoids the battle but uses the Standard and
    counts as opposing him (the Draft Event is played from the General's hand)."""
    f = s.familia(a.player)
    if s.physical:
        if not f.draft_count:
            raise refuse("no-event", f"{a.player} holds no Draft Event", HANNIBAL)
        s = with_familia(s, a.player, draft_count=f.draft_count - 1)
    else:
        if "fabian-tactics" not in f.draft:
            raise refuse("no-event", f"{a.player} does not hold Fabian Tactics", HANNIBAL)
        left = list(f.draft)
        left.remove("fabian-tactics")
        s = with_familia(s, a.player, draft=tuple(left), draft_count=f.draft_count - 1)
    said = [
        ev(
            f"{a.player} plays Fabian Tactics: the Standard opposes Hannibal without a battle",
            HANNIBAL,
        )
    ]
    s = replace(s, waiting=s.waiting[1:])
    if not s.waiting:
        s, more = flow.begin_battles(board, s)
        said += more
    return s, said


def _flip_result(s: State, a: Action) -> tuple[State, str]:
    if s.physical:
        t = _arg(a, 0, "thumb (up or down)")
        if t not in ("up", "down"):
            raise refuse("thumb", "a thumb is up or down", ref("Regional Icons"))
        return s, t
    if a.args:
        raise refuse(
            "virtual", "lictor flips for a virtual game: flip PLAYER", ref("Regional Icons")
        )
    t = "up" if flow.rng(s, "thumb").random() < 0.5 else "down"
    return replace(s, counter=s.counter + 1), t


def flip(board: Board, s: State, a: Action) -> tuple[State, E]:
    if s.step == "rout":
        _turn(s, a, CASUALTIES)
        s, t = _flip_result(s, a)
        said = [ev(f"{a.player} flips: thumb {t}", CASUALTIES)]
        if t == "down":
            s, more = _lose_bust(board, s, a.player)
            said += more
        s = replace(s, waiting=s.waiting[1:])
        if not s.waiting:
            s, more = flow.next_battle(board, s)
            said += more
        return s, said
    b = s.battles[s.current]
    if not flow.needs_elephant_flip(board, s) or b.elephants:
        raise refuse(
            "no-flip",
            "no thumb flip is due in this battle: draw the combat card",
            ref("Regional Icons"),
        )
    if a.player != b.generals[0]:
        raise refuse(
            "not-commander",
            f"the Commanding General ({b.generals[0]}) flips",
            ref("Regional Icons"),
        )
    s, t = _flip_result(s, a)
    s = replace(s, battles=flow._set_battle(s, s.current, replace(b, elephants=t)))
    word = "-2 to the defence" if t == "up" else "Rome loses 2 Legions"
    return s, [ev(f"Elephants: thumb {t}, {word}", ref("Regional Icons", "Elephants"))]


def combat(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not s.physical:
        raise refuse("virtual", "lictor draws this deck: draw", SEQ)
    try:
        card = board.combat_card(_arg(a, 0, "combat card"))[0]
    except Exception as exc:
        raise refuse("unknown-card", str(exc), ref("How to Fight a Campaign")) from None
    return _combat_card(board, s, card)


def _combat_card(board: Board, s: State, card: str | None) -> tuple[State, E]:
    if s.step != "battle":
        raise refuse("not-now", "no battle is being fought", SEQ)
    b = s.battles[s.current]
    if b.drawn:
        raise refuse("drawn", "the combat card is drawn: resolve", ref("How to Fight a Campaign"))
    if flow.needs_elephant_flip(board, s) and not b.elephants:
        raise refuse(
            "flip-first",
            f"elephants: {b.generals[0]} flips a thumb before the combat card",
            ref("Regional Icons", "Elephants"),
        )
    said: E = []
    deck = s.combat
    foe = board.foe_named(b.target)
    if not b.cards and foe is not None and foe.ambush and not b.ambush:
        strength, roman = _pre_strengths(board, s, b)
        if roman > strength:
            b = replace(b, ambush=True)
            deck = replace(deck, draw_pile=deck.draw_pile + deck.discards, discards=())
            if not s.physical:
                deck = replace(deck, ordered=False).shuffled(s.seed + 7 * s.counter + 1)
            said.append(
                ev(
                    f"Hannibal is outnumbered ({roman} to {strength}): he Ambushes!",
                    ref("Scenario I: Hannibal", "Ambush"),
                )
            )
    if not deck.draw_pile:
        deck = replace(deck, draw_pile=deck.discards, discards=(), ordered=False)
        if not s.physical:
            deck = deck.shuffled(s.seed + 7 * s.counter + 3)
    if card is None:
        card = deck.next_virtual()
    if card not in deck.draw_pile:
        raise refuse(
            "not-in-deck",
            f"{card!r} is not left in the combat deck "
            f"(left: {', '.join(sorted(set(deck.draw_pile)))})",
            ref("How to Fight a Campaign"),
        )
    deck = deck.draw(card)
    b = replace(b, cards=(*b.cards, card))
    s = replace(s, combat=deck, counter=s.counter + 1, battles=flow._set_battle(s, s.current, b))
    kind = board.combat_card(card)[1]
    said.append(ev(f"Combat card: {card}", ref("How to Fight a Campaign")))
    if b.ambush and kind != "legionary":
        return s, said
    s = replace(s, battles=flow._set_battle(s, s.current, replace(b, drawn=True)))
    r = _ruling(board, s)
    verdict = "Rome wins" if r.success else "Rome loses"
    said.append(
        ev(
            f"So far Rome {r.roman_strength} against {r.region_strength}: {verdict}. "
            "A Great General or a Reform may still add Strength (strength GENERAL +N); "
            "then: resolve",
            ref("How to Fight a Campaign", "cards played after the combat card"),
        )
    )
    return s, said


def hold(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Tactical Reserve: a General holds some Allied (white) Legions back from this
    battle, before any combat card (against Hannibal it can prevent his Ambush)."""
    rule = ref("How to Fight a Campaign", "Tactical Reserve")
    b = s.battles[s.current]
    if a.player not in b.generals:
        raise refuse("not-in-battle", f"{a.player} is not a General in this battle", rule)
    if b.cards or b.drawn:
        raise refuse("too-late", "Legions are held back before the combat card is drawn", rule)
    if a.player in dict(b.held):
        raise refuse("held", f"{a.player} has already held Legions back", rule)
    n = _int(a, 0, "number of Allied Legions held back")
    g = s.general(a.player)
    assert g is not None
    if not 1 <= n <= g.allied:
        raise refuse("allied", f"{a.player} commands {g.allied} Allied Legions to hold back", rule)
    f = s.familia(a.player)
    if s.physical:
        if not f.draft_count:
            raise refuse("no-event", f"{a.player} holds no Draft Event", rule)
        s = with_familia(s, a.player, draft_count=f.draft_count - 1)
    else:
        if "tactical-reserve" not in f.draft:
            raise refuse("no-event", f"{a.player} does not hold Tactical Reserve", rule)
        left = list(f.draft)
        left.remove("tactical-reserve")
        s = with_familia(s, a.player, draft=tuple(left), draft_count=f.draft_count - 1)
    b = replace(b, held=(*b.held, (a.player, n)))
    s = replace(s, battles=flow._set_battle(s, s.current, b))
    return s, [ev(f"{a.player} plays Tactical Reserve: {n} Allied Legions held back", rule)]


def strength(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A card or Reform adds Strength to Rome's army (its cost is recorded with adjust)."""
    b = s.battles[s.current]
    if a.player not in b.generals:
        raise refuse(
            "not-in-battle",
            f"{a.player} is not a General in this battle",
            ref("How to Fight a Campaign"),
        )
    n = _int(a, 0, "Strength (+N or -N)")
    if not n:
        raise refuse("number", "strength: give +N or -N", ref("How to Fight a Campaign"))
    s = replace(s, battles=flow._set_battle(s, s.current, replace(b, bonus=b.bonus + n)))
    return s, [
        ev(
            f"{a.player}: Rome {n:+d} Strength in the battle for {b.target} (a card or Reform)",
            ref("How to Fight a Campaign", "Great General cards and Reforms"),
        )
    ]


def resolve(board: Board, s: State, a: Action) -> tuple[State, E]:
    b = s.battles[s.current]
    if not b.drawn:
        raise refuse(
            "draw-first",
            "draw the combat card before resolving the battle",
            ref("How to Fight a Campaign"),
        )
    return _resolve(board, s)


def _shields(board: Board, s: State, b: Battle) -> dict[str, int]:
    foe = board.foe_named(b.target)
    if foe is not None:
        return dict(foe.shields)
    return dict(regions(board, s)[b.target].shields)


def _pre_strengths(board: Board, s: State, b: Battle) -> tuple[int, int]:
    strength = sum(_shields(board, s, b).values())
    roman = sum(committed(s, b, n) for n in b.generals)
    if b.elephants == "up":
        strength = max(0, strength - 2)
    elif b.elephants == "down":
        roman -= min(2, roman)
    return strength, roman


def _naval(board: Board, s: State, b: Battle) -> str:
    if board.foe_named(b.target) is not None:
        return ""
    here = regions(board, s)
    r = here[b.target]
    if "naval-port" not in r.features or adjacent_to_rome(board, s, r):
        return ""
    commander = b.generals[0]
    if any(
        "naval-port" in here[p].features for p, w in s.governors if w == commander and p in here
    ):
        return ""
    if overland(board, s, r):
        return ""
    return "minus-one" if "Italia" in s.romanised else "doubled"


def _ruling(board: Board, s: State) -> BattleRuling:
    b = s.battles[s.current]
    cards = [board.combat_card(c)[1:] for c in b.cards]
    legions = sum(committed(s, b, n) for n in b.generals)
    return battle(
        _shields(board, s, b),
        legions,
        cards,  # type: ignore[arg-type]
        naval=_naval(board, s, b),
        elephants=(b.elephants or None),  # type: ignore[arg-type]
        ambush=b.ambush,
        defender=b.target,
        bonus=b.bonus,
    )


def _resolve(board: Board, s: State) -> tuple[State, E]:
    b = s.battles[s.current]
    legions = sum(committed(s, b, n) for n in b.generals)
    ruling = _ruling(board, s)
    said = [ev(line.text, line.rule) for line in ruling.lines]
    b = replace(b, result="won" if ruling.success else "lost")
    total = ruling.casualties + ruling.elephant_losses
    s = replace(s, battles=flow._set_battle(s, s.current, b), spoils=ruling.dignitas, losses=total)
    if len(b.generals) > 1 and 0 < total < legions:
        commander = b.generals[0]
        said.append(
            ev(
                f"{commander}, Commanding General: who loses the {total} Legions? "
                f"(casualties {commander} N1 N2, one number per General: "
                f"{', '.join(b.generals)})",
                ref("Casualties", "the Commanding General decides"),
            )
        )
        return replace(s, step="casualties", waiting=(commander,)), said
    shares = _default_shares(s, b, total)
    s, more = _after_battle(board, *_take_losses(s, b, shares))
    return s, said + more


def casualties(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, ref("Casualties", "the Commanding General decides"))
    b = s.battles[s.current]
    if len(a.args) != len(b.generals):
        raise refuse(
            "usage",
            f"give one number per General in the battle ({', '.join(b.generals)})",
            ref("Casualties"),
        )
    shares = []
    for name, text in zip(b.generals, a.args, strict=True):
        try:
            n = int(text)
        except ValueError:
            raise refuse(
                "number", f"casualties: {text!r} is not a whole number", ref("Casualties")
            ) from None
        g = s.general(name)
        assert g is not None
        if not 0 <= n <= committed(s, b, name):
            raise refuse(
                "too-many",
                f"{name} committed {committed(s, b, name)} Legions, cannot lose {n}",
                ref("Casualties"),
            )
        shares.append(n)
    if sum(shares) != s.losses:
        raise refuse(
            "total", f"the losses add up to {sum(shares)}, not {s.losses}", ref("Casualties")
        )
    return _after_battle(board, *_take_losses(s, b, dict(zip(b.generals, shares, strict=True))))


def _default_shares(s: State, b: Battle, total: int) -> dict[str, int]:
    """Without a choice to make: the Commanding General's force first, then the next."""
    shares = {}
    left = total
    for name in b.generals:
        shares[name] = min(committed(s, b, name), left)
        left -= shares[name]
    return shares


def _after_battle(board: Board, s: State, said: E) -> tuple[State, E]:
    b = s.battles[s.current]
    s = replace(s, losses=0)
    foe = board.foe_named(b.target)
    if b.result == "lost":
        if foe is not None and foe.sacks_rome:
            s, more = flow.sack(s)
            said = [
                *said,
                ev(f"{foe.name} wins the battle: a Sacked marker", ref(foe.section, "Sacked")),
                *more,
            ]
            if s.step == "over":
                return s, said
        elif foe is not None:
            said = [
                *said,
                ev(
                    f"{foe.name} wins: apply the card's consequences (sack, adjust, rebel)",
                    ref(foe.section),
                ),
            ]
        return replace(s, step="rout", waiting=b.generals), said
    s = replace(s, defeated=(*s.defeated, b.target))
    if b.target in s.rebels:
        s = replace(
            s,
            rebels=tuple(r for r in s.rebels if r != b.target),
            taxable_rebels=tuple(r for r in s.taxable_rebels if r != b.target),
        )
        said = [*said, ev(f"The rebellion in {b.target} is put down", ref("Rebellions"))]
    elif foe is None:
        who = tuple(g for g in b.generals if s.familia(g).reserve > 0)
        if who:
            return replace(s, step="install", waiting=who), said
    s, more = _spoils(replace(s, spoils=0), b, s.spoils, "")
    s2, rest = flow.next_battle(board, s)
    return s2, said + more + rest


def _take_losses(s: State, b: Battle, shares: dict[str, int]) -> tuple[State, E]:
    """Each General loses his share: Allied Legions first, then Legions of Rome, Private
    Legions last (the General's choice, by default). Lost Legions go to the supply."""
    lost_rome = lost_allied = lost_private = 0
    for name, n in shares.items():
        g = s.general(name)
        assert g is not None
        a_ = min(g.allied - dict(b.held).get(name, 0), n)
        r_ = min(g.rome, n - a_)
        p_ = min(g.private, n - a_ - r_)
        s = set_general(
            s, replace(g, allied=g.allied - a_, rome=g.rome - r_, private=g.private - p_)
        )
        lost_rome, lost_allied, lost_private = lost_rome + r_, lost_allied + a_, lost_private + p_
    s = replace(
        s,
        rome_supply=s.rome_supply + lost_rome,
        allied_supply=s.allied_supply + lost_allied + lost_private,
    )
    n = lost_rome + lost_allied + lost_private
    who = ", ".join(f"{g} {k}" for g, k in shares.items() if k)
    return s, [
        ev(
            f"Legions lost: {n} ({lost_allied} Allied, {lost_rome} of Rome, {lost_private} Private)"
            + (f" - {who}" if who else ""),
            CASUALTIES,
        )
    ]


def _spoils(s: State, b: Battle, dignitas: int, installer: str) -> tuple[State, E]:
    """Spoils of War: 1 Dignitas per defeated shield, dealt one at a time from the first
    General who did not install the Governor, in reverse order of Prestige."""
    order = list(reverse_prestige(s, list(b.generals)))
    start = next((i for i, g in enumerate(order) if g != installer), 0)
    order = order[start:] + order[:start]
    share = dict.fromkeys(order, 0)
    for i in range(dignitas):
        share[order[i % len(order)]] += 1
    for g, n in share.items():
        s = add(s, g, dignitas=n)
    return s, [ev("Spoils: " + ", ".join(f"{g} +{n} Dignitas" for g, n in share.items()), SPOILS)]


def install(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, SPOILS)
    b = s.battles[s.current]
    if not s.familia(a.player).reserve:
        raise refuse("no-reserve", f"{a.player} has no Bust in Reserve", SPOILS)
    s = set_governor(add(s, a.player, reserve=-1), b.target, a.player)
    said = [ev(f"{a.player} installs a Governor in {b.target}", SPOILS)]
    s, more = _spoils(replace(s, spoils=0), b, s.spoils, a.player)
    s2, rest = flow.next_battle(board, s)
    return s2, said + more + rest


def decline(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, SPOILS)
    b = s.battles[s.current]
    s = replace(s, waiting=s.waiting[1:])
    said = [ev(f"{a.player} installs no Governor", SPOILS)]
    if s.waiting:
        return s, said
    said.append(ev(f"{b.target} is defeated but unconquered", SPOILS))
    s, more = _spoils(replace(s, spoils=0), b, s.spoils, "")
    s2, rest = flow.next_battle(board, s)
    return s2, said + more + rest


def _lose_bust(board: Board, s: State, name: str) -> tuple[State, E]:
    """A General killed: a Bust goes to Stock - from Reserve, else from the Province with
    the fewest shields (it rebels, or stays empty if Romanised)."""
    f = s.familia(name)
    if f.reserve:
        return add(s, name, reserve=-1, stock=1), [
            ev(f"{name}'s General is killed: a Bust from Reserve goes to Stock", CASUALTIES)
        ]
    here = regions(board, s)
    govs = sorted((here[p].strength, p) for p, w in s.governors if w == name and p in here)
    if not govs:
        return s, [ev(f"{name}'s General is killed, but {name} has no Bust to lose", CASUALTIES)]
    prov = govs[0][1]
    s = add(set_governor(s, prov, None), name, stock=1)
    return s, [ev(f"{name}'s General is killed: the Governor of {prov} goes to Stock", CASUALTIES)]


def legacy(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, flow.END)
    n = _int(a, 0, "Legacy points")
    if n < 0:
        raise refuse("number", "Legacy points are 0 or more", flow.END)
    s = _done(with_familia(s, a.player, legacy_points=n), a.player)
    said = [ev(f"{a.player}'s Legacy scores {n}", flow.END)]
    if s.waiting:
        return s, said
    s, more = flow.finish(board, s)
    return s, said + more


# -- the table's tools -----------------------------------------------------------------
HOLDINGS = {
    "dignitas": "dignitas",
    "auctoritas": "auctoritas",
    "legions": "legions",
    "legion": "legions",
    "allied-legions": "legions",
    "private": "private",
}


def give(board: Board, s: State, a: Action) -> tuple[State, E]:
    if len(a.args) != 3:
        raise refuse("usage", "give FROM TO dignitas|legions N", DEAL)
    to_text, what_text = a.args[0], a.args[1].lower()
    to = next((n for n in s.names if n.lower() == to_text.lower()), None)
    if to is None:
        raise refuse("unknown-player", f"{to_text!r} is not a player", DEAL)
    if what_text == "auctoritas":
        raise refuse(
            "no-deal",
            "Auctoritas, Legacy cards and the Legions of Rome cannot be dealt",
            ref("Dealmaking", "not for dealmaking"),
        )
    what = HOLDINGS.get(what_text)
    if what not in ("dignitas", "legions"):
        raise refuse("usage", "give FROM TO dignitas|legions N", DEAL)
    try:
        n = int(a.args[2])
    except ValueError:
        raise refuse("number", f"give: N is a whole number, not {a.args[2]!r}", DEAL) from None
    if n < 1:
        raise refuse("number", "give 1 or more", DEAL)
    s = add(add(s, a.player, **{what: -n}), to, **{what: n})
    return s, [ev(f"{a.player} gives {to} {n} {what}", DEAL)]


def adjust(board: Board, s: State, a: Action) -> tuple[State, E]:
    if len(a.args) != 2 or a.args[0] not in HOLDINGS:
        raise refuse("usage", "adjust PLAYER dignitas|auctoritas|legions|private +N|-N", DEAL)
    what = HOLDINGS[a.args[0]]
    try:
        n = int(a.args[1])
    except ValueError:
        raise refuse(
            "number", f"adjust: N is a whole number like +2 or -1, not {a.args[1]!r}", DEAL
        ) from None
    if what in ("legions", "private") and n > s.allied_supply:
        raise refuse(
            "supply", f"only {s.allied_supply} Allied Legions are left in the supply", DEAL
        )
    s = add(s, a.player, **{what: n})
    if what in ("legions", "private"):
        s = replace(s, allied_supply=s.allied_supply - n)
    return s, [ev(f"{a.player}: {n:+d} {what}", DEAL)]


def move_bust(board: Board, s: State, a: Action) -> tuple[State, E]:
    if len(a.args) != 2:
        raise refuse("usage", "move-bust PLAYER FROM TO (stock, reserve or a province)", DEAL)
    src, dst = a.args
    if src in ("stock", "reserve"):
        if not getattr(s.familia(a.player), src):
            raise refuse("no-bust", f"{a.player} has no Bust in {src.title()}", DEAL)
        s = add(s, a.player, **{src: -1})
    else:
        prov = _region(board, s, src)
        if s.governor(prov) != a.player:
            raise refuse("no-bust", f"{a.player} has no Bust in {prov}", DEAL)
        s = set_governor(s, prov, None)
        s = replace(s, rebels=tuple(r for r in s.rebels if r != prov))
    if dst in ("stock", "reserve"):
        s = add(s, a.player, **{dst: 1})
    else:
        prov = _region(board, s, dst)
        r = regions(board, s)[prov]
        if r.neutral or not r.strength:
            raise refuse(
                "neutral",
                f"{prov} cannot be governed (Neutral territory)",
                ref("Neutral Territory"),
            )
        if s.governor(prov) is not None:
            raise refuse("governed", f"{prov} is governed by {s.governor(prov)}", DEAL)
        s = set_governor(s, prov, a.player)
    return s, [ev(f"{a.player} moves a Bust from {src} to {dst}", DEAL)]


def sack_(board: Board, s: State, a: Action) -> tuple[State, E]:
    return flow.sack(s)


def rebel(board: Board, s: State, a: Action) -> tuple[State, E]:
    prov = _region(board, s, _arg(a, 0, "province"))
    if s.governor(prov) is None:
        raise refuse("ungoverned", f"{prov} has no Governor to rebel against", ref("Rebellions"))
    if prov in s.rebels:
        raise refuse("rebel", f"{prov} is already in rebellion", ref("Rebellions"))
    if a.args[1:] == ("taxable",):
        if s.era != 2 or prov not in ("Etruria", "Samnium"):
            raise refuse(
                "not-taxable",
                "only Etruscan or Samnite rebels in Era II can still be taxed",
                ref("Rebellions", "the Era II exception"),
            )
        s = replace(s, taxable_rebels=(*s.taxable_rebels, prov))
        return replace(s, rebels=(*s.rebels, prov)), [
            ev(f"{prov} rebels, but can still be taxed this Era", ref("Rebellions", "Era II"))
        ]
    return replace(s, rebels=(*s.rebels, prov)), [
        ev(f"{prov} rebels: it cannot be taxed until the rebellion is put down", ref("Rebellions"))
    ]


def play(board: Board, s: State, a: Action) -> tuple[State, E]:
    f = s.familia(a.player)
    card = _arg(a, 0, "Draft Event")
    if s.physical:
        if not f.draft_count:
            raise refuse("no-event", f"{a.player} holds no Draft Event", DRAFT)
        s = with_familia(s, a.player, draft_count=f.draft_count - 1)
    else:
        if card not in f.draft:
            raise refuse(
                "no-event", f"{a.player} does not hold {card} (holds {len(f.draft)})", DRAFT
            )
        left = list(f.draft)
        left.remove(card)
        s = with_familia(s, a.player, draft=tuple(left), draft_count=f.draft_count - 1)
    return s, [
        ev(
            f"{a.player} plays the Draft Event {card}: "
            "record its effects (adjust, give, move-bust)",
            DRAFT,
        )
    ]


HANDLERS: dict[str, Handler] = {
    "start": start, "drafted": drafted, "pick": pick, "primus": primus,
    "direction": direction, "draw": draw, "reveal": reveal, "combat": combat,
    "choose": choose, "romanise": romanise, "pass": pass_, "tax": tax, "done": done,
    "adopt": adopt, "convert": convert, "enact": enact, "nominate": nominate,
    "stand": stand, "hortensia": hortensia, "vote": vote, "tiebreak": tiebreak,
    "veto": veto, "prosecute": prosecute_, "impeach": impeach_, "ides": ides,
    "settle": settle, "court": court, "thumb": thumb, "lend": lend, "march": march,
    "standard": standard, "flip": flip, "install": install, "decline": decline,
    "legacy": legacy, "casualties": casualties, "strength": strength, "resolve": resolve,
    "hold": hold, "votes": votes,
}  # fmt: skip
STEPS: dict[str, tuple[str, ...]] = {
    "start": ("start",), "drafted": ("draft",), "pick": ("draft",),
    "primus": ("primus",), "direction": ("direction",), "draw": ("event", "battle"),
    "reveal": ("event",), "combat": ("battle",), "choose": ("choose",),
    "romanise": ("romanise",), "pass": ("romanise", "stand", "veto", "extort"),
    "tax": ("tax",), "done": ("tax", "exec"), "adopt": ("exec",), "convert": ("exec",),
    "enact": ("exec",), "nominate": ("nominate",), "stand": ("stand",),
    "hortensia": ("vote",), "vote": ("vote",), "tiebreak": ("tiebreak",),
    "veto": ("veto",), "prosecute": ("extort",), "impeach": ("extort",),
    "ides": ("extort",), "settle": ("extort",), "court": ("court",), "thumb": ("thumbs",),
    "lend": ("lend",), "march": ("lend",), "standard": ("standard",),
    "flip": ("battle", "rout"), "install": ("install",), "decline": ("install",),
    "legacy": ("legacy",), "casualties": ("casualties",), "strength": ("battle",),
    "hold": ("battle",), "votes": ("vote",),
    "resolve": ("battle",),
}  # fmt: skip
TOOLS: dict[str, Handler] = {
    "use": use,
    "give": give, "adjust": adjust, "move-bust": move_bust, "sack": sack_, "rebel": rebel,
    "play": play,
}  # fmt: skip
