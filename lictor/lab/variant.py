"""A variant: a content pack over a game's own, checked as a kit pack is (`lictor check
GAME --content PACK.yaml`), then read by the game's rules; refused in one line."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def read_variant(game_id: str, path: Path) -> Any:
    """The variant pack's raw document, once it passed the kit's checks (PackError: the
    first problem with its file:line)."""
    from lictor.content.loader import load_pack
    from lictor.errors import BadInput
    from lictor.games import pack_source
    from lictor.rules.inputs import read_input

    if not path.is_file():
        raise BadInput(f"--variant {path}: no such file")
    load_pack(pack_source(game_id), [path])
    raw, _ = read_input(str(path))
    if not isinstance(raw, dict):
        raise BadInput(f"{path}: a variant is a content pack (a mapping: pack, decks, data)")
    return raw


def merge_data(base: Any, over: Any) -> Any:
    """``over`` merged over ``base``: mappings key by key, anything else replaced whole
    (as a kit's ``--content`` merges a pack's data)."""
    if isinstance(base, dict) and isinstance(over, dict):
        out = dict(base)
        for k, v in over.items():
            out[k] = merge_data(base[k], v) if k in base else v
        return out
    return over
