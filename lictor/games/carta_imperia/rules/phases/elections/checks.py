"""The cheap tests of the Elections' offers for the listing (``Verb.check``, rules/phase.py):
each accepts exactly what its handler in ``verbs.py`` accepts, without playing it out (the
last vote tallies the election; a nomination opens one). tests/games/carta_imperia/
test_cheap_checks.py holds them to their handlers."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_verbs import on_turn
from lictor.games.carta_imperia.rules.payment import mixes
from lictor.games.carta_imperia.rules.phase import per_state
from lictor.games.carta_imperia.rules.phases.elections.rulings import nomination_cost
from lictor.games.carta_imperia.rules.phases.elections.steps import can_veto, nominable
from lictor.games.carta_imperia.rules.phases.tools.npc_promises import backing_kept
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import Refuse, enacted
from lictor.slugs import slug


def vote(board: Board, s: State, a: Action) -> bool | None:
    """``verbs.vote``: one vote each, for a candidate standing (any case) or ``abstain`` (as
    written), and for the NPC a support was promised to in a deal while it stands."""
    e = s.election
    if e is None or len(a.args) != 1:
        return None
    if any(v == a.player for v, _ in e.votes):
        return False
    choice = a.args[0]
    if choice != "abstain":
        match = [c for c in e.candidates if c.lower() == choice.lower()]
        if not match:
            return False
        choice = match[0]
    try:
        backing_kept(s, a.player, choice)
    except Refuse:
        return False
    return True


@per_state
def _nominable(board: Board, s: State) -> frozenset[str]:
    return frozenset(slug(p) for p in nominable(board, s) if p not in s.nominated)


def nominate(board: Board, s: State, a: Action) -> bool | None:
    """``verbs.nominate``: the nominator's turn, a Province that may be nominated now (never
    twice in an Era), and the Prestige to pay for it."""
    if len(a.args) != 1:
        return None
    if not on_turn(s, a):
        return False
    f = s.familia(a.player)
    if f.prestige < 0:
        return None
    if slug(a.args[0]) not in _nominable(board, s):
        return False
    cost = nomination_cost(f.prestige)
    return cost <= 0 or bool(mixes(f, cost))


def pass_(board: Board, s: State, a: Action) -> bool | None:
    """Not standing or not vetoing, on one's turn; not nominating only when no Province is
    left to nominate."""
    if not on_turn(s, a):
        return False
    return s.step != "nominate" or not _nominable(board, s)


def veto(board: Board, s: State, a: Action) -> bool | None:
    """The Lex Sacrata's veto, on one's turn, by one who can pay for it and has not used it
    this Era (a table without the Lex enacted is left to the handler)."""
    if s.election is None or enacted(board, s, "Lex Sacrata") is None:
        return None
    return on_turn(s, a) and can_veto(board, s, a.player)


def stand(board: Board, s: State, a: Action) -> bool | None:
    """``verbs.stand``: the player on turn stands, his Bust from the Reserve (a Bust taken
    from a Province, ``from PROVINCE``, is left to the handler)."""
    if s.election is None or a.args:
        return None
    return on_turn(s, a) and bool(s.familia(a.player).reserve)


def hortensia(board: Board, s: State, a: Action) -> bool | None:
    """``verbs.hortensia``, its first refusals: the Lex enacted, a Candidate claiming it,
    not used in this election yet, before his vote. Who claims first and the fee are left
    to the handler."""
    e = s.election
    if e is None:
        return None
    if enacted(board, s, "Lex Hortensia") is None or a.player not in e.candidates:
        return False
    if e.hortensia or any(v == a.player for v, _ in e.votes):
        return False
    return None
