"""Hostile packs and session exports made by hypothesis, and how one case is judged.

Shared by the suite's fuzz tests (a small fixed budget) and ``benchmarks/fuzz_campaign.py``
(a large one). A case passes when lictor exits 0 or 2, never with a traceback, writes no
file outside the output folder, and answers within a few seconds.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from click.testing import CliRunner
from hypothesis import strategies as st

from lictor.cli import main

SECONDS = 10.0  # a case (check and build, or import and status) answers within this

NUMBERS = st.one_of(
    st.sampled_from(
        [
            0,
            -1,
            1,
            2,
            5,
            63,
            88,
            0.5,
            -0.0,
            1e9,
            -1e9,
            1e308,
            10**30,
            2**63,
            math.inf,
            -math.inf,
            math.nan,
            1000,
            1001,
            10_000,
            10_001,
        ]
    ),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=True, allow_infinity=True),
)
PIECES = [
    "{{ ",
    " }}",
    "{% for i in range(",
    ") %}",
    "{% endfor %}",
    "{% if ",
    " %}",
    "{% endif %}",
    "{% set x = ",
    "{% macro m() %}",
    "{% endmacro %}",
    "{% include 'x' %}",
    "name",
    "body",
    "deck.count",
    "pack.title",
    "1/0",
    "0",
    "9",
    "10**9",
    "2 ** 99999",
    "'ab' * 99999999",
    "icon(",
    "'phalanx'",
    "'nope'",
    ")",
    "(",
    "|",
    "upper",
    "roman",
    "join(', ')",
    "t",
    "sum",
    "center(99)",
    "format(1)",
    "int",
    "~",
    "*",
    "+",
    "-",
    "%",
    "**",
    "[",
    "]",
    ",",
    "range(10**9)",
    "cycler",
    "lipsum()",
    ".__class__",
    ".__init__.__globals__",
    "loop.index",
    "self",
    "x",
    "'a'",
    "{'a': 1}",
    "none",
    "true",
    "regions",
    ".items()",
    ".get('a')",
    "**bold**",
    "\n",
    "\x00",
    "\x07",
    "\u202e",
    "é",
    "{{",
    "}}",
    "{%",
    "%}",
    "{#",
    "#}",
]
SNIPPETS = st.lists(st.sampled_from(PIECES), max_size=12).map("".join)
PATHS = st.sampled_from(
    [
        "",
        "x.png",
        "../x.png",
        "../../../../etc/passwd",
        "/etc/passwd",
        "/dev/zero",
        ".",
        "..",
        "rows.csv",
        "rows.xlsx",
        "missing.ttf",
        "builtin:Vera",
        "builtin:Nope",
        "\x00",
        "a" * 300,
        "C:\\Windows\\win.ini",
        "~/.ssh/id_rsa",
        "/proc/self/environ",
    ]
)
TEXT = st.one_of(st.text(max_size=40), SNIPPETS, PATHS)
SCALARS = st.one_of(NUMBERS, TEXT, st.booleans(), st.none())
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


class Picker:
    """Draws a field's value: in a wild case often any value at all (a wrong type, a huge
    number); in a tame one a value of the right type, so the case reaches the templates,
    the layout and the backends."""

    def __init__(self, draw: st.DrawFn, wild: bool) -> None:
        self.draw, self.wild = draw, wild

    def __call__(self, good: st.SearchStrategy[Any], bad: st.SearchStrategy[Any] = VALUES) -> Any:
        if self.wild and self.draw(st.integers(0, 4)) == 0:
            return self.draw(bad)
        return self.draw(good)

    def strategy(self, good: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        """``good``, or (in a wild case) sometimes any value: for drawing inside lists."""
        return st.one_of(good, good, good, VALUES) if self.wild else good

    def sometimes(self, odds: int = 3) -> bool:
        return bool(self.draw(st.integers(0, odds)) == 0)


SMALL = st.sampled_from([0, 1, 2, 3, 5, 10, 20, 40])


def _box(pick: Picker) -> dict[str, Any]:
    box: dict[str, Any] = {
        "kind": pick(st.sampled_from(["text", "text", "rect", "ellipse", "icon", "line", "image"])),
        "x": pick(SMALL, NUMBERS),
        "y": pick(SMALL, NUMBERS),
        "w": pick(st.sampled_from([5, 20, 57, 63]), NUMBERS),
        "h": pick(st.sampled_from([5, 10, 40, 82]), NUMBERS),
    }
    for field, good in (
        ("text", SNIPPETS | st.text(max_size=60) | st.just("{{ body }}")),
        ("size", st.sampled_from([6, 9, 12, 30])),
        ("min_size", st.sampled_from([5, 6])),
        ("leading", st.sampled_from([0.8, 1.2, 3])),
        ("fill", st.sampled_from(["ink", "paper", "#ff0000", "none"]) | SNIPPETS),
        ("stroke", st.sampled_from(["ink", "#00ff00"]) | SNIPPETS),
        ("color", st.sampled_from(["ink", "paper", "{{ colour }}"]) | SNIPPETS),
        ("icon", st.sampled_from(["phalanx", "legionary", "", "{{ body }}"]) | SNIPPETS),
        ("image", PATHS | SNIPPETS),
        ("when", st.sampled_from(["", "body", "qty > 1", "name == 'A'"]) | SNIPPETS),
        ("align", st.sampled_from(["left", "center", "right"])),
        ("valign", st.sampled_from(["top", "middle", "bottom"])),
        ("bleed", st.booleans()),
        ("font", st.sampled_from(["body", "title", "bold"])),
    ):
        if pick.sometimes(2):
            box[field] = pick(good, VALUES | NUMBERS)
    return box


@st.composite
def packs(draw: st.DrawFn) -> dict[str, Any]:
    """A pack of the schema's shape: half of them wild (wrong types, huge, negative and
    non-finite numbers), all with odd strings and random Jinja in their text."""
    pick = Picker(draw, draw(st.booleans()))
    rows = []
    for i in range(draw(st.integers(0, 4))):
        row: dict[str, Any] = {"name": pick(st.text(max_size=20) | st.just(f"Card {i}"))}
        for field, good in (
            ("qty", st.integers(0, 3)),
            ("body", SNIPPETS | TEXT),
            ("colour", st.sampled_from(["ink", "#123456", "red"])),
            ("extra", VALUES),
        ):
            if pick.sometimes(1):
                row[field] = pick(good, NUMBERS | VALUES)
        rows.append(row)
    deck: dict[str, Any] = {
        "id": pick(st.sampled_from(["cards", "d-2"]), st.sampled_from(["Bad Id", "", 0])),
        "name": pick(st.just("Cards")),
        "layout": pick(st.just("card"), st.sampled_from(["missing", 3])),
        "source": pick(st.sampled_from(["reconstruction", "blank"])),
        "rows": rows,
    }
    for field, good, bad in (
        ("back", st.just("card"), st.just("nope")),
        ("size", st.just("poker"), st.sampled_from(["0x0", "1e9x1e9", "nanxnan", "infx1"])),
        ("defaults", st.dictionaries(st.sampled_from(["body", "x"]), TEXT, max_size=3), VALUES),
        (
            "variants",
            st.dictionaries(st.text(max_size=5), st.lists(SCALARS, max_size=3), max_size=2),
            VALUES,
        ),
        ("rows_file", st.nothing(), PATHS),
        ("expected_count", st.integers(0, 10), NUMBERS),
        ("poster", st.booleans(), VALUES),
        ("diagram", st.nothing(), st.sampled_from(["map", "nope"])),
    ):
        if pick.sometimes(4):
            if not good.is_empty:
                deck[field] = pick(good, bad)
            elif pick.wild:
                deck[field] = draw(bad)
    pack: dict[str, Any] = {
        "pack": {"id": pick(st.sampled_from(["fuzz", "a-b"])), "title": draw(TEXT)},
        "palette": {"red": "#aa0000"},
        "layouts": {
            "card": {
                "size": pick(
                    st.sampled_from(["poker", "mini-euro", "30x30"]), st.just("big") | VALUES
                ),
                "boxes": {name: _box(pick) for name in ["a", "b", "c"][: draw(st.integers(0, 3))]},
            }
        },
        "decks": [deck],
    }
    if pick.sometimes():
        pack["sizes"] = {"big": {"w": pick(st.sampled_from([10, 100]), NUMBERS), "h": 20}}
    if pick.wild and pick.sometimes(4):
        pack["fonts"] = {"body": draw(PATHS)}
    if pick.sometimes(4):
        pack["palette"] = {"ink": pick(st.just("#000000"), st.sampled_from(["red", "#12345"]))}
    if pick.sometimes():
        pack["sheets"] = [
            {
                "id": "pad",
                "name": pick(st.just("Pad")),
                "kind": pick(st.sampled_from(["scorepad", "reference", "table"])),
                "title": draw(TEXT),
                "source": "blank",
                "intro": draw(TEXT),
                "columns": pick(st.lists(TEXT, max_size=4)),
                "rows": pick(st.lists(st.lists(TEXT, max_size=3), max_size=3)),
                "blank_rows": pick(st.integers(0, 8), NUMBERS),
            }
        ]
    if pick.wild and pick.sometimes(5):
        pack[draw(st.sampled_from(["data", "pack", "decks", "layouts"]))] = draw(VALUES)
    return pack


def pack_bytes(pack: dict[str, Any], flips: list[int]) -> bytes:
    """The pack as YAML; a few flipped bytes make broken, non-UTF-8 or odd YAML."""
    data = bytearray(yaml.safe_dump(pack, allow_unicode=True, sort_keys=False).encode())
    for i in flips:
        if data:
            data[i % len(data)] ^= 0x80 | (i & 0x7F)
    return bytes(data)


WORDS = st.sampled_from(
    [
        "pick",
        "Ann",
        "Ben",
        "Cy",
        "red",
        "card",
        "rome",
        "carthage",
        "1",
        "2",
        "move",
        "tile",
        "x" * 50,
        "undo",
        "end",
        "pass",
        "\x00",
        "--",
        "-1",
        "999999999999",
        "é",
    ]
)


def _real_log(seed: int, choices: list[int]) -> tuple[dict[str, str], list[str]]:
    """A Carta Imperia log of legal actions (each choice picks one of the legal actions)."""
    from lictor.games import referee_game
    from lictor.rules.game import Seats, apply_checked

    game = referee_game("carta-imperia")
    seats = game.seat("Ann,Ben,Cy")
    state = game.setup(Seats(tuple(seats.items())), seed, False, {})
    words = []
    for choice in choices:
        legal = game.legal_actions(state)
        if not legal:
            break
        action = legal[choice % len(legal)]
        state, _ = apply_checked(game, state, action)
        words.append(game.text(action))
    return seats, words


@st.composite
def exports(draw: st.DrawFn) -> Any:
    """A session export: half of them a real game's log, mutated (an entry dropped, swapped,
    changed, an undo or amend added), half of them synthetic with wrong fields."""
    pick = Picker(draw, draw(st.booleans()))
    seed = draw(st.integers(0, 50))
    entries: list[Any]
    if draw(st.booleans()):
        players, words = _real_log(seed, draw(st.lists(st.integers(0, 99), max_size=12)))
        entries = [{"kind": "act", "words": w} for w in words]
        for _ in range(draw(st.integers(0, 2))):
            op = draw(st.sampled_from(["drop", "swap", "undo", "amend", "word", "dup"]))
            at = draw(st.integers(0, max(len(entries) - 1, 0)))
            if op == "drop" and entries:
                del entries[at]
            elif op == "swap" and len(entries) > 1:
                entries[at], entries[at - 1] = entries[at - 1], entries[at]
            elif op == "undo":
                entries.insert(at, {"kind": "undo"})
            elif op == "amend":
                kept = words[: draw(st.integers(0, len(words)))]
                entries.append(
                    {"kind": "amend", "index": max(len(kept), 1), "words": "", "actions": kept}
                )
            elif op == "word" and entries:
                entries[at] = {
                    "kind": "act",
                    "words": draw(st.lists(WORDS, max_size=4).map(" ".join)),
                }
            elif op == "dup" and entries:
                entries.insert(at, dict(entries[at]))
    else:
        players = dict(
            zip(["red", "blue", "green", "yellow"], ["Ann", "Ben", "Cy", "Di"], strict=False)
        )
        entries = draw(
            st.lists(
                st.fixed_dictionaries(
                    {"kind": pick.strategy(st.sampled_from(["act", "undo", "amend"]))},
                    optional={
                        "words": pick.strategy(st.lists(WORDS, max_size=4).map(" ".join)),
                        "index": pick.strategy(st.integers(-1, 3)),
                        "actions": pick.strategy(
                            st.lists(st.lists(WORDS, max_size=3).map(" ".join), max_size=3)
                        ),
                    },
                ),
                max_size=5,
            )
        )
    doc: dict[str, Any] = {
        "format": pick(st.just("lictor-session")),
        "version": 1,
        "game": pick(st.sampled_from(["carta-imperia", "carta-imperia", "nope"])),
        "players": pick(st.just(players), st.dictionaries(TEXT, TEXT, max_size=11)),
        "seed": pick(st.just(seed), NUMBERS),
        "physical": pick(st.just(False), VALUES),
        "options": pick(
            st.fixed_dictionaries(
                {"scenario": st.just("rise-of-the-republic")},
                optional={"challenging": st.booleans()},
            ),
            st.fixed_dictionaries(
                {"scenario": SCALARS}, optional={"challenging": VALUES, "content": VALUES}
            ),
        ),
        "entries": entries,
    }
    if pick.wild and pick.sometimes(6):
        del doc[draw(st.sampled_from(sorted(doc)))]
    return doc


@dataclass
class Outcome:
    failures: list[str]
    seconds: float
    exits: tuple[int, ...] = ()  # each command's exit code, in order


def _invoke(args: list[str]) -> tuple[int, str, BaseException | None]:
    result = CliRunner().invoke(main, args)
    exc = result.exception
    if isinstance(exc, SystemExit):
        exc = None
    return result.exit_code, result.output, exc


def _judge(label: str, code: int, out: str, exc: BaseException | None) -> list[str]:
    if exc is not None:
        import traceback

        frames = [f for f in traceback.extract_tb(exc.__traceback__) if "lictor" in f.filename]
        at = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
        return [f"{label}: traceback {type(exc).__name__}{at}: {exc!s:.200}"]
    if code not in (0, 2):
        return [f"{label}: exit {code}: {out[-200:]!r}"]
    if "Traceback" in out:
        return [f"{label}: a traceback printed"]
    return []


def _outside(folder: Path, allowed: set[str]) -> list[str]:
    return [
        f"a file outside the output folder: {p.relative_to(folder)}"
        for p in folder.rglob("*")
        if p.relative_to(folder).parts[0] not in allowed
    ]


def run_pack_case(folder: Path, data: bytes, formats: str = "pdf") -> Outcome:
    """`check` and `build` on one pack in an empty ``folder``."""
    started = time.monotonic()
    pack = folder / "pack.yaml"
    pack.write_bytes(data)
    checked = _invoke(["check", str(pack)])
    built = _invoke(["build", str(pack), "-o", str(folder / "out"), "--format", formats])
    failures = _judge("check", *checked) + _judge("build", *built)
    failures += _outside(folder, {"pack.yaml", "out"})
    seconds = time.monotonic() - started
    if seconds > SECONDS:
        failures.append(f"took {seconds:.1f} s")
    return Outcome(failures, seconds, (checked[0], built[0]))


def run_import_case(folder: Path, doc: Any) -> Outcome:
    """`referee import` of one export in an empty ``folder`` (and `status` if it imported)."""
    started = time.monotonic()
    path = folder / "game.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    db = str(folder / "s.sqlite")
    code, out, exc = _invoke(["referee", "--db", db, "import", str(path)])
    failures = _judge("import", code, out, exc)
    if code == 0 and not failures:
        failures += _judge("status", *_invoke(["referee", "--db", db, "status"]))
        failures += _judge("log", *_invoke(["referee", "--db", db, "log"]))
    failures += _outside(folder, {"game.json", "s.sqlite", "s.sqlite-wal", "s.sqlite-shm"})
    seconds = time.monotonic() - started
    if seconds > SECONDS:
        failures.append(f"took {seconds:.1f} s")
    return Outcome(failures, seconds, (code,))


# -- mutations of lictor's own packs ---------------------------------------------------------
BUILTIN = {
    game: Path(__file__).resolve().parents[2] / "lictor" / "games" / folder / "content.yaml"
    for game, folder in [
        ("hannibal-vs-rome", "hannibal"),
        ("imperium", "imperium"),
        ("circus-maximus", "circus_maximus"),
        ("republic-of-rome", "republic_of_rome"),
        ("carta-imperia", "carta_imperia"),
    ]
}


def _leaves(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(node, dict):
        return [path] + [p for k, v in node.items() for p in _leaves(v, (*path, k))]
    if isinstance(node, list):
        return [path] + [p for i, v in enumerate(node) for p in _leaves(v, (*path, i))]
    return [path]


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return doc


@st.composite
def mutated(draw: st.DrawFn, doc: Any, within: tuple[Any, ...] = ()) -> Any:
    """``doc`` (a deep copy) with 1 to 4 of its values (under ``within``) replaced by
    hostile ones: a wrong type, a huge or non-finite number, random Jinja, a path."""
    import copy

    out = copy.deepcopy(doc)
    node = out
    for key in within:
        node = node[key]
    paths = [(*within, *p) for p in _leaves(node) if p]
    for _ in range(draw(st.integers(1, 4))):
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        try:
            out = _set(out, path, draw(st.one_of(SCALARS, SNIPPETS, VALUES, NUMBERS)))
        except (KeyError, IndexError, TypeError):
            continue
        paths = [(*within, *p) for p in _leaves(_get(out, within)) if p]
    return out


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def builtin_doc(game: str) -> Any:
    return yaml.safe_load(BUILTIN[game].read_text(encoding="utf-8"))


def run_builtin_case(folder: Path, game: str, doc: Any) -> Outcome:
    """A built-in pack, mutated, checked and built (PDF) as a user's pack of that game."""
    from lictor.games import diagrams_of

    del diagrams_of  # the game's diagrams are found by the game id: give it as --content
    started = time.monotonic()
    over = folder / "pack.yaml"
    over.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    checked = _invoke(["check", game, "--content", str(over)])
    built = _invoke(["build", game, "--content", str(over), "-o", str(folder / "out")])
    failures = _judge("check", *checked) + _judge("build", *built)
    failures += _outside(folder, {"pack.yaml", "out"})
    seconds = time.monotonic() - started
    if seconds > 60:
        failures.append(f"took {seconds:.1f} s")
    return Outcome(failures, seconds, (checked[0], built[0]))


def run_referee_content_case(folder: Path, doc: Any, moves: list[int]) -> Outcome:
    """`referee new carta-imperia --content` with a mutated pack, then status and a few
    legal actions."""
    started = time.monotonic()
    over = folder / "pack.yaml"
    over.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    db = str(folder / "s.sqlite")
    code, out, exc = _invoke(
        [
            "referee",
            "--db",
            db,
            "new",
            "carta-imperia",
            "--players",
            "Ann,Ben,Cy",
            "--seed",
            "4",
            "--content",
            str(over),
        ]
    )
    failures = _judge("new", code, out, exc)
    exits = [code]
    if code == 0 and not failures:
        for step in moves:
            failures += _judge("status", *_invoke(["referee", "--db", db, "status", "--json"]))
            code, out, exc = _invoke(["referee", "--db", db, "actions", "--json", "--seat", "Ann"])
            failures += _judge("actions", code, out, exc)
            if code != 0 or failures:
                break
            legal = json.loads(out)["actions"]  # `actions --json`: {actions, secret_from}
            if not legal:
                break
            choice = legal[step % len(legal)]
            if "(secret" in choice:
                continue
            code, out, exc = _invoke(["referee", "--db", db, "act", *choice.split()])
            failures += _judge("act", code, out, exc)
            exits.append(code)
    failures += _outside(folder, {"pack.yaml", "s.sqlite", "s.sqlite-wal", "s.sqlite-shm"})
    seconds = time.monotonic() - started
    if seconds > SECONDS:
        failures.append(f"took {seconds:.1f} s")
    return Outcome(failures, seconds, tuple(exits[:1]))
