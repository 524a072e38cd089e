"""An HTML contact sheet of a kit: a thumbnail of every PDF page (Jinja2, JPEG via pypdfium2)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
import pypdfium2 as pdfium

from lictor.generators.backends.raster import PageJob, Submit, here, run_pages

TEMPLATE = jinja2.Environment(
    loader=jinja2.PackageLoader("lictor", "templates"), autoescape=True
).get_template("preview.html.j2")


FULL_DPI = 110  # the page image a thumbnail links to: readable on a screen
JPEG_QUALITY = 88  # crisp text at FULL_DPI
THUMB = 0.35  # a thumbnail's pixels per point of the page


def write_preview(
    out_dir: Path,
    pack_id: str,
    title: str,
    files: list[Path],
    lang: str = "en",
    live: bool = False,
) -> Path:
    """``<pack>-preview.html`` (see ``start_preview``), its pictures made here."""
    return start_preview(out_dir, pack_id, title, files, lang, live)()


def start_preview(
    out_dir: Path,
    pack_id: str,
    title: str,
    files: list[Path],
    lang: str = "en",
    live: bool = False,
    submit: Submit | None = None,
) -> Callable[[], Path]:
    """``<pack>-preview.html``: each page's thumbnail, linked to the page at full size and
    to that page of its PDF, in the kit's language. ``live`` (``--watch``): the page
    reloads itself when a rebuild writes a new ``<pack>-preview-stamp.js`` beside it (a
    script tag, so it works from a file:// URL, with no server).

    The page pictures are made by ``submit``'s workers (``--all`` renders one game's
    pages while the next game builds), or here when none is given; the answer writes the
    page once they are made, and says where it is."""
    from lictor.i18n import N_, Translator

    tr = Translator(lang)
    thumbs_dir = out_dir / f"{pack_id}-preview"
    thumbs_dir.mkdir(parents=True, exist_ok=True)
    groups = []
    jobs = []
    for pdf in files:
        if pdf.suffix != ".pdf" or pdf.name.endswith("-kit.pdf"):
            continue
        pages, job = _pages(pdf, None, thumbs_dir, tr)
        groups.append({"file": pdf.name, "pages": pages})
        jobs.append(job)
    kit = next((f for f in files if f.name.endswith("-kit.pdf")), None)
    if kit is not None:  # the kit's cover sheet is in no family's PDF: shown first
        shown = sum(len(g["pages"]) for g in groups)
        extra = _count(kit) - shown if groups else _count(kit)
        if extra > 0:
            pages, job = _pages(kit, extra, thumbs_dir, tr)
            groups.insert(0, {"file": kit.name, "pages": pages})
            jobs.append(job)
    run = submit or here
    made = [run(run_pages, job) for job in jobs]
    words = {
        "heading": tr(N_("{title} - print-and-play kit")).format(title=title),
        "pdf": tr(N_("PDF page")),
        "full": tr(N_("full size")),
    }

    def finish() -> Path:
        for future in made:
            future.result()  # a picture that failed fails the build here
        return _write_page(out_dir, pack_id, title, groups, lang, words, live)

    return finish


def _count(pdf: Path) -> int:
    doc = pdfium.PdfDocument(str(pdf))
    try:
        return len(doc)
    finally:
        doc.close()


def preview_path(out_dir: Path, pack_id: str) -> Path:
    return out_dir / f"{pack_id}-preview.html"


def _write_page(
    out_dir: Path,
    pack_id: str,
    title: str,
    groups: list[dict[str, Any]],
    lang: str,
    words: dict[str, str],
    live: bool,
) -> Path:
    import time

    html = preview_path(out_dir, pack_id)
    tmp = html.with_name(f".{html.name}.tmp")
    stamp = f"{time.time_ns()}"
    tmp.write_text(
        TEMPLATE.render(
            title=title,
            groups=groups,
            lang=lang,
            words=words,
            live=live,
            stamp=stamp,
            stamp_file=f"{pack_id}-preview-stamp.js",
        ),
        encoding="utf-8",
    )
    tmp.replace(html)
    if live:  # after the page: a reload finds the new page and its new stamp together
        stamp_js = out_dir / f"{pack_id}-preview-stamp.js"
        tmp_js = stamp_js.with_name(f".{stamp_js.name}.tmp")
        tmp_js.write_text(f'window.lictorStamp = "{stamp}";\n', encoding="utf-8")
        tmp_js.replace(stamp_js)
    return html


def _pages(
    pdf: Path, first: int | None, thumbs_dir: Path, tr: Any
) -> tuple[list[dict[str, Any]], PageJob]:
    """Each page of ``pdf`` (its ``first`` pages only, if given) as the contact sheet
    lists it, and the job that makes its full-size image and thumbnail (JPEG: for a
    screen, and some ten times quicker to write than PNG)."""
    from lictor.i18n import N_

    count = _count(pdf)
    pages = []
    made = []
    for i in range(count if first is None else min(first, count)):
        name = f"{pdf.stem}-p{i + 1:03d}"
        made.append((i, str(thumbs_dir / f"{name}.jpg"), str(thumbs_dir / f"{name}-thumb.jpg")))
        pages.append(
            {
                "src": f"{thumbs_dir.name}/{name}-thumb.jpg",
                "full": f"{thumbs_dir.name}/{name}.jpg",
                "pdf": f"{pdf.name}#page={i + 1}",
                "n": i + 1,
                "caption": tr(N_("page {n}")).format(n=i + 1),
            }
        )
    return pages, PageJob(str(pdf), tuple(made), FULL_DPI, JPEG_QUALITY, THUMB * 72 / FULL_DPI)
