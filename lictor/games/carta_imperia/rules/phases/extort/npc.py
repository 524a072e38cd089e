"""NPC policy placeholder."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.npc_types import Policy

POLICIES: dict[str, Policy] = {}
