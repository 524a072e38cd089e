"""Which row fields a deck's templates read, so a misspelt field in a row (``subtitel:``
where the layout prints ``{{ subtitle }}``) is reported instead of silently never printed."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from lictor.content.pack import Layout

_FIELD = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")


def _simple(template: str) -> set[str] | None:
    """The fields of a template made only of plain text and `{{ field }}`; else None."""
    rest = _FIELD.sub("", template)
    if "{{" in rest or "{%" in rest or "{#" in rest:
        return None
    return set(_FIELD.findall(template))


# Fields the engine itself reads from every row, printed or not.
ENGINE_FIELDS = frozenset({"qty", "name", "source", "section"})


def _names(template: str) -> tuple[set[str], set[str]] | None:
    """(names read, names called) in one template; None when it cannot be parsed here
    (the print engine reports a broken template itself, with its file and line)."""
    simple = _simple(template)
    if simple is not None:  # only `{{ field }}`: no need to import Jinja (slow to import)
        return simple, set()
    import jinja2
    from jinja2 import nodes

    try:
        tree = jinja2.Environment(extensions=["jinja2.ext.i18n"]).parse(template)
    except Exception:  # a broken template is the print engine's to report
        return None
    try:
        called = {c.node.name for c in tree.find_all(nodes.Call) if isinstance(c.node, nodes.Name)}
        read = {n.name for n in tree.find_all(nodes.Name) if n.ctx == "load"}
    except RecursionError:  # a chain of 4,000 filters: the print engine refuses it itself
        return None
    return read - called, called


def template_fields(
    layouts: Iterable[Layout], rows: Iterable[Mapping[str, Any]]
) -> frozenset[str] | None:
    """Every name the layouts' templates (and the rows' own templated fields) read; None
    when some template cannot be read, so nothing is flagged on a guess."""
    texts: list[str] = []
    for layout in layouts:
        for _, box in layout.boxes:
            for key, value in vars(box).items():
                if key == "when" and isinstance(value, str) and value.strip():
                    texts.append("{{ " + value + " }}")  # an expression, not a template
                elif isinstance(value, str) and "{" in value:
                    texts.append(value)
    for row in rows:
        texts.extend(v for v in row.values() if isinstance(v, str) and "{" in v)
    read: set[str] = set()
    for text in texts:
        names = _names(text)
        if names is None:
            return None
        read |= names[0]
    return frozenset(read)


def unknown_fields(
    row: Mapping[str, Any], used: frozenset[str], allowed: Iterable[str] = ()
) -> list[str]:
    """The row's fields no template reads and the engine does not know."""
    known = used | ENGINE_FIELDS | set(allowed)
    return [f for f in row if isinstance(f, str) and f not in known]


def describe(field: str, used: frozenset[str]) -> str:
    shown = sorted(used - {"true", "false", "none", "loop"})
    listed = ", ".join(shown[:12]) + (", ..." if len(shown) > 12 else "")
    return f"unknown field {field!r} (the layout uses: {listed or 'no row field'})"
