"""The table's tools, at any step: deals' and cards' effects recorded and checked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import DRAFT, E, ev
from lictor.games.carta_imperia.rules.common_verbs import DEAL, _arg, _region, play_event, refuse
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.era.effects import apply_card
from lictor.games.carta_imperia.rules.phases.tools.share import closed
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    add,
    regions,
    set_governor,
)
from lictor.lazy import lazy_function
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
        raise refuse("usage", "give FROM TO dignitas|legions N", INPUT)
    to_text, what_text = a.args[0], a.args[1].lower()
    to = next((n for n in s.names if n.lower() == to_text.lower()), None)
    if to is None:
        raise refuse("unknown-player", f"{to_text!r} is not a player", INPUT)
    if what_text == "auctoritas":
        raise refuse(
            "no-deal",
            "Auctoritas, Legacy cards and the Legions of Rome cannot be dealt",
            ref("Dealmaking", "not for dealmaking"),
        )
    what = HOLDINGS.get(what_text)
    if what not in ("dignitas", "legions"):
        raise refuse("usage", "give FROM TO dignitas|legions N", INPUT)
    try:
        n = int(a.args[2])
    except ValueError:
        raise refuse("number", f"give: N is a whole number, not {a.args[2]!r}", INPUT) from None
    if n < 1:
        raise refuse("number", "give 1 or more", INPUT)
    s = add(add(s, a.player, **{what: -n}), to, **{what: n})
    return s, [ev(f"{a.player} gives {to} {n} {what}", DEAL)]


def adjust(board: Board, s: State, a: Action) -> tuple[State, E]:
    if len(a.args) != 2 or a.args[0] not in HOLDINGS:
        raise refuse("usage", "adjust PLAYER dignitas|auctoritas|legions|private +N|-N", INPUT)
    what = HOLDINGS[a.args[0]]
    try:
        n = int(a.args[1])
    except ValueError:
        raise refuse(
            "number", f"adjust: N is a whole number like +2 or -1, not {a.args[1]!r}", INPUT
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
        raise refuse("usage", "move-bust PLAYER FROM TO (stock, reserve or a province)", INPUT)
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
                f"{e.province} is being elected: its Busts move once the vote is done",
                ref("Elections"),
            )
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
    return sack(s)


def rebel(board: Board, s: State, a: Action) -> tuple[State, E]:
    prov = _region(board, s, _arg(a, 0, "province"))
    if a.args[1:] not in ((), ("taxable",)):
        raise refuse(
            "usage", f"rebel PROVINCE [taxable], not {' '.join(a.args[1:])!r} after it", INPUT
        )
    if s.governor(prov) is None:
        raise refuse("ungoverned", f"{prov} has no Governor to rebel against", ref("Rebellions"))
    if prov in s.rebels:
        raise refuse("rebel", f"{prov} is already in rebellion", ref("Rebellions"))
    paying = s.era == board.paying_rebels_era and prov in board.paying_rebels
    era = ("-", "I", "II", "III", "IV", "V", "VI", "VII")[board.paying_rebels_era]
    if a.args[1:] == ("taxable",) and not paying:
        raise refuse(
            "not-taxable",
            f"only {' or '.join(board.paying_rebels)} rebels in Era {era} can still be taxed",
            ref("Rebellions", "the Era II exception"),
        )
    if paying:  # Rebellions: these rebels still pay, whether the table says so or not
        s = replace(s, taxable_rebels=(*s.taxable_rebels, prov))
        return replace(s, rebels=(*s.rebels, prov)), [
            ev(f"{prov} rebels, but can still be taxed this Era", ref("Rebellions", "Era II"))
        ]
    return replace(s, rebels=(*s.rebels, prov)), [
        ev(f"{prov} rebels: it cannot be taxed until the rebellion is put down", ref("Rebellions"))
    ]


def play(board: Board, s: State, a: Action) -> tuple[State, E]:
    card = _arg(a, 0, "Draft Event")
    held = len(s.familia(a.player).draft)
    s = play_event(s, a.player, card, DRAFT, f"{card} (holds {held})")
    s, typed, known = apply_card(board, s, slug(card), a.player)
    if known:
        name = board.card_effects(slug(card))[0]
        return s, [ev(f"{a.player} plays the Draft Event {name}", DRAFT), *typed]
    return s, [
        ev(
            f"{a.player} plays the Draft Event {card}: "
            "record its effects (adjust, give, move-bust)",
            DRAFT,
        )
    ]
