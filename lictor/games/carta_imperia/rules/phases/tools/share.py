"""The Historical variant's sharing between Familiae (Solo & 2-Player Addenda): a Legion or
a Bust passes from one Familia to another for 1 Dignitas each, paid by the recipient to the
donor; no other deal, and no gift, moves anything between them (Dignitas passes only by
an eXtort settlement of up to Era # and the equal shares of conquest).

``share DONOR RECIPIENT legions N`` (Allied Legions) or ``share DONOR RECIPIENT busts N``
(a Bust from the donor's Reserve to Stock, one from the recipient's Stock to Reserve, as a
deal's Bust: lictor's reconstruction, phases/tools/deal.py).
"""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev, plural
from lictor.games.carta_imperia.rules.common_verbs import refuse
from lictor.games.carta_imperia.rules.historical import DIGNITAS, SHARING
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import add

USAGE = "share DONOR RECIPIENT legions|busts N"
KINDS = {"legions": "legions", "legion": "legions", "busts": "busts", "bust": "busts"}


def closed(s: State, verb: str) -> None:
    """``deal`` and ``give`` in the Historical variant: refused, naming what is open."""
    if s.historical is not None:
        raise refuse(
            "historical",
            f"{verb}: in the Historical variant the Familiae share Legions and Busts only "
            f"({USAGE}, 1 Dignitas each to the donor) and Dignitas only by an eXtort "
            "settlement (settle LITIGANT TARGET N, up to Era #) or the spoils of conquest",
            DIGNITAS,
        )


def share(board: Board, s: State, a: Action) -> tuple[State, E]:
    h = s.historical
    if h is None:
        raise refuse(
            "not-historical", f"share: only the Historical variant shares ({USAGE})", SHARING
        )
    if len(a.args) != 3:
        raise refuse("usage", USAGE, INPUT)
    to = next((n for n in s.names if n.lower() == a.args[0].lower()), None)
    if to is None or to == a.player:
        said = f"{a.args[0]!r} is not another Familia (Familiae: {', '.join(s.names)})"
        raise refuse("unknown-player", said, INPUT)
    kind = KINDS.get(a.args[1].lower())
    if kind is None:
        raise refuse("usage", f"{a.args[1]!r}: Legions or Busts are shared ({USAGE})", INPUT)
    if not a.args[2].isdigit() or int(a.args[2]) < 1:
        raise refuse("number", f"share: N is a whole number, 1 or more, not {a.args[2]!r}", INPUT)
    n = int(a.args[2])
    price = n * h.price
    giver, taker = s.familia(a.player), s.familia(to)
    if kind == "legions" and giver.legions < n:
        held = plural(giver.legions, "Allied Legion")
        raise refuse("short", f"{a.player} has {held}, cannot share {n}", SHARING)
    if kind == "busts" and giver.reserve < n:
        raise refuse("busts", f"{a.player} has {plural(giver.reserve, 'Bust')} in Reserve", SHARING)
    if kind == "busts" and taker.stock < n:
        raise refuse("busts", f"{to} has {plural(taker.stock, 'Bust')} in Stock", SHARING)
    if taker.dignitas < price:
        raise refuse(
            "short", f"{to} pays {price} Dignitas for them and has {taker.dignitas}", SHARING
        )
    if kind == "legions":
        s = add(add(s, a.player, legions=-n), to, legions=n)
        what = plural(n, "Allied Legion")
    else:
        s = add(add(s, a.player, reserve=-n, stock=n), to, stock=-n, reserve=n)
        what = plural(n, "Bust")
    s = add(add(s, to, dignitas=-price), a.player, dignitas=price)
    return s, [ev(f"{a.player} shares {what} with {to}, who pays {price} Dignitas", SHARING)]
