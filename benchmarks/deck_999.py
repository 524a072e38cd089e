"""Benchmark: a 999-card poker deck, 9-up on A4, title + two wrapped lines in an embedded TTF.

Compares lictor with a plain reportlab script doing the same (canvas + Paragraph in a
Frame), and times the whole Carta Imperia kit. Each run is a fresh process, so peak
memory (max RSS) includes the interpreter and imports, as a user would see it.

    python benchmarks/deck_999.py            # prints a table
    python benchmarks/deck_999.py --json     # the same as data
    python benchmarks/deck_999.py carta      # leave a run out (baseline, lictor, cli, carta)
    python benchmarks/deck_999.py --pairs 10 # baseline and cli alternated 10 times: the CPU
                                             # ratio of each pair, its median and spread
    python benchmarks/deck_999.py --pairs 10 --base /work/wt/base   # and a base tree's cli
                                             # (its own PYTHONPATH) in each round too

The cli runs build one pack folder again and again, after one build not timed, as a maker
rebuilds a pack: the validated pack is then read from the pack cache (``LICTOR_CACHE_DIR``
in that folder). ``cli-first`` times the first build of a new folder (the pack validated).

Every child runs with Python's bytecode cache on (``PYTHONDONTWRITEBYTECODE`` unset), as an
installed lictor has its ``.pyc`` files (pip writes them; the libraries' are in the venv
already): else each run compiles lictor's ~100 modules from source, which no user pays.
``LICTOR_BENCH_PYC=0`` keeps the environment as it is.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CARDS = int(os.environ.get("LICTOR_BENCH_CARDS", "999"))
TEXT = "Gain 2 Dignitas when you win a campaign against a region with phalanx shields."

PACK = """\
pack: {id: bench, title: Benchmark}
layouts:
  card:
    size: poker
    boxes:
      title: {x: 5, y: 5, w: 53, h: 9, text: "{{ name }}", font: title, size: 12}
      body: {x: 5, y: 18, w: 53, h: 20, text: "{{ text }}", size: 9, min_size: 6}
decks:
  - id: deck
    name: Deck
    layout: card
    source: blank
    rows_file: rows.csv
"""


def child_env(**more: str) -> dict[str, str]:
    env = {**os.environ, **more}
    if os.environ.get("LICTOR_BENCH_PYC", "1") != "0":
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_lictor(folder: Path) -> Path:
    from lictor.content.loader import load_pack
    from lictor.generators.kit import BuildOptions, build_kit

    (folder / "pack.yaml").write_text(PACK)
    with (folder / "rows.csv").open("w") as fh:
        fh.write("name,qty,text\n")
        for i in range(CARDS):
            fh.write(f"Card {i + 1},1,{TEXT}\n")
    pack = load_pack(folder / "pack.yaml")
    written = build_kit(
        pack, BuildOptions(out_dir=folder / "out", duplex="none", sheet_footer=False)
    )
    return written[0].path


def run_baseline(folder: Path) -> Path:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen.canvas import Canvas
    from reportlab.platypus import Frame, Paragraph

    from lictor.generators.fonts import BUILTIN_DIR

    pdfmetrics.registerFont(TTFont("Vera", str(BUILTIN_DIR / "Vera.ttf")))
    pdfmetrics.registerFont(TTFont("VeraBd", str(BUILTIN_DIR / "VeraBd.ttf")))
    title = ParagraphStyle("t", fontName="VeraBd", fontSize=12, leading=14)
    body = ParagraphStyle("b", fontName="Vera", fontSize=9, leading=11)
    path = folder / "baseline.pdf"
    c = Canvas(str(path), pagesize=A4)
    w, h = 63 * mm, 88 * mm
    for i in range(CARDS):
        slot = i % 9
        if i and slot == 0:
            c.showPage()
        col, row = slot % 3, slot // 3
        x = 4.5 * mm + col * (w + 6 * mm)
        y = A4[1] - 10.5 * mm - (row + 1) * h - row * 6 * mm
        frame = Frame(
            x + 5 * mm,
            y,
            w - 10 * mm,
            h - 5 * mm,
            showBoundary=0,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        )
        frame.addFromList([Paragraph(f"Card {i + 1}", title), Paragraph(TEXT, body)], c)
    c.save()
    return path


def run_carta(folder: Path) -> Path:
    from lictor.content.loader import load_pack
    from lictor.games import diagrams_of, registry
    from lictor.generators.kit import BuildOptions, build_kit

    written = build_kit(
        load_pack(registry()["carta-imperia"].content),
        BuildOptions(out_dir=folder, diagrams=diagrams_of("carta-imperia")),
    )
    return written[-1].path


def child(kind: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        path = {"lictor": run_lictor, "baseline": run_baseline, "carta": run_carta}[kind](Path(tmp))
        wall = time.perf_counter() - start
        size = path.stat().st_size
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(
        json.dumps(
            {"kind": kind, "seconds": wall, "peak_mb": peak_kb / 1024, "pdf_kb": size / 1024}
        )
    )


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_cli(folder: Path, tree: Path | None = None) -> dict[str, float]:
    """`lictor build pack.yaml` as a user types it: a fresh process, the CLI's own imports
    (``tree``: that source tree's lictor, first on PYTHONPATH)."""
    if not (folder / "pack.yaml").exists():
        (folder / "pack.yaml").write_text(PACK)
        with (folder / "rows.csv").open("w") as fh:
            fh.write("name,qty,text\n")
            for i in range(CARDS):
                fh.write(f"Card {i + 1},1,{TEXT}\n")
    out = folder / "out"
    env = child_env(LICTOR_CACHE_DIR=str(folder / "cache"))
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    cmd = [sys.executable, "-m", "lictor", "build", str(folder / "pack.yaml")]
    subprocess.run(
        [*cmd, "--duplex", "none", "-o", str(out)], check=True, capture_output=True, env=env
    )
    pdf = out / "bench-cards.pdf"
    return {"pdf_kb": pdf.stat().st_size / 1024}


def measure(
    kind: str, repeat: int = 5, folder: Path | None = None, tree: Path | None = None
) -> dict[str, float]:
    best: dict[str, float] | None = None
    with tempfile.TemporaryDirectory() as tmp:
        kept = folder or Path(tmp)
        if kind == "cli":
            run_cli(kept, tree)  # the first build (validates, fills the cache): not timed
        for _ in range(repeat):
            best = _better(best, _once(kind, kept, tree))
    assert best is not None
    return best


def _better(best: dict[str, float] | None, result: dict[str, float]) -> dict[str, float]:
    return result if best is None or result["seconds"] < best["seconds"] else best


def _once(kind: str, kept: Path, tree: Path | None) -> dict[str, float]:
    start = time.perf_counter()
    cpu = _cpu()
    if kind in ("cli", "cli-first"):
        if kind == "cli-first":
            with tempfile.TemporaryDirectory() as tmp:
                result: dict[str, float] = {**run_cli(Path(tmp), tree), "peak_mb": 0.0}
        else:
            result = {**run_cli(kept, tree), "peak_mb": 0.0}
        result["seconds"] = time.perf_counter() - start
        result["kind"] = kind  # type: ignore[assignment]
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        result["peak_mb"] = peak  # the largest child so far (an upper bound)
    else:
        out = subprocess.run(
            [sys.executable, __file__, "--child", kind],
            check=True,
            capture_output=True,
            text=True,
            env=child_env(),
        ).stdout
        result = json.loads(out)
    total = time.perf_counter() - start
    result["cpu_seconds"] = _cpu() - cpu
    result["process_seconds"] = total
    return result


def pairs(n: int, base_tree: Path | None = None) -> None:
    """Baseline, then the CLI (and the base tree's CLI), ``n`` times: one round's runs see
    about the same load, so the spread of the rounds' CPU ratios shows how far the load
    moves a single ratio."""
    import statistics

    ratios: dict[str, list[float]] = {"cli": [], "base cli": []}
    loads = []
    with tempfile.TemporaryDirectory() as tmp:
        mine, theirs = Path(tmp) / "this", Path(tmp) / "base"
        mine.mkdir()
        theirs.mkdir()
        run_cli(mine)  # the first builds: not timed
        if base_tree is not None:
            run_cli(theirs, base_tree)
        for i in range(n):
            loads.append(os.getloadavg()[0])
            base = _once("baseline", mine, None)["cpu_seconds"]
            cli = _once("cli", mine, None)["cpu_seconds"]
            ratios["cli"].append(cli / base)
            line = f"round {i + 1:2}: baseline {base:.2f} s, cli {cli:.2f} s ({cli / base:.2f}x)"
            if base_tree is not None:
                old = _once("cli", theirs, base_tree)["cpu_seconds"]
                ratios["base cli"].append(old / base)
                line += f", base cli {old:.2f} s ({old / base:.2f}x)"
            print(line + " CPU", flush=True)
    for name, got in ratios.items():
        if not got:
            continue
        q = statistics.quantiles(got, n=4) if n >= 2 else [got[0]] * 3
        print(
            f"{name} / baseline CPU: median {statistics.median(got):.2f}x, quartiles "
            f"{q[0]:.2f}-{q[2]:.2f}x, range {min(got):.2f}-{max(got):.2f}x over {n} rounds"
        )
    print(f"load average {min(loads):.1f}-{max(loads):.1f} ({os.cpu_count()} cores)")


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        child(sys.argv[2])
        return
    if len(sys.argv) >= 3 and sys.argv[1] == "--pairs":
        given = sys.argv[sys.argv.index("--base") + 1] if "--base" in sys.argv else None
        pairs(int(sys.argv[2]), Path(given) if given else None)
        return
    kinds = [k for k in ("baseline", "lictor", "cli", "cli-first", "carta") if k not in sys.argv]
    results = [measure(k) for k in kinds]
    if "--json" in sys.argv:
        print(json.dumps(results, indent=2))
        return
    print(f"{'run':<10}{'build s':>9}{'process s':>11}{'CPU s':>8}{'peak MB':>9}{'PDF KB':>9}")
    for r in results:
        print(
            f"{r['kind']:<10}{r['seconds']:>9.2f}{r['process_seconds']:>11.2f}"
            f"{r['cpu_seconds']:>8.2f}{r['peak_mb']:>9.1f}{r['pdf_kb']:>9.1f}"
        )
    by = {str(r["kind"]): r for r in results}
    base = by.get("baseline")
    for kind in ("lictor", "cli", "cli-first"):
        if base and kind in by:
            ratio = by[kind]["cpu_seconds"] / base["cpu_seconds"]
            print(f"{kind} / baseline CPU time (whole process): {ratio:.2f}x")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} (2 cores)")


if __name__ == "__main__":
    main()
