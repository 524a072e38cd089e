"""Sequence of Play: "Actions are revealed & played out, one by one, in Order of Action #
... Do not reveal the next Action Card until all previous Cards have been resolved" (and
Action Cards: "reveal each Action in numerical order, one at a time"). In a virtual game
another player's Action cards stay face down - on the shared screen, in `status`, in the
log - until their Action's turn comes; an NPC Senator's are revealed once drawn (Solo &
2-Player Addenda)."""

from __future__ import annotations

import pytest

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.common_steps import OPENED
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.state import State
from lictor.rules.game import Event, Seats, apply_checked
from lictor.rules.violation import IllegalAction

G = CartaGame(load_board(scenario="rise-of-the-republic"))
HG = CartaGame(load_board())  # the Full Game, for the Historical variant


def chosen(*choices: str, seed: int = 3) -> tuple[State, list[Event], list[str]]:
    """A virtual game of Scenario I at its first Era's Actions: the draft picked, the
    direction chosen, then each ``choose`` given; the state, what the last one said, and
    the log."""
    seats = Seats(tuple(G.seat("Ann,Ben,Cy").items()))
    s = G.setup(seats, seed, False, {"scenario": "rise-of-the-republic"})
    log: list[str] = []
    while s.step in ("draft", "direction"):
        a = G.legal_actions(s)[0]
        s, _ = apply_checked(G, s, a)
        log.append(G.text(a))
    said: list[Event] = []
    for words in choices:
        a = G.parse(s, words.split())
        s, said = apply_checked(G, s, a)
        log.append(words)
    return s, said, log


AUDIT = ("choose Ann exploit exec", "choose Ben exec extort", "choose Cy exploit expand")


def test_each_action_card_is_revealed_only_when_its_action_comes() -> None:
    """The auditor's table: Ann eXploit + eXec, Ben eXec + eXtort, Cy eXploit + eXpand. When
    the last has chosen only the eXploit cards are turned over (Ben, Cy, Ann in Primus
    Order: Ann and Cy); nobody learns who will eXtort or eXpand."""
    s, said, _ = chosen(*AUDIT)
    lines = [e.text for e in said]
    assert "eXploit cards revealed: Cy, Ann" in lines
    assert not any("extort" in x.lower() or "expand" in x.lower() for x in lines)
    assert s.revealed == ("exploit",) and s.step in ("romanise", "tax")


def test_the_shared_status_shows_only_the_action_cards_turned_over() -> None:
    """During eXploit the shared `status` shows Ben's two cards hidden, Ann's eXploit and
    one hidden; Ben's own seat sees both of his."""
    s, _, _ = chosen(*AUDIT)
    table = G.status(s, None)["familiae"]
    assert (table["Ben"]["actions"], table["Ben"]["actions_hidden"]) == ([], 2)
    assert (table["Ann"]["actions"], table["Ann"]["actions_hidden"]) == (["exploit"], 1)
    assert G.status(s, "Ben")["familiae"]["Ben"]["actions"] == ["exec", "extort"]
    assert G.status(s, "Ann")["familiae"]["Ben"]["actions"] == []
    view = {"session": 1, "game": G.id, **G.status(s, None)}
    shown = "\n".join(G.describe(view))
    assert "exploit + 1 hidden" in shown and "2 hidden" in shown
    assert "extort" not in shown and "expand" not in shown


def test_the_log_keeps_an_action_card_face_down_until_its_action_comes() -> None:
    """The public log shows `choose Ben ? ?` during eXploit, `choose Ben exec ?` once eXec
    is revealed; Ben's own log shows his whole choice."""
    s, _, log = chosen(*AUDIT)
    public = G.masked_log(s, log)
    assert public[-3:] == ["choose Ann exploit ?", "choose Ben ? ?", "choose Cy exploit ?"]
    assert G.masked_log(s, log, ("blue", "Ben"))[-2] == "choose Ben exec extort"
    while s.step in ("romanise", "tax"):  # every card player done with eXploit
        a = next(a for a in G.legal_actions(s) if a.verb == "done")
        s, said = apply_checked(G, s, a)
        log.append(G.text(a))
    assert s.revealed == ("exploit", "exec")
    assert "eXec cards revealed: Ben, Ann" in [e.text for e in said]
    public = G.masked_log(s, log)
    assert "choose Ben exec ?" in public and "choose Cy exploit ?" in public


def test_an_action_nobody_chose_is_skipped_and_said() -> None:
    """Sequence of Play: "Skip any action steps if no corresponding cards were played": no
    eXploit chosen, the referee says so and goes to eXec."""
    s, said, _ = chosen("choose Ann exec extort", "choose Ben exec extort", "choose Cy exec expand")
    lines = [e.text for e in said]
    assert "No eXploit card was chosen this Era: its step is skipped" in lines
    assert "eXec cards revealed: Ben, Cy, Ann" in lines and s.step == "exec"
    assert G.status(s, None)["familiae"]["Cy"]["actions"] == ["exec"]


# -- a --physical table turns the cards over itself (phases/era/turn.py) -------------------


def physical_turn(players: str = "Ann,Ben,Cy") -> State:
    """A physical Scenario I game at its first Era's turn-over of the eXploit cards."""
    seats = Seats(tuple(G.seat(players).items()))
    s = G.setup(seats, 1, True, {"scenario": "rise-of-the-republic"})
    cards = ("gens-cornelii", "gens-fabii", "gens-claudii", "gens-valerii", "gens-aemilii")
    for words in (
        *(f"start {n} {c}" for n, c in zip(players.split(","), cards, strict=False)),
        "drafted",
        "direction left",
    ):
        s, _ = apply_checked(G, s, G.parse(s, words.split()))
    return s


def test_listing_a_physical_turn_over_opens_no_action(monkeypatch: pytest.MonkeyPatch) -> None:
    """`actions` offers every subset of the players for an Action (64 at six): each is
    checked by its counts, cheaply, never by playing the Action's beginning."""
    s = physical_turn("Ann,Ben,Cy,Dee,Eve")
    assert s.step == "turn"
    opened: list[str] = []
    real = OPENED["exploit"]

    def counted(board: Board, state: State) -> tuple[State, list[Event]]:
        opened.append("exploit")
        return real(board, state)

    monkeypatch.setitem(OPENED, "exploit", counted)
    listed = [G.text(a) for a in G.legal_actions(s) if a.verb == "revealed"]
    assert len(listed) == 2**5 and listed[0] == "revealed exploit none"
    assert opened == []
    apply_checked(G, s, G.parse(s, ["revealed", "exploit", "Ann", "Eve"]))
    assert opened == ["exploit"]  # the entry itself opens it


def test_the_historical_variant_at_a_physical_table_checks_its_limits_as_the_era_goes() -> None:
    """Solo & 2-Player Addenda, the Historical Variant (here `--actions 5`): the Familiae
    lay their cards face down; at most 2 different cards a Familia and the Era's 5 Actions
    at most, counted as the Actions are turned over; once the 5 are turned over the Actions
    left are not asked."""
    spec, opts = HG.seating("Ann", {"scenario": "full", "variant": ["historical"], "actions": 5})
    seats = Seats(tuple(HG.seat(spec).items()))
    s = HG.setup(seats, 5, True, HG.check_options(opts))
    for _ in range(200):
        if s.step == "turn":
            break
        a = next(x for x in HG.legal_actions(s) if x.verb != "share")
        s, _ = apply_checked(HG, s, a)
    assert s.step == "turn" and HG.agenda(s).default == ""
    s = _through(s, "revealed exploit Cornelii Fabii Claudii")
    s = _through(s, "revealed exec Cornelii")
    assert s.step == "turn" and "extort" not in s.revealed
    with pytest.raises(IllegalAction) as refused:
        apply_checked(HG, s, HG.parse(s, ["revealed", "extort", "Cornelii"]))
    assert "a Familia plays at most 2 different Action cards" in str(refused.value)
    with pytest.raises(IllegalAction) as refused:
        apply_checked(HG, s, HG.parse(s, ["revealed", "extort", "Fabii", "Claudii"]))
    assert "the Familiae share 5 Actions this Era: this makes 6" in str(refused.value)
    s = _through(s, "revealed extort Fabii")
    assert s.era != 1 or s.step == "over"  # eXpand was never asked: no card was left


def _through(s: State, words: str) -> State:
    """``words`` entered, then the first legal answer (never a share) until the next
    turn-over."""
    s, _ = apply_checked(HG, s, HG.parse(s, words.split()))
    for _ in range(300):
        if s.step in ("turn", "over") or s.era != 1:
            return s
        a = next(x for x in HG.legal_actions(s) if x.verb != "share")
        s, _ = apply_checked(HG, s, a)
    return s
