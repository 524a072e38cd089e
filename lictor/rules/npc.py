"""An NPC's decision, for every game: the action it takes and why.

A policy (a game's NPC Senators, the balance lab's players) is a pure function from the state
to a ``Decision``: ``action`` the words ``lictor referee act`` takes, ``because`` the rule
lines and tie-breaks that chose it, in the order a table reads them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Decision:
    action: str
    because: tuple[str, ...] = ()

    def said(self, player: str) -> str:
        """``Rufus: nominate Rufus gallia - the highest-value Province ...; tied ...``."""
        why = "; ".join(self.because)
        return f"{player}: {self.action}" + (f" - {why}" if why else "")
