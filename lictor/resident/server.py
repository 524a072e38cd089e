"""The resident server: imports lictor once, then forks a worker for each short command a
client of the same installation and user hands it (lictor/resident/client.py), and tells
the client how the worker ended.

One server a socket: a lock beside the socket is held while the server listens, so a
second server started by a concurrent first command leaves at once. It stops listening
after ``wire.IDLE`` seconds without a command (``LICTOR_RESIDENT_IDLE``), on TERM or HUP,
and as soon as any of lictor's files changed, before it would fork from the old code (the
client then runs the command itself): its socket and lock go at once, so the next command
starts the next server, and it leaves once its running commands have ended.
"""

from __future__ import annotations

import contextlib
import fcntl
import gc
import importlib
import os
import pkgutil
import select
import signal
import socket
import sys
import threading
import time

from lictor.resident import wire
from lictor.resident.worker import forget, work

# what a short command may import: the command line, the referee kernel, the packs and
# every game (its rules, presentation, odds and NPCs); not the print engine or the web
PRELOAD = ("lictor.cli", "lictor.rules", "lictor.content", "lictor.games")
SKIP = ("lictor.cli.web", "lictor.cli.build", "lictor.cli.lab", "lictor.cli.check")


def main(path: str) -> None:
    """Serve ``path`` (the client's ``python -c`` launch, its module path set); in a worker,
    return only after its command ran, so it ends as any lictor process ends."""
    job = serve(path)
    if job is not None:
        work(*job)


def serve(path: str) -> tuple[socket.socket, bytes] | None:
    """The server's life; returns in a worker only: (its connection, the identity)."""
    os.chdir("/")
    try:
        lock = os.open(path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return None  # another server has it
    ident = wire.identity()
    if ident is None:
        return None
    # the signals as the first command left them (its context, part of the identity): the
    # server unblocks all it needs, each worker takes them back before its command runs
    blocked = signal.pthread_sigmask(signal.SIG_SETMASK, [])
    dispositions = {n: signal.getsignal(n) for n in (signal.SIGCHLD, signal.SIGTERM, signal.SIGHUP)}
    stamp = fingerprint()  # before the imports: a file changed while they ran is seen
    preload()
    if threading.active_count() > 1:
        return None  # an import left a thread running: no fork is safe
    with contextlib.suppress(OSError):
        os.unlink(path)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    os.chmod(path, 0o600)
    listener.listen(64)
    inode = os.stat(path).st_ino
    served = Served(lock)
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)  # wakes select through the pipe
    told: list[int] = []  # TERM or HUP, or lictor changed: listen no more
    signal.signal(signal.SIGTERM, lambda signum, _: told.append(signum))
    signal.signal(signal.SIGHUP, lambda signum, _: told.append(signum))
    running: dict[int, socket.socket] = {}  # worker -> its client's connection
    left: set[int] = set()  # workers whose client left, killed
    gc.freeze()  # what the import built stays out of every worker's collections
    idle = idle_seconds()
    last = time.monotonic()
    listening = True
    while listening or running:
        if listening and (told or (not running and time.monotonic() - last >= idle)):
            # no new command from now on: the next client starts the next server at once
            listening = False
            if _ours(path, inode):
                with contextlib.suppress(OSError):
                    os.unlink(path)
            listener.close()
            served.close()
            continue
        # a worker's end wakes it (SIGCHLD, through the pipe); else the idle time left
        wait = None if not listening or running else idle - (time.monotonic() - last)
        poller = select.poll()
        poller.register(wake_r, select.POLLIN)
        if listening:
            poller.register(listener, select.POLLIN)
        for pid, conn in running.items():
            if pid not in left:  # its end only: what it sends is the worker's to read
                poller.register(conn, select.POLLRDHUP)
        ready = dict(poller.poll(None if wait is None else max(0.0, wait) * 1000))
        if wake_r in ready:
            with contextlib.suppress(OSError):
                os.read(wake_r, 512)
        _drop_left(running, left, ready)
        _reap(running, left, served)
        if not listening or listener.fileno() not in ready:
            continue
        try:
            conn, _ = listener.accept()
        except OSError:
            continue
        last = time.monotonic()
        if not wire.same_user(conn):
            conn.close()
            continue
        if fingerprint() != stamp:  # lictor changed under us: no worker of the old code
            with contextlib.suppress(OSError):
                conn.sendall(b"stale\n")
            conn.close()
            told.append(0)
            continue
        try:
            pid = os.fork()
        except OSError:  # no process to spare: the client runs the command itself
            conn.close()
            continue
        if pid == 0:  # the worker: nothing of the server's loop is its own
            listener.close()
            signal.set_wakeup_fd(-1)
            for fd in (wake_r, wake_w):
                os.close(fd)
            served.close()
            for other in running.values():
                other.close()
            for signum, handler in dispositions.items():
                signal.signal(signum, handler)
            signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
            return conn, ident
        running[pid] = conn
    return None


def _drop_left(running: dict[int, socket.socket], left: set[int], ready: dict[int, int]) -> None:
    """A client closes its connection only once told how its command ended: closed before,
    it has gone (killed, say), and its command goes with it, as it would have alone."""
    ended = select.POLLRDHUP | select.POLLHUP | select.POLLERR
    for pid, conn in running.items():
        if pid not in left and ready.get(conn.fileno(), 0) & ended:
            left.add(pid)
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)


class Served:
    """What the server has done, kept in its lock file (``pid``, ``served``, ``cpu``: the
    commands' workers' CPU seconds in all, ``own``: the server's, its imports included) for
    ``benchmarks/cli_speed.py`` and for anyone asking which process it is."""

    def __init__(self, lock: int) -> None:
        self.lock, self.count, self.cpu = lock, 0, 0.0
        self.write()

    def add(self, cpu: float) -> None:
        self.count += 1
        self.cpu += cpu
        self.write()

    def close(self) -> None:
        """The lock given up (a new server may take it, and write its own words)."""
        if self.lock >= 0:
            os.close(self.lock)
            self.lock = -1

    def write(self) -> None:
        if self.lock < 0:
            return
        own = time.process_time()
        text = f"pid {os.getpid()}\nserved {self.count}\ncpu {self.cpu:.6f}\nown {own:.6f}\n"
        with contextlib.suppress(OSError):
            os.ftruncate(self.lock, 0)
            os.pwrite(self.lock, text.encode(), 0)


def idle_seconds() -> float:
    """How long the server waits for a command before it leaves: ``LICTOR_RESIDENT_IDLE``
    seconds (as the first command's environment says), else ``wire.IDLE``."""
    try:
        given = float(os.environ.get("LICTOR_RESIDENT_IDLE", ""))
    except ValueError:
        return wire.IDLE
    return given if 0 < given < 86_400 * 7 else wire.IDLE


def _reap(running: dict[int, socket.socket], left: set[int], served: Served) -> None:
    """Tell each ended worker's client how it ended (its exit code, or minus its signal)."""
    while running:
        try:
            pid, status, usage = os.wait4(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        conn = running.pop(pid, None)
        left.discard(pid)
        if conn is None:
            continue
        served.add(usage.ru_utime + usage.ru_stime)
        with contextlib.suppress(OSError):
            conn.sendall(f"exit {os.waitstatus_to_exitcode(status)}\n".encode())
        conn.close()


def _ours(path: str, inode: int) -> bool:
    try:
        return os.stat(path).st_ino == inode
    except OSError:
        return False


def fingerprint() -> str:
    """lictor's files as they are now (``trust.code_fingerprint``, read anew), and when each
    package folder on the module path last changed (installing or removing a package
    changes its ``site-packages``; not the working folder ``python -m`` puts first, which
    every session file written beside it changes)."""
    from lictor import trust

    folders = []
    for entry in sys.path:
        if os.path.basename(entry) in ("site-packages", "dist-packages"):
            try:
                folders.append(f"{entry}\0{os.stat(entry).st_mtime_ns}")
            except OSError:
                folders.append(entry)
    return trust.code_fingerprint.__wrapped__() + "\n".join(folders)


def preload() -> None:
    """Import every module a short command may need, once (a module that fails to import
    is left for the worker to import, and fail, as a command alone would)."""
    import lictor

    for name in PRELOAD:
        _import(name)
        package = sys.modules.get(name)
        if package is None or not hasattr(package, "__path__"):
            continue
        for info in pkgutil.walk_packages(package.__path__, name + ".", onerror=lambda _: None):
            if not info.name.startswith(SKIP):
                _import(info.name)
    assert lictor.__file__
    forget()
    from lictor import codecache

    codecache.save()  # the methods compiled now, kept for the commands that run alone
    codecache.forget()


def _import(name: str) -> None:
    try:
        importlib.import_module(name)
    except Exception:  # the worker will import it again, and say why
        sys.modules.pop(name, None)
