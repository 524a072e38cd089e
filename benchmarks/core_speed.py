"""Benchmark: the pure core of every refereed game, in actions per second on one core.

For each game (Carta Imperia's three scenarios, Hannibal vs Rome, Imperium, Circus Maximus):
seeded random playouts, choosing among ``legal_actions`` at every step (what the NPC
Senators and the balance lab do), then the same actions parsed from their words and
applied with their check (what every command's replay does).

With --before TREE (another lictor checkout) each measure runs in a fresh process of this
tree and of that one, alternately, --rounds times; the medians and their paired ratio are
printed (the machine is shared: only a ratio measured side by side means anything). Times are the
process's CPU time, which a loaded machine disturbs less than the wall clock.

    python benchmarks/core_speed.py
    python benchmarks/core_speed.py --before /tmp/lictor-main --rounds 3 --games 20
    python benchmarks/core_speed.py --before /tmp/lictor-main --games 3 --passes 6 --rounds 3

``--interleave N`` (with --before): each tree plays in a process of its own, kept open,
and the two take turns, one pass each, N times: the best pass of each is printed, and the
median of the N paired ratios (the steadiest measure on a machine whose speed wanders).
``CORE_SPEED_NOW=TREE`` measures that tree as "now" (TREE against itself: the noise).

    python benchmarks/core_speed.py --before /tmp/lictor-main --games 10 --interleave 15

``--passes N``: each process plays and replays its games N times and keeps the quickest of
each (the playouts are seeded: the same actions every pass), which a loaded machine
disturbs least; the first pass of a process is no longer the only one timed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CASES: dict[str, tuple[str, str, dict[str, Any], int]] = {
    # name: (game, players, options, most actions per game)
    "carta full, 3 players": ("carta-imperia", "Ann,Ben,Cy", {"scenario": "full"}, 5000),
    "carta full, 6 players": (
        "carta-imperia",
        "Ann,Ben,Cy,Dan,Eve,Fay",
        {"scenario": "full"},
        5000,
    ),
    "carta scenario I, 3": (
        "carta-imperia",
        "Ann,Ben,Cy",
        {"scenario": "rise-of-the-republic"},
        5000,
    ),
    "carta scenario II, 3": (
        "carta-imperia",
        "Ann,Ben,Cy",
        {"scenario": "fall-of-the-republic"},
        5000,
    ),
    "hannibal-vs-rome": ("hannibal-vs-rome", "carthage=Ann,rome=Ben", {}, 300),
    "imperium": ("imperium", "red=Ann,blue=Ben,green=Cy", {}, 2000),
    "circus-maximus": ("circus-maximus", "red=Ann,blue=Ben", {"first": "Ann"}, 2000),
}


def _prepared(case: str) -> tuple[Any, Any, Any, int]:
    """The case's game, seats, options and longest game, after an untimed warm-up: the
    first playout imports the phases lazily and reads the packs (with
    PYTHONDONTWRITEBYTECODE set it also compiles every module), one-time costs that with a
    few games were most of the timed "listing" (core12, issue 27)."""
    from lictor.games import referee_game
    from lictor.rules.game import Seats

    game_id, players, options, most = CASES[case]
    game = referee_game(game_id)
    seats = Seats(tuple(game.seat(players).items()))
    opts = game.check_options(options)
    s = game.setup(seats, 10_000, False, opts)
    rng = random.Random(10_000)
    for _ in range(most):
        legal = game.legal_actions(s)
        if not legal:
            break
        s, _ = game.apply(s, rng.choice(legal))
    return game, seats, opts, most


def _one_pass(prepared: tuple[Any, Any, Any, int], games: int) -> tuple[int, float, float]:
    """The seeded playouts, then their replays: (actions, listing seconds, replay seconds)."""
    from lictor.rules.game import apply_checked

    game, seats, opts, most = prepared
    scripts: list[list[str]] = []
    t = time.process_time()
    for seed in range(games):
        s = game.setup(seats, seed, False, opts)
        rng = random.Random(seed)
        words: list[str] = []
        while len(words) < most:
            legal = game.legal_actions(s)
            if not legal:
                break
            a = rng.choice(legal)
            s, _ = game.apply(s, a)
            words.append(game.text(a))
        scripts.append(words)
    listing = time.process_time() - t
    t = time.process_time()
    for seed, words in enumerate(scripts):
        s = game.setup(seats, seed, False, opts)
        for w in words:
            s, _ = apply_checked(game, s, game.parse(s, w.split()))
    replay = time.process_time() - t
    return sum(len(w) for w in scripts), listing, replay


def one(case: str, games: int, passes: int = 1) -> dict[str, float]:
    """In this process: the case's playouts, timed; with ``passes`` > 1 the same playouts
    and replays are run that many times and the quickest of each kept (what a loaded
    machine disturbs least: core14, issue 27)."""
    prepared = _prepared(case)
    listing = replay = float("inf")
    actions = 0
    for _ in range(max(1, passes)):
        actions, lt, rt = _one_pass(prepared, games)
        listing, replay = min(listing, lt), min(replay, rt)
    return {"actions": actions, "listing": actions / listing, "replay": actions / replay}


def serve(case: str, games: int) -> None:
    """For ``--interleave``: prepare the case, then time one pass for each line read."""
    prepared = _prepared(case)
    print("ready", flush=True)
    for _ in sys.stdin:
        actions, lt, rt = _one_pass(prepared, games)
        print(json.dumps({"actions": actions, "listing": lt, "replay": rt}), flush=True)


def interleaved(trees: dict[str, Path], case: str, games: int, passes: int) -> dict[str, Any]:
    """Each tree in a process of its own, kept open; one pass of each in turn (who goes
    first alternating), ``passes`` times, so a slow spell of the machine (this one's speed
    wanders by up to 2x for seconds at a time) falls on both alike. Each tree's quickest
    pass, and the median of the passes' paired ratios (now/before)."""
    code = (
        f"import sys; sys.path.insert(0, {str(HERE)!r}); import core_speed; "
        f"core_speed.serve({case!r}, {games})"
    )
    procs = {}
    for tag, tree in trees.items():
        env = {**os.environ, "PYTHONPATH": str(tree)}
        procs[tag] = subprocess.Popen(
            [sys.executable, "-c", code],
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=tempfile.gettempdir(),
        )
    try:
        for p in procs.values():
            assert p.stdout is not None and p.stdout.readline().strip() == "ready"
        rows: dict[str, list[dict[str, float]]] = {t: [] for t in trees}
        order = list(trees)
        for i in range(passes):
            for tag in order if i % 2 == 0 else order[::-1]:
                p = procs[tag]
                assert p.stdin is not None and p.stdout is not None
                p.stdin.write("go\n")
                p.stdin.flush()
                rows[tag].append(json.loads(p.stdout.readline()))
    finally:
        for p in procs.values():
            if p.stdin is not None:
                p.stdin.close()
            p.wait()
    actions = rows[order[-1]][0]["actions"]
    best = {
        t: {k: actions / min(r[k] for r in rs) for k in ("listing", "replay")}
        for t, rs in rows.items()
    }
    out: dict[str, Any] = {"actions": actions, "best": best}
    if len(order) == 2:
        b, n = rows[order[0]], rows[order[1]]
        out["ratio"] = {
            k: statistics.median(x[k] / y[k] for x, y in zip(b, n, strict=True))
            for k in ("listing", "replay")
        }
    return out


def in_fresh(tree: Path, case: str, games: int, passes: int = 1) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    code = (
        f"import sys, json; sys.path.insert(0, {str(HERE)!r}); import core_speed; "
        f"print(json.dumps(core_speed.one({case!r}, {games}, {passes})))"
    )
    # from a folder holding no lictor (`python -c` puts the working folder first on the path)
    done = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=tempfile.gettempdir(),
    )
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--before", type=Path, default=None)
    ap.add_argument(
        "--passes", type=int, default=1, help="each process times its playouts this many times"
    )
    ap.add_argument("--only", default=None, help="cases whose name contains this")
    ap.add_argument(
        "--interleave",
        type=int,
        default=0,
        help="one process a tree, kept open, timing this many passes of each in turn",
    )
    args = ap.parse_args()
    trees = {"now": Path(os.environ.get("CORE_SPEED_NOW", HERE.parent))}
    if args.before:
        trees = {"before": args.before.resolve(), **trees}
    print(f"load average {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores); {args.games} games")
    head = "".join(f"{t + ' listing':>16}{t + ' replay':>16}" for t in trees)
    print(f"{'case':26}{'actions':>8}{head}" + ("  now/before" if args.before else ""))
    for case in CASES:
        if args.only and args.only not in case:
            continue
        if args.interleave:
            _print_interleaved(case, interleaved(trees, case, args.games, args.interleave))
            continue
        got: dict[str, list[dict[str, float]]] = {t: [] for t in trees}
        for _ in range(args.rounds):
            for tag, tree in trees.items():
                got[tag].append(in_fresh(tree, case, args.games, args.passes))
        med = {
            t: {k: statistics.median(r[k] for r in rows) for k in ("listing", "replay")}
            for t, rows in got.items()
        }
        cells = "".join(f"{med[t]['listing']:>14,.0f}/s{med[t]['replay']:>14,.0f}/s" for t in trees)
        line = f"{case:26}{got['now'][0]['actions']:>8.0f}{cells}"
        if args.before:
            line += (
                f"  {med['now']['listing'] / med['before']['listing']:.2f}"
                f" {med['now']['replay'] / med['before']['replay']:.2f}"
            )
        print(line, flush=True)


def _print_interleaved(case: str, got: dict[str, Any]) -> None:
    best = got["best"]
    cells = "".join(f"{b['listing']:>14,.0f}/s{b['replay']:>14,.0f}/s" for b in best.values())
    line = f"{case:26}{got['actions']:>8.0f}{cells}"
    if "ratio" in got:
        line += f"  {got['ratio']['listing']:.2f} {got['ratio']['replay']:.2f}"
    print(line, flush=True)


if __name__ == "__main__":
    main()
