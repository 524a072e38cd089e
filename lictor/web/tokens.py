"""The secret tokens in the table's and the seats' URLs, kept in the session file.

Kept in the session file (a table of its own, made on first use) so that printed seat
cards keep working when `serve` restarts; each token is 160 random bits
(``secrets.token_urlsafe``) and is compared in constant time (``hmac.compare_digest``).
"""

from __future__ import annotations

import hmac
import os
import secrets
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from lictor.rules.session import Store

TOKEN_BYTES = 20  # 160 bits: more than the 128 the issue asks for
TABLE = "table"  # the read-only table screen
ADMIN = "admin"  # the table screen that may also undo (printed only on the laptop)

SCHEMA = """
CREATE TABLE IF NOT EXISTS web_tokens (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    role TEXT NOT NULL,
    token TEXT NOT NULL,
    PRIMARY KEY (session_id, role)
)
"""


@dataclass(frozen=True)
class Tokens:
    """Every token of one session: the table, the admin table, one per seat (player)."""

    by_role: tuple[tuple[str, str], ...]

    def token(self, role: str) -> str:
        return dict(self.by_role)[role]

    def role(self, given: str) -> str | None:
        """Which screen ``given`` opens, or None; every token is compared, in constant time."""
        found = None
        for role, token in self.by_role:
            if hmac.compare_digest(token.encode(), given.encode()):
                found = role
        return found


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def ensure(store: Store, session_id: int, players: Sequence[str]) -> Tokens:
    """The session's tokens, made (and stored) for any screen that has none yet."""
    roles = [TABLE, ADMIN, *(f"seat:{p}" for p in players)]
    with store.write() as db:
        db.execute(SCHEMA)
        rows = db.execute(
            "SELECT role, token FROM web_tokens WHERE session_id = ?", (session_id,)
        ).fetchall()
        have = {str(r): str(t) for r, t in rows}
        for role in roles:
            if role not in have:
                have[role] = new_token()
                db.execute(
                    "INSERT INTO web_tokens (session_id, role, token) VALUES (?, ?, ?)",
                    (session_id, role, have[role]),
                )
    private(store.path)
    return Tokens(tuple((role, have[role]) for role in roles))


def private(db: Path) -> None:
    """The session file and its -wal and -shm readable by their owner alone: they hold
    the tokens (a file made before lictor made them 0600 is tightened when served)."""
    for path in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        try:
            mode = stat.S_IMODE(path.stat().st_mode)
            if mode & 0o077:
                os.chmod(path, mode & 0o700)
        except OSError:  # not there (no -wal yet) or not ours: nothing to tighten
            continue


def renew(store: Store, session_id: int, players: Sequence[str]) -> Tokens:
    """New tokens for every screen: every URL and printed card given out before stops working."""
    with store.write() as db:
        db.execute(SCHEMA)
        db.execute("DELETE FROM web_tokens WHERE session_id = ?", (session_id,))
    return ensure(store, session_id, players)


def revoke(store: Store, session_id: int, players: Sequence[str], player: str) -> Tokens:
    """A new token for ``player``'s seat alone: its old URL and printed card stop working
    (a server running on the file refuses it at its next request); every other screen's
    token stays as it was."""
    with store.write() as db:
        db.execute(SCHEMA)
        db.execute(
            "DELETE FROM web_tokens WHERE session_id = ? AND role = ?",
            (session_id, f"seat:{player}"),
        )
    return ensure(store, session_id, players)
