"""The other games' kits: boards from their data, cards, stickers, sheets, in two languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from lictor.catalog import merged, missing, mo_bytes
from lictor.cli import main
from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.games.circus_maximus.track import build_track
from lictor.games.hannibal.rules.board import load_board
from lictor.generators.kit import BuildOptions, build_kit
from lictor.generators.poster import plan_tiles
from lictor.i18n import LOCALE_DIR
from lictor.units import PAPER_SIZES, Size


def build(game: str, out: Path, **kw: object) -> dict[str, Path]:
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    options = BuildOptions(out_dir=out, diagrams=diagrams_of(game), **kw)  # type: ignore[arg-type]
    return {w.path.name: w.path for w in build_kit(pack, options)}


def text_of(path: Path) -> str:
    return " ".join(p.extract_text() for p in PdfReader(path).pages)


def test_hannibal_board_shows_11_provinces_and_5_sea_routes(tmp_path: Path) -> None:
    files = build("hannibal-vs-rome", tmp_path, paper="a3", only=frozenset({"board"}))
    reader = PdfReader(files["hannibal-vs-rome-board.pdf"])
    # the board fits one A3 sheet (and its blank back, for double-sided printing)
    assert len(reader.pages) == 2 and not reader.pages[1].extract_text()
    text = reader.pages[0].extract_text()
    board = load_board()
    assert len(board.provinces) == 11 and len(board.routes) == 5
    for name in board.provinces:
        assert name in text
    for i in range(len(board.routes)):
        assert board.route_name(i) in text
    assert "capital" in text and "R1" in text and "C3" in text


def test_the_board_and_the_referee_read_the_same_map() -> None:
    pack = load_pack(registry()["hannibal-vs-rome"].content)  # type: ignore[arg-type]
    data = pack.spec.data["map"]
    board = load_board()
    assert tuple(data["provinces"]) == board.provinces
    assert {tuple(sorted(r)) for r in data["sea"]} == {
        tuple(sorted((board.provinces[a], board.provinces[b]))) for a, b in board.routes
    }


def test_carta_tiles_print_the_romanised_sides_the_referee_plays(tmp_path: Path) -> None:
    from lictor.games.carta_imperia.rules.board_user import load_board as carta_board

    files = build("carta-imperia", tmp_path, only=frozenset({"tiles"}))
    reader = PdfReader(files["carta-imperia-tiles.pdf"])
    backs = " ".join(page.extract_text() for page in reader.pages[1::2])
    for tile in carta_board().tiles:
        for province in tile.back:
            assert province.name in backs, (tile.name, province.name)
    assert "Italia (Samnium, Volsci, Tarentum)" in " ".join(backs.split())


def test_carta_tiles_are_maps_every_land_border_the_referee_knows_is_printed(
    tmp_path: Path,
) -> None:
    """A border inside a tile is a bar between two regions; a border with another tile's
    region is named under the region (where a General may invade), both sides."""
    from lictor.games.carta_imperia.diagrams import BORDER
    from lictor.games.carta_imperia.rules.board_user import load_board as carta_board
    from lictor.generators.face import FaceMaker, Shape, Text
    from lictor.generators.fonts import FontSet
    from lictor.generators.kit import DeckFaces

    pack = load_pack(registry()["carta-imperia"].content)  # type: ignore[arg-type]
    board = carta_board(scenario="full")
    tiles = next(d for d in pack.decks if d.id == "map-tiles")
    maker = FaceMaker(FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=3)
    faces = DeckFaces(tiles, maker, pack, diagrams_of("carta-imperia"))
    on_tile = {t.name: {r.name for r in t.front} for t in board.tiles}
    for i, row in enumerate(tiles.rows):
        front = faces.row_face(i, "front")
        assert front is not None
        texts = [p.block.plain.replace("\n", " ") for p in front.prims if isinstance(p, Text)]
        bars = [p for p in front.prims if isinstance(p, Shape) and p.stroke == BORDER]
        inside = outside = 0
        for a, b in board.adjacency:  # the Full Game's: every tile of the box
            if a not in on_tile[row.name]:
                continue
            if b in on_tile[row.name]:
                inside += 1
            else:
                assert any(t.startswith("\u00bb") and b in t for t in texts), (row.name, a, b)
                outside += 1
        assert len(bars) == inside // 2  # adjacency lists both ways
        assert faces.row_face(i, "back") is not None
    files = build("carta-imperia", tmp_path, only=frozenset({"tiles"}))
    text = text_of(files["carta-imperia-tiles.pdf"])
    assert "\u00bb Gallia, Ligures" in text  # Etruria borders two regions of Era II


def test_a_board_tiles_over_a4_with_glue_lines(tmp_path: Path) -> None:
    tiles = plan_tiles(Size(400, 277), PAPER_SIZES["a4"])
    assert len(tiles) == 3 and sum(t.glue_right for t in tiles) == 2
    covered = max(t.window.x2 for t in tiles)
    assert covered == pytest.approx(400)
    files = build("hannibal-vs-rome", tmp_path, only=frozenset({"board"}))
    reader = PdfReader(files["hannibal-vs-rome-board.pdf"])
    assert len(reader.pages) == 4  # two sheets (374 x 262 mm), each with a blank back
    assert "column 2 of 2" in reader.pages[2].extract_text()
    assert not reader.pages[1].extract_text()


def test_hannibal_cards_and_cube_labels(tmp_path: Path) -> None:
    files = build("hannibal-vs-rome", tmp_path)
    cards = text_of(files["hannibal-vs-rome-cards.pdf"])
    assert cards.count("Rome") >= 5 and cards.count("Carthage") >= 5
    labels = text_of(files["hannibal-vs-rome-stickers.pdf"])
    assert labels.count("LEGIO") == 14 and labels.count("CLASSIS") == 6
    assert labels.count("HANNIBAL") == 1


def test_circus_track_has_201_hexes() -> None:
    track = build_track()
    assert len(track.hexes) == 201
    assert len(track.finish) == 11 and len(track.track) == 190
    assert sum(h.start for h in track.hexes) == 15
    assert {h.lane for h in track.track} == {1, 2, 3, 4, 5}
    assert {h.section for h in track.track} == {"upper", "lower", "left-turn", "right-turn"}
    assert all(h.section == "upper" for h in track.hexes if h.start)


def test_circus_board_draws_every_hex(tmp_path: Path) -> None:
    files = build("circus-maximus", tmp_path, formats=("svg",), only=frozenset({"board"}))
    svg = next(p for p in files.values() if p.suffix == ".svg").read_text()
    hexes = [
        m
        for m in re.findall(r"<polygon ([^>]*)>", svg)
        if 'fill="none"' not in m and len(re.findall(r"[\d.]+,[\d.]+", m)) == 6
    ]
    assert len(hexes) == 201


def test_imperium_kit_has_55_cards_and_its_board(tmp_path: Path) -> None:
    pack = load_pack(registry()["imperium"].content)  # type: ignore[arg-type]
    assert next(d for d in pack.decks if d.id == "cards").count == 55
    files = build("imperium", tmp_path, paper="a3", only=frozenset({"board"}))
    text = text_of(files["imperium-board.pdf"])
    assert "7 / 5 / 3 / 2" in text and "50" in text and "Aegyptus" in text


ENGLISH = re.compile(r"\b(the|and|of|sheet|Rulebook|with|card|Board|one|Score)\b")


@pytest.mark.parametrize(
    "game",
    ["republic-of-rome", "imperium", "hannibal-vs-rome", "circus-maximus", "carta-imperia"],
)
def test_italian_kit_has_no_english_left(game: str, tmp_path: Path) -> None:
    from lictor.games import diagrams_of
    from lictor.generators.proof import printed_untranslated

    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    assert missing(pack, "it") == []
    assert printed_untranslated(pack, "it", diagrams_of(game)) == []  # what reaches a page
    files = build(game, tmp_path, lang="it")
    # the cover names the files (republic-of-rome-cards.pdf): a file name is no English
    text = text_of(files[f"{game}-kit.pdf"]).replace(f"{game}-", "")
    assert ENGLISH.findall(text) == []
    assert "Regolamento" in text or "regolamento" in text


def test_a_missing_translation_falls_back_to_english_and_is_listed(tmp_path: Path) -> None:
    from tests.conftest import MINI_PACK

    pack = tmp_path / "mini.yaml"
    pack.write_text(MINI_PACK)
    result = CliRunner().invoke(main, ["check", str(pack), "--lang", "it"])
    assert result.exit_code == 0
    assert "untranslated (it): 'A plain card.'" in result.output
    assert "untranslated (it): 'Made with lictor'" not in result.output  # ours are translated
    assert "strings fall back to English" in result.output
    built = build_kit(load_pack(pack), BuildOptions(out_dir=tmp_path / "out", lang="it"))
    text = text_of(built[0].path)
    assert "A plain card." in text and "fronti" in text  # English kept where untranslated


def test_compiled_catalog_matches_its_sources() -> None:
    """lictor.mo is every Italian catalogue (the kits', the referee's, each game's) compiled:
    run `python -m lictor.catalog compile` after changing a .po."""
    mo = LOCALE_DIR / "it" / "LC_MESSAGES" / "lictor.mo"
    assert mo.read_bytes() == mo_bytes(merged("it"))


def test_build_all_and_preview(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["build", "--all", "--preview", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    for game in (
        "carta-imperia",
        "imperium",
        "hannibal-vs-rome",
        "circus-maximus",
        "republic-of-rome",
    ):
        assert (tmp_path / f"{game}-kit.pdf").exists()
        html = (tmp_path / f"{game}-preview.html").read_text()
        pages = len(PdfReader(tmp_path / f"{game}-kit.pdf").pages)
        assert html.count("<img ") == pages


def test_carta_quick_reference_says_what_the_score_and_the_rulebook_say(tmp_path: Path) -> None:
    """The printed Quick Reference: Emporia score (governed Emporia + 1 for Rome) squared,
    as the score pad and the referee count them (Game End & Victory), not friendly ones,
    which would count Rome twice and neutral Massilia; the Era II exception to taxing
    rebels is only for Etruscan and Samnite rebels (Rebellions)."""
    files = build("carta-imperia", tmp_path, only=frozenset({"cards"}))
    text = " ".join(text_of(files["carta-imperia-cards.pdf"]).split())
    assert "Emporia in Provinces you govern + 1 for Rome) squared" in text
    assert "friendly emporia + 1" not in text
    assert "except Etruscan or Samnite rebels in Era II" in text


def test_italian_carta_prints_italian_era_labels_and_region_names(tmp_path: Path) -> None:
    files = build("carta-imperia", tmp_path, lang="it", only=frozenset({"cards", "tiles"}))
    text = text_of(files["carta-imperia-cards.pdf"]) + text_of(files["carta-imperia-tiles.pdf"])
    assert "Qualsiasi" in text and "Deserto" in text and "Alpi" in text
    assert not re.search(r"\b(Any|Desert|Alps)\b", text)


def test_check_lang_sees_every_string_that_reaches_a_page(tmp_path: Path) -> None:
    """A field the catalogue never heard of, printed by a template, is listed."""
    from tests.conftest import MINI_PACK

    pack = tmp_path / "mini.yaml"
    pack.write_text(
        MINI_PACK.replace(
            '      label: {x: 5, y: 40, w: 53, h: 10, text: "BACK {{ name }}", align: center}',
            '      label: {x: 5, y: 40, w: 53, h: 10, text: "{{ motto }}", align: center}',
        ).replace(
            'defaults: {text: "A plain card."}',
            'defaults: {text: "A plain card.", motto: "Glory to the Senate"}',
        )
    )
    result = CliRunner().invoke(main, ["check", str(pack), "--lang", "it"])
    assert result.exit_code == 0, result.output
    assert "untranslated (it): 'Glory to the Senate'" in result.output


def test_preview_links_each_page_to_its_full_size_image_and_pdf_page(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["build", "hannibal-vs-rome", "--preview", "--lang", "it", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    html = (tmp_path / "hannibal-vs-rome-preview.html").read_text()
    assert '<html lang="it">' in html and "kit stampa e gioca" in html and "page " not in html
    links = re.findall(r'<a href="([^"]+\.jpg)"[^>]*><img src="([^"]+)"', html)
    pages = len(PdfReader(tmp_path / "hannibal-vs-rome-kit.pdf").pages)
    assert len(links) == pages
    for full, thumb in links:
        assert (tmp_path / full).is_file() and (tmp_path / thumb).is_file()
    assert 'href="hannibal-vs-rome-cards.pdf#page=2"' in html


def test_carta_kit_has_stand_ins_for_busts_and_legions_and_places_for_them(
    tmp_path: Path,
) -> None:
    """List of Components: 6 sets of 8 Governor Busts, 20 purple and 20 white Legions (some
    marked V = 5); the Reforms table has a slot per Reform, the Legions of Rome card a
    track."""
    from collections import Counter

    from tests.pdfgeom import read_page

    files = build("carta-imperia", tmp_path, only=frozenset({"tokens", "cards", "reforms"}))
    fronts: Counter[str] = Counter()
    for page in PdfReader(files["carta-imperia-tokens.pdf"]).pages:
        for f in read_page(page).faces:
            fronts[f.deck] += f.side == "front"
    assert fronts["governor-busts"] == 48 and fronts["legions"] == 40
    pack = load_pack(registry()["carta-imperia"].content)  # type: ignore[arg-type]
    busts = next(d for d in pack.decks if d.id == "governor-busts")
    per_colour = Counter(r.data["familia"] for r in busts.copies())
    assert set(per_colour.values()) == {8} and len(per_colour) == 6
    legions = next(d for d in pack.decks if d.id == "legions")
    colours = Counter(r.data["colour"] for r in legions.copies())
    assert sorted(colours.values()) == [20, 20]
    assert any(r.data["label"] == "V" for r in legions.rows)
    cards = text_of(files["carta-imperia-cards.pdf"])
    assert "Legions of Rome: 1 per cell" in cards
    reforms = next(s for s in pack.sheets if s.id == "reforms-table")
    assert reforms.slot >= 14  # a Bust stands in each Reform's cell


def test_small_decks_share_sheets_and_a_poster_has_no_thin_strip(tmp_path: Path) -> None:
    """Primus, Legions of Rome, Mules of Marius and the Quick Reference (tarot size) share
    one sheet pair; coins, Sacked markers and thumbs another; no poster sheet shows a
    sliver of the board."""
    from tests.pdfgeom import read_page

    files = build("carta-imperia", tmp_path, only=frozenset({"cards", "tokens"}))
    decks_per_page = [
        {f.deck for f in read_page(p).faces if f.side == "front"}
        for p in PdfReader(files["carta-imperia-cards.pdf"]).pages
    ]
    assert {"primus-emperor", "legions-of-rome", "mules-of-marius"} <= next(
        d for d in decks_per_page if "primus-emperor" in d
    )
    tokens = [
        {f.deck for f in read_page(p).faces if f.side == "front"}
        for p in PdfReader(files["carta-imperia-tokens.pdf"]).pages
    ]
    assert {"prestige-coins", "sacked-markers", "thumb-tokens"} <= next(
        d for d in tokens if "sacked-markers" in d
    )
    tiles = plan_tiles(Size(400, 277), PAPER_SIZES["a4"])
    widths = {round(t.window.w, 6) for t in tiles}
    assert len(widths) == 1 and min(widths) > 100  # three equal shares, not 2 + a strip


def _grey(colour: str) -> float:
    from lictor.generators.inksaver import luminance

    return luminance(colour)


def test_contrast_survives_greyscale_and_pieces_fit_their_places() -> None:
    """Printed in black and white: the frame on every Carta back (the yellow Familia's
    too) and the emblem on every Hannibal cube label stay visible; cube labels are 8-10 mm;
    a Hannibal province holds 8 cubes, an Imperium province 5 players' markers."""
    import math

    from lictor.games.hannibal import diagrams as hannibal
    from lictor.games.imperium import diagrams as imperium

    carta = load_pack(registry()["carta-imperia"].content)  # type: ignore[arg-type]
    back = next(lay for d in carta.decks if d.back for lay in [d.back] if lay.name == "card-back")
    frame = dict(back.boxes)["inner"]
    frame_grey = _grey(carta.palette[frame.stroke or ""])
    for familia in ("red", "blue", "green", "yellow", "orange", "grey"):
        assert abs(frame_grey - _grey(carta.palette[familia])) > 0.3, familia
    han = load_pack(registry()["hannibal-vs-rome"].content)  # type: ignore[arg-type]
    labels = next(d for d in han.decks if d.id == "cube-labels")
    assert 8 <= labels.size.w <= 10 and 8 <= labels.size.h <= 10
    boxes = dict(labels.front.boxes)
    disc, icon = boxes["disc"], boxes["icon"]
    assert _grey(disc.fill or "") > 0.9  # the emblem sits on white, whatever the label colour
    assert disc.x <= icon.x and disc.x + disc.w >= icon.x + icon.w
    cube = 10.0
    assert hannibal.R * math.sqrt(2) >= 3 * cube  # a 3 x 3 block of cubes fits in the disc
    assert imperium.BOX_W >= 5 * (imperium.MARKER + 1.5) and imperium.MARKER >= 10


def test_circus_maximus_legend_swatches_differ_in_greyscale() -> None:
    """Issue 11 item 17: the board's legend (straight, transition zone, start area, finish
    area) is read from the printed swatches; in a black-and-white print each pair of grounds
    must still differ by more than 0.15 in luminance (the three beiges were 0.78, 0.88, 0.93)."""
    from itertools import combinations

    from lictor.games.circus_maximus import diagrams as circus

    fills = [fill for _, fill in circus.LEGEND]
    assert len(fills) == 4
    for a, b in combinations(fills, 2):
        assert abs(_grey(a) - _grey(b)) > 0.15, (a, b)


def test_carta_tiles_border_bars_neither_cross_nor_pass_behind_a_region() -> None:
    """A border is read off the tile by eye: on both sides of every map tile no two bars
    cross and no bar runs under a region it does not join (the regions are placed so)."""
    from lictor.games.carta_imperia.diagrams import BORDER, NODE_H, NODE_W, _behind, _cross
    from lictor.generators.face import FaceMaker, Shape
    from lictor.generators.fonts import FontSet
    from lictor.generators.kit import DeckFaces

    pack = load_pack(registry()["carta-imperia"].content)  # type: ignore[arg-type]
    tiles = next(d for d in pack.decks if d.id == "map-tiles")
    maker = FaceMaker(FontSet(pack.fonts), pack.palette, pack.base_dir, bleed=3)
    faces = DeckFaces(tiles, maker, pack, diagrams_of("carta-imperia"))
    for i, row in enumerate(tiles.rows):
        for side in ("front", "back"):
            face = faces.row_face(i, side)
            assert face is not None
            shapes = [p for p in face.prims if isinstance(p, Shape)]
            bars = [((p.x, p.y), (p.x + p.w, p.y + p.h)) for p in shapes if p.stroke == BORDER]
            boxes = [
                (p.x + p.w / 2, p.y + p.h / 2)
                for p in shapes
                if p.kind == "rect" and abs(p.w - NODE_W) < 0.01 and abs(p.h - NODE_H) < 0.01
            ]
            for k, (a, b) in enumerate(bars):
                for c, d in bars[k + 1 :]:
                    if len({a, b, c, d}) == 4:
                        assert not _cross(a, b, c, d), (row.name, side, a, b, c, d)
                for n in boxes:
                    if n not in (a, b):
                        assert not _behind(a, b, n), (row.name, side, a, b, n)
