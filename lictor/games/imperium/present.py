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
            f"{counts}  {players[procon] + ' (' + procon + ')' if procon else '-'}"
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
