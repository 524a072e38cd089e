"""A game's board with the pieces of a refereed position on it, as one SVG, PNG or PDF.

The board is the kit's own drawing (the deck's diagram, the same code the kit prints);
the position comes as extra row data the diagram reads (``pieces`` ...). Game-agnostic:
the game says which deck is its board and what to put in the row.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from lictor.content.pack import Pack
from lictor.errors import BadInput
from lictor.generators.face import Face, FaceMaker
from lictor.generators.fonts import FontSet
from lictor.generators.sketch import Diagram, Sketch
from lictor.i18n import Translator
from lictor.outfile import output_file
from lictor.pack_text import translate_pack
from lictor.units import Size

FORMATS = (".svg", ".png", ".pdf")


def board_face(
    pack: Pack,
    deck_id: str,
    extra: Mapping[str, Any],
    diagrams: Mapping[str, Diagram],
    tr: Translator | None = None,
) -> tuple[Face, FontSet]:
    """The board deck's first row drawn with ``extra`` merged into its data; a board laid
    out of several pieces (map tiles) may size its face: ``extra["face_size"]`` (w, h mm).
    ``tr``: the language to print it in, as the kit in that language prints it."""
    deck = next((d for d in pack.decks if d.id == deck_id), None)
    if deck is None or deck.spec.diagram is None or not deck.rows:
        raise BadInput(f"{pack.id}: no drawn board {deck_id!r} in the pack")
    diagram = deck.spec.diagram
    draw = diagrams.get(diagram)
    if draw is None:
        raise BadInput(f"{pack.id}: no drawing code for the board {diagram!r}")
    if tr is not None and tr.lang != "en":  # the board's deck alone, as the kit says it
        deck = translate_pack(replace(pack, decks=(deck,), sheets=()), tr).decks[0]
    fonts = FontSet(pack.fonts)
    maker = FaceMaker(fonts, pack.palette, pack.base_dir, bleed=0.0, translate=tr)
    row = deck.rows[0]
    size = deck.size
    if "face_size" in extra:
        w, h = extra["face_size"]
        size = Size(float(w), float(h))
    sketch = Sketch(size, maker, f"{deck.id} / {row.name}")
    draw(pack.spec.data, {**row.data, **extra}, sketch)
    return sketch.face(), fonts


def write_board(face: Face, fonts: FontSet, out: Path, dpi: int = 150) -> None:
    """Write ``face`` to ``out``, its format from the suffix; nothing is left on failure."""
    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise BadInput(f"{out}: write the board as .svg, .png or .pdf")
    with output_file(out, "--out") as part:
        if suffix == ".svg":
            from lictor.generators.backends.svg import write_face_svg

            write_face_svg(face, part, fonts, bleed=0.0)
        elif suffix == ".pdf":
            _pdf(face, part)
        else:
            pdf = part.with_suffix(".pdf")
            _pdf(face, pdf)
            from lictor.generators.backends.png import render_pages

            image = next(render_pages(pdf, dpi))
            image.save(part, dpi=(dpi, dpi))


def _pdf(face: Face, path: Path) -> None:
    from lictor.generators.backends.pdf import PdfWriter
    from lictor.generators.impose import Rect, Sheet, Slot

    writer = PdfWriter(path, title=face.label)
    trim = Rect(0, 0, face.size.w, face.size.h)
    sheet = Sheet(face.size, "front", (Slot(0, "front", trim, trim),), (), None, trim, trim)
    writer.add_sheet(sheet, lambda _i, _side: face)
    writer.close()
