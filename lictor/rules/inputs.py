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
from lictor.i18n import N_, current_lang, t

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
        raise BadInput(str(lines.problem(loc, _said(err)))) from exc


# pydantic's own words for a wrong type, said in our words in another language than English
# (in English its message is kept as it always was: "Input should be a valid integer ...")
_TYPES = {
    "int_type": N_("expected a whole number"),
    "int_parsing": N_("expected a whole number"),
    "int_from_float": N_("expected a whole number"),
    "float_type": N_("expected a number"),
    "float_parsing": N_("expected a number"),
    "string_type": N_("expected text"),
    "bool_type": N_("expected true or false"),
    "bool_parsing": N_("expected true or false"),
    "dict_type": N_("expected a mapping"),
    "model_type": N_("expected a mapping"),
    "list_type": N_("expected a list"),
}


def _said(err: Any) -> str:
    """One validation error in the language spoken."""
    if err["type"] == "missing":
        return t("required field is missing")
    if err["type"] == "extra_forbidden":
        return t("unknown field")
    if current_lang() != "en" and err["type"] in _TYPES:
        return t(_TYPES[err["type"]])
    if current_lang() != "en" and err["type"] in ("greater_than_equal", "less_than_equal"):
        bound = (err.get("ctx") or {}).get("ge", (err.get("ctx") or {}).get("le"))
        if isinstance(bound, int | float) and not isinstance(bound, bool):
            if err["type"] == "greater_than_equal":
                return t("expected {bound} or more", bound=bound)
            return t("expected {bound} or less", bound=bound)
    return str(err["msg"])


def located(lines: LineMap, path: tuple[str | int, ...], message: str) -> BadInput:
    """A BadInput for a check the schema cannot express (an unknown player name ...)."""
    return BadInput(str(lines.problem(path, message)))
