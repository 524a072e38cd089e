"""TrueType glyph outlines as SVG path data, read from the fonts reportlab already parsed.

An SVG whose text is drawn as outlines looks the same on every machine, whether or not
the font is installed there (and needs no new dependency: reportlab has the font's
tables; this reads the ``glyf`` outlines, simple and composite, quadratic curves).
"""

from __future__ import annotations

import struct
from functools import lru_cache

from reportlab.pdfbase import pdfmetrics

Point = tuple[float, float, bool]  # x, y, on the curve


def _contours(face: object, glyph: int, depth: int = 0) -> list[list[Point]]:
    """The glyph's contours in font units (y up)."""
    pos: list[int] = face.glyphPos  # type: ignore[attr-defined]
    if glyph + 1 >= len(pos) or pos[glyph] == pos[glyph + 1] or depth > 8:
        return []
    table: bytes = face.get_table("glyf")  # type: ignore[attr-defined]
    at = pos[glyph]
    (n,) = struct.unpack(">h", table[at : at + 2])
    at += 10
    if n < 0:
        return _composite(face, table, at, depth)
    ends = struct.unpack(f">{n}H", table[at : at + 2 * n])
    at += 2 * n
    (skip,) = struct.unpack(">H", table[at : at + 2])
    at += 2 + skip
    count = ends[-1] + 1 if ends else 0
    flags: list[int] = []
    while len(flags) < count:
        flag = table[at]
        at += 1
        flags.append(flag)
        if flag & 8:
            flags.extend([flag] * table[at])
            at += 1
    xs, at = _coords(table, at, flags, 2, 16)
    ys, at = _coords(table, at, flags, 4, 32)
    points = [(float(x), float(y), bool(f & 1)) for x, y, f in zip(xs, ys, flags, strict=False)]
    out, start = [], 0
    for end in ends:
        out.append(points[start : end + 1])
        start = end + 1
    return out


def _coords(
    table: bytes, at: int, flags: list[int], short: int, same: int
) -> tuple[list[int], int]:
    values, value = [], 0
    for flag in flags:
        if flag & short:
            delta = table[at]
            at += 1
            value += delta if flag & same else -delta
        elif not flag & same:
            (delta,) = struct.unpack(">h", table[at : at + 2])
            at += 2
            value += delta
        values.append(value)
    return values, at


def _composite(face: object, table: bytes, at: int, depth: int) -> list[list[Point]]:
    out: list[list[Point]] = []
    while True:
        flags, glyph = struct.unpack(">HH", table[at : at + 4])
        at += 4
        if flags & 1:
            dx, dy = struct.unpack(">hh", table[at : at + 4])
            at += 4
        else:
            dx, dy = struct.unpack(">bb", table[at : at + 2])
            at += 2
        a, b, c, d = 1.0, 0.0, 0.0, 1.0
        if flags & 8:
            (a,) = struct.unpack(">h", table[at : at + 2])
            a = d = a / 16384
            at += 2
        elif flags & 0x40:
            a, d = (v / 16384 for v in struct.unpack(">hh", table[at : at + 4]))
            at += 4
        elif flags & 0x80:
            a, b, c, d = (v / 16384 for v in struct.unpack(">hhhh", table[at : at + 8]))
            at += 8
        for contour in _contours(face, glyph, depth + 1):
            out.append([(a * x + c * y + dx, b * x + d * y + dy, on) for x, y, on in contour])
        if not flags & 0x20:
            return out


def _fmt(v: float) -> str:
    return f"{v:.0f}" if abs(v - round(v)) < 1e-6 else f"{v:.1f}"


@lru_cache(maxsize=4096)
def glyph_path(rl_name: str, char: str) -> tuple[str, float]:
    """SVG path data of ``char`` in font units (y up, origin on the baseline), and the
    units per em."""
    face = pdfmetrics.getFont(rl_name).face
    glyph = face.charToGlyph.get(ord(char), 0)
    parts: list[str] = []
    for contour in _contours(face, glyph):
        if not contour:
            continue
        # start on an on-curve point (or the midpoint of two off-curve ones)
        first = next((i for i, p in enumerate(contour) if p[2]), None)
        if first is None:
            x0 = (contour[0][0] + contour[1][0]) / 2 if len(contour) > 1 else contour[0][0]
            y0 = (contour[0][1] + contour[1][1]) / 2 if len(contour) > 1 else contour[0][1]
            pts = [*contour, contour[0]]
            start = (x0, y0)
        else:
            pts = contour[first + 1 :] + contour[: first + 1]
            start = (contour[first][0], contour[first][1])
        parts.append(f"M{_fmt(start[0])} {_fmt(start[1])}")
        control: tuple[float, float] | None = None
        for x, y, on in pts:
            if on:
                if control is None:
                    parts.append(f"L{_fmt(x)} {_fmt(y)}")
                else:
                    parts.append(f"Q{_fmt(control[0])} {_fmt(control[1])} {_fmt(x)} {_fmt(y)}")
                control = None
            elif control is None:
                control = (x, y)
            else:
                mx, my = (control[0] + x) / 2, (control[1] + y) / 2
                parts.append(f"Q{_fmt(control[0])} {_fmt(control[1])} {_fmt(mx)} {_fmt(my)}")
                control = (x, y)
        if control is not None:
            parts.append(
                f"Q{_fmt(control[0])} {_fmt(control[1])} {_fmt(start[0])} {_fmt(start[1])}"
            )
        parts.append("Z")
    return "".join(parts), float(face.unitsPerEm)
