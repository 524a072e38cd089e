"""Benchmark: Carta Imperia's `legal_actions` alone, over the same states, as a loaded
machine allows it to be measured (issue 27).

Each scenario's states are gathered from seeded random playouts (3 players, seeds 0-2, at
most 2,000 states), then listed again and again; the best of --passes (CPU time) is kept,
which is the least disturbed by other work. Printed: states listed per second. With
--before TREE the other tree's fresh processes alternate with this one's (--rounds each),
and the paired ratios are printed.

    python benchmarks/core_listing.py
    python benchmarks/core_listing.py --before /tmp/lictor-main --rounds 3
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

TREE = Path(__file__).resolve().parent.parent
SCENARIOS = ("full", "rise-of-the-republic", "fall-of-the-republic")


def listing(passes: int) -> dict[str, float]:
    """States listed per second, the best of ``passes``, for each scenario."""
    import random

    from lictor.games import referee_game
    from lictor.rules.game import Seats, apply_checked

    game = referee_game("carta-imperia")
    out = {}
    for scenario in SCENARIOS:
        options = game.check_options({"scenario": scenario})
        states = []
        for seed in range(3):
            seats = Seats(tuple(game.seat("Ann,Ben,Cy").items()))
            s = game.setup(seats, seed, False, options)
            rng = random.Random(seed)
            while not game.agenda(s).over and len(states) < 2000:
                states.append(s)
                s, _ = apply_checked(game, s, rng.choice(game.legal_actions(s)))
        best = float("inf")
        for _ in range(passes):
            fresh = referee_game("carta-imperia")  # nothing kept from the last pass
            t = time.process_time()
            for s in states:
                fresh.legal_actions(s)
            best = min(best, time.process_time() - t)
        out[scenario] = len(states) / best
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--passes", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--before", type=Path, default=None)
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(listing(args.passes)))
        return
    trees = {"now": TREE} if args.before is None else {"before": args.before, "now": TREE}
    got: dict[str, list[dict[str, float]]] = {tag: [] for tag in trees}
    for _ in range(args.rounds):
        for tag, tree in trees.items():
            env = {**os.environ, "PYTHONPATH": str(tree)}
            cmd = [sys.executable, __file__, "--child", "--passes", str(args.passes)]
            done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
            got[tag].append(json.loads(done.stdout))
    print(f"load average {os.getloadavg()[0]:.2f}; states listed per second (best pass)")
    for scenario in SCENARIOS:
        cells = {tag: statistics.median(r[scenario] for r in runs) for tag, runs in got.items()}
        line = "".join(f"  {tag} {v:8,.0f}/s" for tag, v in cells.items())
        if args.before is not None:
            line += f"  now/before {cells['now'] / cells['before']:.2f}"
        print(f"{scenario:24}{line}")


if __name__ == "__main__":
    main()
