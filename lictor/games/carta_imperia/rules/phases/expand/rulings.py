"""IV. eXpand: one campaign against a region, from shields and legions to spoils."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import parse_shields, ref
from lictor.i18n import N_, NP_, t, tn
from lictor.rules.ruling import Line

Shield = Literal["barbarian", "phalanx", "auxilia", "legion"]
CardShield = Literal["barbarian", "phalanx", "auxilia", "legionary"]
Thumb = Literal["up", "down"]
FIGHT = "How to Fight a Campaign"
CASUALTIES = "Casualties"
SPOILS = "The Spoils of War"
ICONS = "Regional Icons"
NAVAL = "Naval Supremacy"
THE_REGION = N_("the region")
# "3 barbarian": a count of shields of one kind (English names the kind only; Italian
# agrees the words with the number)
SHIELD_COUNT = {
    "barbarian": NP_("{n} barbarian", "{n} barbarian"),
    "phalanx": NP_("{n} phalanx", "{n} phalanx"),
    "auxilia": NP_("{n} auxilia", "{n} auxilia"),
    "legion": NP_("{n} legion", "{n} legion"),
    "legionary": NP_("{n} legionary", "{n} legionary"),
}
# "phalanx shields do not match": a kind of shield
SHIELD_KIND = {
    "barbarian": N_("barbarian"),
    "phalanx": N_("phalanx"),
    "auxilia": N_("auxilia"),
    "legion": N_("legion"),
    "legionary": N_("legionary"),
}


def shields_said(kind: str, n: int) -> str:
    """``3 barbarian`` (English), ``3 scudi barbari`` (Italian)."""
    if kind in SHIELD_COUNT:
        return tn(*SHIELD_COUNT[kind], n)
    return f"{n} {kind}"


def kind_said(kind: str) -> str:
    return t(SHIELD_KIND[kind]) if kind in SHIELD_KIND else kind


@dataclass(frozen=True)
class CombatCard:
    shield: CardShield | None
    count: int

    @staticmethod
    def parse(text: str) -> CombatCard:
        key = text.strip().lower()
        if key in ("", "none"):
            return CombatCard(None, 0)
        kind, count = parse_shields(key, "--combat-card")
        return CombatCard(cast(CardShield, kind), count)


@dataclass(frozen=True)
class CampaignRuling:
    success: bool
    region_strength: int
    roman_strength: int
    casualties: int
    elephant_losses: int
    dignitas: int
    thumb_flips: int
    lines: tuple[Line, ...]


def campaign(
    shields: int,
    region: Shield,
    legions: int,
    card: CombatCard,
    *,
    naval_doubled: bool = False,
    elephants: Thumb | None = None,
    cataphracts: Thumb | None = None,
    generals: int = 1,
) -> CampaignRuling:
    """One campaign against a region of one shield kind, with one combat card."""
    for name, value in (("--shields", shields), ("--legions", legions)):
        if value < 0:
            raise BadInput(t("{option}: must be 0 or more, got {n}", option=name, n=value))
    if generals < 1:
        raise BadInput(t("--generals: at least 1 General campaigns, got {n}", n=generals))
    r = battle(
        {region: shields},
        legions,
        [(card.shield, card.count)] if card.shield is not None else [],
        naval="doubled" if naval_doubled else "",
        elephants=elephants,
        cataphracts=cataphracts,
    )
    lines = list(r.lines)
    thumb_flips = 0 if r.success else generals
    if not r.success:
        lines.append(
            Line(
                t("The General flips a thumb: down, a Governor Bust is lost")
                if generals == 1
                else t(
                    "Each of the {n} Generals flips a thumb: down, a Governor Bust is lost",
                    n=generals,
                ),
                ref(CASUALTIES, "killed in the rout"),
                thumb_flips,
            )
        )
    return CampaignRuling(
        r.success,
        r.region_strength,
        r.roman_strength,
        r.casualties,
        r.elephant_losses,
        r.dignitas,
        thumb_flips,
        tuple(lines),
    )


@dataclass(frozen=True)
class BattleRuling:
    success: bool
    region_strength: int
    roman_strength: int
    casualties: int  # Legions lost after the battle, elephants' losses not included
    elephant_losses: int
    dignitas: int  # Spoils: defeated shields on the map and matching cards
    lines: tuple[Line, ...]


def battle(
    shields: dict[str, int],
    legions: int,
    cards: list[tuple[str | None, int]],
    *,
    naval: str = "",
    elephants: Thumb | None = None,
    cataphracts: Thumb | None = None,
    ambush: bool = False,
    defender: str = THE_REGION,
    bonus: int = 0,
    all_shields: bool = False,
) -> BattleRuling:
    """A campaign against any mix of shields, with every combat card drawn for it.

    ``naval`` is "doubled" (no friendly naval access) or "minus-one" (Romanised Italia's
    own small navy); ``ambush`` is Hannibal's: every matching shield of the cards drawn
    until a legionary joins him, and that legionary gives Rome no Strength, only a loss.
    ``all_shields`` is the Social War's (Rebellions): every shield of a card, the
    legionary included, joins the rebels as a matching one."""
    lines: list[Line] = []
    base = sum(shields.values())
    strength = base
    defender = t(defender)
    mix = ", ".join(shields_said(k, n) for k, n in shields.items())
    lines.append(
        Line(
            tn(
                "{defender}: {mix} shield = {n}",
                "{defender}: {mix} shields = {n}",
                base,
                defender=defender[:1].upper() + defender[1:],  # "Hispania Citerior" kept
                mix=mix,
            ),
            ref(FIGHT, "one per shield"),
            base,
        )
    )
    roman = legions
    if naval == "doubled":
        strength *= 2
        lines.append(
            Line(
                t("No friendly naval access: the defence is doubled to {n}", n=strength),
                ref(NAVAL),
                strength,
            )
        )
    lines.append(
        Line(
            tn("Rome: {n} Legions committed", "Rome: {n} Legions committed", legions),
            ref(FIGHT, "one per Legion"),
            legions,
        )
    )
    if naval == "minus-one":
        roman -= 1
        lines.append(
            Line(
                t("Italia Romanised, no other naval access: Rome -1 = {n}", n=roman),
                ref(NAVAL),
                roman,
            )
        )
    elephant_losses = 0
    if elephants == "up":
        strength = max(0, strength - 2)
        lines.append(
            Line(
                t("Elephants, thumb up: {defender} -2 = {n}", defender=defender, n=strength),
                ref(ICONS, "Elephants"),
                strength,
            )
        )
    elif elephants == "down":
        elephant_losses = min(2, legions)
        roman -= elephant_losses
        lines.append(
            Line(
                tn(
                    "Elephants, thumb down: Rome loses {n} Legions",
                    "Elephants, thumb down: Rome loses {n} Legions",
                    elephant_losses,
                ),
                ref(ICONS, "Elephants"),
                -elephant_losses,
            )
        )
    if bonus:
        roman += bonus
        lines.append(
            Line(
                t(
                    "Cards and Reforms the Generals play: Rome {bonus} = {n}",
                    bonus=f"{bonus:+d}",
                    n=roman,
                ),
                ref(FIGHT, "Great General cards and Reforms"),
                roman,
            )
        )
    if cataphracts == "down":
        strength += 4
        lines.append(
            Line(
                t("Cataphracts, thumb down: {defender} +4 = {n}", defender=defender, n=strength),
                ref(ICONS, "Cataphracts"),
                strength,
            )
        )
    elif cataphracts == "up":
        lines.append(Line(t("Cataphracts, thumb up: no change"), ref(ICONS, "Cataphracts"), 0))
    matching = 0
    legionary = 0
    for kind, count in cards:
        if kind is not None and all_shields:
            matching += count
            strength += count
            lines.append(
                Line(
                    t(
                        "Combat card: {shields} join the rebels, not Rome (the Social War) = {n}",
                        shields=shields_said(kind, count),
                        n=strength,
                    ),
                    ref("Rebellions", "the Social War: ALL shields count for the rebels"),
                    strength,
                )
            )
        elif kind is not None and kind in shields:
            matching += count
            strength += count
            lines.append(
                Line(
                    t(
                        "Combat card: {shields} join {defender} = {n}",
                        shields=shields_said(kind, count),
                        defender=defender,
                        n=strength,
                    ),
                    ref(FIGHT, "matching shields on the combat card"),
                    strength,
                )
            )
        elif kind == "legionary":
            legionary += 1
            if ambush:
                lines.append(
                    Line(
                        t(
                            "Combat card: a legionary ends the Ambush: no Strength for Rome, "
                            "+1 Legion lost"
                        ),
                        ref("Scenario I: Hannibal", "Ambush"),
                        0,
                    )
                )
            else:
                roman += 1
                lines.append(
                    Line(
                        t("Combat card: a legionary shield, Rome +1 = {n}", n=roman),
                        ref(FIGHT, "a Legionary shield adds 1 to Rome"),
                        roman,
                    )
                )
        elif kind is not None:
            lines.append(
                Line(
                    t("Combat card: {kind} shields do not match", kind=kind_said(kind)),
                    ref(FIGHT, "only matching shields count"),
                    0,
                )
            )
    casualties = 1 + matching + legionary
    if roman < strength:
        success = False
        lines.append(
            Line(
                t("Rome {roman} is below {n}: the invasion fails", roman=roman, n=strength),
                ref(FIGHT, "fail, equal, exceed"),
            )
        )
    elif roman == strength:
        success = True
        lines.append(
            Line(
                t(
                    "Rome {roman} equals {n}: it succeeds, with casualties as if it had failed",
                    roman=roman,
                    n=strength,
                ),
                ref(FIGHT, "fail, equal, exceed"),
            )
        )
    else:
        success = True
        lines.append(
            Line(
                t("Rome {roman} exceeds {n}: it succeeds", roman=roman, n=strength),
                ref(FIGHT, "fail, equal, exceed"),
            )
        )
    if roman <= strength:
        casualties *= 2
    lines.append(
        Line(
            tn("Casualties: {n} Legions", "Casualties: {n} Legions", casualties),
            ref(CASUALTIES),
            casualties,
        )
    )
    dignitas = base + matching if success else 0
    if success:
        lines.append(
            Line(
                t("Spoils: {n} Dignitas, 1 per defeated shield", n=dignitas),
                ref(SPOILS, "1 Dignitas per defeated shield"),
                dignitas,
            )
        )
    return BattleRuling(
        success, strength, roman, casualties, elephant_losses, dignitas, tuple(lines)
    )
