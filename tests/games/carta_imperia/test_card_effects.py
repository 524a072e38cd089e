"""Issue 30 item 14: a card's effect typed once into a pack (rules/card_effects.py),
applied by the referee when the card is drawn or played, cited to the card; a bad effect
refused in one line naming the file, the line, the card and the field."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from lictor.cli import main
from lictor.errors import BadInput
from lictor.games.carta_imperia import CONTENT
from lictor.games.carta_imperia.rules.board_user import _doc, board_with
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.phases.era.steps import drew_event
from lictor.games.carta_imperia.rules.state import Action
from tests.games.carta_imperia.referee_kit import at_era_start, govern

SAMNITE_REVOLT = {
    "name": "Samnite Revolt",
    "era_label": "II",
    "effects": [
        {"rebel": "Samnium"},
        {"lose": "dignitas", "amount": 2, "who": "governor of Samnium"},
        {"gain": "auctoritas", "amount": 1, "who": "primus"},
    ],
}
GRAIN_DOLE = {
    "name": "Grain Dole",
    "era_label": "Any",
    "effects": [
        {"gain": "dignitas", "amount": 1, "who": "every"},
        {"lose": "busts", "amount": 1, "who": "player"},
    ],
}


def _deck(deck: str, row: dict[str, Any], replaces: str, era: str) -> dict[str, Any]:
    """The built-in deck with one copy of ``replaces`` (Era ``era``) become ``row``."""
    rows = copy.deepcopy(next(d for d in _doc(CONTENT)["decks"] if d["id"] == deck)["rows"])
    for r in rows:
        if r["name"] == replaces and r.get("era_label") == era:
            r["qty"] = r.get("qty", 1) - 1
    return {"id": deck, "rows": [*rows, row]}


def _pack() -> dict[str, Any]:
    return {
        "decks": [
            _deck("historical-events", SAMNITE_REVOLT, "Historical Event", "II"),
            _deck("draft-events", GRAIN_DOLE, "Draft Event", "Any"),
        ]
    }


def test_a_historical_event_typed_into_the_pack_is_applied_when_drawn() -> None:
    """Historical Events: "apply the effects stated on the Event Card drawn" - the table
    typed the Samnite Revolt once; drawn in Era II, Samnium rebels (and, Era II's
    exception, still pays taxes), its Governor Ben loses 2 Dignitas and the Primus Ann
    gains 1 Auctoritas, each line cited to the card."""
    s = at_era_start(era=2, scenario="rise-of-the-republic", content=_pack())
    board = s.board
    assert board is not None
    s, said = drew_event(board, replace(s, step="event", events=()), "samnite-revolt")
    assert "Samnium" in s.rebels and "Samnium" in s.taxable_rebels
    assert s.familia("Ben").dignitas == 5 - 2 and s.familia("Ann").auctoritas == 1
    lines = {e.text: e.section for e in said}
    cited = "  [Samnite Revolt, the card's effect, as the table's pack gives it]"
    assert lines["Ben loses 2 Dignitas" + cited].startswith("Samnite Revolt")
    assert not any("does not know this card" in t for t in lines)


def test_a_draft_event_typed_into_the_pack_is_applied_when_played() -> None:
    """Events Draft: the Grain Dole, played by Cy: every player gains 1 Dignitas and Cy
    loses a Bust from Reserve to Stock, cited to the card; a card the pack gives no effect
    still asks the table to record it."""
    s = govern(at_era_start(scenario="rise-of-the-republic", content=_pack()), Volsci="Cy")
    assert s.board is not None
    game = CartaGame(s.board)
    s, said = game.apply(s, Action("play", "Cy", ("grain-dole",)))
    assert [s.familia(n).dignitas for n in ("Ann", "Ben", "Cy")] == [6, 6, 6]
    assert (s.familia("Cy").reserve, s.familia("Cy").stock) == (1, 5 + 1)
    assert any(
        e.text.startswith("Cy loses 1 Bust from Reserve to Stock  [Grain Dole") for e in said
    )
    assert all(e.section.startswith(("Grain Dole", "Events Draft")) for e in said)
    _, plain = game.apply(s, Action("play", "Ann", ("tactical-reserve",)))
    assert "record its effects" in plain[0].text


def test_a_bad_card_effect_is_refused_in_one_line_with_file_and_line(tmp_path: Path) -> None:
    """Bad input: `new --content` with an effect naming an unknown good: exit 2, one line
    naming the file, its line, the card and the field; no session made."""
    pack = _pack()
    pack["decks"][1]["rows"][-1]["effects"][0]["gain"] = "gold"
    bad = tmp_path / "table.yaml"
    bad.write_text(yaml.safe_dump(pack, sort_keys=False), encoding="utf-8")
    line = next(i for i, text in enumerate(bad.read_text().splitlines(), 1) if "gain: gold" in text)
    db = tmp_path / "g.sqlite"
    result = CliRunner().invoke(
        main,
        ["referee", "--db", str(db), "new", "carta-imperia", "--players", "Ann,Ben,Cy",
         "--scenario", "rise-of-the-republic", "--content", str(bad)],
    )  # fmt: skip
    assert result.exit_code == 2
    err = result.stderr.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in result.output
    assert f"{bad}:{line}" in err and "Grain Dole" in err and "gain" in err and "gold" in err
    assert not db.exists() or "session 1" not in result.output


def test_a_card_effect_naming_an_unknown_region_or_a_player_for_a_drawn_card_is_refused() -> None:
    """The check: every region an effect names is on the pack's tiles; a Historical Event
    is drawn, so it has no 'player'."""
    pack = _pack()
    pack["decks"][0]["rows"][-1]["effects"][0]["rebel"] = "Atlantis"
    with pytest.raises(BadInput, match="unknown region 'Atlantis'"):
        board_with(pack, "table.yaml", "rise-of-the-republic")
    pack = _pack()
    pack["decks"][0]["rows"][-1]["effects"][1]["who"] = "player"
    with pytest.raises(BadInput, match="drawn, not played"):
        board_with(pack, "table.yaml", "rise-of-the-republic")


def _readme_card() -> str:
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    block = readme.split("```yaml\n# our-cards.yaml", 1)[1].split("```", 1)[0]
    return block.split("\n", 1)[1]


def test_the_readmes_worked_card_is_applied_when_drawn(tmp_path: Path) -> None:
    """README, "A card your table owns": the worked card (the third Era III Historical
    Event slot, typed as the Samnite Wars) loads with `--content` and, drawn in Era III,
    does what it says: Samnium rebels and its Governor Ben loses 2 Dignitas."""
    pack = yaml.safe_load(_readme_card())
    s = at_era_start(era=3, scenario="rise-of-the-republic", content=pack)
    board = s.board
    assert board is not None
    name, effects = board.card_effects("historical-event-iii-1")
    assert name == "The Samnite Wars" and effects
    s, said = drew_event(board, replace(s, step="event", events=()), "historical-event-iii-1")
    assert "Samnium" in s.rebels and s.familia("Ben").dignitas == 5 - 2
    assert any(e.section.startswith("The Samnite Wars") for e in said)
    bad = tmp_path / "our-cards.yaml"
    bad.write_text(_readme_card().replace("who: governor of Samnium", "who: Ben"))
    with pytest.raises(BadInput, match=rf"{bad}:\d+: data.referee.card_effects"):
        board_with(yaml.safe_load(bad.read_text()), str(bad), "rise-of-the-republic")
