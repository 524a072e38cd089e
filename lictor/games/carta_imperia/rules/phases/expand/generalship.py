"""Generalship's example card, Caesar (Era VII): its holder pays 1 Auctoritas and adds +4
(legionary) to his army in a campaign in Gaul or in the Civil War. The card's numbers and
which map tiles are Gaul are the pack's data (``data.referee.late.caesar``)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import play_event, refuse
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import add, battles_with, regions
from lictor.i18n import t
from lictor.rules.fast import replace
from lictor.slugs import slug

GENERALSHIP = ref("Generalship", "Caesar")
NUMERALS = ("Any", "I", "II", "III", "IV", "V", "VI", "VII")


def card_id(board: Board) -> str:
    return slug(board.late.caesar)


def in_gaul(board: Board, s: State, target: str) -> bool:
    """Whether ``target`` is a region on one of Gaul's map tiles (reconstruction)."""
    r = regions(board, s).get(target)
    return r is not None and r.tile in board.late.gaul_tiles


def playable(board: Board, s: State, name: str) -> bool:
    """Whether ``name`` may play Caesar now (its Era, his Auctoritas, the card or, at a
    physical table, a Draft Event to turn over): for the offers."""
    f = s.familia(name)
    held = f.draft_count if s.physical else card_id(board) in f.draft
    return bool(held) and s.era == board.late.caesar_era and f.auctoritas >= board.late.caesar_cost


def play_caesar(board: Board, s: State, name: str) -> State:
    """The card leaves ``name``'s hand and he pays its Auctoritas, or a refusal saying why."""
    late = board.late
    if s.era != late.caesar_era:
        era = NUMERALS[late.caesar_era] if late.caesar_era < len(NUMERALS) else late.caesar_era
        raise refuse(
            "era",
            t(
                "{card} is played in Era {era} only (this is Era {now})",
                card=t(late.caesar),
                era=era,
                now=s.era,
            ),
            GENERALSHIP,
        )
    f = s.familia(name)
    if f.auctoritas < late.caesar_cost:
        raise refuse(
            "auctoritas",
            t(
                "{card} costs {cost} Auctoritas; {player} has {n}",
                card=t(late.caesar),
                cost=late.caesar_cost,
                player=name,
                n=f.auctoritas,
            ),
            GENERALSHIP,
        )
    s = play_event(s, name, card_id(board), GENERALSHIP, late.caesar)
    return add(s, name, auctoritas=-late.caesar_cost)


def caesar(board: Board, s: State, a: Action) -> tuple[State, E]:
    """``caesar PLAYER``: in a battle of a campaign in Gaul, before or after its combat
    card, a General in it plays Caesar: Rome +4 Strength in that battle."""
    b = s.battles[s.current]
    late = board.late
    if a.player not in b.generals:
        raise refuse(
            "not-in-battle",
            t(
                "{player} is not a General in this battle: Caesar adds to his own army",
                player=a.player,
            ),
            GENERALSHIP,
        )
    if not in_gaul(board, s, b.target):
        gaul = t(" or ").join(t(x) for x in late.gaul_tiles)
        raise refuse(
            "not-gaul",
            t(
                "{target} is not in Gaul ({gaul}): {card} adds Strength in a campaign in Gaul "
                "or in the Civil War",
                target=t(b.target),
                gaul=gaul,
                card=t(late.caesar),
            ),
            GENERALSHIP,
        )
    s = play_caesar(board, s, a.player)
    n = late.caesar_strength
    s = replace(s, battles=battles_with(s, s.current, replace(b, bonus=b.bonus + n)))
    return s, [
        ev(
            t(
                "{player} plays {card} ({cost} Auctoritas): Rome +{n} Strength in the battle "
                "for {target}",
                player=a.player,
                card=t(late.caesar),
                cost=late.caesar_cost,
                n=n,
                target=t(b.target),
            ),
            GENERALSHIP,
        )
    ]
