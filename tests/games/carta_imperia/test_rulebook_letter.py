"""Issue 30: every rule of Carta Imperia followed to the letter, each pinned by name."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.board_user import board_with
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.phases.exploit.steps import begin_exploit, romanisable
from lictor.games.carta_imperia.rules.table import regions
from tests.games.carta_imperia.referee_kit import (
    B,
    at_era_start,
    govern,
    playing,
    refused,
    run,
)


def test_romanisation_needs_every_region_of_the_tile_governed_but_sardinia() -> None:
    """I. eXploit, Romanisation: a tile is Romanised when "all the Regions on the card are
    controlled by Roman Governors"; only Sardinia is exempt. Gallia Cisalpina governed alone
    is refused, naming Ligures and Veneti; with them governed it is Romanised and all three
    Provinces have their Governor."""
    s = replace(at_era_start(era=2), tiles=("Italia", "Gallia Cisalpina"))
    s = govern(s, Gallia="Ben")
    assert "Gallia Cisalpina" not in romanisable(B, s, "Ben")
    s2, _ = begin_exploit(B, playing(govern(s, Ligures="Ann"), Ben="exploit expand"))
    assert s2.step != "romanise"  # nobody can Romanise anything: straight to Taxation
    s3 = replace(s2, step="romanise", waiting=("Ben",))
    why = refused(s3, "romanise Ben gallia-cisalpina").violations[0]
    assert "Veneti not governed yet" in why.message and why.rule.section == "I. eXploit"
    s = govern(s, Ligures="Ann", Veneti="Cy")
    s, _ = begin_exploit(B, playing(s, Ben="exploit expand"))
    s = run(s, "romanise Ben gallia-cisalpina")
    assert {p: s.governor(p) for p in ("Gallia Cisalpina", "Liguria", "Venetia")} == {
        "Gallia Cisalpina": "Ben",
        "Liguria": "Ann",
        "Venetia": "Cy",
    }
    # Sardinia stays exempt: Italy Romanises with it ungoverned
    s = govern(at_era_start(), Volsci="Cy", Tarentum="Cy")
    assert s.governor("Sardinia") is None and romanisable(B, s, "Cy") == ["Italia"]


def test_romanisation_exemptions_are_pack_data_a_table_can_override() -> None:
    """The exemption is the pack's (``romanised.optional``): a table reading the NPC
    example as exempting Ligures and Veneti says so with --content, and the ruling follows."""
    doc = {
        "decks": [
            {
                "id": "map-tiles",
                "rows": [
                    *[r for r in _tiles() if r["name"] != "Gallia Cisalpina"],
                    {
                        **_cisalpina(),
                        "romanised": {
                            **_cisalpina()["romanised"],
                            "optional": ["Ligures", "Veneti"],
                        },
                    },
                ],
            }
        ]
    }
    board = board_with(doc, "table.yaml", "rise-of-the-republic")
    game = CartaGame(board)
    s = replace(at_era_start(era=2), tiles=("Italia", "Gallia Cisalpina"), board=board)
    s = govern(s, Gallia="Ben")
    assert romanisable(game.board, s, "Ben") == ["Gallia Cisalpina"]
    assert "Ligures" in regions(game.board, s)


def _tiles() -> list[dict[str, object]]:
    from lictor.games.carta_imperia import CONTENT
    from lictor.games.carta_imperia.rules.board_user import _doc

    deck = next(d for d in _doc(CONTENT)["decks"] if d["id"] == "map-tiles")
    return list(deck["rows"])


def _cisalpina() -> dict[str, object]:
    return next(r for r in _tiles() if r["name"] == "Gallia Cisalpina")
