"""Imperium as text: the status view (what one seat may see) in lines, and the masked log."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.i18n import N_, t, tn


def _cards(n: int) -> str:
    return tn("{n} card", "{n} cards", n)


def _names(names: list[str]) -> str:
    return ", ".join(t(n) for n in names)


def describe(view: Mapping[str, Any]) -> list[str]:
    players: dict[str, str] = dict(view["players"])
    colours = list(players)
    said = {c: t(c) for c in colours}  # the colours as the kit prints them
    lines = [
        t(
            "Session {session} - Imperium - round {round} - {players}",
            session=view["session"],
            round=view["round"],
            players=", ".join(f"{said[c]}: {n}" for c, n in players.items()),
        ),
        t(
            "Score track: {scores}",
            scores=", ".join(
                f"{players[c]} ({said[c]}) {view['scores'][c]} {t(view['titles'][c])}"
                for c in sorted(colours, key=lambda c: -int(view["scores"][c]))
            ),
        ),
        t("Black pawn: {province}", province=t(view["black_pawn"])),
    ]
    names = {p["name"]: t(p["name"]) for p in view["provinces"]}
    width = max(len(n) for n in names.values())
    col = max(len(said[c]) for c in colours)
    lines.append(
        f"   {t('Province'):<{width}}  {t('Points'):<10} "
        + " ".join(f"{said[c]:>{col}}" for c in colours)
        + "  "
        + t("Proconsul")
    )
    for p in view["provinces"]:
        pawn = "*" if p["name"] == view["black_pawn"] else " "
        counts = " ".join(f"{p['markers'].get(c, 0) or '.':>{col}}" for c in colours)
        procon = p["proconsul"]
        held = (
            t(
                "{player} ({colour}) +1 on the capital",
                player=players[procon],
                colour=said[procon],
            )
            if procon
            else "-"
        )
        lines.append(
            f"{pawn}{p['order']} {names[p['name']]:<{width}}  "
            f"{'/'.join(map(str, p['points'])):<10} {counts}  {held}"
        )
    if view.get("proconsuls"):
        lines.append(
            t(
                "A proconsul's marker on the capital counts among his markers when the "
                "province is scored again (Proconsuls; lictor's reading, "
                "data.board.capital_counts)"
            )
            if view.get("capital_counts", True)
            else t(
                "A proconsul's marker on the capital does not count among his markers when "
                "the province is scored again (Proconsuls; lictor's reading, "
                "data.board.capital_counts)"
            )
        )
    lines.append(
        t(
            "Markers available: {markers}",
            markers=", ".join(f"{said[c]} {view['markers_available'][c]}" for c in colours),
        )
    )
    used = [f"{said[c]}: {_names(u)}" for c, u in view["used"].items() if u]
    lines.append(
        t("Special cards used: {cards}", cards="; ".join(used))
        if used
        else t("Special cards used: none")
    )
    revealed = [f"{said[c]}: {_names(v)}" for c, v in view["revealed"].items() if v]
    if revealed:
        lines.append(t("Last revealed: {stacks}", stacks="; ".join(revealed)))
    if view["chosen"]:
        lines.append(
            t(
                "Stacks chosen (hidden): {colours}",
                colours=", ".join(said[c] for c in view["chosen"]),
            )
        )
    for c, h in view["hands"].items():
        if isinstance(h, list):
            lines.append(
                t(
                    "{player}'s hand ({colour}): {cards}",
                    player=players[c],
                    colour=said[c],
                    cards=_names(h),
                )
            )
    mine = view.get("my_stack")
    if mine:
        lines.append(t("Your stack, top to bottom: {cards}", cards=_names(mine)))
    return lines


def setup_summary(view: Mapping[str, Any]) -> list[str]:
    n = len(view["hands"])
    first = next(iter(view["hands"].values()))
    markers = next(iter(view["markers_available"].values()))
    return [
        t(
            "{n} players, each with {markers} influence markers, {cards} (8 provinces, "
            "Bread and Circuses, Spy, Oracle) and a pawn on 0; the black pawn is on "
            "{province}",
            n=n,
            markers=markers,
            cards=_cards(first if isinstance(first, int) else len(first)),
            province=t(view["black_pawn"]),
        )
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
    1: (N_("The card"),),
    2: (N_("Top card"), N_("Bottom card")),
    3: (N_("Top card"), N_("Middle card"), N_("Bottom card")),
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
            return t("at the bottom: +1 marker on the card above")
        if card == SPY:
            return t("1 more province scored; once a game")
        if card == ORACLE_CARD:
            return t("on top: take the stack back, choose again; once a game")
        return t("1 marker - scored this round") if card == pawn else t("1 marker")

    def does(cards: tuple[str, ...]) -> str:
        if cards[0] == ORACLE_CARD:
            return t("the Oracle: no marker now; you choose again after the reveal")
        put = placements(board, cards)
        total = sum(put.values())
        parts = [
            t("{n} on {province}", n=n, province=t(card_name(board, provinces[i])))
            for i, n in sorted(put.items())
        ]
        extra = spies(cards)
        said = (
            t(
                "places {where} ({total} of your {left} markers)",
                where=", ".join(parts),
                total=total,
                left=left,
            )
            if parts
            else t("places no marker ({total} of your {left} markers)", total=total, left=left)
        )
        return said + (
            "; " + tn("{n} more province scored", "{n} more province scored", extra)
            if extra
            else ""
        )

    values = sorted({c for p in entries for c in p}, key=lambda c: order.get(c, 99))
    choices = tuple(Choice(c, t(card_name(board, c)), note(c)) for c in values)
    fields = tuple(
        Field(str(i), t(label), choices, menu=True) for i, label in enumerate(PICKS[size])
    )
    notes = {words: does(cards) for cards, words in stacks.items()}
    return [Control("stack", t("Your stack"), fields, tuple(entries.items()), notes)]
