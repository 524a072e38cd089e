"""The ledger session: seeded random tables entering the summary's events and plain
adjustments; the invariants hold at every step (Talents conserved across bribes,
counter-bribes and redistribution; a dead Senator holds nothing; everyone loses exactly when
1.12.3 says), and the log replays, undoes and survives export/import."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.errors import BadInput
from lictor.games.republic_of_rome.rules.game import RepublicLedger
from lictor.games.republic_of_rome.rules.ledger import BOOK_COLUMNS, SENATOR_COLUMNS, State
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import replay

G = RepublicLedger()
SEATS = Seats((("red", "Ann"), ("blue", "Ben"), ("green", "Cy")))
PLAYERS = ("Ann", "Ben", "Cy")
# a session under way: three factions, two Senators in the Forum, treasuries, a concession
SETUP = (
    "senator Ann Cornelius 4 3 7",
    "senator Ann Fabius 3 2 6",
    "leader Ann Cornelius",
    "senator Ben Julius 4 4 9",
    "senator Ben Claudius 2 2 6",
    "leader Ben Julius",
    "senator Cy Valerius 3 1 7",
    "senator Cy Aurelius 2 2 5",
    "leader Cy Valerius",
    "senator forum Aemilius 2 3 5",
    "senator forum Sempronius 1 2 6 statesman",
    "adjust Ann treasury 8",
    "adjust Ben treasury 8",
    "adjust Cy treasury 8",
    "adjust state treasury 60",
    "concession Fabius Harbor-Fees 2",
    "govern Claudius Sicilia",
)


def start() -> tuple[State, list[str]]:
    s = G.setup(SEATS, 11)
    log: list[str] = []
    for words in SETUP:
        s = act(s, words)
        log.append(words)
    return s, log


def act(s: State, words: str) -> State:
    return apply_checked(G, s, G.parse(s, words.split()))[0]


def random_words(rng: random.Random, s: State) -> str:
    names = [x.name for x in s.senators] or ["Nobody"]
    holders = names + list(PLAYERS)
    n = lambda: str(rng.randint(0, 6))  # noqa: E731
    who = rng.choice(names)
    choices = [
        f"die {who}" + (" assassination" if rng.random() < 0.3 else ""),
        f"persuade {who} {rng.choice(names)} {rng.randint(2, 12)} bribe {rng.randint(0, 2)} "
        f"counter {rng.choice(PLAYERS)} {rng.randint(0, 2)}",
        f"spoils {who} {rng.choice(['roll', 'none', n()])}",
        "revenue",
        f"move {rng.choice(holders)} {rng.choice(holders)} {n()}",
        f"give {rng.choice(holders)} {rng.choice(holders)} {n()}",
        "end-revenue",
        f"prosecute {who} {rng.choice(['minor', 'major'])} {rng.randint(0, 20)} "
        f"{rng.randint(0, 10)}",
        f"war add W{rng.randint(1, 6)}",
        f"war end W{rng.randint(1, 6)}",
        "end-combat",
        "turn",
        f"adjust state treasury {rng.randint(-25, 25):+d}",
        f"draw {rng.choice(PLAYERS)} New{rng.randint(1, 999)} 3 2 6",
        f"wait {rng.choice(PLAYERS)}",
        f"senator {rng.choice([*PLAYERS, 'forum'])} Man{rng.randint(1, 999)} 2 2 6",
        f"rebel {who}",
        f"govern {who} P{rng.randint(1, 5)}",
        f"adjust {who} talents {n()}",
    ]
    if rng.random() < 0.01:
        return "revolt"
    if s.redistribution and rng.random() < 0.6:
        return rng.choice(choices[4:6])
    if rng.random() < 0.15:
        return choices[1]
    return rng.choice(choices)


def check_step(before: State, after: State, words: str) -> None:
    verb = words.split()[0]
    if verb in ("persuade", "move", "give"):
        assert after.talents_held() == before.talents_held(), words
    if verb in ("die", "prosecute"):
        name = words.split()[1]
        x = next((o for o in after.senators if o.name == name), None)
        if verb == "die" and x is not None:  # a Faction Leader's heir: nothing but the marker
            assert x.leader and x.talents == x.knights == x.popularity == 0, words
            assert not x.concessions and not x.offices and not x.corrupt and not x.province
            assert x.influence == x.printed_influence
    rebel = before.rebel_in_play()
    if verb == "end-combat":
        assert (after.over is not None) == (len(before.wars) >= 4), words
    elif verb == "revolt":
        assert (after.over is not None) == (not rebel), words
    elif words.startswith("adjust state"):
        now = before.state_treasury + int(words.split()[-1])
        assert (after.over is not None) == (now < 0 and not rebel), words
    else:
        assert after.over is None, words


@pytest.mark.parametrize("seed", range(12))
def test_random_ledgers_keep_their_invariants_and_replay(seed: int) -> None:
    rng = random.Random(seed)
    s, log = start()
    states = [s]
    for _ in range(160):
        if s.over is not None:
            break
        words = random_words(rng, s)
        try:
            after = act(s, words)
        except BadInput:
            continue  # refused: a pure core, so nothing changed
        check_step(s, after, words)
        s = after
        log.append(words)
        states.append(s)
        assert all(f.treasury >= 0 for f in s.factions)
        assert all(x.talents >= 0 for x in s.senators)
    final, _ = replay(G, SEATS, 11, False, log)
    assert final == s
    # undo is the replay of the shorter log
    # the random table entered a real game, not only refusals
    assert len(states) > 40 or s.over is not None
    for cut in (1, len(states) // 2):
        shorter, _ = replay(G, SEATS, 11, False, log[:-cut])
        assert shorter == states[-1 - cut]


def test_talents_of_a_persuasion_end_with_the_target() -> None:
    s, _ = start()
    s = act(s, "adjust Cornelius talents 5")
    held = s.talents_held()
    after = act(s, "persuade Cornelius Aemilius 12 bribe 3 counter Ben 2 counter Cy 1")
    assert after.senator("Aemilius").talents == 6
    assert after.senator("Cornelius").talents == 2
    assert after.faction("Ben").treasury == 6 and after.faction("Cy").treasury == 7
    assert after.talents_held() == held and after.senator("Aemilius").faction == "forum"


def test_a_persuaded_senator_joins_the_persuaders_faction() -> None:
    s, _ = start()
    s = act(s, "adjust Cornelius talents 9")
    # base: 4 + 3 - 5 - 0 = 2; + 9 bribes = 11; a roll of 9 persuades (10+ fails)
    after = act(s, "persuade Cornelius Aemilius 9 bribe 9")
    assert after.senator("Aemilius").faction == "Ann"


def test_persuasion_bribe_beyond_the_personal_treasury_is_refused() -> None:
    s, _ = start()
    with pytest.raises(BadInput, match="personal treasury holds 0"):
        act(s, "persuade Cornelius Aemilius 5 bribe 1")


def test_redistribution_only_after_revenue_and_rebels_never_across() -> None:
    s, _ = start()
    with pytest.raises(BadInput, match=r"1\.06\.3"):
        act(s, "move Ann Cornelius 1")
    s = act(s, "revenue")
    s = act(s, "move Ann Cornelius 3")
    s = act(s, "give Cornelius Ben 1")
    s = act(s, "rebel Fabius")
    with pytest.raises(BadInput, match="Rebel"):
        act(s, "give Fabius Ben 1")
    s = act(s, "move Fabius Ann 1")  # his own faction holds a Rebel: him
    assert s.faction("Ann").treasury == 6


def test_revenue_pays_base_knights_concessions_and_spoils_then_governors_come_home() -> None:
    s, _ = start()
    s = act(s, "spoils Claudius 4")
    s = act(s, "revenue")
    assert s.senator("Cornelius").talents == 3 and s.senator("Fabius").talents == 3
    assert s.senator("Claudius").talents == 5 and s.senator("Claudius").corrupt
    s = act(s, "end-revenue")
    assert s.senator("Claudius").term == 2
    for _ in range(2):
        s = act(act(act(s, "turn"), "revenue"), "end-revenue")
    claudius = s.senator("Claudius")
    assert not claudius.province and claudius.corrupt and "Sicilia" in s.forum


def test_death_clears_the_senator_and_leaves_a_choice_when_the_faction_is_empty() -> None:
    s, _ = start()
    s = act(s, "adjust Fabius talents 4")
    s = act(s, "die Fabius")
    assert "Fabius" not in [x.name for x in s.senators] and "Fabius" in s.repopulate
    assert "Harbor-Fees" in s.curia and s.talents_held() == 24 + 0  # his 4 left the game
    s = act(s, "leader Cy Aurelius")
    s = act(s, "die Valerius")  # no longer leader: his card goes
    s = act(s, "die Aurelius")  # the leader: his heir stays
    assert s.senator("Aurelius").leader and not s.faction("Cy").owes_choice
    s = act(s, "join Aurelius forum")
    s = act(s, "senator Cy Lone 1 1 1")
    s = act(s, "die Lone")
    assert s.faction("Cy").owes_choice
    with pytest.raises(BadInput, match=r"1\.05\.4"):
        act(s, "revenue")
    waited = act(s, "wait Cy")
    assert waited.faction("Cy").waiting
    drew = act(s, "draw Cy Top 3 2 7")
    assert drew.senator("Top").leader and drew.senator("Top").faction == "Cy"


def test_a_failed_assassination_that_leaves_no_senator_eliminates_the_faction() -> None:
    s, _ = start()
    s = act(s, "die Valerius assassination")  # the leader's heir stays
    s = act(s, "join Valerius forum")
    s = act(s, "die Aurelius assassination")
    assert s.faction("Cy").eliminated and not s.faction("Cy").owes_choice


def test_prosecutions_apply_the_penalties_and_the_limit() -> None:
    s, _ = start()
    s = act(s, "office Fabius prior-consul")
    s = act(s, "adjust Fabius popularity 6")
    s = act(s, "prosecute Fabius minor 12 1")
    f = s.senator("Fabius")
    assert (f.influence, f.popularity, f.offices, f.concessions) == (0, 1, (), ())
    assert "Harbor-Fees" in s.forum
    s = act(s, "prosecute Claudius minor 0 0")
    with pytest.raises(BadInput, match=r"1\.09\.41"):
        act(s, "prosecute Julius minor 20 0")
    s = act(s, "turn")
    s = act(s, "prosecute Julius major 30 0")
    assert s.senator("Julius").talents == 0  # executed: his heir leads Ben's faction


def test_everyone_loses_exactly_when_due() -> None:
    s, _ = start()
    for w in ("A", "B", "C"):
        s = act(s, f"war add {w}")
    assert act(s, "end-combat").over is None
    s = act(s, "war add D")
    assert act(s, "war end D").over is None
    over = act(s, "end-combat").over
    assert over is not None and over.section == "1.12.3"
    assert act(s, "revolt").over is not None
    assert act(act(s, "rebel Julius"), "revolt").over is None
    assert act(s, "adjust state treasury -60").over is None
    assert act(s, "adjust state treasury -61").over is not None
    lost = act(s, "revolt")
    with pytest.raises(BadInput, match="over"):
        act(lost, "turn")
    assert G.agenda(lost).over and "Everyone loses" in G.agenda(lost).prompt


def test_a_changed_setting_changes_the_ledgers_ruling() -> None:
    opts = G.check_options({"content": {"data": {"rules": {"wars_lost_at": 2}}}})
    s = G.setup(SEATS, 1, False, opts)
    s = act(act(s, "war add A"), "war add B")
    assert act(s, "end-combat").over is not None
    with pytest.raises(BadInput, match="wars_lost_at"):
        G.check_options({"content": {"data": {"rules": {"wars_lost_at": "many"}}}})


def test_the_printed_ledger_has_the_sessions_columns() -> None:
    from lictor.content.loader import load_pack
    from lictor.games import pack_source

    pack = load_pack(pack_source("republic-of-rome"))
    sheets = {sh.id: sh for sh in pack.sheets}
    assert tuple(sheets["ledger"].columns) == SENATOR_COLUMNS
    assert tuple(sheets["ledger-books"].columns) == BOOK_COLUMNS
    lines = G.describe({"session": 1, "game": G.id, **G.status(start()[0], None)})
    assert any(all(c in line for c in SENATOR_COLUMNS) for line in lines)


def test_next_says_only_the_summarys_rules_are_applied() -> None:
    agenda = G.agenda(start()[0])
    assert "Only the summary's rules are applied" in agenda.prompt
    assert any(step.startswith("adjustment: adjust") for step in agenda.steps)


# -- through the CLI: export/import, undo, bad input -------------------------------------------
def run(db: Path, *args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return r.exit_code, r.output


def test_cli_session_exports_imports_and_undoes(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    assert run(db, "new", "republic-of-rome", "--players", "Ann,Ben,Cy", "--seed", "3")[0] == 0
    for words in ("senator Ann Cornelius 4 3 7", "leader Ann Cornelius", "revenue"):
        code, out = run(db, "act", *words.split())
        assert code == 0, out
    code, out = run(db, "status", "--json")
    assert json.loads(out)["senators"][0]["talents"] == 3
    code, exported = run(db, "export")
    (tmp_path / "s.json").write_text(exported)
    other = tmp_path / "o.sqlite"
    assert run(other, "import", str(tmp_path / "s.json"))[0] == 0
    assert json.loads(run(other, "status", "--json")[1])["senators"][0]["talents"] == 3
    assert run(db, "undo")[0] == 0
    assert json.loads(run(db, "status", "--json")[1])["senators"][0]["talents"] == 0


@pytest.mark.parametrize(
    "words",
    [
        "persuade Cornelius Nobody 7",
        "move Ann Cornelius 2",
        "adjust Cornelius gold 3",
        "die",
        "prosecute Cornelius petty 3 2",
        "war end Punic",
        "senator Ann Cornelius 1 1 1",
        "fly",
    ],
)
def test_cli_bad_input_is_one_line_exit_2_nothing_written(tmp_path: Path, words: str) -> None:
    db = tmp_path / "t.sqlite"
    run(db, "new", "republic-of-rome", "--players", "Ann,Ben,Cy", "--seed", "3")
    run(db, "act", "senator", "Ann", "Cornelius", "4", "3", "7")
    before = run(db, "export")[1]
    r = CliRunner().invoke(main, ["referee", "--db", str(db), "act", *words.split()])
    assert r.exit_code == 2 and len(r.stderr.strip().splitlines()) == 1, r.output
    assert "Traceback" not in r.output
    assert run(db, "export")[1] == before


def test_cli_new_refuses_a_bad_content_pack_and_writes_nothing(tmp_path: Path) -> None:
    pack = tmp_path / "p.yaml"
    pack.write_text("data:\n  rules:\n    governor_term: 0\n", encoding="utf-8")
    db = tmp_path / "t.sqlite"
    r = CliRunner().invoke(
        main,
        [
            "referee",
            "--db",
            str(db),
            "new",
            "republic-of-rome",
            "--players",
            "Ann,Ben",
            "--content",
            str(pack),
        ],
    )
    assert r.exit_code == 2 and "governor_term" in r.stderr and not db.exists()


def test_board_draws_the_factions_books(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    run(db, "new", "republic-of-rome", "--players", "Ann,Ben,Cy", "--seed", "3")
    run(db, "act", "senator", "Ann", "Cornelius", "4", "3", "7")
    run(db, "act", "war", "add", "Punic")
    code, out = run(db, "board", "-o", str(tmp_path / "books.pdf"))
    assert code == 0, out
    from pypdf import PdfReader

    text = PdfReader(tmp_path / "books.pdf").pages[0].extract_text()
    assert "Cornelius" in text and "Faction treasury: 0" in text and "Punic" in text


def test_every_verb_is_the_tables_and_no_seat_sends_one(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    run(db, "new", "republic-of-rome", "--players", "Ann,Ben,Cy", "--seed", "3")
    before = run(db, "export")[1]
    r = CliRunner().invoke(main, ["referee", "--db", str(db), "act", "--seat", "Ann", "revenue"])
    assert r.exit_code == 2 and len(r.stderr.strip().splitlines()) == 1, r.output
    assert run(db, "export")[1] == before
    assert run(db, "act", "revenue")[0] == 0


def test_the_empty_factions_choice_is_its_players_from_his_seat_or_the_table(
    tmp_path: Path,
) -> None:
    db = tmp_path / "t.sqlite"
    run(db, "new", "republic-of-rome", "--players", "Ann,Ben,Cy", "--seed", "3")
    run(db, "act", "senator", "Ann", "Cornelius", "4", "3", "7")
    run(db, "act", "die", "Cornelius")
    r = CliRunner().invoke(
        main, ["referee", "--db", str(db), "act", "--seat", "Ben", "wait", "Ann"]
    )
    assert r.exit_code == 2
    r = CliRunner().invoke(
        main, ["referee", "--db", str(db), "act", "--seat", "Ann", "wait", "Ann"]
    )
    assert r.exit_code == 0, r.output


def test_physical_is_refused_as_the_ledger_is_always_of_the_real_box(tmp_path: Path) -> None:
    """The ledger keeps a game played with the real box (every draw and roll is the
    table's): --physical would mean nothing more, so it is refused, one line, nothing made;
    `new --help` says so."""
    db = tmp_path / "s.sqlite"
    r = CliRunner().invoke(
        main,
        ["referee", "--db", str(db), "new", "republic-of-rome", "--players", "Ann,Ben,Cy",
         "--physical"],
    )  # fmt: skip
    assert r.exit_code == 2 and r.output.count("\n") == 1
    assert "--physical: the ledger always keeps a game played with the real box" in r.output
    assert CliRunner().invoke(main, ["referee", "--db", str(db), "status"]).exit_code == 2
    helped = " ".join(CliRunner().invoke(main, ["referee", "new", "--help"]).output.split())
    assert "republic-of-rome, whose ledger is always of the real box" in helped


def test_a_rebel_faction_passes_no_talents_to_a_faction_with_no_rebel() -> None:
    """1.06.3: Rebels pass no Talents to factions with no Rebel. lictor's reading
    (data.rules.rebel_transfers: faction): a faction with a Rebel is a rebel faction both
    ways, so its treasury and its other Senators give none either (the audit's way round:
    Fabius to his faction's treasury, then the treasury to Ben). A table reading
    `senator` holds back only the Rebel's own Talents."""
    s, _ = start()
    s = act(act(s, "revenue"), "rebel Fabius")
    s = act(s, "move Fabius Ann 1")  # within his own (rebel) faction
    for words, said in (
        ("give Ann Ben 1", "Ann's faction holds a Rebel (Fabius): none of its Talents"),
        ("give Cornelius Ben 1", "Ann's faction holds a Rebel (Fabius)"),
        ("give Fabius Ben 1", "Fabius is a Rebel"),
    ):
        with pytest.raises(BadInput, match="Rebel") as info:
            act(s, words)
        assert "1.06.3" in str(info.value) and said in str(info.value)
    loose = RepublicLedger().setup(SEATS, 11, False, {"content": {
        "data": {"rules": {"rebel_transfers": "senator"}}}})  # fmt: skip
    assert loose.settings.rebel_transfers == "senator"
    t, _ = start()
    t = replace(t, settings=loose.settings)
    t = act(act(act(t, "revenue"), "rebel Fabius"), "move Fabius Ann 1")
    t = act(t, "give Ann Ben 1")  # the treasury is no Rebel under this reading
    with pytest.raises(BadInput, match="Rebel"):
        act(t, "give Fabius Ben 1")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("data:\n  foo: 1\n", "p.yaml:1: data.rules: missing (the Republic's readings are there"),
        ("data:\n  rules: {}\n  board: {capital_counts: false}\n", "p.yaml:3: data.board: not a "
         "section of this game's pack (it reads data.rules)"),
        ("data:\n  rules:\n    governor_term: 0\n", "p.yaml:3: data.rules.governor_term: "),
        ("pack: {id: x}\ndata:\n  rules:\n    wars_lost: 2\n", "p.yaml:4: data.rules.wars_lost: "
         "not a setting of The Republic of Rome"),
    ],
)  # fmt: skip
def test_a_content_pack_is_checked_like_the_other_games_packs(
    tmp_path: Path, text: str, said: str
) -> None:
    """A table's pack: a file without data.rules (or with another game's section) is
    refused, not taken silently; every refusal names the file's line and the field; exit 2,
    no session made (audit O11)."""
    pack = tmp_path / "p.yaml"
    pack.write_text(text, encoding="utf-8")
    db = tmp_path / "t.sqlite"
    r = CliRunner().invoke(
        main,
        ["referee", "--db", str(db), "new", "republic-of-rome", "--players", "Ann,Ben",
         "--content", str(pack)],
    )  # fmt: skip
    assert r.exit_code == 2 and said in r.output and r.output.count("\n") == 1
    assert not db.exists()
    resolved = CliRunner().invoke(
        main, ["resolve", "republic-of-rome", "persuasion", "--base", "9", "--content", str(pack)]
    )
    assert resolved.exit_code == 2 and said in resolved.output
