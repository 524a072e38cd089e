"""Snapshots: the state after the first N actions of a session, kept beside its log, so a
command replays only the actions after the latest one it can trust.

A snapshot is a cache, never a source: the log stays the one truth (export and import
are the JSON log; an import rebuilds). A snapshot is used only when all of these hold,
and is otherwise ignored (and a fresh one written over it):

- its **version key** is this one: lictor's version, a fingerprint of lictor's own files
  (code and built-in content packs: a changed rule or pack is a new key), the game's
  ``state_version``, and the session's seats, seed, mode and options (a user's
  ``--content`` pack is in the options, so a snapshot never outlives its content);
- its **prefix digest** is that of the first N actions of the log as it stands now (an
  undo, redo or amend changes the effective actions, so a snapshot of a list no longer
  live is never taken for the current one);
- its **digest** (an HMAC-SHA-256, under this user's own secret, over the key, the prefix
  digest and the blob) matches the blob;
- the blob **decodes** with the restricted reader below.

Encoding: JSON of our own, every container and class named (``{"c": "module:Class",
"v": [fields...]}``, ``{"t": [...]}`` for a tuple, ``{"e": ...}`` for an enum), so a
state of frozen dataclasses, tuples, sets, dicts and enums reads back equal. Not a
general object serializer: the package never runs code from a file (issue 18), and a
session file may come from someone else. Reading names only dataclasses and enums of
lictor modules already loaded, sets their fields without calling any constructor, and
refuses anything else; a state holding another kind of object (or a dataclass with a
``__post_init__``, whose making does more than set its fields) is not snapshotted (it is
replayed, as before). The digest is a MAC under a secret of this user's, kept outside the
session file (issue 23): a snapshot written elsewhere - a shared file, a forged blob - is
never trusted over the log, whose every action is checked as it replays.

Fields declared ``compare=False`` (not part of a state's value, such as Carta Imperia's
``board``: a user's map) are not written when they are the very objects the session's
setup made: they are re-attached from a fresh setup when the snapshot is read.

That setup is made only when it is needed (``SetupState``; issue 27: setting a Carta table
up again imports the setup's phases, some 10 ms, at the end of a game): when no snapshot
can be trusted, or to read or write a snapshot's references where the game cannot give its
setup's ``compare=False`` fields without it (``BaseGame.setup_fields``; Carta gives the
map its options choose).
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import hashlib
import hmac
import importlib
import json
import sqlite3
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import lictor
from lictor.trust import code_fingerprint, local_secret

# Every act writes the snapshot after it (in its own transaction); those at multiples of
# EVERY actions are kept, the others only while they are the latest's neighbours. So an
# undo, redo or amend replays at most EVERY - 1 actions (Scenario I: some 20 us each,
# 0.5 ms), and a 250-action game keeps about 11 snapshots (some 35 KB), not 250.
EVERY = 25
TABLE = """
CREATE TABLE IF NOT EXISTS snapshots (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    position INTEGER NOT NULL,
    version TEXT NOT NULL,
    prefix TEXT NOT NULL,
    digest TEXT NOT NULL,
    blob BLOB NOT NULL,
    PRIMARY KEY (session_id, position)
);
"""


def version_key(
    game: Any,
    seats: Sequence[tuple[str, str]],
    seed: int,
    physical: bool,
    options: Mapping[str, Any],
) -> str:
    """What a snapshot's state depends on besides the actions."""
    what = [
        lictor.__version__,
        code_fingerprint(),
        str(getattr(game, "id", type(game).__name__)),
        int(getattr(game, "state_version", 0)),
        [list(s) for s in seats],
        seed,
        bool(physical),
        options,
    ]
    text = json.dumps(what, sort_keys=True, default=str, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def prefix_digests(actions: Sequence[str]) -> list[str]:
    """For each N from 0 to len(actions): a digest of the first N actions (chained, so a
    change to any earlier action changes every later digest)."""
    out = [hashlib.blake2b(b"lictor-log", digest_size=16).hexdigest()]
    for words in actions:
        data = f"{out[-1]}\0{len(words)}\0{words}".encode()
        out.append(hashlib.blake2b(data, digest_size=16).hexdigest())
    return out


def digest(key: str, prefix: str, blob: bytes, secret: bytes | None = None) -> str:
    """A MAC of the snapshot under this user's own secret (``local_secret``): a snapshot
    in a file made elsewhere (a shared session, a forged blob with a digest anyone could
    compute) never verifies here, so its state is replayed from the log instead."""
    mac = hmac.new(local_secret() if secret is None else secret, digestmod=hashlib.sha256)
    mac.update(f"{key}\0{prefix}\0".encode())
    mac.update(blob)
    return mac.hexdigest()


class SetupState:
    """The session's setup state, made by ``make`` at its first need, then kept.
    ``fields``, where the game can tell them without setting the table up
    (``BaseGame.setup_fields``), gives its ``compare=False`` fields alone."""

    def __init__(
        self,
        make: Callable[[], Any],
        fields: Callable[[], Mapping[str, Any] | None] | None = None,
    ) -> None:
        self._make: Callable[[], Any] | None = make
        self._state: Any = None
        self._fields = fields
        self._detached: Mapping[str, Any] | None = None

    def get(self) -> Any:
        if self._make is not None:
            self._state, self._make = self._make(), None
        return self._state

    def detached(self) -> Mapping[str, Any]:
        """The ``compare=False`` fields of the setup, by name: those of the setup state if
        it is made, else the game's own answer, else the setup state's (made now)."""
        if self._make is not None and self._fields is not None:
            self._detached, self._fields = self._fields(), None  # asked once
        if self._make is not None and self._detached is not None:
            return self._detached
        return _detached_of(self.get())


def _detached_of(state: Any) -> Mapping[str, Any]:
    if not dataclasses.is_dataclass(state) or isinstance(state, type):
        return {}
    return {f.name: getattr(state, f.name) for f in dataclasses.fields(state) if not f.compare}


def _detached(setup_state: Any) -> Mapping[str, Any]:
    """The setup's ``compare=False`` fields, by name (``setup_state`` a SetupState or the
    setup state itself)."""
    if isinstance(setup_state, SetupState):
        return setup_state.detached()
    return _detached_of(setup_state)


def _refers(state: Any) -> bool:
    """Whether ``state`` holds a ``compare=False`` field at all (not None): only then can
    it refer to an object of the setup's."""
    return any(value is not None for value in _detached_of(state).values())


def externals(setup_state: Any) -> dict[int, str]:
    """The ``compare=False`` fields of the setup state, by object identity: written as a
    reference and re-attached on reading, never copied into a snapshot."""
    return {id(v): name for name, v in _detached(setup_state).items() if v is not None}


class Unsnapshotable(ValueError):
    """A state holding something the encoding below does not write (then no snapshot)."""


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _tree(obj: Any, refs: dict[int, str]) -> Any:
    """``obj`` as JSON data: every container and class named, so it reads back exactly."""
    if obj is None or type(obj) in (bool, int, float, str):
        return obj
    if id(obj) in refs:
        return {"x": refs[id(obj)]}
    if isinstance(obj, enum.Enum):
        return {"e": _name(type(obj)), "v": _tree(obj.value, refs)}
    kind = type(obj)
    if kind is tuple:
        return {"t": [_tree(x, refs) for x in obj]}
    if kind is list:
        return {"l": [_tree(x, refs) for x in obj]}
    if kind in (frozenset, set):
        items = [_tree(x, refs) for x in obj]
        items.sort(key=lambda x: json.dumps(x, sort_keys=True))
        return {"f" if kind is frozenset else "s": items}
    if kind is dict:
        return {"d": [[_tree(k, refs), _tree(v, refs)] for k, v in obj.items()]}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        if hasattr(kind, "__post_init__"):  # its making does more than set its fields
            raise Unsnapshotable(f"{kind.__name__} has a __post_init__")
        return {
            "c": _name(kind),
            "v": [_tree(getattr(obj, f.name), refs) for f in dataclasses.fields(obj)],
        }
    raise Unsnapshotable(f"a snapshot cannot hold a {kind.__name__}")


def encode(state: Any, setup_state: Any) -> bytes:
    """The snapshot of ``state``; ``Unsnapshotable`` if it holds what cannot be written."""
    data = _tree(state, externals(setup_state) if _refers(state) else {})
    return json.dumps(data, separators=(",", ":"), allow_nan=False).encode()


def _class(name: str) -> type:
    """A class a snapshot may name: a dataclass or an enum of one of lictor's own modules
    (reading a snapshot never calls a constructor, and imports nothing but lictor's code:
    a game's phase, loaded only once the game gets there, as the Civil War's state)."""
    module, _, qualname = name.partition(":")
    if module != "lictor" and not module.startswith("lictor."):
        raise ValueError(f"a snapshot may not hold {name}")
    found: Any = sys.modules.get(module)
    if found is None and all(part.isidentifier() for part in module.split(".")):
        try:
            found = importlib.import_module(module)
        except ImportError:
            raise ValueError(f"a snapshot may not hold {name}") from None
    for part in qualname.split("."):
        found = getattr(found, part, None)
    if not isinstance(found, type) or not (
        (dataclasses.is_dataclass(found) and not hasattr(found, "__post_init__"))
        or issubclass(found, enum.Enum)
    ):
        raise ValueError(f"a snapshot may not hold {name}")
    return found


def _build(data: Any, setup_state: Any) -> Any:
    if data is None or type(data) in (bool, int, float, str):
        return data
    if type(data) is not dict or len(data) not in (1, 2):
        raise ValueError("not a snapshot")
    if "t" in data:
        return tuple(_build(x, setup_state) for x in data["t"])
    if "l" in data:
        return [_build(x, setup_state) for x in data["l"]]
    if "f" in data:
        return frozenset(_build(x, setup_state) for x in data["f"])
    if "s" in data:
        return {_build(x, setup_state) for x in data["s"]}
    if "d" in data:
        return {_build(k, setup_state): _build(v, setup_state) for k, v in data["d"]}
    if "x" in data:
        detached = _detached(setup_state)
        if data["x"] not in detached:
            raise ValueError(f"a snapshot refers to {data['x']!r}")
        return detached[data["x"]]
    cls = _class(data["e"] if "e" in data else data["c"])
    if "e" in data:
        if not issubclass(cls, enum.Enum):
            raise ValueError("not an enum")
        return cls(_build(data["v"], setup_state))
    fields = dataclasses.fields(cls)
    values = data["v"]
    if type(values) is not list or len(values) != len(fields):
        raise ValueError(f"{data['c']}: another shape")
    obj: Any = object.__new__(cls)
    for f, v in zip(fields, values, strict=True):
        object.__setattr__(obj, f.name, _build(v, setup_state))
    return obj


def decode(blob: bytes, setup_state: Any) -> Any:
    """The state in ``blob``; raises ``ValueError`` for anything that is not one."""
    try:
        return _build(json.loads(blob), setup_state)
    except Exception as exc:  # a damaged blob can fail in any way: never trusted
        raise ValueError(f"snapshot unreadable: {type(exc).__name__}") from None


def latest(
    conn: sqlite3.Connection,
    session_id: int,
    key: str,
    prefixes: Sequence[str],
    setup_state: Any,
    expected_type: type,
) -> tuple[int, Any] | None:
    """The latest snapshot of this session to trust for the log whose prefix digests are
    ``prefixes``: (its position, its state); None if there is none (or no table)."""
    try:
        rows = conn.execute(
            "SELECT position, version, prefix, digest, blob FROM snapshots "
            "WHERE session_id = ? AND position <= ? ORDER BY position DESC",
            (session_id, len(prefixes) - 1),
        )
        with contextlib.closing(rows):
            found = _first_trusted(rows, key, prefixes, setup_state, expected_type)
    except sqlite3.Error:  # no table yet (an older file), or a damaged one: replay
        return None
    return found


def _first_trusted(
    rows: Any, key: str, prefixes: Sequence[str], setup_state: Any, expected_type: type
) -> tuple[int, Any] | None:
    for position, version, prefix, dig, blob in rows:
        if not isinstance(position, int) or not 0 <= position < len(prefixes):
            continue
        if version != key or prefix != prefixes[position]:
            continue
        if not isinstance(blob, bytes) or dig != digest(key, prefix, blob):
            continue
        try:
            state = decode(blob, setup_state)
        except ValueError:
            continue
        if type(state) is expected_type:
            return position, state
    return None


def put(
    conn: sqlite3.Connection,
    session_id: int,
    position: int,
    key: str,
    prefix: str,
    state: Any,
    setup_state: Any,
) -> None:
    """Write the snapshot of ``state`` (after ``position`` actions), in the caller's
    transaction; keep only the checkpoints (every EVERY actions) and its neighbours."""
    try:
        blob = encode(state, setup_state)
    except (ValueError, RecursionError):  # a state we do not write (Unsnapshotable, a
        return  # NaN, nested too deep): it is replayed, as before
    conn.execute(
        "INSERT OR REPLACE INTO snapshots (session_id, position, version, prefix, digest, blob) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (session_id, position, key, prefix, digest(key, prefix, blob), blob),
    )
    conn.execute(
        "DELETE FROM snapshots WHERE session_id = ? AND position % ? != 0 "
        "AND abs(position - ?) > 1",
        (session_id, EVERY, position),
    )
