"""`lictor referee` for Carta Imperia, Scenario I: open seating, options, secrets, status."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "carta.sqlite"


def ref(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output


def new(db: Path, *extra: str) -> None:
    code, out = ref(
        db,
        "new",
        "carta-imperia",
        "--scenario",
        "rise-of-the-republic",
        "--players",
        "Ann,Ben,Cy",
        "--seed",
        "5",
        *extra,
    )
    assert code == 0, out
    assert out.startswith("session 1: carta-imperia")


def status(db: Path, *extra: str) -> dict[str, object]:
    code, out = ref(db, "status", "--json", *extra)
    assert code == 0, out
    return json.loads(out)  # type: ignore[no-any-return]


def log(db: Path) -> list[str]:
    code, out = ref(db, "log", "--json")
    assert code == 0
    return [item["action"] for item in json.loads(out)]


def test_status_json_carries_the_table_and_each_familia(db: Path) -> None:
    new(db)
    data = status(db)
    assert data["era"] == 1 and data["legions_of_rome"] == 6 and data["rome_sacked"] == 0
    assert "primus" in data
    familiae = data["familiae"]
    assert isinstance(familiae, dict) and set(familiae) == {"Ann", "Ben", "Cy"}
    for f in familiae.values():
        assert {"dignitas", "auctoritas", "prestige", "busts", "allied_legions"} <= f.keys()
        assert f["dignitas"] == 5 and f["prestige"] == 5
        assert f["legacies"] == 2  # a count for others


def test_a_hand_is_shown_only_with_its_seat(db: Path) -> None:
    new(db)
    mine = status(db, "--seat", "Ann")["familiae"]["Ann"]  # type: ignore[index]
    assert isinstance(mine["legacies"], list) and len(mine["legacies"]) == 2
    code, out = ref(db, "actions")
    assert code == 0
    assert "Ann owes a secret answer" in out and "draft-event" not in out
    code, out = ref(db, "actions", "--seat", "Ann")
    assert code == 0
    assert "pick Ann draft-event" in out or "pick Ann fabian" in out or "pick Ann tactical" in out


def test_draft_picks_never_show_in_the_log(db: Path) -> None:
    new(db)
    code, out = ref(db, "actions", "--json", "--seat", "Ann")
    first = next(a for a in json.loads(out)["actions"] if a.startswith("pick Ann"))
    code, out = ref(db, "act", "--seat", "Ann", *first.split())
    assert code == 0 and "Ann has picked" in out and first.split()[2] not in out
    assert log(db) == ["pick Ann ?"]


def test_an_illegal_action_exits_2_names_the_rule_and_changes_nothing(db: Path) -> None:
    new(db)
    before = log(db)
    code, out = ref(db, "act", "pick", "Ann", "no-such-card")
    assert code == 2  # the table may not send Ann's secret pick, held card or not
    assert "--seat Ann" in out and "no-such-card" not in out
    code, out = ref(db, "act", "--seat", "Ann", "pick", "Ann", "no-such-card")
    assert code == 2 and "Events Draft" in out  # Ann's own screen: why, in full
    code, out = ref(db, "act", "vote", "Ann", "ben")
    assert code == 2 and "not part of this step" in out
    code, out = ref(db, "act", "choose", "Zed", "exec")
    assert code == 2 and "'Zed' is not a player" in out
    assert log(db) == before


def test_undo_takes_back_the_last_action(db: Path) -> None:
    new(db)
    code, out = ref(db, "actions", "--json", "--seat", "Ben")
    pick = next(a for a in json.loads(out)["actions"] if a.startswith("pick Ben"))
    ref(db, "act", "--seat", "Ben", *pick.split())
    assert len(log(db)) == 1
    code, out = ref(db, "undo")
    assert code == 0 and "undone: pick Ben ?" in out  # the undone pick stays secret
    assert pick.split()[2] not in out
    assert log(db) == []


def test_bad_options_and_seating_exit_2(db: Path, tmp_path: Path) -> None:
    code, out = ref(db, "new", "carta-imperia", "--players", "Ann,Ben")
    assert code == 2 and "3 to 6 players" in out
    code, out = ref(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--scenario", "x")
    assert code == 2 and "--scenario" in out
    bad = tmp_path / "map.yaml"
    bad.write_text("data:\n  referee:\n    adjacency:\n      - [Roma, Atlantis]\n")
    code, out = ref(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--content", str(bad))
    assert code == 2 and "map.yaml" in out and "Atlantis" in out
    code, out = ref(
        db, "new", "hannibal-vs-rome", "--players", "carthage=A,rome=B", "--challenging"
    )
    assert code == 2 and "does not take --challenging" in out
    code, out = ref(db, "list")
    assert "no sessions" in out


def test_a_users_map_data_replaces_lictors(db: Path, tmp_path: Path) -> None:
    pack = tmp_path / "mine.yaml"
    pack.write_text(
        "data:\n  referee:\n    start_cards:\n      Gens Aemilii: {province: Sardinia}\n"
    )
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann,Ben,Cy,Dee,Eve,Fay", "--seed", "1",
        "--content", str(pack),
    )  # fmt: skip
    assert code == 0, out
    tiles = status(db)["map"]
    italia = next(t for t in tiles if t["tile"] == "Italia")  # type: ignore[union-attr,index]
    sardinia = next(r for r in italia["regions"] if r["name"] == "Sardinia")
    assert sardinia["governor"] is not None
    exported = db.with_name("export.json")
    assert ref(db, "export", "-o", str(exported))[0] == 0
    other = db.with_name("other.sqlite")
    code, out = ref(other, "import", str(exported))
    assert code == 0
    assert status(other)["map"] == tiles


def test_a_whole_physical_game_through_act_to_the_winner(db: Path) -> None:
    new(db, "--physical")
    rng = random.Random(9)
    for _ in range(600):
        data = status(db)
        if data["over"]:
            break
        seat = ["--seat", str(data["waiting_on"][0])] if data["waiting_on"] else []  # type: ignore[index]
        code, out = ref(db, "actions", "--json", *seat)
        options = json.loads(out)["actions"]
        choices = [a for a in options if a.startswith(("choose", "revealed"))]
        pick = rng.choice([a for a in choices if "expand" in a] or options)
        code, out = ref(db, "act", *pick.split())
        assert code == 0, (pick, out)
    data = status(db)
    assert data["over"] is True
    if data["outcome"] != "rome-falls":
        assert data["score"] and data["winners"]
        code, out = ref(db, "status")
        assert "Total:" in out and "Game over" in out


def test_virtual_cards_are_listed_by_their_printed_names(tmp_path: Path) -> None:
    """Issue 12 item 17: `actions` (text) shows each card's printed name beside its id -
    a blank write-in card says it is blank - while `actions --json` stays act strings."""
    from click.testing import CliRunner

    from lictor.cli import main

    db = str(tmp_path / "c.sqlite")

    def run(*args: str) -> str:
        result = CliRunner().invoke(main, ["referee", "--db", db, *args])
        assert result.exit_code == 0, result.output
        return result.stdout

    run(
        "new",
        "carta-imperia",
        "--scenario",
        "rise-of-the-republic",
        "--players",
        "Ann,Ben,Cy",
        "--seed",
        "3",
    )
    text = run("actions", "--seat", "Ann").splitlines()
    assert "pick Ann draft-event-ii-1 (Draft Event, Era II, no. 1, a blank write-in card)" in text
    assert "pick Ann fabian-tactics (Fabian Tactics)" in text
    import json

    listed = json.loads(run("actions", "--seat", "Ann", "--json"))["actions"]
    assert "pick Ann draft-event-ii-1" in listed and "pick Ann fabian-tactics" in listed
