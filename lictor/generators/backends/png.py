"""PNG backend: faces drawn to a PDF, then rendered by pypdfium2 (no system libraries)."""

from __future__ import annotations

import json
import math
import shutil
import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pypdfium2 as pdfium
from PIL import Image as PILImage

from lictor.generators.backends.pdf import PdfWriter
from lictor.generators.backends.raster import FaceJob, SheetJob, pool, run_faces, run_sheets
from lictor.generators.face import Face
from lictor.generators.impose import Rect, Sheet, Slot
from lictor.generators.written import Written, slug
from lictor.units import Size

if TYPE_CHECKING:
    from lictor.generators.kit import DeckFaces

TTS_COLS, TTS_ROWS = 10, 7
# Tabletop Simulator shows its deck sheets on screens and Steam Cloud limits upload sizes:
# the sheets are JPEG (raster.TTS_JPEG_QUALITY) unless the maker asks for PNG
# (``--tts-format png``); the print files (faces, print shops) stay PNG, lossless.


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


def render_pages(pdf_path: Path, dpi: int) -> Iterator[PILImage.Image]:
    """Each page of a PDF as an RGB image at ``dpi``."""
    return _render(pdf_path, dpi)


def _render(pdf_path: Path, dpi: int) -> Iterator[PILImage.Image]:
    doc = pdfium.PdfDocument(str(pdf_path))
    try:
        for i in range(len(doc)):
            page = doc[i]
            image = page.render(scale=dpi / 72).to_pil()  # a copy of the bitmap's pixels
            yield image if image.mode == "RGB" else image.convert("RGB")
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


def _face_keys(df: DeckFaces) -> list[tuple[int, str]]:
    return [
        (i, side)
        for i in range(len(df.deck.rows))
        for side in ("front", "back")
        if df.row_face(i, side) is not None
    ]


def write_face_pngs(df: DeckFaces, folder: Path, dpi: int, bleed: float = 0.0) -> Iterator[Written]:
    """One PNG per face with the same bleed as the PDF (``--bleed 0`` for trimmed faces)."""
    with tempfile.TemporaryDirectory() as tmp, pool(1) as submit:
        job, written = face_job(df, folder, dpi, bleed, Path(tmp))
        submit(run_faces, job).result()
        yield from written


def face_job(
    df: DeckFaces, folder: Path, dpi: int, bleed: float, tmp: Path
) -> tuple[FaceJob, list[Written]]:
    """The deck's faces drawn to a PDF in ``tmp``, and the job that makes their PNGs in
    ``folder`` (named ``<nnn>-<name>-<side>.png``), with what it will write."""
    _check_pixels(df, dpi)
    folder.mkdir(parents=True, exist_ok=True)
    keys = _face_keys(df)
    pdf = tmp / f"{slug(df.deck.id)}-faces.pdf"
    faces_pdf(df, keys, pdf, bleed)
    outs = [folder / f"{i + 1:03d}-{slug(df.deck.rows[i].name)}-{side}.png" for i, side in keys]
    job = FaceJob(str(pdf), tuple(str(o) for o in outs), dpi)
    return job, [Written(o, 1) for o in outs]


def write_tts_sheets(
    df: DeckFaces, folder: Path, dpi: int, prefix: str, fmt: str = "jpeg"
) -> Iterator[Written]:
    """Tabletop Simulator sheets (see ``tts_job``), made in this process."""
    with tempfile.TemporaryDirectory() as tmp, pool(1) as submit:
        job, written, finish = tts_job(df, folder, dpi, prefix, fmt, Path(tmp))
        finish(submit(run_sheets, job).result())
        yield from written


def tts_job(
    df: DeckFaces, folder: Path, dpi: int, prefix: str, fmt: str, tmp: Path
) -> tuple[SheetJob, list[Written], Callable[[tuple[int, int]], None]]:
    """Tabletop Simulator sheets of up to 10 x 7 cards: a fronts sheet and, when the deck
    has backs, a backs sheet on the same grid (each card its own back: TTS's "unique
    backs"), and a JSON beside them giving the grid and the count to type into TTS.
    Files are named ``<prefix>-<n>-fronts.jpg`` (prefix: the pack's and the deck's ids;
    ``.png`` with ``fmt="png"``). Answers the job, what it writes, and what writes the
    JSONs once the job has said a card's pixel size."""
    _check_pixels(df, dpi, min(len(df.copies), TTS_COLS * TTS_ROWS))
    folder.mkdir(parents=True, exist_ok=True)
    suffix = ".png" if fmt == "png" else ".jpg"
    n = len(df.copies)
    per = TTS_COLS * TTS_ROWS
    has_backs = df.deck.back is not None
    rows = list(range(len(df.deck.rows)))
    sides = ["front", "back"] if has_backs else ["front"]
    keys = [(i, side) for side in sides for i in rows]
    pdf = tmp / f"{slug(prefix)}-tts.pdf"
    faces_pdf(df, keys, pdf)
    page_of = {key: n for n, key in enumerate(keys)}
    index = {id(r): i for i, r in enumerate(df.deck.rows)}
    sheets: list[tuple[str, tuple[int, ...]]] = []
    written: list[Written] = []
    grids: list[tuple[Path, dict[str, Any]]] = []
    for k in range(math.ceil(n / per)):
        chunk = df.copies[k * per : (k + 1) * per]
        files: dict[str, str] = {}
        for side in sides:
            out = folder / f"{prefix}-{k + 1}-{side}s{suffix}"
            sheets.append((str(out), tuple(page_of[(index[id(row)], side)] for row in chunk)))
            files[side] = out.name
            written.append(Written(out, 1))
        grid = {
            "deck": df.deck.spec.name,
            "face": files["front"],
            "back": files.get("back"),
            "unique_backs": has_backs,
            "columns": min(TTS_COLS, len(chunk)),
            "rows": math.ceil(len(chunk) / TTS_COLS),
            "count": len(chunk),
        }
        out = folder / f"{prefix}-{k + 1}.json"
        grids.append((out, grid))
        written.append(Written(out, 1))

    def finish(card_px: tuple[int, int]) -> None:
        for out, grid in grids:
            grid["card_px"] = list(card_px)
            out.write_text(json.dumps(grid, indent=2) + "\n", encoding="utf-8")

    return SheetJob(str(pdf), tuple(sheets), TTS_COLS, dpi), written, finish


def write_pngs(
    scratch: Path,
    pack_id: str,
    decks: list[DeckFaces],
    dpi: int,
    bleed: float,
    tts: str | None,
) -> Iterator[Written]:
    """Each deck's PNG faces in ``png/<pack>/<deck>/`` (and, with ``tts`` a format, its
    TTS sheets in ``tts/`` at up to 200 dpi): each deck's faces are drawn to a PDF here,
    then rendered and compressed on worker processes while the next deck's PDF is drawn."""
    tmp = scratch / ".faces"  # gone before the build's files are moved into place
    tmp.mkdir(exist_ok=True)
    pending: list[tuple[Future[Any], list[Written], Callable[[Any], None] | None]] = []
    try:
        with pool(len(decks) * (1 if tts is None else 2)) as submit:
            for df in decks:
                # each game in a folder of its own: `--all` never overwrites another's files
                folder = scratch / "png" / pack_id / df.deck.id
                job, written = face_job(df, folder, dpi, bleed, tmp)
                pending.append((submit(run_faces, job), written, None))
                if tts is not None:
                    prefix = f"{pack_id}-{df.deck.id}"
                    sheets, written, finish = tts_job(
                        df, scratch / "tts", min(dpi, 200), prefix, tts, tmp
                    )
                    pending.append((submit(run_sheets, sheets), written, finish))
            for future, written, then in pending:
                result = future.result()
                if then is not None:
                    then(result)
                yield from written
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
