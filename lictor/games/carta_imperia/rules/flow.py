"""The procedure's old name: it lives in ``rules/procedure/``, one phase a module (setup,
draft, era, exploit, execs, elections, extort, expand, end_of_era, endgame). Kept so that
``flow.begin_expand`` and the like still name the same functions."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.procedure import *  # noqa: F403
