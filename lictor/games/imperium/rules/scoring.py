"""Scoring, Ties, Proconsuls, and the end of the game (40 points, a sole leader)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from lictor.errors import BadInput
from lictor.games.imperium.rules import ref
from lictor.games.imperium.rules.board import Board
from lictor.i18n import N_, t, tn
from lictor.rules.ruling import Line

SCORING, TIES, PROCONSULS, END = (
    N_("Scoring"),
    N_("Ties"),
    N_("Proconsuls"),
    N_("Victory Conditions"),
)


def _refused(said: str) -> PydanticCustomError:
    """A validator's refusal worded whole here (pydantic's own "Value error, " prefix is
    English: the said text carries it, in the language now spoken)."""
    return PydanticCustomError("value_error", "{said}", {"said": said})


class ProvinceInput(BaseModel):
    """The file `lictor score imperium FILE` reads."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    players: list[str]
    province: str
    markers: dict[str, int]
    proconsuls: dict[str, str] = {}

    @field_validator("players")
    @classmethod
    def _players(cls, value: list[str]) -> list[str]:
        from lictor.games.imperium.rules.board import load_board

        board = load_board()
        if not board.min_players <= len(value) <= board.max_players:
            raise _refused(
                t(
                    "Value error, Imperium is for {low} to {high} players "
                    "(rulebook: Players), got {n}",
                    low=board.min_players,
                    high=board.max_players,
                    n=len(value),
                )
            )
        return value

    @field_validator("markers")
    @classmethod
    def _markers(cls, value: dict[str, int], info: ValidationInfo) -> dict[str, int]:
        players = info.data.get("players", [])
        for name, n in value.items():
            if name not in players:
                raise _refused(
                    t(
                        "Value error, {name} is not one of the players ({players})",
                        name=repr(name),
                        players=", ".join(players),
                    )
                )
            if n < 0:
                raise _refused(
                    t(
                        "Value error, {name}: a count of markers is 0 or more, got {n}",
                        name=name,
                        n=n,
                    )
                )
        return value

    @field_validator("proconsuls")
    @classmethod
    def _proconsuls(cls, value: dict[str, str], info: ValidationInfo) -> dict[str, str]:
        players = info.data.get("players", [])
        for where, who in value.items():
            if who not in players:
                raise _refused(
                    t(
                        "Value error, {where}: {who} is not one of the players",
                        where=where,
                        who=repr(who),
                    )
                )
        return value


@dataclass(frozen=True)
class ProvinceScoring:
    province: str
    points: Mapping[str, int]
    proconsul: str | None
    proconsuls: Mapping[str, str]
    lines: tuple[Line, ...]


def chain(board: Board, province: str, player: str, proconsuls: Mapping[str, str]) -> list[str]:
    """Provinces joined to ``province`` by an unbroken run of ``player``'s proconsuls."""
    seen = {province}
    frontier = [province]
    while frontier:
        current = frontier.pop()
        for n in board.neighbours(current):
            if n not in seen and proconsuls.get(n) == player:
                seen.add(n)
                frontier.append(n)
    return sorted(seen - {province}, key=board.ring.index)


def score_province(
    board: Board,
    players: Sequence[str],
    province: str,
    markers: Mapping[str, int],
    proconsuls: Mapping[str, str],
) -> ProvinceScoring:
    seats = list(players)
    if len(seats) != len(set(seats)):
        raise BadInput(t("players: each player is named once"))
    board.check_players(len(seats))
    prov = board.province(province)
    for name, n in markers.items():
        if name not in seats:
            raise BadInput(
                t(
                    "markers.{name}: not one of the players ({players})",
                    name=name,
                    players=", ".join(seats),
                )
            )
        if n < 0:
            raise BadInput(
                t("markers.{name}: a count of markers is 0 or more, got {n}", name=name, n=n)
            )
    held: dict[str, str] = {}
    for where, who in proconsuls.items():
        if who not in seats:
            raise BadInput(
                t(
                    "proconsuls.{where}: {who} is not one of the players",
                    where=where,
                    who=repr(who),
                )
            )
        held[board.province(where).name] = who
    lines: list[Line] = []
    old = held.get(prov.name)
    markers = dict(markers)
    if old is not None and board.capital_counts:
        # one rule, one place: the referee and `lictor score imperium` both count it here
        markers[old] = markers.get(old, 0) + 1
        lines.append(
            Line(
                tn(
                    "{player}'s proconsul marker on the capital counts: {n} marker in {province}",
                    "{player}'s proconsul marker on the capital counts: {n} markers in {province}",
                    markers[old],
                    player=old,
                    province=t(prov.name),
                ),
                ref(PROCONSULS, "the capital's marker, a reading (data.board.capital_counts)"),
            )
        )
    for name, n in markers.items():
        on_board = n + sum(1 for w, who in held.items() if who == name and w != prov.name)
        if on_board > board.markers:
            raise BadInput(
                t(
                    "markers.{name}: {on_board} markers on the board, but each player has "
                    "{markers} (Setup)",
                    name=name,
                    on_board=on_board,
                    markers=board.markers,
                )
            )
    present = sorted(
        (p for p in seats if markers.get(p, 0) > 0), key=lambda p: (-markers[p], seats.index(p))
    )
    max_scorers = len(seats) - 1
    lines.append(
        Line(
            t(
                "{province} pays {points}; with {players} players at most {scorers} can score",
                province=t(prov.name),
                points="/".join(map(str, prov.points)),
                players=len(seats),
                scorers=max_scorers,
            ),
            ref(SCORING, "players minus one"),
        )
    )
    points = {p: 0 for p in seats}
    rank = 1
    groups: list[list[str]] = []
    for p in present:
        if groups and markers[groups[-1][0]] == markers[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    for group in groups:
        low = rank + len(group) - 1  # a tie over ranks rank..low pays rank low
        pays = prov.points[low - 1] if low <= max_scorers and low <= len(prov.points) else 0
        who = ", ".join(group)
        n = markers[group[0]]
        if len(group) == 1:
            text = tn(
                "Rank {rank}: {who} ({n} marker) scores {pays}",
                "Rank {rank}: {who} ({n} markers) scores {pays}",
                n,
                rank=rank,
                who=who,
                pays=pays,
            )
            rule = ref(SCORING, "points by rank")
        else:
            text = tn(
                "Ranks {rank}-{low} tied: {who} ({n} marker each) each score {pays}, the "
                "points of rank {low}",
                "Ranks {rank}-{low} tied: {who} ({n} markers each) each score {pays}, the "
                "points of rank {low}",
                n,
                rank=rank,
                low=low,
                who=who,
                pays=pays,
            )
            rule = ref(TIES, "a tie pays the lowest rank it covers")
        lines.append(Line(text, rule, pays))
        for p in group:
            points[p] = pays
        rank = low + 1
    if not groups:
        lines.append(
            Line(
                t("No player has a marker in {province}: nobody scores", province=t(prov.name)),
                ref(SCORING),
            )
        )
    new = old
    if groups and len(groups[0]) == 1:
        new = groups[0][0]
        if old and old != new:
            lines.append(
                Line(
                    t(
                        "{player} is the sole leader and replaces {old} as proconsul",
                        player=new,
                        old=old,
                    ),
                    ref(PROCONSULS),
                )
            )
        else:
            lines.append(
                Line(
                    t(
                        "{player} is the sole leader: proconsul of {province}",
                        player=new,
                        province=t(prov.name),
                    ),
                    ref(PROCONSULS),
                )
            )
    elif old:
        lines.append(
            Line(t("No sole leader: {player} stays proconsul", player=old), ref(PROCONSULS))
        )
    after = dict(held)
    if new is not None:
        after[prov.name] = new
        # the chain is paid when a player becomes proconsul; one who stays proconsul
        # (on a tie, or sole leader again) earns only the point of being proconsul
        linked = chain(board, prov.name, new, after) if new != old else []
        bonus = 1 + len(linked)
        points[new] = points.get(new, 0) + bonus
        if new != old:
            said = (
                t(
                    "{player} becomes proconsul: 1 + {n} for the chain {chain} = {bonus}",
                    player=new,
                    n=len(linked),
                    chain=", ".join(t(p) for p in linked),
                    bonus=bonus,
                )
                if linked
                else t("{player} becomes proconsul: 1 = {bonus}", player=new, bonus=bonus)
            )
            lines.append(
                Line(
                    said,
                    ref(
                        PROCONSULS, "becoming proconsul: 1 point, plus 1 per province in the chain"
                    ),
                    bonus,
                )
            )
        else:
            lines.append(
                Line(
                    t(
                        "{player} stays proconsul: 1 point (no chain: he does not become "
                        "proconsul)",
                        player=new,
                    ),
                    ref(PROCONSULS, "being proconsul earns an extra point at a scoring"),
                    bonus,
                )
            )
    return ProvinceScoring(prov.name, {p: v for p, v in points.items()}, new, after, tuple(lines))


@dataclass(frozen=True)
class FinalCheck:
    over: bool
    winner: str | None
    titles: Mapping[str, str]
    lines: tuple[Line, ...]


def final_check(board: Board, track: Mapping[str, int]) -> FinalCheck:
    if not track:
        raise BadInput(t("the score track names no player"))
    for name, points in track.items():
        if points < 0:
            raise BadInput(
                t("{name}: points are 0 or more, got {points}", name=name, points=points)
            )
    top = max(track.values())
    leaders = sorted(p for p, v in track.items() if v == top)
    titles = {p: board.title_for(v) for p, v in track.items()}
    lines = []
    if top < board.winning_score:
        lines.append(
            Line(
                t(
                    "Nobody has {points} points (best {top}): the game goes on",
                    points=board.winning_score,
                    top=top,
                ),
                ref(END, f"{board.winning_score} points or more"),
            )
        )
        return FinalCheck(False, None, titles, tuple(lines))
    if len(leaders) > 1:
        lines.append(
            Line(
                t(
                    "{players} are tied on {top}: the game goes on",
                    players=t(" and ").join(leaders),
                    top=top,
                ),
                ref(END, "only one player has the most points"),
            )
        )
        return FinalCheck(False, None, titles, tuple(lines))
    lines.append(
        Line(
            t(
                "{player} leads alone with {top}: crowned Emperor of Rome",
                player=leaders[0],
                top=top,
            ),
            ref(END, "the player with the most points"),
        )
    )
    for p in sorted(track, key=lambda p: -track[p]):
        lines.append(
            Line(
                tn(
                    "{player}: {n} points, {title}",
                    "{player}: {n} points, {title}",
                    track[p],
                    player=p,
                    title=t(titles[p]),
                ),
                ref(END, "titles"),
                track[p],
            )
        )
    return FinalCheck(True, leaders[0], titles, tuple(lines))
