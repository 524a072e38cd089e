"""The Republic of Rome's ledger kept in Italian (issue 31): a scripted table through the
CLI (the ledger offers no legal actions to draw from: the table enters the summary's
events) with no English left in what the ledger says, a refusal and its section in
Italian, the Talents' plural, the rulings said in the language of the command, why
everyone lost said at display, and ``--lang en`` on an Italian session."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.republic_of_rome.rules.game import RepublicLedger
from lictor.games.republic_of_rome.rules.say import talents
from lictor.i18n import current, translator, use_lang
from lictor.rules.game import Seats, apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.republic_of_rome.test_ledger import SETUP
from tests.italian import Transcript, english_left, said_in_italian

G = RepublicLedger()
SEATS = Seats((("red", "Ann"), ("blue", "Ben"), ("green", "Cy")))

# a table's evening: every event of the summary, some adjustments, and the end of the game
EVENING = (
    "spoils Claudius roll",
    "revenue",
    "move Cornelius Ann 1",
    "give Ann Ben 2",
    "end-revenue",
    "persuade Cornelius Aemilius 5 bribe 1 counter Ben 1",
    "prosecute Aurelius minor 9 3",
    "office Julius consul",
    "corrupt Fabius",
    "clean Fabius",
    "drop Fabius Harbor-Fees",
    "adjust Julius popularity +2",
    "die Sempronius",
    "turn",
    "spoils Claudius none",
    "revenue",
    "end-revenue",
    "die Valerius",
    "die Aurelius assassination",
    "rebel Fabius",
    "adjust state treasury -5",
    "war add Gallic",
    "war add Punic",
    "war end Gallic",
    "war add Macedonian",
    "war add Illyrian",
    "war add Gallic",
    "end-combat",
)
# refusals now and then: a rule broken (1.06.3), a word the ledger does not know
REFUSED = {
    3: ("move", "Cornelius", "Julius", "1"),
    9: ("nonsense",),
    14: ("give", "Ann", "Ben", "1"),
}


def evening(tmp_path: Path) -> tuple[Transcript, set[str]]:
    missing = translator("it").missing
    before = set(missing)
    out = Transcript(tmp_path / "republic-it.sqlite")
    out.run("new", "republic-of-rome", "--players", "Ann,Ben,Cy", "--seed", "11", "--lang", "it")
    for words in SETUP:
        out.run("act", *words.split())
    for step, words in enumerate(EVENING):
        out.run("next")
        out.run("status")
        if step in REFUSED:
            out.run("act", *REFUSED[step], ok=(2,))
        out.run("act", *words.split())
    out.run("status")
    out.run("act", "turn", ok=(2,))  # the game is over
    out.run("log")
    out.run("next")
    return out, set(missing) - before


def test_a_whole_ledger_kept_in_italian_leaves_no_english(tmp_path: Path) -> None:
    text = said_in_italian(*evening(tmp_path))
    assert "Sessione 1 - `republic-of-rome` - turno 1 (prima delle entrate)" in text
    assert "Fazione  Senatore   Influenza" in text  # the printed ledger's columns
    assert "Cornelius tenta di persuadere Aemilius" in text
    assert "Sempronius muore" in text
    assert "La fase di combattimento finisce: si contano le guerre attive" in text
    assert "Perdono tutti - 4 Guerre Attive alla fine della Fase di Combattimento: 4 o più" in text
    assert "Hanno perso tutti: 4 Guerre Attive alla fine della Fase di Combattimento" in text


def test_a_refusal_is_said_in_italian_with_its_section_in_italian() -> None:
    s = G.setup(SEATS, 11)
    for words in SETUP:
        s = apply_checked(G, s, G.parse(s, words.split()))[0]
    action = G.parse(s, ["give", "Ann", "Ben", "2"])  # before redistribution (1.06.3)
    with use_lang("it"):
        try:
            G.apply(s, action)
        except IllegalAction as exc:
            (v,) = exc.violations
        assert v.code == "not-redistribution"
        assert v.message == (
            "i Talenti si spostano e si donano alla redistribuzione, alla fine della fase "
            "delle entrate"
        )
        assert str(v.rule) == "1.06.3, la Redistribuzione"
    assert str(v.rule) == "1.06.3, redistribution"


def test_talents_are_counted_in_italian_singular_and_plural() -> None:
    with use_lang("it"):
        assert talents(1, current()) == "1 Talento"
        assert talents(2, current()) == "2 Talenti"
    assert talents(2, current()) == "2 Talents"


def test_why_everyone_lost_stays_english_in_the_state_and_is_said_at_display() -> None:
    s = G.setup(SEATS, 11)
    for words in (*SETUP, "war add A", "war add B", "war add C", "war add D", "end-combat"):
        with use_lang("it"):  # the table speaks Italian while it enters them
            s = apply_checked(G, s, G.parse(s, words.split()))[0]
    assert s.over is not None
    assert s.over.text == "4 active wars at the end of the Combat phase: 4 or more, everyone loses"
    with use_lang("it"):
        prompt = G.agenda(s).prompt
    assert prompt == (
        "Perdono tutti - 4 Guerre Attive alla fine della Fase di Combattimento: 4 o più, "
        "tutti perdono"
    )
    assert G.agenda(s).prompt == f"Everyone loses - {s.over.text}"


def test_lang_en_on_an_italian_session_speaks_english(tmp_path: Path) -> None:
    db = str(tmp_path / "s.sqlite")
    run = CliRunner().invoke
    new = ["referee", "--db", db, "new", "republic-of-rome", "--players", "Ann,Ben"]
    assert run(main, [*new, "--lang", "it"]).exit_code == 0
    assert (
        run(main, ["referee", "--db", db, "act", "senator", "Ann", "Cato", "3", "2", "6"]).exit_code
        == 0
    )
    italian = run(main, ["referee", "--db", db, "status"]).output
    assert "Fazioni: Ann (rosso) tesoro 0; Ben (blu) tesoro 0" in italian
    english = run(main, ["referee", "--db", db, "--lang", "en", "status"]).output
    assert "Factions: Ann (red) treasury 0; Ben (blue) treasury 0" in english


def test_next_json_steps_say_what_each_verb_does_in_italian() -> None:
    """The agenda's steps (`next --json`): each verb's words stay the input's, what it
    does is said in Italian."""
    s = G.setup(SEATS, 11)
    with use_lang("it"):
        steps = G.agenda(s).steps
    assert "evento: `give FROM TO N` - ridistribuzione: un dono a un altro giocatore" in steps
    assert "correzione: `turn` - inizia un nuovo turno" in steps
    assert [english_left(step) for step in steps] == [[] for _ in steps]
    assert "event: give FROM TO N - redistribution: a gift to another player" in (G.agenda(s).steps)


def test_a_resolve_option_error_is_one_italian_line_with_exit_2() -> None:
    """`lictor resolve republic-of-rome persuasion --lang it`: the command's own option
    error is Italian, its "Error:" too, on one line, exit 2."""
    args = ["resolve", "republic-of-rome", "persuasion", "--base", "5", "--influence", "3"]
    r = CliRunner().invoke(main, [*args, "--lang", "it"])
    assert r.exit_code == 2
    assert r.output.strip().splitlines() == [
        "Errore: persuasione: indica --base o le carte (--influence ...), non entrambi"
    ]
    en = CliRunner().invoke(main, [*args, "--lang", "en"])
    assert en.exit_code == 2
    assert en.output.strip() == (
        "Error: persuasion: give --base or the cards (--influence ...), not both"
    )


PERSUASION = ("resolve", "republic-of-rome", "persuasion", "--base", "5")


def test_a_bad_counter_bribe_is_refused_in_italian_naming_the_option() -> None:
    r = CliRunner().invoke(
        main,
        [*PERSUASION, "--counter-bribes", "x", "--lang", "it"],
    )
    assert r.exit_code == 2
    assert (
        r.output.strip()
        == "Errore: --counter-bribes: 'x' va scritto NOME=TALENTI (o un solo numero)"
    )


def test_a_rulings_number_out_of_range_is_refused_in_italian() -> None:
    """`lictor resolve republic-of-rome ... --lang it`: a number the rules cannot take (a
    2d6 roll of 99, negative knights) is one Italian line, exit 2; English without it."""
    base = ["resolve", "republic-of-rome", "persuasion", "--base", "6", "--roll", "99"]
    it = CliRunner().invoke(main, [*base, "--lang", "it"])
    assert (it.exit_code, it.output) == (2, "Errore: --roll: 2d6 dà da 2 a 12, non 99\n")
    en = CliRunner().invoke(main, [*base, "--lang", "en"])
    assert (en.exit_code, en.output) == (2, "Error: --roll: 2d6 gives 2 to 12, got 99\n")
    loss = ["resolve", "republic-of-rome", "loss-check", "--wars", "-1", "--lang", "it"]
    said = CliRunner().invoke(main, loss)
    assert said.exit_code == 2 and said.output == "Errore: --wars: 0 o più, non -1\n"
