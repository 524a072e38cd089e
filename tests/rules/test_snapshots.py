"""Snapshots of the state beside the log (lictor.rules.snapshot): every refereed game's
snapshots equal a replay from the first action; a damaged, older-version or other-log
snapshot is ignored and rebuilt, never trusted; a command at the end of a long log
replays nothing."""

from __future__ import annotations

import contextlib
import functools
import json
import os
import random
import sqlite3
from dataclasses import dataclass
from dataclasses import replace as dataclasses_replace
from pathlib import Path
from typing import Any

import pytest

from lictor.errors import BadInput
from lictor.games import referee_game as new_game
from lictor.rules import snapshot
from lictor.rules.game import Seats
from lictor.rules.referee import Referee
from lictor.rules.replay import replay
from lictor.rules.session import Store
from tests.playing import act, sender

referee_game = functools.cache(new_game)  # one game object a game id (some load their pack)

FIVE = {"data": {"referee": {"scenarios": {"rise-of-the-republic": {"draft": 5}}}}}
GAMES = [
    ("hannibal-vs-rome", "carthage=Ann,rome=Ben", {}, False),
    ("carta-imperia", "Ann,Ben,Cy,Dan", {"scenario": "rise-of-the-republic"}, False),
    ("carta-imperia", "Ann,Ben,Cy", {}, True),  # the table's own draws, entered
    # a table's own pack: its map is the setup's, referred to by the snapshots
    ("carta-imperia", "Ann,Ben,Cy", {"content": FIVE, "scenario": "rise-of-the-republic"}, False),
    ("imperium", "red=Ann,blue=Ben,green=Cy", {}, False),
    ("circus-maximus", "red=Ann,blue=Ben", {"first": "Ann"}, False),
]


def _replayed(ref: Referee, sid: int, actions: Any) -> Any:
    info = ref.store.session(sid)
    game = referee_game(info.game)
    state, _ = replay(game, Seats(info.seats), info.seed, info.physical, actions, info.options)
    return state


def _rows(db: Path, sid: int) -> list[tuple[int, str, str, str, bytes]]:
    with contextlib.closing(sqlite3.connect(db)) as conn:
        return list(
            conn.execute(
                "SELECT position, version, prefix, digest, blob FROM snapshots "
                "WHERE session_id = ? ORDER BY position",
                (sid,),
            )
        )


def _plant(db: Path, sid: int, position: int, version: str, prefix: str, dig: str, blob: bytes):
    with contextlib.closing(sqlite3.connect(db)) as conn, conn:
        conn.execute(
            "INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?, ?, ?, ?)",
            (sid, position, version, prefix, dig, blob),
        )


@pytest.mark.parametrize(
    ("game_id", "players", "options", "physical"),
    GAMES,
    ids=[g[0] + ("-physical" if g[3] else "-content" if "content" in g[2] else "") for g in GAMES],
)
def test_every_snapshot_equals_a_replay_from_the_start(
    tmp_path: Path, game_id: str, players: str, options: dict[str, Any], physical: bool
) -> None:
    """A seeded game with undos, redos and amends: after every command, the state the
    session gives (from its snapshots) equals the replay of the whole log, and every
    snapshot kept equals the replay of the actions it was taken after."""
    db = tmp_path / "s.sqlite"
    ref = Referee(Store(db), referee_game)
    rng = random.Random(7)
    sid = ref.new(game_id, players, 7, physical, options)
    loaded = ref.load(sid)
    for _ in range(70):
        game = loaded.game
        if game.agenda(loaded.state).over:
            break
        roll = rng.random()
        if loaded.actions and roll < 0.08:
            loaded, _ = ref.undo(sid)
        elif roll < 0.12:
            with contextlib.suppress(BadInput):  # refused when nothing was undone
                loaded, _ = ref.redo(sid)
        elif len(loaded.actions) > 3 and roll < 0.15:
            # as its rightful sender, after the last secret the table's screen does not
            # see (an amend before one is refused: replaying it could tell what it holds)
            shown = game.masked_log(loaded.state, list(loaded.actions))
            pairs = zip(shown, loaded.actions, strict=True)
            hidden = [i for i, (a, b) in enumerate(pairs) if a != b]
            first = hidden[-1] + 2 if hidden else 1
            if first <= len(loaded.actions):
                n = rng.randrange(first, len(loaded.actions) + 1)
                words = loaded.actions[n - 1].split()
                loaded, _ = ref.amend(sid, n, words, False, actor=sender(loaded, words))
        else:
            words = game.text(rng.choice(game.legal_actions(loaded.state))).split()
            loaded, _ = act(ref, sid, loaded, words)
        assert loaded.state == _replayed(ref, sid, loaded.actions)
        assert ref.load(sid).state == loaded.state
    assert len(loaded.actions) > 30, "the game was too short to test anything"
    prefixes = snapshot.prefix_digests(loaded.actions)
    checked = 0
    for position, _, prefix, _, blob in _rows(db, sid):
        if position < len(prefixes) and prefix == prefixes[position]:
            base = _replayed(ref, sid, [])
            assert snapshot.decode(blob, base) == _replayed(ref, sid, loaded.actions[:position])
            checked += 1
    assert checked >= 2  # the latest and at least one checkpoint
    # checkpoints every EVERY actions and the latest's neighbours only: the file stays small
    assert len(_rows(db, sid)) <= len(loaded.actions) // snapshot.EVERY + 4


class Counting:
    """A game that counts the actions applied to it."""

    def __init__(self, game: Any) -> None:
        self._game = game
        self.applied = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def for_options(self, options: Any) -> Any:
        """The wrapped game built over the session's options, still counted."""
        self._game = self._game.for_options(options)
        return self

    def apply(self, state: Any, action: Any) -> Any:
        self.applied += 1
        return self._game.apply(state, action)


def _long_game(db: Path, n: int = 60) -> tuple[Referee, int]:
    ref = Referee(Store(db), referee_game)
    sid = ref.new("carta-imperia", "Ann,Ben,Cy,Dan", 3, False, {})
    rng = random.Random(3)
    loaded = ref.load(sid)
    for _ in range(n):
        game = loaded.game
        loaded, _ = act(ref, sid, loaded, game.text(rng.choice(game.legal_actions(loaded.state))))
    return ref, sid


def test_a_command_at_the_end_of_a_long_log_replays_nothing(tmp_path: Path) -> None:
    """`next`, `status` replay no action once the latest is snapshotted; `act` applies
    only its own; without snapshots every command replays the whole log."""
    db = tmp_path / "s.sqlite"
    _, sid = _long_game(db)
    counting = Counting(new_game("carta-imperia"))
    ref = Referee(Store(db), lambda _: counting)
    loaded = ref.load(sid)
    assert counting.applied == 0
    game = loaded.game
    act(ref, sid, loaded, game.text(game.legal_actions(loaded.state)[0]))
    assert counting.applied == 1
    plain = Referee(Store(db), lambda _: counting, snapshots=False)
    counting.applied = 0
    plain.load(sid)
    assert counting.applied == 61
    # an undo replays at most the actions since the latest checkpoint
    counting.applied = 0
    ref.undo(sid)
    assert counting.applied < snapshot.EVERY


def _latest_row(db: Path, sid: int) -> tuple[int, str, str, str, bytes]:
    return _rows(db, sid)[-1]


def _wrong_state(ref: Referee, sid: int, position: int) -> Any:
    """A real state of this session, but of another point of its log."""
    actions = ref.load(sid).actions
    return _replayed(ref, sid, actions[: position - 7])


def test_a_trusted_snapshot_is_used_as_it_is(tmp_path: Path) -> None:
    """The control for the tests below: a snapshot with the right version, log prefix and
    digest is taken as the state (so they show what makes one untrusted)."""
    db = tmp_path / "s.sqlite"
    ref, sid = _long_game(db)
    position, version, prefix, _, _ = _latest_row(db, sid)
    wrong = _wrong_state(ref, sid, position)
    blob = snapshot.encode(wrong, None)
    _plant(db, sid, position, version, prefix, snapshot.digest(version, prefix, blob), blob)
    assert Referee(Store(db), referee_game).load(sid).state == wrong


@pytest.mark.parametrize(
    "damage", ["bad digest", "bad blob", "older version", "other log", "code in the blob"]
)
def test_an_untrusted_snapshot_is_ignored_and_rebuilt(tmp_path: Path, damage: str) -> None:
    db = tmp_path / "s.sqlite"
    ref, sid = _long_game(db)
    truth = ref.load(sid).state
    position, version, prefix, _, _ = _latest_row(db, sid)
    blob = snapshot.encode(_wrong_state(ref, sid, position), None)
    if damage == "bad digest":
        dig = snapshot.digest(version, prefix, blob)[::-1]
    elif damage == "bad blob":  # a torn page: its digest no longer matches
        blob = blob[: len(blob) // 2] + b"\x00" * 9 + blob[len(blob) // 2 + 9 :]
        dig = snapshot.digest(version, prefix, snapshot.encode(truth, None))
    elif damage == "older version":  # another lictor, another game state version
        version = "0" * 64
        dig = snapshot.digest(version, prefix, blob)
    elif damage == "other log":  # taken after actions an undo or amend replaced
        prefix = snapshot.prefix_digests(["amended", *ref.load(sid).actions])[position]
        dig = snapshot.digest(version, prefix, blob)
    else:  # a session file from elsewhere: its blob names classes that do things
        marker = tmp_path / "ran"
        blob = json.dumps(
            {"t": [{"c": "lictor.rules.session:Store", "v": [str(marker)]}, {"c": "os:system"}]}
        ).encode()
        dig = snapshot.digest(version, prefix, blob)
    _plant(db, sid, position, version, prefix, dig, blob)
    fresh = Referee(Store(db), referee_game)
    assert fresh.load(sid).state == truth
    assert not (tmp_path / "ran").exists()
    # rebuilt: the snapshot at that position is a true one again
    position2, version2, prefix2, dig2, blob2 = _latest_row(db, sid)
    assert (position2, dig2) == (position, snapshot.digest(version2, prefix2, blob2))
    assert version2 != "0" * 64
    assert snapshot.decode(blob2, None) == truth


def test_a_changed_session_option_makes_another_version() -> None:
    """A user's content pack is in the session's options: a snapshot taken with one pack
    is another version for any other (and for another seed, seats or game state shape)."""
    game = referee_game("carta-imperia")
    seats = (("red", "Ann"), ("blue", "Ben"), ("green", "Cy"))
    key = snapshot.version_key(game, seats, 1, False, {"content": {"tiles": [1]}})
    assert key != snapshot.version_key(game, seats, 1, False, {"content": {"tiles": [2]}})
    assert key != snapshot.version_key(game, seats, 2, False, {"content": {"tiles": [1]}})

    class Newer:
        id = "carta-imperia"
        state_version = game.state_version + 1

    assert key != snapshot.version_key(Newer(), seats, 1, False, {"content": {"tiles": [1]}})


def test_a_file_from_before_snapshots_gains_the_table_and_a_read_only_one_replays(
    tmp_path: Path,
) -> None:
    db = tmp_path / "s.sqlite"
    ref, sid = _long_game(db, 20)
    truth = ref.load(sid).state
    ref.store.close()
    with contextlib.closing(sqlite3.connect(db)) as conn:
        conn.execute("DROP TABLE snapshots")
    os.chmod(db, 0o444)
    try:
        ro = Referee(Store(db, create=False), referee_game)
        assert ro.load(sid).state == truth  # replayed; nothing written
    finally:
        os.chmod(db, 0o644)
    again = Referee(Store(db), referee_game)
    assert again.load(sid).state == truth
    assert [r[0] for r in _rows(db, sid)] == [20]


@dataclass(frozen=True)
class _Made:
    n: int

    def __post_init__(self) -> None:  # its making does more than set its field
        object.__setattr__(self, "twice", 2 * self.n)


def test_a_state_the_encoding_cannot_write_is_not_snapshotted(tmp_path: Path) -> None:
    """An object of another kind, a NaN or a dataclass with ``__post_init__`` in a state:
    no snapshot is written and nothing fails (the state is replayed, as before)."""
    store = Store(tmp_path / "s.sqlite")
    sid = store.create("hannibal-vs-rome", {"carthage": "Ann", "rome": "Ben"}, 1, False)
    for state in ((1, object()), (1, float("nan")), (_Made(3),)):
        with pytest.raises(ValueError):
            snapshot.encode(state, None)
        with store.write() as db:
            snapshot.put(db, sid, 5, "k", "p", state, None)
    assert _rows(tmp_path / "s.sqlite", sid) == []


KILLED_MID_ACT = """
import os, signal, sys
from pathlib import Path
from lictor.games import referee_game
from lictor.rules import snapshot
from lictor.rules.actors import rightful
from lictor.rules.referee import Referee
from lictor.rules.session import Store

real_put = snapshot.put


def put_then_die(*args, **kwargs):
    real_put(*args, **kwargs)  # the snapshot is written, the action appended: not committed
    os.kill(os.getpid(), signal.SIGKILL)


snapshot.put = put_then_die
ref = Referee(Store(Path(sys.argv[1])), referee_game)
loaded = ref.load(int(sys.argv[2]))
sender = rightful(loaded.game.authority(loaded.state, loaded.seats, sys.argv[3].split()))
ref.act(int(sys.argv[2]), sys.argv[3].split(), actor=sender)
"""


def test_a_kill_9_in_the_middle_of_an_act_leaves_neither_the_action_nor_its_snapshot(
    tmp_path: Path,
) -> None:
    """The snapshot is written in the act's own transaction: killed before it commits,
    the log and its snapshots are as they were, and the session loads as before."""
    import signal
    import subprocess
    import sys

    db = tmp_path / "s.sqlite"
    ref, sid = _long_game(db, 30)
    loaded = ref.load(sid)
    before = (loaded.entries, _rows(db, sid))
    words = loaded.game.text(loaded.game.legal_actions(loaded.state)[0])
    ref.store.close()
    child = subprocess.run(
        [sys.executable, "-c", KILLED_MID_ACT, str(db), str(sid), words], capture_output=True
    )
    assert child.returncode == -signal.SIGKILL
    again = Referee(Store(db), referee_game)
    assert (again.load(sid).entries, _rows(db, sid)) == before
    assert again.load(sid).state == loaded.state


@pytest.mark.parametrize(
    "options",
    [{}, {"scenario": "rise-of-the-republic"}, {"content": FIVE, "content_file": "five.yaml"}],
    ids=["full", "scenario-i", "content"],
)
def test_the_setup_s_own_map_is_known_without_setting_the_table_up(
    options: dict[str, Any],
) -> None:
    """What a snapshot refers to (Carta's map) is what the setup itself gives: so a
    command with a snapshot never deals the table again (lictor.rules.snapshot.SetupState)."""
    game = referee_game("carta-imperia")
    opts = game.check_options(options)
    seats = Seats(tuple(game.seat("Ann,Ben,Cy").items()))
    set_up = game.setup(seats, 4, False, opts)
    fields = game.setup_fields(opts)
    assert fields == {"board": set_up.board}
    assert (fields["board"] is None) == (options == {})  # the game's own map is not kept
    made: list[int] = []
    lazy = snapshot.SetupState(lambda: made.append(1) or set_up, lambda: fields)
    # a state read from an earlier snapshot holds the map the game gave (one object)
    later = dataclasses_replace(set_up, era=2, board=fields["board"])
    blob = snapshot.encode(later, lazy)
    read = snapshot.decode(blob, lazy)
    assert read == later and made == []  # never set up again
    assert read.board is fields["board"]  # the map itself, attached, not a copy
    assert (b'{"x":"board"}' in blob) == (fields["board"] is not None)  # referred to
    assert len(blob) < 8000  # the map (some 40 KB) is not copied into the snapshot
    assert snapshot.decode(blob, set_up) == later  # and read as before from the setup itself
