"""Hannibal vs Rome: a seat sees what its player saw at the table - its own hand, its own
secret card and its own played cards; of the opponent, how many cards are in hand and
how many lie face down (Conflict Resolution: the cards used are set aside face down, so a
player must remember what the other still holds). The two cards of a round lie open for
the moment they are revealed; a table that prefers open discards says so at `new`."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def _cli(tmp_path: Path) -> Callable[..., str]:
    db = str(tmp_path / "h.sqlite")

    def ref(*args: str) -> str:
        result = CliRunner().invoke(main, ["referee", "--db", db, *args])
        assert result.exit_code == 0, result.output
        return result.output

    return ref


def test_status_for_a_seat_never_shows_the_opponents_remaining_hand(tmp_path: Path) -> None:
    ref = _cli(tmp_path)
    ref("new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    ref("act", "move", "fleet", "carthago-sardinia", "roma-corsica")  # a conflict at sea
    ref("act", "--seat", "rome", "card", "rome", "2")
    rome = json.loads(ref("status", "--json", "--seat", "rome"))
    carthage = json.loads(ref("status", "--json", "--seat", "Ann"))
    assert rome["your_choice"] == 2 and carthage["your_choice"] is None
    assert carthage["hands"]["rome"] == 5 and carthage["played"]["rome"] == 0  # not revealed
    assert json.loads(ref("log", "--json"))[-1]["action"] == "card rome ?"
    ref("act", "--seat", "carthage", "card", "carthage", "4")
    rome = json.loads(ref("status", "--json", "--seat", "Ben"))
    assert rome["hands"] == {"rome": [1, 3, 4, 5], "carthage": 4}
    assert rome["played"] == {"rome": [2], "carthage": 1}
    text = ref("status", "--seat", "Ben")
    assert "rome: 1 3 4 5 (played 2), carthage 4 cards (1 played, face down)" in text
    hands = next(line for line in text.splitlines() if line.startswith("Hands:"))
    assert "carthage: " not in hands  # the opponent's cards are never listed


def test_played_cards_are_set_aside_face_down(tmp_path: Path) -> None:
    """Conflict Resolution: the cards used are discarded face down. The rulebook's
    example: Carthage 4 against Rome 3, then 5 against 5. Once the next round begins, the
    shared screen and each opponent see counts, and the log no longer tells the cards;
    each seat still sees its own."""
    ref = _cli(tmp_path)
    ref("new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    ref("act", "move", "fleet", "carthago-sardinia", "roma-corsica")
    ref("act", "--seat", "carthage", "card", "carthage", "4")
    out = ref("act", "--seat", "rome", "card", "rome", "3")
    assert "Rome 3, Carthage 4" in out  # revealed together: both see them this moment
    table = json.loads(ref("status", "--json"))
    assert table["revealed"] == {"rome": 3, "carthage": 4}
    # the next round: round 1's cards go face down
    ref("act", "--seat", "carthage", "card", "carthage", "5")
    table = json.loads(ref("status", "--json"))
    assert table["revealed"] is None and table["played"] == {"rome": 1, "carthage": 1}
    ann = json.loads(ref("status", "--json", "--seat", "Ann"))
    assert ann["played"] == {"rome": 1, "carthage": [4]}
    log = ref("log")
    assert "card rome ?" in log and "card carthage ?" in log
    assert "card rome 3" not in log and "Rome 3" not in log and "Carthage 4" not in log
    assert "card rome 3" in ref("log", "--seat", "Ben")  # his own card, to him
    out = ref("act", "--seat", "rome", "card", "rome", "5")  # a tie: each loses one
    assert "Rome 5, Carthage 5" in out and "each side loses one" in out


def test_open_discards_is_a_tables_choice(tmp_path: Path) -> None:
    """A table that prefers open discards: `new --variant open-discards` shows every
    played card to every screen, in the status and the log."""
    ref = _cli(tmp_path)
    ref(
        "new",
        "hannibal-vs-rome",
        "--players",
        "carthage=Ann,rome=Ben",
        "--variant",
        "open-discards",
    )
    ref("act", "move", "fleet", "carthago-sardinia", "roma-corsica")
    ref("act", "--seat", "carthage", "card", "carthage", "4")
    ref("act", "--seat", "rome", "card", "rome", "3")
    ref("act", "--seat", "carthage", "card", "carthage", "5")
    table = json.loads(ref("status", "--json"))
    assert table["played"] == {"rome": [3], "carthage": [4]}
    assert "card rome 3" in ref("log") and "Rome 3, Carthage 4" in ref("log")
    assert "card carthage ?" in ref("log")  # the card not yet revealed stays hidden
