"""Benchmark: how soon every screen of `lictor referee serve` shows an action, and how the
server holds under many clients (issue 22, point 3).

Two runs, each on a fresh session file served by a real `lictor referee serve` process
(`--port 0`), the actions a seeded game's own legal actions (a seeded random choice each
step), entered one after the other, alternately from the CLI (a `lictor referee act`
process, as the table's laptop does) and from the phone of the seat the game waits on (a
POST to its /act, as its page does; an action a seat may not send goes through the CLI).
An action's time is the moment it was written (its log entry's time), so the CLI's
interpreter start is not counted; a screen "shows" it when its page holds that version.

  screens  a real browser (Chromium, one browser context per screen): the table page at
           1920x1080 and a phone page (390x844) per seat, each following its live stream
           as it does at a table; the delay from each action to each screen showing it.
  load     STREAMING clients following the live stream (on each message they fetch the
           view, as the pages do) and POLLING clients fetching the whole page every
           second, for MINUTES minutes with ACTIONS actions spread over them; the view
           fetch times, the delay to each streaming screen, and the log compared with
           what was sent (nothing lost or doubled). Clients are asyncio HTTP clients
           (httpx), not browsers: thirty Chromium pages would measure the browser on this
           machine's two cores more than the server.

    python benchmarks/web_latency.py screens --game carta-imperia --actions 20
    python benchmarks/web_latency.py load --game carta-imperia --minutes 5 --actions 200
    python benchmarks/web_latency.py load --game imperium --minutes 1 --actions 40
    python benchmarks/web_latency.py view --runs 30     # a seat's view at a Full Game's end

  view     at the end of a seeded 3-player Full Game (benchmarks/cli_speed.py's): the time
           to answer a seat's view, in-process (the served session's Live: the view
           computed afresh for a new log version, and the answer kept for it) and over
           loopback (GET its state.json from a real `serve`: the same view again, and the
           first request after each act sent (from the phone, or the
           admin URL for a table's action), undone from the admin URL).

The machine's load average is printed before and after: on a shared machine the figures
say as much about the neighbours as about lictor.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lictor.games import referee_game
from lictor.rules.game import Seats, apply_checked
from lictor.rules.referee import Referee
from lictor.rules.session import Store

LICTOR = [sys.executable, "-m", "lictor", "referee"]
CHROMIUM = "/usr/bin/chromium"
PLAYERS = {
    "carta-imperia": "Ann,Ben,Cy,Dan,Eve,Fay",
    "hannibal-vs-rome": "carthage=Ann,rome=Ben",
    "imperium": "red=Ann,blue=Ben,green=Cy",
    "circus-maximus": "red=Ann,blue=Ben,green=Cy,purple=Dan",
}
OPTIONS: dict[str, dict[str, Any]] = {
    "carta-imperia": {"scenario": "full"},
    "circus-maximus": {"first": "Ann"},
}
VERSION = re.compile(rb'data-version="(\d+)"')
# Each page records when its view first shows each action number (`#N` at the head of
# its recent log); the time is the wall clock, as the log entries' times are.
RECORDER = """
window.__seen = {};
function __look() {
  var n = document.querySelector('#recent .n, [data-latest]');
  if (!n) { return; }
  var k = (n.dataset && n.dataset.latest) || n.textContent.trim().replace('#', '');
  if (!(k in window.__seen)) { window.__seen[k] = performance.timeOrigin + performance.now(); }
}
document.addEventListener('DOMContentLoaded', function () {
  __look();
  new MutationObserver(__look).observe(document.body,
    {subtree: true, childList: true, characterData: true});
});
"""


@dataclass(frozen=True)
class Step:
    words: str
    kind: str  # act, undo or redo (a game that ends early is filled with undo/redo pairs)
    seat: str | None  # the player whose phone sends it (None: the CLI only)
    secret: bool = False  # a secret answer: the CLI sends it as that seat (`--seat`)


def quantiles(xs: Sequence[float]) -> str:
    if not xs:
        return "no samples"
    s = sorted(xs)

    def q(p: float) -> float:
        return s[min(len(s) - 1, round(p * (len(s) - 1)))]

    return (
        f"median {statistics.median(s) * 1000:.0f} ms, p90 {q(0.9) * 1000:.0f} ms, "
        f"p99 {q(0.99) * 1000:.0f} ms, max {s[-1] * 1000:.0f} ms ({len(s)} samples)"
    )


def plan(game_id: str, players: str, seed: int, options: dict[str, Any], n: int) -> list[Step]:
    """``n`` steps of a seeded game (the longest of a few seeds if the game ends sooner;
    then undo/redo pairs to fill), each with the seat that would send it from its phone."""
    game = referee_game(game_id)
    seats = Seats(tuple(game.seat(players).items()))
    sides = {side.lower(): player for side, player in seats.by_side}
    best: list[Step] = []
    for s in range(seed, seed + 20):
        state = game.setup(seats, s, False, game.check_options(options))
        rng = random.Random(s)
        steps: list[Step] = []
        while len(steps) < n and not game.agenda(state).over:
            action = rng.choice(game.legal_actions(state))
            words = game.text(action)
            waiting = list(game.agenda(state).waiting_on)
            seat = waiting[0] if waiting else None
            parts = words.split()
            if game.is_secret(action) and len(parts) > 1:
                seat = sides.get(parts[1].lower(), parts[1])
            state, _ = apply_checked(game, state, action)
            steps.append(Step(words, "act", seat, game.is_secret(action)))
        if len(steps) > len(best):
            best, used = steps, s
        if len(best) >= n:
            break
    print(f"script: seed {used}, {len(best)} actions of the game", end="")
    while len(best) < n:
        best.append(Step("undo" if (n - len(best)) % 2 == 0 else "redo", "", None))
    fill = sum(1 for st in best if not st.kind)
    print(f", then {fill} undo/redo entries" if fill else "")
    return [Step(st.words, st.kind or st.words, st.seat, st.secret) for st in best]


@contextmanager
def served(db: Path) -> Iterator[dict[str, Any]]:
    """``links["pid"]``: the server's process, for its CPU time."""
    """`lictor referee serve --json --port 0` on ``db``: its URLs; Ctrl-C at the end."""
    proc = subprocess.Popen(
        [*LICTOR, "--db", str(db), "serve", "--json", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if not line:
            raise SystemExit(f"serve did not start: {proc.communicate(timeout=10)[1]}")
        yield {**json.loads(line), "pid": proc.pid}
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def new_session(tmp: Path, args: argparse.Namespace) -> Path:
    db = tmp / "bench.sqlite"
    ref = Referee(Store(db), referee_game)
    ref.new(args.game, args.players, args.seed, False, OPTIONS.get(args.game, {}))
    ref.store.close()
    return db


def cli(db: Path, step: Step) -> None:
    words = step.words.split() if step.kind == "act" else []
    as_seat = ["--seat", step.seat] if step.secret and step.seat else []
    command = [*LICTOR, "--db", str(db), step.kind, *as_seat, *words]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"lictor referee {step.kind} {step.words}: {done.stderr.strip()}")


def entries(db: Path) -> list[tuple[int, str, str, float]]:
    """The log as written: (seq, kind, words, time)."""
    conn = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT seq, kind, payload, created FROM entries ORDER BY seq")
        return [
            (int(s), str(k), str(json.loads(p).get("words", "")), float(c)) for s, k, p, c in rows
        ]
    finally:
        conn.close()


def compare(db: Path, steps: Sequence[Step]) -> str:
    got = [(k, w) for _, k, w, _ in entries(db)]
    want = [(st.kind, st.words if st.kind == "act" else "") for st in steps]
    got = [(k, w if k == "act" else "") for k, w in got]
    if got == want:
        return f"log: all {len(want)} entries written once each, in order"
    lost = len([x for x in want if x not in got])
    return f"log DIFFERS: {len(got)} entries written for {len(want)} sent ({lost} missing)"


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system) process ``pid`` has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def fetch(http: Any, url: str, tally: Tally) -> Any:
    """GET ``url``, again once on a kept-alive connection the server closed just then (as
    a browser does); the retries are counted."""
    import httpx

    try:
        return await http.get(url)
    except (httpx.RemoteProtocolError, httpx.ReadError):
        tally.retries += 1
        return await http.get(url)


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


# -- screens: a real browser ------------------------------------------------------------
def screens(args: argparse.Namespace) -> None:
    from playwright.sync_api import sync_playwright

    steps = plan(args.game, args.players, args.seed, OPTIONS.get(args.game, {}), args.actions)
    steps = [s for s in steps if s.kind == "act"]
    with tempfile.TemporaryDirectory() as tmp:
        db = new_session(Path(tmp), args)
        with served(db) as links, sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"]
            )
            pages = []
            contexts = [("table", links["table"], {"width": 1920, "height": 1080})]
            contexts += [(p, u, {"width": 390, "height": 844}) for p, u in links["seats"].items()]
            for name, url, size in contexts:
                # bypass_csp: the benchmark's own probes run in the page (the page's CSP
                # forbids evaluated strings); the server's pages are unchanged
                page = browser.new_context(viewport=size, bypass_csp=True).new_page()
                page.add_init_script(RECORDER)
                page.goto(url)
                pages.append((name, page))
            print(f"{len(pages)} screens open ({', '.join(n for n, _ in pages)}); {load()}")
            import httpx

            delays: list[float] = []
            via = {"cli": 0, "phone": 0}
            worst: list[tuple[float, int, str]] = []
            with httpx.Client(timeout=30, limits=httpx.Limits(max_keepalive_connections=0)) as http:
                for n, step in enumerate(steps, 1):
                    routed = enter(http, db, links, step, n % 2 == 0)
                    via[routed] += 1
                    written = entries(db)[-1][3]
                    for name, page in pages:
                        page.wait_for_function(
                            f"window.__seen && window.__seen['{n}']", timeout=20_000
                        )
                        seen = float(page.evaluate(f"window.__seen['{n}']")) / 1000
                        delays.append(seen - written)
                        worst.append((seen - written, n, name))
                    time.sleep(args.pause)
            browser.close()
        print(f"{len(steps)} actions ({via['cli']} from the CLI, {via['phone']} from a phone)")
        print(f"action written -> shown on each screen: {quantiles(delays)}")
        print(
            "slowest: "
            + ", ".join(f"#{n} {who} {d * 1000:.0f} ms" for d, n, who in sorted(worst)[-3:])
        )
        print(f"after: {load()}")


def enter(http: Any, db: Path, links: dict[str, Any], step: Step, phone: bool) -> str:
    """Send ``step`` from the seat's phone (``phone`` and a seat to send it) or the CLI."""
    if phone and step.seat and step.kind == "act":
        url = str(links["seats"][step.seat])
        base = url.split("/s/")[0]
        r = http.post(f"{url}/act", json={"words": step.words}, headers={"Origin": base})
        if r.status_code == 200:
            return "phone"
        if r.status_code not in (403, 409):  # 403/409: not this seat's to send; the CLI sends it
            raise SystemExit(f"{step.seat}'s phone: {step.words}: {r.status_code} {r.text}")
    cli(db, step)
    return "cli"


# -- load: many clients -----------------------------------------------------------------
@dataclass
class Tally:
    fetches: list[float] = field(default_factory=list)  # view fetch times (streaming)
    slow: list[tuple[float, float]] = field(default_factory=list)  # (when, how long) over 1 s
    pages: list[float] = field(default_factory=list)  # page fetch times (polling)
    shown: list[dict[int, float]] = field(default_factory=list)  # per streaming client
    polled: list[dict[int, float]] = field(default_factory=list)  # per polling client
    errors: list[str] = field(default_factory=list)
    retries: int = 0


async def streamer(http: Any, url: str, stop: asyncio.Event, tally: Tally) -> None:
    seen: dict[int, float] = {}
    tally.shown.append(seen)
    while not stop.is_set():
        try:
            async with http.stream("GET", f"{url}/events", timeout=None) as r:
                async for line in r.aiter_lines():
                    if stop.is_set():
                        return
                    if not line.startswith("data: "):
                        continue
                    version = int(line[6:])
                    t = time.perf_counter()
                    view = await fetch(http, f"{url}/view", tally)
                    tally.fetches.append(time.perf_counter() - t)
                    if tally.fetches[-1] > 1:
                        tally.slow.append((time.time(), tally.fetches[-1]))
                    if view.status_code != 200:
                        tally.errors.append(f"view {view.status_code}")
                    seen.setdefault(version, time.time())
        except Exception as exc:  # a stream cut: the page reconnects (retry: 1000)
            if not stop.is_set():
                tally.errors.append(f"stream: {type(exc).__name__}: {exc}")
                await asyncio.sleep(1)


async def poller(http: Any, url: str, stop: asyncio.Event, tally: Tally, every: float) -> None:
    seen: dict[int, float] = {}
    tally.polled.append(seen)
    while not stop.is_set():
        t = time.perf_counter()
        try:
            r = await fetch(http, url, tally)
            tally.pages.append(time.perf_counter() - t)
            if tally.pages[-1] > 1:
                tally.slow.append((time.time(), tally.pages[-1]))
            m = VERSION.search(r.content)
            if m:
                seen.setdefault(int(m.group(1)), time.time())
        except Exception as exc:
            tally.errors.append(f"page: {type(exc).__name__}: {exc}")
        await asyncio.sleep(max(0.0, every - (time.perf_counter() - t)))


def delays(entry_times: dict[int, float], seen: dict[int, float]) -> list[float]:
    """For each version written, when this client first held it or a later one."""
    out = []
    versions = sorted(seen)
    for v, written in entry_times.items():
        later = [seen[x] for x in versions if x >= v]
        if later:
            out.append(min(later) - written)
    return out


async def load_run(args: argparse.Namespace) -> None:
    import httpx

    steps = plan(args.game, args.players, args.seed, OPTIONS.get(args.game, {}), args.actions)
    with tempfile.TemporaryDirectory() as tmp:
        db = new_session(Path(tmp), args)
        with served(db) as links:
            urls = [str(links["table"]), *(str(u) for u in links["seats"].values())]
            tally = Tally()
            stop = asyncio.Event()
            limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
            clients = [
                httpx.AsyncClient(timeout=60, limits=limits)
                for _ in range(args.streaming + args.polling)
            ]
            tasks = []
            for i in range(args.streaming):
                tasks.append(
                    asyncio.create_task(streamer(clients[i], urls[i % len(urls)], stop, tally))
                )
            for j in range(args.polling):
                c = clients[args.streaming + j]
                tasks.append(
                    asyncio.create_task(poller(c, urls[j % len(urls)], stop, tally, args.poll))
                )
            print(
                f"{args.streaming} streaming + {args.polling} polling clients, "
                f"{len(steps)} actions over {args.minutes:g} min; {load()}"
            )
            await asyncio.sleep(2)
            began = time.time()
            cpu = cpu_seconds(int(links["pid"]))
            mine = os.times()
            spacing = args.minutes * 60 / max(1, len(steps))
            start = time.monotonic()
            via = {"cli": 0, "phone": 0}
            posts: list[float] = []
            # each action on a connection of its own: a POST is never sent again, so it must
            # not meet a kept-alive connection the server is closing just then
            fresh = httpx.Limits(max_keepalive_connections=0)
            async with httpx.AsyncClient(timeout=60, limits=fresh) as http:
                for n, step in enumerate(steps):
                    due = start + n * spacing
                    await asyncio.sleep(max(0.0, due - time.monotonic()))
                    t = time.perf_counter()
                    routed = await asend(http, db, links, step, n % 2 == 1)
                    if routed == "phone":
                        posts.append(time.perf_counter() - t)
                    via[routed] += 1
            took = time.monotonic() - start
            await asyncio.sleep(3)  # the last action reaches every screen
            cpu = cpu_seconds(int(links["pid"])) - cpu
            ended = os.times()
            harness = ended.user + ended.system - mine.user - mine.system
            children = (
                ended.children_user
                + ended.children_system
                - mine.children_user
                - mine.children_system
            )
            stop.set()
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            for c in clients:
                await c.aclose()
        written = {seq: created for seq, _, _, created in entries(db)}
        streamed = [d for seen in tally.shown for d in delays(written, seen)]
        missing = sum(len(written) - len(delays(written, seen)) for seen in tally.shown)
        polled = [d for seen in tally.polled for d in delays(written, seen)]
        print(
            f"{len(steps)} actions sent in {took:.0f} s "
            f"({via['cli']} from the CLI, {via['phone']} from a phone)"
        )
        print(compare(db, steps))
        print(f"a phone's POST /act: {quantiles(posts)}")
        print(f"view fetch (streaming clients): {quantiles(tally.fetches)}")
        print(f"page fetch (polling clients, every {args.poll:g} s): {quantiles(tally.pages)}")
        print(f"action written -> streaming screen holds it: {quantiles(streamed)}")
        print(f"  (versions a streaming client never held: {missing})")
        print(f"action written -> polling screen holds it: {quantiles(polled)}")
        if tally.slow:
            when = ", ".join(f"+{w - began:.0f}s {d:.1f}s" for w, d in sorted(tally.slow)[:8])
            print(f"fetches over 1 s: {len(tally.slow)} ({when})")
        if tally.errors:
            print(f"errors: {len(tally.errors)} ({', '.join(sorted(set(tally.errors))[:5])})")
        print(f"fetches sent again on a connection closed as they left: {tally.retries}")
        print(
            f"CPU over the run: the server {cpu:.0f} s ({100 * cpu / took:.0f}% of a core), "
            f"these clients {harness:.0f} s, the CLI processes {children:.0f} s"
        )
        print(f"after: {load()}")


async def asend(http: Any, db: Path, links: dict[str, Any], step: Step, phone: bool) -> str:
    if phone and step.seat and step.kind == "act":
        url = str(links["seats"][step.seat])
        base = url.split("/s/")[0]
        r = await http.post(f"{url}/act", json={"words": step.words}, headers={"Origin": base})
        if r.status_code == 200:
            return "phone"
        if r.status_code not in (403, 409):
            raise SystemExit(f"{step.seat}'s phone: {step.words}: {r.status_code} {r.text}")
    await asyncio.to_thread(cli, db, step)
    return "cli"


# -- view: a seat's view at the end of a long game ----------------------------------------
def view_run(args: argparse.Namespace) -> None:
    import httpx
    from cli_speed import PLAYERS as THREE
    from cli_speed import record

    from lictor.web.app import _json_bytes
    from lictor.web.live import Live
    from lictor.web.views import seat_view

    print(load())
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite"
        length, last = record(db, args.seed, "full")
        player = last[1] if last[0] == "--seat" else THREE.split(",")[0]
        words = " ".join(last[2:] if last[0] == "--seat" else last)
        live = Live(db, 1, referee_game)
        t = time.perf_counter()
        version = live.current()
        first_load = time.perf_counter() - t
        fresh, kept, folded = [], [], []
        for _ in range(args.runs):
            t = time.perf_counter()
            seat_view(version.loaded, player, version.number, version.recent())
            fresh.append(time.perf_counter() - t)
            t = time.perf_counter()
            live.current().seat(player)
            kept.append(time.perf_counter() - t)
        ref = Referee(Store(db), referee_game)
        for _ in range(max(3, args.runs // 3)):  # an act written, then its first view
            act_in_process(ref, words.split())
            t = time.perf_counter()
            _json_bytes(live.current().seat(player))
            folded.append(time.perf_counter() - t)
            ref.undo(1, length)
            live.current()
        ref.store.close()
        live.close()
        print(f"a {length}-action Full Game; {player}'s view (the last action: {words})")
        print(f"  in-process: session loaded once {first_load * 1000:.1f} ms")
        print(f"  in-process: the seat's view computed     {quantiles(fresh)}")
        print(f"  in-process: the seat's view, kept        {quantiles(kept)}")
        print(f"  in-process: just after an act (its JSON) {quantiles(folded)}")
        with served(db) as links, httpx.Client(timeout=30) as http:
            seat_url, admin = links["seats"][player], links["admin"]
            http.headers["Origin"] = seat_url.split("/s/")[0]  # a page's own POSTs
            http.get(f"{seat_url}/state.json").raise_for_status()
            again, after_act, floor, acts = [], [], [], []
            cpu = cpu_seconds(links["pid"])
            for _ in range(args.runs):
                t = time.perf_counter()
                http.get(f"{seat_url}/state.json").raise_for_status()
                again.append(time.perf_counter() - t)
            cpu = (cpu_seconds(links["pid"]) - cpu) / args.runs
            plain = plain_gets(f"{seat_url}/state.json", args.runs)  # no client library
            for _ in range(args.runs):  # the floor: a request that computes no view
                t = time.perf_counter()
                http.get(f"{seat_url}/version").raise_for_status()
                floor.append(time.perf_counter() - t)
            for _ in range(max(3, args.runs // 3)):
                # the table's action from the admin URL, a seat's from its own phone
                sender = links["seats"][last[1]] if last[0] == "--seat" else admin
                t = time.perf_counter()
                sent = http.post(f"{sender}/act", json={"words": words})
                acts.append(time.perf_counter() - t)
                if sent.status_code != 200:
                    raise SystemExit(f"act {words}: {sent.status_code} {sent.text}")
                t = time.perf_counter()
                got = http.get(f"{seat_url}/state.json")
                after_act.append(time.perf_counter() - t)
                got.raise_for_status()
                # the latest live action is the game's last: #length
                http.post(f"{admin}/undo", json={"at": length}).raise_for_status()
                time.sleep(args.pause)  # a table acts again a while after an undo
        print(f"  loopback: GET the seat's state.json      {quantiles(again)}")
        print(f"            the server's CPU per request   {cpu * 1000:.1f} ms (1/100 s ticks)")
        print(f"  loopback: the same over http.client      {quantiles(plain)}")
        print(f"  loopback: GET /version (no view: floor)  {quantiles(floor)}")
        print(f"  loopback: POST the act (its answer)      {quantiles(acts)}")
        print(f"  loopback: the view, just after an act    {quantiles(after_act)}")
    print(load())


def act_in_process(ref: Referee, words: list[str]) -> None:
    from lictor.rules.actors import rightful

    loaded = ref.load(1)
    ref.act(1, words, actor=rightful(loaded.game.authority(loaded.state, loaded.seats, words)))


def plain_gets(url: str, runs: int) -> list[float]:
    """``runs`` GETs of ``url`` on one kept-alive connection of the standard library's
    http.client: the server's answer time without httpx's own per-request work."""
    import http.client
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port, timeout=30)
    out = []
    try:
        for _ in range(runs):
            t = time.perf_counter()
            conn.request("GET", parts.path)
            answer = conn.getresponse()
            answer.read()
            out.append(time.perf_counter() - t)
            if answer.status != 200:
                raise SystemExit(f"GET {parts.path}: {answer.status}")
    finally:
        conn.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("run", choices=["screens", "load", "view"])
    ap.add_argument("--runs", type=int, default=30, help="view: requests of each kind")
    ap.add_argument("--game", default="carta-imperia", choices=sorted(PLAYERS))
    ap.add_argument("--players", default=None)
    ap.add_argument("--seed", type=int, default=None, help="view: 57 (cli_speed's); else 1")
    ap.add_argument("--actions", type=int, default=None, help="screens: 20; load: 200")
    ap.add_argument(
        "--pause",
        type=float,
        default=1.0,
        help="screens: seconds between actions; view: between an undo and the next act",
    )
    ap.add_argument("--minutes", type=float, default=5.0, help="load: how long")
    ap.add_argument("--streaming", type=int, default=20, help="load: streaming clients")
    ap.add_argument("--polling", type=int, default=10, help="load: polling clients")
    ap.add_argument("--poll", type=float, default=1.0, help="load: seconds between polls")
    args = ap.parse_args()
    args.players = args.players or PLAYERS[args.game]
    args.seed = args.seed if args.seed is not None else 57 if args.run == "view" else 1
    args.actions = args.actions or (20 if args.run == "screens" else 200)
    print(f"{args.game} {OPTIONS.get(args.game, {})} {args.players}: {args.run}")
    if args.run == "view":
        view_run(args)
    elif args.run == "screens":
        screens(args)
    else:
        asyncio.run(load_run(args))


if __name__ == "__main__":
    main()
