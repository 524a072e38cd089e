"""What the lab asks of a game, beside the kernel's ``Game``: how to seat a lab's players,
how to build the game from a variant's content, its heuristic policy, and what an ended
game says (who won, who went first, how long, by how much). Each game's ``lab.py`` (in
``lictor/games/<game>/``) answers it; the lab itself knows no game."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from lictor.errors import BadInput
from lictor.lab.policy import Policy
from lictor.rules.game import Seats


@dataclass(frozen=True)
class GameEnd:
    """An ended game, as the lab counts it."""

    winners: tuple[int, ...]  # the winning seats (indexes in seating order)
    everyone_loses: bool  # the game beat the table (Rome falls)
    first: int  # the seat that played first (turn order counts from it)
    length: int  # in the game's own unit (``LabRules.length_unit``)
    margin: int | None  # the winner's score minus the best other's; None: no score
    era: int | None = None  # the Era the game ended in (games with Eras)
    sacked: bool = False  # Rome was sacked during the game (Carta Imperia)


class LabRules(ABC):
    """A game's answers to the lab (each game subclasses it in its ``lab.py``; a subclass
    that leaves out ``game``, ``heuristic`` or ``end`` cannot be made)."""

    id: str
    title: str
    length_unit = "actions"
    default_players = ""
    limit = 5_000  # actions before a game is given up as unfinished
    policies: tuple[str, ...] = ("random", "heuristic")

    @abstractmethod
    def game(self, variant: Mapping[str, Any] | None, source: str) -> Any:
        """The game's referee, on the built-in content or with ``variant`` (the variant
        pack's raw document) merged over it; a bad variant is one BadInput line."""

    def players(self, spec: str | None) -> str:
        """``--players`` as the game's ``seat`` reads it: a number of players becomes that
        many names; nothing, the default table."""
        if not spec:
            return self.default_players
        if spec.strip().isdigit():
            names = ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
            n = int(spec)
            if not 1 <= n <= len(names):
                raise BadInput(f"--players: {n} players? give 2 to {len(names)}")
            return ",".join(names[:n])
        return spec

    def seats(self, game: Any, spec: str) -> Seats:
        return Seats(tuple(game.seat(spec).items()))

    def options(self, game: Any) -> dict[str, Any]:
        return dict(game.check_options({}))

    def policy(self, name: str) -> Policy:
        from lictor.lab.policy import random_policy

        if name == "random":
            return random_policy
        if name == "heuristic":
            return self.heuristic
        raise BadInput(
            f"--policy: {self.title} has no {name!r} policy (policies: {', '.join(self.policies)})"
        )

    @abstractmethod
    def heuristic(self, game: Any, state: Any, rng: Any) -> Any:
        """The game's documented heuristic policy: a ``Decision`` for the state."""

    def over(self, game: Any, state: Any) -> bool:
        return not game.legal_actions(state)

    def first(self, game: Any, state: Any, seats: Seats) -> int | None:
        """The seat that plays first, once the state knows it (None: not yet)."""
        return 0

    @abstractmethod
    def end(self, game: Any, state: Any, seats: Seats, actions: int, first: int) -> GameEnd:
        """What the ended game says, as the lab counts it."""
