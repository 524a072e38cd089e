"""Issue 31: each request speaks its own language - the table's screens the table's, a
seat's page the one it chose - and what the server keeps between requests is kept by
language, so two seats in two languages never see each other's words."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from lictor.games import referee_game
from lictor.rules.actors import seat
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from lictor.web.app import LANG_COOKIE, Table, create_app
from lictor.web.tokens import ensure

HOST = "http://127.0.0.1:8765"


def _served(tmp_path: Path, lang: str) -> tuple[Referee, TestClient, dict[str, str]]:
    ref = Referee(Store(tmp_path / "g.sqlite"), referee_game)
    sid = ref.new("hannibal-vs-rome", "carthage=Ann,rome=Ben", 11, False, {}, lang)
    tokens = ensure(ref.store, sid, ["Ann", "Ben"])
    app = create_app(Table(ref.store.path, sid, tokens, referee_game), lang=lang)
    urls = {
        "table": f"/t/{tokens.token('table')}",
        "admin": f"/t/{tokens.token('admin')}",
        "Ann": f"/s/{tokens.token('seat:Ann')}",
        "Ben": f"/s/{tokens.token('seat:Ben')}",
    }
    return ref, TestClient(app, HOST), urls


def test_a_seat_page_chooses_its_language_and_keeps_it_for_that_seat_alone(
    tmp_path: Path,
) -> None:
    _, client, urls = _served(tmp_path, "it")
    with client as c:
        page = c.get(urls["Ann"] + "?lang=en")
        assert '<html lang="en">' in page.text and "Your turn, Ann" in page.text
        kept = page.headers["set-cookie"]
        assert kept.startswith(f"{LANG_COOKIE}=en;") and f"Path={urls['Ann']}" in kept
        # the live update of the same page (and the page again) keep the choice
        assert "Your turn, Ann" in c.get(urls["Ann"] + "/view").text
        assert "Your turn, Ann" in c.get(urls["Ann"]).text
        # Ben's page and the table's, at the same log version, still speak Italian
        assert "Ultime azioni" in c.get(urls["Ben"]).text
        table = c.get(urls["table"] + "?lang=en").text  # the table speaks the table's
        assert '<html lang="it">' in table and "In attesa di" in table
        assert "set-cookie" not in c.get(urls["table"] + "?lang=en").headers
        # an unknown language is no choice: the page keeps the one it had
        assert "Your turn, Ann" in c.get(urls["Ann"] + "?lang=xx").text


def test_a_seats_refusal_is_said_in_the_seats_language(tmp_path: Path) -> None:
    _, client, urls = _served(tmp_path, "en")
    origin = {"Origin": HOST}
    with client as c:
        c.get(urls["Ben"] + "?lang=it")
        said = c.post(urls["Ben"] + "/act", json={"words": "pass"}, headers=origin).json()
        assert said["message"] == "non è il tuo turno, Ben: la partita aspetta Ann"
        words = {"words": "move legion roma 9999"}
        english = c.post(urls["Ann"] + "/act", json=words, headers=origin).json()
        assert "is out of range" in english["message"]


def test_the_log_on_two_screens_in_two_languages_each_in_its_own(tmp_path: Path) -> None:
    ref, client, urls = _served(tmp_path, "it")
    with client as c:
        assert "Ancora nessuna azione" in c.get(urls["table"] + "/view").text
        c.get(urls["Ben"] + "?lang=en")
        ref.act(None, ["move", "legion", "carthago", "zama"], actor=seat("Ann"))
        origin = {"Origin": HOST}
        undone = c.post(urls["admin"] + "/undo", json={"at": 1}, headers=origin).json()
        assert undone["events"] == ["annullata: move legion carthago zama"]
        table = c.get(urls["table"] + "/view").text
        ben = c.get(urls["Ben"] + "/view").text
    # the same log version on both screens: the undo and the move it took back
    assert ">annullamento<" in table and ">ritirata<" in table and "taken back" not in table
    assert ">undo<" in ben and ">taken back<" in ben and "ritirata" not in ben


def test_the_seat_cards_of_an_italian_session_are_printed_in_italian(tmp_path: Path) -> None:
    from click.testing import CliRunner
    from pypdf import PdfReader

    from lictor.cli import main

    db = tmp_path / "s.sqlite"
    new = ["new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--lang", "it"]
    assert CliRunner().invoke(main, ["referee", "--db", str(db), *new]).exit_code == 0
    out = tmp_path / "cards.pdf"
    made = ["seat-cards", "-o", str(out), "--host", "192.168.1.5"]
    said = CliRunner().invoke(main, ["referee", "--db", str(db), *made], env={"LANG": "C"})
    assert said.output == f"scritto {out}: 2 carte dei posti per http://192.168.1.5:8765\n"
    pages = [" ".join(page.extract_text().split()) for page in PdfReader(out).pages]
    assert "Roma - Annibale contro Roma" in pages[0] and "Cartagine - " in pages[1]
    assert all("Inquadra con il telefono: la tua pagina privata." in p for p in pages)
    assert all("Tieni questa carta per te" in p and "Scan" not in p for p in pages)


def test_a_phones_bad_request_is_refused_in_the_tables_italian(tmp_path: Path) -> None:
    _, client, urls = _served(tmp_path, "it")
    origin = {"Origin": HOST}
    with client as c:
        json_body = {**origin, "Content-Type": "application/json"}
        broken = c.post(urls["Ann"] + "/act", content=b"{words", headers=json_body)
        assert (broken.status_code, broken.text) == (400, "la richiesta non è JSON")
        long = c.post(urls["Ann"] + "/act", content=b" " * 5000, headers=json_body)
        assert long.status_code == 413
        assert long.text == "la richiesta è troppo lunga (al massimo 4096 byte)"
        foreign = c.post(urls["Ann"] + "/act", json={"words": "pass"})  # no Origin
        assert foreign.status_code == 403
        assert foreign.text == (
            "una modifica deve venire da una pagina di questo server (controllo Origin)"
        )
        host = c.get(urls["Ann"], headers={"Host": "evil.example"})
        assert host.status_code == 400
        assert host.text == (
            "l'host 'evil.example' non è servito qui: usa l'indirizzo stampato da `serve`"
        )
        assert c.get("/nowhere").text == "Non trovato"
        # a seat that chose English is refused in English
        c.get(urls["Ben"] + "?lang=en")
        english = c.post(urls["Ben"] + "/act", content=b"{words", headers=json_body)
        assert english.text == "the request is not JSON"
