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
