"""Exact odds of a pending draw: every way the cards left (and 50/50 thumbs) can fall,
enumerated with fractions, never sampled.

Pure and generic: a game says what is left in its deck and what each draw leads to; this
module weighs the ways. ``Odds`` is what the table reads: each outcome's chance and the
expected value of what it counts (casualties, busts lost).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any, TypeVar

from lictor.i18n import current_lang, said_section, t

T = TypeVar("T", bound=Hashable)
U = TypeVar("U", bound=Hashable)

Dist = dict[Any, Fraction]


def draw_one(counts: Mapping[str, int]) -> dict[str, Fraction]:
    """One card from a deck of ``counts`` copies: each card's chance (copies / cards)."""
    total = sum(n for n in counts.values() if n > 0)
    if total == 0:
        return {}
    return {card: Fraction(n, total) for card, n in counts.items() if n > 0}


def draw_n(counts: Mapping[str, int], n: int) -> dict[tuple[str, ...], Fraction]:
    """``n`` cards drawn together (without replacement) from a deck of ``counts`` copies:
    the chance of each hand, written as its cards sorted. Exact: every way to take k of
    each card's copies, C(copies, k) each, over C(cards, n)."""
    kinds = sorted(card for card, c in counts.items() if c > 0)
    total = sum(counts[k] for k in kinds)
    if not 0 <= n <= total:
        return {}
    out: dict[tuple[str, ...], Fraction] = {}
    whole = comb(total, n)

    def take(i: int, left: int, hand: tuple[str, ...], ways: int) -> None:
        if i == len(kinds):
            if left == 0:
                out[hand] = Fraction(ways, whole)
            return
        for k in range(min(left, counts[kinds[i]]) + 1):
            take(i + 1, left - k, hand + (kinds[i],) * k, ways * comb(counts[kinds[i]], k))

    take(0, n, (), 1)
    return out


def draw_until(
    counts: Mapping[str, int], stop: Callable[[str], bool]
) -> dict[tuple[str, ...], Fraction]:
    """Cards drawn one by one until one that ``stop``s (or the deck runs out): the chance
    of each draw, written as the cards drawn before the stop, sorted, then the stopping
    card (the order before the stop never changes an outcome). Exact, and quick: the
    ways are merged by what is left, never walked card by card."""
    out: dict[tuple[str, ...], Fraction] = {}
    going: dict[tuple[str, ...], Fraction] = {(): Fraction(1)}
    while going:
        after: dict[tuple[str, ...], Fraction] = {}
        for drawn, p in going.items():
            left = dict(counts)
            for card in drawn:
                left[card] -= 1
            step = draw_one(left)
            if not step:
                out[drawn] = out.get(drawn, Fraction(0)) + p
                continue
            for card, q in step.items():
                if stop(card):
                    key = (*drawn, card)
                    out[key] = out.get(key, Fraction(0)) + p * q
                else:
                    key = tuple(sorted((*drawn, card)))
                    after[key] = after.get(key, Fraction(0)) + p * q
        going = after
    return out


def thumbs_down(flips: int) -> dict[int, Fraction]:
    """``flips`` thumbs, each up or down with even chance: the chance of k downs."""
    return {k: Fraction(comb(flips, k), 2**flips) for k in range(flips + 1)}


def coin() -> dict[str, Fraction]:
    """One thumb flip."""
    return {"up": Fraction(1, 2), "down": Fraction(1, 2)}


def then(
    first: Mapping[T, Fraction], second: Callable[[T], Mapping[U, Fraction]]
) -> dict[tuple[T, U], Fraction]:
    """Two independent steps, the second knowing the first: each pair's chance."""
    out: dict[tuple[T, U], Fraction] = {}
    for a, p in first.items():
        for b, q in second(a).items():
            out[(a, b)] = out.get((a, b), Fraction(0)) + p * q
    return out


def push(dist: Iterable[tuple[T, Fraction]], f: Callable[[T], U]) -> dict[U, Fraction]:
    """The chance of each value of ``f`` over the outcomes of ``dist``."""
    out: dict[U, Fraction] = {}
    for x, p in dist:
        y = f(x)
        out[y] = out.get(y, Fraction(0)) + p
    return out


def expected(dist: Iterable[tuple[Fraction | int, Fraction]]) -> Fraction:
    return sum((Fraction(v) * p for v, p in dist), Fraction(0))


# the decimal mark of each language spoken (English's point is the default): Italian
# writes 18,2% and 2,25
DECIMAL_MARK = {"it": ","}


def _decimal(text: str) -> str:
    return text.replace(".", DECIMAL_MARK.get(current_lang(), "."))


def percent(p: Fraction) -> str:
    """``37.5%``; exact values keep up to one decimal (``33.3%``), 0 and 1 read plainly."""
    value = float(p) * 100
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return f"{_decimal(text)}%"


def number(p: Fraction) -> str:
    """An expectation: ``2``, ``2.25``, ``1.33``."""
    return _decimal(f"{float(p):.2f}".rstrip("0").rstrip("."))


@dataclass(frozen=True)
class Odds:
    """The odds of one pending draw, as the table reads them."""

    what: str  # "the combat card for Etruria (12 cards left)"
    outcomes: tuple[tuple[str, Fraction], ...]  # each outcome and its exact chance
    expectations: tuple[tuple[str, Fraction], ...] = ()  # "casualties" -> expected value
    section: str = ""

    def text(self) -> str:
        chances = ", ".join(f"{label} {percent(p)} ({p})" for label, p in self.outcomes if p)
        means = "".join(
            "; " + t("expected {what}: {value}", what=label, value=number(v))
            for label, v in self.expectations
        )
        where = f"  [{said_section(self.section)}]" if self.section else ""
        return t("Odds of {what}: {chances}", what=self.what, chances=chances) + means + where

    def as_dict(self) -> dict[str, Any]:
        return {
            "what": self.what,
            "outcomes": [
                {"outcome": label, "chance": str(p), "percent": round(float(p) * 100, 1)}
                for label, p in self.outcomes
            ],
            "expected": {label: float(v) for label, v in self.expectations},
            "section": self.section,
        }
