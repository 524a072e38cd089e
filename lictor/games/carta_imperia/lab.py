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
        """``npc``: the Solo & 2-Player Addenda's NPC Senators at every seat
        (``carta_imperia.npc.npc_decision``); where they have no rule (a card the table
        draws, a battle's draw), the heuristic answers, and says so."""
        if name != "npc":
            return super().policy(name)
        from lictor.games.carta_imperia.npc import npc_decision

        def npc(game: Any, state: State, rng: Any) -> Decision:
            try:
                d = npc_decision(state, state.waiting[0]) if state.waiting else None
            except ValueError:  # the step asks nothing of an NPC
                d = None
            if d is None:
                h = heuristic(game, state, rng)
                return Decision(h.action, ("no NPC rule here: the heuristic", *h.because), h.after)
            return Decision(game.parse(state, d.action.split()), d.because)

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
