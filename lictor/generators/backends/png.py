"""PNG backend: faces drawn to a PDF, then rendered by pypdfium2 (no system libraries)."""

from __future__ import annotations

import json
import math
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pypdfium2 as pdfium
from PIL import Image as PILImage

from lictor.generators.backends.pdf import PdfWriter
from lictor.generators.face import Face
from lictor.generators.impose import Rect, Sheet, Slot
from lictor.generators.written import Written, slug
from lictor.units import Size

if TYPE_CHECKING:
    from lictor.generators.kit import DeckFaces

TTS_COLS, TTS_ROWS = 10, 7


def faces_pdf(
    df: DeckFaces,
    keys: list[tuple[int, str]],
    path: Path,
    bleed: float | tuple[float, float] = 0.0,
) -> None:
    """One face per page with ``bleed`` mm around its trim (or (sides, top and bottom)),
    in ``keys`` order."""
    writer = PdfWriter(path, title=df.deck.spec.name)
    size = df.deck.size
    bx, by = bleed if isinstance(bleed, tuple) else (bleed, bleed)
    page = Size(size.w + 2 * bx, size.h + 2 * by)
    trim = Rect(bx, by, size.w, size.h)
    whole = Rect(0, 0, page.w, page.h)
    sheet = Sheet(page, "front", (Slot(0, "front", trim, whole),), (), None, trim, whole)
    for row_index, side in keys:
        writer.add_sheet(sheet, _Fixed(df.row_face(row_index, side)))
    writer.close()


class _Fixed:
    """A face lookup that always answers the same face (one face per page)."""

    def __init__(self, face: Face | None) -> None:
        self.face = face

    def __call__(self, _index: int, _side: str) -> Face | None:
        return self.face


def _render_page(doc: pdfium.PdfDocument, i: int, dpi: int) -> PILImage.Image:
    page = doc[i]
    try:
        image: PILImage.Image = page.render(scale=dpi / 72).to_pil().convert("RGB")
        return image
    finally:
        page.close()


def render_pages(pdf_path: Path, dpi: int) -> Iterator[PILImage.Image]:
    """Each page of a PDF as an RGB image at ``dpi``."""
    return _render(pdf_path, dpi)


def _render(pdf_path: Path, dpi: int) -> Iterator[PILImage.Image]:
    doc = pdfium.PdfDocument(str(pdf_path))
    try:
        for i in range(len(doc)):
            page = doc[i]
            yield page.render(scale=dpi / 72).to_pil().convert("RGB")
            page.close()
    finally:
        doc.close()


MAX_PIXELS = 80_000_000  # one picture: a 1 m poster at 200 dpi is about 60 million


def _check_pixels(df: DeckFaces, dpi: int, faces: int = 1) -> None:
    from lictor.errors import BadInput

    w, h = (df.deck.size.w / 25.4 * dpi, df.deck.size.h / 25.4 * dpi * faces)
    if w * h > MAX_PIXELS:
        raise BadInput(
            f"deck {df.deck.id!r}: {df.deck.size} at {dpi} dpi is {w * h / 1e6:.0f} million "
            f"pixels a face (the limit is {MAX_PIXELS // 1_000_000} million); lower --dpi"
        )


def write_face_pngs(df: DeckFaces, folder: Path, dpi: int, bleed: float = 0.0) -> Iterator[Written]:
    """One PNG per face with the same bleed as the PDF (``--bleed 0`` for trimmed faces)."""
    _check_pixels(df, dpi)
    folder.mkdir(parents=True, exist_ok=True)
    keys = [
        (i, side)
        for i in range(len(df.deck.rows))
        for side in ("front", "back")
        if df.row_face(i, side) is not None
    ]
    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "faces.pdf"
        faces_pdf(df, keys, pdf, bleed)
        for (i, side), image in zip(keys, _render(pdf, dpi), strict=True):
            name = df.deck.rows[i].name
            out = folder / f"{i + 1:03d}-{slug(name)}-{side}.png"
            image.save(out, dpi=(dpi, dpi))
            yield Written(out, 1)


def write_tts_sheets(df: DeckFaces, folder: Path, dpi: int, prefix: str) -> Iterator[Written]:
    """Tabletop Simulator sheets of up to 10 x 7 cards: a fronts sheet and, when the deck
    has backs, a backs sheet on the same grid (each card its own back: TTS's "unique
    backs"), and a JSON beside them giving the grid and the count to type into TTS.
    Files are named ``<prefix>-<n>-fronts.png`` (prefix: the pack's and the deck's ids)."""
    _check_pixels(df, dpi, min(len(df.copies), TTS_COLS * TTS_ROWS))
    folder.mkdir(parents=True, exist_ok=True)
    n = len(df.copies)
    per = TTS_COLS * TTS_ROWS
    has_backs = df.deck.back is not None
    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "faces.pdf"
        rows = list(range(len(df.deck.rows)))
        sides = ["front", "back"] if has_backs else ["front"]
        keys = [(i, side) for side in sides for i in rows]
        faces_pdf(df, keys, pdf)
        page_of = {key: n for n, key in enumerate(keys)}
        index = {id(r): i for i, r in enumerate(df.deck.rows)}
        doc = pdfium.PdfDocument(str(pdf))
        try:
            # One sheet and one face in memory at a time (a 10 x 7 sheet at 200 dpi is
            # some 70 MB): a row's copies are consecutive, so each face renders once a
            # sheet, whatever the deck's length.
            fw, fh = _render_page(doc, 0, dpi).size if keys else (1, 1)
            for k in range(math.ceil(n / per)):
                chunk = df.copies[k * per : (k + 1) * per]
                cols = min(TTS_COLS, len(chunk))
                lines = math.ceil(len(chunk) / TTS_COLS)
                files: dict[str, str] = {}
                for side in sides:
                    sheet = PILImage.new("RGB", (cols * fw, lines * fh), "white")
                    last: tuple[int, PILImage.Image] | None = None
                    for j, row in enumerate(chunk):
                        page = page_of[(index[id(row)], side)]
                        if last is None or last[0] != page:
                            last = (page, _render_page(doc, page, dpi))
                        sheet.paste(last[1], ((j % TTS_COLS) * fw, (j // TTS_COLS) * fh))
                    out = folder / f"{prefix}-{k + 1}-{side}s.png"
                    sheet.save(out)
                    sheet.close()
                    files[side] = out.name
                    yield Written(out, 1)
                grid = {
                    "deck": df.deck.spec.name,
                    "face": files["front"],
                    "back": files.get("back"),
                    "unique_backs": has_backs,
                    "columns": cols,
                    "rows": lines,
                    "count": len(chunk),
                    "card_px": [fw, fh],
                }
                out = folder / f"{prefix}-{k + 1}.json"
                out.write_text(json.dumps(grid, indent=2) + "\n", encoding="utf-8")
                yield Written(out, 1)
        finally:
            doc.close()
