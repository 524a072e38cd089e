"""What reaches a terminal: every control character escaped, whoever wrote the text.

A pack's YAML keys, a session file's player names, an action's words: any of them may
hold a terminal escape (clear the screen, move the cursor, print a fake ``OK``). The
``lictor`` command writes through ``Escaping`` streams, so every line it prints - a
result, a problem list, an error - shows a control character as ``\\u001b`` instead of
obeying it. Newlines and tabs pass. lictor's own few terminal sequences (the hot seat
wiping a secret off the screen, a progress bar) write to the ``raw`` stream.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

# C0 (but newline and tab), DEL, C1, and the bidirectional overrides and isolates,
# which reorder what a line seems to say
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def escaped(text: str) -> str:
    """``text`` with each control character as ``\\uXXXX`` (valid inside JSON too)."""
    return CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class Escaping(io.TextIOBase):
    """A text stream that escapes control characters on their way to ``inner``."""

    def __init__(self, inner: TextIO) -> None:
        self.inner = inner

    def write(self, s: str) -> int:
        if not isinstance(s, str):
            raise TypeError("a text stream")  # click then knows it is not binary
        self.inner.write(escaped(s))
        return len(s)

    def flush(self) -> None:
        self.inner.flush()

    def isatty(self) -> bool:
        return bool(self.inner.isatty())

    def fileno(self) -> int:
        return self.inner.fileno()

    def writable(self) -> bool:
        return True

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return str(getattr(self.inner, "encoding", None) or "utf-8")

    @property
    def errors(self) -> str | None:  # type: ignore[override]
        return getattr(self.inner, "errors", None)


def raw(stream: Any) -> Any:
    """The stream under an ``Escaping`` one: for lictor's own terminal sequences."""
    return stream.inner if isinstance(stream, Escaping) else stream


@contextmanager
def escaping() -> Iterator[None]:
    """stdout and stderr escaped for the time of the block."""
    out, err = sys.stdout, sys.stderr
    sys.stdout = Escaping(out) if not isinstance(out, Escaping) else out  # type: ignore[assignment]
    sys.stderr = Escaping(err) if not isinstance(err, Escaping) else err  # type: ignore[assignment]
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err
