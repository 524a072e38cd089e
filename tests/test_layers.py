"""The arrows run one way: the content loader does not reach the print engine, the
print engine reaches neither the games nor the catalogue tool, and no module imports itself
back through others (an import circle)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import lictor


def _loaded_after(module: str) -> set[str]:
    code = f"import sys, {module}; print('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_the_content_loader_does_not_import_the_print_engine() -> None:
    loaded = _loaded_after("lictor.content.loader")
    assert "lictor.units" in loaded
    assert not {m for m in loaded if m.startswith("lictor.generators")}


def test_the_print_engine_reaches_neither_the_games_nor_the_catalogue_tool() -> None:
    loaded = _loaded_after("lictor.generators.kit")
    assert "lictor.i18n" in loaded
    assert "lictor.catalog" not in loaded
    assert not {m for m in loaded if m.startswith("lictor.games")}


def _import_graph(root: Path) -> dict[str, set[str]]:
    """Each module of ``root`` (a package folder) and the modules of it that it imports:
    at the top or inside a function (a deferred import is still a circle at run time), not
    under ``if TYPE_CHECKING`` (never executed). ``import a.b.c`` is an edge to ``a.b.c``
    only: a package's ``__init__`` that gathers its children is not a circle."""
    modules: dict[str, tuple[Path, bool]] = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        package = parts[-1] == "__init__"
        modules[".".join(parts[:-1] if package else parts)] = (path, package)

    def type_checking(node: ast.If) -> bool:
        t = node.test
        return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
            isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING"
        )

    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, (path, package) in modules.items():
        here = name if package else name.rpartition(".")[0]
        todo: list[ast.AST] = [ast.parse(path.read_text(encoding="utf-8"))]
        while todo:
            for node in ast.iter_child_nodes(todo.pop()):
                if isinstance(node, ast.If) and type_checking(node):
                    todo.extend(node.orelse)
                    continue
                if isinstance(node, ast.Import):
                    graph[name] |= {a.name for a in node.names if a.name in modules}
                elif isinstance(node, ast.ImportFrom):
                    base = node.module or ""
                    if node.level:
                        up = here.split(".")[: len(here.split(".")) - node.level + 1]
                        base = ".".join([*up, *([node.module] if node.module else [])])
                    for a in node.names:
                        if f"{base}.{a.name}" in modules:
                            graph[name].add(f"{base}.{a.name}")
                        elif base in modules:
                            graph[name].add(base)
                todo.append(node)
    return graph


def _a_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import circle of ``graph`` as the modules in order, first repeated; [] if none."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return []

    for start in sorted(graph):
        if start not in state and (found := visit(start)):
            return found
    return []


def test_the_import_graph_finds_a_circle_and_names_it() -> None:
    assert _a_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert _a_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_no_module_of_lictor_imports_itself_back_through_others() -> None:
    graph = _import_graph(Path(lictor.__file__).parent)
    assert "lictor.games.carta_imperia.rules.game" in graph  # the graph reads the whole tree
    cycle = _a_cycle(graph)
    assert not cycle, "import circle: " + " -> ".join(cycle)


LONG = 400  # lines: a module longer than this says why in its docstring


def test_a_module_over_400_lines_says_why_in_its_docstring() -> None:
    root = Path(lictor.__file__).parent
    unexplained = []
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > LONG:
            doc = ast.get_docstring(ast.parse(text)) or ""
            if "for a reason" not in doc:
                unexplained.append(f"{path.relative_to(root.parent)} ({text.count(chr(10))})")
    assert not unexplained, "over 400 lines with no reason in the docstring: " + ", ".join(
        unexplained
    )
