"""II. eXec joins the referee: adopting, converting, enacting; and the timed Reforms, used
at any step they speak to."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import EXEC
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.exec import checks
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import enacted
from lictor.i18n import t
from lictor.lazy import lazy_function
from lictor.rules.actors import Who
from lictor.slugs import slug

# the handlers (they import the Elections' steps, and the timed Reforms eXpand's) at their
# first use (issue 27): the timed Reforms are offered at any step, and listing them asks
# only ``checks``
if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.exec.reforms import reform, use
    from lictor.games.carta_imperia.rules.phases.exec.verbs import adopt, convert, done, enact
else:
    _EXEC = "lictor.games.carta_imperia.rules.phases.exec."
    reform, use = (lazy_function(f"{_EXEC}reforms:{n}") for n in ("reform", "use"))
    adopt, convert, done, enact = (
        lazy_function(f"{_EXEC}verbs:{n}") for n in ("adopt", "convert", "done", "enact")
    )


def _offer_exec(board: Board, s: State) -> list[Action]:
    out = []
    for p in s.waiting:
        out.append(Action("adopt", p))
        em = checks.emporia(board, s, p)
        for n in range(1, min(em, s.familia(p).dignitas) + 1):
            out.append(Action("convert", p, (str(n),)))
        for row, _ in board.reform_rows:
            out.append(Action("enact", p, (row,)))
        out.append(Action("done", p))
    return out


def timed_reforms(board: Board, s: State) -> list[Action]:
    """The timed Reforms someone could use now (the game keeps those its rules accept)."""
    if s.step not in ("battle", "lend", "exec"):
        return []
    out = []
    players = (
        s.battles[s.current].generals
        if s.step == "battle"
        else tuple(g.name for g in s.generals)
        if s.step == "lend"
        else s.waiting
    )
    for fx in board.reform_effects:
        # at its moment only (``reforms._on_time``: the eXec's at eXec, the battle's at a
        # battle, the Legions bought while the Generals muster too), and enacted
        if (fx.when == "exec") != (s.step == "exec") or (s.step == "lend" and not fx.legions):
            continue
        if enacted(board, s, fx.name) is None:
            continue
        words: tuple[str, ...] = (slug(fx.name),)
        if fx.legions:
            words += ("1",)
        elif fx.games and s.physical:
            words += ("up",)
        out += [Action("reform", p, words) for p in players]
    return out


def _exec_prompt(board: Board, s: State) -> str:
    return t("eXec: adopt / convert N / enact ROW, then done PLAYER")


PHASE = Phase(
    "exec",
    verbs={
        "adopt": Verb(adopt, ("exec",), check=checks.adopt),
        "convert": Verb(convert, ("exec",), arity=1, check=checks.convert),
        "enact": Verb(enact, ("exec",), arity=None, check=checks.enact),
        "done": Verb(done, ("exec",), check=checks.done),
        # the Reforms enacted here, used at any step
        "use": Verb(use, (), arity=None, sender=Who.OWN),
        "reform": Verb(reform, (), arity=None, sender=Who.OWN, check=checks.reform),
    },
    steps={
        "exec": Step(_exec_prompt, EXEC, _offer_exec),
    },
    anytime=timed_reforms,
)
