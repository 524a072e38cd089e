"""`lictor referee` for Circus Maximus end to end: options, moves, status, the board."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from lictor.cli import main


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "race.sqlite"


def ref(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output


PLACES = ["red-1 A3", "blue-1 B2", "blue-2 A2", "red-2 C3", "blue-3 A1", "red-3 B3"]


def placed(db: Path, *extra: str) -> None:
    code, out = ref(
        db, "new", "circus-maximus", "--players", "red=Ann,blue=Ben", "--first", "Ann", *extra
    )
    assert code == 0, out
    assert "red places first" in out and "place red-1 HEX" in out
    for p in PLACES:
        code, out = ref(db, "act", "place", *p.split())
        assert code == 0, out


def test_a_race_through_the_cli(db: Path) -> None:
    placed(db)
    code, out = ref(db, "next")
    assert "red-1 on A3 (Ann) moves - it leads the race" in out
    code, out = ref(db, "actions", "--json")
    acts = json.loads(out)["actions"]
    assert "move red-1 5 A8" in acts and "stay red-1 1" in acts and "done red-1" not in acts
    assert all(a.split()[0] in ("move", "stay") and a.split()[1] == "red-1" for a in acts)
    code, out = ref(db, "act", "move", "red-1", "5", "A8")
    assert code == 0 and "red-1 moves 5 W from A3 to A8" in out
    code, out = ref(db, "act", "move", "red-1", "4", "A10")
    assert code == 2 and "Not allowed - Moving Chariots" in out and "all 4 points" in out
    code, out = ref(db, "act", "done", "red-1")
    assert code == 0 and "red-2 on C3 (Ann) moves" in out
    code, out = ref(db, "status")
    assert " r1 " in out and "r2*" in out and "Cards left: Ann (red) 1 2 3 4" in out
    data = json.loads(ref(db, "status", "--json")[1])
    first = data["chariots"][0]
    assert first["chariot"] == "red-1" and first["hex"] == "A8" and first["finished"] is None
    assert 0 < first["lap_progress"] < 100 and data["mover"] == "red-2"
    assert data["cards_left"] == {"red": [1, 2, 3, 4], "blue": [1, 2, 3, 4, 5]}


def test_variants_and_first_are_game_options(db: Path, tmp_path: Path) -> None:
    placed(db, "--variant", "same-direction", "--variant", "two-cards")
    data = json.loads(ref(db, "status", "--json")[1])
    assert data["variants"] == ["same-direction", "two-cards"]
    code, out = ref(db, "new", "circus-maximus", "--players", "red=Ann,blue=Ben", "--first", "Zed")
    assert code == 2 and "--first: 'Zed' is not in the race" in out
    assert len(json.loads(ref(db, "list", "--json")[1])) == 1  # nothing written
    code, out = ref(db, "new", "circus-maximus", "--players", "red=Ann", "--seed", "1")
    assert code == 2 and "2 to 5 players" in out
    code, out = ref(db, "new", "hannibal-vs-rome", "--players", "rome=A,carthage=B", "--first", "A")
    assert code == 2 and "does not take --first" in out


def test_board_draws_the_position_on_the_printed_board(db: Path, tmp_path: Path) -> None:
    placed(db)
    svg = tmp_path / "race.svg"
    code, out = ref(db, "board", "-o", str(svg))
    assert code == 0 and f"wrote {svg}" in out
    text = svg.read_text()
    assert text.count('fill="#b3261e"') == 3 and text.count('fill="#2f5fa8"') == 3  # chariots
    assert ">A3<" in text and ">F11<" in text  # the hex ids, printed on the board
    png = tmp_path / "race.png"
    assert ref(db, "board", "-o", str(png), "--dpi", "60")[0] == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    pdf = tmp_path / "race.pdf"
    assert ref(db, "board", "-o", str(pdf))[0] == 0
    assert len(PdfReader(pdf).pages) == 1
    code, out = ref(db, "board", "-o", str(tmp_path / "race.txt"))
    assert code == 2 and ".svg, .png or .pdf" in out


def test_board_of_a_game_without_one_is_refused(
    db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # every refereed game now declares a board: one that did not would be refused
    from lictor.games.carta_imperia.rules.game import CartaGame

    monkeypatch.setattr(
        CartaGame, "capabilities", dataclasses.replace(CartaGame.capabilities, board=False)
    )
    assert ref(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "1")[0] == 0
    code, out = ref(db, "board", "-o", str(tmp_path / "x.svg"))
    assert code == 2 and "cannot draw carta-imperia's board" in out
    assert not (tmp_path / "x.svg").exists()


def test_board_of_hannibal_shows_legions_hannibal_and_fleets(db: Path, tmp_path: Path) -> None:
    assert ref(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")[0] == 0
    assert ref(db, "act", "move", "hannibal", "carthago", "mauretania")[0] == 0
    svg = tmp_path / "war.svg"
    assert ref(db, "board", "-o", str(svg))[0] == 0
    text = svg.read_text()
    # Rome: 8 legions in Roma, 3 fleets; Carthage: 6 legions, 3 fleets; Hannibal's block
    for label in (">8<", ">6<", ">3<", ">H<"):
        assert label in text, label
    assert text.count('fill="#3f7a3a"') == 1


def test_export_and_import_keep_the_seating_order(db: Path, tmp_path: Path) -> None:
    code, _ = ref(db, "new", "circus-maximus", "--players", "blue=Ben,red=Ann", "--first", "Ben")
    assert code == 0
    assert ref(db, "act", "place", "blue-1", "A1")[0] == 0
    out = tmp_path / "race.json"
    assert ref(db, "export", "-o", str(out))[0] == 0
    assert ref(db, "import", str(out))[0] == 0
    data = json.loads(ref(db, "status", "--json")[1])
    assert list(data["players"]) == ["blue", "red"] and data["placing"] == "red"
