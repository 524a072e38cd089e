"""What the balance lab asks of Imperium (lictor.lab.contract)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.errors import BadInput
from lictor.games.imperium.heuristic import heuristic
from lictor.games.imperium.rules.board import Board
from lictor.games.imperium.rules.game import ImperiumGame
from lictor.games.imperium.rules.state import OVER, State
from lictor.i18n import t
from lictor.lab.contract import GameEnd, LabRules
from lictor.lab.policy import Decision
from lictor.lab.variant import merge_data
from lictor.rules.game import Seats


class ImperiumLab(LabRules):
    id = "imperium"
    title = "Imperium"
    length_unit = "rounds"
    default_players = "red=Ann,blue=Ben,green=Cy"

    def players(self, spec: str | None) -> str:
        if spec and spec.strip().isdigit():
            n = int(spec)
            colours = ImperiumGame().board.colours
            if not 2 <= n <= len(colours):
                raise BadInput(t("--players: Imperium is for 2 to {n} players", n=len(colours)))
            names = ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay")
            return ",".join(f"{c}={p}" for c, p in zip(colours[:n], names, strict=False))
        return spec or self.default_players

    def game(self, variant: Mapping[str, Any] | None, source: str) -> ImperiumGame:
        if variant is None:
            return ImperiumGame()
        from pydantic import ValidationError

        from lictor.games.imperium import CONTENT
        from lictor.rules.inputs import read_input

        base, _ = read_input(str(CONTENT))
        data = merge_data(base["data"], variant.get("data") or {})
        try:
            return ImperiumGame(Board.model_validate(data["board"]))
        except (ValidationError, KeyError, TypeError, ValueError) as exc:
            first = str(exc).splitlines()[0][:120]
            raise BadInput(f"{source}: data.board: missing or malformed field ({first})") from None

    def heuristic(self, game: Any, state: Any, rng: Any) -> Decision:
        return heuristic(game, state, rng)

    def over(self, game: Any, state: State) -> bool:
        return state.phase == OVER

    def end(self, game: Any, state: State, seats: Seats, actions: int, first: int) -> GameEnd:
        scores = sorted(state.scores, reverse=True)
        margin = scores[0] - scores[1] if len(scores) > 1 else None
        return GameEnd((state.winner,), False, first, state.round, margin)


LAB = ImperiumLab()
