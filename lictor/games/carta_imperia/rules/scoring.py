"""Game End & Victory for `lictor score`: a user's end-of-game file, validated, then scored
by the pure core in ``endgame``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from lictor.games.carta_imperia.rules.historical import (
    Verdict,
    held_regions,
    judge,
    purple_regions,
)
from lictor.games.carta_imperia.rules.phases.endgame.rulings import (
    END,
    PlayerScore,
    ScoreSheet,
    auctoritas_value,
    governs_rome,
    score_player,
    score_table,
)
from lictor.i18n import t

__all__ = [
    "END",
    "EndState",
    "PlayerScore",
    "ScoreSheet",
    "auctoritas_value",
    "governs_rome",
    "score_game",
    "score_player",
]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Governor(_Strict):
    province: str = Field(min_length=1)
    shields: int = Field(ge=0)
    romanised: bool = False
    emporia: int = Field(0, ge=0)


class PlayerEnd(_Strict):
    name: str = Field(min_length=1)
    dignitas: int = Field(ge=0)
    auctoritas: int = Field(ge=0)
    governors: list[Governor] = []
    reforms: list[int] = []
    legacy: list[int] = []

    @field_validator("reforms")
    @classmethod
    def _columns(cls, value: list[int]) -> list[int]:
        for col in value:
            if col not in (1, 2, 3, 4):
                raise ValueError(t("a Reform's column is 1 to 4, got {n}", n=col))
        return value

    @field_validator("legacy")
    @classmethod
    def _legacy(cls, value: list[int]) -> list[int]:
        for v in value:
            if v < 0:
                raise ValueError(t("a Legacy card scores 0 or more, got {n}", n=v))
        return value


class EndState(_Strict):
    players: list[PlayerEnd] = Field(min_length=1)
    final_era: int = Field(7, ge=1, le=7)
    rome_sacked: int = Field(0, ge=0, le=3)
    emperor: str | None = None

    @field_validator("players")
    @classmethod
    def _unique(cls, value: list[PlayerEnd]) -> list[PlayerEnd]:
        names = [p.name for p in value]
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise ValueError(t("player {name} is listed twice", name=repr(dupes[0])))
        return value

    @field_validator("emperor")
    @classmethod
    def _emperor(cls, value: str | None, info: ValidationInfo) -> str | None:
        names = [p.name for p in info.data.get("players", [])]
        if value is not None and value not in names:
            raise ValueError(
                t(
                    "{name} is not one of the players ({players})",
                    name=repr(value),
                    players=", ".join(names),
                )
            )
        return value


def score_game(state: EndState) -> ScoreSheet:
    """The final score and the outcome of a validated end-of-game file."""
    return score_table(state.players, state.rome_sacked, state.emperor)


class HistoricalEnd(_Strict):
    """The Historical variant's end-of-game file: what Rome controls at the end."""

    variant: str = Field(pattern="^historical$")
    scenario: str = "full"
    controlled: list[str] = []  # the regions a Familia governs
    romanised: list[str] = []  # the map tiles turned purple side up


def score_historical(end: HistoricalEnd) -> Verdict:
    """Won or lost, and the regions still missing (the Historical variant)."""
    from lictor.errors import BadInput
    from lictor.games.carta_imperia.rules.board_user import load_board

    known = ("full", "rise-of-the-republic", "fall-of-the-republic")
    if end.scenario not in known:
        raise BadInput(
            t(
                "scenario: {scenario} is not one of {known}",
                scenario=repr(end.scenario),
                known=", ".join(known),
            )
        )
    board = load_board(scenario=end.scenario)
    held = held_regions(board, end.controlled, end.romanised)
    return judge(board, [r for r in purple_regions(board) if r not in held])
