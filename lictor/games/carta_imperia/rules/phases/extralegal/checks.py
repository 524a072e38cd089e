"""The cheap tests of V. eXtra-Legal's offers for the listing (``Verb.check``,
rules/phase.py): crossing the Rubicon, the secret Mob and the call to the plot, each
accepting exactly what its handler in ``verbs.py`` accepts, without playing it out (the
last card player's deed ends the Era, a Rubicon crossed then sets up the Civil War, the last
Mob or answer plays the deed out). tests/games/carta_imperia/test_cheap_checks.py holds
them to their handlers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import whole
from lictor.games.carta_imperia.rules.payment import mixes
from lictor.games.carta_imperia.rules.phases.extralegal.steps import can_act
from lictor.games.carta_imperia.rules.state import Action, State


def rubicon(board: Board, s: State, a: Action) -> bool | None:
    """``verbs.rubicon``: the card player whose turn it is, in Era VI or VII (and the
    eXtra-Legal Eras), who can pay 1 Prestige. Words after the player: the handler's."""
    if a.args:
        return None
    if not s.waiting or s.waiting[0] != a.player or not can_act(s):
        return False
    return s.era in (6, 7) and bool(mixes(s.familia(a.player), 1))


def commit(board: Board, s: State, a: Action) -> bool | None:
    """A secret Mob (``verbs.commit``): a player still to answer, 0 to Era # Dignitas and no
    more than he holds, the attacker at least 1 while he holds any."""
    if s.deed is None:
        return None
    if a.player not in s.waiting or not a.args:
        return False
    n = whole(a, 0)
    if n is None:
        return False
    most = min(s.era, s.familia(a.player).dignitas)
    least = 1 if a.player == s.deed.actor and most >= 1 else 0
    return least <= n <= most


def plot(board: Board, s: State, a: Action) -> bool | None:
    """The call to the plot, answered in secret: a player still to answer, up or down."""
    if s.deed is None:
        return None
    return a.player in s.waiting and bool(a.args) and a.args[0] in ("up", "down")
