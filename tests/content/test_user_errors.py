"""Issue 11 item 13: errors in a user's --content file name the user's own file, line and
deck index, and a misspelt row field or deck id is reported, not silently ignored."""

from __future__ import annotations

from pathlib import Path

from lictor.content.loader import check_pack
from lictor.games import registry
from tests.conftest import MINI_PACK

CARTA = registry()["carta-imperia"].content
assert CARTA is not None


def _problems(tmp_path: Path, text: str) -> list[str]:
    mine = tmp_path / "mine.yaml"
    mine.write_text(text, encoding="utf-8")
    _, problems = check_pack(CARTA, [mine])  # type: ignore[arg-type]
    return [str(p) for p in problems]


def test_a_bad_row_in_the_users_first_deck_is_their_decks_0(tmp_path: Path) -> None:
    problems = _problems(
        tmp_path,
        "decks:\n"
        "  - id: legacy-cards\n"
        "    rows:\n"
        "      - {name: Pontifex, text: Hold 3 Reforms., source: bogus}\n",
    )
    assert len(problems) == 1
    assert problems[0].startswith(f"{tmp_path / 'mine.yaml'}:4: decks[0].rows[0].source:")


def test_a_new_deck_of_the_user_is_counted_in_their_own_file(tmp_path: Path) -> None:
    problems = _problems(
        tmp_path,
        "decks:\n"
        "  - id: legacy-cards\n"
        "    expected_count: null\n"
        "  - id: my-deck\n"
        "    name: Mine\n"
        "    layout: nowhere\n"
        "    source: user\n",
    )
    assert problems == [f"{tmp_path / 'mine.yaml'}:6: decks[1].layout: unknown layout 'nowhere'"]


def test_a_misspelt_row_field_is_named_with_its_line(tmp_path: Path) -> None:
    problems = _problems(
        tmp_path,
        "decks:\n"
        "  - id: legacy-cards\n"
        "    expected_count: null\n"
        "    rows:\n"
        "      - name: Pontifex Maximus\n"
        "        subtitel: Major Legacy\n"
        "        text: Hold 3 Reforms.\n",
    )
    assert len(problems) == 1
    assert problems[0].startswith(
        f"{tmp_path / 'mine.yaml'}:6: decks[0].rows[0].subtitel: unknown field 'subtitel' "
        "(the layout uses: "
    )
    assert "subtitle" in problems[0].split("uses:")[1]


def test_a_misspelt_field_in_a_pack_of_ones_own(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(MINI_PACK.replace("{name: Alpha, qty: 2}", "{name: Alpha, qty: 2, txet: x}"))
    _, problems = check_pack(path)
    assert [str(p) for p in problems] == [
        f"{path}:22: decks[0].rows[0].txet: unknown field 'txet' (the layout uses: name, text)"
    ]


def test_every_built_in_pack_has_no_unknown_fields() -> None:
    for game in registry().values():
        if game.content is not None:
            pack, problems = check_pack(game.content)
            assert pack is not None and problems == [], game.id


def test_a_misspelt_deck_id_says_there_is_no_such_deck(tmp_path: Path) -> None:
    problems = _problems(
        tmp_path,
        "decks:\n  - id: legacy-cardz\n    rows:\n      - {name: Pontifex, text: Hold.}\n",
    )
    assert len(problems) == 1
    assert problems[0].startswith(
        f"{tmp_path / 'mine.yaml'}:2: decks[0].id: no deck 'legacy-cardz' to override "
        "(the decks are: action-cards, "
    )
    assert "legacy-cards" in problems[0] and "required field" not in problems[0]


def _checked(tmp_path: Path, text: str) -> list[str]:
    """What `lictor check carta-imperia --content mine.yaml` prints, line by line."""
    from click.testing import CliRunner

    from lictor.cli import main

    mine = tmp_path / "mine.yaml"
    mine.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "carta-imperia", "--content", str(mine)])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return [ln for ln in result.output.splitlines() if ln.strip() and "problem" not in ln]


def test_a_count_the_users_rows_changed_is_reported_at_the_users_rows(tmp_path: Path) -> None:
    lines = _checked(
        tmp_path,
        "decks:\n  - id: legacy-cards\n    rows:\n"
        "      - {name: Pontifex, text: Hold 3 Reforms.}\n",
    )
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{tmp_path / 'mine.yaml'}:3: decks[0].rows:")
    assert "the rulebook states 12" in lines[0] and "expected_count: null" in lines[0]


def test_a_missing_font_is_one_line(tmp_path: Path) -> None:
    lines = _checked(tmp_path, "fonts: {title: Missing.ttf}\n")
    assert lines == [
        f"{tmp_path / 'mine.yaml'}:1: fonts.title: font file not found: {tmp_path / 'Missing.ttf'}"
    ]


def test_a_missing_rows_file_names_the_yaml_line_that_asks_for_it(tmp_path: Path) -> None:
    lines = _checked(
        tmp_path,
        "decks:\n  - id: legacy-cards\n    rows_file: nope.csv\n    expected_count: null\n",
    )
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{tmp_path / 'mine.yaml'}:3: decks[0].rows_file:")
    assert "rows file not found" in lines[0]


def test_a_bad_colour_in_a_decks_defaults_is_said_once_at_its_defaults_line(
    tmp_path: Path,
) -> None:
    lines = _checked(tmp_path, "decks:\n  - id: legacy-cards\n    defaults: {colour: purpel}\n")
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{tmp_path / 'mine.yaml'}:3: decks[0].defaults.colour: ")
    assert (
        "unknown colour 'purpel', the 'band' box of 12 cards of deck 'legacy-cards'" in (lines[0])
    )


def test_a_bad_colour_met_on_every_card_is_said_once_with_its_count(tmp_path: Path) -> None:
    """A bad colour a row's own field gives (not the defaults): once, with the count."""
    lines = _checked(
        tmp_path,
        "decks:\n  - id: legacy-cards\n    expected_count: null\n    rows:\n"
        "      - {name: Pontifex, colour: purpel}\n      - {name: Flamen, colour: purpel}\n"
        "      - {name: Augur, colour: purpel}\n",
    )
    assert len(lines) == 1, lines
    assert "unknown colour 'purpel' (and on 5 more faces" in lines[0], lines


def test_a_bad_colour_in_a_layout_is_said_once_with_the_cards_it_reaches(
    tmp_path: Path,
) -> None:
    """The Draft Events' 42 cards have 4 distinct faces: the count says the cards too."""
    lines = _checked(
        tmp_path,
        'layouts:\n  card2:\n    extends: card\n    boxes:\n      title: {color: "#zzz"}\n'
        "decks:\n  - id: draft-events\n    layout: card2\n",
    )
    assert len(lines) == 1, lines
    assert "unknown colour '#zzz'" in lines[0]
    assert "(and on 3 more faces: 4 in all, 42 cards)" in lines[0], lines
