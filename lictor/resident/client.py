"""The console script's first step (``lictor``, ``python -m lictor``): a short command is
handed to the resident server of this installation when one runs (lictor/resident/);
otherwise, or when the server cannot take it, the command runs here as it always did.

The hand-over, over the server's Unix socket:

1. the client sends the request (``wire.encode``) with its standard input, output and error
   attached (SCM_RIGHTS): the worker writes to the client's own terminal or pipe;
2. the worker answers ``pid N`` once it has taken the client's environment; the client
   forwards the terminal's signals to it from then on (``_forward``), and answers ``go``;
3. the server answers ``exit N`` when the worker has ended (N < 0: ended by signal -N).

Until ``go`` is sent nothing has run, and any failure (no server, a stale or other one,
a refusal, a broken connection) runs the command here instead; once ``go`` is sent the
command is the worker's, and it is never run twice.

Imports only what Python has loaded at its start, and ``_socket``, ``_signal`` and
``array`` (no ``socket`` or ``signal``, which import ``enum``).
"""

from __future__ import annotations

import os
import sys

from lictor.resident import wire

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing itself is not loaded at Python's start
    from collections.abc import Callable

HANDSHAKE = 5.0  # seconds for the server to answer before the command runs here


def run() -> None:
    """The console script: the command in a resident worker, or here."""
    argv = sys.argv[1:]
    if (
        wire.eligible(argv, _is_tty(0))
        and _streams_open()
        and not _names_a_descriptor(argv)
        and not _in_background()
    ):
        code = attempt(argv)
        if code is not None:
            os._exit(code)
    from lictor.cli import run as here

    here()


def _is_tty(fd: int) -> bool:
    try:
        return os.isatty(fd)
    except OSError:
        return False


def _streams_open() -> bool:
    """Whether standard input, output and error are all open (a closed one would be the
    socket's number in the worker: the command runs here, and says what it says alone)."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            return False
    return True


def _names_a_descriptor(argv: list[str]) -> bool:
    """Whether a word names a descriptor of this process (``score /dev/fd/3 3<end.yaml``, a
    shell's ``<(...)``): only the three standard streams go to a worker, so such a command
    runs here."""
    return any("/dev/fd/" in word or "/proc/" in word for word in argv)


def _in_background() -> bool:
    """Whether this is a background job reading its terminal: alone, the terminal stops
    it when it reads (SIGTTIN); a worker, outside the terminal's session, would not be."""
    if not _is_tty(0):
        return False
    try:
        return os.tcgetpgrp(0) != os.getpgrp()
    except OSError:
        return False


def attempt(argv: list[str]) -> int | None:
    """The exit code of ``argv`` run by the resident worker, or None: it did not run there
    (the caller runs it here)."""
    where = wire.folder()
    ident = wire.identity()
    if where is None or ident is None:
        return None
    path = wire.socket_path(where, ident)
    if path is None:
        return None
    import _socket

    conn = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    link = Link(conn)
    try:
        conn.settimeout(HANDSHAKE)
        try:
            conn.connect(path)
        except (FileNotFoundError, ConnectionRefusedError):
            start(path)
            return None
        if not wire.same_user(conn):  # the server, as the folder says
            return None
        return _run(link, ident, argv)
    except (OSError, ValueError):
        return None  # before `go` (after it, _run answers): nothing ran
    finally:
        conn.close()


class Link:
    """The connection's lines, one at a time (b"" at its end or after a line too long)."""

    def __init__(self, conn: object) -> None:
        self.conn, self.got = conn, b""

    def line(self) -> bytes:
        while b"\n" not in self.got:
            chunk = self.conn.recv(256)  # type: ignore[attr-defined]
            if not chunk or len(self.got) > 4096:
                return b""
            self.got += chunk
        line, _, self.got = self.got.partition(b"\n")
        return line.strip()


def _run(link: Link, ident: bytes, argv: list[str]) -> int | None:
    """Send the request and the streams, say ``go`` to the worker, and give its exit code;
    None where it did not run (stale, other, refused, or it gave up waiting for ``go``)."""
    import _socket
    import array

    conn = link.conn
    umask = os.umask(0)
    os.umask(umask)
    body = wire.encode(ident, os.getcwd(), umask, wire.streams_of(), wire.prog_name(), argv)
    fds = array.array("i", [0, 1, 2])
    try:
        conn.sendmsg([body], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, fds)])  # type: ignore[attr-defined]
    except OSError:
        return None  # a server gone: run here
    said = link.line()
    if not said.startswith(b"pid ") or not said[4:].isdigit():
        return None  # stale, other, refused: run here
    pid = int(said[4:])
    handle = _pidfd(pid)
    restore = _forward(pid, handle)
    try:
        conn.sendall(b"go\n")  # type: ignore[attr-defined]
        conn.settimeout(None)  # type: ignore[attr-defined]
        said = link.line()
    except OSError:
        said = b""
    if said == b"unrun":  # the worker gave up waiting for `go`: nothing ran
        restore()
        return None
    if not said.startswith(b"exit ") or not said[5:].lstrip(b"-").isdigit():
        # the server is gone: the command, still the worker's, is waited for
        _wait_ended(handle)
        sys.stderr.write("lictor: the resident server stopped before the command ended\n")
        return 1
    code = int(said[5:])
    if code < 0:  # ended by a signal: end so too, as the shell reports it
        import _signal  # type: ignore[import-not-found]

        _signal.signal(-code, _signal.SIG_DFL)
        os.kill(os.getpid(), -code)
        return 128 - code
    return code


def _pidfd(pid: int) -> int:
    """A pidfd of the worker, alive now (it waits for `go`) and not reaped before it ends:
    it names the worker, and no later process that might take its number (-1 without)."""
    try:
        return os.pidfd_open(pid)
    except (OSError, AttributeError):
        return -1


def _wait_ended(handle: int) -> None:
    """Until the worker has ended (its pidfd readable)."""
    if handle < 0:
        return
    import select

    poller = select.poll()
    poller.register(handle, select.POLLIN)
    while not poller.poll():
        pass


def _forward(pid: int, handle: int) -> Callable[[], None]:
    """From now on the terminal's signals go to the worker, which answers them as lictor
    does alone: Ctrl-C, TERM, HUP and Ctrl-\\ are sent on; Ctrl-Z stops the worker, then
    this process, and ``fg`` (CONT) continues both; ``bg`` at a terminal stops this job as
    one reading its terminal would be (the worker, outside the terminal's session, would
    read it unstopped). A signal this process ignores (a background job's Ctrl-C,
    ``nohup``'s HUP) stays ignored. Returns what puts the signals back as they were."""
    import _signal  # type: ignore[import-not-found]

    def send(signum: int, frame: object) -> None:
        try:
            if handle >= 0:
                _signal.pidfd_send_signal(handle, signum)
            else:
                os.kill(pid, signum)
        except OSError:  # it has ended already
            return

    def stop(signum: int, frame: object) -> None:
        # the worker's process group has no terminal: only STOP stops it
        send(_signal.SIGSTOP, frame)
        _signal.signal(_signal.SIGTSTP, _signal.SIG_DFL)
        # stopped here until CONT; or not at all, as alone, where the kernel drops the stop
        # (an orphaned process group): either way the worker goes on with this process
        os.kill(os.getpid(), _signal.SIGTSTP)
        _signal.signal(_signal.SIGTSTP, stop)
        go_on(_signal.SIGCONT, frame)

    def go_on(signum: int, frame: object) -> None:
        if _in_background():  # `bg`: stopped as a job reading its terminal, until `fg`
            os.kill(os.getpid(), _signal.SIGTTIN)
        send(_signal.SIGCONT, frame)

    before = {}
    for signum in (_signal.SIGINT, _signal.SIGTERM, _signal.SIGHUP, _signal.SIGQUIT):
        before[signum] = _signal.getsignal(signum)
        if before[signum] != _signal.SIG_IGN:
            _signal.signal(signum, send)
    before[_signal.SIGTSTP] = _signal.getsignal(_signal.SIGTSTP)
    if before[_signal.SIGTSTP] != _signal.SIG_IGN:
        _signal.signal(_signal.SIGTSTP, stop)
    before[_signal.SIGCONT] = _signal.getsignal(_signal.SIGCONT)
    _signal.signal(_signal.SIGCONT, go_on)

    def restore() -> None:
        for signum, handler in before.items():
            _signal.signal(signum, handler)

    return restore


# the server closes every descriptor but its standard streams first: a descriptor the
# first command inherited (a lock, a pipe's end) is not held for the server's life
LAUNCH = (
    "import os; os.closerange(3, os.sysconf('SC_OPEN_MAX')); "
    "import sys; where = sys.argv[1]; sys.path[:] = sys.argv[2:]; "
    "from lictor.resident.server import main; main(where)"
)


def start(path: str) -> None:
    """Start the server of ``path`` in a session of its own, its standard streams closed
    (/dev/null), with this process's interpreter, flags, environment and module path; this
    command does not wait for it."""
    try:
        import subprocess  # once, at a server's start: the interpreter's own flags

        flags = subprocess._args_from_interpreter_flags()  # type: ignore[attr-defined]
        null = os.devnull
        os.posix_spawn(
            sys.executable,
            [sys.executable, *flags, "-c", LAUNCH, path, *sys.path],
            os.environ,
            file_actions=[
                (os.POSIX_SPAWN_OPEN, 0, null, os.O_RDONLY, 0),
                (os.POSIX_SPAWN_OPEN, 1, null, os.O_WRONLY, 0),
                (os.POSIX_SPAWN_OPEN, 2, null, os.O_WRONLY, 0),
            ],
            setsid=True,
        )
    except (OSError, AttributeError, ValueError):
        pass  # no server: every command runs alone, as before
