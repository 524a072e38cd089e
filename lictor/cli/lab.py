"""`lictor lab GAME`: play many seeded games of the pure core and say who wins. Thin: the
lab is lictor.lab, each game's part its lictor/games/<game>/lab.py."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from lictor.errors import BadInput

MAX_GAMES = 10**9


@click.command()
@click.argument("game")
@click.option(
    "--games",
    "n",
    type=click.IntRange(1, MAX_GAMES),
    default=1000,
    show_default=True,
    help="How many games to play.",
)
@click.option(
    "--players",
    default=None,
    help="A number of players, or the game's --players (ann,ben,cy / side=NAME).",
)
@click.option(
    "--policy",
    default="random",
    show_default=True,
    help="Who plays every seat: random, heuristic; npc (Carta Imperia's NPC Senators).",
)
@click.option(
    "--seed",
    type=click.IntRange(0, 2**63 - 1),
    default=1,
    show_default=True,
    help="The master seed: game i plays the seed derived from it and i.",
)
@click.option(
    "--variant",
    type=click.Path(path_type=Path),
    default=None,
    help="A content pack: play the same seeds with it and compare.",
)
@click.option(
    "--workers",
    type=click.IntRange(1, 1024),
    default=None,
    help="Local processes (default: the cores); with --engine dask, local workers.",
)
@click.option(
    "--engine",
    type=click.Choice(["local", "dask"]),
    default="local",
    show_default=True,
    help="Where the games run: local processes, or Dask.",
)
@click.option(
    "--address",
    default=None,
    help="--engine dask: the scheduler (tcp://host:8786); none: a local cluster.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON.")
@click.option(
    "--plot",
    type=click.Path(path_type=Path),
    default=None,
    help="Also draw the figures (FILE.svg or FILE.png; needs lictor[plot]).",
)
def lab(
    game: str,
    n: int,
    players: str | None,
    policy: str,
    seed: int,
    variant: Path | None,
    workers: int | None,
    engine: str,
    address: str | None,
    as_json: bool,
    plot: Path | None,
) -> None:
    """Play GAME many times with a policy at every seat and report who wins, with 95%
    Wilson intervals; with --variant, whether the variant changes that."""
    from lictor.lab.engine import Task, table

    if address and engine != "dask":
        raise BadInput("--address is for --engine dask")
    if plot is not None:
        from lictor.lab.plot import check_target

        check_target(plot)
    pack = None
    if variant is not None:
        from lictor.lab.variant import read_variant

        pack = read_variant(game, variant)
    base = Task(game, players or "", policy, seed, 0, n)
    t = table(base)  # refuses a bad game, players, policy, before any game is played
    runs = [base]
    if pack is not None:
        runs.append(Task(game, players or "", policy, seed, 0, n, pack, str(variant)))
        table(runs[1])
    k = workers or os.cpu_count() or 1
    start = time.perf_counter()
    figs = []
    with _progress(n * len(runs)) as step:
        for run, name in zip(runs, ("", str(variant)), strict=False):
            tally = _run(run, n, k, engine, address, step)
            figs.append(_figures(t, run, tally, name, engine, k))
    elapsed = time.perf_counter() - start
    for f in figs:
        f["seconds"] = round(elapsed / len(figs), 3)
    rows = None
    if len(figs) == 2:
        from lictor.lab.report import compare

        rows = compare(figs[0], figs[1])
    if plot is not None:
        from lictor.lab.plot import plot as draw

        draw(figs[0], figs[1] if len(figs) == 2 else None, plot)
    if as_json:
        from lictor.cli.output import echo_json

        echo_json({"base": figs[0], "variant": figs[1], "comparison": rows} if rows else figs[0])
        return
    from lictor.lab.report import comparison_lines, lines

    for f in figs:
        for line in lines(f, t.rules.length_unit):
            click.echo(line)
        click.echo("")
    if rows is not None:
        for line in comparison_lines(rows):
            click.echo(line)
    rate = n * len(figs) / elapsed if elapsed else 0.0
    played = n * len(figs)
    click.echo(
        f"{played:,} {'game' if played == 1 else 'games'} in {elapsed:.1f} s ({rate:,.0f} games/s, "
        f"{engine}, {k} {'worker' if k == 1 else 'workers'})"
    )
    if plot is not None:
        click.echo(f"wrote {plot}")


def _run(
    task: Any, n: int, k: int, engine: str, address: str | None, step: Callable[[int], None]
) -> Any:
    from lictor.lab.engine import chunk_size, run_dask, run_local, split

    tasks = split(task, n, chunk_size(n, k))
    if engine == "dask":
        return run_dask(tasks, address, k, step)
    return run_local(tasks, k, step)


def _figures(t: Any, task: Any, tally: Any, variant: str, engine: str, k: int) -> dict[str, Any]:
    from lictor.lab.report import figures

    meta = {
        "game": t.rules.id,
        "title": t.rules.title,
        "policy": task.policy,
        "seed": task.seed,
        "variant": variant or None,
        "players": [player for _, player in t.seats.by_side],
        "length_unit": t.rules.length_unit,
        "engine": engine,
        "workers": k,
    }
    return figures(tally, t.seats.by_side, meta)


@contextmanager
def _progress(total: int) -> Iterator[Callable[[int], None]]:
    """A progress bar with an ETA on a terminal (stderr); nothing when piped. Its own
    terminal sequences go to the raw stream (lictor.cli.terminal)."""
    from lictor.cli.terminal import raw

    err = raw(sys.stderr)
    if not err.isatty():
        yield lambda _: None
        return
    with click.progressbar(
        length=total,
        label="playing",
        file=err,
        show_eta=True,
        show_percent=True,
        show_pos=True,
    ) as bar:
        yield bar.update
