"""Reading a user's YAML/JSON input for a ruling: errors name the file, line and field."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from lictor.content.yamlsource import (
    MAX_BYTES,
    LineMap,
    YamlSyntaxError,
    decode,
    load_yaml,
    read_bounded,
)
from lictor.errors import BadInput

M = TypeVar("M", bound=BaseModel)


def read_input(source: str) -> tuple[Any, LineMap]:
    """A file path, or ``-`` for standard input; YAML (JSON is YAML too)."""
    try:
        if source == "-":
            name = "<stdin>"
            text = decode(sys.stdin.buffer.read(MAX_BYTES + 1), name)
        else:
            name = source
            text = read_bounded(Path(source))
        return load_yaml(text, name)
    except YamlSyntaxError as exc:
        raise BadInput(str(exc.problem)) from exc


def parse(model: type[M], data: Any, lines: LineMap) -> M:
    """Validate ``data``; the first problem becomes one clear line naming where it is."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(err["loc"])
        msg = err["msg"]
        if err["type"] == "missing":
            msg = "required field is missing"
        elif err["type"] == "extra_forbidden":
            msg = "unknown field"
        raise BadInput(str(lines.problem(loc, msg))) from exc


def located(lines: LineMap, path: tuple[str | int, ...], message: str) -> BadInput:
    """A BadInput for a check the schema cannot express (an unknown player name ...)."""
    return BadInput(str(lines.problem(path, message)))
