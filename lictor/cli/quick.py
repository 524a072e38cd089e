"""How a short command starts and ends (issue 27): the console script and ``python -m
lictor`` run :func:`run`, which runs the click command and then, for the commands a table
types all game long, leaves without Python's teardown.

Measured on the referee's ``status --json`` at the end of a Full Game
(benchmarks/cli_speed.py): Python's own exit, which frees every module and object one by
one, took some 30 ms of a 170 ms command, and the cyclic collector, walking the young
objects every 700 allocations while the rules are imported and the log replayed (none of
them garbage), some 10 ms more. So, for a *burst* command only:

- the collector is off while it runs (a loop that waits on people, such as the hot-seat
  ``next`` in a terminal, turns it back on: :func:`people_pace`);
- once it has answered: standard output and error are flushed, the ``atexit`` handlers run
  (the kept dataclass code, lictor/codecache.py; each session file's SQLite connection is
  closed by its finalizer, so no write-ahead log is left beside the file), and the process
  ends with its exit code at once.

Every other command (``build``, ``lab``, ``referee serve``...) starts and ends as Python
does. So does a burst command that left another thread running, or whose output could not
be flushed (a closed pipe): Python's own exit reports that as before.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
import threading
from collections.abc import Callable, Sequence

from lictor.resident.wire import is_burst


def people_pace() -> None:
    """For a loop that waits on people between answers: the collector back on."""
    gc.enable()


def exit_code(code: object) -> int:
    """The status ``sys.exit(code)`` gives the process, its message written as Python
    writes it (None: 0; an integer: itself; anything else: printed to standard error, 1)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def leave(code: object) -> None:
    """End the process with ``code`` without Python's teardown; returns (and the caller
    exits as Python does) when that would lose something: another thread still runs, or
    the output cannot be flushed."""
    if threading.active_count() > 1:
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return  # a closed pipe or stream: Python's own exit says so, as before
    import atexit

    atexit._run_exitfuncs()
    status = exit_code(code)
    with contextlib.suppress(OSError, ValueError):
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(status)


def run(main: Callable[[], object], argv: Sequence[str]) -> None:
    """``main`` (click's standalone command, which raises SystemExit), a burst command
    ended by :func:`leave`."""
    burst = is_burst(argv)
    if burst:
        gc.disable()
    try:
        main()
    except SystemExit as done:
        if burst:
            leave(done.code)
        raise
    if burst:
        leave(0)
