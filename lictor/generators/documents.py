"""Long documents: reference sheets, score pads and tables, flowed with reportlab Platypus."""

from __future__ import annotations

import re
from collections.abc import Callable
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import landscape, portrait
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable,
    Frame,
    KeepTogether,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from lictor.content.pack import Pack
from lictor.content.plain import SheetSpec
from lictor.errors import BadInput
from lictor.generators.fonts import FontSet
from lictor.i18n import N_
from lictor.units import Size, mm_to_pt

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
    if sheet.source == "user":
        return tr(N_("Your own content."))
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
        self.bullet = ParagraphStyle(
            "bullet", parent=self.body, leftIndent=8, bulletIndent=0, bulletFontName=self.body_font
        )
        self.cite = ParagraphStyle(
            "cite",
            fontName=fonts.rl_name("italic"),
            fontSize=6.8,
            leading=8,
            textColor=colors.HexColor("#666666"),
        )
        self.cell = ParagraphStyle("cell", fontName=self.body_font, fontSize=8, leading=9.5)
        self.head_cell = ParagraphStyle("head", fontName=self.bold_font, fontSize=8, leading=9.5)


def draw_sheet(
    canvas: Canvas,
    pack: Pack,
    sheet: SheetSpec,
    fonts: FontSet,
    paper: Size,
    tr: Callable[[str], str] = lambda t: t,
) -> int:
    """One reference sheet, score pad or table onto ``canvas``, from a new page; the pages.

    Drawn on the caller's canvas (not a document of its own) so a kit is one PDF with one
    embedded subset per font."""
    st = _Styles(fonts, pack.palette.get("ink", "#1a1a1a"))
    base = (mm_to_pt(paper.w), mm_to_pt(paper.h))
    w, h = landscape(base) if sheet.orientation == "landscape" else portrait(base)
    m = mm_to_pt(MARGIN)
    footer = f"{pack.title} - {sheet.name} - {provenance_note(sheet, tr)} - " + tr(
        N_("made with lictor")
    )
    story: list[Flowable] = _sheet_story(sheet, st, w - 2 * m, tr)
    pages = 0
    while story:
        canvas.setPageSize((w, h))
        canvas.setTrimBox(None)
        canvas.setBleedBox(None)
        # names the sheet on the page, so a checker can tell which pages belong together
        canvas._code.append(f"/LictorSheet <</Sheet ({_pdf_name(sheet.id)})>> BDC")
        canvas.saveState()
        canvas.setFont(st.body_font, 6)
        canvas.setFillColor(colors.HexColor("#777777"))
        canvas.drawCentredString(w / 2, mm_to_pt(6), footer)
        canvas.restoreState()
        canvas._code.append("EMC")
        frame = Frame(m, m, w - 2 * m, h - 2 * m, id=sheet.id)
        _fill(frame, story, canvas, sheet.id)
        canvas.showPage()
        pages += 1
    return pages


def _fill(frame: Frame, story: list[Flowable], canvas: Canvas, sheet: str) -> None:
    """Flow ``story`` into one frame, splitting what crosses its foot (what a Platypus
    document does, on a canvas shared with the card sheets); takes what was placed."""
    from reportlab.platypus.doctemplate import ActionFlowable, NullActionFlowable

    while story:
        head = story[0]
        if isinstance(head, ActionFlowable):  # a break a split asked for (KeepTogether)
            story.pop(0)
            if isinstance(head, NullActionFlowable) or frame._atTop:
                continue
            return
        if frame.add(head, canvas, trySplit=1):
            story.pop(0)
            continue
        parts = frame.split(head, canvas)
        if parts and parts[0] is not head:
            story[0:1] = parts
            continue
        if frame._atTop:
            raise BadInput(f"sheet {sheet!r}: a block is taller than the page")
        return


class _Slot(Flowable):  # type: ignore[misc]
    """A dashed square: the place for a piece on a printed table."""

    def __init__(self, side: float) -> None:
        super().__init__()
        self.side = side

    def wrap(self, avail_w: float, avail_h: float) -> tuple[float, float]:
        return self.side, self.side

    def draw(self) -> None:
        c = self.canv
        c.saveState()
        c.setDash(3, 2)
        c.setStrokeColor(colors.HexColor("#777777"))
        c.setLineWidth(0.8)
        c.roundRect(0, 0, self.side, self.side, 3, stroke=1, fill=0)
        c.restoreState()


CELL_PADDING = 12.0  # points: a table cell's left and right padding (reportlab's 6 + 6)
HEAD_MIN = 5.0  # pt: a column head shrinks no further


def _head_style(text: str, style: ParagraphStyle, column: float) -> ParagraphStyle:
    """The head's style, its size lowered until its longest word fits the column (a
    word of a head is never broken in two: "Concession" / "s")."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    words = re.sub(r"\*\*", "", text).split() or [""]
    room = column - CELL_PADDING
    size = float(style.fontSize)
    while size > HEAD_MIN and max(stringWidth(w, style.fontName, size) for w in words) > room:
        size -= 0.25
    if size == style.fontSize:
        return style
    return ParagraphStyle(f"head-{size:g}", parent=style, fontSize=size, leading=size * 1.2)


def _pdf_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "-", text)


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
        ncols = max(1, len(sheet.columns))
        first = width * (0.22 if sheet.kind == "scorepad" else 0.2)
        rest = (width - first) / max(1, ncols - 1) if ncols > 1 else width
        widths = [first] + [rest] * (ncols - 1) if ncols > 1 else [width]
        if sheet.widths:
            total = sum(sheet.widths)
            widths = [width * w / total for w in sheet.widths]
        header = [
            Paragraph(_markup(c, st.bold_font), _head_style(c, st.head_cell, w))
            for c, w in zip(sheet.columns, widths, strict=False)
        ]
        rows: list[list[Flowable | str]] = [list(header)]
        for k, r in enumerate(sheet.rows):
            cells: list[Flowable | str] = []
            for j, c in enumerate(r):
                para = Paragraph(_markup(str(c), st.bold_font), st.cell)
                if sheet.slot and j > 0 and k >= sheet.slots_from:
                    cells.append([para, Spacer(1, 3), _Slot(mm_to_pt(sheet.slot))])  # type: ignore[arg-type]
                else:
                    cells.append(para)
            rows.append(cells + [""] * (len(sheet.columns) - len(cells)))  # short rows padded
        blank = sheet.blank_rows if sheet.kind == "scorepad" else 0
        rows.extend([[""] * len(sheet.columns) for _ in range(blank)])
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
