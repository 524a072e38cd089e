"""The state of a refereed Carta Imperia game: frozen values, replaced never mutated.

One ``State`` holds the table (map, Legions of Rome, decks, Reforms, Sacked markers), the
Familiae in seat order, where the procedure stands (``step`` and who it waits on) and the
Era's bookkeeping. Later Eras (Emperor, eXtra-Legal, civil war) add fields with defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from lictor.rules.deck import Deck

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.board import Board
    from lictor.games.carta_imperia.rules.phases.civil_war.rulings import War

ACTIONS = ("exploit", "exec", "extort", "expand", "extra-legal")  # the last from Era VI
COLOURS = ("red", "blue", "green", "yellow", "orange", "grey")


@dataclass(frozen=True, init=False)
class Action:
    """One thing said to the referee: ``verb [player] args...`` in canonical words."""

    verb: str
    player: str = ""
    args: tuple[str, ...] = ()

    def __init__(self, verb: str, player: str = "", args: tuple[str, ...] = ()) -> None:
        d = self.__dict__  # as the kernel's Event: each field written straight in (issue 27)
        d["verb"] = verb
        d["player"] = player
        d["args"] = args

    def words(self) -> str:
        return " ".join(x for x in (self.verb, self.player, *self.args) if x)


@dataclass(frozen=True)
class Familia:
    """One player's Familia: Dignitas and Auctoritas, pieces and Legions, the cards held
    and the Actions chosen."""

    name: str
    colour: str
    dignitas: int = 5
    auctoritas: int = 0
    stock: int = 6
    reserve: int = 2
    legions: int = 0  # Allied Legions held
    private: int = 0  # Private Legions (Gens Claudii's, Professional Army's, Mules of Marius)
    # of them, those kept at an Era's end only for 1 Auctoritas: bought with the Professional
    # Army, or Allied Legions turned Private by the Mules of Marius (Era VI onwards)
    professional: int = 0
    start_card: str = ""
    draft: tuple[str, ...] = ()  # Draft Events held (virtual decks)
    draft_count: int = 0  # how many Draft Events held (both modes)
    hand: tuple[str, ...] = ()  # the draft hand in front of this player
    legacies: tuple[str, ...] = ()
    actions: tuple[str, ...] = ()  # the Action cards chosen this Era
    legacy_points: int | None = None

    @property
    def auctoritas_value(self) -> int:
        return (self.auctoritas // 2) * 3 + self.auctoritas % 2

    @property
    def prestige(self) -> int:
        return self.dignitas + self.auctoritas_value


@dataclass(frozen=True)
class General:
    """A General of this Era's eXpand and the Legions under his command."""

    name: str
    rome: int = 0  # Legions of Rome under command
    allied: int = 0  # Allied Legions lent to this General
    private: int = 0  # the General's own Private Legions
    professional: int = 0  # of them, bought with the Professional Army this Era

    @property
    def legions(self) -> int:
        return self.rome + self.allied + self.private


@dataclass(frozen=True)
class Battle:
    """A battle of the campaign: its target, its Generals, the combat cards drawn."""

    target: str  # a region's name, or "Hannibal"
    generals: tuple[str, ...]  # the first commands
    season: int
    via: str = ""  # the region that must fall first (an invasion beyond it)
    elephants: str = ""  # "", "up", "down"
    cards: tuple[str, ...] = ()  # combat cards drawn for it
    ambush: bool = False
    bonus: int = 0  # Strength the table adds for Rome (a Great General, a Reform)
    held: tuple[tuple[str, int], ...] = ()  # Allied Legions held back (Tactical Reserve)
    drawn: bool = False  # every combat card is drawn: waiting for `resolve`
    result: str = ""  # "", "won", "lost", "cancelled"
    cataphracts: str = ""  # Eras V-VII (Regional Icons): "", "up", "down"


@dataclass(frozen=True)
class Election:
    """A Governor's election in progress: the Province, the candidates, the votes."""

    province: str
    nominator: str
    incumbent: str | None
    candidates: tuple[str, ...]
    votes: tuple[tuple[str, str], ...] = ()  # voter -> candidate or "abstain"
    hortensia: str = ""  # who used the Lex Hortensia in this election
    extra: tuple[tuple[str, int], ...] = ()  # votes Event cards add, per candidate
    vetoed: bool = False
    removed: tuple[str, ...] = ()  # winners removed by a veto
    winner: str = ""


@dataclass(frozen=True)
class Suit:
    """A law suit in progress (a prosecution or an impeachment) and its secret answers."""

    kind: str  # "prosecute" or "impeach"
    litigant: str
    target: str
    secrets: tuple[tuple[str, str], ...] = ()  # player -> court card or thumb


@dataclass(frozen=True)
class Due:
    """A Prestige payment made the default way while its payer says how (Prestige: the
    payer chooses the mix); the procedure resumes at ``step`` once it is settled."""

    payer: str
    amount: int
    section: str  # the rule the payment is for
    paid: tuple[int, int, int]  # the default mix applied: Dignitas, Auctoritas, change
    step: str = ""
    waiting: tuple[str, ...] = ()


@dataclass(frozen=True)
class Discard:
    """Draft Events a card's effect makes players discard, each of his choice (a virtual
    deck: rules/draft_deck.py): asked one card at a time of the first player in ``owed``;
    once all are in, play resumes at ``step`` and the card's effects after the discard
    (from ``rest``) are applied."""

    owed: tuple[tuple[str, int], ...]  # (player, cards still to discard), in seat order
    card: str = ""  # the card whose effect it is
    player: str = ""  # who played it ("" a Historical Event)
    rest: int = 0  # the index of the card's next effect
    step: str = ""
    waiting: tuple[str, ...] = ()


@dataclass(frozen=True)
class Deed:
    """An eXtra-Legal Action being resolved (phases/extralegal/steps.py): Mob Rule's street
    fight (``mob``) or an Assassination plot (``plot``)."""

    kind: str
    actor: str  # the attacker, or the Ringleader
    target: str
    secrets: tuple[tuple[str, str], ...] = ()  # Mob Rule: Dignitas committed; a plot: thumbs
    plotters: tuple[str, ...] = ()  # once the thumbs are revealed (the Ringleader first)
    card: str = ""  # the Beware the Ides card drawn
    flips: tuple[tuple[str, str], ...] = ()  # thumbs flipped: (player, "down up ...")
    busts: tuple[str, ...] = ()  # who still loses a Bust (each chooses which)


@dataclass(frozen=True)
class Offer:
    """A deal offered and not yet answered (Dealmaking): ``by`` gives the goods before
    ``for`` in ``terms``, ``to`` gives those after it, once ``to`` agrees."""

    by: str
    to: str
    terms: tuple[str, ...]

    def words(self) -> str:
        return " ".join(["deal", self.by, self.to, *self.terms])


@dataclass(frozen=True)
class Promise:
    """A promise an NPC Senator made in a deal it took (Dealmaking with an NPC Senator), kept
    as keys for its policy to read back (tools/npc_promises.py): ``kind`` - ``votes`` (its
    votes to ``player`` in the Election for ``about``), ``spare`` (his Governor is not the
    one removed when it Romanises), ``acquit`` (no thumbs down on his Impeachment),
    ``no-court`` (it takes him to no court) - for ``era``. Also kept here, as keys: an NPC
    General's ask of a Player for support and his answer (``asked``, ``support``,
    ``no-support``; ``about`` the region: phases/expand/support.py) and an NPC's memory of
    a Veto (``vetoed``: ``player`` Vetoed ``npc`` from the Province ``about``)."""

    npc: str
    player: str
    kind: str
    era: int
    about: str = ""
    amount: int = 0  # a deal's number: the Legions a Player joins with, the Dignitas he takes


@dataclass(frozen=True)
class Historical:
    """The Historical solo variant (Solo & 2-Player Addenda): one ``player`` plays every
    Familia, co-operatively; ``actions`` shared among them each Era, at most ``kinds``
    different a Familia; a Legion or a Bust shared costs the recipient ``price`` Dignitas,
    paid to the donor (rules/historical.py)."""

    player: str
    actions: int = 6
    kinds: int = 2
    price: int = 1


@dataclass(frozen=True)
class State:
    """The whole table at one moment: the Familiae, the map, the decks and the step."""

    players: tuple[Familia, ...]
    seed: int
    physical: bool
    challenging: bool = False
    step: str = "start"
    waiting: tuple[str, ...] = ()  # who must answer now (in order when it matters)
    era: int = 1
    final_era: int = 4
    primus: str = ""
    direction: str = "left"
    tiles: tuple[str, ...] = ()
    romanised: tuple[str, ...] = ()
    governors: tuple[tuple[str, str], ...] = ()  # province -> player
    rebels: tuple[str, ...] = ()
    taxable_rebels: tuple[str, ...] = ()  # Era II: Etruscans and Samnites still pay
    defeated: tuple[str, ...] = ()  # regions defeated this Era
    reforms: tuple[tuple[str, int, str], ...] = ()  # (row, column, enactor)
    used_reforms: tuple[tuple[str, str], ...] = ()  # (player, reform) this Era
    rome_card: int = 0
    rome_supply: int = 0
    allied_supply: int = 0
    sacked: int = 0
    history: Deck = field(default_factory=lambda: Deck("Historical Event", ()))
    aside: tuple[str, ...] = ()  # future Eras' events drawn this Era
    events: tuple[str, ...] = ()  # this Era's Historical Event(s)
    combat: Deck = field(default_factory=lambda: Deck("Early Republic Combat", ()))
    start_deck: tuple[str, ...] = ()
    # -- Scenario II's setup (phases/scenario_setup/): its fields below this line
    setup_order: tuple[str, ...] = ()  # the Player Order drawn for placing Busts
    placed: int = 0  # Busts placed in turn so far (Scenario II, Setup)
    draft_round: int = 0
    # the Era's bookkeeping
    nominated: tuple[str, ...] = ()
    taxed: tuple[tuple[str, str], ...] = ()  # (player, province)
    execs: tuple[tuple[str, str], ...] = ()  # (player, kind)
    sued: tuple[str, ...] = ()
    ides: bool = False
    election: Election | None = None
    suit: Suit | None = None
    generals: tuple[General, ...] = ()
    battles: tuple[Battle, ...] = ()
    season: int = 0
    current: int = -1  # the battle being fought
    losses: int = 0  # Legions the battle just fought costs, to be shared out
    shares: tuple[tuple[str, int], ...] = ()  # Legions each General still has to choose to lose
    spoils: int = 0  # Dignitas of the battle just won, shared once the Governor is settled
    # -- Eras V-VII (late.py): its fields below this line
    social_war: str = ""  # "" not drawn yet; "raged" (the allies rose); "prevented" (Lex Plautia)
    late_combat: Deck = field(default_factory=lambda: Deck("Late Republic Combat", ()))
    outcome: str = ""  # "" while the game goes on
    # -- the eXtra-Legal Action (phases/extralegal/): its fields below this line
    ides_deck: Deck = field(default_factory=lambda: Deck("Beware the Ides", ()))
    outlaws: tuple[str, ...] = ()  # eXtra-Legal card players still to play, in Primus Order
    deed: Deed | None = None  # the Mob Rule or Assassination being resolved
    emperor: str = ""  # the Familia whose Primus declared himself Emperor ("" none)
    rubicon: tuple[str, ...] = ()  # who Crossed the Rubicon this Era (a Civil War at its end)
    winners: tuple[str, ...] = ()
    reason: str = ""
    reason_section: str = ""
    # -- the Civil War (phases/civil_war/): its fields below this line
    war: War | None = None  # the Civil War being fought at the end of the Era
    campaigned: tuple[tuple[str, str], ...] = ()  # General -> region of his last battle
    # the Primus the Civil War (or, with the reading assassin_primus: keeps, a successful
    # Assassination) made this Era: he holds it into the next Era
    war_primus: str = ""
    primus_by: str = ""  # how war_primus won it: "" the Civil War, "plot" the Assassination
    due: Due | None = None  # a Prestige payment whose mix the payer has yet to choose
    counter: int = 0  # virtual chance draws so far (the seed of the next thumb flip)
    # -- Dealmaking between seats (moves/deal.py): deals offered, waiting for the other
    offers: tuple[Offer, ...] = ()
    # -- the Historical solo variant (rules/historical.py): None in every other game
    historical: Historical | None = None
    # Romanised Provinces left empty by moving their Bust (II. eXec, placing): the first
    # nominated at the next election (phases/elections/steps.py)
    emptied: tuple[str, ...] = ()
    # -- the Dealmaking variant's NPC Senators (Solo & 2-Player Addenda; npc.py)
    npcs: tuple[str, ...] = ()  # the seats the referee plays, in seating order
    omens: tuple[str, ...] = ()  # a --physical table's Omen cards revealed this inheritance
    # two or more players' blind bids to an NPC, secret until all are in (tools/npc_bids.py)
    bids: tuple[Offer, ...] = ()
    # promises NPCs made in the deals they took, read back by their policies (npc_promises.py)
    promises: tuple[Promise, ...] = ()
    # -- Draft Events drawn and discarded by a card's effect (rules/draft_deck.py): the
    # virtual deck's undealt cards (its draw pile) and the played or discarded ones: a
    # face-down deck, kept out of the state's repr (tests/security/test_no_oracle.py reads
    # a card absent from that repr as one no one holds)
    drafts: Deck = field(default_factory=lambda: Deck("Draft Event", ()), repr=False)
    discard: Discard | None = None  # a discard of the holder's choice still to be made
    # the Actions whose cards are turned over this Era, in Order of Action # (Sequence of
    # Play: each only when its turn comes; common_steps.turn_over)
    revealed: tuple[str, ...] = ()
    board: Board | None = field(default=None, compare=False, repr=False)  # a user's map

    def _seats(self) -> tuple[object, dict[str, Familia], tuple[str, ...]]:
        global _BY_NAME
        players = self.players
        kept = _BY_NAME
        if kept[0] is not players:  # another table's Familiae: indexed once (issue 27)
            index = {f.name: f for f in reversed(players)}
            kept = (players, index, tuple(f.name for f in players))
            _BY_NAME = kept
        return kept

    def familia(self, name: str) -> Familia:
        kept = _BY_NAME
        if kept[0] is not self.players:  # this table's index, as ``_seats`` keeps it
            kept = self._seats()
        try:
            return kept[1][name]
        except KeyError:
            raise KeyError(name) from None

    @property
    def names(self) -> tuple[str, ...]:
        return self._seats()[2]

    @property
    def humans(self) -> tuple[str, ...]:
        """The seats a person plays (every seat but the NPC Senators)."""
        return tuple(f.name for f in self.players if f.name not in self.npcs)

    def governor(self, province: str) -> str | None:
        global _GOVERNORS
        governors = self.governors
        kept = _GOVERNORS
        if kept[0] is not governors:  # another map's Governors: indexed once (issue 27)
            kept = (governors, {p: who for p, who in reversed(governors)})
            _GOVERNORS = kept
        return kept[1].get(province)

    def general(self, name: str) -> General | None:
        for g in self.generals:
            if g.name == name:
                return g
        return None


# The last ``State.players`` and ``State.governors`` asked about, each with its index by
# name (the players' also with their names in seat order). Issue 27: a listing asked
# ``familia`` and ``governor`` of one state some 30 times each, a linear scan each time.
# Derived from the frozen field alone and kept with it as one tuple (a thread reads the old
# entry or the new, never half of each): a state holding that very tuple - the same object,
# kept alive here, so its id is never reused - reads the index; any other builds it anew.
# The first match wins, as the scans did (``reversed``: an earlier entry overwrites a later).
_BY_NAME: tuple[object, dict[str, Familia], tuple[str, ...]] = ((), {}, ())
_GOVERNORS: tuple[object, dict[str, str]] = ((), {})
