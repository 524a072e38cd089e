"""Benchmark pairs: one of ``benchmarks/``'s scripts run on two source trees one after the
other, so a loaded machine weighs on both alike (compare the CPU columns; wall times on a
shared machine mostly measure the others' load).

    python benchmarks/paired.py /work/main kit_modes.py preview    # main, then this tree
    python benchmarks/paired.py /work/main deck_999.py carta --rounds 2

Each round runs the base tree's copy of the script, then this tree's, each with its own
tree first on ``PYTHONPATH`` (so ``lictor`` is that tree's), and prints both outputs.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def run(tree: Path, script: str, args: list[str]) -> str:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run(
        [sys.executable, str(tree / "benchmarks" / script), *args],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return out.stdout


def main(argv: list[str]) -> None:
    rounds = 1
    if "--rounds" in argv:
        at = argv.index("--rounds")
        rounds = int(argv[at + 1])
        argv = argv[:at] + argv[at + 2 :]
    base, script, args = Path(argv[0]).resolve(), argv[1], argv[2:]
    for n in range(1, rounds + 1):
        for name, tree in (("base " + str(base), base), ("this " + str(HERE), HERE)):
            print(f"== round {n}, {name}, {time.strftime('%H:%M:%S')}")
            print(run(tree, script, args), end="", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
