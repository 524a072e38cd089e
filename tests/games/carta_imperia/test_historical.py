"""The Historical variant (Solo & 2-Player Addenda): one player, three Familiae, fully
co-operative; 6 Actions an Era shared, at most 2 different a Familia; Legions and Busts
shared at 1 Dignitas each, paid to the donor; Dignitas only by eXtort settlements of up to
Era # and the shares of conquest; won at the end if Rome controls every region that could
become a purple Province."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.historical import purple_regions
from lictor.games.carta_imperia.rules.phases.endgame.steps import finish
from lictor.games.carta_imperia.rules.phases.expand.casualties import _spoils
from lictor.games.carta_imperia.rules.state import Action, Battle, General, State
from lictor.i18n import use_lang
from lictor.rules.game import Seats, apply_checked
from lictor.rules.replay import replay
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.invariants import check

GAME = CartaGame(load_board())
FAMILIAE = ("Cornelii", "Fabii", "Claudii")


def options(**more: Any) -> dict[str, Any]:
    _spec, opts = GAME.seating("Ann", {"scenario": "full", "variant": ["historical"], **more})
    return GAME.check_options(opts)


def seats(spec: str = "Ann") -> Seats:
    spec, _ = GAME.seating(spec, {"variant": ["historical"]})
    return Seats(tuple(GAME.seat(spec).items()))


def new(seed: int = 5, physical: bool = False, **more: Any) -> State:
    return GAME.setup(seats(), seed, physical, options(**more))


def act(s: State, words: str) -> State:
    return apply_checked(GAME, s, GAME.parse(s, words.split()))[0]


def refused(s: State, words: str) -> str:
    with pytest.raises(IllegalAction) as e:
        act(s, words)
    return e.value.violations[0].message


def until(s: State, step: str) -> State:
    """Play the first legal action (never a share) until ``step``."""
    for _ in range(500):
        if s.step == step:
            return s
        a = next(x for x in GAME.legal_actions(s) if x.verb != "share")
        s = apply_checked(GAME, s, a)[0]
    raise AssertionError(f"never reached {step}")


def test_historical_variant_seats_one_player_as_three_familiae() -> None:
    s = new()
    assert s.names == FAMILIAE and s.historical is not None and s.historical.player == "Ann"
    assert GAME.status(s, "Ann")["historical"]["player"] == "Ann"


def test_historical_variant_is_for_one_player() -> None:
    with pytest.raises(BadInput, match="one player runs the 3 Familiae"):
        GAME.seating("Ann,Ben", {"variant": ["historical"]})
    with pytest.raises(BadInput, match="the seats are the Familiae"):
        GAME.setup(Seats(tuple(GAME.seat("Ann,Ben,Cy").items())), 1, False, options())
    with pytest.raises(BadInput, match="3 to 6 players"):
        GAME.seat("Ann")  # without the variant one player is refused as ever


def test_familiae_share_six_actions_at_most_two_different_each() -> None:
    s = until(new(), "choose")
    assert refused(s, "choose Cornelii exploit exec expand") == (
        "a Familia plays at most 2 different Action cards"
    )
    s = act(s, "choose Cornelii exploit expand")
    s = act(s, "choose Fabii exec expand")
    assert "(2 left)" in GAME.agenda(s).prompt
    s = act(s, "choose Claudii extort")  # a Familia may choose fewer
    assert s.step != "choose"
    assert s.familia("Claudii").actions == ("extort",)


def test_actions_option_shares_fewer_actions_for_a_harder_game() -> None:
    s = until(new(actions=3), "choose")
    s = act(s, "choose Cornelii exploit expand")
    assert refused(s, "choose Fabii exec expand") == (
        "the Familiae share 3 Actions this Era, 1 still to choose"
    )
    s = act(s, "choose Fabii expand")
    offers = {
        " ".join(a.args)
        for a in GAME.legal_actions(s)
        if a.player == "Claudii" and a.verb == "choose"
    }
    assert offers == {""}  # nothing left: Claudii sits the Era out


def test_actions_option_is_refused_without_the_historical_variant() -> None:
    with pytest.raises(BadInput, match="only the Historical variant shares Actions"):
        GAME.check_options({"actions": 4})
    with pytest.raises(BadInput, match="1 to 6 Actions"):
        options(actions=7)


def test_sharing_a_legion_costs_the_recipient_one_dignitas_paid_to_the_donor() -> None:
    s = new()
    s = replace(
        s, players=tuple(replace(f, legions=3) if f.name == "Cornelii" else f for f in s.players)
    )
    before = {f.name: (f.dignitas, f.legions) for f in s.players}
    s = act(s, "share Cornelii Fabii legions 2")
    assert (s.familia("Cornelii").dignitas, s.familia("Cornelii").legions) == (
        before["Cornelii"][0] + 2,
        1,
    )
    assert (s.familia("Fabii").dignitas, s.familia("Fabii").legions) == (
        before["Fabii"][0] - 2,
        before["Fabii"][1] + 2,
    )


def test_sharing_a_bust_moves_it_reserve_to_reserve_for_one_dignitas() -> None:
    s = new()
    c, f = s.familia("Cornelii"), s.familia("Fabii")
    s = act(s, "share Cornelii Fabii busts 1")
    assert (s.familia("Cornelii").reserve, s.familia("Fabii").reserve) == (
        c.reserve - 1,
        f.reserve + 1,
    )
    assert s.familia("Fabii").dignitas == f.dignitas - 1


def test_dignitas_is_neither_dealt_nor_given_in_the_historical_variant() -> None:
    s = new()
    assert "share Legions and Busts only" in refused(s, "give Cornelii fabii dignitas 1")
    assert "share Legions and Busts only" in refused(s, "deal Cornelii fabii dignitas 1")


def test_extort_settlement_shares_up_to_era_dignitas() -> None:
    s = until(new(), "choose")
    s = act(s, "choose Cornelii extort exploit")
    s = act(s, "choose Fabii exec expand")
    s = act(s, "choose Claudii exec expand")
    s = until(s, "extort")
    assert s.waiting == ("Cornelii",)
    assert "Dignitas, not '2'" in refused(s, "settle Cornelii fabii 2")  # Era I: 1 at most
    before = (s.familia("Cornelii").dignitas, s.familia("Fabii").dignitas)
    s = act(s, "settle Cornelii fabii 1")
    assert (s.familia("Cornelii").dignitas, s.familia("Fabii").dignitas) == (
        before[0] + 1,
        before[1] - 1,
    )


def _at_the_end(s: State, governed: tuple[str, ...]) -> State:
    board = GAME.board
    return replace(
        s,
        era=7,
        tiles=tuple(t.name for t in board.tiles),
        governors=tuple((r, "Fabii") for r in governed),
    )


def test_historical_game_is_won_when_rome_controls_every_region_that_could_turn_purple() -> None:
    s = _at_the_end(new(), purple_regions(GAME.board))
    s, said = finish(GAME.board, s)
    assert (s.outcome, s.winners) == ("won", ("Ann",))
    assert "The Historical game is won: Rome holds them all" in [e.text for e in said]


def test_historical_game_is_won_with_a_tile_romanised_instead_of_governed() -> None:
    italy = ("Etruria", "Samnium", "Volsci", "Tarentum")
    rest = tuple(r for r in purple_regions(GAME.board) if r not in italy)  # Sardinia governed
    s = replace(_at_the_end(new(), rest), romanised=("Italia",))
    assert finish(GAME.board, s)[0].outcome == "won"


def test_sardinia_counts_only_once_governed_though_italia_is_romanised() -> None:
    # Romanisation: "You do not have to conquer Sardinia" to turn Italia purple, so a
    # Romanised Italia does not make Rome control Sardinia: it stays to be taken
    italy = ("Etruria", "Samnium", "Volsci", "Tarentum", "Sardinia")
    rest = tuple(r for r in purple_regions(GAME.board) if r not in italy)
    s = replace(_at_the_end(new(), rest), romanised=("Italia",))
    assert GAME.status(s, None)["historical"]["missing"] == ["Sardinia"]
    s, said = finish(GAME.board, s)
    assert s.outcome == "lost"
    assert "Still missing: Sardinia" in [e.text for e in said]


def test_historical_game_is_lost_and_says_which_regions_are_missing() -> None:
    wanted = purple_regions(GAME.board)
    s = _at_the_end(new(), tuple(r for r in wanted if r not in ("Gallia", "Syria")))
    assert GAME.status(s, None)["historical"]["missing"] == ["Gallia", "Syria"]
    s, said = finish(GAME.board, s)
    assert (s.outcome, s.winners) == ("lost", ())
    assert "Still missing: Gallia, Syria" in [e.text for e in said]
    view = {**GAME.status(s, None), "session": 1, "game": "carta-imperia"}
    assert "Still missing: Gallia, Syria  [Solo & 2-Player Addenda, the Historical Variant]" in (
        GAME.describe(view)
    )


def playout(seed: int, physical: bool, **more: Any) -> tuple[State, list[str], dict[str, Any]]:
    opts = options(**more)
    s = GAME.setup(seats(), seed, physical, opts)
    rng = random.Random(seed)
    log: list[str] = []
    for _ in range(12000):
        check(GAME.board, s)
        if s.step == "over":
            return s, log, opts
        legal = GAME.legal_actions(s)
        assert legal, f"no legal action at {s.step} in Era {s.era}"
        a = rng.choice(legal)
        assert GAME.check(s, a) == []
        s = apply_checked(GAME, s, a)[0]
        log.append(GAME.text(a))
        if len(log) % 97 == 0:  # replay equals state along the way
            assert replay(GAME, seats(), seed, physical, log, opts)[0] == s
    raise AssertionError("the Historical game did not end")


@pytest.mark.parametrize(
    ("seed", "physical", "more"),
    [(1, False, {}), (2, True, {}), (3, False, {"actions": 4, "challenging": True})],
)
def test_seeded_historical_whole_game_ends_won_or_lost_and_replays(
    seed: int, physical: bool, more: dict[str, Any]
) -> None:
    s, log, opts = playout(seed, physical, **more)
    assert s.era == 7 and s.outcome in ("won", "lost", "rome-falls")
    if s.outcome == "lost":
        assert s.reason == "The Historical game is lost"
    assert replay(GAME, seats(), seed, physical, log, opts)[0] == s
    again, log_again, _ = playout(seed, physical, **more)
    assert log_again == log and again == s  # the same seed, the same game


def test_historical_action_words_parse_as_at_the_table() -> None:
    s = until(new(), "choose")
    a = GAME.parse(s, ["choose", "claudii"])
    assert a == Action("choose", "Claudii", ())


def test_historical_conquest_dignitas_is_shared_equally_among_the_familiae() -> None:
    # "must share the Dignitas rewards of conquest equally": a lone General's 4 Dignitas of
    # spoils go 2 to him (the odd one to a General first) and 1 to each other Familia
    s = replace(new(), generals=(General("Fabii"),))
    before = {f.name: f.dignitas for f in s.players}
    after, said = _spoils(s, Battle("Volsci", ("Fabii",), 1), 4, "")
    gained = {f.name: f.dignitas - before[f.name] for f in after.players}
    assert gained == {"Cornelii": 1, "Fabii": 2, "Claudii": 1}
    assert said[0].text.startswith("Spoils: Fabii +2 Dignitas, ")
    with use_lang("it"):
        _, said = _spoils(s, Battle("Volsci", ("Fabii",), 1), 3, "")
    assert said[0].text.startswith("Bottino: Fabii +1 Dignitas, ")


def test_historical_game_over_cites_its_section_in_italian() -> None:
    from lictor.games.carta_imperia.rules.historical import VERDICT
    from lictor.i18n import said_section

    cited = str(VERDICT)  # as the game-over agenda holds it: English, said at display
    # the rule as the condition it is, not a claim beside a lost game (audit17 W9)
    assert cited.startswith("Solo & 2-Player Addenda, the Historical Variant, won if Rome")
    with use_lang("it"):
        said = said_section(cited)
    assert said == (
        "Appendici per 1 e 2 giocatori, la variante Storica, vinta se Roma controlla ogni "
        "regione che poteva diventare viola"
    )


def test_historical_variant_conducts_no_draft_each_familia_keeps_its_events() -> None:
    """Solo & 2-Player Addenda, Setup: playing solo there is no draft. One player holds the
    three Familiae's hands, so each keeps the scenario's Draft Events as dealt."""
    s = new(seed=7)
    steps = []
    for _ in range(500):
        if s.step == "choose":
            break
        steps.append(s.step)
        a = next(x for x in GAME.legal_actions(s) if x.verb != "share")
        s = apply_checked(GAME, s, a)[0]
    assert s.step == "choose" and "draft" not in steps
    n = GAME.board.scenario.draft
    for f in s.players:
        assert len(f.draft) == n and f.draft_count == n and f.hand == ()
    held = [c for f in s.players for c in f.draft]
    assert len(set(held)) == len(held)  # no card dealt twice
    check(GAME.board, s)


def test_historical_variant_at_a_physical_table_keeps_the_dealt_events() -> None:
    """The same at a physical table: the table is told to deal and keep, not to draft."""
    s = new(seed=7, physical=True)
    said: list[str] = []
    for _ in range(500):
        if s.step == "draft":
            break
        a = next(x for x in GAME.legal_actions(s) if x.verb != "share")
        s, events = apply_checked(GAME, s, a)
        said += [str(getattr(e, "text", e)) for e in events]
    n = GAME.board.scenario.draft
    assert any(f"{n} Draft Events and 2 Legacy cards and keep them" in x for x in said)
    assert not any("draft them at the table" in x for x in said)
    s = act(s, "drafted")
    assert s.step != "draft" and all(f.draft_count == n for f in s.players)
