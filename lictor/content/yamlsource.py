"""Load YAML while remembering the line of every mapping key and list item.

Pydantic reports an error as a path of keys (``decks.2.rows.4.title``); with the map built
here the error can name the line in the user's file as well.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from lictor.errors import Problem

PathKey = tuple[str | int, ...]


class LineMap:
    """Where each node of a document came from (file and line), looked up by key path.

    One map can hold several files: a user's pack merged over a built-in one keeps the
    origin of every entry it overrides, so an error names the file the user wrote.
    """

    def __init__(self, file: str) -> None:
        self.file = file
        self._where: dict[PathKey, tuple[str, int | None]] = {}

    def set(self, path: PathKey, line: int | None, file: str | None = None) -> None:
        self._where[tuple(path)] = (file or self.file, line)

    def where(self, path: PathKey) -> tuple[str, int | None]:
        """File and line of ``path`` or of its nearest ancestor we know."""
        p = tuple(path)
        while True:
            if p in self._where:
                return self._where[p]
            if not p:
                return self.file, None
            p = p[:-1]

    def line(self, path: PathKey) -> int | None:
        return self.where(path)[1]

    def graft(self, other: LineMap, src: PathKey, dst: PathKey) -> None:
        """Copy ``other``'s entries under ``src`` to sit under ``dst`` in this map."""
        n = len(src)
        for path, where in other._where.items():
            if path[:n] == src:
                self._where[dst + path[n:]] = where

    def problem(self, path: PathKey, message: str) -> Problem:
        file, line = self.where(path)
        return Problem(file, line, dotted(path), message)


def dotted(path: PathKey) -> str:
    """``('decks', 2, 'rows', 4, 'title')`` -> ``decks[2].rows[4].title``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


def _to_python(node: yaml.Node, path: PathKey, lines: LineMap) -> Any:
    lines.set(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = str(_scalar(key_node))
            out[key] = _to_python(value_node, (*path, key), lines)
            # The key's own line is the one a user looks for, not its value's.
            lines.set((*path, key), key_node.start_mark.line + 1)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_to_python(item, (*path, i), lines) for i, item in enumerate(node.value)]
    return _scalar(node)


def _scalar(node: yaml.Node) -> Any:
    # PyYAML's safe constructor gives scalars their types (int, float, bool, null).
    constructor = yaml.constructor.SafeConstructor()
    return constructor.construct_object(node, deep=True)


def load_yaml(text: str, file: str) -> tuple[Any, LineMap]:
    """Parse ``text``; raise a one-problem list (as ``Problem``) on a YAML syntax error."""
    lines = LineMap(file)
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        reason = getattr(exc, "problem", None) or str(exc)
        raise YamlSyntaxError(Problem(file, line, "", f"YAML syntax error: {reason}")) from exc
    if node is None:
        return {}, lines
    return _to_python(node, (), lines), lines


def load_yaml_file(path: Path) -> tuple[Any, LineMap]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise YamlSyntaxError(Problem(str(path), None, "", f"cannot read: {exc.strerror}")) from exc
    return load_yaml(text, str(path))


class YamlSyntaxError(Exception):
    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        super().__init__(str(problem))
