"""The resident server (lictor/resident/, issue 27): a short command handed to a fork of a
process that imported lictor once answers exactly as the command alone would (its output,
its refusals, its exit code, its move played once), Ctrl-C and TERM reach it, and it is
used only where it is safe: this user's own folder, this very installation and code, never
the hot-seat at a terminal.

Each test's server lives in a runtime folder of the test's own and is stopped after it
(tests/conftest.py turns the resident off for every other test)."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import lictor
from lictor.resident import wire

# the resident is Linux's alone (SO_PEERCRED, /proc): elsewhere every command runs alone,
# which every other test of the suite covers (CI runs on Linux, where none of these skips)
pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the resident lictor runs on Linux only"
)

HANNIBAL = "carthage=Ann,rome=Ben"
# output block-buffered, as a pipe is by default (see tests/cli/test_quick_exit.py)
BASE = {k: v for k, v in os.environ.items() if k not in ("PYTHONUNBUFFERED", "LICTOR_DB")}


class Table:
    """A folder of its own: a session file, caches, a key and a runtime folder; commands
    run there with the resident on (or off, ``alone=True``)."""

    def __init__(self, root: Path, tree: Path | None = None) -> None:
        self.root = root
        self.run_dir = root / "run"
        self.run_dir.mkdir(mode=0o700, parents=True)
        self.env = {
            **BASE,
            "LICTOR_RESIDENT": "1",
            "XDG_RUNTIME_DIR": str(self.run_dir),
            "XDG_STATE_HOME": str(root / "state"),
            "LICTOR_CACHE_DIR": str(root / "cache"),
            "LICTOR_DB": str(root / "table.sqlite"),
        }
        self.lock: Path | None = None
        if tree is not None:  # a copy of lictor's files, to change one
            self.env["PYTHONPATH"] = str(tree)

    @property
    def folder(self) -> Path:
        return self.run_dir / "lictor"

    def lictor(
        self, *words: str, alone: bool = False, stdin: str = "", **env: str
    ) -> subprocess.CompletedProcess[str]:
        run_env = {**self.env, **env, **({"LICTOR_RESIDENT": "0"} if alone else {})}
        return subprocess.run(
            [sys.executable, "-m", "lictor", *words],
            env=run_env,
            input=stdin,
            capture_output=True,
            text=True,
            cwd=self.root,
            timeout=120,
        )

    def server(self) -> dict[str, str]:
        """The lock file's words (pid, served, cpu, own) of the one server, or {}."""
        locks = list(self.folder.glob("*.lock")) if self.folder.exists() else []
        if self.lock is not None:  # the table's own server (another may run beside it)
            locks = [self.lock]
        if not locks:
            return {}
        assert len(locks) == 1, locks
        text = locks[0].read_text()
        return _words(text)

    def served(self) -> int:
        return int(self.server().get("served", -1))

    def wait_for_server(self, pid: str = "", timeout: float = 60.0) -> str:
        """The server's pid once it listens (another than ``pid``)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            found = self.server()
            if "own" in found and found["pid"] != pid and list(self.folder.glob("*.sock")):
                self.lock = next(self.folder.glob("*.lock"))
                return found["pid"]
            time.sleep(0.05)
        raise AssertionError(f"no resident server in {self.folder}")

    def started(self) -> Table:
        done = self.lictor(
            "referee", "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben"
        )
        assert done.returncode == 0, done.stderr
        self.wait_for_server()
        return self

    def stop(self) -> None:
        """TERM the server; one that a stuck worker keeps (a failed test) is killed with it."""
        pid = self.server().get("pid")
        if not pid:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid), signal.SIGTERM)
        try:
            _wait_gone(int(pid), timeout=10)
        except AssertionError:
            children = Path(f"/proc/{pid}/task/{pid}/children")
            for child in children.read_text().split() if children.exists() else []:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(int(child), signal.SIGKILL)
            with contextlib.suppress(ProcessLookupError):
                os.kill(int(pid), signal.SIGKILL)
            raise


def _words(lock_text: str) -> dict[str, str]:
    """A server's lock file as its words: pid, served, cpu, own."""
    return dict(line.split(" ", 1) for line in lock_text.splitlines() if " " in line)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(") ")[-1].startswith("Z"))


def _wait_gone(pid: int, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end and _alive(pid):
        time.sleep(0.05)
    assert not _alive(pid), f"the server {pid} is still running"


@pytest.fixture(autouse=True)
def _ctrl_c_heard() -> Iterator[None]:
    """Every command a test starts hears Ctrl-C, as at a terminal: signals a process ignores
    are part of its server's identity, and a run as a script's background job (as CI may
    be) would start the table's server with Ctrl-C ignored, the Ctrl-C test's own without."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    t = Table(tmp_path)
    yield t.started()
    t.stop()


def _log(t: Table) -> list[str]:
    return [e["action"] for e in json.loads(t.lictor("referee", "log", "--json").stdout)]


def test_the_first_command_runs_alone_and_starts_the_server(tmp_path: Path) -> None:
    t = Table(tmp_path)
    try:
        done = t.lictor("referee", "new", "hannibal-vs-rome", "--players", HANNIBAL)
        assert done.returncode == 0, done.stderr
        t.wait_for_server()
        assert t.served() == 0  # the first command did not wait for it
        assert t.lictor("referee", "status", "--json").returncode == 0
        assert t.served() == 1
        # the socket's folder is the user's alone, the socket too
        assert t.folder.stat().st_mode & 0o777 == 0o700
        (sock,) = t.folder.glob("*.sock")
        assert sock.stat().st_mode & 0o777 == 0o600
    finally:
        t.stop()


def test_each_command_answers_in_the_worker_as_it_answers_alone(table: Table) -> None:
    """Output, refusal line and exit code of the short commands, the worker's beside the
    same command run alone on a copy of the same session file."""
    words = [
        ["referee", "status", "--json"],
        ["referee", "status"],
        ["referee", "actions", "--json"],
        ["referee", "next", "--json"],
        ["referee", "act", "fly", "to", "rome"],  # refused: one line, exit 2
        ["referee", "no-such-command"],  # a usage error
        ["referee", "--help"],
        ["resolve", "carta-imperia", "court", "--prosecutor", "evidence", "--defendant",
         "oratory", "--era", "3"],
    ]  # fmt: skip
    alone_db = table.root / "alone.sqlite"
    for argv in words:
        shutil.copyfile(table.root / "table.sqlite", alone_db)
        before = table.served()
        there = table.lictor(*argv)
        here = table.lictor(*argv, alone=True, LICTOR_DB=str(alone_db))
        assert table.served() == before + 1, argv  # it did run in a worker
        assert (there.returncode, there.stdout, there.stderr) == (
            here.returncode,
            here.stdout,
            here.stderr,
        ), argv
    refused = table.lictor("referee", "act", "fly", "to", "rome")
    assert refused.returncode == 2 and refused.stderr.startswith("Error: ")
    assert "Traceback" not in refused.stderr and len(refused.stderr.splitlines()) == 1
    assert "(see `python -m lictor referee --help`)" in table.lictor("referee", "nope").stderr


def test_an_accepted_move_is_played_once_and_the_file_is_whole(table: Table) -> None:
    before = table.served()
    done = table.lictor("referee", "act", "move", "legion", "carthago", "zama")
    assert done.returncode == 0, done.stderr
    assert table.served() == before + 1
    assert _log(table) == ["move legion carthago zama"]
    db = table.root / "table.sqlite"
    assert not db.with_name("table.sqlite-wal").exists()
    assert table.lictor("referee", "undo").returncode == 0
    assert _log(table) == []


def test_standard_input_the_working_folder_and_the_environment_are_the_clients(
    table: Table,
) -> None:
    end = (Path(__file__).parents[1] / "data" / "carta-end.yaml").read_text()
    before = table.served()
    there = table.lictor("score", "carta-imperia", "-", "--json", stdin=end)
    here = table.lictor("score", "carta-imperia", "-", "--json", stdin=end, alone=True)
    assert there.returncode == 0 and there.stdout == here.stdout
    # a relative path is read from the client's folder; the language from its environment
    (table.root / "end.yaml").write_text(end)
    it = table.lictor("score", "carta-imperia", "end.yaml", LANGUAGE="it")
    it_alone = table.lictor("score", "carta-imperia", "end.yaml", LANGUAGE="it", alone=True)
    assert it.returncode == 0 and it.stdout == it_alone.stdout
    assert table.served() == before + 2


def test_ctrl_c_and_term_reach_the_command(table: Table) -> None:
    """``score -`` waits on its standard input: Ctrl-C there says Aborted! and exits 1, a
    TERM ends it by TERM, in the worker as alone."""
    for alone in (False, True):
        for signum, code, said in ((signal.SIGINT, 1, "Aborted!"), (signal.SIGTERM, -15, "")):
            env = {**table.env, "LICTOR_RESIDENT": "0" if alone else "1"}
            before = table.served()
            proc = _waiting_score(table, env)
            if not alone:
                _wait_worker(table)
            time.sleep(1.0)  # the command has started, and waits on its input
            proc.send_signal(signum)
            # its input stays open until it ended (communicate would close it, and a
            # command that read the end of its input first would not be interrupted)
            proc.wait(timeout=30)
            out, err = proc.communicate(timeout=30)
            assert proc.returncode == code, (alone, signum, err)
            assert err.strip() == said and out == ""
            assert table.served() == before + (0 if alone else 1)


def _wait_worker(table: Table) -> None:
    """Wait until the server has forked the running command's worker."""
    pid = table.server()["pid"]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    end = time.monotonic() + 20
    while time.monotonic() < end and not children.read_text().split():
        time.sleep(0.05)
    assert children.read_text().split(), "no worker"


def test_a_changed_file_of_lictor_retires_the_server(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    shutil.copytree(Path(lictor.__file__).parent, tree / "lictor", ignore=_no_cache)
    t = Table(tmp_path / "t", tree)
    try:
        t.started()
        first = t.server()["pid"]
        assert t.lictor("referee", "status").returncode == 0 and t.served() == 1
        changed = tree / "lictor" / "rules" / "referee.py"
        st = changed.stat()
        os.utime(changed, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
        done = t.lictor("referee", "status", "--json")
        assert done.returncode == 0 and json.loads(done.stdout)["game"] == "hannibal-vs-rome"
        _wait_gone(int(first))  # it ran alone, and the old server left
        assert t.lictor("referee", "status").returncode == 0
        assert t.wait_for_server(first) != first  # the next command started a new one
    finally:
        t.stop()


def _no_cache(folder: str, names: list[str]) -> list[str]:
    return [n for n in names if n == "__pycache__"]


def test_the_server_leaves_after_its_idle_time(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.env["LICTOR_RESIDENT_IDLE"] = "2"
    t.started()
    pid = int(t.server()["pid"])
    assert t.lictor("referee", "status").returncode == 0 and t.served() == 1
    _wait_gone(pid)  # two seconds after its last command
    assert list(t.folder.glob("*.sock")) == []  # and it took its socket with it


def test_a_folder_others_may_enter_or_a_link_is_never_used(tmp_path: Path) -> None:
    t = Table(tmp_path)
    t.folder.mkdir(mode=0o700)
    t.folder.chmod(0o755)
    done = t.lictor("referee", "new", "hannibal-vs-rome", "--players", HANNIBAL)
    assert done.returncode == 0
    assert t.lictor("referee", "status").returncode == 0
    time.sleep(1.0)
    assert list(t.folder.iterdir()) == []  # no socket, no server: every command alone
    t.folder.rmdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    t.folder.symlink_to(elsewhere)
    assert t.lictor("referee", "status").returncode == 0
    time.sleep(1.0)
    assert list(elsewhere.iterdir()) == []


def test_the_hot_seat_at_a_terminal_and_other_commands_run_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LICTOR_RESIDENT", "1")
    assert wire.eligible(["referee", "next"], stdin_is_tty=False)
    assert not wire.eligible(["referee", "next"], stdin_is_tty=True)  # the hidden answers
    assert wire.eligible(["referee", "next", "--json"], stdin_is_tty=True)
    assert wire.eligible(["referee", "status"], stdin_is_tty=True)
    assert not wire.eligible(["referee", "serve"], stdin_is_tty=False)
    assert not wire.eligible(["build", "carta-imperia"], stdin_is_tty=False)
    monkeypatch.setenv("LICTOR_RESIDENT", "0")
    assert not wire.eligible(["referee", "status"], stdin_is_tty=False)


def test_a_worker_reads_the_key_and_caches_of_its_own_environment(table: Table) -> None:
    """The server imported lictor under the first command's environment; a later command
    with another state and cache folder has its own key made there, as alone."""
    other_state = table.root / "other-state"
    before = table.served()
    done = table.lictor("referee", "status", XDG_STATE_HOME=str(other_state))
    assert done.returncode == 0 and table.served() == before + 1
    key = other_state / "lictor" / "snapshot.key"
    assert key.is_file()
    assert key.read_bytes() != (table.root / "state" / "lictor" / "snapshot.key").read_bytes()


def _request(ident: bytes, argv: list[str]) -> bytes:
    return wire.encode(ident, "/", 0o22, wire.streams_of(), "lictor", argv)


def _send(path: str, body: bytes) -> bytes:
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.settimeout(20)
    conn.connect(path)
    with open(os.devnull, "w") as null:
        fds = [null.fileno()] * 3
        socket.send_fds(conn, [body], fds)
        got = b""
        while True:
            chunk = conn.recv(256)
            if not chunk:
                break
            got += chunk
    conn.close()
    return got


def test_another_installation_s_request_runs_nothing(table: Table) -> None:
    (sock,) = table.folder.glob("*.sock")
    before = table.served()
    got = _send(str(sock), _request(b"another python", ["referee", "act", "pass"]))
    assert got == b"other\nexit 0\n"  # refused, the refusing worker ended; no command ran
    assert _log(table) == []
    assert table.served() == before + 2  # that worker, and the log


def test_the_peer_s_user_is_read_from_the_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the server and client check of each other, as any user can test it: the peer's
    uid from SO_PEERCRED, told apart from this process's (here made another's)."""
    a, b = socket.socketpair(socket.AF_UNIX)
    with a, b:
        assert wire.same_user(a) and wire.same_user(b)
        monkeypatch.setattr(os, "getuid", lambda: os.geteuid() + 1)
        assert not wire.same_user(a)


# Only root can become another user, so only a root run (CI's, here) connects as one; the
# check itself is tested above for every user
@pytest.mark.skipif(
    os.getuid() != 0,
    reason="becoming another user (setuid) needs root, which CI has; the uid check itself is "
    "tested for every user in test_the_peer_s_user_is_read_from_the_kernel",
)
def test_another_user_is_never_served(table: Table) -> None:
    (sock,) = table.folder.glob("*.sock")
    table.folder.chmod(0o711)  # a breach of the folder: the server's own check still holds
    sock.chmod(0o666)
    before = table.served()
    script = (
        "import os, socket, sys\n"
        # the folders above the socket's are root's alone: reach it through a descriptor
        "d = os.open(os.path.dirname(sys.argv[1]), os.O_PATH)\n"
        "os.setgid(65534); os.setuid(65534)\n"
        "c = socket.socket(socket.AF_UNIX); c.settimeout(20)\n"
        "c.connect(f'/proc/self/fd/{d}/' + os.path.basename(sys.argv[1]))\n"
        "try:\n"
        "    socket.send_fds(c, [bytes.fromhex(sys.argv[2])], [0, 1, 2])\n"
        "    print(repr(c.recv(100)))\n"
        "except ConnectionResetError:\n"
        "    print(repr(b''))\n"
    )
    ident = wire.identity() or b""
    done = subprocess.run(
        [sys.executable, "-c", script, str(sock), _request(ident, ["referee", "status"]).hex()],
        capture_output=True,
        text=True,
        timeout=30,
    )
    table.folder.chmod(0o700)
    # closed at once, nothing said (not even "other": the user is checked first)
    assert done.stdout.strip() == "b''", done.stderr
    assert table.served() == before


def test_a_request_survives_its_own_bytes() -> None:
    argv = ["referee", "act", "vote", "Ann é", "", "a=b", os.fsdecode(b"\xff")]
    body = wire.encode(b"id\0entity", "/tmp/x y", 0o27, "utf-8:strict:1:0", "lictor", argv)
    got = wire.decode(body[4:])
    assert (got.ident, got.cwd, got.umask, got.prog, got.argv) == (
        b"id\0entity",
        "/tmp/x y",
        0o27,
        "lictor",
        argv,
    )
    assert got.env == dict(os.environ)
    assert int.from_bytes(body[:4], "big") == len(body) - 4
    with pytest.raises(ValueError):
        wire.decode(b"not\0a\0request")


def _sh(t: Table, script: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``script`` in bash, ``lictor`` in it the command as run in the table's folder."""
    full = f'lictor() {{ "{sys.executable}" -m lictor "$@"; }}\n{script}'
    return subprocess.run(
        ["bash", "-c", full],
        env={**t.env, **env},
        capture_output=True,
        text=True,
        cwd=t.root,
        timeout=60,
    )


def test_a_closed_standard_stream_runs_the_command_alone(table: Table) -> None:
    """With its input, output or error closed a command says (and exits with) what it does
    alone: the worker never gets the client's own socket as that stream."""
    for redirect in ("<&-", ">&-", "2>&-"):
        script = f"lictor score carta-imperia - {redirect}; echo rc=$?"
        before = table.served()
        there = _sh(table, script)
        here = _sh(table, script, LICTOR_RESIDENT="0")
        assert there.stdout.splitlines()[-1] == here.stdout.splitlines()[-1], redirect
        assert there.stderr == here.stderr, redirect
        assert table.served() == before, redirect


def test_the_server_holds_no_descriptor_of_the_command_that_started_it(tmp_path: Path) -> None:
    t = Table(tmp_path)
    r, w = os.pipe()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "lictor", "referee", "new", "hannibal-vs-rome", "--players",
             HANNIBAL],
            env=t.env, cwd=t.root, capture_output=True, text=True, pass_fds=(w,), timeout=60,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        t.wait_for_server()
        os.close(w)
        # the pipe's only writer left is gone: its end is read at once (the server, had it
        # kept the descriptor, would hold the pipe open for its whole life)
        import select

        readable, _, _ = select.select([r], [], [], 10)
        assert readable and os.read(r, 1) == b""
    finally:
        os.close(r)
        t.stop()


def _worker_of(t: Table) -> int:
    _wait_worker(t)
    pid = t.server()["pid"]
    return int(Path(f"/proc/{pid}/task/{pid}/children").read_text().split()[0])


def _state(pid: int) -> str:
    return Path(f"/proc/{pid}/stat").read_text().split(") ")[-1][0]


def _as_a_job() -> None:
    """In the child before it runs: a job of its own, as a shell starts one at a terminal
    (its own process group, beside its parent's in the same session: not orphaned, so a
    stop signal stops it), Ctrl-C not ignored (a shell's background job, as CI may be run,
    starts with it ignored, and Python then answers none)."""
    os.setpgid(0, 0)
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _waiting_score(t: Table, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    """``score -`` waiting on its input, as a job of its own."""
    return subprocess.Popen(
        [sys.executable, "-m", "lictor", "score", "carta-imperia", "-"],
        env=env or t.env,
        cwd=t.root,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_as_a_job,
    )


def test_a_killed_client_takes_its_command_with_it(table: Table) -> None:
    before = table.served()
    proc = _waiting_score(table)
    worker = _worker_of(table)
    proc.kill()
    proc.wait(timeout=30)
    _wait_gone(worker)  # not left reading a terminal or a pipe nobody writes
    end = time.monotonic() + 20
    while table.served() != before + 1 and time.monotonic() < end:
        time.sleep(0.05)
    assert table.served() == before + 1


def test_ctrl_z_stops_the_command_and_fg_continues_it(table: Table) -> None:
    proc = _waiting_score(table)
    worker = _worker_of(table)
    time.sleep(0.5)
    proc.send_signal(signal.SIGTSTP)
    end = time.monotonic() + 20
    while time.monotonic() < end and (_state(proc.pid) != "T" or _state(worker) != "T"):
        time.sleep(0.05)
    assert (_state(proc.pid), _state(worker)) == ("T", "T")  # both stopped
    proc.send_signal(signal.SIGCONT)
    while time.monotonic() < end and (_state(proc.pid) == "T" or _state(worker) == "T"):
        time.sleep(0.05)
    assert "T" not in (_state(proc.pid), _state(worker))  # both go on
    proc.send_signal(signal.SIGINT)  # and the command still answers Ctrl-C
    proc.wait(timeout=30)
    assert proc.returncode == 1 and "Aborted!" in proc.communicate()[1]


def test_a_leaving_server_stops_listening_at_once(table: Table) -> None:
    """TERM while a command runs: the server waits for it, but no new command waits on it
    (its socket is gone, the next command runs alone and starts the next server)."""
    proc = _waiting_score(table)
    _worker_of(table)
    old = int(table.server()["pid"])
    os.kill(old, signal.SIGTERM)
    end = time.monotonic() + 20
    while list(table.folder.glob("*.sock")) and time.monotonic() < end:
        time.sleep(0.05)
    assert list(table.folder.glob("*.sock")) == []
    began = time.monotonic()
    assert table.lictor("referee", "status").returncode == 0
    assert time.monotonic() - began < 4  # no handshake waited out
    assert int(table.wait_for_server(str(old))) != old
    proc.communicate("", timeout=30)  # the old server's last command still ends as it should
    assert proc.returncode == 2
    _wait_gone(old)


def test_written_through_output_ends_as_it_ends_alone(table: Table) -> None:
    """PYTHONUNBUFFERED (as `python -u`): a pipe whose reader has gone ends the command as it
    ends alone (its exit code and what it says: no 'Exception ignored' line of a buffer the
    worker would have added, flushed too late)."""
    script = "lictor referee actions | (exec 0<&-; sleep 0.5); echo rc=${PIPESTATUS[0]}"
    for _ in range(2):
        there = _sh(table, script, PYTHONUNBUFFERED="1")
        here = _sh(table, script, PYTHONUNBUFFERED="1", LICTOR_RESIDENT="0")
        assert (there.stdout, there.stderr) == (here.stdout, here.stderr)


def test_a_command_with_other_limits_has_a_server_of_its_own(table: Table) -> None:
    """A process's resource limits (as its namespaces, groups and niceness) are not a fork's
    to take from its client: a command under `ulimit -f` is not served by the server the
    others started, but starts one of its own."""
    (first,) = table.folder.glob("*.lock")
    before = table.served()
    done = _sh(table, "ulimit -f 100000; lictor referee status >/dev/null; echo rc=$?")
    assert done.stdout.strip() == "rc=0"
    assert table.served() == before
    end = time.monotonic() + 60
    others: list[Path] = []
    while not others and time.monotonic() < end:
        others = [p for p in table.folder.glob("*.lock") if p != first and "own" in p.read_text()]
        time.sleep(0.05)
    assert len(others) == 1
    words = _words(others[0].read_text())
    os.kill(int(words["pid"]), signal.SIGTERM)  # stopped here; the table's own after the test
    _wait_gone(int(words["pid"]))
    others[0].unlink()


def test_a_relative_runtime_folder_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", "relative/run")
    assert wire.folder() in (f"/tmp/lictor-{os.getuid()}", None)


def test_a_server_gone_mid_command_leaves_the_command_to_end_first(table: Table) -> None:
    """The server killed while a command runs: the client waits for the command (still
    the worker's) to end before it says so and exits, so nothing runs beside a retry."""
    proc = _waiting_score(table)
    worker = _worker_of(table)
    os.kill(int(table.server()["pid"]), signal.SIGKILL)
    time.sleep(1.0)
    assert proc.poll() is None  # still waiting with its command
    end = (Path(__file__).parents[1] / "data" / "carta-end.yaml").read_text()
    out, err = proc.communicate(end, timeout=30)
    assert not _alive(worker)
    alone = table.lictor("score", "carta-imperia", "-", stdin=end, alone=True)
    assert out == alone.stdout and out  # the command's whole answer, then the client's word
    assert err.strip().endswith("the resident server stopped before the command ended")
    assert proc.returncode == 1
    table.lock = None  # its lock is left behind; nothing to stop


def test_a_first_command_with_child_signals_blocked_starts_a_working_server(
    table: Table,
) -> None:
    blocked = (
        "import os, signal, sys\n"
        "signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGCHLD])\n"
        "os.execv(sys.executable, [sys.executable, '-m', 'lictor', *sys.argv[1:]])\n"
    )
    (first,) = table.folder.glob("*.lock")
    for _ in range(3):  # the first starts a server of its own context; the next two use it
        done = subprocess.run(
            [sys.executable, "-c", blocked, "referee", "status"],
            env=table.env, cwd=table.root, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        time.sleep(1.0)
    (other,) = [p for p in table.folder.glob("*.lock") if p != first]
    words = _words(other.read_text())
    assert int(words["served"]) >= 1  # it reaped its workers and answered
    os.kill(int(words["pid"]), signal.SIGTERM)
    _wait_gone(int(words["pid"]))
    other.unlink()


def test_a_command_naming_a_descriptor_runs_alone(table: Table) -> None:
    end = Path(__file__).parents[1] / "data" / "carta-end.yaml"
    script = f"lictor score carta-imperia /dev/fd/3 3<'{end}'; echo rc=$?"
    before = table.served()
    there = _sh(table, script)
    here = _sh(table, script, LICTOR_RESIDENT="0")
    assert (there.stdout, there.stderr) == (here.stdout, here.stderr)
    assert there.stdout.endswith("rc=0\n")
    assert table.served() == before


def test_a_command_with_fewer_rights_is_not_served_by_a_server_with_more(table: Table) -> None:
    """no_new_privs (as a sandbox sets it, or drops capabilities): the same user, but not the
    same rights, so not the table's server."""
    script = (
        "import ctypes, os, sys\n"
        "assert ctypes.CDLL(None, use_errno=True).prctl(38, 1, 0, 0, 0) == 0\n"
        "os.execv(sys.executable, [sys.executable, '-m', 'lictor', *sys.argv[1:]])\n"
    )
    before = table.served()
    done = subprocess.run(
        [sys.executable, "-c", script, "referee", "status"],
        env={**table.env, "LICTOR_RESIDENT_IDLE": "1"}, cwd=table.root, capture_output=True,
        text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert table.served() == before


def test_the_server_s_lines_are_read_one_at_a_time() -> None:
    from lictor.resident.client import Link

    class Conn:
        def __init__(self, chunks: list[bytes]) -> None:
            self.chunks = chunks

        def recv(self, n: int) -> bytes:
            return self.chunks.pop(0) if self.chunks else b""

    link = Link(Conn([b"pid 12\nexit 130\n"]))  # two lines in one read, as a stall gives
    assert (link.line(), link.line(), link.line()) == (b"pid 12", b"exit 130", b"")
    link = Link(Conn([b"pi", b"d 7", b"\n"]))
    assert link.line() == b"pid 7"
