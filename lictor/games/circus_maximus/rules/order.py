"""Movement order: the leading section first, then the ones behind it; on a straightaway
the chariot furthest ahead, on a tie (and in a transition zone) the one nearer the inside.

The sections are pack data (``data.track.sections``, rules/sections.py). Progress along
the track is measured on radial lines (straight across a straightaway, by the angle in a
bend), so chariots level with each other have equal progress.
"""

from __future__ import annotations

from lictor.games.circus_maximus.rules.state import State, chariot_name
from lictor.games.circus_maximus.track import Track
from lictor.i18n import N_, t

SECTION_NAMES = (
    N_("upper straightaway"),
    N_("left transition zone"),
    N_("lower straightaway"),
    N_("right transition zone"),
)


def section_index(track: Track, s: State, c: int) -> int:
    """The section a chariot is in, counted along the race: 0 the upper straightaway it
    starts on, 1 the left transition zone ... 4 the upper straightaway again after the
    right transition zone (a chariot a lap ahead is a section ahead, not level)."""
    h = track.hexes[s.hexes[c]]
    loops = round((s.progress[c] - h.along) / track.loop)
    if h.section == "left-turn":
        seg = 1
    elif h.section == "lower":
        seg = 2
    elif h.section == "right-turn":
        seg = 3
    else:  # upper: before the left transition zone, or after the right one
        seg = 0 if h.along < track.loop / 2 else 4
    return 4 * loops + seg


# The upper straightaway is cut by the start line: the part a chariot reaches at the end of
# its lap (the top of the right bend, and the straight again once the lap is done) is the
# race's last section, ahead of the lower straightaway; the part just past the line is the
# first (lictor's reading, data.referee's note).
LAP_END = N_("upper straightaway, end of the lap")


def section_name(index: int) -> str:
    """The section's name: the four of Movement Order, the upper straightaway's end of the
    lap named as such (it is ahead of the other sections, its start behind them)."""
    return LAP_END if index >= 4 and index % 4 == 0 else SECTION_NAMES[index % 4]


def key(track: Track, s: State, c: int) -> tuple[int, float, int]:
    """The leading section first; on a straightaway the furthest ahead, in a transition
    zone (and on a tie) the one nearer the inside. The sections are the pack's
    (``data.track.sections``)."""
    h = track.hexes[s.hexes[c]]
    ahead = 0.0 if h.section.endswith("turn") else -round(s.progress[c], 6)
    return (-section_index(track, s, c), ahead, h.lane)


def movement_order(track: Track, s: State) -> tuple[int, ...]:
    """The chariots still racing, in the order they move this round."""
    racing = [c for c in s.chariots() if not s.places[c]]
    return tuple(sorted(racing, key=lambda c: key(track, s, c)))


def why(track: Track, s: State, c: int) -> str:
    """Why chariot ``c`` moves now, in the rulebook's terms."""
    names = s.colours
    left = [o for o in s.order[s.turn :] if o != c]
    sec = section_index(track, s, c)
    where = section_name(sec)
    lead = s.order[0] == c and s.turn == 0
    same = [o for o in left if section_index(track, s, o) == sec]
    if lead:
        head = t("it leads the race, in the {section}", section=t(where))
    else:
        head = t(
            "the {section} is the foremost section with chariots yet to move", section=t(where)
        )
    if not same:
        return head
    if where.endswith("transition zone"):
        return head + "; " + t("in a transition zone the inside chariot moves first")
    level = [o for o in same if round(s.progress[o], 6) == round(s.progress[c], 6)]
    if level:
        others = ", ".join(chariot_name(names, o) for o in level)
        return head + "; " + t("level with {others}, it is nearer the inside", others=others)
    return head + "; " + t("it is the furthest ahead there")


def section_name_of(track: Track, s: State, c: int) -> str:
    """The name of the section chariot ``c`` is in."""
    return section_name(section_index(track, s, c))
