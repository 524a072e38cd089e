"""Issue 22, in a real browser: a seat acts only as itself, and a deal waits for the other
party's consent on his own page (Carta Imperia, three phones). Chromium as in
test_browser.py."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from playwright.sync_api import Page, expect, sync_playwright

from tests.web.serving import referee, serving
from tests.web.test_browser import ARGS, CHROMIUM, PHONE

WAIT = 30_000  # ms: a ceiling only (a loaded machine serves a Carta action slowly)


def _type(page: Page, words: str) -> None:
    """Type ``words`` in the page's own box and send them; then wait for the page's
    refresh after the answer (a blank box again), so the next words are not typed into
    a box about to be replaced."""
    box = page.locator("form.words input")
    box.fill(words)
    page.locator("form.words button").click()
    expect(box).to_have_value("", timeout=WAIT)


def _dignitas(db: Path) -> dict[str, int]:
    status = json.loads(referee(db, "status", "--json")[1])
    return {n: f["dignitas"] for n, f in status["familiae"].items()}


def _log(db: Path) -> list[str]:
    return [item["action"] for item in json.loads(referee(db, "log", "--json")[1])]


def test_a_seat_page_acts_only_for_its_own_player_and_a_deal_waits_for_consent(
    tmp_path: Path,
) -> None:
    assert Path(CHROMIUM).exists(), "install Debian's chromium (apt-get install chromium)"
    db = tmp_path / "carta.sqlite"
    code, out = referee(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "3")
    assert code == 0, out
    shots = tmp_path / "shots"
    shots.mkdir()
    with serving(db) as (links, _), sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        ann = browser.new_context(viewport=PHONE).new_page()
        ben = browser.new_context(viewport=PHONE).new_page()
        ann.goto(links["seats"]["Ann"])
        ben.goto(links["seats"]["Ben"])
        expect(ben.locator("#prompt")).to_be_visible()

        # the seat binding: Ben's page offers and takes nothing of Ann's or the table's
        offered = ben.locator("button[data-words]").evaluate_all(
            "bs => bs.map(b => b.dataset.words)"
        )
        assert offered and all(w.split()[1] == "Ben" for w in offered), offered
        before = (_log(db), _dignitas(db))
        for words, why in (
            ("adjust Ann dignitas -3", "table tool"),
            ("deal Ann Ben dignitas 2", "only as yourself"),
            (f"pick Ann {offered[0].split()[2]}", "only as yourself"),
            ("rebel volsci", "table tool"),
        ):
            _type(ben, words)
            expect(ben.locator("#notice.refused")).to_contain_text(why, timeout=WAIT)
        assert (_log(db), _dignitas(db)) == before  # nothing logged, nothing moved
        ben.screenshot(path=shots / "1-ben-refused-for-ann.png", full_page=True)

        # the deal: Ben offers, nothing moves until Ann agrees on her own page
        _type(ben, "deal Ben Ann dignitas 2 for dignitas 1")
        expect(ben.locator("#notice")).to_contain_text("Ben offers Ann a deal", timeout=WAIT)
        agree = ann.locator('button[data-words="agree Ann Ben"]')
        expect(agree).to_be_visible(timeout=WAIT)
        expect(ann.locator('button[data-words="reject Ann Ben"]')).to_be_visible()
        expect(ben.locator('button[data-words="agree Ann Ben"]')).to_have_count(0)
        assert _dignitas(db) == before[1]
        ann.screenshot(path=shots / "2-ann-offered.png", full_page=True)
        agree.click()
        expect(ann.locator("#notice")).to_contain_text("Ann agrees", timeout=WAIT)
        assert _dignitas(db) == {**before[1], "Ann": 6, "Ben": 4}  # applied once
        logged = [w.lower() for w in _log(db)[-2:]]
        assert logged == ["deal ben ann dignitas 2 for dignitas 1", "agree ann ben"]
        expect(ann.locator('button[data-words="agree Ann Ben"]')).to_have_count(0, timeout=WAIT)
        _type(ann, "agree Ann Ben")  # a second tap: there is no offer left to agree to
        expect(ann.locator("#notice.refused")).to_contain_text("no deal", timeout=WAIT)
        assert _dignitas(db) == {**before[1], "Ann": 6, "Ben": 4}

        # a withdrawn offer cannot be accepted
        _type(ben, "deal Ben Ann dignitas 1")
        expect(ann.locator('button[data-words="agree Ann Ben"]')).to_be_visible(timeout=WAIT)
        withdraw = ben.locator('button[data-words="withdraw Ben Ann"]')
        expect(withdraw).to_be_visible(timeout=WAIT)
        withdraw.click()
        expect(ben.locator("#notice")).to_contain_text("withdraws", timeout=WAIT)
        _type(ann, "agree Ann Ben")
        expect(ann.locator("#notice.refused")).to_contain_text("Ben offers Ann no deal")
        assert _dignitas(db) == {**before[1], "Ann": 6, "Ben": 4}
        ann.screenshot(path=shots / "3-ann-withdrawn.png", full_page=True)
        browser.close()
    copy = os.environ.get("LICTOR_SHOTS")
    if copy:
        shutil.copytree(shots, copy, dirs_exist_ok=True)
