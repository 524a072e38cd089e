"""The listing's cheap tests (``Verb.check``, rules/phase.py; issue 27) accept exactly what
their handlers accept: in seeded playouts of every refereed scenario, a --physical table, the
Historical variant and NPC Senators, each offer a check covers, and each of a few answers
nobody offered (a card too many, one too few, a card twice, a player not asked), is judged by
the check and by playing it, and the two must agree."""

from __future__ import annotations

import random
from typing import Any

import pytest

from lictor.games.carta_imperia.rules.game import CHECKS, PROCEDURE, CartaGame
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse, governor_of, regions
from lictor.rules.game import Seats, apply_checked
from lictor.slugs import slug

GAME = CartaGame()


def _accepted(s: State, a: Action) -> bool:
    try:
        PROCEDURE.apply(GAME._b(s), s, a)
    except Refuse:
        return False
    return True


def _unoffered(s: State, a: Action) -> list[Action]:
    others = [n for n in s.names if n not in s.waiting and n != a.player]
    out = [
        Action(a.verb, a.player, ("rome",)),
        Action(a.verb, a.player, ("nowhere",)),
        Action(a.verb, a.player, a.args[:-1]),
        Action(a.verb, a.player, (*a.args, "exploit")),
        Action(a.verb, a.player, (*a.args[:1], *a.args[:1])),
        Action(a.verb, a.player, ("extra-legal", *a.args[1:])),
        Action(a.verb, a.player, ("bribe",)),
        Action(a.verb, a.player, ()),
    ]
    governed = [n for n in regions(GAME._b(s), s) if governor_of(s, n) is not None]
    out += [Action(a.verb, a.player, (slug(n),)) for n in governed[:2]]
    return out + [Action(a.verb, n, a.args) for n in others[:1]]


def _setup(spec: str, options: dict[str, Any], physical: bool, seed: int) -> State:
    spec, options = GAME.seating(spec, options)
    if options.get("npc"):
        spec, _ = GAME.with_npcs(spec, ",".join(options["npc"]))
    options = GAME.check_options(options)
    return GAME.setup(Seats(tuple(GAME.seat(spec).items())), seed, physical, options)


@pytest.mark.parametrize(
    ("players", "options", "physical"),
    [
        ("Ann,Ben,Cy", {"scenario": "full"}, False),
        ("Ann,Ben,Cy,Dan,Eve", {"scenario": "full"}, False),
        ("Ann,Ben,Cy", {"scenario": "rise-of-the-republic"}, False),
        ("Ann,Ben,Cy", {"scenario": "fall-of-the-republic"}, False),
        ("Ann,Ben,Cy", {"scenario": "full"}, True),
        ("Ann", {"scenario": "full", "variant": ["historical"]}, False),
        ("Ann,Ben", {"scenario": "full", "npc": ["Rufus"]}, False),
    ],
)
def test_the_listing_s_cheap_check_accepts_exactly_what_the_move_accepts(
    players: str, options: dict[str, Any], physical: bool
) -> None:
    judged = {True: 0, False: 0}
    for seed in range(2):
        s = _setup(players, dict(options), physical, seed)
        rng = random.Random(seed)
        for _ in range(250):
            if GAME.agenda(s).over:
                break
            for a in PROCEDURE.candidates(GAME._b(s), s):
                check = CHECKS.get((a.verb, s.step))
                if check is None or a.verb in PROCEDURE.tools:
                    continue
                for b in [a, *_unoffered(s, a)]:
                    if b.player and b.player not in s.names:
                        continue
                    said = check(GAME._b(s), s, b)
                    if said is None:  # left to the handler (a Romanisation at the setup)
                        continue
                    assert said is _accepted(s, b), (s.step, b.words())
                    judged[said] += 1
            legal = GAME.legal_actions(s)
            s, _ = apply_checked(GAME, s, rng.choice(legal))
    assert judged[True] and judged[False]  # both answers met (the checks did run)
