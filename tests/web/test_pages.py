"""Issue 22, in a real browser: pages that update in place and keep what a player was
doing, a banner when the referee is gone, seven tabs of one browser, a secret pick
confirmed before it is sent, a double tap sent once."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Browser, Page, Playwright, expect, sync_playwright

from tests.web.serving import referee, serving
from tests.web.test_browser import ARGS, CHROMIUM, PHONE, WAIT

IMPERIUM = ("imperium", "--players", "red=Ann,blue=Ben,green=Cy")


def _launch(pw: Playwright) -> Browser:
    return pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)


def _phone(browser: Browser) -> Page:
    return browser.new_context(viewport=PHONE).new_page()


def test_a_live_update_keeps_a_half_made_pick_typed_text_and_an_opened_board(
    tmp_path: Path,
) -> None:
    db = tmp_path / "imp.sqlite"
    assert referee(db, "new", *IMPERIUM)[0] == 0
    with serving(db) as (links, _), sync_playwright() as pw:
        browser = _launch(pw)
        ann = _phone(browser)
        ann.goto(links["seats"]["Ann"])
        ann.evaluate("window.notReloaded = true")
        stack = ann.locator("form.control")
        stack.locator("select").nth(0).select_option("gallia")
        stack.locator("select").nth(1).select_option("bread")
        ann.locator("details.seatboard summary").click()
        ann.locator("form.words input").fill("stack red half-typed")
        ann.evaluate("window.scrollTo(0, 300)")
        scrolled = ann.evaluate("window.scrollY")
        assert scrolled > 0
        assert referee(db, "act", "stack", "blue", "africa,syria,gallia")[0] == 0  # Ben, at the CLI
        expect(ann.locator("#recent")).to_contain_text("stack blue ?", timeout=WAIT)
        stack = ann.locator("form.control")
        assert stack.locator("select").nth(0).input_value() == "gallia"
        assert stack.locator("select").nth(1).input_value() == "bread"
        assert stack.locator("select").nth(2).input_value() == ""
        assert ann.locator("form.words input").input_value() == "stack red half-typed"
        assert ann.locator("details.seatboard").evaluate("d => d.open") is True
        assert ann.evaluate("window.scrollY") == scrolled
        assert ann.evaluate("window.notReloaded") is True
        # the picks keep the rules: Bread and Circuses in the middle, so not again below
        bottom = stack.locator("select").nth(2)
        assert bottom.locator('option[value="bread"]').is_disabled()
        bottom.select_option("africa")
        expect(stack.locator(".summary")).to_contain_text("places 1 on Africa, 1 on Gallia")
        browser.close()


def test_a_secret_pick_is_confirmed_before_it_is_sent_and_can_be_changed(
    tmp_path: Path,
) -> None:
    db = tmp_path / "imp.sqlite"
    assert referee(db, "new", *IMPERIUM)[0] == 0
    with serving(db) as (links, _), sync_playwright() as pw:
        browser = _launch(pw)
        ann = _phone(browser)
        table = browser.new_page(viewport={"width": 1920, "height": 1080})
        ann.goto(links["seats"]["Ann"])
        table.goto(links["table"])
        selects = ann.locator("form.control select")
        for i, card in enumerate(("syria", "asia", "spy")):
            selects.nth(i).select_option(card)
        ann.locator("form.control button[type=submit]").click()
        confirm = ann.locator("#confirm")
        expect(confirm).to_be_visible()
        expect(confirm).to_contain_text("places 1 on Syria, 1 on Asia")
        ann.wait_for_timeout(1500)  # not sent: the table has seen nothing
        expect(table.locator("#recent")).to_contain_text("No action yet")
        confirm.locator("button[data-change]").click()  # she changes her mind
        expect(confirm).to_be_hidden()
        selects.nth(2).select_option("gallia")
        ann.locator("form.control button[type=submit]").click()
        expect(confirm).to_contain_text("places 1 on Syria, 1 on Gallia, 1 on Asia")
        confirm.locator("button[data-confirm]").click()
        expect(ann.locator("#notice.done")).to_be_visible(timeout=WAIT)
        expect(table.locator("#recent")).to_contain_text("stack red ?", timeout=WAIT)
        expect(ann.locator("#status")).to_contain_text("Syria")
        assert "gallia" not in table.content().lower().split("stack red")[1][:40]
        browser.close()
    code, out = referee(db, "log")
    assert code == 0 and out.count("stack red") == 1


def test_a_double_tap_is_sent_once_and_shows_its_success(tmp_path: Path) -> None:
    db = tmp_path / "hvr.sqlite"
    assert referee(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")[0] == 0
    with serving(db) as (links, _), sync_playwright() as pw:
        browser = _launch(pw)
        ann = _phone(browser)
        ann.goto(links["seats"]["Ann"])
        ann.locator('button[data-words="move fleet sardinia-carthago roma-corsica"]').dblclick()
        expect(ann.locator("#notice.done")).to_contain_text("Carthage moves a fleet", timeout=WAIT)
        ann.wait_for_timeout(800)
        expect(ann.locator("#notice.done")).to_be_visible()  # no refusal painted over it
        browser.close()
    code, out = referee(db, "log")
    assert code == 0 and out.count("move fleet") == 1


def test_a_banner_says_the_page_is_stale_when_the_referee_is_gone_and_clears_on_return(
    tmp_path: Path,
) -> None:
    db = tmp_path / "hvr.sqlite"
    assert referee(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")[0] == 0
    with sync_playwright() as pw:
        browser = _launch(pw)
        page = browser.new_page()
        with serving(db) as (links, proc):
            port = str(urlsplit(links["table"]).port)
            page.goto(links["table"])
            page.wait_for_timeout(1500)
            expect(page.locator("#banner")).to_be_hidden()
            proc.terminate()
            proc.wait(timeout=15)
            expect(page.locator("#banner")).to_be_visible(timeout=WAIT)
            expect(page.locator("#banner")).to_contain_text("Disconnected")
        with serving(db, "--port", port):  # the same URLs: the tokens are in the file
            expect(page.locator("#banner")).to_be_hidden(timeout=WAIT)
            assert referee(db, "act", "pass")[0] == 0
            expect(page.locator("#recent")).to_contain_text("Carthage passes", timeout=WAIT)
        browser.close()


def test_seven_tabs_of_one_browser_all_load_and_follow_the_table(tmp_path: Path) -> None:
    db = tmp_path / "hvr.sqlite"
    assert referee(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")[0] == 0
    with serving(db) as (links, _), sync_playwright() as pw:
        browser = _launch(pw)
        context = browser.new_context()  # one browser profile: 6 connections a host
        urls = [links["table"], links["seats"]["Ann"], links["seats"]["Ben"]] * 3
        tabs = []
        for url in urls[:7]:
            tab = context.new_page()
            tab.goto(url)
            tabs.append(tab)
        for tab in tabs:
            expect(tab.locator("#prompt")).to_contain_text("Turn 1", timeout=WAIT)
        tabs[0].wait_for_timeout(1500)
        roles = [t.evaluate("window.lictorLive.role") for t in tabs]
        assert roles.count("leader") == 1, roles
        assert roles.count("follower") == 6, roles
        assert referee(db, "act", *["move", "fleet", "sardinia-carthago", "roma-corsica"])[0] == 0
        for tab in tabs:
            expect(tab.locator("#recent")).to_contain_text("Carthage moves a fleet", timeout=WAIT)
        leader = tabs[roles.index("leader")]
        leader.close()  # the tab holding the stream goes: another takes it over
        rest = [t for t in tabs if t is not leader]
        rest[0].wait_for_timeout(3000)
        roles = [t.evaluate("window.lictorLive.role") for t in rest]
        assert roles.count("leader") == 1, roles
        assert referee(db, "undo")[0] == 0  # the move taken back, at the CLI: shown as such
        for tab in rest:
            expect(tab.locator("#recent li.undo")).to_contain_text("move fleet", timeout=WAIT)
            expect(tab.locator("#recent li.undone")).to_contain_text("taken back")
        eighth = context.new_page()  # and one more still loads
        eighth.goto(links["table"])
        expect(eighth.locator("#recent li.undo")).to_contain_text("move fleet", timeout=WAIT)
        browser.close()


def test_a_secret_choice_can_change_until_it_is_revealed(tmp_path: Path) -> None:
    db = tmp_path / "imp.sqlite"
    assert referee(db, "new", *IMPERIUM)[0] == 0
    with serving(db) as (links, _), sync_playwright() as pw:
        browser = _launch(pw)
        ann = _phone(browser)
        table = browser.new_page(viewport={"width": 1920, "height": 1080})
        ann.goto(links["seats"]["Ann"])
        table.goto(links["table"])
        for i, card in enumerate(("syria", "asia", "spy")):
            ann.locator("form.control select").nth(i).select_option(card)
        ann.locator("form.control button[type=submit]").click()
        ann.locator("#confirm button[data-confirm]").click()
        box = ann.locator(".changing")
        expect(box).to_contain_text("stack red syria,asia,spy", timeout=WAIT)
        assert referee(db, "act", "stack", "blue", "africa,syria,gallia")[0] == 0
        expect(ann.locator("#recent")).to_contain_text("stack blue ?", timeout=WAIT)
        box.locator("summary").click()
        for i, card in enumerate(("gallia", "macedonia", "bread")):
            box.locator("form.control select").nth(i).select_option(card)
        box.locator("form.control button[type=submit]").click()
        expect(ann.locator("#confirm")).to_contain_text("2 on Macedonia")
        ann.locator("#confirm button[data-confirm]").click()
        expect(ann.locator("#notice.done")).to_contain_text("changed", timeout=WAIT)
        expect(box).to_contain_text("stack red gallia,macedonia,bread", timeout=WAIT)
        expect(table.locator("#recent")).to_contain_text("amended", timeout=WAIT)
        assert "gallia,macedonia" not in table.content()  # still hidden from the table
        assert referee(db, "act", "stack", "green", "africa,asia,spy")[0] == 0  # revealed
        expect(table.locator("#recent")).to_contain_text("gallia,macedonia,bread", timeout=WAIT)
        expect(ann.locator(".changing")).to_have_count(0, timeout=WAIT)  # too late now
        browser.close()


def test_a_browser_without_broadcastchannel_polls_the_version_instead(tmp_path: Path) -> None:
    db = tmp_path / "hvr.sqlite"
    assert referee(db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")[0] == 0
    with serving(db) as (links, _), sync_playwright() as pw:
        browser = _launch(pw)
        context = browser.new_context()
        context.add_init_script("delete window.BroadcastChannel")
        tabs = [context.new_page() for _ in range(7)]
        for tab in tabs:
            tab.goto(links["table"])
        assert {t.evaluate("window.lictorLive.role") for t in tabs} == {"polling"}
        assert referee(db, "act", *["move", "fleet", "sardinia-carthago", "roma-corsica"])[0] == 0
        for tab in tabs:
            expect(tab.locator("#recent")).to_contain_text("Carthage moves a fleet", timeout=WAIT)
        browser.close()
