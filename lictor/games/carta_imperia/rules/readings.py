"""Where the rulebook leaves a ruling open, lictor's reading: pack data
(``data.referee.readings``, each a reconstruction) that a table may override with
``--content``. Each reading names its values, lictor's default and the section it reads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lictor.i18n import t


@dataclass(frozen=True)
class Reading:
    """A ruling the rulebook leaves open, the readings a table may choose, and where."""

    key: str
    values: tuple[str, ...]  # the first is lictor's default
    section: str
    what: str


READINGS = (
    Reading(
        "never_conquered_province",
        ("invade", "elect"),
        "I. eXploit, Romanisation",
        "a Romanised Province no Governor ever held (Sardinia): invaded like unconquered "
        "land, or nominated for election like a governed one",
    ),
    Reading(
        "rebel_romanisation",
        ("refuse", "carry"),
        "I. eXploit, Romanisation",
        "a tile with a region in rebellion: not 'controlled by Roman Governors', so not "
        "Romanised until the rebellion is put down; or Romanised, the Province it folds into "
        "staying in rebellion",
    ),
    Reading(
        "assassin_primus",
        ("keeps", "era-end"),
        "Assassinate",
        "the Ringleader who 'becomes Primus' keeps it into the next Era (as a Civil War's "
        "winner does), or holds it only until the end-of-Era Prestige comparison",
    ),
    Reading(
        "civil_war_abstainer",
        ("stays-out",),
        "Raising the Standard",
        "a Familia with Governors that opts to raise no Standard (the rulebook says only that "
        "one with no General or Governor takes no part): it stays out of the Civil War, its "
        "Provinces not engaged; the one value refereed",
    ),
    Reading(
        "unopposed_foe",
        ("every-game", "scenario-only"),
        "IV. eXpand, March on Campaign; Scenario I: Hannibal",
        "a foe whose rule says nobody playing eXpand against him defeats Rome (Hannibal: "
        "'everybody loses', printed under Scenario I, to which the core's eXpand sends 'for "
        "more information on Hannibal'): in every game he is drawn in, or only in the "
        "scenario that prints the rule",
    ),
    Reading(
        "defeated_foe",
        ("once", "fights-again"),
        "IV. eXpand, March on Campaign; Scenario I: Hannibal",
        "a Historical Event's foe other than Hannibal (Brennus) beaten in a battle: defeated "
        "for the rest of the Era, as Hannibal alone is 'not reduced by losing a battle'; or "
        "a target again for a later Standard, his Spoils paid again",
    ),
)


def readings_from(spec: Any) -> tuple[tuple[str, str], ...]:
    """The pack's readings, each checked against its values; a reading not given is
    lictor's default."""
    given = spec or {}
    if not isinstance(given, dict):
        raise ValueError(t("readings: expected a mapping of reading: value"))
    known = {r.key: r for r in READINGS}
    for key in given:
        if key not in known:
            raise ValueError(
                t(
                    "readings.{key}: unknown reading (readings: {known})",
                    key=str(key),
                    known=", ".join(known),
                )
            )
    out = []
    for r in READINGS:
        value = str(given.get(r.key, r.values[0]))
        if value not in r.values:
            raise ValueError(
                t(
                    "readings.{key}: one of {values}, got {value}",
                    key=r.key,
                    values=", ".join(r.values),
                    value=repr(value),
                )
            )
        out.append((r.key, value))
    return tuple(out)
