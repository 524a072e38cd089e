"""Kept renderings: what a read command printed, kept beside the log so the same command
on the same log prints it again without loading the game (issue 27: `referee status`
imports no rule module when nothing moved).

A rendering is a cache, never a source, kept and trusted as a snapshot is
(lictor.rules.snapshot): used only when all of these hold, and otherwise made again
(and written over):

- its **key** is this one: lictor's version, the fingerprint of lictor's own files (a
  changed rule, view or built-in pack is another key), the session as stored (its game,
  seats, seed, mode, options with a table's ``--content`` pack, language) and a digest of
  every entry of its log as stored (an act, undo, redo or amend is another key), and
  the rendering's own name (the command, its output mode, the language it speaks);
- its **digest** (an HMAC-SHA-256, under this user's own secret) matches the text: a
  rendering in a file made elsewhere never verifies here, so a forged one is never
  printed.

Only what the whole table may see is kept (a command without ``--seat``): a seat's own
screen is always rendered afresh for that seat, so no rendering ever holds a secret.
One rendering a session and name: the latest replaces the one before.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import sqlite3
from typing import TYPE_CHECKING

import lictor
from lictor.trust import code_fingerprint, local_secret

if TYPE_CHECKING:
    from lictor.rules.session import SessionInfo, Store

TABLE = """
CREATE TABLE IF NOT EXISTS renderings (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    name TEXT NOT NULL,
    key TEXT NOT NULL,
    digest TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (session_id, name)
);
"""
MAX_BODY = 4 * 1024 * 1024  # characters: a rendering longer than this is not kept


def key(store: Store, info: SessionInfo, name: str) -> str:
    """What the rendering ``name`` of session ``info`` depends on, as the file holds it now
    (every entry of the log as stored: one changed byte anywhere is another key)."""
    h = hashlib.sha256()
    what = [
        lictor.__version__,
        code_fingerprint(),
        name,
        info.id,
        info.game,
        [list(s) for s in info.seats],
        info.seed,
        bool(info.physical),
        info.created,
        info.options,
        info.lang,
    ]
    h.update(json.dumps(what, sort_keys=True, default=str, ensure_ascii=True).encode())
    rows = store.conn.execute(
        "SELECT seq, kind, payload, created FROM entries WHERE session_id = ? ORDER BY seq",
        (info.id,),
    )
    with contextlib.closing(rows):
        for seq, kind, payload, created in rows:
            data = f"{seq!r}\0{kind!s}\0{len(str(payload))}\0{payload!s}\0{created!r}\n"
            h.update(data.encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def digest(key: str, name: str, body: str, secret: bytes | None = None) -> str:
    """A MAC of the rendering under this user's own secret (as a snapshot's)."""
    mac = hmac.new(local_secret() if secret is None else secret, digestmod=hashlib.sha256)
    mac.update(f"rendering\0{key}\0{name}\0".encode())
    mac.update(body.encode("utf-8", "surrogatepass"))
    return mac.hexdigest()


def look(store: Store, info: SessionInfo, name: str) -> tuple[str, str | None]:
    """The key of the log as it stands now, and the rendering ``name`` kept for it if it
    can be trusted (None: none kept, another key, a digest that does not match, no
    table). Give the key back to ``keep`` with what was rendered."""
    made = key(store, info, name)
    try:
        row = store.conn.execute(
            "SELECT key, digest, body FROM renderings WHERE session_id = ? AND name = ?",
            (info.id, name),
        ).fetchone()
    except sqlite3.Error:  # no table yet (an older file), or a damaged one: render
        return made, None
    if row is None:
        return made, None
    found, dig, body = row
    if not (isinstance(found, str) and isinstance(dig, str) and isinstance(body, str)):
        return made, None
    if found != made or not hmac.compare_digest(dig, digest(found, name, body)):
        return made, None
    return made, body


def keep(store: Store, info: SessionInfo, name: str, looked: str, body: str) -> None:
    """Keep ``body``, rendered after ``look`` gave ``looked``, as the rendering ``name``
    (best effort, in its own short transaction: a busy or read-only file keeps nothing).
    The key is made again inside the transaction: if the log moved while the command
    rendered (another process acted), nothing is kept."""
    if len(body) > MAX_BODY:
        return

    def write(db: sqlite3.Connection) -> None:
        if key(store, info, name) != looked:
            return
        db.execute(TABLE)  # one statement (executescript would commit first)
        db.execute(
            "INSERT OR REPLACE INTO renderings (session_id, name, key, digest, body) "
            "VALUES (?, ?, ?, ?, ?)",
            (info.id, name, looked, digest(looked, name, body), body),
        )

    store.best_effort(write)
