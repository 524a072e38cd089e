"""Circus Maximus, refereed: each rule by its section, and the rulebook's example."""

from __future__ import annotations

import pytest

from lictor.errors import BadInput
from lictor.games.circus_maximus.rules.game import placement_order
from lictor.games.circus_maximus.rules.state import chariot_index
from lictor.rules.game import Seats, apply_checked
from lictor.rules.violation import BadAction
from tests.games.circus_maximus.helpers import TWO, G, T, hex_of, order, play, race, refused, start

# red-1 and red-2 level at the front (x 7.5), then red-3, blue-2, blue-1, blue-3
START = {
    "red-1": "A3",
    "red-2": "C3",
    "red-3": "B3",
    "blue-1": "B2",
    "blue-2": "A2",
    "blue-3": "A1",
}


# -- the board -------------------------------------------------------------------------------
def test_board_ids_lanes_and_areas_as_printed() -> None:
    ids = {h.id for h in T.hexes}
    assert len(ids) == 201
    assert {f"F{i}" for i in range(1, 12)} <= ids
    assert sorted(h.id for h in T.hexes if h.start) == sorted(
        f"{lane}{n}" for lane in "ABCDE" for n in (1, 2, 3)
    )
    # the lanes' lengths: 26 hexes round the inside, 6 more each lane out
    for lane, letter in enumerate("ABCDE", 1):
        assert max(int(h.id[1:]) for h in T.hexes if h.id[0] == letter) == 20 + 6 * lane
    # the transition zones: one hex a lane on the spina's axis at each end
    assert sorted(h.id for h in T.hexes if h.section == "left-turn") == [
        "A12", "B14", "C15", "D17", "E18"
    ]  # fmt: skip


# -- Setup: placement ------------------------------------------------------------------------
def test_setup_placement_clockwise_then_counterclockwise_twice() -> None:
    # seats A, B, C clockwise; B first: B C A | A C B | A C B
    assert placement_order(3, 1) == (1, 2, 0, 0, 2, 1, 0, 2, 1)
    assert placement_order(2, 0) == (0, 1, 1, 0, 1, 0)


def test_setup_first_player_by_name_and_the_order_is_enforced() -> None:
    three = Seats((("green", "Cy"), ("red", "Ann"), ("blue", "Ben")))
    s = start(three, first="Ann")
    assert [s.colours[i] for i in s.placing] == [
        "red", "blue", "green", "green", "blue", "red", "green", "blue", "red"
    ]  # fmt: skip
    assert "Setup" in str(refused(s, "place green-1 A1"))
    assert refused(s, "place red-2 A1").violations[0].code == "label-order"
    s = play(s, "place red-1 A1", "place blue-1 A2", "place green-1 A3", "place green-2 B1")
    assert "Ben (blue) places now" in str(refused(s, "place green-3 B2"))


def test_setup_seeded_first_player_is_repeatable_and_varies() -> None:
    firsts = {G.setup(TWO, seed).placing[0] for seed in range(20)}
    assert firsts == {0, 1}
    assert G.setup(TWO, 7).placing == G.setup(TWO, 7).placing


def test_setup_first_player_not_at_the_table_is_refused() -> None:
    with pytest.raises(BadInput, match="--first: 'Zed' is not in the race"):
        start(first="Zed")


def test_setup_only_free_start_area_hexes() -> None:
    s = start(first="Ann")
    assert "not in the start area" in str(refused(s, "place red-1 A4"))
    s = play(s, "place red-1 A1")
    assert "A1 is taken by red-1" in str(refused(s, "place blue-1 A1"))
    assert "being placed" in str(refused(s, "move blue-1 3 A4"))


def test_setup_all_placed_starts_round_one_in_movement_order() -> None:
    s = start(first="Ann")
    s = play(s, *(f"place {c} {h}" for c, h in [
        ("red-1", "A3"), ("blue-1", "B2"), ("blue-2", "A2"),
        ("red-2", "C3"), ("blue-3", "A1"), ("red-3", "B3"),
    ]))  # fmt: skip
    assert s.round == 1
    assert order(s) == ["red-1", "red-2", "red-3", "blue-2", "blue-1", "blue-3"]


# -- Movement Order ----------------------------------------------------------------------------
def test_movement_order_straight_furthest_ahead_first_ties_inside_first() -> None:
    s = race(START)
    assert order(s) == ["red-1", "red-2", "red-3", "blue-2", "blue-1", "blue-3"]
    why = G.agenda(s).prompt
    assert "red-1" in why and "level with red-2, it is nearer the inside" in why


def test_movement_order_leading_section_first_then_the_ones_behind() -> None:
    # lower straightaway (after the left transition zone) > left transition zone > upper
    s = race(
        {
            "blue-2": "A5",  # upper straightaway, far ahead of nobody
            "red-1": "C15",  # left transition zone, lane C
            "blue-1": "A12",  # left transition zone, lane A: the inside moves first
            "red-2": "A13",  # lower straightaway: the leading section
            "red-3": "E3",
            "blue-3": "A1",
        }
    )
    assert order(s) == ["red-2", "blue-1", "red-1", "blue-2", "red-3", "blue-3"]
    s = play(s, "stay red-2 1", "done red-2")
    assert "in a transition zone the inside chariot moves first" in G.agenda(s).prompt


def test_movement_order_in_a_bend_by_the_radial_line_ties_inside_first() -> None:
    # the upper-left bend belongs to the upper straightaway; B13 is round the bend ahead
    # of A11 and B12, which stand on one radial line: the inside one (A11) moves first
    s = race({"red-1": "B12", "red-2": "A11", "red-3": "B13", **_blue_back()})
    assert order(s)[:3] == ["red-3", "red-2", "red-1"]


def _blue_back() -> dict[str, str]:
    return {"blue-1": "A1", "blue-2": "B1", "blue-3": "C1"}


def test_movement_order_a_lap_ahead_is_a_section_ahead() -> None:
    s = race({**START, "blue-3": "A26"}, lapped=("red-3",))
    # red-3 on B3 has done its lap: it leads, before red-1 on A3 still on its first
    assert order(s)[0] == "red-3"


def test_movement_order_names_the_chariot_and_refuses_the_others() -> None:
    s = race(START)
    v = refused(s, "move blue-2 3 A5")
    assert "Movement Order" in str(v) and "red-1 moves now" in str(v)


# -- Moving Chariots -----------------------------------------------------------------------------
def test_rulebook_example_lead_chariot_assigned_2_3_and_5() -> None:
    """Moving Chariots, example p. 14: the lead chariot takes the 2, the 3 and the 5."""
    s = race(START)
    s = play(s, "move red-1 2 A5", "move red-1 3 A8", "move red-1 5 C14")
    assert hex_of(s, "red-1") == "C14"  # the 5 runs straight W through the bend
    # three cards: its move is over; Ann keeps the 1 and the 4 for red-2 and red-3
    assert G.status(s, None)["mover"] == "red-2"
    assert G.status(s, None)["cards_left"]["red"] == [1, 4]
    s = play(s, "move red-2 1 C4")
    # the 4 is red-3's (it must get a card too): red-2 may take no other card, so its
    # move ends by itself - `done` is not asked when no card is left (issue 30, item 12)
    assert G.status(s, None)["mover"] != "red-2"
    assert not any(t.startswith("done red-2") for t in map(G.text, G.legal_actions(s)))
    s = play(s, "move red-3 4 B7")
    assert G.status(s, None)["cards_left"]["red"] == []


def test_a_chariot_with_no_card_left_to_take_ends_its_move_without_done() -> None:
    """Moving Chariots: each player keeps a card for each chariot still to move; when the
    only cards left are kept, the chariot's move is over - nothing to ask."""
    s = race(START)
    s = play(s, "move red-1 2 A5", "move red-1 3 A8", "move red-1 5 C14")
    _, events = apply_checked(G, s, G.parse(s, ["move", "red-2", "1", "C4"]))
    assert "red-2 has no card left it may take: its move ends" in [e.text for e in events]


def test_moving_a_fourth_card_is_refused() -> None:
    s = play(race(START), "move red-1 2 A5", "move red-1 3 A8", "stay red-1 1")
    v = refused(s, "move red-1 4 B12")
    assert v.violations[0].code == "card-limit"
    assert "3 cards this round, the most a chariot may take" in str(v)


def test_moving_a_card_already_used_this_round_is_refused() -> None:
    s = play(race(START), "move red-1 2 A5", "done red-1")
    v = refused(s, "move red-2 2 C5")
    assert v.violations[0].code == "card-used" and "(by red-1)" in str(v)
    assert "Moving Chariots" in str(v)


def test_moving_must_leave_a_card_for_each_later_chariot() -> None:
    s = play(race(START), "move red-1 2 A5", "move red-1 3 A8")
    # 1, 4, 5 left; red-2 and red-3 still to move: a third card for red-1 is fine ...
    s2 = play(s, "move red-1 1 A9")
    assert s2.mover() == chariot_index(s.colours, "red-2")
    # ... but red-2 then may take one card only: the 5 is red-3's, so its move ends
    s3 = play(s2, "move red-2 4 C7")
    assert s3.mover() != chariot_index(s.colours, "red-2")
    _, events = apply_checked(G, s2, G.parse(s2, ["move", "red-2", "4", "C7"]))
    assert "red-2 has no card left it may take: its move ends" in [e.text for e in events]


def test_moving_through_an_occupied_hex_is_refused() -> None:
    s = race(START)  # backwards from A3: blue-2 on A2 is in the way
    v = refused(s, "move red-1 3 A26")
    assert v.violations[0].code == "occupied" and "A2, taken by blue-2" in str(v)


def test_moving_onto_an_occupied_hex_is_refused() -> None:
    v = refused(race(START), "move red-1 1 A2")
    assert v.violations[0].code == "occupied" and "Moving Chariots" in str(v)


def test_moving_a_bent_path_is_refused() -> None:
    s = race(START)
    v = refused(s, "move red-1 3 B6")
    assert v.violations[0].code == "bent-path" and "not a straight line" in str(v)


def test_moving_part_of_a_card_is_refused() -> None:
    s = race(START)
    v = refused(s, "move red-1 4 A5")
    assert v.violations[0].code == "partial-move"
    assert "all 4 points of the card must be used" in str(v) and "stay red-1 4" in str(v)


def test_moving_to_where_it_stands_is_a_stay() -> None:
    v = refused(race(START), "move red-1 3 A3")
    assert v.violations[0].code == "no-move" and "stay red-1 3" in str(v)


def test_moving_further_than_the_card_is_refused() -> None:
    assert refused(race(START), "move red-1 2 A6").violations[0].code == "too-far"


def test_moving_never_leaves_the_track() -> None:
    s = race({**START, "red-1": "E5", "red-2": "A3"})
    # on the outside lane a 1 goes W, E, SW or SE: NW and NE would leave the board
    ones = {
        G.text(a).split()[-1] for a in G.legal_actions(s) if G.text(a).startswith("move red-1 1 ")
    }
    here = T.by_id["E5"]
    assert ones == {T.hexes[n].id for k in range(6) if (n := T.step(here, k)) is not None}
    assert len(ones) == 4


def test_moving_backwards_and_changing_direction_between_cards() -> None:
    s = play(race(START), "move red-1 3 A6", "move red-1 2 A4")
    assert hex_of(s, "red-1") == "A4"


def test_staying_spends_the_card_without_moving() -> None:
    s = play(race(START), "stay red-1 5")
    assert hex_of(s, "red-1") == "A3" and 5 not in G.status(s, None)["cards_left"]["red"]


def test_every_chariot_gets_at_least_one_card() -> None:
    v = refused(race(START), "done red-1")
    assert v.violations[0].code == "no-card" and "stay red-1 N" in str(v)


def test_next_round_every_card_comes_back_and_unused_ones_are_lost() -> None:
    s = race(START)
    s = play(s, "move red-1 5 A8", "done red-1", "stay red-2 1", "done red-2")
    s = play(s, "stay red-3 2", "done red-3")  # Ann's 3 and 4: never used, lost
    s = play(s, "stay blue-2 1", "done blue-2", "stay blue-1 2", "done blue-1")
    s = play(s, "stay blue-3 3", "done blue-3")
    assert s.round == 2
    assert G.status(s, None)["cards_left"] == {"red": [1, 2, 3, 4, 5], "blue": [1, 2, 3, 4, 5]}
    assert order(s)[0] == "red-1"


def test_a_chariot_that_has_moved_cannot_move_again_this_round() -> None:
    s = play(race(START), "move red-1 5 A8", "done red-1")
    v = refused(s, "move red-1 1 A9")
    assert v.violations[0].code == "not-its-turn" and "has moved this round" in str(v)


# -- End of the Race -----------------------------------------------------------------------------
def test_finish_entry_only_after_a_full_lap() -> None:
    s = race(START)
    v = refused(s, "move red-1 1 F3")
    assert v.violations[0].code == "no-lap" and "End of the Race" in str(v)


def test_finish_doubling_back_does_not_make_a_lap() -> None:
    s = race(
        {
            "red-1": "A1",
            "red-2": "C3",
            "red-3": "B3",
            "blue-1": "E2",
            "blue-2": "D2",
            "blue-3": "A5",
        }
    )
    assert order(s) == ["blue-3", "red-2", "red-3", "blue-1", "blue-2", "red-1"]
    s = play(s, "stay blue-3 1", "done blue-3", "stay red-2 4", "done red-2")
    s = play(s, "stay red-3 5", "done red-3", "stay blue-1 2", "done blue-1")
    s = play(s, "stay blue-2 3", "done blue-2")
    # red-1 backs over the start line into the bend, then comes forward past it again
    s = play(s, "move red-1 2 B31", "move red-1 3 A2")
    assert G.status(s, None)["chariots"][0]["lap_done"] is False
    v = refused(s, "move red-1 1 F2")
    assert v.violations[0].code == "no-lap" and "doubling back" in str(v)


def test_finish_a_full_lap_then_entry_ends_the_move_ignoring_the_rest() -> None:
    s = race({**START, "red-1": "A26", "blue-3": "E1"})
    # red-1 on A26, in the right bend, has gone round: one hex W crosses the start line
    s = play(s, "move red-1 1 A1")
    assert G.status(s, None)["chariots"][0]["lap_done"] is True
    s, events = G.apply(s, G.parse(s, ["move", "red-1", "4", "F1"]))
    assert hex_of(s, "red-1") == "F1"
    assert "finish area at F1: 1st in (the rest of the card is ignored)" in events[0].text
    assert s.mover() != chariot_index(s.colours, "red-1")  # entering ends its move
    assert G.status(s, None)["chariots"][0]["finished"] == 1


def test_finish_a_path_through_the_finish_area_stops_there() -> None:
    s = race(START, lapped=("red-1",))
    v = refused(s, "move red-1 3 B26")  # A3 SE: F3 first, where the move must stop
    assert v.violations[0].code == "finish-stops" and "move red-1 3 F3" in str(v)
    s = play(s, "move red-1 3 F3")
    assert hex_of(s, "red-1") == "F3"


def test_finish_never_across_the_heavy_line() -> None:
    s = race({**START, "red-1": "A23"}, lapped=("red-1",))
    v = refused(s, "move red-1 1 F1")
    assert v.violations[0].code == "heavy-line" and "upper straightaway" in str(v)
    s = race({**START, "red-1": "A12"}, lapped=("red-1",))
    assert refused(s, "move red-1 1 F11").violations[0].code == "heavy-line"


def test_finish_third_chariot_in_wins_and_the_others_may_race_on() -> None:
    s = race(
        {
            "red-1": "F1",
            "red-2": "F2",
            "red-3": "A4",
            "blue-1": "B2",
            "blue-2": "A2",
            "blue-3": "A1",
        },
        lapped=("red-3",),
    )
    s = play(s, "move red-3 2 F5")  # A4 SE is F4; F5 is SW
    assert s.winner == 0
    agenda = G.agenda(s)
    assert not agenda.over and "Ann has won" in agenda.prompt
    assert G.text(G.legal_actions(s)[0]) == "end"  # the default offered first: stop here
    s = play(s, "end")
    agenda = G.agenda(s)
    assert agenda.over and agenda.winners == ("Ann",)
    assert "1st Ann (red, 3 in), 2nd Ben (blue, 0 in)" in agenda.prompt


def test_finish_end_before_a_winner_is_refused() -> None:
    assert refused(race(START), "end").violations[0].code == "no-winner"


# -- Variants ----------------------------------------------------------------------------------
def test_variant_same_direction_change_costs_an_extra_card() -> None:
    s = race(START, variant=["same-direction"])
    s = play(s, "move red-1 3 A6")
    v = refused(s, "move red-1 2 A4")
    assert v.violations[0].code == "direction" and "Variants" in str(v)
    s = play(s, "stay red-1 1", "move red-1 2 A4")  # the extra card, then the change
    assert hex_of(s, "red-1") == "A4"


def test_variant_two_cards_a_chariot() -> None:
    s = race(START, variant=["two-cards"])
    s = play(s, "move red-1 3 A6", "move red-1 2 A8")
    assert s.mover() == chariot_index(s.colours, "red-2")
    v = refused(s, "move red-1 1 A9")
    assert v.violations[0].code == "card-limit" and "2 cards" in str(v)


def test_variant_unknown_is_refused() -> None:
    with pytest.raises(BadInput, match="--variant: 'fast' is not a variant"):
        G.check_options({"variant": ["fast"]})


# -- words --------------------------------------------------------------------------------------
def test_words_name_chariots_hexes_and_cards_as_printed() -> None:
    s = race(START)
    assert G.text(G.parse(s, ["move", "RED-I", "3", "a6"])) == "move red-1 3 A6"
    with pytest.raises(BadAction, match="'orange-1' is not a chariot in this race"):
        G.parse(s, ["done", "orange-1"])
    with pytest.raises(BadAction, match="'Z9' is not a hex of the board"):
        G.parse(s, ["move", "red-1", "3", "Z9"])
    with pytest.raises(BadAction, match="'6' is not a movement card"):
        G.parse(s, ["stay", "red-1", "6"])


def test_setup_each_player_takes_a_colour_a_bare_name_the_next_one_free() -> None:
    """Components: each player takes the three chariots of a single colour. A name given
    a colour plays it; a bare name takes the next colour nobody named, in seating order."""
    assert G.seat("Ann,blue=Ben,Cy") == {"red": "Ann", "blue": "Ben", "orange": "Cy"}
    with pytest.raises(BadInput, match="2 to 5 players, got 6"):
        G.seat("A,B,C,D,E,F")
    with pytest.raises(BadInput, match="unknown colour 'yellow'"):
        G.seat("yellow=Ann,Ben")


def test_movement_order_the_end_of_the_lap_leads_the_start_of_it_trails() -> None:
    """Movement Order: the section of the lead chariot moves first, then the next. The
    start line cuts the upper straightaway (lictor's reading, data.referee): red-1 on B31,
    at the top of the right bend before the line, is at the end of its lap and moves
    first; blue-1 on the lower straightaway next; the four just past the line after them.
    `status` names red-1's part of the section."""
    s = race({"red-1": "B31", "blue-1": "A20", "red-2": "A1", "red-3": "B1", "blue-2": "C1",
              "blue-3": "D1"})  # fmt: skip
    assert order(s)[:2] == ["red-1", "blue-1"]
    assert set(order(s)[2:]) == {"red-2", "red-3", "blue-2", "blue-3"}
    where = {c["chariot"]: c["section"] for c in G.status(s, None)["chariots"]}
    assert where["red-1"] == "upper straightaway, end of the lap"
    assert where["blue-1"] == "lower straightaway" and where["red-2"] == "upper straightaway"
    assert "it leads the race, in the upper straightaway, end of the lap" in G.agenda(s).prompt
