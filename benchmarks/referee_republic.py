"""Benchmark: The Republic of Rome's ledger.

1. The pure core: a seeded table entering the summary's events (revenue, redistribution,
   persuasion, prosecutions, wars, deaths) in events per second on one core, and the
   replay of the whole log.
2. Wall time of `lictor referee act` on a ledger with 300 events (a fresh process; the
   snapshots make it replay at most a few actions).

    python benchmarks/referee_republic.py
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules.game import RepublicLedger
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import replay

G = RepublicLedger()
SEATS = Seats((("red", "Ann"), ("blue", "Ben"), ("green", "Cy")))
SETUP = [
    *(f"senator {p} {p}{i} {3 + i} 2 6" for p in ("Ann", "Ben", "Cy") for i in range(4)),
    *(f"leader {p} {p}0" for p in ("Ann", "Ben", "Cy")),
    "adjust state treasury 500",
    "senator forum Aemilius 2 3 5",
]


def turn_words(rng: random.Random, t: int) -> list[str]:
    p, q = rng.sample(("Ann", "Ben", "Cy"), 2)
    return [
        "revenue",
        f"move {p}1 {p} 1",
        f"give {p} {q} 1",
        "end-revenue",
        f"persuade {p}2 Aemilius {rng.randint(2, 12)} bribe 1 counter {q} 1",
        f"prosecute {q}3 minor {rng.randint(0, 12)} 3",
        f"war add W{t}",
        f"war end W{t}",
        "end-combat",
        "turn",
    ]


def log_of(events: int, seed: int = 1) -> list[str]:
    rng, s, log, t = random.Random(seed), G.setup(SEATS, seed), [], 0
    for words in SETUP:
        s = apply_checked(G, s, G.parse(s, words.split()))[0]
        log.append(words)
    while len(log) < events:
        t += 1
        for words in turn_words(rng, t):
            try:
                s = apply_checked(G, s, G.parse(s, words.split()))[0]
            except BadInput:
                continue
            log.append(words)
    return log


def core(events: int = 3000) -> dict[str, float]:
    t = time.perf_counter()
    log = log_of(events)
    entered = time.perf_counter() - t
    t = time.perf_counter()
    replay(G, SEATS, 1, False, log)
    replayed = time.perf_counter() - t
    return {"events": len(log), "events_per_s": len(log) / entered, "replay_s": replayed}


def act_latency(runs: int = 7) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "b.sqlite"
        env = {**os.environ, "LICTOR_DB": str(db)}
        lictor = [sys.executable, "-m", "lictor", "referee"]
        subprocess.run(
            [*lictor, "new", "republic-of-rome", "--players", "Ann,Ben,Cy"],
            env=env, check=True, capture_output=True,
        )  # fmt: skip
        for words in log_of(300):
            subprocess.run([*lictor, "act", *words.split()], env=env, check=True,
                           capture_output=True)  # fmt: skip
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            subprocess.run([*lictor, "act", "war", "add", "Bench"], env=env, check=True,
                           capture_output=True)  # fmt: skip
            times.append(time.perf_counter() - t)
            subprocess.run([*lictor, "undo"], env=env, check=True, capture_output=True)
        return statistics.median(times)


if __name__ == "__main__":
    print("pure core:", {k: round(v, 3) for k, v in core().items()})
    print(f"`lictor referee act` after 300 events: {act_latency() * 1000:.0f} ms (median)")
