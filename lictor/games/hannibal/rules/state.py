"""Hannibal vs Rome: the state of a game and the actions that change it (frozen data)."""

from __future__ import annotations

from dataclasses import dataclass

ROME, CARTHAGE = 0, 1
ONGOING, DRAW = -1, 2
ENGAGE_NONE, ENGAGE_PENDING, ENGAGE_LEGION, ENGAGE_HANNIBAL = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
class Conflict:
    sea: bool
    where: int  # a province (land) or a sea route (sea)
    attacker: int
    round: int
    engaged: int  # ENGAGE_* (land conflicts where Carthage may have Hannibal)
    cards: tuple[int, int]  # each side's chosen card this round, 0 = not chosen yet


@dataclass(frozen=True, slots=True)
class State:
    seats: tuple[str, str]  # player names: rome, carthage
    legions: tuple[tuple[int, ...], tuple[int, ...]]  # regular legions per side, per province
    hannibal: int  # province of Hannibal's legion, -1 once removed
    fleets: tuple[tuple[int, ...], tuple[int, ...]]  # per side, per sea route
    hands: tuple[int, int]  # cards in hand, as bit masks (bit v-1 for the card of value v)
    turn: int  # the side whose turn it is
    passes: int  # passes in a row
    conflict: Conflict | None
    outcome: int  # ONGOING, ROME, CARTHAGE or DRAW
    reason: str
    turns: int  # turns completed
    # the two cards of the round just revealed (rome, carthage), face up until the next
    # action sets them aside face down (Conflict Resolution); (0, 0) when none lies open
    revealed: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class Move:
    unit: str  # legion | hannibal | fleet
    src: int
    dst: int


@dataclass(frozen=True, slots=True)
class Exchange:
    province: int


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class Engage:
    which: str  # hannibal | legion


@dataclass(frozen=True, slots=True)
class Card:
    side: int
    value: int


Action = Move | Exchange | Pass | Engage | Card
