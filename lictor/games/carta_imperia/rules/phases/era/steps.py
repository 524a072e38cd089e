"""The start of an Era: its map tiles, its Historical Event(s), the Legions of Rome, the
secret Action cards (Sequence of Play 1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import late, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    CHOOSE,
    HIST,
    SEQ,
    TILES,
    E,
    actions_per_player,
    ev,
)
from lictor.games.carta_imperia.rules.historical import ACTIONS as HISTORICAL_ACTIONS
from lictor.games.carta_imperia.rules.phases.era import senators
from lictor.games.carta_imperia.rules.phases.era.effects import apply_card
from lictor.games.carta_imperia.rules.phases.era.laid import laid
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import t, tn
from lictor.lazy import lazy_function
from lictor.rules.fast import replace
from lictor.rules.game import Event

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.exploit.steps import begin_exploit
else:  # the next phase's steps, imported when the game reaches it (issue 27)
    begin_exploit = lazy_function(
        "lictor.games.carta_imperia.rules.phases.exploit.steps:begin_exploit"
    )


def start_era(board: Board, s: State) -> tuple[State, E]:
    """Sequence of Play 1: the Era's map tiles; Historical Events until one of this Era
    (future Eras' reshuffled, past ones discarded)."""
    events: E = []
    new = tuple(t.name for t in board.tiles if t.era == s.era and t.name not in s.tiles)
    if new:
        events.append(
            ev(
                t(
                    "Era {era}: lay the map tiles {tiles}",
                    era=s.era,
                    tiles=", ".join(t(n) for n in new),
                ),
                TILES,
            )
        )
    history = s.history
    if s.aside:
        history = replace(history, draw_pile=history.draw_pile + s.aside)
        if not s.physical:
            history = replace(history, ordered=False).shuffled(s.seed + 100 * s.era)
    s = replace(
        s,
        tiles=s.tiles + new,
        history=history,
        aside=(),
        events=(),
        nominated=(),
        taxed=(),
        execs=(),
        sued=(),
        ides=False,
        revealed=(),  # this Era's Action cards are face down until their turn
        rubicon=(),  # last Era's Civil War is over (V. eXtra-Legal, Cross the Rubicon)
        used_reforms=(),
        defeated=(),
        generals=(),
        battles=(),
        season=0,
        current=-1,
        players=tuple(replace(f, actions=()) for f in s.players),
    )
    events += late.era_begins(board, s, new)  # Eras V-VII: an overlay, the late deck, the Mules
    if event_wanted(board, s):
        s = replace(s, step="event", waiting=())
        if s.physical:
            text = t("Draw Historical Events until one of Era {era} (reveal CARD)", era=s.era)
        else:
            text = t("Draw Historical Events until one of Era {era} (draw)", era=s.era)
        events.append(ev(text, HIST))
        return s, events
    s, more = after_event(board, s)
    return s, events + more


def _era_of(board: Board, card: str) -> int:
    return next(c.era for c in board.historical if c.id == card)


def event_matches(s: State, era: int) -> bool:
    return era == s.era or (s.challenging and era == s.era - 1 and era >= 1)


def event_wanted(board: Board, s: State) -> bool:
    need = 2 if s.challenging else 1
    if len(s.events) >= need:
        return False
    return any(event_matches(s, _era_of(board, c)) for c in s.history.draw_pile)


def drew_event(board: Board, s: State, card: str) -> tuple[State, E]:
    era = _era_of(board, card)
    history = s.history.draw(card)
    name = next(c.name for c in board.historical if c.id == card)
    if event_matches(s, era):
        s = replace(s, history=history, events=(*s.events, card))
        said = [
            ev(
                t(
                    "Historical Event: {name} [{card}] (Era {era}) - apply its effects to the map",
                    name=t(name),
                    card=card,
                    era=era,
                ),
                HIST,
            )
        ]
        s, applied = late.historical_event(board, s, card)  # Eras V-VII: the Social War
        said += applied
        s, typed, _ = apply_card(board, s, card)  # the effects the table's pack gives it
        said += typed
        applied = applied or typed
        foe = board.foe(card)
        if foe is not None:
            said.append(
                ev(
                    t(
                        "{foe}: every General's first Campaign Standard this Era goes against "
                        "{foe}",
                        foe=t(foe.name),
                    ),
                    ref(foe.section),
                )
            )
        if not applied and (foe is None or foe.source != "rulebook"):
            said.append(
                ev(
                    t(
                        "lictor does not know this card's text: record its effects "
                        "(adjust, rebel, sack, move-bust)"
                    ),
                    HIST,
                )
            )
    elif era > s.era:
        pile = replace(history, discards=history.discards[:-1])
        s = replace(s, history=pile, aside=(*s.aside, card))
        said = [
            ev(
                t(
                    "{name} is of a later Era (Era {era}): set aside for a later reshuffle",
                    name=t(name),
                    era=era,
                ),
                HIST,
            )
        ]
    else:
        s = replace(s, history=history)
        said = [ev(t("{name} is of a past Era: discarded", name=t(name)), HIST)]
    if event_wanted(board, s):
        return s, said
    s, more = after_event(board, s)
    return s, said + more


def after_event(board: Board, s: State) -> tuple[State, E]:
    """Sequence of Play 1: add Era # Legions to the Legions of Rome; then secret actions."""
    n = min(s.era, s.rome_supply)
    s = replace(s, rome_card=s.rome_card + n, rome_supply=s.rome_supply - n)
    k = actions_per_player(s)
    text = tn(
        "Era {era}: {n} Legion joins the Legions of Rome ({rome})",
        "Era {era}: {n} Legions join the Legions of Rome ({rome})",
        n,
        era=s.era,
        rome=s.rome_card,
    )
    if n < s.era:
        text = t(
            "{said} - the supply holds only {n} of the {due} due ({all} in all)",
            said=text,
            n=n,
            due=s.era,
            all=board.rome_legions,
        )
    legions = ev(text, SEQ)
    if s.npcs:  # the Dealmaking variant: the NPC Senators inherit first
        s, said = senators.begin_inheritance(board, s)
        return s, [legions, *said]
    if s.physical:  # the cards are laid face down: lictor asks for none of them
        s, more = reveal(board, s)
        return s, [legions, laid(s), *more]
    return replace(s, step="choose", waiting=s.names), [
        legions,
        _choosing(s, k),
    ]


def _choosing(s: State, k: int) -> Event:
    h = s.historical
    if h is not None:
        return ev(
            tn(
                "The Familiae share {n} Action this Era, at most {kinds} different a Familia",
                "The Familiae share {n} Actions this Era, at most {kinds} different a Familia",
                h.actions,
                kinds=h.kinds,
            ),
            HISTORICAL_ACTIONS,
        )
    return ev(
        tn(
            "Each player chooses {n} Action card in secret",
            "Each player chooses {n} Action cards in secret",
            k,
        ),
        CHOOSE,
    )


def reveal(board: Board, s: State) -> tuple[State, E]:
    """Sequence of Play: every Action chosen, each is revealed only when its turn comes,
    eXploit first (common_steps.turn_over); at a --physical table the table turns them
    over, lictor waiting at each Action (era/turn.py)."""
    said = []
    if not s.physical:
        said = [
            ev(
                t(
                    "Every Action card is chosen: each is revealed when its Action comes, "
                    "eXploit first"
                ),
                ref("Action Cards", "revealed in order"),
            )
        ]
    s, more = begin_exploit(board, s)
    return s, said + more
