"""The lab's statistics against published figures: Newcombe (1998, Statistics in Medicine
17: 857-872 and 873-890: a Wilson interval of his Table I, the hybrid score interval of
his difference example) and the Wilson intervals worked to double precision (z = 1.96)
in a well-known programming puzzle's test cases."""

from __future__ import annotations

import math

import pytest

from lictor.lab.stats import two_proportions, wilson


def test_wilson_interval_matches_newcombes_table() -> None:
    p = wilson(81, 263)
    assert p.low == pytest.approx(0.2553, abs=5e-5)
    assert p.high == pytest.approx(0.3662, abs=5e-5)


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [
        (0, 1, 0.0, 0.7934567085261071),
        (1, 1, 0.20654329147389294, 1.0),
        (1, 2, 0.09452865480086611, 0.905471345199134),
        (1, 11, 0.016231752262825982, 0.3773646254862038),
        (10, 100, 0.05522854161313612, 0.1743673043676654),
    ],
)
def test_wilson_interval_to_double_precision(k: int, n: int, low: float, high: float) -> None:
    p = wilson(k, n, z=1.96)
    assert p.low == pytest.approx(low, rel=1e-12, abs=1e-15)
    assert p.high == pytest.approx(high, rel=1e-12)


def test_wilson_interval_narrows_as_the_games_grow() -> None:
    widths = [wilson(n // 2, n).half_width for n in (100, 10_000, 1_000_000)]
    assert widths[0] > widths[1] > widths[2]
    assert widths[1] == pytest.approx(1.96 * math.sqrt(0.25 / 10_000), rel=1e-3)


def test_newcombe_difference_interval_matches_his_example() -> None:
    # 56/70 against 48/80: difference 0.2, hybrid score interval 0.0524 to 0.3339
    c = two_proportions(wilson(48, 80), wilson(56, 70))
    assert c.difference == pytest.approx(0.2)
    assert c.low == pytest.approx(0.0524, abs=5e-5)
    assert c.high == pytest.approx(0.3339, abs=5e-5)


def test_pooled_z_test_of_two_proportions() -> None:
    # pooled p = 104/150; z = 0.2 / sqrt(p (1 - p) (1/70 + 1/80))
    pooled = 104 / 150
    z = 0.2 / math.sqrt(pooled * (1 - pooled) * (1 / 70 + 1 / 80))
    c = two_proportions(wilson(48, 80), wilson(56, 70))
    assert c.z == pytest.approx(z)
    assert c.p_value == pytest.approx(math.erfc(z / math.sqrt(2)))
    assert 0.005 < c.p_value < 0.01 and c.significant


def test_equal_proportions_are_not_significant() -> None:
    c = two_proportions(wilson(500, 1000), wilson(510, 1000))
    assert not c.significant
    assert c.low < 0 < c.high
