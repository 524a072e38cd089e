"""Hannibal vs Rome: a seat sees what its player saw at the table - its own hand and its
own secret card, the cards revealed in conflicts (which players remember), and of the
opponent's hand only how many cards are left."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def test_status_for_a_seat_never_shows_the_opponents_remaining_hand(tmp_path: Path) -> None:
    """Conflicts: cards are chosen secretly and revealed together, then set aside face down
    (Reclaiming Cards); a player remembers the opponent's played cards, not their hand."""
    db = str(tmp_path / "h.sqlite")

    def ref(*args: str) -> str:
        result = CliRunner().invoke(main, ["referee", "--db", db, *args])
        assert result.exit_code == 0, result.output
        return result.output

    ref("new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    ref("act", "move", "fleet", "carthago-sardinia", "roma-corsica")  # a conflict at sea
    ref("act", "card", "rome", "2")
    rome = json.loads(ref("status", "--json", "--seat", "rome"))
    carthage = json.loads(ref("status", "--json", "--seat", "Ann"))
    assert rome["your_choice"] == 2 and carthage["your_choice"] is None
    assert carthage["hands"]["rome"] == 5 and carthage["played"]["rome"] == []  # not revealed
    assert json.loads(ref("log", "--json"))[-1]["action"] == "card rome ?"
    ref("act", "card", "carthage", "4")
    rome = json.loads(ref("status", "--json", "--seat", "Ben"))
    assert rome["hands"] == {"rome": [1, 3, 4, 5], "carthage": 4}
    assert rome["played"] == {"rome": [2], "carthage": [4]}
    text = ref("status", "--seat", "Ben")
    assert "rome: 1 3 4 5 (played 2), carthage 4 cards (played 4)" in text
    hands = next(line for line in text.splitlines() if line.startswith("Hands:"))
    assert "carthage: " not in hands  # the opponent's cards are never listed
