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
