"""Setup: the players, the decks, the Start Cards, and the first Primus after the draft
(Full Game Setup; Scenario I, Setup)."""

from __future__ import annotations

import random

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import SETUP, E, ev
from lictor.games.carta_imperia.rules.first_primus import after_draft, make_primus
from lictor.games.carta_imperia.rules.phases.draft.steps import begin_draft
from lictor.games.carta_imperia.rules.phases.scenario_setup.steps import begin_setup
from lictor.games.carta_imperia.rules.state import Familia, Historical, State
from lictor.games.carta_imperia.rules.table import add, set_governor, with_familia
from lictor.i18n import t, tn
from lictor.rules.deck import Deck
from lictor.rules.fast import replace
from lictor.rules.game import Seats


def setup(
    board: Board,
    seats: Seats,
    seed: int,
    physical: bool,
    challenging: bool,
    npcs: tuple[str, ...] = (),
    historical: Historical | None = None,
) -> State:
    """Full Game Setup as the board's scenario adjusts it (its data: ``Board.scenario``);
    ``npcs``: the seats the referee plays (Solo & 2-Player Addenda, Setup: set up like
    players, without Draft Events or Legacies); ``historical``: the Historical variant's
    settings (its seats are the Familiae)."""
    scenario = board.scenario
    players = tuple(
        Familia(name, colour, dignitas=scenario.dignitas) for colour, name in seats.by_side
    )
    history = tuple(c.id for c in board.historical if c.era != 1 or challenging)
    combat = tuple(c[0] for c in board.combat)
    s = State(
        players=players,
        seed=seed,
        physical=physical,
        challenging=challenging,
        era=scenario.first_era,
        final_era=scenario.final_era,
        tiles=tuple(t.name for t in board.tiles if t.era in scenario.setup_tiles),
        rome_card=board.rome_start,
        rome_supply=board.rome_legions - board.rome_start,
        allied_supply=board.allied_legions,
        history=Deck("Historical Event", history),
        combat=Deck("Early Republic Combat", combat),
        late_combat=Deck(
            "Late Republic Combat",
            tuple(c[0] for c in board.late_combat) if scenario.late_decks else (),
        ),
        start_deck=tuple(n for n, _ in board.start_cards) if scenario.start_cards else (),
        npcs=npcs,
        historical=historical,
    )
    if not physical:
        s = replace(
            s,
            history=s.history.shuffled(seed),
            combat=s.combat.shuffled(seed + 1),
            late_combat=s.late_combat.shuffled(seed + 2),
        )
        if scenario.setup_busts:  # Scenario II: Busts placed in turn, no Start Cards
            return begin_setup(board, s)[0]
        deal = list(s.start_deck)
        random.Random(f"{seed}:start").shuffle(deal)
        for f, card in zip(players, deal, strict=False):
            s, _ = give_start_card(board, s, f.name, card)
        return begin_draft(board, s)[0]
    if scenario.setup_busts:
        return begin_setup(board, s)[0]
    return replace(s, step="start", waiting=s.names)


def give_start_card(board: Board, s: State, name: str, card: str) -> tuple[State, E]:
    """Full Game Setup, step 3: a Start Card; a Province gained takes a Bust from Stock."""
    fx = board.start_effects(card)
    s = with_familia(s, name, start_card=card)
    said = [t("{player} holds {card}", player=name, card=t(card))]
    if "province" in fx and s.governor(fx["province"]) is None:
        s = add(s, name, stock=-1)
        s = set_governor(s, fx["province"], name)
        said.append(t("a Bust from Stock governs {province}", province=t(fx["province"])))
    elif "province" in fx:  # a deal already placed someone there: the Bust waits in Reserve
        s = add(s, name, stock=-1, reserve=1)
        said.append(
            t(
                "{province} is governed already: a Bust from Stock to Reserve",
                province=t(fx["province"]),
            )
        )
    for key, field in (("private_legions", "private"), ("allied_legions", "legions")):
        if fx.get(key):
            due = int(fx[key])
            n = min(due, s.allied_supply)
            s = replace(add(s, name, **{field: n}), allied_supply=s.allied_supply - n)
            if field == "private":
                got = tn("{n} Private Legion", "{n} Private Legions", n)
            else:
                got = tn("{n} Allied Legion", "{n} Allied Legions", n)
            if n < due:
                got = t("{legions} (the supply holds only {n} of {due})", legions=got, n=n, due=due)
            said.append(got)
    if fx.get("reserve"):
        s = add(s, name, stock=-int(fx["reserve"]), reserve=int(fx["reserve"]))
        n = int(fx["reserve"])  # English says "Bust" for any number (kept as it was)
        said.append(tn("{n} Bust from Stock to Reserve", "{n} Bust from Stock to Reserve", n))
    return s, [ev(": ".join([said[0], ", ".join(said[1:])]) if len(said) > 1 else said[0], SETUP)]


__all__ = ["after_draft", "give_start_card", "make_primus", "setup"]
