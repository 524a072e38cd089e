"""What a --physical table lays out before the first card in Scenario II and in the Full
Game (Scenario II: Fall of the Republic, Setup; Full Game Setup); Scenario I's list is
``present.physical_checklist``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

FULL = "[Full Game Setup]"
TWO = "[Scenario II: Fall of the Republic, Setup]"


def checklist(view: Mapping[str, Any]) -> list[str]:
    familiae = view.get("familiae", {})
    names = ", ".join(f"{name} ({f['colour']})" for name, f in familiae.items())
    if view.get("scenario") == "fall-of-the-republic":
        return _scenario_two(names)
    return _full(names)


def _full(names: str) -> list[str]:
    return [
        "Setup checklist for the table:",
        f"  1. Each Familia - {names} - takes its colour's pieces: 4 Action cards (I-IV), "
        "1 Thumb token, 5 Dignitas, 1 Standard and 2 Governor Busts in its Reserve, "
        f"6 Governor Busts in its Stock; Action card V (eXtra-Legal) stays aside  {FULL}",
        "  2. Map deck in Era order, the Parthian Empire at the bottom; Era I in the centre, "
        f"Romanised side down  {FULL}",
        "  3. Shuffle the Start Cards (one each: tell lictor with start PLAYER CARD), the "
        "Historical Events, both Combat decks and 'Beware the Ides', face down  " + FULL,
        "  4. Deal each player 1 Major and 1 Minor Legacy, face down, and 7 Draft Events "
        f"for the Events Draft (then: drafted)  {FULL}",
        "  5. Legions of Rome card with 6 purple Legions; the other purple and white "
        f"Legions beside it; the 3 Rome Sacked markers near it; the Court Case decks  {FULL}",
    ]


def _scenario_two(names: str) -> list[str]:
    return [
        "Setup checklist for the table:",
        f"  1. Each Familia - {names} - takes its colour's pieces: 4 Action cards (I-IV), "
        "1 Thumb token, no Dignitas, 1 Standard and 2 Governor Busts in its Reserve, "
        f"6 Governor Busts in its Stock; Action card V stays aside; no Start Cards  {TWO}",
        f"  2. Map: every Era I-IV tile laid out; Eras V-VII and Parthia in the deck  {TWO}",
        f"  3. Decks: take the Era II-IV cards out of the Draft Events  {TWO}; take the "
        "Era I-IV cards out of the Historical Events too (lictor's reconstruction: the "
        "rulebook does not say); shuffle the Historical Events, both Combat decks and "
        "'Beware the Ides'",
        "  4. Draw the Player Order at random (player-order NAME ...); each places a Bust "
        "from Stock in turn until 12 are placed (lictor says what is legal)  " + TWO,
        "  5. Legions of Rome card with 6 purple Legions; the other purple and white "
        f"Legions beside it; the 3 Rome Sacked markers near it; the Court Case decks  {FULL}",
        "  6. After the Busts and the conversions: deal each player 1 Major and 1 Minor "
        f"Legacy and 4 Draft Events for the Events Draft (then: drafted)  {TWO}",
    ]


def placement_summary(view: Mapping[str, Any]) -> list[str]:
    """A virtual Scenario II game: the Player Order lictor drew for placing the Busts."""
    order = view.get("setup_order") or []
    if not order:
        return []
    return [f"Player Order for placing Busts (drawn at random): {' -> '.join(order)}"]
