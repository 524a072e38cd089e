"""Read a printed page back: where each face sits, its lines, as the page is displayed.

Positions come from the PDF's own content (MediaBox, /Rotate, the clip rectangle drawn
inside each face's /LictorFace marked-content tag), in millimetres from the displayed
page's bottom-left corner, so the tests do not trust the imposer's arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from pypdf import PageObject
from pypdf.generic import ContentStream

from lictor.units import pt_to_mm

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def x2(self) -> float:
        return self.x + self.w

    @property
    def y2(self) -> float:
        return self.y + self.h


@dataclass(frozen=True)
class Placed:
    deck: str
    face: int
    side: str
    clip: Box  # the face's trim plus the bleed it paints
    origin: tuple[float, float] | None = None  # where the face's own top-left corner lies
    turned: bool = False  # drawn a half turn round (its origin on the trim's bottom right)

    def trim(self, w: float, h: float) -> Box:
        """The face's trim, for a face ``w`` x ``h`` mm."""
        assert self.origin is not None, "face drawn without an origin"
        x, y = self.origin
        return Box(x - w, y, w, h) if self.turned else Box(x, y - h, w, h)

    def at(self, u: float, v: float) -> tuple[float, float]:
        """The page point (mm) of the face's own point ``u`` right, ``v`` down from its
        top-left corner, as printed."""
        assert self.origin is not None, "face drawn without an origin"
        x, y = self.origin
        return (x - u, y + v) if self.turned else (x + u, y - v)


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    in_face: bool  # drawn inside a face (a rule of its own), not a sheet mark


@dataclass
class PageGeometry:
    w: float
    h: float
    rotate: int
    faces: list[Placed]
    lines: list[Line]
    sheets: list[str]  # the /LictorSheet tags of a document page (reference, score pad)
    painted: int  # painting and text-showing operators: 0 on a blank page

    @property
    def blank(self) -> bool:
        return self.painted == 0


def _mul(m: Matrix, n: Matrix) -> Matrix:
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (
        a * a2 + b * c2,
        a * b2 + b * d2,
        c * a2 + d * c2,
        c * b2 + d * d2,
        e * a2 + f * c2 + e2,
        e * b2 + f * d2 + f2,
    )


def read_page(page: PageObject) -> PageGeometry:
    box = page.mediabox
    mw, mh = float(box.width), float(box.height)
    rotate = int(page.get("/Rotate", 0) or 0) % 360

    def shown(x: float, y: float) -> tuple[float, float]:
        """User space (points) to the displayed page (mm), honouring /Rotate."""
        if rotate == 90:
            x, y = y, mw - x
        elif rotate == 180:
            x, y = mw - x, mh - y
        elif rotate == 270:
            x, y = mh - y, x
        return pt_to_mm(x), pt_to_mm(y)

    w, h = (mh, mw) if rotate in (90, 270) else (mw, mh)
    faces: list[Placed] = []
    lines: list[Line] = []
    sheets: list[str] = []
    painted = 0
    ctm = IDENTITY
    stack: list[Matrix] = []
    tag: dict[str, Any] | None = None
    clipped = False
    pending: tuple[float, float, float, float] | None = None
    point: tuple[float, float] | None = None
    path_ops: list[bytes] = []
    segment = ((0.0, 0.0), (0.0, 0.0))
    contents = page.get_contents()
    if contents is None:
        return PageGeometry(pt_to_mm(w), pt_to_mm(h), rotate, faces, lines, sheets, 0)
    for operands, op in ContentStream(contents, page.pdf).operations:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            ctm = _mul(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
            if tag is not None and clipped and faces and faces[-1].origin is None:
                # the first move after a face's clip puts its origin on the trim's corner
                # (its x axis pointing left when the face is drawn a half turn round)
                x0, y0 = shown(*_apply(ctm, 0.0, 0.0))
                x1, _ = shown(*_apply(ctm, 1.0, 0.0))
                faces[-1] = replace(faces[-1], origin=(x0, y0), turned=x1 < x0)
        elif op == b"BDC" and str(operands[0]) == "/LictorFace":
            tag, clipped = dict(operands[1]), False
        elif op == b"BDC" and str(operands[0]) == "/LictorSheet":
            sheets.append(str(dict(operands[1])["/Sheet"]))
        elif op == b"EMC":
            tag = None
        elif op == b"re":
            pending = tuple(float(v) for v in operands)  # type: ignore[assignment]
        elif op in (b"W", b"W*") and tag is not None and not clipped and pending is not None:
            x, y, rw, rh = pending
            corners = [_apply(ctm, x, y), _apply(ctm, x + rw, y + rh)]
            (x1, y1), (x2, y2) = (shown(*c) for c in corners)
            faces.append(
                Placed(
                    str(tag["/Deck"]),
                    int(tag["/Face"]),
                    str(tag["/Side"]).lstrip("/"),
                    Box(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1)),
                )
            )
            clipped = True
        elif op == b"m":
            point, path_ops = _apply(ctm, float(operands[0]), float(operands[1])), [b"m"]
        elif op in (b"l", b"c", b"v", b"y", b"h"):
            path_ops.append(op)
            if op == b"l" and point is not None:
                end = _apply(ctm, float(operands[0]), float(operands[1]))
                segment = (shown(*point), shown(*end))
        elif op == b"S" and path_ops == [b"m", b"l"]:
            # a single stroked segment: a crop mark, a fold, a write-in rule
            (x1, y1), (x2, y2) = segment
            lines.append(Line(x1, y1, x2, y2, tag is not None))
        if op in PAINTING:
            painted += 1
        if op in (b"n", b"S", b"f", b"S", b"B", b"b", b"s", b"f*", b"B*"):
            pending, path_ops = None, []
    return PageGeometry(pt_to_mm(w), pt_to_mm(h), rotate, faces, lines, sheets, painted)


PAINTING = {
    b"f",
    b"F",
    b"f*",
    b"S",
    b"s",
    b"B",
    b"B*",
    b"b",
    b"b*",
    b"Tj",
    b"TJ",
    b"'",
    b'"',
    b"Do",
    b"sh",
}


def _apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


def behind(clip: Box, page_w: float, page_h: float, duplex: str) -> Box:
    """Where a box printed on the back lies, seen from the front, after the paper flips.

    A printer lays the page's long side along the paper's long side; a long-edge flip
    turns the paper about its long side, a short-edge flip about its short side.
    """
    portrait = page_h >= page_w
    about_vertical = (duplex == "long") == portrait  # the flip axis runs up the page
    if about_vertical:
        return Box(page_w - clip.x - clip.w, clip.y, clip.w, clip.h)
    return Box(clip.x, page_h - clip.y - clip.h, clip.w, clip.h)
