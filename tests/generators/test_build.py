"""The print engine end to end: build kits, read the PDFs back, look at the pixels."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.content.pack import Pack
from lictor.errors import BadInput, TextOverflow
from lictor.generators.kit import BuildOptions, build_kit
from lictor.units import mm_to_pt

A4 = (mm_to_pt(210), mm_to_pt(297))
LETTER = (mm_to_pt(215.9), mm_to_pt(279.4))


@pytest.fixture(scope="module")
def carta_kit(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    from lictor.games import registry

    out = tmp_path_factory.mktemp("kit")
    from lictor.games import diagrams_of

    options = BuildOptions(out_dir=out, diagrams=diagrams_of("carta-imperia"))
    written = build_kit(load_pack(registry()["carta-imperia"].content), options)
    return {w.path.name: w.path for w in written}


def _size(page: object) -> tuple[float, float]:
    box = page.mediabox  # type: ignore[attr-defined]
    return float(box.width), float(box.height)


def test_kit_has_one_pdf_per_family_and_the_whole_kit(carta_kit: dict[str, Path]) -> None:
    assert sorted(carta_kit) == sorted(
        [
            "carta-imperia-cards.pdf",
            "carta-imperia-tiles.pdf",
            "carta-imperia-tokens.pdf",
            "carta-imperia-reference.pdf",
            "carta-imperia-score-pad.pdf",
            "carta-imperia-reforms.pdf",
            "carta-imperia-kit.pdf",
        ]
    )
    total = sum(
        len(PdfReader(p).pages) for n, p in carta_kit.items() if n != "carta-imperia-kit.pdf"
    )
    # the kit is every family's pages after its cover sheet (contents and parts list)
    assert len(PdfReader(carta_kit["carta-imperia-kit.pdf"]).pages) == 2 + total


def test_cards_pdf_page_count_is_fronts_plus_backs_with_decks_of_one_size_sharing_sheets(
    carta_kit: dict[str, Path], carta_pack: Pack
) -> None:
    """Poker decks gang onto shared sheets 9 a page, tarot cards 4 a page: no half-empty
    sheet per deck; each fronts page has its backs page. The part-filled last sheets of
    both sizes share one sheet (issue 11 item 16: 2 poker + 2 tarot cards on one A4)."""
    poker = sum(d.count for d in carta_pack.decks if d.spec.family == "cards" and d.size.w == 63)
    tarot = sum(d.count for d in carta_pack.decks if d.spec.family == "cards" and d.size.w == 70)
    assert poker % 9 and tarot % 4  # both sizes leave a part-filled last sheet
    expected = 2 * (poker // 9) + 2 * (tarot // 4) + 2
    reader = PdfReader(carta_kit["carta-imperia-cards.pdf"])
    assert len(reader.pages) == expected
    assert all(_size(p) == pytest.approx(A4) for p in reader.pages)


def test_card_texts_are_real_searchable_text(carta_kit: dict[str, Path]) -> None:
    reader = PdfReader(carta_kit["carta-imperia-cards.pdf"])
    first = reader.pages[0].extract_text()
    assert "eXploit" in first and "Romanise" in first
    text = " ".join(p.extract_text() for p in reader.pages)
    for phrase in (
        "Bribery",
        "Hannibalic War",
        "Primus inter Pares",
        "Emperor",
        "Blank - write in your own card",
        "Reconstruction - not given by the rulebook",
    ):
        assert phrase in text


@pytest.mark.parametrize("name", ["carta-imperia-kit.pdf", "carta-imperia-cards.pdf"])
def test_every_font_is_embedded_once_per_pdf(carta_kit: dict[str, Path], name: str) -> None:
    """What a print shop's preflight checks: no unembedded font (the sheet footer
    included), and one subset per font, never two subsets under one name."""
    reader = PdfReader(carta_kit[name])
    objects: dict[str, set[int]] = {}
    for page in reader.pages:
        fonts = page["/Resources"].get("/Font", {})
        for ref in fonts.values():
            font = ref.get_object()
            base = str(font["/BaseFont"])
            objects.setdefault(base, set()).add(ref.idnum)
            if "/DescendantFonts" in font:
                font = font["/DescendantFonts"][0].get_object()
            descriptor = font["/FontDescriptor"].get_object()
            assert "/FontFile2" in descriptor, f"{base} is not embedded"
            assert "+" in base  # a subset
    assert objects and all(len(ids) == 1 for ids in objects.values()), objects


def test_trim_and_bleed_boxes_are_set(carta_kit: dict[str, Path]) -> None:
    page = PdfReader(carta_kit["carta-imperia-cards.pdf"]).pages[0]
    trim = [float(v) for v in page.trimbox]
    bleed = [float(v) for v in page.bleedbox]
    assert trim[2] - trim[0] == pytest.approx(mm_to_pt(3 * 63))  # the cards abut on A4
    assert bleed[0] < trim[0] and bleed[3] > trim[3]


def test_score_pad_and_sheets_are_present(carta_kit: dict[str, Path]) -> None:
    pad = PdfReader(carta_kit["carta-imperia-score-pad.pdf"]).pages[0].extract_text()
    assert "Dignitas" in pad and "Emporia" in pad and "Legacy" in pad and "Total" in pad
    ref = PdfReader(carta_kit["carta-imperia-reference.pdf"]).pages[0].extract_text()
    assert "eXtort" in ref and "Rulebook:" in ref
    reforms = PdfReader(carta_kit["carta-imperia-reforms.pdf"]).pages[0].extract_text()
    assert "Reconstruction" in reforms and "Lex Hortensia" in reforms


def test_map_tiles_are_double_sided_and_labelled_reconstruction(carta_kit: dict[str, Path]) -> None:
    reader = PdfReader(carta_kit["carta-imperia-tiles.pdf"])
    assert len(reader.pages) == 6  # 11 tiles, 4 a page, each fronts page with its backs page
    front, back = reader.pages[0].extract_text(), reader.pages[1].extract_text()
    assert "Un-Romanised side" in front and "Romanised side: 2 Status" in back
    assert "Reconstruction" in front


def test_rendered_page_shows_cards_and_marks_in_the_right_places(
    carta_kit: dict[str, Path],
) -> None:
    doc = pdfium.PdfDocument(str(carta_kit["carta-imperia-cards.pdf"]))
    scale = 4  # 4 px per point
    image = doc[0].render(scale=scale).to_pil().convert("RGB")
    doc.close()

    def px(x_mm: float, y_mm_from_top: float) -> tuple[int, int, int]:
        return image.getpixel(
            (round(mm_to_pt(x_mm) * scale), round(mm_to_pt(y_mm_from_top) * scale))
        )

    # The first card's trim starts 10.5 mm from the left and 16.5 mm from the top of A4:
    # the 3 x 3 block abuts, with 2 mm bleed left and right and 3 mm above and below.
    parchment = px(10.5 + 31, 16.5 + 60)
    assert parchment[0] > 200 and parchment[2] < 235  # warm, light: the card's background
    band = px(10.5 + 20, 16.5 + 4)
    assert band[0] > 120 and band[1] < 90  # the red Familia's title band
    # a crop mark in the top margin, in line with the first card's left trim, 5 mm or
    # more from the paper's edge where a home printer prints
    assert max(px(10.5, 10.0)) < 160  # a hairline, anti-aliased to grey
    assert px(10.5, 4.0) == (255, 255, 255)
    # nothing is printed in the top margin away from the marks
    assert px(40, 10.0) == (255, 255, 255)


@pytest.fixture
def mini_pack(mini_pack_path: Path) -> Pack:
    return load_pack(mini_pack_path)


def test_letter_paper_fits_eight_poker_cards_with_marks_that_print(
    mini_pack: Pack, tmp_path: Path
) -> None:
    """3 x 88 mm leaves Letter 7.7 mm above and below: too little for a 3 mm crop mark
    5 mm from the edge, so poker cards go 4 x 2 on a landscape sheet."""
    written = build_kit(mini_pack, BuildOptions(out_dir=tmp_path, paper="letter"))
    reader = PdfReader(written[0].path)
    assert len(reader.pages) == 2 and _size(reader.pages[0]) == pytest.approx(LETTER[::-1])
    assert reader.pages[0].extract_text().count("A plain card.") == 2


def test_print_shop_mode_writes_one_card_per_page_with_bleed(
    mini_pack: Pack, tmp_path: Path
) -> None:
    written = build_kit(mini_pack, BuildOptions(out_dir=tmp_path, per_page=1))
    reader = PdfReader(written[0].path)
    assert len(reader.pages) == 6  # 3 cards, each front followed by its back
    assert _size(reader.pages[0]) == pytest.approx((mm_to_pt(69), mm_to_pt(94)))
    assert [float(v) for v in reader.pages[0].trimbox] == pytest.approx(
        [mm_to_pt(3), mm_to_pt(3), mm_to_pt(66), mm_to_pt(91)]
    )
    assert "BACK Alpha" in reader.pages[1].extract_text()


def test_gutterfold_puts_fronts_and_backs_on_one_page(mini_pack: Pack, tmp_path: Path) -> None:
    written = build_kit(mini_pack, BuildOptions(out_dir=tmp_path, gutterfold=True))
    reader = PdfReader(written[0].path)
    assert len(reader.pages) == 1
    text = reader.pages[0].extract_text()
    assert "Beta" in text and "BACK Beta" in text


def test_svg_writes_one_file_per_face_with_text(mini_pack: Pack, tmp_path: Path) -> None:
    written = build_kit(mini_pack, BuildOptions(out_dir=tmp_path, formats=("svg",)))
    names = sorted(w.path.name for w in written)
    assert names == [
        "001-alpha-back.svg",
        "001-alpha-front.svg",
        "002-beta-back.svg",
        "002-beta-front.svg",
    ]
    svg = (tmp_path / "svg" / "mini" / "things" / "002-beta-front.svg").read_text()
    assert 'width="69mm"' in svg and ">Beta</text>" in svg and "<polygon" in svg


def test_svg_text_is_drawn_as_outlines_not_left_to_installed_fonts(
    mini_pack: Pack, tmp_path: Path
) -> None:
    """Every visible letter is the font's own outline (a path used in place); the words
    stay as invisible text, so a viewer without the font shows the same card."""
    import xml.etree.ElementTree as ET

    build_kit(mini_pack, BuildOptions(out_dir=tmp_path, formats=("svg",)))
    root = ET.parse(tmp_path / "svg" / "mini" / "things" / "002-beta-front.svg").getroot()
    ns = "{http://www.w3.org/2000/svg}"
    texts = list(root.iter(f"{ns}text"))
    assert texts and all(t.get("fill-opacity") == "0" for t in texts)
    letters = sum(len("".join(t.itertext()).replace(" ", "")) for t in texts)
    uses = list(root.iter(f"{ns}use"))
    assert len(uses) == letters  # "Beta", "Two", "shields": one outline per letter
    glyphs = {p.get("id"): p.get("d") for p in root.iter(f"{ns}path")}
    href = "{http://www.w3.org/1999/xlink}href"
    assert all(glyphs.get(u.get(href, "").lstrip("#")) for u in uses)


def _differ(a: Any, b: Any) -> float:
    """The mean difference of two pictures of one size, 0 to 255 per channel."""
    from PIL import ImageChops, ImageStat

    return float(sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3)


def test_png_faces_are_300_dpi_and_tts_sheets_hold_the_deck(
    mini_pack: Pack, tmp_path: Path
) -> None:
    from PIL import Image

    written = build_kit(mini_pack, BuildOptions(out_dir=tmp_path, formats=("png",), tts=True))
    faces = [w.path for w in written if w.path.parent.name == "things"]
    assert len(faces) == 4
    with Image.open(faces[0]) as img:  # the card with its 3 mm bleed, as in the PDF
        assert img.size[0] == pytest.approx(69 / 25.4 * 300, abs=1.5)
        assert img.size[1] == pytest.approx(94 / 25.4 * 300, abs=1.5)
        # the background reaches the image's edge: the bleed is painted, not white
        assert img.convert("RGB").getpixel((2, 2)) != (255, 255, 255)
    trimmed = build_kit(mini_pack, BuildOptions(out_dir=tmp_path / "t", formats=("png",), bleed=0))
    with Image.open(trimmed[0].path) as img:
        assert img.size[0] == pytest.approx(63 / 25.4 * 300, abs=1.5)
    lossless = build_kit(
        mini_pack,
        BuildOptions(out_dir=tmp_path / "p", formats=("png",), tts=True, tts_format="png"),
    )
    tts = sorted(w.path for w in lossless if w.path.parent.name == "tts")
    assert [p.name for p in tts] == [
        "mini-things-1-backs.png",
        "mini-things-1-fronts.png",
        "mini-things-1.json",
    ]
    grid = json.loads(tts[2].read_text())
    assert (grid["columns"], grid["rows"], grid["count"]) == (3, 1, 3)
    assert grid["face"] == tts[1].name and grid["back"] == tts[0].name and grid["unique_backs"]
    with Image.open(tts[1]) as sheet, Image.open(tts[0]) as back:
        assert sheet.size == back.size == (3 * grid["card_px"][0], grid["card_px"][1])
        # each card carries its own back: the third copy is Beta's back, not Alpha's
        w = grid["card_px"][0]
        assert back.crop((0, 0, w, 40)).tobytes() == back.crop((w, 0, 2 * w, 40)).tobytes()
        assert (
            back.crop((0, 0, w, back.size[1])).tobytes()
            != back.crop((2 * w, 0, 3 * w, back.size[1])).tobytes()
        )


def test_tts_sheets_are_jpeg_with_full_colour_detail_and_the_print_faces_stay_png(
    mini_pack: Pack, tmp_path: Path
) -> None:
    """The coordinator's decision (issue 26, speed): TTS sheets are for screens and Steam
    Cloud, so JPEG at quality 90 with no chroma subsampling; the faces a maker prints stay
    lossless PNG. Read back from the files: their formats, the sampling, and the JPEG sheet
    against the lossless one."""
    from PIL import Image, JpegImagePlugin

    jpeg = build_kit(mini_pack, BuildOptions(out_dir=tmp_path / "j", formats=("png",), tts=True))
    png = build_kit(
        mini_pack,
        BuildOptions(out_dir=tmp_path / "p", formats=("png",), tts=True, tts_format="png"),
    )
    tts = sorted(w.path for w in jpeg if w.path.parent.name == "tts")
    assert [p.name for p in tts] == [
        "mini-things-1-backs.jpg",
        "mini-things-1-fronts.jpg",
        "mini-things-1.json",
    ]
    grid = json.loads(tts[2].read_text())
    assert grid["face"] == "mini-things-1-fronts.jpg" and grid["back"] == "mini-things-1-backs.jpg"
    lossless = {w.path.name: w.path for w in png if w.path.parent.name == "tts"}
    for side in ("fronts", "backs"):
        with (
            Image.open(tmp_path / "j" / "tts" / f"mini-things-1-{side}.jpg") as sheet,
            Image.open(lossless[f"mini-things-1-{side}.png"]) as exact,
        ):
            assert sheet.format == "JPEG" and exact.format == "PNG"
            assert JpegImagePlugin.get_sampling(sheet) == 0  # 4:4:4, no chroma subsampling
            assert sheet.size == exact.size
            assert _differ(sheet.convert("RGB"), exact.convert("RGB")) < 1.0
    faces = [w.path for w in jpeg if w.path.parent.name == "things"]
    assert len(faces) == 4
    for face in faces:
        with Image.open(face) as img:
            assert face.suffix == ".png" and img.format == "PNG"


def test_ink_saver_drops_full_bleed_fills(mini_pack: Pack, tmp_path: Path) -> None:
    normal = build_kit(mini_pack, BuildOptions(out_dir=tmp_path / "a", duplex="none"))
    saver = build_kit(
        mini_pack, BuildOptions(out_dir=tmp_path / "b", duplex="none", ink_saver=True)
    )

    def grey_pixels(path: Path) -> int:
        doc = pdfium.PdfDocument(str(path))
        img = doc[0].render(scale=0.5).to_pil().convert("L")
        doc.close()
        return sum(1 for v in img.tobytes() if v < 245)

    assert grey_pixels(saver[0].path) < grey_pixels(normal[0].path) / 4


def test_ink_saver_keeps_each_familia_apart_and_no_white_text(
    carta_pack: Pack, tmp_path: Path
) -> None:
    """The 30 Action Card backs differ only by their Familia colour: with the ink saver
    they must still differ (a coloured frame and tint), and no text prints white."""
    from lictor.games import diagrams_of
    from lictor.generators.inksaver import LIGHT, luminance
    from tests.pdfgeom import read_page

    options = BuildOptions(
        out_dir=tmp_path,
        ink_saver=True,
        only=frozenset({"cards"}),
        diagrams=diagrams_of("carta-imperia"),
    )
    path = next(w.path for w in build_kit(carta_pack, options) if w.path.name.endswith("cards.pdf"))
    action = next(d for d in carta_pack.decks if d.id == "action-cards")
    familia = [row.data["familia"] for row in action.copies()]
    reader = PdfReader(path)
    doc = pdfium.PdfDocument(str(path))
    means: dict[str, set[tuple[int, ...]]] = {}
    for number in (1, 3):  # the first two backs pages
        geo = read_page(reader.pages[number])
        image = doc[number].render(scale=2).to_pil().convert("RGB")
        for placed in geo.faces:
            box = placed.clip
            px = [round(mm_to_pt(v) * 2) for v in (box.x, geo.h - box.y2, box.x2, geo.h - box.y)]
            crop = image.crop((px[0], px[1], px[2], px[3])).resize((1, 1), reducing_gap=None)
            colour = crop.getpixel((0, 0))
            means.setdefault(familia[placed.face], set()).add(tuple(v // 4 for v in colour))
    doc.close()
    assert len(means) == 6
    seen = [next(iter(c)) for c in means.values()]
    assert len(set(seen)) == 6  # six Familias, six different backs
    for page in reader.pages:
        text = page.extract_text()
        assert text  # nothing vanished
    from lictor.generators.face import FaceMaker, Text
    from lictor.generators.fonts import FontSet
    from lictor.generators.kit import DeckFaces

    maker = FaceMaker(
        FontSet(carta_pack.fonts), carta_pack.palette, carta_pack.base_dir, bleed=3, ink_saver=True
    )
    for deck in carta_pack.decks:
        if deck.spec.diagram:
            continue
        faces = DeckFaces(deck, maker, carta_pack)
        for i in range(len(deck.rows)):
            for side in ("front", "back"):
                face = faces.row_face(i, side)
                for prim in face.prims if face else ():
                    if isinstance(prim, Text):
                        assert luminance(prim.color) <= LIGHT, (face.label, prim.color)


def test_text_that_cannot_fit_fails_and_leaves_no_file(write_pack: object, tmp_path: Path) -> None:
    from tests.conftest import MINI_PACK

    path = write_pack(
        MINI_PACK.replace(
            'text: "A plain card."',  # type: ignore[operator]
            'text: "' + "Roma aeterna " * 200 + '"',
        )
    )
    out = tmp_path / "out"
    with pytest.raises(TextOverflow) as info:
        build_kit(load_pack(path), BuildOptions(out_dir=out))
    assert "card 'things / Alpha', box 'body'" in str(info.value)
    # issue 11 item 13: the error names the file and line of the row whose text is too long
    assert str(info.value).startswith(f"{path}:22: card 'things / Alpha', box 'body': text does")
    assert not out.exists()  # not even the -o folder it would have made


def test_fixed_text_that_cannot_fit_names_the_layout_line(
    write_pack: object, tmp_path: Path
) -> None:
    """A text the layout writes itself (no row field in it) is the layout's to shorten:
    the error carries the layout box's file:line, as a template error does."""
    from tests.conftest import MINI_PACK

    path = write_pack(MINI_PACK.replace('text: "{{ text }}"', 'text: "' + "Roma " * 400 + '"'))  # type: ignore[operator]
    with pytest.raises(TextOverflow) as info:
        build_kit(load_pack(path), BuildOptions(out_dir=tmp_path / "out"))
    assert str(info.value).startswith(f"{path}:8: card 'things / Alpha', box 'body'")


def test_unknown_component_family_is_refused(mini_pack: Pack, tmp_path: Path) -> None:
    with pytest.raises(BadInput, match="unknown component family 'tiles'"):
        build_kit(mini_pack, BuildOptions(out_dir=tmp_path, only=frozenset({"tiles"})))


def test_missing_image_is_named_with_card_and_box(write_pack: object, tmp_path: Path) -> None:
    from tests.conftest import MINI_PACK

    text = MINI_PACK.replace(
        "      body: {x: 5,",
        "      art: {kind: image, x: 5, y: 40, w: 20, h: 20, image: 'art/{{ name }}.png'}\n"
        "      body: {x: 5,",
    )
    path = write_pack(text)  # type: ignore[operator]
    with pytest.raises(BadInput, match=r"card 'things / Alpha', box 'art': image not found"):
        build_kit(load_pack(path), BuildOptions(out_dir=tmp_path / "out"))


GOLDEN = Path(__file__).parent.parent / "data" / "golden" / "mini-cards-p1.png"


def test_first_page_matches_the_golden_picture(mini_pack: Pack, tmp_path: Path) -> None:
    """A rendered page, compared with a reviewed picture; small anti-aliasing drift passes."""
    from PIL import Image, ImageChops

    written = build_kit(mini_pack, BuildOptions(out_dir=tmp_path))
    doc = pdfium.PdfDocument(str(written[0].path))
    page = doc[0].render(scale=50 / 72).to_pil().convert("L")
    doc.close()
    if os.environ.get("LICTOR_UPDATE_GOLDEN"):  # regenerate, then review the picture by eye
        page.save(GOLDEN)
    with Image.open(GOLDEN) as golden:
        assert golden.size == page.size
        diff = ImageChops.difference(golden.convert("L"), page)
        histogram = diff.histogram()
        changed = sum(histogram[40:])  # pixels that moved by more than a shade
        assert changed / (page.size[0] * page.size[1]) < 0.002


def test_backs_page_puts_each_back_behind_its_front(carta_kit: dict[str, Path]) -> None:
    """Page 1 holds the red, blue, green Familias' eXploit cards left to right; after a
    long-edge flip the backs page must show red on the right, green on the left."""
    doc = pdfium.PdfDocument(str(carta_kit["carta-imperia-cards.pdf"]))
    front = doc[0].render(scale=1).to_pil().convert("RGB")
    back = doc[1].render(scale=1).to_pil().convert("RGB")
    doc.close()

    def colour(image: object, x_mm: float, y_mm: float) -> tuple[int, int, int]:
        return image.getpixel((round(mm_to_pt(x_mm)), round(mm_to_pt(y_mm))))  # type: ignore[attr-defined, no-any-return]

    left, right = 10.5 + 3.5, 210 - 10.5 - 3.5  # inside the outer columns, off the frames
    top = 16.5 + 7  # the title band of the first row / a back's coloured field
    assert colour(front, left, top) == colour(back, right, top)  # red behind red
    assert colour(front, right, top) == colour(back, left, top)  # green behind green
    assert colour(front, left, top) != colour(front, right, top)


def test_two_games_exported_to_one_folder_never_overwrite_each_other(tmp_path: Path) -> None:
    """`build --all --format png --tts`: each game's sheets carry its own name."""
    from lictor.games import diagrams_of, registry

    seen: list[Path] = []
    for game in ("hannibal-vs-rome", "circus-maximus"):
        pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
        options = BuildOptions(
            out_dir=tmp_path,
            formats=("png",),
            tts=True,
            dpi=72,
            only=frozenset({"cards"}),
            diagrams=diagrams_of(game),
        )
        seen += [w.path for w in build_kit(pack, options)]
    assert len(seen) == len(set(seen))
    assert all(p.is_file() for p in seen)
    names = {p.name for p in seen if p.parent.name == "tts"}
    assert "hannibal-vs-rome-cards-1-fronts.jpg" in names
    assert "circus-maximus-cards-1-fronts.jpg" in names


def test_ink_saver_boards_get_light_fills(tmp_path: Path) -> None:
    """The Hannibal board's sea was a full fill; with the ink saver it is a faint tint."""
    from lictor.games import diagrams_of, registry

    pack = load_pack(registry()["hannibal-vs-rome"].content)  # type: ignore[arg-type]

    def inked(saver: bool) -> float:
        options = BuildOptions(
            out_dir=tmp_path / str(saver),
            paper="a3",
            only=frozenset({"board"}),
            ink_saver=saver,
            diagrams=diagrams_of("hannibal-vs-rome"),
        )
        path = build_kit(pack, options)[0].path
        doc = pdfium.PdfDocument(str(path))
        grey = doc[0].render(scale=0.25).to_pil().convert("L").tobytes()
        doc.close()
        return sum(255 - v for v in grey) / len(grey)

    assert inked(True) < inked(False) / 3


def _outline(path: Path) -> list[tuple[int, str, int]]:
    """A PDF's bookmarks: (depth, title, 1-based page)."""
    from pypdf import PdfReader

    reader = PdfReader(path)
    out: list[tuple[int, str, int]] = []

    def walk(items: list[object], depth: int) -> None:
        for item in items:
            if isinstance(item, list):
                walk(item, depth + 1)
            else:
                page = reader.get_destination_page_number(item)  # type: ignore[arg-type]
                out.append((depth, item.title, page + 1))  # type: ignore[attr-defined]

    walk(reader.outline, 0)  # type: ignore[arg-type]
    return out


def test_kit_has_a_bookmark_per_family_and_deck_each_on_its_first_page(
    carta_kit: dict[str, Path],
) -> None:
    from pypdf import PdfReader

    from lictor.games import registry

    pack = load_pack(registry()["carta-imperia"].content)  # type: ignore[arg-type]
    kit = _outline(carta_kit["carta-imperia-kit.pdf"])
    assert kit[0] == (0, "Contents and parts list", 1)
    families = [title for depth, title, _ in kit[1:] if depth == 0]
    assert [f.split(" (")[0].lower().replace(" ", "-") for f in families] == pack.families()
    decks = {title: page for depth, title, page in kit if depth == 1}
    assert set(decks) >= {d.spec.name for d in pack.decks}
    reader = PdfReader(carta_kit["carta-imperia-kit.pdf"])
    for deck in pack.decks:
        if deck.spec.poster:
            continue
        text = reader.pages[decks[deck.spec.name] - 1].extract_text()
        assert deck.spec.name in text, deck.spec.name  # the sheet footer names the deck
        assert decks[deck.spec.name] % 2 == 1  # on a front side
    cards = _outline(carta_kit["carta-imperia-cards.pdf"])  # a family PDF has its own
    assert cards[0][0] == 0 and cards[0][1].startswith("Cards (") and cards[0][2] == 1
    assert {t for d, t, _ in cards if d == 1} == {
        d.spec.name for d in pack.decks if d.spec.family == "cards"
    }


def test_the_readmes_reconstruction_override_prints_the_users_card_as_reconstruction(
    tmp_path: Path,
) -> None:
    """The README's `my-reconstruction.yaml`, copied from the README itself, built."""
    import re

    from pypdf import PdfReader

    from lictor.games import registry

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```yaml\n# my-reconstruction.yaml\n(.*?)```", readme, re.S)
    assert block is not None
    mine = tmp_path / "my-reconstruction.yaml"
    mine.write_text(block.group(1), encoding="utf-8")
    pack = load_pack(registry()["carta-imperia"].content, [mine])  # type: ignore[arg-type]
    written = build_kit(pack, BuildOptions(out_dir=tmp_path / "out", only=frozenset({"cards"})))
    pages = [p.extract_text() for p in PdfReader(written[0].path).pages]
    page = next(t for t in pages if "Pontifex Maximus" in t)
    card = page[page.index("Pontifex Maximus") :]
    assert card.split("Pontifex Maximus")[0] == "" and "Reconstruction" in card[:200]


def test_a_deck_with_no_cards_builds_without_a_bookmark_to_a_missing_page(
    write_pack: object, tmp_path: Path
) -> None:
    """A family that draws no page leaves no bookmark behind (it was a traceback)."""
    path = write_pack(  # type: ignore[operator]
        'pack: {id: empty, title: ""}\nlayouts:\n  card: {size: poker, boxes: {}}\n'
        "decks:\n  - {id: d, name: D, layout: card, source: blank, rows: []}\n"
    )
    written = build_kit(load_pack(path), BuildOptions(out_dir=tmp_path / "out"))
    assert [w.pages for w in written] == [0]
