"""`lictor score` and `lictor resolve` as a table referee uses them."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from pypdf import PdfReader

from lictor.cli import main

DATA = Path(__file__).parent.parent / "data"


def run(*args: str, stdin: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    return result.exit_code, result.output


def test_score_carta_imperia_json() -> None:
    code, out = run("score", "carta-imperia", str(DATA / "carta-end.yaml"), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["outcome"] == "winner" and data["winners"] == ["Livia"]
    cato = next(p for p in data["players"] if p["name"] == "Cato")
    assert (cato["prestige"], cato["status"], cato["emporia"], cato["legacy"], cato["total"]) == (
        13,
        25,
        4,
        4,
        46,
    )
    assert all(line["section"] == "Game End & Victory" for line in cato["lines"])


def test_score_reads_like_a_ruling_with_sections() -> None:
    code, out = run("score", "carta-imperia", str(DATA / "carta-end.yaml"))
    assert code == 0
    assert "Tie broken by Auctoritas: most is 6 (Livia)  [Game End & Victory]" in out
    assert "Livia wins" in out


def test_score_reads_stdin_json() -> None:
    doc = json.dumps({"players": [{"name": "A", "dignitas": 2, "auctoritas": 0}]})
    code, out = run("score", "carta-imperia", "-", "--json", stdin=doc)
    assert code == 0 and json.loads(out)["winners"] == ["A"]


def test_score_pdf_writes_a_filled_in_sheet(tmp_path: Path) -> None:
    pdf = tmp_path / "score.pdf"
    code, _ = run("score", "carta-imperia", str(DATA / "carta-end.yaml"), "--pdf", str(pdf))
    assert code == 0
    text = PdfReader(pdf).pages[0].extract_text()
    assert "Livia" in text and "46" in text and "Tie broken by Auctoritas" in text
    assert [p.name for p in tmp_path.iterdir()] == ["score.pdf"]


def test_score_pdf_is_only_ever_a_regular_file(tmp_path: Path) -> None:
    """--pdf onto a folder, a device or into a missing folder: one line, exit 2, nothing
    written or replaced (issue 18: output only where the user asked)."""
    end = str(DATA / "carta-end.yaml")
    folder = tmp_path / "a-folder"
    folder.mkdir()
    for target, says in (
        (folder, "not a regular file"),
        (Path("/dev/null"), "not a regular file"),
        (tmp_path / "missing" / "score.pdf", "no such folder"),
    ):
        code, out = run("score", "carta-imperia", end, "--pdf", str(target))
        assert code == 2 and says in out and len(out.strip().splitlines()) == 1, out
    assert list(folder.iterdir()) == [] and sorted(p.name for p in tmp_path.iterdir()) == [
        "a-folder"
    ]
    assert Path("/dev/null").is_char_device()


def test_score_bad_input_names_file_line_and_field(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("players:\n  - name: A\n    dignitas: -2\n    auctoritas: 1\n")
    code, out = run("score", "carta-imperia", str(bad))
    assert code == 2
    assert out.strip() == (
        f"Error: {bad}:3: players[0].dignitas: Input should be greater than or equal to 0"
    )
    bad.write_text("emperor: Zed\nplayers:\n  - {name: A, dignitas: 1, auctoritas: 1}\n")
    code, out = run("score", "carta-imperia", str(bad))
    assert code == 2 and f"{bad}:1: emperor:" in out and "'Zed' is not one of the players" in out
    bad.write_text("players: [unclosed\n")
    code, out = run("score", "carta-imperia", str(bad))
    assert code == 2 and "YAML syntax error" in out and "Traceback" not in out


def test_score_imperium_province(tmp_path: Path) -> None:
    f = tmp_path / "round.yaml"
    f.write_text(
        "players: [yellow, red, blue, purple, green]\nprovince: Macedonia\n"
        "markers: {yellow: 4, red: 3, blue: 2, purple: 2, green: 1}\n"
        "proconsuls: {Asia: yellow}\n"
    )
    code, out = run("score", "imperium", str(f), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["points"] == {"yellow": 9, "red": 5, "blue": 2, "purple": 2, "green": 0}
    assert data["proconsul"] == "yellow"
    f.write_text("players: [a, b]\nprovince: Asia\nmarkers: {c: 1}\n")
    code, out = run("score", "imperium", str(f))
    assert code == 2 and f"{f}:3: markers:" in out and "'c' is not one of the players" in out


def test_score_imperium_final(tmp_path: Path) -> None:
    f = tmp_path / "track.yaml"
    f.write_text("red: 41\nblue: 30\ngreen: 12\n")
    code, out = run("score", "imperium", "--final", str(f), "--json")
    data = json.loads(out)
    assert code == 0 and data["over"] and data["winner"] == "red"
    assert data["titles"] == {"red": "Consul", "blue": "Consul", "green": "Patrician"}


def test_resolve_court_json() -> None:
    code, out = run(
        "resolve",
        "carta-imperia",
        "court",
        "--prosecutor",
        "Evidence",
        "--defendant",
        "evidence",
        "--era",
        "3",
        "--final-era",
        "4",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    assert data["winner"] == "prosecutor"
    assert data["dignitas"] == {"prosecutor": 6, "defendant": -6}


def test_resolve_impeach_and_campaign_and_omens() -> None:
    code, out = run(
        "resolve", "carta-imperia", "impeach", "--era", "2", "--votes", "down,down,up", "--json"
    )
    assert code == 0 and json.loads(out)["impeached"] is True
    code, out = run(
        "resolve",
        "carta-imperia",
        "campaign",
        "--shields",
        "3",
        "--type",
        "phalanx",
        "--legions",
        "4",
        "--combat-card",
        "phalanx",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and data["success"] and data["casualties"] == 4  # equal: doubled
    code, out = run(
        "resolve",
        "carta-imperia",
        "omens",
        "--npc-prestige",
        "4",
        "--player-prestige",
        "3",
        "--era",
        "2",
        "--thumbs",
        "2",
        "--draws",
        "phalanx,barbarian,barbarian,legionary",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and (data["attitude"], data["accepts"]) == ("wary", False)


def test_resolve_bad_input_is_one_line_exit_2() -> None:
    code, out = run(
        "resolve",
        "carta-imperia",
        "court",
        "--prosecutor",
        "perjury",
        "--defendant",
        "evidence",
        "--era",
        "3",
    )
    assert code == 2 and "unknown court card 'perjury'" in out
    code, out = run("resolve", "carta-imperia", "impeach", "--era", "2", "--votes", "down,maybe")
    assert code == 2 and "vote 2 is 'maybe'" in out


def test_resolve_hannibal_and_republic() -> None:
    code, out = run(
        "resolve",
        "hannibal-vs-rome",
        "conflict",
        "--rome",
        "4",
        "--carthage",
        "3",
        "--hannibal",
        "--json",
    )
    assert code == 0 and json.loads(out)["hannibal_removed"] is True
    code, out = run(
        "resolve",
        "republic-of-rome",
        "persuasion",
        "--base",
        "6",
        "--bribes",
        "3",
        "--counter-bribes",
        "1",
        "--roll",
        "9",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and (data["target"], data["success"], data["talents_to_target"]) == (
        8,
        False,
        4,
    )
