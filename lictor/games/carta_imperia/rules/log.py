"""The log as the table may see it: secret choices masked until they are revealed, a
deal's Draft Event named to its two parties only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules.phase import Step
from lictor.games.carta_imperia.rules.state import State
from lictor.lazy import lazy_function

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.tools.npc_bids import hidden_bids
else:  # the NPC deals' code, imported only once a blind bid is in (issue 27)
    hidden_bids = lazy_function(
        "lictor.games.carta_imperia.rules.phases.tools.npc_bids:hidden_bids"
    )

TOOL_VERBS = (
    "give", "adjust", "move-bust", "play", "deal", "use", "reform", "agree", "reject", "withdraw",
)  # fmt: skip


def public_log(state: State, actions: Sequence[str], steps: Mapping[str, Step]) -> list[str]:
    """The log as the table may see it: draft picks and discards never, other secret choices until
    they are revealed (chosen actions at the reveal, court cards and thumbs when the
    case is decided)."""
    out = []
    pending = _unrevealed(state, actions, steps)
    # blind bids to an NPC (two or more players): secret until revealed, changed ones after
    bids = hidden_bids(state, actions) if state.npcs and len(state.humans) > 1 else set()
    face_down = _face_down(state, actions)
    for i, words in enumerate(actions):
        verb, *rest = words.split()
        if verb in ("pick", "discard") or (i in pending):  # the hidden hand's cards
            out.append(" ".join([verb, rest[0], "?"]) if rest else words)
        elif i in face_down:  # this Era's Actions whose turn has not come
            out.append(face_down[i])
        elif verb == "deal" and not state.physical:
            out.append(_masked_deal(words))
        elif i in bids:  # a blind bid to an NPC, secret until every bid is in
            out.append(" ".join([verb, *rest[:2], "?"]))
        else:
            out.append(words)
    return out


def _face_down(state: State, actions: Sequence[str]) -> dict[int, str]:
    """Sequence of Play: this Era's chosen Action cards are turned over one Action at a
    time; each player's choice of this Era (his latest ``choose``), its cards still face
    down as ``?``: index -> the words shown."""
    if state.step == "choose" or state.historical is not None:
        return {}
    names = {f.name.lower(): f for f in state.players if f.actions}
    out: dict[int, str] = {}
    seen: set[str] = set()
    for i in range(len(actions) - 1, -1, -1):
        verb, *rest = actions[i].split()
        if verb != "choose" or not rest or rest[0].lower() in seen:
            continue
        seen.add(rest[0].lower())
        if rest[0].lower() not in names:
            continue
        cards = rest[1:]
        if all(c in state.revealed for c in cards):
            continue
        out[i] = " ".join([verb, rest[0], *(c if c in state.revealed else "?" for c in cards)])
    return out


def _masked_deal(words: str) -> str:
    """Dealmaking: a Draft Event that changes hands is named to the two players only."""
    parts = words.split()
    return " ".join("?" if i > 0 and parts[i - 1] == "event" else w for i, w in enumerate(parts))


def _unrevealed(state: State, actions: Sequence[str], steps: Mapping[str, Step]) -> set[int]:
    """Indices of secret actions in ``actions`` not yet revealed in ``state``: those of
    the step in progress, and court cards or thumbs a settlement out of court left
    unrevealed for good."""
    pending = _settled(actions, len(state.names))
    if state.step == "choose":
        verbs = {"choose"}
    elif state.step in ("court", "thumbs"):
        verbs = {"court", "thumb"}
    elif state.step in steps and steps[state.step].secret:
        verbs = {steps[state.step].secret_verb}  # another step's (Mob Rule, a plot)
    else:
        return pending
    for i in range(len(actions) - 1, -1, -1):
        verb = actions[i].split()[0]
        if verb in verbs:
            pending.add(i)
        elif verb not in TOOL_VERBS:
            break
    return pending


def _settled(actions: Sequence[str], players: int) -> set[int]:
    """Court cards and thumbs given before the case was settled out of court (a case is
    decided once both court cards, or every player's thumb, are in)."""
    out: set[int] = set()
    run: list[int] = []
    for i, words in enumerate(actions):
        verb = words.split()[0]
        if verb in ("court", "thumb"):
            run.append(i)
            if len(run) == (2 if verb == "court" else players):
                run = []  # decided and revealed
        elif verb == "settle":
            out.update(run)
            run = []
        elif verb not in TOOL_VERBS:
            run = []
    return out
