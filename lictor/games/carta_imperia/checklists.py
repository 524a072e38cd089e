"""What a --physical table lays out before the first card in Scenario II and in the Full
Game (Scenario II: Fall of the Republic, Setup; Full Game Setup), and in Scenario I
(``physical_checklist``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.i18n import t


def _full_rule() -> str:
    return "[" + t("Full Game Setup") + "]"


def _two_rule() -> str:
    return "[" + t("Scenario II: Fall of the Republic") + ", " + t("Setup") + "]"


def checklist(view: Mapping[str, Any]) -> list[str]:
    familiae = view.get("familiae", {})
    names = ", ".join(f"{name} ({t(f['colour'])})" for name, f in familiae.items())
    if view.get("scenario") == "fall-of-the-republic":
        return _scenario_two(names)
    return _full(names)


def _full(names: str) -> list[str]:
    full = _full_rule()
    return [
        t("Setup checklist for the table:"),
        t(
            "  1. Each Familia - {names} - takes its colour's pieces: 4 Action cards (I-IV), "
            "1 Thumb token, 5 Dignitas, 1 Standard and 2 Governor Busts in its Reserve, "
            "6 Governor Busts in its Stock; Action card V (eXtra-Legal) stays aside  {rule}",
            names=names,
            rule=full,
        ),
        t(
            "  2. Map deck in Era order, the Parthian Empire at the bottom; Era I in the "
            "centre, Romanised side down  {rule}",
            rule=full,
        ),
        t(
            "  3. Shuffle the Start Cards (one each: tell lictor with start PLAYER CARD), the "
            "Historical Events, both Combat decks and 'Beware the Ides', face down  {rule}",
            rule=full,
        ),
        t(
            "  4. Deal each player 1 Major and 1 Minor Legacy, face down, and 7 Draft Events "
            "for the Events Draft (then: drafted)  {rule}",
            rule=full,
        ),
        t(
            "  5. Legions of Rome card with 6 purple Legions; the other purple and white "
            "Legions beside it; the 3 Rome Sacked markers near it; the Court Case decks  "
            "{rule}",
            rule=full,
        ),
    ]


def _scenario_two(names: str) -> list[str]:
    full, two = _full_rule(), _two_rule()
    return [
        t("Setup checklist for the table:"),
        t(
            "  1. Each Familia - {names} - takes its colour's pieces: 4 Action cards (I-IV), "
            "1 Thumb token, no Dignitas, 1 Standard and 2 Governor Busts in its Reserve, "
            "6 Governor Busts in its Stock; Action card V stays aside; no Start Cards  {rule}",
            names=names,
            rule=two,
        ),
        t(
            "  2. Map: every Era I-IV tile laid out; Eras V-VII and Parthia in the deck  {rule}",
            rule=two,
        ),
        t(
            "  3. Decks: take the Era II-IV cards out of the Draft Events  {rule}; take the "
            "Era I-IV cards out of the Historical Events too (lictor's reconstruction: the "
            "rulebook does not say); shuffle the Historical Events, both Combat decks and "
            "'Beware the Ides'",
            rule=two,
        ),
        t(
            "  4. Draw the Player Order at random (player-order NAME ...); each places a Bust "
            "from Stock in turn until 12 are placed (lictor says what is legal)  {rule}",
            rule=two,
        ),
        t(
            "  5. Legions of Rome card with 6 purple Legions; the other purple and white "
            "Legions beside it; the 3 Rome Sacked markers near it; the Court Case decks  "
            "{rule}",
            rule=full,
        ),
        t(
            "  6. After the Busts and the conversions: deal each player 1 Major and 1 Minor "
            "Legacy and 4 Draft Events for the Events Draft (then: drafted)  {rule}",
            rule=two,
        ),
    ]


def placement_summary(view: Mapping[str, Any]) -> list[str]:
    """A virtual Scenario II game: the Player Order lictor drew for placing the Busts."""
    order = view.get("setup_order") or []
    if not order:
        return []
    return [
        t("Player Order for placing Busts (drawn at random): {order}", order=" -> ".join(order))
    ]


def physical_checklist(view: Mapping[str, Any]) -> list[str]:
    """What a --physical table lays out before the first card, step by step (Scenario I
    adjusts the Full Game Setup: Eras I-IV only)."""
    familiae = view.get("familiae", {})
    names = ", ".join(f"{name} ({t(f['colour'])})" for name, f in familiae.items())
    full = "[" + t("Full Game Setup") + "]"
    scenario = "[" + t("Scenario I: Rise of the Republic") + ", " + t("Setup") + "]"
    return [
        t("Setup checklist for the table:"),
        t(
            "  1. Each Familia - {names} - takes its colour's pieces: 4 Action cards (I-IV), "
            "1 Thumb token, 5 Dignitas, 1 Standard and 2 Governor Busts in its Reserve, "
            "6 Governor Busts in its Stock; Action card V stays aside  {rule}",
            names=names,
            rule=full,
        ),
        t(
            "  2. Map: Era I-IV tiles only, in order; Era I in the centre, Romanised side "
            "down  {rule}",
            rule=scenario,
        ),
        t(
            "  3. Decks: keep only the Era II, III, IV and Any Era cards; take 'Philip "
            "Supports Carthage' out of the Historical Events; leave out the Late Republic "
            "Combat deck and 'Beware the Ides'  {rule}",
            rule=scenario,
        ),
        t(
            "  4. Shuffle the Start Cards (one each: tell lictor with start PLAYER CARD), "
            "the Historical Events and the Early Republic Combat deck, face down  {rule}",
            rule=full,
        ),
        t(
            "  5. Deal each player 1 Major and 1 Minor Legacy, face down, and 4 Draft Events "
            "for the Events Draft (then: drafted)  {rule}",
            rule=scenario,
        ),
        t(
            "  6. Legions of Rome card with 6 purple Legions; the other purple and white "
            "Legions beside it; the 3 Rome Sacked markers near it; the Court Case decks  "
            "{rule}",
            rule=full,
        ),
    ]
