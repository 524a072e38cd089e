"""Issue 17: `lictor referee serve` and `seat-cards` from the command line."""

from __future__ import annotations

import signal
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.web.serving import referee, serving


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "night.sqlite"
    code, out = referee(path, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben")
    assert code == 0, out
    return path


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as r:
        return str(r.read().decode())


def test_serve_binds_to_localhost_prints_json_first_and_stops_cleanly_on_ctrl_c(db: Path) -> None:
    with serving(db) as (links, proc):
        assert set(links) == {"table", "admin", "seats"} and set(links["seats"]) == {"Ann", "Ben"}
        assert links["table"].startswith("http://127.0.0.1:")
        assert "Hannibal vs Rome" in _get(links["table"])
        # a CLI action shows on the served table (the page reads the same session file)
        assert referee(db, "act", "pass")[0] == 0
        assert "Carthage passes" in _get(links["table"] + "/view")
        with urllib.request.urlopen(links["table"] + "/events", timeout=10) as stream:
            assert stream.readline() == b"retry: 1000\n"  # a live page is open ...
            proc.send_signal(signal.SIGINT)  # ... when Ctrl-C stops the server
            _, err = proc.communicate(timeout=15)
    assert proc.returncode == 0, err
    assert "stopped" in err and "warning" not in err
    assert "Traceback" not in err and "ERROR" not in err


def test_serve_on_every_network_warns_and_keeps_the_urls_of_the_printed_cards(
    db: Path, tmp_path: Path
) -> None:
    pdf = tmp_path / "seats.pdf"
    code, out = referee(db, "seat-cards", "-o", str(pdf), "--host", "192.0.2.9")
    assert code == 0 and "2 seat cards" in out, out
    pages = PdfReader(pdf).pages
    assert len(pages) == 2
    names = [p.extract_text() for p in pages]
    assert "Ben" in names[0] and "Ann" in names[1]
    with serving(db, "--host", "0.0.0.0") as (links, proc):
        token = links["seats"]["Ben"].rsplit("/", 1)[1]
        time.sleep(0.2)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=15)
    assert "warning: --host 0.0.0.0 serves every network" in err
    assert proc.returncode == 0
    # the same token a printed card carries: `serve` restarts keep it (session file)
    with serving(db) as (again, _):
        assert again["seats"]["Ben"].endswith(token)


def test_serve_without_the_web_extra_says_what_to_install(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)
    code, out = referee(db, "serve")
    assert code == 2
    assert out.strip() == "Error: the web table needs its extra packages: pip install 'lictor[web]'"


def test_serve_refuses_a_port_in_use_in_one_line(db: Path) -> None:
    with serving(db) as (links, _):
        port = links["table"].split(":")[2].split("/")[0]
        code, out = referee(db, "serve", "--port", port)
    assert code == 2 and out.count("\n") == 1 and f"--port {port}: cannot listen" in out


def test_the_web_extra_is_capped_and_pinned_in_the_test_extra() -> None:
    import re
    import tomllib

    root = Path(__file__).resolve().parents[2]
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    test = {re.split(r"[<>=]", r)[0].lower(): r for r in extras["test"]}
    constraints = (root / "constraints.txt").read_text()
    for requirement in extras["web"]:
        assert ">=" in requirement and ",<" in requirement, requirement
        name = re.split(r"[<>=]", requirement)[0].lower()
        assert "==" in test[name]  # the test extra installs the same package, pinned
        assert f"\n{test[name]}\n" in f"\n{constraints}"


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("seat-cards", "-o", "seats.png"), "seat cards are written as .pdf"),
        (("seat-cards", "-o", "/no/such/folder/seats.pdf"), "no such folder"),
        (("serve", "--host", "no-such-host.invalid", "--port", "0"), "cannot listen there"),
        (("serve", "--port", "70000"), "not in the range"),
    ],
)
def test_bad_serve_and_seat_card_options_are_refused_in_one_line(
    db: Path, args: tuple[str, ...], says: str
) -> None:
    code, out = referee(db, *args)
    assert code == 2 and says in out and out.count("\n") == 1, out
