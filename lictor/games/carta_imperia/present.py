"""Carta Imperia as text: the status view (what one seat may see) in lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def setup_summary(view: Mapping[str, Any]) -> list[str]:
    """The Start Cards dealt, which the whole table sees."""
    familiae = view.get("familiae", {})
    if not any(f["start_card"] for f in familiae.values()):
        return []
    dealt = [f"{name} ({f['colour']}): {f['start_card']}" for name, f in familiae.items()]
    return ["Start Cards - " + "; ".join(dealt)]


def describe(view: Mapping[str, Any]) -> list[str]:
    """The table, then one line per Familia, the map, Reforms, score and Generals."""
    players = view.get("players", {})
    lines = [
        f"Session {view['session']} - {view['game']} - "
        + ", ".join(f"{side}: {name}" for side, name in players.items()),
        f"Era {view['era']} of {view['final_era']} - step: {view['step']} - Primus: "
        f"{view['primus'] or '-'} ({view['direction']}) - Legions of Rome: "
        f"{view['legions_of_rome']} - Rome Sacked: {view['rome_sacked']}/3",
    ]
    if view["historical_events"]:
        names = [f"{e['name']} [{e['id']}]" for e in view["historical_events"]]
        lines.append(f"Historical Event: {', '.join(names)}")
    lines.append(
        f"{'Familia':<10} {'Dig':>4} {'Auc':>4} {'Pres':>5} {'Stock':>6} {'Res':>4} "
        f"{'Allied':>7} {'Events':>7}  {'Start Card':<14} Actions / Governs"
    )
    for name, f in view["familiae"].items():
        events = f["draft_events"]
        events = len(events) if isinstance(events, list) else events
        actions = f["actions"]
        acts = " + ".join(actions) if isinstance(actions, list) else f"{actions} hidden"
        govs = ", ".join(f["busts"]["provinces"]) or "-"
        lines.append(
            f"{name:<10} {f['dignitas']:>4} {f['auctoritas']:>4} {f['prestige']:>5} "
            f"{f['busts']['stock']:>6} {f['busts']['reserve']:>4} "
            f"{f['allied_legions'] + f['private_legions']:>7} {events:>7}  "
            f"{f['start_card'] or '-':<14} {acts or '-'} / {govs}"
        )
    for tile in view["map"]:
        parts = []
        for r in tile["regions"]:
            shields = "+".join(f"{n} {k}" for k, n in r["shields"].items()) or "neutral"
            who = f" [{r['governor']}{' REBEL' if r['rebel'] else ''}]" if r["governor"] else ""
            if r.get("province", r["name"]) != r["name"]:
                who += f" (part of {r['province']})"
            parts.append(f"{r['name']} ({shields}){who}")
        mark = " (Romanised)" if tile["romanised"] else ""
        lines.append(f"  {tile['tile']}{mark}: " + "; ".join(parts))
    if view["reforms"]:
        lines.append(
            "Reforms: " + ", ".join(f"{r['name']} ({r['enactor']})" for r in view["reforms"])
        )
    score = view.get("score")
    if score:
        for name, p in score["players"].items():
            lines.append(f"{name}: {p['total']}")
            lines.extend(f"    {line['text']}  [{line['section']}]" for line in p["lines"])
        lines.extend(f"{line['text']}  [{line['section']}]" for line in score["lines"])
    if view["generals"]:
        lines.append(
            "Generals: "
            + ", ".join(
                f"{g['name']} {g['rome'] + g['allied'] + g['private']} Legions"
                for g in view["generals"]
            )
        )
    return lines
