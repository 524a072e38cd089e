"""A lab's figures from its tally (plain data, the JSON), and the text that says them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from lictor.lab.stats import Comparison, Proportion, two_proportions, wilson
from lictor.lab.tally import Tally

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")


def _rate(p: Proportion) -> dict[str, Any]:
    return {"k": p.k, "n": p.n, "rate": p.p, "low": p.low, "high": p.high}


def _distribution(hist: Mapping[int, int]) -> dict[str, Any] | None:
    n = sum(hist.values())
    if not n:
        return None
    values = sorted(hist)

    def quantile(q: float) -> int:
        seen, target = 0, q * n
        for v in values:
            seen += hist[v]
            if seen >= target:
                return v
        return values[-1]

    return {
        "games": n,
        "mean": sum(v * c for v, c in hist.items()) / n,
        "min": values[0],
        "median": quantile(0.5),
        "p90": quantile(0.9),
        "max": values[-1],
        "histogram": {str(v): hist[v] for v in values},
    }


def figures(t: Tally, seats: Sequence[tuple[str, str]], meta: Mapping[str, Any]) -> dict[str, Any]:
    """Everything the lab measured (``seats``: each seat's side and player, in order)."""
    n = t.games
    out: dict[str, Any] = dict(meta)
    out["games"] = n
    out["unfinished"] = t.unfinished
    out["wins_by_side"] = [
        {"seat": i + 1, "side": side, "player": player, **_rate(wilson(t.wins_seat.get(i, 0), n))}
        for i, (side, player) in enumerate(seats)
    ]
    out["wins_by_turn_order"] = [
        {"position": i + 1, **_rate(wilson(t.wins_order.get(i, 0), n))} for i in range(len(seats))
    ]
    decided = n - t.draws - t.everyone_loses - t.unfinished
    out["wins_of_decided_games"] = [
        {"side": side, **_rate(wilson(min(decided, t.wins_seat.get(i, 0)), decided))}
        for i, (side, _) in enumerate(seats)
    ]
    out["draws"] = _rate(wilson(t.draws, n))
    out["everyone_loses"] = _rate(wilson(t.everyone_loses, n))
    out["shared_wins"] = t.shared
    out["length"] = _distribution(t.lengths)
    out["margin"] = _distribution(t.margins)
    if t.eras:
        out["eras_reached"] = {
            str(e): _rate(wilson(sum(c for k, c in t.eras.items() if k >= e), n))
            for e in range(1, max(t.eras) + 1)
        }
        out["rome_sacked"] = _rate(wilson(t.sacked, n))
    return out


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def rate_text(r: Mapping[str, Any]) -> str:
    """``54.1% ± 1.0%`` (the Wilson interval's half width; the interval itself after)."""
    half = (r["high"] - r["low"]) / 2
    return f"{_pct(r['rate'])} ± {_pct(half)} [{_pct(r['low'])}, {_pct(r['high'])}]"


def lines(f: Mapping[str, Any], unit: str) -> list[str]:
    out = [
        f"{f['title']}: {f['games']:,} {_games(f['games'])}, "
        f"policy {f['policy']}, seed {f['seed']}"
        + (f", variant {f['variant']}" if f.get("variant") else ""),
        "wins by side (95% Wilson intervals):",
    ]
    for w in f["wins_by_side"]:
        out.append(f"  {w['side']:<10} {w['player']:<10} {rate_text(w)}  ({w['k']:,})")
    out.append("wins by turn order:")
    for w in f["wins_by_turn_order"]:
        out.append(f"  {ORDINALS[w['position'] - 1]:<21} {rate_text(w)}  ({w['k']:,})")
    decided = f["wins_of_decided_games"]
    if decided and decided[0]["n"] and decided[0]["n"] != f["games"]:
        n = decided[0]["n"]
        out.append(f"wins of the {n:,} decided {_games(n)} (no draw, no defeat of all):")
        for w in decided:
            out.append(f"  {w['side']:<21} {rate_text(w)}")
    out.append(f"draws: {rate_text(f['draws'])}  ({f['draws']['k']:,})")
    out.append(f"everyone loses: {rate_text(f['everyone_loses'])}  ({f['everyone_loses']['k']:,})")
    if f["shared_wins"]:
        shared = f["shared_wins"]
        out.append(f"shared wins: {shared:,} {_games(shared)} (a win for each sharer)")
    if f["unfinished"]:
        out.append(f"unfinished (stopped at the action limit): {f['unfinished']:,}")
    for key, name in (("length", f"length ({unit})"), ("margin", "score margin")):
        d = f[key]
        if d is None:
            out.append(f"{name}: " + ("no score in this game" if key == "margin" else "none"))
        else:
            out.append(
                f"{name}: mean {d['mean']:.1f}, min {d['min']}, median {d['median']}, "
                f"90% {d['p90']}, max {d['max']}"
            )
    if "eras_reached" in f:
        reached = ", ".join(f"{e} {_pct(r['rate'])}" for e, r in f["eras_reached"].items())
        out.append(f"Era reached: {reached}")
        out.append(f"Rome sacked: {rate_text(f['rome_sacked'])}")
    return out


def _proportion(r: Mapping[str, Any]) -> Proportion:
    return wilson(int(r["k"]), int(r["n"]))


def compare(base: Mapping[str, Any], variant: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Each win, draw and loss rate, variant against base, with the pooled two-proportion
    z-test and Newcombe's interval for the difference."""
    pairs: list[tuple[str, Mapping[str, Any], Mapping[str, Any]]] = []
    for b, v in zip(base["wins_by_side"], variant["wins_by_side"], strict=True):
        pairs.append((f"{b['side']} wins", b, v))
    for b, v in zip(base["wins_by_turn_order"], variant["wins_by_turn_order"], strict=True):
        pairs.append((f"{ORDINALS[b['position'] - 1]} player wins", b, v))
    pairs.append(("draws", base["draws"], variant["draws"]))
    pairs.append(("everyone loses", base["everyone_loses"], variant["everyone_loses"]))
    out = []
    for name, b, v in pairs:
        c: Comparison = two_proportions(_proportion(b), _proportion(v))
        out.append(
            {
                "what": name,
                "base": _rate(c.base),
                "variant": _rate(c.variant),
                "difference": c.difference,
                "difference_low": c.low,
                "difference_high": c.high,
                "z": c.z,
                "p_value": c.p_value,
                "significant": c.significant,
            }
        )
    return out


def comparison_lines(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    out = [
        "variant against base (same seeds; pooled two-proportion z-test, two-sided, 5%; "
        "the difference's 95% interval by Newcombe's hybrid score method):"
    ]
    for r in rows:
        if r["base"]["k"] == r["variant"]["k"] == 0:
            continue
        half_v = (r["variant"]["high"] - r["variant"]["low"]) / 2
        half_b = (r["base"]["high"] - r["base"]["low"]) / 2
        verdict = "significant" if r["significant"] else "not significant"
        out.append(
            f"  {r['what']} {_pct(r['variant']['rate'])} ± {_pct(half_v)} vs "
            f"{_pct(r['base']['rate'])} ± {_pct(half_b)}: {verdict} "
            f"(difference {100 * r['difference']:+.1f}% [{100 * r['difference_low']:+.1f}%, "
            f"{100 * r['difference_high']:+.1f}%], p = {r['p_value']:.3g})"
        )
    return out


def _games(n: int) -> str:
    return "game" if n == 1 else "games"
