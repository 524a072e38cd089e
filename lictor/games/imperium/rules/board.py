"""The Imperium board as data: provinces, their points, adjacency (from the content pack)."""

from __future__ import annotations

from functools import cached_property, lru_cache

from pydantic import BaseModel, ConfigDict, Field, model_validator

from lictor.content.yamlsource import load_yaml_file
from lictor.errors import BadInput
from lictor.i18n import t


class Province(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    points: list[int] = Field(min_length=1)
    source: str = "reconstruction"
    section: str | None = None


class Title(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    name: str
    from_: int = Field(alias="from", ge=0)


class Board(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    source: str
    section: str | None = None
    note: str = ""
    provinces: list[Province] = Field(min_length=1)
    ring: list[str]
    colours: list[str]
    titles: list[Title]
    winning_score: int = Field(gt=0)
    track_max: int = Field(50, gt=0)
    min_players: int = Field(2, ge=2)
    max_players: int = Field(5, ge=2)
    markers: int = Field(14, gt=0)
    stack: int = Field(3, gt=0)
    capital_counts: bool = True
    capital_counts_source: str = "reconstruction"

    @model_validator(mode="after")
    def _ring(self) -> Board:
        names = {p.name for p in self.provinces}
        if set(self.ring) != names:
            raise ValueError("the adjacency ring must name every province once")
        return self

    @cached_property
    def names(self) -> tuple[str, ...]:
        """The provinces in scoring order (Africa 1 ... Aegyptus 8), read once a board (the
        rules read them at every step: issue 27)."""
        return tuple(p.name for p in self.provinces)

    def check_players(self, count: int, where: str = "players") -> None:
        """Imperium is for 2 to 5 players (Players; Setup)."""
        if not self.min_players <= count <= self.max_players:
            raise BadInput(
                t(
                    "{where}: Imperium is for {low} to {high} players (rulebook: Players), "
                    "got {count}",
                    where=where,
                    low=self.min_players,
                    high=self.max_players,
                    count=count,
                )
            )

    def province(self, name: str) -> Province:
        key = name.strip().lower()
        for p in self.provinces:
            if p.name.lower() == key:
                return p
        raise BadInput(
            t(
                "unknown province {name} (known: {known})",
                name=repr(name),
                known=", ".join(p.name for p in self.provinces),
            )
        )

    def neighbours(self, name: str) -> tuple[str, str]:
        i = self.ring.index(name)
        return self.ring[i - 1], self.ring[(i + 1) % len(self.ring)]

    def title_for(self, points: int) -> str:
        best = self.titles[0].name
        for title in sorted(self.titles, key=lambda x: x.from_):
            if points >= title.from_:
                best = title.name
        return best


@lru_cache(maxsize=1)
def load_board() -> Board:
    from lictor.games.imperium import CONTENT

    data, _ = load_yaml_file(CONTENT)
    return Board.model_validate(data["data"]["board"])
