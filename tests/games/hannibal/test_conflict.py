"""Hannibal vs Rome: Conflict Resolution and Hannibal's Legion, with the rulebook examples."""

from __future__ import annotations

import pytest

from lictor.errors import BadInput
from lictor.games.hannibal.rules.conflict import conflict_round


def test_conflict_rulebook_example_gallia() -> None:
    first = conflict_round(rome=3, carthage=4)
    assert (first.rome_loses, first.carthage_loses) == (True, False)
    second = conflict_round(rome=5, carthage=5)
    assert (second.rome_loses, second.carthage_loses) == (True, True)


def test_hannibal_tie_rulebook_example() -> None:
    r = conflict_round(rome=4, carthage=3, hannibal=True)
    assert (r.rome_loses, r.carthage_loses, r.hannibal_removed) == (True, True, True)


def test_hannibal_keeps_playing_while_he_wins() -> None:
    r = conflict_round(rome=3, carthage=3, hannibal=True)
    assert (r.rome_loses, r.carthage_loses, r.hannibal_removed) == (True, False, False)


def test_cards_are_one_to_five() -> None:
    with pytest.raises(BadInput, match="--rome"):
        conflict_round(rome=6, carthage=1)
