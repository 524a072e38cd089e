"""Whole seeded solo and two-player games of every scenario with NPC Senators (Solo &
2-Player Addenda, Dealmaking variant), virtual and physical: random human moves, the NPCs
by the referee; the invariants hold at every step, the log replays to the same state, the
same seed gives the same game, and the game reaches its end."""

from __future__ import annotations

import pytest

from lictor.rules.replay import replay
from tests.games.carta_imperia.npc_kit import GAMES, SCENARIOS, npc_playout, npc_seats

LAST = {"full": 7, "rise-of-the-republic": 4, "fall-of-the-republic": 7}


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize(("humans", "npcs"), [(1, 2), (2, 1)])
@pytest.mark.parametrize("physical", [False, True])
def test_npc_games_finish_keep_the_invariants_and_replay(
    scenario: str, humans: int, npcs: int, physical: bool
) -> None:
    game = GAMES[scenario]
    seed = 100 + humans * 7 + physical
    s, log, by_npc = npc_playout(scenario, seed, humans, npcs, physical)
    assert by_npc > 20  # the NPCs played their seats, not the random mover
    seats, names = npc_seats(game, humans, npcs)
    options = {"scenario": scenario, "npc": names}
    for cut in range(0, len(log), max(1, len(log) // 8)):
        again, _ = replay(game, seats, seed, physical, log[:cut], options)
        assert game.npc_turn(again) == game.npc_turn(again)  # pure: asked twice, same answer
    again, _ = replay(game, seats, seed, physical, log, options)
    assert again == s
    assert s.outcome in {"winner", "duovirate", "triumvirate", "republic-survives", "rome-falls"}
    if s.outcome != "rome-falls":
        assert s.era == LAST[scenario]


def test_same_seed_same_npc_game() -> None:
    first = npc_playout("full", 42, 1, 2, False)
    assert npc_playout("full", 42, 1, 2, False) == first
    assert npc_playout("full", 43, 1, 2, False)[1] != first[1]


def test_npcs_may_fill_empty_seats_of_a_bigger_game_beyond_the_addenda() -> None:
    s, _, by_npc = npc_playout("rise-of-the-republic", 5, 2, 3, False)
    assert s.step == "over" and by_npc > 20
