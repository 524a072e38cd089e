"""The print engine end to end: build kits, read the PDFs back, look at the pixels."""

from __future__ import annotations

import math
import os
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.content.pack import Pack
from lictor.errors import BadInput, TextOverflow
from lictor.generators.kit import BuildOptions, build_kit
from lictor.generators.units import mm_to_pt

A4 = (mm_to_pt(210), mm_to_pt(297))
LETTER = (mm_to_pt(215.9), mm_to_pt(279.4))


@pytest.fixture(scope="module")
def carta_kit(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    from lictor.games import registry

    out = tmp_path_factory.mktemp("kit")
    written = build_kit(load_pack(registry()["carta-imperia"].content), BuildOptions(out_dir=out))
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
    assert len(PdfReader(carta_kit["carta-imperia-kit.pdf"]).pages) == total


def test_cards_pdf_page_count_is_fronts_plus_backs_per_deck(
    carta_kit: dict[str, Path], carta_pack: Pack
) -> None:
    expected = sum(
        2 * math.ceil(d.count / 9)
        for d in carta_pack.decks
        if d.spec.family == "cards" and d.size.w == 63
    ) + sum(
        2 * math.ceil(d.count / 4)
        for d in carta_pack.decks
        if d.spec.family == "cards" and d.size.w == 70
    )
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


def test_fonts_are_embedded_truetype_subsets(carta_kit: dict[str, Path]) -> None:
    reader = PdfReader(carta_kit["carta-imperia-cards.pdf"])
    fonts = reader.pages[0]["/Resources"]["/Font"]
    embedded = []
    for ref in fonts.values():
        font = ref.get_object()
        if font.get("/Subtype") == "/Type1":
            continue  # the 5 pt footer uses a standard PDF font
        descendant = font.get("/FontDescriptor") or font["/DescendantFonts"][0].get_object().get(
            "/FontDescriptor"
        )
        descriptor = descendant.get_object()
        embedded.append("/FontFile2" in descriptor and "+" in str(descriptor["/FontName"]))
    assert embedded and all(embedded)


def test_trim_and_bleed_boxes_are_set(carta_kit: dict[str, Path]) -> None:
    page = PdfReader(carta_kit["carta-imperia-cards.pdf"]).pages[0]
    trim = [float(v) for v in page.trimbox]
    bleed = [float(v) for v in page.bleedbox]
    assert trim[2] - trim[0] == pytest.approx(mm_to_pt(3 * 63 + 2 * 6))
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

    # The first card's trim starts 4.5 mm from the left and 10.5 mm from the top of A4.
    parchment = px(4.5 + 31, 10.5 + 60)
    assert parchment[0] > 200 and parchment[2] < 235  # warm, light: the card's background
    band = px(4.5 + 20, 10.5 + 4)
    assert band[0] > 120 and band[1] < 90  # the red Familia's title band
    # a crop mark in the top margin, in line with the first card's left trim
    assert max(px(4.5, 3.0)) < 160  # a hairline, anti-aliased to grey
    # nothing is printed in the top margin away from the marks
    assert px(40, 3.0) == (255, 255, 255)


@pytest.fixture
def mini_pack(mini_pack_path: Path) -> Pack:
    return load_pack(mini_pack_path)


def test_letter_paper_fits_nine_poker_cards(mini_pack: Pack, tmp_path: Path) -> None:
    written = build_kit(mini_pack, BuildOptions(out_dir=tmp_path, paper="letter"))
    reader = PdfReader(written[0].path)
    assert len(reader.pages) == 2 and _size(reader.pages[0]) == pytest.approx(LETTER)
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
    svg = (tmp_path / "svg" / "things" / "002-beta-front.svg").read_text()
    assert 'width="69mm"' in svg and ">Beta</text>" in svg and "<polygon" in svg


def test_png_faces_are_300_dpi_and_tts_sheets_hold_the_deck(
    mini_pack: Pack, tmp_path: Path
) -> None:
    from PIL import Image

    written = build_kit(mini_pack, BuildOptions(out_dir=tmp_path, formats=("png",), tts=True))
    faces = [w.path for w in written if w.path.parent.name == "things"]
    assert len(faces) == 4
    with Image.open(faces[0]) as img:
        assert img.size[0] == pytest.approx(63 / 25.4 * 300, abs=1.5)
        assert img.size[1] == pytest.approx(88 / 25.4 * 300, abs=1.5)
    tts = [w.path for w in written if w.path.parent.name == "tts"]
    assert sorted(p.name for p in tts) == ["things-tts-1.png", "things-tts-back.png"]
    with Image.open(tts[0]) as sheet, Image.open(tts[1]) as back:
        assert sheet.size[0] == 3 * back.size[0]  # 3 copies on one row


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

    assert grey_pixels(saver[0].path) < grey_pixels(normal[0].path) / 5


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
    assert not out.exists()  # not even the -o folder it would have made


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

    left, right = 4.5 + 3.5, 210 - 4.5 - 3.5  # inside the outer columns, off the frames
    top = 10.5 + 7  # the title band of the first row / a back's coloured field
    assert colour(front, left, top) == colour(back, right, top)  # red behind red
    assert colour(front, right, top) == colour(back, left, top)  # green behind green
    assert colour(front, left, top) != colour(front, right, top)
