"""Issue 27, goal 3: right after an act (or an undo) the server makes each screen's view
of the new version before the screen asks (lictor.web.ahead), and a seat is still given
its own bytes alone."""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest
from starlette.testclient import TestClient

from lictor.games import referee_game
from lictor.web.ahead import Ahead
from lictor.web.app import Table, create_app
from lictor.web.tokens import ADMIN, TABLE
from tests.web.test_live import CONFLICT
from tests.web.test_routes import ORIGIN, Night

SECRET = "(secret until both are chosen): 2"


def _hops(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The requests handed to a worker thread (a view not made yet), as they are."""
    import lictor.web.app as app

    hops: list[str] = []
    real = app.run_in_threadpool

    async def counted(func: Any, *args: Any) -> Any:
        hops.append(func.__name__)
        return await real(func, *args)

    monkeypatch.setattr(app, "run_in_threadpool", counted)
    return hops


def _get(night: Night, role: str, path: str) -> bytes:
    r = night.client.get(f"{night.url(role)}{path}")
    assert r.status_code == 200, r.text
    return r.content


def test_after_an_act_each_screen_finds_its_view_of_the_new_version_made(
    night: Night, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = ("/state.json", "/state.json?lang=it", "/view")
    for who in ("seat:Ann", "seat:Ben"):
        for path in paths:
            _get(night, who, path)  # each screen has asked once, at version 0
    hops = _hops(monkeypatch)
    assert night.act("Ann", CONFLICT).json()["ok"]
    assert night.table.ahead.idle()
    made = night.table.live.ready()
    assert made is not None and made.number == 1  # folded on before anyone asked
    hops.clear()
    after = {(who, p): _get(night, who, p) for who in ("seat:Ann", "seat:Ben") for p in paths}
    assert hops == []  # every one sent from the event loop: made ahead
    assert json.loads(after["seat:Ben", "/state.json"])["version"] == 1
    assert b"Carthage moves a fleet" in after["seat:Ben", "/view"]
    assert json.loads(after["seat:Ann", "/state.json?lang=it"]) != json.loads(
        after["seat:Ann", "/state.json"]
    )  # each in the language its screen asked in


def test_a_seats_view_made_ahead_is_its_own_and_the_same_as_asked_afresh(
    night: Night,
) -> None:
    for who in ("seat:Ann", "seat:Ben", TABLE):
        _get(night, who, "/state.json")
    assert night.act("Ann", CONFLICT).json()["ok"]
    assert night.act("Ben", "card rome 2").json()["ok"]  # Ben's secret card, chosen
    assert night.table.ahead.idle()
    ann = _get(night, "seat:Ann", "/state.json")
    ben = _get(night, "seat:Ben", "/state.json")
    table = _get(night, TABLE, "/state.json")
    assert SECRET in ben.decode()
    for other in (ann, table):
        assert b"card rome 2" not in other and SECRET.encode() not in other
    assert json.loads(ann)["player"] == "Ann" and json.loads(ben)["player"] == "Ben"
    # a server started afresh, which made nothing ahead, says the same bytes
    fresh = Table(night.db, night.sid, night.tokens, referee_game)
    with TestClient(create_app(fresh), base_url="http://127.0.0.1:8765") as client:
        for role, body in (("seat:Ann", ann), ("seat:Ben", ben)):
            assert client.get(f"{night.url(role)}/state.json").content == body
    fresh.live.close()


def test_an_undo_from_the_admin_url_is_made_ahead_too(
    night: Night, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert night.act("Ann", CONFLICT).json()["ok"]
    _get(night, "seat:Ben", "/state.json")
    undone = night.client.post(f"{night.url(ADMIN)}/undo", json={"at": 1}, headers=ORIGIN)
    assert undone.status_code == 200, undone.text
    assert night.table.ahead.idle()
    hops = _hops(monkeypatch)
    ben = json.loads(_get(night, "seat:Ben", "/state.json"))
    assert hops == [] and ben["version"] == 2
    assert [item["kind"] for item in ben["recent"]] == ["undo", "undone"]


def test_ahead_makes_the_latest_asked_first_and_skips_a_maker_that_fails() -> None:
    ahead = Ahead(limit=3)
    ran: list[str] = []
    done = threading.Event()

    def maker(name: str) -> Any:
        def make() -> None:
            if name == "bad":
                raise ValueError(name)
            ran.append(name)
            if name == "a":
                done.set()

        return make

    ahead.moved()  # nothing asked yet: nothing to make, no thread
    assert ahead.idle() and ran == []
    for name in ("old", "a", "bad", "b"):
        ahead.asked(name, maker(name))
    ahead.asked("b", maker("b"))  # asked again: still one maker
    ahead.moved()
    assert done.wait(10) and ahead.idle()
    assert ran == ["b", "a"]  # the latest first; "old" dropped past the limit; "bad" skipped
    ahead.stopping = True
    ahead.moved()
    assert ahead.idle() and ran == ["b", "a"]


def test_a_log_grown_by_acts_says_the_same_effective_actions_as_the_whole_log(
    night: Night,
) -> None:
    from lictor.rules.replay import effective_actions

    live = night.table.live
    assert night.act("Ann", CONFLICT).json()["ok"]
    first = live.current()
    assert first.effective is not None
    undone = night.client.post(f"{night.url(ADMIN)}/undo", json={"at": 1}, headers=ORIGIN)
    assert undone.status_code == 200
    live.current()  # an undo: the whole log walked again
    assert night.act("Ann", CONFLICT).json()["ok"]
    assert night.act("Ben", "card rome 2").json()["ok"]
    now = live.current()  # two acts after the undo: their words added
    whole = tuple(effective_actions(list(now.loaded.entries)))
    assert now.effective == whole == now.loaded.actions
    assert now.loaded.actions == (CONFLICT, "card rome 2")
