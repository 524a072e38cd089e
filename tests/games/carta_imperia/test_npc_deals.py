"""Dealmaking with an NPC Senator (Solo & 2-Player Addenda): the Thumbs value line by line,
the Attitude, the Omens, the final Era's guard and the two players' blind bids. The
Addenda's example: Rufus's Volsci deal, Thumbs value 2, and its four Attitude outcomes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.phases.tools.blind_bids import blind_bids, flips_needed
from lictor.games.carta_imperia.rules.phases.tools.npc_deal import needs_omens, rule_deal
from lictor.games.carta_imperia.rules.phases.tools.thumbs import (
    Campaign,
    Contest,
    Item,
    Table,
    Terms,
    thumbs_value,
)
from lictor.games.carta_imperia.rules.phases.tools.thumbs_words import (
    find_region,
    governorship_status,
)

# Rufus needs help against the Volsci (2 Barbarian shields) in Era II: you join him with
# 2 Legions, demand the campaign's Dignitas and leave him the Governorship.
VOLSCI = Campaign("Volsci", reward=2, npc_strength=1, needed=2)
VOLSCI_DEAL = Terms(
    give=(Item("legions", 2), Item("governorship", province="Volsci", status=2)),
    demand=(Item("campaign-dignitas"),),
)
OMENS = (("phalanx",), ("barbarian",), ("barbarian",), ("legionary",))


def table(npc: int, player: int, **kw: object) -> Table:
    base = Table(
        "Rufus", "Ann", era=2, final_era=7, npc_prestige=npc, player_prestige=player,
        npc_expands=True, campaign=VOLSCI,
    )  # fmt: skip
    return replace(base, **kw)  # type: ignore[arg-type]


def test_thumbs_value_of_rufus_volsci_deal_is_two() -> None:
    v = thumbs_value(table(8, 6), VOLSCI_DEAL)
    assert v.total == 2
    values = [line.value for line in v.lines]
    assert values == [2, 2, -2, 0, 2]  # Legions, Governorship, reward, the campaign line, total
    texts = [line.text for line in v.lines]
    assert texts[0] == "Ann gives 2 Legions, and Rufus plays eXpand this Era: 2 thumbs up"
    assert texts[1] == "Ann hands Rufus the Governorship of Volsci (Status 2): 2 thumbs up"
    assert texts[2] == "Ann asks for 2 Dignitas of the Volsci campaign's reward: 2 thumbs down"
    assert "keeps 0 of its 2 Dignitas" in texts[3]
    assert texts[-1] == "Thumbs value: 4 up - 2 down = 2"


def test_superior_npc_counts_only_phalanx_and_takes_the_deal() -> None:
    r = rule_deal(table(8, 6), VOLSCI_DEAL, OMENS)  # 2 more Prestige in Era II
    assert (r.attitude, r.counted, r.accepts) == ("superior", 1, True)
    assert r.lines[-1].text == "1 <= Thumbs value 2: Rufus takes the deal"


def test_compliant_npc_counts_only_barbarian_and_takes_the_deal() -> None:
    r = rule_deal(table(5, 6), VOLSCI_DEAL, OMENS)
    assert (r.attitude, r.counted, r.accepts) == ("compliant", 2, True)
    assert r.lines[-1].text == "2 <= Thumbs value 2: Rufus takes the deal"


def test_wary_npc_counts_phalanx_and_barbarian_and_refuses_the_deal() -> None:
    r = rule_deal(table(7, 6), VOLSCI_DEAL, OMENS)  # 1 more Prestige
    assert (r.attitude, r.counted, r.accepts) == ("wary", 3, False)
    assert r.lines[-1].text == "3 > Thumbs value 2: Rufus refuses the deal"


def test_hostile_npc_counts_every_shield_against_the_primus_and_refuses() -> None:
    r = rule_deal(table(8, 6, player_is_primus=True), VOLSCI_DEAL, OMENS)
    assert (r.attitude, r.counted, r.accepts) == ("hostile", 4, False)
    assert "Attitude: Hostile (Ann is the Primus)" in [x.text for x in r.lines]


def test_legions_offered_are_worth_nothing_without_expand() -> None:
    v = thumbs_value(
        table(8, 6, npc_expands=False, campaign=None), Terms(give=(Item("legions", 3),))
    )
    assert v.total == 0
    assert v.lines[0].text.endswith("but Rufus has not chosen eXpand: no thumbs")


def test_dignitas_offered_and_demanded_is_a_thumb_each() -> None:
    v = thumbs_value(
        table(8, 6, campaign=None),
        Terms(give=(Item("dignitas", 5),), demand=(Item("dignitas", 1),)),
    )
    assert [x.value for x in v.lines] == [5, -1, 4]


def test_bust_offered_is_worth_its_price_less_the_busts_in_reserve() -> None:
    gift = Terms(give=(Item("busts", 2),))
    assert thumbs_value(table(8, 6, campaign=None, bust_cost=4, npc_reserve=1), gift).total == 6
    # 3 in Reserve and a price of 2: each Bust offered is a thumb down
    low = thumbs_value(table(8, 6, campaign=None, bust_cost=2, npc_reserve=3), gift)
    assert low.total == -2 and "1 thumb down" not in low.lines[0].text
    assert low.lines[0].text.endswith("2 thumbs down")


def test_front_runner_subtracts_the_contested_status_unless_supported() -> None:
    contest = Contest("Etruria", status=2, npc_front_runner=True)
    t = table(8, 6, campaign=None, contest=contest)
    ask = Terms(give=(Item("dignitas", 3),), demand=(Item("votes"),))
    assert thumbs_value(t, ask).total == 1
    supported = Terms(give=(Item("dignitas", 3), Item("support")), demand=(Item("votes"),))
    assert thumbs_value(t, supported).total == 3


def test_tipping_a_campaign_adds_the_dignitas_the_npc_keeps() -> None:
    join = Terms(give=(Item("legions", 2),))
    v = thumbs_value(table(8, 6), join)
    assert v.total == 4  # 2 Legions + the 2 Dignitas he keeps
    enough = thumbs_value(table(8, 6, campaign=replace(VOLSCI, npc_strength=3)), join)
    assert enough.total == 2
    assert "does not tip the balance" in enough.lines[1].text


def test_npcs_never_sell_legions_in_era_seven() -> None:
    t = table(8, 6, era=7, campaign=None, npc_expands=False)
    ask = Terms(give=(Item("dignitas", 9),), demand=(Item("legions", 1),))
    assert not needs_omens(t, ask)
    r = rule_deal(t, ask, None)
    assert not r.accepts and r.counted is None and r.refusal == "NPCs never sell Legions in Era VII"


def test_npcs_sell_no_legions_when_they_play_expand() -> None:
    r = rule_deal(table(8, 6, campaign=None), Terms(demand=(Item("legions", 2),)), None)
    assert r.refusal == "Rufus plays eXpand this Era and sells no Legions"


def test_final_era_npc_takes_no_deal_leaving_it_below_its_closest_rival() -> None:
    # Era VII of VII: Rufus 11, Ann 9; 2 Dignitas to Ann would leave him 9 against 11
    t = table(11, 9, era=7, campaign=None)
    r = rule_deal(t, Terms(give=(Item("legions", 1),), demand=(Item("dignitas", 2),)), None)
    assert not r.accepts and r.counted is None
    assert "Rufus would hold 9 Prestige against Ann's 11" in r.lines[-1].text
    # 1 Dignitas keeps him level: he consults the Omens
    assert needs_omens(t, Terms(give=(Item("legions", 3),), demand=(Item("dignitas", 1),)))
    # the same deal in Era VI: no guard
    assert needs_omens(replace(t, era=6), Terms(demand=(Item("dignitas", 2),)))


def test_final_era_deal_that_narrows_the_gap_says_the_npc_stays_below_its_rival() -> None:
    """The final Era's guard lets a trailing NPC take a deal that narrows the gap (lictor's
    reading), and the ruling says so in a line (found by audit14npc: no line did)."""
    t = table(7, 11, era=7, campaign=None)  # Rufus 7, Ann 11: Rufus trails
    r = rule_deal(t, Terms(give=(Item("dignitas", 2),)), (("legionary",),))
    assert r.accepts
    assert not any(line.text.startswith("Final Era") for line in r.lines)  # level: not below
    r = rule_deal(t, Terms(give=(Item("dignitas", 1),)), (("legionary",),))
    assert (
        "Final Era: after the deal Rufus would still hold less Prestige (8) than Ann (10), its "
        "closest rival, but the deal narrows the gap, so it may take it (reconstruction)"
    ) in [line.text for line in r.lines]


def test_omens_are_revealed_until_a_legionary_shield() -> None:
    with pytest.raises(BadInput, match="last card must show one"):
        rule_deal(table(8, 6), VOLSCI_DEAL, (("phalanx",),))
    with pytest.raises(BadInput, match="no card may follow"):
        rule_deal(table(8, 6), VOLSCI_DEAL, (("legionary",), ("legionary",)))


def test_demanding_more_busts_than_the_npc_holds_is_refused_as_input() -> None:
    with pytest.raises(BadInput, match="Rufus has 1 in Reserve"):
        thumbs_value(table(8, 6, npc_reserve=1), Terms(demand=(Item("busts", 2),)))


def test_two_players_npc_takes_the_best_offer_the_omens_approve() -> None:
    t = table(8, 6, campaign=None)
    ann = rule_deal(t, Terms(give=(Item("dignitas", 4),)), (("phalanx",), ("legionary",)))
    ben = rule_deal(replace(t, player="Ben"), Terms(give=(Item("dignitas", 2),)), (("legionary",),))
    bids = blind_bids([ann, ben])
    assert bids.taken == "Ann"
    # Ann's better offer refused by her Omens: Ben's is taken
    ann_refused = rule_deal(
        t, Terms(give=(Item("dignitas", 1),)), (("phalanx",), ("phalanx",), ("legionary",))
    )
    assert blind_bids([ann_refused, ben]).taken == "Ben"


def test_two_players_tied_offers_are_broken_by_a_thumb_flip() -> None:
    t = table(8, 6, campaign=None)
    offer = Terms(give=(Item("dignitas", 2),))
    ann = rule_deal(t, offer, (("legionary",),))
    ben = rule_deal(replace(t, player="Ben"), offer, (("legionary",),))
    assert flips_needed([ann, ben]) == 1
    assert blind_bids([ann, ben], ["up"]).taken == "Ann"
    down = blind_bids([ann, ben], ["down"])
    assert down.taken == "Ben"
    assert "Ann and Ben tie at 2: the thumb lands down, Ben wins" in [x.text for x in down.lines]
    with pytest.raises(BadInput, match="1 thumb flip"):
        blind_bids([ann, ben])


def test_governorship_status_in_the_thumbs_counts_its_emporium() -> None:
    # Game End & Victory: a Governor's Status adds his Emporia squared; Tarentum (2 Phalanx
    # shields and an Emporium) is worth 2 + 1 in a deal, Samnium (no Emporium) its shields
    board = load_board()
    tarentum = find_region(board, "tarentum", "give")
    assert (tarentum.strength, tarentum.emporia) == (2, 1)
    assert governorship_status(tarentum) == 3
    samnium = find_region(board, "samnium", "give")
    assert samnium.emporia == 0 and governorship_status(samnium) == samnium.strength
