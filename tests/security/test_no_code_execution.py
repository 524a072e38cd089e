"""No way in for a pack: the package never evaluates text as code, unpickles, loads YAML
unsafely or starts a shell (issue 18)."""

from __future__ import annotations

import re
from pathlib import Path

import lictor

PACKAGE = Path(lictor.__file__).parent

FORBIDDEN = {
    "eval(": re.compile(r"(?<!\w)eval\("),
    "exec(": re.compile(r"(?<!\w)exec\("),
    "pickle": re.compile(r"pickle"),
    "marshal": re.compile(r"(?<!\w)marshal\b"),
    "unsafe yaml": re.compile(r"yaml\.(unsafe_load|full_load|load_all)|(Full|Unsafe)Loader"),
    "shell=True": re.compile(r"shell\s*=\s*True"),
    "os.system": re.compile(r"os\.(system|popen|exec\w*|spawn\w*)\("),
    "__import__": re.compile(r"__import__\("),
}
YAML_LOAD = re.compile(r"yaml\.load\((?P<args>[^)]*)\)")


def _sources() -> list[tuple[Path, str]]:
    return [(p, p.read_text(encoding="utf-8")) for p in sorted(PACKAGE.rglob("*.py"))]


# The one module that loads code (issue 27): the dataclass code cache hands dataclasses'
# own exec the code compiled before from the same text dataclasses wrote, read back with
# marshal only from a file whose HMAC under this user's secret verifies (its own writing).
# No text of a pack's, a session's or a user's reaches it (the tests below and
# tests/test_codecache.py, which feeds it damaged and foreign files).
CODE_CACHE = PACKAGE / "codecache.py"
CODE_CACHE_MAY = {"marshal", "exec("}


def test_the_package_has_no_eval_exec_pickle_shell_or_unsafe_yaml() -> None:
    found = []
    for path, text in _sources():
        for n, line in enumerate(text.splitlines(), 1):
            for name, pattern in FORBIDDEN.items():
                if path == CODE_CACHE and name in CODE_CACHE_MAY:
                    continue
                if pattern.search(line):
                    found.append(f"{path.relative_to(PACKAGE)}:{n}: {name}: {line.strip()}")
    assert found == []


def test_the_code_cache_unmarshals_only_what_verified_and_execs_only_dataclasses_text() -> None:
    """In codecache.py the file's MAC is compared before its blob is unmarshalled, and the
    caching exec is given to the dataclasses module alone."""
    import ast

    tree = ast.parse(CODE_CACHE.read_text(encoding="utf-8"))
    load = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "_load")
    found = [c for c in ast.walk(load) if isinstance(c, ast.Call)]
    calls = [ast.unparse(c.func) for c in sorted(found, key=lambda c: (c.lineno, c.col_offset))]
    assert calls.index("hmac.compare_digest") < calls.index("marshal.loads")
    assigned = [
        ast.unparse(t) for n in ast.walk(tree) if isinstance(n, ast.Assign) for t in n.targets
    ]
    assert [a for a in assigned if a.endswith(".exec")] == ["dataclasses.exec"]


def test_every_yaml_load_names_a_safe_loader() -> None:
    calls = [(p, m.group("args")) for p, text in _sources() for m in YAML_LOAD.finditer(text)]
    assert calls, "the pattern must see the package's yaml.load calls"
    unsafe = [(str(p), args) for p, args in calls if "safe" not in args.lower()]
    assert unsafe == []


def test_the_check_itself_catches_what_it_looks_for() -> None:
    bad = "x = eval(s)\nimport pickle\nsubprocess.run(c, shell=True)\nos.system('id')\n"
    hits = {name for name, pattern in FORBIDDEN.items() if pattern.search(bad)}
    assert hits == {"eval(", "pickle", "shell=True", "os.system"}
    assert "safe" not in YAML_LOAD.search("yaml.load(fh, Loader=yaml.Loader)")["args"].lower()
