"""Units and sizes live in ``lictor.units``, below both the content loader and the print
engine; this name is kept so code written against it still imports."""

from lictor.units import (
    CARD_SIZES,
    MAX_SIDE,
    MM_PER_PT,
    PAPER_SIZES,
    PT_PER_MM,
    Size,
    mm_to_pt,
    parse_paper,
    parse_size,
    pt_to_mm,
)

__all__ = [
    "CARD_SIZES",
    "MAX_SIDE",
    "MM_PER_PT",
    "PAPER_SIZES",
    "PT_PER_MM",
    "Size",
    "mm_to_pt",
    "parse_paper",
    "parse_size",
    "pt_to_mm",
]
