"""`lictor referee` end to end: sessions, secrets, undo, amend, export, and bad files."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "game.sqlite"


def ref(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output  # stdout and stderr, as a terminal shows them


def new(db: Path) -> None:
    code, out = ref(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    assert code == 0 and out.startswith("session 1: hannibal-vs-rome")


def status(db: Path) -> dict[str, object]:
    code, out = ref(db, "status", "--json")
    assert code == 0
    return json.loads(out)  # type: ignore[no-any-return]


def test_new_next_and_act(db: Path) -> None:
    new(db)
    code, out = ref(db, "next", "--json")
    agenda = json.loads(out)
    assert code == 0
    assert {"game", "over", "outcome", "winners", "waiting_on", "prompt"} <= agenda.keys()
    assert agenda["waiting_on"] == ["Ann"] and agenda["over"] is False
    code, out = ref(db, "act", "move", "legion", "carthago", "zama")
    assert code == 0 and "moves from Carthago to Zama" in out and "Rome (Ben)" in out


def test_actions_json_lines_are_ready_for_act(db: Path) -> None:
    new(db)
    code, out = ref(db, "actions", "--json")
    actions = json.loads(out)["actions"]
    assert code == 0 and "pass" in actions and "move hannibal carthago zama" in actions
    for line in actions[:3]:
        fresh = db.with_name(f"{line.replace(' ', '_')}.sqlite")
        new(fresh)
        code, _ = ref(fresh, "act", *line.split())
        assert code == 0, line


def test_illegal_move_is_refused_with_the_rule_and_nothing_is_written(db: Path) -> None:
    new(db)
    before = status(db)
    code, out = ref(db, "act", "move", "hannibal", "carthago", "sardinia")
    assert code == 2
    assert out.strip() == (
        "Error: Not allowed - Movement: Hannibal's legion may not enter "
        "Sardinia (he never goes to Corsica, Sardinia or Sicilia)"
    )
    code, out = ref(db, "act", "move", "legion", "roma", "cannae")
    assert code == 2 and "Sequence of Play: it is Carthage's turn" in out
    code, out = ref(db, "act", "move", "fleet", "carthago-sardinia", "roma-sicilia")
    assert code == 2 and "unknown sea route 'roma-sicilia'" in out
    assert status(db) == before
    code, out = ref(db, "log", "--json")
    assert json.loads(out) == []


def _conflict(db: Path) -> None:
    new(db)
    for line in ("move fleet carthago-sardinia roma-corsica",):
        code, out = ref(db, "act", *line.split())
        assert code == 0, out


def test_secret_cards_are_masked_until_revealed_and_a_card_played_is_refused(db: Path) -> None:
    _conflict(db)
    code, out = ref(db, "act", "--seat", "rome", "card", "rome", "2")
    assert code == 0 and "Rome has chosen a card" in out and "2" not in out.split("\n")[0]
    code, out = ref(db, "log")
    assert any(line.endswith("card rome ?") for line in out.splitlines())
    code, out = ref(db, "act", "--seat", "rome", "card", "rome", "3")
    assert code == 2 and "already chosen" in out
    ref(db, "act", "--seat", "carthage", "card", "carthage", "4")
    code, out = ref(db, "log")
    assert "card rome 2" in out and "card carthage 4" in out  # revealed together
    code, out = ref(db, "act", "card", "carthage", "4")  # the shared screen: refused unread
    assert code == 2 and "a screen only Ann sees" in out and "Reclaiming" not in out
    code, out = ref(db, "act", "--seat", "carthage", "card", "carthage", "4")
    assert code == 2 and "Reclaiming" in out  # why, to Ann's own screen alone
    data = status(db)
    assert data["hands"] == {"rome": 4, "carthage": 4}
    code, out = ref(db, "status", "--json", "--seat", "Ben")
    assert json.loads(out)["hands"]["rome"] == [1, 3, 4, 5]


def test_two_undos_take_back_two_actions_and_redo_brings_them_back(db: Path) -> None:
    """Issue 12 item 11: undo twice takes back two actions; `redo` is its own command."""
    new(db)
    ref(db, "act", "move", "legion", "carthago", "zama")
    after_move = status(db)
    ref(db, "act", "move", "legion", "roma", "cannae")
    after_two = status(db)
    code, out = ref(db, "undo")
    assert code == 0 and out.startswith("undone: move legion roma cannae")
    code, out = ref(db, "undo")
    assert code == 0 and out.startswith("undone: move legion carthago zama")
    assert status(db)["turn"] == "carthage" and status(db)["turns"] == 0
    code, out = ref(db, "redo")
    assert code == 0 and out.startswith("redone: move legion carthago zama")
    assert status(db) == after_move
    code, out = ref(db, "redo", "1")  # the latest action is #1: redo brings back #2
    assert code == 0 and status(db) == after_two
    code, out = ref(db, "redo")
    assert code == 2 and out == "Error: nothing to redo\n"


def test_an_undo_typed_against_an_old_log_is_refused_as_stale(db: Path) -> None:
    """Two people typing `undo 2` at once: the second is refused, not applied twice."""
    new(db)
    ref(db, "act", "move", "legion", "carthago", "zama")
    ref(db, "act", "move", "legion", "roma", "cannae")
    code, out = ref(db, "undo", "2")
    assert code == 0 and "roma cannae" in out
    code, out = ref(db, "undo", "2")
    assert code == 2 and "stale" in out and "#1" in out
    assert [e["action"] for e in json.loads(ref(db, "log", "--json")[1])] == [
        "move legion carthago zama"
    ]


def test_undo_takes_back_a_forced_amend_whole_with_the_actions_it_dropped(db: Path) -> None:
    new(db)
    ref(db, "act", "move", "legion", "carthago", "zama")
    ref(db, "act", "move", "legion", "roma", "cannae")
    ref(db, "act", "move", "legion", "zama", "carthago")
    before = ref(db, "export")[1]
    code, out = ref(db, "amend", "1", "move", "legion", "carthago", "mauretania", "--force")
    assert code == 0 and "dropped #3" in out
    code, out = ref(db, "undo")
    assert code == 0 and "undone: amend 1" in out
    assert [e["action"] for e in json.loads(ref(db, "log", "--json")[1])] == [
        "move legion carthago zama",
        "move legion roma cannae",
        "move legion zama carthago",
    ]
    code, out = ref(db, "redo")
    assert code == 0 and len(json.loads(ref(db, "log", "--json")[1])) == 2
    assert json.loads(before)["entries"] != json.loads(ref(db, "export")[1])["entries"]


def test_amend_refuses_when_later_actions_become_illegal_unless_forced(db: Path) -> None:
    new(db)
    ref(db, "act", "move", "legion", "carthago", "zama")
    ref(db, "act", "move", "legion", "roma", "cannae")
    ref(db, "act", "move", "legion", "zama", "carthago")
    code, out = ref(db, "amend", "1", "move", "legion", "carthago", "mauretania")
    assert code == 2 and "#3 'move legion zama carthago'" in out
    unchanged = [e["action"] for e in json.loads(ref(db, "log", "--json")[1])]
    assert unchanged == [
        "move legion carthago zama",
        "move legion roma cannae",
        "move legion zama carthago",
    ]
    code, out = ref(db, "amend", "1", "move", "legion", "carthago", "mauretania", "--force")
    assert code == 0 and "dropped #3" in out
    log = [e["action"] for e in json.loads(ref(db, "log", "--json")[1])]
    assert log == ["move legion carthago mauretania", "move legion roma cannae"]


def test_export_import_round_trips(db: Path, tmp_path: Path) -> None:
    _conflict(db)
    ref(db, "act", "--seat", "rome", "card", "rome", "5")
    ref(db, "act", "--seat", "carthage", "card", "carthage", "1")
    ref(db, "undo")
    export = tmp_path / "game.json"
    code, _ = ref(db, "export", "-o", str(export))
    assert code == 0
    other = tmp_path / "other.sqlite"
    code, out = ref(other, "import", str(export))
    assert code == 0 and out.startswith("session 1: imported")
    a, b = status(db), status(other)
    a.pop("session"), b.pop("session")
    assert a == b


def test_sessions_in_one_file_latest_is_current(db: Path) -> None:
    new(db)
    ref(db, "act", "pass")
    code, out = ref(db, "new", "hannibal-vs-rome", "--players", "rome=Cy,carthage=Dee")
    assert code == 0 and out.startswith("session 2")
    assert status(db)["players"] == {"rome": "Cy", "carthage": "Dee"}
    code, out = ref(db, "--session", "1", "status", "--json")
    assert json.loads(out)["turn"] == "rome"
    code, out = ref(db, "list")
    assert "*   2" in out


def test_bad_players_and_bad_files_are_one_line_errors(db: Path, tmp_path: Path) -> None:
    code, out = ref(db, "new", "hannibal-vs-rome", "--players", "rome=Ben")
    assert code == 2 and "no player for carthage" in out
    junk = tmp_path / "junk.sqlite"
    junk.write_text("these are my notes, not a database\n")
    code, out = ref(junk, "status")
    assert code == 2 and "is not a lictor session file" in out and "Traceback" not in out
    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    code, out = ref(foreign, "status")
    assert code == 2 and "another program" in out
    code, out = ref(db, "status")
    assert code == 2 and "no session" in out


ACT = [sys.executable, "-m", "lictor", "referee"]


def test_two_processes_on_one_file_never_lose_an_action(db: Path) -> None:
    _conflict(db)
    env = {**os.environ, "LICTOR_DB": str(db)}
    for rome, carthage in ((1, 2), (3, 4), (2, 1)):
        procs = [
            subprocess.Popen(
                [*ACT, "act", "--seat", "rome", "card", "rome", str(rome)],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            ),
            subprocess.Popen(
                [*ACT, "act", "--seat", "carthage", "card", "carthage", str(carthage)],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            ),
        ]
        for p in procs:
            _, err = p.communicate(timeout=60)
            assert p.returncode == 0, err
    # each card lies face down once played: each seat's log shows its own
    seen = [
        [e["action"] for e in json.loads(ref(db, "log", "--json", "--seat", side)[1])]
        for side in ("rome", "carthage")
    ]
    log = [a if not a.endswith("?") else b for a, b in zip(*seen, strict=True)]
    assert sorted(log[1:]) == sorted(
        [
            "card rome 1",
            "card carthage 2",
            "card rome 3",
            "card carthage 4",
            "card rome 2",
            "card carthage 1",
        ]
    )


def test_a_process_killed_mid_write_leaves_every_committed_action(db: Path) -> None:
    new(db)
    ref(db, "act", "move", "legion", "carthago", "zama")
    script = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from lictor.rules.session import Store\n"
        "store = Store(Path(sys.argv[1]))\n"
        "db = store.conn\n"
        "db.execute('BEGIN IMMEDIATE')\n"
        "store.append(db, 1, 'act', {'words': 'pass'})\n"
        "os._exit(9)  # killed before the commit\n"
    )
    proc = subprocess.run([sys.executable, "-c", script, str(db)], capture_output=True)
    assert proc.returncode == 9
    log = [e["action"] for e in json.loads(ref(db, "log", "--json")[1])]
    assert log == ["move legion carthago zama"]
    code, _ = ref(db, "act", "pass")
    assert code == 0


def test_two_people_typing_undo_at_once_never_cancel_out(db: Path) -> None:
    """Issue 12 item 11: two `undo 3` at once: one takes back #3, the other is refused
    as stale; two plain `undo`s at once take back two distinct actions, never undo
    then redo."""
    new(db)
    for line in (
        "move legion carthago zama",
        "move legion roma cannae",
        "move legion zama carthago",
    ):
        assert ref(db, "act", *line.split())[0] == 0
    env = {**os.environ, "LICTOR_DB": str(db)}
    procs = [
        subprocess.Popen(
            [*ACT, "undo", "3"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        for _ in range(2)
    ]
    codes = sorted(p.wait(timeout=60) for p in procs)
    assert codes == [0, 2]
    assert len(json.loads(ref(db, "log", "--json")[1])) == 2
    procs = [
        subprocess.Popen([*ACT, "undo"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for _ in range(2)
    ]
    assert [p.wait(timeout=60) for p in procs] == [0, 0]
    assert json.loads(ref(db, "log", "--json")[1]) == []


def test_db_and_session_are_taken_after_the_subcommand_too(tmp_path: Path) -> None:
    """`lictor referee status --db FILE --session N`, as people type it."""
    db = str(tmp_path / "g.sqlite")
    run = CliRunner().invoke
    for players in ("carthage=Ann,rome=Ben", "carthage=Cy,rome=Di"):
        made = run(main, ["referee", "new", "hannibal-vs-rome", "--players", players, "--db", db])
        assert made.exit_code == 0, made.output
    first = run(main, ["referee", "status", "--db", db, "--session", "1"])
    latest = run(main, ["referee", "status", "--db", db])
    assert first.exit_code == 0 and "Ann" in first.output and "Cy" not in first.output
    assert latest.exit_code == 0 and "Cy" in latest.output
    assert not (tmp_path / "lictor.sqlite").exists()
