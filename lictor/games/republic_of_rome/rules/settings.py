"""The pack's rule settings: the summary's constants and lictor's labelled readings where
it is silent (``data.rules`` in content.yaml), which a table overrides with ``--content``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from lictor.errors import BadInput
from lictor.i18n import t

PACK = Path(__file__).resolve().parent.parent / "content.yaml"
BASE_PARTS = ("influence", "oratory", "loyalty", "target_talents", "in_a_faction")


class BaseWeights(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    influence: int = Field(ge=-20, le=20)
    oratory: int = Field(ge=-20, le=20)
    loyalty: int = Field(ge=-20, le=20)
    target_talents: int = Field(ge=-20, le=20)
    in_a_faction: int = Field(ge=-99, le=99)


class _Values(BaseModel):
    """What a setting may hold (a table's override is checked by the same model)."""

    model_config = ConfigDict(extra="forbid")
    persuasion_base: BaseWeights
    persuasion_always_fails_from: int | None = Field(ge=2, le=13)
    revenue_senator: int = Field(ge=0, le=99)
    revenue_leader: int = Field(ge=0, le=99)
    revenue_knight: int = Field(ge=0, le=99)
    revenue_paid_to: Literal["personal", "faction"]
    spoils_die: int = Field(ge=1, le=100)
    spoils_make_corrupt: bool
    governor_term: int = Field(ge=1, le=9)
    prosecution_tie: Literal["acquit", "convict"]
    influence_floor: int = Field(ge=-99, le=99)
    popularity_floor: int = Field(ge=-99, le=99)
    minor_penalty_popularity: int = Field(ge=0, le=99)
    minor_penalty_influence: int = Field(ge=0, le=99)
    minor_per_turn: int = Field(ge=1, le=9)
    wars_lost_at: int = Field(ge=1, le=99)
    bankrupt_below: int = Field(ge=-999, le=999)
    rebel_transfers: Literal["faction", "senator"]


@dataclass(frozen=True)
class Weights:
    """The base number's weights (kept as a plain dataclass so a state can hold it)."""

    influence: int
    oratory: int
    loyalty: int
    target_talents: int
    in_a_faction: int


@dataclass(frozen=True)
class Settings:
    persuasion_base: Weights
    persuasion_always_fails_from: int | None
    revenue_senator: int
    revenue_leader: int
    revenue_knight: int
    revenue_paid_to: str
    spoils_die: int
    spoils_make_corrupt: bool
    governor_term: int
    prosecution_tie: str
    influence_floor: int
    popularity_floor: int
    minor_penalty_popularity: int
    minor_penalty_influence: int
    minor_per_turn: int
    wars_lost_at: int
    bankrupt_below: int
    rebel_transfers: str = "faction"

    def is_reconstruction(self, name: str) -> bool:
        return _meta()[name].get("source") == "reconstruction"

    def section(self, name: str) -> str:
        return str(_meta()[name].get("section", ""))


@lru_cache(maxsize=1)
def _meta() -> dict[str, dict[str, Any]]:
    from lictor.rules.inputs import read_input

    data, _ = read_input(str(PACK))
    rules: dict[str, dict[str, Any]] = data["data"]["rules"]
    return rules


def names() -> tuple[str, ...]:
    return tuple(f.name for f in fields(Settings))


def reconstructions() -> dict[str, Any]:
    """Every setting lictor made up where the summary is silent, with its default."""
    return {k: v["value"] for k, v in _meta().items() if v.get("source") == "reconstruction"}


def settings(overrides: Mapping[str, Any] | None = None, source: str = "--content") -> Settings:
    """The pack's settings, with a table's ``overrides`` (``data.rules`` of its pack: a
    value, or ``{value: ...}``) over them; a bad override is one line naming it."""
    values: dict[str, Any] = {k: v["value"] for k, v in _meta().items()}
    for key, given in (overrides or {}).items():
        if key not in values:
            raise _problem(
                source,
                (str(key),),
                t(
                    "not a setting of The Republic of Rome (settings: {known})",
                    known=", ".join(names()),
                ),
            )
        if isinstance(given, Mapping) and "value" in given:
            given = given["value"]
        if key == "persuasion_base" and isinstance(given, Mapping):
            given = {**values[key], **given}
        values[key] = given
    from pydantic import ValidationError

    try:
        checked = _Values.model_validate(values)
    except ValidationError as exc:
        from lictor.rules.inputs import _said  # pydantic's error in the command's language

        err = exc.errors()[0]
        raise _problem(source, tuple(err["loc"]), _said(err)) from None
    out = {f.name: getattr(checked, f.name) for f in fields(Settings)}
    out["persuasion_base"] = Weights(**checked.persuasion_base.model_dump())
    return Settings(**out)


def overrides_of(pack: Any, source: str = "--content") -> dict[str, Any]:
    """``data.rules`` of a table's pack (read as YAML), or nothing without a pack; a pack
    with no ``data.rules``, or with another game's sections, is refused (the other games'
    packs are checked alike: lictor.content.override)."""
    if pack is None:
        return {}
    if not isinstance(pack, Mapping):
        raise BadInput(
            t("{source}: a pack is a mapping with `data: {{rules: ...}}`", source=source)
        )
    data = pack.get("data")
    if not isinstance(data, Mapping) or "rules" not in data:
        raise _problem(
            source,
            (),
            t(
                "missing (the Republic's readings are there: {example}; see the built-in "
                "pack, `lictor games`)",
                example="`data: {rules: {NAME: VALUE}}`",
            ),
        )
    other = [k for k in data if k != "rules"]
    if other:
        raise _problem(
            source, (), t("not a section of this game's pack (it reads data.rules)"), other[0]
        )
    rules = data["rules"]
    if not isinstance(rules, Mapping):
        raise _problem(source, (), t("a mapping of setting: value"))
    return dict(rules)


def _problem(
    source: str, path: tuple[str | int, ...], message: str, section: str = "rules"
) -> BadInput:
    """One line for a bad entry under ``data.<section>``: the file, its line when the file
    can be read again, the field (``ours.yaml:3: data.rules.governor_term: ...``)."""
    from lictor.content.override import Pack

    return Pack(None, source, section).problem(path, message)


@lru_cache(maxsize=1)
def default() -> Settings:
    """The pack's own settings, no table's override."""
    return settings()
