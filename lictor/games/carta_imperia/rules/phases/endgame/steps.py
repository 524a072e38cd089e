"""The end of the game: Rome Sacked, the game over, the final score (Game End & Victory)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import END, E, ev
from lictor.games.carta_imperia.rules.era import sack_rome
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.historical import VERDICT, verdict
from lictor.games.carta_imperia.rules.phases.endgame.rulings import ScoreSheet
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import add, regions


def sack(s: State) -> tuple[State, E]:
    """Rome is Sacked: a marker, and every player loses 1 Auctoritas (or 1 Dignitas)."""
    ruling = sack_rome(s.sacked, {f.name: (f.dignitas, f.auctoritas) for f in s.players})
    for name, (what, n) in ruling.losses.items():
        s = add(s, name, **{what: -n})
    s = replace(s, sacked=ruling.sacked)
    said = [ev(line.text, line.rule) for line in ruling.lines]
    if ruling.rome_falls:
        s, more = game_over(s, "rome-falls", (), "Rome was Sacked three times", ref("Rome"))
        said += more
    return s, said


def game_over(
    s: State, outcome: str, winners: tuple[str, ...], reason: str, rule: object
) -> tuple[State, E]:
    s = replace(
        s,
        step="over",
        waiting=(),
        outcome=outcome,
        winners=winners,
        reason=reason,
        reason_section=str(rule),
    )
    return s, [ev(f"Game over: {reason}", rule)]


def final_score(board: Board, s: State) -> ScoreSheet:
    """Game End & Victory, from the table as it stands (``lictor score``'s function)."""
    from lictor.games.carta_imperia.rules.phases.endgame.rulings import (
        FamiliaEnd,
        GovernorEnd,
        score_table,
    )

    here = regions(board, s)
    players = [
        FamiliaEnd(
            f.name,
            f.dignitas,
            f.auctoritas,
            tuple(
                GovernorEnd(p, here[p].strength, here[p].romanised, here[p].emporia)
                for p, w in s.governors
                if w == f.name and p in here
            ),
            tuple(col for _, col, who in s.reforms if who == f.name),
            (f.legacy_points or 0,),
        )
        for f in s.players
    ]
    return score_table(players, s.sacked, s.emperor or None)  # the Emperor's +5/+5


def finish(board: Board, s: State) -> tuple[State, E]:
    if s.historical is not None:  # won or lost together: the map decides
        v = verdict(board, s)
        said = [ev(line.text, line.rule) for line in v.lines]
        outcome, winners = ("won", (s.historical.player,)) if v.won else ("lost", ())
        s, more = game_over(s, outcome, winners, v.lines[-1].text, VERDICT)
        return s, said + more
    sheet = final_score(board, s)
    said = []
    for p in sheet.players:
        said += [ev(f"{p.name} - {line.text}", line.rule) for line in p.lines]
    said += [ev(line.text, line.rule) for line in sheet.lines]
    reason = sheet.lines[-1].text
    s, more = game_over(s, sheet.outcome, sheet.winners, reason, END)
    return s, said + more
