"""Issue 17, in a real browser: a Hannibal vs Rome naval conflict played end to end from
two phone-sized seat pages (390 px wide) while the table page is open on a big screen.

Chromium is Debian's (`/usr/bin/chromium`; `.ci/run` installs it when it is missing),
driven by Playwright. Screenshots of every screen are saved in the test's tmp folder
(and copied to LICTOR_SHOTS, when set, for a person to look at)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from playwright.sync_api import Page, expect, sync_playwright

from tests.web.serving import referee, serving

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}
WAIT = 10_000  # ms: the table follows within a second; this is only a ceiling


def _choose(page: Page, words: str) -> None:
    page.locator(f'button[data-words="{words}"]').click()
    if words.split()[0] == "card":  # a secret card: confirmed before it is sent
        page.locator("#confirm button[data-confirm]").click()


def test_a_conflict_from_two_phones_with_the_table_open(tmp_path: Path) -> None:
    assert Path(CHROMIUM).exists(), "install Debian's chromium (apt-get install chromium)"
    db = tmp_path / "night.sqlite"
    code, out = referee(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    assert code == 0, out
    shots = tmp_path / "shots"
    shots.mkdir()
    with serving(db) as (links, _), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        table = browser.new_page(viewport={"width": 1280, "height": 800})
        ann = browser.new_context(viewport=PHONE, device_scale_factor=2).new_page()
        ben = browser.new_context(viewport=PHONE, device_scale_factor=2).new_page()
        table.goto(links["table"])
        ann.goto(links["seats"]["Ann"])
        ben.goto(links["seats"]["Ben"])
        table.evaluate("window.notReloaded = true")
        expect(table.locator("svg.board")).to_be_visible()
        expect(ann.locator("#prompt")).to_contain_text("Your turn, Ann")
        expect(ben.locator("#choices")).to_have_count(0)  # not Ben's turn: no buttons
        table.screenshot(path=shots / "1-table-start.png")
        ann.screenshot(path=shots / "1-ann-start.png", full_page=True)

        _choose(ann, "move fleet sardinia-carthago roma-corsica")
        expect(table.locator("#recent")).to_contain_text("Carthage moves a fleet", timeout=WAIT)
        expect(ben.locator("#prompt")).to_contain_text("Your turn, Ben", timeout=WAIT)

        _choose(ben, "card rome 2")  # Ben's secret card
        expect(ben.locator("#notice")).to_contain_text("Rome has chosen a card")
        expect(ben.locator("#status")).to_contain_text("(secret until both are chosen): 2")
        expect(table.locator("#recent")).to_contain_text("card rome ?", timeout=WAIT)
        expect(ann.locator("#recent")).to_contain_text("card rome ?", timeout=WAIT)
        for page in (table, ann):  # nowhere else, not even in the page's source
            assert "card rome 2" not in page.content()
            assert "secret until both" not in page.content()
        table.screenshot(path=shots / "2-table-secret-chosen.png")
        ann.screenshot(path=shots / "2-ann-secret-chosen.png", full_page=True)
        ben.screenshot(path=shots / "2-ben-secret-chosen.png", full_page=True)

        _choose(ann, "card carthage 4")  # both chosen: revealed together
        # revealed together: every screen shows the two cards until the next action
        expect(table.locator("#prompt")).to_contain_text("Rome 2, Carthage 4", timeout=WAIT)
        expect(table.locator("#recent")).to_contain_text("card rome 2")
        expect(ben.locator("#recent")).to_contain_text("card carthage 4", timeout=WAIT)

        ben.locator("form.words input").fill("card rome 2")  # played already this conflict
        ben.locator("form.words button").click()
        expect(ben.locator("#notice.refused")).to_contain_text("Reclaiming Cards")
        ben.screenshot(path=shots / "3-ben-refused.png", full_page=True)

        _choose(ben, "card rome 3")
        _choose(ann, "card carthage 1")
        expect(table.locator("#recent")).to_contain_text(
            "The conflict in Roma-Corsica is over: Rome holds it", timeout=WAIT
        )
        expect(table.locator("#prompt")).to_contain_text("Turn 2: Rome (Ben)")
        expect(ben.locator("#prompt")).to_contain_text("Your turn, Ben", timeout=WAIT)
        assert table.evaluate("window.notReloaded") is True  # it followed without a reload
        table.screenshot(path=shots / "4-table-conflict-over.png")
        ben.screenshot(path=shots / "4-ben-conflict-over.png", full_page=True)
        ann.screenshot(path=shots / "4-ann-conflict-over.png", full_page=True)

        assert referee(db, "act", "pass")[0] == 0  # an action typed at the CLI shows too
        expect(table.locator("#recent")).to_contain_text("Rome passes", timeout=WAIT)
        expect(table.locator("button[data-undo]")).to_have_count(0)  # the table: read-only
        admin = browser.new_page(viewport={"width": 1280, "height": 800})
        admin.goto(links["admin"])
        admin.once("dialog", lambda dialog: dialog.accept())  # the table agrees: undo
        admin.locator("button[data-undo]").click()
        expect(table.locator("#prompt")).to_contain_text("Turn 2: Rome (Ben)", timeout=WAIT)
        expect(table.locator("#recent")).not_to_contain_text("Rome passes")
        admin.screenshot(path=shots / "5-admin-after-undo.png")
        browser.close()
    assert len(list(shots.glob("*.png"))) == 10
    copy = os.environ.get("LICTOR_SHOTS")
    if copy:
        shutil.copytree(shots, copy, dirs_exist_ok=True)
