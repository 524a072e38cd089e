"""Seeded random Scenario I games from `new` to the end: invariants at every step, the
replay of the log equals the state, and the final score is `lictor score`'s."""

from __future__ import annotations

import random

import pytest

from lictor.games.carta_imperia.rules.phases.endgame.steps import final_score
from lictor.games.carta_imperia.rules.scoring import EndState, score_game
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import regions
from lictor.rules.game import apply_checked
from lictor.rules.replay import replay
from lictor.slugs import slug
from tests.games.carta_imperia.invariants import check
from tests.games.carta_imperia.referee_kit import B, G, seats

NAMES = ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay")


def invariants(s: State) -> None:
    check(B, s)


def era_ended(s: State) -> None:
    """Ending the Campaign: no Allied Legion survives an Era's end outside a General's
    Private Legions (they all go home to the supply)."""
    assert not s.generals, f"Generals still in the field at Era {s.era}"
    held = {f.name: f.legions for f in s.players if f.legions}
    assert not held, f"Allied Legions kept past the end of the Era: {held}"


def table_tools(s: State, rng: random.Random) -> list[Action]:
    """A few of the table's tools, at random: deals' and cards' effects."""
    a, b = rng.sample(s.names, 2)
    here = sorted(slug(n) for n in regions(B, s))
    reform = rng.choice([n for _, row in B.reform_rows for n in row])
    out = [
        Action("give", a, (b, "dignitas", "1")),
        Action("give", a, (b, "legions", "1")),
        Action("deal", a, (b.lower(), "dignitas", "1", "for", "legions", "1")),
        Action("deal", a, (b.lower(), "bust", "1", "for", "private", "1")),
        Action("adjust", a, ("dignitas", rng.choice(["+1", "-1"]))),
        Action("adjust", a, ("auctoritas", "+1")),
        Action("move-bust", a, ("reserve", "stock")),
        Action("move-bust", a, ("stock", rng.choice(["reserve", *here]))),
        Action("move-bust", a, (rng.choice(here), "reserve")),
        Action("rebel", "", (rng.choice(here),)),
        Action("use", a, (slug(reform),)),
        Action("play", a, ((s.familia(a).draft or ("x",))[0],)),
    ]
    if s.election is not None and s.step == "vote":
        out.append(Action("votes", a, (s.election.candidates[0].lower(), "+2")))
    if s.step == "battle":
        out.append(Action("strength", s.battles[s.current].generals[0], ("+1",)))
    if rng.random() < 0.05:
        out.append(Action("sack"))
    return [t for t in out if not G.check(s, t)]


def playout(
    seed: int, players: int, physical: bool, tools: bool = False
) -> tuple[State, list[str]]:
    rng = random.Random(seed)
    s = G.setup(seats(*NAMES[:players]), seed, physical)
    log: list[str] = []
    for _ in range(3000):
        invariants(s)
        if s.step == "over":
            return s, log
        options = G.legal_actions(s)
        assert options, f"no legal action at {s.step} (waiting on {s.waiting})"
        if tools and rng.random() < 0.1:
            options = table_tools(s, rng) or options
        action = rng.choice(options)
        before = s
        s, _ = apply_checked(G, s, action)
        log.append(G.text(action))
        if s.era > before.era or (s.step == "legacy" and before.step != "legacy"):
            era_ended(s)
    raise AssertionError("the game did not end in 3000 actions")


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
            sheet = final_score(B, s)
            assert sheet.winners == s.winners
    assert outcomes <= {"winner", "duovirate", "triumvirate", "republic-survives", "rome-falls"}


@pytest.mark.parametrize("physical", [False, True])
def test_random_games_with_the_tables_tools_keep_the_invariants(physical: bool) -> None:
    """Deals and card effects recorded at random moments (give, adjust, move-bust, rebel,
    use, play, votes, strength, sack) never break a Familia's 8 Busts, the Legions or the
    replay."""
    for seed in range(6):
        s, log = playout(seed + 50, 3 + seed % 4, physical, tools=True)
        again, _ = replay(G, seats(*NAMES[: 3 + seed % 4]), seed + 50, physical, log)
        assert again == s


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
