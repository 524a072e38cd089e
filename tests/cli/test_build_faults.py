"""`lictor build` says a pack's fault as `lictor check` does (issue 26 item 6, audit14kit):
one line at the maker's own file and line, with the count of faces and cards that share
it, exit code 2, and nothing written."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main

BAD_COLOUR = """\
layouts:
  card-x:
    extends: card
    boxes:
      title: {color: "not-a-colour"}
decks:
  - id: action-cards
    layout: card-x
"""


def _run(tmp_path: Path, command: str, *args: str) -> tuple[int, str]:
    pack = tmp_path / "badcolour.yaml"
    pack.write_text(BAD_COLOUR, encoding="utf-8")
    out = ["-o", str(tmp_path / "out")] if command == "build" else []
    result = CliRunner().invoke(
        main, [command, "carta-imperia", "--content", str(pack), *out, *args]
    )
    return result.exit_code, result.output


def test_build_says_an_unknown_colour_once_with_the_count_check_gives(tmp_path: Path) -> None:
    code, said = _run(tmp_path, "build")
    assert code == 2
    lines = said.strip().splitlines()
    assert len(lines) == 1, said
    assert "badcolour.yaml:5: card 'action-cards / eXploit', box 'title'" in lines[0]
    assert "unknown colour 'not-a-colour' (and on 4 more faces: 5 in all, 30 cards)" in lines[0]
    assert not (tmp_path / "out").exists()  # no file written, no folder made
    check_code, checked = _run(tmp_path, "check")
    assert check_code == 2
    assert checked.strip() in lines[0]  # the same words as `check`, after "Error: "


def test_build_says_the_fault_and_its_count_in_italian_under_lang_it(tmp_path: Path) -> None:
    code, said = _run(tmp_path, "build", "--lang", "it")
    assert code == 2
    lines = said.strip().splitlines()
    assert len(lines) == 1, said
    assert lines[0].startswith("Errore: ")
    assert "badcolour.yaml:5: " in lines[0]  # the maker's file, not the game's
    assert (
        "colore sconosciuto 'not-a-colour' (e su altre 4 facce: 5 in tutto, 30 carte)" in (lines[0])
    )
    assert not (tmp_path / "out").exists()
