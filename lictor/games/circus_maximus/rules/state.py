"""A Circus Maximus race as frozen data: where each chariot is, what it has done."""

from __future__ import annotations

from dataclasses import dataclass

COLOURS = ("red", "orange", "blue", "green", "purple")
CARDS = (1, 2, 3, 4, 5)
NOWHERE = -1  # a chariot not placed yet


@dataclass(frozen=True)
class Place:
    chariot: str  # its name: red-1
    hex: int  # index into the track's hexes


@dataclass(frozen=True)
class Move:
    chariot: str
    card: int
    hex: int


@dataclass(frozen=True)
class Stay:
    chariot: str
    card: int


@dataclass(frozen=True)
class Done:
    chariot: str


@dataclass(frozen=True)
class End:
    pass


Action = Place | Move | Stay | Done | End


@dataclass(frozen=True)
class State:
    colours: tuple[str, ...]  # seating order, clockwise
    names: tuple[str, ...]
    same_direction: bool  # variant: changing direction costs an extra card
    max_cards: int  # 3, or 2 with the two-cards variant
    placing: tuple[int, ...]  # the seats in placement order, one entry a chariot
    hexes: tuple[int, ...]  # per chariot: its hex, or NOWHERE
    progress: tuple[float, ...]  # per chariot: distance along the track since the line
    places: tuple[int, ...]  # per chariot: its place in the finish area (0: not in)
    round: int  # 0 while placing
    order: tuple[int, ...]  # this round's movement order (chariots racing at its start)
    turn: int  # index in ``placing`` while placing, else in ``order``
    used: tuple[tuple[int, ...], ...]  # per seat, per card value - 1: the chariot or -1
    cards: tuple[int, ...]  # the cards the moving chariot has had this round, in order
    heading: int  # same-direction variant: the direction it must keep, or -1
    winner: int  # the first seat with three chariots in, or -1
    ended: bool  # the table stopped the race after the winner

    @property
    def seats(self) -> int:
        return len(self.colours)

    @property
    def placed(self) -> bool:
        return self.round > 0

    def chariots(self) -> range:
        return range(3 * self.seats)

    def mover(self) -> int | None:
        """The chariot whose move it is (None while placing, or when the race is over)."""
        if not self.placed or self.turn >= len(self.order):
            return None
        return self.order[self.turn]


def seat_of(chariot: int) -> int:
    return chariot // 3


def chariot_name(colours: tuple[str, ...], chariot: int) -> str:
    return f"{colours[chariot // 3]}-{chariot % 3 + 1}"


def chariot_index(colours: tuple[str, ...], name: str) -> int:
    colour, _, number = name.rpartition("-")
    return colours.index(colour) * 3 + int(number) - 1
