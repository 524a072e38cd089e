"""Circus Maximus as text: the track drawn in the terminal, the chariots on it, whose move,
the cards each player has left, and the standings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.games.circus_maximus.track import Track
from lictor.i18n import t, tn

INITIAL = {"red": "R", "orange": "O", "blue": "B", "green": "G", "purple": "P"}
CELL = 4  # characters a hex takes on a line
LANES = "ABCDEFGHIJ"  # the lanes' letters, inside out (track.py names the hexes so)


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
    finish = [h.id for h in track.finish]
    out.append(
        "  "
        + t(
            "Lanes A (inside) to {outer} (outside), numbered from the start line "
            "counterclockwise (left along the top); {first}-{last} the finish area (from the "
            "top only)",
            outer=LANES[track.lanes - 1],
            first=finish[0],
            last=finish[-1],
        )
    )
    out.append(
        "  "
        + t(
            "Start area {starts}; transition zones {zones}; r1 = chariot red-1 (* moves now)",
            starts=start_area(track),
            zones=", ".join(zones),
        )
    )
    return out


def start_area(track: Track) -> str:
    """The start area's hexes, lane by lane: ``A1-A3, B1-B3, ...``."""
    return _span([h.id for h in track.hexes if h.start])


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
        return t(
            "{chariot}: spends the {card} and stays on {hex}",
            chariot=w[1],
            card=w[2],
            hex=track.hexes[here].id,
        )
    if len(w) != 4 or w[0] != "move" or w[3] not in track.by_id or not w[2].isdigit():
        return ""
    return f"{w[1]}: {move_words(track, here, track.by_id[w[3]], int(w[2]))}"


def move_words(track: Track, here: int, there: int, card: int) -> str:
    """Where a move goes, said: ``5 forward along the inside to A19``, ``5 back round the
    bend to E19``, ``3 forward 2 lanes outside to C8``, ``2 forward into the finish at F3``."""
    a, b = track.hexes[here], track.hexes[there]
    if b.lane == 0:
        return t("{card} forward into the finish area at {hex}", card=card, hex=b.id)
    d = b.along - a.along
    half = track.loop / 2
    d = d - track.loop if d > half else d + track.loop if d < -half else d
    way = t("forward") if d > 0 else t("back") if d < 0 else t("across")
    bend = any(h.x < 0 or h.x > track.spina - 1 for h in (a, b))
    lane = "ABCDEFGHIJ"[b.lane - 1]
    if bend:
        where = t("round the bend")
    elif b.lane == a.lane:
        where = t("along the inside") if b.lane == 1 else t("along lane {lane}", lane=lane)
    else:
        n = abs(b.lane - a.lane)
        where = (
            tn("{n} lane inside", "{n} lanes inside", n)
            if b.lane < a.lane
            else tn("{n} lane outside", "{n} lanes outside", n)
        )
    return t("{card} {way} {where} to {hex}", card=card, way=way, where=where, hex=b.id)


def describe(view: Mapping[str, Any], track: Track) -> list[str]:
    players = view["players"]
    variants = view.get("variants") or []
    session = t(
        "Session {session} - {game} - {players}",
        session=view["session"],
        game=view["game"],
        players=", ".join(f"{t(colour)}: {name}" for colour, name in players.items()),
    )
    if variants:
        session += " - " + t("variants: {variants}", variants=", ".join(variants))
    lines = [session, *track_lines(view, track)]
    if view["placing"]:
        lines.append(t("Placing chariots: {colour} places next", colour=t(view["placing"])))
    else:
        moved = t("moved")
        lines.append(
            t(
                "Round {round}: order {order}",
                round=view["round"],
                order=", ".join(
                    f"{c}{f' ({moved})' if i < view['moved'] else ''}"
                    for i, c in enumerate(view["order"])
                ),
            )
        )
    wheres = [t(c["section"]) if c["section"] else t("not placed") for c in view["chariots"]]
    # the columns as wide as their heading and the words said in them (English: as ever)
    hw = max(5, len(t("Hex")) + 1)
    ww = max([22, len(t("Where")) + 1, *(len(w) + 1 for w in wheres)])
    lines.append(
        f"{t('Chariot'):<10} {t('Hex'):<{hw}} {t('Where'):<{ww}} {t('Lap'):>5}  {t('Place')}"
    )
    for c, where in zip(view["chariots"], wheres, strict=True):
        hex_ = c["hex"] or "-"
        place = ordinal(c["finished"]) if c["finished"] else ""
        lines.append(
            f"{c['chariot']:<10} {hex_:<{hw}} {where:<{ww}} {c['lap_progress']:>4}%  {place}"
        )
    lines.append(
        t(
            "Cards left: {cards}",
            cards="; ".join(
                f"{players[colour]} ({t(colour)}) {' '.join(map(str, cards)) or t('none')}"
                for colour, cards in view["cards_left"].items()
            ),
        )
    )
    if any(c["finished"] for c in view["chariots"]):
        lines.append(t("Standings: {standings}", standings=standings_line(view["standings"])))
    return lines


def standings_line(rows: list[dict[str, Any]]) -> str:
    return ", ".join(
        tn(
            "{place} {player} ({colour}, {n} in)",
            "{place} {player} ({colour}, {n} in)",
            r["in"],
            place=ordinal(r["place"]),
            player=r["player"],
            colour=t(r["colour"]),
        )
        for r in rows
    )


def setup_summary(view: Mapping[str, Any], track: Track) -> list[str]:
    return [
        t(
            "Start area: {starts} (lane A inside); {colour} places first",
            starts=start_area(track),
            colour=t(view["placing"]),
        )
    ]


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return t("{n}th", n=n)
    if n % 10 == 1:
        return t("{n}st", n=n)
    if n % 10 == 2:
        return t("{n}nd", n=n)
    if n % 10 == 3:
        return t("{n}rd", n=n)
    return t("{n}th", n=n)


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
            return Choice(
                "stay",
                t("Stay"),
                t("spend the card, stay on {hex}", hex=here.id if here else "-"),
            )
        target = track.hexes[by_id[hex_id]]
        if target.lane == 0:
            return Choice(hex_id, hex_id, t("into the finish area"))
        lane = "ABCDEFGHIJ"[target.lane - 1]
        if here is None or here.lane == target.lane:
            return Choice(hex_id, hex_id, t("straight on, lane {lane}", lane=lane))
        n = abs(here.lane - target.lane)
        said = (
            tn("{n} lane inside, to lane {lane}", "{n} lanes inside, to lane {lane}", n, lane=lane)
            if target.lane < here.lane
            else tn(
                "{n} lane outside, to lane {lane}",
                "{n} lanes outside, to lane {lane}",
                n,
                lane=lane,
            )
        )
        return Choice(hex_id, hex_id, said)

    cards = sorted({v[0] for v, _ in entries}, key=int)
    ways = list(dict.fromkeys(v[1] for v, _ in sorted(entries, key=lambda e: e[0][1] == "stay")))
    fields = (
        Field(
            "card",
            t("Card: hexes to move"),
            tuple(Choice(c, c, t("hex") if c == "1" else t("hexes")) for c in cards),
        ),
        Field("to", t("Which way"), tuple(way(h) for h in ways)),
    )
    label = (
        t("Move {chariot} from {hex}", chariot=chariot, hex=here.id)
        if here
        else t("Move {chariot}", chariot=chariot)
    )
    return [Control(f"move-{chariot}", label, fields, tuple(entries))]


def _chariot_names(state: Any) -> list[str]:
    """Each chariot's name (``red-2``), in the state's chariot order."""
    from lictor.games.circus_maximus.rules.state import chariot_name

    return [chariot_name(state.colours, c) for c in state.chariots()]
