"""An HTML contact sheet of a kit: a thumbnail of every PDF page (Jinja2, JPEG via pypdfium2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jinja2
import pypdfium2 as pdfium

TEMPLATE = jinja2.Environment(
    loader=jinja2.PackageLoader("lictor", "templates"), autoescape=True
).get_template("preview.html.j2")


FULL_DPI = 110  # the page image a thumbnail links to: readable on a screen
JPEG_QUALITY = 88  # crisp text at FULL_DPI


def write_preview(
    out_dir: Path,
    pack_id: str,
    title: str,
    files: list[Path],
    lang: str = "en",
    live: bool = False,
) -> Path:
    """``<pack>-preview.html``: each page's thumbnail, linked to the page at full size and
    to that page of its PDF, in the kit's language. ``live`` (``--watch``): the page
    reloads itself when a rebuild writes a new ``<pack>-preview-stamp.js`` beside it (a
    script tag, so it works from a file:// URL, with no server)."""
    import time

    from lictor.i18n import N_, Translator

    tr = Translator(lang)
    thumbs_dir = out_dir / f"{pack_id}-preview"
    thumbs_dir.mkdir(parents=True, exist_ok=True)
    groups = []
    for pdf in files:
        if pdf.suffix != ".pdf" or pdf.name.endswith("-kit.pdf"):
            continue
        groups.append({"file": pdf.name, "pages": _pages(pdf, None, thumbs_dir, tr)})
    kit = next((f for f in files if f.name.endswith("-kit.pdf")), None)
    if kit is not None:  # the kit's cover sheet is in no family's PDF: shown first
        shown = sum(len(g["pages"]) for g in groups)
        doc = pdfium.PdfDocument(str(kit))
        extra = len(doc) - shown if groups else len(doc)
        doc.close()
        if extra > 0:
            groups.insert(0, {"file": kit.name, "pages": _pages(kit, extra, thumbs_dir, tr)})
    html = out_dir / f"{pack_id}-preview.html"
    tmp = html.with_name(f".{html.name}.tmp")
    words = {
        "heading": tr(N_("{title} - print-and-play kit")).format(title=title),
        "pdf": tr(N_("PDF page")),
        "full": tr(N_("full size")),
    }
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


def _pages(pdf: Path, first: int | None, thumbs_dir: Path, tr: Any) -> list[dict[str, Any]]:
    """Each page of ``pdf`` (its ``first`` pages only, if given) as a full-size image and
    a thumbnail."""
    from lictor.i18n import N_

    doc = pdfium.PdfDocument(str(pdf))
    pages = []
    try:
        for i in range(len(doc) if first is None else min(first, len(doc))):
            page = doc[i]
            full = page.render(scale=FULL_DPI / 72).to_pil().convert("RGB")
            name = f"{pdf.stem}-p{i + 1:03d}"
            # JPEG: for a screen, and some ten times quicker to write than PNG (whose
            # compression was most of the preview's time)
            full.save(thumbs_dir / f"{name}.jpg", quality=JPEG_QUALITY)
            full.thumbnail((round(full.width * 0.35 * 72 / FULL_DPI), 10_000))
            full.save(thumbs_dir / f"{name}-thumb.jpg", quality=JPEG_QUALITY)
            pages.append(
                {
                    "src": f"{thumbs_dir.name}/{name}-thumb.jpg",
                    "full": f"{thumbs_dir.name}/{name}.jpg",
                    "pdf": f"{pdf.name}#page={i + 1}",
                    "n": i + 1,
                    "caption": tr(N_("page {n}")).format(n=i + 1),
                }
            )
            page.close()
    finally:
        doc.close()
    return pages
