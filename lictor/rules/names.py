"""What a player's name may be: one printable word, short, that a command line can repeat."""

from __future__ import annotations

from collections.abc import Mapping

from lictor.errors import BadInput
from lictor.i18n import t

MAX_NAME = 40


def check_names(seats: Mapping[str, str], where: str = "--players") -> None:
    """Refuse a name with a space, a control character, a lone surrogate, ``,`` or ``=``
    (it could not be typed back, or would change the meaning of ``--players``)."""
    for name in seats.values():
        shown = ascii(name) if len(name) <= MAX_NAME else ascii(name[:MAX_NAME]) + "..."
        if not name or len(name) > MAX_NAME:
            raise BadInput(
                t(
                    "{where}: {name}: a name is 1 to {most} characters",
                    where=where,
                    name=shown,
                    most=MAX_NAME,
                )
            )
        if not name.isprintable() or any(c.isspace() or c in ",=" for c in name):
            raise BadInput(
                t(
                    "{where}: {name}: a name is one word (no spaces, commas, = or control "
                    "characters)",
                    where=where,
                    name=shown,
                )
            )
