"""The second audit's cases (issue 23), one per finding: each a pack, a session file or an
input made in a fresh folder, then one or more CLI runs and what each must answer.

Shared by ``test_round2.py`` (every case, in CI, each under a memory cap and a time bound)
and ``benchmarks/hostile_round2.py`` (the same cases, timed and measured).
"""

from __future__ import annotations

import json
import os
import sqlite3
import struct
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tests.conftest import MINI_PACK
from tests.security.isolated import CANARY, CANARY_VAR, Run

PLAYERS = "Ann,Ben,Cy"
WALK = "n.__add__.__globals__[string]._re.enum.sys.modules[os].environ[" + CANARY_VAR + "]"
CONTROL = {chr(c) for c in range(32) if chr(c) not in "\n\t"} | {"\x7f", "\x9b", "\u202e"}


@dataclass
class Step:
    args: list[str]
    code: int = 2
    expect: str = ""
    one_line: bool = True
    seconds: float = 10.0
    check: Callable[[Run, Path], None] | None = None
    before: Callable[[], None] | None = None
    stdin: str | None = None


@dataclass
class Case:
    id: str
    item: int  # the finding's number in the issue
    make: Callable[[Path], list[Step]]
    steps: list[Step] = field(default_factory=list)


def judge(step: Step, run: Run, folder: Path) -> list[str]:
    """What is wrong with one run (nothing, for a pass)."""
    bad: list[str] = []
    if run.error:
        bad.append(f"traceback: {run.error[-400:]}")
    if run.code != step.code:
        bad.append(f"exit {run.code}, expected {step.code}: {run.out[-300:]!r}")
    if CANARY in run.out:
        bad.append("the environment's secret is in the output")
    if "Traceback" in run.out:
        bad.append("a traceback printed")
    if any(c in CONTROL for c in run.out):
        bad.append(f"a control character reached the terminal: {run.out[-200:]!r}")
    if step.one_line and len(run.lines) != 1:
        bad.append(f"{len(run.lines)} lines, expected one: {run.out[-300:]!r}")
    if step.expect and step.expect not in run.out:
        bad.append(f"{step.expect!r} not in {run.out[-300:]!r}")
    if run.seconds > step.seconds:
        bad.append(f"took {run.seconds:.1f} s (bound {step.seconds:g} s)")
    if run.grown_mb > 1024:
        bad.append(f"grew {run.grown_mb:.0f} MB")
    if step.check is not None and not bad:
        try:
            step.check(run, folder)
        except AssertionError as exc:
            bad.append(f"check: {exc}")
    return bad


# -- packs ----------------------------------------------------------------------------------
def _yaml_str(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _mini(folder: Path, body: str = '"A plain card."', extra: str = "") -> Path:
    """The suite's mini pack with ``body`` as its cards' text, ``extra`` appended."""
    path = folder / "pack.yaml"
    path.write_text(MINI_PACK.replace('"A plain card."', body) + extra, encoding="utf-8")
    return path


def _check_build(pack: Path, expect: str, **kw: object) -> list[Step]:
    out = str(pack.parent / "out")
    return [
        # `check` lists every problem (a line each); `build` stops at the first
        Step(["check", str(pack)], expect=expect, one_line=False, **kw),  # type: ignore[arg-type]
        Step(["build", str(pack), "-o", out], expect=expect, check=_no_out, **kw),  # type: ignore[arg-type]
    ]


def _no_out(run: Run, folder: Path) -> None:
    assert not (folder / "out").exists(), "a refused build left its -o folder"


def _image_pack(folder: Path, name: str = "art.png") -> Path:
    box = f'      art: {{kind: image, x: 0, y: 0, w: 20, h: 20, image: "{name}"}}\n'
    text = MINI_PACK.replace("      title: {", box + "      title: {", 1)
    path = folder / "pack.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _png(width: int, height: int, body: bytes | None = None) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    if body is None:
        body = zlib.compress(b"".join(b"\x00" + b"\x80\x20\x20" * width for _ in range(height)))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", body) + chunk(b"IEND", b"")


def ngettext_walk(folder: Path) -> list[Step]:
    body = _yaml_str("{{ ngettext('{" + WALK + "}', 'x', 1) }}")
    return _check_build(_mini(folder, body), "placeholder")


def ngettext_walk_in_csv(folder: Path) -> list[Step]:
    (folder / "rows.csv").write_text(
        "name,qty,text\nA,1,\"{{ ngettext('{" + WALK + "}', 'x', 1) }}\"\n", encoding="utf-8"
    )
    text = MINI_PACK.replace(
        "    rows:\n      - {name: Alpha, qty: 2}\n", "    rows_file: rows.csv\n    rows:\n"
    ).replace("      - {name: Beta, text: \"Two {{ icon('phalanx') }} shields\"}\n", "      []\n")
    pack = folder / "pack.yaml"
    pack.write_text(text, encoding="utf-8")
    return _check_build(pack, "placeholder")


def ngettext_width(folder: Path) -> list[Step]:
    body = _yaml_str("{{ ngettext('{n:999999999}', 'x', 1) }}")
    return _check_build(_mini(folder, body), "placeholder '{n:999999999}' is not allowed")


def eps_image(folder: Path) -> list[Step]:
    marker = folder / "ran"
    eps = f"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n({marker}) (w) file closefile\n"
    (folder / "art.png").write_text(eps, encoding="ascii")  # named .png: judged by content

    def nothing_ran(run: Run, f: Path) -> None:
        assert not marker.exists(), "the PostScript ran"

    steps = _check_build(_image_pack(folder), "not a PNG or JPEG")
    steps[0].check = nothing_ran
    return steps


def builtin_abs_font(folder: Path) -> list[Step]:
    import reportlab

    outside = Path(reportlab.__file__).parent / "fonts" / "hb-test.ttf"
    pack = _mini(folder, extra=f"fonts: {{body: 'builtin:{outside}'}}\n")
    return _check_build(pack, "no built-in font")


def escapes_in_keys(folder: Path) -> list[Step]:
    pack = folder / "pack.yaml"
    pack.write_text(
        MINI_PACK + '"\\e]0;owned\\a\\e[2J\\rOK: 1 deck\\u009b\\u202e": 1\n', encoding="utf-8"
    )
    return [
        Step(["check", str(pack)], expect="unknown field"),
        Step(["check", str(pack), "--json"], one_line=False, expect="\\u001b"),
    ]


def escapes_in_player_names(folder: Path) -> list[Step]:
    db = folder / "s.sqlite"
    steps = [
        Step(
            ["referee", "--db", str(db), "new", "carta-imperia", "--players", PLAYERS],
            code=0,
            one_line=False,
        )
    ]

    def plant(run: Run, f: Path) -> None:
        with sqlite3.connect(db) as conn:
            seats = [["red", "Ann\x1b]0;owned\x07\r"], ["blue", "Ben"], ["green", "Cy\x9b2J"]]
            conn.execute("UPDATE sessions SET seats = ?", (json.dumps(seats),))

    steps[0].check = plant
    steps.append(Step(["referee", "--db", str(db), "list"], code=0, expect="Ann\\u001b]0;owned"))
    steps.append(
        Step(["referee", "--db", str(db), "status"], code=0, one_line=False, expect="Ann\\u001b")
    )
    return steps


def set_block(folder: Path) -> list[Step]:
    body = _yaml_str(
        "{% set x %}{% for i in range(1000) %}{% for j in range(1000) %}"
        + "a" * 200
        + "{% endfor %}{% endfor %}{% endset %}{{ x | length }}"
    )
    return _check_build(_mini(folder, body), "`set ... endset` is not allowed")


def filter_block(folder: Path) -> list[Step]:
    body = _yaml_str(
        "{% filter upper %}{% for i in range(1000) %}{% for j in range(1000) %}"
        + "a" * 200
        + "{% endfor %}{% endfor %}{% endfilter %}"
    )
    return _check_build(_mini(folder, body), "`filter` is not allowed")


def xlsx_entities(folder: Path) -> list[Step]:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["name", "qty", "text"])
    sheet.append(["A", 1, "shared"])
    plain = folder / "plain.xlsx"
    book.save(plain)
    lol = "".join(f'<!ENTITY e{i} "{f"&e{i - 1};" * 10}">' for i in range(1, 9))
    doctype = '<!DOCTYPE worksheet [<!ENTITY e0 "lollollollol">' + lol + "]>"
    with zipfile.ZipFile(plain) as src, zipfile.ZipFile(folder / "rows.xlsx", "w") as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename.endswith("sheet1.xml"):  # one cell of a billion laughs
                data = (doctype + data.decode().replace("<t>shared</t>", "<t>&e8;</t>")).encode()
            dst.writestr(info, data, zipfile.ZIP_DEFLATED)
    text = MINI_PACK.replace(
        "    rows:\n      - {name: Alpha, qty: 2}\n",
        "    rows_file: rows.xlsx\n    rows:\n      - {name: Alpha, qty: 2}\n",
    )
    pack = folder / "pack.yaml"
    pack.write_text(text, encoding="utf-8")
    return _check_build(pack, "declares XML entities")


def tiny_card(folder: Path) -> list[Step]:
    text = MINI_PACK.replace("size: poker", "size: 0.01x0.01")
    return _check_build(_write(folder, text), "at least 5")


def _write(folder: Path, text: str, name: str = "pack.yaml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def png_169_megapixels(folder: Path) -> list[Step]:
    (folder / "art.png").write_bytes(_png(13_000, 13_000, zlib.compress(b"\x00" * 400_000)))
    return _check_build(_image_pack(folder), "169 million")


def png_50000_square(folder: Path) -> list[Step]:
    (folder / "art.png").write_bytes(_png(50_000, 50_000, zlib.compress(b"\x00" * 1000)))
    return _check_build(_image_pack(folder), "2,500 million")


def font_3_gb(folder: Path) -> list[Step]:
    with (folder / "big.ttf").open("wb") as fh:  # sparse: takes no disk
        fh.truncate(3 * 2**30)
    return _check_build(_mini(folder, extra="fonts: {body: big.ttf}\n"), "a font may have 40 MB")


def yaml_aliased_string(folder: Path) -> list[Step]:
    text = "pack: {id: a, title: A}\nx: &big " + "y" * 1_000_000 + "\ndata:\n"
    text += "".join(f"  k{i}: *big\n" for i in range(100))
    return _check_build(_write(folder, text), "characters of text", seconds=5)


def yaml_sexagesimal(folder: Path) -> list[Step]:
    text = "pack: {id: a, title: A}\ndata: {n: " + ":".join(["59"] * 600_000) + "}\n"
    return _check_build(_write(folder, text), "base-60 number", seconds=5)


def yaml_flat_list(folder: Path) -> list[Step]:
    text = "pack: {id: a, title: A}\ndata:\n  l:\n" + "  - 1\n" * 330_000
    return _check_build(_write(folder, text), "more than 200,000 values", seconds=5)


def _lower_pack_seconds() -> None:
    from lictor.generators import budget

    budget.PACK_SECONDS = 1.5  # the whole pack's bound, lowered so the case is quick


def pack_work_bound(folder: Path) -> list[Step]:
    """Many faces each well within their own 2 s: the whole pack's bound stops them."""
    slow = "{% for i in range(1000) %}{% for j in range(300) %}{% endfor %}{% endfor %}"
    rows = "".join(f"      - {{name: R{i}}}\n" for i in range(200))
    text = MINI_PACK.replace('"A plain card."', _yaml_str(slow + "ok")).replace(
        "      - {name: Alpha, qty: 2}\n", rows
    )
    pack = _write(folder, text)
    out = str(folder / "out")
    return [
        Step(
            ["check", str(pack)],
            expect="the pack's work bound: making its faces took more than 1.5 s",
            one_line=False,
            before=_lower_pack_seconds,
        ),
        Step(
            ["build", str(pack), "-o", out],
            expect="the pack's work bound",
            before=_lower_pack_seconds,
        ),
    ]


def damaged_png(folder: Path) -> list[Step]:
    """A PNG whose header is right and whose pixels are not: `check` must draw it."""
    (folder / "art.png").write_bytes(_png(40, 40, b"not zlib data at all" * 5))
    return _check_build(_image_pack(folder), "image art.png: cannot be read")


def bad_bool(folder: Path) -> list[Step]:
    return _check_build(_mini(folder, "!!bool maybe"), "bad value for bool")


def hex_bigint(folder: Path) -> list[Step]:
    return _check_build(
        _write(folder, MINI_PACK.replace("size: 12", "size: 0x" + "f" * 5000)),
        "more than 40 digits",
    )


def deep_filter_chain(folder: Path) -> list[Step]:
    return _check_build(
        _mini(folder, _yaml_str("{{ 'a'" + " | e" * 4000 + " }}")), "nested too deeply"
    )


def bleed_nan(folder: Path) -> list[Step]:
    pack = _mini(folder)
    return [
        Step(["build", str(pack), "--bleed", "nan", "-o", str(folder / "out")], expect="--bleed")
    ]


def out_empty(folder: Path) -> list[Step]:
    return [
        Step(
            ["build", str(_mini(folder)), "-o", ""], expect="not an empty name", check=_nothing_here
        )
    ]


def _nothing_here(run: Run, folder: Path) -> None:
    assert sorted(p.name for p in folder.iterdir()) == ["pack.yaml"], "wrote into the folder"


def allow_nonexistent(folder: Path) -> list[Step]:
    return [
        Step(
            ["check", str(_mini(folder)), "--allow-path", "/nonexistent/folder"],
            expect="does not exist",
        )
    ]


def duplicate_keys(folder: Path) -> list[Step]:
    text = MINI_PACK.replace("layouts:\n", "layouts:\n  card:\n    size: tarot\n", 1)
    return _check_build(_write(folder, text), "is given twice (lines 3 and 5)")


def hard_link(folder: Path) -> list[Step]:
    outside = folder / "outside"
    outside.mkdir()
    (outside / "secret.png").write_bytes(_png(4, 4))
    inside = folder / "pack"
    inside.mkdir()
    os.link(outside / "secret.png", inside / "art.png")
    return _check_build(_image_pack(inside), "is a hard link")


def svg_embeds_images(folder: Path) -> list[Step]:
    (folder / "art.png").write_bytes(_png(4, 4))
    pack = _image_pack(folder)

    def embedded(run: Run, f: Path) -> None:
        svgs = list((f / "out").rglob("*-front.svg"))
        assert svgs, "no SVG written"
        text = svgs[0].read_text(encoding="utf-8")
        assert "data:image/png;base64," in text and "file:" not in text, (
            "image linked, not embedded"
        )

    return [
        Step(
            ["build", str(pack), "--format", "svg", "-o", str(folder / "out")],
            code=0,
            one_line=False,
            check=embedded,
        )
    ]


# -- referee inputs and session files --------------------------------------------------------
def _new(db: Path, seed: int = 3) -> Step:
    return Step(
        [
            "referee",
            "--db",
            str(db),
            "new",
            "carta-imperia",
            "--players",
            PLAYERS,
            "--seed",
            str(seed),
        ],
        code=0,
        one_line=False,
    )


def act_superscript(folder: Path) -> list[Step]:
    db = folder / "s.sqlite"
    return [_new(db), Step(["referee", "--db", str(db), "act", "pass", "²"], expect="not a number")]


def act_5000_digits(folder: Path) -> list[Step]:
    db = folder / "s.sqlite"
    return [
        _new(db),
        Step(["referee", "--db", str(db), "act", "pass", "9" * 5000], expect="out of range"),
    ]


def import_seed_5000_digits(folder: Path) -> list[Step]:
    doc = (
        '{"format": "lictor-session", "version": 2, "game": "carta-imperia", "seed": '
        + "7" * 5000
        + "}"
    )
    (folder / "game.json").write_text(doc, encoding="utf-8")
    return [
        Step(
            ["referee", "--db", str(folder / "s.sqlite"), "import", str(folder / "game.json")],
            expect="a number too long",
        )
    ]


def db_fifo(folder: Path) -> list[Step]:
    os.mkfifo(folder / "pipe")
    return [
        Step(
            ["referee", "--db", str(folder / "pipe"), "status"],
            expect="not a regular file",
            seconds=5,
        )
    ]


def _sessions(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT count(*) FROM sessions").fetchone()[0])


def planted_trigger(folder: Path) -> list[Step]:
    db = folder / "s.sqlite"
    first, second = _new(db, 3), _new(db, 4)

    def plant(run: Run, f: Path) -> None:
        with sqlite3.connect(db) as conn:
            conn.execute(
                "CREATE TRIGGER wipe AFTER INSERT ON entries BEGIN DELETE FROM sessions; END"
            )

    second.check = plant

    def intact(run: Run, f: Path) -> None:
        assert _sessions(db) == 2, "the trigger deleted sessions"

    return [
        first,
        second,
        Step(["referee", "--db", str(db), "act", "pass"], expect="a trigger 'wipe'", check=intact),
    ]


def planted_view(folder: Path) -> list[Step]:
    db = folder / "s.sqlite"
    first = _new(db)

    def plant(run: Run, f: Path) -> None:
        with sqlite3.connect(db) as conn:
            conn.execute("CREATE VIEW v AS SELECT * FROM sessions")

    first.check = plant
    return [first, Step(["referee", "--db", str(db), "status"], expect="a view 'v'")]


def seq_at_the_limit(folder: Path) -> list[Step]:
    db = folder / "s.sqlite"
    return [
        _new(db),
        Step(
            ["referee", "--db", str(db), "act", *_first_action(db)],
            code=0,
            one_line=False,
            check=_seq_max,
        ),
        Step(["referee", "--db", str(db), "status"], expect="damaged"),
    ]


def _first_action(db: Path) -> list[str]:
    return ["--seat", "Ann", "pick", "Ann", "caesar"]  # seed 3: Ann's hand holds Caesar


def _seq_max(run: Run, folder: Path) -> None:
    with sqlite3.connect(folder / "s.sqlite") as conn:
        conn.execute("UPDATE entries SET seq = 9223372036854775807")


def one_bad_entry(folder: Path) -> list[Step]:
    db = folder / "s.sqlite"

    def edit(run: Run, f: Path) -> None:
        with sqlite3.connect(db) as conn:
            conn.execute(
                'UPDATE entries SET payload = \'{"words": "pick Ann nonsense"}\' WHERE seq = 1'
            )

    acted = Step(
        ["referee", "--db", str(db), "act", "--seat", "Ann", "pick", "Ann", "caesar"],
        code=0,
        one_line=False,
        check=edit,
    )

    def exported(run: Run, f: Path) -> None:
        data = json.loads(run.out)
        assert data["entries"][0]["words"] == "pick Ann nonsense", data["entries"]

    return [
        _new(db),
        acted,
        Step(["referee", "--db", str(db), "log"], code=0, one_line=False, expect="does not replay"),
        Step(["referee", "--db", str(db), "export"], code=0, one_line=False, check=exported),
    ]


def unreadable_entry(folder: Path) -> list[Step]:
    db = folder / "s.sqlite"

    def edit(run: Run, f: Path) -> None:
        with sqlite3.connect(db) as conn:
            conn.execute("UPDATE entries SET payload = '{not json' WHERE seq = 1")

    return [
        _new(db),
        Step(
            ["referee", "--db", str(db), "act", "--seat", "Ann", "pick", "Ann", "caesar"],
            code=0,
            one_line=False,
            check=edit,
        ),
        Step(
            ["referee", "--db", str(db), "log"], code=0, one_line=False, expect="<unreadable entry>"
        ),
        Step(
            ["referee", "--db", str(db), "export"],
            code=0,
            one_line=False,
            expect='"damaged": "{not json"',
        ),
    ]


def _export(folder: Path, entries: list[dict[str, object]]) -> Path:
    doc = {
        "format": "lictor-session",
        "version": 2,
        "game": "carta-imperia",
        "players": {"red": "Ann", "blue": "Ben", "green": "Cy"},
        "seed": 3,
        "physical": False,
        "options": {"scenario": "full", "challenging": False},
        "entries": entries,
    }
    path = folder / "game.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def import_redo_without_undo(folder: Path) -> list[Step]:
    path = _export(
        folder, [{"kind": "act", "words": "pick Ann caesar"}, {"kind": "redo", "index": 1}]
    )
    return [
        Step(
            ["referee", "--db", str(folder / "s.sqlite"), "import", str(path)],
            expect="a redo with nothing undone",
        )
    ]


def import_undo_of_nothing(folder: Path) -> list[Step]:
    path = _export(folder, [{"kind": "undo", "index": 0}])
    return [
        Step(
            ["referee", "--db", str(folder / "s.sqlite"), "import", str(path)],
            expect="an undo with nothing to undo",
        )
    ]


def import_stores_canonical_words(folder: Path) -> list[Step]:
    path = _export(folder, [{"kind": "act", "words": "PICK ann CAESAR", "actor": "table"}])
    db = str(folder / "s.sqlite")

    def canonical(run: Run, f: Path) -> None:
        with sqlite3.connect(f / "s.sqlite") as conn:
            payload = conn.execute("SELECT payload FROM entries").fetchone()[0]
        assert json.loads(payload)["words"] == "pick Ann caesar", payload

    return [Step(["referee", "--db", db, "import", str(path)], code=0, check=canonical)]


CASES = [
    Case("ngettext-walks-to-environ", 1, ngettext_walk),
    Case("ngettext-walk-in-csv-cell", 1, ngettext_walk_in_csv),
    Case("eps-named-png", 2, eps_image),
    Case("builtin-font-absolute-path", 3, builtin_abs_font),
    Case("escapes-in-yaml-keys", 4, escapes_in_keys),
    Case("escapes-in-player-names", 4, escapes_in_player_names),
    Case("ngettext-format-width", 5, ngettext_width),
    Case("set-block-1gb", 5, set_block),
    Case("filter-block-1gb", 5, filter_block),
    Case("xlsx-entity-bomb", 5, xlsx_entities),
    Case("card-0.01mm", 5, tiny_card),
    Case("png-169-megapixels", 5, png_169_megapixels),
    Case("png-50000-square", 5, png_50000_square),
    Case("font-3-gb", 5, font_3_gb),
    Case("yaml-aliased-1mb-string", 6, yaml_aliased_string),
    Case("yaml-sexagesimal-2mb", 6, yaml_sexagesimal),
    Case("yaml-flat-list-2mb", 6, yaml_flat_list),
    Case("pack-work-bound", 6, pack_work_bound),
    Case("png-damaged-pixels", 7, damaged_png),
    Case("yaml-bool-maybe", 8, bad_bool),
    Case("yaml-hex-bigint", 8, hex_bigint),
    Case("deep-filter-chain", 8, deep_filter_chain),
    Case("bleed-nan", 8, bleed_nan),
    Case("act-superscript-digit", 8, act_superscript),
    Case("act-5000-digits", 8, act_5000_digits),
    Case("import-5000-digit-seed", 8, import_seed_5000_digits),
    Case("db-fifo", 8, db_fifo),
    Case("session-planted-trigger", 9, planted_trigger),
    Case("session-planted-view", 9, planted_view),
    Case("session-seq-2^63-1", 9, seq_at_the_limit),
    Case("session-one-edited-entry", 10, one_bad_entry),
    Case("session-unreadable-entry", 10, unreadable_entry),
    Case("import-redo-without-undo", 10, import_redo_without_undo),
    Case("import-undo-of-nothing", 10, import_undo_of_nothing),
    Case("import-canonical-words", 10, import_stores_canonical_words),
    Case("pack-hard-link", 11, hard_link),
    Case("svg-embeds-images", 11, svg_embeds_images),
    Case("build-o-empty", 11, out_empty),
    Case("allow-path-nonexistent", 11, allow_nonexistent),
    Case("yaml-duplicate-keys", 11, duplicate_keys),
]
