"""The NPC's eXpand choices the re-audit left (issue 29, reaudit15 N2-N5 and the unasked
join), each by its rule, with the reasons the table reads (English and Italian):

- the Primus's order of Generals tied on Prestige (IV. eXpand, "In a tie, the Primus decides
  who goes first"): the leading Player goes as late as the tie allows (NPC Action Summary,
  "an equal choice disadvantages the leading Player most"), said so; a flip only where that
  does not separate them, said so; never "it puts itself early" when it is not in the tie;
- the Commanding General installs from a Province when its Reserve is empty (NPC eXpand a):
  it names the Province it gives up, why that one, and that it rebels;
- casualties fall first on the leading Player (``common_npc.leader``), not a fellow NPC;
- joining with nobody asking: the General who invaded the highest-value region (NPC eXpand,
  "If the General cannot make a deal", a), not the invasion its Legions tip."""

from __future__ import annotations

from lictor.games.carta_imperia.npc import npc_decision
from lictor.games.carta_imperia.rules.phases.expand import npc as expand
from lictor.games.carta_imperia.rules.phases.expand import npc_losses
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.state import Action, Battle, General, Promise, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
BOARD = GAME.board


def A(verb: str, player: str, *args: str) -> Action:
    return Action(verb, player, args)


def tied(humans: int, npcs: int, primus: str, prestige: dict[str, int]) -> State:
    """Everyone plays eXpand in Era I, with the Prestige given; the Primus orders the tie."""
    s = npc_setup("full", 3, humans, npcs, False)
    s = replace(s, era=1, events=(), rome_card=2, primus=primus)
    for f in s.players:
        s = with_familia(
            s, f.name, dignitas=prestige[f.name], auctoritas=0, actions=("expand", "exec")
        )
    s, _ = begin_expand(BOARD, s)
    assert (s.step, s.waiting) == ("order", (primus,))
    return s


# -- N2: two tied Players: the leading Player last, said ---------------------------------------
def test_npc_primus_orders_two_tied_players_with_the_leading_player_last() -> None:
    """Ann and Ben (Players) tie on 4 Prestige; Rufus, the NPC Primus on 9, is not in the tie.
    The leading Player (the human with most Prestige; a tie: the first seated) is Ann: she
    goes last of the two. The old code flipped a thumb and said only that."""
    s = tied(2, 1, "Rufus", {"Ann": 4, "Ben": 4, "Rufus": 9})
    d = npc_decision(s, "Rufus")
    assert d.action == "order Rufus ben ann rufus"
    assert d.because == (
        "an equal choice disadvantages the leading Player most (NPC Action Summary): Ann, the "
        "leading Player, goes as late as the tie allows (reconstruction: going first is the "
        "advantage)",
        "the tied Generals (Ann, Ben) go in this order: Ben, Ann, Rufus",
    )
    with use_lang("it"):
        said = npc_decision(s, "Rufus").because
    assert said[0].startswith("a parità di scelta si svantaggia di più il Giocatore in testa")
    assert "Ann, il Giocatore in testa, va il più tardi possibile" in said[0]
    assert said[1] == "i Generali in parità (Ann, Ben) vanno in quest'ordine: Ben, Ann, Rufus"


def test_npc_primus_flips_only_when_the_leading_player_is_not_in_the_tie_and_says_so() -> None:
    """Ann leads on 9; Ben and Cy (Players) tie on 3 with Rufus (NPC Primus) on 6: no order
    of Ben and Cy disadvantages Ann more, so a thumb flip orders them, said as such."""
    s = tied(3, 1, "Rufus", {"Ann": 9, "Ben": 3, "Cy": 3, "Rufus": 6})
    d = npc_decision(s, "Rufus")
    assert d.action in {"order Rufus ben cy rufus ann", "order Rufus cy ben rufus ann"}
    assert d.because[:2] == (
        "an equal choice disadvantages the leading Player most (NPC Action Summary): Ann, the "
        "leading Player, is not among the tied Generals, so no order of theirs disadvantages "
        "him more",
        "still tied with 1 other option: a thumb flip chose it",
    )
    order = ", ".join(w.title() for w in d.action.split()[2:])
    assert d.because[2] == f"the tied Generals (Ben, Cy) go in this order: {order}"


# -- N3: the NPC not in the tie does not say it "puts itself early" ---------------------------
def test_npc_primus_not_in_the_tie_says_what_it_did_with_the_tied_generals() -> None:
    """Solo: Rufus (NPC) and Ann tie on 4; Cato, the NPC Primus on 10, is not in the tie. Ann
    (the leading Player) goes after Rufus; the reason says so, and never that Cato "puts
    itself as early as the tie allows" (reaudit15 N3)."""
    s = tied(1, 2, "Cato", {"Ann": 4, "Rufus": 4, "Cato": 10})
    d = npc_decision(s, "Cato")
    assert d.action == "order Cato rufus ann cato"
    assert not any("puts itself" in why for why in d.because)
    assert d.because[-1] == "the tied Generals (Ann, Rufus) go in this order: Rufus, Ann, Cato"
    assert "Ann, the leading Player, goes as late as the tie allows" in d.because[0]


def test_npc_primus_in_the_tie_goes_first_and_the_leading_player_last() -> None:
    s = tied(1, 2, "Cato", {"Ann": 5, "Rufus": 5, "Cato": 5})
    d = npc_decision(s, "Cato")
    assert d.action == "order Cato cato rufus ann"
    assert d.because[0] == (
        "going first is dealt the first of Rome's Legions and chooses its campaign first: it "
        "puts itself as early as the tie allows (reconstruction)"
    )
    assert d.because[-1] == (
        "the tied Generals (Cato, Ann, Rufus) go in this order: Cato, Rufus, Ann"
    )


# -- N4: the install that strips a Province ----------------------------------------------------
def won(s: State, region: str) -> State:
    return replace(s, battles=(Battle(region, ("Rufus",), 1, result="won"),), current=0)


def test_npc_installing_with_no_reserve_gives_up_its_province_worth_least_and_says_it_rebels() -> (
    None
):
    """reaudit15 N4 (solo seed 11, Era I): Rufus, Reserve 0, governs Etruria (2 Phalanx) and
    Volsci (2 Barbarian), wins Tarentum. The old code took the first offer, Etruria, saying
    nothing of it; it gives up Volsci, the lower shield kind, and says it rebels."""
    s = npc_setup("full", 3, 1, 2, False)
    s = with_familia(s, "Rufus", reserve=0)
    s = won(replace(s, governors=(("Etruria", "Rufus"), ("Volsci", "Rufus"))), "Tarentum")
    offers = [A("install", "Rufus", "from", "etruria"), A("install", "Rufus", "from", "volsci")]
    offers.append(A("decline", "Rufus"))
    d = expand.POLICIES["install"](BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "install Rufus from volsci"
    assert d.because == (
        "the Commanding General takes the Governorship if it can (NPC eXpand)",
        "no Bust in its Reserve: it takes the Governor from one of the 2 Provinces it governs",
        "it gives up Volsci (Status 2; 2 Barbarian shields), the one worth least to it: the "
        "lowest endgame Status, then the fewest shields and the lowest shield kind, then the "
        "farthest from being Romanised, then not bordering Roman land (reconstruction); it "
        "keeps Etruria",
        "Volsci rebels and must be reconquered",
    )
    # the lower Status goes first, whatever the order offered: Samnium's 3 kept over Etruria
    s = won(replace(s, governors=(("Samnium", "Rufus"), ("Etruria", "Rufus"))), "Gallia")
    offers = [A("install", "Rufus", "from", "samnium"), A("install", "Rufus", "from", "etruria")]
    d = expand.POLICIES["install"](BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "install Rufus from etruria"
    with use_lang("it"):
        d = expand.POLICIES["install"](BOARD, s, "Rufus", offers)
    assert d is not None and d.because[-1] == "Etruria si ribella e va riconquistata"
    assert "rinuncia a Etruria" in d.because[2] and "tiene Sannio" in d.because[2]


def test_npc_with_no_reserve_declines_a_governorship_worth_no_more_than_what_it_gives_up() -> None:
    """audit17 R2 (physical solo seed 5): with an empty Reserve, Cato gave up Etruria (2
    Phalanx, Status 2) to govern Volsci (2 Barbarian, Status 2), and Etruria rebelled. "Take
    the Governorship if it can" is read as without losing by it: it declines, and says why."""
    s = npc_setup("full", 3, 1, 2, False)
    s = with_familia(s, "Rufus", reserve=0)
    s = won(replace(s, governors=(("Etruria", "Rufus"),)), "Volsci")
    offers = [A("install", "Rufus", "from", "etruria"), A("decline", "Rufus")]
    d = expand.POLICIES["install"](BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "decline Rufus"
    assert d.because == (
        "no Bust in its Reserve: taking the Governorship would cost it Etruria (Status 2; 2 "
        "Phalanx shields), worth no less than Volsci (Status 2; 2 Barbarian shields), and "
        "Etruria would rebel: it declines (NPC eXpand, 'if it can' read as without losing by "
        "it: reconstruction)",
    )
    with use_lang("it"):
        d = expand.POLICIES["install"](BOARD, s, "Rufus", offers)
    assert d is not None and "reconstruction" not in d.because[0]


def test_npc_offered_the_governorship_after_the_commander_declined_says_so() -> None:
    """audit17 R1: Ann commands and declines; Cato, the next General in the battle, takes the
    Governorship (Install a Governor), and his reason no longer calls him the Commanding
    General."""
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, battles=(Battle("Tarentum", ("Ann", "Cato"), 1, result="won"),), current=0)
    d = expand.POLICIES["install"](BOARD, s, "Cato", [A("install", "Cato"), A("decline", "Cato")])
    assert d is not None and d.action == "install Cato"
    assert d.because == (
        "Ann, the Commanding General, declined the Governorship: the next General in the "
        "battle may take it, and Cato takes it if it can (Install a Governor; NPC eXpand)",
    )


# -- N5: casualties on the leading Player first, not on a fellow NPC ----------------------------
def test_npc_commander_puts_casualties_on_the_leading_player_before_a_fellow_npc() -> None:
    """reaudit15 N5 (solo seed 11): Rufus commands Ann and Cato; Cato has more Prestige than
    Ann, and the old code put the losses on Cato "(an equal choice disadvantages the leading
    Player most)". The leading Player is Ann, the human: the losses fall on her first."""
    s = npc_setup("full", 3, 1, 2, False)
    s = with_familia(with_familia(s, "Cato", dignitas=12), "Ann", dignitas=4)
    gens = (General("Rufus", rome=2), General("Ann", rome=2), General("Cato", rome=2))
    s = replace(s, generals=gens, battles=(Battle("Samnium", ("Rufus", "Ann", "Cato"), 1),))
    s = replace(s, current=0, losses=2)
    shares = (("0", "1", "1"), ("0", "2", "0"), ("0", "0", "2"), ("1", "1", "0"))
    offers = [A("casualties", "Rufus", *x) for x in shares]
    d = npc_losses.casualties(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "casualties Rufus 0 2 0"
    assert d.because[1] == (
        "an equal choice disadvantages the leading Player most (NPC Action Summary): the rest "
        "fall first on Ann, the leading Player"
    )
    with use_lang("it"):
        d = npc_losses.casualties(BOARD, s, "Rufus", offers)
    assert d is not None and "ricadono prima su Ann, il Giocatore in testa" in d.because[1]


# -- the unasked join: the General who invaded the highest-value region --------------------------
def test_unasked_npc_joins_the_general_who_invaded_the_highest_value_region() -> None:
    """NPC eXpand, "If the General cannot make a deal", a. Ann invades Samnium (3 shields),
    Cato invades Etruria (2) with 2 Legions after Ann refused his ask (no NPC is asked after
    her). Rufus (1 Legion) outnumbers nothing fresh, and nobody asked him: he joins Ann at
    Samnium, not Cato at Etruria, the invasion his Legion would tip (the old code's choice,
    under "(NPC eXpand, asking for support)")."""
    s = npc_setup("full", 3, 1, 2, False)
    gens = (General("Ann", rome=1), General("Cato", rome=2), General("Rufus", rome=1))
    s = replace(
        s,
        generals=gens,
        battles=(Battle("Samnium", ("Ann",), 1), Battle("Etruria", ("Cato",), 1)),
        promises=(Promise("Cato", "Ann", "no-support", s.era, "Etruria"),),
    )
    offers = [A("standard", "Rufus", r) for r in ("none", "samnium", "etruria", "tarentum")]
    d = expand.standard(BOARD, s, "Rufus", offers)
    assert d is not None and d.action == "standard Rufus samnium"
    assert d.because == (
        "it outnumbers no fresh region, and nobody asked it for support: it joins Ann, who has "
        "invaded the highest-value region so far, Samnium (3 Barbarian shields) (NPC eXpand, "
        "if the General cannot make a deal: a; reconstruction: shields, then the shield kind, "
        "then closest to Rome)",
    )
    assert not any("asking for support" in why for why in d.because)
    with use_lang("it"):
        d = expand.standard(BOARD, s, "Rufus", offers)
    assert d is not None and "si unisce a Ann" in d.because[0] and "Sannio" in d.because[0]


def test_npc_asked_by_a_fellow_npc_supports_its_invasion_and_says_who_asked() -> None:
    """NPC eXpand a: Cato, asked by Rufus (the lowest-Prestige uncommitted General who tips
    the Volsci), supports him there, and the reason names the ask."""
    s = npc_setup("full", 3, 1, 2, False)
    s = with_familia(s, "Cato", dignitas=2)
    s = replace(s, generals=(General("Rufus", rome=1), General("Cato", rome=2)))
    s = replace(s, battles=(Battle("Volsci", ("Rufus",), 1),))
    offers = [A("standard", "Cato", r) for r in ("none", "etruria", "samnium", "volsci")]
    d = expand.standard(BOARD, s, "Cato", offers)
    assert d is not None and d.action == "standard Cato volsci"
    assert d.because == (
        "Rufus asked it for support against Volsci, which its 2 Legions tip, and it has no "
        "target of its own that would earn it more: it supports the invasion (NPC eXpand a, "
        "asking for support)",
    )
