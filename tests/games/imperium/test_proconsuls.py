"""Imperium, Proconsuls: the point of being proconsul at a scoring, the chain paid when a
player becomes proconsul, and the proconsul's marker on the capital - one rule in one place,
so the live referee and `lictor score imperium` agree, and `status` shows the marker."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.imperium.rules.scoring import score_province
from tests.games.imperium.test_referee import B, G, P, act, game, with_markers, with_proconsuls

PLAYERS = ["Ann", "Ben", "Cy"]


def test_becoming_proconsul_pays_the_unbroken_chain() -> None:
    """The rulebook's example: a player becomes proconsul of Aegyptus, holding Africa and
    Hispania too (the chain Aegyptus-Africa-Hispania): three bonus points."""
    held = {"Africa": "Ann", "Hispania": "Ann"}
    r = score_province(B, PLAYERS, "Aegyptus", {"Ann": 3, "Ben": 1}, held)
    assert r.proconsul == "Ann"
    top = B.province("Aegyptus").points[0]
    assert r.points["Ann"] == top + 3
    assert any("becomes proconsul: 1 + 2 for the chain" in line.text for line in r.lines)


def test_a_proconsul_who_stays_earns_the_point_but_not_the_chain() -> None:
    """Proconsuls: the chain is paid "when a player becomes proconsul"; being proconsul
    earns an extra point at a scoring. Ann holds Aegyptus, Africa and Hispania; Ben ties
    her at the top of Aegyptus (her capital marker counted), so she stays proconsul: the
    tied ranks' points and 1, no chain."""
    held = {"Aegyptus": "Ann", "Africa": "Ann", "Hispania": "Ann"}
    r = score_province(B, PLAYERS, "Aegyptus", {"Ann": 1, "Ben": 2}, held)
    assert r.proconsul == "Ann"
    tied = B.province("Aegyptus").points[1]  # ranks 1-2 tied pay rank 2
    assert r.points == {"Ann": tied + 1, "Ben": tied, "Cy": 0}
    assert any("stays proconsul: 1 point" in line.text for line in r.lines)


def test_the_capital_marker_counts_alike_in_the_referee_and_in_score(tmp_path: Path) -> None:
    """The proconsul's marker on the capital is one of his markers in the province when it
    is scored again (lictor's reading, data.board.capital_counts): the live referee and
    `lictor score imperium` rank Ann's 1 marker plus her capital's as 2, above Ben's 1."""
    s = game("red=Ann,blue=Ben,green=Cy")
    s = replace(s, pawn=P["Gallia"])
    s = with_markers(s, "Gallia", {"red": 1, "blue": 1})
    s = with_proconsuls(s, {"Gallia": "red"})
    shown = G.describe({"session": 1, **G.status(s, None)})
    assert any("Gallia" in line and "Ann (red) +1 on the capital" in line for line in shown)
    for colour in s.colours:
        s, _ = act(s, "stack", colour, "africa,syria,illyricum")
    live = dict(zip(s.names, s.scores, strict=True))
    spec = tmp_path / "gallia.yaml"
    spec.write_text(
        "players: [Ann, Ben, Cy]\nprovince: Gallia\nmarkers: {Ann: 1, Ben: 1}\n"
        "proconsuls: {Gallia: Ann}\n"
    )
    r = CliRunner().invoke(main, ["score", "imperium", str(spec), "--json"])
    assert r.exit_code == 0, r.output
    scored = json.loads(r.output)["points"]
    gallia = B.province("Gallia").points
    assert scored == {"Ann": gallia[0] + 1, "Ben": gallia[1], "Cy": 0}
    assert live == scored  # one province scored this round: the same points


def test_score_refuses_more_markers_than_a_player_owns(tmp_path: Path) -> None:
    """Setup: each player has fourteen influence markers."""
    spec = tmp_path / "too-many.yaml"
    spec.write_text("players: [Ann, Ben, Cy]\nprovince: Gallia\nmarkers: {Ann: 15}\n")
    r = CliRunner().invoke(main, ["score", "imperium", str(spec)])
    assert r.exit_code == 2 and "markers.Ann" in r.output and "14" in r.output
