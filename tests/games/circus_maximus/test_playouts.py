"""Seeded random races of 2 to 5 players: each reaches a winner, the invariants hold at
every step, and the log replays to the same race."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from lictor.games.circus_maximus.rules.paths import to_target, trace
from lictor.games.circus_maximus.rules.state import (
    COLOURS,
    NOWHERE,
    Action,
    Done,
    End,
    Move,
    Place,
    State,
    Stay,
    chariot_index,
)
from lictor.games.circus_maximus.track import DIRECTIONS
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import Entry, effective_actions, replay
from tests.games.circus_maximus.helpers import G, T

NAMES = ("Ann", "Ben", "Cy", "Di", "Ed")


def seats(n: int, rng: random.Random) -> Seats:
    colours = rng.sample(COLOURS, n)
    return Seats(tuple(zip(colours, NAMES[:n], strict=False)))


def choose(rng: random.Random, s: State, legal: list[Action], race_on: bool) -> Action:
    """A driver who mostly goes forward: into the finish when it can, else often the move
    that gains most, sometimes anything legal."""
    if End() in legal and not race_on:
        return End()
    moves = [a for a in legal if isinstance(a, Move)]
    finish = [a for a in moves if T.hexes[a.hex].section == "finish"]
    if finish:
        return rng.choice(finish)
    if moves and rng.random() < 0.85:
        gains = []
        for a in moves:
            path, _ = to_target(T, s, chariot_index(s.colours, a.chariot), a.card, a.hex)
            assert path is not None
            gains.append((path.gained, rng.random(), a))
        best = max(gains, key=lambda g: (g[0], g[1]))
        if best[0] > 0:
            return best[2]
    done = [a for a in legal if isinstance(a, Done)]
    if done and rng.random() < 0.7:
        return done[0]
    return rng.choice([a for a in legal if not isinstance(a, End)] or legal)


def random_action(rng: random.Random, s: State) -> Action:
    chariot = f"{rng.choice(s.colours)}-{rng.randint(1, 3)}"
    kind = rng.randrange(4)
    if kind == 0:
        return Place(chariot, rng.randrange(len(T.hexes)))
    if kind == 1:
        return Move(chariot, rng.randint(1, 5), rng.randrange(len(T.hexes)))
    if kind == 2:
        return Stay(chariot, rng.randint(1, 5))
    return Done(chariot)


def playout(
    n: int, seed: int, *, race_on: bool = False, limit: int = 3000, probe: bool = False
) -> tuple[Seats, State, list[str]]:
    rng = random.Random(seed)
    table = seats(n, rng)
    variants = [v for v in ("same-direction", "two-cards") if rng.random() < 0.3]
    options = G.check_options({"variant": variants})
    s = G.setup(table, seed, False, options)
    log: list[str] = []
    round_cards: list[tuple[str, int]] = []  # (chariot, card) this round, from the actions
    round_order = s.order
    while not G.over(s) and len(log) < limit:
        legal = G.legal_actions(s)
        assert legal, "a race that is not over always has a legal action"
        if probe:
            texts = {G.text(a) for a in legal}
            for a in [*legal, *(random_action(rng, s) for _ in range(8))]:
                assert (not G.check(s, a)) == (G.text(a) in texts), (seed, log, G.text(a))
            _quick_tests_agree(s)
        a = choose(rng, s, legal, race_on)
        before = s
        s, _ = apply_checked(G, s, a)
        log.append(G.text(a))
        if isinstance(a, Move | Stay):
            round_cards.append((a.chariot, a.card))
        placed = [h for h in s.hexes if h != NOWHERE]
        assert len(placed) == len(set(placed)), "two chariots on one hex"
        if s.round != before.round and before.round > 0:
            _check_round(before, round_order, round_cards)
            round_cards, round_order = [], s.order
        if before.round == 0 and s.round == 1:
            round_order = s.order
    return table, s, log


def _quick_tests_agree(s: State) -> None:
    """The listing's quick tests (a card refused, a path traced without saying why) answer
    as the full check and trace do, for every chariot, card and direction."""
    for c in s.chariots():
        for card in range(1, 6):
            assert G._card_refused(s, c, card) == bool(G._check_card(s, c, card)), (c, card)
            for d in range(len(DIRECTIONS)):
                quick = trace(T, s, c, d, card, why=False)
                full = trace(T, s, c, d, card)
                assert quick[0] == full[0] and quick[2] == full[2], (c, card, d)
                assert quick[1] is None and (full[0] is None) == (full[1] is not None)


def _check_round(s: State, order: tuple[int, ...], cards: list[tuple[str, int]]) -> None:
    """Every chariot that raced the round had 1 to max cards; no card served twice."""
    per_chariot = Counter(c for c, _ in cards)
    for c in order:
        name = f"{s.colours[c // 3]}-{c % 3 + 1}"
        assert 1 <= per_chariot[name] <= s.max_cards, (name, cards)
    per_card = Counter((c.split("-")[0], v) for c, v in cards)
    assert max(per_card.values()) == 1, cards


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_races_reach_a_winner_with_the_invariants(players: int) -> None:
    for seed in range(6):
        _, s, log = playout(players, seed)
        assert s.winner >= 0, (players, seed, len(log))
        assert log[-1] == "end" or G.over(s)


def test_racing_on_for_places_fills_the_standings() -> None:
    _, s, _ = playout(2, 11, race_on=True)
    assert G.over(s) and s.winner >= 0
    assert sorted(p for p in s.places if p) == list(range(1, 7))  # all six in, in turn
    rows = G.standings(s)
    assert [r["in"] for r in rows] == [3, 3] and rows[0]["colour"] == s.colours[s.winner]


def test_check_is_empty_exactly_for_the_legal_actions() -> None:
    for seed in range(3):
        playout(3, 100 + seed, probe=True, limit=400)


def test_replaying_the_log_gives_the_same_race() -> None:
    for players in (2, 5):
        for seed in range(3):
            table, s, log = playout(players, 200 + seed)
            again, _ = replay(G, table, 200 + seed, False, log, _options(s))
            assert again == s
            assert [G.text(G.parse(again, w.split())) for w in log] == log


def _options(s: State) -> dict[str, object]:
    variants = []
    if s.same_direction:
        variants.append("same-direction")
    if s.max_cards == 2:
        variants.append("two-cards")
    return {"variant": variants}


def test_undo_equals_replaying_the_shorter_log() -> None:
    table, s, log = playout(3, 300, limit=120)
    entries = [Entry(i + 1, "act", w) for i, w in enumerate(log)]
    undone = effective_actions([*entries, Entry(0, "undo")])
    assert undone == log[:-1]
    after_undo, _ = replay(G, table, 300, False, undone, _options(s))
    shorter, _ = replay(G, table, 300, False, log[:-1], _options(s))
    assert after_undo == shorter
