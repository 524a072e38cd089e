"""Choosing Cards and Special Cards: hands, what a stack must be, what it places."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from types import MappingProxyType

from lictor.games.imperium.rules import ref
from lictor.games.imperium.rules.board import Board
from lictor.games.imperium.rules.state import BREAD, CHOOSE, ORACLE_CARD, SPY, State
from lictor.i18n import t, tn
from lictor.rules.violation import BadAction, Violation
from lictor.slugs import slug

CHOOSING = ref("Choosing Cards")
SPECIAL = ref("Special Cards")
ALIASES = {"bread-and-circuses": BREAD, "breadandcircuses": BREAD, "circuses": BREAD}


def province_cards(board: Board) -> list[str]:
    return list(_slugs(tuple(board.names)))


@lru_cache(maxsize=64)
def _slugs(names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(slug(n) for n in names)


def card_name(board: Board, card: str) -> str:
    return _named(tuple(board.names)).get(card) or SPECIAL_NAMES[card]


SPECIAL_NAMES = {BREAD: "Bread and Circuses", SPY: "Spy", ORACLE_CARD: "Oracle"}


@lru_cache(maxsize=64)
def _named(names: tuple[str, ...]) -> Mapping[str, str]:
    """Each Province card's slug -> its name (shared: read-only)."""
    return MappingProxyType({slug(n): n for n in names})


def read_card(board: Board, word: str) -> str:
    key = slug(word)
    key = ALIASES.get(key, key)
    known = [*province_cards(board), BREAD, SPY, ORACLE_CARD]
    if key not in known:
        raise BadAction(
            t("unknown card {word} (cards: {known})", word=repr(word), known=", ".join(known))
        )
    return key


def available(board: Board, s: State, seat: int) -> int:
    """Influence markers in front of the player, not on the board."""
    placed = sum(row[seat] for row in s.markers) + sum(1 for c in s.capitals if c == seat)
    return board.markers - placed


def stack_size(board: Board, s: State, seat: int) -> int:
    """Three cards, or as many as the player's available markers when fewer."""
    return min(board.stack, available(board, s, seat))


def hand(board: Board, s: State, seat: int) -> list[str]:
    """The cards the player may choose from now (Province cards and Bread always return)."""
    out = [*province_cards(board), BREAD]
    if not s.spy_used[seat]:
        out.append(SPY)
    if not s.oracle_used[seat] and s.phase == CHOOSE:
        out.append(ORACLE_CARD)
    return out


def waiting(board: Board, s: State) -> list[int]:
    """The seats still to choose a stack in this phase."""
    return [i for i, st in enumerate(s.stacks) if st is None and stack_size(board, s, i) > 0]


def stack_violations(board: Board, s: State, seat: int, cards: Sequence[str]) -> list[Violation]:
    name = s.names[seat]
    size = stack_size(board, s, seat)
    if s.physical and tuple(cards) == (ORACLE_CARD,) and not s.oracle_used[seat]:
        return []  # the real cards under the Oracle go back to hand unseen: not typed
    if len(cards) != size:
        left = available(board, s, seat)
        why = (
            tn("{n} marker available", "{n} markers available", left)
            if left < board.stack
            else t("3 cards a round")
        )
        return [
            Violation(
                "stack-size",
                tn(
                    "{player} chooses exactly {n} card ({why}), not {given}",
                    "{player} chooses exactly {n} cards ({why}), not {given}",
                    size,
                    player=name,
                    why=why,
                    given=len(cards),
                ),
                CHOOSING,
                t("special cards count as cards"),
            )
        ]
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        return [
            Violation(
                "not-in-hand",
                t(
                    "{player} has one {card} card, not two",
                    player=name,
                    card=t(card_name(board, twice)),
                ),
                CHOOSING,
            )
        ]
    for c in cards:
        if c == SPY and s.spy_used[seat]:
            return [
                Violation(
                    "spy-used",
                    t(
                        "{player}'s Spy was played already: once per game, then discarded",
                        player=name,
                    ),
                    ref("Special Cards", "Spy"),
                )
            ]
        if c == ORACLE_CARD and s.oracle_used[seat]:
            why = (
                t(
                    "{player}: the Oracle just revealed is discarded: choose again without it",
                    player=name,
                )
                if s.phase != CHOOSE
                else t(
                    "{player}: the Oracle was played already: once per game, then discarded",
                    player=name,
                )
            )
            return [Violation("oracle-used", why, ref("Special Cards", "Oracle"))]
    if ORACLE_CARD in cards and cards[0] != ORACLE_CARD:
        return [
            Violation(
                "oracle-on-top",
                t(
                    "{player}: the Oracle must be on top of the stack (the first card named)",
                    player=name,
                ),
                ref("Special Cards", "Oracle"),
                t(
                    "for example: {cards}",
                    cards=",".join([ORACLE_CARD, *[c for c in cards if c != ORACLE_CARD]]),
                ),
            )
        ]
    return []


def placements(board: Board, cards: Sequence[str]) -> dict[int, int]:
    """Province index -> markers this stack places: one per Province card, and one more on
    the card just above a Bread and Circuses at the bottom. An Oracle on top places none."""
    if cards and cards[0] == ORACLE_CARD:
        return {}
    provinces = province_cards(board)
    out: dict[int, int] = {}
    for c in cards:
        if c in provinces:
            i = provinces.index(c)
            out[i] = out.get(i, 0) + 1
    if len(cards) >= 2 and cards[-1] == BREAD and cards[-2] in provinces:
        i = provinces.index(cards[-2])
        out[i] += 1
    return out


def spies(cards: Sequence[str]) -> int:
    return 0 if (cards and cards[0] == ORACLE_CARD) else int(SPY in cards)


def canonical_stacks(board: Board, s: State, seat: int) -> list[tuple[str, ...]]:
    """Every different choice a seat has, once each: the cards in board order, Bread at the
    bottom under each card in turn or on top (where it does nothing), the Oracle on top."""
    k = stack_size(board, s, seat)
    if k == 0:
        return []
    return list(_stacks(tuple(hand(board, s, seat)), k, s.physical))


@lru_cache(maxsize=256)
def _stacks(cards: tuple[str, ...], k: int, physical: bool) -> tuple[tuple[str, ...], ...]:
    """``canonical_stacks`` of a hand: the same hand, size and table give the same stacks,
    made once (the listing asks for every waiting seat at every step: issue 27)."""
    plain = [c for c in cards if c not in (BREAD, ORACLE_CARD)]
    out: list[tuple[str, ...]] = [tuple(c) for c in combinations(plain, k)]
    if BREAD in cards:
        for combo in combinations(plain, k - 1):
            for above in combo:
                out.append((*[c for c in combo if c != above], above, BREAD))
            out.append((BREAD, *combo))
    if ORACLE_CARD in cards:
        if physical:  # what the table sees: the Oracle on top, the rest taken back unseen
            out.append((ORACLE_CARD,))
        else:
            under = [c for c in cards if c != ORACLE_CARD]
            out.extend((ORACLE_CARD, *combo) for combo in combinations(under, k - 1))
    return tuple(out)
