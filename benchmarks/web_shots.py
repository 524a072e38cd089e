"""Screenshots of every refereed game's table page (a 1920x1080 TV) and a seat's page (a
390x844 phone), in a real browser, for a person to look at.

    python benchmarks/web_shots.py [OUT]        # default /work/notes/shots
    python benchmarks/web_shots.py OUT --lang it

Each game is played a few seeded steps in (to a point where a seat has a choice that
uses the game's controls), served by `lictor referee serve` as a user starts it, and
shot with Playwright and the system's Chromium.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from lictor.games import referee_game
from lictor.rules.actors import rightful
from lictor.rules.referee import Referee
from lictor.rules.session import Store

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
TV = {"width": 1920, "height": 1080}
PHONE = {"width": 390, "height": 844}

# game, players, options, actions to play first (None: a few seeded random ones), seat
GAMES: list[tuple[str, str, dict[str, Any], list[str] | None, str]] = [
    ("carta-imperia", "Ann,Ben,Cy,Dee", {}, None, "Ann"),
    (
        "hannibal-vs-rome",
        "carthage=Ann,rome=Ben",
        {},
        ["move fleet sardinia-carthago roma-corsica"],
        "Ben",
    ),
    ("imperium", "red=Ann,blue=Ben,green=Cy", {}, ["stack blue africa,syria,gallia"], "Ann"),
    (
        "circus-maximus",
        "red=Ann,blue=Ben",
        {"first": "Ann"},
        [
            "place red-1 E3",
            "place blue-1 E2",
            "place blue-2 D3",
            "place red-2 E1",
            "place blue-3 D2",
            "place red-3 D1",
        ],
        "Ann",
    ),
]


def _carta_to_choices(ref: Referee, sid: int) -> None:
    """The Events Draft played through, to the Action cards' secret choice."""
    rng = random.Random(3)
    for _ in range(400):
        loaded = ref.load(sid)
        agenda = loaded.game.agenda(loaded.state)
        legal = loaded.game.legal_actions(loaded.state)
        if agenda.over or any(loaded.game.text(a).startswith("choose Ann ") for a in legal):
            return
        words = loaded.game.text(rng.choice(legal)).split()
        ref.act(
            sid, words, actor=rightful(loaded.game.authority(loaded.state, loaded.seats, words))
        )


def shoot(out: Path, lang: str) -> list[Path]:
    made: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="lictor-shots-") as tmp, sync_playwright() as pw:
        tmp = os.environ.get("LICTOR_SHOTS_DB", tmp)
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for game, players, options, actions, seat in GAMES:
            db = Path(tmp) / f"{game}.sqlite"
            ref = Referee(Store(db), referee_game)
            sid = ref.new(game, players, 7, False, options)
            if actions is None:
                _carta_to_choices(ref, sid)
            else:
                for text in actions:
                    loaded = ref.load(sid)
                    auth = loaded.game.authority(loaded.state, loaded.seats, text.split())
                    ref.act(sid, text.split(), actor=rightful(auth))
            ref.store.close()
            command = [sys.executable, "-m", "lictor", "referee", "--db", str(db), "serve"]
            proc = subprocess.Popen(
                [*command, "--json", "--port", "0", "--lang", lang],
                stdout=subprocess.PIPE,
                text=True,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
            try:
                assert proc.stdout is not None
                links = json.loads(proc.stdout.readline())
                tv = browser.new_page(viewport=TV)
                tv.goto(links["table"])
                tv.wait_for_timeout(1200)
                path = out / f"{game}-tv-{lang}.png"
                tv.screenshot(path=path)
                made.append(path)
                phone = browser.new_context(viewport=PHONE, device_scale_factor=2).new_page()
                phone.goto(links["seats"][seat])
                phone.wait_for_timeout(800)
                path = out / f"{game}-phone-{lang}.png"
                phone.screenshot(path=path)
                made.append(path)
                path = out / f"{game}-phone-full-{lang}.png"
                phone.screenshot(path=path, full_page=True)
                made.append(path)
                width = phone.evaluate("document.documentElement.scrollWidth")
                print(f"{game}: phone page {width} px wide (viewport {PHONE['width']})")
                phone.set_viewport_size({"width": 360, "height": 740})
                phone.wait_for_timeout(300)
                width = phone.evaluate("document.documentElement.scrollWidth")
                print(f"{game}: phone page {width} px wide (viewport 360)")
            finally:
                proc.send_signal(signal.SIGINT)
                proc.wait(timeout=15)
        browser.close()
    return made


if __name__ == "__main__":
    argv = [a for a in sys.argv[1:] if not a.startswith("--")]
    language = "it" if "--lang" in sys.argv and sys.argv[-1] == "it" else "en"
    target = Path(argv[0]) if argv and argv[0] != "it" else Path("/work/notes/shots")
    for p in shoot(target, language):
        print(p)
