"""An HTML contact sheet of a kit: a thumbnail of every PDF page (Jinja2, PNG via pypdfium2)."""

from __future__ import annotations

from pathlib import Path

import jinja2
import pypdfium2 as pdfium

TEMPLATE = jinja2.Environment(
    loader=jinja2.PackageLoader("lictor", "templates"), autoescape=True
).get_template("preview.html.j2")


def write_preview(out_dir: Path, pack_id: str, title: str, files: list[Path]) -> Path:
    thumbs_dir = out_dir / f"{pack_id}-preview"
    thumbs_dir.mkdir(parents=True, exist_ok=True)
    groups = []
    for pdf in files:
        if pdf.suffix != ".pdf" or pdf.name.endswith("-kit.pdf"):
            continue
        doc = pdfium.PdfDocument(str(pdf))
        pages = []
        try:
            for i in range(len(doc)):
                page = doc[i]
                image = page.render(scale=0.35).to_pil()
                name = f"{pdf.stem}-p{i + 1:03d}.png"
                image.save(thumbs_dir / name)
                pages.append({"src": f"{thumbs_dir.name}/{name}", "n": i + 1})
                page.close()
        finally:
            doc.close()
        groups.append({"file": pdf.name, "pages": pages})
    html = out_dir / f"{pack_id}-preview.html"
    tmp = html.with_name(f".{html.name}.tmp")
    tmp.write_text(TEMPLATE.render(title=title, groups=groups), encoding="utf-8")
    tmp.replace(html)
    return html
