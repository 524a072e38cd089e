"""The table's tools, at any step: deals' and cards' effects recorded and checked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import DRAFT, E, ev
from lictor.games.carta_imperia.rules.common_verbs import DEAL, _arg, _region, play_event, refuse
from lictor.games.carta_imperia.rules.phases.era.effects import apply_card
from lictor.games.carta_imperia.rules.phases.tools.share import closed
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    regions,
    set_governor,
)
from lictor.i18n import t, tn
from lictor.lazy import lazy_function
from lictor.rules.fast import replace
from lictor.slugs import slug

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.endgame.steps import sack
else:
    sack = lazy_function("lictor.games.carta_imperia.rules.phases.endgame.steps:sack")

HOLDINGS = {
    "dignitas": "dignitas",
    "auctoritas": "auctoritas",
    "legions": "legions",
    "legion": "legions",
    "allied-legions": "legions",
    "private": "private",
}


def give(board: Board, s: State, a: Action) -> tuple[State, E]:
    closed(s, "give")
    if len(a.args) != 3:
        raise refuse("usage", t("give FROM TO dignitas|legions N"), INPUT)
    to_text, what_text = a.args[0], a.args[1].lower()
    to = next((n for n in s.names if n.lower() == to_text.lower()), None)
    if to is None:
        raise refuse("unknown-player", t("{to_text} is not a player", to_text=repr(to_text)), INPUT)
    if what_text == "auctoritas":
        raise refuse(
            "no-deal",
            t("Auctoritas, Legacy cards and the Legions of Rome cannot be dealt"),
            ref("Dealmaking", "not for dealmaking"),
        )
    what = HOLDINGS.get(what_text)
    if what not in ("dignitas", "legions"):
        raise refuse("usage", t("give FROM TO dignitas|legions N"), INPUT)
    try:
        n = int(a.args[2])
    except ValueError:
        raise refuse(
            "number",
            t("give: N is a whole number, not {a_args_2}", a_args_2=repr(a.args[2])),
            INPUT,
        ) from None
    if n < 1:
        raise refuse("number", t("give 1 or more"), INPUT)
    s = add(add(s, a.player, **{what: -n}), to, **{what: n})
    return s, [ev(_gift(a.player, to, n, what), DEAL)]


def _gift(giver: str, to: str, n: int, what: str) -> str:
    """The gift said with the resource's name (the English keeps the input's word)."""
    if what == "dignitas":
        return t("{a_player} gives {to} {n} dignitas", a_player=giver, to=to, n=n)
    return tn(
        "{a_player} gives {to} {n} legions",
        "{a_player} gives {to} {n} legions",
        n,
        a_player=giver,
        to=to,
    )


def adjust(board: Board, s: State, a: Action) -> tuple[State, E]:
    if len(a.args) != 2 or a.args[0] not in HOLDINGS:
        raise refuse("usage", t("adjust PLAYER dignitas|auctoritas|legions|private +N|-N"), INPUT)
    what = HOLDINGS[a.args[0]]
    try:
        n = int(a.args[1])
    except ValueError:
        raise refuse(
            "number",
            t(
                "adjust: N is a whole number like +2 or -1, not {a_args_1}",
                a_args_1=repr(a.args[1]),
            ),
            INPUT,
        ) from None
    if what in ("legions", "private") and n > s.allied_supply:
        raise refuse(
            "supply",
            t(
                "only {allied_supply} Allied Legions are left in the supply",
                allied_supply=s.allied_supply,
            ),
            DEAL,
        )
    s = add(s, a.player, **{what: n})
    if what in ("legions", "private"):
        s = replace(s, allied_supply=s.allied_supply - n)
    return s, [ev(t("{player}: {n} {what}", player=a.player, n=f"{n:+d}", what=what), DEAL)]


def move_bust(board: Board, s: State, a: Action) -> tuple[State, E]:
    if len(a.args) != 2:
        raise refuse("usage", t("move-bust PLAYER FROM TO (stock, reserve or a province)"), INPUT)
    src, dst = a.args
    e = s.election
    for end in (src, dst):
        if (
            e is not None
            and end not in ("stock", "reserve")
            and _region(board, s, end) == (e.province)
        ):
            raise refuse(
                "in-election",
                t(
                    "{e_province} is being elected: its Busts move once the vote is done",
                    e_province=e.province,
                ),
                ref("Elections"),
            )
    if src in ("stock", "reserve"):
        if not getattr(s.familia(a.player), src):
            raise refuse(
                "no-bust",
                t(
                    "{a_player} has no Bust in {src_title}",
                    a_player=a.player,
                    src_title=src.title(),
                ),
                DEAL,
            )
        s = add(s, a.player, **{src: -1})
    else:
        prov = _region(board, s, src)
        if s.governor(prov) != a.player:
            raise refuse(
                "no-bust", t("{a_player} has no Bust in {prov}", a_player=a.player, prov=prov), DEAL
            )
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
                t("{prov} cannot be governed (Neutral territory)", prov=prov),
                ref("Neutral Territory"),
            )
        if s.governor(prov) is not None:
            raise refuse(
                "governed",
                t(
                    "{prov} is governed by {governor_prov}",
                    prov=prov,
                    governor_prov=s.governor(prov) or "",
                ),
                DEAL,
            )
        s = set_governor(s, prov, a.player)
    return s, [
        ev(
            t("{a_player} moves a Bust from {src} to {dst}", a_player=a.player, src=src, dst=dst),
            DEAL,
        )
    ]


def sack_(board: Board, s: State, a: Action) -> tuple[State, E]:
    return sack(s)


def rebel(board: Board, s: State, a: Action) -> tuple[State, E]:
    prov = _region(board, s, _arg(a, 0, "province"))
    if a.args[1:] not in ((), ("taxable",)):
        raise refuse(
            "usage",
            t(
                "rebel PROVINCE [taxable], not {join_a_args_1} after it",
                join_a_args_1=repr(" ".join(a.args[1:])),
            ),
            INPUT,
        )
    if s.governor(prov) is None:
        raise refuse(
            "ungoverned", t("{prov} has no Governor to rebel against", prov=prov), ref("Rebellions")
        )
    if prov in s.rebels:
        raise refuse("rebel", t("{prov} is already in rebellion", prov=prov), ref("Rebellions"))
    paying = s.era == board.paying_rebels_era and prov in board.paying_rebels
    era = ("-", "I", "II", "III", "IV", "V", "VI", "VII")[board.paying_rebels_era]
    if a.args[1:] == ("taxable",) and not paying:
        raise refuse(
            "not-taxable",
            t(
                "only {or_join_board_paying_rebels} rebels in Era {era} can still be taxed",
                or_join_board_paying_rebels=" or ".join(board.paying_rebels),
                era=era,
            ),
            ref("Rebellions", "the Era II exception"),
        )
    if paying:  # Rebellions: these rebels still pay, whether the table says so or not
        s = replace(s, taxable_rebels=(*s.taxable_rebels, prov))
        return replace(s, rebels=(*s.rebels, prov)), [
            ev(
                t("{prov} rebels, but can still be taxed this Era", prov=prov),
                ref("Rebellions", "Era II"),
            )
        ]
    return replace(s, rebels=(*s.rebels, prov)), [
        ev(
            t("{prov} rebels: it cannot be taxed until the rebellion is put down", prov=prov),
            ref("Rebellions"),
        )
    ]


def play(board: Board, s: State, a: Action) -> tuple[State, E]:
    card = _arg(a, 0, "Draft Event")
    if s.discard is not None:  # a card's effect waits on a discard: it comes first
        raise refuse(
            "discarding",
            t(
                "{player} is choosing Draft Events to discard: play a card once that is done",
                player=s.discard.owed[0][0],
            ),
            DRAFT,
        )
    held = len(s.familia(a.player).draft)
    s = play_event(s, a.player, card, DRAFT, t("{card} (holds {n})", card=card, n=held))
    s, typed, known = apply_card(board, s, slug(card), a.player)
    if known:
        name = board.card_effects(slug(card))[0]
        return s, [
            ev(t("{a_player} plays the Draft Event {name}", a_player=a.player, name=name), DRAFT),
            *typed,
        ]
    return s, [
        ev(
            t(
                "{a_player} plays the Draft Event {card}: record its "
                "effects (adjust, give, move-bust)",
                a_player=a.player,
                card=card,
            ),
            DRAFT,
        )
    ]
