"""Circus Maximus's session options: the variants, who goes first, and a table's own track
(``--content``: the spina's length, the lanes, the start area's depth, the four sections -
lictor's reading of the printed board), checked like a kit pack before any race starts."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from lictor.content.override import Pack, content_option, merged_section, whole_number
from lictor.errors import BadInput
from lictor.games.circus_maximus.rules.sections import with_sections
from lictor.games.circus_maximus.track import Track, build_track
from lictor.i18n import N_, t

VARIANT_NAMES = ("same-direction", "two-cards")
TAKES = ("variant", "first", "content", "content_file")
PHYSICAL_REFUSED = N_(
    "--physical: Circus Maximus draws nothing (every card is laid out face up), so there is "
    "nothing for the table to tell; play it without --physical"
)


@lru_cache(maxsize=1)
def _builtin() -> Any:
    from lictor.games import registry
    from lictor.rules.inputs import read_input

    content = registry()["circus-maximus"].content
    assert content is not None
    return read_input(str(content))[0]


@lru_cache(maxsize=1)
def builtin_track() -> Track:
    """lictor's track: its shape and its sections as the built-in pack gives them."""
    from lictor.games import registry

    spec = _builtin()["data"]["track"]
    track = build_track(int(spec["spina"]), int(spec["lanes"]), int(spec["start_depth"]))
    pack = Pack(spec, str(registry()["circus-maximus"].content), "track")
    return with_sections(pack, track, spec["sections"])


def options_checked(game_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    extra = [k for k, v in options.items() if v and k not in TAKES]
    if extra:
        raise BadInput(
            t(
                "{game} does not take --{option} (it takes --variant, --first, --content)",
                game=game_id,
                option=extra[0],
            )
        )
    variants = [str(v).strip().lower() for v in options.get("variant") or ()]
    for v in variants:
        if v not in VARIANT_NAMES:
            raise BadInput(
                t(
                    "--variant: {variant} is not a variant (known: {known})",
                    variant=repr(v),
                    known=", ".join(VARIANT_NAMES),
                )
            )
    out: dict[str, Any] = {"variant": sorted(set(variants))}
    if options.get("first"):
        out["first"] = str(options["first"]).strip()
    out.update(content_option(options, track_with))  # a bad pack refused now
    return out


def track_with(user: Any, source: str) -> Track:
    """The track the table's ``data.track`` describes, merged over lictor's and checked."""
    pack = merged_section(_builtin(), user, source, "track")
    spec = pack.data
    spina = whole_number(pack, ("spina",), spec["spina"], 3, 21)
    lanes = whole_number(pack, ("lanes",), spec["lanes"], 2, 5)
    depth = whole_number(pack, ("start_depth",), spec["start_depth"], 1, spina - 1)
    track = build_track(spina, lanes, depth)
    own = user["data"]["track"]
    if not isinstance(own, dict) or "sections" not in own:
        base = _builtin()["data"]["track"]
        if (spina, lanes) != (base["spina"], base["lanes"]):
            return track  # a track of another shape: its sections by lictor's rule
    return with_sections(pack, track, spec["sections"])
