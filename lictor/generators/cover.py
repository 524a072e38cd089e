"""The kit's first sheet: a cover (what is in the kit, on which pages, how to print it,
what to cut from what stock) and, on its back, the parts list. Both are drawn last, into
forms the first two pages show, because the page numbers are only known then."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Frame, Paragraph, Table, TableStyle
from reportlab.platypus.flowables import Flowable

from lictor import __version__
from lictor.content.pack import Deck, Pack
from lictor.content.plain import SheetSpec
from lictor.generators.impose import paper_name
from lictor.generators.parts import NO_CUTTING, SHEET_STOCK, Part, cutting, parts, status, stock
from lictor.i18n import N_, NP_, Translator
from lictor.units import Size, mm_to_pt

PAGES = 2  # the cover and, on its back, the parts list: one sheet of paper
MARGIN = 15.0  # mm
DUPLEX_WORDS = {
    "long": N_("double-sided, flip on the long edge"),
    "short": N_("double-sided, flip on the short edge"),
    "none": N_("single-sided"),
}
FAMILY_WORDS = {  # the families the built-in packs use; a pack's own are shown as named
    "cards": N_("Cards"),
    "tiles": N_("Tiles"),
    "tokens": N_("Tokens"),
    "board": N_("Board"),
    "stickers": N_("Stickers"),
    "reference": N_("Reference"),
    "score-pad": N_("Score pad"),
    "reforms": N_("Reforms"),
}
PIECES = NP_("{n} piece", "{n} pieces")
SHEETS = NP_("{n} sheet", "{n} sheets")


@dataclass(frozen=True)
class Entry:
    """A family of the kit: its pages in the kit, its file and how to print and cut it."""

    family: str
    pieces: int
    sheets: int
    first: int  # first page in the kit, from 1
    last: int
    file: str
    stock: tuple[str, ...]
    cut: tuple[str, ...]
    decks: tuple[str, ...]


def entry(
    family: str,
    pages: tuple[int, int],
    file: str,
    decks: list[Deck],
    sheets: list[SheetSpec],
    per_page: int | None = None,
) -> Entry:
    stocks = [stock(d) for d in decks] + ([SHEET_STOCK] if sheets else [])
    cuts = [cutting(d, per_page) for d in decks] + ([NO_CUTTING] if sheets else [])
    names = [d.spec.name for d in decks] + [s.title or s.name for s in sheets]
    return Entry(
        family,
        sum(d.count for d in decks),
        len(sheets),
        pages[0] + 1,
        pages[1],
        file,
        tuple(dict.fromkeys(stocks)),
        tuple(dict.fromkeys(cuts)),
        tuple(dict.fromkeys(names)),
    )


@dataclass(frozen=True)
class Setting:
    paper: str
    paper_size: Size
    duplex: str
    gutterfold: bool
    bleed: float
    gutter: float | None
    back_offset: tuple[float, float]
    per_page: int | None = None  # --per-page 1: one face a page, the page its card's size
    landscape: bool = False  # some duplex sheets are printed landscape
    back_offset_landscape: tuple[float, float] | None = None
    alone: tuple[str, ...] = ()  # why a deck's last card prints alone on a sheet


def settings_lines(s: Setting, pages: int, tr: Translator) -> list[str]:
    """What the cover says about printing: paper, pages, duplex, bleed."""
    if s.gutterfold:
        how = tr(N_("single-sided; fronts and backs share a page: fold on the dashed line"))
        sheets = pages
    else:
        how = tr(DUPLEX_WORDS[s.duplex])
        sheets = (pages + 1) // 2 if s.duplex != "none" else pages
    if s.gutter is not None:
        each = min(s.bleed, s.gutter / 2)
        bleed = tr(N_("Bleed: cards {gutter} mm apart, {each} mm bleed each")).format(
            gutter=f"{s.gutter:g}", each=f"{each:g}"
        )
    elif s.bleed:
        bleed = tr(
            N_(
                "Bleed: up to {bleed} mm around each block of cards; the cards of a block "
                "abut, with no bleed between them"
            )
        ).format(bleed=f"{s.bleed:g}")
    else:
        bleed = tr(N_("Bleed: {bleed} mm")).format(bleed=f"{s.bleed:g}")
    x, y = s.back_offset
    if (x, y) != (0.0, 0.0):
        moves = []
        if x:
            side = N_("{mm} mm right") if x > 0 else N_("{mm} mm left")
            moves.append(tr(side).format(mm=f"{abs(x):g}"))
        if y:
            way = N_("{mm} mm up") if y > 0 else N_("{mm} mm down")
            moves.append(tr(way).format(mm=f"{abs(y):g}"))
        bleed += tr(N_("; backs moved {moves}")).format(moves=", ".join(moves))
    if s.per_page == 1:  # each page is one face with its bleed: no sheet, no crop marks
        paper = tr(
            N_(
                "Pages: one face a page, each page its card's size with {bleed} mm of bleed, "
                "at 100% (no 'fit to page'); trim each to its trim box."
            )
        ).format(bleed=f"{s.bleed:g}")
        bleed = tr(N_("Bleed: {bleed} mm around each face")).format(bleed=f"{s.bleed:g}")
    else:
        paper = tr(N_("Paper: {paper} ({w} x {h} mm), at 100% (no 'fit to page').")).format(
            paper=paper_name(s.paper), w=f"{s.paper_size.w:g}", h=f"{s.paper_size.h:g}"
        )
    out = [
        paper,
        tr(N_("Pages: {pages}; print {how}: {sheets}.")).format(
            pages=pages, how=how, sheets=tr.count(sheets, *PAPER_SHEETS)
        ),
        bleed + ".",
    ]
    if s.duplex != "none" and not s.gutterfold:
        out.append(
            tr(
                N_(
                    "Every back prints behind its own front; a single-sided page has a blank "
                    "back. Check your printer with `lictor build --calibration` first."
                )
            )
        )
        if s.landscape and s.per_page != 1:
            out.append(landscape_line(s, tr))
    out.extend(line + "." for line in s.alone)
    return out


def landscape_line(s: Setting, tr: Translator) -> str:
    """What a kit with landscape sheets says about checking them: the calibration's second
    sheet is landscape, printed as these sheets are (a print dialog may turn a landscape
    page either way onto the paper, and the other way needs the opposite offset)."""
    line = tr(
        N_(
            "Some sheets print landscape: check them on the calibration's second sheet, "
            "printed landscape as they are. Hold it with its text upright and read X on the "
            "scale marked X (upright) and Y on the one marked Y (across). If it reads as the "
            "first sheet did, --back-offset serves both; if not, build with "
            "--back-offset-landscape X,Y as it reads."
        )
    )
    if s.back_offset_landscape is not None:
        x, y = s.back_offset_landscape
        line += " " + tr(N_("Landscape sheets here: --back-offset-landscape {x},{y}.")).format(
            x=f"{x:g}", y=f"{y:g}"
        )
    return line


PAPER_SHEETS = NP_("{n} sheet of paper", "{n} sheets of paper")


def family_title(e: Entry, tr: Translator) -> str:
    """``Cards (143 pieces)``, in the kit's language."""
    word = FAMILY_WORDS.get(e.family)
    name = tr(word) if word else e.family.replace("-", " ").capitalize()
    parts_ = [tr.count(e.pieces, *PIECES)] if e.pieces else []
    if e.sheets:
        parts_.append(tr.count(e.sheets, *SHEETS))
    return f"{name} ({', '.join(parts_)})"


class Cover:
    """Draws the two pages: placeholders now, their content at the end of the kit."""

    def __init__(self, font: str, title_font: str, tr: Translator, ink: str = "#1a1a1a") -> None:
        self.font = font
        self.title_font = title_font
        self.tr = tr
        self.ink = colors.HexColor(ink)

    def _styles(self, size: float) -> tuple[ParagraphStyle, ParagraphStyle, ParagraphStyle]:
        body = ParagraphStyle(
            "body",
            fontName=self.font,
            bulletFontName=self.font,
            fontSize=size,
            leading=size * 1.25,
            textColor=self.ink,
        )
        head = ParagraphStyle(
            "head",
            parent=body,
            fontName=self.title_font,
            fontSize=size * 1.6,
            leading=size * 2.0,
            spaceBefore=size,
            spaceAfter=size * 0.4,
        )
        title = ParagraphStyle(
            "title",
            parent=body,
            fontName=self.title_font,
            fontSize=26,
            leading=32,
            spaceAfter=4,
        )
        return body, head, title

    def cover_story(
        self, pack: Pack, entries: list[Entry], setting: Setting, pages: int, size: float
    ) -> list[Flowable]:
        tr = self.tr
        body, head, title = self._styles(size)

        def para(text: str) -> Paragraph:
            return Paragraph(_esc(text), body)

        story: list[Flowable] = [
            Paragraph(_esc(pack.title), title),
            para(
                tr(
                    N_("Print-and-play kit - pack version {version}, made with lictor {ours}")
                ).format(version=pack.spec.pack.version, ours=__version__)
            ),
            Paragraph(_esc(tr(N_("How to print"))), head),
        ]
        story += [para(line) for line in settings_lines(setting, pages, tr)]
        story.append(Paragraph(_esc(tr(N_("Contents"))), head))
        headings = (N_("Family"), N_("Pages"), N_("File"), N_("Print on"), N_("Then"))
        rows: list[list[Flowable | str]] = [[para(tr(h)) for h in headings]]
        rows.append(
            [
                para(tr(N_("Contents, parts list"))),
                para("1-2"),
                para(tr(N_("this file"))),
                para(tr(SHEET_STOCK)),
                para("-"),
            ]
        )
        for e in entries:
            held = Paragraph(
                f"{_esc(family_title(e, tr))}<br/>"
                f"<font size={size * 0.85:g}>{_esc(', '.join(e.decks))}</font>",
                body,
            )
            rows.append(
                [
                    held,
                    para(f"{e.first}-{e.last}" if e.last > e.first else f"{e.first}"),
                    Paragraph(_file_name(e.file, self.font, size, FILE_COLUMN), body),
                    para("; ".join(tr(x) for x in e.stock)),
                    para("; ".join(tr(x) for x in e.cut)),
                ]
            )
        widths = [0.27, 0.08, FILE_COLUMN, 0.22, 0.16]
        story.append(_table(rows, widths, size, self.font))
        return story

    def parts_story(self, pack: Pack, lines: list[Part], size: float) -> list[Flowable]:
        tr = self.tr
        body, head, _ = self._styles(size)

        def para(text: str) -> Paragraph:
            return Paragraph(_esc(text), body)

        listing = pack.spec.components
        intro = (
            tr(
                N_(
                    "What the kit has, set against the rulebook's {section}: 'not printed' is "
                    "a piece to bring (a meeple, a cube, a timer); 'kit only' is a piece the "
                    "kit adds."
                )
            ).format(section=listing.section)
            if listing
            else tr(
                N_(
                    "What the kit has, family by family (the pack gives no rulebook List of "
                    "Components to set it against)."
                )
            )
        )
        story: list[Flowable] = [Paragraph(_esc(tr(N_("Parts list"))), head), para(intro)]
        headings = (N_("Component"), N_("Rulebook"), N_("Kit"), N_("Family"), N_("Notes"))
        rows: list[list[Flowable | str]] = [[para(tr(h)) for h in headings]]
        for p in lines:
            word = FAMILY_WORDS.get(p.family)
            rows.append(
                [
                    para(p.name),
                    para("-" if p.rulebook is None else str(p.rulebook)),
                    para(str(p.kit) if p.kit else "-"),
                    para((tr(word) if word else p.family) or "-"),
                    para(status(p, tr) + (f": {p.note}" if p.note else "")),
                ]
            )
        story.append(_table(rows, [0.32, 0.13, 0.07, 0.14, 0.34], size, self.font))
        return story

    def draw(
        self,
        canvas: Canvas,
        name: str,
        paper: Size,
        build: Callable[[float], list[Flowable]],
    ) -> None:
        """Fill the form ``name`` with the story ``build(size)`` gives, at the largest
        font size (9 pt down to 5 pt) at which it fits the page."""
        w, h = mm_to_pt(paper.w), mm_to_pt(paper.h)
        m = mm_to_pt(MARGIN)
        size = 9.0
        while True:
            story: list[Flowable] = build(size)
            needed = sum(f.wrap(w - 2 * m, h)[1] + f.getSpaceBefore() for f in story)
            if needed <= h - 2 * m - 12 or size <= 5:
                break
            size -= 0.5
        canvas.beginForm(name, 0, 0, w, h)
        frame = Frame(m, m, w - 2 * m, h - 2 * m, showBoundary=0)
        frame.addFromList(build(size), canvas)
        canvas.endForm()


FILE_COLUMN = 0.27  # the Contents table's File column, a share of the width
PADDING = (2, 4)  # points left and right of a cell's text


def _file_name(name: str, font: str, size: float, share: float) -> str:
    """A file name for its cell, broken only after one of its hyphens (never mid-word, so
    a maker reads the name as it is on the disc), as few lines as the column allows."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    room = mm_to_pt(210 - 2 * MARGIN) * share - sum(PADDING) - 1
    lines: list[str] = []
    for piece in (p + "-" for p in name.split("-")):
        if lines and stringWidth(lines[-1] + piece, font, size) <= room:
            lines[-1] += piece
        else:
            lines.append(piece)
    lines[-1] = lines[-1][:-1]  # the last piece has no hyphen of its own
    return "<br/>".join(_esc(line) for line in lines)


def _table(rows: list[list[Flowable | str]], widths: list[float], size: float, font: str) -> Table:
    full = mm_to_pt(210 - 2 * MARGIN)  # narrowest paper (A4, Letter are close)
    table = Table(rows, colWidths=[full * f for f in widths], repeatRows=1)
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), font),  # never reportlab's unembedded default
                ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                ("LINEBELOW", (0, 1), (-1, -1), 0.25, colors.HexColor("#999999")),
                ("TOPPADDING", (0, 0), (-1, -1), size * 0.25),
                ("BOTTOMPADDING", (0, 0), (-1, -1), size * 0.25),
                ("LEFTPADDING", (0, 0), (-1, -1), PADDING[0]),
                ("RIGHTPADDING", (0, 0), (-1, -1), PADDING[1]),
            ]
        )
    )
    return table


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


__all__ = ["PAGES", "Cover", "Entry", "Setting", "entry", "family_title", "parts", "settings_lines"]
