"""A lab's picture (`--plot`): win rates with their intervals, and the game lengths.
Drawn with matplotlib, an optional extra (`pip install 'lictor[plot]'`)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from lictor.errors import BadInput

FORMATS = (".svg", ".png")


def check_target(path: Path) -> None:
    if path.suffix.lower() not in FORMATS:
        raise BadInput(f"--plot {path}: the picture is a .svg or a .png file")
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise BadInput("--plot needs matplotlib: pip install 'lictor[plot]'") from None


def plot(base: Mapping[str, Any], variant: Mapping[str, Any] | None, path: Path) -> None:
    """Write the picture of ``base`` (and ``variant`` beside it) to ``path`` whole."""
    check_target(path)
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from lictor.outfile import output_file

    fig = Figure(figsize=(9, 4), layout="constrained")
    wins, lengths = fig.subplots(1, 2)
    runs = [("base", base)] + ([("variant", variant)] if variant else [])
    width = 0.8 / len(runs)
    seen = [int(v) for _, f in runs if f["length"] for v in f["length"]["histogram"]]
    low, high = (min(seen), max(seen)) if seen else (0, 1)
    step = max(1, (high - low + 30) // 30)
    bins = list(range(low, high + step + 1, step))  # the same bins for base and variant
    for k, (name, f) in enumerate(runs):
        rows = [*f["wins_by_side"], {"side": "draw", **f["draws"]}]
        if f["everyone_loses"]["k"]:
            rows.append({"side": "all lose", **f["everyone_loses"]})
        xs = [i + k * width for i in range(len(rows))]
        rates = [100 * r["rate"] for r in rows]
        errors = [
            [100 * (r["rate"] - r["low"]) for r in rows],
            [100 * (r["high"] - r["rate"]) for r in rows],
        ]
        wins.bar(xs, rates, width, yerr=errors, capsize=3, label=name)
        wins.set_xticks([i + width * (len(runs) - 1) / 2 for i in range(len(rows))])
        wins.set_xticklabels([r["side"] for r in rows])
        if f["length"]:
            hist = {int(v): c for v, c in f["length"]["histogram"].items()}
            lengths.hist(list(hist), weights=list(hist.values()), bins=bins, alpha=0.6, label=name)
    wins.set_ylabel("% of games (95% Wilson interval)")
    wins.set_title(f"{base['title']}: {base['games']:,} games, policy {base['policy']}")
    lengths.set_xlabel(f"game length ({base['length_unit']})")
    lengths.set_ylabel("games")
    lengths.set_title("game lengths")
    if variant:
        wins.legend()
        lengths.legend()
    with output_file(path, "--plot") as part:
        fig.savefig(part, format=path.suffix.lower().lstrip("."))
