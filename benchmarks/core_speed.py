"""Benchmark: the pure core of every refereed game, in actions per second on one core.

For each game (Carta Imperia's three scenarios, Hannibal vs Rome, Imperium, Circus Maximus):
seeded random playouts, choosing among ``legal_actions`` at every step (what the NPC
Senators and the balance lab do: aloud, then quiet, as the lab plays), then the same actions
parsed from their words and applied with their check, their events said (``act``), then
replayed by ``fold`` (what every command's replay of a log does: quiet).

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
# listing: playouts choosing among ``legal_actions``, every word said (NPC Senators at a
# table); lab: the same games ``quiet`` (lictor.i18n.quiet: the balance lab's, no words);
# replay: each action parsed and applied with its check, its events said (``act``); fold:
# rules/replay.py's ``fold``, the referee's own replay of a log to its state (quiet)
MEASURES = ("listing", "lab", "replay", "fold")
HEAD = " ".join(f"{m:>9}" for m in MEASURES)
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


def seeded_playouts(prepared: tuple[Any, Any, Any, int], games: int) -> list[list[str]]:
    """Each seed's game to its end (or the case's most actions), choosing at random among
    ``legal_actions`` at every step: the words of its actions."""
    game, seats, opts, most = prepared
    scripts: list[list[str]] = []
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
    return scripts


def _one_pass(prepared: tuple[Any, Any, Any, int], games: int) -> dict[str, float]:
    """The seeded playouts, then their replays: the actions, and the seconds of each
    measure (``MEASURES``)."""
    import contextlib

    from lictor import i18n
    from lictor.rules.game import apply_checked
    from lictor.rules.replay import fold

    quiet = getattr(i18n, "quiet", contextlib.nullcontext)  # a tree before it: said aloud
    game, seats, opts, _ = prepared
    out: dict[str, float] = {}

    def playouts(measure: str, hushed: Any) -> list[list[str]]:
        t = time.process_time()
        with hushed():
            scripts = seeded_playouts(prepared, games)
        out[measure] = time.process_time() - t
        return scripts

    scripts = playouts("listing", contextlib.nullcontext)
    assert playouts("lab", quiet) == scripts, "the same games quiet and aloud"
    t = time.process_time()
    for seed, words in enumerate(scripts):
        s = game.setup(seats, seed, False, opts)
        for w in words:
            s, _ = apply_checked(game, s, game.parse(s, w.split()))
    out["replay"] = time.process_time() - t
    t = time.process_time()
    for seed, words in enumerate(scripts):
        fold(game, game.setup(seats, seed, False, opts), words)
    out["fold"] = time.process_time() - t
    out["actions"] = sum(len(w) for w in scripts)
    return out


def one(case: str, games: int, passes: int = 1) -> dict[str, float]:
    """In this process: the case's playouts, timed; with ``passes`` > 1 the same playouts
    and replays are run that many times and the quickest of each kept (what a loaded
    machine disturbs least: core14, issue 27). Actions a second, each measure."""
    prepared = _prepared(case)
    best = {m: float("inf") for m in MEASURES}
    actions = 0.0
    for _ in range(max(1, passes)):
        got = _one_pass(prepared, games)
        actions = got["actions"]
        best = {m: min(best[m], got[m]) for m in MEASURES}
    return {"actions": actions, **{m: actions / best[m] for m in MEASURES}}


def serve(case: str, games: int) -> None:
    """For ``--interleave``: prepare the case, then time one pass for each line read."""
    prepared = _prepared(case)
    print("ready", flush=True)
    for _ in sys.stdin:
        print(json.dumps(_one_pass(prepared, games)), flush=True)


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
    # each tree's rates from its own games (two trees' rules may play other games)
    best = {
        t: {k: rs[0]["actions"] / min(r[k] for r in rs) for k in MEASURES} for t, rs in rows.items()
    }
    out: dict[str, Any] = {"actions": rows[order[-1]][0]["actions"], "best": best}
    if len(order) == 2:
        b, n = rows[order[0]], rows[order[1]]
        out["ratio"] = {
            k: statistics.median(
                (y["actions"] / y[k]) / (x["actions"] / x[k]) for x, y in zip(b, n, strict=True)
            )
            for k in MEASURES
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
    print(f"{'case':26}{'actions':>8}  " + "  ".join(f"{t + ': ' + HEAD:<40}" for t in trees))
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
            t: {k: statistics.median(r[k] for r in rows) for k in MEASURES}
            for t, rows in got.items()
        }
        ratio = None
        if args.before:
            ratio = {k: med["now"][k] / med["before"][k] for k in MEASURES}
        _print_row(case, got["now"][0]["actions"], med, ratio)


def _rates(r: dict[str, float]) -> str:
    return " ".join(f"{r[m] / 1000:>8.1f}k" for m in MEASURES)


def _print_row(
    case: str, actions: float, best: dict[str, dict[str, float]], ratio: dict[str, float] | None
) -> None:
    line = f"{case:26}{actions:>8.0f}  " + "  ".join(f"{_rates(b):<40}" for b in best.values())
    if ratio is not None:
        line += "  now/before " + " ".join(f"{ratio[m]:.2f}" for m in MEASURES)
    print(line, flush=True)


def _print_interleaved(case: str, got: dict[str, Any]) -> None:
    _print_row(case, got["actions"], got["best"], got.get("ratio"))


if __name__ == "__main__":
    main()
