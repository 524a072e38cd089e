"""A lab's counts: sums and histograms only, so tallies of any split of the games merge
into the same figures (the order the workers finish in changes nothing)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from lictor.lab.contract import GameEnd


def _add(a: Mapping[int, int], b: Mapping[int, int]) -> dict[int, int]:
    out = Counter(a)
    out.update(b)
    return dict(sorted(out.items()))


@dataclass(frozen=True)
class Tally:
    games: int = 0
    unfinished: int = 0  # gave up after the game's action limit
    draws: int = 0  # ended with no winner, the table not beaten either
    everyone_loses: int = 0  # the game beat the whole table
    shared: int = 0  # won by more than one seat together
    wins_seat: dict[int, int] = field(default_factory=dict)  # a shared win counts for each
    wins_order: dict[int, int] = field(default_factory=dict)  # by place in the turn order
    lengths: dict[int, int] = field(default_factory=dict)
    margins: dict[int, int] = field(default_factory=dict)
    eras: dict[int, int] = field(default_factory=dict)  # the Era each game ended in
    sacked: int = 0

    def merged(self, other: Tally) -> Tally:
        return Tally(
            self.games + other.games,
            self.unfinished + other.unfinished,
            self.draws + other.draws,
            self.everyone_loses + other.everyone_loses,
            self.shared + other.shared,
            _add(self.wins_seat, other.wins_seat),
            _add(self.wins_order, other.wins_order),
            _add(self.lengths, other.lengths),
            _add(self.margins, other.margins),
            _add(self.eras, other.eras),
            self.sacked + other.sacked,
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "unfinished": self.unfinished,
            "draws": self.draws,
            "everyone_loses": self.everyone_loses,
            "shared": self.shared,
            "wins_seat": self.wins_seat,
            "wins_order": self.wins_order,
            "lengths": self.lengths,
            "margins": self.margins,
            "eras": self.eras,
            "sacked": self.sacked,
        }


def tally(ends: Iterable[GameEnd | None], seats: int) -> Tally:
    """The counts of these games (None: a game given up unfinished)."""
    games = unfinished = draws = lose = shared = sacked = 0
    seat: Counter[int] = Counter()
    order: Counter[int] = Counter()
    lengths: Counter[int] = Counter()
    margins: Counter[int] = Counter()
    eras: Counter[int] = Counter()
    for end in ends:
        games += 1
        if end is None:
            unfinished += 1
            continue
        lengths[end.length] += 1
        if end.margin is not None:
            margins[end.margin] += 1
        if end.era is not None:
            eras[end.era] += 1
        sacked += end.sacked
        if end.everyone_loses:
            lose += 1
        elif not end.winners:
            draws += 1
        shared += len(end.winners) > 1
        for w in end.winners:
            seat[w] += 1
            order[(w - end.first) % seats] += 1
    return Tally(
        games,
        unfinished,
        draws,
        lose,
        shared,
        dict(sorted(seat.items())),
        dict(sorted(order.items())),
        dict(sorted(lengths.items())),
        dict(sorted(margins.items())),
        dict(sorted(eras.items())),
        sacked,
    )
