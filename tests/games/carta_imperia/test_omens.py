"""Consult the Omens (Solo & 2-Player Addenda), with the rulebook's NPC Rufus example."""

from __future__ import annotations

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.deck import omens_deck
from lictor.games.carta_imperia.rules.omens import attitude, consult, draw_from_deck, parse_draw

RUFUS = [parse_draw(d) for d in ("phalanx", "barbarian", "barbarian", "legionary")]


@pytest.mark.parametrize(
    ("npc", "player", "primus", "attitude", "counted", "accepts"),
    [
        (5, 3, False, "superior", 1, True),  # 2+ more Prestige in Era II: counts phalanx only
        (2, 3, False, "compliant", 2, True),  # less Prestige: counts barbarians, 2 <= 2
        (4, 3, False, "wary", 3, False),  # 1 more: counts both, 3 > 2
        (4, 3, True, "hostile", 4, False),  # you are the Primus: counts every shield
    ],
)
def test_omens_rulebook_example_npc_rufus(
    npc: int, player: int, primus: bool, attitude: str, counted: int, accepts: bool
) -> None:
    r = consult(npc, player, 2, 2, RUFUS, player_is_primus=primus)
    assert (r.attitude, r.counted, r.accepts) == (attitude, counted, accepts)


def test_draws_must_stop_at_the_first_legionary() -> None:
    with pytest.raises(BadInput, match="last card must show one"):
        consult(1, 1, 2, 2, [parse_draw("phalanx")])
    with pytest.raises(BadInput, match="stop at the first legionary"):
        consult(1, 1, 2, 2, [parse_draw("legionary"), parse_draw("legionary")])


def test_virtual_omens_deck_is_seeded_and_stops_at_a_legionary() -> None:
    deck = omens_deck()
    assert len(deck) == 12
    a, b = draw_from_deck(deck, 7), draw_from_deck(deck, 7)
    assert a == b and "legionary" in a[-1]
    assert all("legionary" not in card for card in a[:-1])


def test_hostile_attitude_to_a_primus_player_wins_over_superior_and_compliant() -> None:
    # lictor's labelled reading of the Attitude list: a Primus Player meets Hostility first,
    # whether the NPC has 2+ more Prestige (Superior) or less (Compliant)
    assert attitude(9, 3, 2, player_is_primus=True) == "hostile"
    assert attitude(2, 3, 2, player_is_primus=True) == "hostile"
    assert (attitude(9, 3, 2, False), attitude(2, 3, 2, False)) == ("superior", "compliant")
