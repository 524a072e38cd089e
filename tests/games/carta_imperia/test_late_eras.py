"""Eras V-VII in the normal phases: the late Map Tiles (Cyrenaica over Carthage, the
Parthian Empire), the Cataphracts' thumb, the Late Republic Combat deck, the Mules of
Marius, the Social War and the Lex Plautia Papiria - each rule by name."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules import late
from lictor.games.carta_imperia.rules.board_user import CONTENT, _doc, board_with
from lictor.games.carta_imperia.rules.phases.civil_war.steps import end_era
from lictor.games.carta_imperia.rules.phases.era.steps import drew_event, start_era
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.phases.exploit.steps import romanisable, taxable
from lictor.games.carta_imperia.rules.state import Battle, General, State
from lictor.games.carta_imperia.rules.table import regions, set_governor, with_familia
from lictor.rules.deck import Deck
from tests.games.carta_imperia.late_kit import board_of, fall_of_the_republic
from tests.games.carta_imperia.referee_kit import G, act, playing, refused, run, said

V_TILES = ("Macedonia & Graecia", "Asia")
VII_TILES = ("Aegyptus", "Cyrenaica", "The Parthian Empire")


def _era_start(s: State, era: int, tiles: tuple[str, ...] = ()) -> State:
    """The Primus has chosen the direction of ``era``: its tiles laid, its event next."""
    s = replace(s, era=era, tiles=s.tiles + tiles, primus="Ann", waiting=("Ann",))
    return run(s, "direction left")


# -- Map Tiles --------------------------------------------------------------------------
def test_map_tiles_of_eras_v_vi_and_vii_arrive_with_their_era() -> None:
    """Map Tiles: at the start of each Era every tile bearing its number is laid - Era V
    Macedonia & Graecia and Asia, Era VI Gallia Transalpina, Era VII a and b (Aegyptus,
    Cyrenaica) and then the Parthian Empire, the last of the map deck."""
    s = fall_of_the_republic()
    text = said(s, "direction left")
    assert "Era 5: lay the map tiles Macedonia & Graecia, Asia" in text
    s = run(s, "direction left")
    assert s.tiles[-2:] == V_TILES
    s6, events = start_era(board_of(s), replace(s, era=6))
    assert s6.tiles[-1] == "Gallia Transalpina"
    s7, events = start_era(board_of(s), replace(s6, era=7))
    assert s7.tiles[-3:] == VII_TILES
    assert any("Aegyptus, Cyrenaica, The Parthian Empire" in e.text for e in events)
    here = regions(board_of(s7), s7)
    assert {"Parthia", "Armenia", "Mesopotamia", "Belgica", "Pontus"} <= set(here)


def test_the_parthian_empire_arrives_in_era_vii_as_a_labelled_reconstruction() -> None:
    """Full Game Setup: the Parthian Empire lies at the bottom of the map deck, below VII
    a and b: lictor lays it with Era VII, and the pack says this is its reconstruction."""
    rows = next(d for d in _doc(CONTENT)["decks"] if d["id"] == "map-tiles")["rows"]
    parthia = next(r for r in rows if r["name"] == "The Parthian Empire")
    assert (parthia["era_label"], parthia["era_source"]) == ("VII", "reconstruction")
    names = [r["name"] for r in rows]
    assert names.index("The Parthian Empire") > names.index("Cyrenaica")


def test_cyrenaica_overlays_carthage_and_changes_its_regions() -> None:
    """Map Tiles: Tile VIIb, Cyrenaica, overlays Card IV, Carthage / Africa Proconsularis,
    altering its configuration: the covered region is Cyrenaica's, whichever side the
    Carthage tile shows, and the Carthage tile is Romanised without it."""
    s = fall_of_the_republic()
    board = board_of(s)
    assert regions(board, s)["Desert"].tile == "Carthage / Africa Proconsularis"
    s7 = replace(s, tiles=s.tiles + VII_TILES)
    assert regions(board, s7)["Desert"].tile == "Cyrenaica"
    flipped = replace(s7, romanised=("Carthage / Africa Proconsularis",))
    here = regions(board, flipped)
    assert here["Desert"].tile == "Cyrenaica" and "Africa Proconsularis" in here
    # a pack whose Cyrenaica Desert holds Barbarians: the Carthage tile still Romanises
    # once Carthago and Numidia are governed (the Desert is no longer its own)
    rows = [r for d in _doc(CONTENT)["decks"] if d["id"] == "map-tiles" for r in d["rows"]]
    cyr = dict(next(r for r in rows if r["name"] == "Cyrenaica"))
    cyr["regions"] = [
        {"name": "Cyrenaica", "shields": {"phalanx": 1}, "features": ["naval-port"]},
        {"name": "Desert", "shields": {"barbarian": 2}},
    ]
    pack = {"decks": [{"id": "map-tiles", "rows": [*(r for r in rows if r is not cyr and
            r["name"] != "Cyrenaica"), cyr]}]}  # fmt: skip
    mine = board_with(pack, "mine.yaml", "fall-of-the-republic")
    t = replace(s7, board=mine)
    t = set_governor(set_governor(t, "Carthago", "Ann"), "Numidia", "Ann")
    assert regions(mine, t)["Desert"].strength == 2
    assert "Carthage / Africa Proconsularis" in romanisable(mine, t, "Ann")


# -- the Late Republic Combat deck ------------------------------------------------------
def _battle(s: State, target: str, era: int = 5, legions: int = 4, **b: object) -> State:
    """A battle of Ann's (Legions of Rome from the card) against ``target`` in ``era``."""
    n = min(legions, s.rome_card + s.rome_supply)
    s = replace(
        s,
        era=era,
        tiles=s.tiles + V_TILES + ("Gallia Transalpina",) + VII_TILES,
        rome_card=0,
        rome_supply=s.rome_card + s.rome_supply - n,
        generals=(General("Ann", rome=n),),
        battles=(Battle(target, ("Ann",), 1, **b),),  # type: ignore[arg-type]
        current=0,
        season=2,
        step="battle",
        waiting=(),
    )
    return playing(s, Ann="expand extort", Ben="exec extort", Cy="exec extort")


def test_campaigns_of_eras_v_to_vii_draw_from_the_late_republic_deck() -> None:
    """How to Fight a Campaign: one combat card from the Early Republic deck in Eras II-IV,
    from the Late Republic deck in Eras V-VII (its cards' shields are the pack's)."""
    s = _battle(fall_of_the_republic(seed=4), "Macedonia")
    assert "draw a card of the Late Republic Combat deck (draw)" in G.agenda(s).prompt
    before = s.combat
    after, _ = act(s, "draw")
    assert after.combat == before  # the Early Republic deck is kept (Mob Rule draws it)
    assert len(after.late_combat.discards) == 1
    assert after.battles[0].cards == after.late_combat.discards


def test_a_physical_table_names_the_late_card_and_its_shields_are_the_late_decks() -> None:
    """Both decks have a Barbarian Warband: in Era V the table's card is the Late Republic
    one (2 barbarian shields in the pack), in Era IV the Early Republic one (1)."""
    s = _battle(fall_of_the_republic(physical=True), "Illyricum")
    text = said(run(s, "combat barbarian-warband"), "resolve")
    assert "Combat card: 2 barbarian join Illyricum = 4" in text
    early = _battle(fall_of_the_republic(physical=True), "Numidia", era=4)
    assert "the Early Republic Combat deck (combat CARD)" in G.agenda(early).prompt
    text = said(run(early, "combat barbarian-warband"), "resolve")
    assert "Combat card: 1 barbarian join Numidia = 3" in text
    refusal = refused(early, "combat military-disaster")
    assert "unknown Early Republic combat card 'military-disaster'" in str(refusal)


def test_barbarians_and_military_disaster_count_by_their_shields_in_a_foreign_campaign() -> None:
    """Battle: 'Barbarians' and 'Military Disaster' act only in a Civil War battle; in a
    foreign campaign they are read by their shields alone (reconstruction), and lictor
    says so."""
    s = _battle(fall_of_the_republic(physical=True), "Macedonia")
    text = said(run(s, "combat military-disaster"), "resolve")
    assert any("Military Disaster: its words are for a Civil War battle" in t for t in text)
    assert "Rome 4 exceeds 3: it succeeds" in text  # no Strength doubled, none added


def test_the_late_deck_is_reshuffled_when_it_runs_out_as_the_early_one() -> None:
    s = _battle(fall_of_the_republic(seed=2), "Macedonia")
    spent = replace(s.late_combat, draw_pile=(), discards=s.late_combat.draw_pile)
    s, _ = act(replace(s, late_combat=spent), "draw")
    assert len(s.late_combat.draw_pile) == 11 and len(s.late_combat.discards) == 1


# -- Cataphracts ------------------------------------------------------------------------
def test_cataphracts_a_thumb_before_the_combat_card_down_adds_four() -> None:
    """Regional Icons: against a region with Cataphracts the Commanding General flips a
    thumb before the combat card - up, no change; down, +4 to the region's Strength."""
    s = _battle(fall_of_the_republic(physical=True), "Pontus", legions=7)
    assert "flips a thumb" in G.agenda(s).prompt
    refusal = refused(s, "combat phalanx")
    assert "cataphracts: Ann flips a thumb before the combat card" in str(refusal)
    assert "Regional Icons" in str(refusal)
    assert "the Commanding General (Ann) flips" in str(refused(s, "flip Ben down"))
    down = run(s, "flip Ann down")
    assert down.battles[0].cataphracts == "down"
    text = said(run(down, "combat auxilia"), "resolve")
    assert "Cataphracts, thumb down: Pontus +4 = 6" in text
    assert "Rome 7 exceeds 6: it succeeds" in text
    up = run(s, "flip Ann up", "combat auxilia")
    assert "Cataphracts, thumb up: no change" in said(up, "resolve")


def test_cataphracts_virtual_flip_is_a_seeded_draw() -> None:
    s = _battle(fall_of_the_republic(seed=9), "Parthia", legions=6)
    assert "lictor flips" in str(refused(s, "flip Ann up"))
    a, _ = act(s, "flip Ann")
    b, _ = act(s, "flip Ann")
    assert a.battles[0].cataphracts in ("up", "down") and a == b
    assert a.counter == s.counter + 1


# -- the Mules of Marius ----------------------------------------------------------------
def _era_end(s: State, era: int, ann_lent: int, ann_held: int = 0) -> State:
    """The end of ``era``'s campaigns: Ann's General holds ``ann_lent`` Allied Legions (lent
    by Ben) and Ann ``ann_held`` at home; Ann holds 2 Auctoritas."""
    take = ann_lent + ann_held
    s = replace(
        s,
        era=era,
        allied_supply=s.allied_supply - take,
        generals=(General("Ann", rome=2, allied=ann_lent),),
        rome_card=s.rome_card - 2,
    )
    return with_familia(s, "Ann", legions=ann_held, auctoritas=2)


def test_before_era_vi_allied_legions_go_home_at_the_end_of_the_era() -> None:
    """Ending the Campaign: at the end of each Era ALL surviving Allied Legions go home."""
    s = _era_end(fall_of_the_republic(), 5, ann_lent=3)
    s, _ = end_era(board_of(s), s)
    assert s.step != "retain" and s.familia("Ann").private == 0
    assert s.allied_supply == board_of(s).allied_legions


def test_mules_of_marius_a_general_keeps_all_his_private_legions_for_1_auctoritas() -> None:
    """Ending the Campaign: from Era VI the Allied Legions are Private Legions, retained
    all together at the Era's end for 1 Auctoritas - the player chooses, keeping first."""
    s = _era_end(fall_of_the_republic(), 6, ann_lent=3, ann_held=1)
    s, events = end_era(board_of(s), s)
    assert any("The Mules of Marius: 4 Allied Legions serve on" in e.text for e in events)
    assert (s.step, s.waiting) == ("retain", ("Ann",))
    assert [G.text(a) for a in G.legal_actions(s)] == ["keep Ann", "release Ann"]
    kept = run(s, "keep Ann")
    ann = kept.familia("Ann")
    assert (ann.private, ann.professional, ann.auctoritas) == (4, 4, 1)
    assert kept.allied_supply == board_of(kept).allied_legions - 4  # conserved: 4 with Ann
    gone = run(s, "release Ann")
    assert gone.familia("Ann").private == 0 and gone.allied_supply == board_of(gone).allied_legions
    assert "Ann lets them go: 4 Private Legions go home" in said(s, "release Ann")


def test_mules_of_marius_without_auctoritas_the_private_legions_go_home() -> None:
    s = _era_end(fall_of_the_republic(), 6, ann_lent=2)
    s = with_familia(s, "Ann", auctoritas=0)
    s, events = end_era(board_of(s), s)
    assert s.step != "retain" and s.allied_supply == board_of(s).allied_legions
    assert any("has no Auctoritas to keep them: 2 Private Legions go home" in e.text
               for e in events)  # fmt: skip


# -- the Social War and the Lex Plautia Papiria ------------------------------------------
def _social_war(s: State) -> tuple[State, list[str]]:
    s = replace(s, era=6, step="event", events=(), waiting=())
    s, events = drew_event(board_of(s), s, "social-war")
    return s, [e.text for e in events]


def test_the_social_war_the_italian_allies_provinces_rebel() -> None:
    """Historical Events, Rebellions: the Social War - Rome's Italian allies rise (which
    Provinces: the pack's reconstruction, Samnium, the Volsci, Tarentum and Bruttium, or
    Italia and Magna Graecia): governed ones lie their Governors down."""
    s = fall_of_the_republic()  # Ann governs Etruria, Tarentum; Ben Samnium, Bruttium; Cy Volsci
    s, text = _social_war(s)
    assert set(s.rebels) == {"Samnium", "Volsci", "Tarentum", "Bruttium"}
    assert "Etruria" not in s.rebels and s.social_war == "raged"
    assert any("Rome's Italian allies rebel" in t and "(reconstruction)" in t for t in text)
    assert not any("lictor does not know this card's text" in t for t in text)
    assert taxable(board_of(s), s, "Ben") == ["Sardinia", "Veneti"]  # no rebel pays


def test_in_the_social_war_every_shield_drawn_counts_for_the_rebels() -> None:
    """Rebellions: in the Social War ALL shields drawn, the Legionary included, add to the
    rebels' Strength, not to Rome's."""
    s, _ = _social_war(fall_of_the_republic(physical=True))
    s = _battle(replace(s, step="battle"), "Samnium", era=6, legions=5)
    text = said(run(s, "combat legionary"), "resolve")
    assert "Combat card: 1 legionary join the rebels, not Rome (the Social War) = 4" in text
    assert "Rome 5 exceeds 4: it succeeds" in text
    assert not any("Rome +1" in t for t in text)
    # outside the Social War a legionary is Rome's
    other = _battle(fall_of_the_republic(physical=True), "Macedonia", era=6, legions=3)
    assert "Combat card: a legionary shield, Rome +1 = 4" in said(
        run(other, "combat legionary"), "resolve"
    )


def test_lex_plautia_papiria_enacted_before_prevents_the_war_for_6_auctoritas() -> None:
    """Reform Clarifications: the Lex Plautia Papiria enacted before the Social War is
    drawn: its enactor gains 6 Auctoritas when it is drawn, and no ally rebels."""
    s = fall_of_the_republic()
    s = replace(s, reforms=(("political", 1, "Ann"), ("political", 2, "Ben"),
                            ("political", 3, "Cy")))  # fmt: skip
    cy = s.familia("Cy").auctoritas
    s, text = _social_war(s)
    assert s.rebels == () and s.social_war == "prevented"
    assert s.familia("Cy").auctoritas == cy + 6
    assert any("prevents it: Cy gains 6 Auctoritas" in t for t in text)


def test_lex_plautia_papiria_enacted_after_the_war_gains_half_rounded_down() -> None:
    """Reform Clarifications: enacted after the Social War was drawn, its enactor gains
    half the Auctoritas, rounded down (3)."""
    s, _ = _social_war(fall_of_the_republic())
    s = replace(s, reforms=(("political", 1, "Ann"), ("political", 2, "Ben")))
    s = with_familia(s, "Cy", auctoritas=3, reserve=1)
    s = replace(playing(s, Cy="exec expand"), step="exec", waiting=("Cy",), execs=())
    s, events = act(s, "enact Cy political")
    assert s.familia("Cy").auctoritas == 0 + 3  # paid 3 for the Reform, gained 3
    assert any("+3 Auctoritas (half of 6, rounded down)" in e.text for e in events)


def test_the_late_rules_are_the_packs_data_and_a_bad_value_is_refused() -> None:
    pack = {"data": {"referee": {"late": {"social_war": {"rebels": ["Atlantis"]}}}}}
    with pytest.raises(BadInput, match=r"late\.social_war\.rebels: unknown region 'Atlantis'"):
        board_with(pack, "mine.yaml", "fall-of-the-republic")
    pack = {"data": {"referee": {"late": {"lex_plautia_papiria": {"before": 8}}}}}
    assert board_with(pack, "mine.yaml", "fall-of-the-republic").late.plautia_before == 8
    pack = {"data": {"referee": {"late": {"mules_of_marius": 7}}}}
    assert board_with(pack, "mine.yaml", "fall-of-the-republic").late.mules_era == 7
    pack = {"data": {"referee": {"late": {"mules_of_marius": {"era": "six"}}}}}
    with pytest.raises(BadInput, match=r"mules_of_marius\.era"):
        board_with(pack, "mine.yaml", "fall-of-the-republic")


def test_the_late_deck_is_not_used_where_the_scenario_does_not_deal_it() -> None:
    s = _battle(fall_of_the_republic(), "Macedonia")
    board = board_of(s)
    assert late.late_deck(board, s)
    assert not late.late_deck(board, replace(s, late_combat=Deck("Late Republic Combat", ())))


def test_the_parthian_empire_is_conquered_but_never_romanised() -> None:
    """Romanisation flips a tile to its purple side: the Parthian Empire has none, so a
    fully governed Parthian Empire is never offered for Romanisation."""
    s = replace(fall_of_the_republic(), tiles=fall_of_the_republic().tiles + VII_TILES)
    for region in ("Parthia", "Armenia", "Mesopotamia"):
        s = set_governor(s, region, "Ann")
    assert "The Parthian Empire" not in romanisable(board_of(s), s, "Ann")


def test_from_era_vi_private_legions_at_home_may_be_offered_to_a_general() -> None:
    """IV. eXpand 1b: players offer the Legions under their control to any General; from
    Era VI the Mules of Marius make Allied Legions Private, so a Familia's Private Legions
    kept at home may be lent too (those kept for 1 Auctoritas first)."""
    s = fall_of_the_republic()
    s = replace(s, era=6, allied_supply=s.allied_supply - 3, rome_card=4)
    s = with_familia(s, "Ben", private=3, professional=2)
    s = playing(s, Ann="expand extort", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(board_of(s), s)
    assert s.step == "lend" and "lend Ben ann 1" in [G.text(a) for a in G.legal_actions(s)]
    s = run(s, "lend Ben ann 2")
    ben = s.familia("Ben")
    assert (ben.private, ben.professional) == (1, 0) and s.general("Ann").allied == 2  # type: ignore[union-attr]
    assert "Ben has 1 Legion to offer, cannot lend 2" in str(refused(s, "lend Ben ann 2"))
    # in Era V the same Private Legions stay at home
    v = with_familia(replace(fall_of_the_republic(), era=5, rome_card=4), "Ben", private=3)
    v = playing(v, Ann="expand extort", Ben="exec extort", Cy="exec extort")
    v, _ = begin_expand(board_of(v), v)
    assert v.step != "lend"


def test_at_the_end_of_the_last_era_nobody_pays_to_keep_legions() -> None:
    """Ending the Campaign: Private Legions are kept for the next Era; after the scenario's
    last Era there is none, so the referee asks nobody for the Auctoritas."""
    s = _era_end(fall_of_the_republic(), 7, ann_lent=2)
    s, _ = end_era(board_of(s), s)
    assert s.step == "legacy" and s.familia("Ann").auctoritas == 2


def test_a_late_tile_romanised_folds_its_regions_into_its_provinces() -> None:
    """I. eXploit, Romanisation, on an Era V tile: Asia's purple side folds Asia and
    Galatia into the Province of Asia; the Romaniser decides who governs it, the other
    Governor goes home with 1 Auctoritas; the map then shows the purple Provinces."""
    s = replace(fall_of_the_republic(), tiles=fall_of_the_republic().tiles + V_TILES)
    s = set_governor(set_governor(set_governor(s, "Asia", "Ann"), "Galatia", "Ben"), "Pontus", "Cy")
    s = replace(playing(s, Ann="exploit expand"), step="romanise", waiting=("Ann",))
    assert "Asia" in romanisable(board_of(s), s, "Ann")
    ben = s.familia("Ben")
    s = run(s, "romanise Ann asia")
    here = regions(board_of(s), s)
    assert here["Asia"].romanised and dict(here["Asia"].shields) == {"legion": 3}
    assert "Galatia" not in here and here["Bithynia et Pontus"].romanised
    assert s.governor("Asia") == "Ann" and s.governor("Bithynia et Pontus") == "Cy"
    after = s.familia("Ben")
    assert (after.reserve, after.auctoritas) == (ben.reserve + 1, ben.auctoritas + 1)
