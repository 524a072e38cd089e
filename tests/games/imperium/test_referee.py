"""Imperium refereed, rule by rule, with the rulebook's worked examples."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lictor.content.yamlsource import load_yaml_file
from lictor.errors import BadInput
from lictor.games.imperium import CONTENT
from lictor.games.imperium.rules.board import Board
from lictor.games.imperium.rules.cards import available
from lictor.games.imperium.rules.game import ImperiumGame
from lictor.games.imperium.rules.rounds import next_round
from lictor.games.imperium.rules.state import CHOOSE, ORACLE, OVER, State
from lictor.rules.game import Seats, apply_checked
from lictor.rules.violation import IllegalAction

G = ImperiumGame()
B = G.board
P = {name: i for i, name in enumerate(B.names)}  # province -> index, scoring order


def game(spec: str = "red=Ann,blue=Ben,green=Cy") -> State:
    return G.setup(Seats(tuple(G.seat(spec).items())))


def act(s: State, *words: str) -> tuple[State, list[str]]:
    after, events = apply_checked(G, s, G.parse(s, list(words)))
    return after, [e.text for e in events]


def refused(s: State, *words: str) -> str:
    with pytest.raises(IllegalAction) as exc:
        act(s, *words)
    return str(exc.value)


def with_markers(s: State, where: str, counts: dict[str, int]) -> State:
    rows = [list(r) for r in s.markers]
    rows[P[where]] = [counts.get(c, 0) for c in s.colours]
    return replace(s, markers=tuple(tuple(r) for r in rows))


def with_proconsuls(s: State, held: dict[str, str]) -> State:
    caps = list(s.capitals)
    for where, colour in held.items():
        caps[P[where]] = s.colours.index(colour)
    return replace(s, capitals=tuple(caps))


# -- Setup ---------------------------------------------------------------------------------
def test_setup_14_markers_11_cards_pawns_on_0_black_pawn_on_africa() -> None:
    s = game()
    view = G.status(s, "Ann")
    assert view["markers_available"] == {"red": 14, "blue": 14, "green": 14}
    assert view["hands"]["red"] == [*B.names, "Bread and Circuses", "Spy", "Oracle"]
    assert view["hands"]["blue"] == 11  # another seat's hand: only its size
    assert view["scores"] == {"red": 0, "blue": 0, "green": 0}
    assert view["black_pawn"] == "Africa" and view["proconsuls"] == {}


def test_players_2_to_5_choose_among_the_five_colours_of_setup() -> None:
    """Setup: each player chooses red, orange, blue, green or purple (the p. 10 example's
    yellow is no colour of the box: `lictor score imperium` scores it, the referee does
    not seat it); a bare name takes the next colour nobody named."""
    assert G.seat("purple=Ann,red=Ben") == {"red": "Ben", "purple": "Ann"}
    assert G.seat("Ann,red=Ben,Cy") == {"red": "Ben", "orange": "Ann", "blue": "Cy"}
    with pytest.raises(BadInput, match="unknown colour 'yellow'"):
        G.seat("yellow=Ann,red=Ben")
    with pytest.raises(BadInput, match="2 to 5 players"):
        G.seat("red=Ann")
    with pytest.raises(BadInput, match="2 to 5 players"):
        G.seat("A,B,C,D,E,F")
    with pytest.raises(BadInput, match="unknown colour 'black'"):
        G.seat("red=Ann,black=Ben")


# -- Choosing Cards ------------------------------------------------------------------------
def test_choosing_cards_refusals_name_the_rule() -> None:
    s = game()
    assert "exactly 3 cards" in refused(s, "stack", "red", "gallia,asia")
    assert "one Gallia card, not two" in refused(s, "stack", "red", "gallia,gallia,asia")
    assert "Oracle must be on top" in refused(s, "stack", "red", "gallia,oracle,asia")
    s = replace(s, spy_used=(True, False, False), oracle_used=(True, False, False))
    assert "Spy was played already" in refused(s, "stack", "Ann", "spy,gallia,asia")
    assert "Oracle was played already" in refused(s, "stack", "Ann", "oracle,gallia,asia")
    with pytest.raises(BadInput, match="unknown card 'britannia'"):
        G.parse(s, ["stack", "red", "britannia,gallia,asia"])
    s, _ = act(s, "stack", "red", "gallia,asia,syria")
    assert "chosen a stack this round already" in refused(s, "stack", "red", "africa,asia,syria")


def test_choosing_cards_two_markers_left_means_two_cards_special_cards_count() -> None:
    """Choosing Cards, the rulebook's example: two markers available, two cards."""
    s = with_markers(game(), "Gallia", {"red": 12})
    assert available(B, s, 0) == 2
    too_many = refused(s, "stack", "red", "asia,syria,africa")
    assert "exactly 2 cards (2 markers available)" in too_many
    assert "exactly 2 cards" in refused(s, "stack", "red", "spy,asia,bread")
    s, _ = act(s, "stack", "red", "asia,bread")  # the special card counts as one of the two
    assert G.agenda(s).waiting_on == ("Ben", "Cy")


def test_a_player_with_no_marker_left_chooses_no_card() -> None:
    s = with_markers(game(), "Gallia", {"red": 14})
    assert G.agenda(s).waiting_on == ("Ben", "Cy")
    assert "no influence marker left" in refused(s, "stack", "red", "asia,syria,africa")


def test_when_nobody_has_a_marker_left_the_round_is_only_a_scoring() -> None:
    s = with_markers(game("red=Ann,blue=Ben"), "Syria", {"red": 14, "blue": 14})
    s, said = next_round(B, replace(s, round=0), [])
    events = [e.text for e in said]
    assert events.count("Round 1: no player has a marker left to place") == 1
    assert "Round 2: no player has a marker left to place" in events
    assert "Scoring Syria (2):" in events and s.round == 3 and s.pawn == P["Illyricum"]
    assert G.agenda(s).waiting_on == ("Ann", "Ben")  # Syria's markers came back: 3 cards each
    assert s.scores == (0, 0)  # tied 14-14 with two players: nobody scores, no proconsul


# -- Card Reveal, Bread and Circuses -------------------------------------------------------
def test_bread_and_circuses_at_the_bottom_gives_the_card_above_a_second_marker() -> None:
    s = replace(game(), pawn=P["Hispania"])
    s, _ = act(s, "stack", "red", "gallia,asia,bread")
    s, _ = act(s, "stack", "blue", "bread,gallia,asia")  # not at the bottom: no effect
    s, events = act(s, "stack", "green", "syria,africa,illyricum")
    assert "Ann (red) places 3 markers: Gallia, 2 in Asia" in events
    assert "Ben (blue) places 2 markers: Gallia, Asia" in events
    assert (
        "Ben (blue)'s Bread and Circuses is not at the bottom of the stack (it was on top): "
        "no extra marker" in events
    )
    assert not any(e.startswith("Ann (red)'s Bread") for e in events)
    assert s.markers[P["Asia"]] == (2, 1, 0) and s.markers[P["Gallia"]] == (1, 1, 0)
    assert G.status(s, None)["hands"]["red"] == 11  # Bread comes back to the hand


# -- Scoring, Ties, Proconsuls: the rulebook's examples through the referee ----------------
def test_scoring_rulebook_example_macedonia_five_players() -> None:
    """Ties, the example: yellow 7 + 2 (proconsul, and Asia next door), red 5, blue and
    purple tied over ranks 3-4 score 2 each, green nothing. The example's yellow is played
    by orange, the fifth colour of Setup."""
    s = game("orange=Yan,red=Rae,blue=Bo,purple=Pia,green=Gus")
    s = replace(s, pawn=P["Macedonia"])
    s = with_markers(s, "Macedonia", {"orange": 4, "red": 3, "blue": 2, "purple": 2, "green": 1})
    s = with_proconsuls(s, {"Asia": "orange"})
    for colour in s.colours:
        s, events = act(s, "stack", colour, "africa,syria,illyricum")
    by = dict(zip(s.colours, s.scores, strict=True))
    assert by == {"red": 5, "orange": 9, "blue": 2, "green": 0, "purple": 2}
    assert G.status(s, None)["proconsuls"] == {"Asia": "orange", "Macedonia": "orange"}
    assert "  Yan becomes proconsul: 1 + 1 for the chain Asia = 2" in events
    # everyone's markers back except the proconsul's one on the capital
    assert s.markers[P["Macedonia"]] == (0, 0, 0, 0, 0)
    assert available(B, s, s.colours.index("orange")) == 14 - 1 - 1 - 3  # 2 capitals, Africa..
    assert s.pawn == P["Aegyptus"]


def test_proconsul_chain_rulebook_example_aegyptus() -> None:
    """Proconsuls, the example: proconsul of Aegyptus, also of Africa and Hispania: 3 bonus."""
    s = replace(game("red=Ann,blue=Ben"), pawn=P["Aegyptus"])
    s = with_proconsuls(s, {"Africa": "red", "Hispania": "red"})
    s, _ = act(s, "stack", "red", "gallia,aegyptus,bread")
    s, events = act(s, "stack", "blue", "aegyptus,asia,syria")
    assert s.scores == (8 + 3, 0)  # two players: only one scores
    assert "  Ann becomes proconsul: 1 + 2 for the chain Hispania, Africa = 3" in events
    assert s.pawn == P["Africa"]  # after Aegyptus, back to Africa


def test_spy_rulebook_example_asia_with_two_spies_scores_hispania_and_macedonia() -> None:
    """Scoring, the example: pawn on Asia, two Spies: Asia, Hispania and Macedonia scored."""
    s = replace(game(), pawn=P["Asia"])
    s, _ = act(s, "stack", "red", "spy,asia,hispania")
    s, _ = act(s, "stack", "blue", "macedonia,spy,asia")
    s, events = act(s, "stack", "green", "gallia,syria,africa")
    scored = [e for e in events if e.startswith("Scoring ")]
    assert scored == ["Scoring Asia (5):", "Scoring Hispania (6):", "Scoring Macedonia (7):"]
    assert s.pawn == P["Aegyptus"]
    assert s.spy_used == (True, True, False)  # discarded after the scoring: once per game
    assert "Spy was played already" in refused(s, "stack", "red", "spy,gallia,asia")


def test_ties_two_tied_for_the_last_scoring_rank_score_nothing() -> None:
    s = replace(game(), pawn=P["Gallia"])
    s = with_markers(s, "Gallia", {"red": 3, "blue": 1, "green": 1})
    for c in s.colours:
        s, _ = act(s, "stack", c, "africa,syria,illyricum")
    assert s.scores == (4 + 1, 0, 0)


def test_a_new_proconsul_replaces_the_old_whose_marker_goes_home() -> None:
    s = replace(game(), pawn=P["Gallia"])
    s = with_proconsuls(s, {"Gallia": "green"})
    s = with_markers(s, "Gallia", {"red": 3})
    assert available(B, s, 2) == 13
    for c in s.colours:
        s, _ = act(s, "stack", c, "africa,syria,illyricum")
    assert G.status(s, None)["proconsuls"] == {"Gallia": "red"}
    assert available(B, s, 2) == 14 - 3 and available(B, s, 0) == 14 - 1 - 3


# -- Oracle --------------------------------------------------------------------------------
def test_oracle_chooses_again_after_the_others_are_revealed() -> None:
    s = game()
    s, _ = act(s, "stack", "red", "oracle,gallia,asia")
    s, _ = act(s, "stack", "blue", "gallia,asia,bread")
    s, events = act(s, "stack", "green", "africa,spy,syria")
    assert s.phase == ORACLE and G.agenda(s).waiting_on == ("Ann",)
    assert "  Ben (blue): Gallia, Asia, Bread and Circuses (top to bottom)" in events
    assert "  Ann (red): the Oracle" in events  # the cards under it are taken back unseen
    again = refused(s, "stack", "blue", "africa,syria,gallia")
    assert "only the Oracle players choose again" in again
    assert "discarded: choose again without it" in refused(s, "stack", "red", "oracle,asia,gallia")
    # Oracle does not count as a card: three again; Bread and Spy are allowed
    s, events = act(s, "stack", "red", "spy,gallia,bread")
    assert s.phase == CHOOSE and s.round == 2
    assert "Ann (red) places 2 markers: 2 in Gallia" in events
    assert s.oracle_used == (True, False, False) and s.spy_used == (True, False, True)


def test_two_oracles_choose_again_together() -> None:
    s = game()
    s, _ = act(s, "stack", "red", "oracle,gallia,asia")
    s, _ = act(s, "stack", "blue", "oracle,spy,bread")
    s, _ = act(s, "stack", "green", "africa,asia,syria")
    assert G.agenda(s).waiting_on == ("Ann", "Ben") and G.hidden_tail(s) == 0
    s, _ = act(s, "stack", "blue", "asia,syria,gallia")
    assert G.hidden_tail(s) == 1
    s, _ = act(s, "stack", "red", "asia,syria,africa")
    assert s.round == 2 and s.spy_used == (False, False, False)  # a Spy under an Oracle: back


# -- the end -------------------------------------------------------------------------------
def test_the_game_ends_at_40_with_a_sole_leader_and_titles_for_everyone() -> None:
    s = replace(game(), pawn=P["Aegyptus"], scores=(33, 21, 5))
    s = with_markers(s, "Aegyptus", {"red": 2, "blue": 1})
    for c in s.colours:
        s, _ = act(s, "stack", c, "africa,syria,illyricum")
    assert s.phase == OVER and s.scores == (33 + 8 + 1, 21 + 6, 5)
    agenda = G.agenda(s)
    assert agenda.over and agenda.winners == ("Ann",) and agenda.outcome == "red"
    assert "Ann Consul, Ben Senator, Cy Patrician" in agenda.prompt
    assert G.legal_actions(s) == [] and "the game is over" in refused(s, "stack", "red", "asia")


def test_a_tie_for_the_most_at_40_goes_on() -> None:
    s = replace(game(), pawn=P["Africa"], scores=(39, 40, 0))
    s = with_markers(s, "Africa", {"red": 1})
    for c in s.colours:
        s, events = act(s, "stack", c, "gallia,syria,illyricum")
    assert s.phase == OVER and s.winner == 0  # red 39 + 1 + 1 proconsul = 41, alone
    t = replace(game(), pawn=P["Africa"], scores=(38, 40, 0))
    t = with_markers(t, "Africa", {"red": 1})
    for c in t.colours:
        t, events = act(t, "stack", c, "gallia,syria,illyricum")
    assert t.scores[:2] == (40, 40) and t.phase == CHOOSE
    assert any("tied on 40: the game goes on" in e for e in events)


# -- secrets -------------------------------------------------------------------------------
def test_stacks_stay_secret_until_revealed_and_the_oracle_s_cards_forever() -> None:
    s = game()
    log: list[str] = []
    for words in ("stack red oracle,gallia,asia", "stack blue gallia,asia,bread"):
        s, _ = act(s, *words.split())
        log.append(words)
    assert G.masked_log(s, log) == ["stack red ?", "stack blue ?"]
    view = G.status(s, "Ben")
    assert view["my_stack"] == ["Gallia", "Asia", "Bread and Circuses"]
    assert view["chosen"] == ["red", "blue"] and G.status(s, "Cy")["my_stack"] is None
    s, _ = act(s, "stack", "green", "africa,spy,syria")
    log.append("stack green africa,spy,syria")
    assert G.masked_log(s, log) == [
        "stack red oracle,?,?",
        "stack blue gallia,asia,bread",
        "stack green africa,spy,syria",
    ]
    s, _ = act(s, "stack", "red", "spy,gallia,bread")
    log.append("stack red spy,gallia,bread")
    assert G.masked_log(s, log)[-1] == "stack red spy,gallia,bread"
    assert G.is_secret(G.parse(s, ["stack", "red", "asia,gallia,syria"]))


# -- one board -----------------------------------------------------------------------------
def test_the_kit_and_the_referee_read_one_board() -> None:
    data, _ = load_yaml_file(CONTENT)
    assert G.board == Board.model_validate(data["data"]["board"])
    cards = next(d for d in data["decks"] if d["id"] == "cards")
    printed = [r["name"] for r in cards["rows"][: len(B.names)]]
    assert tuple(printed) == B.names  # the Province cards in the board's scoring order
    assert set(cards["variants"]["colour"]) <= set(B.colours)


def test_a_player_with_fewer_markers_than_cards_is_told_the_stack_he_owes() -> None:
    """Choosing Cards: a player places as many cards as his markers left when fewer than
    three. The prompt names him with his count (audit O6), the refusal says the same."""
    s = with_markers(game("red=Ann,blue=Ben"), "Gallia", {"red": 12})
    prompt = G.agenda(s).prompt
    assert "a stack of 3 cards (Ann 2: as many as the markers left)" in prompt
    assert "2" in refused(s, "stack", "red", "africa,syria,asia")
    after, _ = act(s, "stack", "red", "africa,syria")
    assert "(Ann 2" not in G.agenda(after).prompt  # Ann has chosen: Ben alone is waited on
