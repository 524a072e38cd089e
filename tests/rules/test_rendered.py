"""Issue 27: `referee status` on a log that has not moved prints what it printed before,
kept beside the log (lictor.rules.rendered) and trusted as a snapshot is: the same bytes
as a fresh rendering, never after the log moved, never a forged or another seat's text."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

import lictor.rules.rendered as rendered
from lictor.cli import main

CONFLICT = ["act", "move", "fleet", "sardinia-carthago", "roma-corsica"]
SECRET = "(secret until both are chosen): 2"


def _run(db: Path, *args: str, fresh: bool = False) -> str:
    env = {"LICTOR_SNAPSHOTS": "0"} if fresh else {}
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args], env=env)
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    path = tmp_path / "night.sqlite"
    _run(path, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--seed", "7")
    _run(path, *CONFLICT)
    _run(path, "act", "--seat", "Ben", "card", "rome", "2")  # Ben's card, face down
    return path


def _kept(db: Path) -> dict[str, str]:
    with sqlite3.connect(db) as conn:
        return dict(conn.execute("SELECT name, body FROM renderings").fetchall())


def _loads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times a command loaded the game (the Referee's replay from the log)."""
    from lictor.rules.referee import Referee

    calls: list[int] = []
    real = Referee.load

    def load(self: Referee, session_id: int | None) -> object:
        calls.append(1)
        return real(self, session_id)

    monkeypatch.setattr(Referee, "load", load)
    return calls


@pytest.mark.parametrize("args", [["status"], ["status", "--json"], ["--lang", "it", "status"]])
def test_a_kept_status_is_printed_again_byte_for_byte_without_loading_the_game(
    db: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    loads = _loads(monkeypatch)
    first = _run(db, *args)
    assert len(loads) == 1
    again = _run(db, *args)
    assert again == first and len(loads) == 1  # printed from the kept rendering
    assert again == _run(db, *args, fresh=True)  # what a replay from the log prints


def test_a_kept_status_is_not_printed_once_the_log_moves(db: Path) -> None:
    before = _run(db, "status", "--json")
    _run(db, "act", "--seat", "Ann", "card", "carthage", "4")  # both cards: the round's end
    after = _run(db, "status", "--json")
    assert after != before
    assert after == _run(db, "status", "--json", fresh=True)
    _run(db, "undo")
    assert _run(db, "status", "--json") == before  # the log as it was: made again, equal
    assert _run(db, "status", "--json") == _run(db, "status", "--json", fresh=True)


def test_a_seat_is_never_shown_the_tables_kept_status_nor_the_table_a_seats(db: Path) -> None:
    table = _run(db, "status")
    ben = _run(db, "status", "--seat", "Ben")
    assert SECRET in ben and SECRET not in table
    assert _run(db, "status", "--seat", "Ben") == ben  # his own, rendered for him again
    assert _run(db, "status", "--seat", "Ann") != ben
    assert _run(db, "status") == table
    kept = _kept(db)
    assert set(kept) == {"status:text:en"}  # the table's alone: no seat's screen is kept
    assert all(SECRET not in body and "rome: 1 2 3 4 5" not in body for body in kept.values())


def test_a_forged_or_altered_rendering_is_never_printed(db: Path) -> None:
    table = _run(db, "status")
    with sqlite3.connect(db) as conn:  # a shared file whose rendering someone rewrote
        conn.execute("UPDATE renderings SET body = 'Rome has won the war\n'")
    assert _run(db, "status") == table
    with sqlite3.connect(db) as conn:  # a forged one, its digest made without our secret
        key = conn.execute("SELECT key FROM renderings").fetchone()[0]
        body = "Carthage has won\n"
        dig = rendered.digest(key, "status:text:en", body, secret=b"someone else's")
        conn.execute("UPDATE renderings SET body = ?, digest = ?", (body, dig))
    assert _run(db, "status") == table
    with sqlite3.connect(db) as conn:  # an edited log entry: another key
        conn.execute("UPDATE entries SET payload = replace(payload, 'rome 2', 'rome 3')")
    edited = _run(db, "status", "--seat", "Ben")
    assert "(secret until both are chosen): 3" in edited


def test_a_changed_lictor_renders_again(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = _run(db, "status")
    loads = _loads(monkeypatch)
    monkeypatch.setattr(rendered, "code_fingerprint", lambda: "another lictor")
    assert _run(db, "status") == table
    assert len(loads) == 1  # not the kept text: the game was loaded again


def test_a_rendering_made_while_the_log_moved_is_not_kept(db: Path) -> None:
    from lictor.rules.session import Store

    store = Store(db, create=False)
    name = "status:text:en"
    try:
        info = store.session(None)
        looked, _ = rendered.look(store, info, name)
        rendered.keep(store, info, name, looked, "the log as it stands\n")
        assert rendered.look(store, info, name) == (looked, "the log as it stands\n")
        other = Store(db, create=False)  # another process acts while this one renders
        with other.write() as conn:
            other.append(conn, info.id, "undo", {})
        other.close()
        # what it rendered may be of the log after that undo: it is not kept under the
        # key it looked at first (a log edited back to that key would be shown it)
        rendered.keep(store, info, name, looked, "the log after the undo\n")
        moved, body = rendered.look(store, info, name)
        assert moved != looked and body is None
        with store.conn:
            store.conn.execute("DELETE FROM entries WHERE seq = (SELECT max(seq) FROM entries)")
        assert rendered.look(store, info, name) == (looked, "the log as it stands\n")
    finally:
        store.close()
