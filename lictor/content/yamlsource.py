"""Load YAML while remembering the line of every mapping key and list item.

Pydantic reports an error as a path of keys (``decks.2.rows.4.title``); with the map built
here the error can name the line in the user's file as well.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lictor.content import cache
from lictor.errors import Problem

if TYPE_CHECKING:
    import yaml
else:  # imported when a file is parsed, not when its parse is in the pack cache
    from lictor.lazy import LazyModule

    yaml = LazyModule("yaml")

PathKey = tuple[str | int, ...]


class LineMap:
    """Where each node of a document came from (file and line), looked up by key path.

    One map can hold several files: a user's pack merged over a built-in one keeps the
    origin of every entry it overrides, so an error names the file the user wrote.
    """

    def __init__(self, file: str) -> None:
        self.file = file
        self._where: dict[PathKey, tuple[str, int | None]] = {}
        # a merged entry's path -> its path in the file that wrote it (a user's own
        # ``decks[0]``, not the merged ``decks[7]``)
        self._alias: dict[PathKey, PathKey] = {}

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

    def files(self) -> frozenset[str]:
        """Every file this map holds entries of (a pack and the files merged over it)."""
        return frozenset({self.file, *(file for file, _ in self._where.values())})

    def line(self, path: PathKey) -> int | None:
        return self.where(path)[1]

    def graft(self, other: LineMap, src: PathKey, dst: PathKey) -> None:
        """Copy ``other``'s entries under ``src`` to sit under ``dst`` in this map."""
        n = len(src)
        for path, where in other._where.items():
            if path[:n] == src:
                self._where[dst + path[n:]] = where
        if src != dst:
            self._alias[dst] = other.named(src)

    def named(self, path: PathKey) -> PathKey:
        """``path`` as the file that wrote it counts (its own list indexes)."""
        p = tuple(path)
        for n in range(len(p), 0, -1):
            if p[:n] in self._alias:
                return self._alias[p[:n]] + p[n:]
        return p

    def to_plain(self) -> list[Any]:
        """This map as plain data (for the pack cache); ``from_plain`` reads it back."""
        where = [[list(path), file, line] for path, (file, line) in self._where.items()]
        alias = [[list(path), list(named)] for path, named in self._alias.items()]
        return [self.file, where, alias]

    @classmethod
    def from_plain(cls, plain: Any) -> LineMap | None:
        file, where, alias = plain
        if not (isinstance(file, str) and isinstance(where, list) and isinstance(alias, list)):
            return None
        lines = cls(file)
        lines._where = {tuple(path): (f, line) for path, f, line in where}
        lines._alias = {tuple(path): tuple(named) for path, named in alias}
        return lines

    def problem(self, path: PathKey, message: str) -> Problem:
        file, line = self.where(path)
        return Problem(file, line, dotted(self.named(path)), message)


def dotted(path: PathKey) -> str:
    """``('decks', 2, 'rows', 4, 'title')`` -> ``decks[2].rows[4].title``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


MAX_BYTES = 2_000_000  # a pack file, an input file, a session export
MAX_DEPTH = 32  # mappings and lists inside each other
MAX_NODES = 200_000  # values in a document, aliases expanded (billion laughs)
MAX_CHARS = 2 * MAX_BYTES  # characters of text in a document, aliases expanded
MAX_DIGITS = 40  # a number written with more digits than this is no pack's number
PLAIN_TAGS = {
    f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "map", "seq")
}
TIMESTAMP = "tag:yaml.org,2002:timestamp"
_SURROGATE = re.compile("[\ud800-\udfff]")


class _Walk:
    """A document's nodes to Python values, counting every node an alias repeats."""

    def __init__(self, lines: LineMap) -> None:
        self.lines = lines
        self.seen = 0
        self.chars = 0
        self.constructor = yaml.constructor.SafeConstructor()
        # a scalar an alias repeats is read once (a 1 MB string repeated is not read again)
        self._scalars: dict[int, Any] = {}

    def fail(self, node: yaml.Node, message: str) -> YamlSyntaxError:
        return YamlSyntaxError(Problem(self.lines.file, node.start_mark.line + 1, "", message))

    def value(self, node: yaml.Node, path: PathKey) -> Any:
        self.seen += 1
        if self.seen > MAX_NODES:
            raise self.fail(node, f"more than {MAX_NODES:,} values (aliases repeating too much?)")
        if len(path) > MAX_DEPTH:
            raise self.fail(node, f"nested more than {MAX_DEPTH} levels deep")
        self.lines.set(path, node.start_mark.line + 1)
        if node.tag not in PLAIN_TAGS and node.tag != TIMESTAMP:
            raise self.fail(node, f"unsupported YAML tag {node.tag!r}")
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            key_lines: dict[str, int] = {}
            for key_node, value_node in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    raise self.fail(
                        key_node, "merge keys (<<) are not supported; repeat the fields"
                    )
                if not isinstance(key_node, yaml.ScalarNode):
                    raise self.fail(key_node, "a key must be a plain word or number")
                key = str(self.scalar(key_node))
                line = key_node.start_mark.line + 1
                if key in key_lines:
                    raise self.fail(
                        key_node,
                        f"key {key[:40]!r} is given twice (lines {key_lines[key]} and {line})",
                    )
                key_lines[key] = line
                out[key] = self.value(value_node, (*path, key))
                # The key's own line is the one a user looks for, not its value's.
                self.lines.set((*path, key), key_node.start_mark.line + 1)
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.value(item, (*path, i)) for i, item in enumerate(node.value)]
        return self.scalar(node)

    def scalar(self, node: yaml.Node) -> Any:
        value = self._scalars[id(node)] if id(node) in self._scalars else self._scalar(node)
        self._scalars[id(node)] = value
        if isinstance(value, str):
            self.chars += len(value)
            if self.chars > MAX_CHARS:
                raise self.fail(
                    node,
                    f"more than {MAX_CHARS:,} characters of text (aliases repeating too much?)",
                )
        return value

    def _scalar(self, node: yaml.Node) -> Any:
        if node.tag == TIMESTAMP:
            return str(node.value)  # a date stays the text the user wrote
        if node.tag not in PLAIN_TAGS:
            raise self.fail(node, f"unsupported YAML tag {node.tag!r}")
        if node.tag.endswith((":int", ":float")) and isinstance(node.value, str):
            text = node.value
            if ":" in text:  # YAML 1.1 base 60 (1:30 is 90): slow to read, never meant
                raise self.fail(node, f"bad value ({text[:20]!r} is a base-60 number; quote it)")
            if len(text.lstrip("+-").replace("_", "")) > MAX_DIGITS + 2:  # 0x, 0o
                raise self.fail(node, f"bad value (a number of more than {MAX_DIGITS} digits)")
        # PyYAML's safe constructor gives scalars their types (int, float, bool, null).
        try:
            value = self.constructor.construct_object(node, deep=True)
        except Exception as exc:  # a bad value of any tag (`!!bool maybe`): one line
            detail = str(exc).splitlines()[0][:80] if str(exc) else type(exc).__name__
            raise self.fail(
                node, f"bad value for {node.tag.rsplit(':', 1)[-1]} ({detail})"
            ) from None
        if isinstance(value, str) and _SURROGATE.search(value):
            raise self.fail(node, "a lone surrogate escape (\\ud800-\\udfff) is not text")
        return value


def decode(data: bytes, name: str) -> str:
    """UTF-8 text of a file (a byte-order mark allowed), or one line naming where not."""
    if len(data) > MAX_BYTES:
        raise YamlSyntaxError(
            Problem(name, None, "", f"file too large (over {MAX_BYTES // 1_000_000} MB)")
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise YamlSyntaxError(
            Problem(name, line, "", f"not UTF-8 text (byte {exc.start + 1} of the file)")
        ) from None


def read_bounded(path: Path) -> str:
    """A text file's content: at most ``MAX_BYTES``, UTF-8; one-line errors."""
    if path.exists() and not path.is_file():  # a folder, a pipe, a device: never opened
        raise YamlSyntaxError(Problem(str(path), None, "", "cannot read: not a regular file"))
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise YamlSyntaxError(
            Problem(str(path), None, "", f"cannot read: {exc.strerror or 'not a file'}")
        ) from exc
    return decode(data, str(path))


def load_yaml(text: str, file: str) -> tuple[Any, LineMap]:
    """Parse ``text``; raise a one-problem list (as ``Problem``) on a YAML syntax error.
    A text parsed before (the same bytes, the same file name) is read from the pack cache."""
    return cache.cached(
        "load_yaml",
        f"{file}\0{text}".encode("utf-8", "surrogatepass"),
        lambda: _parse_yaml(text, file),
        _dump_parsed,
        _load_parsed,
    )


def _dump_parsed(parsed: tuple[Any, LineMap]) -> Any:
    data, lines = parsed
    return [data, *lines.to_plain()]


def _load_parsed(plain: Any) -> tuple[Any, LineMap] | None:
    data, *rest = plain
    lines = LineMap.from_plain(rest)
    return None if lines is None else (data, lines)


def load_plain(path: Path) -> Any:
    """A built-in pack's values, as PyYAML's safe loader reads them (no line map), through
    the pack cache: read once, then kept until the file's bytes or lictor change."""
    content = path.read_bytes()

    def parse() -> Any:
        return yaml.load(content, Loader=_safe_loader())

    return cache.cached("load_plain", content, parse, lambda v: v, lambda v: v)


def _parse_yaml(text: str, file: str) -> tuple[Any, LineMap]:
    lines = LineMap(file)
    if len(text) > MAX_BYTES:
        raise YamlSyntaxError(Problem(file, None, "", "file too large"))
    try:
        _prescan(text, file)
        node = yaml.compose(text, Loader=_safe_loader())
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        reason = getattr(exc, "problem", None) or str(exc)
        if "Unicode character escape" in str(reason):  # libyaml refuses \ud800 itself
            reason = "a lone surrogate escape (\\ud800-\\udfff) or another bad \\u escape"
        if "nesting depth" in str(reason):  # libyaml's own bound
            raise YamlSyntaxError(
                Problem(file, line, "", f"nested more than {MAX_DEPTH} levels deep")
            ) from None
        raise YamlSyntaxError(Problem(file, line, "", f"YAML syntax error: {reason}")) from exc
    except RecursionError:
        raise YamlSyntaxError(
            Problem(file, None, "", f"nested more than {MAX_DEPTH} levels deep")
        ) from None
    if node is None:
        return {}, lines
    return _Walk(lines).value(node, ()), lines


def _safe_loader() -> Any:
    """libyaml when PyYAML has it: a 2 MB document is read in a second, not half a minute."""
    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _prescan(text: str, file: str) -> None:
    """Refuse a document with too many values or too deep before building it: the
    parser's events are counted (fast), so a 2 MB flat list is refused in a fraction of
    a second, never built whole."""
    count = depth = 0
    for event in yaml.parse(text, Loader=_safe_loader()):
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH + 1:
                line = event.start_mark.line + 1 if event.start_mark else None
                raise YamlSyntaxError(
                    Problem(file, line, "", f"nested more than {MAX_DEPTH} levels deep")
                )
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        if isinstance(event, yaml.NodeEvent):
            count += 1
            if count > MAX_NODES:
                line = event.start_mark.line + 1 if event.start_mark else None
                raise YamlSyntaxError(
                    Problem(file, line, "", f"more than {MAX_NODES:,} values in one file")
                )


def load_yaml_file(path: Path) -> tuple[Any, LineMap]:
    return load_yaml(read_bounded(path), str(path))


class YamlSyntaxError(Exception):
    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        super().__init__(str(problem))
