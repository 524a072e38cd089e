"""Carta Imperia's building blocks for the Scenario I referee, tested by rule name."""

from __future__ import annotations

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.economy import (
    adopt_cost,
    beware_the_ides_cost,
    convert_limit,
    provinces_to_tax,
    romanise_cost,
    tax,
)
from lictor.games.carta_imperia.rules.era import (
    first_primus,
    last_place,
    next_primus,
    sack_rome,
)
from lictor.games.carta_imperia.rules.phases.elections.rulings import (
    after_veto,
    can_nominate,
    nomination_cost,
    tally,
)


def test_adopting_new_governors_rulebook_example() -> None:
    # "a Governor in Etruria and 2 Busts in your Reserve: it will cost you 3 Prestige"
    assert adopt_cost(busts_on_board=1, busts_in_reserve=2) == 3


def test_romanisation_costs_one_per_card_player_at_most_three() -> None:
    assert [romanise_cost(n) for n in (1, 2, 3, 4, 6)] == [1, 2, 3, 3, 3]
    with pytest.raises(BadInput):
        romanise_cost(0)


def test_taxation_card_players_tax_three_everyone_else_one() -> None:
    assert (provinces_to_tax(True), provinces_to_tax(False)) == (3, 1)


@pytest.mark.parametrize(
    ("shield", "shields", "take", "amount"),
    [
        ("legion", 3, "legion", 3),
        ("barbarian", 3, "allied-legion", 2),  # round up
        ("phalanx", 2, "bust", 1),
        ("auxilia", 3, "auctoritas", 2),
        ("auxilia", 1, "bust", 1),
    ],
)
def test_taxation_rates_round_up(shield: str, shields: int, take: str, amount: int) -> None:
    assert tax(shield, shields, take).amount == amount  # type: ignore[arg-type]


def test_taxation_refuses_a_resource_the_shields_do_not_give() -> None:
    with pytest.raises(BadInput, match="barbarian shields are taxed for allied-legion"):
        tax("barbarian", 2, "auctoritas")


def test_converting_and_beware_the_ides() -> None:
    assert convert_limit(3) == 3
    assert beware_the_ides_cost(2) == 2


def test_first_primus_ties_go_to_etruria_then_samnium_then_volsci() -> None:
    prestige = {"Ann": 5, "Ben": 5, "Cy": 5}
    who, _ = first_primus(prestige, {"Samnium": "Ben", "Volsci": "Cy"})
    assert who == "Ben"
    who, _ = first_primus(prestige, {"Etruria": "Cy", "Samnium": "Ben"})
    assert who == "Cy"
    who, _ = first_primus({"Ann": 6, "Ben": 5}, {"Etruria": "Ben"})
    assert who == "Ann"


def test_end_of_era_primus_and_last_place() -> None:
    prestige = {"Ann": 9, "Ben": 9, "Cy": 2, "Dee": 2}
    who, line = next_primus(prestige, ["Ben", "Ann"])
    assert who == "Ben" and "Primus" in line.text
    assert last_place(prestige) == ["Cy", "Dee"]


def test_rome_sacked_each_player_loses_auctoritas_or_dignitas() -> None:
    s = sack_rome(0, {"Ann": (3, 2), "Ben": (4, 0), "Cy": (0, 0)})
    assert s.sacked == 1 and not s.rome_falls
    assert dict(s.losses) == {
        "Ann": ("auctoritas", 1),
        "Ben": ("dignitas", 1),
        "Cy": ("dignitas", 0),
    }
    assert sack_rome(2, {"Ann": (1, 1)}).rome_falls


def test_elections_votes_equal_prestige_and_abstention() -> None:
    t = tally(
        ["Ann", "Ben"],
        {"Ann": "Ann", "Ben": "Ben", "Cy": "Ben", "Dee": None},
        {"Ann": 7, "Ben": 3, "Cy": 3, "Dee": 10},
    )
    assert dict(t.votes) == {"Ann": 7, "Ben": 6} and t.winner == "Ann"


def test_elections_you_need_not_vote_for_yourself() -> None:
    t = tally(["Ann", "Ben"], {"Ann": "Ben", "Ben": "Ben"}, {"Ann": 4, "Ben": 1})
    assert t.winner == "Ben"


def test_elections_the_primus_breaks_ties() -> None:
    t = tally(
        ["Ann", "Ben"], {"Ann": "Ann", "Ben": "Ben"}, {"Ann": 4, "Ben": 4}, primus_pick=["Ben"]
    )
    assert t.winner == "Ben"
    with pytest.raises(BadInput, match="the Primus must choose"):
        tally(["Ann", "Ben"], {"Ann": "Ann", "Ben": "Ben"}, {"Ann": 4, "Ben": 4})


def test_elections_extra_votes_from_a_reform_or_event() -> None:
    t = tally(["Ann", "Ben"], {"Ann": "Ann", "Ben": "Ben"}, {"Ann": 5, "Ben": 3}, extra={"Ben": 3})
    assert t.winner == "Ben"


def test_lex_sacrata_veto_reruns_without_the_winner_and_only_once() -> None:
    rest = after_veto(["Ann", "Ben", "Cy"], "Ann", already_vetoed=False)
    assert rest == ["Ben", "Cy"]
    with pytest.raises(BadInput, match="already vetoed"):
        after_veto(rest, "Ben", already_vetoed=True)


def test_elections_cannot_renominate_same_province_in_era() -> None:
    assert can_nominate("Etruria", ["Etruria", "Samnium"], []) == []
    assert can_nominate("Etruria", ["Etruria"], ["Etruria"]) == [
        "Etruria was already nominated this Era"
    ]
    assert can_nominate("Gallia", ["Etruria"], []) == ["Gallia has no Governor to re-elect"]


def test_nominating_costs_one_prestige_free_at_zero() -> None:
    assert (nomination_cost(4), nomination_cost(0)) == (1, 0)


def test_a_vote_for_someone_not_standing_is_refused() -> None:
    with pytest.raises(BadInput, match="not standing"):
        tally(["Ann"], {"Ben": "Cy"}, {"Ben": 2})
