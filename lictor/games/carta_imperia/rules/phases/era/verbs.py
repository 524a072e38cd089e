"""The procedure's own answers: setup, the Events Draft, the Primus, the Era's
Historical Event and secret Action cards, passing, being done, the Legacy points."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, common_steps, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    CHOOSE,
    DRAFT,
    ELECT,
    END,
    EXEC,
    HIST,
    SEQ,
    SETUP,
    E,
    actions_per_player,
    cards_of,
    ev,
    plural,
)
from lictor.games.carta_imperia.rules.common_verbs import (
    EXTORT,
    ROMANISE,
    SACRATA,
    TAX,
    _arg,
    _done,
    _int,
    _turn,
    _waiting,
    refuse,
)
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.draft.steps import begin_draft
from lictor.games.carta_imperia.rules.phases.elections.steps import (
    begin_nominations,
    finish_election,
    nominable,
    open_vote,
)
from lictor.games.carta_imperia.rules.phases.end_of_era.steps import after_primus, last_place_bonus
from lictor.games.carta_imperia.rules.phases.endgame.steps import finish
from lictor.games.carta_imperia.rules.phases.era import steps as era_steps
from lictor.games.carta_imperia.rules.phases.era.steps import drew_event, start_era
from lictor.games.carta_imperia.rules.phases.exec.steps import begin_exec
from lictor.games.carta_imperia.rules.phases.expand.battle import _combat_card
from lictor.games.carta_imperia.rules.phases.exploit.steps import begin_tax
from lictor.games.carta_imperia.rules.phases.extort.steps import next_litigant
from lictor.games.carta_imperia.rules.phases.extralegal.steps import THE_CARD, action_cards
from lictor.games.carta_imperia.rules.phases.setup.steps import (
    after_draft,
    give_start_card,
    make_primus,
)
from lictor.games.carta_imperia.rules.state import ACTIONS, Action, State
from lictor.games.carta_imperia.rules.table import (
    primus_order,
    with_familia,
)
from lictor.slugs import slug


def start(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, SETUP)
    try:
        card = board.start_card(_arg(a, 0, "Start Card"))
    except Exception as exc:
        raise refuse("unknown-card", str(exc), INPUT) from None
    if any(f.start_card == card for f in s.players):
        raise refuse("card-dealt", f"{card} is already dealt", SETUP)
    s, said = give_start_card(board, s, a.player, card)
    s = _done(s, a.player)
    if not s.waiting:
        s, more = begin_draft(board, s)
        said += more
    return s, said


def drafted(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not s.physical:
        raise refuse("virtual", "lictor deals this draft: pick PLAYER CARD", DRAFT)
    n = board.scenario.draft
    s = replace(s, players=tuple(replace(f, draft_count=n) for f in s.players))
    s, said = after_draft(board, s)
    return s, [ev(f"Each player holds {n} Draft Events", DRAFT), *said]


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
    s, more = after_draft(board, replace(s, draft_round=0))
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
        return make_primus(s, a.player, "chosen by the table from the tied leaders")
    s = replace(s, primus=a.player)
    s, said = last_place_bonus(s)
    return after_primus(board, s, [ev(f"{a.player} is Primus", common_steps.SEQ), *said])


def direction(board: Board, s: State, a: Action) -> tuple[State, E]:
    d = _arg(a, 0, "direction (left or right)")
    if d not in ("left", "right"):
        raise refuse("direction", "the direction is left or right", INPUT)
    s = replace(s, direction=d)
    s, said = start_era(board, s)
    order = primus_order(s)
    return s, [ev(f"Primus Order: {' -> '.join(order)}", ref("Primus Inter Pares")), *said]


def draw(board: Board, s: State, a: Action) -> tuple[State, E]:
    if s.physical:
        raise refuse("physical", "the table draws real cards: reveal CARD or combat CARD", SEQ)
    if s.step == "event":
        return drew_event(board, s, s.history.next_virtual())
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
            HIST,
        )
    return drew_event(board, s, card)


def choose(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, CHOOSE)
    k = actions_per_player(s)
    cards = tuple(a.args)
    bad = [c for c in cards if c not in ACTIONS]
    if bad:
        raise refuse(
            "unknown-card", f"{bad[0]!r} is not an Action card ({', '.join(ACTIONS)})", INPUT
        )
    if any(c not in action_cards(board, s) for c in cards):
        raise refuse(
            "not-yet",
            f"the eXtra-Legal Action card joins in Era {board.scenario.extra_legal_era or 'VI'} "
            f"of a scenario that plays it (this is Era {s.era})",
            THE_CARD,
        )
    if len(cards) != k or len(set(cards)) != k:
        raise refuse(
            "card-count",
            f"with {len(s.players)} players each chooses {plural(k, 'different Action card')}",
            ref("Action Cards", "2 with 1-4 players, 1 with 5-6"),
        )
    ordered = tuple(c for c in ACTIONS if c in cards)
    s = _done(with_familia(s, a.player, actions=ordered), a.player)
    said = [ev(f"{a.player} has chosen", CHOOSE)]
    if s.waiting:
        return s, said
    s, more = era_steps.reveal(board, s)
    return s, said + more


def pass_(board: Board, s: State, a: Action) -> tuple[State, E]:
    rule = {
        "romanise": ROMANISE,
        "stand": ELECT,
        "veto": SACRATA,
        "extort": EXTORT,
        "nominate": ELECT,
    }[s.step]
    _turn(s, a, rule)
    said = [ev(f"{a.player} passes", rule)]
    if s.step == "nominate":
        if nominable(board, s):
            raise refuse(
                "must-nominate",
                f"{a.player} must nominate a Province while one is available",
                ref("Elections", "each eXec player MUST nominate"),
            )
        s, more = begin_nominations(board, s, s.waiting[1:])
        return s, [ev(f"No Province is left to nominate: {a.player} passes", rule), *more]
    if s.step == "extort":
        s, more = next_litigant(board, s, a.player)
        return s, said + more
    s = replace(s, waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    if s.step == "romanise":
        s, more = begin_tax(board, s)
    elif s.step == "stand":
        s, more = open_vote(board, s)
    else:
        assert s.election is not None
        s, more = finish_election(board, s, s.election.winner)
    return s, said + more


def done(board: Board, s: State, a: Action) -> tuple[State, E]:
    rule = TAX if s.step == "tax" else EXEC
    _waiting(s, a, rule)
    s = _done(s, a.player)
    said = [ev(f"{a.player} is done", rule)]
    if s.waiting:
        return s, said
    if s.step == "tax":
        s, more = begin_exec(board, s)
    else:
        s, more = begin_nominations(board, s, cards_of(s, "exec"))
    return s, said + more


def legacy(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, END)
    n = _int(a, 0, "Legacy points")
    if n < 0:
        raise refuse("number", "Legacy points are 0 or more", INPUT)
    s = _done(with_familia(s, a.player, legacy_points=n), a.player)
    said = [ev(f"{a.player}'s Legacy scores {n}", END)]
    if s.waiting:
        return s, said
    s, more = finish(board, s)
    return s, said + more
