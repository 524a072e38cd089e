"""Issue 17: Carta Imperia's position on its map tiles (the web table, `referee board`):
the tiles in play drawn by the printed tiles' code, each Governor as a Bust and a name in
its Familia's colour, a pending battle's Standards, Rome's counts; no secret on it
(Map Tiles; Governors; Expand - Campaigns)."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from click.testing import CliRunner
from starlette.testclient import TestClient

from lictor.cli import main
from lictor.content.loader import load_pack
from lictor.games import diagrams_of, pack_source, referee_game
from lictor.games.carta_imperia.rules.state import Battle
from lictor.generators.board import board_face
from lictor.generators.face import Shape, Text
from lictor.rules.referee import Loaded, Referee
from lictor.rules.session import Store
from lictor.web.app import Table, create_app
from lictor.web.tokens import TABLE, ensure
from tests.playing import act


def _played(tmp_path: Path, steps: int = 120) -> tuple[Referee, int, Loaded]:
    ref = Referee(Store(tmp_path / "c.sqlite"), referee_game)
    sid = ref.new("carta-imperia", "Ann,Ben,Cy,Dee", 3, False)
    loaded = ref.load(sid)
    rng = random.Random(5)
    for _ in range(steps):
        loaded, _ = act(ref, sid, loaded, loaded.game.text(rng.choice(
            loaded.game.legal_actions(loaded.state))))  # fmt: skip
    return ref, sid, loaded


def _texts(prims: object) -> list[str]:
    return [p.block.plain for p in prims if isinstance(p, Text)]  # type: ignore[attr-defined]


def test_a_governed_region_shows_its_governors_bust_name_and_colour(tmp_path: Path) -> None:
    _, _, loaded = _played(tmp_path)
    s = loaded.state
    assert s.governors and s.era >= 2  # mid-game: several tiles, Governors placed
    game = loaded.game
    assert game.capabilities.board
    view = game.board_view(s)
    board = view.row["board"]
    assert [t["name"] for t in board["tiles"]] == list(s.tiles)
    pieces = {name: p for t in board["tiles"] for name, p in t["pieces"].items()}
    colour = {f.name: f.colour for f in s.players}
    for region, who in s.governors:
        assert pieces[region]["governor"] == {"name": who, "colour": colour[who]}
    pack = load_pack(pack_source("carta-imperia"))
    face, _ = board_face(pack, view.deck, view.row, diagrams_of("carta-imperia"))
    texts = _texts(face.prims)
    fills = [p.fill for p in face.prims if isinstance(p, Shape)]
    for region, who in s.governors:
        assert region in texts and who in texts and who[0] in texts  # the name and the Bust
        # the Bust (head, shoulders) and the name tab in the Familia's colour
        assert fills.count(pack.palette[colour[who]]) >= 3
    assert f"Era {board['era']}" in texts and "Primus:" in texts
    for f in s.players:  # no secret: draft hands, Legacies, chosen Actions stay off
        for secret in (*f.hand, *f.legacies, *f.actions, *f.draft):
            assert not any(secret in t for t in texts)


def test_a_pending_battle_puts_its_generals_standard_on_the_region(tmp_path: Path) -> None:
    """And a rebel region is marked as one (Governors; Expand - Campaigns)."""
    _, _, loaded = _played(tmp_path)
    calm = loaded.game.board_view(loaded.state).row
    pack = load_pack(pack_source("carta-imperia"))
    without, _ = board_face(pack, "map-tiles", calm, diagrams_of("carta-imperia"))
    assert "rebel" not in _texts(without.prims)
    s = dataclasses.replace(
        loaded.state, battles=(Battle("Sardinia", ("Ben",), 1),), rebels=("Sardinia",)
    )
    row = loaded.game.board_view(s).row
    pieces = {n: p for t in row["board"]["tiles"] for n, p in t["pieces"].items()}
    assert pieces["Sardinia"]["standards"] == [{"name": "Ben", "colour": "blue"}]
    assert pieces["Sardinia"]["rebel"]
    face, _ = board_face(pack, "map-tiles", row, diagrams_of("carta-imperia"))
    assert "rebel" in _texts(face.prims)
    blue = pack.palette["blue"]
    count = [p.fill for p in face.prims if isinstance(p, Shape)].count(blue)
    assert count == [p.fill for p in without.prims if isinstance(p, Shape)].count(blue) + 1


def test_referee_board_writes_a_carta_session_as_svg(tmp_path: Path) -> None:
    _, _, loaded = _played(tmp_path)
    out = tmp_path / "carta.svg"
    result = CliRunner().invoke(
        main, ["referee", "--db", str(tmp_path / "c.sqlite"), "board", "-o", str(out)]
    )
    assert result.exit_code == 0 and f"wrote {out}" in result.output
    text = out.read_text()
    assert text.startswith("<") and "Italia" in text and "Primus" in text
    who = loaded.state.governors[0][1]
    assert f">{who}<" in text


def test_the_web_table_page_of_a_carta_session_shows_the_board(tmp_path: Path) -> None:
    ref, sid, loaded = _played(tmp_path)
    tokens = ensure(ref.store, sid, [f.name for f in loaded.state.players])
    app = create_app(Table(ref.store.path, sid, tokens, referee_game))
    with TestClient(app, "http://127.0.0.1:8765") as c:
        page = c.get(f"/t/{tokens.token(TABLE)}").text
    assert 'class="board"' in page and "<svg" in page
    assert f">{loaded.state.governors[0][1]}<" in page and "Primus" in page


def test_six_long_names_fit_the_board_of_a_lone_tile(tmp_path: Path) -> None:
    """A name is one word of any length: the board cuts it to fit, never fails to draw."""
    ref = Referee(Store(tmp_path / "l.sqlite"), referee_game)
    names = ["Annabellissimadimarcopolo", "Benedetto", "Cy", "Dee", "Eve", "Flavius"]
    loaded = ref.load(ref.new("carta-imperia", ",".join(names), 3, False))
    s = dataclasses.replace(
        loaded.state, primus=names[0], governors=(("Volsci", names[0]),),
        battles=(Battle("Hannibal", tuple(names), 1),),
    )  # fmt: skip
    pack = load_pack(pack_source("carta-imperia"))
    view = loaded.game.board_view(s)
    face, _ = board_face(pack, view.deck, view.row, diagrams_of("carta-imperia"))
    texts = _texts(face.prims)
    assert "Annabelliss\u2026" in texts and "Flavius" in texts
    assert face.size.w >= 2 * 126  # Rome's counts and six names get two tiles' width


def test_a_romanised_province_keeping_its_regions_name_is_drawn_romanised() -> None:
    """Map Tiles, Romanisation: Romanised Italia's Etruria (2 Legion shields) and Sardinia
    (1) are drawn from the Romanised side, as status and the score count them - not with
    their front's Phalanx and Barbarian shields; a border to a region folded into a
    Province on another tile names the Province (» Gallia Cisalpina, Liguria)."""
    from lictor.games.carta_imperia.rules.table import regions
    from lictor.generators.face import Icon
    from lictor.rules.fast import replace
    from tests.games.carta_imperia.referee_kit import G, new

    s = new("Ann", "Ben", "Cy", "Dee", scenario="fall-of-the-republic")
    s = replace(s, romanised=("Italia", "Gallia Cisalpina"))
    here = regions(G.board, s)
    assert dict(here["Etruria"].shields) == {"legion": 2}
    assert dict(here["Sardinia"].shields) == {"legion": 1}
    pack = load_pack(pack_source("carta-imperia"))
    view = G.board_view(s)
    face, _ = board_face(pack, view.deck, view.row, diagrams_of("carta-imperia"))
    legions = sum(n for r in here.values() for k, n in r.shields if k == "legion")
    drawn = [p.name for p in face.prims if isinstance(p, Icon)]
    assert drawn.count("legionary") == legions == 12
    texts = _texts(face.prims)
    assert "\u00bb Gallia Cisalpina, Liguria" in texts  # Etruria's borders, as named now
    assert not any("Ligures" in t and t.startswith("\u00bb") for t in texts)
