"""The statistics of a lab: Wilson score intervals for a proportion, the pooled
two-proportion z-test and Newcombe's hybrid score interval for a difference.

Wilson (1927) is well behaved near 0 and 1 and for small counts, where the normal
("Wald") interval is not; Newcombe (1998, method 10) builds the difference's interval from
the two Wilson intervals.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054  # the 97.5% point of the standard normal


@dataclass(frozen=True)
class Proportion:
    k: int
    n: int
    low: float
    high: float

    @property
    def p(self) -> float:
        return self.k / self.n if self.n else 0.0

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2


def wilson(k: int, n: int, z: float = Z95) -> Proportion:
    """The Wilson score interval of ``k`` successes in ``n`` trials."""
    if n <= 0:
        return Proportion(k, n, 0.0, 1.0)
    if not 0 <= k <= n:
        raise ValueError(f"{k} successes out of {n} trials")
    p = k / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return Proportion(k, n, max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Comparison:
    """Variant against base: the difference (variant - base), its interval, the test."""

    base: Proportion
    variant: Proportion
    difference: float
    low: float
    high: float
    z: float
    p_value: float

    @property
    def significant(self) -> bool:
        return self.p_value < 0.05


def two_proportions(base: Proportion, variant: Proportion, z: float = Z95) -> Comparison:
    """The pooled two-proportion z-test (two-sided) of ``variant`` against ``base``, and
    Newcombe's hybrid score interval (method 10) for the difference ``variant - base``."""
    p1, p2 = variant.p, base.p
    diff = p1 - p2
    l1, u1 = wilson(variant.k, variant.n, z).low, wilson(variant.k, variant.n, z).high
    l2, u2 = wilson(base.k, base.n, z).low, wilson(base.k, base.n, z).high
    low = diff - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)
    high = diff + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)
    n1, n2 = variant.n, base.n
    pooled = (variant.k + base.k) / (n1 + n2) if n1 + n2 else 0.0
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2)) if n1 and n2 else 0.0
    if se == 0.0:
        score, p_value = 0.0, 1.0  # both all-or-nothing the same way: nothing to tell apart
    else:
        score = diff / se
        p_value = math.erfc(abs(score) / math.sqrt(2))
    return Comparison(base, variant, diff, low, high, score, p_value)
