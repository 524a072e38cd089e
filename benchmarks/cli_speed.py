"""Benchmark: the CPU time of whole `lictor` commands, each a fresh process, as a user runs
them at the end of a seeded 3-player Carta Imperia Full Game.

Measured per command (the median of --runs, CPU time = user + system of the child):
`lictor referee status --json` (each round's first: the act and undo of the round before
moved the log, so it renders), the same again (the log has not moved: the kept rendering,
lictor.rules.rendered), `act` (the game's last action, undone after each run, the
undo not timed), `next --json`, `actions --json`, `lictor score carta-imperia FILE --json`,
`lictor resolve carta-imperia court ...`, beside `python -c pass`; each two ways:

- cache: Python's bytecode cache written and read (as an installed lictor runs);
- no cache: PYTHONDONTWRITEBYTECODE set, on a copy of the tree that has no __pycache__, as
  in containers that set it: nothing is written beside the sources, and lictor keeps the
  bytecode in its cache folder instead (lictor/codecache.py, ``keep_bytecode``; before it,
  every module was compiled again in every process);
- resident: as a user's commands run by default, handed to the resident server
  (lictor/resident/), with the bytecode cache. Its CPU time is the client's, plus the
  worker's that ran the command, plus the server's own (its accept, check and fork), read
  from the server's lock file (``served``, ``cpu``, ``own``). In the two modes above
  LICTOR_RESIDENT=0: each command runs alone, as before the resident server.

Each command runs as `python -m lictor`, which is what the console script runs
(lictor.resident.client.run, then lictor.cli.run where the command runs alone): a burst
command (referee but serve, score, resolve) runs with the cyclic collector off and ends
without Python's teardown (lictor/cli/quick.py).

The pack cache (lictor/content/cache.py) is warm in every mode: one run of each command
first (which, in the resident mode, also starts the server, waited for before timing).
With --before TREE (another lictor checkout, e.g. `git archive main | tar -x -C /tmp/x`)
the same commands of that tree run interleaved with this one's, round by round, so the
ratios are paired on a machine other work loads.

    python benchmarks/cli_speed.py
    python benchmarks/cli_speed.py --before /tmp/lictor-main --runs 7
    python benchmarks/cli_speed.py --npc Rufus,Cato --stop 40   # solo, where an NPC decides

With --npc, `next --json` proposes the NPC's decision (--confirm-npc) instead of playing it.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TREE = HERE.parent
DATA = TREE / "tests" / "data"
PLAYERS = "Ann,Ben,Cy"


def record(
    db: Path, seed: int, scenario: str, stop: int = 0, npc: str = ""
) -> tuple[int, list[str]]:
    """A seeded game played by seeded random choice among the legal actions (to its end,
    or its first ``stop`` actions), recorded in ``db`` up to its last action; returns (its
    length, the last action's words). ``npc``: NPC Senators' names (Ann plays beside
    them, as with --npc; the recording then stops, after ``stop`` actions, where an NPC decides)."""
    from lictor.games import referee_game
    from lictor.rules.actors import rightful
    from lictor.rules.game import Seats, apply_checked
    from lictor.rules.referee import Referee
    from lictor.rules.session import Store

    game = referee_game("carta-imperia")
    players = PLAYERS
    options = game.check_options({"scenario": scenario})
    if npc:
        players, names = game.with_npcs("Ann", npc)
        options = game.check_options({"scenario": scenario, "npc": names})
    state = game.setup(Seats(tuple(game.seat(players).items())), seed, False, options)
    rng = random.Random(seed)
    words: list[str] = []
    due = False  # an NPC decides in the state before the last action chosen
    while not game.agenda(state).over:
        if stop and len(words) >= stop and (due or not npc):
            break
        due = bool(npc) and game.npc_turn(state) is not None
        action = rng.choice(game.legal_actions(state))
        state, _ = apply_checked(game, state, action)
        words.append(game.text(action))
    ref = Referee(Store(db), referee_game)
    sid = ref.new("carta-imperia", players, seed, False, options)
    for w in words[:-1]:
        loaded = ref.load(sid)
        ref.act(
            sid,
            w.split(),
            actor=rightful(loaded.game.authority(loaded.state, loaded.seats, w.split())),
        )
    loaded = ref.load(sid)
    last = words[-1].split()
    sender = rightful(loaded.game.authority(loaded.state, loaded.seats, last))
    ref.store.close()
    return len(words), last if sender.is_table else ["--seat", sender.player, *last]


def commands(last: list[str], npc: bool = False) -> dict[str, list[str]]:
    lictor = [sys.executable, "-m", "lictor"]
    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "referee status --json": [*lictor, "referee", "status", "--json"],
        "referee status --json, again": [*lictor, "referee", "status", "--json"],
        "referee status --json --lang it": [*lictor, "referee", "status", "--json", "--lang", "it"],
        "referee act": [*lictor, "referee", "act", *last],
        # with NPCs: the decision proposed, not played (the state stays where it is)
        "referee next --json": [
            *lictor, "referee", "next", "--json", *(["--confirm-npc"] if npc else []),
        ],
        "referee actions --json": [*lictor, "referee", "actions", "--json"],
        "score carta-imperia": [
            *lictor, "score", "carta-imperia", str(DATA / "carta-end.yaml"), "--json",
        ],
        "resolve carta-imperia court": [
            *lictor, "resolve", "carta-imperia", "court",
            "--prosecutor", "evidence", "--defendant", "oratory", "--era", "3",
        ],
    }  # fmt: skip


MODES = ("cache", "no cache", "resident")


def served(env: dict[str, str]) -> float:
    """The CPU seconds of the resident server of ``env``'s own runtime folder, and of every
    worker it forked (0 with no server)."""
    runtime = env.get("XDG_RUNTIME_DIR")
    total = 0.0
    for lock in Path(runtime or "/nonexistent", "lictor").glob("*.lock"):
        words = dict(line.split(" ", 1) for line in lock.read_text().splitlines() if " " in line)
        total += float(words.get("cpu", 0)) + float(words.get("own", 0))
    return total


def ready(env: dict[str, str], timeout: float = 30.0) -> None:
    """Wait for the resident server of ``env`` to listen (the first command started it)."""
    import time

    runtime = Path(env["XDG_RUNTIME_DIR"], "lictor")
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if list(runtime.glob("*.sock")) and any(
            "own" in lock.read_text() for lock in runtime.glob("*.lock")
        ):
            return
        time.sleep(0.05)
    raise SystemExit(f"no resident server in {runtime} after {timeout:.0f} s")


def stop_servers(env: dict[str, str]) -> None:
    import signal

    for lock in Path(env.get("XDG_RUNTIME_DIR", "/nonexistent"), "lictor").glob("*.lock"):
        for line in lock.read_text().splitlines():
            if line.startswith("pid "):
                with contextlib.suppress(OSError):
                    os.kill(int(line[4:]), signal.SIGTERM)


def cpu_of(argv: list[str], env: dict[str, str]) -> float:
    server = served(env)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # from a folder holding no lictor: `python -m` puts the working folder first on the path
    # (this tree's, whichever tree PYTHONPATH names): run beside the session file instead
    cwd = Path(env.get("LICTOR_DB", tempfile.gettempdir())).parent
    done = subprocess.run(argv, env=env, capture_output=True, text=True, cwd=cwd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        raise SystemExit(f"{' '.join(argv[2:])}: {done.stderr.strip()[-400:]}")
    own = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return own + served(env) - server


def environments(tree: Path, tmp: Path, db: Path, tag: str) -> dict[str, dict[str, str]]:
    """Each mode runs its own copy of the tree's ``lictor`` package (PYTHONPATH comes before
    an editable install's finder)."""
    out = {}
    for mode in MODES:
        copy = tmp / f"{tag}-{mode.replace(' ', '-')}"
        skip = shutil.ignore_patterns("__pycache__")
        shutil.copytree(tree / "lictor", copy / "lictor", ignore=skip)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        # each tree and mode its own snapshots and kept renderings
        own_db = tmp / f"{tag}-{mode.replace(' ', '-')}.sqlite"
        if not own_db.exists():
            shutil.copyfile(db, own_db)
        env.update(PYTHONPATH=str(copy), LICTOR_DB=str(own_db))
        env["LICTOR_CACHE_DIR"] = str(tmp / f"packs-{tag}")
        if mode == "no cache":
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        runtime = tmp / f"run-{tag}-{mode.replace(' ', '-')}"
        runtime.mkdir(mode=0o700, exist_ok=True)
        env["XDG_RUNTIME_DIR"] = str(runtime)
        env["LICTOR_RESIDENT"] = "1" if mode == "resident" else "0"
        out[mode] = env
    return out


def measure(
    trees: dict[str, Path], runs: int, seed: int, scenario: str, stop: int, only: str, npc: str
) -> dict[Any, Any]:
    out: dict[Any, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        db = tmp / "bench.sqlite"
        length, last = record(db, seed, scenario, stop, npc)
        print(
            f"a {length}-action {scenario} game (seed {seed}, "
            f"{'Ann and the NPCs ' + npc if npc else PLAYERS}); "
            f"the last: {' '.join(last)}"
        )
        cmds = {
            k: v for k, v in commands(last, bool(npc)).items() if k == "python -c pass" or only in k
        }
        envs = {tag: environments(tree, tmp, db, tag) for tag, tree in trees.items()}
        undo = [sys.executable, "-m", "lictor", "referee", "undo"]
        for tag in trees:  # warm: bytecode written, pack cache filled, snapshot of the end
            for name, argv in cmds.items():
                for mode, env in envs[tag].items():
                    cpu_of(argv, env)
                    if mode == "resident" and name != "python -c pass" and tag == "now":
                        ready(env)  # the first command started it
                    if name == "referee act":
                        cpu_of(undo, env)
        for _ in range(runs):
            for name, argv in cmds.items():
                for tag in trees:
                    for mode, env in envs[tag].items():
                        out.setdefault((tag, name, mode), []).append(cpu_of(argv, env))
                        if name == "referee act":
                            cpu_of(undo, env)
        for tag in trees:
            stop_servers(envs[tag]["resident"])
    return {k: statistics.median(v) for k, v in out.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--seed", type=int, default=57)
    ap.add_argument("--scenario", default="full")
    ap.add_argument("--before", type=Path, default=None, help="another lictor tree, run beside")
    ap.add_argument("--stop", type=int, default=0, help="a game in progress: its first N actions")
    ap.add_argument("--only", default="", help="only the commands whose name holds this")
    ap.add_argument("--npc", default="", help="NPC Senators beside Ann (Rufus,Cato): with --stop N")
    args = ap.parse_args()
    trees = {"now": TREE}
    if args.before:
        trees = {"before": args.before.resolve(), **trees}
    load = os.getloadavg()
    if args.npc and not args.stop:
        raise SystemExit("--npc: give --stop N (a random solo game may not end)")
    got = measure(trees, args.runs, args.seed, args.scenario, args.stop, args.only, args.npc)
    after = os.getloadavg()
    print(
        f"load average {load[0]:.2f} before, {after[0]:.2f} after ({os.cpu_count()} cores); "
        f"median CPU of {args.runs} fresh processes each"
    )
    names = [n for n in commands([]) if n == "python -c pass" or args.only in n]
    cols = [(tag, mode) for tag in trees for mode in MODES]
    print(f"{'command':30}" + "".join(f"{tag + ' ' + mode:>18}" for tag, mode in cols))
    for name in names:
        cells = []
        for tag, mode in cols:
            v = got[(tag, name, mode)]
            ratio = v / got[(tag, "python -c pass", mode)]
            cells.append(f"{v * 1000:8.0f} ms {ratio:4.1f}x")
        print(f"{name:30}" + "".join(f"{c:>18}" for c in cells))
    if args.before:
        print("now / before (paired, same rounds):")
        for name in names:
            print(
                f"  {name:30}"
                + "".join(
                    f"  {mode}: {got[('now', name, mode)] / got[('before', name, mode)]:.2f}"
                    for mode in MODES
                )
            )


if __name__ == "__main__":
    main()
