"""The second audit's cases (issue 23) timed and measured: each run in a forked child
capped at 1 GB more than it starts with, as the suite runs them.

    python benchmarks/hostile_round2.py          # a table, then the totals and the worst
    python benchmarks/hostile_round2.py --json

Peak memory is the child's peak resident size (``wait4``); "grown" is that peak less what
the parent already held at the fork (the child shares those pages).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.security.isolated import run_isolated
from tests.security.round2 import CASES, judge


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    started = time.monotonic()
    for case in CASES:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            for k, step in enumerate(case.make(folder)):
                run = run_isolated(step.args, folder, step.seconds + 10, step.before, step.stdin)
                bad = judge(step, run, folder)
                rows.append(
                    {
                        "case": case.id,
                        "item": case.item,
                        "step": k,
                        "command": " ".join(step.args[:1] + step.args[1:3])[:40],
                        "exit": run.code,
                        "seconds": round(run.seconds, 3),
                        "peak_mb": round(run.peak_mb, 1),
                        "grown_mb": round(run.grown_mb, 1),
                        "ok": not bad,
                        "failures": bad,
                    }
                )
                if bad:
                    break
    total = time.monotonic() - started
    slowest = max(rows, key=lambda r: r["seconds"])
    biggest = max(rows, key=lambda r: r["peak_mb"])
    summary = {
        "cases": len(CASES),
        "runs": len(rows),
        "failed": sorted({r["case"] for r in rows if not r["ok"]}),
        "seconds": round(total, 1),
        "slowest": slowest,
        "biggest": biggest,
    }
    if args.json:
        print(json.dumps({"summary": summary, "runs": rows}, indent=2))
    else:
        for r in rows:
            mark = "ok  " if r["ok"] else "FAIL"
            print(
                f"{mark} {r['item']:>2} {r['case']:<30} {r['command']:<28} exit {r['exit']:>2}"
                f"  {r['seconds']:6.2f} s  peak {r['peak_mb']:6.1f} MB (+{r['grown_mb']:.1f})"
            )
            for f in r["failures"]:
                print(f"       {f}")
        print(
            f"{summary['cases']} cases, {summary['runs']} runs in {summary['seconds']} s; "
            f"failed: {', '.join(summary['failed']) or 'none'}"
        )
        print(f"slowest: {slowest['case']} step {slowest['step']} {slowest['seconds']} s")
        print(
            f"most memory: {biggest['case']} step {biggest['step']} peak {biggest['peak_mb']} MB "
            f"(+{biggest['grown_mb']} MB over the parent's)"
        )
    return 1 if summary["failed"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
