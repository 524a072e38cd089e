"""`lictor lab`: the figures a maker reads, the JSON a script reads, the picture, and one
line for every bad input (exit 2, nothing written)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from tests.conftest import extra


def lab(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["lab", *args])
    return result.exit_code, result.output


def test_lab_reports_wins_by_side_and_turn_order_with_wilson_intervals() -> None:
    code, out = lab("hannibal-vs-rome", "--games", "60", "--workers", "1")
    assert code == 0, out
    assert "Hannibal vs Rome: 60 games, policy random, seed 1" in out
    assert "wins by side (95% Wilson intervals):" in out
    assert "rome" in out and "carthage" in out and "wins by turn order:" in out
    assert "draws:" in out and "length (turns): mean" in out
    assert "score margin: no score in this game" in out


def test_lab_json_is_the_same_for_one_and_two_workers() -> None:
    figs = []
    for workers in ("1", "2"):
        code, out = lab(
            "hannibal-vs-rome", "--games", "80", "--seed", "4", "--workers", workers, "--json"
        )
        assert code == 0, out
        f = json.loads(out)
        for key in ("seconds", "workers"):
            f.pop(key)
        figs.append(f)
    assert figs[0] == figs[1]
    sides = figs[0]["wins_by_side"]
    assert [s["side"] for s in sides] == ["rome", "carthage"]
    assert sum(s["k"] for s in sides) + figs[0]["draws"]["k"] == 80
    assert 0 <= sides[0]["low"] <= sides[0]["rate"] <= sides[0]["high"] <= 1
    decided = figs[0]["wins_of_decided_games"]
    assert decided[0]["n"] == 80 - figs[0]["draws"]["k"]
    assert decided[0]["rate"] + decided[1]["rate"] == pytest.approx(1.0)


def test_carta_lab_says_how_often_each_era_is_reached_and_rome_is_sacked() -> None:
    code, out = lab(
        "carta-imperia",
        "--games",
        "2",
        "--policy",
        "heuristic",
        "--workers",
        "1",
        "--players",
        "3",
        "--json",
    )
    assert code == 0, out
    f = json.loads(out)
    assert f["eras_reached"]["1"]["rate"] == 1.0
    assert set(f["eras_reached"]) == {str(e) for e in range(1, int(max(f["eras_reached"])) + 1)}
    assert "rome_sacked" in f and f["players"] == ["Ann", "Ben", "Cy"]


def test_variant_pack_is_compared_on_the_same_seeds(tmp_path: Path) -> None:
    pack = tmp_path / "weak-rome.yaml"
    pack.write_text("data:\n  map:\n    sides:\n      rome:\n        legions: 3\n")
    code, out = lab("hannibal-vs-rome", "--games", "300", "--workers", "1", "--variant", str(pack))
    assert code == 0, out
    assert "pooled two-proportion z-test" in out
    line = next(x for x in out.splitlines() if x.strip().startswith("carthage wins"))
    assert line.split(":")[1].split("(")[0].strip() == "significant"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("data: [\n", "YAML syntax error"),
        ("data:\n  map:\n    sides:\n      rome:\n        legions: many\n", "data.map"),
    ],
)
def test_bad_variant_is_one_line_and_exit_2(tmp_path: Path, text: str, says: str) -> None:
    pack = tmp_path / "v.yaml"
    pack.write_text(text)
    code, out = lab("hannibal-vs-rome", "--games", "5", "--variant", str(pack))
    assert code == 2
    assert len(out.strip().splitlines()) == 1 and says in out and str(pack) in out


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["republic-of-rome"], "no legal actions to play out"),
        (["nosuchgame"], "unknown game"),
        (["imperium", "--policy", "npc"], "no 'npc' policy"),
        (["hannibal-vs-rome", "--players", "3"], "for 2 players"),
        (["carta-imperia", "--players", "9"], "players"),
        (["hannibal-vs-rome", "--address", "tcp://x:1"], "--engine dask"),
        (["hannibal-vs-rome", "--plot", "out.gif"], ".svg or a .png"),
    ],
)
def test_bad_lab_input_is_one_line_and_exit_2(args: list[str], says: str) -> None:
    code, out = lab(*args, "--games", "2")
    assert code == 2, out
    assert len(out.strip().splitlines()) == 1 and says in out


@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_plot_draws_the_figures(tmp_path: Path, suffix: str) -> None:
    extra("matplotlib")
    target = tmp_path / f"lab{suffix}"
    code, out = lab("hannibal-vs-rome", "--games", "40", "--workers", "1", "--plot", str(target))
    assert code == 0, out
    data = target.read_bytes()
    if suffix == ".svg":
        assert b"<svg" in data[:500] and b"game lengths" in data
    else:
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no scratch left behind
