"""Issue 12 items 5-10: every bad input, to every `lictor referee` command, is one line on
stderr, exit 2, and changes nothing (the session's export is the same before and after,
no file appears or disappears)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import lictor.rules.session
from lictor.cli import main

NEW = ["new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--seed", "1"]
COMMANDS: dict[str, list[str]] = {
    "new": NEW,
    "next": ["next"],
    "next-json": ["next", "--json"],
    "actions": ["actions"],
    "act": ["act", "pass"],
    "status": ["status"],
    "log": ["log"],
    "undo": ["undo"],
    "redo": ["redo"],
    "amend": ["amend", "1", "pass"],
    "export": ["export"],
    "import": ["import", "EXPORT"],
    "list": ["list"],
    "odds": ["odds"],
}
WRITERS = {"new", "act", "undo", "redo", "amend", "import"}
SESSIONLESS = {"new", "import", "list"}
READONLY = "READ-ONLY"  # the good session file, read-only


def run(tmp: Path, db: str, args: list[str]) -> tuple[int, str, str]:
    args = [str(tmp / "good.json") if a == "EXPORT" else a for a in args]
    result = CliRunner().invoke(main, ["referee", "--db", db, *args])
    return result.exit_code, result.stdout, result.stderr


def snapshot(tmp: Path) -> tuple[str, list[str]]:
    """The session's export digest and every file in the folder."""
    code, out, err = run(tmp, str(tmp / "game.sqlite"), ["export"])
    assert code == 0, err
    files = sorted(str(p.relative_to(tmp)) for p in tmp.rglob("*"))
    files = [f for f in files if not f.endswith(("-wal", "-shm"))]
    return hashlib.sha256(out.encode()).hexdigest(), files


@pytest.fixture
def table(tmp_path: Path) -> Path:
    db = str(tmp_path / "game.sqlite")
    for args in (
        NEW,
        ["act", "move", "legion", "carthago", "zama"],
        ["act", "move", "legion", "roma", "cannae"],
    ):
        code, _, err = run(tmp_path, db, args)
        assert code == 0, err
    _, out, _ = run(tmp_path, db, ["export"])
    (tmp_path / "good.json").write_text(out)
    (tmp_path / "folder").mkdir()
    (tmp_path / "empty.sqlite").write_bytes(b"")
    future = json.loads(out) | {"version": 99}
    (tmp_path / "future.json").write_text(json.dumps(future))
    return tmp_path


def cases(tmp: Path) -> list[tuple[str, str, list[str], str]]:
    """(what, --db, args, a word the one line must say)."""
    good = str(tmp / "game.sqlite")
    out: list[tuple[str, str, list[str], str]] = []
    for name, args in COMMANDS.items():
        out += [
            ("db is a folder", str(tmp / "folder"), args, "folder"),
            ("db is empty text", "", args, "file name"),
            ("db in a missing folder", str(tmp / "nowhere" / "x.sqlite"), args, "no such folder"),
            # act and amend take their words literally: the game refuses the word
            ("unknown option", good, [*args, "--bogus"], "--bogus"),
        ]
        if name not in SESSIONLESS:
            out += [
                ("session beyond 64 bits", good, ["--session", "9" * 23, *args], "--session"),
                ("no such session", good, ["--session", "7", *args], "no such session"),
            ]
        if name not in WRITERS:
            out.append(("empty file, read only", str(tmp / "empty.sqlite"), args, "empty"))
        if name in WRITERS - {"redo"}:  # (redo says first that there is nothing to redo)
            out.append(("read-only session file", READONLY, args, "read-only"))
        if name not in WRITERS | {"list"}:  # `list` of no file: no sessions, exit 0
            out.append(("no file", str(tmp / "absent.sqlite"), args, "no session file"))
    for name in ("status", "actions", "next", "next-json"):
        out.append(("unknown seat", good, [*COMMANDS[name], "--seat", "Zed"], "Zed"))
    out += [
        ("no words", good, ["act"], "Missing argument"),
        (
            "a negative card reaches the game",
            good,
            ["act", "--seat", "rome", "card", "rome", "-1"],
            "valued 1 to 5",
        ),
        ("a trailing word", good, ["act", "move", "legion", "carthago", "numidia", "x"], "x"),
        ("a huge number", good, ["act", "move", "legion", "1" + "0" * 20, "x"], "out of range"),
        ("an undo of an action no log had", good, ["undo", "99"], "the log has no action #99"),
        (
            "a hidden answer is not taken at a shared screen",
            good,
            ["act", "card", "rome", "44"],
            "a screen only Ben sees",
        ),
        ("amend 0", good, ["amend", "0", "pass"], "range"),
        ("amend beyond 64 bits", good, ["amend", "9" * 23, "pass"], "range"),
        ("amend beyond the log", good, ["amend", "9", "pass"], "actions 1 to 2"),
        ("amend without words", good, ["amend", "1"], "Missing argument"),
        ("stale undo", good, ["undo", "1"], "stale"),
        ("stale redo", good, ["redo", "1"], "stale"),
        ("nothing to redo", good, ["redo"], "nothing to redo"),
        ("seed beyond 64 bits", good, [*NEW[:-1], str(2**64)], "--seed"),
        ("unknown game", good, ["new", "chess", "--players", "a=b"], "chess"),
        ("export into a missing folder", good, ["export", "-o", str(tmp / "no" / "x")], "folder"),
        ("export onto a folder", good, ["export", "-o", str(tmp / "folder")], "folder"),
        ("import a future version", good, ["import", str(tmp / "future.json")], "version 99"),
        ("import a missing file", good, ["import", str(tmp / "none.json")], "cannot read"),
        ("odds of nothing", good, ["odds", "extra"], "odds"),
    ]
    return out


def read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The session file as an ordinary user sees a read-only one: run as root, its mode
    does not stop a write, so the check lictor makes (os.access) answers as for a user."""
    real = lictor.rules.session.os.access
    monkeypatch.setattr(
        lictor.rules.session.os,
        "access",
        lambda p, mode: False if mode == lictor.rules.session.os.W_OK else real(p, mode),
    )


def test_every_bad_input_is_one_line_exit_2_and_changes_nothing(
    table: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = snapshot(table)
    failures = []
    for what, db, args, says in cases(table):
        with monkeypatch.context() as m:
            if db == READONLY:
                read_only(m)
                db = str(table / "game.sqlite")
            code, out, err = run(table, db, args)
        lines = err.strip().splitlines()
        ok = code == 2 and len(lines) == 1 and says in lines[0] and "Traceback" not in err
        ok = ok and ("44" not in err if "44" in args else True)
        if "--json" not in args:
            ok = ok and out == ""
        else:  # a refusal under --json is also a JSON object on stdout
            ok = ok and (out == "" or json.loads(out)["ok"] is False)
        if not ok:
            failures.append(f"{what}: {' '.join(args)} -> {code} {err!r} {out[:80]!r}")
        assert snapshot(table) == before, what
    assert not failures, "\n".join(failures)


def test_a_read_only_session_file_can_still_be_read(
    table: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read_only(monkeypatch)
    code, out, _ = run(table, str(table / "game.sqlite"), ["status", "--json"])
    assert code == 0 and json.loads(out)["turns"] == 2


def test_a_refusal_under_json_is_an_object_on_stdout_and_a_line_on_stderr(table: Path) -> None:
    code, out, err = run(table, str(table / "game.sqlite"), ["act", "--json", "pass", "pass"])
    assert code == 2 and len(err.strip().splitlines()) == 1
    data = json.loads(out)
    assert data["ok"] is False and set(data) >= {"code", "message", "section", "hint"}
    code, out, err = run(
        table, str(table / "game.sqlite"), ["act", "--json", "move", "legion", "roma", "zama"]
    )
    data = json.loads(out)
    assert code == 2 and data["code"] == "out-of-turn" and data["section"] == "Sequence of Play"


def test_a_read_only_command_never_makes_a_file(tmp_path: Path) -> None:
    for args in (["status"], ["next"], ["log"], ["actions"], ["export"]):
        code, _, err = run(tmp_path, str(tmp_path / "lictor.sqlite"), args)
        assert code == 2 and "no session file" in err
    assert list(tmp_path.iterdir()) == []
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    code, _, err = run(tmp_path, str(empty), ["status"])
    assert code == 2 and empty.read_bytes() == b""


def test_usage_errors_are_one_line_for_every_lictor_command() -> None:
    for args in (
        ["--bogus"],
        ["build", "--bogus"],
        ["check", "--bogus"],
        ["score", "--bogus"],
        ["resolve", "--bogus"],
        ["games", "--bogus"],
        ["referee", "act"],
        ["nosuch"],
    ):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2, args
        assert len(result.stderr.strip().splitlines()) == 1, (args, result.stderr)
        assert "(see `lictor" in result.stderr and "--help`)" in result.stderr, args


def test_action_words_are_literal_a_minus_one_reaches_the_game(tmp_path: Path) -> None:
    db = str(tmp_path / "c.sqlite")
    code, _, err = run(tmp_path, db, ["new", "carta-imperia", "--players", "Ann,Ben,Cy"])
    assert code == 0, err
    code, out, err = run(tmp_path, db, ["act", "adjust", "Cy", "dignitas", "-1"])
    assert code == 0, err
    code, out, _ = run(tmp_path, db, ["status", "--json"])
    assert json.loads(out)["familiae"]["Cy"]["dignitas"] == 4
    code, out, err = run(tmp_path, db, ["act", "sack", "extra"])
    assert code == 2 and "sack takes nothing more" in err
    code, out, _ = run(tmp_path, db, ["log", "--json"])
    assert [e["action"] for e in json.loads(out)] == ["adjust Cy dignitas -1"]


def test_a_group_without_a_command_still_shows_its_help() -> None:
    result = CliRunner().invoke(main, ["referee"])
    assert "Usage: lictor referee [OPTIONS] COMMAND" in result.output
    assert "Commands:" in result.output and "\n" in result.output.strip()
