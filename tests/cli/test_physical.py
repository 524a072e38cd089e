"""Issue 12 item 14: a --physical table gets a setup checklist, and enters its secret
cards as revealed by the table, not typed hidden one by one."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main


def ref(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.stdout, result.stderr


def at_choose(db: Path) -> str:
    code, out, err = ref(
        db,
        "new",
        "carta-imperia",
        "--scenario",
        "rise-of-the-republic",
        "--physical",
        "--players",
        "Ann,Ben,Cy",
    )
    assert code == 0, err
    for words in (
        "start Ann gens-cornelii",
        "start Ben gens-fabii",
        "start Cy gens-claudii",
        "drafted",
        "direction left",
    ):
        assert ref(db, "act", *words.split())[0] == 0, words
    return out


def test_a_physical_start_prints_the_setup_checklist(tmp_path: Path) -> None:
    out = at_choose(tmp_path / "p.sqlite")
    assert "Setup checklist for the table:" in out
    assert "Ann (red), Ben (blue), Cy (green)" in out and "5 Dignitas" in out
    assert "1 Major and 1 Minor Legacy" in out and "Philip Supports" in out
    assert "Shuffle" in out


def test_secret_action_cards_are_entered_as_revealed(tmp_path: Path) -> None:
    db = tmp_path / "p.sqlite"
    at_choose(db)
    agenda = json.loads(ref(db, "next", "--json")[1])
    assert agenda["secret"] is False and "revealed PLAYER" in agenda["prompt"]
    listed = json.loads(ref(db, "actions", "--json")[1])
    assert "revealed Ann exec expand" in listed["actions"] and listed["secret_from"] == []
    for who, cards in (("Ann", "exec expand"), ("Ben", "exec extort"), ("Cy", "extort expand")):
        code, out, err = ref(db, "act", "revealed", who, *cards.split())
        assert code == 0, err
    assert "Actions revealed: Ann exec + expand" in out
    log = [e["action"] for e in json.loads(ref(db, "log", "--json")[1])]
    assert log[-3:] == [
        "revealed Ann exec expand",
        "revealed Ben exec extort",
        "revealed Cy extort expand",
    ]
    code, _, err = ref(db, "act", "revealed", "Ann", "exec")
    assert code == 2 and "revealed" in err


def test_a_virtual_game_types_secrets_hidden_instead(tmp_path: Path) -> None:
    db = tmp_path / "v.sqlite"
    ref(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy")
    code, _, err = ref(db, "act", "revealed", "Ann", "exec", "expand")
    assert code == 2 and "typed hidden" in err
