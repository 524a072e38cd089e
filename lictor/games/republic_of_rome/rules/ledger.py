"""The books of a physical game of The Republic of Rome as frozen data: the factions, their
Senators and treasuries, the State treasury, the active wars, the governors' dials."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lictor.games.republic_of_rome.rules.columns import FORUM as FORUM
from lictor.games.republic_of_rome.rules.columns import SENATOR_COLUMNS as SENATOR_COLUMNS
from lictor.games.republic_of_rome.rules.settings import Settings
from lictor.rules.fast import replace

FACTIONS = ("red", "blue", "green", "yellow", "purple", "black")  # sides, in seating order
BOOK_COLUMNS = ("Turn", "Faction", "Faction treasury", "State treasury", "Active wars", "Notes")


@dataclass(frozen=True)
class Senator:
    name: str
    faction: str  # the player whose faction he sits in, or FORUM
    card: str  # "family" or "statesman"
    printed_influence: int  # the card's Influence, what an heir starts from
    oratory: int
    loyalty: int
    influence: int
    popularity: int = 0
    knights: int = 0
    talents: int = 0  # his personal treasury
    concessions: tuple[tuple[str, int], ...] = ()  # (name, income as printed)
    offices: tuple[str, ...] = ()  # consul, censor, prior-consul ... as the table names them
    corrupt: bool = False
    leader: bool = False
    rebel: bool = False
    province: str = ""  # the province he governs
    term: int = 0  # his term dial while he governs
    spoils: int | None = None  # provincial spoils entered for this Revenue phase

    def bare(self) -> Senator:
        """His heir: the card with no marker but the Faction Leader's (1.05.3)."""
        return Senator(
            self.name,
            self.faction,
            self.card,
            self.printed_influence,
            self.oratory,
            self.loyalty,
            self.printed_influence,
            leader=self.leader,
        )


@dataclass(frozen=True)
class Faction:
    player: str
    side: str
    treasury: int = 0
    eliminated: bool = False
    owes_choice: bool = False  # no Senator left: draw the Curia's top Senator, or wait
    waiting: bool = False  # chose to wait for the next Senator to enter the Curia


@dataclass(frozen=True)
class Over:
    reason: str  # "wars", "revolt", "bankrupt"
    text: str
    section: str


@dataclass(frozen=True)
class State:
    factions: tuple[Faction, ...]
    senators: tuple[Senator, ...]
    settings: Settings
    seed: int
    state_treasury: int = 0
    wars: tuple[str, ...] = ()
    curia: tuple[str, ...] = ()  # concessions (and cards) back in the Curia
    forum: tuple[str, ...] = ()  # provinces and concessions in the Forum
    repopulate: tuple[str, ...] = ()  # Family cards in Rome to be repopulated
    gone: tuple[str, ...] = ()  # cards off the board the summary does not place
    turn: int = 1
    redistribution: bool = False  # the Revenue phase's redistribution is open
    revenue_paid: bool = False  # this turn's Revenue phase has paid
    prosecutions: tuple[str, ...] = ()  # this turn's, by kind
    rolls: int = 0  # spoils rolls lictor made (each its own seeded die)
    over: Over | None = None

    def faction(self, player: str) -> Faction:
        return next(f for f in self.factions if f.player == player)

    def senator(self, name: str) -> Senator:
        return next(s for s in self.senators if s.name == name)

    def of(self, player: str) -> list[Senator]:
        return [s for s in self.senators if s.faction == player]

    def rebel_in_play(self) -> bool:
        return any(s.rebel for s in self.senators)

    def governors(self) -> list[Senator]:
        return [s for s in self.senators if s.province]

    def talents_held(self) -> int:
        """Every Talent in a personal or faction treasury (the State's apart)."""
        return sum(s.talents for s in self.senators) + sum(f.treasury for f in self.factions)


def with_senator(s: State, senator: Senator) -> State:
    return replace(s, senators=tuple(senator if x.name == senator.name else x for x in s.senators))


def with_faction(s: State, faction: Faction) -> State:
    return replace(
        s, factions=tuple(faction if f.player == faction.player else f for f in s.factions)
    )


def without_senator(s: State, name: str) -> State:
    return replace(s, senators=tuple(x for x in s.senators if x.name != name))


def changed(senator: Senator, **fields: Any) -> Senator:
    return replace(senator, **fields)
