"""A table's ``--content`` pack over a game's built-in one: the referee's readings a table
with the real box may correct (a map, a points list, a track's sections).

Checked like a kit pack before any game starts: every field the table gives must be one the
built-in pack has, of the same kind (a mapping, a list, a number, a word); lists are
replaced whole, mappings merged key by key. A problem is one line naming the file, its
line where the file can be read again, and the field (``pack.yaml:7: data.map.land[2]:
...``); the game checks what its own rules need of the values (an unknown province).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from lictor.content.yamlsource import LineMap, YamlSyntaxError, dotted, load_yaml_file
from lictor.errors import BadInput
from lictor.i18n import t

PathKey = tuple[str | int, ...]


class Pack:
    """The merged data of one section (``data.map``), and where its fields came from."""

    def __init__(self, data: Any, source: str, section: str) -> None:
        self.data = data
        self.source = source
        self.section = section
        self._lines = _lines(source)

    def problem(self, path: PathKey, message: str) -> BadInput:
        """One line for a bad value at ``path`` (under ``data.<section>``)."""
        full: PathKey = ("data", self.section, *path)
        if self._lines is not None:
            return BadInput(str(self._lines.problem(full, message)))
        return BadInput(f"{self.source}: {dotted(full)}: {message}")


def _lines(source: str) -> LineMap | None:
    """The line map of the table's file, if it can still be read (the check at `new`)."""
    path = Path(source)
    try:
        if path.is_file():
            return load_yaml_file(path)[1]
    except (OSError, YamlSyntaxError, BadInput, ValueError):
        return None
    return None


def content_option(
    options: Mapping[str, Any], check: Callable[[Any, str], object]
) -> dict[str, Any]:
    """The session options' ``--content`` pack, refused now by ``check(pack, source)`` if
    bad (before any session file is made), as the options keep it; {} without one."""
    if options.get("content") is None:
        return {}
    source = str(options.get("content_file") or "--content")
    check(options["content"], source)
    return {"content": options["content"], "content_file": source}


def merged_section(builtin: Any, user: Any, source: str, section: str) -> Pack:
    """``builtin``'s ``data.<section>`` with the table's pack ``user`` merged over it."""
    if not isinstance(user, dict):
        raise BadInput(t("{source}: a content pack is a mapping (pack, data, ...)", source=source))
    data = user.get("data")
    pack = Pack(None, source, section)
    if not isinstance(data, dict) or section not in data:
        raise BadInput(
            t(
                "{source}: data.{section}: missing (the referee reads its readings there; "
                "see the built-in pack, `lictor games`)",
                source=source,
                section=section,
            )
        )
    unknown = [k for k in data if k not in builtin["data"]]
    if unknown:
        raise BadInput(
            t(
                "{source}: data.{field}: not a section of this game's pack",
                source=source,
                field=str(unknown[0]),
            )
        )
    pack.data = _merge(builtin["data"][section], data[section], (), pack)
    return pack


def _merge(base: Any, over: Any, path: PathKey, pack: Pack) -> Any:
    if isinstance(base, dict):
        if not isinstance(over, dict):
            raise pack.problem(path, t("expected a mapping"))
        out = dict(base)
        for key, value in over.items():
            if key not in base:
                known = ", ".join(str(k) for k in base)
                raise pack.problem(
                    (*path, str(key)), t("unknown field (fields: {known})", known=known)
                )
            out[key] = _merge(base[key], value, (*path, str(key)), pack)
        return out
    if isinstance(base, list):
        if not isinstance(over, list):
            raise pack.problem(path, t("expected a list"))
        return over
    if isinstance(base, bool):
        if not isinstance(over, bool):
            raise pack.problem(path, t("expected true or false"))
        return over
    if isinstance(base, int | float):
        if isinstance(over, bool) or not isinstance(over, int | float):
            raise pack.problem(path, t("expected a number"))
        return over
    if isinstance(base, str) and not isinstance(over, str):
        raise pack.problem(path, t("expected text"))
    return over


def whole_number(pack: Pack, path: PathKey, value: Any, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high``, or one line naming the field."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise pack.problem(
            path,
            t(
                "expected a whole number from {low} to {high}, got {value}",
                low=low,
                high=high,
                value=repr(value),
            ),
        )
    return value
