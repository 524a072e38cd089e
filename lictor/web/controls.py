"""A seat's choices as controls that fit the game, for the page's one template macro.

The game's presenter (its ``controls(state, player, options)``, when it has one) turns
some of the seat's legal options into controls (lictor.rules.controls); here each is
checked against those options again - an entry whose words are not a legal option is
dropped, a choice no entry uses is dropped, a control left with nothing is dropped - and
the options no control makes stay buttons. Nothing of any one game here.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from lictor.rules.controls import Control
from lictor.rules.referee import Loaded


def _made(loaded: Loaded, player: str, options: Sequence[str]) -> list[Control]:
    hook = getattr(loaded.game, "controls", None)
    if hook is None:
        return []
    made = hook(loaded.state, player, list(options))
    return [c for c in made if isinstance(c, Control)]


def is_secret(loaded: Loaded, words: str) -> bool:
    verb = words.split()[0].lower() if words.split() else ""
    return verb in loaded.game.secret_verbs


def seat_controls(
    loaded: Loaded, player: str, options: Sequence[str], label: Callable[[str], str]
) -> tuple[list[dict[str, Any]], list[str]]:
    """The controls for ``player``'s ``options`` as plain data for the template, and the
    options that stay buttons. ``label``: an option's words as the seat reads them."""
    legal = set(options)
    out: list[dict[str, Any]] = []
    claimed: set[str] = set()
    for control in _made(loaded, player, options):
        known = [{c.value for c in f.choices} for f in control.fields]
        entries = [
            (values, w)
            for values, w in control.entries
            if w in legal
            and len(values) == len(known)
            and all(x in known[i] for i, x in enumerate(values))
        ]
        if not entries:
            continue
        words = list(dict.fromkeys(w for _, w in entries))
        index = {w: i for i, w in enumerate(words)}
        fields = []
        at: list[dict[str, int]] = []  # per field: a value -> the place of its choice
        for i, f in enumerate(control.fields):
            used = {values[i] for values, _ in entries}
            kept = [c for c in f.choices if c.value in used]
            at.append({c.value: n for n, c in enumerate(kept)})
            choices = [{"value": c.value, "label": c.label, "note": c.note} for c in kept]
            fields.append({"name": f.name, "label": f.label, "choices": choices, "menu": f.menu})
        claimed.update(words)
        # an entry: the place of its choice in each field, then its option's place
        compact = [[*(at[i][x] for i, x in enumerate(v)), index[w]] for v, w in entries]
        out.append(
            {
                "key": control.key,
                "title": control.title,
                "fields": fields,
                "secret": any(is_secret(loaded, w) for w in words),
                "entries": json.dumps(compact, separators=(",", ":")),
                "words": json.dumps(words),
                "labels": json.dumps([label(w) for w in words]),
                "notes": json.dumps([control.notes.get(w, "") for w in words]),
            }
        )
    return out, [o for o in options if o not in claimed]
