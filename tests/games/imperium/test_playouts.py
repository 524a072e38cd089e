"""Seeded random playouts of whole Imperium games, 2 to 5 players, to an Emperor: the
invariants hold after every action, and the log replays to the same state."""

from __future__ import annotations

import random

from lictor.games.imperium.rules.cards import available, placements
from lictor.games.imperium.rules.game import ImperiumGame
from lictor.games.imperium.rules.state import OVER, State
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import Entry, effective_actions, replay

G = ImperiumGame()
B = G.board
NAMES = ["Ann", "Ben", "Cy", "Dan", "Eve"]
COLOURS = ["red", "orange", "blue", "green", "purple"]


def seats(n: int) -> Seats:
    return Seats(tuple(zip(COLOURS[:n], NAMES[:n], strict=False)))


def check_invariants(before: State, after: State) -> None:
    n = len(after.names)
    for i in range(n):
        on_board = sum(row[i] for row in after.markers) + after.capitals.count(i)
        assert on_board + available(B, after, i) == B.markers == 14  # conserved
        assert available(B, after, i) >= 0
        assert after.scores[i] >= before.scores[i]  # scores never decrease
        assert after.spy_used[i] >= before.spy_used[i]  # a Spy never comes back
        assert after.oracle_used[i] >= before.oracle_used[i]
    # one proconsul per province at most: one capital slot, holding a seat or -1
    assert len(after.capitals) == len(B.provinces)
    assert all(-1 <= c < n for c in after.capitals)
    for st in after.stacks:
        if st:
            assert all(k <= 2 for k in placements(B, st).values())  # never 3 from one stack


def playout(n: int, seed: int, limit: int = 2000) -> tuple[State, list[str]]:
    rng = random.Random(seed)
    s = G.setup(seats(n))
    log: list[str] = []
    while s.phase != OVER and len(log) < limit:
        legal = G.legal_actions(s)
        assert legal, "an unfinished game always waits on someone"
        a = rng.choice(legal)
        after, _ = apply_checked(G, s, a)
        check_invariants(s, after)
        log.append(G.text(a))
        s = after
    return s, log


def test_playouts_of_2_to_5_players_reach_an_emperor() -> None:
    oracles = spies = 0
    for n in range(2, 6):
        for seed in range(50):
            s, _ = playout(n, seed)
            assert s.phase == OVER, (n, seed)
            top = max(s.scores)
            assert top >= 40 and s.scores.count(top) == 1
            assert s.scores[s.winner] == top
            oracles += sum(s.oracle_used)
            spies += sum(s.spy_used)
            assert G.agenda(s).winners == (s.names[s.winner],)
    assert oracles and spies  # the special cards were played along the way


def test_replaying_the_log_gives_the_same_state() -> None:
    for n in (2, 3, 5):
        for seed in range(4):
            s, log = playout(n, 100 + seed)
            again, _ = replay(G, seats(n), 0, False, log)
            assert again == s
            assert [G.text(G.parse(again, w.split())) for w in log] == log


def test_undo_equals_replaying_the_shorter_log() -> None:
    _, log = playout(4, 7, limit=40)
    entries = [Entry(i + 1, "act", w) for i, w in enumerate(log)]
    undone = effective_actions([*entries, Entry(0, "undo")])
    assert undone == log[:-1]
    assert replay(G, seats(4), 0, False, undone)[0] == replay(G, seats(4), 0, False, log[:-1])[0]


def test_every_listed_action_is_legal_and_others_seats_are_refused() -> None:
    for seed in range(3):
        rng = random.Random(seed)
        s = G.setup(seats(3))
        for _ in range(30):
            if s.phase == OVER:
                break
            legal = G.legal_actions(s)
            for a in legal:
                assert not G.check(s, a)
            s, _ = G.apply(s, rng.choice(legal))
