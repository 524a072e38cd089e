"""List of Components: 20 purple and 20 white Legion meeples, a meeple marked V counting 5
Legions: the referee's supplies are Legions, not meeples, and agree with the kit's
stand-ins (one number, one place)."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.board_user import CONTENT, _doc, board_with, load_board
from lictor.games.carta_imperia.rules.phases.era.steps import after_event
from tests.games.carta_imperia.referee_kit import G, seats


def test_a_meeple_marked_v_is_five_legions_and_the_kit_prints_the_same_meeples() -> None:
    board = load_board(scenario="full")
    doc = _doc(CONTENT)
    rows = next(d for d in doc["decks"] if d["id"] == "legions")["rows"]
    for colour, legions in (("purple", board.rome_legions), ("#f4f1ea", board.allied_legions)):
        plain = sum(r["qty"] for r in rows if r["colour"] == colour and r.get("label") != "V")
        fives = sum(r["qty"] for r in rows if r["colour"] == colour and r.get("label") == "V")
        assert plain + fives == 20  # 20 meeples of each colour
        assert legions == plain + 5 * fives


def test_a_pack_saying_only_how_many_meeples_counts_them_as_plain_legions() -> None:
    board = board_with(
        {"data": {"referee": {"legions_of_rome": {"start": 6, "meeples": 20, "fives": 0},
                              "allied_legions": 12}}},
        "mine.yaml",
    )  # fmt: skip
    assert (board.rome_legions, board.allied_legions) == (20, 12)


def test_sequence_of_play_every_era_of_the_full_game_adds_era_legions_to_rome() -> None:
    """Sequence of Play 1: Era # Legions join the Legions of Rome each Era: with no Legion
    lost, the supply still holds the 5, 6 and 7 the late Eras add (1 + 2 + ... + 7 = 28,
    plus the 6 of setup: 34 of 36)."""
    game = type(G)(load_board(scenario="full"))
    s = game.setup(seats("Ann", "Ben", "Cy"), 1, True, {"scenario": "full"})
    card = s.rome_card
    for era in range(1, 8):
        s, said = after_event(game.board, replace(s, era=era))
        assert s.rome_card == card + era, [e.text for e in said]
        assert not any("holds only" in e.text for e in said)
        card = s.rome_card
    assert s.rome_card + s.rome_supply == game.board.rome_legions == 36
