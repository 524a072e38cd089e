"""A player may not be called by a word the referee reads where a name may stand
(`raise Cy none`, `who: every`, `--seat table`): refused at `new`, one line, exit 2,
no session written."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main


@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("carta-imperia", "Ann,None,Cy"),
        ("carta-imperia", "Ann,Ben,TABLE"),
        ("hannibal-vs-rome", "carthage=all,rome=Ben"),
        ("imperium", "Ann,nobody,Cy"),
    ],
)
def test_a_player_named_like_a_keyword_is_refused_at_new(
    tmp_path: Path, game: str, players: str
) -> None:
    db = tmp_path / "g.sqlite"
    result = CliRunner().invoke(
        main, ["referee", "--db", str(db), "new", game, "--players", players]
    )
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "is a word the referee reads" in lines[0]
    assert "choose another name" in lines[0] and "Traceback" not in result.output
    listed = CliRunner().invoke(main, ["referee", "--db", str(db), "list"]).output
    assert game not in listed


def test_an_npc_named_none_is_refused_and_the_refusal_speaks_italian(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    new = ["referee", "--db", str(db), "new", "carta-imperia", "--players", "Ann"]
    result = CliRunner().invoke(main, [*new, "--npc", "Rufus,none", "--lang", "it"])
    assert result.exit_code == 2
    assert "'none' è una parola che l'arbitro legge" in result.output
    assert "scegli un altro nome" in result.output


def test_a_name_that_only_contains_a_keyword_is_welcome(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    new = ["referee", "--db", str(db), "new", "carta-imperia", "--players", "Nonna,Allia,Ben"]
    assert CliRunner().invoke(main, new).exit_code == 0
