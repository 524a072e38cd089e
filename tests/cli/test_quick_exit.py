"""A short command ends without Python's teardown (lictor/cli/quick.py, issue 27), and a
user notices no difference: every line is printed, the exit code is the same, the move is
in the file, the file is whole on its own (no write-ahead log left beside it), and a
command that left work running ends as Python ends it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lictor.cli.quick import exit_code, is_burst

LICTOR = [sys.executable, "-m", "lictor"]


# output block-buffered, as a pipe is by default (a CI image's PYTHONUNBUFFERED would
# flush every write, and no lost flush could show)
BUFFERED = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}


def lictor(db: Path, *words: str) -> subprocess.CompletedProcess[str]:
    env = {**BUFFERED, "LICTOR_DB": str(db)}
    return subprocess.run([*LICTOR, *words], env=env, capture_output=True, text=True)


def left_beside(db: Path) -> list[str]:
    """What SQLite left beside the session file (a write-ahead log, its index)."""
    return [n for n in (db.name + "-wal", db.name + "-shm") if db.with_name(n).exists()]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "table.sqlite"
    done = lictor(path, "referee", "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    assert done.returncode == 0, done.stderr
    return path


def test_a_move_made_by_a_quick_command_is_in_the_file_alone(db: Path) -> None:
    done = lictor(db, "referee", "act", "move", "legion", "carthago", "zama")
    assert done.returncode == 0, done.stderr
    # the connection was closed: SQLite folded its log back into the file, which can be
    # copied on its own
    assert left_beside(db) == []
    copy = db.with_name("copy.sqlite")
    copy.write_bytes(db.read_bytes())
    log = json.loads(lictor(copy, "referee", "log", "--json").stdout)
    assert [e["action"] for e in log] == ["move legion carthago zama"]


def test_a_refused_move_keeps_its_line_and_exit_code_and_writes_nothing(db: Path) -> None:
    done = lictor(db, "referee", "act", "fly", "to", "rome")
    assert done.returncode == 2
    assert done.stderr.startswith("Error: ") and len(done.stderr.splitlines()) == 1
    assert "Traceback" not in done.stderr
    # the refusal's traceback holds the session file open to the end: the exit closes it
    assert left_beside(db) == []
    assert json.loads(lictor(db, "referee", "log", "--json").stdout) == []


def _ended(script: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", script], env=BUFFERED, capture_output=True, text=True
    )


def test_the_collector_is_off_only_while_a_burst_command_runs() -> None:
    script = (
        "import gc\n"
        "from lictor.cli import quick\n"
        "quick.run(lambda: print('on' if gc.isenabled() else 'off'), {argv!r})\n"
    )
    assert _ended(script.format(argv=["referee", "status"])).stdout == "off\n"
    assert _ended(script.format(argv=["build", "carta-imperia"])).stdout == "on\n"
    assert _ended(script.format(argv=["referee", "serve"])).stdout == "on\n"


def test_a_command_that_left_a_thread_running_ends_as_python_ends() -> None:
    script = (
        "import threading, time\n"
        "from lictor.cli import quick\n"
        "def main():\n"
        "    threading.Thread(target=lambda: (time.sleep(0.3), print('finished'))).start()\n"
        "    raise SystemExit(3)\n"
        "quick.run(main, ['referee', 'status'])\n"
    )
    done = _ended(script)
    assert (done.returncode, done.stdout) == (3, "finished\n")


def test_the_exit_code_is_the_one_sys_exit_gives(capsys: pytest.CaptureFixture[str]) -> None:
    assert (exit_code(None), exit_code(0), exit_code(2)) == (0, 0, 2)
    assert exit_code("no such game") == 1
    assert capsys.readouterr().err == "no such game\n"
    script = "from lictor.cli import quick\nquick.run(lambda: print('said'), ['score'])\n"
    done = _ended(script)
    assert (done.returncode, done.stdout) == (0, "said\n")


def test_what_a_command_wrote_without_flushing_is_flushed_before_the_end() -> None:
    script = (
        "import sys\n"
        "from lictor.cli import quick\n"
        "def main():\n"
        "    sys.stdout.write('answered\\n')\n"
        "    sys.stderr.write('warned\\n')\n"
        "    raise SystemExit(2)\n"
        "quick.run(main, ['referee', 'act'])\n"
    )
    done = _ended(script)
    assert (done.returncode, done.stdout, done.stderr) == (2, "answered\n", "warned\n")


def test_which_commands_are_bursts() -> None:
    assert is_burst(["referee", "--db", "x.sqlite", "act", "pass"])
    assert is_burst(["score", "carta-imperia", "end.yaml"]) and is_burst(["resolve"])
    assert not is_burst(["referee", "serve", "--port", "0"])
    assert not is_burst(["build", "carta-imperia"]) and not is_burst(["lab"]) and not is_burst([])
