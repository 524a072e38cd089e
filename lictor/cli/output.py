"""Shared printing: a ruling's lines, each with the section it applies."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import click

from lictor.rules.ruling import Line


def echo_lines(lines: Iterable[Line], indent: str = "  ") -> None:
    for line in lines:
        click.echo(f"{indent}{line.text}  [{line.rule.section}]")


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))
