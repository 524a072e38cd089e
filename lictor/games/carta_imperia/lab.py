"""What the balance lab asks of Carta Imperia (lictor.lab.contract): the Full Game by
default, every seat played by the same policy."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.games.carta_imperia.heuristic import heuristic
from lictor.games.carta_imperia.rules.board_user import board_with
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.phases.endgame.steps import final_score
from lictor.games.carta_imperia.rules.state import State
from lictor.lab.contract import GameEnd, LabRules
from lictor.lab.policy import Decision
from lictor.rules.game import Seats


class CartaLab(LabRules):
    id = "carta-imperia"
    title = "Carta Imperia"
    length_unit = "actions"
    default_players = "Ann,Ben,Cy,Dee"
    limit = 20_000

    def game(self, variant: Mapping[str, Any] | None, source: str) -> CartaGame:
        if variant is None:
            return CartaGame()
        return CartaGame(board_with(dict(variant), source))

    policies = ("random", "heuristic", "npc")

    def policy(self, name: str) -> Any:
        if name != "npc":
            return super().policy(name)
        import lictor.games.carta_imperia as carta

        decide = getattr(carta, "npc_decision", None)
        if decide is None:
            from lictor.errors import BadInput

            raise BadInput(
                "--policy npc: the Solo & 2-Player Addenda's NPC Senators are not in this "
                "lictor yet (policies: random, heuristic)"
            )

        def npc(game: Any, state: State, rng: Any) -> Decision:
            del game, rng  # the NPC Senators draw their Omens from the state itself
            d = decide(state, state.waiting[0])
            return Decision(d.action, tuple(str(b) for b in d.because))

        return npc

    def heuristic(self, game: Any, state: Any, rng: Any) -> Decision:
        return heuristic(game, state, rng)

    def over(self, game: Any, state: State) -> bool:
        return state.step == "over"

    def first(self, game: Any, state: State, seats: Seats) -> int | None:
        """The first Primus (the Era's first player), once the draft has made one."""
        return state.names.index(state.primus) if state.primus else None

    def end(self, game: Any, state: State, seats: Seats, actions: int, first: int) -> GameEnd:
        names = [player for _, player in seats.by_side]
        falls = state.outcome == "rome-falls"
        winners = () if falls else tuple(names.index(w) for w in state.winners)
        margin = None
        if not falls:
            totals = sorted(
                (p.total for p in final_score(state.board or game.board, state).players),
                reverse=True,
            )
            margin = totals[0] - totals[1] if len(totals) > 1 else None
        return GameEnd(winners, falls, first, actions, margin, state.era, state.sacked > 0)


LAB = CartaLab()
