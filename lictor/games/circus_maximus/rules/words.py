"""Circus Maximus, the words said at the table: a chariot (``red-ii``), a hex (``c4``), a
card, parsed into actions and said back."""

from __future__ import annotations

from collections.abc import Sequence

from lictor.games.circus_maximus.rules.state import (
    CARDS,
    Action,
    Done,
    End,
    Move,
    Place,
    State,
    Stay,
)
from lictor.games.circus_maximus.track import Track
from lictor.i18n import t
from lictor.rules.violation import BadAction

ROMAN = {"i": 1, "ii": 2, "iii": 3}


class Words:
    """The words of ``CircusGame``."""

    track: Track

    def _chariot(self, s: State, word: str) -> str:
        w = word.lower().replace("_", "-")
        colour, _, number = w.rpartition("-")
        if not colour:
            colour = w.rstrip("0123456789")
            number = w[len(colour) :]
        k = ROMAN.get(number, int(number) if number.isdigit() else 0)
        if colour not in s.colours or not 1 <= k <= 3:
            known = ", ".join(f"{c}-1..3" for c in s.colours)
            raise BadAction(
                t("{word} is not a chariot in this race ({known})", word=repr(word), known=known)
            )
        return f"{colour}-{k}"

    def _hex(self, word: str) -> int:
        i = self.track.by_id.get(word.upper())
        if i is None:
            raise BadAction(
                t(
                    "{word} is not a hex of the board (A1-A26 ... E1-E50 on the track, lane A "
                    "inside; F1-F11 in the finish area; as printed)",
                    word=repr(word),
                )
            )
        return i

    def _card(self, word: str) -> int:
        if not word.isdigit() or int(word) not in CARDS:
            raise BadAction(t("{word} is not a movement card (1 to 5)", word=repr(word)))
        return int(word)

    def parse(self, state: State, words: Sequence[str]) -> Action:
        w = [x.strip() for x in words if x.strip()]
        if not w:
            raise BadAction(t("no action given"))
        verb, n = w[0].lower(), len(w)
        if verb == "place" and n == 3:
            return Place(self._chariot(state, w[1]), self._hex(w[2]))
        if verb == "move" and n == 4:
            return Move(self._chariot(state, w[1]), self._card(w[2]), self._hex(w[3]))
        if verb == "stay" and n == 3:
            return Stay(self._chariot(state, w[1]), self._card(w[2]))
        if verb == "done" and n == 2:
            return Done(self._chariot(state, w[1]))
        if verb == "end" and n == 1:
            return End()
        raise BadAction(
            t(
                "not an action: {words} (try: place CHARIOT HEX, move CHARIOT CARD HEX, "
                "stay CHARIOT CARD, done CHARIOT, end)",
                words=repr(" ".join(w)),
            )
        )

    def text(self, action: Action) -> str:
        ids = self.track.hexes
        if isinstance(action, Place):
            return f"place {action.chariot} {ids[action.hex].id}"
        if isinstance(action, Move):
            return f"move {action.chariot} {action.card} {ids[action.hex].id}"
        if isinstance(action, Stay):
            return f"stay {action.chariot} {action.card}"
        if isinstance(action, Done):
            return f"done {action.chariot}"
        return "end"
