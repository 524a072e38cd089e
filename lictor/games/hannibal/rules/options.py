"""Hannibal vs Rome's session options: the open-discards variant and a table's own map
(``--content``), checked before any game starts."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import yaml

from lictor.content.override import Pack, content_option, merged_section, whole_number
from lictor.errors import BadInput
from lictor.games.hannibal.rules.board import CONTENT, SIDES, Board, _load
from lictor.i18n import N_, t

OPEN_DISCARDS = "open-discards"
VARIANTS = (OPEN_DISCARDS,)
PHYSICAL_REFUSED = N_(
    "--physical: Hannibal vs Rome draws nothing (each side chooses its cards), so there is "
    "nothing for the table to tell; play it without --physical"
)


@lru_cache(maxsize=1)
def _builtin() -> Any:
    safe_loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with CONTENT.open(encoding="utf-8") as fh:
        return yaml.load(fh, Loader=safe_loader)


def options_checked(options: Mapping[str, Any]) -> dict[str, Any]:
    """``--variant open-discards`` and ``--content``; anything else refused."""
    taken = {"variant", "content", "content_file"}
    extra = [k for k, v in options.items() if v and k not in taken]
    if extra:
        raise BadInput(
            t(
                "hannibal-vs-rome does not take --{option} (it takes --variant, --content)",
                option=extra[0],
            )
        )
    variants = sorted({str(v).strip().lower() for v in options.get("variant") or ()})
    for v in variants:
        if v not in VARIANTS:
            raise BadInput(
                t(
                    "--variant: {variant} is not a variant (known: {known})",
                    variant=repr(v),
                    known=", ".join(VARIANTS),
                )
            )
    out: dict[str, Any] = {"variant": variants}
    out.update(content_option(options, board_with))  # a bad pack refused now
    return out


def board_with(user: Any, source: str) -> Board:
    """The built-in map with the table's ``data.map`` merged over it, checked."""
    pack = merged_section(_builtin(), user, source, "map")
    m = pack.data
    _check(pack, m)
    return _load({"data": {"map": m}})


def _names(pack: Pack, m: Mapping[str, Any], path: tuple[str | int, ...], value: Any) -> None:
    provinces = m["provinces"]
    if not isinstance(value, str) or value not in provinces:
        raise pack.problem(
            path,
            t(
                "{value} is not a province of data.map.provinces ({provinces})",
                value=repr(value),
                provinces=", ".join(provinces),
            ),
        )


def _check(pack: Pack, m: Mapping[str, Any]) -> None:
    provinces = m["provinces"]
    if len(provinces) < 2 or not all(isinstance(p, str) and p.strip() for p in provinces):
        raise pack.problem(("provinces",), t("expected a list of at least two province names"))
    if len(set(provinces)) != len(provinces):
        raise pack.problem(("provinces",), t("a province is named twice"))
    if len(provinces) > 60:
        raise pack.problem(("provinces",), t("at most 60 provinces"))
    for i, name in enumerate(m["islands"]):
        _names(pack, m, ("islands", i), name)
    for key in ("land", "sea"):
        seen = set()
        for i, pair in enumerate(m[key]):
            if not isinstance(pair, list) or len(pair) != 2:
                raise pack.problem((key, i), t("expected a pair of provinces [A, B]"))
            for j, name in enumerate(pair):
                _names(pack, m, (key, i, j), name)
            if pair[0] == pair[1] or frozenset(pair) in seen:
                raise pack.problem((key, i), t("a border joins two provinces, each pair once"))
            seen.add(frozenset(pair))
    if not m["sea"]:
        raise pack.problem(("sea",), t("the fleets need at least one sea route"))
    routes = {frozenset(p) for p in m["sea"]}
    for side in SIDES:
        s = m["sides"].get(side)
        if not isinstance(s, dict):
            raise pack.problem(("sides", side), t("expected a mapping"))
        _names(pack, m, ("sides", side, "capital"), s["capital"])
        whole_number(pack, ("sides", side, "legions"), s["legions"], 1, 99)
        whole_number(pack, ("sides", side, "fleets"), s["fleets"], 0, 99)
        home = s["home_route"]
        if not isinstance(home, list) or frozenset(home) not in routes:
            raise pack.problem(
                ("sides", side, "home_route"),
                t("{home} is not a sea route of data.map.sea", home=repr(home)),
            )
        for i, group in enumerate(s["dominance"]):
            if not isinstance(group, list) or not group:
                raise pack.problem(
                    ("sides", side, "dominance", i), t("expected a list of provinces")
                )
            for j, name in enumerate(group):
                _names(pack, m, ("sides", side, "dominance", i, j), name)
    if m["first"] not in SIDES:
        raise pack.problem(("first",), t("expected one of {sides}", sides=", ".join(SIDES)))
    if m["cards"] != [1, 2, 3, 4, 5]:
        raise pack.problem(
            ("cards",), t("each side plays the five cards 1 to 5 (Components): not a reading")
        )
