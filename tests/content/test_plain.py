"""The print engine's plain dataclasses (lictor.content.plain) hold what the schema
(pydantic) accepts, field for field, and the validated-pack cache (lictor.content.stored)
gives back the very pack the validation made."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from lictor.content import plain, schema, stored
from lictor.content.pack import Pack
from lictor.content.validate import validated
from lictor.games import registry

# (plain class, schema model, the schema's fields the plain class leaves out: resolved
# into the Pack or Deck itself)
PAIRS: list[tuple[type, type[BaseModel], set[str]]] = [
    (plain.BoxSpec, schema.BoxSpec, set()),
    (plain.DeckSpec, schema.DeckSpec, {"rows"}),
    (plain.RefSection, schema.RefSection, set()),
    (plain.SheetSpec, schema.SheetSpec, set()),
    (plain.PackInfo, schema.PackInfo, set()),
    (plain.ComponentItem, schema.ComponentItem, set()),
    (plain.ComponentList, schema.ComponentList, set()),
    (plain.PackSpec, schema.PackSpec, {"fonts", "sizes", "palette", "layouts", "decks", "sheets"}),
]


def _plain_defaults(cls: type) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING:
            out[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            out[f.name] = f.default_factory()
        else:
            out[f.name] = ...
    return out


@pytest.mark.parametrize(
    ("cls", "model", "left_out"), PAIRS, ids=lambda p: getattr(p, "__name__", "")
)
def test_the_plain_specs_mirror_the_schema_field_for_field(
    cls: type, model: type[BaseModel], left_out: set[str]
) -> None:
    wanted = {
        name: (... if info.is_required() else info.get_default(call_default_factory=True))
        for name, info in model.model_fields.items()
        if name not in left_out
    }
    assert _plain_defaults(cls) == wanted


def _same(a: Pack, b: Pack) -> None:
    for f in dataclasses.fields(Pack):
        if f.name == "origins":
            assert a.origins.to_plain() == b.origins.to_plain()
        else:
            assert getattr(a, f.name) == getattr(b, f.name), f.name
    for da, db in zip(a.decks, b.decks, strict=True):
        for la, lb in ((da.front, db.front), (da.back, db.back)):
            assert (la and la.origins) == (lb and lb.origins)  # not compared by Layout's ==


@pytest.mark.parametrize("game", sorted(registry()))
def test_a_cached_pack_is_the_pack_its_validation_made(game: str) -> None:
    source = registry()[game].content
    assert isinstance(source, Path)
    pack, problems = validated(source)
    assert problems == [] and pack is not None
    again = stored.restore(stored.dump(pack))
    assert again is not None
    _same(pack, again)
