"""The end of the game: Rome Sacked, the game over, the final score (Game End & Victory)."""

from __future__ import annotations

from collections.abc import Callable

from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import END, E, ev
from lictor.games.carta_imperia.rules.era import sack_rome
from lictor.games.carta_imperia.rules.historical import VERDICT, verdict
from lictor.games.carta_imperia.rules.phases.endgame.rulings import ScoreSheet
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import add, regions
from lictor.i18n import N_, current_lang, t, use_lang
from lictor.rules.fast import replace

# The reason the game ended, as the state keeps it: in English (the state never holds a said
# text); ``said_reason`` says it again, from the state, in the language now spoken.
ROME_FALLS = N_("Rome was Sacked three times")


def sack(s: State) -> tuple[State, E]:
    """Rome is Sacked: a marker, and every player loses 1 Auctoritas (or 1 Dignitas)."""
    ruling = sack_rome(s.sacked, {f.name: (f.dignitas, f.auctoritas) for f in s.players})
    for name, (what, n) in ruling.losses.items():
        s = add(s, name, **{what: -n})
    s = replace(s, sacked=ruling.sacked)
    said = [ev(line.text, line.rule) for line in ruling.lines]
    if ruling.rome_falls:
        s, more = game_over(s, "rome-falls", (), ROME_FALLS, ref("Rome"), t(ROME_FALLS))
        said += more
    return s, said


def game_over(
    s: State,
    outcome: str,
    winners: tuple[str, ...],
    reason: str,
    rule: object,
    said: str = "",
) -> tuple[State, E]:
    """The game ends: ``reason`` in English for the state, ``said`` (the same reason in the
    language now spoken; ``reason`` when not given) for the event."""
    with use_lang("en"):
        section = str(rule)
    s = replace(
        s,
        step="over",
        waiting=(),
        outcome=outcome,
        winners=winners,
        reason=reason,
        reason_section=section,
    )
    return s, [ev(t("Game over: {reason}", reason=said or reason), rule)]


def said_reason(board: Board, s: State) -> str:
    """Why the game ended, said in the language now spoken, found again from the state (which
    keeps it in English): the final score's last line, the Historical verdict's, Rome
    Sacked; a reason of another phase's is said as the state holds it."""
    if s.step != "over":
        return ""
    if s.reason == ROME_FALLS:
        return t(ROME_FALLS)
    if s.historical is not None and s.outcome in ("won", "lost"):
        return verdict(board, s).lines[-1].text
    if s.outcome in ("winner", "duovirate", "triumvirate", "republic-survives") or (
        s.outcome == "rome-falls" and s.sacked >= 3
    ):
        return final_score(board, s).lines[-1].text
    from lictor.games.carta_imperia.rules.phases.expand.steps import (
        UNOPPOSED,
        foes_now,
        said_unopposed,
    )

    for foe in foes_now(board, s):  # Rome fell to a foe nobody opposed in eXpand
        if s.reason == UNOPPOSED.format(foe=foe.name):
            return said_unopposed(foe)
    return s.reason


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


def _in_english(said: str, again: Callable[[], str]) -> str:
    """The state keeps its reason in English: ``said`` when English is spoken now (the
    table was scored once, issue 27), else ``again()`` said in English."""
    if current_lang() == "en":
        return said
    with use_lang("en"):
        return again()


def finish(board: Board, s: State) -> tuple[State, E]:
    if s.historical is not None:  # won or lost together: the map decides
        v = verdict(board, s)
        said = [ev(line.text, line.rule) for line in v.lines]
        outcome, winners = ("won", (s.historical.player,)) if v.won else ("lost", ())
        reason = _in_english(v.lines[-1].text, lambda: verdict(board, s).lines[-1].text)
        s, more = game_over(s, outcome, winners, reason, VERDICT, v.lines[-1].text)
        return s, said + more
    sheet = final_score(board, s)
    said = []
    for p in sheet.players:
        said += [
            ev(t("{player} - {line}", player=p.name, line=line.text), line.rule) for line in p.lines
        ]
    said += [ev(line.text, line.rule) for line in sheet.lines]
    reason = _in_english(sheet.lines[-1].text, lambda: final_score(board, s).lines[-1].text)
    s, more = game_over(s, sheet.outcome, sheet.winners, reason, END, sheet.lines[-1].text)
    return s, said + more
