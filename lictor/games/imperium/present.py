"""Imperium as text: the status view (what one seat may see) in lines, and the masked log."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _cards(n: int) -> str:
    return f"{n} card{'' if n == 1 else 's'}"


def describe(view: Mapping[str, Any]) -> list[str]:
    players: dict[str, str] = dict(view["players"])
    colours = list(players)
    lines = [
        f"Session {view['session']} - Imperium - round {view['round']} - "
        + ", ".join(f"{c}: {n}" for c, n in players.items()),
        "Score track: "
        + ", ".join(
            f"{players[c]} ({c}) {view['scores'][c]} {view['titles'][c]}"
            for c in sorted(colours, key=lambda c: -int(view["scores"][c]))
        ),
        f"Black pawn: {view['black_pawn']}",
    ]
    width = max(len(p["name"]) for p in view["provinces"])
    col = max(len(c) for c in colours)
    lines.append(
        f"   {'Province':<{width}}  {'Points':<10} "
        + " ".join(f"{c:>{col}}" for c in colours)
        + "  Proconsul"
    )
    for p in view["provinces"]:
        pawn = "*" if p["name"] == view["black_pawn"] else " "
        counts = " ".join(f"{p['markers'].get(c, 0) or '.':>{col}}" for c in colours)
        procon = p["proconsul"]
        lines.append(
            f"{pawn}{p['order']} {p['name']:<{width}}  {'/'.join(map(str, p['points'])):<10} "
            f"{counts}  {f'{players[procon]} ({procon}) +1 on the capital' if procon else '-'}"
        )
    if view.get("proconsuls"):
        counts_it = view.get("capital_counts", True)
        lines.append(
            "A proconsul's marker on the capital "
            + ("counts" if counts_it else "does not count")
            + " among his markers when the province is scored again (Proconsuls; lictor's "
            "reading, data.board.capital_counts)"
        )
    lines.append(
        "Markers available: " + ", ".join(f"{c} {view['markers_available'][c]}" for c in colours)
    )
    used = [f"{c}: {', '.join(u)}" for c, u in view["used"].items() if u]
    lines.append("Special cards used: " + ("; ".join(used) if used else "none"))
    revealed = [f"{c}: {', '.join(v)}" for c, v in view["revealed"].items() if v]
    if revealed:
        lines.append("Last revealed: " + "; ".join(revealed))
    if view["chosen"]:
        lines.append("Stacks chosen (hidden): " + ", ".join(view["chosen"]))
    for c, h in view["hands"].items():
        if isinstance(h, list):
            lines.append(f"{players[c]}'s hand ({c}): {', '.join(h)}")
    mine = view.get("my_stack")
    if mine:
        lines.append(f"Your stack, top to bottom: {', '.join(mine)}")
    return lines


def setup_summary(view: Mapping[str, Any]) -> list[str]:
    n = len(view["hands"])
    first = next(iter(view["hands"].values()))
    markers = next(iter(view["markers_available"].values()))
    return [
        f"{n} players, each with {markers} influence markers, {_cards(first)} (8 provinces, "
        "Bread and Circuses, Spy, Oracle) and a pawn on 0; the black pawn is on "
        f"{view['black_pawn']}"
    ]


def masked_log(actions: list[str], hidden: int) -> list[str]:
    """The log with the latest ``hidden`` stacks shown as ``stack COLOUR ?``, and the cards
    under a revealed Oracle never shown (the player took them back unseen)."""
    out = []
    for i, words in enumerate(actions, 1):
        verb, colour, *rest = [*words.split(), "", ""][:3]
        cards = rest[0].split(",") if rest and rest[0] else []
        if i > len(actions) - hidden:
            words = f"{verb} {colour} ?"
        elif cards and cards[0] == "oracle":
            words = f"{verb} {colour} " + ",".join(["oracle", *("?" * (len(cards) - 1))])
        out.append(words)
    return out


# -- the seat's stack as three pickers (lictor.rules.controls) ------------------------------
PICKS = {
    1: ("The card",),
    2: ("Top card", "Bottom card"),
    3: ("Top card", "Middle card", "Bottom card"),
}


def controls(board: Any, state: Any, player: str, options: list[str]) -> list[Any]:
    """The stack as one picker per card, top to bottom, each card with what it costs and
    what the whole stack does; every order of a legal stack that does the same (Province
    cards in any order, Bread and Circuses under the same card, the Oracle on top) makes
    that stack's words."""
    from itertools import permutations

    from lictor.games.imperium.rules.cards import card_name, placements, province_cards, spies
    from lictor.games.imperium.rules.state import BREAD, ORACLE_CARD, SPY
    from lictor.rules.controls import Choice, Control, Field

    provinces = province_cards(board)
    order = {c: i for i, c in enumerate([*provinces, BREAD, SPY, ORACLE_CARD])}
    stacks: dict[tuple[str, ...], str] = {}
    for o in options:
        w = o.split()
        if len(w) == 3 and w[0] == "stack":
            stacks[tuple(w[2].split(","))] = o
    if not stacks:
        return []
    size = len(next(iter(stacks)))
    if size not in PICKS or any(len(s) != size for s in stacks):
        return []

    def canon(p: tuple[str, ...]) -> tuple[str, ...] | None:
        def ranked(cards: list[str]) -> list[str]:
            return sorted(cards, key=lambda c: order.get(c, 99))

        if ORACLE_CARD in p:
            return (ORACLE_CARD, *ranked(list(p[1:]))) if p[0] == ORACLE_CARD else None
        if BREAD in p:
            rest = [c for c in p if c != BREAD]
            if p[-1] == BREAD and len(p) >= 2:
                above = p[-2]
                return (*ranked([c for c in rest if c != above]), above, BREAD)
            return (BREAD, *ranked(rest))
        return tuple(ranked(list(p)))

    entries: dict[tuple[str, ...], str] = {}
    for cards, words in stacks.items():
        for p in permutations(cards):
            if canon(p) == cards:
                entries.setdefault(p, words)
    seat = state.names.index(player) if player in state.names else -1
    placed = sum(row[seat] for row in state.markers) + sum(1 for c in state.capitals if c == seat)
    left = board.markers - placed
    pawn = provinces[state.pawn] if 0 <= state.pawn < len(provinces) else ""

    def note(card: str) -> str:
        if card == BREAD:
            return "at the bottom: +1 marker on the card above"
        if card == SPY:
            return "1 more province scored; once a game"
        if card == ORACLE_CARD:
            return "on top: take the stack back, choose again; once a game"
        return "1 marker" + (" - scored this round" if card == pawn else "")

    def does(cards: tuple[str, ...]) -> str:
        if cards[0] == ORACLE_CARD:
            return "the Oracle: no marker now; you choose again after the reveal"
        put = placements(board, cards)
        total = sum(put.values())
        parts = [f"{n} on {card_name(board, provinces[i])}" for i, n in sorted(put.items())]
        extra = spies(cards)
        return f"places {', '.join(parts) or 'no marker'} ({total} of your {left} markers)" + (
            f"; {extra} more province scored" if extra else ""
        )

    values = sorted({c for p in entries for c in p}, key=lambda c: order.get(c, 99))
    choices = tuple(Choice(c, card_name(board, c), note(c)) for c in values)
    fields = tuple(Field(str(i), label, choices, menu=True) for i, label in enumerate(PICKS[size]))
    notes = {words: does(cards) for cards, words in stacks.items()}
    return [Control("stack", "Your stack", fields, tuple(entries.items()), notes)]
