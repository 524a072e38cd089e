"""The Historical variant's sharing between Familiae (Solo & 2-Player Addenda): a Legion or
a Bust passes from one Familia to another for 1 Dignitas each, paid by the recipient to the
donor; no other deal, and no gift, moves anything between them (Dignitas passes only by
an eXtort settlement of up to Era # and the equal shares of conquest).

``share DONOR RECIPIENT legions N`` (Allied Legions: a Familia's Private Legions are its
Gens's own, raised for it and never traded in any game, so they are not shared either - a
reading of ours, reconstruction: the Addenda say "Legion" without saying which) or
``share DONOR RECIPIENT busts N`` (a Bust from the donor's Reserve to Stock, one from the
recipient's Stock to Reserve, as a deal's Bust: lictor's reconstruction, phases/tools/deal.py).
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.historical import DIGNITAS, SHARING
from lictor.games.carta_imperia.rules.phases.tools.counts import said_count
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import add
from lictor.i18n import t

USAGE = "share DONOR RECIPIENT legions|busts N"
KINDS = {"legions": "legions", "legion": "legions", "busts": "busts", "bust": "busts"}


def closed(s: State, verb: str) -> None:
    """``deal`` and ``give`` in the Historical variant: refused, naming what is open."""
    if s.historical is not None:
        raise refuse(
            "historical",
            t(
                "{verb}: in the Historical variant the Familiae share "
                "Legions and Busts only (share DONOR RECIPIENT "
                "legions|busts N, 1 Dignitas each to the donor) and "
                "Dignitas only by an eXtort settlement (settle LITIGANT "
                "TARGET N, up to Era #) or the spoils of conquest",
                verb=verb,
            ),
            DIGNITAS,
        )


def share(board: Board, s: State, a: Action) -> tuple[State, E]:
    h = s.historical
    if h is None:
        raise refuse(
            "not-historical",
            t("share: only the Historical variant shares (share DONOR RECIPIENT legions|busts N)"),
            SHARING,
        )
    if len(a.args) != 3:
        raise refuse("usage", USAGE, INPUT)
    to = next((n for n in s.names if n.lower() == a.args[0].lower()), None)
    if to is None or to == a.player:
        said = t(
            "{a_args_0} is not another Familia (Familiae: {join_s_names})",
            a_args_0=repr(a.args[0]),
            join_s_names=", ".join(s.names),
        )
        raise refuse("unknown-player", said, INPUT)
    kind = KINDS.get(a.args[1].lower())
    if kind is None:
        raise refuse(
            "usage",
            t(
                "{a_args_1}: Legions or Busts are shared (share DONOR RECIPIENT legions|busts N)",
                a_args_1=repr(a.args[1]),
            ),
            INPUT,
        )
    if not a.args[2].isdigit() or int(a.args[2]) < 1:
        raise refuse(
            "number",
            t("share: N is a whole number, 1 or more, not {a_args_2}", a_args_2=repr(a.args[2])),
            INPUT,
        )
    n = int(a.args[2])
    price = n * h.price
    giver, taker = s.familia(a.player), s.familia(to)
    if kind == "legions" and giver.legions < n:
        held = said_count(giver.legions, "Allied Legion")
        raise refuse(
            "short",
            t("{a_player} has {held}, cannot share {n}", a_player=a.player, held=held, n=n),
            SHARING,
        )
    if kind == "busts" and giver.reserve < n:
        raise refuse(
            "busts",
            t(
                "{a_player} has {plural_giver_reserve_bust} in Reserve",
                a_player=a.player,
                plural_giver_reserve_bust=said_count(giver.reserve, "Bust"),
            ),
            SHARING,
        )
    if kind == "busts" and taker.stock < n:
        raise refuse(
            "busts",
            t(
                "{to} has {plural_taker_stock_bust} in Stock",
                to=to,
                plural_taker_stock_bust=said_count(taker.stock, "Bust"),
            ),
            SHARING,
        )
    if taker.dignitas < price:
        raise refuse(
            "short",
            t(
                "{to} pays {price} Dignitas for them and has {taker_dignitas}",
                to=to,
                price=price,
                taker_dignitas=taker.dignitas,
            ),
            SHARING,
        )
    if kind == "legions":
        s = add(add(s, a.player, legions=-n), to, legions=n)
        what = said_count(n, "Allied Legion")
    else:
        s = add(add(s, a.player, reserve=-n, stock=n), to, stock=-n, reserve=n)
        what = said_count(n, "Bust")
    s = add(add(s, to, dignitas=-price), a.player, dignitas=price)
    return s, [
        ev(
            t(
                "{a_player} shares {what} with {to}, who pays {price} Dignitas",
                a_player=a.player,
                what=what,
                to=to,
                price=price,
            ),
            SHARING,
        )
    ]
