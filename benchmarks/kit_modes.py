"""Benchmark: the build's slower modes, each in a fresh process as a user runs them.

    python benchmarks/kit_modes.py             # all runs: a table
    python benchmarks/kit_modes.py tts         # one run: tts, preview or watch

- ``tts``: ``lictor build --all --format png --tts`` (goal: under 15 s and 200 MB)
- ``preview``: ``lictor build --all --preview`` (goal: under 5 s)
- ``watch``: what ``--watch`` does for one save of one card: reload the pack and rebuild
  the Carta Imperia ``cards`` family (goal: under 1 s), timed in the process, after a
  first build (the watcher's process has its imports and fonts already).

Wall time, CPU time (user + system of the process) and peak memory (max RSS), and the
load average: on a shared machine the wall times are inflated, the CPU times less so.
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


def _fresh(args: list[str], folder: Path) -> tuple[float, float, float]:
    """Wall s, CPU s and peak MB of ``lictor ARGS`` in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        [PY, "-m", "lictor", *args, "-o", str(folder)], check=True, stdout=subprocess.DEVNULL
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, after.ru_maxrss / 1024


def run_watch(folder: Path) -> tuple[float, float, float]:
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
    return wall, cpu, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


RUNS = {
    "tts": ["build", "--all", "--format", "png", "--tts"],
    "preview": ["build", "--all", "--preview"],
}


def main(argv: list[str]) -> None:
    names = argv or ["tts", "preview", "watch"]
    print(f"{'run':10} {'wall s':>8} {'CPU s':>8} {'peak MB':>8}")
    for name in names:
        with tempfile.TemporaryDirectory() as tmp:
            if name == "watch":
                wall, cpu, peak = run_watch(Path(tmp))
            else:
                wall, cpu, peak = _fresh(RUNS[name], Path(tmp))
        print(f"{name:10} {wall:8.2f} {cpu:8.2f} {peak:8.1f}")
    print(f"load average: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")


if __name__ == "__main__":
    main(sys.argv[1:])
