"""Ink saver: a face that prints with little ink and still tells its cards apart.

Full-bleed grounds become a coloured frame inside the trim over a faint tint of their
colour; other fills become faint tints outlined in their colour; light text (white on a
coloured ground) turns dark. The colour that identifies a card (a Familia, a deck, the
sea on a board) is kept as an outline and a tint, never dropped.
"""

from __future__ import annotations

from dataclasses import replace

from lictor.generators.face import Face, Primitive, Shape, Text

TINT = 0.12  # how much of a fill's colour is left in its tint
FRAME = 1.2  # mm: the coloured frame that replaces a full-bleed ground
FRAME_INSET = 1.6  # mm inside the trim, so the frame survives an off cut
LIGHT = 0.8  # relative luminance above which a text colour counts as light (white-ish)


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def tint(colour: str, amount: float = TINT) -> str:
    """``colour`` mixed with white, keeping ``amount`` of it."""
    r, g, b = (round(255 - (255 - c) * amount) for c in _rgb(colour))
    return f"#{r:02x}{g:02x}{b:02x}"


def luminance(colour: str) -> float:
    r, g, b = (c / 255 for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _ground(s: Shape, face: Face) -> bool:
    """A fill reaching past the trim: the card's full-bleed ground."""
    return s.kind == "rect" and s.x < 0 and s.y < 0 and (s.x + s.w) > face.size.w


def _shape(s: Shape, face: Face) -> list[Primitive]:
    if s.fill is None or s.kind in ("line", "polyline"):
        return [s]
    if _ground(s, face):
        inset = FRAME_INSET + FRAME / 2
        w, h = face.size.w - 2 * inset, face.size.h - 2 * inset
        return [
            Shape("rect", inset, inset, w, h, tint(s.fill, TINT / 2), s.fill, FRAME, 2.0),
        ]
    stroke = s.stroke or s.fill
    width = s.stroke_width if s.stroke else 0.5
    return [replace(s, fill=tint(s.fill), stroke=stroke, stroke_width=max(width, 0.3))]


def ink_saved(face: Face, ink: str) -> Face:
    """``face`` redrawn for the ink saver; ``ink`` is the dark colour light text takes."""
    prims: list[Primitive] = []
    for prim in face.prims:
        if isinstance(prim, Shape):
            prims.extend(_shape(prim, face))
        elif isinstance(prim, Text) and luminance(prim.color) > LIGHT:
            prims.append(replace(prim, color=ink))
        else:
            prims.append(prim)
    return Face(face.label, face.size, tuple(prims), face.keep)
