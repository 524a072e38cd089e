"""Dealmaking: a deal between two players recorded as one event, all or nothing.

``deal A B GOODS... [for GOODS...]``: A gives B the goods before ``for``, B gives A those
after it. Goods: ``dignitas N``, ``legions N`` (Allied), ``private N``, ``event CARD`` (a
Draft Event; ``event N`` with physical cards), ``province PROVINCE`` (the Governorship: the
giver's Bust goes home to Reserve, the taker's takes its place from Reserve) and ``bust N``.
Legacy cards, Auctoritas and the Legions of Rome are not for dealmaking.
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev, plural
from lictor.games.carta_imperia.rules.common_verbs import _region, refuse
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import add, set_governor, with_familia

DEALMAKING = ref("Dealmaking")
NOT_FOR_DEALS = ref("Dealmaking", "not for dealmaking")
# Busts are a Familia's colour: "selling" one moves one of the giver's Busts from Reserve
# back to Stock and one of the taker's from Stock to Reserve (lictor's reconstruction).
BUSTS = ref(
    "Dealmaking",
    "Busts (reconstruction: the giver's Reserve to Stock, the taker's Stock to Reserve)",
)
USAGE = (
    "deal A B GOODS... [for GOODS...] - goods: dignitas N, legions N, private N, event CARD, "
    "province PROVINCE, bust N"
)
AMOUNTS = {"dignitas": "dignitas", "legions": "legions", "legion": "legions",
           "allied": "legions", "private": "private", "bust": "bust", "busts": "bust"}  # fmt: skip
REFUSED = {"auctoritas", "legacy", "legacies", "rome", "legions-of-rome"}


def deal(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not a.args:
        raise refuse("usage", USAGE, INPUT)
    other = next((n for n in s.names if n.lower() == a.args[0].lower()), None)
    if other is None:
        raise refuse(
            "unknown-player",
            f"{a.args[0]!r} is not a player (players: {', '.join(s.names)})",
            INPUT,
        )
    if other == a.player:
        raise refuse("self", f"{a.player} cannot deal with themselves", INPUT)
    words = list(a.args[1:])
    if "for" in words:
        i = words.index("for")
        mine, theirs = words[:i], words[i + 1 :]
        if not mine or not theirs:
            side = "before" if not mine else "after"
            raise refuse("usage", f"name what changes hands {side} `for`: {USAGE}", INPUT)
    else:
        mine, theirs = words, []
    if not mine and not theirs:
        raise refuse("usage", f"name what changes hands: {USAGE}", INPUT)
    sides = ((a.player, other, mine), (other, a.player, theirs))
    for giver, taker, goods in sides:  # each side gives from what it held before the deal
        _hand_over(board, s, giver, taker, goods)
    said: E = []
    for giver, taker, goods in sides:
        s, more = _hand_over(board, s, giver, taker, goods)
        said += more
    return s, [
        ev(f"Deal between {a.player} and {other}: " + "; ".join(e.text for e in said), DEALMAKING)
    ]


def _hand_over(board: Board, s: State, giver: str, taker: str, goods: list[str]) -> tuple[State, E]:
    if len(goods) % 2:
        raise refuse(
            "usage", f"{' '.join(goods)}: each good is a word and a value ({USAGE})", INPUT
        )
    said: E = []
    for what, value in zip(goods[::2], goods[1::2], strict=True):
        if what in REFUSED:
            label = {"legacies": "legacy", "legions-of-rome": "rome"}.get(what, what)
            thing = {"auctoritas": "Auctoritas", "legacy": "A Legacy card",
                     "rome": "The Legions of Rome"}[label]  # fmt: skip
            raise refuse(
                "no-deal",
                f"{thing} cannot be dealt (Legacy cards, Auctoritas and the Legions of Rome "
                "are never currency)",
                NOT_FOR_DEALS,
            )
        if what == "event":
            s, text = _event(s, giver, taker, value)
        elif what == "province":
            s, text = _province(board, s, giver, taker, value)
        elif what in AMOUNTS:
            s, text = _amount(s, giver, taker, AMOUNTS[what], value)
        else:
            raise refuse("usage", f"{what!r} is not something to deal ({USAGE})", INPUT)
        said.append(ev(text, DEALMAKING))
    return s, said


def _count(what: str, value: str) -> int:
    if not value.isdigit() or int(value) < 1:
        raise refuse("number", f"{what} {value}: give a whole number, 1 or more", INPUT)
    return int(value)


def _amount(s: State, giver: str, taker: str, what: str, value: str) -> tuple[State, str]:
    n = _count(what, value)
    if what == "bust":
        have = s.familia(giver).reserve
        if have < n:
            raise refuse("busts", f"{giver} has {plural(have, 'Bust')} in Reserve", BUSTS)
        stock = s.familia(taker).stock
        if stock < n:
            raise refuse("busts", f"{taker} has {plural(stock, 'Bust')} in Stock", BUSTS)
        s = add(add(s, giver, reserve=-n, stock=n), taker, stock=-n, reserve=n)
        return s, f"{giver} gives up {plural(n, 'Bust')} from Reserve, {taker} gains {n}"
    have = getattr(s.familia(giver), what)
    label = {"dignitas": "Dignitas", "legions": "Allied Legion", "private": "Private Legion"}[what]
    goods = f"{n} Dignitas" if what == "dignitas" else plural(n, label)
    if have < n:
        held = f"{have} Dignitas" if what == "dignitas" else plural(have, label)
        raise refuse("short", f"{giver} has {held}, cannot give {goods}", DEALMAKING)
    s = add(add(s, giver, **{what: -n}), taker, **{what: n})
    return s, f"{giver} gives {taker} {goods}"


def _event(s: State, giver: str, taker: str, card: str) -> tuple[State, str]:
    """A Draft Event changes hands face down: the card is named to the two players only
    (the log masks it)."""
    g, t = s.familia(giver), s.familia(taker)
    if s.physical:
        n = _count("event", card)
        if g.draft_count < n:
            raise refuse(
                "no-event", f"{giver} holds {plural(g.draft_count, 'Draft Event')}", DEALMAKING
            )
        s = with_familia(s, giver, draft_count=g.draft_count - n)
        s = with_familia(s, taker, draft_count=t.draft_count + n)
        return s, f"{giver} gives {taker} {plural(n, 'Draft Event')}"
    if card not in g.draft:
        raise refuse("no-event", f"{giver} does not hold that Draft Event", DEALMAKING)
    left = list(g.draft)
    left.remove(card)
    s = with_familia(s, giver, draft=tuple(left), draft_count=g.draft_count - 1)
    s = with_familia(s, taker, draft=(*t.draft, card), draft_count=t.draft_count + 1)
    return s, f"{giver} gives {taker} a Draft Event"


def _province(board: Board, s: State, giver: str, taker: str, text: str) -> tuple[State, str]:
    """A Governorship: the giver's Bust goes home to Reserve, the taker places one of theirs
    from Reserve in its place (a Bust swap)."""
    prov = _region(board, s, text)
    if s.governor(prov) != giver:
        raise refuse("not-governor", f"{giver} does not govern {prov}", DEALMAKING)
    e = s.election
    if e is not None and e.province == prov:
        raise refuse(
            "in-election",
            f"{prov} is being elected: its Governorship changes hands by the vote",
            ref("Elections"),
        )
    if not s.familia(taker).reserve:
        raise refuse("no-reserve", f"{taker} has no Bust in Reserve to govern {prov}", DEALMAKING)
    s = add(set_governor(s, prov, None), giver, reserve=1)
    s = set_governor(add(s, taker, reserve=-1), prov, taker)
    return s, f"{giver} hands the Governorship of {prov} to {taker}"
