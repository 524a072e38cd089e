"""III. eXtort joins the referee: the litigants' suits, the court cards and thumbs (in
secret), settling out of court."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import EXTORT
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.extort import checks, window
from lictor.games.carta_imperia.rules.phases.extort.verbs import (
    court,
    dealt,
    ides,
    impeach_,
    pass_,
    prosecute_,
    settle,
    thumb,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import enacted
from lictor.i18n import t


def _offer_extort(board: Board, s: State) -> list[Action]:
    p = s.waiting[0]
    out = [Action("pass", p), Action("ides", p), Action("impeach", p)]
    out += [Action("prosecute", p, (t.lower(),)) for t in s.names if t != p]
    return out + _quaestor(board, s, p) + _settlements(s, p)


def _quaestor(board: Board, s: State, p: str) -> list[Action]:
    """Impeach: "any overmighty Player if the Quaestor Reform is invoked": once it is
    enacted, impeaching each other player but the Primus (the handler decides the rest)."""
    if enacted(board, s, "Quaestor") is None:
        return []
    return [Action("impeach", p, (t.lower(),)) for t in s.names if t not in (p, s.primus)]


def _settlements(s: State, p: str) -> list[Action]:
    """The Historical variant: settling for 0 to Era # Dignitas, the Familiae's only way of
    sharing Dignitas."""
    if s.historical is None:
        return []
    targets = [t for t in s.names if t != p and t not in s.sued]
    return [
        Action("settle", p, (t.lower(), str(n)))
        for t in targets
        for n in range(min(s.era, s.familia(t).dignitas), 0, -1)
    ]


def _offer_case(board: Board, s: State) -> list[Action]:
    """The secret answers, then (public) settling out of court before the case is decided."""
    assert s.suit is not None
    if s.step == "court":
        out = [
            Action("court", p, (c,)) for p in s.waiting for c in ("bribery", "evidence", "oratory")
        ]
    else:
        out = [Action("thumb", p, (t,)) for p in s.waiting for t in ("up", "down")]
    settle = [Action("settle", s.suit.litigant, (s.suit.target.lower(),))]
    if s.historical is not None:
        most = min(s.era, s.familia(s.suit.target).dignitas)
        settle += [
            Action("settle", s.suit.litigant, (s.suit.target.lower(), str(n)))
            for n in range(most, 0, -1)
        ]
    return [*out, *settle]


def _extort_prompt(board: Board, s: State) -> str:
    return t(
        "eXtort: {first} prosecutes, impeaches, declares Beware the Ides, settles or passes",
        first=s.waiting[0] if s.waiting else "",
    )


def _court_prompt(board: Board, s: State) -> str:
    assert s.suit is not None
    text = t(
        "In court: prosecutor and defendant each choose a court card in secret "
        "(court PLAYER bribery|evidence|oratory) - or they settle out of court first "
        "(settle {litigant} {defendant})",
        litigant=s.suit.litigant,
        defendant=s.suit.target.lower(),
    )
    npcs = [p for p in (s.suit.litigant, s.suit.target) if p in s.npcs]
    if s.physical and npcs:  # its card is lictor's, chosen in secret (NPC eXtort)
        text += t(
            " - {npc} is an NPC Senator: lictor has chosen its card in secret and turns it "
            "over with the player's when the table says what the player revealed",
            npc=npcs[0],
        )
    return text


def _thumbs_prompt(board: Board, s: State) -> str:
    assert s.suit is not None
    return t(
        "Impeachment: every player votes with a thumb in secret (thumb PLAYER up|down) - "
        "or the parties settle out of court first (settle {litigant} {defendant})",
        litigant=s.suit.litigant,
        defendant=s.suit.target.lower(),
    )


PHASE = Phase(
    "extort",
    verbs={
        "prosecute": Verb(prosecute_, ("extort",), arity=1, check=checks.prosecute),
        "impeach": Verb(impeach_, ("extort",), arity=1, check=checks.impeach),
        "ides": Verb(ides, ("extort",), check=checks.ides),
        "pass": Verb(pass_, ("extort",), check=checks.pass_),
        "settle": Verb(
            settle, ("extort", "court", "thumbs", "impeach-deals"), arity=2, check=checks.settle
        ),
        "court": Verb(court, ("court",), arity=1, secret=True, check=checks.court),
        "thumb": Verb(thumb, ("thumbs",), arity=1, secret=True, check=checks.thumb),
        # the NPCs' thumbs wait for the Player's deals (NPC eXtort; extort/window.py)
        "dealt": Verb(dealt, ("impeach-deals",)),
    },
    steps={
        "extort": Step(
            _extort_prompt,
            EXTORT,
            _offer_extort,
        ),
        "court": Step(
            _court_prompt,
            ref("III. eXtort", "Prosecute"),
            _offer_case,
            secret=True,
            secret_verb="court",
        ),
        "impeach-deals": Step(window.prompt, window.WINDOW, window.offers, default=True),
        "thumbs": Step(
            _thumbs_prompt,
            ref("III. eXtort", "Impeach"),
            _offer_case,
            secret=True,
            secret_verb="thumb",
        ),
    },
)
