"""Imperium's session options: a table's own board (``--content``: the points lists, seven
of eight reconstructed, the adjacency ring, the capital marker's reading), checked like a
kit pack before any game starts."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from pydantic import ValidationError

from lictor.content.override import content_option, merged_section
from lictor.content.yamlsource import load_yaml_file
from lictor.errors import BadInput
from lictor.games.imperium.rules.board import Board
from lictor.i18n import t


@lru_cache(maxsize=1)
def _builtin() -> Any:
    from lictor.games.imperium import CONTENT

    return load_yaml_file(CONTENT)[0]


def options_checked(options: Mapping[str, Any]) -> dict[str, Any]:
    extra = [k for k, v in options.items() if v and k not in ("content", "content_file")]
    if extra:
        raise BadInput(t("imperium does not take --{option} (it takes --content)", option=extra[0]))
    out: dict[str, Any] = {}
    out.update(content_option(options, board_with))  # a bad pack refused now
    return out


def board_with(user: Any, source: str) -> Board:
    """The built-in board with the table's ``data.board`` merged over it, checked."""
    pack = merged_section(_builtin(), user, source, "board")
    builtin = Board.model_validate(_builtin()["data"]["board"])
    given = pack.data["provinces"]
    names = [p.get("name") if isinstance(p, dict) else None for p in given]
    if names != list(builtin.names):
        raise pack.problem(
            ("provinces",),
            t(
                "the eight provinces and their scoring order are the rulebook's "
                "({names}): not a reading",
                names=", ".join(builtin.names),
            ),
        )
    try:
        board = Board.model_validate(pack.data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise pack.problem(tuple(err["loc"]), err["msg"]) from None
    for i, p in enumerate(board.provinces):
        if len(p.points) > 4 or any(not 0 <= v <= 50 for v in p.points):
            raise pack.problem(("provinces", i, "points"), t("1 to 4 numbers from 0 to 50"))
    return board
