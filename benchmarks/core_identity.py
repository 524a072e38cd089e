"""Check that a speed change changed nothing: every game's seeded playouts, byte for byte.

For each case of ``core_speed.py`` (Carta's scenarios, Hannibal, Imperium, Circus) and
``--games`` seeds: every listing of ``legal_actions`` (its texts), the agenda, every state's
``repr``, every event list's ``repr`` and texts, then the same script parsed and applied with
its check (the replay path) and its events; the Carta cases once more in Italian. Run in a
fresh process of this tree and of ``--before`` TREE; the two dumps are compared per case and
the first line that differs is printed (issue 27 goal 4: nothing trades correctness for
speed). Exit 1 if any case differs.

    python benchmarks/core_identity.py --before /tmp/lictor-main --games 4
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def dump(out_path: str, games: int) -> None:
    """In this process: write the dump of every case to ``out_path``."""
    sys.path.insert(0, str(HERE))
    import core_speed

    from lictor.games import referee_game
    from lictor.i18n import use_lang
    from lictor.rules.game import Seats, apply_checked

    with open(out_path, "w", encoding="utf-8") as out:

        def run(case: str, lang: str, seeds: range) -> None:
            game_id, players, options, most = core_speed.CASES[case]
            game = referee_game(game_id)
            seats = Seats(tuple(game.seat(players).items()))
            opts = game.check_options(options)
            with use_lang(lang):
                for seed in seeds:
                    s = game.setup(seats, seed, False, opts)
                    rng = random.Random(seed)
                    words: list[str] = []
                    for i in range(most):
                        legal = game.legal_actions(s)
                        out.write(f"{case}|{lang} {seed} {i} {[game.text(a) for a in legal]}\n")
                        if not legal:
                            break
                        out.write(f"{case}|{game.agenda(s)!r}\n")
                        a = rng.choice(legal)
                        s, ev = game.apply(s, a)
                        words.append(game.text(a))
                        out.write(f"{case}|{s!r}\n{case}|{ev!r}\n{case}|{[e.text for e in ev]!r}\n")
                    s = game.setup(seats, seed, False, opts)
                    for w in words:
                        s, ev = apply_checked(game, s, game.parse(s, w.split()))
                        out.write(f"{case}|R {ev!r}\n")
                    out.write(f"{case}|RS {hashlib.sha256(repr(s).encode()).hexdigest()}\n")

        for case in core_speed.CASES:
            run(case, "en", range(games))
        for case in core_speed.CASES:
            if case.startswith("carta"):
                run(case, "it", range(100, 102))


def in_fresh(tree: Path, out_path: str, games: int) -> None:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    code = (
        f"import sys; sys.path.insert(0, {str(HERE)!r}); import core_identity; "
        f"core_identity.dump({out_path!r}, {games})"
    )
    subprocess.run([sys.executable, "-c", code], env=env, check=True, cwd=tempfile.gettempdir())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--before", type=Path, required=True)
    ap.add_argument("--games", type=int, default=4)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        files = {}
        for tag, tree in (("before", args.before.resolve()), ("now", HERE.parent)):
            files[tag] = os.path.join(tmp, f"{tag}.txt")
            in_fresh(tree, files[tag], args.games)
        before = Path(files["before"]).read_text(encoding="utf-8").splitlines()
        now = Path(files["now"]).read_text(encoding="utf-8").splitlines()
    bad = 0
    cases = dict.fromkeys(line.partition("|")[0] for line in before + now)
    for case in cases:
        x = [line for line in before if line.startswith(case + "|")]
        y = [line for line in now if line.startswith(case + "|")]
        if x == y:
            print(f"{case:26} identical ({len(x)} lines)")
            continue
        bad += 1
        first = next((i for i, (p, q) in enumerate(zip(x, y, strict=False)) if p != q), None)
        where = min(len(x), len(y)) if first is None else first
        print(f"{case:26} DIFFERS at line {where} ({len(x)} lines before, {len(y)} now)")
        if first is not None:
            print(f"  before: {x[first][:300]}\n  now:    {y[first][:300]}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
