"""The games lictor knows: one package per game, listed here (or by a plugin's entry point)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lictor.errors import BadInput

HERE = Path(__file__).parent


@dataclass(frozen=True)
class GameInfo:
    """A game lictor knows: its pack, what it offers (build, referee...) and its boards."""

    id: str
    title: str
    content: Path | None
    offers: tuple[str, ...]
    summary: str = ""
    diagrams: str | None = None  # "module:NAME" of the boards the game's code draws


BUILTIN: tuple[GameInfo, ...] = (
    GameInfo(
        "carta-imperia",
        "Carta Imperia: Rise of Rome",
        HERE / "carta_imperia" / "content.yaml",
        ("build", "check", "referee", "score", "resolve"),
        "Eras I-VII: the full print-and-play kit; Scenario I refereed",
        "lictor.games.carta_imperia.diagrams:DIAGRAMS",
    ),
    GameInfo(
        "imperium",
        "Imperium",
        HERE / "imperium" / "content.yaml",
        ("build", "check", "referee", "score"),
        "board, 55 cards, scoring aid; the whole game refereed, secret stacks to the Emperor",
        "lictor.games.imperium.diagrams:DIAGRAMS",
    ),
    GameInfo(
        "hannibal-vs-rome",
        "Hannibal vs Rome",
        HERE / "hannibal" / "content.yaml",
        ("build", "check", "referee", "resolve"),
        "the board, cards and stickers; the whole game refereed",
        "lictor.games.hannibal.diagrams:DIAGRAMS",
    ),
    GameInfo(
        "circus-maximus",
        "Circus Maximus",
        HERE / "circus_maximus" / "content.yaml",
        ("build", "check", "referee"),
        "the hex track, movement cards and chariot labels; the race refereed move by move",
        "lictor.games.circus_maximus.diagrams:DIAGRAMS",
    ),
    GameInfo(
        "republic-of-rome",
        "The Republic of Rome",
        HERE / "republic_of_rome" / "content.yaml",
        ("build", "check", "referee", "resolve"),
        "play aids and a ledger sheet in English and Italian; every ruling the summary "
        "supports; a ledger that keeps a physical game's books",
        "lictor.games.republic_of_rome.diagrams:DIAGRAMS",
    ),
)


REFEREES = {
    "hannibal-vs-rome": "lictor.games.hannibal.rules.game:HannibalGame",
    "carta-imperia": "lictor.games.carta_imperia.rules.game:CartaGame",
    "imperium": "lictor.games.imperium.rules.game:ImperiumGame",
    "circus-maximus": "lictor.games.circus_maximus.rules.game:CircusGame",
    "republic-of-rome": "lictor.games.republic_of_rome.rules.game:RepublicLedger",
}


def referee_game(game_id: str) -> Any:
    """The referee of a game (imported only when asked: no print engine on this path)."""
    import importlib

    if game_id not in REFEREES:
        raise BadInput(
            f"lictor cannot referee {game_id!r} yet (it referees: {', '.join(REFEREES)})"
        )
    module, _, name = REFEREES[game_id].partition(":")
    return getattr(importlib.import_module(module), name)()


def diagrams_of(game_or_pack: str) -> dict[str, Any]:
    """The board drawers of a built-in game (none for a user's own pack)."""
    import importlib

    info = registry().get(game_or_pack)
    if info is None or info.diagrams is None:
        return {}
    module, _, name = info.diagrams.partition(":")
    return dict(getattr(importlib.import_module(module), name))


def registry() -> dict[str, GameInfo]:
    """Built-in games, then any a plugin registers under the ``lictor.games`` entry point."""
    from importlib.metadata import entry_points  # only here: it is slow to import

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
        content = games[game_or_pack].content
        if content is None or "build" not in games[game_or_pack].offers:
            raise BadInput(
                f"{game_or_pack} has no print-and-play kit yet "
                f"(it offers: {', '.join(games[game_or_pack].offers)})"
            )
        return content
    path = Path(game_or_pack)
    if path.suffix.lower() in (".yaml", ".yml") or path.exists():
        if not path.is_file():
            raise BadInput(f"pack file not found: {game_or_pack}")
        return path
    raise BadInput(
        f"unknown game {game_or_pack!r} (known: {', '.join(games)}); "
        "or give the path of a pack .yaml"
    )


# the lab's rules of each game it can play (lictor.lab.contract.LabRules)
LABS = {
    "hannibal-vs-rome": "lictor.games.hannibal.lab:LAB",
    "imperium": "lictor.games.imperium.lab:LAB",
    "circus-maximus": "lictor.games.circus_maximus.lab:LAB",
    "carta-imperia": "lictor.games.carta_imperia.lab:LAB",
}
NOT_IN_LAB = {
    "republic-of-rome": (
        "The Republic of Rome is refereed as the ledger of a physical game (the table plays, "
        "lictor keeps the books): it has no legal actions to play out, so the lab cannot "
        "play it"
    ),
}


def lab_rules(game_id: str) -> Any:
    """The lab's rules of ``game_id`` (imported only when asked)."""
    import importlib

    if game_id in NOT_IN_LAB:
        raise BadInput(f"lab {game_id}: {NOT_IN_LAB[game_id]}")
    if game_id not in LABS:
        raise BadInput(f"lab: unknown game {game_id!r} (the lab plays: {', '.join(LABS)})")
    module, _, name = LABS[game_id].partition(":")
    return getattr(importlib.import_module(module), name)
