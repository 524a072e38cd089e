"""--print-shop NAME: each face at the shop's template size (its card with its bleed) at
its dpi, named as its upload takes them, fronts grouped by the back they share; --cmyk
PDFs."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image
from pypdf import PdfReader

from lictor.cli import main
from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.kit import BuildOptions, build_kit
from lictor.generators.printshop import SHOPS


def _build(tmp_path: Path, game: str, shop: str) -> list[Path]:
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    options = BuildOptions(
        out_dir=tmp_path,
        diagrams=diagrams_of(game),
        formats=(),
        print_shop=shop,
        only=frozenset({"cards"}),
    )
    return [w.path for w in build_kit(pack, options)]


@pytest.mark.parametrize(
    ("shop", "pixels"), [("makeplayingcards", (822, 1122)), ("thegamecrafter", (825, 1125))]
)
def test_print_shop_faces_are_the_shops_poker_template_at_its_dpi_with_bleed_painted(
    tmp_path: Path, shop: str, pixels: tuple[int, int]
) -> None:
    files = _build(tmp_path, "hannibal-vs-rome", shop)
    pngs = [p for p in files if p.suffix == ".png"]
    assert not [p for p in files if p.suffix == ".pdf"]  # the shop's files only
    # the ten Conflict Cards and their backs; the 70 x 120 mm Reference Card is no poker card
    assert len([p for p in pngs if p.name != "back.png"]) == 10
    for path in pngs:
        assert re.fullmatch(r"[a-z0-9][a-z0-9-]*\.png", path.name), path.name
        assert path.is_relative_to(tmp_path / shop / "hannibal-vs-rome")
        with Image.open(path) as im:
            assert im.size == pixels
            assert round(im.info["dpi"][0]) == SHOPS[shop].products[0].dpi
            if path.name == "back.png":  # a full-bleed back reaches the image's corners
                assert im.convert("RGB").getpixel((0, 0)) != (255, 255, 255)


def test_print_shop_groups_the_fronts_by_the_back_they_share(tmp_path: Path) -> None:
    """Carta's Action Cards: one back per Familia, so six folders of five fronts and one
    back each; the manifest counts every copy of the deck."""
    files = _build(tmp_path, "carta-imperia", "makeplayingcards")
    root = tmp_path / "makeplayingcards" / "carta-imperia"
    folders = sorted(p for p in root.iterdir() if p.name.startswith("action-cards-"))
    folders = [p for p in folders if p.is_dir()]
    assert len(folders) == 6
    backs = set()
    for folder in folders:
        names = sorted(p.name for p in folder.iterdir())
        assert names.count("back.png") == 1 and len(names) == 6
        backs.add((folder / "back.png").read_bytes())
    assert len(backs) == 6  # six different backs
    with (root / "action-cards-manifest.csv").open() as fh:
        rows = list(csv.DictReader(fh))
    pack = load_pack(registry()["carta-imperia"].content)  # type: ignore[arg-type]
    deck = next(d for d in pack.decks if d.id == "action-cards")
    assert sum(int(r["copies"]) for r in rows) == deck.count
    assert all((root / r["file"]).is_file() and (root / r["back"]).is_file() for r in rows)
    assert len(files) == len({*files})


def test_cmyk_pdfs_draw_every_colour_in_cmyk(tmp_path: Path, mini_pack_path: Path) -> None:
    result = CliRunner().invoke(main, ["build", str(mini_pack_path), "--cmyk", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "mini-cards.pdf"
    ops = b"".join(page.get_contents().get_data() for page in PdfReader(pdf).pages)  # type: ignore[union-attr]
    assert not re.search(rb"\s(rg|RG)\s", ops)  # no RGB colour set
    assert re.search(rb"\sk\s", ops)  # CMYK fills


def test_cmyk_for_a_shop_that_takes_rgb_only_is_one_line_and_writes_nothing(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main,
        ["build", "hannibal-vs-rome", "--print-shop", "thegamecrafter", "--cmyk", "-o", str(out)],
    )
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: --cmyk: The Game Crafter takes RGB images only; leave out --cmyk"
    ]
    assert not out.exists()


def test_a_print_shop_build_of_a_kit_with_no_card_the_shop_prints_says_so_and_writes_nothing(
    tmp_path: Path,
) -> None:
    out = tmp_path / "shop"
    result = CliRunner().invoke(
        main, ["build", "republic-of-rome", "--print-shop", "thegamecrafter", "-o", str(out)]
    )
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert "no deck of The Republic of Rome has a card size it prints (poker" in lines[0]
    assert "--format pdf" not in lines[0]
    assert not out.exists()


def test_cmyk_with_only_a_shops_images_is_one_line_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ["build", "hannibal-vs-rome", "--print-shop", "makeplayingcards", "--cmyk"]
    result = CliRunner().invoke(main, [*args, "-o", str(out)])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: --cmyk: the files for MakePlayingCards are RGB images and --cmyk colours the "
        "PDFs; add --format pdf, or leave out --cmyk"
    ]
    assert not out.exists()
    result = CliRunner().invoke(main, [*args, "--format", "pdf", "-o", str(out)])
    assert result.exit_code == 0, result.output


def test_a_face_file_name_spells_accented_letters_plain() -> None:
    from lictor.generators.written import slug

    assert slug("Ävé César!") == "ave-cesar"
    assert slug("Popolarità") == "popolarita"
    assert slug("日本語") == "face"


@pytest.mark.parametrize(("name", "mm"), [("thegamecrafter", "4.5"), ("makeplayingcards", "4")])
def test_a_print_shop_build_with_the_pdf_kit_says_the_kit_takes_the_shops_bleed(
    tmp_path: Path, name: str, mm: str
) -> None:
    # the template's bleed and 0.5 mm, to the next half millimetre (it said 3.998 mm)
    args = ["build", "hannibal-vs-rome", "--print-shop", name, "--format", "pdf"]
    result = CliRunner().invoke(main, [*args, "--bleed", "2", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert (
        f"note: --print-shop {name}: the PDF kit is printed with the shop's bleed too, "
        f"{mm} mm (its templates need it), not --bleed 2" in result.output
    )


def test_cmyk_colours_show_as_deep_as_the_rgb_kit(tmp_path: Path) -> None:
    # the Familia backs' colours, as a viewer shows the --cmyk PDF: reportlab's plain
    # conversion (inks not scaled under the black) showed them washed out
    import pypdfium2 as pdfium

    from lictor.generators.backends.pdf import _as_cmyk

    def shown(cmyk: bool, hex_: str) -> tuple[int, ...]:
        from reportlab.lib.colors import HexColor
        from reportlab.pdfgen.canvas import Canvas

        path = tmp_path / f"{hex_[1:]}-{cmyk}.pdf"
        c = Canvas(str(path), pagesize=(20, 20))
        c.setFillColor(_as_cmyk(HexColor(hex_)) if cmyk else HexColor(hex_))
        c.rect(0, 0, 20, 20, fill=1, stroke=0)
        c.save()
        pixel = pdfium.PdfDocument(str(path))[0].render(scale=1).to_pil().getpixel((10, 10))
        return tuple(pixel[:3])

    for hex_ in ("#927012", "#2f5fa8", "#3f7a3a", "#b3261e", "#5b2a86"):
        rgb, cmyk = shown(False, hex_), shown(True, hex_)
        assert sum(cmyk) <= sum(rgb) + 60, (hex_, rgb, cmyk)  # no paler than a shade
