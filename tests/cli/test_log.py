"""Issue 12 item 15: `log` shows what each action did; `log --era N` recaps an Era."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def ref(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.stdout, result.stderr


def test_the_log_shows_each_actions_events(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    ref(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    ref(db, "act", "move", "legion", "carthago", "zama")
    code, out, _ = ref(db, "log")
    assert code == 0
    assert out.splitlines() == [
        "   1  move legion carthago zama",
        "        a Carthage legion moves from Carthago to Zama",
    ]
    code, _, err = ref(db, "log", "--era", "1")
    assert code == 2 and "has no Eras" in err


def test_log_era_recaps_one_era(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    ref(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "2")
    ref(db, "act", "sack")
    code, out, _ = ref(db, "log", "--era", "1", "--json")
    items = json.loads(out)
    assert code == 0 and items[0]["action"] == "sack" and items[0]["era"] == 1
    assert "Rome is Sacked: marker 1 of 3" in items[0]["events"]
    code, out, _ = ref(db, "log", "--era", "2")
    assert code == 0 and out.strip() == "no actions in Era 2 yet"


def test_log_era_beyond_the_games_last_is_refused(tmp_path: Path) -> None:
    """`log --era 9` on a game of 7 Eras (the Full Game) is a mistake, not an empty
    recap: one line naming the game's Eras, exit 2 (as `--era 0` is refused)."""
    db = tmp_path / "c.sqlite"
    ref(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--scenario", "full")
    code, out, err = ref(db, "log", "--era", "9")
    assert code == 2 and out == ""
    assert err.strip() == "Error: --era 9: this game has Eras 1 to 7"
    code, _, _ = ref(db, "log", "--era", "7")
    assert code == 0


def test_log_for_a_seat_shows_its_own_secrets_and_never_the_opponents(tmp_path: Path) -> None:
    """Issue 13, Hannibal vs Rome ("Conflict"): a player remembers the cards played, not
    the opponent's hand - `log --seat` shows that seat's own card chosen in secret, the
    other seat's still masked; without --seat every unrevealed card is masked."""
    db = tmp_path / "h.sqlite"
    ref(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    ref(db, "act", "move", "fleet", "carthago-sardinia", "roma-corsica")
    ref(db, "act", "--seat", "rome", "card", "rome", "2")
    _, out, _ = ref(db, "log")
    assert out.splitlines()[-2].endswith("card rome ?")
    _, out, _ = ref(db, "log", "--seat", "Ben")
    assert "card rome 2" in out
    _, out, _ = ref(db, "log", "--seat", "carthage")  # a side names the seat too
    assert "card rome ?" in out and "card rome 2" not in out
    code, _, err = ref(db, "log", "--seat", "Zed")
    assert code == 2 and "no such seat" in err


def test_carta_log_for_a_seat_shows_its_own_draft_picks_by_printed_name(tmp_path: Path) -> None:
    """Events Draft: a pick is never shown to the table; its picker sees it, with the
    card's printed name (a blank write-in card says so)."""
    db = tmp_path / "c.sqlite"
    ref(
        db,
        "new",
        "carta-imperia",
        "--scenario",
        "rise-of-the-republic",
        "--players",
        "Ann,Ben,Cy",
        "--seed",
        "3",
    )
    ref(db, "act", "--seat", "Ann", "pick", "Ann", "draft-event-ii-1")
    _, out, _ = ref(db, "log")
    assert out.splitlines()[0].endswith("pick Ann ?")
    _, out, _ = ref(db, "log", "--seat", "Ann")
    assert out.splitlines()[0].endswith(
        "pick Ann draft-event-ii-1 (Draft Event, Era II, no. 1, a blank write-in card)"
    )
    _, out, _ = ref(db, "log", "--seat", "Ben")
    assert "pick Ann ?" in out
