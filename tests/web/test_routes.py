"""Issue 17: the web table's routes and its security, with Starlette's test client over a
real session file (Hannibal vs Rome, a naval conflict fought with secret cards)."""

from __future__ import annotations

import base64
import hmac
import json
import threading
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from lictor.games import referee_game
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from lictor.web.app import Table, create_app
from lictor.web.tokens import ADMIN, TABLE, Tokens, ensure

BASE = "http://127.0.0.1:8765"
ORIGIN = {"Origin": BASE}


class Night:
    """A served session: its file, its tokens, a client."""

    def __init__(self, tmp: Path) -> None:
        self.db = tmp / "night.sqlite"
        self.ref = Referee(Store(self.db), referee_game)
        self.sid = self.ref.new("hannibal-vs-rome", "carthage=Ann,rome=Ben", 7, False)
        self.tokens: Tokens = ensure(self.ref.store, self.sid, ["Ben", "Ann"])
        self.table = Table(self.db, self.sid, self.tokens, referee_game)
        self.client = TestClient(create_app(self.table, stream_seconds=0.7), base_url=BASE)

    def url(self, role: str) -> str:
        kind = "t" if role in (TABLE, ADMIN) else "s"
        return f"/{kind}/{self.tokens.token(role)}"

    def act(self, seat: str, words: str, **headers: str) -> Any:
        return self.client.post(
            f"{self.url('seat:' + seat)}/act", json={"words": words}, headers=headers or ORIGIN
        )

    def table_bytes(self) -> str:
        """Everything the table screen receives: page, fragment, JSON and live stream."""
        t = self.url(TABLE)
        parts = [self.client.get(t).text, self.client.get(f"{t}/view").text]
        parts.append(self.client.get(f"{t}/state.json").text)
        parts.append(self.client.get(f"{t}/events").text)
        return "\n".join(parts)


def _conflict(night: Night) -> None:
    r = night.act("Ann", "move fleet sardinia-carthago roma-corsica")
    assert r.status_code == 200 and r.json()["ok"], r.text


def test_tokens_have_at_least_128_random_bits_and_are_compared_in_constant_time(
    night: Night, monkeypatch: pytest.MonkeyPatch
) -> None:
    roles = dict(night.tokens.by_role)
    assert set(roles) == {TABLE, ADMIN, "seat:Ben", "seat:Ann"}
    for token in roles.values():
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        assert len(raw) * 8 >= 128
    assert len(set(roles.values())) == 4
    calls: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        calls.append((a, b))
        return real(a, b)

    # the page drawn once first: its board reads the game's pack, whose content cache (when
    # warm) checks its own MAC with compare_digest too; only the tokens' calls are counted
    assert night.client.get(night.url("seat:Ann")).status_code == 200
    monkeypatch.setattr(hmac, "compare_digest", spy)
    assert night.client.get(night.url("seat:Ann")).status_code == 200
    assert len(calls) == 4  # every token compared, none skipped by an early exit
    # the tokens are kept in the session file: a restarted `serve` gives the same URLs
    assert ensure(Store(night.db), night.sid, ["Ben", "Ann"]) == night.tokens


def test_a_seat_token_never_reads_nor_acts_for_another_seat(night: Night) -> None:
    _conflict(night)
    r = night.act("Ben", "card carthage 4")  # Ben answering for Ann
    assert r.status_code == 403 and "only as yourself" in r.json()["message"]
    assert night.act("Ben", "card rome 2").status_code == 200
    ben = night.client.get(f"{night.url('seat:Ben')}/state.json").json()
    assert "rome: 1 2 3 4 5" in "\n".join(ben["status"])  # his own hand, by value
    assert "(secret until both are chosen): 2" in "\n".join(ben["status"])
    ann = night.client.get(f"{night.url('seat:Ann')}/state.json").json()
    assert "rome 5 cards" in "\n".join(ann["status"])  # Ann sees only how many
    assert "secret until" not in "\n".join(ann["status"])
    assert ann["options"] == [f"card carthage {n}" for n in range(1, 6)]
    assert not any("card rome" in o for o in ann["options"])
    assert "card rome 2" not in json.dumps(ann)
    # a seat's token opens no table screen, the table's token no seat's
    assert night.client.get(night.url("seat:Ben").replace("/s/", "/t/")).status_code == 403
    assert night.client.get(night.url(TABLE).replace("/t/", "/s/")).status_code == 403
    # his card is chosen: a second one is refused, to his own page
    r = night.act("Ben", "card rome 3")
    assert r.status_code == 409 and "already chosen" in r.json()["message"]


def test_the_table_url_is_read_only(night: Night) -> None:
    _conflict(night)
    before = night.ref.load(night.sid).actions
    t = night.url(TABLE)
    assert night.client.post(f"{t}/undo", json={"at": 1}, headers=ORIGIN).status_code == 403
    assert night.client.post(f"{t}/act", json={"words": "pass"}, headers=ORIGIN).status_code == 403
    assert night.ref.load(night.sid).actions == before
    assert "data-undo" not in night.client.get(t).text
    # the admin URL, printed only on the laptop, may undo, with the number it saw
    a = night.url(ADMIN)
    assert "data-undo" in night.client.get(a).text
    r = night.client.post(f"{a}/undo", json={"at": 9}, headers=ORIGIN)
    assert r.status_code == 409 and "no action #9" in r.json()["message"]
    night.act("Ben", "card rome 2")
    r = night.client.post(f"{a}/undo", json={"at": 1}, headers=ORIGIN)  # seen before Ben's
    assert r.status_code == 409 and "stale" in r.json()["message"]
    r = night.client.post(f"{a}/undo", json={"at": 2}, headers=ORIGIN).json()
    assert r == {"ok": True, "events": ["undone: card rome ?"]}  # the TV keeps the secret
    assert night.client.post(f"{a}/undo", json={"at": 1}, headers=ORIGIN).json()["ok"]
    assert night.ref.load(night.sid).actions == ()


def test_no_secret_reaches_the_table_page_json_or_stream_until_revealed(night: Night) -> None:
    _conflict(night)
    night.act("Ben", "card rome 2")
    seen = night.table_bytes()
    assert "card rome ?" in seen and "Rome has chosen a card" in seen
    assert "card rome 2" not in seen and "your_choice" not in seen
    ann_page = night.client.get(night.url("seat:Ann")).text
    assert "card rome 2" not in ann_page and "card rome ?" in ann_page
    stream = night.client.get(f"{night.url(TABLE)}/events")
    assert stream.headers["content-type"].startswith("text/event-stream")
    assert [x for x in stream.text.split("\n") if x.startswith("data:")] == ["data: 2"]
    night.act("Ann", "card carthage 4")
    seen = night.table_bytes()
    assert "card rome 2" in seen and "Rome 2, Carthage 4" in seen  # revealed together


def test_changes_are_posts_from_the_servers_own_origin_and_host(night: Night) -> None:
    seat = night.url("seat:Ann")
    assert night.act("Ann", "pass", Origin="http://evil.example").status_code == 403
    r = night.client.post(f"{seat}/act", json={"words": "pass"})  # no Origin at all
    assert r.status_code == 403 and "Origin" in r.text
    r = night.client.get(f"{seat}/act")
    assert r.status_code == 405 and "\n" not in r.text.strip()
    r = night.client.get(seat, headers={"Host": "rebound.example:8765"})
    assert r.status_code == 400 and "not served here" in r.text
    assert night.ref.load(night.sid).actions == ()
    r = night.client.get(seat)
    assert (
        r.headers["referrer-policy"] == "no-referrer"
        and "frame-ancestors" in r.headers["content-security-policy"]
    )


@pytest.mark.parametrize(
    ("path", "body", "status", "says"),
    [
        ("/s/{ann}/act", b"not json", 400, "not JSON"),
        ("/s/{ann}/act", b"[1]", 400, "JSON object"),
        ("/s/{ann}/act", b'{"words": 3}', 400, "words:"),
        ("/s/{ann}/act", b'{"words": "move legion carthago atlantis"}', 400, "atlantis"),
        ("/s/{ann}/act", json.dumps({"words": "x " * 40}).encode(), 400, "at most"),
        ("/s/nope/act", b'{"words": "pass"}', 403, "unknown token"),
        ("/t/{admin}/undo", b'{"at": "one"}', 400, "at:"),
        ("/nowhere", b"", 404, "Not Found"),
    ],
)
def test_bad_input_gets_a_4xx_with_a_one_line_reason(
    night: Night, path: str, body: bytes, status: int, says: str
) -> None:
    url = path.format(ann=night.tokens.token("seat:Ann"), admin=night.tokens.token(ADMIN))
    headers = {**ORIGIN, "Content-Type": "application/json"}
    r = night.client.post(url, content=body, headers=headers)
    assert r.status_code == status, r.text
    assert says in r.text and "Traceback" not in r.text
    text = (
        r.json()["message"] if r.headers["content-type"].startswith("application/json") else r.text
    )
    assert "\n" not in text.strip()
    assert night.ref.load(night.sid).actions == ()


def test_a_refused_move_shows_its_rule(night: Night) -> None:
    _conflict(night)
    night.act("Ben", "card rome 2")
    night.act("Ann", "card carthage 4")
    r = night.act("Ben", "card rome 2")  # already played this conflict
    assert r.status_code == 409
    body = r.json()
    assert body["section"] == "Reclaiming Cards" and "Reclaiming Cards" in body["message"]
    # Ben's own page: why in full (the CLI, on a shared screen, does not repeat the answer)
    assert "Rome's 2 has already been played" in body["message"]


def test_two_phones_acting_at_once_lose_nothing(night: Night) -> None:
    _conflict(night)
    results: dict[str, int] = {}

    def play(seat: str, words: str) -> None:
        results[seat] = night.act(seat, words).status_code

    threads = [
        threading.Thread(target=play, args=("Ben", "card rome 3")),
        threading.Thread(target=play, args=("Ann", "card carthage 5")),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {"Ben": 200, "Ann": 200}
    assert sorted(night.ref.load(night.sid).actions[1:]) == ["card carthage 5", "card rome 3"]


def test_the_admin_url_acts_as_the_table_and_the_log_says_so(night: Night) -> None:
    """Issue 22: the admin screen is the table: it may send what the table may (its tools,
    anyone's open move); the log records the table as the actor, a seat as itself."""
    a = night.url(ADMIN)
    words = "move fleet sardinia-carthago roma-corsica"
    r = night.client.post(f"{a}/act", json={"words": words}, headers=ORIGIN)
    assert r.status_code == 200 and r.json()["ok"], r.text
    assert night.act("Ben", "card rome 2").status_code == 200
    entries = night.ref.load(night.sid).entries
    assert [e.actor for e in entries[-2:]] == ["table", "seat:Ben"]
