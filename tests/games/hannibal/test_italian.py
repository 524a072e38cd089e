"""Hannibal vs Rome refereed in Italian (issue 31): a whole seeded game through the CLI
with no English left in what the game says, a refusal and its section in Italian, the
hands' plural, the conflict ruling, and ``--lang en`` on an Italian session."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.hannibal import present
from lictor.games.hannibal.rules.conflict import conflict_round
from lictor.games.hannibal.rules.game import HannibalGame
from lictor.i18n import use_lang
from lictor.rules.game import Seats
from tests.italian import italian_then_english, play, said_in_italian

G = HannibalGame()
SEATS = Seats((("rome", "Ben"), ("carthage", "Ann")))


def test_a_whole_game_refereed_in_italian_leaves_no_english(tmp_path: Path) -> None:
    text = said_in_italian(*play("hannibal-vs-rome", "carthage=Ann,rome=Ben", 3, tmp_path))
    # the game was really said in Italian, conflicts and all
    assert "Turno 1: Cartagine (Ann) muove una legione, Annibale o una flotta" in text
    assert "Conflitto navale in Roma-Corsica" in text
    assert "Mani: Roma 5 carte, Cartagine 5 carte" in text
    assert "La partita finisce in pareggio" in text


def test_a_refusal_is_said_in_italian_with_its_section_in_italian() -> None:
    s = G.setup(SEATS)
    # Hannibal never goes to the islands (Movement)
    action = G.parse(s, ["move", "hannibal", "carthago", "sardinia"])
    with use_lang("it"):
        (v,) = G.check(s, action)
        assert v.code == "hannibal-island"
        assert v.message == "la legione di Annibale non può entrare in Sardinia"
        assert v.hint == "non va mai in Corsica, Sardinia o Sicilia"
        assert v.rule.said_section == "Movimento"
        assert str(v.rule) == "Movimento"
    s = G.setup(SEATS)
    out_of_turn = G.parse(s, ["move", "legion", "roma", "cannae"])  # Carthage plays first
    with use_lang("it"):
        (v,) = G.check(s, out_of_turn)
        assert v.message == "è il turno di Cartagine"
        assert v.hint == "i giocatori si alternano, un'azione ciascuno"
        assert v.rule.said_section == "Sequenza di gioco"
    (v,) = G.check(s, out_of_turn)
    assert (v.message, str(v.rule)) == ("it is Carthage's turn", "Sequence of Play")


def test_a_hidden_hand_is_counted_in_italian_singular_and_plural() -> None:
    with use_lang("it"):
        assert present.hand("rome", 1) == "Roma 1 carta"
        assert present.hand("carthage", 2) == "Cartagine 2 carte"
        assert present._played(1) == " (1 giocata, coperta)"
        assert present._played(2) == " (2 giocate, coperte)"
    assert present.hand("rome", 1) == "rome 1 card"
    assert present.hand("rome", 2) == "rome 2 cards"


def test_the_conflict_ruling_is_said_in_italian() -> None:
    with use_lang("it"):
        r = conflict_round(3, 3, hannibal=True)
        said = [(line.text, str(line.rule)) for line in r.lines]
    assert said[0] == (
        "Annibale è impegnato: il 3 di Cartagine vale 4",
        "La legione di Annibale, +1 alla carta di Cartagine",
    )
    assert said[1][0] == "Il 3 di Roma è minore di 4: Roma toglie una legione"
    assert said[2][0] == "Annibale vince: resta in gioco"


def test_lang_en_on_an_italian_session_speaks_english(tmp_path: Path) -> None:
    italian, english = italian_then_english(tmp_path, "hannibal-vs-rome", "carthage=Ann,rome=Ben")
    assert "Mani: Roma 5 carte, Cartagine 5 carte" in italian
    assert "Hands: rome 5 cards, carthage 5 cards" in english
    assert "Turn 1: Carthage (Ann) moves a legion, Hannibal or a fleet, or passes" in english


def test_lictor_resolve_conflict_speaks_italian_with_lang_it() -> None:
    args = ["resolve", "hannibal-vs-rome", "conflict", "--rome", "3", "--carthage", "3"]
    out = CliRunner().invoke(main, [*args, "--hannibal", "--lang", "it"])
    assert out.exit_code == 0
    assert out.output.splitlines() == [
        "Annibale è impegnato: il 3 di Cartagine vale 4  [La legione di Annibale]",
        "Il 3 di Roma è minore di 4: Roma toglie una legione  [Risoluzione dei conflitti]",
        "Annibale vince: resta in gioco  [La legione di Annibale]",
    ]
