"""What every action handler shares: the rules it cites, reading an answer's words,
and whose turn it is."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.flow import SEQ, E
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse, regions, with_familia
from lictor.rules.ruling import RuleRef
from lictor.slugs import slug

DEAL = ref("Dealmaking", "records of deals and card effects")
# the Era's sections the moves cite besides the procedure's (flow.py)
TAX = ref("I. eXploit", "Taxation")
ROMANISE = ref("I. eXploit", "Romanisation")
ADOPT = ref("II. eXec", "Adopting New Governors")
CONVERT = ref("II. eXec", "Converting Auctoritas")
REFORMS = ref("Reforms", "leftmost first, a Bust from Reserve")
HORTENSIA = ref("Reform Clarifications", "Lex Hortensia")
SACRATA = ref("Reform Clarifications", "Lex Sacrata")
EXTORT = ref("III. eXtort", "one suit per target per Era")
IDES = ref("III. eXtort", "Beware the Ides")
CAMPAIGN = ref("IV. eXpand", "March on Campaign")
SPOILS = ref("The Spoils of War")
CASUALTIES = ref("Casualties")

Handler = Callable[[Board, State, Action], tuple[State, E]]


def refuse(code: str, message: str, rule: RuleRef, hint: str = "") -> Refuse:
    return Refuse(code, message, rule, hint)


def _arg(a: Action, i: int, what: str) -> str:
    if len(a.args) <= i:
        raise refuse("missing", f"{a.verb}: give the {what}", SEQ)
    return a.args[i]


def _int(a: Action, i: int, what: str) -> int:
    text = _arg(a, i, what)
    try:
        return int(text)
    except ValueError:
        raise refuse(
            "number", f"{a.verb}: the {what} is a whole number, not {text!r}", SEQ
        ) from None


def _turn(s: State, a: Action, rule: RuleRef) -> None:
    """Queued steps: only the first player waiting answers."""
    if not s.waiting or s.waiting[0] != a.player:
        first = s.waiting[0] if s.waiting else "nobody"
        raise refuse("not-your-turn", f"it is {first}'s turn, not {a.player}'s", rule)


def _waiting(s: State, a: Action, rule: RuleRef) -> None:
    if a.player not in s.waiting:
        raise refuse("not-waiting", f"{a.player} has nothing to answer in this step", rule)


def _done(s: State, name: str) -> State:
    return replace(s, waiting=tuple(w for w in s.waiting if w != name))


def play_event(s: State, name: str, card: str, rule: RuleRef, label: str = "") -> State:
    """A Draft Event leaves ``name``'s hand: the card itself with a virtual deck, one of
    the cards counted with a physical one."""
    f = s.familia(name)
    if s.physical:
        if not f.draft_count:
            raise refuse("no-event", f"{name} holds no Draft Event", rule)
        return with_familia(s, name, draft_count=f.draft_count - 1)
    if card not in f.draft:
        raise refuse("no-event", f"{name} does not hold {label or card}", rule)
    left = list(f.draft)
    left.remove(card)
    return with_familia(s, name, draft=tuple(left), draft_count=f.draft_count - 1)


def _region(board: Board, s: State, text: str) -> str:
    here = regions(board, s)
    for name in here:
        if slug(name) == slug(text):
            return name
    raise refuse(
        "unknown-region",
        f"no region {text!r} on the map (regions: {', '.join(slug(n) for n in here)})",
        ref("Map Tiles"),
    )
