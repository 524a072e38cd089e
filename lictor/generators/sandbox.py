"""The sandbox every pack-supplied template renders in: a pack is untrusted input.

Jinja2's ``ImmutableSandboxedEnvironment`` already refuses private attributes and changes
to lists and dicts. On top of it a template here sees only lictor's own helpers (``icon``,
``range``, the ``t`` and ``roman`` filters and a short list of harmless filters), may call
only a few read-only methods of strings, lists and mappings, and does bounded work: ``range``
is capped, a power, a repetition or a join that would make a huge number or string is
refused, every text a filter, an operator or ``~`` makes is capped in length, and a face has
a time budget. No macros, includes, imports or template inheritance.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import jinja2
from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.exceptions import SecurityError
from jinja2.filters import make_attrgetter
from jinja2.runtime import LoopContext
from jinja2.sandbox import ImmutableSandboxedEnvironment

from lictor.generators.budget import FACE_SECONDS, Budget, time_budget
from lictor.generators.text import icon_marker
from lictor.i18n import fill

__all__ = ["FACE_SECONDS", "Budget", "Sandbox", "render_bounded", "time_budget"]

MAX_TEXT = 20_000  # characters in any one value a template makes, and in a rendered field
MAX_RANGE = 1_000  # items `range()` may give
MAX_SOURCE = 20_000  # characters of one template's source
MAX_INT_BITS = 4_096  # a number a template computes stays below 2**4096
MAX_ROMAN = 3_999

REFUSED_NODES: dict[type[nodes.Node], str] = {
    nodes.Macro: "macro",
    nodes.CallBlock: "call block",
    nodes.Extends: "extends",
    nodes.Include: "include",
    nodes.Import: "import",
    nodes.FromImport: "import",
    nodes.Block: "block",
    # their body is built whole in memory before any bound sees it (issue 23)
    nodes.AssignBlock: "set ... endset",
    nodes.FilterBlock: "filter",
}

SAFE_FILTERS = [
    "abs",
    "capitalize",
    "count",
    "d",
    "default",
    "dictsort",
    "e",
    "escape",
    "first",
    "float",
    "int",
    "join",
    "last",
    "length",
    "list",
    "lower",
    "map",
    "max",
    "min",
    "reject",
    "rejectattr",
    "replace",
    "reverse",
    "round",
    "select",
    "selectattr",
    "sort",
    "string",
    "striptags",
    "sum",
    "title",
    "trim",
    "truncate",
    "unique",
    "upper",
    "wordcount",
]

# Read-only methods a template may call on a row's values.
SAFE_METHODS: dict[type, frozenset[str]] = {
    str: frozenset(
        [
            "capitalize",
            "count",
            "endswith",
            "find",
            "isalnum",
            "isalpha",
            "isdigit",
            "islower",
            "isspace",
            "isupper",
            "lower",
            "lstrip",
            "rstrip",
            "split",
            "startswith",
            "strip",
            "title",
            "upper",
        ]
    ),
    dict: frozenset({"get", "items", "keys", "values"}),
    list: frozenset({"count", "index"}),
    tuple: frozenset({"count", "index"}),
    LoopContext: frozenset({"cycle", "changed"}),
}


def _sized(value: Any) -> Any:
    if isinstance(value, str | list | tuple | dict) and len(value) > MAX_TEXT:
        raise Budget(f"a value longer than {MAX_TEXT:,} characters or items")
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > MAX_INT_BITS:
        raise Budget("a number too large")
    return value


def _capped(func: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return _sized(func(*args, **kwargs))

    # Keep Jinja's markers (pass_context, pass_environment ...) on the wrapper.
    for attr in ("jinja_pass_arg", "__name__"):
        if hasattr(func, attr):
            setattr(wrapper, attr, getattr(func, attr))
    return wrapper


def _replace(s: Any, old: Any, new: Any, count: Any = None) -> Any:
    if isinstance(s, str) and isinstance(old, str) and isinstance(new, str):
        times = (len(s) + 1) if not old else s.count(old)
        if isinstance(count, int) and count >= 0:
            times = min(times, count)
        if len(s) + times * (len(new) - len(old)) > MAX_TEXT:
            raise Budget(f"a replaced text longer than {MAX_TEXT:,} characters")
    return s


def _total(items: list[Any], extra: int = 0) -> None:
    size = extra
    for item in items:
        size += len(item) if isinstance(item, str | list | tuple | dict) else len(str(item))
        if size > MAX_TEXT:
            raise Budget(f"a joined text or list longer than {MAX_TEXT:,} characters or items")


def _prechecked(name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    """The few filters whose result can grow faster than their input: checked first."""
    if name == "replace":

        def replace(eval_ctx: Any, s: Any, old: Any, new: Any, count: Any = None) -> Any:
            _replace(s, old, new, count)
            return func(eval_ctx, s, old, new, count)

        replace.jinja_pass_arg = func.jinja_pass_arg  # type: ignore[attr-defined]
        return replace
    if name == "join":

        def join(eval_ctx: Any, value: Any, d: Any = "", attribute: Any = None) -> Any:
            items = list(value)
            if attribute is not None:
                get = make_attrgetter(eval_ctx.environment, attribute)
                items = [get(i) for i in items]
            _total(items, len(str(d)) * max(len(items) - 1, 0))
            return func(eval_ctx, items, d)

        join.jinja_pass_arg = func.jinja_pass_arg  # type: ignore[attr-defined]
        return join
    if name == "sum":

        def sum_(env: Any, value: Any, attribute: Any = None, start: Any = 0) -> Any:
            items = list(value)
            if attribute is None and any(isinstance(i, str | list | tuple) for i in items):
                _total(items)
            elif attribute is not None and isinstance(start, list | tuple):
                raise SecurityError("sum(attribute=..., start=[...]) is not allowed")
            return func(env, items, attribute, start)

        sum_.jinja_pass_arg = func.jinja_pass_arg  # type: ignore[attr-defined]
        return sum_
    return func


def _range(*args: int) -> range:
    rng = range(*args)
    if len(rng) > MAX_RANGE:
        raise Budget(f"range() of more than {MAX_RANGE:,} numbers")
    return rng


def roman(n: Any) -> str:
    value = int(n)
    if not 1 <= value <= MAX_ROMAN:
        raise ValueError(f"roman: expected 1 to {MAX_ROMAN}, got {value}")
    out = ""
    for v, s in [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]:
        while value >= v:
            out += s
            value -= v
    return out


def _length(value: Any) -> int | None:
    return len(value) if isinstance(value, str | list | tuple) else None


def _checked_binop(operator: str, left: Any, right: Any) -> None:
    """Refuse an operation whose result would be huge, before Python computes it."""
    numbers = all(isinstance(v, int | float) for v in (left, right))
    if operator == "**" and numbers:
        base, exp = abs(float(left)), float(right)
        if abs(exp) > MAX_INT_BITS or (base > 1 and exp * math.log2(base) > MAX_INT_BITS):
            raise Budget("a power too large")
    elif operator == "*":
        for seq, times in ((left, right), (right, left)):
            size = _length(seq)
            if size is not None and isinstance(times, int) and size * times > MAX_TEXT:
                raise Budget(f"a repeated text longer than {MAX_TEXT:,} characters")
        ints = isinstance(left, int) and isinstance(right, int)
        if ints and left.bit_length() + right.bit_length() > MAX_INT_BITS:
            raise Budget("a number too large")
    elif operator == "+":
        a, b = _length(left), _length(right)
        if a is not None and b is not None and a + b > MAX_TEXT:
            raise Budget(f"a text longer than {MAX_TEXT:,} characters")
    elif operator == "%" and isinstance(left, str):
        raise SecurityError("`%` formatting of text is not allowed")


class _Codegen(CodeGenerator):
    """Jinja's code generator, with every ``a ~ b`` checked for size."""

    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        self.write("environment.lictor_sized(")
        super().visit_Concat(node, frame)
        self.write(")")


class Sandbox(ImmutableSandboxedEnvironment):
    code_generator_class = _Codegen
    intercepted_binops = frozenset({"**", "*", "+", "%", "/", "//"})

    def __init__(self, translate: Callable[[str], str]) -> None:
        super().__init__(undefined=jinja2.StrictUndefined, autoescape=False)
        self.lictor_sized = _sized
        base = self.filters
        self.filters = {name: _capped(_prechecked(name, base[name])) for name in SAFE_FILTERS}
        self.filters["t"] = _capped(translate)  # a value printed in the kit's language
        self.filters["roman"] = roman
        self.tests = dict(self.tests)
        # {{ ngettext('Move {n} hex', 'Move {n} hexes', value) }}: the form for the number
        forms = getattr(translate, "ngettext", None) or (
            lambda one, many, n: one if n == 1 else many
        )

        def ngettext(one: str, many: str, n: Any) -> str:
            # the pack's own strings: only `{n}` is filled, never by str.format (issue 23)
            count = int(n)
            return fill(str(forms(str(one), str(many), count)), n=count)

        self.globals = {"icon": icon_marker, "range": _range, "ngettext": ngettext}
        self._helpers = {id(f) for f in (icon_marker, _range, ngettext)}

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        _checked_binop(operator, left, right)
        return _sized(super().call_binop(context, operator, left, right))

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(__obj, jinja2.Undefined):
            __obj._fail_with_undefined_error()
        if id(__obj) not in __self._helpers:
            owner = getattr(__obj, "__self__", None)
            name = getattr(__obj, "__name__", "")
            allowed = next(
                (names for kind, names in SAFE_METHODS.items() if isinstance(owner, kind)),
                frozenset(),
            )
            if name not in allowed:
                what = f"{type(owner).__name__}.{name}" if owner is not None else repr(name)
                raise SecurityError(f"calling {what} is not allowed in a pack's template")
        for value in (*args, *kwargs.values()):
            if isinstance(value, int) and not isinstance(value, bool):
                _sized(value)
        return _sized(__context.call(__obj, *args, **kwargs))

    def refuse_unsafe(self, source: str) -> None:
        """Refuse a template that is too long or uses a statement packs may not use."""
        if len(source) > MAX_SOURCE:
            raise Budget(f"a template longer than {MAX_SOURCE:,} characters")
        tree = self.parse(source)
        for kind, word in REFUSED_NODES.items():
            if tree.find(kind) is not None:
                raise SecurityError(f"`{word}` is not allowed in a pack's template")


def render_bounded(template: jinja2.Template, ctx: Any) -> str:
    """The template rendered, refusing an output longer than ``MAX_TEXT``."""
    out: list[str] = []
    size = 0
    for chunk in template.generate(ctx):
        size += len(chunk)
        if size > MAX_TEXT:
            raise Budget(f"a rendered text longer than {MAX_TEXT:,} characters")
        out.append(chunk)
    return "".join(out)
