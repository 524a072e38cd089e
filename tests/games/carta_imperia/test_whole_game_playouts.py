"""Seeded random whole games of the Full Game (Eras I-VII) and Scenario II (Eras V-VII),
3-6 players, virtual and physical, with the table's tools at random moments: the invariants
hold at every step (no negative holdings, 8 Busts per Familia, the Legion supplies conserved,
one Primus, at most one Emperor who is the Primus), the replay of the log equals the state,
and the game ends with a winner or Rome's fall at the scenario's last Era."""

from __future__ import annotations

import random

import pytest

from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.phases.endgame.steps import final_score
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import regions
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import replay
from lictor.slugs import slug
from tests.games.carta_imperia.invariants import check

NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay")
GAMES = {sc: CartaGame(load_board(scenario=sc)) for sc in ("full", "fall-of-the-republic")}
LAST = {"full": 7, "fall-of-the-republic": 7}


def seats(game: CartaGame, n: int) -> Seats:
    return Seats(tuple(game.seat(",".join(NAMES[:n])).items()))


def invariants(game: CartaGame, s: State) -> None:
    check(game.board, s)


def tools(game: CartaGame, s: State, rng: random.Random) -> list[Action]:
    a, b = rng.sample(s.names, 2)
    here = sorted(slug(n) for n in regions(game.board, s))
    out = [
        Action("give", a, (b, "dignitas", "1")),
        Action("deal", a, (b.lower(), "dignitas", "1", "for", "legions", "1")),
        Action("adjust", a, ("dignitas", rng.choice(["+1", "-1"]))),
        Action("move-bust", a, ("stock", rng.choice(["reserve", *here]))),
        Action("move-bust", a, (rng.choice(here), "reserve")),
        Action("rebel", "", (rng.choice(here),)),
    ]
    return [t for t in out if not game.check(s, t)]


def playout(
    scenario: str, seed: int, players: int, physical: bool, with_tools: bool
) -> tuple[State, list[str]]:
    game = GAMES[scenario]
    rng = random.Random(seed)
    s = game.setup(seats(game, players), seed, physical, {"scenario": scenario})
    log: list[str] = []
    for _ in range(8000):
        invariants(game, s)
        if s.step == "over":
            return s, log
        options = game.legal_actions(s)
        assert options, f"no legal action at {s.step} in Era {s.era} (waiting on {s.waiting})"
        if with_tools and rng.random() < 0.05:
            options = tools(game, s, rng) or options
        action = rng.choice(options)
        s, _ = apply_checked(game, s, action)
        log.append(game.text(action))
    raise AssertionError(f"the game did not end in 8000 actions (Era {s.era}, {s.step})")


@pytest.mark.parametrize("scenario", sorted(GAMES))
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("physical", [False, True])
def test_whole_games_finish_keep_the_invariants_and_replay(
    scenario: str, players: int, physical: bool
) -> None:
    game = GAMES[scenario]
    seed = players * 11 + physical
    s, log = playout(scenario, seed, players, physical, with_tools=players % 2 == 0)
    again, _ = replay(game, seats(game, players), seed, physical, log, {"scenario": scenario})
    assert again == s
    assert s.outcome in {"winner", "duovirate", "triumvirate", "republic-survives", "rome-falls"}
    if s.outcome != "rome-falls":
        assert s.era == LAST[scenario]
        assert final_score(game.board, s).winners == s.winners
