"""The second audit (issue 23): each finding is a case (``round2.CASES``) run as a user
runs lictor, in a child process capped at 1 GB more than it starts with and bounded in
time: exit 2 in one line (or 0 where the fix is that it works), no traceback, no control
character and no secret of the environment in anything it prints.

The cases' times and memory are measured by ``benchmarks/hostile_round2.py``.

A case whose bound is a count of work, not a time, is judged by what proves the count
stopped it (``WORK_BOUNDS``); its clock is only the guard against a hang, so a loaded
machine cannot fail it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.security.isolated import Run, run_isolated
from tests.security.round2 import CASES, Case, Step, judge


def _read_stopped_early(run: Run, folder: Path) -> None:
    """The YAML reader counts the values it reads and stops at 200,000: the refusal names the
    line where the count ran out, well before the end of the 330,003-line file, so the rest
    was never read (a work bound, whatever the clock of a loaded machine says)."""
    found = re.search(r"pack\.yaml:(\d+): more than 200,000 values", run.out)
    assert found, run.out[-300:]
    lines = len((folder / "pack.yaml").read_text(encoding="utf-8").splitlines())
    assert 200_000 - 10 <= int(found.group(1)) < lines - 100_000, (found.group(0), lines)


# case id -> what proves its count of work stopped it (its clock then only guards a hang)
WORK_BOUNDS: dict[str, Callable[[Run, Path], None]] = {
    "yaml-flat-list-2mb": _read_stopped_early,
}
HANG = 120.0  # seconds: a work-bound case that runs this long is stuck, not slow


def _bounded(case: Case, step: Step) -> Step:
    proof = WORK_BOUNDS.get(case.id)
    if proof is None:
        return step
    first = step.check

    def both(run: Run, folder: Path) -> None:
        proof(run, folder)
        if first is not None:
            first(run, folder)

    return dataclasses.replace(step, seconds=HANG, check=both)


def test_every_work_bound_names_a_case() -> None:
    assert set(WORK_BOUNDS) <= {c.id for c in CASES}


@pytest.mark.parametrize("case", CASES, ids=[f"{c.item}-{c.id}" for c in CASES])
def test_each_finding_of_the_second_audit_is_refused_in_one_line_within_bounds(
    case: Case, tmp_path: Path
) -> None:
    failures = []
    for k, step in enumerate(case.make(tmp_path)):
        step = _bounded(case, step)
        run = run_isolated(step.args, tmp_path, step.seconds + 10, step.before, step.stdin)
        failures += [
            f"step {k} ({' '.join(step.args)[:80]}): {b}" for b in judge(step, run, tmp_path)
        ]
        if failures:
            break
    assert failures == []


# -- a forged snapshot (finding 9) ------------------------------------------------------------
def test_a_snapshot_digested_elsewhere_is_never_trusted_over_the_log(tmp_path: Path) -> None:
    """A shared session file carries snapshots its maker digested: a forged state with a
    digest made by the published formula under any other key is replayed over, never
    taken (the digest is a MAC under this user's own secret)."""
    import contextlib
    import random
    import sqlite3

    from lictor.games import referee_game
    from lictor.rules import snapshot
    from lictor.rules.actors import rightful
    from lictor.rules.referee import Referee
    from lictor.rules.session import Store

    db = tmp_path / "s.sqlite"
    ref = Referee(Store(db), referee_game)
    sid = ref.new("carta-imperia", "Ann,Ben,Cy", 3, False, {})
    rng = random.Random(3)
    loaded = ref.load(sid)
    for _ in range(12):
        game = loaded.game
        words = game.text(rng.choice(game.legal_actions(loaded.state))).split()
        sender = rightful(game.authority(loaded.state, loaded.seats, words))
        loaded, _ = ref.act(sid, words, actor=sender)
    truth = loaded.state
    early = ref.load(sid)  # the state after fewer actions, passed off as the latest
    with contextlib.closing(sqlite3.connect(db)) as conn:
        position, version, prefix = conn.execute(
            "SELECT position, version, prefix FROM snapshots WHERE session_id = ? "
            "ORDER BY position DESC LIMIT 1",
            (sid,),
        ).fetchone()
    from lictor.rules.replay import fold, setup

    base = setup(early.game, early.seats, early.info.seed, False, early.info.options)
    forged_state = fold(early.game, base, list(loaded.actions[:3]))
    assert forged_state != truth
    blob = snapshot.encode(forged_state, base)
    for secret in (b"\0" * 32, b"another machine's key, 32 bytes!"):
        dig = snapshot.digest(version, prefix, blob, secret)
        with contextlib.closing(sqlite3.connect(db)) as conn, conn:
            conn.execute(
                "INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?, ?, ?, ?)",
                (sid, position, version, prefix, dig, blob),
            )
        assert Referee(Store(db), referee_game).load(sid).state == truth
    # the control: the same forgery under this user's own secret would be taken
    mine = snapshot.digest(version, prefix, blob)
    assert mine != snapshot.digest(version, prefix, blob, b"\0" * 32)


# -- seeded fuzz: packs and referee inputs ----------------------------------------------------
SECRET_PIECES = [
    "{{ ngettext('{" + "n.__add__.__globals__[string]._re.enum.sys.modules[os].environ[",
    "LICTOR_AUDIT_CANARY",
    "]}', 'x', 1) }}",
    "{{ ngettext('{n:99999999}', '{n!r}', 2) }}",
    "{% set x %}a{% endset %}",
    "{% filter upper %}a{% endfilter %}",
    "\x1b]0;t\x07",
    "\x1b[2J",
    "\r",
    "\x9b",
    "\u202e",
    "²",
    "!!bool maybe",
    "0x" + "f" * 60,
    "1:2:3",
    "builtin:/etc/passwd",
    "builtin:Vera",
]


def _judge_fuzz(label: str, run_out: str, code: int, error: str, one_line: bool) -> list[str]:
    from tests.security.isolated import CANARY
    from tests.security.round2 import CONTROL

    bad = []
    if error:
        bad.append(f"{label}: traceback {error[-300:]}")
    if code not in (0, 2):
        bad.append(f"{label}: exit {code}")
    if CANARY in run_out:
        bad.append(f"{label}: the secret printed")
    if any(c in CONTROL for c in run_out):
        bad.append(f"{label}: a control character printed: {run_out[-120:]!r}")
    if code == 2 and one_line and len([x for x in run_out.splitlines() if x.strip()]) != 1:
        bad.append(f"{label}: not one line: {run_out[-200:]!r}")
    return bad


def _invoke(args: list[str]) -> tuple[int, str, str]:
    """One CLI run in this process, the canary in its environment."""
    import traceback

    from click.testing import CliRunner

    from lictor.cli import main
    from tests.security.isolated import CANARY, CANARY_VAR

    result = CliRunner(env={CANARY_VAR: CANARY}).invoke(main, args)
    exc = result.exception
    error = ""
    if exc is not None and not isinstance(exc, SystemExit):
        error = "".join(traceback.format_exception(exc))
    return result.exit_code, result.output, error


try:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from tests.security.fuzzing import PIECES, pack_bytes, packs
except ImportError:  # pragma: no cover - hypothesis is in the test extra
    raise

FUZZ = settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
HOSTILE_TEXT = st.lists(st.sampled_from(SECRET_PIECES + PIECES), min_size=1, max_size=6).map(
    "".join
)


@FUZZ
@given(
    pack=packs(),
    text=HOSTILE_TEXT,
    key=HOSTILE_TEXT,
    flips=st.lists(st.integers(0, 10**6), max_size=1),
)
def test_fuzzed_packs_print_no_secret_no_escape_and_refuse_in_one_line(
    pack: dict[str, object], text: str, key: str, flips: list[int]
) -> None:
    import tempfile

    pack = {**pack, key: 1}  # a hostile key (check names it)
    for deck in pack.get("decks") or []:
        if isinstance(deck, dict):
            deck["defaults"] = {"body": text}
            deck["rows"] = [*(deck.get("rows") or [])[:2], {"name": "X", "body": text}]
    layouts = pack.get("layouts")
    if isinstance(layouts, dict) and isinstance(layouts.get("card"), dict):
        boxes = layouts["card"].setdefault("boxes", {})
        if isinstance(boxes, dict):
            boxes["t"] = {"x": 1, "y": 1, "w": 50, "h": 50, "text": "{{ body }}"}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "pack.yaml"
        path.write_bytes(pack_bytes(pack, flips))
        checked = _invoke(["check", str(path)])
        built = _invoke(["build", str(path), "-o", str(Path(tmp) / "out")])
    failures = _judge_fuzz("check", checked[1], checked[0], checked[2], one_line=False)
    failures += _judge_fuzz("build", built[1], built[0], built[2], one_line=True)
    assert failures == []


REFEREE_WORDS = st.lists(
    st.sampled_from(
        [
            "pick",
            "Ann",
            "Ben",
            "caesar",
            "pass",
            "undo",
            "²",
            "٣",
            "9" * 30,
            "9" * 5000,
            "\x1b[2J",
            "\x07",
            "\r",
            "\u202e",
            "-1",
            "card",
            "red",
            "é",
            "x" * 300,
        ]
    ),
    min_size=1,
    max_size=4,
)


@settings(FUZZ, max_examples=40)
@given(words=REFEREE_WORDS)
def test_fuzzed_referee_words_print_no_escape_and_refuse_in_one_line(
    words: list[str], tmp_path_factory: pytest.TempPathFactory
) -> None:
    db = str(tmp_path_factory.mktemp("ref") / "s.sqlite")
    code, out, error = _invoke(
        ["referee", "--db", db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "3"]
    )
    assert code == 0, out
    failures = []
    for command in (["act", *words], ["amend", "1", *words], ["status"]):
        code, out, error = _invoke(["referee", "--db", db, *command])
        failures += _judge_fuzz(command[0], out, code, error, one_line=command[0] != "status")
    assert failures == []


# -- damaged fonts: what check passes, build builds (finding 7) -------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_a_damaged_font_that_passes_check_builds(seed: int, tmp_path: Path) -> None:
    import random

    import reportlab

    from tests.conftest import MINI_PACK

    data = bytearray((Path(reportlab.__file__).parent / "fonts" / "Vera.ttf").read_bytes())
    rng = random.Random(seed)
    for _ in range(8):  # a few bytes of the tables changed (the header kept)
        at = rng.randrange(200, len(data))
        data[at] = rng.randrange(256)
    (tmp_path / "odd.ttf").write_bytes(bytes(data))
    pack = tmp_path / "pack.yaml"
    pack.write_text(MINI_PACK + "fonts: {body: odd.ttf, title: odd.ttf}\n", encoding="utf-8")
    checked = _invoke(["check", str(pack)])
    built = _invoke(["build", str(pack), "-o", str(tmp_path / "out")])
    assert not checked[2] and not built[2], checked[2] + built[2]
    assert checked[0] in (0, 2) and built[0] in (0, 2)
    if checked[0] == 0:
        assert built[0] == 0, built[1]
