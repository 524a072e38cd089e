"""The cheap tests of Scenario II's setup for the listing (``Verb.check``, rules/phase.py):
they accept exactly the Governors, Romanisations and Reforms ``phase.place`` accepts, and
the conversions ``phase.exchange`` accepts, without playing them out (each placement runs
the next placer's turn on, and asks for the reachable regions again); a Romanisation naming
the Governors kept is left to the handler."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import on_turn, region_words, whole
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.phases.scenario_setup.steps import (
    conversion_limit,
    full_tiles,
    governs_on,
    placeable,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import conquerable, governor_of, regions
from lictor.slugs import slug


@per_state
def _placeable(board: Board, s: State) -> frozenset[str]:
    """The words of the regions a Governor may go to now (asked once per listed state)."""
    here = regions(board, s)
    ok = {r.name for r in placeable(board, s)}
    return frozenset(
        word
        for word, name in region_words(board, s).items()
        if name in ok and conquerable(here[name]) and governor_of(s, name) is None
    )


def place(board: Board, s: State, a: Action) -> bool | None:
    """A Governor from Stock: the placer's turn, a Bust in Stock, one region that can hold a
    Governor, not governed, and among the regions it may go to now (``placeable``: reached
    from Rome or a governed Province, overseas only once Italy is governed, and there the
    lowest Status)."""
    if not a.args or (a.args[0] in ("romanise", "reform") and len(a.args) != 2):
        return None  # no word, or the Governors kept on a tile Romanised: the handler's
    if not on_turn(s, a):
        return False
    if not s.familia(a.player).stock:
        return False
    if a.args[0] == "reform":
        return _reform(board, s, a)
    if a.args[0] == "romanise":
        return _romanise(board, s, a)
    if len(a.args) != 1:
        return False
    return slug(a.args[0]) in _placeable(board, s)


def _romanise(board: Board, s: State, a: Action) -> bool:
    """``phase._romanise``, no keepers named: a tile of the map full of Governors, not
    Romanised yet, where the placer governs a region (its contested Provinces keep their
    default Governors)."""
    try:
        tile = board.tile(a.args[1])
    except Exception:  # the handler's own: any refusal of the tile's name
        return False
    return tile.name in full_tiles(board, s) and governs_on(board, s, a.player, tile)


def _reform(board: Board, s: State, a: Action) -> bool:
    """``phase._reform``: a Reform row's next slot, named by the row alone, not full and not
    dearer than the setup allows."""
    try:
        row, names = board.reform_row(a.args[1])
    except Exception:  # the handler's own: any refusal of the row's name
        return False
    col = 1 + sum(1 for r, *_ in s.reforms if r == row)
    return col <= len(names) and board.reform_costs[col - 1] <= board.scenario.setup_reform_max


@per_state
def _limits(board: Board, s: State) -> dict[str, int]:
    """Each waiting player's most Dignitas to convert (``steps.conversion_limit``)."""
    return {p: conversion_limit(board, s, p) for p in s.waiting}


def exchange(board: Board, s: State, a: Action) -> bool | None:
    """Dignitas into Auctoritas at the setup: a player still to convert, a whole number
    from 0 to his limit."""
    limit = _limits(board, s).get(a.player)
    if limit is None or not a.args:
        return False
    n = whole(a, 0)
    return n is not None and 0 <= n <= limit
