"""Shared printing: a ruling's lines, each with the section it applies."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import click

from lictor.errors import BadInput
from lictor.i18n import t
from lictor.rules.ruling import Line

content_option = click.option(
    "--content",
    "contents",
    multiple=True,
    type=click.Path(path_type=Path),
    help="A pack of your own merged over the game's (repeatable).",
)


def _speak(ctx: click.Context, _: click.Parameter, value: str | None) -> None:
    """Speak ``--lang`` (else LANG) for the rest of the command."""
    from lictor.i18n import resolve_lang, use_lang

    ctx.with_resource(use_lang(resolve_lang(value)))


lang_option = click.option(
    "--lang",
    default=None,
    expose_value=False,
    is_eager=True,
    callback=_speak,
    help="The language to speak: en or it (default: LANG).",
)


allow_path_option = click.option(
    "--allow-path",
    "allow",
    multiple=True,
    type=click.Path(path_type=Path, exists=True, file_okay=False),
    help="A folder the pack may read files from besides its own (repeatable).",
)


def write_text_file(path: Path, text: str, option: str = "-o") -> None:
    """Write ``text`` to the regular file ``path``, whole or not at all."""
    from lictor.outfile import output_file

    with output_file(path, option) as part:
        part.write_text(text, encoding="utf-8")


def existing(contents: tuple[Path, ...]) -> list[Path]:
    for c in contents:
        if not c.is_file():
            raise BadInput(t("--content: file not found: {file}", file=str(c)))
    return list(contents)


def echo_lines(lines: Iterable[Line], indent: str = "  ") -> None:
    for line in lines:
        click.echo(f"{indent}{line.text}  [{line.rule.said_section}]")


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


def echo_ruling(as_json: bool, data: dict[str, Any], lines: Iterable[Line]) -> None:
    """A ruling: its fields and steps as JSON, or its steps as text with their sections."""
    if as_json:
        echo_json({**data, "lines": [line.as_dict() for line in lines]})
    else:
        echo_lines(lines, indent="")
