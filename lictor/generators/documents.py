"""Long documents: reference sheets, score pads and tables, flowed with reportlab Platypus."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import landscape, portrait
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from lictor.content.pack import Pack
from lictor.content.schema import SheetSpec
from lictor.generators.fonts import FontSet
from lictor.generators.units import Size, mm_to_pt
from lictor.i18n import N_

MARGIN = 12.0  # mm


def _markup(text: str, bold: str) -> str:
    """Our tiny markup (``**bold**``) as Platypus paragraph markup, XML-escaped."""
    out = escape(text)
    return re.sub(r"\*\*(.+?)\*\*", lambda m: f'<font name="{bold}">{m.group(1)}</font>', out)


def provenance_note(sheet: SheetSpec, tr: Callable[[str], str] = lambda t: t) -> str:
    if sheet.source == "rulebook":
        return tr(N_("Rules summarised in our words from the rulebook ({section}).")).format(
            section=sheet.section
        )
    if sheet.source == "reconstruction":
        extra = f" ({sheet.section})" if sheet.section else ""
        return tr(
            N_("Reconstruction: the rulebook does not give this; ours, labelled as such{extra}.")
        ).format(extra=extra)
    return tr(N_("Blank: the rulebook does not print this; fill it in by hand."))


class _Styles:
    def __init__(self, fonts: FontSet, ink: str) -> None:
        self.body_font = fonts.rl_name("body")
        self.bold_font = fonts.rl_name("bold")
        title_font = fonts.rl_name("title")
        ink_c = colors.HexColor(ink)
        self.title = ParagraphStyle(
            "title", fontName=title_font, fontSize=16, leading=19, textColor=ink_c, spaceAfter=4
        )
        self.heading = ParagraphStyle(
            "heading",
            fontName=self.bold_font,
            fontSize=10,
            leading=12,
            textColor=ink_c,
            spaceBefore=5,
            spaceAfter=1,
        )
        self.body = ParagraphStyle(
            "body", fontName=self.body_font, fontSize=8.2, leading=10, textColor=ink_c
        )
        self.bullet = ParagraphStyle("bullet", parent=self.body, leftIndent=8, bulletIndent=0)
        self.cite = ParagraphStyle(
            "cite",
            fontName=fonts.rl_name("italic"),
            fontSize=6.8,
            leading=8,
            textColor=colors.HexColor("#666666"),
        )
        self.cell = ParagraphStyle("cell", fontName=self.body_font, fontSize=8, leading=9.5)
        self.head_cell = ParagraphStyle("head", fontName=self.bold_font, fontSize=8, leading=9.5)


def write_documents(
    path: Path,
    pack: Pack,
    sheets: list[SheetSpec],
    fonts: FontSet,
    paper: Size,
    tr: Callable[[str], str] = lambda t: t,
) -> int:
    """All ``sheets`` into one PDF, each starting on a new page; the page count."""
    st = _Styles(fonts, pack.palette.get("ink", "#1a1a1a"))
    base = (mm_to_pt(paper.w), mm_to_pt(paper.h))
    doc = BaseDocTemplate(
        str(path),
        pagesize=base,
        title=pack.title,
        author="lictor",
        leftMargin=mm_to_pt(MARGIN),
        rightMargin=mm_to_pt(MARGIN),
        topMargin=mm_to_pt(MARGIN),
        bottomMargin=mm_to_pt(MARGIN),
    )
    templates = []
    story: list[Flowable] = []
    from reportlab.platypus.doctemplate import NextPageTemplate, PageBreak

    for i, sheet in enumerate(sheets):
        size = landscape(base) if sheet.orientation == "landscape" else portrait(base)
        w, h = size
        m = mm_to_pt(MARGIN)
        frames = [Frame(m, m, w - 2 * m, h - 2 * m, id=f"f{i}")]
        footer = f"{pack.title} - {sheet.name} - {provenance_note(sheet, tr)} - " + tr(
            N_("made with lictor")
        )

        def on_page(canvas: Canvas, _doc: object, text: str = footer, width: float = w) -> None:
            canvas.saveState()
            canvas.setFont(st.body_font, 6)
            canvas.setFillColor(colors.HexColor("#777777"))
            canvas.drawCentredString(width / 2, mm_to_pt(6), text)
            canvas.restoreState()

        templates.append(PageTemplate(id=sheet.id, frames=frames, pagesize=size, onPage=on_page))
        if i == 0:
            story.append(NextPageTemplate(sheet.id))
        else:
            story.append(NextPageTemplate(sheet.id))
            story.append(PageBreak())
        story.extend(_sheet_story(sheet, st, w - 2 * m, tr))
    doc.addPageTemplates(templates)
    doc.build(story)
    return int(doc.page)


def _sheet_story(
    sheet: SheetSpec, st: _Styles, width: float, tr: Callable[[str], str]
) -> list[Flowable]:
    story: list[Flowable] = [Paragraph(_markup(sheet.title, st.bold_font), st.title)]
    if sheet.intro:
        story += [Paragraph(_markup(sheet.intro, st.bold_font), st.body), Spacer(1, 4)]
    if sheet.kind == "reference":
        for sec in sheet.sections:
            block: list[Flowable] = [Paragraph(_markup(sec.heading, st.bold_font), st.heading)]
            if sec.cite:
                block.append(
                    Paragraph(escape(tr(N_("Rulebook: {cite}")).format(cite=sec.cite)), st.cite)
                )
            for line in sec.lines:
                block.append(Paragraph(_markup(line, st.bold_font), st.bullet, bulletText="\u2022"))
            story.append(KeepTogether(block))
    else:
        header = [Paragraph(_markup(c, st.bold_font), st.head_cell) for c in sheet.columns]
        rows: list[list[Flowable | str]] = [list(header)]
        for r in sheet.rows:
            cells: list[Flowable | str] = [
                Paragraph(_markup(str(c), st.bold_font), st.cell) for c in r
            ]
            rows.append(cells + [""] * (len(sheet.columns) - len(cells)))  # short rows padded
        blank = sheet.blank_rows if sheet.kind == "scorepad" else 0
        rows.extend([[""] * len(sheet.columns) for _ in range(blank)])
        ncols = max(1, len(sheet.columns))
        first = width * (0.22 if sheet.kind == "scorepad" else 0.2)
        rest = (width - first) / max(1, ncols - 1) if ncols > 1 else width
        widths = [first] + [rest] * (ncols - 1) if ncols > 1 else [width]
        heights = [None] + [None] * len(sheet.rows) + [mm_to_pt(11)] * blank
        table = Table(rows, colWidths=widths, rowHeights=heights, repeatRows=1)
        table.setStyle(
            TableStyle(
                [
                    ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#555555")),
                    ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e9dfc9")),
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                    ("FONTNAME", (0, 0), (-1, -1), st.body_font),
                ]
            )
        )
        story.append(table)
    if sheet.note:
        story += [Spacer(1, 6), Paragraph(_markup(sheet.note, st.bold_font), st.cite)]
    return story
