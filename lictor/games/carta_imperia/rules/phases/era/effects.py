"""A card's effects as the pack gives them (rules/card_effects.py), applied when a
Historical Event is drawn or a Draft Event played, each line cited to the card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import draft_deck, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.card_effects import Effect, card_cited
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.state import Discard, State
from lictor.games.carta_imperia.rules.table import add, province_of, regions, set_governor
from lictor.i18n import N_, t, tn
from lictor.lazy import lazy_function
from lictor.rules.fast import replace
from lictor.rules.ruling import RuleRef

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.endgame.steps import sack
else:
    sack = lazy_function("lictor.games.carta_imperia.rules.phases.endgame.steps:sack")

# the reshuffle of a deck the rulebook never reshuffles: lictor's reconstruction
RESHUFFLE = ref("Events Draft", "the Draft Events deck after the deal (a reconstruction)")
FIELDS = {"dignitas": "dignitas", "auctoritas": "auctoritas", "legions": "legions"}
# who a card's effect names, in prose ("nobody is {who}"): English says the pack's word
WHO_WORDS = {
    "every": N_("every"),
    "primus": N_("primus"),
    "player": N_("player"),
    "nobody": N_("nobody"),
}


# what a card gives or takes, in prose
WHAT_WORDS = {
    "dignitas": N_("dignitas"),
    "auctoritas": N_("auctoritas"),
    "legions": N_("legions"),
    "busts": N_("busts"),
}


def _who(who: str) -> str:
    if who in WHO_WORDS:
        return t(WHO_WORDS[who])
    if who.startswith("governor of "):
        return t("governor of {region}", region=t(who[len("governor of ") :]))
    return who


def _what(what: str) -> str:
    return t(WHAT_WORDS[what]) if what in WHAT_WORDS else what


def apply_card(
    board: Board, s: State, card_id: str, player: str = "", start: int = 0
) -> tuple[State, E, bool]:
    """The effects of ``card_id`` (``player``: who played it), from its ``start``-th: the
    state, what was said, and whether the pack gave the card any effect. A discard of the
    holders' choice stops there (``State.discard``): the rest follow once it is made."""
    name, effects = board.card_effects(card_id)
    if not effects:
        return s, [], False
    rule = card_rule(name)
    said: E = []
    for i, e in enumerate(effects[start:], start):
        s, more = _one(board, s, e, player, rule)
        said += card_cited(more, rule)
        if s.step == "over":
            break
        if s.discard is not None and not s.discard.card:  # asked: the rest wait for it
            s = replace(s, discard=replace(s.discard, card=card_id, player=player, rest=i + 1))
            break
    return s, said, True


def card_rule(name: str) -> RuleRef:
    """What a card's typed effect is cited to: the card itself."""
    return ref(name, "the card's effect, as the table's pack gives it")


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
            return s, [
                ev(
                    t(
                        "{region} has no Governor to rebel against: nothing happens",
                        region=t(e.what),
                    ),
                    rule,
                )
            ]
        if prov in s.rebels:
            return s, [ev(t("{province} is already in rebellion", province=t(prov)), rule)]
        if s.era == board.paying_rebels_era and prov in board.paying_rebels:
            s = replace(s, taxable_rebels=(*s.taxable_rebels, prov))
        s = replace(s, rebels=(*s.rebels, prov))
        return s, [ev(t("{province} rebels", province=t(prov)), rule)]
    if e.kind == "sack":
        s, said = sack(s)
        return s, [ev(t("Rome is Sacked"), rule), *said]
    if e.kind == "province":
        return _province(board, s, e, player, rule)
    return _draft(s, e, _whom(s, e, player), rule)


def _goods(s: State, e: Effect, who: list[str], rule: RuleRef) -> tuple[State, E]:
    if not who:
        text = (
            t("gain {n} {what}: nobody is {who}", n=e.amount, what=_what(e.what), who=_who(e.who))
            if e.kind == "gain"
            else t(
                "lose {n} {what}: nobody is {who}", n=e.amount, what=_what(e.what), who=_who(e.who)
            )
        )
        return s, [ev(text, rule)]
    said: E = []
    for name in who:
        f = s.familia(name)
        if e.what == "busts":
            have = f.stock if e.kind == "gain" else f.reserve
            n = min(e.amount, have)
            sign = 1 if e.kind == "gain" else -1
            s = add(s, name, stock=-sign * n, reserve=sign * n)
            if e.kind == "gain":
                text = tn(
                    "{player} gains {n} Bust from Stock into Reserve",
                    "{player} gains {n} Busts from Stock into Reserve",
                    n,
                    player=name,
                )
            else:
                text = tn(
                    "{player} loses {n} Bust from Reserve to Stock",
                    "{player} loses {n} Busts from Reserve to Stock",
                    n,
                    player=name,
                )
            if n < e.amount:
                text = t("{said} (of {due}: no more there)", said=text, due=e.amount)
            said.append(ev(text, rule))
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
        text = _goods_said(name, e.kind, e.what, n)
        if n < e.amount:
            text = t("{said} (of {due})", said=text, due=e.amount)
        said.append(ev(text, rule))
    return s, said


def _goods_said(name: str, kind: str, what: str, n: int) -> str:
    """``Ann gains 2 Dignitas``, ``Ann loses 1 Allied Legion``."""
    if what == "legions":
        if kind == "gain":
            return tn(
                "{player} gains {n} Allied Legion",
                "{player} gains {n} Allied Legions",
                n,
                player=name,
            )
        return tn(
            "{player} loses {n} Allied Legion", "{player} loses {n} Allied Legions", n, player=name
        )
    if what == "dignitas":
        if kind == "gain":
            return t("{player} gains {n} Dignitas", player=name, n=n)
        return t("{player} loses {n} Dignitas", player=name, n=n)
    if kind == "gain":
        return t("{player} gains {n} Auctoritas", player=name, n=n)
    return t("{player} loses {n} Auctoritas", player=name, n=n)


def _province(board: Board, s: State, e: Effect, player: str, rule: RuleRef) -> tuple[State, E]:
    prov = province_of(s, e.what)
    if prov not in regions(board, s):
        return s, [ev(t("{region} is not on the map yet: nothing happens", region=t(e.what)), rule)]
    old = s.governor(prov)
    new = "" if e.who == "nobody" else next(iter(_whom(s, e, player)), "")
    if e.who != "nobody" and not new:
        return s, [
            ev(
                t(
                    "{province} goes to nobody who is {who}: nothing happens",
                    province=t(prov),
                    who=_who(e.who),
                ),
                rule,
            )
        ]
    if new and new == old:
        return s, [ev(t("{province} stays {player}'s", province=t(prov), player=new), rule)]
    if new and not s.familia(new).reserve:
        return s, [
            ev(
                t(
                    "{player} has no Bust in Reserve to govern {province}: nothing happens",
                    player=new,
                    province=t(prov),
                ),
                rule,
            )
        ]
    if old is not None:
        s = add(s, old, reserve=1)
    s = set_governor(s, prov, new or None)
    s = replace(s, rebels=tuple(r for r in s.rebels if r != prov))
    if new:
        s = add(s, new, reserve=-1)
        text = (
            t("{province} passes from {old} to {player}", province=t(prov), old=old, player=new)
            if old
            else t("{province} passes from nobody to {player}", province=t(prov), player=new)
        )
        return s, [ev(text, rule)]
    return s, [
        ev(
            t(
                "{old}'s Governor leaves {province}: it has no Governor",
                old=str(old),
                province=t(prov),
            ),
            rule,
        )
    ]


def _draft(s: State, e: Effect, who: list[str], rule: RuleRef) -> tuple[State, E]:
    """Draft Events drawn or discarded: a --physical table's cards, counted; a virtual
    game's from and to its Draft Events deck (rules/draft_deck.py), each drawn card into
    the drawer's hidden hand, and a discard of fewer than he holds asked of him (which
    cards is his choice, said to no one)."""
    said: E = []
    owed: list[tuple[str, int]] = []
    for name in who:
        f = s.familia(name)
        if e.kind == "draw":
            n, reshuffled = e.amount, False
            if s.physical:
                s = add(s, name, draft_count=e.amount)
            else:
                s, n, reshuffled = draft_deck.draw(s, name, e.amount)
            if reshuffled:
                said.append(
                    ev(t("The Draft Events' discards are reshuffled into a new deck"), RESHUFFLE)
                )
            text = tn(
                "{player} draws {n} Draft Event",
                "{player} draws {n} Draft Events",
                n,
                player=name,
            )
            if n < e.amount:
                text = t("{said} (of {due}: the deck is empty)", said=text, due=e.amount)
            said.append(ev(text, rule))
            continue
        n = min(e.amount, f.draft_count)
        if not n:
            said.append(ev(t("{player} holds no Draft Event to discard", player=name), rule))
            continue
        if not s.physical and n < len(f.draft):  # his choice: asked (tools/discard.py)
            owed.append((name, n))
            continue
        held = f.draft  # a virtual hand no larger than the discard: all of it
        s = add(s, name, draft_count=-n) if s.physical else draft_deck.discarded(s, name, held)
        said.append(
            ev(
                tn(
                    "{player} discards {n} Draft Event",
                    "{player} discards {n} Draft Events",
                    n,
                    player=name,
                ),
                rule,
            )
        )
    if owed:
        s = replace(s, discard=Discard(tuple(owed)))
    return s, said
