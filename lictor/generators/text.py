"""Text fitting: wrap a marked-up string into a box, shrinking the font down to a floor.

Markup is deliberately small: ``**bold**``, a newline for a new paragraph, and inline
icons (``{{ icon('phalanx') }}`` in a template becomes an icon marker) that sit on the
baseline and wrap with the word they touch.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from lictor.units import pt_to_mm

ICON_OPEN = "\ue000"
ICON_CLOSE = "\ue001"
MAX_STEPS = 400  # font sizes tried for one box: text fitting always ends
ICON_WIDTH = 1.15  # an inline icon is this many font sizes wide (including its spacing)

_PIECES = re.compile(f"({ICON_OPEN}[^{ICON_CLOSE}]*{ICON_CLOSE}|\\*\\*)")

Measure = Callable[[str, str, float], float]  # (text, font name, size pt) -> width pt


def icon_marker(name: str) -> str:
    return f"{ICON_OPEN}{name}{ICON_CLOSE}"


def icons_in(text: str) -> list[str]:
    return re.findall(f"{ICON_OPEN}([^{ICON_CLOSE}]*){ICON_CLOSE}", text)


@dataclass(frozen=True)
class Run:
    """A piece of a line: text in one font, or an icon (``icon`` set, ``text`` empty)."""

    x: float  # mm from the line's start
    text: str
    font: str
    icon: str | None = None


@dataclass(frozen=True)
class Line:
    x: float  # mm from the box's left edge (alignment applied)
    baseline: float  # mm from the box's top edge
    width: float  # mm
    runs: tuple[Run, ...]


@dataclass(frozen=True)
class TextBlock:
    size: float  # the font size (pt) the text fitted at
    lines: tuple[Line, ...]

    @property
    def plain(self) -> str:
        return "\n".join("".join(r.text for r in line.runs) for line in self.lines)


@dataclass(frozen=True)
class _Piece:
    text: str
    font: str
    icon: str | None


Word = tuple[_Piece, ...]


def _parse(text: str, font: str, bold: str) -> list[list[Word]]:
    """Paragraphs of words; a word is pieces with no white space between them."""
    paragraphs: list[list[Word]] = []
    current = font
    for para in text.split("\n"):
        words: list[Word] = []
        word: list[_Piece] = []
        for token in _PIECES.split(para):
            if not token:
                continue
            if token == "**":
                current = bold if current == font else font
                continue
            if token.startswith(ICON_OPEN):
                word.append(_Piece("", current, token[1:-1]))
                continue
            parts = re.split(r"(\s+)", token)
            for part in parts:
                if not part:
                    continue
                if part.isspace():
                    if word:
                        words.append(tuple(word))
                        word = []
                else:
                    word.append(_Piece(part, current, None))
        if word:
            words.append(tuple(word))
        paragraphs.append(words)
    return paragraphs


@lru_cache(maxsize=4096)
def fit(
    text: str,
    *,
    width: float,
    height: float,
    font: str,
    bold: str,
    size: float,
    min_size: float,
    leading: float,
    align: str,
    valign: str,
    measure: Measure,
) -> TextBlock | None:
    """The text laid out at the largest size from ``size`` down to ``min_size`` that fits.

    ``None`` when it does not fit even at ``min_size``: the caller names the card and box.
    Cached per distinct text and box (a pure function of its arguments; the block is
    frozen), so a deck whose cards share a text lays it out once.
    """
    paragraphs = _parse(text, font, bold)
    if not (math.isfinite(size) and math.isfinite(min_size) and min_size > 0):
        return None
    candidates = []
    steps = min(int((size - min_size) / 0.5) + 1, MAX_STEPS) if size >= min_size else 0
    for k in range(steps):  # half-point steps, never below the floor (nor a float under it)
        candidates.append(max(size - 0.5 * k, min_size))
    if not candidates or candidates[-1] > min_size:
        candidates.append(min_size)
    for s in candidates:
        block = _layout(paragraphs, s, width, height, leading, align, valign, measure)
        if block is not None:
            return block
    return None


def _layout(
    paragraphs: list[list[Word]],
    size: float,
    width: float,
    height: float,
    leading: float,
    align: str,
    valign: str,
    measure: Measure,
) -> TextBlock | None:
    width_pt = width / pt_to_mm(1.0)

    def word_width(word: Word) -> float:
        return sum(
            size * ICON_WIDTH if p.icon is not None else measure(p.text, p.font, size) for p in word
        )

    raw_lines: list[list[Word]] = []
    for words in paragraphs:
        line: list[Word] = []
        used = 0.0
        for word in words:
            w = word_width(word)
            if w > width_pt + 1e-6:
                return None
            space = measure(" ", word[0].font, size) if line else 0.0
            if line and used + space + w > width_pt + 1e-6:
                raw_lines.append(line)
                line, used = [word], w
            else:
                line.append(word)
                used += space + w
        raw_lines.append(line)

    line_h = pt_to_mm(size * leading)
    ascent = pt_to_mm(size * 0.78)
    total = pt_to_mm(size) + line_h * (len(raw_lines) - 1)
    if total > height + 1e-6:
        return None
    top = {"top": 0.0, "middle": (height - total) / 2, "bottom": height - total}[valign]

    lines = []
    for i, words in enumerate(raw_lines):
        runs: list[Run] = []
        x = 0.0
        for j, word in enumerate(words):
            if j:
                x += measure(" ", word[0].font, size)
            for k, piece in enumerate(word):
                if piece.icon is not None:
                    runs.append(Run(pt_to_mm(x), "", piece.font, piece.icon))
                    x += size * ICON_WIDTH
                    continue
                prev = runs[-1] if runs else None
                if prev is not None and prev.icon is None and prev.font == piece.font:
                    # Same font as the run before: extend it, so a line is few draw calls.
                    sep = " " if (k == 0 and j > 0) else ""
                    runs[-1] = Run(prev.x, prev.text + sep + piece.text, prev.font)
                else:
                    runs.append(Run(pt_to_mm(x), piece.text, piece.font))
                x += measure(piece.text, piece.font, size)
        line_w = pt_to_mm(x)
        offset = {"left": 0.0, "center": (width - line_w) / 2, "right": width - line_w}[align]
        lines.append(Line(offset, top + ascent + i * line_h, line_w, tuple(runs)))
    return TextBlock(size, tuple(lines))
