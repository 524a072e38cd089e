"""The time a face's templates may take: a wall-clock budget that needs no Jinja, so a
face made only of `{{ field }}` never imports it (Jinja is slow to import)."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

FACE_SECONDS = 2.0  # a face's templates render within this budget (wall clock)


class Budget(Exception):
    """A template asked for more work than a face may do."""


@contextmanager
def time_budget(seconds: float = FACE_SECONDS) -> Iterator[None]:
    """Raise ``Budget`` in the block when it runs over ``seconds`` (main thread, POSIX);
    elsewhere the other bounds (range, sizes) still hold."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(
        signal, "setitimer"
    ):
        yield
        return
    if signal.getitimer(signal.ITIMER_REAL)[0] > 0:
        yield  # an outer budget is already running
        return
    started = time.monotonic()

    def _expired(signum: int, frame: Any) -> None:
        raise Budget(
            f"rendering took longer than {seconds:g} s (stopped after "
            f"{time.monotonic() - started:.1f} s)"
        )

    previous = signal.signal(signal.SIGALRM, _expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
