"""What the resident client and server agree on: which commands go to the server, where
its socket is, what makes two processes the same installation, and the request's bytes.

Imported by the console script before anything else of lictor's, so it imports only
modules Python has loaded at its start (no ``dataclasses``, ``enum`` or ``socket``).
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing itself is not loaded at Python's start
    from collections.abc import Sequence

# the commands a table types between moves; `serve` answers for hours, and is not one
BURSTS = frozenset({"referee", "score", "resolve"})
LONG = frozenset({"serve"})
IDLE = 1800.0  # seconds without a command before the server leaves
MAGIC = b"lictor-resident 1"
MAX_REQUEST = 4_000_000  # bytes: a larger request is not a client's


def is_burst(argv: Sequence[str]) -> bool:
    """Whether ``argv`` (the words after ``lictor``) is a short command: its first word a
    burst command and no word of it a long-running subcommand (a player's name that is
    the word ``serve`` only costs that command the speed-up)."""
    return bool(argv) and argv[0] in BURSTS and not LONG.intersection(argv)


def eligible(argv: Sequence[str], stdin_is_tty: bool) -> bool:
    """Whether this command may run in a resident worker: a short command, resident use
    not turned off (``LICTOR_RESIDENT=0``, ``no``, ``false`` or ``off``), on Linux, and not
    the hot-seat ``referee next`` at a terminal (it hides secret answers on the terminal,
    which a worker does not hold as its own)."""
    said = os.environ.get("LICTOR_RESIDENT", "1").strip().lower()
    if said in ("0", "no", "false", "off") or not sys.platform.startswith("linux"):
        return False
    if not is_burst(argv):
        return False
    return not (stdin_is_tty and "next" in argv and "--json" not in argv)


def identity() -> bytes | None:
    """What a server must share with its client to run the client's commands as the client
    would: the interpreter, its version, flags, warnings and file-name encoding, the whole
    module search path (None when a folder on it is relative, such as ``python -c``'s
    working folder: it would name another folder in the server; an entry that is no
    folder, such as an editable install's hook, names the same thing in both), and the
    process's place in the system (``context``)."""
    path = list(sys.path)
    if any(not os.path.isabs(p) and (not p or os.path.exists(p)) for p in path):
        return None
    parts = [
        sys.executable,
        sys.version,
        repr(sys.flags),
        repr(sorted(sys._xoptions.items())),
        repr(sys.warnoptions),
        f"{sys.getfilesystemencoding()}:{sys.getfilesystemencodeerrors()}",
        os.environ.get("PYTHONHASHSEED", ""),
        context(),
        *path,
    ]
    return "\0".join(parts).encode("utf-8", "surrogateescape")


# the lines of /proc/self/status a sandbox or a parent sets and a fork would not take on
# (the signals a process catches are its own, and Python's: not among them)
STATUS = (
    "Cap", "NoNewPrivs", "Seccomp", "SigBlk", "SigIgn", "Cpus_allowed:", "Mems_allowed:",
)  # fmt: skip


def context() -> str:
    """What a process inherits that a fork of the server would not take from its client:
    its namespaces (a sandbox's own view of the files, say), control group, security label,
    capabilities, no_new_privs and seccomp (a sandbox's own rights), blocked and ignored
    signals, CPUs, user and groups, resource limits and niceness. A client of another
    context has a server of its own, started from inside it."""
    out = []
    for ns in ("mnt", "pid", "user", "net", "ipc", "uts", "cgroup"):
        try:
            out.append(os.readlink(f"/proc/self/ns/{ns}"))
        except OSError:
            out.append(ns)
    for name in ("cgroup", "limits", "attr/current", "oom_score_adj", "status"):
        try:
            with open(f"/proc/self/{name}", "rb") as fh:
                text = fh.read(16384).decode("utf-8", "replace").strip()
        except OSError:
            text = name
        if name == "status":  # capabilities, no_new_privs, seccomp, signals, CPUs
            text = "\n".join(_status(line) for line in text.splitlines() if line.startswith(STATUS))
        out.append(text)
    out.append(f"{os.getuid()}:{os.geteuid()}:{os.getgid()}:{os.getegid()}:{os.getgroups()}")
    out.append(str(os.getpriority(os.PRIO_PROCESS, 0)))
    return "\n".join(out)


def _status(line: str) -> str:
    """A line of /proc/self/status as compared: the blocked and ignored signals of the
    standard ones only (1 to 31; glibc's own real-time signals differ by how a process was
    started, posix_spawn or a shell's fork)."""
    key, _, value = line.partition(":")
    if key in ("SigBlk", "SigIgn"):
        try:
            return f"{key}: {int(value.strip(), 16) & 0x7FFFFFFF:x}"
        except ValueError:
            return line
    return line


def folder() -> str | None:
    """This user's folder for the socket: ``$XDG_RUNTIME_DIR/lictor`` (an absolute one),
    else ``/tmp/lictor-UID``; made mode 0700, and used only while it is a real folder (no link)
    of this user's that nobody else may enter (None otherwise: every command runs alone)."""
    uid = os.getuid()
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if not os.path.isabs(runtime):  # a relative one is to be ignored (the XDG spec)
        runtime = ""
    base = os.path.join(runtime, "lictor") if runtime else f"/tmp/lictor-{uid}"
    try:
        os.mkdir(base, 0o700)
    except FileExistsError:
        pass
    except OSError:
        return None
    try:
        st = os.lstat(base)
    except OSError:
        return None
    if (st.st_mode & 0o170000) != 0o040000 or st.st_uid != uid or st.st_mode & 0o077:
        return None
    return base


def same_user(conn: object) -> bool:
    """Whether the process at the other end of the Unix socket ``conn`` runs as this
    process's user (its credentials, SO_PEERCRED: pid, uid, gid as three C ints)."""
    import _socket

    try:
        raw = conn.getsockopt(_socket.SOL_SOCKET, _socket.SO_PEERCRED, 12)  # type: ignore[attr-defined]
    except OSError:
        return False
    return bool(int.from_bytes(raw[4:8], sys.byteorder) == os.getuid())


def socket_path(where: str, ident: bytes) -> str | None:
    """The socket of the server of ``ident`` in ``where`` (None when the path is too long
    for a Unix socket). Two installations of one name would find each other's server, which
    the identity sent with each request tells apart."""
    import zlib

    path = os.path.join(where, f"r-{zlib.crc32(ident):08x}.sock")
    return path if len(os.fsencode(path)) < 100 else None


# -- the request: MAGIC, identity, cwd, umask, streams, then the counted argv and env ------
def encode(ident: bytes, cwd: str, umask: int, streams: str, prog: str, argv: list[str]) -> bytes:
    """The request, its fields separated by NUL (which no path, argument or variable holds),
    after a 4-byte length."""
    env = [os.fsencode(k) + b"=" + os.fsencode(v) for k, v in os.environ.items()]
    fields = [
        MAGIC,
        ident.hex().encode(),  # the identity holds NULs of its own
        os.fsencode(cwd),
        str(umask).encode(),
        streams.encode(),
        os.fsencode(prog),
        str(len(argv)).encode(),
        *(os.fsencode(a) for a in argv),
        str(len(env)).encode(),
        *env,
    ]
    body = b"\0".join(fields)
    return len(body).to_bytes(4, "big") + body


class Request:
    """A decoded request (a plain class: this module builds no dataclass)."""

    __slots__ = ("argv", "cwd", "env", "ident", "prog", "streams", "umask")

    def __init__(
        self,
        ident: bytes,
        cwd: str,
        umask: int,
        streams: str,
        prog: str,
        argv: list[str],
        env: dict[str, str],
    ) -> None:
        self.ident, self.cwd, self.umask, self.streams = ident, cwd, umask, streams
        self.prog, self.argv, self.env = prog, argv, env


def decode(body: bytes) -> Request:
    """The request in ``body`` (after its length); ValueError for anything else."""
    fields = body.split(b"\0")
    if len(fields) < 8 or fields[0] != MAGIC:
        raise ValueError("not a lictor request")
    ident = bytes.fromhex(fields[1].decode())
    cwd, umask, streams = os.fsdecode(fields[2]), int(fields[3]), fields[4]
    prog, n = os.fsdecode(fields[5]), int(fields[6])
    argv = [os.fsdecode(a) for a in fields[7 : 7 + n]]
    rest = fields[7 + n :]
    if len(argv) != n or not rest or int(rest[0]) != len(rest) - 1:
        raise ValueError("a request with missing fields")
    env: dict[str, str] = {}
    for item in rest[1:]:
        key, eq, value = item.partition(b"=")
        if not eq:
            raise ValueError("an environment variable without '='")
        env[os.fsdecode(key)] = os.fsdecode(value)
    return Request(ident, cwd, umask, streams.decode(), prog, argv, env)


def streams_of() -> str:
    """How this process's standard streams encode and buffer, as Python set them up from
    its environment and terminal (the worker makes its own the same)."""
    out = []
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        enc = getattr(stream, "encoding", None) or "utf-8"
        err = getattr(stream, "errors", None) or "strict"
        line = "1" if getattr(stream, "line_buffering", False) else "0"
        through = "1" if getattr(stream, "write_through", False) else "0"
        out.append(f"{enc}:{err}:{line}:{through}")
    return "|".join(out)


def prog_name() -> str:
    """The program's name in usage lines, as click names it in this process: ``python -m
    lictor`` when run so, else the script's own name (click's ``_detect_program_name``)."""
    main = sys.modules.get("__main__")
    package = getattr(main, "__package__", None)
    path = sys.argv[0] if sys.argv else "lictor"
    if not package:
        return os.path.basename(path)
    name = os.path.splitext(os.path.basename(path))[0]
    module = package if name == "__main__" else f"{package}.{name}"
    return f"python -m {module.lstrip('.')}"
