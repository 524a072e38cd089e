"""A resident worker: the fork of the server (lictor/resident/server.py) that runs one
command, made the client's own first (its standard streams, folder, umask, environment
and arguments), so the command runs as it would in the client's own process.

The handshake with the client (lictor/resident/client.py): the request, with the three
streams attached; ``pid N`` once this process is the client's; ``go`` from the client,
and then the command; or ``unrun`` when no ``go`` came in time, and nothing runs.
"""

from __future__ import annotations

import contextlib
import io
import os
import socket
import sys
import time

from lictor.resident import wire

HANDSHAKE = 10.0  # seconds a worker waits for its request, then for `go`


def work(conn: socket.socket, ident: bytes) -> None:
    """Take the client's streams, folder, environment and arguments, say ``pid``, wait for
    ``go``, and run the command (what it raises, ``SystemExit`` above all, ends this
    process as it ends any lictor process)."""
    conn.settimeout(HANDSHAKE)  # a connection that says nothing holds no worker for long
    try:
        request = _receive(conn)
    except (OSError, ValueError):
        os._exit(0)
    if request is None or request.ident != ident:
        with contextlib.suppress(OSError):
            conn.sendall(b"other\n")
        os._exit(0)
    try:
        _become(request)
    except Exception:  # the client runs the command itself, and says why
        os._exit(0)
    try:
        conn.sendall(f"pid {os.getpid()}\n".encode())
        go = b""
        while not go.endswith(b"\n") and len(go) < 16:
            chunk = conn.recv(16)
            if not chunk:
                break
            go += chunk
    except (OSError, KeyboardInterrupt):
        go = b""
    if go != b"go\n":  # the client left, or stalled: it runs the command itself
        with contextlib.suppress(OSError):
            conn.sendall(b"unrun\n")
        os._exit(0)
    conn.close()
    from lictor import cli
    from lictor.cli import quick

    quick.run(lambda: cli.main(prog_name=request.prog), request.argv)


def _receive(conn: socket.socket) -> wire.Request | None:
    """The request and the three streams (dup'ed onto 0, 1 and 2)."""
    head, fds, _, _ = socket.recv_fds(conn, 4, 3)
    if len(fds) != 3 or len(head) != 4:
        for fd in fds:
            os.close(fd)
        return None
    n = int.from_bytes(head, "big")
    if n > wire.MAX_REQUEST:
        return None
    body = b""
    while len(body) < n:
        chunk = conn.recv(min(65536, n - len(body)))
        if not chunk:
            return None
        body += chunk
    request = wire.decode(body)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    return request


def _become(request: wire.Request) -> None:
    """This process made the client's: its folder, umask, environment, arguments and
    standard streams (encoded and buffered as the client's were)."""
    os.chdir(request.cwd)
    os.umask(request.umask)
    os.environ.clear()
    os.environ.update(request.env)
    import locale

    with contextlib.suppress(Exception):
        locale.setlocale(locale.LC_CTYPE, "")
    time.tzset()
    sys.argv = [request.prog, *request.argv]
    specs = request.streams.split("|")
    if len(specs) != 3:
        raise ValueError("a request without its three streams")
    sys.stdin = _stream(0, specs[0], "r", "<stdin>")
    sys.stdout = _stream(1, specs[1], "w", "<stdout>")
    sys.stderr = _stream(2, specs[2], "w", "<stderr>")
    for name in ("stdin", "stdout", "stderr"):  # as Python's own start sets them
        setattr(sys, f"__{name}__", getattr(sys, name))
    # the bytecode of a module imported now goes where this client's cache folder says
    from lictor import codecache

    sys.pycache_prefix = None
    sys.dont_write_bytecode = bool(sys.flags.dont_write_bytecode)
    codecache.keep_bytecode()
    forget()


def _stream(fd: int, spec: str, mode: str, name: str) -> io.TextIOWrapper:
    """A standard stream over ``fd``, encoded and buffered as ``spec`` says (the client's
    ``wire.streams_of``), as Python makes its own: an output written through (``-u``,
    PYTHONUNBUFFERED) has no buffer below its text layer."""
    enc, err, line, through = spec.rsplit(":", 3)
    raw = io.FileIO(fd, mode, closefd=False)
    raw.name = name  # type: ignore[misc]  # what an error about the stream names
    binary: io.RawIOBase | io.BufferedIOBase
    if mode == "r":
        binary = io.BufferedReader(raw)
    elif through == "1":
        binary = raw
    else:  # the buffer Python gives it: the descriptor's block size
        size = os.fstat(fd).st_blksize
        binary = io.BufferedWriter(raw, size if size > 1 else io.DEFAULT_BUFFER_SIZE)
    return io.TextIOWrapper(
        binary,  # type: ignore[arg-type]
        encoding=enc,
        errors=err,
        newline="\n",
        line_buffering=line == "1",
        write_through=through == "1",
    )


def forget() -> None:
    """What importing kept that depends on the environment: each worker reads its own."""
    from lictor import trust

    trust.local_secret.cache_clear()
