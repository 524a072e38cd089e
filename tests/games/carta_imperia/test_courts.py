"""III. eXtort: court cards and impeachment, by rule."""

from __future__ import annotations

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.phases.extort.rulings import court_card, impeach, prosecute


@pytest.mark.parametrize(
    ("prosecutor", "defendant", "winner"),
    [
        ("bribery", "evidence", "prosecutor"),  # Bribery beats Evidence
        ("evidence", "bribery", "defendant"),
        ("evidence", "oratory", "prosecutor"),  # Evidence beats Oratory
        ("oratory", "evidence", "defendant"),
        ("oratory", "bribery", "prosecutor"),  # Oratory beats Bribery
        ("bribery", "oratory", "defendant"),
        ("bribery", "bribery", "defendant"),  # two Bribery: the defendant wins
        ("evidence", "evidence", "prosecutor"),  # two Evidence: the prosecutor wins
        ("oratory", "oratory", "prosecutor"),  # two Oratory: the prosecutor wins
    ],
)
def test_prosecute_court_cards(prosecutor: str, defendant: str, winner: str) -> None:
    r = prosecute(court_card(prosecutor), court_card(defendant), era=3)
    assert r.winner == winner


def test_prosecutor_who_wins_steals_era_dignitas() -> None:
    r = prosecute("evidence", "oratory", era=3)
    assert (r.prosecutor_dignitas, r.defendant_dignitas) == (3, -3)


def test_prosecutor_who_loses_loses_one_dignitas() -> None:
    r = prosecute("bribery", "bribery", era=5)
    assert (r.prosecutor_dignitas, r.defendant_dignitas) == (-1, 0)


def test_prosecution_doubled_when_the_game_ends_in_era_iv() -> None:
    assert prosecute("oratory", "oratory", era=3, final_era=4).prosecutor_dignitas == 6
    assert prosecute("oratory", "evidence", era=3, final_era=4).prosecutor_dignitas == -2
    assert prosecute("oratory", "oratory", era=3, final_era=7).prosecutor_dignitas == 3


def test_impeach_needs_a_strict_majority_of_thumbs_down() -> None:
    assert not impeach(3, ["down", "down", "up", "up"]).impeached
    r = impeach(3, ["down", "down", "down", "up"])
    assert (r.impeached, r.primus_auctoritas, r.impeacher_dignitas) == (True, -3, 3)


def test_impeach_doubled_when_the_game_ends_in_era_iv() -> None:
    r = impeach(2, ["down", "down", "up"], final_era=4)
    assert (r.primus_auctoritas, r.impeacher_dignitas) == (-4, 4)


def test_unknown_court_card_and_bad_era_are_refused() -> None:
    with pytest.raises(BadInput, match="unknown court card 'perjury'"):
        court_card("perjury")
    with pytest.raises(BadInput, match="an Era is 1 to 7"):
        prosecute("bribery", "evidence", era=8)
