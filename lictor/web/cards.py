"""Seat cards: one printed card per seat with its name and the QR code of its URL,
drawn and written by the print engine (a Sketch of rectangles, the kit's PDF writer)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import segno

from lictor.content.loader import load_pack
from lictor.generators.face import Face, FaceMaker
from lictor.generators.fonts import FontSet
from lictor.generators.sketch import Sketch
from lictor.i18n import t
from lictor.outfile import output_file
from lictor.rules.visible import said_side
from lictor.units import Size

CARD = Size(90.0, 130.0)  # mm: a postcard-sized card, QR code large enough for any phone
INK = "#1a1a1a"
RED = "#8c1c13"


def seat_card(maker: FaceMaker, title: str, player: str, side: str, url: str) -> Face:
    sketch = Sketch(CARD, maker, f"seat card / {player}")
    sketch.rect(2, 2, CARD.w - 4, CARD.h - 4, stroke=RED, width=0.8, radius=3)
    sketch.text(6, 7, CARD.w - 12, 12, player, size=22, font="title", align="center")
    sketch.text(6, 20, CARD.w - 12, 7, f"{said_side(side)} - {title}", size=10, align="center")
    qr = segno.make(url, error="m")
    rows = [list(r) for r in qr.matrix_iter(scale=1, border=0)]
    side_mm = 66.0
    cell = side_mm / len(rows)
    x0, y0 = (CARD.w - side_mm) / 2, 31.0
    for j, row in enumerate(rows):
        i = 0
        while i < len(row):  # one rectangle per run of dark modules
            if not row[i]:
                i += 1
                continue
            start = i
            while i < len(row) and row[i]:
                i += 1
            x, w = x0 + start * cell, (i - start) * cell
            sketch.rect(x, y0 + j * cell, w, cell, fill=INK, width=0)
    sketch.text(
        6,
        101,
        CARD.w - 12,
        12,
        t("Scan with your phone: your private page."),
        size=9,
        align="center",
    )
    sketch.text(
        6,
        112,
        CARD.w - 12,
        12,
        t("Keep this card to yourself: it opens your hand and acts for you."),
        size=8,
        align="center",
        min_size=5,
    )
    return sketch.face()


def _always(face: Face) -> Callable[[int, str], Face]:
    return lambda _i, _side: face


def write_seat_cards(
    game: str, title: str, seats: Sequence[tuple[str, str, str]], out: Path
) -> None:
    """``seats``: (player, side, URL), one card each, one card a page."""
    from lictor.games import pack_source
    from lictor.generators.backends.pdf import PdfWriter
    from lictor.generators.impose import Rect, Sheet, Slot

    pack = load_pack(pack_source(game))
    maker = FaceMaker(FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=0.0)
    faces = [seat_card(maker, title, p, s, url) for p, s, url in seats]
    with output_file(out) as part:
        writer = PdfWriter(part, title=t("{title}: seat cards", title=title))
        trim = Rect(0, 0, CARD.w, CARD.h)
        for face in faces:
            sheet = Sheet(CARD, "front", (Slot(0, "front", trim, trim),), (), None, trim, trim)
            writer.add_sheet(sheet, _always(face))
        writer.close()
