"""Units and named sizes. The API speaks millimetres; only backends convert to points."""

from __future__ import annotations

from dataclasses import dataclass

MM_PER_PT = 25.4 / 72.0
MAX_SIDE = 1000.0  # mm: the largest card, board or poster side a pack may ask for
# mm: the smallest (a 0.01 mm card put 600 million on a sheet and exhausted memory)
MIN_SIDE = 5.0
PT_PER_MM = 72.0 / 25.4


def mm_to_pt(mm: float) -> float:
    return mm * PT_PER_MM


def pt_to_mm(pt: float) -> float:
    return pt * MM_PER_PT


@dataclass(frozen=True)
class Size:
    """A width and height in millimetres."""

    w: float
    h: float

    def rotated(self) -> Size:
        return Size(self.h, self.w)

    def __str__(self) -> str:
        return f"{self.w:g} x {self.h:g} mm"


# Card sizes people ask print shops for, by their usual names.
CARD_SIZES: dict[str, Size] = {
    "poker": Size(63, 88),
    "bridge": Size(57, 89),
    "tarot": Size(70, 120),
    "mini-euro": Size(44, 68),
    "mini-american": Size(41, 63),
    "square": Size(70, 70),
}

PAPER_SIZES: dict[str, Size] = {
    "a4": Size(210, 297),
    "letter": Size(215.9, 279.4),
    "a3": Size(297, 420),
}


def parse_size(text: str, custom: dict[str, Size] | None = None) -> Size:
    """A preset name (``poker``), a pack's own size name, or ``WxH`` in millimetres."""
    key = text.strip().lower().replace("_", "-").replace(" ", "-")
    if custom and text in custom:
        return custom[text]
    if key in CARD_SIZES:
        return CARD_SIZES[key]
    if "x" in key:
        w, _, h = key.partition("x")
        try:
            size = Size(float(w.removesuffix("mm")), float(h.removesuffix("mm")))
        except ValueError:
            pass
        else:
            if MIN_SIDE <= size.w <= MAX_SIDE and MIN_SIDE <= size.h <= MAX_SIDE:  # not nan
                return size
            raise ValueError(
                f"size {text[:40]!r}: each side must be at least {MIN_SIDE:g} "
                f"and at most {MAX_SIDE:g} mm"
            )
    names = ", ".join([*CARD_SIZES, *(custom or {})])
    raise ValueError(f"unknown size {text!r}: use one of {names}, or WxH in mm (e.g. 63x88)")


def parse_paper(text: str) -> Size:
    key = text.strip().lower()
    if key in PAPER_SIZES:
        return PAPER_SIZES[key]
    raise ValueError(f"unknown paper {text!r}: use one of {', '.join(PAPER_SIZES)}")
