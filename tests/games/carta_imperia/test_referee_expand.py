"""IV. eXpand, Scenario I's Hannibal and the end of an Era in the Carta Imperia referee."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.phases.civil_war.steps import end_era
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import bust_count, with_familia
from tests.games.carta_imperia.referee_kit import (
    B,
    G,
    act,
    at_era_start,
    govern,
    new,
    playing,
    refused,
    run,
    said,
)

ALL_TILES = tuple(t.name for t in B.tiles)


def expand(s: State | None = None, **cards: str) -> State:
    s = playing(s or at_era_start(), **(cards or {}))
    s, _ = begin_expand(B, s)
    if s.step == "order":  # Generals tied on Prestige: the Primus's first offered order
        s = run(s, G.text(G.legal_actions(s)[0]))
    return s


def test_generals_in_reverse_prestige_order_share_rome_legions_one_at_a_time() -> None:
    s = at_era_start()
    s = with_familia(with_familia(s, "Ben", dignitas=7), "Cy", dignitas=3)
    s = expand(s)
    assert [g.name for g in s.generals] == ["Cy", "Ann", "Ben"]
    assert [g.rome for g in s.generals] == [3, 2, 2]  # 7 Legions dealt one at a time
    assert s.rome_card == 0
    assert s.generals[0].private == 2  # Cy's Gens Claudii Private Legions march with him


def test_allied_legions_offered_to_any_general() -> None:
    s = with_familia(at_era_start(), "Ben", legions=2)
    s = replace(s, allied_supply=s.allied_supply - 2)
    s = expand(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    assert s.step == "lend"
    s = run(s, "lend Ben ann 2")
    assert s.general("Ann").allied == 2  # type: ignore[union-attr]
    why = refused(s, "lend Ben ann 1").violations[0]  # said as a loan, cited to the rule
    assert why.message == "Ben has 0 Legions to offer, cannot lend 1"
    assert str(why.rule).startswith("IV. eXpand")
    s = run(s, "march")
    assert s.step == "standard" and s.waiting == ("Ann",)


def test_a_general_invades_only_regions_adjacent_to_roman_territory() -> None:
    s = replace(at_era_start(), tiles=("Italia", "Gallia Cisalpina"))
    s = expand(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    refusal = refused(s, "standard Ann veneti")
    assert "not adjacent to Roman territory" in str(refusal)
    assert "Roman territory" in str(refused(s, "standard Ann samnium"))
    assert "Neutral" in str(refused(s, "standard Ann roma"))
    s = run(s, "standard Ann gallia")  # Etruria (Ann's) borders Gallia
    assert s.step == "battle"


def test_naval_icon_allows_invasion_but_doubles_the_defence_without_access() -> None:
    s = expand(Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = run(s, "standard Ann sardinia")
    text = said(run(s, "combat phalanx"), "resolve")
    assert "No friendly naval access: the defence is doubled to 4" in text


def test_invading_beyond_a_region_needs_it_defeated_first() -> None:
    """March on Campaign 2b, the rulebook's example: to invade Lusitani, Carthago Nova
    must be defeated by an earlier Standard, or the invasion is cancelled (no Dignitas
    lost)."""
    s = govern(replace(at_era_start(), tiles=ALL_TILES, era=2), Hispania_Citerior="Ann")
    s = with_familia(s, "Ann", dignitas=1)
    s = with_familia(with_familia(s, "Ben", dignitas=9), "Cy", dignitas=9)
    s = expand(s, Ann="exec expand", Ben="exec expand", Cy="exec extort")
    assert [g.name for g in s.generals] == ["Ann", "Ben"]
    assert "not adjacent" in str(refused(s, "standard Ann lusitani"))
    s = run(s, "standard Ann carthago-nova", "standard Ben lusitani")
    assert s.battles[1].via == "Carthago Nova"
    s = run(s, "combat phalanx", "resolve")  # 4 Legions against 2 + 1: Carthago Nova falls
    assert s.step == "install"
    s = run(s, "decline Ann")
    assert s.step == "battle" and s.battles[s.current].target == "Lusitani"


def test_an_invasion_beyond_is_cancelled_if_the_region_between_holds() -> None:
    s = govern(replace(at_era_start(), tiles=ALL_TILES, era=2), Hispania_Citerior="Ann")
    s = with_familia(with_familia(s, "Ben", dignitas=9), "Cy", dignitas=9)
    s = replace(s, rome_card=2)
    s = expand(s, Ann="exec expand", Ben="exec expand", Cy="exec extort")
    s = run(s, "standard Ann carthago-nova", "standard Ben lusitani")
    ben = s.familia("Ben").dignitas
    s = run(s, "combat phalanx")
    text = said(s, "resolve")  # 1 Legion against 2 + 1: the attack fails
    assert "Rome 1 is below 3: the invasion fails" in text
    s = run(s, "resolve")
    s, events = act(s, "flip Ann up")
    assert any("march on Lusitani is cancelled" in e.text for e in events)
    assert s.familia("Ben").dignitas == ben
    assert s.season == 2


def test_combined_forces_first_general_commands_and_shares_casualties() -> None:
    s = expand(Ann="exec expand", Ben="exec expand", Cy="exec extort")
    s = run(s, "standard Ann volsci", "standard Ben volsci")
    assert len(s.battles) == 1 and s.battles[0].generals == ("Ann", "Ben")
    # Ann and Ben tie on Prestige: Primus Order, Ann first, 4 and 3 Legions of Rome
    assert [g.rome for g in s.generals] == [4, 3]
    s = run(s, "combat legionary", "resolve")  # 7 + 1 vs 2: won; 1 + 1 legionary lost
    assert s.step == "casualties" and s.waiting == ("Ann",)
    assert "add up to 1, not 2" in str(refused(s, "casualties Ann 1 0"))
    s = run(s, "casualties Ann 0 2")
    assert s.general("Ben").legions == 1  # type: ignore[union-attr]
    assert s.general("Ann").legions == 4  # type: ignore[union-attr]
    assert s.step == "install" and s.waiting == ("Ann", "Ben")
    s, events = act(s, "install Ann")
    assert s.governor("Volsci") == "Ann"
    # 2 Dignitas dealt one at a time from the first General who did not install (Ben)
    assert "Spoils: Ben +1 Dignitas, Ann +1 Dignitas" in [e.text for e in events]


def test_dereliction_of_duty_costs_one_dignitas() -> None:
    s = expand(Ann="exec expand", Ben="exec extort", Cy="exec extort")
    text = said(s, "standard Ann none")
    assert any("dereliction" in t for t in text)
    assert run(s, "standard Ann none").familia("Ann").dignitas == 4


def test_a_general_with_no_legions_places_no_standard() -> None:
    s = expand(replace(at_era_start(), rome_card=0), Ann="exec expand", Ben="exec extort")
    refusal = refused(s, "standard Ann volsci")
    assert "no Legions" in str(refusal)
    assert refusal.violations[0].rule.title == "2a: no Standard without Legions"


def test_a_failed_campaign_doubles_casualties_and_generals_flip_for_their_lives() -> None:
    s = replace(at_era_start(), rome_card=2)
    s = expand(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = run(s, "standard Ann volsci")
    s = run(s, "combat barbarian-warband")
    text = said(s, "resolve")
    assert "Rome 2 is below 3: the invasion fails" in text
    assert "Casualties: 4 Legions" in text
    s = run(s, "resolve")
    assert s.step == "rout"
    s = run(s, "flip Ann down")
    assert s.step == "killed"  # Reserve or Etruria: Ann chooses which Bust is lost
    s = run(s, "lose Ann reserve")
    assert (s.familia("Ann").reserve, s.familia("Ann").stock) == (1, 6)
    assert bust_count(s, "Ann") == B.busts


def test_a_second_campaign_season_in_the_same_order() -> None:
    s = expand(Ann="exec expand", Ben="exec expand", Cy="exec extort")
    order = s.waiting
    s = run(s, f"standard {order[0]} none", f"standard {order[1]} none")
    assert s.season == 2 and s.waiting == order


def hannibal(s: State | None = None, **cards: str) -> State:
    s = replace(s or at_era_start(), era=4, events=("hannibalic-war",), tiles=ALL_TILES)
    return expand(s, **cards)


def test_hannibal_takes_every_generals_first_standard() -> None:
    s = hannibal(Ann="exec expand", Ben="exec expand", Cy="exec expand")
    g = s.waiting[0]
    assert "against Hannibal" in str(refused(s, f"standard {g} none"))
    assert "against Hannibal" in str(refused(s, f"standard {g} volsci"))


def test_at_most_two_generals_combine_against_hannibal() -> None:
    s = hannibal(Ann="exec expand", Ben="exec expand", Cy="exec expand")
    a, b, c = s.waiting
    s = run(s, f"standard {a} hannibal", f"standard {b} hannibal join")
    assert "at most 2" in str(refused(s, f"standard {c} hannibal join"))
    s = run(s, f"standard {c} hannibal")
    assert [bt.generals for bt in s.battles] == [(a, b), (c,)]


def test_hannibal_ambushes_when_outnumbered_and_each_win_sacks_rome() -> None:
    """Scenario I, Hannibal: outnumbered, he draws until a legionary and adds every
    Phalanx and Barbarian shield; the legionary adds nothing to Rome but 1 casualty."""
    s = replace(at_era_start(), rome_card=9)
    s = with_familia(s, "Ann", auctoritas=1)
    s = hannibal(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = run(s, "standard Ann hannibal", "flip Ann up")  # elephants: -2, so 6 - 2 = 4
    s, events = act(s, "combat phalanx")
    assert "he Ambushes" in " ".join(e.text for e in events)
    s = run(s, "combat barbarian-horde", "combat phalanx", "combat auxilia")
    assert s.step == "battle"  # no legionary yet
    s = run(s, "combat legionary")
    text = said(s, "resolve")
    assert "Hannibal: 2 phalanx, 4 barbarian shields = 6" in text
    # 4 + 1 + 2 + 1 = 8 against 9 Legions: Rome wins; casualties 1 + 4 matching + 1
    assert "Rome 9 exceeds 8: it succeeds" in text
    assert "Casualties: 6 Legions" in text
    assert "Spoils: 10 Dignitas, 1 per defeated shield" in text
    s = run(s, "resolve")
    assert s.sacked == 0
    assert s.familia("Ann").dignitas == 5 + 10


def test_a_battle_hannibal_wins_adds_a_sacked_marker() -> None:
    s = replace(at_era_start(), rome_card=2)
    s = with_familia(s, "Ben", auctoritas=2)
    s = hannibal(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = run(s, "standard Ann hannibal", "flip Ann down", "combat legionary", "resolve")
    assert s.sacked == 1
    assert s.familia("Ben").auctoritas == 1  # every player loses 1 Auctoritas
    assert s.familia("Cy").dignitas == 4  # or 1 Dignitas without any


def test_nobody_playing_expand_against_hannibal_loses_the_game_for_all() -> None:
    s = replace(at_era_start(), era=4, events=("hannibalic-war",))
    s = playing(s, Ann="exec extort", Ben="exec extort", Cy="exec extort")
    s, events = begin_expand(B, s)
    assert s.step == "over" and s.outcome == "rome-falls" and s.winners == ()
    assert "everybody loses" in events[-1].text


def test_rome_sacked_three_times_ends_the_game() -> None:
    s = replace(at_era_start(), sacked=2)
    s = run(s, "sack")
    assert s.outcome == "rome-falls"
    assert "the game is over" in str(refused(s, "choose Ann exec expand"))


def test_end_of_era_rebels_allies_legions_primus_and_last_place() -> None:
    s = govern(at_era_start(), Volsci="Cy")
    s = run(s, "rebel volsci")
    s = with_familia(s, "Ben", dignitas=9)
    s = expand(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = replace(s, allied_supply=s.allied_supply - 1)
    s = replace(s, generals=(replace(s.generals[0], allied=1),))
    s = run(s, "standard Ann none", "standard Ann none")
    assert s.governor("Volsci") is None  # not put down: the Governor goes home
    assert s.familia("Cy").reserve == 3
    assert s.rome_card == 7 and s.allied_supply == B.allied_legions - 2  # Cy's Claudii keep theirs
    assert s.primus == "Ben"
    assert s.familia("Ann").dignitas == 3 + 1  # dereliction twice, then last place
    assert s.step == "direction" and s.era == 2


def test_fabian_tactics_uses_the_standard_and_counts_as_opposing_hannibal() -> None:
    s = hannibal(Ann="exec expand", Ben="exec extort", Cy="exec extort")
    assert s.familia("Ann").draft_count == 4  # physical: four Draft Events held
    s, events = act(s, "standard Ann hannibal fabian")
    assert "Fabian Tactics" in events[0].text
    assert s.familia("Ann").draft_count == 3
    assert s.sacked == 0 and s.outcome == ""
    assert s.season == 2  # no battle was fought


def test_the_last_era_ends_without_choosing_a_next_primus() -> None:
    s = replace(at_era_start(), era=4)
    s = with_familia(with_familia(s, "Ann", dignitas=7), "Ben", dignitas=7)  # a tie on top
    s, _ = end_era(B, s)
    assert s.step == "legacy"
    assert [f.dignitas for f in s.players] == [7, 7, 6]  # last place still gains 1


def test_a_great_general_adds_strength_after_the_combat_card() -> None:
    """How to Fight a Campaign: a 'Great General' card may be played after the combat
    card is drawn; it adds Strength, not Legions."""
    s = replace(at_era_start(), rome_card=2)
    s = expand(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = run(s, "standard Ann volsci")
    s, events = act(s, "combat barbarian-warband")
    assert "So far Rome 2 against 3: Rome loses" in events[-1].text
    assert "draw the combat card" not in str(refused(s, "combat phalanx"))
    assert "not a General in this battle" in str(refused(s, "strength Ben +2"))
    s = run(s, "strength Ann +2")
    text = said(s, "resolve")
    assert "Cards and Reforms the Generals play: Rome +2 = 4" in text
    assert "Rome 4 exceeds 3: it succeeds" in text


def brennus(**cards: str) -> State:
    s = replace(at_era_start(), era=2, events=("brennus",), tiles=ALL_TILES[:2])
    return expand(s, **cards)


def test_brennus_takes_the_first_standard_unless_it_stays_in_rome() -> None:
    """March on Campaign 2a: an Historical Event that forces a placement takes every
    General's first Standard, unless it can be placed in Rome (no part in the campaign)."""
    s = brennus(Ann="exec expand", Ben="exec expand", Cy="exec extort")
    first, second = s.waiting
    refusal = refused(s, f"standard {first} volsci")
    assert "goes against Brennus" in str(refusal)
    assert refusal.violations[0].rule.section == "IV. eXpand, March on Campaign"
    s = run(s, f"standard {first} brennus", f"standard {second} brennus")
    assert s.battles[0].generals == (first, second)  # any number combine against him
    assert s.battles[0].target == "Brennus"


def test_a_standard_kept_in_rome_fights_no_battle_and_costs_nothing() -> None:
    s = brennus(Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, events = act(s, "standard Ann rome")
    assert "takes no part" in events[0].text
    assert s.familia("Ann").dignitas == 5 and s.season == 2


def test_brennus_winning_leaves_his_consequences_to_the_table() -> None:
    s = brennus(Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = replace(s, generals=(replace(s.generals[0], rome=1),))
    s = run(s, "standard Ann brennus", "combat legionary")
    text = said(s, "resolve")
    assert "Brennus: 4 barbarian shields = 4" in text  # reconstructed, see data.referee.foes
    assert any("apply the card's consequences" in t for t in text)
    assert run(s, "resolve").sacked == 0


def test_tactical_reserve_holds_allied_legions_back_and_can_stop_an_ambush() -> None:
    """Scenario I, Hannibal: the Tactical Reserve Event holds Legions back from the
    calculation and can prevent an Ambush."""
    s = replace(at_era_start(), rome_card=4)
    s = hannibal(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = replace(s, allied_supply=s.allied_supply - 3)
    s = replace(s, generals=(replace(s.generals[0], allied=3),))
    s = run(s, "standard Ann hannibal", "flip Ann up")  # Hannibal 6 - 2 = 4; Rome 7
    s = run(s, "hold Ann 3")  # Rome 4: Hannibal is not outnumbered
    assert s.familia("Ann").draft_count == 3
    assert "already held" in str(refused(s, "hold Ann 1"))
    s, events = act(s, "combat phalanx")
    assert not any("Ambush" in e.text for e in events)
    assert s.battles[0].drawn  # one card, no Ambush draws
    text = said(s, "resolve")
    assert "Rome: 4 Legions committed" in text


def test_tactical_reserve_needs_the_card_and_comes_before_the_draw() -> None:
    s = expand(Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = replace(s, allied_supply=s.allied_supply - 2)
    s = replace(s, generals=(replace(s.generals[0], allied=2),))
    s = run(s, "standard Ann volsci")
    s = with_familia(s, "Ann", draft_count=0)
    assert "no Draft Event" in str(refused(s, "hold Ann 1"))
    s = with_familia(s, "Ann", draft_count=1)
    assert "2 Allied Legions" in str(refused(s, "hold Ann 3"))
    s = run(s, "hold Ann 2", "combat legionary")
    text = said(s, "resolve")
    assert "Rome: 7 Legions committed" in text  # 9 less the 2 held back
    s = run(s, "resolve")
    assert s.general("Ann").allied == 2  # type: ignore[union-attr]  # held back: no loss


def test_a_governor_placed_by_a_deal_during_the_battle_is_not_overwritten() -> None:
    s = expand(Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s = run(s, "standard Ann volsci", "combat auxilia", "move-bust Cy stock volsci", "resolve")
    assert s.governor("Volsci") == "Cy"  # no install step: the province is governed
    assert all(bust_count(s, n) == B.busts for n in s.names)


def test_a_standard_against_hannibal_names_whom_it_joins() -> None:
    """Scenario I, Hannibal: at most 2 Generals combine against him - `standard PLAYER
    hannibal join NAME` says whose battle the Standard joins; a full one is refused."""
    s = hannibal(Ann="exec expand", Ben="exec expand", Cy="exec expand")
    a, b, c = s.waiting
    s = run(s, f"standard {a} hannibal")
    assert f"standard {b} hannibal join {a.lower()}" in G.agenda(s).options
    assert "no Standard against Hannibal" in str(refused(s, f"standard {b} hannibal join {c}"))
    s = run(s, f"standard {b} hannibal join {a}")
    assert [bt.generals for bt in s.battles] == [(a, b)]
    assert "has no room" in str(refused(s, f"standard {c} hannibal join {a}"))
    assert not any("join" in o for o in G.agenda(s).options)
    assert "takes nothing more" in str(refused(s, f"standard {c} hannibal now"))


def test_hannibal_joining_when_no_battle_is_fought_says_there_is_none_to_join() -> None:
    """Scenario I, Hannibal: `standard PLAYER hannibal join` before any General marched
    against him is refused for what it is - no battle to join - not "no room"."""
    s = hannibal(Ann="exec expand", Ben="exec expand", Cy="exec expand")
    a = s.waiting[0]
    why = str(refused(s, f"standard {a} hannibal join"))
    assert "nothing to join" in why and "no room" not in why
    assert f"standard {a} hannibal" in why  # how to start one


def test_the_primus_breaks_an_end_of_era_tie_for_the_next_primus() -> None:
    """Primus Inter Pares: the Primus "gets to choose who breaks ties"; the end-of-Era tie
    cites it, not Full Game Setup (whose tie-break is the first Primus')."""
    from lictor.games.carta_imperia.rules.phases.end_of_era.steps import next_primus

    s = with_familia(with_familia(at_era_start(), "Ben", dignitas=9), "Cy", dignitas=9)
    s, _ = next_primus(B, s, [])
    agenda = G.agenda(s)
    assert s.step == "primus" and agenda.waiting_on == ("Ann",)
    assert agenda.section.startswith("Primus Inter Pares") and "Setup" not in agenda.section
    assert "Ann, the Primus, names one" in agenda.prompt
    first = G.agenda(replace(new(), step="primus", waiting=("Ann", "Ben")))
    assert first.section.startswith("Full Game Setup")


def test_naval_supremacy_combined_forces_share_any_generals_naval_access() -> None:
    """Naval Supremacy: the defence is doubled "unless the invading General's Familia"
    governs a Naval Icon; with combined forces, the Icon of any General in the army serves
    it. Ann commands against Sardinia without an Icon; Ben, who joins her, governs
    Tarentum's port: Sardinia's 2 shields are not doubled. Alone, Ann's are."""
    s = govern(at_era_start(), Tarentum="Ben")
    s = expand(s, Ann="exec expand", Ben="exec expand", Cy="exec extort")
    assert s.waiting == ("Ann", "Ben")
    alone = run(s, "standard Ann sardinia", "standard Ben none", "combat phalanx")
    assert "No friendly naval access: the defence is doubled to 4" in said(alone, "resolve")
    s = run(s, "standard Ann sardinia", "standard Ben sardinia", "combat phalanx")
    text = said(s, "resolve")
    assert not any("doubled" in t for t in text)
    assert s.battles[0].generals == ("Ann", "Ben")
