"""Circus Maximus as text: the track drawn in the terminal, the chariots on it, whose move,
the cards each player has left, and the standings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.games.circus_maximus.track import Track

INITIAL = {"red": "R", "orange": "O", "blue": "B", "green": "G", "purple": "P"}
CELL = 4  # characters a hex takes on a line


def marker(chariot: str) -> str:
    """``red-1`` -> ``r1``: lower case, so a chariot never reads as a hex id (``B1``)."""
    colour, _, number = chariot.partition("-")
    return f"{INITIAL.get(colour, colour[:1]).lower()}{number}"


def track_lines(view: Mapping[str, Any], track: Track) -> list[str]:
    """The board as text: one line a row of hexes, offset like the printed board, each hex
    by its id (the ids `act` takes), a chariot by its marker (``r1``; ``*`` moves now)."""
    on = {c["hex"]: c["chariot"] for c in view["chariots"] if c["hex"]}
    mover = view.get("mover")
    xmin = min(h.x for h in track.hexes)
    rows: dict[int, list[str]] = {}
    width = int((max(h.x for h in track.hexes) - xmin) * CELL) + CELL
    for h in track.hexes:
        line = rows.setdefault(h.r, [" "] * width)
        if h.id in on:
            who = on[h.id]
            cell = f"{marker(who)}{'*' if who == mover else ''}"
        else:
            cell = h.id
        col = int((h.x - xmin) * CELL)
        line[col : col + len(cell)] = list(cell)
    out = [f"  {''.join(rows[r]).rstrip()}" for r in sorted(rows)]
    zones = [h.id for h in track.hexes if h.section.endswith("turn")]
    starts = [h.id for h in track.hexes if h.start]
    finish = [h.id for h in track.finish]
    out.append(
        "  Lanes A (inside) to E (outside), numbered from the start line counterclockwise "
        f"(left along the top); {finish[0]}-{finish[-1]} the finish area (from the top only)"
    )
    out.append(
        f"  Start area {_span(starts)}; transition zones {', '.join(zones)}; "
        "r1 = chariot red-1 (* moves now)"
    )
    return out


def _span(ids: list[str]) -> str:
    """``A1-A3, B1-B3``: each lane's ids as a range."""
    lanes: dict[str, list[int]] = {}
    for i in ids:
        lanes.setdefault(i[0], []).append(int(i[1:]))
    return ", ".join(f"{k}{min(v)}-{k}{max(v)}" for k, v in sorted(lanes.items()))


def says(track: Track, here: int, text: str) -> str:
    """A move offered, by where it goes: ``blue-3: 5 forward along the inside to A19``."""
    w = text.split()
    if len(w) == 3 and w[0] == "stay" and w[2].isdigit():
        return f"{w[1]}: spends the {w[2]} and stays on {track.hexes[here].id}"
    if len(w) != 4 or w[0] != "move" or w[3] not in track.by_id or not w[2].isdigit():
        return ""
    return f"{w[1]}: {move_words(track, here, track.by_id[w[3]], int(w[2]))}"


def move_words(track: Track, here: int, there: int, card: int) -> str:
    """Where a move goes, said: ``5 forward along the inside to A19``, ``5 back round the
    bend to E19``, ``3 forward 2 lanes outside to C8``, ``2 forward into the finish at F3``."""
    a, b = track.hexes[here], track.hexes[there]
    if b.lane == 0:
        return f"{card} forward into the finish area at {b.id}"
    d = b.along - a.along
    half = track.loop / 2
    d = d - track.loop if d > half else d + track.loop if d < -half else d
    way = "forward" if d > 0 else "back" if d < 0 else "across"
    bend = any(h.x < 0 or h.x > track.spina - 1 for h in (a, b))
    lane = "ABCDEFGHIJ"[b.lane - 1]
    if bend:
        where = "round the bend"
    elif b.lane == a.lane:
        where = "along the inside" if b.lane == 1 else f"along lane {lane}"
    else:
        n = abs(b.lane - a.lane)
        where = f"{n} lane{'s' if n > 1 else ''} {'inside' if b.lane < a.lane else 'outside'}"
    return f"{card} {way} {where} to {b.id}"


def describe(view: Mapping[str, Any], track: Track) -> list[str]:
    players = view["players"]
    variants = view.get("variants") or []
    lines = [
        f"Session {view['session']} - {view['game']} - "
        + ", ".join(f"{colour}: {name}" for colour, name in players.items())
        + (f" - variants: {', '.join(variants)}" if variants else ""),
        *track_lines(view, track),
    ]
    if view["placing"]:
        lines.append(f"Placing chariots: {view['placing']} places next")
    else:
        lines.append(
            f"Round {view['round']}: order "
            + ", ".join(
                f"{c}{' (moved)' if i < view['moved'] else ''}" for i, c in enumerate(view["order"])
            )
        )
    lines.append(f"{'Chariot':<10} {'Hex':<5} {'Where':<22} {'Lap':>5}  Place")
    for c in view["chariots"]:
        hex_ = c["hex"] or "-"
        where = c["section"] or "not placed"
        place = ordinal(c["finished"]) if c["finished"] else ""
        lines.append(f"{c['chariot']:<10} {hex_:<5} {where:<22} {c['lap_progress']:>4}%  {place}")
    lines.append(
        "Cards left: "
        + "; ".join(
            f"{players[colour]} ({colour}) {' '.join(map(str, cards)) or 'none'}"
            for colour, cards in view["cards_left"].items()
        )
    )
    if any(c["finished"] for c in view["chariots"]):
        lines.append("Standings: " + standings_line(view["standings"]))
    return lines


def standings_line(rows: list[dict[str, Any]]) -> str:
    return ", ".join(
        f"{ordinal(r['place'])} {r['player']} ({r['colour']}, {r['in']} in)" for r in rows
    )


def setup_summary(view: Mapping[str, Any]) -> list[str]:
    return [
        "Start area: A1-A3, B1-B3, C1-C3, D1-D3, E1-E3 (lane A inside); "
        f"{view['placing']} places first"
    ]


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def controls(track: Track, state: Any, player: str, options: list[str]) -> list[Any]:
    """A chariot's move as a count (the card played: that many hexes) and a way to go
    (the hex it ends on: straight on in its lane, or so many lanes inside or outside, or
    staying put and spending the card); each pair the rules allow is one option."""
    from lictor.rules.controls import Choice, Control, Field

    moves = [o for o in options if o.split()[:1] in (["move"], ["stay"])]
    chariots = {o.split()[1] for o in moves if len(o.split()) > 1}
    if len(moves) < 2 or len(chariots) != 1:
        return []
    chariot = chariots.pop()
    here = next(
        (
            track.hexes[h]
            for h, name in zip(state.hexes, _chariot_names(state), strict=False)
            if name == chariot and 0 <= h < len(track.hexes)
        ),
        None,
    )
    entries: list[tuple[tuple[str, ...], str]] = []
    for o in moves:
        w = o.split()
        if w[0] == "move" and len(w) == 4:
            entries.append(((w[2], w[3].upper()), o))
        elif w[0] == "stay" and len(w) == 3:
            entries.append(((w[2], "stay"), o))
    by_id = track.by_id

    def way(hex_id: str) -> Choice:
        if hex_id == "stay":
            return Choice("stay", "Stay", f"spend the card, stay on {here.id if here else '-'}")
        target = track.hexes[by_id[hex_id]]
        if target.lane == 0:
            return Choice(hex_id, hex_id, "into the finish area")
        lane = "ABCDEFGHIJ"[target.lane - 1]
        if here is None or here.lane == target.lane:
            return Choice(hex_id, hex_id, f"straight on, lane {lane}")
        n = abs(here.lane - target.lane)
        side = "inside" if target.lane < here.lane else "outside"
        return Choice(hex_id, hex_id, f"{n} lane{'s' if n > 1 else ''} {side}, to lane {lane}")

    cards = sorted({v[0] for v, _ in entries}, key=int)
    ways = list(dict.fromkeys(v[1] for v, _ in sorted(entries, key=lambda e: e[0][1] == "stay")))
    fields = (
        Field(
            "card",
            "Card: hexes to move",
            tuple(Choice(c, c, "hex" if c == "1" else "hexes") for c in cards),
        ),
        Field("to", "Which way", tuple(way(h) for h in ways)),
    )
    where = f" from {here.id}" if here else ""
    return [Control(f"move-{chariot}", f"Move {chariot}{where}", fields, tuple(entries))]


def _chariot_names(state: Any) -> list[str]:
    """Each chariot's name (``red-2``), in the state's chariot order."""
    from lictor.games.circus_maximus.rules.state import chariot_name

    return [chariot_name(state.colours, c) for c in state.chariots()]
