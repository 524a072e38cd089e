"""A --physical table (issue 12 item 14, issue 30): a setup checklist; the Action cards laid
face down and turned over one Action at a time (Sequence of Play: each Action revealed and
resolved before the next is turned over; Action Cards: in numerical order, one at a time),
the table saying at each Action who played it (`revealed exploit Ann Cy`); the other secret
cards (court cards, thumbs) still turned over together and said by player."""

from __future__ import annotations

import json
import random
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import use_lang
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import replay

G = CartaGame(load_board(scenario="rise-of-the-republic"))
SETUP = ("start Ann gens-cornelii", "start Ben gens-fabii", "start Cy gens-claudii", "drafted")
# the auditor's table: Ann eXploit + eXec, Ben eXec + eXtort, Cy eXploit + eXpand
HANDS = {"Ann": ("exploit", "exec"), "Ben": ("exec", "extort"), "Cy": ("exploit", "expand")}


def ref(db: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.stdout, result.stderr


def act(db: Path, *words: str) -> str:
    code, out, err = ref(db, "act", *" ".join(words).split())
    assert code == 0, err
    return out


def agenda(db: Path) -> dict[str, object]:
    found: dict[str, object] = json.loads(ref(db, "next", "--json")[1])
    return found


def table(db: Path, players: str = "Ann,Ben,Cy", *more: str) -> str:
    """A physical Scenario I game at its first Era's Action cards, laid face down."""
    code, out, err = ref(
        db,
        "new",
        "carta-imperia",
        "--scenario",
        "rise-of-the-republic",
        "--physical",
        "--players",
        players,
        *more,
    )
    assert code == 0, err
    cards = ("gens-cornelii", "gens-fabii", "gens-claudii", "gens-valerii", "gens-aemilii")
    for name, card in zip(players.split(","), cards, strict=False):
        act(db, "start", name, card)
    act(db, "drafted")
    out += act(db, "direction left")
    return out


def options(db: Path) -> list[str]:
    listed: list[str] = json.loads(ref(db, "actions", "--json")[1])["actions"]
    return listed


def familiae(db: Path, *seat: str) -> dict[str, dict[str, object]]:
    view = json.loads(ref(db, "status", "--json", *seat)[1])
    found: dict[str, dict[str, object]] = view["familiae"]
    return found


def test_a_physical_start_prints_the_setup_checklist(tmp_path: Path) -> None:
    code, out, err = ref(
        tmp_path / "p.sqlite",
        "new",
        "carta-imperia",
        "--scenario",
        "rise-of-the-republic",
        "--physical",
        "--players",
        "Ann,Ben,Cy",
    )
    assert code == 0, err
    assert "Setup checklist for the table:" in out
    assert "Ann (red), Ben (blue), Cy (green)" in out and "5 Dignitas" in out
    assert "1 Major and 1 Minor Legacy" in out and "Philip Supports" in out
    assert "Shuffle" in out


def test_a_physical_table_lays_its_action_cards_face_down_and_is_asked_none(
    tmp_path: Path,
) -> None:
    """Nothing is typed at the choice: the cards lie face down and `next` asks for the
    eXploit cards alone, as the table's entry (no secret, no seat waited on)."""
    db = tmp_path / "p.sqlite"
    out = table(db)
    assert "Each player lays 2 different Action cards face down" in out
    found = agenda(db)
    assert found["secret"] is False and found["waiting_on"] == []
    assert str(found["prompt"]).startswith("Turn over the eXploit cards and say who played")
    listed = options(db)
    assert "revealed exploit Ann Cy" in listed and "revealed exploit none" in listed
    assert not any(o.startswith(("choose", "revealed exec")) for o in listed)
    assert familiae(db)["Ann"]["actions"] == [] and familiae(db)["Ann"]["actions_hidden"] == 2


def test_each_actions_cards_are_turned_over_only_when_its_action_comes(tmp_path: Path) -> None:
    """`revealed exploit Ann Cy`: eXploit is played out with its two card players; Ann and
    Cy show one card each and one face down, Ben two face down - lictor itself does not
    know them - and eXec is asked only once eXploit is over."""
    db = tmp_path / "p.sqlite"
    table(db)
    out = act(db, "revealed exploit cy ann")
    assert "eXploit cards revealed: Ann, Cy" in out
    shown = familiae(db)
    assert (shown["Ann"]["actions"], shown["Ann"]["actions_hidden"]) == (["exploit"], 1)
    assert (shown["Ben"]["actions"], shown["Ben"]["actions_hidden"]) == ([], 2)
    assert familiae(db, "--seat", "Ben")["Ben"]["actions"] == []  # his own: still unknown
    code, _, err = ref(db, "act", "revealed", "exec", "Ann", "Ben")
    assert code == 2 and "the eXec cards are turned over when eXec comes (now: tax)" in err
    code, _, err = ref(db, "act", "revealed", "exploit", "Ben")
    assert code == 2 and "the eXploit cards are turned over already" in err
    log = [e["action"] for e in json.loads(ref(db, "log", "--json")[1])]
    assert log[-1] == "revealed exploit Cy Ann"  # the table's entry, public as typed
    while agenda(db)["waiting_on"]:
        act(db, "done", str(agenda(db)["waiting_on"][0]))  # type: ignore[index]
    assert str(agenda(db)["prompt"]).startswith("Turn over the eXec cards")


def test_an_action_nobody_played_is_said_none_and_skipped(tmp_path: Path) -> None:
    db = tmp_path / "p.sqlite"
    table(db)
    out = act(db, "revealed exploit none")
    assert "No eXploit card was chosen this Era: its step is skipped" in out
    assert str(agenda(db)["prompt"]).startswith("Turn over the eXec cards")


def test_the_cards_of_an_action_out_of_its_turn_are_refused(tmp_path: Path) -> None:
    """One Action at a time: the eXec cards are not turned over during eXploit's turn."""
    db = tmp_path / "p.sqlite"
    table(db)
    before = ref(db, "status", "--json")[1]
    code, out, err = ref(db, "act", "revealed", "exec", "Ann")
    assert code == 2 and out == ""
    assert "the eXploit cards are turned over now, one Action at a time" in err
    assert "Sequence of Play" in err and len(err.strip().splitlines()) == 1
    assert ref(db, "status", "--json")[1] == before  # nothing changed


def test_a_player_with_more_action_cards_than_the_players_count_allows_is_refused(
    tmp_path: Path,
) -> None:
    """Action Cards: 1 each with 5-6 players. Ann's eXploit turned over, her eXec too is
    refused, with the rule."""
    db = tmp_path / "p.sqlite"
    table(db, "Ann,Ben,Cy,Dee,Eve")
    act(db, "revealed exploit Ann")
    while agenda(db)["waiting_on"]:
        act(db, "done", str(agenda(db)["waiting_on"][0]))  # type: ignore[index]
    code, _, err = ref(db, "act", "revealed", "exec", "Ann", "Ben")
    assert code == 2
    assert "Ann would play more than 1 Action card this Era" in err
    assert "Action Cards, 2 with 1-4 players, 1 with 5-6" in err
    code, _, err = ref(db, "act", "revealed", "exec", "Ben", "ben")
    assert code == 2 and "Ben is named twice" in err
    code, _, err = ref(db, "act", "revealed", "Ben", "exec")
    assert code == 2 and "names the Action first" in err and "`revealed exec Ben`" in err
    code, _, err = ref(db, "act", "revealed", "exec", "Zed")
    assert code == 2 and "'Zed' is not a player (players: Ann, Ben, Cy, Dee, Eve)" in err


def test_at_the_last_action_the_one_answer_the_counts_leave_is_the_default(
    tmp_path: Path,
) -> None:
    """The auditor's table (HANDS): after eXploit (Ann, Cy), eXec (Ann, Ben), eXtort (Ben), Cy
    alone still holds a card, so at eXpand - Scenario I's last Action - `revealed expand
    Cy` is the one answer, proposed as the default; `none` is refused."""
    db = tmp_path / "p.sqlite"
    table(db)
    for action in ("exploit", "exec", "extort"):
        players = [n for n, cards in HANDS.items() if action in cards]
        act(db, "revealed", action, *(players or ["none"]))
        assert agenda(db)["default"] == ""  # not forced yet: the table says who
        while not str(agenda(db)["prompt"]).startswith("Turn over"):
            first = options(db)[0]  # done, pass: each card player's simplest answer
            act(db, first)
    found = agenda(db)
    assert found["default"] == "revealed expand Cy"
    assert [o for o in options(db) if o.startswith("revealed")] == ["revealed expand Cy"]
    code, _, err = ref(db, "act", "revealed", "expand", "none")
    assert code == 2 and "Cy plays 2 Action cards this Era" in err


def test_npc_senators_cards_are_listed_open_and_never_entered(tmp_path: Path) -> None:
    """Solo & 2-Player Addenda: an NPC Senator draws its Action cards in the open. Rufus
    draws eXtort and eXpand; at eXtort `next` lists him; naming him is refused."""
    db = tmp_path / "n.sqlite"
    code, _, err = ref(
        db,
        "new",
        "carta-imperia",
        "--scenario",
        "rise-of-the-republic",
        "--physical",
        "--players",
        "Ann,Ben",
        "--npc",
        "Rufus",
        "--seed",
        "3",
    )
    assert code == 0, err
    for words in (
        "start Ann gens-cornelii",
        "start Ben gens-fabii",
        "start Rufus gens-claudii",
        "drafted",
        "direction left",
        "omen Rufus legionary",
    ):
        act(db, words)
    out = act(db, "drew Rufus extort expand")
    assert "Rufus (NPC) draws extort + expand" in out
    assert familiae(db)["Rufus"]["actions"] == ["extort", "expand"]
    assert familiae(db)["Rufus"]["actions_hidden"] == 0
    assert not any("Rufus" in o for o in options(db) if o.startswith("revealed"))
    code, _, err = ref(db, "act", "revealed", "exploit", "Rufus")
    assert code == 2 and "Rufus is an NPC Senator" in err
    act(db, "revealed exploit none")
    act(db, "revealed exec none")
    prompt = str(agenda(db)["prompt"])
    assert "the NPC Senator Rufus plays it, its card open" in prompt
    # the table names only the Players (audit11npc O3: naming the NPC is refused)
    assert prompt.startswith("Turn over the Players' eXtort cards and say which Players")


def test_a_seat_cannot_send_the_tables_turn_over_for_itself_or_another(tmp_path: Path) -> None:
    """`revealed ACTION ...` names no sender: it is the table's entry (its shared screen or
    the CLI without --seat), like an NPC's `drew`; no seat enters anyone's cards."""
    db = tmp_path / "p.sqlite"
    table(db)
    for words in ("revealed exploit Ben", "revealed exploit Ann", "revealed exploit none"):
        code, _, err = ref(db, "act", "--seat", "Ann", *words.split())
        assert code == 2 and "`revealed` is a table tool" in err, err
    assert familiae(db)["Ben"]["actions"] == []
    act(db, "revealed exploit Ben")
    assert familiae(db)["Ben"]["actions"] == ["exploit"]


def test_amend_and_undo_correct_a_turned_over_action(tmp_path: Path) -> None:
    """The table said Ann alone played eXploit; it was Ann and Cy: `amend` replaces the
    entry (the later ones replayed), `undo` takes it back."""
    db = tmp_path / "p.sqlite"
    table(db)
    act(db, "revealed exploit Ann")
    n = len(json.loads(ref(db, "log", "--json")[1]))
    code, _, err = ref(db, "amend", str(n), "revealed", "exploit", "Ann", "Cy")
    assert code == 0, err
    assert familiae(db)["Cy"]["actions"] == ["exploit"]
    code, _, err = ref(db, "amend", "--seat", "Cy", str(n), "revealed", "exploit", "Cy")
    assert code == 2, err
    code, _, err = ref(db, "undo")  # the amend taken back
    assert code == 0, err
    assert familiae(db)["Cy"]["actions"] == [] and familiae(db)["Ann"]["actions"] == ["exploit"]
    code, _, err = ref(db, "undo")  # the entry itself
    assert code == 0, err
    assert familiae(db)["Ann"]["actions"] == []
    assert str(agenda(db)["prompt"]).startswith("Turn over the eXploit cards")


def test_court_cards_are_still_turned_over_together_and_said_by_player(tmp_path: Path) -> None:
    """III. eXtort: both court cards are revealed at once; the table says each by its
    player (`revealed Ann evidence`), unchanged."""
    db = tmp_path / "p.sqlite"
    table(db)
    for words in ("revealed exploit none", "revealed exec none", "revealed extort Ann Ben Cy"):
        act(db, words)
    act(db, "prosecute Ann ben")
    found = agenda(db)
    assert found["secret"] is False and "revealed PLAYER" in str(found["prompt"])
    act(db, "revealed Ann evidence")
    out = act(db, "revealed Ben oratory")
    assert "evidence" in out.lower() and "oratory" in out.lower()
    log = [e["action"] for e in json.loads(ref(db, "log", "--json")[1])]
    assert log[-2:] == ["revealed Ann evidence", "revealed Ben oratory"]


def test_a_virtual_game_types_secrets_hidden_instead(tmp_path: Path) -> None:
    db = tmp_path / "v.sqlite"
    ref(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy")
    code, _, err = ref(db, "act", "revealed", "Ann", "exec", "expand")
    assert code == 2 and "typed hidden" in err


def test_the_turn_over_speaks_italian(tmp_path: Path) -> None:
    db = tmp_path / "p.sqlite"
    table(db)
    code, out, err = ref(db, "next", "--lang", "it")
    assert code == 0, err
    assert "Girate le carte eXploit e dite chi le ha giocate" in out
    assert "Sequenza di gioco, ogni Azione rivelata e risolta a turno" in out
    code, _, err = ref(db, "act", "--lang", "it", "revealed", "exec", "Ann")
    assert code == 2 and "ora si girano le carte eXploit, un'Azione alla volta" in err


# -- a whole Era, entered as the table turns the cards over -------------------------------


def physical_era(seed: int) -> tuple[State, list[str], list[str], Seats]:
    """Scenario I's first Era at a physical table, to its end: the turn-overs of HANDS,
    every other answer a seeded random legal entry, each parsed from its words; the final
    state, the log and each turn step's default."""
    seats = Seats(tuple(G.seat("Ann,Ben,Cy").items()))
    s = G.setup(seats, seed, True, {"scenario": "rise-of-the-republic"})
    log: list[str] = []
    defaults: list[str] = []
    rng = random.Random(seed)
    for words in (*SETUP, "direction left"):
        s, _ = apply_checked(G, s, G.parse(s, words.split()))
        log.append(words)
    for _ in range(600):
        if s.era != 1 or s.step == "over":
            break
        # lictor never knows a card before its Action is turned over
        assert all(c in s.revealed for n in HANDS for c in s.familia(n).actions)
        if s.step == "turn":
            action = next(a for a in ("exploit", "exec", "extort", "expand") if a not in s.revealed)
            named = [n for n in ("Ann", "Ben", "Cy") if action in HANDS[n]]
            words = " ".join(["revealed", action, *(named or ["none"])])
            assert words in [G.text(a) for a in G.legal_actions(s)]
            defaults.append(G.agenda(s).default)
        else:
            words = G.text(rng.choice(G.legal_actions(s)))
        s, _ = apply_checked(G, s, G.parse(s, words.split()))
        log.append(words)
    return s, log, defaults, seats


def test_a_whole_physical_era_is_played_through_the_tables_entries() -> None:
    """Every Action turned over in order, each when its turn comes (eXpand's the default
    the counts leave), every card accounted for at the Era's end, the log replaying."""
    for seed in (1, 2):
        s, log, defaults, seats = physical_era(seed)
        assert s.era == 2 or s.step == "over", (seed, s.step)
        actions = ("exploit", "exec", "extort", "expand")
        turned = [w for w in log if w.split()[0] == "revealed" and w.split()[1] in actions]
        assert turned == [
            "revealed exploit Ann Cy",
            "revealed exec Ann Ben",
            "revealed extort Ben",
            "revealed expand Cy",
        ]
        assert defaults == ["", "", "", "revealed expand Cy"]
        again, _ = replay(G, seats, seed, True, log, {"scenario": "rise-of-the-republic"})
        assert again == s


def test_the_counts_are_refused_in_italian_with_their_plural(tmp_path: Path) -> None:
    db = tmp_path / "p.sqlite"
    table(db, "Ann,Ben,Cy,Dee,Eve")
    act(db, "revealed exploit Ann")
    while agenda(db)["waiting_on"]:
        act(db, "done", str(agenda(db)["waiting_on"][0]))  # type: ignore[index]
    with use_lang("it"):
        code, _, err = ref(db, "act", "--lang", "it", "revealed", "exec", "Ann")
    assert code == 2 and "Ann giocherebbe più di 1 carta Azione in questa Era" in err


def test_an_npcs_omen_draw_at_a_physical_table_takes_each_card_once(tmp_path: Path) -> None:
    """Solo & 2-Player Addenda, NPC Inheritance: a Barbarian shield draws on from the
    shuffled Omens deck, so a card revealed in the run is not revealed again (the deck holds
    one Barbarian Horde): refused in one line, nothing changed, and no longer offered."""
    db = tmp_path / "o.sqlite"
    code, _, err = ref(
        db, "new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato", "--physical"
    )
    assert code == 0, err
    while not options(db)[0].startswith("omen"):
        act(db, options(db)[0])
    act(db, "omen Rufus auxilia")  # no Barbarian shield: Rufus's draw stops
    act(db, "omen Cato barbarian-horde")  # 2 Barbarian shields: Cato draws on
    assert "omen Cato barbarian-horde" not in options(db)
    assert "omen Cato barbarian-warband" in options(db)
    before = familiae(db)["Cato"]
    code, _, err = ref(db, "act", "omen", "Cato", "barbarian-horde")
    assert code == 2
    assert "barbarian-horde was already revealed in Cato's draw" in err
    assert "\n" not in err.strip()
    assert familiae(db)["Cato"] == before
    code, _, err = ref(db, "act", "omen", "Cato", "barbarian-horde", "--lang", "it")
    assert code == 2 and "è già stata rivelata nella pesca di Cato" in err
