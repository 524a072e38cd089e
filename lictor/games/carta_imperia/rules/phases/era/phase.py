"""The start of an Era joins the referee: the Primus' direction, the Historical Event, the
Action cards chosen in secret."""

from __future__ import annotations

from itertools import combinations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    CHOOSE,
    HIST,
    action_cards,
    actions_per_player,
)
from lictor.games.carta_imperia.rules.historical import actions_left
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.era import checks, senators, turn
from lictor.games.carta_imperia.rules.phases.era.verbs import (
    choose,
    direction,
    draw,
    drawn,
    omen,
    reveal,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t, tn
from lictor.rules.actors import Who


def _event_prompt(board: Board, s: State) -> str:
    if s.physical:
        return t("Era {era}: draw Historical Events until one of this Era (reveal CARD)", era=s.era)
    return t("Era {era}: draw Historical Events until one of this Era (draw)", era=s.era)


def _offer_event(board: Board, s: State) -> list[Action]:
    if not s.physical:
        return [Action("draw")]
    return [Action("reveal", "", (c,)) for c in sorted(set(s.history.draw_pile))]


def _offer_choose(board: Board, s: State) -> list[Action]:
    k = actions_per_player(s)
    cards = action_cards(board, s)  # the eXtra-Legal card from its Era on
    h = s.historical
    if h is not None:  # the Familiae share the Era's Actions: 0 to 2 each, the most first
        most = min(h.kinds, actions_left(s))
        sizes = range(most, -1, -1)
        return [
            Action("choose", p, combo)
            for p in s.waiting
            for n in sizes
            for combo in combinations(cards, n)
        ]
    return [Action("choose", p, combo) for p in s.waiting for combo in combinations(cards, k)]


def _choose_prompt(board: Board, s: State) -> str:
    h = s.historical
    if h is None:
        return tn(
            "Era {era}: each player chooses {n} Action card in secret (choose PLAYER CARD...)",
            "Era {era}: each player chooses {n} Action cards in secret (choose PLAYER CARD...)",
            actions_per_player(s),
            era=s.era,
        )
    left = actions_left(s)
    return tn(
        "Era {era}: the Familiae share {n} Action ({left} left), at most {kinds} different "
        "a Familia: choose FAMILIA CARD... (no card: it sits this Era out)",
        "Era {era}: the Familiae share {n} Actions ({left} left), at most {kinds} different "
        "a Familia: choose FAMILIA CARD... (no card: it sits this Era out)",
        h.actions,
        era=s.era,
        left=left,
        kinds=h.kinds,
    )


def _omen_prompt(board: Board, s: State) -> str:
    who = senators.next_heir(board, s) or "?"
    return t(
        "NPC Inheritance: reveal an Omen card for {npc} from the shuffled Omens deck "
        "(omen {npc} CARD)",
        npc=who,
    )


def _offer_omen(board: Board, s: State) -> list[Action]:
    who = senators.next_heir(board, s)
    if who is None:
        return []
    return [Action("omen", who, (c,)) for c in sorted(set(senators.omens_left(board, s, who)))]


def _drawn_prompt(board: Board, s: State) -> str:
    due = [n for n in s.npcs if not s.familia(n).actions]
    who = due[0] if due else "?"
    k = actions_per_player(s)
    if k > 1:
        return t(
            "Draw NPC Actions: shuffle {npc}'s Action cards, draw {k} and say them "
            "(drew {npc} CARD CARD)",
            npc=who,
            k=k,
        )
    return t(
        "Draw NPC Actions: shuffle {npc}'s Action cards, draw {k} and say them (drew {npc} CARD)",
        npc=who,
        k=k,
    )


def _direction_prompt(board: Board, s: State) -> str:
    return t("{first}, Primus: which way does play go this Era? (direction left|right)")


def _offer_drawn(board: Board, s: State) -> list[Action]:
    due = [n for n in s.npcs if not s.familia(n).actions]
    if not due:
        return []
    k = actions_per_player(s)
    cards = action_cards(board, s)
    return [Action("drew", due[0], combo) for combo in combinations(cards, k)]


PHASE = Phase(
    "era",
    verbs={
        "direction": Verb(direction, ("direction",), player=False, arity=1, check=checks.direction),
        "draw": Verb(draw, ("event",), player=False, check=checks.draw),
        "reveal": Verb(reveal, ("event",), player=False, arity=1),
        "choose": Verb(choose, ("choose",), arity=None, secret=True, check=checks.choose),
        "omen": Verb(omen, ("inherit",), arity=1, sender=Who.TABLE),
        "drew": Verb(drawn, ("npc-actions",), arity=None, sender=Who.TABLE),
        # a --physical table's Action cards turned over, one Action at a time (era/turn.py):
        # the table's entry (CartaGame.authority). Declared as naming a player for its other
        # form, ``revealed PLAYER ...`` at a secret step (a court card, a thumb: that step's
        # answer, game._as_played); at ``turn`` the parser reads the Action first
        "revealed": Verb(turn.turned, ("turn",), player=True, arity=None, check=checks.revealed),
    },
    steps={
        "direction": Step(
            _direction_prompt,
            ref("Primus Inter Pares", "the Primus decides the direction"),
            lambda board, s: [Action("direction", "", (d,)) for d in ("left", "right")],
        ),
        "event": Step(_event_prompt, HIST, _offer_event),
        "choose": Step(
            _choose_prompt,
            CHOOSE,
            _offer_choose,
            secret=True,
            secret_verb="choose",
        ),
        "inherit": Step(_omen_prompt, senators.INHERIT, _offer_omen),
        "npc-actions": Step(_drawn_prompt, senators.NPC_ACTIONS, _offer_drawn),
        "turn": Step(turn.turn_prompt, turn.TURN, turn.offers, default=turn.forced),
    },
)
