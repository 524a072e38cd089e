"""Eras V-VII as the pack's ``data.referee.late`` gives them: when the Late Republic Combat
deck and the Mules of Marius come in, which combat cards speak only in a Civil War, the
Social War's rebels and the Lex Plautia Papiria's reward (each value labelled in the pack:
rulebook or reconstruction)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lictor.i18n import t


@dataclass(frozen=True)
class LateRules:
    """The pack's numbers for the Late Republic: its combat deck, the Mules, the Social War."""

    late_combat_era: int = 5  # How to Fight a Campaign: the Late Republic deck from Era V
    mules_era: int = 6  # Ending the Campaign: the Mules of Marius from Era VI
    civil_war_only: tuple[str, ...] = ("Barbarians", "Military Disaster")
    social_war: str = "Social War"  # the Historical Event's name
    social_rebels: tuple[str, ...] = ()  # the Provinces that rise (reconstruction)
    social_source: str = "reconstruction"
    plautia: str = "Lex Plautia Papiria"  # the Reform's name
    plautia_before: int = 6  # Auctoritas when enacted before the Social War is drawn
    # Generalship's example card, Caesar: its Era, cost (Auctoritas), Strength, and the
    # map tiles whose regions are "Gaul" (reconstruction)
    caesar: str = "Caesar"
    caesar_era: int = 7
    caesar_cost: int = 1
    caesar_strength: int = 4
    gaul_tiles: tuple[str, ...] = ("Gallia Cisalpina", "Gallia Transalpina")


def _era(spec: Any, default: int, what: str) -> int:
    # ``{era: 6, source: ...}`` as the pack gives it, or a bare number in a user's pack
    value = spec.get("era", default) if isinstance(spec, dict) else spec
    value = default if value is None else value
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 8:
        raise ValueError(
            t(
                "late.{what}.era: an Era from 1 to 7 (8: never), got {value}",
                what=what,
                value=repr(value),
            )
        )
    return value


def _names(value: Any, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise ValueError(t("late.{what}: expected a list of names", what=what))
    return tuple(value)


def late_rules(spec: Any) -> LateRules:
    """The ``data.referee.late`` mapping (absent: the rulebook's defaults)."""
    if not spec:
        return LateRules()
    if not isinstance(spec, dict):
        raise ValueError(t("late: expected a mapping"))
    d = LateRules()
    war = spec.get("social_war") or {}
    lex = spec.get("lex_plautia_papiria") or {}
    cw = spec.get("civil_war_only") or {}
    caesar = spec.get("caesar") or {}
    if not isinstance(caesar, dict):
        raise ValueError(t("late.caesar: expected a mapping"))
    numbers = {}
    for key, default in (("cost", d.caesar_cost), ("strength", d.caesar_strength)):
        value = caesar.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 9:
            raise ValueError(
                t("late.caesar.{key}: 0 to 9, got {value}", key=key, value=repr(value))
            )
        numbers[key] = value
    before = lex.get("before", d.plautia_before)
    if isinstance(before, bool) or not isinstance(before, int) or not 0 <= before <= 99:
        raise ValueError(
            t(
                "late.lex_plautia_papiria.before: 0 to 99 Auctoritas, got {value}",
                value=repr(before),
            )
        )
    return LateRules(
        late_combat_era=_era(spec.get("late_combat_era"), d.late_combat_era, "late_combat_era"),
        mules_era=_era(spec.get("mules_of_marius"), d.mules_era, "mules_of_marius"),
        civil_war_only=_names(cw.get("cards", list(d.civil_war_only)), "civil_war_only.cards"),
        social_war=str(war.get("card", d.social_war)),
        social_rebels=_names(war.get("rebels", []), "social_war.rebels"),
        social_source=str(war.get("source", "reconstruction")),
        plautia=str(lex.get("reform", d.plautia)),
        plautia_before=before,
        caesar=str(caesar.get("card", d.caesar)),
        caesar_era=_era(caesar, d.caesar_era, "caesar"),
        caesar_cost=numbers["cost"],
        caesar_strength=numbers["strength"],
        gaul_tiles=_names(caesar.get("gaul_tiles", list(d.gaul_tiles)), "caesar.gaul_tiles"),
    )
