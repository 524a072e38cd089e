"""Benchmark: the pure core's instructions per action, counted by Valgrind (cachegrind).

This machine's speed wanders by up to 2x for seconds at a time, and a ratio of two timings
taken side by side (core_speed.py --interleave) still moves by some 10% from run to run;
the number of instructions a pass executes does not (PYTHONHASHSEED fixed: two runs agree
to 0.1%). So a change worth a few per cent is measured here, and a speed in actions a second
in core_speed.py.

For each case (core_speed.CASES) and measure (listing, lab, replay, fold: core_speed.py says
what each is), each tree runs its seeded playouts once untimed, then the measure once in a
process and twice in another, under cachegrind: the difference is one pass, whatever the
interpreter's start, the imports, the compiling and the packs' reading (the pack cache is
off, so both runs read them alike). Printed: instructions per action,
and with --before the ratio now/before (under 1: fewer).

    python benchmarks/core_instructions.py --only "full, 3" --measures listing,replay
    python benchmarks/core_instructions.py --before /tmp/lictor-main --games 3

Needs valgrind (Debian: ``apt-get install valgrind``). Runs ~50x slower than the machine:
3 games of a Carta case take some 20 s a measure and tree.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
MEASURES = ("listing", "lab", "replay", "fold")


def work(case: str, games: int, measure: str, passes: int) -> None:
    """In this process: the case's seeded games found by listing (untimed), then ``measure``
    run ``passes`` times; prints the actions of one pass."""
    import contextlib

    from core_speed import CASES, _prepared, seeded_playouts

    from lictor import i18n
    from lictor.rules.game import apply_checked
    from lictor.rules.replay import fold

    prepared = _prepared(case)
    game, seats, opts, _ = prepared
    quiet = getattr(i18n, "quiet", contextlib.nullcontext)

    def playouts(hushed: Any) -> list[list[str]]:
        with hushed():
            return seeded_playouts(prepared, games)

    def replay() -> None:
        for seed, words in enumerate(scripts):
            s = game.setup(seats, seed, False, opts)
            for w in words:
                s, _ = apply_checked(game, s, game.parse(s, w.split()))

    def folded() -> None:
        for seed, words in enumerate(scripts):
            fold(game, game.setup(seats, seed, False, opts), words)

    assert case in CASES
    scripts = playouts(contextlib.nullcontext)
    run = {
        "listing": lambda: playouts(contextlib.nullcontext),
        "lab": lambda: playouts(quiet),
        "replay": replay,
        "fold": folded,
    }[measure]
    for _ in range(passes):
        run()
    print(f"actions {sum(len(w) for w in scripts)}")


def _counted(tree: Path, case: str, games: int, measure: str, passes: int) -> tuple[int, int]:
    """(instructions, actions) of one child run under cachegrind."""
    code = (
        f"import sys; sys.path.insert(0, {str(HERE)!r}); import core_instructions; "
        f"core_instructions.work({case!r}, {games}, {measure!r}, {passes})"
    )
    # the pack cache off: a run that found it cold (another process's build evicting it)
    # would count the packs' reading, the other not
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0", "LICTOR_CACHE": "0"}
    done = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            sys.executable,
            "-c",
            code,
        ],
        env=env,
        capture_output=True,
        text=True,
        cwd=tempfile.gettempdir(),  # a folder holding no lictor
    )
    refs = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    acts = re.search(r"^actions (\d+)$", done.stdout, re.M)
    if done.returncode != 0 or refs is None or acts is None:
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise SystemExit(f"core_instructions: {case}, {measure} in {tree} failed: {tail}")
    return int(refs.group(1).replace(",", "")), int(acts.group(1))


def per_action(tree: Path, case: str, games: int, measure: str) -> float:
    one, actions = _counted(tree, case, games, measure, 1)
    two, _ = _counted(tree, case, games, measure, 2)
    return (two - one) / actions


def main() -> None:
    from core_speed import CASES

    ap = argparse.ArgumentParser(description="The pure core's instructions per action.")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--before", type=Path, default=None, help="another lictor checkout")
    ap.add_argument("--only", default=None, help="cases whose name contains this")
    ap.add_argument("--measures", default=",".join(MEASURES))
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("core_instructions: valgrind is not installed (apt-get install valgrind)")
        raise SystemExit(2)
    measures = [m for m in args.measures.split(",") if m]
    unknown = [m for m in measures if m not in MEASURES]
    if unknown:
        print(f"core_instructions: --measures: no measure {unknown[0]!r} ({', '.join(MEASURES)})")
        raise SystemExit(2)
    now = HERE.parent
    print(f"{args.games} games a case; instructions per action (thousands)")
    for case in CASES:
        if args.only and args.only not in case:
            continue
        for m in measures:
            mine = per_action(now, case, args.games, m)
            line = f"{case:24s} {m:8s} {mine / 1000:8.1f}k"
            if args.before is not None:
                theirs = per_action(args.before, case, args.games, m)
                line += f"   before {theirs / 1000:8.1f}k   now/before {mine / theirs:.3f}"
            print(line, flush=True)


if __name__ == "__main__":
    main()
