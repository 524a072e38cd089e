"""Play a lab's games: tasks of seeded game ranges, run here, in local processes, or on
a Dask cluster; every way gives the same tally for the same seeds."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from functools import partial
from typing import Any

from lictor.errors import BadInput
from lictor.i18n import quietly
from lictor.lab.contract import GameEnd, LabRules
from lictor.lab.policy import Policy
from lictor.lab.seeds import game_seed
from lictor.lab.tally import Tally, tally
from lictor.rules.game import Seats

Progress = Callable[[int], None]


@dataclass(frozen=True)
class Task:
    """Games ``start`` to ``stop - 1`` of a lab (plain data: it travels to workers)."""

    game: str
    players: str
    policy: str
    seed: int
    start: int
    stop: int
    variant: Any = None  # a variant pack's raw document, or None for the built-in content
    source: str = ""  # where the variant came from, for its refusals


@dataclass(frozen=True)
class Table:
    """What a worker builds once per lab: the rules, the game, the seats, the policy."""

    rules: LabRules
    game: Any
    seats: Seats
    options: Mapping[str, Any]
    policy: Policy


_TABLES: dict[str, Table] = {}


def table(task: Task) -> Table:
    """The task's table, built once per process (and checked: a bad variant, players or
    policy is one BadInput line)."""
    key = json.dumps(
        [task.game, task.players, task.policy, task.variant, task.source], sort_keys=True
    )
    if key not in _TABLES:
        from lictor.games import lab_rules

        rules = lab_rules(task.game)
        game = rules.game(task.variant, task.source)
        seats = rules.seats(game, rules.players(task.players))
        _TABLES[key] = Table(rules, game, seats, rules.options(game), rules.policy(task.policy))
    return _TABLES[key]


def play(t: Table, seed: int) -> GameEnd | None:
    """One seeded game, from setup to its end (None: unfinished at the game's limit)."""
    rng = random.Random(seed)
    game, rules, policy = t.game, t.rules, t.policy
    state = game.setup(t.seats, seed & 0xFFFFFFFF, False, t.options)
    first = rules.first(game, state, t.seats)
    for actions in range(rules.limit):
        if rules.over(game, state):
            return rules.end(game, state, t.seats, actions, 0 if first is None else first)
        # no one reads a lab game's words: the rules decide the same; a refused move is
        # played again aloud with the same draws, so its refusal reads in full
        state = quietly(partial(_move, game, state, policy, rng, rng.getstate()))
        if first is None:
            first = rules.first(game, state, t.seats)
    return None


def _move(game: Any, state: Any, policy: Policy, rng: random.Random, drawn: Any) -> Any:
    """The state after the policy's decision (the one it played out, if it did), its
    draws made from ``drawn``."""
    rng.setstate(drawn)
    decision = policy(game, state, rng)
    if decision.after is not None:
        return decision.after
    return game.apply(state, decision.action)[0]


def run_task(task: Task) -> Tally:
    t = table(task)
    return tally(
        (play(t, game_seed(task.seed, i)) for i in range(task.start, task.stop)),
        len(t.seats.by_side),
    )


def split(lab: Task, games: int, chunk: int) -> list[Task]:
    """``games`` games of ``lab`` in tasks of ``chunk`` games."""
    return [
        Task(
            lab.game,
            lab.players,
            lab.policy,
            lab.seed,
            i,
            min(games, i + chunk),
            lab.variant,
            lab.source,
        )
        for i in range(0, games, max(1, chunk))
    ]


def chunk_size(games: int, workers: int) -> int:
    """Enough tasks to share among the workers and to move the progress bar, few enough
    that sending them costs nothing."""
    return max(1, min(2_000, games // max(1, workers * 16)))


def run_local(tasks: list[Task], workers: int, progress: Progress | None = None) -> Tally:
    """The tasks in this process (one worker) or in ``workers`` local processes."""
    out = Tally()
    if workers <= 1:
        for task in tasks:
            out = out.merged(run_task(task))
            if progress:
                progress(task.stop - task.start)
        return out
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for done in as_completed([pool.submit(run_task, t) for t in tasks]):
            part = done.result()
            out = out.merged(part)
            if progress:
                progress(part.games)
    return out


def run_dask(
    tasks: list[Task],
    address: str | None,
    workers: int,
    progress: Progress | None = None,
    processes: bool = True,
) -> Tally:
    """The tasks on a Dask cluster (``address``, a scheduler such as tcp://host:8786), or
    on a local Dask cluster of ``workers`` workers when no address is given."""
    try:
        from distributed import Client, LocalCluster
        from distributed import as_completed as dask_completed
    except ImportError:
        raise BadInput("--engine dask needs Dask distributed: pip install 'lictor[lab]'") from None
    out = Tally()
    for client in _client(Client, LocalCluster, address, workers, processes):
        futures = client.map(run_task, tasks, pure=False)
        for done in dask_completed(futures):  # type: ignore[no-untyped-call]
            part = done.result()
            out = out.merged(part)
            if progress:
                progress(part.games)
    return out


def _client(
    client_cls: Any, cluster_cls: Any, address: str | None, workers: int, processes: bool
) -> Iterator[Any]:
    if address:
        try:
            client = client_cls(address, timeout="10s")
        except (OSError, TimeoutError, ValueError) as exc:
            raise BadInput(f"--address {address}: no Dask scheduler answers ({exc})") from None
        with client:
            yield client
        return
    with (
        cluster_cls(
            n_workers=max(1, workers),
            threads_per_worker=1,
            processes=processes,
            dashboard_address=None,
        ) as cluster,
        client_cls(cluster) as client,
    ):
        yield client
