"""Benchmark: the referee's speed.

1. Wall time of `lictor referee act` and `lictor referee next --json` as a user runs them
   (a fresh process each time; median of several runs).
2. The pure core: seeded random playouts of Hannibal vs Rome, in actions and games per
   second on one core, with and without listing the legal actions at every step.

    python benchmarks/referee.py
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lictor.games.hannibal.rules.game import HannibalGame
from lictor.games.hannibal.rules.state import ONGOING, Pass
from lictor.rules.game import Seats

LICTOR = [sys.executable, "-m", "lictor"]


def act_next_latency(db: Path, act: list[str], runs: int = 9) -> dict[str, float]:
    """Median wall time of `lictor referee act ACT` (undone after each run) and of
    `lictor referee next --json` on the session in ``db``, a fresh process each time."""
    env = {**os.environ, "LICTOR_DB": str(db)}
    acts, nexts = [], []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([*LICTOR, "referee", "act", *act], env=env, check=True, capture_output=True)
        acts.append(time.perf_counter() - t)
        subprocess.run([*LICTOR, "referee", "undo"], env=env, check=True, capture_output=True)
        t = time.perf_counter()
        subprocess.run(
            [*LICTOR, "referee", "next", "--json"], env=env, check=True, capture_output=True
        )
        nexts.append(time.perf_counter() - t)
    return {"act_s": statistics.median(acts), "next_s": statistics.median(nexts)}


def cli_latency(runs: int = 9) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite"
        subprocess.run(
            [
                *LICTOR,
                "referee",
                "--db",
                str(db),
                "new",
                "hannibal-vs-rome",
                "--players",
                "carthage=Ann,rome=Ben",
            ],
            check=True,
            capture_output=True,
        )
        return act_next_latency(db, ["move", "legion", "carthago", "zama"], runs)


def playouts(games: int = 2000) -> dict[str, float]:
    g = HannibalGame()
    seats = Seats((("rome", "Ben"), ("carthage", "Ann")))
    # Pre-draw the games' action sequences, then time apply (with its check) alone.
    scripts = []
    t = time.perf_counter()
    actions = 0
    for seed in range(games):
        rng = random.Random(seed)
        s = g.setup(seats)
        script = []
        while s.outcome == ONGOING and len(script) < 300:
            legal = g.legal_actions(s)
            choices = [a for a in legal if not isinstance(a, Pass)] or legal
            a = rng.choice(choices)
            if g.check(s, a):
                raise AssertionError("a legal action was refused")
            s, _ = g.apply(s, a)
            script.append(a)
        scripts.append(script)
        actions += len(script)
    with_listing = time.perf_counter() - t
    t = time.perf_counter()
    for script in scripts:
        s = g.setup(seats)
        for a in script:
            if g.check(s, a):
                raise AssertionError("a legal action was refused")
            s, _ = g.apply(s, a)
    apply_only = time.perf_counter() - t
    return {
        "games": games,
        "actions": actions,
        "actions_per_s_with_listing": actions / with_listing,
        "games_per_s_with_listing": games / with_listing,
        "actions_per_s_check_apply": actions / apply_only,
        "games_per_s_check_apply": games / apply_only,
    }


def main() -> None:
    lat = cli_latency()
    print(f"lictor referee act   : {lat['act_s'] * 1000:.0f} ms (median wall)")
    print(f"lictor referee next  : {lat['next_s'] * 1000:.0f} ms (median wall)")
    p = playouts()
    print(f"playouts: {p['games']} games, {p['actions']} actions")
    print(
        f"  check + apply      : {p['actions_per_s_check_apply']:,.0f} actions/s, "
        f"{p['games_per_s_check_apply']:,.0f} games/s"
    )
    print(
        f"  + legal_actions    : {p['actions_per_s_with_listing']:,.0f} actions/s, "
        f"{p['games_per_s_with_listing']:,.0f} games/s"
    )


if __name__ == "__main__":
    main()
