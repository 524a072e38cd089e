"""Benchmark: how long `lictor referee act`, `next --json` and `status --json` take at the
end of a long log, with and without the session's snapshots (lictor.rules.snapshot).

A seeded game is played by the game's own `legal_actions` (a seeded random choice each
step) and recorded through the Referee service; at each log length asked for, each
command is run as a user runs it (a fresh `python -m lictor` process, the median wall
time of several runs; `act` plays the game's next action and is undone after each run),
once as it is and once with LICTOR_SNAPSHOTS=0 (every command replays the whole log).
The in-process time of loading the session (no interpreter start, no imports) is shown
beside, to see the replay's share.

    python benchmarks/referee_latency.py --game carta-imperia \\
        --scenario rise-of-the-republic --players Ann,Ben,Cy,Dan,Eve,Fay --seed 1
    python benchmarks/referee_latency.py --game hannibal-vs-rome \\
        --players carthage=Ann,rome=Ben --at 50,100,200
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from lictor.games import referee_game
from lictor.rules.actors import rightful
from lictor.rules.game import Seats, apply_checked
from lictor.rules.referee import Referee
from lictor.rules.session import Store

LICTOR = [sys.executable, "-m", "lictor", "referee"]
PLAYERS = {
    "carta-imperia": "Ann,Ben,Cy,Dan,Eve,Fay",
    "hannibal-vs-rome": "carthage=Ann,rome=Ben",
    "imperium": "red=Ann,blue=Ben,green=Cy",
    "circus-maximus": "red=Ann,blue=Ben",
}


def options_of(args: argparse.Namespace) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if args.scenario:
        out["scenario"] = args.scenario
    if args.game == "circus-maximus":
        out["first"] = args.players.split(",")[0].partition("=")[2]
    return out


def script(game_id: str, players: str, seed: int, options: dict[str, Any], most: int) -> list[str]:
    """A seeded game's actions, chosen at random among the legal ones, up to ``most``."""
    game = referee_game(game_id)
    seats = Seats(tuple(game.seat(players).items()))
    state = game.setup(seats, seed, False, game.check_options(options))
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < most and not game.agenda(state).over:
        action = rng.choice(game.legal_actions(state))
        state, _ = apply_checked(game, state, action)
        out.append(game.text(action))
    return out


def cli(db: Path, snapshots: bool, *words: str) -> float:
    env = {**os.environ, "LICTOR_DB": str(db), "LICTOR_SNAPSHOTS": "1" if snapshots else "0"}
    t = time.perf_counter()
    done = subprocess.run([*LICTOR, *words], env=env, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"lictor referee {' '.join(words)}: {done.stderr.strip()}")
    return time.perf_counter() - t


def measure(db: Path, following: str, snapshots: bool, runs: int) -> dict[str, float]:
    acts, nexts, statuses = [], [], []
    for _ in range(runs):
        acts.append(cli(db, snapshots, "act", *following.split()))
        cli(db, snapshots, "undo")
        nexts.append(cli(db, snapshots, "next", "--json"))
        statuses.append(cli(db, snapshots, "status", "--json"))
    return {
        "act": statistics.median(acts),
        "next": statistics.median(nexts),
        "status": statistics.median(statuses),
    }


def load_time(db: Path, sid: int, snapshots: bool, runs: int) -> float:
    times = []
    for _ in range(runs):
        ref = Referee(Store(db), referee_game, snapshots=snapshots)
        t = time.perf_counter()
        ref.load(sid)
        times.append(time.perf_counter() - t)
        ref.store.close()
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="carta-imperia")
    ap.add_argument("--scenario", default=None)
    ap.add_argument("--players", default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--at", default="100,300,600", help="log lengths to measure at")
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    args.players = args.players or PLAYERS[args.game]
    lengths = sorted(int(x) for x in args.at.split(","))
    options = options_of(args)
    words = script(args.game, args.players, args.seed, options, lengths[-1] + 1)
    print(
        f"{args.game} {options.get('scenario') or ''} {args.players} seed {args.seed}: "
        f"a game of {len(words)} actions{' (ended)' if len(words) <= lengths[-1] else ''}; "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print(
            "note: PYTHONDONTWRITEBYTECODE is set, so every process compiles lictor's modules "
            "again (some 60 ms here); unset it to time what an installed lictor does"
        )
    usable = sorted({min(n, len(words) - 1) for n in lengths})
    print(
        f"{'log':>5}  {'snapshots':>9}  {'act':>7}  {'next':>7}  {'status':>7}  "
        "(median wall, a fresh process)  load in-process"
    )
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite"
        ref = Referee(Store(db), referee_game)
        sid = ref.new(args.game, args.players, args.seed, False, options)
        done = 0
        for n in usable:
            for w in words[done:n]:
                loaded = ref.load(sid)
                auth = loaded.game.authority(loaded.state, loaded.seats, w.split())
                ref.act(sid, w.split(), actor=rightful(auth))
            done = n
            loaded = ref.load(sid)
            sender = rightful(loaded.game.authority(loaded.state, loaded.seats, words[n].split()))
            following = words[n] if sender.is_table else f"--seat {sender.player} {words[n]}"
            for snapshots in (True, False):
                got = measure(db, following, snapshots, args.runs)
                inproc = load_time(db, sid, snapshots, args.runs)
                print(
                    f"{n:>5}  {'on' if snapshots else 'off':>9}  "
                    f"{got['act'] * 1000:>5.0f}ms  {got['next'] * 1000:>5.0f}ms  "
                    f"{got['status'] * 1000:>5.0f}ms  {'':30}  {inproc * 1000:6.1f}ms",
                    flush=True,
                )


if __name__ == "__main__":
    main()
