"""Card Reveal, Scoring, Changing Province and the end of the round, over the State.

The province scorings themselves are ``scoring.score_province``: the same core as
``lictor score imperium``.
"""

from __future__ import annotations

from lictor.games.imperium.rules import english, ref
from lictor.games.imperium.rules.board import Board
from lictor.games.imperium.rules.cards import available, card_name, placements, spies
from lictor.games.imperium.rules.scoring import final_check, score_province
from lictor.games.imperium.rules.state import (
    BREAD,
    CHOOSE,
    ORACLE,
    ORACLE_CARD,
    OVER,
    SPECIALS,
    State,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.game import Event
from lictor.rules.ruling import RuleRef

REVEAL = ref("Card Reveal")
ORACLE_RULE = ref("Special Cards", "Oracle")
SPY_RULE = ref("Special Cards", "Spy")
BREAD_RULE = ref("Special Cards", "Bread and Circuses")
CHANGING = ref("Changing Province")
SCORING = ref("Scoring")


def _ev(text: str, rule: RuleRef) -> Event:
    return Event(text, english(rule))


def who(s: State, seat: int) -> str:
    return f"{s.names[seat]} ({t(s.colours[seat])})"


def shown(board: Board, cards: tuple[str, ...]) -> str:
    return ", ".join(t(card_name(board, c)) for c in cards) if cards else t("no card")


def reveal(board: Board, s: State) -> tuple[State, list[Event]]:
    """Everyone has chosen: the stacks are turned over. Oracle players take theirs back and
    choose again; otherwise the round is resolved."""
    stacks = tuple(st or () for st in s.stacks)
    events = [_ev(t("The stacks are revealed:"), REVEAL)]
    oracles = tuple(bool(st) and st[0] == ORACLE_CARD for st in stacks)
    for i, st in enumerate(stacks):
        if not st:
            text = "  " + t("{player}: no marker left, no card", player=who(s, i))
        elif oracles[i]:
            text = "  " + t("{player}: the Oracle", player=who(s, i))
        else:
            text = "  " + t(
                "{player}: {cards} (top to bottom)", player=who(s, i), cards=shown(board, st)
            )
        events.append(_ev(text, REVEAL))
    if not any(oracles):
        return resolve(board, replace(s, stacks=stacks, revealed=stacks), events)
    names = [who(s, i) for i, o in enumerate(oracles) if o]
    events.append(
        _ev(
            (
                t(
                    "{players} revealed the Oracle (discarded): they take their stacks back "
                    "and choose again, in secret, now that the others are known",
                    players=t(" and ").join(names),
                )
                if len(names) > 1
                else t(
                    "{players} revealed the Oracle (discarded): takes the stack back and "
                    "chooses again, in secret, now that the others are known",
                    players=names[0],
                )
            ),
            ORACLE_RULE,
        )
    )
    revealed = tuple((ORACLE_CARD,) if o else st for st, o in zip(stacks, oracles, strict=True))
    used = tuple(u or o for u, o in zip(s.oracle_used, oracles, strict=True))
    after = replace(
        s,
        phase=ORACLE,
        stacks=tuple(None if o else st for st, o in zip(stacks, oracles, strict=True)),
        oracles=oracles,
        oracle_used=used,
        revealed=revealed,
    )
    return after, events


def reveal_oracles(board: Board, s: State) -> tuple[State, list[Event]]:
    """The Oracle players have chosen again: their new stacks are revealed, the round goes on."""
    stacks = tuple(st or () for st in s.stacks)
    events = [
        _ev(
            "  "
            + t(
                "{player} chose again: {cards} (top to bottom)",
                player=who(s, i),
                cards=shown(board, stacks[i]),
            ),
            ORACLE_RULE,
        )
        for i, o in enumerate(s.oracles)
        if o
    ]
    return resolve(board, replace(s, stacks=stacks, revealed=stacks), events)


def resolve(board: Board, s: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Place the markers the stacks show, score the black pawn's province and one more per
    Spy, give the markers back, move the pawn, and see whether the game is over."""
    stacks = tuple(st or () for st in s.stacks)
    markers = [list(row) for row in s.markers]
    for i, st in enumerate(stacks):
        placed = placements(board, st)
        for p, n in sorted(placed.items()):
            markers[p][i] += n
        if placed:
            where = ", ".join(
                t("{n} in {province}", n=n, province=t(board.names[p]))
                if n > 1
                else t(board.names[p])
                for p, n in sorted(placed.items())
            )
            total = sum(placed.values())
            events.append(
                _ev(
                    tn(
                        "{player} places {n} marker: {where}",
                        "{player} places {n} markers: {where}",
                        total,
                        player=who(s, i),
                        where=where,
                    ),
                    REVEAL,
                )
            )
        wasted = (
            BREAD in st
            and st[0] != ORACLE_CARD
            and sum(placed.values()) == len([c for c in st if c not in SPECIALS])
        )
        if wasted:
            said = (
                t(
                    "{player}'s Bread and Circuses has no Province card directly above it: "
                    "no extra marker",
                    player=who(s, i),
                )
                if st[-1] == BREAD
                else t(
                    "{player}'s Bread and Circuses is not at the bottom of the stack (it was "
                    "{position}): no extra marker",
                    player=who(s, i),
                    position=_position(st, BREAD),
                )
            )
            events.append(_ev(said, BREAD_RULE))
    spy_count = sum(spies(st) for st in stacks)
    spy_used = tuple(u or bool(spies(st)) for u, st in zip(s.spy_used, stacks, strict=True))
    if spy_count:
        events.append(
            _ev(
                tn(
                    "{n} Spy card played: {scored} provinces are scored this round",
                    "{n} Spy cards played: {scored} provinces are scored this round",
                    spy_count,
                    scored=1 + spy_count,
                ),
                SPY_RULE,
            )
        )
    scores = list(s.scores)
    capitals = list(s.capitals)
    pawn = s.pawn
    n = len(board.names)
    for _ in range(1 + spy_count):
        province = board.names[pawn]
        # the markers in the province; the capital's marker is counted by score_province
        count = {s.names[i]: markers[pawn][i] for i in range(len(s.names))}
        held = {board.names[p]: s.names[c] for p, c in enumerate(capitals) if c >= 0}
        result = score_province(board, s.names, province, count, held)
        events.append(
            _ev(t("Scoring {province} ({order}):", province=t(province), order=pawn + 1), SCORING)
        )
        events.extend(_ev(f"  {line.text}", line.rule) for line in result.lines)
        for i, name in enumerate(s.names):
            scores[i] += result.points.get(name, 0)
        old = capitals[pawn]
        if result.proconsul is not None:
            capitals[pawn] = s.names.index(result.proconsul)
        back = [markers[pawn][i] for i in range(len(s.names))]
        if capitals[pawn] >= 0 and capitals[pawn] != old:
            back[capitals[pawn]] -= 1  # one of the new proconsul's markers goes on the capital
        from_capital = old if old >= 0 and capitals[pawn] != old else -1
        if from_capital >= 0:
            back[from_capital] += 1  # the replaced proconsul's marker comes home too
        markers[pawn] = [0] * len(s.names)
        returned = [
            f"{s.names[i]} {k}"
            + (" (" + t("1 from the capital") + ")" if i == from_capital else "")
            for i, k in enumerate(back)
            if k > 0
        ]
        keeps = (
            "; "
            + t(
                "{player}'s proconsul marker stays on the capital",
                player=s.names[capitals[pawn]],
            )
            if capitals[pawn] >= 0
            else ""
        )
        back_said = (
            t("Markers back: {players}", players=", ".join(returned))
            if returned
            else t("Markers back: none")
        )
        events.append(_ev("  " + back_said + keeps, CHANGING))
        pawn = (pawn + 1) % n
        events.append(
            _ev(
                t(
                    "The black pawn moves to {province} ({order})",
                    province=t(board.names[pawn]),
                    order=pawn + 1,
                ),
                CHANGING,
            )
        )
    s = replace(
        s,
        scores=tuple(scores),
        markers=tuple(tuple(row) for row in markers),
        capitals=tuple(capitals),
        pawn=pawn,
        spy_used=spy_used,
        stacks=stacks,
    )
    check = final_check(board, dict(zip(s.names, s.scores, strict=True)))
    events.extend(_ev(line.text, line.rule) for line in check.lines)
    if check.over and check.winner is not None:
        return replace(s, phase=OVER, winner=s.names.index(check.winner)), events
    return next_round(board, s, events)


def next_round(board: Board, s: State, events: list[Event]) -> tuple[State, list[Event]]:
    """A new round: everyone with markers left chooses; with none left, no card at all."""
    size = [min(board.stack, available(board, s, i)) for i in range(len(s.names))]
    s = replace(
        s,
        phase=CHOOSE,
        round=s.round + 1,
        stacks=tuple(None if k else () for k in size),
        oracles=(False,) * len(s.names),
    )
    if not any(size):  # nobody can place a marker: the round is only a scoring
        events.append(
            _ev(
                t("Round {round}: no player has a marker left to place", round=s.round),
                ref("Choosing Cards"),
            )
        )
        return resolve(board, s, events)
    return s, events


def _position(stack: tuple[str, ...], card: str) -> str:
    """Where ``card`` lies in ``stack``: ``on top``, ``second from the top`` ..."""
    i = stack.index(card)
    if i == 0:
        return t("on top")
    return (t("second from the top"), t("third from the top"), t("fourth from the top"))[
        min(i - 1, 2)
    ]
