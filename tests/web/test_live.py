"""Issue 22, point 3: the served session is kept in memory between requests, the public
view and the board computed once per log version and shared by every screen, a seat's
own view once per version for it alone; never a stale view after an act from another
process (the CLI)."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import lictor.web.live as live
from lictor.games import referee_game
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from lictor.web.tokens import ADMIN, TABLE
from lictor.web.views import recent
from tests.web.test_routes import ORIGIN, Night

CONFLICT = "move fleet sardinia-carthago roma-corsica"


def _cli(db: Path, *words: str) -> None:
    """An action entered at the CLI, in a process of its own (as the table's laptop does)."""
    done = subprocess.run(
        [sys.executable, "-m", "lictor", "referee", "--db", str(db), *words],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr


def _state(night: Night, role: str) -> dict[str, Any]:
    r = night.client.get(f"{night.url(role)}/state.json")
    assert r.status_code == 200, r.text
    return dict(r.json())


def _counting(monkeypatch: pytest.MonkeyPatch, name: str) -> list[tuple[Any, ...]]:
    """Calls of lictor.web.live's ``name`` (a view function), recorded as they run."""
    calls: list[tuple[Any, ...]] = []
    real = getattr(live, name)

    def spy(*args: Any) -> Any:
        calls.append(args[1:])
        return real(*args)

    monkeypatch.setattr(live, name, spy)
    return calls


def test_an_act_from_another_process_shows_on_the_next_request(night: Night) -> None:
    before = _state(night, TABLE)  # the session is now in the server's memory
    assert before["version"] == 0 and before["recent"] == []
    _cli(night.db, "act", *CONFLICT.split())  # the CLI, not the server, wrote it
    after = _state(night, TABLE)
    assert after["version"] == 1
    assert after["recent"][0]["action"] == CONFLICT
    page = night.client.get(f"{night.url('seat:Ben')}/view").text
    assert "Carthage moves a fleet" in page  # the seat's view moved on too
    _cli(night.db, "undo")
    again = _state(night, TABLE)
    # the undo, not the cached act: the act is shown taken back, beside the undo itself
    assert again["version"] == 2
    assert [item["kind"] for item in again["recent"]] == ["undo", "undone"]


def test_the_table_view_and_board_are_computed_once_per_version_for_every_screen(
    night: Night, monkeypatch: pytest.MonkeyPatch
) -> None:
    views = _counting(monkeypatch, "table_view")
    boards = _counting(monkeypatch, "board_svg")
    loads = night.table.live.loads
    for _ in range(3):
        for role in (TABLE, ADMIN):
            assert night.client.get(night.url(role)).status_code == 200
            assert night.client.get(f"{night.url(role)}/view").status_code == 200
    assert len(views) == 1 and len(boards) == 1
    assert night.table.live.loads == loads + 1
    assert night.act("Ann", CONFLICT).json()["ok"]
    assert "data-undo" in night.client.get(night.url(ADMIN)).text  # the admin's own button
    assert "data-undo" not in night.client.get(night.url(TABLE)).text  # shared, not mixed
    assert len(views) == 2 and len(boards) == 2  # one more version: once more


def test_a_seats_view_is_computed_for_that_seat_alone_once_per_version(
    night: Night, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = _counting(monkeypatch, "seat_view")
    for _ in range(3):
        night.client.get(f"{night.url('seat:Ann')}/view")
    night.client.get(f"{night.url('seat:Ben')}/state.json")
    assert [args[0] for args in seats] == ["Ann", "Ben"]
    ann = _state(night, "seat:Ann")
    ben = _state(night, "seat:Ben")
    assert ann["player"] == "Ann" and ben["player"] == "Ben"
    assert ann["options"] and not ben["options"]  # the game waits on Ann only


def test_a_new_action_replays_only_itself_for_the_recent_log(
    night: Night, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = _counting(monkeypatch, "events_of")
    _state(night, TABLE)
    assert len(whole) == 1  # the first load replays the log once
    assert night.act("Ann", CONFLICT).json()["ok"]
    ben = _state(night, "seat:Ben")
    words = next(o for o in ben["options"] if o.startswith("card"))
    assert night.act("Ben", words).json()["ok"]
    _cli(night.db, "undo")
    shown = _state(night, TABLE)["recent"]
    assert len(whole) == 1  # an act and an undo later: never the whole log again
    ref = Referee(Store(night.db), referee_game)
    assert shown == recent(ref.load(night.sid))  # what a full replay says
    assert night.act("Ben", words).json()["ok"]  # again, folded on in memory
    kept = night.table.live.current().loaded
    fresh = ref.load(night.sid)
    assert kept.state == fresh.state and kept.actions == fresh.actions
    assert _state(night, TABLE)["recent"] == recent(fresh)


def test_the_version_endpoint_says_the_log_version_and_long_polls(night: Night) -> None:
    for role in (TABLE, "seat:Ann"):
        r = night.client.get(f"{night.url(role)}/version")
        assert r.status_code == 200 and r.json() == {"version": 0}
    assert night.client.get(f"{night.url(TABLE)}/version?after=x").status_code == 400
    assert night.client.get("/t/not-a-token/version").status_code == 403

    def later() -> None:
        time.sleep(0.5)
        _cli(night.db, "act", *CONFLICT.split())

    thread = threading.Thread(target=later)
    start = time.monotonic()
    thread.start()
    r = night.client.get(f"{night.url('seat:Ben')}/version?after=0")
    thread.join()
    assert r.json() == {"version": 1}
    assert time.monotonic() - start < 20  # answered when the log moved, not at the timeout


def test_the_live_stream_says_only_the_log_version(night: Night) -> None:
    assert night.act("Ann", CONFLICT).json()["ok"]
    text = night.client.get(f"{night.url('seat:Ben')}/events").text
    data = [line for line in text.splitlines() if line and not line.startswith(("retry", ":"))]
    assert data == ["data: 1"]
    assert json.loads(data[0].split(": ", 1)[1]) == 1


def test_a_revoked_seat_token_is_refused_by_the_running_server(night: Night) -> None:
    from lictor.web.tokens import revoke

    old_ben, ann = night.url("seat:Ben"), night.url("seat:Ann")
    assert night.client.get(old_ben).status_code == 200
    store = Store(night.db)
    fresh = revoke(store, night.sid, ["Ben", "Ann"], "Ben")  # as `serve --revoke Ben` does
    store.close()
    assert fresh.token("seat:Ben") != night.tokens.token("seat:Ben")
    assert night.client.get(old_ben).status_code == 403
    assert night.client.get(f"/s/{fresh.token('seat:Ben')}").status_code == 200
    assert night.client.get(ann).status_code == 200  # every other screen keeps its URL
    for role in (TABLE, ADMIN, "seat:Ann"):
        assert fresh.token(role) == night.tokens.token(role)
    r = night.client.post(f"{old_ben}/act", json={"words": "pass"}, headers=ORIGIN)
    assert r.status_code == 403


def test_a_page_is_sent_gzipped_to_a_browser_that_takes_it_and_reads_the_same(
    night: Night,
) -> None:
    url = night.url("seat:Ann")
    packed = night.client.get(url, headers={"Accept-Encoding": "gzip"})
    plain = night.client.get(url, headers={"Accept-Encoding": "identity"})
    assert packed.headers["content-encoding"] == "gzip"
    assert "content-encoding" not in plain.headers
    assert packed.text == plain.text and "Your turn, Ann" in plain.text
    assert int(packed.headers["content-length"]) < len(plain.content) / 2


def test_a_kept_view_is_sent_to_its_own_seat_alone_without_a_thread_hop(
    night: Night, monkeypatch: pytest.MonkeyPatch
) -> None:
    import lictor.web.app as app

    hops: list[str] = []
    real = app.run_in_threadpool

    async def counted(func: Any, *args: Any) -> Any:
        hops.append(func.__name__)
        return await real(func, *args)

    monkeypatch.setattr(app, "run_in_threadpool", counted)
    assert night.act("Ann", CONFLICT).json()["ok"]
    assert night.act("Ben", "card rome 2").json()["ok"]  # Ben's secret card, chosen
    secret = "(secret until both are chosen): 2"
    hops.clear()
    paths = ("/state.json", "/state.json?lang=it", "/view", "")
    # Ben's bytes are kept first: Ann's requests must still never be given them
    first = {
        (who, path): night.client.get(f"{night.url('seat:' + who)}{path}").content
        for who in ("Ben", "Ann")
        for path in paths
    }
    made = len(hops)
    again = {
        (who, path): night.client.get(f"{night.url('seat:' + who)}{path}").content
        for who in ("Ann", "Ben")
        for path in paths
    }
    assert again == first  # the same bytes, kept per version, seat and language
    assert len(hops) == made  # and sent from the event loop: no worker thread made them
    for path in paths:
        assert first["Ben", path] != first["Ann", path]
    assert secret in first["Ben", "/state.json"].decode()
    for path in paths:
        assert b"card rome 2" not in first["Ann", path]
        assert secret.encode() not in first["Ann", path]
    ann = json.loads(first["Ann", "/state.json"])
    assert ann["player"] == "Ann" and "rome 5 cards" in "\n".join(ann["status"])
    # a server started afresh says the same bytes for Ann: what was kept is her own view
    from starlette.testclient import TestClient

    from lictor.web.app import Table, create_app

    other = Table(night.db, night.sid, night.tokens, referee_game)
    with TestClient(create_app(other), base_url="http://127.0.0.1:8765") as client:
        for path in paths[:2]:
            assert client.get(f"{night.url('seat:Ann')}{path}").content == first["Ann", path]
    other.live.close()
    # the log moves (the CLI's undo): the kept bytes are not sent again
    _cli(night.db, "undo")
    moved = night.client.get(f"{night.url('seat:Ben')}/state.json").content
    assert moved != first["Ben", "/state.json"] and secret.encode() not in moved
    assert json.loads(moved)["version"] == 3


def test_a_served_answer_is_sent_at_once_not_held_for_the_clients_ack() -> None:
    """Nagle's algorithm off (TCP_NODELAY) on every accepted connection: uvicorn writes
    an answer's head and body apart, and with Nagle on the body waited for the client's
    delayed ACK (about 40 ms a request on Linux loopback)."""
    import asyncio
    import socket

    from lictor.cli.referee_serve import _bind

    async def accepted() -> int:
        sock = _bind("127.0.0.1", 0)
        seen: asyncio.Future[int] = asyncio.get_running_loop().create_future()

        class Probe(asyncio.Protocol):
            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                conn = transport.get_extra_info("socket")
                seen.set_result(conn.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
                transport.close()

        server = await asyncio.get_running_loop().create_server(Probe, sock=sock)
        port = sock.getsockname()[1]
        _, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            return await asyncio.wait_for(seen, 10)
        finally:
            writer.close()
            server.close()

    assert asyncio.run(accepted()) != 0


def test_a_log_that_grew_is_read_again_only_for_its_new_entries(
    night: Night, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    read: list[int] = []
    real = Store.parsed

    def parsed(self: Store, session_id: int, rows: list[Any], lenient: bool = False) -> Any:
        read.append(len(rows))
        return real(self, session_id, rows, lenient)

    monkeypatch.setattr(Store, "parsed", parsed)
    assert night.act("Ann", CONFLICT).json()["ok"]
    _state(night, TABLE)
    read.clear()
    assert night.act("Ben", "card rome 2").json()["ok"]
    _state(night, TABLE)
    assert read[-1] == 1  # the served session read only the new entry
    # an entry edited in place (not appended): the whole log is read again
    with sqlite3.connect(night.db) as conn:
        conn.execute(
            "UPDATE entries SET payload = json_set(payload, '$.actor', 'table') WHERE seq = 1"
        )
    assert night.act("Ann", "card carthage 4").json()["ok"]
    shown = _state(night, TABLE)
    assert read[-1] == 3
    fresh = Referee(Store(night.db), referee_game).load(night.sid)
    kept = night.table.live.current().loaded
    assert kept.entries == fresh.entries and kept.entries[0].actor == "table"
    assert kept.state == fresh.state and shown["recent"] == recent(fresh)
