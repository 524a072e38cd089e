"""The factions' books drawn as a page: the State treasury and the active wars, then each
faction's band (its player, its treasury) over its Senators' rows under the printed
ledger's columns. Blank in the kit; filled by `lictor referee board` from the ledger."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.games.republic_of_rome.rules.columns import FORUM, SENATOR_COLUMNS
from lictor.generators.sketch import Diagram, Sketch
from lictor.i18n import N_

WEIGHTS = (8, 9.5, 9.5, 9, 7.5, 10, 9.5, 10.5, 8.5, 9, 8, 8, 9.5, 10)  # as the ledger sheet
COLOURS = {
    "red": "#b3261e",
    "blue": "#2f5fa8",
    "green": "#3f7a3a",
    "yellow": "#b08a12",
    "purple": "#5b2a86",
    "black": "#222222",
    FORUM: "#6b5d4a",
}
ROW = 6.0


def books(data: Mapping[str, Any], row: Mapping[str, Any], s: Sketch) -> None:
    del data
    w, h = s.size.w, s.size.h
    margin = 10.0
    s.rect(0, 0, w, h, fill="#f4ecd8")
    s.text(margin, 6, w - 2 * margin, 9, N_("The factions' books"), font="title", size=14)
    view = row.get("view")
    top = 17.0
    if view:
        wars = view["wars"]
        s.text(
            margin, top, w - 2 * margin, 6,
            f"{N_('State treasury')}: {view['state_treasury']}   {N_('Active wars')}: "
            f"{len(wars)}{' (' + ', '.join(wars) + ')' if wars else ''}   turn {view['turn']}",
            size=8, min_size=5,
        )  # fmt: skip
        top += 8
    total = sum(WEIGHTS)
    xs = [margin]
    for wt in WEIGHTS:
        xs.append(xs[-1] + (w - 2 * margin) * wt / total)
    y = _header(s, xs, top)
    if not view:
        for _ in range(int((h - y - margin) // ROW)):
            y = _cells(s, xs, y, [""] * len(SENATOR_COLUMNS))
        return
    from lictor.games.republic_of_rome.present import cells  # a filled page (the referee's)

    sides = {f["player"]: f["side"] for f in view["factions"]}
    for f in [*view["factions"], {"player": FORUM, "side": FORUM, "treasury": None}]:
        rows = [r for r in view["senators"] if r["faction"] == f["player"]]
        if f["player"] == FORUM and not rows:
            continue
        colour = COLOURS.get(sides.get(f["player"], FORUM), "#6b5d4a")
        band = f["player"] if f["treasury"] is None else (
            f"{f['player']} ({f['side']})   {N_('Faction treasury')}: {f['treasury']}"
            + ("   ELIMINATED" if f.get("eliminated") else "")
        )  # fmt: skip
        s.rect(xs[0], y, xs[-1] - xs[0], ROW, fill=colour)
        s.text(xs[0] + 1.5, y, xs[-1] - xs[0] - 3, ROW, band, size=7, min_size=4,
               color="#ffffff", valign="middle")  # fmt: skip
        y += ROW
        for r in rows:
            if y > h - margin - ROW:
                return
            y = _cells(s, xs, y, cells(r))


def _header(s: Sketch, xs: list[float], y: float) -> float:
    for i, name in enumerate(SENATOR_COLUMNS):
        s.rect(xs[i], y, xs[i + 1] - xs[i], 9, fill="#e9dfc9", stroke="#555555", width=0.3)
        s.text(xs[i] + 0.8, y, xs[i + 1] - xs[i] - 1.6, 9, name, font="bold", size=6.5,
               min_size=4, valign="middle")  # fmt: skip
    return y + 9


def _cells(s: Sketch, xs: list[float], y: float, values: list[str]) -> float:
    for i, v in enumerate(values):
        s.rect(xs[i], y, xs[i + 1] - xs[i], ROW, stroke="#555555", width=0.3)
        if v:
            s.text(xs[i] + 0.8, y, xs[i + 1] - xs[i] - 1.6, ROW, v, size=6.5, min_size=3.5,
                   valign="middle")  # fmt: skip
    return y + ROW


DIAGRAMS: dict[str, Diagram] = {"ror-books": books}
