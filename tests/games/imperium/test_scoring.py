"""Imperium: Scoring, Ties, Proconsuls and the end of the game, with the rulebook's examples."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lictor.errors import BadInput
from lictor.games.imperium.rules.board import load_board
from lictor.games.imperium.rules.scoring import final_check, score_province

BOARD = load_board()
FIVE = ["yellow", "red", "blue", "purple", "green"]


def test_scoring_rulebook_example_macedonia() -> None:
    r = score_province(
        BOARD,
        FIVE,
        "Macedonia",
        {"yellow": 4, "red": 3, "blue": 2, "purple": 2, "green": 1},
        {"Asia": "yellow"},
    )
    # yellow 7 + 1 for becoming proconsul + 1 for adjacent Asia; blue/purple tied: 2 each
    assert dict(r.points) == {"yellow": 9, "red": 5, "blue": 2, "purple": 2, "green": 0}
    assert r.proconsul == "yellow" and r.proconsuls["Macedonia"] == "yellow"


def test_ties_two_tied_for_first_take_rank_two() -> None:
    r = score_province(BOARD, ["a", "b", "c", "d"], "Macedonia", {"a": 3, "b": 3, "c": 1}, {})
    assert (r.points["a"], r.points["b"], r.points["c"]) == (5, 5, 3)
    assert r.proconsul is None


def test_ties_three_tied_take_the_lowest_rank_they_cover() -> None:
    four = score_province(BOARD, ["a", "b", "c", "d"], "Macedonia", {"a": 2, "b": 2, "c": 2}, {})
    assert [four.points[p] for p in "abc"] == [3, 3, 3]
    three = score_province(BOARD, ["a", "b", "c"], "Macedonia", {"a": 2, "b": 2, "c": 2}, {})
    assert [three.points[p] for p in "abc"] == [0, 0, 0]  # only 2 of 3 players can score


def test_scoring_at_most_players_minus_one_score() -> None:
    r = score_province(BOARD, ["a", "b", "c"], "Asia", {"a": 3, "b": 2, "c": 1}, {})
    assert r.points["c"] == 0


def test_proconsul_chain_rulebook_example_aegyptus() -> None:
    r = score_province(BOARD, ["a", "b"], "Aegyptus", {"a": 2}, {"Africa": "a", "Hispania": "a"})
    assert r.points["a"] == 8 + 3  # 1 + Africa + Hispania, an unbroken chain


def test_proconsul_chain_breaks_at_a_rival() -> None:
    r = score_province(BOARD, ["a", "b"], "Aegyptus", {"a": 2}, {"Africa": "b", "Hispania": "a"})
    assert r.points["a"] == 8 + 1


def test_proconsul_on_a_tie_the_old_proconsul_stays() -> None:
    r = score_province(BOARD, ["a", "b", "c"], "Gallia", {"a": 2, "b": 2}, {"Gallia": "c"})
    assert r.proconsul == "c" and r.proconsuls["Gallia"] == "c"


def test_proconsul_sole_leader_replaces_the_old_one() -> None:
    r = score_province(BOARD, ["a", "b", "c"], "Gallia", {"a": 3, "b": 2}, {"Gallia": "c"})
    assert r.proconsul == "a" and r.points["c"] == 0


def test_unknown_province_and_player_are_refused() -> None:
    with pytest.raises(BadInput, match="unknown province 'Britannia'"):
        score_province(BOARD, ["a", "b"], "Britannia", {"a": 1}, {})
    with pytest.raises(BadInput, match=r"markers\.z"):
        score_province(BOARD, ["a", "b"], "Asia", {"z": 1}, {})


def test_end_of_the_game_needs_40_and_a_sole_leader() -> None:
    assert not final_check(BOARD, {"a": 39, "b": 10}).over
    assert not final_check(BOARD, {"a": 41, "b": 41}).over
    done = final_check(BOARD, {"a": 42, "b": 25, "c": 3})
    assert done.over and done.winner == "a"
    assert dict(done.titles) == {"a": "Consul", "b": "Senator", "c": "Patrician"}


@given(
    st.sampled_from([p.name for p in BOARD.provinces]),
    st.lists(st.integers(0, 6), min_size=2, max_size=5),
)
def test_points_handed_out_never_exceed_the_province_list(province: str, counts: list[int]) -> None:
    players = [f"p{i}" for i in range(len(counts))]
    r = score_province(BOARD, players, province, dict(zip(players, counts, strict=True)), {})
    bonus = 1 if r.proconsul else 0
    assert sum(r.points.values()) - bonus <= sum(BOARD.province(province).points)
