"""The Solo & 2-Player Addenda's numbers as the pack's ``data.referee.solo`` gives them
(each labelled in the pack: rulebook or reconstruction): the Dealmaking variant's prices the
Addenda leave open, and the Historical variant's Actions, Familiae and sharing price."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SoloRules:
    """The pack's numbers for the Solo & 2-Player Addenda and the Historical variant."""

    # Dealmaking: thumbs down per Legion demanded of an NPC (reconstruction: NPCs sell
    # Legions at 1 Dignitas each, NPC eXpand)
    legion_demanded: int = 1
    # the Historical variant (rulebook): one player, 3 Familiae, 6 Actions an Era shared
    # among them, at most 2 different Actions a Familia, 1 Dignitas per Legion or Bust shared
    familiae: int = 3
    actions: int = 6
    kinds: int = 2
    share_price: int = 1
    # the three Familiae's names when one player plays them all (reconstruction)
    names: tuple[str, ...] = ("Cornelii", "Fabii", "Claudii")


def _number(spec: dict[str, Any], key: str, default: int, low: int, high: int) -> int:
    value = spec.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"solo.{key}: {low} to {high}, got {value!r}")
    return value


def solo_rules(spec: Any) -> SoloRules:
    """The ``data.referee.solo`` mapping (absent: the defaults above)."""
    if not spec:
        return SoloRules()
    if not isinstance(spec, dict):
        raise ValueError("solo: expected a mapping")
    d = SoloRules()
    deal = spec.get("dealmaking") or {}
    hist = spec.get("historical") or {}
    if not isinstance(deal, dict) or not isinstance(hist, dict):
        raise ValueError("solo.dealmaking / solo.historical: expected mappings")
    names = hist.get("names", list(d.names))
    if not isinstance(names, list) or not all(isinstance(n, str) and n.isalnum() for n in names):
        raise ValueError("solo.historical.names: a list of one-word names")
    familiae = _number(hist, "familiae", d.familiae, 2, 6)
    if len(names) < familiae:
        raise ValueError(f"solo.historical.names: {familiae} names needed, got {len(names)}")
    return SoloRules(
        legion_demanded=_number(deal, "legion_demanded", d.legion_demanded, 0, 9),
        familiae=familiae,
        actions=_number(hist, "actions", d.actions, 1, 20),
        kinds=_number(hist, "kinds", d.kinds, 1, 5),
        share_price=_number(hist, "share_price", d.share_price, 0, 9),
        names=tuple(names),
    )
