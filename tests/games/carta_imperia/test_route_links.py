"""Marching on Campaign's most direct route (civil_war/rulings.py ``route``) is found on
each map's steps kept once (civil_war/common.py ``path``): the same route, region by region,
as the search that asks every border itself."""

from __future__ import annotations

import pytest

from lictor.games import referee_game
from lictor.games.carta_imperia.rules.phases.civil_war.common import path
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import route
from lictor.games.carta_imperia.rules.table import regions
from lictor.rules.game import Seats


@pytest.mark.parametrize("scenario", ["fall-of-the-republic", "full"])
def test_the_most_direct_route_is_the_same_on_the_kept_steps(scenario: str) -> None:
    game = referee_game("carta-imperia")
    seats = Seats(tuple(game.seat("Ann,Ben,Cy").items()))
    s = game.setup(seats, 1, False, game.check_options({"scenario": scenario}))
    board = game._b(s)
    here = regions(board, s)
    ports = [n for n, r in here.items() if "naval-port" in r.features]
    crossings = 0
    for start in here:
        for goal in here:
            asked = route(start, goal, here, lambda a, b: board.adjacent(here[a], here[b]), ports)
            assert path(board, s, start, goal) == asked
            crossings += bool(asked and asked[1])
    assert len(here) > 5
    if scenario == "fall-of-the-republic":  # the whole Mediterranean: some routes sail
        assert crossings > 0
