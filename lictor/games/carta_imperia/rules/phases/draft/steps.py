"""The Events Draft and the Legacy cards dealt at setup (Events Draft; Scenario I, Setup)."""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import DRAFT, E, ev
from lictor.games.carta_imperia.rules.draft_deck import undealt
from lictor.games.carta_imperia.rules.first_primus import after_draft
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import t
from lictor.rules.fast import replace

NPC_SETUP = ref("Solo & 2-Player Addenda", "Setup")


def shuffled(board: Board, s: State) -> tuple[list[str], list[str], list[str]]:
    """The Draft Events, the Major and the Minor Legacies, shuffled by the session's seed."""
    r = random.Random(f"{s.seed}:draft")
    deck = [c.id for c in board.draft]
    r.shuffle(deck)
    majors = [c.id for c in board.majors]
    minors = [c.id for c in board.minors]
    r.shuffle(majors)
    r.shuffle(minors)
    return deck, majors, minors


def begin_draft(board: Board, s: State) -> tuple[State, E]:
    """The scenario's Draft Events each (Scenario I, Setup: 4, of Eras II-IV and Any), then
    the draft; one Major and one Minor Legacy each, secretly."""
    if s.npcs:
        return begin_npc_draft(board, s)
    if s.historical is not None:
        return begin_historical_hands(board, s)
    n = board.scenario.draft
    if s.physical:
        return replace(s, step="draft", waiting=()), [
            ev(
                t("Deal {n} Draft Events each and draft them at the table; then: drafted", n=n),
                DRAFT,
            )
        ]
    deck, majors, minors = shuffled(board, s)
    for i, f in enumerate(s.players):
        s = with_familia(
            s, f.name, hand=tuple(deck[i * n : i * n + n]), legacies=(majors[i], minors[i])
        )
    s = replace(s, step="draft", waiting=s.names, draft_round=1)
    s = replace(s, drafts=undealt(deck, n * len(s.players)))  # what a card's effect draws
    return s, [
        ev(t("Dealt {n} Draft Events and 2 Legacy cards to each player, face down", n=n), DRAFT)
    ]


def begin_historical_hands(board: Board, s: State) -> tuple[State, E]:
    """The Historical variant is a solo game (Solo & 2-Player Addenda, Setup: playing solo,
    there is no draft): one player holds every Familia's hand, so passing hands between
    them would change nothing. Each Familia keeps the scenario's Draft Events as dealt, and
    its two Legacy cards as in any game (reconstruction: the Addenda do not say the
    Historical setup; the Legacies score nothing in a game won or lost together)."""
    n = board.scenario.draft
    if s.physical:
        text = t(
            "Deal each Familia ({players}) {n} Draft Events and 2 Legacy cards and keep them "
            "(solo: no draft); then: drafted",
            players=", ".join(s.names),
            n=n,
        )
        return replace(s, step="draft", waiting=()), [ev(text, NPC_SETUP)]
    deck, majors, minors = shuffled(board, s)
    for i, f in enumerate(s.players):
        cards = tuple(deck[i * n : i * n + n])
        s = with_familia(
            s, f.name, draft=cards, draft_count=n, hand=(), legacies=(majors[i], minors[i])
        )
    s = replace(s, drafts=undealt(deck, n * len(s.players)))  # what a card's effect draws
    said = [
        ev(
            t(
                "Dealt each Familia {n} Draft Events to keep (solo: no draft) and 2 Legacy cards",
                n=n,
            ),
            NPC_SETUP,
        )
    ]
    s, more = after_draft(board, s)
    return s, said + more


def eras_in_game(board: Board) -> int:
    """The number of Eras the scenario plays (the Addenda's draft hand)."""
    return board.scenario.final_era - board.scenario.first_era + 1


def begin_npc_draft(board: Board, s: State) -> tuple[State, E]:
    """Solo & 2-Player Addenda, Setup: only the players get Draft Events and Legacies:
    2 Draft Events face down each, then a hand of Era # cards (the Eras in the game) to
    draft; solo, no draft (the player keeps the hand). NPCs hold none."""
    n = eras_in_game(board)
    humans = s.humans
    solo = len(humans) == 1
    if s.physical:
        if solo:
            text = t(
                "Deal each player ({players}) 2 Draft Events face down and a hand of {n} and "
                "keep them (solo: no draft); the NPC Senators ({npcs}) get no Draft Events "
                "and no Legacy cards; then: drafted",
                players=", ".join(humans),
                n=n,
                npcs=", ".join(s.npcs),
            )
        else:
            text = t(
                "Deal each player ({players}) 2 Draft Events face down and a hand of {n} and "
                "draft them at the table; the NPC Senators ({npcs}) get no Draft Events and "
                "no Legacy cards; then: drafted",
                players=", ".join(humans),
                n=n,
                npcs=", ".join(s.npcs),
            )
        return replace(s, step="draft", waiting=()), [ev(text, NPC_SETUP)]
    deck, majors, minors = shuffled(board, s)
    per = n + 2
    for i, name in enumerate(humans):
        cards = deck[i * per : i * per + per]
        face_down, hand = tuple(cards[:2]), tuple(cards[2:])
        if solo:
            face_down, hand = face_down + hand, ()
        s = with_familia(
            s,
            name,
            draft=face_down,
            draft_count=len(face_down),
            hand=hand,
            legacies=(majors[i], minors[i]),
        )
    s = replace(s, drafts=undealt(deck, per * len(humans)))  # what a card's effect draws
    said = [
        ev(
            t(
                "Dealt each player 2 Draft Events face down and {n} more (solo: no draft), "
                "and 2 Legacy cards; the NPC Senators ({npcs}) get none",
                n=n,
                npcs=", ".join(s.npcs),
            )
            if solo
            else t(
                "Dealt each player 2 Draft Events face down and a hand of {n} to draft, "
                "and 2 Legacy cards; the NPC Senators ({npcs}) get none",
                n=n,
                npcs=", ".join(s.npcs),
            ),
            NPC_SETUP,
        )
    ]
    if solo:
        s, more = after_draft(board, s)
        return s, said + more
    return replace(s, step="draft", waiting=humans, draft_round=1), said
