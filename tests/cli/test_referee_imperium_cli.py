"""`lictor referee` plays Imperium end to end: secret stacks, masking, status, refusals."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def ref(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output


def new(db: Path, players: str = "red=Ann,blue=Ben,green=Cy") -> None:
    code, out = ref(db, "new", "imperium", "--players", players)
    assert code == 0 and out.startswith("session 1: imperium"), out
    assert "the black pawn is on Africa" in out and "Waiting on: Ann, Ben, Cy" in out


def test_a_round_through_the_cli_secrets_masked_until_revealed(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    new(db)
    code, out = ref(db, "next", "--json")
    agenda = json.loads(out)
    assert agenda["secret"] and agenda["secret_words"] == "stack red"
    assert agenda["waiting_on"] == ["Ann", "Ben", "Cy"]
    code, out = ref(db, "act", "stack", "red", "gallia,asia,bread")
    assert code == 0 and "Ann has chosen a stack (hidden)" in out and "gallia" not in out
    # others' stacks and choices stay hidden: in the log, the status, the actions
    code, out = ref(db, "log")
    assert out.splitlines()[0].split() == ["1", "stack", "red", "?"] and "gallia" not in out
    code, out = ref(db, "status", "--json", "--seat", "Ben")
    view = json.loads(out)
    assert "my_stack" in view and view["my_stack"] is None and view["hands"]["red"] == 11
    code, out = ref(db, "status", "--seat", "red")
    assert "Your stack, top to bottom: Gallia, Asia, Bread and Circuses" in out
    code, out = ref(db, "actions", "--json")
    assert json.loads(out) == {"actions": [], "secret_from": ["Ben", "Cy"]}
    code, out = ref(db, "actions", "--json", "--seat", "Ben")
    mine = json.loads(out)
    assert "stack blue gallia,asia,bread" in mine["actions"]
    assert "stack blue oracle,africa,syria" in mine["actions"]
    assert not any(a.startswith("stack green") for a in mine["actions"])
    assert mine["secret_from"] == ["Ben", "Cy"]
    ref(db, "act", "stack", "Ben", "asia", "gallia", "syria")  # the cards as separate words
    code, out = ref(db, "act", "stack", "green", "spy,africa,illyricum")
    assert code == 0
    assert "Ann (red) places 3 markers: Gallia, 2 in Asia" in out
    assert "Scoring Africa (1):" in out and "Scoring Syria (2):" in out
    code, out = ref(db, "log")
    assert "stack red gallia,asia,bread" in out and "stack blue asia,gallia,syria" in out
    code, out = ref(db, "status", "--json")
    view = json.loads(out)
    for key in ("game", "over", "outcome", "winners", "waiting_on", "prompt"):
        assert key in view
    # Africa (1/1/1): green alone, 1 + 1 as proconsul; Syria (2/2/1): blue, 2 + 1
    assert view["scores"] == {"red": 0, "blue": 3, "green": 2}
    assert view["black_pawn"] == "Illyricum"
    assert view["proconsuls"] == {"Africa": "green", "Syria": "blue"}
    asia = next(p for p in view["provinces"] if p["name"] == "Asia")
    assert asia["markers"] == {"red": 2, "blue": 1} and asia["points"] == [5, 4, 2, 1]
    assert view["used"] == {"red": [], "blue": [], "green": ["Spy"]}
    code, out = ref(db, "status")
    assert "*3 Illyricum" in out and "Special cards used: green: Spy" in out


def test_bad_stacks_and_tables_are_one_line_exit_2_nothing_written(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    code, out = ref(
        db, "new", "imperium", "--players", "red=A,orange=B,blue=C,green=D,purple=E,yellow=F"
    )
    assert code == 2 and "Imperium is for 2 to 5 players" in out and "Traceback" not in out
    code, out = ref(db, "new", "imperium", "--players", "red=Ann")
    assert code == 2 and "2 to 5 players" in out
    new(db)
    for words, said in (
        (("gallia,asia",), "exactly 3 cards"),
        (("gallia,oracle,asia",), "that secret answer is refused (it is not repeated here)"),
        (("gallia,gallia,asia",), "that secret answer is refused (it is not repeated here)"),
        (("gallia,asia,rome",), "that secret answer is refused (it is not repeated here)"),
    ):
        code, out = ref(db, "act", "stack", "red", *words)
        assert code == 2 and said in out and len(out.strip().splitlines()) == 1, out
    code, out = ref(db, "log")
    assert out == ""


def test_score_imperium_refuses_a_sixth_player(tmp_path: Path) -> None:
    f = tmp_path / "six.yaml"
    f.write_text(
        "players: [a, b, c, d, e, f]\nprovince: Asia\nmarkers: {a: 2, b: 1}\n", encoding="utf-8"
    )
    result = CliRunner().invoke(main, ["score", "imperium", str(f)])
    assert result.exit_code == 2 and "Imperium is for 2 to 5 players" in result.output
