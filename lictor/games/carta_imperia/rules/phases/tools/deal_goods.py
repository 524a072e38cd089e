"""Dealmaking's goods changing hands (deal.py): what each side of a deal gives, checked
against what the giver holds and moved, one line each: ``dignitas N``, ``legions N``
(Allied), ``private N``, ``event CARD`` (a Draft Event; ``event N`` with physical cards),
``province PROVINCE`` (the Governorship) and ``bust N``; the goods not for dealmaking
refused. Shared by players' deals and the deals an NPC Senator takes (npc_goods.py)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import _region, promised, refuse
from lictor.games.carta_imperia.rules.phases.tools.counts import said_count
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import add, set_governor, with_familia
from lictor.i18n import t

DEALMAKING = ref("Dealmaking")
NOT_FOR_DEALS = ref("Dealmaking", "not for dealmaking")
# Busts are a Familia's colour: "selling" one moves one of the giver's Busts from Reserve
# back to Stock and one of the taker's from Stock to Reserve (lictor's reconstruction).
BUSTS = ref(
    "Dealmaking",
    "Busts (reconstruction: the giver's Reserve to Stock, the taker's Stock to Reserve)",
)
AMOUNTS = {"dignitas": "dignitas", "legions": "legions", "legion": "legions",
           "allied": "legions", "private": "private", "bust": "bust", "busts": "bust"}  # fmt: skip
REFUSED = {"auctoritas", "legacy", "legacies", "rome", "legions-of-rome"}


def hand_over(
    board: Board, s: State, giver: str, taker: str, goods: list[str], public: bool = False
) -> tuple[State, E]:
    """The goods handed over, each checked. ``public``: check only what every player may
    see of the giver's holdings (his Draft Events in a virtual game are his secret)."""
    if len(goods) % 2:
        raise refuse(
            "usage",
            t(
                "{join_goods}: each good is a word and a value (deal A B "
                "GOODS... [for GOODS...] - goods: dignitas N, legions N, "
                "private N, event CARD, province PROVINCE, bust N)",
                join_goods=" ".join(goods),
            ),
            INPUT,
        )
    said: E = []
    for what, value in zip(goods[::2], goods[1::2], strict=True):
        if what in REFUSED:
            label = {"legacies": "legacy", "legions-of-rome": "rome"}.get(what, what)
            thing = {"auctoritas": "Auctoritas", "legacy": "A Legacy card",
                     "rome": "The Legions of Rome"}[label]  # fmt: skip
            raise refuse(
                "no-deal",
                t(
                    "{thing} cannot be dealt (Legacy cards, Auctoritas and "
                    "the Legions of Rome are never currency)",
                    thing=thing,
                ),
                NOT_FOR_DEALS,
            )
        if what == "event" and public and not s.physical:
            text = t(
                "{giver} gives {taker} a Draft Event", giver=giver, taker=taker
            )  # checked when he agrees
        elif what == "event":
            s, text = _event(s, giver, taker, value)
        elif what == "province":
            s, text = _province(board, s, giver, taker, value)
        elif what in AMOUNTS:
            s, text = _amount(s, giver, taker, AMOUNTS[what], value)
        else:
            raise refuse(
                "usage",
                t(
                    "{what} is not something to deal (deal A B GOODS... [for "
                    "GOODS...] - goods: dignitas N, legions N, private N, "
                    "event CARD, province PROVINCE, bust N)",
                    what=repr(what),
                ),
                INPUT,
            )
        said.append(ev(text, DEALMAKING))
    return s, said


def _count(what: str, value: str) -> int:
    if not value.isdigit() or int(value) < 1:
        raise refuse(
            "number",
            t("{what} {value}: give a whole number, 1 or more", what=what, value=value),
            INPUT,
        )
    return int(value)


def _amount(s: State, giver: str, taker: str, what: str, value: str) -> tuple[State, str]:
    n = _count(what, value)
    if what == "bust":
        have = s.familia(giver).reserve
        if have < n:
            raise refuse(
                "busts",
                t(
                    "{giver} has {plural_have_bust} in Reserve",
                    giver=giver,
                    plural_have_bust=said_count(have, "Bust"),
                ),
                BUSTS,
            )
        stock = s.familia(taker).stock
        if stock < n:
            raise refuse(
                "busts",
                t(
                    "{taker} has {plural_stock_bust} in Stock",
                    taker=taker,
                    plural_stock_bust=said_count(stock, "Bust"),
                ),
                BUSTS,
            )
        s = add(add(s, giver, reserve=-n, stock=n), taker, stock=-n, reserve=n)
        return s, t(
            "{giver} gives up {plural_n_bust} from Reserve, {taker} gains {n}",
            giver=giver,
            plural_n_bust=said_count(n, "Bust"),
            taker=taker,
            n=n,
        )
    have = getattr(s.familia(giver), what)
    label = {"dignitas": "Dignitas", "legions": "Allied Legion", "private": "Private Legion"}[what]
    goods = f"{n} Dignitas" if what == "dignitas" else said_count(n, label)
    if have < n:
        held = f"{have} Dignitas" if what == "dignitas" else said_count(have, label)
        raise refuse(
            "short",
            t("{giver} has {held}, cannot give {goods}", giver=giver, held=held, goods=goods),
            DEALMAKING,
        )
    s = add(add(s, giver, **{what: -n}), taker, **{what: n})
    return s, t("{giver} gives {taker} {goods}", giver=giver, taker=taker, goods=goods)


def _event(s: State, giver: str, taker: str, card: str) -> tuple[State, str]:
    """A Draft Event changes hands face down: the card is named to the two players only
    (the log masks it)."""
    g, tk = s.familia(giver), s.familia(taker)
    if s.physical:
        n = _count("event", card)
        if g.draft_count < n:
            raise refuse(
                "no-event",
                t(
                    "{giver} holds {plural_g_draft_count_draft_event}",
                    giver=giver,
                    plural_g_draft_count_draft_event=said_count(g.draft_count, "Draft Event"),
                ),
                DEALMAKING,
            )
        s = with_familia(s, giver, draft_count=g.draft_count - n)
        s = with_familia(s, taker, draft_count=tk.draft_count + n)
        return s, t(
            "{giver} gives {taker} {plural_n_draft_event}",
            giver=giver,
            taker=taker,
            plural_n_draft_event=said_count(n, "Draft Event"),
        )
    if card not in g.draft:
        raise refuse(
            "no-event", t("{giver} does not hold that Draft Event", giver=giver), DEALMAKING
        )
    held = promised(s, giver, card)
    if held is not None:
        raise refuse(
            "promised",
            t(
                "{giver} has promised that Draft Event to {to} in an open offer (withdraw "
                "{giver} {to} first)",
                giver=giver,
                to=held.to,
            ),
            DEALMAKING,
        )
    left = list(g.draft)
    left.remove(card)
    s = with_familia(s, giver, draft=tuple(left), draft_count=g.draft_count - 1)
    s = with_familia(s, taker, draft=(*tk.draft, card), draft_count=tk.draft_count + 1)
    return s, t("{giver} gives {taker} a Draft Event", giver=giver, taker=taker)


def _province(board: Board, s: State, giver: str, taker: str, text: str) -> tuple[State, str]:
    """A Governorship: the giver's Bust goes home to Reserve, the taker places one of theirs
    from Reserve in its place (a Bust swap)."""
    prov = _region(board, s, text)
    if s.governor(prov) != giver:
        raise refuse(
            "not-governor", t("{giver} does not govern {prov}", giver=giver, prov=prov), DEALMAKING
        )
    e = s.election
    if e is not None and e.province == prov:
        raise refuse(
            "in-election",
            t("{prov} is being elected: its Governorship changes hands by the vote", prov=prov),
            ref("Elections"),
        )
    if not s.familia(taker).reserve:
        raise refuse(
            "no-reserve",
            t("{taker} has no Bust in Reserve to govern {prov}", taker=taker, prov=prov),
            DEALMAKING,
        )
    s = add(set_governor(s, prov, None), giver, reserve=1)
    s = set_governor(add(s, taker, reserve=-1), prov, taker)
    return s, t(
        "{giver} hands the Governorship of {prov} to {taker}", giver=giver, prov=prov, taker=taker
    )
