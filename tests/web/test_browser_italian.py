"""Issue 31, in a real browser: an Italian session's table page and seat pages speak
Italian, and a seat may switch its own page to English (and back) without touching the
table's. Chromium as in test_browser.py; screenshots in the test's tmp folder (copied to
LICTOR_SHOTS, when set, for a person to look at).

The pages' frame is checked for English left: every text of the page except what the game
itself says (its prompt, its status lines, its events, the action words and the board's
drawing), which is each game's own catalogue (their helpers' part of issue 31)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from playwright.sync_api import Page, expect, sync_playwright

from tests.italian import english_left
from tests.web.serving import referee, serving
from tests.web.test_browser import ARGS, CHROMIUM, PHONE

WAIT = 15_000  # ms: a ceiling only

# what the game says on a page (its own catalogue's); the rest is the referee's frame
GAME_SAYS = "#status, .ev, .what, svg, [data-words], select, #prompt > div:not([class])"


def frame_text(page: Page) -> str:
    """The page's visible text without what the game itself says."""
    text: str = page.evaluate(
        """(skip) => {
            const copy = document.body.cloneNode(true);
            copy.querySelectorAll(skip + ", script, [hidden]").forEach(e => e.remove());
            document.body.appendChild(copy);
            copy.style.position = "absolute";
            const said = copy.innerText;
            copy.remove();
            return said;
        }""",
        GAME_SAYS,
    )
    return text


def test_an_italian_table_and_seat_page_and_a_seat_switching_to_english(tmp_path: Path) -> None:
    assert Path(CHROMIUM).exists(), "install Debian's chromium (apt-get install chromium)"
    db = tmp_path / "sera.sqlite"
    players = "carthage=Ann,rome=Ben"
    code, out = referee(db, "new", "hannibal-vs-rome", "--players", players, "--lang", "it")
    assert code == 0, out
    shots = tmp_path / "shots"
    shots.mkdir()
    with serving(db) as (links, _), sync_playwright() as pw:  # no --lang: the session's
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        table = browser.new_page(viewport={"width": 1280, "height": 800})
        ann = browser.new_context(viewport=PHONE, device_scale_factor=2).new_page()
        ben = browser.new_context(viewport=PHONE).new_page()
        table.goto(links["table"])
        ann.goto(links["seats"]["Ann"])
        ben.goto(links["seats"]["Ben"])
        expect(ann.locator("#prompt")).to_contain_text("Tocca a te, Ann")
        expect(table.locator("#prompt")).to_contain_text("In attesa di: Ann")
        expect(table.locator("#prompt .section")).to_have_text("Regola: Sequenza di gioco")
        for page in (table, ann, ben):
            assert page.locator("html").get_attribute("lang") == "it"
            assert english_left(frame_text(page)) == [], frame_text(page)
        expect(table.locator("header .who")).to_contain_text("Cartagine: Ann")
        expect(ann.locator("header .who")).to_contain_text("Cartagine · Annibale contro Roma")
        table.screenshot(path=shots / "1-tavolo.png")
        ann.screenshot(path=shots / "1-ann.png", full_page=True)

        # a refusal on Ann's page, in her language
        ann.locator("form.words input").fill("move legion carthago zama 9999")
        ann.locator("form.words button").click()
        expect(ann.locator("#notice.refused")).to_contain_text("è fuori intervallo", timeout=WAIT)

        # Ben reads his page in English: his page alone, kept across reloads and updates
        ben.locator('.langs a[hreflang="en"]').click()
        expect(ben.locator("h2").first).to_have_text("You see", timeout=WAIT)
        assert ben.locator("html").get_attribute("lang") == "en"
        ben.goto(links["seats"]["Ben"])  # the seat's URL as printed: the choice is kept
        expect(ben.locator("h2").first).to_have_text("You see")
        ann.locator('button[data-words="move legion carthago zama"]').click()
        expect(ben.locator("#prompt")).to_contain_text("Your turn, Ben", timeout=WAIT)
        expect(table.locator("#prompt")).to_contain_text("In attesa di: Ben", timeout=WAIT)
        expect(ann.locator("h2").first).to_have_text("Tu vedi")
        ben.screenshot(path=shots / "2-ben-in-english.png", full_page=True)
        table.screenshot(path=shots / "2-tavolo.png")
        ben.locator('.langs a[hreflang="it"]').click()
        expect(ben.locator("#prompt")).to_contain_text("Tocca a te, Ben", timeout=WAIT)
        assert english_left(frame_text(ben)) == [], frame_text(ben)
        ben.screenshot(path=shots / "3-ben.png", full_page=True)
        browser.close()
    if os.environ.get("LICTOR_SHOTS"):
        shutil.copytree(shots, os.environ["LICTOR_SHOTS"], dirs_exist_ok=True)
