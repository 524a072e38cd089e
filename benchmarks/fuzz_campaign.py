"""Fuzz campaign (issue 18): many hostile packs through `check` and `build`, many session
exports through `referee import`, counting tracebacks. Outside the test suite: it runs for
minutes. The suite's own fuzz (tests/security/test_fuzz.py) uses the same strategies on a
small fixed budget.

    python benchmarks/fuzz_campaign.py --packs 2000 --imports 3000 --builtin 300 --referee 500
    python benchmarks/fuzz_campaign.py --json

Prints the cases run, how they ended (exit 0 or 2), the failures found (a traceback, another
exit code, a file outside the output folder, a slow case) and the slowest case.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.security.fuzzing import (
    BUILTIN,
    Outcome,
    builtin_doc,
    exports,
    mutated,
    pack_bytes,
    packs,
    run_builtin_case,
    run_import_case,
    run_pack_case,
    run_referee_content_case,
)


class Tally:
    def __init__(self) -> None:
        self.cases = 0
        self.failures: Counter[str] = Counter()
        self.examples: dict[str, str] = {}
        self.slowest = 0.0
        self.exits: Counter[str] = Counter()  # "check 0, build 2" -> cases

    def add(self, outcome: Outcome, case: str) -> None:
        self.cases += 1
        self.slowest = max(self.slowest, outcome.seconds)
        self.exits[" ".join(str(c) for c in outcome.exits)] += 1
        for failure in outcome.failures:
            key = re.sub(r"0x[0-9A-Fa-f]+", "0x...", failure)[:120]
            self.failures[key] += 1
            self.examples.setdefault(key, case[:2000])

    def as_dict(self) -> dict[str, Any]:
        return {
            "cases": self.cases,
            "failures": sum(self.failures.values()),
            "tracebacks": sum(n for k, n in self.failures.items() if "traceback" in k),
            "kinds": dict(self.failures.most_common()),
            "exit_codes": dict(self.exits.most_common()),
            "slowest_s": round(self.slowest, 2),
        }


def campaign(
    n_packs: int, n_imports: int, formats: str, n_builtin: int = 0, n_referee: int = 0
) -> dict[str, Any]:
    common = settings(
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    packs_tally, imports_tally = Tally(), Tally()
    builtin_tally, referee_tally = Tally(), Tally()
    small = [g for g in BUILTIN if g != "carta-imperia"]  # carta's kit takes seconds to build
    docs = {g: builtin_doc(g) for g in BUILTIN}
    carta = docs["carta-imperia"]
    referee_part = {
        "pack": carta["pack"],
        "data": carta["data"],
        "decks": [
            d
            for d in carta["decks"]
            if d["id"]
            in ("map-tiles", "draft-events", "historical-events", "legacy-cards", "combat-early")
        ],
    }

    @settings(common, max_examples=max(n_builtin, 1))
    @given(data=st.data())
    def fuzz_builtin(data: st.DataObject) -> None:
        game = data.draw(st.sampled_from(small))
        doc = data.draw(mutated(docs[game]))
        with tempfile.TemporaryDirectory() as tmp:
            builtin_tally.add(run_builtin_case(Path(tmp), game, doc), f"{game}: {doc!r}")

    @settings(common, max_examples=max(n_referee, 1))
    @given(data=st.data())
    def fuzz_referee(data: st.DataObject) -> None:
        doc = data.draw(mutated(referee_part))
        moves = data.draw(st.lists(st.integers(0, 99), max_size=4))
        with tempfile.TemporaryDirectory() as tmp:
            referee_tally.add(run_referee_content_case(Path(tmp), doc, moves), repr(doc))

    @settings(common, max_examples=max(n_packs, 1))
    @given(pack=packs(), flips=st.lists(st.integers(0, 10**6), max_size=2))
    def fuzz_packs(pack: dict[str, Any], flips: list[int]) -> None:
        with tempfile.TemporaryDirectory() as tmp:
            data = pack_bytes(pack, flips)
            packs_tally.add(run_pack_case(Path(tmp), data, formats), repr(data))

    @settings(common, max_examples=max(n_imports, 1))
    @given(doc=exports())
    def fuzz_imports(doc: Any) -> None:
        with tempfile.TemporaryDirectory() as tmp:
            imports_tally.add(run_import_case(Path(tmp), doc), repr(doc))

    started = time.monotonic()
    if n_packs:
        fuzz_packs()
    if n_imports:
        fuzz_imports()
    if n_builtin:
        fuzz_builtin()
    if n_referee:
        fuzz_referee()
    return {
        "packs": packs_tally.as_dict(),
        "imports": imports_tally.as_dict(),
        "builtin": builtin_tally.as_dict(),
        "referee_content": referee_tally.as_dict(),
        "examples": {
            **packs_tally.examples,
            **imports_tally.examples,
            **builtin_tally.examples,
            **referee_tally.examples,
        },
        "seconds": round(time.monotonic() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--packs", type=int, default=1000)
    parser.add_argument("--imports", type=int, default=1000)
    parser.add_argument("--builtin", type=int, default=200, help="mutated built-in packs")
    parser.add_argument("--referee", type=int, default=300, help="mutated referee --content")
    parser.add_argument("--formats", default="pdf,svg")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = campaign(args.packs, args.imports, args.formats, args.builtin, args.referee)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    for name in ("packs", "imports", "builtin", "referee_content"):
        r = result[name]
        print(
            f"{name}: {r['cases']} cases, {r['failures']} failures "
            f"({r['tracebacks']} tracebacks), slowest {r['slowest_s']} s; exit codes: "
            + ", ".join(f"{k}: {n}" for k, n in r["exit_codes"].items())
        )
        for kind, n in r["kinds"].items():
            print(f"  {n:>5}  {kind}")
            print(f"         e.g. {result['examples'][kind][:300]}")
    print(f"{result['seconds']} s in all")


if __name__ == "__main__":
    main()
