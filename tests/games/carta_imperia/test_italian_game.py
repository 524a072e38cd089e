"""A whole game of Carta Imperia refereed in Italian (issue 31)."""

from __future__ import annotations

from pathlib import Path

from tests.games.carta_imperia.italian_game import whole_game_in_italian


def test_a_whole_game_refereed_in_italian_leaves_no_english(tmp_path: Path) -> None:
    """Every `next`, `status`, event, refusal, the log and the final score of a seeded Full
    Game played through the CLI in Italian: nothing English, nothing the catalogue lacks."""
    whole_game_in_italian(tmp_path)
