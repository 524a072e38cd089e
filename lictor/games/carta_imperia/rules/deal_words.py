"""A deal's words read the other way round: how its other party would offer it."""

from __future__ import annotations

from collections.abc import Sequence


def flipped_deal(words: Sequence[str]) -> str:
    """``deal Cy Ben event X for dignitas 90`` as Ben offers it: ``deal Ben Cy dignitas 90
    for event X`` ("" if it has no ``for``: what it gives is the first player's)."""
    w = list(words)
    if len(w) < 3 or "for" not in w[3:]:
        return ""
    i = w.index("for", 3)
    return " ".join(["deal", w[2], w[1], *w[i + 1 :], "for", *w[3:i]])
