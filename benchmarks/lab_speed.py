"""Benchmark: the balance lab's games per second on one core (one process, no pool), the
goals of issue 28: Hannibal vs Rome with `random` >= 200 games/s, Carta Imperia's Full
Game (4 players) with `heuristic` >= 20 games/s. The machine's load average is printed
beside the figures: on a shared machine a core is not a whole core.

    python benchmarks/lab_speed.py                  # both goals, and the other games
    python benchmarks/lab_speed.py --games 2000 --profile hannibal-vs-rome:random
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import time

from lictor.lab.engine import Task, run_task, table

GOALS = {("hannibal-vs-rome", "random"): 200.0, ("carta-imperia", "heuristic"): 20.0}
RUNS = [
    ("hannibal-vs-rome", "random", 2000),
    ("hannibal-vs-rome", "heuristic", 200),
    ("carta-imperia", "heuristic", 60),
    ("carta-imperia", "random", 10),
    ("imperium", "random", 100),
    ("imperium", "heuristic", 40),
    ("circus-maximus", "heuristic", 10),
]


def rate(game: str, policy: str, games: int) -> float:
    task = Task(game, "", policy, 1, 0, games)
    table(task)  # the table is built once per worker: not a game's cost
    start = time.process_time()  # CPU time of this process: what one core gave it
    run_task(task)
    return games / (time.process_time() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=None, help="games per run (default: each's)")
    ap.add_argument("--profile", default=None, help="GAME:POLICY to profile instead")
    args = ap.parse_args()
    if args.profile:
        game, policy = args.profile.split(":")
        task = Task(game, "", policy, 1, 0, args.games or 200)
        table(task)
        cProfile.runctx("run_task(task)", globals(), {"task": task}, "/tmp/lab.prof")
        pstats.Stats("/tmp/lab.prof").sort_stats("tottime").print_stats(20)
        return
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    for game, policy, games in RUNS:
        n = args.games or games
        r = rate(game, policy, n)
        goal = GOALS.get((game, policy))
        verdict = "" if goal is None else f"  goal {goal:.0f}: {'met' if r >= goal else 'MISSED'}"
        print(f"{game:<17} {policy:<10} {n:>6} games  {r:8.1f} games/s per core{verdict}")


if __name__ == "__main__":
    main()
