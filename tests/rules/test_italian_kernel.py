"""Issue 31: the kernel's own refusals, said in Italian, name their rule's section as the
Italian aids print it; English stays as it was."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.errors import BadInput
from lictor.games import referee_game
from lictor.games.circus_maximus.rules.game import CircusGame
from lictor.i18n import use_lang
from lictor.rules.actors import Authority, NotYours, Who, authorize, seat
from lictor.rules.game import Seats, apply_checked
from lictor.rules.ruling import RuleRef
from lictor.rules.violation import IllegalAction, Violation
from lictor.rules.words import check_numbers, hidden_refusal, refuse_unused_words
from tests.italian import english_left

HANNIBAL_SEATS = Seats((("carthage", "Ann"), ("rome", "Ben")))


class Lax(CircusGame):
    """A game that leaves the arity check to the kernel (its parse drops a last "extra")."""

    capabilities = replace(CircusGame.capabilities, checks_arity=False)

    def parse(self, state: Any, words: Any) -> Any:
        return super().parse(state, list(words)[:-1] if words[-1] == "extra" else words)


def _unused(lang: str) -> str:
    game = Lax()
    seats = Seats(tuple(game.seat("red=Ann,blue=Ben").items()))
    state = game.setup(seats, 5, False, game.check_options({"first": "Ann"}))
    words = [*game.text(game.legal_actions(state)[0]).split(), "extra"]
    with use_lang(lang), pytest.raises(BadInput) as refused:
        after, events = apply_checked(game, state, game.parse(state, words))
        refuse_unused_words(game, state, words, after, events)
    return str(refused.value)


def test_a_word_too_many_is_refused_in_italian_with_the_shorter_action_in_backticks() -> None:
    said = _unused("it")
    assert "'extra' è una parola che questa azione non usa (`place " in said
    assert said.startswith("`place ") and said.endswith("` fa lo stesso; toglila)")
    assert english_left(said) == []
    assert "'extra' is a word this action does not use (`place " in _unused("en")


def test_a_number_out_of_range_names_the_game_as_the_italian_kit_does() -> None:
    game = referee_game("hannibal-vs-rome")
    with use_lang("it"), pytest.raises(BadInput) as refused:
        check_numbers(game, ["move", "legion", "roma", "1000"])
    assert str(refused.value) == (
        "`move legion roma 1000`: 1000 è fuori intervallo - in Annibale contro Roma nessun "
        "numero supera 99 (o scende sotto -99)"
    )


def test_a_refusal_names_its_rule_section_as_the_italian_aids_print_it() -> None:
    v = Violation("not-yet", "Ann muove prima", RuleRef("hannibal-vs-rome", "Sequence of Play"))
    with use_lang("it"):
        assert str(v) == "Non ammesso - Sequenza di gioco: Ann muove prima"
        assert str(IllegalAction([v])) == str(v)
    assert str(v) == "Not allowed - Sequence of Play: Ann muove prima"
    assert v.as_dict()["section"] == "Sequence of Play"  # JSON keys and sections: English


def test_a_secret_answer_refused_on_a_shared_screen_says_its_section_in_italian() -> None:
    game = referee_game("hannibal-vs-rome")
    told = Violation(
        "bad-value",
        "card rome 44: the cards are valued 1 to 5",
        RuleRef("hannibal-vs-rome", "Conflict Resolution"),
    )
    with (
        use_lang("it"),
        pytest.raises(IllegalAction) as refused,
        hidden_refusal(game, ["card", "rome", "44"], HANNIBAL_SEATS),
    ):
        raise IllegalAction([told])
    said = str(refused.value)
    assert said.startswith("Non ammesso - Risposta segreta: `card rome ...`: quella risposta ")
    assert "44" not in said  # the answer is never repeated
    assert "`lictor referee actions --seat Ben`" in said
    assert english_left(said) == []
    assert refused.value.violations[0].rule.section == "Secret answer"


def test_not_yours_is_said_in_italian_to_the_seat_that_tried() -> None:
    turn = Authority(Who.TURN, "Ann")
    with use_lang("it"), pytest.raises(NotYours) as refused:
        authorize(turn, seat("Ben"), ("Ann",), False, "pass")
    assert str(refused.value) == "Ben, puoi agire solo per te: qui `pass` spetta a Ann"
    with use_lang("it"), pytest.raises(NotYours) as refused:
        authorize(Authority(Who.TABLE), seat("Ben"), ("Ann",), False, "adjust Ben 1")
    said = str(refused.value)
    assert said.startswith("`adjust` è uno strumento del tavolo: ") and said.endswith(", Ben")
    with pytest.raises(NotYours, match=r"^Ben, you may act only as yourself: `pass` here is"):
        authorize(turn, seat("Ben"), ("Ann",), False, "pass")


def _import(tmp_path: Path, change: Callable[[dict[str, Any]], None], *lang: str) -> Any:
    """`referee import` of an English session's export after ``change``: the result."""
    db = tmp_path / "s.sqlite"
    runner = CliRunner()
    new = ["new", "hannibal-vs-rome", "--players", "carthage=Ann,rome=Ben", "--seed", "4"]
    runner.invoke(main, ["referee", "--db", str(db), *new], env={"LANG": "C"})
    runner.invoke(main, ["referee", "--db", str(db), "act", "move", "legion", "carthago", "zama"])
    data = json.loads(runner.invoke(main, ["referee", "--db", str(db), "export"]).output)
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    other = tmp_path / "other.sqlite"
    args = ["referee", "--db", str(other), "import", str(path), *lang]
    result = runner.invoke(main, args, env={"LANG": "C"})
    assert "Traceback" not in result.output
    assert not other.exists()  # nothing made
    return result


def test_an_export_with_a_bad_seed_is_refused_in_italian_in_one_line(tmp_path: Path) -> None:
    def bad_seed(data: dict[str, Any]) -> None:
        data["seed"] = -1

    said = _import(tmp_path, bad_seed, "--lang", "it")
    path = tmp_path / "bad.json"
    assert said.exit_code == 2
    assert said.output.count("\n") == 1
    assert said.output == f"Errore: {path}: seed: atteso un numero da 0 a 2**63 - 1\n"
    english = _import(tmp_path, bad_seed)
    assert english.exit_code == 2
    assert english.output.endswith(f"{path}: seed: expected 0 to 2**63 - 1\n")


def test_an_undo_of_nothing_in_an_export_is_refused_in_italian_naming_its_entry(
    tmp_path: Path,
) -> None:
    def undo_first(data: dict[str, Any]) -> None:
        data["entries"].insert(0, {"kind": "undo", "words": "", "index": 0, "actions": []})

    said = _import(tmp_path, undo_first, "--lang", "it")
    assert said.exit_code == 2 and said.output.count("\n") == 1
    assert said.output.endswith(
        "bad.json: entries[0] (undo ''): un `undo` senza nulla da annullare\n"
    )
    assert english_left(said.output.split("bad.json: ", 1)[1]) == []
    english = _import(tmp_path, undo_first).output
    assert english.endswith("bad.json: entries[0] (undo ''): an undo with nothing to undo\n")
