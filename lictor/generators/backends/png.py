"""PNG backend: faces drawn to a PDF, then rendered by pypdfium2 (no system libraries)."""

from __future__ import annotations

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

if TYPE_CHECKING:
    from lictor.generators.kit import DeckFaces, Written

TTS_COLS, TTS_ROWS = 10, 7


def _faces_pdf(df: DeckFaces, keys: list[tuple[int, str]], path: Path) -> None:
    """One trimmed face per page, in ``keys`` order."""
    writer = PdfWriter(path, title=df.deck.spec.name)
    size = df.deck.size
    trim = Rect(0, 0, size.w, size.h)
    sheet = Sheet(size, "front", (Slot(0, "front", trim, trim),), (), None, trim, trim)
    for row_index, side in keys:
        writer.add_sheet(sheet, _Fixed(df.row_face(row_index, side)))
    writer.close()


class _Fixed:
    """A face lookup that always answers the same face (one face per page)."""

    def __init__(self, face: Face | None) -> None:
        self.face = face

    def __call__(self, _index: int, _side: str) -> Face | None:
        return self.face


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


def write_face_pngs(df: DeckFaces, folder: Path, dpi: int) -> Iterator[Written]:
    from lictor.generators.kit import Written, slug

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
        _faces_pdf(df, keys, pdf)
        for (i, side), image in zip(keys, _render(pdf, dpi), strict=True):
            name = df.deck.rows[i].name
            out = folder / f"{i + 1:03d}-{slug(name)}-{side}.png"
            image.save(out, dpi=(dpi, dpi))
            yield Written(out, 1)


def write_tts_sheets(df: DeckFaces, folder: Path, dpi: int) -> Iterator[Written]:
    """Tabletop Simulator sheets: up to 10 x 7 fronts each, plus one back image."""
    from lictor.generators.kit import Written

    _check_pixels(df, dpi, min(len(df.copies), TTS_COLS * TTS_ROWS))
    folder.mkdir(parents=True, exist_ok=True)
    n = len(df.copies)
    per = TTS_COLS * TTS_ROWS
    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "faces.pdf"
        rows = list(range(len(df.deck.rows)))
        _faces_pdf(df, [(i, "front") for i in rows], pdf)
        images = list(_render(pdf, dpi))
        index = {id(r): i for i, r in enumerate(df.deck.rows)}
        fw, fh = images[0].size if images else (1, 1)
        for k in range(math.ceil(n / per)):
            chunk = df.copies[k * per : (k + 1) * per]
            cols = min(TTS_COLS, len(chunk))
            lines = math.ceil(len(chunk) / TTS_COLS)
            sheet = PILImage.new("RGB", (cols * fw, lines * fh), "white")
            for j, row in enumerate(chunk):
                sheet.paste(images[index[id(row)]], ((j % TTS_COLS) * fw, (j // TTS_COLS) * fh))
            out = folder / f"{df.deck.id}-tts-{k + 1}.png"
            sheet.save(out)
            yield Written(out, 1)
        if df.deck.back is not None:
            _faces_pdf(df, [(0, "back")], pdf)
            back = next(_render(pdf, dpi))
            out = folder / f"{df.deck.id}-tts-back.png"
            back.save(out)
            yield Written(out, 1)
