"""Scenario I setup and the Era's sequence, rule by rule (Carta Imperia referee)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.errors import BadInput
from lictor.games.carta_imperia.rules.phases.era.steps import after_event, start_era
from lictor.games.carta_imperia.rules.table import bust_count, primus_order
from lictor.rules.game import Seats
from tests.games.carta_imperia.referee_kit import (
    B,
    G,
    act,
    at_era_start,
    new,
    refused,
    run,
    said,
)


def test_scenario_setup_filters_the_decks_to_eras_ii_to_iv_and_removes_philip() -> None:
    s = new()
    eras = {c.id: c.era for c in B.historical}
    assert "philip-supports-carthage" not in s.history.draw_pile
    assert all(eras[c] in (2, 3, 4) for c in s.history.draw_pile)
    assert "hannibalic-war" in s.history.draw_pile
    assert all(c.era in (0, 2, 3, 4) for c in B.draft)
    assert len(B.draft) == 24  # 4 each for 6 players


def test_full_game_setup_starting_pieces() -> None:
    """Full Game Setup 2 and 6: 5 Dignitas, 2 Busts in Reserve and 6 in Stock, 6 Legions
    of Rome; the Era I tile is on the table."""
    s = new(physical=True)
    assert s.step == "start"
    for f in s.players:
        assert (f.dignitas, f.auctoritas, f.reserve, f.stock) == (5, 0, 2, 6)
    assert s.rome_card == 6
    assert s.tiles == ("Italia",)


def test_start_cards_place_a_bust_from_stock_on_the_province_gained() -> None:
    s = run(new(physical=True), "start Ann gens-cornelii", "start Ben gens-claudii")
    assert s.governor("Etruria") == "Ann"
    assert s.familia("Ann").stock == 5
    assert s.familia("Ben").private == 2  # Gens Claudii: 2 Private Legions
    refused(s, "start Cy gens-cornelii")  # already dealt


def test_virtual_setup_deals_start_cards_draft_hands_and_two_legacies() -> None:
    s = new(seed=4)
    assert s.step == "draft"
    assert len({f.start_card for f in s.players}) == 3
    for f in s.players:
        assert len(f.hand) == 4
        assert [c.split("-")[0] for c in f.legacies] == ["major", "minor"]


def test_events_draft_pick_one_and_pass_the_rest_left() -> None:
    s = new(seed=2)
    hands = {f.name: f.hand for f in s.players}
    picks = {n: h[0] for n, h in hands.items()}
    s = run(s, *(f"pick {n} {c}" for n, c in picks.items()))
    # Ann's hand (less her pick) is now in front of Ben, the next player on her left.
    assert set(s.familia("Ben").hand) == set(hands["Ann"]) - {picks["Ann"]}
    for _ in range(3):
        s = run(s, *(f"pick {f.name} {f.hand[0]}" for f in s.players))
    assert all(len(f.draft) == 4 for f in s.players)
    assert s.step in ("direction", "primus")


def test_a_pick_is_secret_and_must_come_from_the_hand_in_front_of_you() -> None:
    s = new(seed=2)
    other = s.familia("Ben").hand[0]
    assert "hand" in str(refused(s, f"pick Ann {other}"))
    assert G.is_secret(G.parse(s, ["pick", "Ann", s.familia("Ann").hand[0]]))


def test_first_primus_ties_go_to_etruria_then_samnium_then_volsci() -> None:
    s = run(
        new(physical=True),
        "start Ann gens-valerii",
        "start Ben gens-fabii",
        "start Cy gens-claudii",
        "drafted",
    )
    assert s.primus == "Ben"  # Samnium comes before the Volsci
    assert s.step == "direction"


def test_first_primus_unresolved_tie_is_named_by_the_table() -> None:
    s = run(
        new(physical=True),
        "start Ann gens-claudii",
        "start Ben gens-aemilii",
        "start Cy gens-iulii",
        "drafted",
    )
    assert s.step == "primus"
    s = run(s, "primus Cy")
    assert s.primus == "Cy"


def test_the_primus_chooses_the_direction_of_primus_order() -> None:
    s = at_era_start("Ann", "Ben", "Cy", "Dee")
    assert primus_order(s) == ("Ann", "Ben", "Cy", "Dee")
    right = replace(s, direction="right")
    assert primus_order(right) == ("Ann", "Dee", "Cy", "Ben")


def test_players_three_to_six_each_named_once() -> None:
    with pytest.raises(BadInput, match="3 to 6"):
        G.seat("Ann,Ben")
    with pytest.raises(BadInput, match="3 to 6"):
        G.seat("A,B,C,D,E,F,G")
    with pytest.raises(BadInput, match="one colour"):
        G.seat("Ann,Ben,ann")
    assert G.seat("Ann,Ben,Cy") == {"red": "Ann", "blue": "Ben", "green": "Cy"}


def test_players_colours_given_are_honoured_in_the_seating_order_given() -> None:
    """Full Game Setup: each player picks a Familia colour; --players COLOUR=NAME says it."""
    seats = G.seat("green=Ann,red=Ben,grey=Cy")
    assert seats == {"green": "Ann", "red": "Ben", "grey": "Cy"}
    assert list(seats.values()) == ["Ann", "Ben", "Cy"]  # clockwise as given
    s = G.setup(Seats(tuple(seats.items())), 1)
    assert [(f.name, f.colour) for f in s.players] == [
        ("Ann", "green"),
        ("Ben", "red"),
        ("Cy", "grey"),
    ]


def test_players_bare_names_take_the_next_colours_nobody_named() -> None:
    assert G.seat("red=Ann,blue=Ben,Cy") == {"red": "Ann", "blue": "Ben", "green": "Cy"}
    assert G.seat("Ann,red=Ben,Cy") == {"blue": "Ann", "red": "Ben", "green": "Cy"}


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("red=Ann,red=Ben,green=Cy", "colour 'red' is given twice"),
        ("pink=Ann,blue=Ben,green=Cy", "unknown colour 'pink'"),
        ("Ann,Ben,Ann", "'Ann' is named twice"),
        ("Ann,,Cy", "has an empty name"),
        ("red=Ann,blue=,Cy", "'blue=' should be COLOUR=NAME"),
    ],
)
def test_players_a_colour_unknown_or_twice_is_one_clear_line(
    spec: str, message: str, tmp_path: Path
) -> None:
    db = str(tmp_path / "seat.sqlite")
    result = CliRunner().invoke(
        main, ["referee", "--db", db, "new", "carta-imperia", "--players", spec]
    )
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_era_legions_join_the_legions_of_rome() -> None:
    """Sequence of Play: add Era # Legions (the rulebook's example: 4 in Era 4)."""
    s = at_era_start()
    assert s.rome_card == 6 + 1  # Era I
    s = replace(s, era=4, step="event", rome_card=3)
    s, events = after_event(B, s)
    assert s.rome_card == 3 + 4
    assert "4 Legions join" in events[0].text


def test_historical_events_later_eras_set_aside_past_ones_discarded() -> None:
    s = at_era_start()
    s = replace(s, era=2, step="event", waiting=(), events=())
    s = run(s, "reveal historical-event-iii-1")
    assert s.aside == ("historical-event-iii-1",)
    assert s.step == "event"
    s = run(s, "reveal brennus")
    assert s.events == ("brennus",)
    assert s.step == "turn"  # the Action cards laid face down: the eXploit ones turned over
    # at the start of Era III the set-aside card is shuffled back in
    s3, _ = start_era(B, replace(s, era=3))
    assert "historical-event-iii-1" in s3.history.draw_pile


def test_challenging_game_adds_lake_regillus_and_plays_two_events() -> None:
    s = at_era_start(challenging=True)
    assert "battle-of-lake-regillus" in s.history.draw_pile or "battle-of-lake-regillus" in (
        s.events
    )
    s = replace(s, era=2, step="event", waiting=(), events=())
    s = run(s, "reveal brennus")
    assert s.step == "event"  # one more matching card (Era II or I) to draw
    s = run(s, "reveal historical-event-ii")
    assert s.events == ("brennus", "historical-event-ii")
    assert s.step == "turn"  # the Action cards laid face down: the eXploit ones turned over


def test_actions_two_each_with_three_or_four_players_one_with_five_or_six() -> None:
    s = at_era_start(physical=False)
    assert "2 with 1-4" in str(refused(s, "choose Ann exploit"))
    refused(s, "choose Ann exploit exploit")
    s5 = at_era_start("Ann", "Ben", "Cy", "Dee", "Eve", physical=False)
    refused(s5, "choose Ann exploit exec")
    assert act(s5, "choose Ann exec")[0].familia("Ann").actions == ("exec",)


def test_actions_are_chosen_in_secret_and_revealed_one_action_at_a_time() -> None:
    s = at_era_start(physical=False)
    s, events = act(s, "choose Ann exec expand")
    assert [e.text for e in events] == ["Ann has chosen"]
    assert G.status(s, None)["familiae"]["Ann"]["actions"] == 2
    assert G.status(s, "Ann")["familiae"]["Ann"]["actions"] == ["exec", "expand"]
    log = ["choose Ann exec expand"]
    assert G.masked_log(s, log) == ["choose Ann ?"]
    s = run(s, "choose Ben extort expand")
    text = said(s, "choose Cy exploit expand")
    assert "eXploit cards revealed: Cy" in text  # the others' cards stay face down
    assert not any("Ann" in t and "expand" in t for t in text)


def test_steps_without_card_players_are_skipped() -> None:
    s = at_era_start(physical=False)
    s = run(s, "choose Ann extort expand", "choose Ben extort expand", "choose Cy extort expand")
    assert s.step == "extort"  # no eXploit, no eXec played


def test_every_familia_has_eight_busts_from_the_start() -> None:
    s = at_era_start()
    assert all(bust_count(s, f.name) == B.busts for f in s.players)


def test_a_users_pack_replaces_reconstructed_facts_shields_whole() -> None:
    from lictor.games.carta_imperia.rules.board_user import board_with

    user = {"data": {"referee": {"foes": {"brennus": {"shields": {"phalanx": 3}}}}}}
    board = board_with(user, "mine.yaml")
    brennus = board.foe("brennus")
    assert brennus is not None and brennus.shields == (("phalanx", 3),)
    assert board.foe("hannibalic-war") == B.foe("hannibalic-war")
    with pytest.raises(BadInput, match=r"mine.yaml: data.referee.adjacency: unknown region"):
        board_with({"data": {"referee": {"adjacency": [["Roma", "Troy"]]}}}, "mine.yaml")


def test_a_start_cards_province_already_governed_sends_the_bust_to_reserve() -> None:
    s = run(new(physical=True), "move-bust Cy stock etruria", "start Ann gens-cornelii")
    assert s.governor("Etruria") == "Cy"
    assert (s.familia("Ann").stock, s.familia("Ann").reserve) == (5, 3)
    assert all(bust_count(s, f.name) == B.busts for f in s.players)
