"""Benchmark: one NPC Senator decision in the pure core (Solo & 2-Player Addenda), at the
end of a 6-seat Full Game with 5 NPCs (the goal: under 50 ms, so `next` stays as fast as
today).

A seeded game is played to its last Era (1 player moving at random, 5 NPCs by their
policies); then every NPC decision of the last Era is timed again (median, 90th
percentile and the slowest), each with the step it answered.

    python benchmarks/npc_decision.py                 # seed 1
    python benchmarks/npc_decision.py --seed 7 --repeat 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from lictor.games.carta_imperia.npc import npc_decision
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.state import State
from lictor.rules.game import Seats, apply_checked

NPCS = ["Rufus", "Cato", "Varro", "Galba", "Piso"]


def last_era(seed: int) -> list[tuple[State, str]]:
    """The states of the game's last Era (VII, or the Era Rome fell in) where an NPC
    answered, and who."""
    game = CartaGame(load_board(scenario="full"))
    spec, names = game.with_npcs("Ann", ",".join(NPCS))
    s = game.setup(Seats(tuple(game.seat(spec).items())), seed, False, {"npc": names})
    rng = random.Random(seed)
    out = []
    while s.step != "over":
        turn = game.npc_turn(s)
        if turn is not None:
            out.append((s, turn[0]))
            action = game.parse(s, turn[1].action.split())
        else:
            legal = game.legal_actions(s)
            action = rng.choice([a for a in legal if a.player not in s.npcs] or legal)
        s, _ = apply_checked(game, s, action)
    return [(x, npc) for x, npc in out if x.era == s.era]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    states = last_era(args.seed)
    board = load_board(scenario="full")
    timed: list[tuple[float, str]] = []
    for s, npc in states:
        best = min(_once(s, npc, board) for _ in range(args.repeat))
        timed.append((best, s.step))
    ms = sorted(t * 1000 for t, _ in timed)
    worst = max(timed)
    era = states[-1][0].era
    print(f"{len(ms)} NPC decisions in Era {era} of a 6-seat Full Game (5 NPCs), seed {args.seed}")
    print(
        f"median {statistics.median(ms):.2f} ms, 90th percentile "
        f"{ms[int(len(ms) * 0.9)]:.2f} ms, slowest {worst[0] * 1000:.2f} ms ({worst[1]})"
    )
    print("goal: under 50 ms -", "met" if worst[0] < 0.05 else "NOT met")


def _once(s: State, npc: str, board: object) -> float:
    t = time.perf_counter()
    npc_decision(s, npc, board)  # type: ignore[arg-type]
    return time.perf_counter() - t


if __name__ == "__main__":
    main()
