"""What the balance lab asks of Circus Maximus (lictor.lab.contract)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.errors import BadInput
from lictor.games.circus_maximus.heuristic import heuristic
from lictor.games.circus_maximus.rules.game import CircusGame
from lictor.games.circus_maximus.rules.state import State, seat_of
from lictor.i18n import t
from lictor.lab.contract import GameEnd, LabRules
from lictor.lab.policy import Decision
from lictor.rules.game import Seats


class CircusLab(LabRules):
    id = "circus-maximus"
    title = "Circus Maximus"
    length_unit = "rounds"
    default_players = "red=Ann,blue=Ben,green=Cy"
    limit = 20_000  # a random race wanders for thousands of moves

    def players(self, spec: str | None) -> str:
        if spec and spec.strip().isdigit():
            from lictor.games.circus_maximus.rules.state import COLOURS

            n = int(spec)
            if not 2 <= n <= 5:
                raise BadInput(t("--players: Circus Maximus is for 2 to 5 players, got {n}", n=n))
            names = ("Ann", "Ben", "Cy", "Dee", "Eve")
            return ",".join(f"{c}={p}" for c, p in zip(COLOURS[:n], names, strict=False))
        return spec or self.default_players

    def game(self, variant: Mapping[str, Any] | None, source: str) -> CircusGame:
        if variant is None:
            return CircusGame()
        spec = (variant.get("data") or {}).get("track")
        if spec is None:
            return CircusGame()
        from lictor.games.circus_maximus.rules.options import track_with

        return CircusGame(track_with(dict(variant), source))  # the referee's pack checks

    def heuristic(self, game: Any, state: Any, rng: Any) -> Decision:
        return heuristic(game, state, rng)

    def over(self, game: Any, state: State) -> bool:
        return bool(game.over(state))

    def first(self, game: Any, state: State, seats: Seats) -> int:
        return int(state.placing[0])  # the seat drawn to place first

    def end(self, game: Any, state: State, seats: Seats, actions: int, first: int) -> GameEnd:
        home = [0] * state.seats
        for c in state.chariots():
            home[seat_of(c)] += state.places[c] > 0
        winners = (state.winner,) if state.winner >= 0 else ()
        others = [h for i, h in enumerate(home) if i != state.winner]
        margin = home[state.winner] - max(others) if winners and others else None
        return GameEnd(winners, False, first, state.round, margin)


LAB = CircusLab()
