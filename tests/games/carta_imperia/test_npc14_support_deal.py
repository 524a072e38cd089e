"""NPC eXpand a (Solo & 2-Player Addenda): "Players can Offer a Deal to change the
parameters of this arrangement with an NPC asking for their support". The Addenda's own
example: Rufus needs help against the Volsci (2 Barbarian shields), Ann offers to join him
with her 2 Legions, demands the campaign's Dignitas and leaves him the Governorship -
Thumbs value 2; the Omens Phalanx, Barbarian, Barbarian, Legionary; Superior and
Compliant take it, Wary and Hostile refuse. A deal taken is honoured."""

from __future__ import annotations

import pytest

from lictor.games.carta_imperia.rules.phases.expand.steps import muster
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import set_governor, with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board
DEAL = "offer Ann rufus give join 2 governorship volsci demand campaign-dignitas"
OMENS = " omens phalanx barbarian barbarian legionary"  # the example's draw
THUMBS = [
    "Ann offers Rufus a deal",
    "Ann joins Rufus's campaign against Volsci with 2 Legions, and Rufus plays eXpand this "
    "Era: 2 thumbs up",
    "Ann hands Rufus the Governorship of Volsci (Status 2): 2 thumbs up",
    "Ann asks for 2 Dignitas of the Volsci campaign's reward: 2 thumbs down",
    "The deal tips the balance against Volsci (Strength 2: 1 without it, 3 with it): Rufus "
    "keeps 0 of its 2 Dignitas (reconstruction: the reward less what is demanded): no thumbs",
    "Thumbs value: 4 up - 2 down = 2",
]


def asked(physical: bool = True, ann: int = 4, rufus: int = 5, primus: str = "Cato") -> State:
    """Era II: Rufus (NPC, eXpand) musters 1 Legion of Rome, Ann 1 of Rome and 1 Allied;
    Etruria is Roman, so Rufus outnumbers no region and asks Ann against the Volsci
    (Strength 2), the one region her 2 Legions tip. Prestige: Ann ``ann``, Rufus ``rufus``."""
    s = npc_setup("full", 8, 1, 2, physical)
    s = replace(s, era=2, events=(), rome_card=2, primus=primus)
    s = with_familia(s, "Rufus", legions=0, private=0, actions=("expand", "exec"),
                     dignitas=rufus, auctoritas=0)  # fmt: skip
    s = with_familia(s, "Ann", legions=1, private=0, actions=("expand", "exec"), dignitas=ann,
                     auctoritas=0)  # fmt: skip
    s = with_familia(s, "Cato", legions=0, actions=("exploit", "exec"), dignitas=9)
    s = set_governor(s, "Etruria", "Cato")
    s, _ = muster(BOARD, s, ("Ann", "Rufus") if ann <= rufus else ("Rufus", "Ann"))
    return s


def act(s: State, words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(GAME, s, GAME.parse(s, words.split()))
    return after, [e.text for e in events]


def test_npc_general_asks_for_support_against_the_volsci_and_the_prompt_offers_a_deal() -> None:
    s = asked()
    assert (s.step, s.waiting) == ("support", ("Ann",))
    prompt = GAME.agenda(s).prompt
    assert prompt.startswith("Rufus asks Ann for support against Volsci (Strength 2)")
    assert prompt.endswith(
        "or offer a deal changing the arrangement (its Dignitas, the Governorship, his "
        "Legions): `offer Ann rufus give join 2 [governorship volsci] [demand "
        "campaign-dignitas]`"
    )


@pytest.mark.parametrize(
    ("ann", "rufus", "primus", "mood", "counted", "takes"),
    [
        (4, 6, "Cato", "Superior (Rufus has 6 Prestige, at least Era # (2) more than Ann's 4)",
         "Superior counts Phalanx: 1", True),
        (8, 5, "Cato", "Compliant (Rufus has 5 Prestige, less than Ann's 8)",
         "Compliant counts Barbarian: 2", True),
        (4, 5, "Cato",
         "Wary (Rufus has 5 Prestige against Ann's 4: neither more by Era # nor less)",
         "Wary counts Phalanx and Barbarian: 3", False),
        (4, 5, "Ann", "Hostile (Ann is the Primus)",
         "Hostile counts every shield: 4", False),
    ],
)  # fmt: skip
def test_volsci_deal_has_thumbs_value_2_and_the_four_attitudes_rule_as_the_addenda_example(
    ann: int, rufus: int, primus: str, mood: str, counted: str, takes: bool
) -> None:
    s = asked(ann=ann, rufus=rufus, primus=primus)
    after, said = act(s, DEAL + OMENS)
    assert said[: len(THUMBS)] == THUMBS
    assert said[len(THUMBS)] == f"Attitude: {mood}"
    assert said[len(THUMBS) + 1] == (
        f"Omens drawn: Phalanx, Barbarian, Barbarian, Legionary; {counted}"
    )
    n = int(counted[-1])
    if takes:
        assert said[len(THUMBS) + 2] == f"{n} <= Thumbs value 2: Rufus takes the deal"
        assert after.step != "support"  # the deal answered the ask
    else:
        assert said[len(THUMBS) + 2] == f"{n} > Thumbs value 2: Rufus refuses the deal"
        assert said[-1] == "Rufus refuses: nothing changes hands"
        assert (after.step, after.waiting) == ("support", ("Ann",))  # still asked


def test_volsci_deal_in_a_virtual_game_draws_the_omens_and_rules_with_the_same_value() -> None:
    s = asked(physical=False, ann=8, rufus=5)
    _, said = act(s, DEAL)
    assert said[: len(THUMBS)] == THUMBS
    assert said[len(THUMBS)].startswith("Attitude: Compliant")
    verdict = said[len(THUMBS) + 2]
    assert verdict.endswith(("Rufus takes the deal", "Rufus refuses the deal"))
    with pytest.raises(IllegalAction, match="lictor draws the Omens in a virtual game"):
        act(s, DEAL + OMENS)


def taken() -> State:
    s, said = act(asked(ann=8, rufus=5), DEAL + OMENS)
    assert said[len(THUMBS) + 3] == (
        "Rufus takes Ann's deal: promised: Ann joins Rufus's campaign with 2 Legions under "
        "his own Standard; promised: the Governorship of Volsci when it falls; promised: the "
        "campaign's Dignitas (all of it)"
    )
    assert said[len(THUMBS) + 4] == (
        "Ann commits 1 Allied Legion to his own command, as the deal promised"
    )
    return s


def test_accepted_volsci_deal_is_honoured_standard_legions_dignitas_and_governorship() -> None:
    s = taken()
    g = s.general("Ann")
    assert g is not None and g.legions == 2  # "with your 2 Legions"
    assert s.step == "standard" and s.waiting == ("Rufus", "Ann")
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action == "standard Rufus volsci"
    s, _ = act(s, turn[1].action)
    assert [GAME.text(a) for a in GAME.legal_actions(s) if a.verb == "standard"] == [
        "standard Ann volsci"
    ]
    s, said = act(s, "standard Ann volsci")
    assert said[0] == "Ann joins Rufus against Volsci"
    s, _ = act(s, "combat auxilia")  # Rome 3 against 2
    s, _ = act(s, "resolve")
    if s.step == "casualties":
        s, _ = act(s, "casualties Rufus 0 1")
        s, _ = act(s, GAME.text(GAME.legal_actions(s)[0]))
    assert s.step == "install" and s.waiting[0] == "Rufus"
    turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].action.startswith("install Rufus")
    assert turn[1].because == (
        "Ann gave it the Governorship of Volsci in a deal it took (NPC eXpand a, a deal "
        "changing the arrangement)",
    )
    before = s.familia("Ann").dignitas, s.familia("Rufus").dignitas
    s, said = act(s, turn[1].action)
    assert "Ann takes 2 Dignitas of the Spoils first, as the deal promised" in said
    assert s.governor("Volsci") == "Rufus"
    assert (s.familia("Ann").dignitas, s.familia("Rufus").dignitas) == (
        before[0] + 2,
        before[1],
    )


def test_a_support_promised_in_an_offer_holds_the_standard_elsewhere_refused_in_one_line() -> None:
    s = taken()
    s, _ = act(s, "standard Rufus volsci")
    for where in ("samnium", "none"):
        with pytest.raises(IllegalAction) as err:
            act(s, f"standard Ann {where}")
        text = str(err.value)
        assert (
            "Ann promised Rufus in a deal to join its campaign against Volsci with 2 Legions: "
            f"his Standard goes there (standard Ann volsci), not {where}"
        ) in text
        assert "NPC eXpand a, a deal changing the arrangement" in text


def test_the_player_who_gave_the_governorship_in_a_deal_may_only_decline() -> None:
    s = taken()
    s, _ = act(s, "standard Rufus volsci")
    s, _ = act(s, "standard Ann volsci")
    s, _ = act(s, "combat auxilia")
    s, _ = act(s, "resolve")
    if s.step == "casualties":
        s, _ = act(s, "casualties Rufus 0 1")
        s, _ = act(s, GAME.text(GAME.legal_actions(s)[0]))
    s = replace(s, waiting=("Ann", "Rufus"))  # were Ann asked first (her Standard first)
    assert [GAME.text(a) for a in GAME.legal_actions(s) if a.verb in ("install", "decline")] == [
        "decline Ann"
    ]
    with pytest.raises(IllegalAction, match=r"Ann gave Rufus the Governorship of Volsci in a "
                       r"deal: Rufus takes it \(decline Ann\)"):  # fmt: skip
        act(s, "install Ann")


def test_join_without_an_ask_or_beyond_the_legions_mustered_is_refused_in_one_line() -> None:
    s = asked()
    with pytest.raises(IllegalAction, match=r"give join 3: Ann musters 2 Legions"):
        act(s, "offer Ann rufus give join 3" + OMENS)
    with pytest.raises(IllegalAction, match=r"give join: Cato asks Ann for no support now"):
        act(s, "offer Ann cato give join 1" + OMENS)
    assert s.step == "support"


def test_support_deal_is_said_in_italian() -> None:
    s = asked(ann=8, rufus=5)
    with use_lang("it"):
        _, said = act(s, DEAL + OMENS)
    assert said[1] == (
        "Ann si unisce alla campagna di Rufus contro Volsci con 2 Legioni, e Rufus gioca "
        "eXpand in questa Era: 2 pollici in su"
    )
    assert "Ann pone 1 Legione alleata al proprio comando, come promesso nell'accordo" in said
    with use_lang("it"), pytest.raises(IllegalAction) as err:
        act(s, "offer Ann rufus give join 3" + OMENS)
    assert "give join 3: Ann raduna 2 Legioni" in str(err.value)
