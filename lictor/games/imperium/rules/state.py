"""Imperium's refereed state and its one action, a secret stack of cards."""

from __future__ import annotations

from dataclasses import dataclass

CHOOSE, ORACLE, OVER = "choose", "oracle", "over"
BREAD, SPY, ORACLE_CARD = "bread", "spy", "oracle"
SPECIALS = (BREAD, SPY, ORACLE_CARD)
SPECIAL_NAMES = {BREAD: "Bread and Circuses", SPY: "Spy", ORACLE_CARD: "Oracle"}


@dataclass(frozen=True)
class Stack:
    """``stack PLAYER CARD,CARD,CARD``: a seat's cards, top to bottom."""

    colour: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class State:
    colours: tuple[str, ...]  # the seats, in the board's colour order
    names: tuple[str, ...]
    scores: tuple[int, ...]
    markers: tuple[tuple[int, ...], ...]  # [province][seat]: markers in the province
    capitals: tuple[int, ...]  # [province]: the proconsul's seat, or -1
    pawn: int  # the black pawn's province (scoring order, 0 = Africa)
    spy_used: tuple[bool, ...]
    oracle_used: tuple[bool, ...]
    phase: str  # CHOOSE, ORACLE (Oracle players choose again) or OVER
    stacks: tuple[tuple[str, ...] | None, ...]  # this round's stacks; None: not chosen yet
    oracles: tuple[bool, ...]  # who revealed an Oracle this round (they choose again)
    revealed: tuple[tuple[str, ...], ...]  # the latest stacks the table has seen
    round: int
    winner: int = -1
    # the table plays the real cards (--physical): an Oracle is revealed on the table and
    # the cards under it are taken back unseen, so the Oracle alone is typed
    physical: bool = False
