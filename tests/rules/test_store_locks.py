"""Two Stores on one session file in one process (the web table opens one a request): the
second one's opening must not drop the first one's SQLite locks, or another process takes
the first one's WAL for unused and deletes it under it (stale reads, "disk I/O error")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from lictor.rules.session import Store


def test_a_second_store_in_one_process_keeps_the_first_ones_wal(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    first = Store(db)
    sid = first.create("hannibal-vs-rome", {"carthage": "Ann", "rome": "Ben"}, 1, False)
    Store(db).close()  # opened and closed while the first is open
    other = (  # another lictor on the same file: writes a session, then exits
        "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
        'c.execute("INSERT INTO sessions (game, seats, seed, physical, options, created) '
        "VALUES ('imperium', '[]', 2, 0, '{}', 0)\"); c.commit(); c.close()"
    )
    subprocess.run([sys.executable, "-c", other, str(db)], check=True)
    assert Path(f"{db}-wal").exists()  # the first Store's WAL is still there
    assert [s.id for s in first.sessions()] == [sid, sid + 1]  # and it reads the new row
    first.close()


def test_a_store_released_while_another_opens_does_not_deadlock(tmp_path: Path) -> None:
    """The garbage collector may release a Store in the middle of another's opening (which
    holds the lock of the open files): the release must not wait on that lock forever."""
    import threading

    from lictor.rules import session

    db = tmp_path / "s.sqlite"
    old = Store(db)

    def release_inside_an_opening() -> None:
        with session._LIVE_LOCK:  # as Store() holds it while it opens a file
            old._finalizer()  # what a collected Store's finalizer does

    worker = threading.Thread(target=release_inside_an_opening, daemon=True)
    worker.start()
    worker.join(timeout=10)
    assert not worker.is_alive()
    old.conn.close()
    Store(db).close()
