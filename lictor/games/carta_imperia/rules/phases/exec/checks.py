"""The cheap tests of II. eXec's offers for the listing (``Verb.check``, rules/phase.py):
each accepts exactly what its handler in ``verbs.py`` accepts, without playing it out (the
last player's eXec opens the Elections). tests/games/carta_imperia/test_cheap_checks.py
holds them to their handlers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.payment import mixes
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import friendly_emporia


@per_state
def _emporia(board: Board, s: State) -> dict[str, int]:
    """Each player's friendly Emporia, asked in this state (filled as they are asked)."""
    return {}


def emporia(board: Board, s: State, name: str) -> int:
    """``table.friendly_emporia``, counted once a state and player (the eXec offers a
    conversion per Emporium, and the listing tests each: issue 27)."""
    kept = _emporia(board, s)
    n = kept.get(name)
    if n is None:
        n = kept[name] = friendly_emporia(board, s, name)
    return n


def _free(s: State, a: Action, kind: str) -> bool:
    """``verbs._exec``: a player still in eXec, who has not done ``kind`` yet."""
    return a.player in s.waiting and not any(w == a.player and k == kind for w, k in s.execs)


def adopt(board: Board, s: State, a: Action) -> bool | None:
    """A Bust from Stock, for its Prestige (a mix the player can pay)."""
    if not _free(s, a, "adopt"):
        return False
    f = s.familia(a.player)
    if not f.stock:
        return False
    cost = board.busts - f.stock
    return cost <= 0 or bool(mixes(f, cost))


def convert(board: Board, s: State, a: Action) -> bool | None:
    """1 Dignitas to Auctoritas per friendly Emporium, as many as the player has."""
    if not a.args:
        return None
    if not _free(s, a, "convert"):
        return False
    try:
        n = int(a.args[0])
    except ValueError:
        return False
    return 1 <= n <= emporia(board, s, a.player) and n <= s.familia(a.player).dignitas


def enact(board: Board, s: State, a: Action) -> bool | None:
    """The next Reform of a row (a row's name alone; a Reform named is left to the handler):
    a row not full, a Bust in Reserve and its column's Auctoritas."""
    if len(a.args) != 1:
        return None
    if not _free(s, a, "enact"):
        return False
    try:
        row, names = board.reform_row(a.args[0])
    except Exception:  # the handler's own: any refusal of the row's name
        return False
    col = 1 + sum(1 for r, *_ in s.reforms if r == row)
    if col > len(names):
        return False
    f = s.familia(a.player)
    return bool(f.reserve) and f.auctoritas >= board.reform_costs[col - 1]


def done(board: Board, s: State, a: Action) -> bool | None:
    """A player still in eXec."""
    return a.player in s.waiting


def reform(board: Board, s: State, a: Action) -> bool | None:
    """A timed Reform used as an action (``reforms.reform``, a tool offered at every
    battle, muster and eXec step): False where the handler refuses whatever the words
    after the Reform's name say - a Reform lictor does not time, the wrong moment or a
    General not in the battle, a Reform not enacted, used this Era already, or a fee the
    player cannot pay (every accepted use passes ``_use_reform``). A Reform adding Strength
    to the battle is accepted said alone; the rest (the Legions bought, the games' thumb,
    their Dignitas) is left to the handler: None."""
    from lictor.games.carta_imperia.rules.phases.elections.steps import reform_fee
    from lictor.games.carta_imperia.rules.phases.exec.reforms import _named, _on_time
    from lictor.games.carta_imperia.rules.table import Refuse, enacted

    if not a.args or not a.player:
        return None
    if a.player not in s.names:
        return False  # ``Procedure.apply`` refuses a name not at the table first
    try:
        name, rest = _named(board, a.args)
        fx = board.effect(name)
        if fx is None:
            return False
        _on_time(s, a.player, fx.name, fx.when, mustering=bool(fx.legions))
    except Refuse:
        return False
    if enacted(board, s, fx.name) is None or (a.player, fx.name) in s.used_reforms:
        return False
    fee, _ = reform_fee(board, s, a.player, fx.name)
    if s.familia(a.player).auctoritas < fee:
        return False
    if fx.legions or fx.games or s.step != "battle":
        return None  # the Legions bought, the games' Dignitas and thumb: the handler's
    return not rest  # a Strength for the battle: the Reform's name alone
