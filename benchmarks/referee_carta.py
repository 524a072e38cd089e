"""Benchmark: the Carta Imperia referee, one scenario at a time.

1. Wall time of `lictor referee act` and `lictor referee next --json` late in a game
   (a fresh process each time; median of runs; benchmarks/referee_latency.py measures
   these at several log lengths, with and without snapshots).
2. The pure core: seeded random playouts, in actions and games per second on one core,
   with and without listing the legal actions at every step.

The baseline is the Hannibal vs Rome referee (benchmarks/referee.py) on the same machine.

    python benchmarks/referee_carta.py                      # Scenario I, 3 players
    python benchmarks/referee_carta.py --scenario full --players 6 --games 50 --no-cli
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from referee import act_next_latency  # benchmarks/referee.py, beside this script

from lictor.games import referee_game
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.rules.actors import rightful
from lictor.rules.game import Seats, apply_checked
from lictor.rules.referee import Referee
from lictor.rules.session import Store

G = CartaGame()
NAMES = ("Ann", "Ben", "Cy", "Dan", "Eve", "Fay")
SEATS = Seats((("red", "Ann"), ("blue", "Ben"), ("green", "Cy")))
OPTIONS: dict[str, Any] = {}


def script(seed: int) -> list[str]:
    rng = random.Random(seed)
    s = G.setup(SEATS, seed, False, OPTIONS)
    out = []
    while s.step != "over":
        legal = G.legal_actions(s)
        a = rng.choice(legal)
        s, _ = G.apply(s, a)
        out.append(G.text(a))
    return out


def cli_latency(runs: int = 9) -> dict[str, float]:
    # a game that reaches its last step (Scenario I: the Legacies), else the first seed
    seed = next((n for n in range(20) if script(n)[-1].startswith("legacy")), 0)
    words = script(seed)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite"
        referee = Referee(Store(db), referee_game)
        players = ",".join(name for _, name in SEATS.by_side)
        sid = referee.new("carta-imperia", players, seed, False, OPTIONS)
        for w in words[:-1]:
            loaded = referee.load(sid)
            auth = loaded.game.authority(loaded.state, loaded.seats, w.split())
            referee.act(sid, w.split(), actor=rightful(auth))
        return {"log": len(words), **act_next_latency(db, words[-1].split(), runs)}


def playouts(games: int = 200) -> dict[str, float]:
    t = time.perf_counter()
    scripts = [script(seed) for seed in range(games)]
    with_listing = time.perf_counter() - t
    actions = sum(len(x) for x in scripts)
    t = time.perf_counter()
    for seed, words in enumerate(scripts):
        s = G.setup(SEATS, seed, False, OPTIONS)
        for w in words:
            s, _ = apply_checked(G, s, G.parse(s, w.split()))  # what every command replays
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
    global SEATS, OPTIONS
    ap = argparse.ArgumentParser(description="The Carta Imperia referee's speed.")
    ap.add_argument("--scenario", default=None, help="default: the pack's default scenario")
    ap.add_argument("--players", type=int, default=3, choices=range(3, 7))
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--no-cli", action="store_true", help="only the pure core's playouts")
    args = ap.parse_args()
    SEATS = Seats(tuple(G.seat(",".join(NAMES[: args.players])).items()))
    OPTIONS = G.check_options({"scenario": args.scenario} if args.scenario else {})
    print(
        f"scenario {OPTIONS['scenario']}, {args.players} players; "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    if not args.no_cli:
        lat = cli_latency()
        print(f"a {lat['log']:.0f}-action log, the last action:")
        print(f"lictor referee act   : {lat['act_s'] * 1000:.0f} ms (median wall)")
        print(f"lictor referee next  : {lat['next_s'] * 1000:.0f} ms (median wall)")
    p = playouts(args.games)
    print(f"playouts: {p['games']} games, {p['actions']} actions")
    print(
        f"  parse + apply_checked : {p['actions_per_s_check_apply']:,.0f} actions/s, "
        f"{p['games_per_s_check_apply']:,.0f} games/s"
    )
    print(
        f"  + legal_actions       : {p['actions_per_s_with_listing']:,.0f} actions/s, "
        f"{p['games_per_s_with_listing']:,.0f} games/s"
    )


if __name__ == "__main__":
    main()
