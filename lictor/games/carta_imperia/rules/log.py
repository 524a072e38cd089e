"""The log as the table may see it: secret choices masked until they are revealed, a
deal's Draft Event named to its two parties only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from lictor.games.carta_imperia.rules.phase import Step
from lictor.games.carta_imperia.rules.phases.tools.npc_bids import hidden_bids
from lictor.games.carta_imperia.rules.state import State

TOOL_VERBS = (
    "give", "adjust", "move-bust", "play", "deal", "use", "reform", "agree", "reject", "withdraw",
)  # fmt: skip


def public_log(state: State, actions: Sequence[str], steps: Mapping[str, Step]) -> list[str]:
    """The log as the table may see it: draft picks and discards never, other secret choices until
    they are revealed (chosen actions at the reveal, court cards and thumbs when the
    case is decided)."""
    out = []
    pending = _unrevealed(state, actions, steps)
    bids = hidden_bids(state, actions)
    for i, words in enumerate(actions):
        verb, *rest = words.split()
        if verb in ("pick", "discard") or (i in pending):  # the hidden hand's cards
            out.append(" ".join([verb, rest[0], "?"]) if rest else words)
        elif verb == "deal" and not state.physical:
            out.append(_masked_deal(words))
        elif i in bids:  # a blind bid to an NPC, secret until every bid is in
            out.append(" ".join([verb, *rest[:2], "?"]))
        else:
            out.append(words)
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
