"""Seven tabs of one browser on one shared event stream: how soon each shows an action.

    python benchmarks/web_tabs.py [ACTIONS] [GAME]     # default 30 actions, imperium

`lictor referee serve` is started as a user starts it; seven tabs of one browser
context (one profile: HTTP/1.1's six connections to a host) open the table and seat
pages; actions are entered beside the server (as the CLI does, same SQLite file) and the
time until every tab's page shows the new log version is measured in the browser. Prints
the median and the worst per tab role (the tab holding the stream, the tabs following it).
"""

from __future__ import annotations

import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from lictor.games import referee_game
from lictor.rules.actors import rightful
from lictor.rules.referee import Referee
from lictor.rules.session import Store

CHROMIUM = "/usr/bin/chromium"
GAMES = {
    "imperium": "red=Ann,blue=Ben,green=Cy",
    "hannibal-vs-rome": "carthage=Ann,rome=Ben",
    "circus-maximus": "red=Ann,blue=Ben",
}


def main(actions: int, game: str) -> None:
    with tempfile.TemporaryDirectory(prefix="lictor-tabs-") as tmp, sync_playwright() as pw:
        db = Path(tmp) / "g.sqlite"
        ref = Referee(Store(db), referee_game)
        options = {"first": "Ann"} if game == "circus-maximus" else {}
        sid = ref.new(game, GAMES[game], 3, False, options)
        command = [sys.executable, "-m", "lictor", "referee", "--db", str(db), "serve"]
        proc = subprocess.Popen(
            [*command, "--json", "--port", "0"],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        try:
            assert proc.stdout is not None
            links = json.loads(proc.stdout.readline())
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--headless"])
            context = browser.new_context()
            urls = [links["table"], *links["seats"].values()] * 7
            tabs = []
            for url in urls[:7]:
                tab = context.new_page()
                tab.goto(url)
                tabs.append(tab)
            tabs[0].wait_for_timeout(2500)  # the tabs elect their leader
            rng = random.Random(1)
            waits: dict[str, list[float]] = {"leader": [], "follower": []}
            for _ in range(actions):
                loaded = ref.load(sid)
                legal = loaded.game.legal_actions(loaded.state)
                if not legal or loaded.game.agenda(loaded.state).over:
                    break
                words = loaded.game.text(rng.choice(legal)).split()
                auth = loaded.game.authority(loaded.state, loaded.seats, words)
                ref.act(sid, words, actor=rightful(auth))
                version = len(ref.store.entries(sid))
                start = time.perf_counter()
                pending = list(tabs)
                while pending and time.perf_counter() - start < 10:
                    for tab in list(pending):
                        if tab.evaluate("document.body.dataset.version") == str(version):
                            role = tab.evaluate("window.lictorLive.role")
                            key = "leader" if role == "leader" else "follower"
                            waits[key].append(time.perf_counter() - start)
                            pending.remove(tab)
                    time.sleep(0.01)
                if pending:
                    print(f"after action {version}: {len(pending)} tabs never caught up")
            browser.close()
        finally:
            proc.send_signal(signal.SIGINT)
            proc.wait(timeout=15)
    every = sorted(waits["leader"] + waits["follower"])
    print(f"{game}: 7 tabs, {len(waits['leader'])} actions")
    for key, values in waits.items():
        if values:
            print(
                f"  {key}: median {statistics.median(values) * 1000:.0f} ms, "
                f"max {max(values) * 1000:.0f} ms ({len(values)} updates)"
            )
    if every:
        p99 = every[min(len(every) - 1, int(len(every) * 0.99))]
        median = statistics.median(every) * 1000
        print(f"  all tabs: median {median:.0f} ms, p99 {p99 * 1000:.0f} ms")


if __name__ == "__main__":
    main(
        int(sys.argv[1]) if len(sys.argv) > 1 else 30,
        sys.argv[2] if len(sys.argv) > 2 else "imperium",
    )
