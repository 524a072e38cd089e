"""Seeded random playouts of whole games: the invariants hold at every step."""

from __future__ import annotations

import random

from lictor.games.hannibal.rules.game import HannibalGame
from lictor.games.hannibal.rules.state import (
    ONGOING,
    Action,
    Card,
    Engage,
    Exchange,
    Move,
    Pass,
    State,
)
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import Entry, effective_actions, replay

G = HannibalGame()
B = G.board
SEATS = Seats((("rome", "Ben"), ("carthage", "Ann")))
N, R = len(B.provinces), len(B.routes)

EVERY_ACTION: list[Action] = [
    *(Move(u, a, b) for u in ("legion", "hannibal") for a in range(N) for b in range(N)),
    *(Move("fleet", a, b) for a in range(R) for b in range(R)),
    *(Exchange(p) for p in range(N)),
    Pass(),
    Engage("hannibal"),
    Engage("legion"),
    *(Card(side, v) for side in (0, 1) for v in range(1, 6)),
]


def playout(seed: int, limit: int = 300) -> tuple[State, list[str]]:
    rng = random.Random(seed)
    s = G.setup(SEATS)
    log: list[str] = []
    while s.outcome == ONGOING and len(log) < limit:
        legal = G.legal_actions(s)
        # passing ends games quickly: make it rare so playouts reach conflicts and victories
        choices = [a for a in legal if not isinstance(a, Pass)] or legal
        a = Pass() if Pass() in legal and rng.random() < 0.02 else rng.choice(choices)
        s, _ = apply_checked(G, s, a)
        log.append(G.text(a))
        assert min(s.legions[0]) >= 0 and min(s.legions[1]) >= 0
        assert min(s.fleets[0]) >= 0 and min(s.fleets[1]) >= 0
        assert sum(s.legions[0]) <= 8 and sum(s.legions[1]) <= 6
        assert 0 < s.hands[0] <= 31 and 0 < s.hands[1] <= 31
    return s, log


def test_thousands_of_playouts_apply_only_legal_actions_and_end() -> None:
    outcomes = set()
    for seed in range(2000):
        s, _ = playout(seed)
        outcomes.add(s.outcome)
    assert {0, 1, 2} <= outcomes  # Rome wins, Carthage wins and draws all happen


def test_check_is_empty_exactly_for_the_legal_actions() -> None:
    for seed in range(60):
        rng = random.Random(seed)
        s = G.setup(SEATS)
        steps = 0
        while s.outcome == ONGOING and steps < 120:
            legal = set(G.legal_actions(s))
            for a in EVERY_ACTION:
                assert (not G.check(s, a)) == (a in legal), (seed, steps, a)
            a = rng.choice([x for x in legal if not isinstance(x, Pass)] or list(legal))
            s, _ = G.apply(s, a)
            steps += 1


def test_replaying_the_log_gives_the_same_state() -> None:
    for seed in range(150):
        s, log = playout(seed)
        again, _ = replay(G, SEATS, 0, False, log)
        assert again == s
        # and the words round-trip through the parser
        assert [G.text(G.parse(again, w.split())) for w in log] == log


def test_undo_equals_replaying_the_shorter_log() -> None:
    for seed in range(150):
        _, log = playout(seed, limit=60)
        if not log:
            continue
        entries = [Entry(i + 1, "act", w) for i, w in enumerate(log)]
        undone = effective_actions([*entries, Entry(0, "undo")])
        assert undone == log[:-1]
        state_after_undo, _ = replay(G, SEATS, 0, False, undone)
        shorter, _ = replay(G, SEATS, 0, False, log[:-1])
        assert state_after_undo == shorter
        redone = effective_actions([*entries, Entry(0, "undo"), Entry(0, "undo")])
        assert redone == log  # undo of an undo redoes


def test_a_state_copied_with_new_fields_is_what_dataclasses_replace_gives() -> None:
    """``_replace`` (the moves' quick copy) gives the state ``dataclasses.replace`` does,
    every field kept or changed as asked, and refuses a name that is not a field."""
    import dataclasses

    import pytest

    from lictor.games.hannibal.rules.common import _replace

    s, _ = playout(3, limit=40)
    fields = [f.name for f in dataclasses.fields(State)]
    rng = random.Random(1)
    other, _ = playout(4, limit=60)
    for _ in range(50):
        names = rng.sample(fields, rng.randint(0, len(fields)))
        kw = {n: getattr(other, n) for n in names}
        got = _replace(s, **kw)
        assert got == dataclasses.replace(s, **kw)
        assert all(getattr(got, n) is getattr(other if n in kw else s, n) for n in fields)
    with pytest.raises(TypeError, match="no field 'turnz'"):
        _replace(s, turnz=1)
