"""The pack's numbers as the referee reads them: an Era label, a bounded whole number,
and the bounds (no deck of 100,000 cards, no billion Legions)."""

from __future__ import annotations

from typing import Any

from lictor.games.carta_imperia.rules.board import ERAS
from lictor.i18n import t


def _era(label: Any) -> int:
    text = str(label or "").strip()
    return 0 if text in ("", "Any") else ERAS[text]


MAX_COPIES = 200  # copies of one card a referee deck may hold (the rulebook's are far fewer)
MAX_DECK = 500  # cards in one deck the referee deals
MAX_COUNT = 100  # pieces of one kind (legions, busts, a Reform's cost, a region's shields)


def _count(value: Any, what: str, top: int = MAX_COUNT) -> int:
    """A whole number from 0 to ``top`` (an int, or a float with no fraction)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(
            t("{what}: expected a whole number, got {value}", what=what, value=repr(value))
        )
    if isinstance(value, float) and not value.is_integer():
        raise ValueError(
            t("{what}: expected a whole number, got {value}", what=what, value=repr(value))
        )
    if not 0 <= value <= top:
        raise ValueError(
            t("{what}: expected 0 to {top}, got {value}", what=what, top=top, value=f"{value:g}")
        )
    return int(value)
