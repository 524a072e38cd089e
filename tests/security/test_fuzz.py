"""Hypothesis fuzz of packs and session exports (issue 18), on a small fixed budget.

Every generated pack goes through `check` and `build`, every export through `referee
import`: exit 0 or 2, never a traceback, never a file outside the output folder. The big
campaign is ``benchmarks/fuzz_campaign.py``; this keeps CI quick and repeatable
(derandomized: the same cases every run).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.security.fuzzing import (
    builtin_doc,
    exports,
    mutated,
    pack_bytes,
    packs,
    run_import_case,
    run_pack_case,
    run_referee_content_case,
)

BUDGET = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@BUDGET
@given(pack=packs(), flips=st.lists(st.integers(0, 10**6), max_size=2))
def test_fuzzed_packs_exit_0_or_2_and_write_only_under_out(
    pack: dict[str, Any], flips: list[int]
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        outcome = run_pack_case(Path(tmp), pack_bytes(pack, flips))
    assert outcome.failures == []


@settings(BUDGET, max_examples=60)
@given(doc=exports())
def test_fuzzed_session_exports_import_whole_or_not_at_all(doc: Any) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        outcome = run_import_case(Path(tmp), doc)
    assert outcome.failures == []


CARTA = builtin_doc("carta-imperia")
REFEREE_PART = {
    "pack": CARTA["pack"],
    "data": CARTA["data"],
    "decks": [d for d in CARTA["decks"] if d["id"] in ("map-tiles", "draft-events")],
}


@settings(BUDGET, max_examples=20)
@given(doc=mutated(REFEREE_PART, ("data",)), moves=st.lists(st.integers(0, 99), max_size=2))
def test_fuzzed_referee_content_is_refused_at_new_or_plays(doc: Any, moves: list[int]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        outcome = run_referee_content_case(Path(tmp), doc, moves)
    assert outcome.failures == []
