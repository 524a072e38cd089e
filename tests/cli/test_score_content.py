"""`lictor score imperium --content PACK`: the table's own board, the same pack and the
same checks as `referee new --content`, so the score and the referee agree on it."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from tests.games.imperium.test_content import PACK, _first_round

ROUND = "players: [red, blue, green]\nprovince: Africa\nmarkers: {red: 1}\n"


def _score(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["score", "imperium", *args])
    return r.exit_code, r.output


def test_score_imperium_scores_on_the_tables_points_list(tmp_path: Path) -> None:
    """Scoring: the first-ranked player receives the first number of the province's list.
    Ann (red) alone in Africa: 1 + 1 as new proconsul on lictor's list, 3 + 1 on the
    table's; the referee playing the same pack gives her the same."""
    pack, round_ = tmp_path / "board.yaml", tmp_path / "round.yaml"
    pack.write_text(PACK)
    round_.write_text(ROUND)
    code, ours = _score(str(round_), "--json")
    assert code == 0 and json.loads(ours)["points"]["red"] == 2
    code, theirs = _score(str(round_), "--json", "--content", str(pack))
    assert code == 0 and json.loads(theirs)["points"]["red"] == 4
    assert _first_round(tmp_path / "table.sqlite", "--content", str(pack))["red"] == 4
    code, text = _score(str(round_), "--content", str(pack))
    assert code == 0 and "Points: red +4" in text


def test_score_imperium_final_reads_the_tables_winning_score(tmp_path: Path) -> None:
    """End of the Game: the pack's winning score is the one `--final` checks against."""
    pack, track = tmp_path / "board.yaml", tmp_path / "track.yaml"
    pack.write_text("data:\n  board:\n    winning_score: 20\n")
    track.write_text("red: 25\nblue: 10\n")
    assert json.loads(_score("--final", str(track), "--json")[1])["over"] is False
    code, out = _score("--final", str(track), "--json", "--content", str(pack))
    assert code == 0 and json.loads(out)["over"] is True and json.loads(out)["winner"] == "red"


def test_score_imperium_refuses_a_bad_board_in_one_line(tmp_path: Path) -> None:
    """A bad pack: one line naming the file, its line and the field, exit 2, before the
    scoring file is even read."""
    pack, round_ = tmp_path / "board.yaml", tmp_path / "round.yaml"
    pack.write_text(PACK.replace("points: [3, 2, 1]", "points: [3, 2, many]"))
    round_.write_text(ROUND)
    for args in ((str(round_),), ("--final", str(round_))):
        code, out = _score(*args, "--content", str(pack))
        assert code == 2, out
        assert out.count("\n") == 1 and "Traceback" not in out
        assert f"{pack}:4: data.board.provinces[0].points[2]" in out
    code, out = _score(str(round_), "--content", str(tmp_path / "missing.yaml"))
    assert code == 2 and "missing.yaml" in out and out.count("\n") == 1


def test_score_carta_imperia_refuses_a_pack() -> None:
    r = CliRunner().invoke(main, ["score", "carta-imperia", "x.yaml", "--content", "p.yaml"])
    assert r.exit_code == 2 and "takes no pack" in r.output
