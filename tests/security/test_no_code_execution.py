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


def test_the_package_has_no_eval_exec_pickle_shell_or_unsafe_yaml() -> None:
    found = []
    for path, text in _sources():
        for n, line in enumerate(text.splitlines(), 1):
            for name, pattern in FORBIDDEN.items():
                if pattern.search(line):
                    found.append(f"{path.relative_to(PACKAGE)}:{n}: {name}: {line.strip()}")
    assert found == []


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
