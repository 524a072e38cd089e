"""Duplex printing, checked from the PDF: after the flip, every back lies behind its front.

Each deck of every game is imposed on A4, Letter and A3 for a long- and a short-edge
flip; the positions are read back from the written PDF (page size, rotation, the face's
clip), never from the imposer's own sums.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.content.pack import Deck
from lictor.games import diagrams_of, registry
from lictor.generators.backends.pdf import PdfWriter
from lictor.generators.face import Face
from lictor.generators.impose import impose
from lictor.generators.kit import BuildOptions, build_kit
from lictor.units import PAPER_SIZES
from tests.pdfgeom import Box, behind, read_page

GAMES = sorted(g.id for g in registry().values() if "build" in g.offers)


def _decks() -> list[tuple[str, Deck]]:
    out = []
    for game in GAMES:
        pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
        out += [(game, d) for d in pack.decks if not d.spec.poster]
    return out


DECKS = _decks()


def _same(a: Box, b: Box) -> bool:
    return all(abs(u - v) < 0.01 for u, v in ((a.x, b.x), (a.y, b.y), (a.w, b.w), (a.h, b.h)))


def assert_backs_behind_fronts(path: Path, duplex: str) -> int:
    """Every back page follows its front page, each back behind its own front; the count."""
    pages = [read_page(p) for p in PdfReader(path).pages]
    checked = 0
    for i, page in enumerate(pages):
        backs = [f for f in page.faces if f.side == "back"]
        if not backs:
            continue
        assert i % 2 == 1, f"{path.name}: backs on page {i + 1}, the front side of a sheet"
        front = pages[i - 1]
        assert (front.w, front.h) == (page.w, page.h)
        fronts = {(f.deck, f.face): f.clip for f in front.faces if f.side == "front"}
        for b in backs:
            where = behind(b.clip, page.w, page.h, duplex)
            assert (b.deck, b.face) in fronts, f"{path.name} p{i + 1}: {b} has no front"
            assert _same(where, fronts[(b.deck, b.face)]), (
                f"{path.name} p{i + 1}: the back of {b.deck} #{b.face} lands at {where}, "
                f"its front is at {fronts[(b.deck, b.face)]}"
            )
            checked += 1
    return checked


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_every_deck_back_lands_behind_its_front_after_the_flip(
    tmp_path: Path, paper: str, duplex: str
) -> None:
    blank = {}
    for game, deck in DECKS:
        if deck.back is None:
            continue
        path = tmp_path / f"{game}-{deck.id}.pdf"
        writer = PdfWriter(path, title=deck.id)
        face = blank.setdefault(deck.size, Face("blank", deck.size, ()))
        sheets = list(
            impose(deck.count, deck.size, PAPER_SIZES[paper], duplex=duplex)  # type: ignore[arg-type]
        )
        for sheet in sheets:
            writer.add_sheet(sheet, lambda i, s, f=face: f, deck=deck.id)
        writer.close()
        faces = assert_backs_behind_fronts(path, duplex)
        assert faces == deck.count, (game, deck.id)
        # one deck never mixes landscape and portrait sheets
        shapes = {p.mediabox.width > p.mediabox.height for p in PdfReader(path).pages}
        assert len(shapes) == 1, (game, deck.id, paper)


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_carta_map_tiles_each_get_their_own_romanised_back(tmp_path: Path, duplex: str) -> None:
    """The landscape tile sheets: Italia's back lies behind Italia's front, on real faces."""
    pack = load_pack(registry()["carta-imperia"].content)  # type: ignore[arg-type]
    options = BuildOptions(
        out_dir=tmp_path,
        duplex=duplex,  # type: ignore[arg-type]
        diagrams=diagrams_of("carta-imperia"),
        only=frozenset({"tiles"}),
    )
    files = {w.path.name: w.path for w in build_kit(pack, options)}
    path = files["carta-imperia-tiles.pdf"]
    first = PdfReader(path).pages[0]
    assert first.mediabox.width > first.mediabox.height  # the tiles print landscape
    tiles = next(d for d in pack.decks if d.spec.family == "tiles" and d.back is not None)
    assert assert_backs_behind_fronts(path, duplex) >= tiles.count


@pytest.mark.parametrize("game", GAMES)
def test_kit_pdf_is_duplex_safe_fronts_on_odd_pages_and_single_sided_pages_get_blank_backs(
    tmp_path: Path, game: str
) -> None:
    """Printed double-sided, nothing lands on the back of a board, a reference or a score
    pad except its own continuation; card fronts start a sheet of paper."""
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    options = BuildOptions(out_dir=tmp_path, diagrams=diagrams_of(game))
    files = {w.path.name: w.path for w in build_kit(pack, options)}
    for name, path in files.items():
        pages = [read_page(p) for p in PdfReader(path).pages]
        assert len(pages) % 2 == 0, f"{name}: {len(pages)} pages, the last has no back"
        for i, page in enumerate(pages):
            number = i + 1
            if any(f.side == "front" for f in page.faces):
                assert number % 2 == 1, f"{name}: card fronts on page {number}"
            if number % 2 == 1 or page.blank or (page.faces and not page.sheets):
                continue
            # an even page that is not a card back continues the document before it
            assert page.sheets and page.sheets == pages[i - 1].sheets, (
                f"{name}: page {number} prints on the back of a different sheet"
            )
        assert_backs_behind_fronts(path, "long")


def _flip_x(x: float, y: float, w: float, h: float, duplex: str) -> tuple[float, float]:
    box = behind(Box(x, y, 0, 0), w, h, duplex)
    return box.x, box.y


@pytest.mark.parametrize(("paper", "duplex"), [("a4", "long"), ("a4", "short"), ("a3", "long")])
@pytest.mark.parametrize("offset", [(0.0, 0.0), (1.5, -0.5)])
def test_calibration_back_cross_hairs_land_on_the_scales_zeros(
    tmp_path: Path, paper: str, duplex: str, offset: tuple[float, float]
) -> None:
    """The back's red lines cross each front scale at its zero; printed with
    --back-offset X,Y they are moved X mm right and Y mm up, seen from the front."""
    from click.testing import CliRunner

    from lictor.cli import main

    args = ["build", "--calibration", "--paper", paper, "--duplex", duplex, "-o", str(tmp_path)]
    result = CliRunner().invoke(main, [*args, "--back-offset", f"{offset[0]},{offset[1]}"])
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / f"duplex-calibration-{paper}-{duplex}.pdf")
    front, back = (read_page(p) for p in reader.pages[:2])  # the portrait sheet
    # the scales: 20 mm lines; a horizontal one gives the target's x, a vertical one its y
    xs = sorted(round((ln.x1 + ln.x2) / 2, 2) for ln in front.lines if abs(ln.x2 - ln.x1) > 19.9)
    ys = sorted(round((ln.y1 + ln.y2) / 2, 2) for ln in front.lines if abs(ln.y2 - ln.y1) > 19.9)
    assert len(xs) == len(ys) == 5
    seen_x, seen_y = [], []
    for ln in back.lines:
        x1, y1 = _flip_x(ln.x1, ln.y1, back.w, back.h, duplex)
        x2, y2 = _flip_x(ln.x2, ln.y2, back.w, back.h, duplex)
        if abs(x1 - x2) < 1e-6 and abs(y2 - y1) > 30:
            seen_x.append(round(x1 - offset[0], 2))  # a vertical red line: where X is read
        if abs(y1 - y2) < 1e-6 and abs(x2 - x1) > 30:
            seen_y.append(round(y1 - offset[1], 2))
    assert sorted(seen_x) == pytest.approx(xs, abs=0.02)
    assert sorted(seen_y) == pytest.approx(ys, abs=0.02)


def _paper_frame(dx: float, dy: float, page_w: float, page_h: float) -> tuple[float, float]:
    """A move seen on a displayed page, in the portrait paper's frame (the calibration
    page's): a landscape page lies on the paper a quarter turn anticlockwise, its top
    along the paper's left edge."""
    return (-dy, dx) if page_w > page_h else (dx, dy)


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_back_offset_moves_every_back_in_the_calibration_pages_frame_on_any_sheet(
    tmp_path: Path, paper: str, duplex: str
) -> None:
    """--back-offset X,Y is read off the portrait calibration page: on a landscape sheet
    (Letter cards, A3, tiles) the backs still move X along the paper's short edge and Y
    along its long edge, not along the sheet's own axes."""
    from click.testing import CliRunner

    from lictor.cli import main

    pack = load_pack(registry()["hannibal-vs-rome"].content)  # type: ignore[arg-type]
    options = BuildOptions(
        out_dir=tmp_path,
        paper=paper,
        duplex=duplex,  # type: ignore[arg-type]
        only=frozenset({"cards"}),
        back_offset=(0.8, 1.5),
        kit=False,
    )
    path = next(w.path for w in build_kit(pack, options) if w.path.name.endswith("cards.pdf"))
    pages = [read_page(p) for p in PdfReader(path).pages]
    moved = 0
    orientations = set()
    for front, back in zip(pages[::2], pages[1::2], strict=True):
        fronts = {(f.deck, f.face): f.clip for f in front.faces}
        orientations.add(back.w > back.h)
        for b in back.faces:
            where = behind(b.clip, back.w, back.h, duplex)
            f = fronts[(b.deck, b.face)]
            seen = _paper_frame(where.x - f.x, where.y - f.y, back.w, back.h)
            assert seen == pytest.approx((0.8, 1.5), abs=0.01)
            moved += 1
    assert moved > 0
    if paper == "letter":
        assert True in orientations  # the case the issue was about: landscape sheets
    result = CliRunner().invoke(main, ["build", "--calibration", "--back-offset", "left"])
    assert result.exit_code == 2
    assert "--back-offset: expected X,Y in mm" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_ganged_kits_keep_every_back_behind_its_front(
    tmp_path: Path, paper: str, duplex: str
) -> None:
    """Issue 11 item 16: with decks of different sizes sharing sheets (Carta's tokens: coins,
    Sacked markers, thumbs, Standards, busts, legions; the last poker and tarot cards), every
    card of every game's kit is printed once, its back behind its own front after the flip,
    and no deck mixes landscape and portrait sheets."""
    for game in GAMES:
        pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
        out = tmp_path / game / paper / duplex
        options = BuildOptions(
            out_dir=out,
            paper=paper,
            duplex=duplex,  # type: ignore[arg-type]
            diagrams=diagrams_of(game),
            only=frozenset(f for f in pack.families() if f in ("cards", "tokens", "stickers")),
        )
        files = [w.path for w in build_kit(pack, options) if not w.path.name.endswith("-kit.pdf")]
        checked = 0
        for path in files:
            checked += assert_backs_behind_fronts(path, duplex)
            shapes: dict[str, set[bool]] = {}
            for page in PdfReader(path).pages:
                landscape = page.mediabox.width > page.mediabox.height
                for f in read_page(page).faces:
                    shapes.setdefault(f.deck, set()).add(landscape)
            assert all(len(s) == 1 for s in shapes.values()), (path.name, shapes)
        wanted = sum(
            d.count
            for d in pack.decks
            if d.spec.family in options.only and d.back is not None  # type: ignore[operator]
        )
        assert checked == wanted, (game, paper, duplex)
