"""The listing's cheap tests (``Verb.check``, rules/phase.py; issue 27) accept exactly what
their handlers accept: in seeded playouts of every refereed scenario, a --physical table, the
Historical variant and NPC Senators, each offer a check covers, and each of a few answers
nobody offered (a card too many, one too few, a card twice, a player not asked, a region of
the map), each action offered earlier in the game with the same verb (a battle resolved
before its card is drawn), and each checked verb of the step said bare, is judged by the
check and by playing it, and the two must agree."""

from __future__ import annotations

import random
from typing import Any

import pytest

from lictor.games.carta_imperia.rules.game import CHECKS, PROCEDURE, TOOL_CHECKS, CartaGame
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


def _unoffered(s: State, a: Action, whole_map: bool) -> list[Action]:
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
    here = regions(GAME._b(s), s)
    governed = [n for n in here if governor_of(s, n) is not None]
    out += [Action(a.verb, a.player, (slug(n),)) for n in governed[:2]]
    if whole_map and len(a.args) == 1:  # every region: Neutral, Roman, far, overseas...
        out += [Action(a.verb, a.player, (slug(n),)) for n in here]
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
        seen: dict[str, list[Action]] = {}  # the last offers of each checked verb
        for _ in range(250):
            if GAME.agenda(s).over:
                break
            offered = [
                a
                for a in PROCEDURE.candidates(GAME._b(s), s)
                if CHECKS.get((a.verb, s.step)) is not None and a.verb not in PROCEDURE.tools
            ]
            earlier = [
                b
                for (verb, step), _ in CHECKS.items()
                if step == s.step
                for b in [
                    *seen.get(verb, []),
                    # the bare word: a draw at a --physical table, a player's word alone
                    *([Action(verb, "", ())] if not PROCEDURE.verbs[verb].player else []),
                    *(Action(verb, p, ()) for p in s.waiting[:1]),
                ]
                if b not in offered
            ]
            for a in offered:
                seen[a.verb] = [*seen.get(a.verb, [])[-5:], a]
            mapped: set[str] = set()  # the verbs asked of every region in this state
            for a in offered + earlier:
                check = CHECKS[(a.verb, s.step)]
                whole_map = a.verb not in mapped
                mapped.add(a.verb)
                for b in [a, *_unoffered(s, a, whole_map)]:
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


@pytest.mark.parametrize(
    ("players", "options", "physical"),
    [
        ("Ann,Ben,Cy", {"scenario": "full"}, False),
        ("Ann,Ben,Cy,Dan", {"scenario": "full"}, True),
        ("Ann,Ben,Cy", {"scenario": "fall-of-the-republic"}, False),
        ("Ann,Ben", {"scenario": "full", "npc": ["Rufus"]}, False),
    ],
)
def test_a_tools_cheap_check_refuses_only_what_the_tool_itself_refuses(
    players: str, options: dict[str, Any], physical: bool
) -> None:
    """A tool (legal at any step: the timed Reforms) is checked in every state: each offer,
    and every Reform of the board said by every player, bare and with the words its use
    may take (Legions bought, the games' thumb)."""
    judged = {True: 0, False: 0}
    for seed in range(2):
        s = _setup(players, dict(options), physical, seed)
        board = GAME._b(s)
        reforms = [slug(n) for _, row in board.reform_rows for n in row]
        rng = random.Random(seed)
        for _ in range(300):
            if GAME.agenda(s).over:
                break
            asked = [a for a in PROCEDURE.candidates(board, s) if a.verb in TOOL_CHECKS]
            for verb in {a.verb for a in asked} | {"reform"}:
                for name in s.names:
                    for word in reforms:
                        for more in ((), ("1",), ("up",), ("9",)):
                            asked.append(Action(verb, name, (word, *more)))
            for a in asked:
                said = TOOL_CHECKS[a.verb](board, s, a)
                if said is None:  # left to the handler
                    continue
                assert said is _accepted(s, a), (s.step, a.words())
                judged[said] += 1
            s, _ = apply_checked(GAME, s, rng.choice(GAME.legal_actions(s)))
    assert judged[False]  # the check did refuse (a Reform used off its moment, or twice)


@pytest.mark.parametrize("physical", [False, True])
def test_the_tactical_reserve_s_check_agrees_where_a_general_holds_the_card(
    physical: bool,
) -> None:
    """Seeded playouts seldom deal a General the Tactical Reserve: at every battle each
    General is given the card (or none) and two Allied Legions, and holding back 1, 2, 3
    or ``x`` is judged by the check and by playing it."""
    from lictor.games.carta_imperia.rules.table import set_general, with_familia
    from lictor.rules.fast import replace

    judged = {True: 0, False: 0}
    for seed in range(3):
        s = _setup("Ann,Ben,Cy", {"scenario": "full"}, physical, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if GAME.agenda(s).over:
                break
            if s.step == "battle" and 0 <= s.current < len(s.battles):
                for g in s.battles[s.current].generals:
                    general = s.general(g)
                    for draft in (("tactical-reserve",), ()):
                        given = with_familia(s, g, draft=draft, draft_count=len(draft))
                        if general is not None:
                            given = set_general(given, replace(general, allied=2))
                        for n in ("1", "2", "3", "x"):
                            a = Action("hold", g, (n,))
                            said = CHECKS[("hold", "battle")](GAME._b(given), given, a)
                            assert said is _accepted(given, a), (given.step, a.words())
                            judged[bool(said)] += 1
            s, _ = apply_checked(GAME, s, rng.choice(GAME.legal_actions(s)))
    assert judged[True] and judged[False]


def test_the_vote_s_check_holds_a_player_to_the_support_he_promised_an_npc() -> None:
    """Seeded playouts seldom strike the deal: at an election an NPC stands in, the first
    voter is given the promise a deal makes (his support, tools/npc_promises.py); his vote
    for the NPC, for another candidate, abstaining and ``Abstain`` as typed are judged by
    the check and by playing them."""
    from lictor.games.carta_imperia.rules.state import Promise
    from lictor.rules.fast import replace

    npc, judged = "Rufus", {True: 0, False: 0}
    for seed in range(6):
        s = _setup("Ann,Ben", {"scenario": "full", "npc": [npc]}, False, seed)
        rng = random.Random(seed)
        for _ in range(600):
            if GAME.agenda(s).over:
                break
            e = s.election
            if s.step == "vote" and e is not None and npc in e.candidates and s.waiting:
                p = s.waiting[0]
                for promised in (False, True):
                    t = s
                    if promised and p != npc:
                        t = replace(s, promises=(*s.promises, Promise(npc, p, "backing", s.era)))
                    for choice in (*(c.lower() for c in e.candidates), "abstain", "Abstain"):
                        a = Action("vote", p, (choice,))
                        said = CHECKS[("vote", "vote")](GAME._b(t), t, a)
                        assert said is _accepted(t, a), (promised, a.words())
                        judged[bool(said)] += 1
            s, _ = apply_checked(GAME, s, rng.choice(GAME.legal_actions(s)))
    assert judged[True] and judged[False]
