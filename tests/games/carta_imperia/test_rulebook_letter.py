"""Issue 30: every rule of Carta Imperia followed to the letter, each pinned by name."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import click
from click.testing import CliRunner

from lictor.cli import hotseat, main
from lictor.games import referee_game
from lictor.games.carta_imperia.rules.board_user import board_with
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.phases.elections.steps import nominable
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.phases.exploit.steps import begin_exploit, romanisable
from lictor.games.carta_imperia.rules.state import Action
from lictor.games.carta_imperia.rules.table import regions
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from tests.games.carta_imperia.referee_kit import (
    B,
    G,
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
    assert (
        "not controlled by a Governor yet: Veneti" in why.message
        and why.rule.section == "I. eXploit"
    )
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


def test_only_a_province_emptied_by_moving_its_bust_is_nominated_first() -> None:
    """II. eXec, placing a Bust: a Romanised Province left empty by taking its Bust "must
    be the first Province nominated"; Sardinia, Romanised without ever being conquered, is
    not that Province. Elections, 1: only a Province "containing a Governor" is nominated,
    so every governed Province is offered, and Sardinia is not among them."""
    s = playing(at_era_start(), Ann="exec expand")
    s = replace(s, romanised=("Italia",), governors=(("Etruria", "Ann"), ("Italia", "Ben")))
    s = replace(s, step="nominate", waiting=("Ann",))
    assert sorted(nominable(B, s)) == ["Etruria", "Italia"]
    assert refused(s, "nominate Ann sardinia").violations[0].code == "not-nominable"
    emptied = replace(s, governors=(("Etruria", "Ann"),), emptied=("Italia",))
    assert nominable(B, emptied) == ["Italia"]
    governed = replace(emptied, governors=(("Etruria", "Ann"), ("Italia", "Cy")))
    assert "Etruria" in nominable(B, governed)  # Italia was not emptied for good


def test_a_romanised_province_never_conquered_is_invaded_like_unconquered_land() -> None:
    """Reconstruction (``readings.never_conquered_province: invade``): Sardinia, Romanised
    with Italy but never conquered, is invaded like any unconquered region (its purple side's
    1 Roman Legion shield); a table reading ``elect`` nominates it instead."""
    s = govern(at_era_start(), Volsci="Cy", Tarentum="Cy")
    s = replace(s, romanised=("Italia",))
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(B, s)
    assert "standard Ann sardinia" in [G.text(a) for a in G.legal_actions(s)]
    s = run(s, "standard Ann sardinia")
    assert s.battles[0].target == "Sardinia"
    board = board_with(
        {"data": {"referee": {"readings": {"never_conquered_province": "elect"}}}},
        "table.yaml",
        "rise-of-the-republic",
    )
    t = replace(at_era_start(), romanised=("Italia",), board=board)
    assert "Sardinia" in nominable(board, t)


def test_a_romanised_province_emptied_any_way_is_roman_land_left_for_the_next_election() -> None:
    """IV. eXpand, March on Campaign: "Generals cannot invade Neutral or Roman territory";
    II. eXec: an empty Romanised Province "is left empty until the next Governorship
    Election", the first nominated (lictor reads it for every way of emptying one). The
    auditor's table: Ann's Romanised Etruria emptied (her Bust moved to Stock) is no
    campaign target - not offered, refused - and is the first nominated; Sardinia, never
    held, is still invaded (the reading ``never_conquered_province: invade``)."""
    s = replace(at_era_start(), romanised=("Italia",), governors=(("Etruria", "Ann"),))
    s = run(s, "move-bust Ann etruria stock")
    assert s.governor("Etruria") is None and "Etruria" in s.emptied
    s = playing(s, Ann="exec extort", Ben="exec extort", Cy="exec expand")
    s, _ = begin_expand(B, s)
    offered = [G.text(a) for a in G.legal_actions(s)]
    assert "standard Cy etruria" not in offered and "standard Cy sardinia" in offered
    assert refused(s, "standard Cy etruria").violations[0].rule.section == "IV. eXpand"
    assert nominable(B, replace(s, step="nominate", nominated=())) == ["Etruria"]


def test_a_romanised_provinces_rebellion_not_put_down_must_be_reconquered() -> None:
    """Rebellions: a rebellion not defeated by the Era's end sends the Governor home "and
    the Region must now be reconquered": unlike an emptied Province it is a campaign
    target, not one nominated first."""
    from lictor.games.carta_imperia.rules.phases.end_of_era.steps import close_era

    s = replace(at_era_start(), romanised=("Italia",), governors=(("Etruria", "Ann"),))
    s, _ = close_era(B, replace(s, rebels=("Etruria",)))
    assert s.governor("Etruria") is None and "Etruria" not in s.emptied
    s = replace(s, step="choose", era=2, primus="Ann", waiting=())
    s = playing(s, Ann="exec extort", Ben="exec extort", Cy="exec expand")
    s, _ = begin_expand(B, s)
    assert "standard Cy etruria" in [G.text(a) for a in G.legal_actions(s)]


def _cli(db: Path, *args: str) -> str:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_prestige_the_payer_chooses_the_mix_and_enter_takes_the_default(tmp_path: Path) -> None:
    """Prestige: "you can choose whether to pay it in Dignitas, Auctoritas, or a mixture".
    Ann (4 Dignitas, 1 Auctoritas) adopts a Bust for 3 Prestige: `next` names the default
    first (3 Dignitas, the Auctoritas kept) and Enter takes it; the other mix stays hers."""
    db = tmp_path / "g.sqlite"
    _cli(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--physical",
         "--scenario", "rise-of-the-republic", "--seed", "1")  # fmt: skip
    for words in ("start Ann gens-cornelii", "start Ben gens-fabii", "start Cy gens-claudii",
                  "drafted", "direction left", "revealed exploit none", "revealed exec Ann",
                  "convert Ann 1", "adopt Ann"):  # fmt: skip
        _cli(db, "act", *words.split())
    agenda = json.loads(_cli(db, "next", "--json"))
    assert agenda["default"] == agenda["options"][0] == "pay Ann dignitas 3 auctoritas 0"
    assert "pay Ann dignitas 2 auctoritas 1" in agenda["options"]
    assert "the default is 3 Dignitas" in agenda["prompt"]

    @click.command()
    def play() -> None:
        referee = Referee(Store(db, create=False), referee_game)
        hotseat.run(referee, None, referee.load(None), lambda a: click.echo(a.prompt))

    shown = CliRunner().invoke(play, input="\nstop\n", color=True).output
    assert "Enter: 1, the default" in shown
    assert "Ann pays 3 Prestige with 3 Dignitas" in shown
    ann = json.loads(_cli(db, "status", "--json"))["familiae"]["Ann"]
    assert (ann["dignitas"], ann["auctoritas"]) == (1, 1)
    assert json.loads(_cli(db, "next", "--json"))["default"] == ""  # the eXec goes on
    _cli(db, "undo")
    _cli(db, "act", "pay", "Ann", "dignitas", "2", "auctoritas", "1")  # her other choice
    ann = json.loads(_cli(db, "status", "--json"))["familiae"]["Ann"]
    assert (ann["dignitas"], ann["auctoritas"]) == (2, 0)


def test_prestige_a_payment_waiting_for_its_mix_is_shown_as_not_taken(tmp_path: Path) -> None:
    """Prestige: the payer chooses the mix. While Ann (4 Dignitas, 1 Auctoritas) has not
    said how she pays 3 Prestige, `status` shows her holdings untouched and the payment
    pending (the screen never shows a mix she did not choose); paid, it shows what she paid."""
    db = tmp_path / "g.sqlite"
    _cli(db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--physical",
         "--scenario", "rise-of-the-republic", "--seed", "1")  # fmt: skip
    for words in ("start Ann gens-cornelii", "start Ben gens-fabii", "start Cy gens-claudii",
                  "drafted", "direction left", "revealed exploit none", "revealed exec Ann",
                  "convert Ann 1", "adopt Ann"):  # fmt: skip
        _cli(db, "act", *words.split())
    view = json.loads(_cli(db, "status", "--json"))
    ann = view["familiae"]["Ann"]
    assert (ann["dignitas"], ann["auctoritas"], ann["prestige"]) == (4, 1, 5)
    due = view["payment_due"]
    assert (due["payer"], due["amount"]) == ("Ann", 3) and due["section"]
    assert "Ann owes 3 Prestige, not taken yet" in _cli(db, "status")
    assert "Ann deve 3 di Prestigio, ancora da pagare" in _cli(db, "--lang", "it", "status")
    _cli(db, "act", "pay", "Ann", "dignitas", "2", "auctoritas", "1")
    view = json.loads(_cli(db, "status", "--json"))
    assert (view["familiae"]["Ann"]["dignitas"], view["familiae"]["Ann"]["auctoritas"]) == (2, 0)
    assert view["payment_due"] is None and "owes" not in _cli(db, "status")


def test_a_tile_with_a_region_in_rebellion_is_not_romanised() -> None:
    """I. eXploit, Romanisation needs "all the Regions on the card ... controlled by Roman
    Governors"; Rebellions lays a rebel Province's Governor on his side. So Italy with the
    Volsci in rebellion is not Romanised (and Romanising never clears a rebellion); the
    reading ``rebel_romanisation: carry`` Romanises it and Italia stays in rebellion."""
    s = govern(at_era_start(), Volsci="Cy", Tarentum="Cy")
    s = replace(s, rebels=("Volsci",))
    assert romanisable(B, s, "Cy") == []
    s2 = replace(playing(s, Cy="exploit expand"), step="romanise", waiting=("Cy",))
    assert "Volsci (in rebellion)" in str(refused(s2, "romanise Cy italia"))
    board = board_with(
        {"data": {"referee": {"readings": {"rebel_romanisation": "carry"}}}},
        "table.yaml",
        "rise-of-the-republic",
    )
    t = replace(s2, board=board)
    assert romanisable(board, t, "Cy") == ["Italia"]
    t, _ = CartaGame(board).apply(t, Action("romanise", "Cy", ("italia",)))
    assert "Italia" in t.rebels and "Volsci" not in t.rebels
