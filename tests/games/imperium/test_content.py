"""Imperium with a table's own board (`new --content`): seven of the eight points lists
are lictor's reconstruction, so a table with the real board can correct them."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main

PACK = """\
data:
  board:
    provinces:
      - {name: Africa, points: [3, 2, 1]}
      - {name: Syria, points: [2, 2, 1]}
      - {name: Illyricum, points: [3, 2, 1]}
      - {name: Gallia, points: [4, 3, 2]}
      - {name: Asia, points: [5, 4, 2, 1]}
      - {name: Hispania, points: [6, 4, 3, 1]}
      - {name: Macedonia, points: [7, 5, 3, 2]}
      - {name: Aegyptus, points: [8, 6, 4, 2]}
"""


def _run(db: Path, *args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return r.exit_code, r.output


def _first_round(db: Path, *extra: str) -> dict[str, int]:
    assert _run(db, "new", "imperium", "--players", "red=Ann,blue=Ben,green=Cy", *extra)[0] == 0
    _run(db, "act", "stack", "red", "africa,syria,gallia")
    _run(db, "act", "stack", "blue", "syria,gallia,asia")
    _run(db, "act", "stack", "green", "syria,gallia,asia")
    scores: dict[str, int] = json.loads(_run(db, "status", "--json")[1])["scores"]
    return scores


def test_a_tables_points_list_changes_the_scoring(tmp_path: Path) -> None:
    """Scoring: the first-ranked player receives the first number of the scored province's
    list. Ann alone in Africa: 1 + 1 as proconsul on lictor's list, 3 + 1 on the table's."""
    pack = tmp_path / "board.yaml"
    pack.write_text(PACK)
    assert _first_round(tmp_path / "a.sqlite")["red"] == 2
    assert _first_round(tmp_path / "b.sqlite", "--content", str(pack))["red"] == 4


def test_a_bad_board_is_refused_naming_the_file_line_and_field(tmp_path: Path) -> None:
    pack = tmp_path / "board.yaml"
    pack.write_text(PACK.replace("points: [3, 2, 1]", "points: [3, 2, many]"))
    code, out = _run(
        tmp_path / "s.sqlite",
        "new",
        "imperium",
        "--players",
        "red=A,blue=B",
        "--content",
        str(pack),
    )
    assert code == 2 and f"{pack}:" in out and "data.board.provinces[0].points[2]" in out
    pack.write_text(PACK.replace("Africa", "Numidia"))
    code, out = _run(
        tmp_path / "s.sqlite",
        "new",
        "imperium",
        "--players",
        "red=A,blue=B",
        "--content",
        str(pack),
    )
    assert code == 2 and "not a reading" in out and "Traceback" not in out


def test_physical_means_the_real_cards_for_imperium() -> None:
    """`new --help` says what --physical means for each game."""
    out = " ".join(CliRunner().invoke(main, ["referee", "new", "--help"]).output.split())
    assert "imperium" in out and "Oracle" in out and "refused by hannibal-vs-rome" in out
