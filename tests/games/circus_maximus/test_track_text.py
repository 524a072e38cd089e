"""Circus Maximus in the terminal (issue 30, items 12-13): the track drawn with the hex ids
every move names, each move said by where it goes, and a table's own track."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from tests.games.circus_maximus.helpers import G, play, race
from tests.games.circus_maximus.test_rules import START


def _run(db: Path, *args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return r.exit_code, r.output


def _placed(db: Path, *extra: str) -> None:
    assert (
        _run(
            db, "new", "circus-maximus", "--players", "red=Ann,blue=Ben", "--first", "Ann", *extra
        )[0]
        == 0
    )
    for hex_id in ("A1", "B1", "A2", "B2", "A3", "B3"):
        _code, out = _run(db, "next", "--json")
        chariot = out.split("place ")[1].split()[0]
        assert _run(db, "act", "place", chariot, hex_id)[0] == 0


def test_status_and_next_draw_the_track_with_its_hex_ids(tmp_path: Path) -> None:
    """Setup: the start area; End of the Race: the finish area. Every hex a move may name
    is on the screen, the chariots on theirs."""
    db = tmp_path / "r.sqlite"
    _placed(db)
    for command in ("status", "next"):
        code, out = _run(db, command)
        assert code == 0
        rows = [line for line in out.splitlines() if " F1 " in line or line.endswith("F1")]
        assert rows and "F11" in rows[0]  # the finish area's row, its ids
        assert " A19 " in out and " E19 " in out and " D4 " in out
        assert any(f"{m}{n}*" in out for m in "rb" for n in "123")  # the chariot moving now
        assert "Start area A1-A3" in out


def test_each_move_is_named_by_where_it_goes() -> None:
    """Moving Chariots: a card's hexes in one direction, forward or back; the words say
    which way the hex lies, not only its id."""
    s = race(START)
    said = {G.text(a): G.says(s, G.text(a)) for a in G.legal_actions(s)}
    forward = [t for t, w in said.items() if t.startswith("move red-1 5 ")]
    assert any(said[t].endswith(f"forward along the inside to {t.split()[3]}") for t in forward)
    s2 = play(s, "move red-1 5 A8")  # then back along the inside: A7 lies behind
    later = {G.text(a): G.says(s2, G.text(a)) for a in G.legal_actions(s2)}
    assert later["move red-1 1 A7"] == "red-1: 1 back along the inside to A7"
    assert said["stay red-1 1"].startswith("red-1: spends the 1 and stays on")


def test_keeping_one_card_for_later_chariots_says_1_card() -> None:
    """Moving Chariots: each player keeps a card for each chariot still to move."""
    s = play(race(START), "move red-1 2 A5", "move red-1 3 A8")
    assert "keeping 2 cards for later chariots" in G.agenda(s).prompt
    s = play(s, "done red-1")
    assert "keeping 1 card for later chariots" in G.agenda(s).prompt


def test_a_tables_track_changes_the_start_area(tmp_path: Path) -> None:
    """Setup: the start area is the hexes marked off on the board. A table whose board
    has a start area two hexes deep places no chariot on A3; lictor's (three) does."""
    pack = tmp_path / "track.yaml"
    pack.write_text("data:\n  track:\n    start_depth: 2\n")
    ours, theirs = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    for db, extra in ((ours, ()), (theirs, ("--content", str(pack)))):
        assert (
            _run(
                db,
                "new",
                "circus-maximus",
                "--players",
                "red=Ann,blue=Ben",
                "--first",
                "Ann",
                *extra,
            )[0]
            == 0
        )
    assert _run(ours, "act", "place", "red-1", "A3")[0] == 0
    code, out = _run(theirs, "act", "place", "red-1", "A3")
    assert code == 2 and "start area" in out
    pack.write_text("data:\n  track:\n    lanes: 9\n")
    code, out = _run(
        tmp_path / "c.sqlite",
        "new",
        "circus-maximus",
        "--players",
        "red=Ann,blue=Ben",
        "--content",
        str(pack),
    )
    assert code == 2 and f"{pack}:3" in out and "data.track.lanes" in out


def test_physical_is_refused_for_a_race(tmp_path: Path) -> None:
    """Setup: the five cards lie face up; nothing is drawn, so --physical is refused."""
    code, out = _run(
        tmp_path / "r.sqlite",
        "new",
        "circus-maximus",
        "--players",
        "red=Ann,blue=Ben",
        "--physical",
    )
    assert code == 2 and "draws nothing" in out


def test_a_tables_track_is_said_as_it_is_at_new_and_in_status(tmp_path: Path) -> None:
    """Setup: the start area marked off on the table's board. A 3-lane track with a start
    area two hexes deep is said so by `new` and by the track's legend."""
    pack = tmp_path / "small.yaml"
    pack.write_text("data: {track: {spina: 5, lanes: 3, start_depth: 2}}\n")
    db = tmp_path / "s.sqlite"
    code, out = _run(
        db, "new", "circus-maximus", "--players", "red=Ann,blue=Ben", "--content", str(pack)
    )
    assert code == 0 and "Start area: A1-A2, B1-B2, C1-C2 (lane A inside)" in out
    status = _run(db, "status")[1]
    assert "Lanes A (inside) to C (outside)" in status
    assert "Start area A1-A2, B1-B2, C1-C2;" in status


def test_a_finish_area_too_small_to_crown_anyone_is_refused(tmp_path: Path) -> None:
    """End of the Race: the first team with three chariots in wins, the others may race on
    until the finish area is full. A table's spina of 4 hexes could fill (2 + 2) before
    anyone has three in: refused at `new` (audit O13); lictor's 11 hexes take 5 teams."""
    pack = tmp_path / "small.yaml"
    pack.write_text("data: {track: {spina: 4, lanes: 3, start_depth: 2}}\n")
    code, out = _run(
        tmp_path / "s.sqlite", "new", "circus-maximus", "--players", "red=Ann,blue=Ben",
        "--content", str(pack),
    )  # fmt: skip
    assert code == 2 and "the finish area has 4 hexes, too few for 2 players" in out
    assert "at least 5" in out and out.count("\n") == 1
    pack.write_text("data: {track: {spina: 5, lanes: 3, start_depth: 2}}\n")
    code, out = _run(
        tmp_path / "t.sqlite", "new", "circus-maximus", "--players", "red=Ann,blue=Ben",
        "--content", str(pack),
    )  # fmt: skip
    assert code == 0, out
