"""The time a face's templates may take: a wall-clock budget that needs no Jinja, so a
face made only of `{{ field }}` never imports it (Jinja is slow to import)."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

FACE_SECONDS = 2.0  # a face's templates render within this budget (wall clock)
# A whole pack's work (one `check` or one `build`): bounds a pack of 10,000 slow faces
PACK_SECONDS = 20.0  # every face's templates together
PACK_FACES = 100_000  # faces made (a face is a row's front or back)
PACK_TEXT = 10_000_000  # characters the templates print, in all
PACK_PIXELS = 200_000_000  # pixels of the distinct pictures the faces show


class Budget(Exception):
    """A template asked for more work than a face may do."""


@contextmanager
def time_budget(
    seconds: float = FACE_SECONDS, why: str | None = None, started: float | None = None
) -> Iterator[None]:
    """Raise ``Budget`` in the block when it runs over ``seconds`` (main thread, POSIX);
    elsewhere the other bounds (range, sizes) still hold. ``started``: the budget began
    then (``time.monotonic()``), not now: ``seconds`` counts from it."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(
        signal, "setitimer"
    ):
        yield
        return
    if signal.getitimer(signal.ITIMER_REAL)[0] > 0:
        yield  # an outer budget is already running
        return
    now = time.monotonic()
    begun = now if started is None else started

    def _expired(signum: int, frame: Any) -> None:
        if why is not None:
            raise Budget(why)
        raise Budget(
            f"rendering took longer than {seconds:g} s (stopped after "
            f"{time.monotonic() - begun:.1f} s)"
        )

    previous = signal.signal(signal.SIGALRM, _expired)
    signal.setitimer(signal.ITIMER_REAL, max(seconds - (now - begun), 0.001))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


class PackWork:
    """What one pack has cost so far, across all its faces; ``Budget`` names the bound it
    crossed. One per ``FaceMaker`` (one `check`, one `build`)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.faces = 0
        self.chars = 0
        self._pictures: dict[Any, int] = {}
        self._face: tuple[float, float] | None = None  # the face's start, the pack's time left
        self._alarm: ExitStack | None = None

    def _over(self, what: str) -> Budget:
        return Budget(
            f"the pack's work bound: {what} (after {self.faces:,} faces); "
            "split the pack or simplify its templates"
        )

    def face(self) -> None:
        self.faces += 1
        if self.faces > PACK_FACES:
            raise self._over(f"more than {PACK_FACES:,} faces")

    def text(self, chars: int) -> None:
        self.chars += chars
        if self.chars > PACK_TEXT:
            raise self._over(f"more than {PACK_TEXT:,} characters of text")

    def picture(self, pic: Any) -> None:
        if pic.path not in self._pictures:
            self._pictures[pic.path] = pic.pixels
            total = sum(self._pictures.values())
            if total > PACK_PIXELS:
                raise self._over(f"pictures of more than {PACK_PIXELS // 1_000_000} million pixels")

    @contextmanager
    def timed(self) -> Iterator[None]:
        """A face's templates: within the face's budget and what is left of the pack's.

        The alarm is set only when a template leaves the ``{{ field }}`` fast path
        (``arm``): a face of plain fields runs no template that could loop, and a signal
        handler set and reset for every face was a tenth of a 999-card build."""
        left = PACK_SECONDS - self.seconds
        if left <= 0:
            raise self._over(f"making its faces took more than {PACK_SECONDS:g} s in all")
        if self._face is not None:  # inside another face's count already
            yield
            return
        started = time.monotonic()
        self._face = (started, left)
        try:
            yield
        finally:
            self._face = None
            if self._alarm is not None:
                self._alarm.close()
                self._alarm = None
            self.seconds += time.monotonic() - started

    def arm(self) -> None:
        """The face's time budget from now on (what is left of it): called before a
        template is compiled or rendered by Jinja."""
        if self._face is None or self._alarm is not None:
            return
        started, left = self._face
        # the pack's last seconds: running out of them is the pack's bound, not the face's
        why = None
        if left < FACE_SECONDS:  # said only then (it is formatted for every face otherwise)
            why = str(self._over(f"making its faces took more than {PACK_SECONDS:g} s in all"))
        stack = ExitStack()
        stack.enter_context(time_budget(min(FACE_SECONDS, left), why, started))
        self._alarm = stack
