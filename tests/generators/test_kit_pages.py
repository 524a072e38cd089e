"""Every kit page as a printer and a player see it: marks where a home printer prints,
write-in rules and marks clear of every text, a user's own rows not called blank."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.kit import BuildOptions, build_kit
from lictor.units import mm_to_pt, pt_to_mm
from tests.pdfgeom import Line, read_page

GAMES = sorted(g.id for g in registry().values() if "build" in g.offers)
PRINTABLE = 5.0  # mm from the paper's edge
WRITE_IN_MIN = 30.0  # mm: a horizontal rule this long inside a card is a write-in line


def _text_boxes(page: pdfium.PdfPage) -> list[tuple[float, float, float, float]]:
    """The page's text runs as (x1, y1, x2, y2) in mm from the bottom-left corner."""
    text = page.get_textpage()
    boxes = []
    for i in range(text.count_rects()):
        left, bottom, right, top = text.get_rect(i)
        boxes.append((pt_to_mm(left), pt_to_mm(bottom), pt_to_mm(right), pt_to_mm(top)))
    text.close()
    return boxes


def _crosses(box: tuple[float, float, float, float], line: Line, eps: float = 0.15) -> bool:
    x1, y1, x2, y2 = box
    lx1, lx2 = sorted((line.x1, line.x2))
    ly1, ly2 = sorted((line.y1, line.y2))
    return lx1 < x2 - eps and lx2 > x1 + eps and ly1 < y2 - eps and ly2 > y1 + eps


def _build(game: str, out: Path, **kw: object) -> dict[str, Path]:
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    options = BuildOptions(out_dir=out, diagrams=diagrams_of(game), **kw)  # type: ignore[arg-type]
    return {w.path.name: w.path for w in build_kit(pack, options)}


CASES = [(game, paper, False) for game in GAMES for paper in ("a4", "letter")]


@pytest.mark.parametrize(("game", "paper", "gutterfold"), [*CASES, ("carta-imperia", "a4", True)])
def test_marks_print_and_no_text_touches_a_mark_or_a_write_in_rule(
    tmp_path: Path, game: str, paper: str, gutterfold: bool
) -> None:
    files = _build(game, tmp_path, paper=paper, kit=False, gutterfold=gutterfold)
    checked_marks = 0
    for name, path in files.items():
        doc = pdfium.PdfDocument(str(path))
        pages = zip(map(read_page, PdfReader(path).pages), doc, strict=True)
        for number, (geo, page) in enumerate(pages, 1):
            if not geo.faces:
                continue  # document pages and poster tiles carry no crop marks
            texts = _text_boxes(page)
            marks = [ln for ln in geo.lines if not ln.in_face]
            rules = [
                ln
                for ln in geo.lines
                if ln.in_face and abs(ln.y1 - ln.y2) < 1e-6 and abs(ln.x2 - ln.x1) >= WRITE_IN_MIN
            ]
            where = f"{name} page {number}"
            for m in marks:
                for x, y in ((m.x1, m.y1), (m.x2, m.y2)):
                    assert PRINTABLE - 0.01 <= x <= geo.w - PRINTABLE + 0.01, (where, m)
                    assert PRINTABLE - 0.01 <= y <= geo.h - PRINTABLE + 0.01, (where, m)
                assert abs(m.x2 - m.x1) + abs(m.y2 - m.y1) >= 3 - 0.01, (where, m)
                checked_marks += 1
            for box in texts:
                for ln in marks + rules:
                    assert not _crosses(box, ln), f"{where}: text at {box} crosses {ln}"
        doc.close()
    if game != "republic-of-rome":  # the one kit without cards
        assert checked_marks > 0


def test_write_in_rules_only_below_the_text_and_a_users_rows_are_their_own(
    tmp_path: Path,
) -> None:
    """Beware the Ides (II) keeps its half-printed text above the rules; a user's own
    Legacy with real text is neither ruled nor labelled blank (``source: user``)."""
    mine = tmp_path / "my-legacies.yaml"
    mine.write_text(
        "decks:\n"
        "  - id: legacy-cards\n"
        "    rows:\n"
        "      - {name: Pontifex Maximus, subtitle: Major Legacy,\n"
        "         text: Hold 3 Reforms at the end.}\n"
        "    expected_count: null\n",
        encoding="utf-8",
    )
    pack = load_pack(registry()["carta-imperia"].content, [mine])  # type: ignore[arg-type]
    legacy = next(d for d in pack.decks if d.id == "legacy-cards")
    assert [r.data["source"] for r in legacy.rows] == ["user"]
    options = BuildOptions(out_dir=tmp_path / "out", diagrams=diagrams_of("carta-imperia"))
    files = {w.path.name: w.path for w in build_kit(pack, options)}
    path = files["carta-imperia-cards.pdf"]
    reader = PdfReader(path)
    doc = pdfium.PdfDocument(str(path))
    rules_in: dict[tuple[str, int], int] = {}
    texts: dict[tuple[str, int], str] = {}
    for number, page in enumerate(reader.pages):
        geo = read_page(page)
        text = doc[number].get_textpage()
        for f in geo.faces:
            if f.side != "front" or f.deck not in ("legacy-cards", "beware-the-ides"):
                continue
            box = f.clip
            rules_in[(f.deck, f.face)] = sum(
                1
                for ln in geo.lines
                if ln.in_face
                and abs(ln.y1 - ln.y2) < 1e-6
                and abs(ln.x2 - ln.x1) >= WRITE_IN_MIN
                and box.x <= min(ln.x1, ln.x2)
                and max(ln.x1, ln.x2) <= box.x2
                and box.y <= ln.y1 <= box.y2
            )
            texts[(f.deck, f.face)] = text.get_text_bounded(
                *(mm_to_pt(v) for v in (box.x, box.y, box.x2, box.y2))
            )
        text.close()
    doc.close()
    assert "Pontifex Maximus" in texts[("legacy-cards", 0)]
    assert "Blank - write in" not in texts[("legacy-cards", 0)]
    assert rules_in[("legacy-cards", 0)] == 0
    assert rules_in[("beware-the-ides", 0)] == 0  # the rulebook's example: no rules
    for k in (1, 2):  # (II) and (III): five rules each, under their half-printed text
        assert rules_in[("beware-the-ides", k)] == 5
        assert "Price of failure" in texts[("beware-the-ides", k)]
