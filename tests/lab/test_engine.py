"""The lab's games are seeded by index: the same seed gives the same figures however the
games are split, on one process, two, or a Dask cluster's local mode."""

from __future__ import annotations

from pathlib import Path

import pytest

from lictor.lab.engine import Task, chunk_size, play, run_dask, run_local, split, table
from lictor.lab.seeds import game_seed
from lictor.rules.game import apply_checked
from tests.conftest import extra

LAB = Task("hannibal-vs-rome", "", "random", 7, 0, 0)


def test_game_seeds_depend_on_the_master_seed_and_the_index_only() -> None:
    assert game_seed(7, 3) == game_seed(7, 3)
    assert len({game_seed(7, i) for i in range(1000)}) == 1000
    assert game_seed(7, 3) != game_seed(8, 3)


def test_same_seed_same_figures_with_one_and_two_workers() -> None:
    one = run_local(split(LAB, 240, 240), 1)
    two = run_local(split(LAB, 240, chunk_size(240, 2)), 2)
    assert one == two
    assert one.games == 240
    assert sum(one.wins_seat.values()) + one.draws == 240


def test_another_seed_gives_other_games() -> None:
    other = Task("hannibal-vs-rome", "", "random", 8, 0, 0)
    assert run_local(split(LAB, 120, 60), 1).lengths != run_local(split(other, 120, 60), 1).lengths


def test_dask_local_cluster_gives_the_same_figures_as_the_local_run() -> None:
    extra("distributed")
    tasks = split(LAB, 120, 30)
    assert run_dask(tasks, None, 2, processes=False) == run_local(tasks, 1)


def test_policies_play_only_legal_actions() -> None:
    # the lab applies without checking: every decision must be one the rules accept
    for game in ("hannibal-vs-rome", "imperium", "carta-imperia"):
        for policy in ("random", "heuristic"):
            t = table(Task(game, "", policy, 1, 0, 0))
            import random

            rng = random.Random(5)
            state = t.game.setup(t.seats, 5, False, t.options)
            for _ in range(150):
                if t.rules.over(t.game, state):
                    break
                d = t.policy(t.game, state, rng)
                state, _ = apply_checked(t.game, state, d.action)
                if d.after is not None:
                    assert d.after == state
                assert d.because


def test_carta_full_games_finish_with_the_heuristic() -> None:
    t = table(Task("carta-imperia", "4", "heuristic", 3, 0, 0))
    ends = [play(t, game_seed(3, i)) for i in range(3)]
    for end in ends:
        assert end is not None
        assert end.era is not None and (end.everyone_loses or end.era == 7)
        assert end.everyone_loses or end.winners


def test_a_variant_that_weakens_rome_shows_a_difference(tmp_path: Path) -> None:
    from lictor.lab.report import compare, figures
    from lictor.lab.variant import read_variant

    pack = tmp_path / "weak-rome.yaml"
    pack.write_text("data:\n  map:\n    sides:\n      rome:\n        legions: 3\n")
    raw = read_variant("hannibal-vs-rome", pack)
    weak = Task("hannibal-vs-rome", "", "random", 7, 0, 0, raw, str(pack))
    seats = table(LAB).seats.by_side
    f = [figures(run_local(split(x, 300, 100), 1), seats, {}) for x in (LAB, weak)]
    rows = {r["what"]: r for r in compare(f[0], f[1])}
    assert rows["carthage wins"]["significant"]
    assert rows["carthage wins"]["difference_low"] > 0
    same = {r["what"]: r for r in compare(f[0], f[0])}
    assert not same["carthage wins"]["significant"]


def test_a_lab_game_ends_the_same_played_quietly_as_aloud(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lab plays its games ``quiet`` (no words made): every game, under both policies,
    ends as it does with every word said."""
    import lictor.lab.engine as engine

    for game in ("hannibal-vs-rome", "imperium", "circus-maximus", "carta-imperia"):
        for policy in ("random", "heuristic"):
            t = table(Task(game, "", policy, 1, 0, 0))
            seeds = [game_seed(3, i) for i in range(1 if game == "carta-imperia" else 3)]
            hushed = [play(t, seed) for seed in seeds]
            with monkeypatch.context() as m:
                m.setattr(engine, "quietly", lambda work: work())
                aloud = [play(t, seed) for seed in seeds]
            assert hushed == aloud, (game, policy)
            assert any(end is not None for end in aloud)


def test_a_lab_move_refused_says_why_in_full() -> None:
    """A lab game plays quiet, but a move the rules refuse (a policy's or a variant's
    fault) is said aloud: its message is filled in, no template left."""
    import dataclasses

    from lictor.errors import BadInput
    from lictor.lab.policy import Decision

    t = table(Task("carta-imperia", "", "random", 1, 0, 0))

    def bad(game: object, state: object, rng: object) -> Decision:
        return Decision(t.game.parse(state, ["adjust", "Ann", "dignitas", "x"]))

    with pytest.raises(BadInput) as refused:
        play(dataclasses.replace(t, policy=bad), 1)
    assert "{" not in str(refused.value) and "adjust" in str(refused.value)


def test_a_lab_game_is_played_quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    from lictor.i18n import QUIET, current_lang

    t = table(Task("hannibal-vs-rome", "", "random", 1, 0, 0))
    spoken: set[str] = set()
    real = t.game.apply

    def apply(state: object, action: object) -> object:
        spoken.add(current_lang())
        return real(state, action)

    monkeypatch.setattr(t.game, "apply", apply)
    play(t, 3)
    assert spoken == {QUIET}
