"""Seeded random Scenario I games from `new` to the end: invariants at every step, the
replay of the log equals the state, and the final score is `lictor score`'s."""

from __future__ import annotations

import random

import pytest

from lictor.games.carta_imperia.rules import flow
from lictor.games.carta_imperia.rules.scoring import EndState, score_game
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import bust_count, regions
from lictor.rules.game import apply_checked
from lictor.rules.replay import replay
from tests.games.carta_imperia.referee_kit import B, G, seats

NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay")


def invariants(s: State) -> None:
    for f in s.players:
        assert bust_count(s, f.name) == B.busts, f"{f.name}'s Busts are not 8 at {s.step}"
        for field in ("dignitas", "auctoritas", "stock", "reserve", "legions", "private"):
            assert getattr(f, field) >= 0, f"{f.name} has negative {field} at {s.step}"
    rome = s.rome_card + s.rome_supply + sum(g.rome for g in s.generals)
    allied = (
        s.allied_supply
        + sum(f.legions + f.private for f in s.players)
        + sum(g.allied + g.private for g in s.generals)
    )
    assert rome == B.rome_meeples, f"Legions of Rome: {rome} at {s.step}"
    assert allied == B.allied_meeples, f"Allied Legions: {allied} at {s.step}"
    assert s.sacked <= 3
    here = regions(B, s)
    for province, _ in s.governors:
        assert province in here and not here[province].neutral


def playout(seed: int, players: int, physical: bool) -> tuple[State, list[str]]:
    rng = random.Random(seed)
    s = G.setup(seats(*NAMES[:players]), seed, physical)
    log: list[str] = []
    for _ in range(2000):
        invariants(s)
        if s.step == "over":
            return s, log
        options = G.legal_actions(s)
        assert options, f"no legal action at {s.step} (waiting on {s.waiting})"
        action = rng.choice(options)
        s, _ = apply_checked(G, s, action)
        log.append(G.text(action))
    raise AssertionError("the game did not end in 2000 actions")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("physical", [False, True])
def test_random_games_finish_keep_the_invariants_and_replay(players: int, physical: bool) -> None:
    outcomes = set()
    for seed in range(4):
        s, log = playout(seed * 7 + players, players, physical)
        outcomes.add(s.outcome)
        again, _ = replay(G, seats(*NAMES[:players]), seed * 7 + players, physical, log)
        assert again == s
        if s.outcome != "rome-falls":
            assert s.era == 4  # Scenario I ends after Era IV
            sheet = flow.final_score(B, s)
            assert sheet.winners == s.winners
    assert outcomes <= {"winner", "duovirate", "triumvirate", "republic-survives", "rome-falls"}


def test_the_final_score_is_lictor_scores() -> None:
    """Endgame: the referee's score equals `lictor score carta-imperia` on the same table."""
    for seed in range(12):
        s, _ = playout(seed, 3, False)
        if s.outcome == "rome-falls":
            continue
        here = regions(B, s)
        end = EndState.model_validate(
            {
                "final_era": 4,
                "rome_sacked": s.sacked,
                "players": [
                    {
                        "name": f.name,
                        "dignitas": f.dignitas,
                        "auctoritas": f.auctoritas,
                        "legacy": [f.legacy_points or 0],
                        "reforms": [c for _, c, w in s.reforms if w == f.name],
                        "governors": [
                            {
                                "province": p,
                                "shields": here[p].strength,
                                "romanised": here[p].romanised,
                                "emporia": here[p].emporia,
                            }
                            for p, w in s.governors
                            if w == f.name
                        ],
                    }
                    for f in s.players
                ],
            }
        )
        sheet = score_game(end)
        assert sheet.winners == s.winners and sheet.outcome == s.outcome
        status = G.status(s, None)["score"]
        assert {n: p["total"] for n, p in status["players"].items()} == {
            p.name: p.total for p in sheet.players
        }
        return
    pytest.fail("no seeded game reached the score")


def test_virtual_draws_replay_the_same_cards() -> None:
    a, log = playout(3, 4, False)
    b, _ = replay(G, seats(*NAMES[:4]), 3, False, log)
    assert a.combat == b.combat and a.history == b.history
