"""The content pack loader: every problem named with file, line and field."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from lictor.content.loader import check_pack, load_pack
from lictor.content.pack import Pack
from lictor.errors import PackError
from tests.conftest import MINI_PACK

WritePack = Callable[..., Path]


def test_carta_imperia_pack_has_every_component_the_rulebook_lists(carta_pack: Pack) -> None:
    counts = {d.id: d.count for d in carta_pack.decks}
    assert counts["action-cards"] == 30
    assert counts["draft-events"] == 42
    assert counts["historical-events"] == 14
    assert counts["legacy-cards"] == 12
    assert counts["combat-early"] == 12 and counts["combat-late"] == 12
    assert counts["beware-the-ides"] == 3
    assert counts["court-cards"] == 6
    assert counts["quick-reference"] == 3
    assert counts["map-tiles"] == 11
    assert counts["start-cards"] == 6
    assert counts["prestige-coins"] == 51
    assert {s.id for s in carta_pack.sheets} == {"era-procedure", "score-pad", "reforms-table"}


def test_every_entry_says_where_it_comes_from(carta_pack: Pack) -> None:
    for deck in carta_pack.decks:
        for row in deck.rows:
            assert row.data["source"] in ("rulebook", "reconstruction", "blank")
            if row.data["source"] == "rulebook":
                assert row.data["section"], f"{deck.id}/{row.name} cites no section"


def test_action_cards_come_in_one_colour_per_familia(carta_pack: Pack) -> None:
    deck = next(d for d in carta_pack.decks if d.id == "action-cards")
    colours = {r.data["familia"] for r in deck.rows}
    assert len(colours) == 6
    for colour in colours:
        names = sorted(r.name for r in deck.rows if r.data["familia"] == colour)
        assert names == sorted(["eXploit", "eXec", "eXtort", "eXpand", "eXtra-Legal"])


def test_missing_field_is_reported_with_file_line_and_field(write_pack: WritePack) -> None:
    path = write_pack(MINI_PACK.replace("      - {name: Beta,", "      - {nam: Beta,"))
    _, problems = check_pack(path)
    messages = [str(p) for p in problems]
    assert any(
        p.line == 23 and p.field == "decks[0].rows[1].name" and "missing" in p.message
        for p in problems
    ), messages
    # the misspelling itself is named too (issue 11 item 13): no template reads `nam`
    assert any(p.field == "decks[0].rows[1].nam" and "unknown field 'nam'" in p.message
               for p in problems), messages  # fmt: skip
    assert len(problems) == 2, messages


def test_yaml_syntax_error_names_the_line(write_pack: WritePack) -> None:
    path = write_pack("pack: {id: x, title: X}\nlayouts:\n  card: [unclosed\n")
    with pytest.raises(PackError) as info:
        load_pack(path)
    problem = info.value.problems[0]
    assert problem.file == str(path) and problem.line is not None and problem.line >= 3
    assert "YAML syntax error" in problem.message


def test_unknown_layout_is_reported_at_the_deck(write_pack: WritePack) -> None:
    path = write_pack(MINI_PACK.replace("    layout: card", "    layout: crad"))
    _, problems = check_pack(path)
    assert [(p.line, p.field) for p in problems] == [(17, "decks[0].layout")]
    assert "unknown layout 'crad'" in problems[0].message


def test_rulebook_content_must_cite_a_section(write_pack: WritePack) -> None:
    path = write_pack(MINI_PACK.replace("source: reconstruction", "source: rulebook"))
    _, problems = check_pack(path)
    assert any("cite" in p.message and p.field.startswith("decks[0]") for p in problems)


def test_deck_count_is_checked_against_the_rulebook(write_pack: WritePack) -> None:
    text = MINI_PACK.replace(
        "    source: reconstruction\n",
        "    source: reconstruction\n    expected_count: 42\n"
        "    expected_source: 'List of Components'\n",
    )
    _, problems = check_pack(write_pack(text))
    assert len(problems) == 1
    assert problems[0].field == "decks[0].expected_count"
    assert "has 3 cards; the rulebook states 42 (List of Components)" in problems[0].message


def test_layout_extends_merges_boxes_and_can_remove_one(write_pack: WritePack) -> None:
    text = MINI_PACK.replace(
        "  back:\n",
        "  card2:\n    extends: card\n    boxes:\n      body: {size: 7}\n      bg: null\n  back:\n",
    ).replace("    layout: card\n", "    layout: card2\n")
    pack = load_pack(write_pack(text))
    boxes = dict(pack.decks[0].front.boxes)
    assert "bg" not in boxes
    assert boxes["body"].size == 7 and boxes["body"].w == 53
    assert pack.decks[0].size.w == 63


def test_layout_extends_cycle_is_an_error(write_pack: WritePack) -> None:
    text = MINI_PACK.replace(
        "  back:\n",
        "  a:\n    extends: b\n  b:\n    extends: a\n  back:\n",
    )
    _, problems = check_pack(write_pack(text))
    assert any("extends cycle" in p.message for p in problems)


def test_rows_from_csv_with_qty(write_pack: WritePack, tmp_path: Path) -> None:
    (tmp_path / "rows.csv").write_text("name,qty,text\nGamma,3,From a sheet\nDelta,1,\n")
    text = MINI_PACK.replace("    rows:\n", "    rows_file: rows.csv\n    rows:\n")
    pack = load_pack(write_pack(text))
    names = [r.name for r in pack.decks[0].copies()]
    assert names == ["Alpha", "Alpha", "Beta", "Gamma", "Gamma", "Gamma", "Delta"]
    gamma = next(r for r in pack.decks[0].rows if r.name == "Gamma")
    assert gamma.data["text"] == "From a sheet"
    assert gamma.origin == (str(tmp_path / "rows.csv"), 2)


def test_csv_bad_qty_names_the_csv_line(write_pack: WritePack, tmp_path: Path) -> None:
    (tmp_path / "rows.csv").write_text("name,qty\nGamma,3\nDelta,many\n")
    text = MINI_PACK.replace("    rows:\n", "    rows_file: rows.csv\n    rows:\n")
    _, problems = check_pack(write_pack(text))
    found = [(Path(p.file).name, p.line, p.field) for p in problems]
    assert found == [("rows.csv", 3, "qty (column B)")]


def test_rows_from_xlsx_with_qty(write_pack: WritePack, tmp_path: Path) -> None:
    import openpyxl  # a dependency of lictor's own: never skipped

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["name", "qty"])
    sheet.append(["Epsilon", 4])
    book.save(tmp_path / "rows.xlsx")
    text = MINI_PACK.replace("    rows:\n", "    rows_file: rows.xlsx\n    rows:\n")
    pack = load_pack(write_pack(text))
    assert sum(1 for r in pack.decks[0].copies() if r.name == "Epsilon") == 4


def test_user_pack_overrides_a_deck_by_id_and_errors_point_to_the_user_file(
    mini_pack_path: Path, write_pack: WritePack
) -> None:
    user = write_pack(
        "decks:\n  - id: things\n    rows:\n      - {name: Mine, qty: 5}\n"
        "  - id: extra\n    name: Extra\n    layout: nope\n    source: blank\n",
        "user.yaml",
    )
    _, problems = check_pack(mini_pack_path, [user])
    assert [(Path(p.file).name, p.line, p.field) for p in problems] == [
        ("user.yaml", 7, "decks[1].layout")
    ]
    fixed = write_pack(
        "decks:\n  - id: things\n    rows:\n      - {name: Mine, qty: 5}\n", "fixed.yaml"
    )
    pack = load_pack(mini_pack_path, [fixed])
    assert [r.name for r in pack.decks[0].rows] == ["Mine"]
    assert pack.decks[0].count == 5
    assert pack.decks[0].spec.name == "Things"  # fields the user did not give are kept


def test_unknown_size_is_reported(write_pack: WritePack) -> None:
    _, problems = check_pack(write_pack(MINI_PACK.replace("size: poker", "size: pokr", 1)))
    assert any(
        p.field == "layouts.card.size" and "unknown size 'pokr'" in p.message for p in problems
    )


def test_missing_font_file_is_reported(write_pack: WritePack) -> None:
    text = "fonts: {title: fonts/Missing.ttf}\n" + MINI_PACK
    _, problems = check_pack(write_pack(text))
    assert any(p.field == "fonts.title" and "not found" in p.message for p in problems)


def test_user_pack_files_are_read_from_the_user_pack_folder(
    mini_pack_path: Path, tmp_path: Path
) -> None:
    user_dir = tmp_path / "mine"
    user_dir.mkdir()
    (user_dir / "extra.csv").write_text("name,qty\nZeta,2\n")
    user = user_dir / "user.yaml"
    user.write_text("decks:\n  - id: things\n    rows_file: extra.csv\n    rows: []\n")
    pack = load_pack(mini_pack_path, [user])
    assert [r.name for r in pack.decks[0].copies()] == ["Zeta", "Zeta"]


def test_relative_content_paths_are_read_from_the_content_files_folder_from_any_cwd(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`cd pack && lictor build carta-imperia --content override.yaml`: the override's
    rows file, font and image are found next to it, not in lictor's own game folder."""
    import shutil

    import reportlab
    from click.testing import CliRunner
    from PIL import Image

    from lictor.cli import main

    pack_dir = tmp_path / "pack"
    (pack_dir / "art").mkdir(parents=True)
    (pack_dir / "legacies.csv").write_text("name,subtitle,qty\nPontifex,Major Legacy,12\n")
    vera = Path(reportlab.__file__).parent / "fonts" / "Vera.ttf"
    shutil.copy(vera, pack_dir / "MyRoman.ttf")
    Image.new("RGB", (20, 20), "#c0392b").save(pack_dir / "art" / "seal.png")
    (pack_dir / "override.yaml").write_text(
        "fonts: {title: MyRoman.ttf}\n"
        "layouts:\n"
        "  legacy-art:\n"
        "    extends: card\n"
        "    boxes:\n"
        "      seal: {kind: image, x: 50, y: 60, w: 8, h: 8, image: art/seal.png}\n"
        "decks:\n"
        "  - id: legacy-cards\n"
        "    layout: legacy-art\n"
        "    rows_file: legacies.csv\n"
        "    rows: []\n"
    )
    monkeypatch.chdir(pack_dir)
    runner = CliRunner()
    checked = runner.invoke(main, ["check", "carta-imperia", "--content", "override.yaml"])
    assert checked.exit_code == 0, checked.output
    out = tmp_path / "out"
    built = runner.invoke(
        main,
        ["build", "carta-imperia", "--content", "override.yaml", "--only", "cards", "-o", str(out)],
    )
    assert built.exit_code == 0, built.output
    pack = load_pack(registry_content("carta-imperia"), [Path("override.yaml")])
    legacy = next(d for d in pack.decks if d.id == "legacy-cards")
    assert [r.name for r in legacy.rows] == ["Pontifex"]
    assert Path(pack.fonts["title"]) == (pack_dir / "MyRoman.ttf").resolve()
    from pypdf import PdfReader

    reader = PdfReader(out / "carta-imperia-cards.pdf")
    images = sum(len(page.images) for page in reader.pages)
    assert images >= 1  # the seal, read from the override's own folder


def registry_content(game: str) -> Path:
    from lictor.games import registry

    return registry()[game].content  # type: ignore[return-value]


@pytest.mark.parametrize("given", ["rows_file", "rows"])
def test_rows_given_over_a_built_in_deck_take_the_place_of_its_rows(
    tmp_path: Path, given: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from lictor.games import registry

    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "legacies.csv").write_text(
        "name,qty,subtitle\nPontifex Maximus,2,Major Legacy\nCensor,1,Minor Legacy\n"
    )
    rows = (
        "rows_file: data/legacies.csv"
        if given == "rows_file"
        else "rows: [{name: Pontifex Maximus, qty: 2, subtitle: Major Legacy},"
        " {name: Censor, subtitle: Minor Legacy}]"
    )
    mine = tmp_path / "override.yaml"
    mine.write_text(f"decks:\n  - id: legacy-cards\n    {rows}\n    expected_count: null\n")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    carta = registry()["carta-imperia"].content
    assert isinstance(carta, Path)
    deck = {d.id: d for d in load_pack(carta, [Path("..") / "override.yaml"]).decks}["legacy-cards"]
    assert [(r.name, r.qty) for r in deck.rows] == [("Pontifex Maximus", 2), ("Censor", 1)]
    assert {r.data["source"] for r in deck.rows} == {"user"}
