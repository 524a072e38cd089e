"""Pictures from a faces PDF, on worker processes: the PNG faces and the Tabletop Simulator
sheets of a build (``--format png``, ``--tts``).

Rendering (pdfium) and PNG compression (zlib in Pillow, which holds the GIL) are most of a
PNG build's time and need nothing of the pack: only a PDF's path, page numbers and file
names. So each deck's job is plain data, run on a pool of processes (one per core, at most
``MAX_WORKERS``) while the build writes the next deck's PDF. ``LICTOR_JOBS=1`` runs every
job in the build's own process (as does a machine with one core).

This module imports only pypdfium2, Pillow and ``pngwrite``: a worker starts quickly.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from lictor.generators.backends.pngwrite import save_png

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

MAX_WORKERS = 4
# PNG files are written by ``pngwrite`` (row filter 0, zlib level 1: see there why)
TTS_JPEG_QUALITY = 90  # with no chroma subsampling (4:4:4): small text keeps its edges


@dataclass(frozen=True)
class FaceJob:
    """Each page of ``pdf`` to its own PNG: ``outs[i]`` is page ``i``."""

    pdf: str
    outs: tuple[str, ...]
    dpi: int


@dataclass(frozen=True)
class SheetJob:
    """Tabletop Simulator sheets from ``pdf`` (one face a page, trimmed): each sheet is a
    file and the pages of its slots, left to right and top to bottom, ``cols`` a line."""

    pdf: str
    sheets: tuple[tuple[str, tuple[int, ...]], ...]
    cols: int
    dpi: int


def _render(doc: Any, i: int, dpi: float) -> Any:
    page = doc[i]
    try:
        image = page.render(scale=dpi / 72).to_pil()  # a copy of the bitmap's pixels
        return image if image.mode == "RGB" else image.convert("RGB")
    finally:
        page.close()


def save_sheet(image: Any, out: str) -> None:
    """A TTS sheet as its file's suffix says: ``.jpg`` (quality 90, 4:4:4) or ``.png``."""
    if out.endswith(".jpg"):
        image.save(out, "JPEG", quality=TTS_JPEG_QUALITY, subsampling=0)
    else:
        save_png(image, out)


def run_faces(job: FaceJob) -> tuple[int, int]:
    """Write the job's PNGs; the pixel size of its first face ((0, 0) with none)."""
    import pypdfium2 as pdfium

    size = (0, 0)
    doc = pdfium.PdfDocument(job.pdf)
    try:
        for i, out in enumerate(job.outs):
            image = _render(doc, i, job.dpi)
            size = size if i else image.size
            save_png(image, out, job.dpi)
            image.close()
    finally:
        doc.close()
    return size


def run_sheets(job: SheetJob) -> tuple[int, int]:
    """Write the job's sheets, one sheet and one face in memory at a time (a 10 x 7 sheet
    at 200 dpi is some 70 MB); the pixel size of a card on them."""
    import pypdfium2 as pdfium
    from PIL import Image

    doc = pdfium.PdfDocument(job.pdf)
    try:
        first = _render(doc, 0, job.dpi) if len(doc) else None
        fw, fh = first.size if first is not None else (1, 1)
        for out, pages in job.sheets:
            cols = min(job.cols, len(pages))
            lines = -(-len(pages) // job.cols)
            sheet = Image.new("RGB", (cols * fw, lines * fh), "white")
            last: tuple[int, Any] | None = None
            for j, page in enumerate(pages):
                if last is None or last[0] != page:  # a row's copies are consecutive
                    last = (page, _render(doc, page, job.dpi))
                sheet.paste(last[1], ((j % job.cols) * fw, (j // job.cols) * fh))
            save_sheet(sheet, out)
            sheet.close()
    finally:
        doc.close()
    return fw, fh


def _quiet() -> None:
    """A worker leaves Ctrl-C to the build (which stops the pool and cleans up), so a
    stopped build prints no worker's traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def workers() -> int:
    """How many processes the pictures are made on (1: in the build's own process)."""
    try:
        wanted = int(os.environ.get("LICTOR_JOBS", "0"))
    except ValueError:
        wanted = 0
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, min(wanted or (cores or 1), MAX_WORKERS))


Submit = Callable[..., "Future[Any]"]


def here(fn: Callable[..., Any], *args: Any) -> Future[Any]:
    """Run a job in this process as it is submitted (one core, or ``LICTOR_JOBS=1``)."""
    done: Future[Any] = Future()
    done.set_result(fn(*args))
    return done


@contextmanager
def pool(jobs: int) -> Iterator[Submit]:
    """Somewhere to submit ``jobs`` jobs: worker processes if more than one job and one
    core, else this process. On leaving, every job has ended (a stopped build cancels
    those not started), so nothing writes into a scratch folder being removed."""
    n = min(workers(), jobs)
    if n <= 1:
        yield here
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor  # multiprocessing: only when needed

    ex = ProcessPoolExecutor(n, mp_context=multiprocessing.get_context("spawn"), initializer=_quiet)
    try:
        yield ex.submit
    except BaseException:
        _stop(ex)
        raise
    ex.shutdown(wait=True)


def _stop(ex: ProcessPoolExecutor) -> None:
    """A failed or stopped build ends its workers at once (a deck at 600 dpi takes a
    while): the jobs not started are dropped, the running ones ended, and every worker has
    exited before the scratch folder, with any half-written picture, is removed."""
    workers = list(getattr(ex, "_processes", {}).values())  # a ProcessPoolExecutor's own
    ex.shutdown(wait=False, cancel_futures=True)
    for process in workers:
        process.terminate()
    for process in workers:
        process.join()


@dataclass(frozen=True)
class PageJob:
    """Pages of ``pdf`` as JPEG pictures for a screen (the contact sheet): each is page
    ``i`` at ``dpi`` to ``full``, and a copy ``thumb_scale`` as wide to ``thumb``."""

    pdf: str
    pages: tuple[tuple[int, str, str], ...]
    dpi: int
    quality: int
    thumb_scale: float


def run_pages(job: PageJob) -> int:
    """Write the job's page pictures; how many pages."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(job.pdf)
    try:
        for i, full, thumb in job.pages:
            image = _render(doc, i, job.dpi)
            image.save(full, "JPEG", quality=job.quality)
            image.close()
            # pdfium draws the thumbnail at its own size: a fifth of the CPU of shrinking
            # the full picture with Pillow, and its text is antialiased at that size
            image = _render(doc, i, job.dpi * job.thumb_scale)
            image.save(thumb, "JPEG", quality=job.quality)
            image.close()
    finally:
        doc.close()
    return len(job.pages)
