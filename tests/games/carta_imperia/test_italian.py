"""Carta Imperia at an Italian table (issue 31): the status, the present lines, the score's
sections, the refusals and the odds in Italian, with plurals right; `--lang en` speaks
English to an Italian session. (The whole game in Italian is ``italian_game.py``: it needs
every phase's catalogue too.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from pydantic import ValidationError

from lictor.catalog import read_po
from lictor.cli import main
from lictor.games.carta_imperia import present
from lictor.games.carta_imperia.odds import _rout
from lictor.games.carta_imperia.rules import sections
from lictor.games.carta_imperia.rules.game import PROCEDURE, CartaGame
from lictor.games.carta_imperia.rules.scoring import EndState
from lictor.i18n import LOCALE_DIR, PLURAL_SEP, use_lang
from lictor.rules.game import Seats
from lictor.rules.ruling import RuleRef
from tests.italian import english_left


def _referee(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    assert "Traceback" not in result.output
    return result.exit_code, result.output


@pytest.fixture
def italian_session(tmp_path: Path) -> Path:
    db = tmp_path / "it.sqlite"
    code, out = _referee(
        db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "3", "--lang", "it"
    )
    assert code == 0, out
    assert "Carte iniziali - Ann (rosso): Gens Aemilii" in out  # the Start Cards dealt
    return db


def test_status_of_an_italian_session_is_in_italian(italian_session: Path) -> None:
    code, out = _referee(italian_session, "status")
    assert code == 0, out
    assert "Sessione 1 - carta-imperia - rosso: Ann, blu: Ben, verde: Cy" in out
    assert "Era 1 di 7 - passo: draft - Primus: - (sinistra) - Legioni di Roma: 6" in out
    assert "Familia     Dig  Auc  Pres Scorta  Ris Alleate  Private  Eventi  Carta iniziale" in out
    # the map: region names as the Italian kit prints them, shields and marks said
    assert "Sannio (3 scudi barbari) - confina con Roma, Etruria, Volsci, Taranto" in out
    assert "Taranto (2 scudi falange; emporio, porto) - confina con Sannio" in out
    assert "Roma (nessuno scudo; emporio, neutrale)" in out
    table = [line for line in out.splitlines() if not line.startswith(("Next", "Waiting"))]
    assert english_left("\n".join(table)) == []  # the kernel's frames are not Carta's


def test_lang_en_on_an_italian_session_speaks_english(italian_session: Path) -> None:
    code, out = _referee(italian_session, "--lang", "en", "status")
    assert code == 0, out
    assert "Era 1 of 7 - step: draft - Primus: - (left) - Legions of Rome: 6" in out
    assert "Familia     Dig  Auc  Pres  Stock  Res  Allied  Private  Events  Start Card" in out
    assert "Samnium (3 barbarian) - borders Roma, Etruria, Volsci, Tarentum" in out


def test_a_refusal_is_said_in_italian_with_its_section_in_italian(italian_session: Path) -> None:
    code, out = _referee(italian_session, "act", "tax", "Ann", "volsci", "bust")
    assert code == 2
    assert "Sequenza di gioco" in out  # Sequence of Play, as the Italian aids name it
    assert "`tax` non fa parte di questo passo (draft)" in out
    assert "esegui `lictor referee next` per sapere che cosa succede ora" in out


def test_a_word_too_many_is_refused_in_italian_with_the_plural_right(
    italian_session: Path,
) -> None:
    code, out = _referee(italian_session, "act", "--seat", "Ann", "pick", "Ann", "a", "b")
    assert code == 2
    assert "`pick` vuole al massimo 1 parola dopo il giocatore - 'b' non serve" in out
    code, out = _referee(italian_session, "act", "nonsense")
    assert code == 2
    assert "non è un'azione: 'nonsense'" in out


def test_plurals_in_italian_one_and_two() -> None:
    with use_lang("it"):
        one, two = _rout(1), _rout(2)
        assert one.what.startswith("dei pollici (1 Generale in rotta lancia;")
        assert two.what.startswith("dei pollici (2 Generali in rotta lanciano;")
        assert [label for label, _ in two.outcomes] == [
            "0 Busti persi",
            "1 Busto perso",
            "2 Busti persi",
        ]
    with use_lang("en"):
        assert _rout(1).what.startswith("the thumbs (1 routed General flips;")
        assert [label for label, _ in _rout(2).outcomes][1] == "1 Bust lost"


def _view(**extra: Any) -> dict[str, Any]:
    """Ann's status of a new game, with ``extra`` laid over it (a score, Generals)."""
    game = CartaGame()
    s = game.setup(Seats(tuple(game.seat("Ann,Ben,Cy").items())), 3)
    view = game.status(s, "Ann")
    view["session"] = 1
    view["game"] = "carta-imperia"
    view["seat"] = "Ann"
    view.update(extra)
    return view


def test_present_lines_in_italian_generals_and_the_score_sections() -> None:
    score = {
        "outcome": "winner",
        "winners": ["Ann"],
        "players": {
            "Ann": {
                "total": 12,
                "lines": [{"text": "12", "section": "Game End & Victory", "value": 12}],
            }
        },
        "lines": [{"text": "Ann", "section": "Game End & Victory", "value": None}],
    }
    generals = [
        {"name": "Ann", "rome": 1, "allied": 0, "private": 0},
        {"name": "Ben", "rome": 1, "allied": 1, "private": 0},
    ]
    view = _view(score=score, generals=generals)
    with use_lang("it"):
        lines = present.describe(view)
    assert "Generali: Ann 1 Legione, Ben 2 Legioni" in lines
    assert "    12  [Fine della partita e vittoria]" in lines
    assert any(
        line.startswith("Eventi da draft di Ann (li può guardare solo Ann): ") for line in lines
    )
    with use_lang("en"):
        english = present.describe(view)
    assert "Generals: Ann 1 Legion, Ben 2 Legions" in english
    assert "    12  [Game End & Victory]" in english


def test_a_bad_score_file_is_refused_in_italian() -> None:
    bad = {"players": [{"name": "Ann", "dignitas": 3, "auctoritas": 1, "reforms": [5]}]}
    with use_lang("it"), pytest.raises(ValidationError) as err:
        EndState.model_validate(bad)
    assert "la colonna di una Riforma va da 1 a 4, trovato 5" in str(err.value)
    with use_lang("en"), pytest.raises(ValidationError) as err:
        EndState.model_validate(bad)
    assert "a Reform's column is 1 to 4, got 5" in str(err.value)


def test_a_table_content_refused_in_one_italian_line(tmp_path: Path) -> None:
    from lictor.errors import BadInput
    from lictor.games.carta_imperia.rules.board_user import board_with

    with use_lang("it"), pytest.raises(BadInput) as err:
        board_with(["not", "a", "mapping"], "mine.yaml", "full")
    assert str(err.value) == (
        "mine.yaml: un pacchetto di contenuti è un dizionario (pack, decks, data)"
    )


def test_every_step_name_and_titled_section_is_in_the_catalogue() -> None:
    for name, step in PROCEDURE.steps.items():
        assert name in sections.STEP_NAMES, name
        rule = step.rule
        if isinstance(rule, RuleRef) and rule.title:
            assert f"{rule.section}, {rule.title}" in sections.STEP_SECTIONS, name


def test_carta_catalogue_has_no_untranslated_entry() -> None:
    po = read_po(LOCALE_DIR / "it" / "LC_MESSAGES" / "carta_imperia.po")
    empty = [k for k, v in po.items() if not v.replace(PLURAL_SEP, "")]
    assert empty == []


def test_a_gift_names_the_resource_in_italian_singular_and_plural() -> None:
    """The table's `give`: the Italian sentence says Dignitas and Legione/Legioni alleate,
    not the input's words; the English keeps them."""
    from lictor.games.carta_imperia.rules.table import with_familia
    from tests.games.carta_imperia.referee_kit import at_era_start, said

    s = with_familia(at_era_start(), "Ann", legions=3)
    with use_lang("it"):
        assert said(s, "give Ann Ben legions 1") == ["Ann dà a Ben 1 Legione alleata"]
        assert said(s, "give Ann Ben legions 2") == ["Ann dà a Ben 2 Legioni alleate"]
        assert said(s, "give Ann Ben dignitas 2") == ["Ann dà a Ben 2 Dignitas"]
    assert said(s, "give Ann Ben legions 2") == ["Ann gives Ben 2 legions"]
    assert said(s, "give Ann Ben dignitas 1") == ["Ann gives Ben 1 dignitas"]
