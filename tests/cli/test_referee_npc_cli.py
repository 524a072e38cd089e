"""`lictor referee` with NPC Senators (Carta Imperia, Solo & 2-Player Addenda): `new --npc`,
`next` playing the NPCs and saying why, `--confirm-npc`, `log --json`'s reasons, `amend`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "npc.sqlite"


def ref(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output


def solo(db: Path, *extra: str) -> str:
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato", "--seed", "3", *extra
    )
    assert code == 0, out
    return out


def play(db: Path, rounds: int) -> str:
    """`next` (the NPCs answer), then Ann's first legal action, ``rounds`` times."""
    said = []
    for _ in range(rounds):
        code, out = ref(db, "next")
        assert code == 0, out
        said.append(out)
        code, out = ref(db, "actions", "--seat", "Ann", "--json")
        mine = [w for w in json.loads(out)["actions"] if w.split()[1:2] == ["Ann"]]
        if not mine:
            code, out = ref(db, "actions", "--json")
            mine = json.loads(out)["actions"]
        code, out = ref(db, "act", "--seat", "Ann", *mine[0].split())
        if code != 0:
            code, out = ref(db, "act", *mine[0].split())
        assert code == 0, out
    return "".join(said)


def test_new_solo_seats_two_npcs_after_the_player(db: Path) -> None:
    out = solo(db)
    assert "Rufus (blue, NPC)" in out and "Cato (green, NPC)" in out
    _code, out = ref(db, "status", "--json")
    familiae = json.loads(out)["familiae"]
    assert [n for n, f in familiae.items() if f["npc"]] == ["Rufus", "Cato"]


def test_new_two_players_and_one_npc_physical(db: Path) -> None:
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann,Ben", "--npc", "Rufus", "--physical"
    )
    assert code == 0, out
    assert "NPC Senators (Rufus) get no Draft Events" in out or "Rufus" in out


@pytest.mark.parametrize(
    ("players", "npcs", "said"),
    [
        ("Ann", "Ann,Cato", "--npc: 'Ann' is already a seat's name"),
        ("Ann", "Rufus,rufus", "--npc: 'rufus' is already a seat's name"),
        ("Ann,Ben,Cy,Dee,Eve", "Rufus,Cato", "seats 3 to 6, players and NPCs together; got 7"),
        ("Ann", "Rufus", "got 2 (1 + 1; solo: 2 NPCs, two players: 1)"),
        ("Ann", "Rufus,", "--npc: 'Rufus,' has an empty name"),
        # a name that is another seat's colour: `red` would name Ann's seat, never the NPC's
        ("Ann", "red,Cato", "--npc: 'red' is the colour of Ann's seat; choose another name"),
        ("Ann", "Rufus,RED", "--npc: 'RED' is the colour of Ann's seat"),
        ("Ann,red", "Cato", "--players: 'red' is the colour of Ann's seat"),
        # the NPCs' names are refused as --npc's, not --players'
        ("Ann", "Ru fus,Cato", "--npc: 'Ru fus': a name is one word"),
        ("Ann", "table,Cato", "--npc: 'table' is a word the referee reads"),
        ("Ann", "Rufus,enact", "--npc: 'enact' is one of lictor's words"),
    ],
)
def test_bad_npc_seating_is_one_line_exit_2_and_no_session(
    db: Path, players: str, npcs: str, said: str
) -> None:
    code, out = ref(db, "new", "carta-imperia", "--players", players, "--npc", npcs)
    assert code == 2
    assert said in out and "Traceback" not in out
    assert len(out.strip().splitlines()) == 1
    assert not db.exists() or "session" not in ref(db, "list")[1]


def test_an_npc_named_after_its_own_colour_plays(db: Path) -> None:
    """`blue` on the blue seat names itself either way: `next` plays its answers."""
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann", "--npc", "blue,Cato", "--seed", "1"
    )
    assert code == 0 and "blue (blue, NPC)" in out
    assert "Next - blue, Primus" in out  # seed 1: the NPC answers first (the direction)
    before = len(json.loads(ref(db, "log", "--json")[1]))
    code, out = ref(db, "next")
    assert code == 0, out
    assert len(json.loads(ref(db, "log", "--json")[1])) > before


def test_npc_on_a_game_without_npcs_is_refused(db: Path) -> None:
    code, out = ref(
        db, "new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--npc", "Rufus"
    )
    assert code == 2 and "has no NPC seats" in out


def test_next_plays_the_npcs_and_says_why_and_log_json_carries_because(db: Path) -> None:
    solo(db)
    said = play(db, 12)
    assert "(NPC e" in said  # a reason naming its priority list: (NPC eXploit), (NPC eXec) ...
    _code, out = ref(db, "log", "--json")
    items = json.loads(out)
    npc = [x for x in items if "npc" in x]
    assert npc and all(isinstance(x["because"], list) and x["because"] for x in npc)
    assert {x["npc"] for x in npc} <= {"Rufus", "Cato"}


def test_confirm_npc_proposes_without_applying(db: Path) -> None:
    solo(db)
    for _ in range(30):
        before = len(json.loads(ref(db, "log", "--json")[1]))
        _code, out = ref(db, "next", "--confirm-npc")
        if "NPC proposes" in out:
            assert len(json.loads(ref(db, "log", "--json")[1])) == before
            assert "apply it: `lictor referee next`" in out
            return
        play(db, 1)
    raise AssertionError("no NPC turn came")


def test_amend_overrides_an_npc_decision_and_the_log_says_so(db: Path) -> None:
    solo(db)
    play(db, 3)
    items = json.loads(ref(db, "log", "--json")[1])
    first = next(x for x in items if "npc" in x and x["action"].startswith("direction"))
    other = "right" if first["action"].endswith("left") else "left"
    code, out = ref(db, "amend", str(first["n"]), "direction", other, "--force")
    assert code == 0, out
    items = json.loads(ref(db, "log", "--json")[1])
    again = next(x for x in items if x["n"] == first["n"])
    assert again["action"] == f"direction {other}"
    assert again["because"] == [
        f"the table's choice, overriding the NPC policy's `{first['action']}`"
    ]


def test_next_json_plays_the_npcs_as_next_does_with_their_reasons(db: Path) -> None:
    solo(db)  # seed 3: Rufus is Primus, his direction of play is due
    _code, out = ref(db, "next", "--json")
    data = json.loads(out)
    played = data["npc_played"]
    assert played[0]["player"] == "Rufus" and played[0]["action"].startswith("direction")
    assert played[0]["because"] and played[0]["events"]
    assert data["npc"] is None  # nothing left due: the game waits on Ann
    assert "Ann" in data["waiting_on"]
    log = json.loads(ref(db, "log", "--json")[1])
    assert log[0]["action"] == played[0]["action"] and log[0]["npc"] == "Rufus"
    assert log[0]["because"] == played[0]["because"]  # the same reasons the log carries


def test_next_json_confirm_npc_proposes_without_applying(db: Path) -> None:
    solo(db)
    _code, out = ref(db, "next", "--json", "--confirm-npc")
    data = json.loads(out)
    assert data["npc_played"] == []
    assert data["npc"]["player"] == "Rufus" and data["npc"]["action"].startswith("direction")
    assert data["npc"]["because"]
    assert json.loads(ref(db, "log", "--json")[1]) == []


def test_next_json_and_next_play_the_same_game(tmp_path: Path) -> None:
    """The same seed played by `next` in the terminal and by `next --json` reaches the same
    log: the NPCs' answers are the same whichever way the table asks."""
    logs = []
    for as_json in (False, True):
        db = tmp_path / f"same{as_json}.sqlite"
        solo(db)
        for _ in range(4):
            code, out = ref(db, "next", *(["--json"] if as_json else []))
            assert code == 0, out
            _code, out = ref(db, "actions", "--seat", "Ann", "--json")
            mine = [w for w in json.loads(out)["actions"] if w.split()[1:2] == ["Ann"]]
            if mine:
                assert ref(db, "act", "--seat", "Ann", *mine[0].split())[0] == 0
        logs.append([x["action"] for x in json.loads(ref(db, "log", "--json")[1])])
    assert logs[0] == logs[1] and len(logs[0]) > 4


def test_pending_blind_bids_are_shown_in_next_and_status_never_what(db: Path) -> None:
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann,Ben", "--npc", "Rufus", "--seed", "3"
    )
    assert code == 0, out
    code, out = ref(db, "act", "--seat", "Ann", "offer", "Ann", "rufus", "give", "dignitas", "2")
    assert code == 0, out
    line = "Blind bids to Rufus, secret until every bid is in: 1 in (Ann); still to bid: Ben."
    for args in (("status",), ("status", "--seat", "Ben"), ("status", "--seat", "Ann")):
        code, out = ref(db, *args)
        assert code == 0 and line in out, out
        # the bidder's own seat alone shows his bid (issue 30's audit: it showed it nowhere)
        assert ("`offer Ann rufus give dignitas 2`" in out) == (args[-1] == "Ann"), out
    for seat in (None, "Ben"):
        extra = ("--seat", seat) if seat else ()
        data = json.loads(ref(db, "next", "--json", *extra)[1])
        assert line in data["prompt"]
        before = data["prompt"].split(line)[0]  # the prompt's own sentence ends first (solo14)
        assert before.endswith((". ", ": ", "? ", "! ")) or not before, data["prompt"]
        status = json.loads(ref(db, "status", "--json", *extra)[1])
        assert status["bids"] == [{"npc": "Rufus", "in": ["Ann"], "to_bid": ["Ben"], "yours": None}]
        assert "dignitas 2" not in json.dumps(status) and "dignitas 2" not in json.dumps(data)
    code, out = ref(db, "next")
    assert code == 0 and line in out and "dignitas 2" not in out
    # a pass is as secret as a bid: Ben's pass ends the wait, the line goes
    code, out = ref(db, "act", "--seat", "Ben", "offer", "Ben", "rufus", "pass")
    assert code == 0, out
    assert "Blind bids to Rufus" not in ref(db, "status")[1]


def test_no_screen_sends_as_an_npc_senator_seat(db: Path, tmp_path: Path) -> None:
    """A seat acts only as itself, and an NPC Senator's seat is the referee's: `act --seat
    Rufus` is refused in one line and changes nothing, and `seat-cards` prints no card (no
    seat URL) for an NPC (found by audit14npc: whoever held Rufus's URL could skip his
    Taxation without the admin's page). The table still overrides an NPC."""
    solo(db)
    _, before = ref(db, "log", "--json")
    code, out = ref(db, "act", "--seat", "Rufus", "direction", "Rufus", "left")
    assert code == 2
    assert out.strip().splitlines() == [
        "Error: --seat Rufus: Rufus is an NPC Senator the referee plays: it answers at `next`, "
        "and the table overrides it (`act` without --seat, or `amend`)"
    ]
    assert ref(db, "log", "--json")[1] == before
    pdf = tmp_path / "seats.pdf"
    code, out = ref(db, "seat-cards", "-o", str(pdf), "--host", "192.0.2.9")
    assert code == 0 and "1 seat card" in out, out
    from pypdf import PdfReader

    assert [p.extract_text().split()[0] for p in PdfReader(pdf).pages] == ["Ann"]


def test_a_physical_table_is_shown_an_offers_shape_with_its_omens(db: Path) -> None:
    """`actions` lists the shape of an offer to an NPC (README); at a --physical table that
    shape carries the Omens the table revealed, or a player learns the words only from a
    refusal (found by solo14)."""
    solo(db, "--physical")
    code, out = ref(db, "actions", "--seat", "Ann", "--json")
    assert code == 0, out
    assert "offer Ann rufus give dignitas 1 omens legionary" in json.loads(out)["actions"]
    code, out = ref(db, "act", "--seat", "Ann", "offer", "Ann", "rufus", "give", "dignitas", "1")
    assert code == 2 and "omens phalanx barbarian:2 legionary" in out


def test_new_says_when_its_npc_seats_go_beyond_the_addenda(db: Path) -> None:
    """audit17 W5: 1 Player with 3 NPCs, or 2 Players with 2, are beyond the Addenda's two
    tables; `new` says so (labelled reconstruction), and says nothing of the Addenda's own."""
    code, out = ref(db, "new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato,Bo")
    assert code == 0, out
    assert (
        "1 Player and 3 NPC Senators: beyond the Solo & 2-Player Addenda, which seat 2 NPCs "
        "with 1 Player and 1 NPC with 2 Players; each NPC plays by their rules (reconstruction)"
    ) in out
    code, out = ref(db, "new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato")
    assert code == 0 and "beyond the Solo" not in out
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann,Ben", "--npc", "Rufus,Cato", "--lang", "it"
    )
    assert code == 0 and "2 Giocatori e 2 Senatori PNG: oltre le Appendici" in out
