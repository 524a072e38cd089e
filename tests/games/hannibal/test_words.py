"""Issue 12 item 12: Hannibal vs Rome says what really happened."""

from __future__ import annotations

from lictor.games.hannibal.rules.common import _replace
from lictor.games.hannibal.rules.game import HannibalGame
from lictor.games.hannibal.rules.state import ENGAGE_PENDING, Conflict, State
from lictor.rules.game import Seats, apply_checked

G = HannibalGame()
B = G.board
SEATS = Seats((("rome", "Ben"), ("carthage", "Ann")))


def said(s: State, *lines: str) -> tuple[State, list[str]]:
    out: list[str] = []
    for line in lines:
        s, events = apply_checked(G, s, G.parse(s, line.split()))
        out += [e.text for e in events]
    return s, out


def naval() -> State:
    s = G.setup(SEATS)
    return said(s, "move fleet carthago-sardinia roma-corsica")[0]


def test_a_tie_that_empties_the_space_says_it_is_empty() -> None:
    """Conflict Resolution: a tie removes one unit of each; with one fleet each on the
    route, nobody holds it afterwards."""
    s = naval()
    r = B.route_index("roma-corsica")
    rome = tuple(1 if i == r else n for i, n in enumerate(s.fleets[0]))
    s = _replace(s, fleets=(rome, s.fleets[1]))  # one fleet each on the route
    assert s.fleets[0][r] == s.fleets[1][r] == 1
    _, text = said(s, "card rome 3", "card carthage 3")
    line = next(t for t in text if t.startswith("The conflict in"))
    assert line.endswith("it is empty") and "holds" not in line


def test_both_hands_empty_are_both_taken_back() -> None:
    """Reclaiming Cards: each hand that is empty is taken back whole."""
    s = _replace(naval(), hands=(0b00100, 0b00100))  # each holds only its 3
    s, text = said(s, "card rome 3", "card carthage 3")
    assert "Both hands are empty: each player takes back all five cards" in text
    s = _replace(naval(), hands=(0b00100, 0b11111))
    s, text = said(s, "card rome 3", "card carthage 1")
    assert "Rome's hand is empty: Ben takes back all five cards" in text


def test_a_designation_step_says_it_is_a_designation() -> None:
    """Hannibal's Legion: with another legion beside him, Carthage designates."""
    s = G.setup(SEATS)
    where = s.hannibal
    s = _replace(s, conflict=Conflict(False, where, 1, 1, ENGAGE_PENDING, (0, 0)))
    prompt = G.agenda(s).prompt
    assert prompt.startswith("Designation (not a card)") and "engage hannibal" in prompt
    assert not G.agenda(s).secret
    _, text = said(s, "engage hannibal")
    assert text == ["Carthage designates Hannibal as engaged"]
