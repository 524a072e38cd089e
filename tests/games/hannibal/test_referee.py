"""Hannibal vs Rome, refereed: every rule by name, and the rulebook's worked examples."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lictor.games.hannibal.rules.game import HannibalGame
from lictor.games.hannibal.rules.state import (
    CARTHAGE,
    DRAW,
    ONGOING,
    ROME,
    State,
)
from lictor.rules.game import Seats, apply_checked
from lictor.rules.violation import BadAction, IllegalAction

G = HannibalGame()
B = G.board
SEATS = Seats((("rome", "Ben"), ("carthage", "Ann")))


def P(name: str) -> int:
    return B.province_index(name)


def R(name: str) -> int:
    return B.route_index(name)


def start() -> State:
    return G.setup(SEATS)


def play(s: State, *lines: str) -> State:
    for line in lines:
        s, _ = apply_checked(G, s, G.parse(s, line.split()))
    return s


def refused(s: State, line: str) -> str:
    with pytest.raises(IllegalAction) as info:
        apply_checked(G, s, G.parse(s, line.split()))
    return str(info.value)


def place(
    s: State,
    *,
    rome: dict[str, int] | None = None,
    carthage: dict[str, int] | None = None,
    hannibal: str | None = None,
    turn: int | None = None,
) -> State:
    """A position for a test: only the legions named, fleets as set up."""
    n = len(B.provinces)
    legions = [[0] * n, [0] * n]
    for side, spec in ((ROME, rome or {}), (CARTHAGE, carthage or {})):
        for name, count in spec.items():
            legions[side][P(name)] = count
    return replace(
        s,
        legions=(tuple(legions[0]), tuple(legions[1])),
        hannibal=P(hannibal) if hannibal else -1,
        turn=s.turn if turn is None else turn,
    )


def test_setup_rome_at_roma_carthage_and_hannibal_at_carthago() -> None:
    s = start()
    assert s.legions[ROME][P("Roma")] == 8 and s.fleets[ROME][R("Roma-Corsica")] == 3
    assert s.legions[CARTHAGE][P("Carthago")] == 6 and s.hannibal == P("Carthago")
    assert s.fleets[CARTHAGE][R("Carthago-Sardinia")] == 3


def test_sequence_of_play_carthage_moves_first() -> None:
    s = start()
    assert s.turn == CARTHAGE
    assert "it is Carthage's turn" in refused(s, "move legion roma cannae")
    assert "Sequence of Play" in refused(s, "move legion roma cannae")


def test_first_roman_turns_rulebook_example() -> None:
    s = play(
        start(),
        "move legion carthago zama",
        "move legion roma cannae",
        "pass",
        "move legion roma corsica",
        "pass",
        "move fleet roma-corsica cannae-sicilia",
    )
    assert s.legions[ROME][P("Cannae")] == 1
    assert s.legions[ROME][P("Corsica")] == 1  # by convoy of a fleet on Roma-Corsica
    assert s.fleets[ROME][R("Cannae-Sicilia")] == 1 and s.fleets[ROME][R("Roma-Corsica")] == 2


def test_movement_convoy_needs_a_friendly_fleet_on_the_route() -> None:
    s = place(start(), rome={"Cannae": 1}, carthage={"Carthago": 6}, hannibal="Carthago", turn=ROME)
    message = refused(s, "move legion cannae sicilia")
    assert "Movement" in message and "no friendly fleet" in message
    s = play(s, "move fleet roma-corsica cannae-sicilia", "pass", "move legion cannae sicilia")
    assert s.legions[ROME][P("Sicilia")] == 1


def test_movement_only_to_bordering_provinces() -> None:
    assert "do not border" in refused(start(), "move legion carthago gallia")


def test_hannibal_may_not_enter_the_islands() -> None:
    s = place(
        start(), rome={"Roma": 8}, carthage={"Carthago": 6}, hannibal="Carthago", turn=CARTHAGE
    )
    assert "Hannibal's legion may not enter Sardinia" in refused(
        s, "move hannibal carthago sardinia"
    )


def test_fleets_move_between_any_routes_but_not_a_route_that_does_not_exist() -> None:
    s = play(start(), "move fleet carthago-sardinia roma-corsica")
    assert s.conflict is not None and s.conflict.sea
    with pytest.raises(BadAction, match="unknown sea route 'roma-sicilia'"):
        G.parse(start(), ["move", "fleet", "carthago-sardinia", "roma-sicilia"])


def test_conflict_gallia_rulebook_example() -> None:
    s = place(
        start(),
        rome={"Gallia": 3, "Roma": 5},
        carthage={"Hispania Citerior": 1, "Carthago": 5},
        hannibal="Carthago",
        turn=CARTHAGE,
    )
    s = play(s, "move legion hispania-citerior gallia")
    assert s.conflict is not None and s.turn == CARTHAGE
    s = play(s, "card carthage 4", "card rome 3")
    assert s.legions[ROME][P("Gallia")] == 2 and s.conflict is not None
    s = play(s, "card carthage 5", "card rome 5")
    assert s.legions[ROME][P("Gallia")] == 1 and s.legions[CARTHAGE][P("Gallia")] == 0
    assert s.conflict is None and s.turn == ROME  # the conflict ended Carthage's turn


def test_hannibal_tie_rulebook_example() -> None:
    s = place(
        start(),
        rome={"Gallia": 1, "Roma": 7},
        carthage={"Hispania Citerior": 1, "Carthago": 5},
        hannibal="Hispania Citerior",
        turn=ROME,
    )
    s = play(s, "move legion gallia hispania-citerior")
    assert "designate" in G.agenda(s).prompt
    assert "Hannibal's Legion" in refused(s, "card rome 4")
    s = play(s, "engage hannibal", "card carthage 3", "card rome 4")
    assert s.hannibal == -1  # 3 + 1 ties 4: Hannibal is removed
    assert s.legions[ROME][P("Hispania Citerior")] == 0
    assert s.legions[CARTHAGE][P("Hispania Citerior")] == 1
    assert s.conflict is None


def test_hannibal_is_engaged_automatically_when_alone_and_stays_while_winning() -> None:
    s = place(
        start(),
        rome={"Gallia": 2, "Roma": 6},
        carthage={"Carthago": 6},
        hannibal="Hispania Citerior",
        turn=CARTHAGE,
    )
    s = play(s, "move hannibal hispania-citerior gallia")
    assert s.conflict is not None and "Hannibal engaged" in G.agenda(s).prompt
    s = play(s, "card rome 3", "card carthage 3")  # 3 + 1 beats 3
    assert s.hannibal == P("Gallia") and s.legions[ROME][P("Gallia")] == 1
    s = play(s, "card rome 5", "card carthage 4")  # 4 + 1 ties 5: he is removed
    assert s.hannibal == -1 and s.legions[ROME][P("Gallia")] == 0


def test_hannibal_designation_again_after_the_engaged_legion_is_lost_is_named_a_reading() -> None:
    """Hannibal's Legion: Carthage designates the engaged legion at the start of a conflict;
    the rulebook is silent once that legion is lost. lictor asks again (Hannibal and another
    legion still there) and says it is its reading (audit O9)."""
    s = place(
        start(),
        rome={"Gallia": 1, "Roma": 7},
        carthage={"Hispania Citerior": 2, "Carthago": 4},
        hannibal="Hispania Citerior",
        turn=ROME,
    )
    s = play(s, "move legion gallia hispania-citerior")
    first = G.agenda(s).prompt
    assert "designates which legion is engaged" in first and "lictor's reading" not in first
    s = play(s, "engage legion", "card carthage 1", "card rome 5")  # the legion is lost
    again = G.agenda(s).prompt
    assert "round 2: the engaged legion is gone" in again and "lictor's reading" in again
    assert "Hannibal's Legion" in str(G.agenda(s).section)


def test_both_last_legions_lost_with_fleets_left_the_game_goes_on_said_as_a_reading() -> None:
    """Victory Conditions: a player loses with his last unit; both last legions lost at once
    is a draw. lictor counts every unit: with fleets left the game goes on, and says so
    (audit O12)."""
    s = place(start(), rome={"Gallia": 1}, carthage={"Hispania Citerior": 1}, turn=CARTHAGE)
    events = []
    for line in ("move legion hispania-citerior gallia", "card carthage 4", "card rome 4"):
        s, events = apply_checked(G, s, G.parse(s, line.split()))
    said = [e.text for e in events]
    assert any("Both sides lost their last legion at once, but fleets remain" in e for e in said)
    assert not G.agenda(s).over  # fleets fight on: no draw, no winner yet


def test_a_card_already_played_is_refused_until_the_hand_is_empty() -> None:
    s = place(
        start(),
        rome={"Gallia": 5, "Roma": 3},
        carthage={"Hispania Citerior": 5, "Carthago": 1},
        hannibal="Carthago",
        turn=CARTHAGE,
    )
    s = play(s, "move legion hispania-citerior gallia", "card rome 3", "card carthage 4")
    message = refused(s, "card rome 3")
    assert "Reclaiming Cards" in message and "already been played" in message
    s = play(s, "card rome 1", "card carthage 2", "card rome 2", "card carthage 3")
    s = play(s, "card rome 4", "card carthage 5")
    assert s.hands == (0b10000, 0b00001) and s.legions[ROME][P("Gallia")] == 1
    s = play(s, "card rome 5", "card carthage 1")  # the fifth round empties both hands
    assert s.hands == (0b11111, 0b11111)  # ... and both take back all five cards
    assert s.conflict is None and s.legions[CARTHAGE][P("Gallia")] == 0


def test_secret_choice_may_not_be_entered_twice() -> None:
    s = place(
        start(),
        rome={"Gallia": 2, "Roma": 6},
        carthage={"Hispania Citerior": 1, "Carthago": 5},
        hannibal="Carthago",
        turn=CARTHAGE,
    )
    s = play(s, "move legion hispania-citerior gallia", "card rome 2")
    assert "already chosen" in refused(s, "card rome 3")
    assert G.agenda(s).waiting_on == ("Ann",)


def test_exchange_only_when_all_fleets_are_gone() -> None:
    s = start()
    assert "still has fleets" in refused(s, "exchange carthago")
    s = replace(s, fleets=(s.fleets[0], (0,) * len(B.routes)))
    s = play(s, "exchange carthago")
    assert s.fleets[CARTHAGE][R("Carthago-Sardinia")] == 1
    assert s.legions[CARTHAGE][P("Carthago")] == 5


def test_exchange_without_a_legion_there_cites_sequence_of_play() -> None:
    """Sequence of Play: the exchange is one of a turn's three actions; a refused one
    (no legion of one's own where it is typed) cites that section, not Movement."""
    s = start()
    s = replace(s, fleets=(s.fleets[0], (0,) * len(B.routes)))
    said = refused(s, "exchange cannae")
    assert "no Carthage legion in Cannae" in said and "Sequence of Play" in said
    assert "Movement" not in said


def test_victory_entering_the_enemy_capital_needs_no_conflict() -> None:
    s = place(
        start(),
        rome={"Roma": 8},
        carthage={"Gallia": 1, "Carthago": 5},
        hannibal="Carthago",
        turn=CARTHAGE,
    )
    s = play(s, "move legion gallia roma")
    assert s.outcome == CARTHAGE and s.conflict is None
    assert G.agenda(s).winners == ("Ann",)


def test_victory_dominance_at_the_end_of_a_turn() -> None:
    s = place(
        start(),
        rome={"Roma": 1, "Sardinia": 1, "Mauretania": 1, "Cannae": 1},
        carthage={"Carthago": 5},
        hannibal="Carthago",
        turn=ROME,
    )
    s = replace(
        s,
        fleets=(
            tuple(3 if i == R("Cannae-Sicilia") else 0 for i in range(len(B.routes))),
            s.fleets[1],
        ),
    )
    s = play(s, "move legion cannae sicilia")
    assert s.outcome == ROME and s.reason == "dominance"


def test_victory_last_unit_lost_and_both_at_once_is_a_draw() -> None:
    none = (0,) * len(B.routes)
    s = place(start(), rome={"Gallia": 1}, carthage={"Hispania Citerior": 1}, turn=CARTHAGE)
    s = replace(s, fleets=(none, none))
    both = play(s, "move legion hispania-citerior gallia", "card rome 3", "card carthage 3")
    assert both.outcome == DRAW
    one = play(s, "move legion hispania-citerior gallia", "card rome 4", "card carthage 3")
    assert one.outcome == ROME


def test_two_passes_in_a_row_is_a_draw() -> None:
    s = play(start(), "pass")
    assert s.outcome == ONGOING
    s = play(s, "pass")
    assert s.outcome == DRAW and G.agenda(s).over


def test_names_are_case_insensitive_and_accept_hyphens_or_spaces() -> None:
    s = place(
        start(),
        carthage={"Hispania Citerior": 1, "Carthago": 5},
        rome={"Roma": 8},
        hannibal="Carthago",
        turn=CARTHAGE,
    )
    a = G.parse(s, ["move", "legion", "Hispania", "Citerior", "Gallia"])
    b = G.parse(s, ["move", "legion", "hispania-citerior", "GALLIA"])
    assert a == b and G.text(a) == "move legion hispania-citerior gallia"


def test_nothing_is_legal_once_the_game_is_over() -> None:
    s = play(start(), "pass", "pass")
    assert G.legal_actions(s) == []
    assert "the game is over" in refused(s, "pass")
