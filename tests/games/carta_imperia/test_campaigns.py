"""How to Fight a Campaign, Casualties, The Spoils of War, Regional Icons: by rule."""

from __future__ import annotations

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.phases.expand.rulings import CombatCard, campaign

NONE = CombatCard(None, 0)


def test_exceeding_the_region_succeeds_with_one_casualty() -> None:
    r = campaign(2, "barbarian", 3, NONE)
    assert (r.success, r.region_strength, r.roman_strength) == (True, 2, 3)
    assert (r.casualties, r.dignitas, r.thumb_flips) == (1, 2, 0)


def test_equal_strength_succeeds_with_casualties_as_if_failed() -> None:
    r = campaign(3, "phalanx", 3, NONE)
    assert (r.success, r.casualties, r.dignitas, r.thumb_flips) == (True, 2, 3, 0)


def test_below_the_region_fails_doubled_casualties_and_every_general_flips() -> None:
    r = campaign(3, "phalanx", 2, NONE, generals=2)
    assert (r.success, r.casualties, r.dignitas, r.thumb_flips) == (False, 2, 0, 2)


def test_matching_shields_on_the_card_defend_cost_legions_and_pay_spoils() -> None:
    r = campaign(2, "barbarian", 5, CombatCard.parse("barbarian:2"))
    assert (r.region_strength, r.casualties, r.dignitas) == (4, 3, 4)


def test_a_card_that_does_not_match_changes_nothing() -> None:
    r = campaign(2, "barbarian", 3, CombatCard.parse("phalanx"))
    assert (r.region_strength, r.casualties, r.dignitas) == (2, 1, 2)


def test_a_legionary_card_adds_one_to_rome_and_one_casualty() -> None:
    r = campaign(3, "phalanx", 3, CombatCard.parse("legionary"))
    assert (r.roman_strength, r.success, r.casualties) == (4, True, 2)


def test_naval_defence_doubled_without_access() -> None:
    r = campaign(2, "phalanx", 4, NONE, naval_doubled=True)
    assert (r.region_strength, r.success, r.casualties) == (4, True, 2)
    assert r.dignitas == 2  # spoils count the shields, not the doubled strength


def test_elephants_thumb_up_minus_two_never_below_zero() -> None:
    assert campaign(1, "phalanx", 1, NONE, elephants="up").region_strength == 0
    assert campaign(4, "phalanx", 1, NONE, elephants="up").region_strength == 2


def test_elephants_thumb_down_costs_two_legions_apart_from_casualties() -> None:
    r = campaign(2, "phalanx", 5, NONE, elephants="down")
    assert (r.roman_strength, r.elephant_losses, r.casualties, r.success) == (3, 2, 1, True)


def test_cataphracts_thumb_down_plus_four() -> None:
    assert campaign(2, "auxilia", 9, NONE, cataphracts="down").region_strength == 6
    assert campaign(2, "auxilia", 9, NONE, cataphracts="up").region_strength == 2


def test_zero_shields() -> None:
    r = campaign(0, "barbarian", 1, NONE)
    assert (r.success, r.dignitas, r.casualties) == (True, 0, 1)


def test_bad_input() -> None:
    with pytest.raises(BadInput, match="--combat-card 'dragon'"):
        CombatCard.parse("dragon")
    with pytest.raises(BadInput, match="--legions: must be 0 or more"):
        campaign(1, "barbarian", -1, NONE)


def test_a_campaigns_first_line_names_the_region_as_printed() -> None:
    """A two-word region keeps its printed capitals in the battle's first line
    ("Hispania Citerior: 2 barbarian shields = 2", not "Hispania citerior")."""
    from lictor.games.carta_imperia.rules.phases.expand.rulings import battle

    ruling = battle({"barbarian": 2}, 3, [], defender="Hispania Citerior")
    assert ruling.lines[0].text == "Hispania Citerior: 2 barbarian shields = 2"
