"""Benchmark: the build's slower modes, each in a fresh process as a user runs them.

    python benchmarks/kit_modes.py             # all runs: a table
    python benchmarks/kit_modes.py tts         # one run: tts, preview or watch

- ``tts``: ``lictor build --all --format png --tts`` (goal: under 15 s and 200 MB)
- ``preview``: ``lictor build --all --preview`` (goal: under 5 s)
- ``watch``: what ``--watch`` does for one save of one card: reload the pack and rebuild
  the Carta Imperia ``cards`` family (goal: under 1 s), timed in the process, after a
  first build (the watcher's process has its imports and fonts already).

Wall time, CPU time (user + system of the process and its picture workers), the CPU time
of the build's own process ("own": the rest ran on workers, in parallel with it), peak
memory (max RSS of the largest process) and the load average: on a shared machine the wall
times are inflated, the CPU times less so.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PY = sys.executable


SPLIT = "LICTOR_BENCH_SPLIT"  # the child writes its own and its workers' CPU here


def _fresh(args: list[str], folder: Path) -> tuple[float, float, float, float]:
    """Wall s, CPU s, peak MB of ``lictor ARGS`` in a child process, and the CPU s of the
    build's own process (the rest is its picture workers': on an idle machine with a core
    per worker the wall time is about the largest of the build's and each worker's)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as split:
        start = time.perf_counter()
        subprocess.run(
            [PY, __file__, "--child", *args, "-o", str(folder)],
            check=True,
            stdout=subprocess.DEVNULL,
            env={**os.environ, SPLIT: split.name},
        )
        wall = time.perf_counter() - start
        own = float(Path(split.name).read_text() or "nan")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, after.ru_maxrss / 1024, own


def _child(args: list[str]) -> None:
    """``lictor ARGS`` in this process, as the console script runs it; then its own CPU."""
    from lictor.cli import main

    try:
        main(args)
    except SystemExit as stop:
        if stop.code:
            raise
    me = resource.getrusage(resource.RUSAGE_SELF)
    Path(os.environ[SPLIT]).write_text(f"{me.ru_utime + me.ru_stime:.3f}")


def run_watch(folder: Path) -> tuple[float, float, float, float]:
    """One save's rebuild, in this process, after a first build (as the watcher runs)."""
    from lictor.content.loader import load_pack
    from lictor.games import diagrams_of, pack_source
    from lictor.generators.kit import BuildOptions, build_kit

    options = BuildOptions(
        out_dir=folder, only=frozenset({"cards"}), diagrams=diagrams_of("carta-imperia")
    )
    build_kit(load_pack(pack_source("carta-imperia")), options)  # the first build
    start, cpu0 = time.perf_counter(), time.process_time()
    build_kit(load_pack(pack_source("carta-imperia")), options)  # after a save
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu0
    return wall, cpu, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, cpu


RUNS = {
    "tts": ["build", "--all", "--format", "png", "--tts"],
    "preview": ["build", "--all", "--preview"],
}


def main(argv: list[str]) -> None:
    if argv[:1] == ["--child"]:
        _child(argv[1:])
        return
    names = argv or ["tts", "preview", "watch"]
    print(f"{'run':10} {'wall s':>8} {'CPU s':>8} {'own CPU':>8} {'peak MB':>8}")
    for name in names:
        with tempfile.TemporaryDirectory() as tmp:
            if name == "watch":
                wall, cpu, peak, own = run_watch(Path(tmp))
            else:
                wall, cpu, peak, own = _fresh(RUNS[name], Path(tmp))
        print(f"{name:10} {wall:8.2f} {cpu:8.2f} {own:8.2f} {peak:8.1f}")
    print(f"load average: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")


if __name__ == "__main__":
    main(sys.argv[1:])
