"""A card's effects as the pack gives them (rules/card_effects.py), applied when a
Historical Event is drawn or a Draft Event played, each line cited to the card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.card_effects import Effect
from lictor.games.carta_imperia.rules.common_steps import E, ev, plural
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import add, province_of, regions, set_governor
from lictor.lazy import lazy_function
from lictor.rules.ruling import RuleRef

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.endgame.steps import sack
else:
    sack = lazy_function("lictor.games.carta_imperia.rules.phases.endgame.steps:sack")

FIELDS = {"dignitas": "dignitas", "auctoritas": "auctoritas", "legions": "legions"}
WORDS = {"dignitas": "Dignitas", "auctoritas": "Auctoritas", "legions": "Allied Legion"}


def apply_card(board: Board, s: State, card_id: str, player: str = "") -> tuple[State, E, bool]:
    """The effects of ``card_id`` (``player``: who played it): the state, what was said,
    and whether the pack gave the card any effect."""
    name, effects = board.card_effects(card_id)
    if not effects:
        return s, [], False
    rule = ref(name, "the card's effect, as the table's pack gives it")
    said: E = []
    for e in effects:
        s, more = _one(board, s, e, player, rule)
        said += more
        if s.step == "over":
            break
    return s, said, True


def _whom(s: State, e: Effect, player: str) -> list[str]:
    if e.who == "every":
        return list(s.names)
    if e.who == "primus":
        return [s.primus] if s.primus else []
    if e.who == "player":
        return [player] if player else []
    region = e.region()
    if region:
        who = s.governor(province_of(s, region))
        return [who] if who else []
    return []


def _one(board: Board, s: State, e: Effect, player: str, rule: RuleRef) -> tuple[State, E]:
    if e.kind in ("gain", "lose"):
        return _goods(s, e, _whom(s, e, player), rule)
    if e.kind == "rebel":
        prov = province_of(s, e.what)
        if prov not in regions(board, s) or s.governor(prov) is None:
            return s, [ev(f"{e.what} has no Governor to rebel against: nothing happens", rule)]
        if prov in s.rebels:
            return s, [ev(f"{prov} is already in rebellion", rule)]
        if s.era == board.paying_rebels_era and prov in board.paying_rebels:
            s = replace(s, taxable_rebels=(*s.taxable_rebels, prov))
        s = replace(s, rebels=(*s.rebels, prov))
        return s, [ev(f"{prov} rebels", rule)]
    if e.kind == "sack":
        s, said = sack(s)
        return s, [ev("Rome is Sacked", rule), *said]
    if e.kind == "province":
        return _province(board, s, e, player, rule)
    return _draft(s, e, _whom(s, e, player), rule)


def _goods(s: State, e: Effect, who: list[str], rule: RuleRef) -> tuple[State, E]:
    if not who:
        return s, [ev(f"{e.kind} {e.amount} {e.what}: nobody is {e.who}", rule)]
    said: E = []
    for name in who:
        f = s.familia(name)
        if e.what == "busts":
            have = f.stock if e.kind == "gain" else f.reserve
            n = min(e.amount, have)
            sign = 1 if e.kind == "gain" else -1
            s = add(s, name, stock=-sign * n, reserve=sign * n)
            where = "from Stock into Reserve" if e.kind == "gain" else "from Reserve to Stock"
            short = f" (of {e.amount}: no more there)" if n < e.amount else ""
            said.append(ev(f"{name} {e.kind}s {plural(n, 'Bust')} {where}{short}", rule))
            continue
        field = FIELDS[e.what]
        if e.kind == "gain":
            n = e.amount
            if e.what == "legions":
                n = min(n, s.allied_supply)
                s = replace(s, allied_supply=s.allied_supply - n)
            s = add(s, name, **{field: n})
        else:
            n = min(e.amount, getattr(f, field))
            if e.what == "legions":
                s = replace(s, allied_supply=s.allied_supply + n)
            s = add(s, name, **{field: -n})
        word = WORDS[e.what]
        text = plural(n, word) if e.what == "legions" else f"{n} {word}"
        short = f" (of {e.amount})" if n < e.amount else ""
        said.append(ev(f"{name} {e.kind}s {text}{short}", rule))
    return s, said


def _province(board: Board, s: State, e: Effect, player: str, rule: RuleRef) -> tuple[State, E]:
    prov = province_of(s, e.what)
    if prov not in regions(board, s):
        return s, [ev(f"{e.what} is not on the map yet: nothing happens", rule)]
    old = s.governor(prov)
    new = "" if e.who == "nobody" else next(iter(_whom(s, e, player)), "")
    if e.who != "nobody" and not new:
        return s, [ev(f"{prov} goes to nobody who is {e.who}: nothing happens", rule)]
    if new and new == old:
        return s, [ev(f"{prov} stays {new}'s", rule)]
    if new and not s.familia(new).reserve:
        return s, [ev(f"{new} has no Bust in Reserve to govern {prov}: nothing happens", rule)]
    if old is not None:
        s = add(s, old, reserve=1)
    s = set_governor(s, prov, new or None)
    s = replace(s, rebels=tuple(r for r in s.rebels if r != prov))
    if new:
        s = add(s, new, reserve=-1)
        return s, [ev(f"{prov} passes from {old or 'nobody'} to {new}", rule)]
    return s, [ev(f"{old}'s Governor leaves {prov}: it has no Governor", rule)]


def _draft(s: State, e: Effect, who: list[str], rule: RuleRef) -> tuple[State, E]:
    """Draft Events drawn or discarded: a --physical table's cards, counted; a virtual
    deck keeps no undealt Draft Events, so the table is told and keeps the count."""
    said: E = []
    for name in who:
        f = s.familia(name)
        if e.kind == "draw" and not s.physical:
            said.append(
                ev(
                    f"{name} would draw {plural(e.amount, 'Draft Event')}: lictor's virtual "
                    "deck keeps none undealt, so nothing is drawn",
                    rule,
                )
            )
        elif e.kind == "draw":
            s = add(s, name, draft_count=e.amount)
            said.append(ev(f"{name} draws {plural(e.amount, 'Draft Event')}", rule))
        else:
            n = min(e.amount, f.draft_count)
            if not s.physical and n < len(f.draft):
                said.append(
                    ev(
                        f"{name} is to discard {plural(n, 'Draft Event')} of his choice: lictor "
                        "cannot ask which in a virtual game yet, so none is discarded",
                        rule,
                    )
                )
                continue
            s = add(s, name, draft_count=-n)
            if not s.physical:
                s = replace(
                    s,
                    players=tuple(replace(x, draft=()) if x.name == name else x for x in s.players),
                )
            said.append(ev(f"{name} discards {plural(n, 'Draft Event')}", rule))
    return s, said
