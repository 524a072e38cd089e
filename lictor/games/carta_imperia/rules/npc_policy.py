"""The NPC Senators' policies composed (Solo & 2-Player Addenda, NPC Action Summary): the
step the game stands at names the policy, beside the phase it plays
(``phases/<phase>/npc.py``); a step no priority list of the Addenda covers falls to the
Addenda's last tie-break (``common_npc.equal_choice``).

A policy is a pure function ``(board, state, npc, offers) -> Decision | None``: ``offers``
are the step's actions naming the NPC that the rules accept (it picks among them, like a
player, and goes through the same checks); None hands the choice to the tie-break."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from lictor.content import cache
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import After, equal_choice
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t
from lictor.lazy import lazy_function
from lictor.rules.npc import Decision

__all__ = ["FREE", "POLICIES", "After", "decide"]

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.tools.npc_buy import lend_policy
    from lictor.games.carta_imperia.rules.phases.tools.npc_pay import pay as pay_policy
    from lictor.games.carta_imperia.rules.phases.tools.npc_reforms import battle_policy
else:
    pay_policy = lazy_function("lictor.games.carta_imperia.rules.phases.tools.npc_pay:pay")
    lend_policy = lazy_function("lictor.games.carta_imperia.rules.phases.tools.npc_buy:lend_policy")
    battle_policy = lazy_function(
        "lictor.games.carta_imperia.rules.phases.tools.npc_reforms:battle_policy"
    )

PHASES = "lictor.games.carta_imperia.rules.phases"
# the phases with an ``npc.py``, each declaring ``POLICIES`` (and perhaps ``FREE``): step ->
# policy; where two declare a step, the later one's (as the dicts were merged before)
PACKAGES = (
    "exploit", "exec", "elections", "extort", "endgame", "expand", "extralegal", "civil_war",
    "scenario_setup", "era", "end_of_era",
)  # fmt: skip
TABLES = ("POLICIES", "FREE")
SHAPE = 1  # the index's own layout: a new one is a new cache key


def _read_index() -> dict[str, dict[str, str]]:
    """Which package's ``npc.py`` declares each step's policy (imports every one: done once,
    then kept in the pack cache, keyed by lictor's version and the fingerprint of its files)."""
    out: dict[str, dict[str, str]] = {table: {} for table in TABLES}
    for package in PACKAGES:
        module = importlib.import_module(f"{PHASES}.{package}.npc")
        for table in TABLES:
            for step in getattr(module, table, {}):
                out[table][step] = package
    return out


def _checked(plain: Any) -> dict[str, dict[str, str]] | None:
    """The kept index, or None for another shape (read again)."""
    if not isinstance(plain, dict) or sorted(plain) != sorted(TABLES):
        return None
    for table in TABLES:
        steps = plain[table]
        if not isinstance(steps, dict) or not all(
            isinstance(k, str) and v in PACKAGES for k, v in steps.items()
        ):
            return None
    return plain


_INDEX: list[dict[str, dict[str, str]]] = []


def _index() -> dict[str, dict[str, str]]:
    if not _INDEX:
        content = f"carta-npc-policies {SHAPE}\n{','.join(PACKAGES)}".encode()
        _INDEX.append(cache.cached("carta-npc-policies", content, _read_index, dict, _checked))
    return _INDEX[0]


class _Policies(Mapping[str, Policy]):
    """Step -> policy, as the phases' ``npc.py`` declare them in ``table``: a step's module is
    imported when its policy is first asked for (issue 27: an NPC deciding at the
    Elections never loads the Civil War's)."""

    def __init__(self, table: str, own: Mapping[str, Policy] | None = None) -> None:
        self._table, self._own = table, dict(own or {})

    def _steps(self) -> dict[str, str]:
        return _index()[self._table]

    def __getitem__(self, step: str) -> Policy:
        if step in self._own:
            return self._own[step]
        package = self._steps()[step]  # KeyError: no policy for the step
        found: Policy = getattr(importlib.import_module(f"{PHASES}.{package}.npc"), self._table)[
            step
        ]
        return found

    def __iter__(self) -> Iterator[str]:
        return iter({**dict.fromkeys(self._steps()), **dict.fromkeys(self._own)})

    def __len__(self) -> int:
        return len({*self._steps(), *self._own})


# the table's tools have no phase of their own: their policies are named here
POLICIES: Mapping[str, Policy] = _Policies("POLICIES", {"pay": pay_policy})  # a payment's mix
# steps an NPC answers without being waited on, while its policy has something to say
FREE: Mapping[str, Policy] = _Policies(
    "FREE",
    {
        "lend": lend_policy,  # the muster: its own Legions committed, Legions sold
        "battle": battle_policy,  # Pilum, the Professional Army before the card
    },
)


def decide(
    board: Board, s: State, npc: str, offers: list[Action], after: After | None = None
) -> Decision:
    """The NPC's decision among ``offers`` (never empty); ``after``: the state an offer
    leads to, for the last tie-break."""
    policy = POLICIES.get(s.step)
    if policy is not None:
        found = policy(board, s, npc, offers)
        if found is not None:
            return found  # HUMAN (npc_types) when a person decides for it
        return equal_choice(board, s, npc, offers, (), after)
    return equal_choice(
        board,
        s,
        npc,
        offers,
        (
            t(
                "the Addenda give no priority for this step ({step}) "
                "(reconstruction: their last tie-break decides)",
                step=s.step,
            ),
        ),
        after,
    )
