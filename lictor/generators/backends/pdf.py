"""PDF backend (reportlab canvas): faces on imposed sheets, text as real, embedded text."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from reportlab import rl_config
from reportlab.lib.colors import CMYKColor, Color, HexColor, toColor
from reportlab.pdfgen.canvas import Canvas

from lictor import __version__
from lictor.errors import BadInput
from lictor.generators.face import Face, Icon, Image, Shape, Text
from lictor.generators.fonts import register
from lictor.generators.icons import ICONS
from lictor.generators.impose import FOOTER_TOP, PRINTABLE, Rect, Sheet
from lictor.generators.poster import OVERLAP, Tile
from lictor.units import mm_to_pt as pt

# Binary (not ASCII85) compressed streams: a fifth smaller and faster to write; every PDF
# reader since 1.2 reads them. reportlab has no per-document switch, so it is set here.
rl_config.useA85 = 0
# The same bytes on every build: reportlab's invariant mode dates a PDF SOURCE_DATE_EPOCH or
# 2000-01-01 and takes its /ID from its content, not the clock (every reportlab document).
rl_config.invariant = 1

MAX_PAGES = 5_000  # pages in one PDF: a kit, not a print run
FaceFor = Callable[[int, str], Face | None]  # (face index, "front"|"back") -> face


@lru_cache(maxsize=512)
def _colour(hex_: str) -> Color:
    return HexColor(hex_)


class PdfWriter:
    """One PDF file; sheets are added in order and the file is written on ``close``."""

    def __init__(
        self,
        path: Path,
        *,
        title: str,
        subject: str = "",
        font: str | None = None,
        cmyk: bool = False,
    ) -> None:
        self.path = path
        # footers and labels use an embedded TTF too (never a standard, unembedded font)
        self.font = font or register("builtin:Vera")
        self.canvas = Canvas(
            str(path),
            pageCompression=1,
            pdfVersion=(1, 6),
            invariant=1,
            initialFontName=self.font,
            enforceColorSpace=_as_cmyk if cmyk else None,
        )
        self.canvas.setTitle(title)
        self.canvas.setSubject(subject)
        self.canvas.setAuthor("lictor")
        self.canvas.setCreator(f"lictor {__version__}")
        self.pages = 0
        self.title = title
        self.marks: list[tuple[int, str, int]] = []  # (level, title, page index) bookmarks
        self._pending: list[tuple[str, int]] = []  # bookmarks for the next page drawn

    # -- sheets of faces -----------------------------------------------------------
    def add_sheet(
        self,
        sheet: Sheet,
        face_for: FaceFor,
        footer: str = "",
        deck: str = "",
        shift: tuple[float, float] = (0.0, 0.0),
        who: Callable[[int], tuple[str, int]] | None = None,
    ) -> None:
        """One imposed sheet; ``shift`` (mm) moves its whole drawing, to correct a
        printer's duplex drift on backs pages (``--back-offset``); ``who`` names the deck
        and the card of a slot on a sheet several decks share."""
        self.flush_marks()
        c = self.canvas
        deck_tag = _pdf_string(deck)
        c.setPageSize((pt(sheet.size.w), pt(sheet.size.h)))
        c.setTrimBox(_box(sheet.trim_box))
        c.setBleedBox(_box(sheet.bleed_box))
        c.saveState()
        if shift != (0.0, 0.0):
            c.translate(pt(shift[0]), pt(shift[1]))
        for slot in sheet.slots:
            face = face_for(slot.face, slot.side)
            if face is None:
                continue
            # A marked-content tag names the face on the page itself, so a checker (and
            # our tests) can pair fronts with backs from the PDF alone.
            tag, index = deck_tag, slot.face
            if who is not None:
                name, index = who(slot.face)
                tag = _pdf_string(name)
            c._code.append(f"/LictorFace <</Deck {tag} /Face {index} /Side /{slot.side}>> BDC")
            c.saveState()
            path = c.beginPath()
            path.rect(pt(slot.clip.x), pt(slot.clip.y), pt(slot.clip.w), pt(slot.clip.h))
            c.clipPath(path, stroke=0, fill=0)
            if slot.turned:  # a half turn: the face's top-left corner on the trim's bottom-right
                c.transform(-1, 0, 0, -1, pt(slot.trim.x2), pt(slot.trim.y))
            else:
                c.translate(pt(slot.trim.x), pt(slot.trim.y2))
            self.draw_face(face)
            c.restoreState()
            c._code.append("EMC")
        c.setLineWidth(0.25)
        c.setStrokeColor(_colour("#000000"))
        for m in sheet.marks:
            c.line(pt(m.x1), pt(m.y1), pt(m.x2), pt(m.y2))
        if sheet.fold is not None:
            f = sheet.fold
            c.saveState()
            c.setDash(3, 3)
            c.setStrokeColor(_colour("#888888"))
            c.line(pt(f.x1), pt(f.y1), pt(f.x2), pt(f.y2))
            c.restoreState()
        if footer and sheet.bleed_box.y >= FOOTER_TOP:
            # in the printable band under the cards; crop marks stop above it
            c.setFont(self.font, 5)
            c.setFillColor(_colour("#777777"))
            c.drawCentredString(pt(sheet.size.w / 2), pt(PRINTABLE + 0.8), footer)
        c.restoreState()
        c.showPage()
        self._count_page()

    def reserve(self, forms: list[str], size: tuple[float, float]) -> None:
        """Pages (``size`` in mm) that show forms drawn later (the kit's cover, whose page
        numbers are known only at the end); tagged as one document sheet."""
        self.flush_marks()
        c = self.canvas
        for name in forms:
            c.setPageSize((pt(size[0]), pt(size[1])))
            c.setTrimBox(None)
            c.setBleedBox(None)
            c._code.append("/LictorSheet <</Sheet (kit-cover)>> BDC")
            c.doForm(name)
            c._code.append("EMC")
            c.showPage()
            self._count_page()

    def pad_to_odd(self) -> None:
        """A blank back (of the last page's size) if the last page is a front, so the next
        page starts a new sheet of paper when printed double-sided."""
        if self.pages % 2 == 1:
            self.canvas.setTrimBox(None)
            self.canvas.setBleedBox(None)
            self.canvas.showPage()
            self.pages += 1

    def draw_face(self, face: Face) -> None:
        """Draw at the current origin, which is the trim's top-left corner."""
        for prim in face.prims:
            if isinstance(prim, Shape):
                self._shape(prim)
            elif isinstance(prim, Text):
                self._text(prim)
            elif isinstance(prim, Icon):
                self._icon(prim.name, prim.x, prim.y, prim.size)
            elif isinstance(prim, Image):
                self._image(prim)

    def _image(self, prim: Image) -> None:
        from lictor.generators.images import BadImage, picture

        try:
            picture(prim.path)  # again: only a PNG or JPEG reaches reportlab (and Pillow)
            self.canvas.drawImage(
                str(prim.path),
                pt(prim.x),
                -pt(prim.y + prim.h),
                pt(prim.w),
                pt(prim.h),
                preserveAspectRatio=True,
                anchor="c",
                mask="auto",
            )
        except BadImage as exc:
            raise BadInput(f"image {prim.path.name}: {exc}") from None
        except Exception as exc:  # a damaged picture: whatever Pillow says, one line
            raise BadInput(
                f"image {prim.path.name}: cannot be read (a damaged file? {type(exc).__name__})"
            ) from None

    def _paint(self, fill: str | None, stroke: str | None, width: float) -> tuple[int, int]:
        c = self.canvas
        if fill:
            c.setFillColor(_colour(fill))
        if stroke:
            c.setStrokeColor(_colour(stroke))
            c.setLineWidth(pt(width))
        return (1 if fill else 0), (1 if stroke and width > 0 else 0)

    def _shape(self, s: Shape) -> None:
        c = self.canvas
        do_fill, do_stroke = self._paint(s.fill, s.stroke, s.stroke_width)
        if s.dash:
            c.setDash([pt(d) for d in s.dash])
        try:
            self._shape_path(s, do_fill, do_stroke)
        finally:
            if s.dash:
                c.setDash([])

    def _shape_path(self, s: Shape, do_fill: int, do_stroke: int) -> None:
        c = self.canvas
        if s.kind in ("poly", "polyline"):
            k = s.points
            path = c.beginPath()
            path.moveTo(pt(k[0]), -pt(k[1]))
            for i in range(2, len(k), 2):
                path.lineTo(pt(k[i]), -pt(k[i + 1]))
            if s.kind == "poly":
                path.close()
            c.drawPath(path, stroke=do_stroke, fill=do_fill if s.kind == "poly" else 0)
            return
        if s.kind == "line":
            if do_stroke:
                c.line(pt(s.x), -pt(s.y), pt(s.x + s.w), -pt(s.y + s.h))
            return
        if not (do_fill or do_stroke):
            return
        x, y, w, h = pt(s.x), -pt(s.y + s.h), pt(s.w), pt(s.h)
        if s.kind == "ellipse":
            c.ellipse(x, y, x + w, y + h, stroke=do_stroke, fill=do_fill)
        elif s.radius > 0:
            c.roundRect(x, y, w, h, pt(s.radius), stroke=do_stroke, fill=do_fill)
        else:
            c.rect(x, y, w, h, stroke=do_stroke, fill=do_fill)

    def _icon(self, name: str, x: float, y: float, size: float) -> None:
        c = self.canvas
        for shape in ICONS[name]:
            do_fill, do_stroke = self._paint(shape.fill, shape.stroke, shape.width * size)
            k = shape.coords
            if shape.kind == "poly":
                path = c.beginPath()
                path.moveTo(pt(x + k[0] * size), -pt(y + k[1] * size))
                for i in range(2, len(k), 2):
                    path.lineTo(pt(x + k[i] * size), -pt(y + k[i + 1] * size))
                path.close()
                c.drawPath(path, stroke=do_stroke, fill=do_fill)
            elif shape.kind == "circle":
                c.circle(
                    pt(x + k[0] * size),
                    -pt(y + k[1] * size),
                    pt(k[2] * size),
                    stroke=do_stroke,
                    fill=do_fill,
                )
            elif shape.kind == "ellipse":
                cx, cy, rx, ry = (v * size for v in k)
                c.ellipse(
                    pt(x + cx - rx),
                    -pt(y + cy + ry),
                    pt(x + cx + rx),
                    -pt(y + cy - ry),
                    stroke=do_stroke,
                    fill=do_fill,
                )
            elif shape.kind == "rect":
                c.rect(
                    pt(x + k[0] * size),
                    -pt(y + (k[1] + k[3]) * size),
                    pt(k[2] * size),
                    pt(k[3] * size),
                    stroke=do_stroke,
                    fill=do_fill,
                )

    def _text(self, t: Text) -> None:
        c = self.canvas
        size = t.block.size
        size_mm = size * 25.4 / 72
        icons: list[tuple[str, float, float]] = []
        # One text object for the whole box: far fewer PDF operators than drawString.
        obj = c.beginText()
        obj.setFillColor(_colour(t.color))
        font: str | None = None
        for line in t.block.lines:
            base_x = t.x + line.x
            base_y = t.y + line.baseline
            for run in line.runs:
                if run.icon is not None:
                    icons.append((run.icon, base_x + run.x, base_y))
                    continue
                if run.font != font:
                    obj.setFont(run.font, size)
                    font = run.font
                obj.setTextOrigin(pt(base_x + run.x), -pt(base_y))
                obj.textOut(run.text)
        c.drawText(obj)
        for name, x, baseline in icons:
            # The icon sits on the baseline, a shade taller than capitals.
            self._icon(name, x + size_mm * 0.05, baseline - size_mm * 0.85, size_mm)

    def add_tile(self, tile: Tile, face: Face, label: str) -> None:
        """One sheet of a poster: a window of the face, and the marks to join the sheets."""
        self.flush_marks()
        c = self.canvas
        c.setPageSize((pt(tile.page.w), pt(tile.page.h)))
        w = tile.window
        ox, oy = tile.origin
        box = Rect(ox, oy - w.h, w.w, w.h)
        c.setTrimBox(_box(box))
        c.setBleedBox(_box(box))
        c.saveState()
        path = c.beginPath()
        path.rect(pt(box.x), pt(box.y), pt(box.w), pt(box.h))
        c.clipPath(path, stroke=0, fill=0)
        c.translate(pt(ox - w.x), pt(oy + w.y))
        self.draw_face(face)
        c.restoreState()
        c.setLineWidth(0.5)
        c.setStrokeColor(_colour("#555555"))
        c.setDash([4, 3])
        if tile.glue_right:
            x = box.x2 - OVERLAP
            c.line(pt(x), pt(box.y), pt(x), pt(box.y2))
        if tile.glue_below:
            y = box.y + OVERLAP
            c.line(pt(box.x), pt(y), pt(box.x2), pt(y))
        c.setDash([])
        c.setFont(self.font, 6)
        c.setFillColor(_colour("#555555"))
        c.drawString(pt(box.x), pt(box.y) - 10, label)
        c.showPage()
        self._count_page()

    def bookmark(self, title: str, level: int = 0) -> None:
        """A PDF bookmark (outline entry) to the page drawn next; ``level`` 0 for a
        component family, 1 for a deck or sheet inside it. Kept until a page is drawn:
        a family that draws nothing leaves no bookmark to a page that never comes."""
        self._pending.append((title, level))

    def flush_marks(self) -> None:
        """Put the pending bookmarks on the page being drawn now."""
        for title, level in self._pending:
            key = f"m{len(self.marks)}"
            self.canvas.bookmarkPage(key)
            self.canvas.addOutlineEntry(title, key, level=level, closed=level > 0)
            self.marks.append((level, title, self.pages))
        if self._pending:
            self.canvas.showOutline()
        self._pending = []

    def _count_page(self) -> None:
        self.pages += 1
        if self.pages > MAX_PAGES:
            raise BadInput(
                f"{self.title}: more than {MAX_PAGES:,} pages; build fewer families (--only) "
                "or lower the decks' qty"
            )

    def close(self) -> int:
        try:
            self.canvas.save()
        except OSError:
            raise
        except Exception as exc:  # subsetting a pack's damaged font, mostly: one line
            raise BadInput(
                f"{self.title}: the PDF cannot be written (a damaged font? "
                f"{type(exc).__name__}); run `lictor check`"
            ) from None
        return self.pages


def _as_cmyk(colour: object) -> CMYKColor:
    """Every colour drawn as DeviceCMYK (``--cmyk``): a grey as black ink alone, any other
    by the usual formula with no ICC profile (the shop's own profile applies): black
    ``k = 1 - max(r, g, b)``, then each ink ``(1 - channel - k) / (1 - k)``.

    Not reportlab's ``rgb2cmyk``, which leaves the inks unscaled (``1 - channel - k``):
    under any black but none its colours print and show far paler than the RGB kit
    (the yellow back's white text 3.2:1 as pdfium shows it, against 3.8:1 so; a
    blue 4.6:1 against 6.8:1, the RGB's 6.3:1). A reconstruction: no rulebook speaks."""
    c = toColor(colour)
    if isinstance(c, CMYKColor):
        return c
    if c.red == c.green == c.blue:
        return CMYKColor(0, 0, 0, 1 - c.red, alpha=c.alpha)
    k = 1 - max(c.red, c.green, c.blue)  # < 1: a colour that is not grey is not black
    inks = ((1 - v - k) / (1 - k) for v in (c.red, c.green, c.blue))
    return CMYKColor(*(round(v, 4) for v in inks), round(k, 4), alpha=c.alpha)


def _pdf_string(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    return f"({escaped.encode('ascii', 'replace').decode('ascii')})"


def _box(r: Rect) -> tuple[float, float, float, float]:
    return (pt(r.x), pt(r.y), pt(r.x2), pt(r.y2))
