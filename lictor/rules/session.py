"""Sessions: an append-only event log in SQLite (one file, WAL, one transaction a command).

Longer than the house's ~400 lines, for a reason: the file, its locks and the checks of
a file lictor did not write (schema objects, entry numbers) belong together; the schema
check is the first piece to move to a module of its own when this grows again.

Several sessions live in one file; the latest is the current one. A command that changes
a session takes the write lock first (BEGIN IMMEDIATE), re-reads the log, checks its
action against the state that log gives, and appends in the same transaction, so two
`lictor referee` processes on one file never lose an action, and an illegal one writes
nothing.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lictor.errors import BadInput, LictorError
from lictor.i18n import LANGUAGES, t
from lictor.rules.entries import KINDS, Entry
from lictor.rules.snapshot import TABLE as SNAPSHOTS

ENTRY_KINDS = KINDS  # what a log may hold
COLUMNS = {
    "sessions": ["id", "game", "seats", "seed", "physical", "options", "created"],
    "entries": ["session_id", "seq", "kind", "payload", "created"],
}
APP_ID = 0x4C435452  # "LCTR", in the file header: marks a lictor session file
SCHEMA_VERSION = 1
SCHEMA = (
    """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    seats TEXT NOT NULL,
    seed INTEGER NOT NULL,
    physical INTEGER NOT NULL,
    options TEXT NOT NULL DEFAULT '{}',
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS entries (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    created REAL NOT NULL,
    PRIMARY KEY (session_id, seq)
);
"""
    + SNAPSHOTS
)


LANG_KEY = "lang"  # the session's language, stored beside the game's options


def stored_options(options: dict[str, Any], lang: str) -> dict[str, Any]:
    """The options column: the game's options, and the session's language if it has one."""
    return {**options, LANG_KEY: lang} if lang else dict(options)


@dataclass(frozen=True)
class SessionInfo:
    """A session as its file keeps it: the game, the seats, the seed, the mode and options."""

    id: int
    game: str
    seats: tuple[tuple[str, str], ...]
    seed: int
    physical: bool
    created: float
    options: dict[str, Any]  # the game's options (a scenario, a variant, a table's content)
    lang: str = ""  # the language the session speaks (`referee new --lang`); "": the user's


class SessionError(LictorError):
    exit_code = 2


# The session files this process has open, by (device, inode): their number of Stores.
# POSIX drops every lock a process holds on a file when it closes any descriptor of that
# file, so reading the header of a file another Store of this process has open would
# drop that Store's SQLite locks: another process would then take this one's WAL for
# unused and delete it under it (stale reads, "disk I/O error"). Such a file is already
# known to be SQLite; its header is not read again.
_LIVE: dict[tuple[int, int], int] = {}
_LIVE_LOCK = threading.RLock()  # re-entered when a finalizer runs inside it (GC)


def _release(key: tuple[int, int], conn: sqlite3.Connection) -> None:
    """A Store's end (closed, collected, or at exit, lictor/cli/quick.py): its connection
    closed, so SQLite folds the write-ahead log back into the file. Collected in another
    thread (a web request's), the connection is left to close itself as it is freed:
    sqlite3 lets only its own thread call ``close``."""
    with _LIVE_LOCK:
        with suppress(sqlite3.ProgrammingError):
            conn.close()
        _LIVE[key] -= 1
        if not _LIVE[key]:
            del _LIVE[key]


class Store:
    """One session file."""

    def __init__(self, path: Path, create: bool = True) -> None:
        self.path = path
        with _LIVE_LOCK:
            self.conn = self._open(path, create)
            st = path.stat()
            key = (st.st_dev, st.st_ino)
            _LIVE[key] = _LIVE.get(key, 0) + 1
        self._finalizer = weakref.finalize(self, _release, key, self.conn)

    @staticmethod
    def _check_path(path: Path, create: bool) -> bool:
        """Whether ``path`` holds a session file already; refuses, in one line, a path
        that cannot be one (empty, a folder, in a missing folder, not SQLite). A
        read-only command (``create`` false) never creates nor converts a file."""
        if not str(path) or str(path) == ".":
            raise SessionError(t("--db: give a file name (the session file), not an empty one"))
        if path.is_dir():
            raise SessionError(
                t("{path} is a folder, not a session file; choose a file with --db", path=str(path))
            )
        if path.exists() and not path.is_file():  # a FIFO would hang the read below
            raise SessionError(f"{path} is not a regular file (a pipe, a device?); choose a file")
        folder = path.parent
        if not folder.is_dir():
            raise SessionError(
                t(
                    "{path}: no such folder {folder}; create it or choose another --db",
                    path=str(path),
                    folder=str(folder),
                )
            )
        if not path.exists():
            if not create:
                raise SessionError(
                    t(
                        "no session file at {path}: start one with "
                        "`lictor referee new GAME --players ...`",
                        path=str(path),
                    )
                )
            return False
        st = path.stat()
        if (st.st_dev, st.st_ino) in _LIVE:
            return True  # open here already: an SQLite file (see _LIVE)
        try:
            with path.open("rb") as fh:
                head = fh.read(16)
        except OSError as exc:
            raise SessionError(f"{path}: cannot read ({exc.strerror})") from exc
        if not head:
            if not create:
                raise SessionError(
                    t(
                        "{path} is empty, not a session file: start one with "
                        "`lictor referee new GAME --players ...`",
                        path=str(path),
                    )
                )
            return False
        if head != b"SQLite format 3\x00":
            raise SessionError(
                t(
                    "{path} is not a lictor session file (not SQLite); choose another with --db",
                    path=str(path),
                )
            )
        return True

    @classmethod
    def _open(cls, path: Path, create: bool) -> sqlite3.Connection:
        existed = cls._check_path(path, create)
        try:
            readonly = existed and not os.access(path, os.W_OK)
            if readonly:
                # read-only: reads work, every write is refused in one line (see write)
                uri = f"{path.resolve().as_uri()}?mode=ro"
                conn = sqlite3.connect(uri, timeout=30, isolation_level=None, uri=True)
            else:
                if not existed:
                    _create_private(path)  # the file holds the screens' tokens: 0600
                conn = sqlite3.connect(str(path), timeout=30, isolation_level=None)
            conn.execute("PRAGMA busy_timeout = 30000")
            # a schema's triggers and views may call no function with side effects
            conn.execute("PRAGMA trusted_schema = OFF")
            app = conn.execute("PRAGMA application_id").fetchone()[0]
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if existed and tables and app != APP_ID:
                conn.close()
                raise SessionError(
                    f"{path} is an SQLite file of another program, not a lictor "
                    "session file; choose another with --db"
                )
            if existed and tables and not _has_our_tables(conn):
                conn.close()
                raise SessionError(
                    f"{path}: the session file is damaged (its tables are not lictor's); "
                    "choose another with --db"
                )
            planted = _foreign_objects(conn) if existed and tables else []
            if planted:
                conn.close()
                raise SessionError(
                    f"{path}: the session file holds {planted[0]}, which lictor never makes "
                    "(planted in a shared file?); refused - ask for its export "
                    "(`lictor referee export`) and import that"
                )
            if not tables:
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute(f"PRAGMA application_id = {APP_ID}")
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                conn.executescript(SCHEMA)
            elif not readonly and not _has_table(conn, "snapshots"):
                conn.executescript(SNAPSHOTS)  # a file from before snapshots: add the cache
            conn.execute("PRAGMA synchronous = NORMAL")
        except sqlite3.OperationalError as exc:
            if "readonly" in str(exc) or "read-only" in str(exc):
                raise SessionError(
                    t("{path} is read-only: lictor cannot write to it", path=str(path))
                ) from exc
            raise SessionError(f"{path}: the session file cannot be opened ({exc})") from exc
        except sqlite3.DatabaseError as exc:
            raise SessionError(
                f"{path}: the session file is damaged or not a lictor file ({exc})"
            ) from exc
        return conn

    def close(self) -> None:
        self.conn.close()
        self._finalizer()

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken before anything is read (no lost updates)."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            raise self._write_error(exc) from exc
        try:
            yield self.conn
        except sqlite3.OperationalError as exc:
            self.conn.execute("ROLLBACK")
            raise self._write_error(exc) from exc
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        else:
            try:
                self.conn.execute("COMMIT")
            except sqlite3.OperationalError as exc:
                self.conn.execute("ROLLBACK")
                raise self._write_error(exc) from exc

    def best_effort(self, write: Callable[[sqlite3.Connection], None]) -> bool:
        """Run ``write`` in its own short transaction if the file can take it now (a
        snapshot: a cache). Busy, read-only or a damaged cache table: nothing is
        written, nothing is said, and the caller goes on (the log is untouched)."""
        if self.conn.in_transaction:
            return False
        try:
            self.conn.execute("PRAGMA busy_timeout = 200")
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error:
            self._calm()
            return False
        try:
            write(self.conn)
            self.conn.execute("COMMIT")
            return True
        except sqlite3.Error:
            with suppress(sqlite3.Error):
                self.conn.execute("ROLLBACK")
            return False
        finally:
            self._calm()

    def _calm(self) -> None:
        with suppress(sqlite3.Error):
            self.conn.execute("PRAGMA busy_timeout = 30000")

    def _write_error(self, exc: sqlite3.OperationalError) -> SessionError:
        if "readonly" in str(exc) or "read-only" in str(exc):
            return SessionError(
                t("{path} is read-only: lictor cannot write to it", path=str(self.path))
            )
        return SessionError(
            t(
                "{path} is busy (another lictor is writing): {why}",
                path=str(self.path),
                why=str(exc),
            )
        )

    # -- sessions -------------------------------------------------------------------------
    def create(
        self,
        game: str,
        seats: dict[str, str],
        seed: int,
        physical: bool,
        options: dict[str, Any] | None = None,
        lang: str = "",
    ) -> int:
        with self.write() as db:
            cur = db.execute(
                "INSERT INTO sessions (game, seats, seed, physical, options, created) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (
                    game,
                    json.dumps(list(seats.items())),
                    seed,
                    int(physical),
                    json.dumps(stored_options(options or {}, lang)),
                    time.time(),
                ),
            )
            return int(cur.lastrowid or 0)

    def sessions(self) -> list[SessionInfo]:
        rows = self.conn.execute(
            "SELECT id, game, seats, seed, physical, created, options FROM sessions ORDER BY id"
        )
        return [self._info(r) for r in rows]

    def _info(self, r: tuple[Any, ...]) -> SessionInfo:
        try:
            seats = tuple((str(a), str(b)) for a, b in json.loads(r[2]))
            options = json.loads(r[6])
            if not isinstance(options, dict):
                raise ValueError("options")
            # the language is kept with the options, but is the kernel's, not the game's
            lang = options.pop(LANG_KEY, "")
            lang = lang if lang in LANGUAGES else ""
            return SessionInfo(
                int(r[0]), str(r[1]), seats, int(r[3]), bool(r[4]), float(r[5]), options, lang
            )
        except (ValueError, TypeError, RecursionError) as exc:
            raise self.damaged(f"session {r[0]}") from exc

    def damaged(self, what: str) -> SessionError:
        return SessionError(f"{self.path}: the session file is damaged ({what} cannot be read)")

    def session(self, session_id: int | None) -> SessionInfo:
        if session_id is None:
            row = self.conn.execute(
                "SELECT id, game, seats, seed, physical, created, options FROM sessions "
                "ORDER BY id DESC LIMIT 1"
            ).fetchone()
            if row is None:
                raise BadInput(
                    t(
                        "no session in {path}: start one with "
                        "`lictor referee new GAME --players ...`",
                        path=str(self.path),
                    )
                )
            return self._info(row)
        row = self.conn.execute(
            "SELECT id, game, seats, seed, physical, created, options FROM sessions WHERE id = ?",
            (session_id,),
        ).fetchone()
        if row is None:
            known = ", ".join(str(s.id) for s in self.sessions()) or t("none")
            raise BadInput(
                t(
                    "--session {id}: no such session in {path} (sessions: {known})",
                    id=session_id,
                    path=str(self.path),
                    known=known,
                )
            )
        return self._info(row)

    # -- entries --------------------------------------------------------------------------
    def raw_entries(self, session_id: int) -> list[tuple[int, str, str]]:
        """The log's rows as stored (seq, kind, payload): for an export that must work
        with a damaged entry, so the session can be repaired."""
        rows = self.conn.execute(
            "SELECT seq, kind, payload FROM entries WHERE session_id = ? ORDER BY seq",
            (session_id,),
        )
        out = []
        for seq, kind, payload in rows:
            if not isinstance(seq, int) or not 1 <= seq <= MAX_SEQ:
                raise self.damaged(f"entry {str(seq)[:20]} of session {session_id}: its number")
            out.append((seq, str(kind)[:40], str(payload)))
        return out

    def entries(self, session_id: int, lenient: bool = False) -> list[Entry]:
        """The log. ``lenient``: an entry that cannot be read is an ``act`` whose words
        say so (it then fails to replay, named), instead of refusing the whole file."""
        return self.parsed(session_id, self.raw_entries(session_id), lenient)

    def parsed(
        self, session_id: int, rows: list[tuple[int, str, str]], lenient: bool = False
    ) -> list[Entry]:
        """``rows`` (from ``raw_entries``) read as the log's entries (as ``entries``)."""
        out = []
        for seq, kind, payload in rows:
            if kind not in ENTRY_KINDS:
                if lenient:
                    out.append(Entry(seq, "act", f"<unreadable entry: kind {kind!r}>"))
                    continue
                raise self.damaged(f"entry {seq} of session {session_id} has kind {kind!r}")
            try:
                data = json.loads(payload)
                entry = Entry(
                    int(seq),
                    kind,  # type: ignore[arg-type]  # one of ENTRY_KINDS, checked above
                    str(data.get("words", "")),
                    int(data.get("index", 0)),
                    tuple(str(a) for a in data.get("actions", ())),
                    str(data.get("actor", "")),
                )
            except (ValueError, TypeError, AttributeError, RecursionError) as exc:
                if lenient:
                    out.append(Entry(seq, "act", "<unreadable entry>"))
                    continue
                raise self.damaged(f"entry {seq} of session {session_id}") from exc
            out.append(entry)
        return out

    def append(
        self, db: sqlite3.Connection, session_id: int, kind: str, payload: dict[str, Any]
    ) -> int:
        row = db.execute(
            "SELECT coalesce(max(seq), 0) FROM entries WHERE session_id = ?", (session_id,)
        ).fetchone()
        seq = int(row[0]) + 1
        db.execute(
            "INSERT INTO entries (session_id, seq, kind, payload, created) VALUES (?, ?, ?, ?, ?)",
            (session_id, seq, kind, json.dumps(payload), time.time()),
        )
        return seq


def _create_private(path: Path) -> None:
    """An empty file readable by its owner alone (SQLite gives its -wal and -shm files the
    same mode); one left empty by an earlier try is made private too."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        os.fchmod(fd, 0o600)
    finally:
        os.close(fd)


MAX_SEQ = 2**62  # an entry's number: far above any log, far below SQLite's 2**63 - 1
# What a lictor session file holds: its tables and their primary keys' indexes
OUR_OBJECTS = {
    ("table", "sessions"),
    ("table", "entries"),
    ("table", "snapshots"),
    ("index", "sqlite_autoindex_entries_1"),
    ("index", "sqlite_autoindex_snapshots_1"),
    ("table", "web_tokens"),  # lictor.web.tokens: the table's screens
    ("index", "sqlite_autoindex_web_tokens_1"),
    ("table", "renderings"),  # lictor.rules.rendered: what a read command printed, kept
    ("index", "sqlite_autoindex_renderings_1"),
}


def _foreign_objects(conn: sqlite3.Connection) -> list[str]:
    """Triggers, views, tables and indexes lictor does not make (issue 23: a trigger
    planted in a shared file deleted the other sessions on the next `act`)."""
    rows = conn.execute("SELECT type, name FROM sqlite_master ORDER BY rowid").fetchall()
    return [
        f"a {kind} {str(name)[:40]!r}"
        for kind, name in rows
        if (kind, name) not in OUR_OBJECTS and not str(name).startswith("sqlite_stat")
    ]


def _has_table(conn: sqlite3.Connection, name: str) -> bool:
    row = conn.execute(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)
    ).fetchone()
    return bool(row[0])


def _has_our_tables(conn: sqlite3.Connection) -> bool:
    """The file has lictor's two tables with their columns (a file with our application
    id but other tables is damaged, never read as something else)."""
    for table, columns in COLUMNS.items():
        found = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
        if found != columns:
            return False
    return True
