"""The served session kept in memory between requests.

One look at the session file a request (``PRAGMA data_version`` on a connection kept
open: it changes whenever any other connection, this server's own writes or a CLI
process, commits) says whether anything may have moved; only then is the log counted,
and only when it moved is the session loaded again. What every screen shares (the
table's view, the board, the recent log with its events) is computed once per log
version; a seat's own view once per version for that seat alone. The events of the
recent log are kept from one version to the next, so a new action replays only itself.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from lictor.i18n import current_lang, use_lang
from lictor.rules.entries import Entry
from lictor.rules.game import Game
from lictor.rules.npc import reasons
from lictor.rules.referee import Loaded, Referee
from lictor.rules.replay import effective_actions, walk
from lictor.rules.session import SessionInfo, Store
from lictor.web.tokens import Tokens
from lictor.web.views import board_svg, events_of, recent, seat_view, table_view

T = TypeVar("T")
GameFactory = Callable[[str], Game[Any, Any]]


@dataclass
class Version:
    """The session at one log version (``number``: the log's entries), and the parts of
    its screens computed so far. Parts are computed once: a second request for one waits
    for the first's result instead of computing it again. Every part is said in a
    language (a seat may choose its own): each is kept by the language it was said in."""

    number: int
    key: tuple[int, float]
    loaded: Loaded
    events: dict[str, list[list[str]]]  # by language: each effective action's event texts
    # by language: the NPC policy's reasons for each action an NPC seat answered while
    # served (its number -> the NPC, because), folded on from version to version
    why: dict[str, dict[int, tuple[str, list[str]]]] = field(default_factory=dict)
    # the log's rows as stored (seq, kind, payload) when it was read: a log that only
    # grew reads only its new rows as entries (Live._entries)
    rows: tuple[tuple[int, str, str], ...] = ()
    # the log's effective actions as read from its entries: a log that grew by acts alone
    # adds their words instead of walking the whole log's undo history again
    effective: tuple[str, ...] | None = None
    _parts: dict[Hashable, Any] = field(default_factory=dict)
    _making: dict[Hashable, threading.Lock] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def part(self, key: Hashable, make: Callable[[], T]) -> T:
        with self._lock:
            if key in self._parts:
                return self._parts[key]  # type: ignore[no-any-return]
            making = self._making.setdefault(key, threading.Lock())
        with making:
            with self._lock:
                if key in self._parts:
                    return self._parts[key]  # type: ignore[no-any-return]
            value = make()
            with self._lock:
                self._parts[key] = value
            return value

    def kept(self, key: Hashable) -> Any:
        """The part kept under ``key``, or None if no request has made it yet (never
        computes: the event loop asks this before it hands a request to a thread)."""
        with self._lock:
            return self._parts.get(key)

    def said_events(self) -> list[list[str]]:
        """Each action's events in the language now spoken (replayed once in a language
        no screen asked for before)."""
        lang = current_lang()
        known = self.events.get(lang)
        return known if known is not None else self.part(("events", lang), self._replayed)

    def _replayed(self) -> list[list[str]]:
        return events_of(self.loaded)

    def recent(self) -> list[dict[str, Any]]:
        return self.part(
            ("recent", current_lang()),
            lambda: recent(self.loaded, self.said_events(), why=self.why.get(current_lang())),
        )

    def public(self) -> dict[str, Any]:
        """The table's view (no admin flag, no board): shared by every table screen."""
        return self.part(
            ("public", current_lang()),
            lambda: table_view(self.loaded, self.number, self.recent()),
        )

    def board(self) -> str | None:
        return self.part("board", lambda: board_svg(self.loaded))

    def seat(self, player: str) -> dict[str, Any]:
        """``player``'s own view, computed for that seat alone."""
        return self.part(
            ("seat", player, current_lang()),
            lambda: seat_view(self.loaded, player, self.number, self.recent()),
        )


class Live:
    """One session file watched: its current version, and the tokens kept in it."""

    def __init__(
        self, db: Path, session_id: int, games: GameFactory, tokens: Tokens | None = None
    ) -> None:
        self.db = db
        self.session_id = session_id
        self.games = games
        self._given = tokens
        self._tokens = tokens
        self._conn: sqlite3.Connection | None = None
        # A Store held open for as long as this watches the file: it marks the file as open
        # in this process (lictor.rules.session._LIVE), so no Store opened here reads its
        # header, which would drop this connection's locks (POSIX) and let another process
        # take the WAL for unused.
        self._pin = Store(db, create=False)
        self._seen: int | None = None  # data_version when the file was last read
        self._key: tuple[int, float] | None = None
        self._look = threading.Lock()
        self._load = threading.Lock()
        self._current: Version | None = None
        self.loads = 0  # how many times the session was loaded (for tests and benchmarks)

    # -- looking at the file ------------------------------------------------------------
    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            uri = f"{self.db.resolve().as_uri()}?mode=ro"
            self._conn = sqlite3.connect(
                uri, uri=True, timeout=30, isolation_level=None, check_same_thread=False
            )
        return self._conn

    def look(self) -> tuple[int, float]:
        """The log's key (entries, the latest entry's time), read again only when the
        file changed since the last look; the tokens are read again then too."""
        with self._look:
            conn = self._connection()
            seen = int(conn.execute("PRAGMA data_version").fetchone()[0])
            if seen != self._seen or self._key is None:
                row = conn.execute(
                    "SELECT count(*), coalesce(max(created), 0) FROM entries WHERE session_id = ?",
                    (self.session_id,),
                ).fetchone()
                self._key = (int(row[0]), float(row[1]))
                self._tokens = self._read_tokens(conn) or self._given
                self._seen = seen
            return self._key

    def _read_tokens(self, conn: sqlite3.Connection) -> Tokens | None:
        try:
            rows = conn.execute(
                "SELECT role, token FROM web_tokens WHERE session_id = ? ORDER BY rowid",
                (self.session_id,),
            ).fetchall()
        except sqlite3.OperationalError:  # no token table in this file yet
            return None
        return Tokens(tuple((str(r), str(t)) for r, t in rows)) if rows else None

    def version(self) -> int:
        """How many entries the session's log has: any act, undo or redo moves it."""
        return self.look()[0]

    def tokens(self) -> Tokens:
        self.look()
        if self._tokens is None:
            raise LookupError("this session has no screen tokens")
        return self._tokens

    def latest(self) -> int:
        """The version last seen, without looking at the file (for the live streams)."""
        return self._key[0] if self._key is not None else -1

    # -- the session in memory ----------------------------------------------------------
    def ready(self) -> Version | None:
        """The session in memory if it is the log as it now stands (one look at the file),
        else None: nothing is loaded, and no lock a reload holds is waited for, so the
        event loop may ask it before it hands a request to a worker thread."""
        key = self.look()
        now = self._current
        return now if now is not None and now.key == key else None

    def current(self) -> Version:
        """The session as the log now stands: loaded again only if the log moved."""
        key = self.look()
        with self._load:
            now = self._current
            if now is None or now.key != key:
                now = self._reload(now)
                self._current = now
            return now

    def _reload(self, before: Version | None) -> Version:
        """The session after the log as it now stands: a log that only grew is folded on
        from ``before``'s state in memory (only the new actions are applied); anything
        else (an undo, an amend, the first load) is loaded by the Referee."""
        store = Store(self.db, create=False)
        try:
            info = store.session(self.session_id)
            entries, rows = self._entries(store, info, before)
            actions = _effective(before, entries)
            row = store.conn.execute(
                "SELECT coalesce(max(created), 0) FROM entries WHERE session_id = ? AND seq <= ?",
                (self.session_id, len(entries)),
            ).fetchone()
            grown = before is not None and _grown(before.loaded, info, actions)
            # the events are said in every language a screen has asked for, and this one
            langs = list(dict.fromkeys([*(before.events if before else ()), current_lang()]))
            events: dict[str, list[list[str]]] = {}
            why: dict[str, dict[int, tuple[str, list[str]]]] = {}
            if before is not None and grown:
                old = before.loaded
                state = old.state
                new = actions[len(old.actions) :]
                npcs = bool(info.options.get("npc"))
                for lang in langs:
                    with use_lang(lang):
                        said = list(before.events.get(lang) or before.said_events())
                        kept = dict(before.why.get(lang, {}))
                        state = old.state
                        for i, (prior, after, made) in enumerate(walk(old.game, old.state, new)):
                            if npcs:  # an NPC's answer: its reasons, from the state before it
                                found = reasons(old.game, prior, new[i], old.seats)
                                if found:
                                    at = len(old.actions) + i + 1
                                    kept[at] = (found["npc"], found["because"])
                            state = after
                            said.append([e.text for e in made])
                    events[lang] = said
                    why[lang] = kept
                loaded = Loaded(info, old.game, old.seats, state, actions, tuple(entries))
            else:
                loaded = Referee(store, self.games).load(self.session_id)
                row = store.conn.execute(
                    "SELECT coalesce(max(created), 0) FROM entries "
                    "WHERE session_id = ? AND seq <= ?",
                    (self.session_id, len(loaded.entries)),
                ).fetchone()
                for lang in langs:
                    with use_lang(lang):
                        events[lang] = _events(before, loaded)
        finally:
            store.close()
        self.loads += 1
        number = len(loaded.entries)
        read = rows if len(rows) == number else ()  # (a load that read a longer log)
        effective = actions if number == len(entries) else None
        return Version(number, (number, float(row[0])), loaded, events, why, read, effective)

    def _entries(
        self, store: Store, info: SessionInfo, before: Version | None
    ) -> tuple[list[Entry], tuple[tuple[int, str, str], ...]]:
        """The log, and its rows as stored: only the rows after ``before``'s are read as
        entries again when ``before``'s rows are still there byte for byte (the log is
        append-only; an entry edited in place reads the whole log again)."""
        rows = tuple(store.raw_entries(info.id))
        old = before.rows if before is not None and before.loaded.info == info else ()
        if before is not None and old and rows[: len(old)] == old:
            return [*before.loaded.entries, *store.parsed(info.id, list(rows[len(old) :]))], rows
        return store.parsed(info.id, list(rows)), rows

    def close(self) -> None:
        """Close the file (from the thread that made this; elsewhere it closes when
        collected)."""
        with self._look:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            with contextlib.suppress(sqlite3.ProgrammingError):
                self._pin.close()


def _effective(before: Version | None, entries: list[Entry]) -> tuple[str, ...]:
    """``effective_actions(entries)``: from ``before``'s when ``entries`` are its own with
    acts alone after them (an act only appends its words to the effective actions)."""
    if before is not None and before.effective is not None:
        old = before.loaded.entries
        new = entries[len(old) :]
        if tuple(entries[: len(old)]) == old and all(e.kind == "act" for e in new):
            return (*before.effective, *(e.words for e in new))
    return tuple(effective_actions(entries))


def _grown(old: Loaded, info: SessionInfo, actions: tuple[str, ...]) -> bool:
    """Whether ``actions`` are ``old``'s with more after them, in the same session."""
    return old.info == info and actions[: len(old.actions)] == old.actions


def _events(before: Version | None, loaded: Loaded) -> list[list[str]]:
    """Each action's events: those of ``before`` kept where its actions are a prefix of
    the new ones (a new act replays only itself, an undo replays nothing); the whole log
    replayed otherwise (an amend, the first load)."""
    if before is not None and before.loaded.info == loaded.info:
        old, new = before.loaded.actions, loaded.actions
        if new[: len(old)] == old:
            events = list(before.said_events())
            for _, _, made in walk(loaded.game, before.loaded.state, new[len(old) :]):
                events.append([e.text for e in made])
            return events
        if old[: len(new)] == new:
            return list(before.said_events()[: len(new)])
    return events_of(loaded)


class Watcher:
    """One thread that looks at the file for every live stream (instead of each stream
    polling it): when the log moves it computes the shared parts first, then tells the
    streams, so the screens' fetches find the view ready. It stops when no stream has
    asked for a while and starts again with the next one."""

    def __init__(
        self,
        live: Live,
        every: float = 0.1,
        idle: float = 5.0,
        moved: Callable[[], None] | None = None,
    ) -> None:
        self.live = live
        self.moved = moved  # told when the log moved (the screens' bytes made ahead)
        self.every = every
        self.idle = idle
        self.told = -1  # the version the streams are told
        self._wanted = 0.0
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self.stopping = False
        self.lang = "en"  # the table's language: the shared parts are made in it

    def want(self) -> int:
        """The version to tell a stream now (the watcher runs while streams ask)."""
        with self._lock:
            self._wanted = time.monotonic()
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="lictor-watch", daemon=True)
                self._thread.start()
        return self.told

    def _run(self) -> None:
        while not self.stopping and time.monotonic() - self._wanted < self.idle:
            with contextlib.suppress(Exception), use_lang(self.lang):  # busy: look again
                self.tick()
            time.sleep(self.every)
        with self._lock:
            self._thread = None

    def tick(self) -> None:
        number = self.live.version()
        if number == self.told:
            return
        if self.moved is not None:
            self.moved()
        now = self.live.current()
        now.public()
        now.board()
        self.told = now.number
        for side_player in now.loaded.seats.by_side:  # warm each seat's view after telling
            now.seat(side_player[1])
