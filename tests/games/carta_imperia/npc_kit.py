"""Seeded games with NPC Senators (Solo & 2-Player Addenda, Dealmaking variant): random
human moves, each NPC's answer by its policy, the Carta invariants at every step."""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.state import State
from lictor.rules.game import Seats, apply_checked
from tests.games.carta_imperia.invariants import check

SCENARIOS = ("full", "rise-of-the-republic", "fall-of-the-republic")
GAMES = {sc: CartaGame(load_board(scenario=sc)) for sc in SCENARIOS}
HUMANS = ("Ann", "Ben", "Cy", "Dee")
NPCS = ("Rufus", "Cato", "Varro", "Galba", "Piso")


def npc_seats(game: CartaGame, humans: int, npcs: int) -> tuple[Seats, list[str]]:
    spec, names = game.with_npcs(",".join(HUMANS[:humans]), ",".join(NPCS[:npcs]))
    return Seats(tuple(game.seat(spec).items())), names


def npc_setup(scenario: str, seed: int, humans: int, npcs: int, physical: bool) -> State:
    game = GAMES[scenario]
    seats, names = npc_seats(game, humans, npcs)
    return game.setup(seats, seed, physical, {"scenario": scenario, "npc": names})


def npc_playout(
    scenario: str, seed: int, humans: int, npcs: int, physical: bool
) -> tuple[State, list[str], int]:
    """The finished game, its log and how many actions the NPC policies chose."""
    game = GAMES[scenario]
    rng = random.Random(seed)
    s = npc_setup(scenario, seed, humans, npcs, physical)
    log: list[str] = []
    by_npc = 0
    for _ in range(8000):
        check(game.board, s)
        if s.step == "over":
            return s, log, by_npc
        turn = game.npc_turn(s)
        if turn is not None:
            action = game.parse(s, turn[1].action.split())
            by_npc += 1
        else:
            legal = game.legal_actions(s)
            # the humans' moves and the table's (a draw, a battle naming an NPC's General)
            options = [a for a in legal if a.player not in s.npcs] or legal
            assert options, f"no legal action at {s.step} in Era {s.era} ({s.waiting})"
            action = rng.choice(options)
        s, _ = apply_checked(game, s, action)
        log.append(game.text(action))
    raise AssertionError(f"the game did not end in 8000 actions (Era {s.era}, {s.step})")
