"""The kit's cover sheet: contents with each family's pages and file, how to print it,
what to cut from what stock, and the parts list set against the rulebook's List of
Components (Carta Imperia: List of Components)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.errors import BadInput
from lictor.games import diagrams_of, registry
from lictor.generators.kit import BuildOptions, build_kit
from lictor.generators.parts import parts
from tests.conftest import MINI_PACK

RULEBOOK = Path("/work/shared/rulebooks/carta-imperia-rise-of-rome.txt")


def _kit(tmp_path: Path, game: str, **kw: object) -> dict[str, Path]:
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    options = BuildOptions(out_dir=tmp_path, diagrams=diagrams_of(game), **kw)  # type: ignore[arg-type]
    return {w.path.name: w.path for w in build_kit(pack, options)}


def _count(line: str) -> int:
    """The pieces a List of Components line counts: "6 sets of 5 ..." is 30, "20 ... and
    20 ..." is 40; what is in brackets only explains."""
    plain = re.sub(r"\([^)]*\)", "", line)
    sets = re.match(r"(\d+) sets of (\d+)", plain, re.IGNORECASE)
    if sets:
        return int(sets[1]) * int(sets[2])
    return sum(int(n) for n in re.findall(r"(?:^|\band )(\d+) ", plain))


def _text(path: Path, page: int) -> str:
    return " ".join(PdfReader(path).pages[page].extract_text().split())


@pytest.mark.parametrize(("paper", "duplex"), [("a4", "long"), ("letter", "short")])
def test_kit_cover_gives_each_familys_pages_and_file_the_paper_and_the_duplex_setting(
    tmp_path: Path, paper: str, duplex: str
) -> None:
    files = _kit(tmp_path, "hannibal-vs-rome", paper=paper, duplex=duplex)
    kit = files["hannibal-vs-rome-kit.pdf"]
    reader = PdfReader(kit)
    cover = _text(kit, 0)
    assert f"Paper: {dict(a4='A4', letter='Letter')[paper]} (" in cover  # as a maker writes it
    assert f"flip on the {duplex} edge" in cover
    assert f"Pages: {len(reader.pages)};" in cover
    assert f"{len(reader.pages) // 2} sheets of paper" in cover
    for name, path in files.items():
        if name.endswith("-kit.pdf"):
            continue
        assert name in cover.replace(" ", "")  # a long name may wrap in its cell
        family_pages = len(PdfReader(path).pages)
        family = name.removeprefix("hannibal-vs-rome-").removesuffix(".pdf")
        # the page range the cover gives holds exactly that family's pages
        wrapped = r"\s?".join(re.escape(ch) for ch in name)  # a long name wraps in its cell
        rows = re.findall(r"(\d+)-(\d+) " + wrapped, cover)
        assert rows, f"{family}: no page range on the cover"
        first, last = map(int, rows[0])
        assert last - first + 1 == family_pages
        first_text = _text(kit, first - 1)
        assert first_text == _text(path, 0)  # the cover's page is the family's first page
    assert "sticker paper" in cover  # the cube labels' stock
    assert "cut on the crop marks" in cover


def test_parts_list_sets_every_line_of_the_rulebooks_list_of_components_against_the_kit(
    tmp_path: Path,
) -> None:
    files = _kit(tmp_path, "carta-imperia", only=frozenset({"cards", "tiles", "tokens"}))
    text = _text(files["carta-imperia-kit.pdf"], 1)
    listed = RULEBOOK.read_text().split("List of Components", 1)[1].split("Introduction")[0]
    lines = [line[2:] for line in listed.splitlines() if line.startswith("- ")]
    assert len(lines) == 25
    pack = load_pack(registry()["carta-imperia"].content)  # type: ignore[arg-type]
    assert pack.spec.components is not None
    assert [i.count for i in pack.spec.components.items] == [_count(line) for line in lines]
    assert "Component Rulebook Kit Family Notes" in text  # every column has its heading
    assert "Action Cards (6 sets of 5, I-V) 30 30 Cards as listed" in text
    assert "Sand timer 1 - - not printed: bring one" in text
    # the Reforms Table is a sheet this build does not print (--only)
    assert "Reforms Table (punchboard) 1 - - not printed" in text


def test_parts_list_says_where_the_kit_differs_from_the_list(
    write_pack: Callable[[str, str], Path],
) -> None:
    path = write_pack(
        MINI_PACK + "components:\n  section: Contents\n  items:\n"
        "    - {name: Things, count: 5, decks: [things]}\n"
        "    - {name: Dice, count: 2}\n",
        "mini.yaml",
    )
    pack = load_pack(path)
    lines = parts(pack, list(pack.decks), [])
    assert [(p.name, p.status) for p in lines] == [
        ("Things", "rulebook 5, kit 3"),
        ("Dice", "not printed"),
    ]


def test_a_component_naming_a_deck_the_pack_has_not_is_one_line_with_its_yaml_line(
    write_pack: Callable[[str, str], Path],
) -> None:
    path = write_pack(
        MINI_PACK + "components:\n  section: Contents\n  items:\n"
        "    - {name: Things, count: 3, decks: [thingz]}\n",
        "mini.yaml",
    )
    pack = load_pack(path)
    with pytest.raises(
        BadInput,
        match=r"mini\.yaml:\d+: components\.items\[0\]\.decks: "
        r"no deck 'thingz' in the pack \(known: things\)",
    ):
        parts(pack, list(pack.decks), [])


def test_a_single_family_kit_has_no_cover(mini_pack_path: Path, tmp_path: Path) -> None:
    pack = load_pack(mini_pack_path)
    files = {w.path.name: w.path for w in build_kit(pack, BuildOptions(out_dir=tmp_path))}
    assert list(files) == ["mini-cards.pdf"]
    assert "Contents" not in _text(files["mini-cards.pdf"], 0)


@pytest.mark.parametrize("game", ["republic-of-rome", "carta-imperia"])
def test_the_contents_names_each_file_broken_only_after_a_hyphen(tmp_path: Path, game: str) -> None:
    import pypdfium2

    kit = _kit(tmp_path, game)
    cover = next(p for name, p in kit.items() if name.endswith("-kit.pdf"))
    doc = pypdfium2.PdfDocument(cover)
    text = doc[0].get_textpage().get_text_range()
    doc.close()
    named = [n for n in kit if not n.endswith("-kit.pdf")]
    assert named
    for name in named:
        # the name as printed, whatever breaks its lines (pdfium reads a hyphen that ends
        # a line as U+FFFE): a break must follow a hyphen
        chars = ("(?:-|\ufffe)" if c == "-" else re.escape(c) for c in name)
        found = re.search(r"\s*".join(chars), text)
        assert found is not None, name
        printed = found.group(0)
        for gap in re.finditer(r"\s+", printed):
            assert printed[gap.start() - 1] in "-\ufffe", f"{name!r} is printed as {printed!r}"


def test_the_cover_says_the_bleed_each_card_gets_and_which_way_the_backs_moved() -> None:
    from lictor.generators.cover import Setting, settings_lines
    from lictor.i18n import Translator
    from lictor.units import Size

    a4 = Size(210, 297)
    gutter = Setting("a4", a4, "long", False, 3.0, 4.0, (1.5, -0.5))
    said = settings_lines(gutter, 10, Translator("en"))[2]
    assert said == (
        "Bleed: cards 4 mm apart, 2 mm bleed each; backs moved 1.5 mm right, 0.5 mm down."
    )
    abut = Setting("a4", a4, "long", False, 3.0, None, (0.0, 0.5))
    said = settings_lines(abut, 10, Translator("en"))[2]
    assert said.startswith("Bleed: up to 3 mm around each block of cards; the cards of a block")
    assert said.endswith("; backs moved 0.5 mm up.")
    italian = settings_lines(gutter, 10, Translator("it"))[2]
    assert italian == (
        "Abbondanza: carte distanziate di 4 mm, 2 mm di abbondanza ciascuna; dorsi spostati "
        "di 1.5 mm a destra, 0.5 mm in basso."
    )


def test_a_one_face_a_page_kit_cover_says_pages_of_the_cards_size_and_no_crop_marks() -> None:
    """`--per-page 1`: each page is one face with its bleed, so the cover names no paper
    size, no abutting blocks and no crop marks (found by audit14kit: it said "A4, cards
    abut, cut on the crop marks")."""
    from lictor.generators.cover import Setting, settings_lines
    from lictor.generators.parts import cutting
    from lictor.i18n import Translator
    from lictor.units import Size

    one = Setting("a4", Size(210, 297), "long", False, 3.0, None, (0.0, 0.0), per_page=1)
    lines = settings_lines(one, 38, Translator("en"))
    assert lines[0].startswith("Pages: one face a page, each page its card's size with 3 mm")
    assert "A4" not in " ".join(lines) and "abut" not in " ".join(lines)
    assert lines[2] == "Bleed: 3 mm around each face."

    class Spec:
        poster = False

    class Deck:
        spec = Spec()

    assert cutting(Deck(), 1) == "trim each page to its trim box"  # type: ignore[arg-type]
    assert cutting(Deck()) == "cut on the crop marks"  # type: ignore[arg-type]
