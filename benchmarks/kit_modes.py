"""Benchmark: the build's slower modes, each in a fresh process as a user runs them.

    python benchmarks/kit_modes.py             # all runs: a table
    python benchmarks/kit_modes.py tts         # one run: tts, preview, watch or shop

- ``tts``: ``lictor build --all --format png --tts`` (goal: under 15 s and 200 MB)
- ``preview``: ``lictor build --all --preview`` (goal: under 5 s)
- ``shop`` (only when named): ``lictor build carta-imperia --print-shop makeplayingcards``,
  for its peak memory (270 MB when a deck's faces were all held at once; 92 MB streamed)
- ``watch``: what ``--watch`` does for one save of one card: check the changed pack again
  and write the family the edit changed (Carta Imperia's ``cards``; goal: under 1 s),
  timed in the process, after a first build (the watcher's process has its imports and
  fonts already); ``watch-all``: and then the whole kit, which the watcher writes next.

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


def run_watch(folder: Path, whole: bool = False) -> tuple[float, float, float, float]:
    """One save's rebuild, in this process, after a first build (as the watcher runs it):
    a one-card edit of a ``--content`` file over Carta Imperia, the pack checked again
    (its content changed), then the family the edit changed written on its own (``watch``)
    and, with ``whole``, the whole kit after it (``watch-all``: what the watcher does next)."""
    import dataclasses

    from lictor.cli.watch import changed_families
    from lictor.content.loader import load_pack
    from lictor.games import diagrams_of, pack_source
    from lictor.generators.kit import BuildOptions, build_kit

    mine = folder / "mine.yaml"

    def save(text: str) -> None:
        mine.write_text(
            "decks:\n  - id: legacy-cards\n    rows:\n"
            f"      - {{name: Pontifex, subtitle: Major Legacy, text: {text!r}}}\n"
            "    expected_count: null\n"
        )

    options = BuildOptions(out_dir=folder / "out", diagrams=diagrams_of("carta-imperia"))
    save("Hold 3 Reforms at the end.")
    before = load_pack(pack_source("carta-imperia"), [mine])
    build_kit(before, options)  # the first build
    save("Hold 4 Reforms at the end.")  # the save
    start, cpu0 = time.perf_counter(), time.process_time()
    after = load_pack(pack_source("carta-imperia"), [mine])
    families = changed_families(before, after)
    assert families == frozenset({"cards"}), families
    build_kit(after, dataclasses.replace(options, only=families, kit=False))
    if whole:
        build_kit(after, options)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu0
    return wall, cpu, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, cpu


RUNS = {
    "tts": ["build", "--all", "--format", "png", "--tts"],
    "preview": ["build", "--all", "--preview"],
    "shop": ["build", "carta-imperia", "--print-shop", "makeplayingcards"],
}


def main(argv: list[str]) -> None:
    if argv[:1] == ["--child"]:
        _child(argv[1:])
        return
    names = argv or ["tts", "preview", "watch", "watch-all"]
    print(f"{'run':10} {'wall s':>8} {'CPU s':>8} {'own CPU':>8} {'peak MB':>8}")
    for name in names:
        with tempfile.TemporaryDirectory() as tmp:
            if name in ("watch", "watch-all"):
                wall, cpu, peak, own = run_watch(Path(tmp), whole=name == "watch-all")
            else:
                wall, cpu, peak, own = _fresh(RUNS[name], Path(tmp))
        print(f"{name:10} {wall:8.2f} {cpu:8.2f} {own:8.2f} {peak:8.1f}")
    print(f"load average: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")


if __name__ == "__main__":
    main(sys.argv[1:])
