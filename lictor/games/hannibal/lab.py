"""What the balance lab asks of Hannibal vs Rome (lictor.lab.contract)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.errors import BadInput
from lictor.games.hannibal.heuristic import heuristic
from lictor.games.hannibal.rules.board import CONTENT, _load
from lictor.games.hannibal.rules.game import HannibalGame
from lictor.games.hannibal.rules.state import DRAW, ONGOING, State
from lictor.lab.contract import GameEnd, LabRules
from lictor.lab.policy import Decision
from lictor.lab.variant import merge_data
from lictor.rules.game import Seats


class HannibalLab(LabRules):
    id = "hannibal-vs-rome"
    title = "Hannibal vs Rome"
    length_unit = "turns"
    default_players = "rome=Rome,carthage=Carthage"
    limit = 5_000

    def game(self, variant: Mapping[str, Any] | None, source: str) -> HannibalGame:
        if variant is None:
            return HannibalGame()
        import yaml

        with CONTENT.open(encoding="utf-8") as fh:
            base = yaml.safe_load(fh)
        doc = {"data": merge_data(base["data"], variant.get("data") or {})}
        try:
            return HannibalGame(_load(doc))
        except (KeyError, TypeError, ValueError, IndexError, StopIteration) as exc:
            raise BadInput(
                f"{source}: data.map: missing or malformed field ({type(exc).__name__}: {exc})"
            ) from None

    def players(self, spec: str | None) -> str:
        if spec and spec.strip().isdigit() and int(spec) != 2:
            raise BadInput("--players: Hannibal vs Rome is for 2 players")
        return self.default_players if not spec or spec.strip().isdigit() else spec

    def heuristic(self, game: Any, state: Any, rng: Any) -> Decision:
        return heuristic(game, state, rng)

    def over(self, game: Any, state: State) -> bool:
        return state.outcome != ONGOING

    def first(self, game: Any, state: State, seats: Seats) -> int:
        return int(game.board.first)  # Setup: Carthage moves first

    def end(self, game: Any, state: State, seats: Seats, actions: int, first: int) -> GameEnd:
        winners = () if state.outcome == DRAW else (state.outcome,)
        return GameEnd(winners, False, first, state.turns, None)


LAB = HannibalLab()
