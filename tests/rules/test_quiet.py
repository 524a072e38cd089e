"""The core said ``quiet`` (lictor.i18n.quiet: no words made, for a log replayed to its
state) decides exactly as it does aloud: in seeded playouts of every game the referee plays
by its actions, each step's listing and each action's state are the same either way, in
English and in Italian (the Republic of Rome's ledger: the events its listing samples);
and ``fold``, which replays quietly, says a refusal in full."""

from __future__ import annotations

import random
from typing import Any

import pytest

from lictor.errors import BadInput
from lictor.games import referee_game
from lictor.i18n import QUIET, current_lang, quiet, t, tn, use_lang
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import fold

CASES: dict[str, tuple[str, str, dict[str, Any], bool, int]] = {
    # name: (game, players, options, physical, most actions a game)
    "carta full": ("carta-imperia", "Ann,Ben,Cy", {"scenario": "full"}, False, 700),
    "carta full, at the table": ("carta-imperia", "Ann,Ben,Cy,Dan", {}, True, 400),
    "carta scenario I": (
        "carta-imperia",
        "Ann,Ben,Cy",
        {"scenario": "rise-of-the-republic"},
        False,
        700,
    ),
    "carta scenario II": (
        "carta-imperia",
        "Ann,Ben,Cy",
        {"scenario": "fall-of-the-republic"},
        False,
        700,
    ),
    "carta with an NPC Senator": ("carta-imperia", "Ann,Ben", {"npc": ["Nero"]}, False, 500),
    "hannibal vs rome": ("hannibal-vs-rome", "carthage=Ann,rome=Ben", {}, False, 300),
    "imperium": ("imperium", "red=Ann,blue=Ben,green=Cy", {}, False, 300),
    "circus maximus": ("circus-maximus", "red=Ann,blue=Ben", {"first": "Ann"}, False, 600),
    "the republic of rome's ledger": ("republic-of-rome", "Ann,Ben,Cy", {}, False, 200),
}


def _table(case: str) -> tuple[Any, Any, Seats, dict[str, Any], bool, int]:
    game_id, players, options, physical, most = CASES[case]
    aloud, hushed = referee_game(game_id), referee_game(game_id)  # no listing shared
    if hasattr(aloud, "seating"):
        players, options = aloud.seating(players, options)
    if options.get("npc") and hasattr(aloud, "with_npcs"):
        players, _ = aloud.with_npcs(players, ",".join(options["npc"]))
    seats = Seats(tuple(aloud.seat(players).items()))
    return aloud, hushed, seats, aloud.check_options(options), physical, most


@pytest.mark.parametrize("case", list(CASES))
def test_quiet_rules_list_and_decide_as_they_do_aloud(case: str) -> None:
    aloud, hushed, seats, options, physical, most = _table(case)
    for seed, lang in ((1, "en"), (2, "it")):
        s = aloud.setup(seats, seed, physical, options)
        rng = random.Random(seed)
        for _ in range(most):
            with use_lang(lang):
                legal = aloud.legal_actions(s)
            with quiet():
                hushed_legal = hushed.legal_actions(s)
            assert [aloud.text(a) for a in hushed_legal] == [aloud.text(a) for a in legal]
            if not legal:
                break
            a = rng.choice(legal)
            with use_lang(lang):
                after, events = apply_checked(aloud, s, a)
            with quiet():
                hushed_after, _ = apply_checked(hushed, s, a)
            assert hushed_after == after, (case, seed, aloud.text(a))
            assert all("{" not in e.text for e in events), "words said aloud are filled in"
            s = after


def test_fold_replays_quietly_to_the_state_the_moves_give() -> None:
    aloud, _, seats, options, physical, _ = _table("carta scenario II")
    s = start = aloud.setup(seats, 5, physical, options)
    rng = random.Random(5)
    words = []
    for _ in range(400):
        legal = aloud.legal_actions(s)
        if not legal:
            break
        a = rng.choice(legal)
        s, _ = apply_checked(aloud, s, a)
        words.append(aloud.text(a))
    assert len(words) > 100
    spoken: set[str] = set()
    real = aloud.apply

    def apply(state: Any, action: Any) -> Any:
        spoken.add(current_lang())
        return real(state, action)

    aloud.apply = apply  # this test's own referee
    assert fold(aloud, start, words) == s
    assert spoken == {QUIET}, "fold replays quietly"
    assert current_lang() == "en", "the language spoken is back after the replay"


def test_fold_says_a_refused_move_in_full_in_the_language_spoken() -> None:
    aloud, _, seats, options, physical, _ = _table("hannibal vs rome")
    start = aloud.setup(seats, 3, physical, options)
    first = aloud.text(aloud.legal_actions(start)[0])
    for lang in ("en", "it"):
        with use_lang(lang):
            with pytest.raises(BadInput) as aloud_refusal:
                apply_checked(aloud, fold(aloud, start, [first]), aloud.parse(start, first.split()))
            with pytest.raises(BadInput) as folded:
                fold(aloud, start, [first, first])  # the same move twice: the second refused
            assert current_lang() == lang
        assert str(folded.value) == str(aloud_refusal.value)
        assert "{" not in str(folded.value)


def test_quiet_says_templates_and_gives_the_language_back() -> None:
    with use_lang("it"):
        with quiet() as tr:
            assert tr.lang == QUIET and current_lang() == QUIET
            assert t("{player} passes", player="Ann") == "{player} passes"
            assert tn("{n} Legion", "{n} Legions", 3) == "{n} Legion"
        assert current_lang() == "it"
        assert t("{n} Legion", n=1) != "{n} Legion"
