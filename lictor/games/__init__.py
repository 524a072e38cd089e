"""The games lictor knows: one package per game, listed here (or by a plugin's entry point)."""

from __future__ import annotations

from dataclasses import dataclass
from importlib.metadata import entry_points
from pathlib import Path

from lictor.errors import BadInput

HERE = Path(__file__).parent


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    content: Path
    offers: tuple[str, ...]
    summary: str = ""


BUILTIN: tuple[GameInfo, ...] = (
    GameInfo(
        "carta-imperia",
        "Carta Imperia: Rise of Rome",
        HERE / "carta_imperia" / "content.yaml",
        ("build", "check"),
        "Eras I-VII of the Roman Republic: the full print-and-play kit",
    ),
)


def registry() -> dict[str, GameInfo]:
    """Built-in games, then any a plugin registers under the ``lictor.games`` entry point."""
    games = {g.id: g for g in BUILTIN}
    for ep in entry_points(group="lictor.games"):
        info = ep.load()
        if isinstance(info, GameInfo):
            games.setdefault(info.id, info)
    return games


def pack_source(game_or_pack: str) -> Path:
    """The content pack of a game id, or the path of a user's own pack."""
    games = registry()
    if game_or_pack in games:
        return games[game_or_pack].content
    path = Path(game_or_pack)
    if path.suffix.lower() in (".yaml", ".yml") or path.exists():
        if not path.is_file():
            raise BadInput(f"pack file not found: {game_or_pack}")
        return path
    raise BadInput(
        f"unknown game {game_or_pack!r} (known: {', '.join(games)}); "
        "or give the path of a pack .yaml"
    )
