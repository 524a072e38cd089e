"""Each game's heuristic does what its docstring says, at the moments it speaks of."""

from __future__ import annotations

import random
from collections import Counter

from lictor.games.carta_imperia.heuristic import score
from lictor.games.hannibal.rules.state import Card, Engage, Pass
from lictor.lab.engine import Task, table
from lictor.lab.seeds import game_seed


def decisions(game: str, seed: int, steps: int = 400, players: str = ""):  # type: ignore[no-untyped-def]
    """(state, legal actions, decision) along a heuristic game."""
    t = table(Task(game, players, "heuristic", seed, 0, 0))
    rng = random.Random(game_seed(seed, 0))
    s = t.game.setup(t.seats, seed, False, t.options)
    for _ in range(steps):
        if t.rules.over(t.game, s):
            return
        legal = t.game.legal_actions(s)
        d = t.policy(t.game, s, rng)
        yield s, legal, d
        s, _ = t.game.apply(s, d.action)


def test_hannibal_heuristic_plays_its_highest_card_and_never_passes() -> None:
    seen = {"card": 0, "move": 0}
    for seed in range(6):
        for _, legal, d in decisions("hannibal-vs-rome", seed):
            if isinstance(d.action, Card):
                held = [a.value for a in legal if isinstance(a, Card) and a.side == d.action.side]
                assert d.action.value == max(held)
                seen["card"] += 1
            else:
                assert not isinstance(d.action, Pass) or legal == [Pass()]
                seen["move"] += 1
    assert seen["card"] and seen["move"], seen


def test_hannibal_heuristic_engages_hannibal_when_he_may_fight() -> None:
    t = table(Task("hannibal-vs-rome", "", "random", 1, 0, 0))
    found = 0
    for seed in range(200):
        rng = random.Random(seed)
        s = t.game.setup(t.seats, seed, False, t.options)
        while not t.rules.over(t.game, s):
            legal = t.game.legal_actions(s)
            if legal and isinstance(legal[0], Engage):
                assert t.rules.heuristic(t.game, s, rng).action == Engage("hannibal")
                found += 1
            s, _ = t.game.apply(s, rng.choice(legal))
        if found >= 3:
            break
    assert found >= 3


def test_carta_heuristic_votes_for_itself_and_draws_its_actions_by_their_score() -> None:
    voted = 0
    at_choose = None
    for s, legal, d in decisions("carta-imperia", 2, steps=1500):
        a = d.action
        if a.verb == "vote" and any(
            x.args[:1] == (x.player.lower(),)
            for x in legal
            if x.verb == "vote" and x.player == a.player
        ):
            assert a.args[0] == a.player.lower()
            voted += 1
        if a.verb == "choose" and at_choose is None:
            at_choose = s
        assert a.verb not in {"give", "deal", "adjust", "move-bust", "rebel"}
    assert voted and at_choose is not None
    # one moment of choosing, drawn many times: the hands come in proportion to their score,
    # so the best-scored pair is the one drawn most often, and not the only one drawn
    t = table(Task("carta-imperia", "", "heuristic", 2, 0, 0))
    rng = random.Random(7)
    hands = Counter(tuple(sorted(t.policy(t.game, at_choose, rng).action.args)) for _ in range(600))
    offers = [a for a in t.game.legal_actions(at_choose) if a.verb == "choose"]
    best = max(offers, key=lambda a: score(at_choose, a))
    assert hands.most_common(1)[0][0] == tuple(sorted(best.args))
    assert len(hands) > 1


def test_imperium_heuristic_keeps_the_spy_and_the_oracle_while_it_has_provinces() -> None:
    played = [d.action for _, _, d in decisions("imperium", 1, steps=30)]
    assert played
    assert not any({"spy", "oracle"} & set(a.cards) for a in played[:6])


def test_carta_npc_policy_plays_the_npc_senators_at_every_seat() -> None:
    t = table(Task("carta-imperia", "3", "npc", 1, 0, 0))
    s = t.game.setup(t.seats, 1, False, t.options)
    rng = random.Random(1)
    npc = 0
    for _ in range(120):
        d = t.policy(t.game, s, rng)
        assert not t.game.check(s, d.action), (s.step, d)
        npc += not d.because[0].startswith("no NPC rule here")
        s, _ = t.game.apply(s, d.action)
    assert (
        npc > 60
    )  # the NPC Senators answer most steps; the heuristic only where they have no rule
