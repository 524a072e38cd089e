"""An NPC's decision, for every game: the action it takes and why, and the seats the
referee plays, played until the game waits on a person.

A policy (a game's NPC Senators, the balance lab's players) is a pure function from the state
to a ``Decision``: ``action`` the words ``lictor referee act`` takes, ``because`` the rule
lines and tie-breaks that chose it, in the order a table reads them. ``play_due`` applies
each decision due now, the same way for the terminal's `next`, `next --json` and the web
table (or, ``confirm``, proposes the first and applies nothing)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from lictor.i18n import t

if TYPE_CHECKING:
    from lictor.rules.game import Seats
    from lictor.rules.referee import Loaded, Referee

MOST = 2000  # NPC answers applied at most in one go before the table gets it back


@dataclass(frozen=True)
class Decision:
    """What an NPC Senator's policy answers, and the reasons it gives."""

    action: str
    because: tuple[str, ...] = ()

    def said(self, player: str) -> str:
        """``Rufus: nominate Rufus gallia - the highest-value Province ...; tied ...``."""
        why = "; ".join(self.because)
        return f"{player}: {self.action}" + (f" - {why}" if why else "")


@dataclass(frozen=True)
class Played:
    """One NPC answer, applied (or proposed): a secret one names only its player."""

    player: str
    decision: Decision
    secret: bool
    events: tuple[str, ...] = ()

    def shown(self) -> str:
        """The line every screen may read, in the language now spoken."""
        if self.secret:
            return t("{player} has answered in secret", player=self.player)
        return said_decision(self.player, self.decision)

    def as_dict(self) -> dict[str, Any]:
        if self.secret:
            return {"player": self.player, "secret": True, "events": list(self.events)}
        return {
            "player": self.player,
            "action": self.decision.action,
            "because": list(self.decision.because),
            "events": list(self.events),
        }


def said_decision(player: str, decision: Decision) -> str:
    """``Rufus: nominate Rufus gallia - the highest-value Province ...``, in the language
    now spoken (the action's words stay as typed: in backticks in Italian)."""
    why = "; ".join(decision.because)
    if not why:
        return t("{player}: {action}", player=player, action=decision.action)
    return t("{player}: {action} - {why}", player=player, action=decision.action, why=why)


def due(loaded: Loaded) -> Played | None:
    """The NPC answer due now, not applied (None: the game waits on a person)."""
    turn = loaded.game.npc_turn(loaded.state)
    if turn is None:
        return None
    player, decision = turn
    secret = loaded.game.is_secret(loaded.game.parse(loaded.state, decision.action.split()))
    return Played(player, decision, bool(secret))


def play_due(
    referee: Referee, session: int | None, loaded: Loaded, confirm: bool = False
) -> tuple[Loaded, list[Played], Played | None]:
    """Apply each NPC answer due, in turn, until the game waits on a person: the session
    after, the answers applied with the events each made, and (``confirm``) the first one
    proposed instead, nothing applied."""
    from lictor.rules.actors import npc

    played: list[Played] = []
    for _ in range(MOST):
        found = due(loaded)
        if found is None:
            return loaded, played, None
        if confirm:
            return loaded, played, found
        loaded, events = referee.act(
            session, found.decision.action.split(), actor=npc(found.player)
        )
        played.append(
            Played(found.player, found.decision, found.secret, tuple(e.text for e in events))
        )
    return loaded, played, None


def reasons(game: Any, before: Any, words: str, seats: Seats) -> dict[str, Any]:
    """For a log: the NPC an action was the turn of and its policy's reasons
    (``because``), recomputed from the state before it (the policy is pure). The NPC's own
    decision only if it is the action its policy decides; any other action for that NPC
    on its turn is the table's choice overriding the policy (an ``act`` for it, an
    ``amend``), and says so. Nothing for an action that was no NPC's turn or is another
    seat's (an ``amend --force`` that dropped an action leaves the later ones out of
    their turns)."""
    turn = game.npc_turn(before)
    if turn is None:
        return {}
    player, decision = turn
    if decision.action == words:
        return {"npc": player, "because": list(decision.because)}
    named = game.authority(before, seats, words.split()).player
    if named is None:  # it names nobody (the Primus' direction): the same verb, or no one's
        if words.split()[:1] != decision.action.split()[:1]:
            return {}
    elif named != player:
        return {}
    return {
        "npc": player,
        "because": [
            t("the table's choice, overriding the NPC policy's `{action}`", action=decision.action)
        ],
    }
