"""Hannibal vs Rome as text: the status view (what one seat may see) in lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def describe(view: Mapping[str, Any]) -> list[str]:
    players = view.get("players", {})
    lines = [
        f"Session {view['session']} - {view['game']} - "
        + ", ".join(f"{side}: {name}" for side, name in players.items()),
        f"{'Province':<18} {'Rome':>5} {'Carthage':>9}",
    ]
    for p in view["provinces"]:
        if p["rome"] or p["carthage"] or p["hannibal"]:
            extra = " + Hannibal" if p["hannibal"] else ""
            lines.append(f"{p['name']:<18} {p['rome']:>5} {p['carthage']:>9}{extra}")
    lines.append(f"{'Sea route':<18} {'Rome':>5} {'Carthage':>9}")
    for r in view["routes"]:
        if r["rome"] or r["carthage"]:
            lines.append(f"{r['name']:<18} {r['rome']:>5} {r['carthage']:>9}")
    hands = view["hands"]
    played = view.get("played", {})
    lines.append(
        "Hands: "
        + ", ".join(hand(side, v) + _played(played.get(side)) for side, v in hands.items())
    )
    revealed = view.get("revealed")
    if revealed:
        lines.append(
            "Just revealed: "
            + ", ".join(f"{side.capitalize()} {card}" for side, card in revealed.items())
            + ("" if view.get("open_discards") else " (set aside face down with the next action)")
        )
    if view.get("your_choice"):
        lines.append(f"Your card this round (secret until both are chosen): {view['your_choice']}")
    return lines


def _played(cards: int | list[int] | None) -> str:
    """`` (played 2 4)`` to their owner; `` (2 played, face down)`` to anyone else."""
    if not cards:
        return ""
    if isinstance(cards, int):
        return f" ({cards} played, face down)"
    return f" (played {' '.join(map(str, cards))})"


def hand(side: str, cards: int | list[int]) -> str:
    """``rome 3 cards`` for a hidden hand, ``rome: 1 2 5`` for the player's own."""
    if isinstance(cards, int):
        return f"{side} {cards} card{'' if cards == 1 else 's'}"
    return f"{side}: {' '.join(map(str, cards))}"


def masked_log(actions: list[str], hidden: int) -> list[str]:
    """The log with the latest ``hidden`` secret cards shown as ``card SIDE ?``."""
    out = []
    for i, words in enumerate(actions, 1):
        if i > len(actions) - hidden and words.startswith("card "):
            words = " ".join(words.split()[:2]) + " ?"
        out.append(words)
    return out


def face_down_log(actions: list[str], shown: int) -> list[str]:
    """The log with every card shown as ``card SIDE ?`` but the latest ``shown`` cards
    (the two just revealed, face up until the next action): a discard is face down."""
    cards = [i for i, words in enumerate(actions) if words.startswith("card ")]
    keep = set(cards[len(cards) - shown :]) if shown else set()
    return [
        " ".join(w.split()[:2]) + " ?" if w.startswith("card ") and i not in keep else w
        for i, w in enumerate(actions)
    ]
