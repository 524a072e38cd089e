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
from lictor.games.carta_imperia.rules.historical import DIGNITAS as HISTORICAL_DIGNITAS
from lictor.games.carta_imperia.rules.phases.exec.reforms import _use_reform
from lictor.games.carta_imperia.rules.phases.extort.rulings import court_card, impeach, prosecute
from lictor.games.carta_imperia.rules.phases.extort.steps import next_litigant
from lictor.games.carta_imperia.rules.phases.extort.window import WINDOW, deal_window, said_window
from lictor.games.carta_imperia.rules.state import Action, State, Suit
from lictor.games.carta_imperia.rules.table import (
    add,
    lose,
    pay_prestige,
    primus_order,
)
from lictor.i18n import N_, t
from lictor.rules.fast import replace


def _target(s: State, a: Action) -> str:
    text = _arg(a, 0, N_("target"))
    for n in s.names:
        if n.lower() == text.lower():
            if n == a.player:
                raise refuse("self", t("a player cannot sue themselves"), EXTORT)
            if n in s.sued:
                raise refuse(
                    "already-sued", t("{player} has already been sued this Era", player=n), EXTORT
                )
            return n
    raise refuse("unknown-player", t("{name} is not a player", name=repr(text)), INPUT)


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
            t(
                "{player} prosecutes {target}: settle, or each picks a court card in secret",
                player=a.player,
                target=target,
            ),
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
        raise refuse("self", t("a player cannot impeach themselves"), ref("III. eXtort", "Impeach"))
    if s.ides and target == s.primus:
        raise refuse(
            "ides",
            t("{primus} declared Beware the Ides: no Impeachment this Era", primus=s.primus),
            IDES,
        )
    if target in s.sued:
        raise refuse(
            "already-sued", t("{player} has already been sued this Era", player=target), EXTORT
        )
    s = replace(
        s,
        suit=Suit("impeach", a.player, target),
        sued=(*s.sued, target),
        step="thumbs",
        waiting=primus_order(s),
    )
    said.append(
        ev(
            t(
                "{player} impeaches {target}: every player votes with a thumb in secret",
                player=a.player,
                target=target,
            ),
            ref("III. eXtort", "Impeach"),
        )
    )
    if deal_window(s):  # the NPCs' thumbs wait for the Player's deals (NPC eXtort)
        s = replace(s, step="impeach-deals", waiting=(target,))
        said.append(ev(said_window(s), WINDOW))
    return s, said


def dealt(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``dealt PLAYER``: the Player on trial has made his deals with the NPCs (or none):
    the thumbs are played."""
    _waiting(s, a, WINDOW)
    out = sorted({b.to for b in s.bids})
    if out:
        raise refuse(
            "bids",
            t(
                "dealt: the blind bids to {npcs} are still out (each player bids or says "
                "`offer PLAYER NPC pass` first)",
                npcs=", ".join(out),
            ),
            WINDOW,
        )
    s = replace(s, step="thumbs", waiting=primus_order(s))
    return s, [
        ev(
            t(
                "{player} has made his deals: every player votes with a thumb in secret",
                player=a.player,
            ),
            ref("III. eXtort", "Impeach"),
        )
    ]


def ides(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, IDES)
    if a.player != s.primus:
        raise refuse("not-primus", t("only the Primus can Beware the Ides"), IDES)
    cost = len(cards_of(s, "extort"))
    s, paid = pay_prestige(s, a.player, cost, IDES)
    s = replace(s, ides=True)
    said = [
        ev(
            t(
                "{player} pays {paid}: Beware the Ides, no Impeachment this Era",
                player=a.player,
                paid=paid,
            ),
            IDES,
        )
    ]
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
            t(
                "{player} and {target} settle out of court {terms}",
                player=a.player,
                target=target,
                terms=paid,
            )
            if paid
            else t(
                "{player} and {target} settle out of court (record the deal with give)",
                player=a.player,
                target=target,
            ),
            SETTLE,
        )
    ]
    s, more = next_litigant(board, s, a.player)
    return s, said + more


def _settle_declared(board: Board, s: State, a: Action) -> tuple[State, E]:
    suit = s.suit
    assert suit is not None
    text = _arg(a, 0, N_("defendant"))
    if a.player != suit.litigant or text.lower() != suit.target.lower():
        raise refuse(
            "not-the-parties",
            t(
                "only {litigant} and {target} can settle this case (settle {litigant} {defendant})",
                litigant=suit.litigant,
                target=suit.target,
                defendant=suit.target.lower(),
            ),
            SETTLE,
        )
    s, paid = _settlement(s, a, suit.target)
    said = [ev(_settled_case(suit.kind, suit.litigant, suit.target, paid), SETTLE)]
    s, more = next_litigant(board, s, suit.litigant)
    return s, said + more


def court(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, ref("III. eXtort", "Prosecute"))
    try:
        card = court_card(_arg(a, 0, N_("court card")))
    except Exception as exc:
        raise refuse("court-card", str(exc), ref("III. eXtort", "Prosecute")) from None
    suit = s.suit
    assert suit is not None
    suit = replace(suit, secrets=(*suit.secrets, (a.player, card)))
    s = _done(replace(s, suit=suit), a.player)
    said = [
        ev(t("{player} has chosen a court card", player=a.player), ref("III. eXtort", "Prosecute"))
    ]
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
            t(
                "{litigant} plays {card}, {target} plays {other}",
                litigant=suit.litigant,
                card=t(cards[suit.litigant].title()),
                target=suit.target,
                other=t(cards[suit.target].title()),
            ),
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
    vote = _arg(a, 0, N_("thumb (up or down)"))
    if vote not in ("up", "down"):
        raise refuse("thumb", t("a thumb is up or down"), INPUT)
    suit = s.suit
    assert suit is not None
    suit = replace(suit, secrets=(*suit.secrets, (a.player, vote)))
    s = _done(replace(s, suit=suit), a.player)
    said = [ev(t("{player} has voted", player=a.player), ref("III. eXtort", "Impeach"))]
    if s.waiting:
        return s, said
    votes = [v for _, v in suit.secrets]
    ruling = impeach(
        s.era,
        votes,  # type: ignore[arg-type]
        s.final_era,
        board.scenario.extort_factor,
        target=suit.target if suit.target != s.primus else "",
        held=s.familia(suit.target).auctoritas,
    )
    said += [ev(line.text, line.rule) for line in ruling.lines]
    if ruling.impeached:
        s, _ = lose(s, suit.target, "auctoritas", -ruling.primus_auctoritas)
        s = add(s, suit.litigant, dignitas=ruling.impeacher_dignitas)
    s, more = next_litigant(board, s, suit.litigant)
    return s, said + more


def pass_(board: Board, s: State, a: Action) -> tuple[State, E]:
    """eXtort: the litigant on turn brings no suit."""
    _turn(s, a, EXTORT)
    said = [ev(t("{player} passes", player=a.player), EXTORT)]
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
            t(
                "settle {player} {target}: a settlement's terms are a deal "
                "(deal ...); settle takes no amount",
                player=a.player,
                target=target.lower(),
            ),
            SETTLE,
        )
    text = a.args[1]
    if not text.isdigit() or int(text) > s.era:
        raise refuse(
            "number",
            t(
                "settle: the Familiae settle for 0 to Era # ({era}) Dignitas, not {text}",
                era=s.era,
                text=repr(text),
            ),
            HISTORICAL_DIGNITAS,
        )
    n = int(text)
    if s.familia(target).dignitas < n:
        raise refuse(
            "short",
            t("{player} has {n} Dignitas", player=target, n=s.familia(target).dignitas),
            HISTORICAL_DIGNITAS,
        )
    s = add(add(s, target, dignitas=-n), a.player, dignitas=n)
    return s, t("for {n} Dignitas, {target} to {player}", n=n, target=target, player=a.player)


def _settled_case(kind: str, litigant: str, target: str, paid: str) -> str:
    """A declared case settled out of court, its terms said when the referee knows them."""
    fields = {"litigant": litigant, "target": target, "terms": paid}
    if kind == "prosecute":
        if paid:
            return t(
                "{litigant} and {target} settle the prosecution out of court before it is "
                "decided {terms}; no card or thumb is revealed",
                **fields,
            )
        return t(
            "{litigant} and {target} settle the prosecution out of court before it is "
            "decided (record its terms with deal); no card or thumb is revealed",
            **fields,
        )
    if paid:
        return t(
            "{litigant} and {target} settle the impeachment out of court before it is "
            "decided {terms}; no card or thumb is revealed",
            **fields,
        )
    return t(
        "{litigant} and {target} settle the impeachment out of court before it is "
        "decided (record its terms with deal); no card or thumb is revealed",
        **fields,
    )
