"""A screen's bytes made ahead: right after the log moves, before the screens ask.

When an act, a change or an undo has been answered (or the watcher sees the file move),
the screens all fetch their views of the new version at once. Without this, the first
fetch of each waited for the session to be folded on and for its own view, JSON and
page to be made. Here one thread remakes, at the new version, what each screen asked for
at an earlier one (its state.json, its page or live fragment, in its language), the most
recently asked first, so a fetch usually finds its bytes made or being made (``Version.part``
lets it wait for them instead of making them twice).

Nothing here decides what a screen may see: each maker is the one a request of that
screen's own role ran, and its bytes are kept under that role and language as before
(a seat's bytes are never another's). A maker that fails is left for its request to make
(and refuse) as it would have.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Hashable

LIMIT = 64  # makers kept: the screens of a table (each page and its JSON, two languages)


class Ahead:
    """The makers of what the screens asked for, and the one thread that runs them."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self._makers: dict[Hashable, Callable[[], object]] = {}  # the latest asked last
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self.stopping = False
        self.made = 0  # makers run (for tests and benchmarks)

    def asked(self, key: Hashable, make: Callable[[], object]) -> None:
        """A screen asked for ``key``: ``make`` makes it again at each new version."""
        with self._lock:
            self._makers.pop(key, None)
            self._makers[key] = make
            while len(self._makers) > self.limit:
                self._makers.pop(next(iter(self._makers)))

    def moved(self) -> None:
        """The log moved: make every screen's bytes again, from a thread of its own (the
        caller, an act's answer, does not wait for them)."""
        with self._lock:
            if self.stopping or not self._makers:
                return
            self._wake.set()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="lictor-ahead", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                if self.stopping or not self._wake.is_set():
                    self._thread = None
                    return
                self._wake.clear()
                makers = list(reversed(self._makers.values()))
            for make in makers:
                if self._wake.is_set() or self.stopping:
                    break  # moved again: start over at the newer version
                with contextlib.suppress(Exception):  # its own request makes it (or refuses)
                    make()
                self.made += 1

    def idle(self, timeout: float = 10.0) -> bool:
        """Wait until nothing is being made (for tests and benchmarks)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return self._thread is None
