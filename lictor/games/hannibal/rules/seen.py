"""Hannibal vs Rome, what a screen sees: the map, each hand (its cards to its owner, a count
to anyone else) and the cards played since it was last taken back - set aside face down
(Conflict Resolution), so a count to the other seat and the shared screen unless the table
plays with open discards; the round's two cards while they lie face up."""

from __future__ import annotations

from typing import Any

from lictor.games.hannibal.rules.board import SIDES, Board
from lictor.games.hannibal.rules.state import CARTHAGE, ENGAGE_HANNIBAL, ROME, State


def status_view(b: Board, open_discards: bool, s: State, seat: str | None) -> dict[str, Any]:
    """What ``seat`` (None: the shared screen) sees of the game."""
    provinces = []
    for i, name in enumerate(b.provinces):
        entry: dict[str, Any] = {
            "name": name,
            "rome": s.legions[ROME][i],
            "carthage": s.legions[CARTHAGE][i],
            "hannibal": s.hannibal == i,
        }
        provinces.append(entry)
    routes = [
        {"name": b.route_name(r), "rome": s.fleets[ROME][r], "carthage": s.fleets[CARTHAGE][r]}
        for r in range(len(b.routes))
    ]
    hands: dict[str, Any] = {}
    played: dict[str, list[int] | int] = {}
    choice: int | None = None
    for side in (ROME, CARTHAGE):
        cards = [v for v in b.cards if s.hands[side] & (1 << (v - 1))]
        own = seat is not None and seat.lower() in (s.seats[side].lower(), SIDES[side])
        # the opponent's hand is a count, never its cards: a player sees only the cards
        # revealed in conflicts (Reclaiming Cards: set aside face down, remembered)
        shown: Any = cards if own else len(cards)
        hands[SIDES[side]] = shown
        spent = [v for v in b.cards if v not in cards]
        # set aside face down: a count to the other seat and the shared screen, the
        # cards themselves to their owner (or to all, with open discards)
        played[SIDES[side]] = spent if own or open_discards else len(spent)
        if own and s.conflict is not None and s.conflict.cards[side]:
            choice = s.conflict.cards[side]
    conflict = None
    if s.conflict is not None:
        c = s.conflict
        conflict = {
            "where": b.route_name(c.where) if c.sea else b.provinces[c.where],
            "sea": c.sea,
            "round": c.round,
            "chosen": [SIDES[i] for i in (ROME, CARTHAGE) if c.cards[i]],
            "hannibal_engaged": c.engaged == ENGAGE_HANNIBAL,
        }
    return {
        "turn": SIDES[s.turn],
        "turns": s.turns,
        "players": dict(zip(SIDES, s.seats, strict=True)),
        "provinces": provinces,
        "routes": routes,
        "hannibal": (b.provinces[s.hannibal] if s.hannibal >= 0 else None),
        "hands": hands,
        "played": played,  # since each side last took its cards back (a count if hidden)
        "open_discards": open_discards,
        "revealed": (
            dict(zip(SIDES, s.revealed, strict=True)) if any(s.revealed) else None
        ),  # the round's two cards, face up until the next action
        "your_choice": choice,  # the seat's own secret card this round, not yet revealed
        "conflict": conflict,
        "passes": s.passes,
    }
