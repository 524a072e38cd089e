"""Load a content pack (and a user's overriding packs): the way in for every command.

``load_pack`` reads a pack that validated before from the validated-pack cache
(``lictor.content.stored``: no pydantic, no YAML); on a miss, and always for
``check_pack``, the pack is validated (``lictor.content.validate``), which reports every
problem with its file, line and field.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from lictor.content.pack import Pack
from lictor.errors import PackError, Problem


def load_pack(source: Path, overrides: Sequence[Path] = (), allow: Sequence[Path] = ()) -> Pack:
    """The validated pack at ``source`` with ``overrides`` merged over it, in order.

    The files it names must lie in its own folder, an override's folder, lictor's data or
    one of ``allow`` (the user's ``--allow-path``)."""
    from lictor.content import stored

    def validate() -> Pack:
        pack, problems = check_pack(source, overrides, allow)
        if problems or pack is None:
            raise PackError(problems)
        return pack

    return stored.load(source, overrides, allow, validate)


def check_pack(
    source: Path, overrides: Sequence[Path] = (), allow: Sequence[Path] = ()
) -> tuple[Pack | None, list[Problem]]:
    """Every problem in the pack; the pack too when it could be built despite them."""
    from lictor.content.validate import validated

    return validated(source, overrides, allow)
