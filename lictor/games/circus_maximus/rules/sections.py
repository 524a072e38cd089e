"""The track's four sections (Movement Order) as pack data: ``data.track.sections`` names
the hexes of each straightaway and transition zone by their printed ids (``A12``) or a run
of one lane (``A13-A24``), checked like a kit pack: every hex of the track in exactly one
section, no section empty, nothing but the track's hexes.

The built-in lists are lictor's reading of the printed board (a reconstruction: the
rulebook shows it only as a picture); a table with the real box names its own, and the
movement order follows them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from lictor.content.override import Pack
from lictor.games.circus_maximus.track import Section, Track
from lictor.i18n import t, tn
from lictor.rules.fast import replace

# The pack's names of the four sections, in the race's order from the start line, and the
# track's own word for each.
SECTIONS: dict[str, Section] = {
    "upper straightaway": "upper",
    "left transition zone": "left-turn",
    "lower straightaway": "lower",
    "right transition zone": "right-turn",
}
_ITEM = re.compile(r"^([A-Za-z])(\d+)(?:-([A-Za-z])(\d+))?$")


def listed(track: Track) -> dict[str, list[str]]:
    """The track's sections as the pack writes them: runs of each lane, lane by lane."""
    out: dict[str, list[str]] = {}
    for name, key in SECTIONS.items():
        numbers: dict[str, list[int]] = {}
        for h in track.hexes:
            if h.section == key:
                numbers.setdefault(h.id[0], []).append(int(h.id[1:]))
        runs: list[str] = []
        for lane in sorted(numbers):
            ns = sorted(numbers[lane])
            first = prev = ns[0]
            for n in [*ns[1:], None]:
                if n is not None and n == prev + 1:
                    prev = n
                    continue
                runs.append(f"{lane}{first}" if first == prev else f"{lane}{first}-{lane}{prev}")
                if n is not None:
                    first = prev = n
        out[name] = runs
    return out


def _ids(pack: Pack, track: Track, path: tuple[str | int, ...], item: Any) -> list[int]:
    """The hexes one list item names (a hex id or a run of one lane), or one line why not."""
    m = _ITEM.match(item.strip()) if isinstance(item, str) else None
    if m is None:
        raise pack.problem(
            path,
            t(
                "expected a hex id (A12) or a run of one lane (A13-A24), got {item}",
                item=repr(item),
            ),
        )
    lane, first = m.group(1).upper(), int(m.group(2))
    last_lane = (m.group(3) or lane).upper()
    last = int(m.group(4) or first)
    if last_lane != lane or last < first:
        raise pack.problem(
            path,
            t(
                "{item}: a run goes up one lane (A13-A24), from its lower number to its higher",
                item=item.strip(),
            ),
        )
    out = []
    for n in range(first, last + 1):
        hex_id = f"{lane}{n}"
        i = track.by_id.get(hex_id)
        if i is None or track.hexes[i].lane == 0:
            raise pack.problem(
                path,
                t(
                    "{hex} is not a hex of the track ({lanes} lanes A-{last}; the finish area "
                    "is in no section)",
                    hex=hex_id,
                    lanes=track.lanes,
                    last="ABCDEFGHIJ"[track.lanes - 1],
                ),
            )
        out.append(i)
    return out


def with_sections(pack: Pack, track: Track, spec: Mapping[str, Any]) -> Track:
    """``track`` with its hexes in the sections ``spec`` names, checked."""
    where: dict[int, str] = {}
    for name in SECTIONS:
        items = spec[name]
        if not items:
            raise pack.problem(("sections", name), t("a section has at least one hex"))
        for k, item in enumerate(items):
            path: tuple[str | int, ...] = ("sections", name, k)
            for i in _ids(pack, track, path, item):
                if i in where:
                    raise pack.problem(
                        path,
                        t(
                            "{hex} is already in the {section}: a hex is in one section",
                            hex=track.hexes[i].id,
                            section=t(where[i]),
                        ),
                    )
                where[i] = name
    left = [h.id for i, h in enumerate(track.hexes) if h.lane and i not in where]
    if left:
        raise pack.problem(
            ("sections",),
            tn(
                "{hexes} is in no section (every hex of the track is in one)",
                "{hexes} are in no section (every hex of the track is in one)",
                len(left),
                hexes=", ".join(left[:6]) + (" ..." if len(left) > 6 else ""),
            ),
        )
    hexes = tuple(
        replace(h, section=SECTIONS[where[i]]) if h.lane else h for i, h in enumerate(track.hexes)
    )
    return replace(track, hexes=hexes)
