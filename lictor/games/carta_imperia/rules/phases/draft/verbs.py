"""The Events Draft's answers: a card picked from the hand in front of a player (in
secret), or a --physical table's draft done at the table."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    DRAFT,
    E,
    ev,
)
from lictor.games.carta_imperia.rules.common_verbs import (
    _arg,
    _done,
    _waiting,
    refuse,
)
from lictor.games.carta_imperia.rules.phases.draft.steps import eras_in_game
from lictor.games.carta_imperia.rules.phases.setup.steps import (
    after_draft,
)
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import (
    with_familia,
)
from lictor.i18n import t
from lictor.rules.fast import replace


def drafted(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not s.physical:
        raise refuse("virtual", t("lictor deals this draft: pick PLAYER CARD"), DRAFT)
    n = board.scenario.draft
    if s.npcs:  # Solo & 2-Player Addenda: 2 face down + one per Era; the NPCs none
        n = eras_in_game(board) + 2
    held = tuple(replace(f, draft_count=0 if f.name in s.npcs else n) for f in s.players)
    s, said = after_draft(board, replace(s, players=held))
    return s, [ev(t("Each player holds {n} Draft Events", n=n), DRAFT), *said]


def pick(board: Board, s: State, a: Action) -> tuple[State, E]:
    _waiting(s, a, DRAFT)
    card = _arg(a, 0, "card")
    f = s.familia(a.player)
    if card not in f.hand:
        raise refuse(
            "not-in-hand",
            t("{card} is not in the hand in front of {player}", card=card, player=a.player),
            DRAFT,
        )
    hand = list(f.hand)
    hand.remove(card)
    s = with_familia(
        s, a.player, hand=tuple(hand), draft=(*f.draft, card), draft_count=f.draft_count + 1
    )
    s = _done(s, a.player)
    said = [ev(t("{player} has picked", player=a.player), DRAFT)]
    if s.waiting:
        return s, said
    drafting = s.humans  # the NPC Senators draft nothing (Solo & 2-Player Addenda)
    hands = [s.familia(n).hand for n in drafting]
    passed = hands[-1:] + hands[:-1]  # to the next player on the left
    for name, cards in zip(drafting, passed, strict=True):
        s = with_familia(s, name, hand=cards)
    if any(passed):
        return replace(s, waiting=drafting, draft_round=s.draft_round + 1), [
            *said,
            ev(t("Hands pass to the left"), DRAFT),
        ]
    s, more = after_draft(board, replace(s, draft_round=0))
    return s, said + more
