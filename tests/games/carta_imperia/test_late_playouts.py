"""Seeded random games from the start of Era V, as Scenario II sets it up, to the end of
Era VII (the normal phases; the eXtra-Legal Action and the Civil War are other phases'):
the invariants at every step, the replay of the log equals the state."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from lictor.games.carta_imperia.rules.state import State
from lictor.rules.game import apply_checked
from tests.games.carta_imperia.invariants import check
from tests.games.carta_imperia.late_kit import NAMES, board_of, fall_of_the_republic
from tests.games.carta_imperia.referee_kit import G, seats


def invariants(s: State) -> None:
    check(board_of(s), s)


def playout(
    seed: int, players: int, physical: bool
) -> tuple[State, State, list[str], Counter[str]]:
    rng = random.Random(seed)
    start = s = fall_of_the_republic(players, seed, physical)
    log: list[str] = []
    seen: Counter[str] = Counter()
    for _ in range(4000):
        invariants(s)
        if s.step == "over":
            return start, s, log, seen
        options = G.legal_actions(s)
        assert options, f"no legal action at {s.step} (waiting on {s.waiting})"
        action = rng.choice(options)
        before = s
        s, events = apply_checked(G, s, action)
        log.append(G.text(action))
        for e in events:
            for key in ("Mules of Marius", "Social War", "Cataphracts", "Late Republic"):
                if key in e.text:
                    seen[key] += 1
        if s.era > before.era:
            assert not s.generals and not any(f.legions for f in s.players)
            if before.era >= 6:  # Mules of Marius: only Private Legions outlive the Era
                kept = s.allied_supply + sum(f.private for f in s.players)
                assert kept == board_of(s).allied_legions
    raise AssertionError("the game did not end in 4000 actions")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("physical", [False, True])
def test_eras_v_to_vii_play_to_the_end_keeping_the_invariants(players: int, physical: bool) -> None:
    seen: Counter[str] = Counter()
    for seed in range(3):
        start, s, log, more = playout(seed * 11 + players, players, physical)
        seen += more
        if s.outcome != "rome-falls":
            assert s.era == 7 and s.tiles[-3:] == ("Aegyptus", "Cyrenaica", "The Parthian Empire")
        again = start
        for words in log:
            again, _ = apply_checked(G, again, G.parse(again, words.split()))
        assert again == s
    assert seen["Late Republic"] and seen["Mules of Marius"]


@pytest.mark.parametrize("physical", [False, True])
def test_a_full_game_switches_to_the_late_deck_and_tiles_in_era_v(physical: bool) -> None:
    """Full Game, Eras I-VII: the Early Republic deck serves Eras II-IV, the Late Republic
    deck Eras V-VII; the late tiles are laid as their Eras begin."""
    names = ("Ann", "Ben", "Cy", "Dee")
    finished = 0
    for seed in range(4):
        rng = random.Random(seed)
        s = G.setup(seats(*names), seed, physical, {"scenario": "full"})
        late_draws = 0
        for _ in range(6000):
            if s.primus:
                invariants(s)
            if s.step == "over":
                break
            before = s
            s, _ = apply_checked(G, s, rng.choice(G.legal_actions(s)))
            if before.step == "battle" and before.era >= 5:  # a campaign's card: the late deck
                assert s.combat == before.combat
                late_draws += len(s.late_combat.discards) != len(before.late_combat.discards)
            elif before.step == "battle":
                assert s.late_combat == before.late_combat
        assert s.step == "over"
        if s.outcome != "rome-falls":
            finished += 1
            assert s.era == 7 and "The Parthian Empire" in s.tiles and late_draws
    assert finished


def test_scenario_ii_from_its_own_setup_through_eras_v_to_vii() -> None:
    """Scenario II as `referee new` starts it, virtual (its setup is the setup phase's; a
    physical table's is played from `fall_of_the_republic` above): random legal answers
    from the first one to the end of Era VII keep the invariants."""
    for players in (3, 6):
        rng = random.Random(players)
        s = G.setup(seats(*NAMES[:players]), players, False, {"scenario": "fall-of-the-republic"})
        for _ in range(6000):
            if s.primus:
                invariants(s)
            if s.step == "over":
                break
            s, _ = apply_checked(G, s, rng.choice(G.legal_actions(s)))
        assert s.step == "over" and (s.era == 7 or s.outcome == "rome-falls")
