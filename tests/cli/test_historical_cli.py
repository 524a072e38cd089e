"""The Historical variant at the command line: `referee new --variant historical --players
Ann`, `status` naming the regions still missing, `score` saying won or lost with the list."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.historical import purple_regions


def run(*args: str, stdin: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.output


def test_referee_new_historical_seats_anns_three_familiae(tmp_path: Path) -> None:
    db = str(tmp_path / "h.sqlite")
    code, out = run(
        "referee", "--db", db, "new", "carta-imperia", "--variant", "historical",
        "--players", "Ann", "--seed", "4", "--actions", "5",
    )  # fmt: skip
    assert code == 0, out
    assert "Cornelii (red)" in out and "Fabii (blue)" in out and "Claudii (green)" in out
    code, out = run("referee", "--db", db, "status")
    assert code == 0, out
    assert "Historical variant: Ann runs every Familia - 5 Actions shared an Era" in out
    assert re.search(r"Still missing for the win \(2\d of 28, by the end of the last Era\): ", out)
    code, out = run("referee", "--db", db, "status", "--json")
    view = json.loads(out)
    h = view["historical"]
    assert (
        h["player"] == "Ann" and len(h["regions"]) == 28 and set(h["missing"]) < set(h["regions"])
    )


def test_referee_new_historical_refuses_bad_tables_in_one_line(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite"
    base = ("referee", "--db", str(db), "new", "carta-imperia", "--seed", "1")
    for extra, said in (
        (("--variant", "historical", "--players", "Ann,Ben"), "one player runs the 3 Familiae"),
        (("--variant", "historical", "--players", "Ann", "--actions", "7"), "1 to 6 Actions"),
        (("--players", "Ann,Ben,Cy", "--actions", "4"), "only the Historical variant"),
        (("--variant", "solitaire", "--players", "Ann,Ben,Cy"), "'solitaire' is not a variant"),
        (("--variant", "historical", "--players", "Fabii"), "a Familia's name"),
    ):
        code, out = run(*base, *extra)
        assert code == 2, out
        assert said in out and len(out.strip().splitlines()) == 1
    assert not db.exists()  # nothing written


def test_score_historical_file_says_lost_with_the_missing_regions() -> None:
    code, out = run(
        "score", "carta-imperia", "-",
        stdin="variant: historical\ncontrolled: [Gallia, Sicilia]\nromanised: [Italia]\n",
    )  # fmt: skip
    assert code == 0, out
    # a Romanised Italia counts Etruria, Samnium, Volsci, Tarentum, not Sardinia (it need
    # not be conquered to Romanise: it counts once governed)
    assert "Rome controls 6 of the 28 regions" in out
    assert "Still missing: Sardinia, Ligures, Veneti, Bruttium, Carthago" in out
    assert "The Historical game is lost" in out


def test_score_historical_file_says_won_when_rome_holds_them_all() -> None:
    every = ", ".join(purple_regions(load_board()))
    code, out = run(
        "score", "carta-imperia", "-", "--json",
        stdin=f"variant: historical\ncontrolled: [{every}]\n",
    )  # fmt: skip
    assert code == 0, out
    data = json.loads(out)
    assert (data["outcome"], data["missing"]) == ("won", [])


def test_score_historical_file_refuses_an_unknown_region() -> None:
    code, out = run(
        "score", "carta-imperia", "-", stdin="variant: historical\ncontrolled: [Atlantis]\n"
    )
    assert code == 2 and "controlled[0]: no region 'Atlantis'" in out


def test_italian_score_file_says_sardinia_missing_under_a_romanised_italia() -> None:
    code, out = run(
        "score", "carta-imperia", "-", "--lang", "it",
        stdin="variant: historical\ncontrolled: []\nromanised: [Italia]\n",
    )  # fmt: skip
    assert code == 0, out
    assert "Roma controlla 4 delle 28 regioni" in out
    assert "Mancano ancora: Sardinia, Gallia" in out
    assert "La partita Storica è persa" in out
