"""A duplex calibration sheet: how far does this printer shift the back of a page?

The front carries five pairs of scales (the centre and near each corner); the back a
cross-hair exactly behind each scale's zero. Printed double-sided and held against the
light, each back line crosses its scale at the number to pass as ``--back-offset X,Y``:
the scales are labelled with the correction, not with the drift, so nobody has to think
about mirrors. A sheet printed with that offset shows the cross-hairs on the zeros.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from lictor.generators.face import Face, FaceMaker
from lictor.generators.fonts import FontSet
from lictor.generators.impose import Duplex, Rect, Sheet, Slot, flip_axis
from lictor.generators.sketch import Sketch
from lictor.i18n import N_, Translator
from lictor.units import Size

REACH = 10.0  # mm each side of zero on a scale
GAP = REACH + 3.0  # mm from the target to each scale, so the two scales never meet
INSET = 30.0  # mm from the paper's edges to the corner targets
FONTS = {
    "body": "builtin:Vera",
    "bold": "builtin:VeraBd",
    "italic": "builtin:VeraIt",
    "title": "builtin:VeraBd",
}
PALETTE = {"ink": "#1a1a1a", "paper": "#ffffff", "mark": "#c0392b"}


def targets(page: Size) -> list[tuple[float, float]]:
    """Where the scales' zeros are, in mm from the top-left corner, y down."""
    return [
        (page.w / 2, page.h / 2),
        (INSET, INSET),
        (page.w - INSET, INSET),
        (INSET, page.h - INSET),
        (page.w - INSET, page.h - INSET),
    ]


PORTRAIT_TEXT = N_(
    "**Duplex calibration** - print this page double-sided, flipped on the {edge}, "
    "at 100% (no fit to page). Hold it against the light: each red line on the back "
    "crosses a scale. Read X on a horizontal scale and Y on a vertical one, then build "
    "with --back-offset X,Y (millimetres). Printed again with that offset, the red "
    "lines cross the zeros."
)
LANDSCAPE_TEXT = N_(
    "**Duplex calibration, landscape sheets** - print this sheet as the kit's landscape "
    "sheets: double-sided, flipped on the {edge}, at 100%, landscape. Read X on the upright "
    "scale marked X and Y on the scale across, marked Y. The same reading as the portrait "
    "sheet: --back-offset X,Y serves both. Another (a print dialog that turns landscape "
    "pages the other way): add --back-offset-landscape X,Y with this reading."
)


def _front(
    page: Size, maker: FaceMaker, duplex: Duplex, tr: Translator, landscape: bool = False
) -> Face:
    s = Sketch(page, maker, "calibration / front")
    edge = tr(N_("long edge")) if duplex == "long" else tr(N_("short edge"))
    s.text(
        15,
        62 if not landscape else 55,
        page.w - 30,
        30,
        tr(LANDSCAPE_TEXT if landscape else PORTRAIT_TEXT).format(edge=edge),
        size=9,
        min_size=6,
        align="center",
    )
    for cx, cy in targets(page):
        _scales(s, cx, cy, landscape)
    s.text(15, page.h - 20, page.w - 30, 8, tr(N_("Front")), size=8, align="center")
    return s.face()


def _scales(s: Sketch, cx: float, cy: float, landscape: bool = False) -> None:
    """A horizontal scale under the target and a vertical one left of it, ticked every
    0.5 mm, labelled every 5 mm with the correction (the negated drift).

    On a landscape page the labels are the correction in the portrait paper's frame, as
    ``--back-offset`` takes it (``impose.page_offset``: the page's x runs up the paper,
    its y to the paper's left): the horizontal scale reads Y, the vertical one X, both
    the negated drift. A printer that turns the page so reads here what it read on the
    portrait sheet; one that turns it the other way reads the opposite."""
    names = ("Y", "X") if landscape else ("X", "Y")
    hy, vx = cy + GAP, cx - GAP  # the scales' lines
    s.line(cx - REACH, hy, cx + REACH, hy, width=0.12)
    s.line(vx, cy - REACH, vx, cy + REACH, width=0.12)
    for k in range(-2 * int(REACH), 2 * int(REACH) + 1):
        u = k / 2
        tick = 2.4 if k % 10 == 0 else 1.5 if k % 2 == 0 else 0.8
        s.line(cx + u, hy, cx + u, hy + tick, width=0.1)
        s.line(vx, cy + u, vx - tick, cy + u, width=0.1)
        if k % 10 == 0:
            # a back line seen u mm to the right needs moving u mm left: label -u;
            # y grows downwards here, so a line seen u mm low needs moving u mm up: +u
            s.text(
                cx + u - 2.5,
                hy + 2.8,
                5,
                2.5,
                f"{-u:+g}" if u else "0",
                size=5,
                min_size=4,
                align="center",
            )
            s.text(
                vx - 8.5,
                cy + u - 1.2,
                5.5,
                2.5,
                f"{(-u if landscape else u):+g}" if u else "0",
                size=5,
                min_size=4,
                align="right",
            )
    s.text(cx + REACH + 1, hy - 1.2, 4, 2.5, names[0], font="bold", size=6, min_size=4)
    s.text(
        vx - 2, cy - REACH - 4, 4, 2.5, names[1], font="bold", size=6, min_size=4, align="center"
    )


def _back(page: Size, maker: FaceMaker, duplex: Duplex, tr: Translator) -> Face:
    s = Sketch(page, maker, "calibration / back")
    axis = flip_axis(page, duplex)
    for cx, cy in targets(page):
        x, y = (page.w - cx, cy) if axis == "x" else (cx, page.h - cy)
        reach = REACH + GAP + 4  # long enough to cross both scales after any drift
        s.line(x - reach, y, x + reach, y, stroke="mark", width=0.2)
        s.line(x, y - reach, x, y + reach, stroke="mark", width=0.2)
    s.text(15, page.h - 20, page.w - 30, 8, tr(N_("Back")), size=8, align="center")
    return s.face()


def calibration_sheets(paper: Size, duplex: Duplex, lang: str = "en") -> Iterator[Sheet]:
    """The sides of the calibration pages, as sheets of one full-page face each: the
    portrait sheet, then the landscape one (for a kit's landscape sheets)."""
    for page in (paper, paper.rotated()):
        whole = Rect(0, 0, page.w, page.h)
        yield Sheet(page, "front", (Slot(0, "front", whole, whole),), (), None, whole, whole)
        yield Sheet(page, "back", (Slot(0, "back", whole, whole),), (), None, whole, whole)


def write_calibration(
    out: Path,
    paper: Size,
    duplex: Duplex,
    offset: tuple[float, float],
    lang: str = "en",
    landscape_offset: tuple[float, float] | None = None,
) -> int:
    """The calibration PDF (a portrait sheet and a landscape one, front and back); its
    page count. ``landscape_offset``: ``--back-offset-landscape`` (else ``offset``)."""
    from lictor.generators.backends.pdf import PdfWriter
    from lictor.generators.impose import back_shift

    tr = Translator(lang)
    fonts = FontSet(FONTS)
    maker = FaceMaker(fonts, PALETTE, Path("."), bleed=0.0, translate=tr)
    writer = PdfWriter(out, title="lictor: duplex calibration", font=fonts.rl_name("body"))
    for sheet in calibration_sheets(paper, duplex, lang):
        page = sheet.size
        wide = page.w > page.h
        shift = (0.0, 0.0)
        if sheet.side == "front":
            face = _front(page, maker, duplex, tr, wide)
        else:
            face = _back(page, maker, duplex, tr)
            moved = landscape_offset if wide and landscape_offset is not None else offset
            shift = back_shift(page, duplex, moved)
        writer.add_sheet(sheet, _only(face), shift=shift)
    return writer.close()


def _only(face: Face) -> Callable[[int, str], Face]:
    """The one face of a calibration sheet, whichever slot asks."""
    return lambda _index, _side: face
