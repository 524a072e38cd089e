"""The status lines of the Historical variant (who runs the Familiae, the regions Rome
still lacks) and of a Civil War (the armies and the battle)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.i18n import t, tn


def historical_lines(h: Mapping[str, Any] | None, over: bool = False) -> list[str]:
    """The Historical variant: who runs the Familiae, and the regions Rome still lacks
    (once the game is over the verdict's own lines say them: not twice)."""
    if not h:
        return []
    lines = [
        t(
            "Historical variant: {player} runs every Familia - {actions} Actions shared an "
            "Era, at most {kinds} different a Familia",
            player=h["player"],
            actions=h["actions"],
            kinds=h["kinds"],
        )
    ]
    gaps, total = h["missing"], len(h["regions"])
    if over:
        return lines
    if gaps:
        lines.append(
            t(
                "Still missing for the win ({n} of {total}, by the end of the last Era): {regions}",
                n=len(gaps),
                total=total,
                regions=", ".join(t(g) for g in gaps),
            )
        )
    else:
        lines.append(
            t("Rome controls all {total} regions that could become purple Provinces", total=total)
        )
    return lines


def civil_war_lines(war: Mapping[str, Any] | None) -> list[str]:
    """The Civil War's armies (Leader, place, Legions, Generalship) and the battle."""
    if not war:
        return []
    out = [t("Civil War:")]
    for a in war["armies"]:
        marks = [
            *([t("fortified")] if a["fortified"] else []),
            *([t("moved")] if a["moved"] else []),
            *([t("General killed")] if a["killed"] else []),
            *([t("out of the war")] if a["out"] else []),
        ]
        out.append(
            "  "
            + t(
                "{army} (Faction of {leader}) in {where}: {rome} of Rome, {private} Private, "
                "Generalship {generalship}, {lost} lost",
                army=a["name"],
                leader=a["leader"],
                where=t(a["where"]),
                rome=tn("{n} Legion", "{n} Legions", a["rome"]),
                private=a["private"],
                generalship=a["generalship"],
                lost=tn("{n} Legion", "{n} Legions", a["lost"]),
            )
            + (f" - {', '.join(marks)}" if marks else "")
        )
    b = war["battle"]
    if b:
        battle = t(
            "  Battle in {region}: {attackers} against {defenders}",
            region=t(b["region"]),
            attackers=", ".join(b["attackers"]),
            defenders=", ".join(b["defenders"]),
        )
        if b["cards"]:
            battle += t(" (cards: {cards})", cards=", ".join(b["cards"]))
        out.append(battle)
    return out
