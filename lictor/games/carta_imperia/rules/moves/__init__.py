"""Each action the table can say, checked and applied: ``apply`` returns the new state
and what happened, or raises ``Refuse`` with the rule that forbids it (nothing changes)."""

from __future__ import annotations

from functools import cache

from lictor.games.carta_imperia.rules import phase_index as phases
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import END as OVER
from lictor.games.carta_imperia.rules.common_steps import SEQ, E
from lictor.games.carta_imperia.rules.common_verbs import Handler, refuse
from lictor.games.carta_imperia.rules.phases.elections.verbs import (
    hortensia,
    nominate,
    stand,
    tiebreak,
    veto,
    vote,
    votes,
)
from lictor.games.carta_imperia.rules.phases.era.verbs import (
    choose,
    direction,
    done,
    drafted,
    draw,
    legacy,
    pass_,
    pick,
    primus,
    reveal,
    start,
)
from lictor.games.carta_imperia.rules.phases.exec.reforms import reform, use
from lictor.games.carta_imperia.rules.phases.exec.verbs import adopt, convert, enact
from lictor.games.carta_imperia.rules.phases.expand.battle import (
    casualties,
    combat,
    flip,
    hold,
    lose,
    losses,
    resolve,
    strength,
)
from lictor.games.carta_imperia.rules.phases.expand.generalship import caesar
from lictor.games.carta_imperia.rules.phases.expand.verbs import (
    decline,
    install,
    keep,
    lend,
    march,
    order,
    release,
    standard,
)
from lictor.games.carta_imperia.rules.phases.exploit.verbs import romanise, tax
from lictor.games.carta_imperia.rules.phases.extort.verbs import (
    court,
    ides,
    impeach_,
    prosecute_,
    settle,
    thumb,
)
from lictor.games.carta_imperia.rules.phases.tools.deal import deal
from lictor.games.carta_imperia.rules.phases.tools.pay import park, pay
from lictor.games.carta_imperia.rules.phases.tools.verbs import (
    adjust,
    give,
    move_bust,
    play,
    rebel,
    sack_,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    familia_or_refuse,
)


def apply(board: Board, s: State, a: Action) -> tuple[State, E]:
    if s.step == "over":
        raise refuse("game-over", "the game is over", OVER, "start a new session to play again")
    if a.player:
        familia_or_refuse(s, a.player)
    handlers, verb_steps, tools = tables()
    handler = tools.get(a.verb)
    if handler is not None:
        s, said = handler(board, s, a)
        return park(s), said
    steps = verb_steps.get(a.verb, ())
    if s.step not in steps:
        raise refuse(
            "not-now",
            f"'{a.verb}' is not part of this step ({s.step})",
            SEQ,
            "run `lictor referee next` for what happens now",
        )
    s, said = handlers[a.verb](board, s, a)
    return park(s), said


HANDLERS: dict[str, Handler] = {
    "start": start, "drafted": drafted, "pick": pick, "primus": primus,
    "direction": direction, "draw": draw, "reveal": reveal, "combat": combat,
    "choose": choose, "romanise": romanise, "pass": pass_, "tax": tax, "done": done,
    "adopt": adopt, "convert": convert, "enact": enact, "nominate": nominate,
    "stand": stand, "hortensia": hortensia, "vote": vote, "tiebreak": tiebreak,
    "veto": veto, "prosecute": prosecute_, "impeach": impeach_, "ides": ides,
    "settle": settle, "court": court, "thumb": thumb, "lend": lend, "march": march,
    "standard": standard, "flip": flip, "install": install, "decline": decline,
    "legacy": legacy, "casualties": casualties, "strength": strength, "resolve": resolve,
    "hold": hold, "caesar": caesar, "votes": votes, "pay": pay, "order": order,
    "losses": losses, "lose": lose, "keep": keep, "release": release,
}  # fmt: skip

STEPS: dict[str, tuple[str, ...]] = {
    "start": ("start",), "drafted": ("draft",), "pick": ("draft",),
    "primus": ("primus",), "direction": ("direction",), "draw": ("event", "battle"),
    "reveal": ("event",), "combat": ("battle",), "choose": ("choose",),
    "romanise": ("romanise",), "pass": ("romanise", "stand", "veto", "extort", "nominate"),
    "tax": ("tax",), "done": ("tax", "exec"), "adopt": ("exec",), "convert": ("exec",),
    "enact": ("exec",), "nominate": ("nominate",), "stand": ("stand",),
    "hortensia": ("vote",), "vote": ("vote",), "tiebreak": ("tiebreak",),
    "veto": ("veto",), "prosecute": ("extort",), "impeach": ("extort",),
    "ides": ("extort",), "settle": ("extort", "court", "thumbs"), "court": ("court",),
    "thumb": ("thumbs",),
    "lend": ("lend",), "march": ("lend",), "standard": ("standard",),
    "flip": ("battle", "rout"), "install": ("install",), "decline": ("install",),
    "legacy": ("legacy",), "casualties": ("casualties",), "strength": ("battle",),
    "hold": ("battle",), "caesar": ("battle",), "votes": ("vote",),
    "resolve": ("battle",), "pay": ("pay",), "order": ("order",),
    "losses": ("losses",), "lose": ("killed",), "keep": ("retain",),
    "release": ("retain",),
}  # fmt: skip

TOOLS: dict[str, Handler] = {
    "use": use, "reform": reform,
    "give": give, "adjust": adjust, "move-bust": move_bust, "sack": sack_, "rebel": rebel,
    "play": play, "deal": deal,
}  # fmt: skip


@cache
def tables() -> tuple[dict[str, Handler], dict[str, tuple[str, ...]], dict[str, Handler]]:
    """The handlers, their steps and the tools, with the verbs of the phases that join
    through ``Phase`` (rules/phases.py), read once on first use."""
    handlers, steps, tools = dict(HANDLERS), dict(STEPS), dict(TOOLS)
    for word, spec in phases.verbs().items():
        if word in handlers or word in tools:
            raise ValueError(f"the verb {word!r} is declared twice")
        if spec.steps:
            handlers[word] = spec.handler
            steps[word] = spec.steps
        else:
            tools[word] = spec.handler
    return handlers, steps, tools
