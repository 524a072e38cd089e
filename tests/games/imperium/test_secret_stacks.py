"""Imperium, the secret stack (issue 30, item 11): a refused stack tells its player why and
the shared screen nothing that names the card; with the real cards an Oracle is typed alone;
Bread and Circuses says where it was; the victory cites Victory Conditions."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from tests.games.imperium.test_referee import act, game


def _run(db: Path, *args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return r.exit_code, r.output


def test_a_refused_secret_stack_tells_its_seat_why_and_the_table_nothing(tmp_path: Path) -> None:
    """Special Cards, Oracle: it must be on top of the stack. Ann's own screen says so;
    the shared screen refuses without naming the rule, the card or its section."""
    db = tmp_path / "i.sqlite"
    assert _run(db, "new", "imperium", "--players", "red=Ann,blue=Ben")[0] == 0
    code, own = _run(db, "act", "--seat", "Ann", "stack", "red", "africa,oracle,syria")
    assert code == 2 and "the Oracle must be on top" in own
    code, shared = _run(db, "act", "stack", "red", "africa,oracle,syria")
    assert code == 2 and "refused" in shared
    assert "oracle" not in shared.lower() and "Special Cards" not in shared
    code, typo = _run(db, "act", "--seat", "Ann", "stack", "red", "galia,asia,bread")
    assert code == 2 and "unknown card 'galia'" in typo  # a typo is told as a typo
    code, out = _run(db, "act", "stack")
    assert code == 2 and "name the player first" in out and "'' is not a player" not in out


def test_with_the_real_cards_an_oracle_is_typed_alone(tmp_path: Path) -> None:
    """Special Cards, Oracle: when revealed, the player takes back all the cards of his
    stack - at a table with the real cards nobody sees those under it, so `--physical`
    takes `stack red oracle`; a virtual game still takes three cards."""
    db = tmp_path / "i.sqlite"
    assert _run(db, "new", "imperium", "--players", "red=Ann,blue=Ben", "--physical")[0] == 0
    code, out = _run(db, "act", "stack", "red", "oracle")
    assert code == 0, out
    _run(db, "act", "stack", "blue", "africa,syria,gallia")
    code, out = _run(db, "next")
    assert "the Oracle: Ann chooses again" in out
    virtual = tmp_path / "v.sqlite"
    assert _run(virtual, "new", "imperium", "--players", "red=Ann,blue=Ben")[0] == 0
    code, out = _run(virtual, "act", "--seat", "Ann", "stack", "red", "oracle")
    assert code == 2 and "exactly 3 cards" in out


def test_bread_and_circuses_away_from_the_bottom_says_where_it_was() -> None:
    """Special Cards, Bread and Circuses: it works only in the last position."""
    s = game("red=Ann,blue=Ben")
    s, _ = act(s, "stack", "red", "bread,africa,syria")
    s, events = act(s, "stack", "blue", "africa,syria,gallia")
    said = next(e for e in events if "Bread and Circuses" in e and "no extra marker" in e)
    assert "is not at the bottom of the stack (it was on top)" in said


def test_the_victory_cites_victory_conditions() -> None:
    """Victory Conditions: 40 points or more, one player alone with the most."""
    from lictor.games.imperium.rules.game import ImperiumGame

    s = game("red=Ann,blue=Ben")
    s = replace(s, scores=(39, 10), pawn=7)
    s = replace(s, markers=tuple(((1, 0) if p == 7 else (0, 0)) for p in range(8)))
    for colour in s.colours:
        s, events = act(s, "stack", colour, "africa,syria,gallia")
    agenda = ImperiumGame().agenda(s)
    assert agenda.over and agenda.section.startswith("Victory Conditions")
    assert "End of the Game" not in " ".join(events)
