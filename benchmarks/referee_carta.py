"""Benchmark: the Carta Imperia referee (Scenario I).

1. Wall time of `lictor referee act` and `lictor referee next --json` late in a game,
   when every command replays a long log (a fresh process each time; median of runs).
2. The pure core: seeded random Scenario I playouts, in actions and games per second on
   one core, with and without listing the legal actions at every step.

The baseline is the Hannibal vs Rome referee (benchmarks/referee.py) on the same machine.

    python benchmarks/referee_carta.py
"""

from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path

from referee import act_next_latency  # benchmarks/referee.py, beside this script

from lictor.games import referee_game
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.rules.game import Seats, apply_checked
from lictor.rules.referee import Referee
from lictor.rules.session import Store

G = CartaGame()
SEATS = Seats((("red", "Ann"), ("blue", "Ben"), ("green", "Cy")))


def script(seed: int) -> list[str]:
    rng = random.Random(seed)
    s = G.setup(SEATS, seed, False)
    out = []
    while s.step != "over":
        legal = G.legal_actions(s)
        a = rng.choice(legal)
        s, _ = G.apply(s, a)
        out.append(G.text(a))
    return out


def cli_latency(runs: int = 9) -> dict[str, float]:
    seed = next(n for n in range(100) if script(n)[-1].startswith("legacy"))
    words = script(seed)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite"
        referee = Referee(Store(db), referee_game)
        sid = referee.new("carta-imperia", "Ann,Ben,Cy", seed, False)
        for w in words[:-1]:
            referee.act(sid, w.split())
        return {"log": len(words), **act_next_latency(db, words[-1].split(), runs)}


def playouts(games: int = 200) -> dict[str, float]:
    t = time.perf_counter()
    scripts = [script(seed) for seed in range(games)]
    with_listing = time.perf_counter() - t
    actions = sum(len(x) for x in scripts)
    t = time.perf_counter()
    for seed, words in enumerate(scripts):
        s = G.setup(SEATS, seed, False)
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
    lat = cli_latency()
    print(f"a {lat['log']:.0f}-action Scenario I log, the last action:")
    print(f"lictor referee act   : {lat['act_s'] * 1000:.0f} ms (median wall)")
    print(f"lictor referee next  : {lat['next_s'] * 1000:.0f} ms (median wall)")
    p = playouts()
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
