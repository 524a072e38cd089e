"""III. eXtort: Prosecution, Impeachment, Beware the Ides, settling out of court."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, cards_of, ev
from lictor.games.carta_imperia.rules.common_verbs import (
    EXTORT,
    IDES,
    _arg,
    _done,
    _turn,
    _waiting,
    refuse,
)
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.historical import DIGNITAS as HISTORICAL_DIGNITAS
from lictor.games.carta_imperia.rules.phases.exec.reforms import _use_reform
from lictor.games.carta_imperia.rules.phases.extort.rulings import court_card, impeach, prosecute
from lictor.games.carta_imperia.rules.phases.extort.steps import next_litigant
from lictor.games.carta_imperia.rules.state import Action, State, Suit
from lictor.games.carta_imperia.rules.table import (
    add,
    lose,
    pay_prestige,
    primus_order,
)


def _target(s: State, a: Action) -> str:
    text = _arg(a, 0, "target")
    for n in s.names:
        if n.lower() == text.lower():
            if n == a.player:
                raise refuse("self", "a player cannot sue themselves", EXTORT)
            if n in s.sued:
                raise refuse("already-sued", f"{n} has already been sued this Era", EXTORT)
            return n
    raise refuse("unknown-player", f"{text!r} is not a player", INPUT)


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


def ides(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, IDES)
    if a.player != s.primus:
        raise refuse("not-primus", "only the Primus can Beware the Ides", IDES)
    cost = len(cards_of(s, "extort"))
    s, paid = pay_prestige(s, a.player, cost, IDES)
    s = replace(s, ides=True)
    said = [ev(f"{a.player} pays {paid}: Beware the Ides, no Impeachment this Era", IDES)]
    s, more = next_litigant(board, s, a.player)
    return s, said + more


SETTLE = ref("III. eXtort", "settling out of court")


def settle(board: Board, s: State, a: Action) -> tuple[State, E]:
    """III. eXtort: a deal settles the case out of court - before it is brought, or once
    declared and before the court cards (or the Senate's thumbs) are all played; either
    way it ends the Litigator's eXtort Action and the Defendant cannot be sued again this
    Era. Court cards chosen before the settlement are never revealed."""
    if s.suit is not None:
        return _settle_declared(board, s, a)
    _turn(s, a, EXTORT)
    target = _target(s, a)
    s, paid = _settlement(s, a, target)
    s = replace(s, sued=(*s.sued, target))
    said = [
        ev(
            f"{a.player} and {target} settle out of court "
            + (paid or "(record the deal with give)"),
            SETTLE,
        )
    ]
    s, more = next_litigant(board, s, a.player)
    return s, said + more


def _settle_declared(board: Board, s: State, a: Action) -> tuple[State, E]:
    suit = s.suit
    assert suit is not None
    text = _arg(a, 0, "defendant")
    if a.player != suit.litigant or text.lower() != suit.target.lower():
        raise refuse(
            "not-the-parties",
            f"only {suit.litigant} and {suit.target} can settle this case "
            f"(settle {suit.litigant} {suit.target.lower()})",
            SETTLE,
        )
    case = "prosecution" if suit.kind == "prosecute" else "impeachment"
    s, paid = _settlement(s, a, suit.target)
    said = [
        ev(
            f"{suit.litigant} and {suit.target} settle the {case} out of court before it is "
            f"decided {paid or '(record its terms with deal)'}; no card or thumb is revealed",
            SETTLE,
        )
    ]
    s, more = next_litigant(board, s, suit.litigant)
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
    ruling = prosecute(
        cards[suit.litigant],  # type: ignore[arg-type]
        cards[suit.target],  # type: ignore[arg-type]
        s.era,
        s.final_era,
        board.scenario.extort_factor,
    )
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
    s, more = next_litigant(board, s, suit.litigant)
    return s, said + more


def thumb(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, ref("III. eXtort", "Impeach"))
    t = _arg(a, 0, "thumb (up or down)")
    if t not in ("up", "down"):
        raise refuse("thumb", "a thumb is up or down", INPUT)
    suit = s.suit
    assert suit is not None
    suit = replace(suit, secrets=(*suit.secrets, (a.player, t)))
    s = _done(replace(s, suit=suit), a.player)
    said = [ev(f"{a.player} has voted", ref("III. eXtort", "Impeach"))]
    if s.waiting:
        return s, said
    votes = [v for _, v in suit.secrets]
    ruling = impeach(s.era, votes, s.final_era, board.scenario.extort_factor)  # type: ignore[arg-type]
    said += [ev(line.text, line.rule) for line in ruling.lines]
    if ruling.impeached:
        s, _ = lose(s, suit.target, "auctoritas", -ruling.primus_auctoritas)
        s = add(s, suit.litigant, dignitas=ruling.impeacher_dignitas)
    s, more = next_litigant(board, s, suit.litigant)
    return s, said + more


def pass_(board: Board, s: State, a: Action) -> tuple[State, E]:
    """eXtort: the litigant on turn brings no suit."""
    _turn(s, a, EXTORT)
    said = [ev(f"{a.player} passes", EXTORT)]
    s, more = next_litigant(board, s, a.player)
    return s, said + more


def _settlement(s: State, a: Action, target: str) -> tuple[State, str]:
    """The Historical variant's settlement: ``settle LITIGANT TARGET N``, the target pays
    the litigant N Dignitas, up to Era # (the only way its Familiae share Dignitas; which
    way it flows, the target to the litigant, is lictor's reading). Elsewhere the terms are
    a deal of their own, and ``settle`` takes no amount."""
    if len(a.args) < 2:
        return s, ""
    if s.historical is None:
        raise refuse(
            "usage",
            f"settle {a.player} {target.lower()}: a settlement's terms are a deal "
            "(deal ...); settle takes no amount",
            SETTLE,
        )
    text = a.args[1]
    if not text.isdigit() or int(text) > s.era:
        raise refuse(
            "number",
            f"settle: the Familiae settle for 0 to Era # ({s.era}) Dignitas, not {text!r}",
            HISTORICAL_DIGNITAS,
        )
    n = int(text)
    if s.familia(target).dignitas < n:
        raise refuse(
            "short", f"{target} has {s.familia(target).dignitas} Dignitas", HISTORICAL_DIGNITAS
        )
    s = add(add(s, target, dignitas=-n), a.player, dignitas=n)
    return s, f"for {n} Dignitas, {target} to {a.player}"
