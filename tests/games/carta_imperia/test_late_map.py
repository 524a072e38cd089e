"""The Era V-VII map tiles, Cyrenaica and the Parthian Empire as data (Map Tiles; Regional
Icons): loaded and checked with every board, played by no refereed scenario yet."""

from __future__ import annotations

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board_user import CONTENT, _doc, board_with, load_board

LATE = ["Macedonia & Graecia", "Asia", "Gallia Transalpina", "Aegyptus", "Cyrenaica",
        "The Parthian Empire"]  # fmt: skip


def test_the_full_game_map_has_the_eleven_tiles_with_the_late_ones_as_the_kit_prints_them() -> None:
    """List of Components: 11 double-sided Map Tiles; the referee reads the same rows the
    kit draws (regions, shields, features)."""
    full = load_board(scenario="full")
    assert len(full.tiles) == 11
    tiles = {t.name: t for t in full.tiles}
    assert [t.era for t in (tiles[n] for n in LATE)] == [5, 5, 6, 7, 7, 7]
    rows = {
        r["name"]: r for d in _doc(CONTENT)["decks"] if d["id"] == "map-tiles" for r in d["rows"]
    }
    for name in LATE:
        printed = [
            (r["name"], sorted((r.get("shields") or {}).items())) for r in rows[name]["regions"]
        ]
        assert [(r.name, sorted(r.shields)) for r in tiles[name].front] == printed
    parthia = next(r for r in tiles["The Parthian Empire"].front if r.name == "Parthia")
    assert dict(parthia.shields) == {"auxilia": 4} and "cataphracts" in parthia.features
    # each conquerable late tile has a Romanised side; the Parthian Empire never becomes Roman
    assert all(any(r.romanised for r in tiles[n].back) for n in LATE[:-1])
    assert not any(r.romanised for r in tiles["The Parthian Empire"].back)


def test_late_borders_join_the_new_tiles_to_the_old_map() -> None:
    full = load_board(scenario="full")
    for a, b in [("Illyricum", "Veneti"), ("Gallia Narbonensis", "Massilia"),
                 ("Mesopotamia", "Syria"), ("Cyrenaica", "Desert")]:  # fmt: skip
        assert (a, b) in full.adjacency and (b, a) in full.adjacency


def test_scenario_i_plays_only_the_era_i_to_iv_tiles_and_borders() -> None:
    """Scenario I, Setup: only the Map Tiles of Eras I-IV; no late border leaks in."""
    one = load_board(scenario="rise-of-the-republic")
    assert {t.era for t in one.tiles} == {1, 2, 3, 4}
    pairs = {frozenset(p) for p in _doc(CONTENT)["data"]["referee"]["adjacency"]}
    assert {frozenset(p) for p in one.adjacency} == pairs


def test_cyrenaica_lies_over_the_carthage_tiles_desert() -> None:
    """Map Tiles: Tile VIIb, Cyrenaica, slightly overlays Card IV, Carthage/Africa
    Proconsularis (which part: reconstruction, its Desert)."""
    cyrenaica = next(t for t in load_board(scenario="full").tiles if t.name == "Cyrenaica")
    assert (cyrenaica.covers, cyrenaica.covered) == ("Carthage / Africa Proconsularis", ("Desert",))
    pack = {"data": {"referee": {"overlays": {"Cyrenaica": {"regions": []}}}}}
    with pytest.raises(
        BadInput, match=r"'Desert' is on Carthage / Africa Proconsularis and on Cyrenaica"
    ):
        board_with(pack, "mine.yaml")


def test_the_loader_refuses_a_late_border_to_nowhere_and_an_unreachable_region() -> None:
    pack = {"data": {"referee": {"adjacency_late": {"borders": [["Parthia", "Atlantis"]]}}}}
    with pytest.raises(BadInput, match=r"data\.referee\.adjacency_late: unknown region 'Atlantis'"):
        board_with(pack, "mine.yaml")
    pack = {"data": {"referee": {"adjacency_late": {"borders": []}}}}
    with pytest.raises(BadInput, match=r"'Macedonia' \(Macedonia & Graecia\) has no land border"):
        board_with(pack, "mine.yaml")
