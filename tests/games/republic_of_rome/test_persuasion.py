"""Persuasion attempts (1.07.412-1.07.414)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules.persuasion import chance_at_most, persuasion


def test_persuasion_bribes_raise_and_counter_bribes_lower_the_target() -> None:
    r = persuasion(base=6, bribes=3, counter_bribes=1)
    assert r.target == 8 and r.chance == Fraction(26, 36)


def test_persuasion_all_talents_go_to_the_target_whatever_the_result() -> None:
    assert persuasion(6, 3, 2, roll=12).talents_to_target == 5
    assert persuasion(6, 3, 2, roll=12).success is False
    assert persuasion(6, 3, 2, roll=7).success is True


@pytest.mark.parametrize(("target", "ways"), [(1, 0), (2, 1), (7, 21), (12, 36), (15, 36)])
def test_odds_on_2d6(target: int, ways: int) -> None:
    assert chance_at_most(target) == Fraction(ways, 36)


def test_bad_roll_is_refused() -> None:
    with pytest.raises(BadInput, match="--roll"):
        persuasion(6, 0, 0, roll=13)
