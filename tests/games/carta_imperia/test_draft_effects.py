"""Issue 30 item 14, in a virtual game: a card whose typed effect draws Draft Events takes
them from the virtual Draft Events deck into the drawer's hidden hand; a discard of the
holder's choice asks him which, hidden, the sensible default first. Nobody else learns
which cards were drawn, offered or kept (Events Draft: "You cannot force another player to
reveal their Events"); the deck after the deal is lictor's reconstruction
(rules/draft_deck.py)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from lictor.cli import main
from lictor.games.carta_imperia.rules.board_user import board_with
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.rules.game import Event, Seats, apply_checked
from lictor.rules.violation import IllegalAction
from tests.italian import english_left

LAKE = "battle-of-lake-regillus"  # the Challenging Game's Era I Historical Event


def pack(*effects: dict[str, Any], card: str = LAKE, name: str = "The Purge") -> dict[str, Any]:
    return {"data": {"referee": {"card_effects": {card: {"name": name, "effects": list(effects)}}}}}


PURGE = pack(
    {"draw": 1, "who": "primus"},
    {"discard": 2, "who": "every"},
    {"gain": "dignitas", "amount": 1, "who": "primus"},
)
# each line of the card's effect is followed by its citation, as a prompt is
PURGED = "  [The Purge, the card's effect, as the table's pack gives it]"


def game(content: dict[str, Any]) -> CartaGame:
    return CartaGame(board_with(content, "table.yaml", "rise-of-the-republic"))


def drafted(g: CartaGame, content: dict[str, Any], seed: int = 3) -> State:
    """A virtual Challenging game of Scenario I, the draft done (every pick the first
    offered) and the direction chosen: at the Historical Event's draw."""
    seats = Seats(tuple(g.seat("Ann,Ben,Cy").items()))
    options = {"scenario": "rise-of-the-republic", "challenging": True, "content": content}
    s = g.setup(seats, seed, False, options)
    while s.step in ("draft", "direction"):
        s, _ = apply_checked(g, s, g.legal_actions(s)[0])
    assert s.step == "event"
    return s


def act(g: CartaGame, s: State, words: str) -> tuple[State, list[Event]]:
    return apply_checked(g, s, g.parse(s, words.split()))


def test_the_draft_events_the_deal_leaves_undealt_are_the_draw_pile() -> None:
    """Events Draft: 4 cards dealt to each of 3 players from Scenario I's 24; the other 12
    are the virtual deck's draw pile, none of them in a hand, the discards empty."""
    g = game(PURGE)
    s = drafted(g, PURGE)
    held = [c for f in s.players for c in f.draft]
    assert len(held) == 12 and len(s.drafts.draw_pile) == 24 - 12
    assert not set(held) & set(s.drafts.draw_pile) and s.drafts.discards == ()
    assert sorted(held + list(s.drafts.draw_pile)) == sorted(c.id for c in g.board.draft)


def test_a_card_that_draws_puts_the_top_undealt_draft_event_in_the_drawers_hidden_hand() -> None:
    """The Purge drawn: the Primus Ben draws the draw pile's top card into his hand; what
    is said names no card ("Ben draws 1 Draft Event")."""
    g = game(PURGE)
    s = drafted(g, PURGE)
    top = s.drafts.draw_pile[0]
    before = s.familia("Ben").draft
    s, said = act(g, s, "draw")
    assert s.familia("Ben").draft == (*before, top) and s.familia("Ben").draft_count == 5
    assert s.drafts.draw_pile[0] != top
    assert "Ben draws 1 Draft Event" + PURGED in [e.text for e in said]
    assert not any(top in e.text for e in said)


def test_a_draw_from_an_empty_draft_deck_reshuffles_its_discards_first() -> None:
    """Reconstruction (the rulebook has no later draw): the draw pile empty, the Draft
    Events played and discarded are reshuffled into a new one; with both empty, nothing
    is drawn and the line says so."""
    content = pack({"draw": 2, "who": "primus"})
    g = game(content)
    s = drafted(g, content)
    played = s.drafts.draw_pile[:1]
    s = replace(s, drafts=replace(s.drafts, draw_pile=(), discards=played))
    s, said = act(g, s, "draw")
    lines = [e.text for e in said]
    assert "The Draft Events' discards are reshuffled into a new deck" in lines
    assert "Ben draws 1 Draft Event (of 2: the deck is empty)" + PURGED in lines
    assert s.familia("Ben").draft[-1] == played[0] and s.drafts == replace(s.drafts, discards=())


def test_a_draft_event_played_goes_to_the_draft_events_discards() -> None:
    """A Draft Event played leaves the hand for the deck's discards (what a later draw
    reshuffles)."""
    g = game(PURGE)
    s = drafted(g, PURGE)
    card = s.familia("Ann").draft[0]
    s = replace(s, step="choose", waiting=s.names)
    s, _ = act(g, s, f"play Ann {card}")
    assert card not in s.familia("Ann").draft and s.drafts.discards == (card,)


def test_a_discard_of_the_holders_choice_asks_each_holder_which_one_card_at_a_time() -> None:
    """The Purge: every player discards 2 Draft Events of his choice. The referee waits on
    Ann, then Ben, then Cy, each answering hidden, one card at a time; the discards go to
    the deck's discard pile; only then does the card's last effect (the Primus gains 1
    Dignitas) apply and play resume at the secret choice of Actions."""
    g = game(PURGE)
    s = drafted(g, PURGE)
    s, said = act(g, s, "draw")
    assert s.step == "discard" and s.waiting == ("Ann",)
    agenda = g.agenda(s)
    assert agenda.secret and agenda.secret_words == "discard Ann"
    assert "Ann discards 2 Draft Events of their choice" in agenda.prompt
    assert agenda.section.startswith("The Purge")
    assert s.familia("Ben").dignitas == 5  # the gain waits for the discards
    thrown: list[str] = []
    while s.step == "discard":
        who = s.waiting[0]
        first = g.legal_actions(s)[0]
        assert first.verb == "discard" and first.player == who
        thrown.append(first.args[0])
        s, said = apply_checked(g, s, first)
        assert said[0].text == f"{who} discards 1 Draft Event" + PURGED
    assert [s.familia(n).draft_count for n in ("Ann", "Ben", "Cy")] == [2, 3, 2]
    assert s.drafts.discards == tuple(thrown) and len(thrown) == 6
    assert s.familia("Ben").dignitas == 5 + 1 and "Ben gains 1 Dignitas" + PURGED in [
        e.text for e in said
    ]
    assert s.step == "choose" and s.discard is None


def test_a_discards_default_is_a_card_of_an_era_already_past() -> None:
    """Players choose: the first choice offered (Enter's) is a card of an Era already over
    (it can no longer be played for its Era), the earliest first; then the cards as held."""
    g = game(PURGE)
    s, _ = act(g, drafted(g, PURGE), "draw")
    held = ("draft-event-any-1", "draft-event-iv-1", "draft-event-iii-2", "draft-event-ii-3")
    s = replace(with_familia(s, "Ann", draft=held), era=4)  # in Era IV
    offered = [a.args[0] for a in g.legal_actions(s) if a.verb == "discard"]
    assert offered == [
        "draft-event-ii-3", "draft-event-iii-2", "draft-event-any-1", "draft-event-iv-1",
    ]  # fmt: skip
    assert g.says(s, "draft-event-ii-3") == "the default" and g.says(s, "draft-event-any-1") == ""


def test_a_discard_as_large_as_the_hand_takes_it_all_without_asking() -> None:
    """Nothing to choose: a player told to discard at least as many as he holds discards
    them all at once."""
    content = pack({"discard": 4, "who": "primus"})
    g = game(content)
    s = drafted(g, content)
    s, said = act(g, s, "draw")
    assert s.step == "choose" and s.familia("Ben").draft == ()
    assert "Ben discards 4 Draft Events" + PURGED in [e.text for e in said]


def test_no_card_is_played_while_a_discard_is_being_chosen() -> None:
    """The discard comes first: a Draft Event played meanwhile is refused, naming no card."""
    g = game(PURGE)
    s = drafted(g, PURGE)
    s, _ = act(g, s, "draw")
    card = s.familia("Ben").draft[0]
    with pytest.raises(IllegalAction, match="Ann is choosing Draft Events to discard"):
        act(g, s, f"play Ben {card}")


def test_a_virtual_discard_replays_to_the_same_state() -> None:
    """The log is the one truth: the same actions replayed make the same hands, deck and
    discards."""
    g = game(PURGE)
    s = drafted(g, PURGE)
    start, actions = s, [Action("draw")]
    s, _ = apply_checked(g, s, actions[0])
    while s.step == "discard":
        a = g.legal_actions(s)[-1]  # not the default: the replay must keep the choice
        actions.append(a)
        s, _ = apply_checked(g, s, a)
    again = start
    for a in actions:
        again, _ = apply_checked(g, again, a)
    assert again == s


# -- at the table: the shared screen and the other seats see counts only ----------------


def _cli(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    assert "Traceback" not in result.output
    return result.exit_code, result.output


@pytest.fixture
def purge_table(tmp_path: Path) -> Path:
    """A virtual session through the CLI at Ann's discard (the draft picked seat by seat)."""
    content = tmp_path / "purge.yaml"
    content.write_text(yaml.safe_dump(PURGE), encoding="utf-8")
    db = tmp_path / "g.sqlite"
    code, out = _cli(
        db, "new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "3",
        "--scenario", "rise-of-the-republic", "--challenging", "--content", str(content),
    )  # fmt: skip
    assert code == 0, out
    for _ in range(20):  # 12 picks, the direction, the draw
        agenda = json.loads(_cli(db, "next", "--json")[1])
        if agenda["secret_words"] == "discard Ann":
            break
        if agenda["secret_from"]:
            who = agenda["secret_from"][0]
            mine = json.loads(_cli(db, "actions", "--seat", who, "--json")[1])["actions"]
            code, out = _cli(db, "act", "--seat", who, *mine[0].split())
        else:
            code, out = _cli(db, "act", *agenda["options"][0].split())
        assert code == 0, out
    return db


def _hand(db: Path, who: str) -> list[str]:
    view = json.loads(_cli(db, "status", "--seat", who, "--json")[1])
    held = view["familiae"][who]["draft_events"]
    assert isinstance(held, list)
    return held


def test_a_discard_is_asked_of_its_holder_alone_and_no_other_screen_sees_his_cards(
    purge_table: Path,
) -> None:
    """Events Draft (Draft Events are held in secret): at Ann's discard the shared `next`,
    `actions` and `status` and Ben's seat name none of Ann's cards; her own seat is offered
    them, the default first; the log shows `discard Ann ?` to everyone but Ann."""
    db = purge_table
    ann = _hand(db, "Ann")
    assert len(ann) == 4
    shared = [
        _cli(db, "next")[1],
        _cli(db, "next", "--json")[1],
        _cli(db, "actions")[1],
        _cli(db, "status")[1],
        _cli(db, "status", "--json")[1],
        _cli(db, "status", "--seat", "Ben", "--json")[1],
        _cli(db, "actions", "--seat", "Ben")[1],
    ]
    for out in shared:
        assert not [c for c in ann if c in out], out
    assert "Ann discards 2 Draft Events of their choice" in shared[0]
    assert json.loads(shared[4])["familiae"]["Ann"]["draft_events"] == 4
    mine = json.loads(_cli(db, "actions", "--seat", "Ann", "--json")[1])["actions"]
    assert sorted(mine) == sorted(f"discard Ann {c}" for c in ann)
    code, out = _cli(db, "act", "--seat", "Ann", *mine[0].split())
    assert code == 0 and out.strip().splitlines()[0] == "Ann discards 1 Draft Event" + PURGED
    assert mine[0].split()[-1] not in _cli(db, "log")[1]
    assert "discard Ann ?" in _cli(db, "log")[1]
    assert "discard Ann ?" in _cli(db, "log", "--seat", "Ben")[1]
    assert mine[0] in _cli(db, "log", "--seat", "Ann")[1]
    assert _hand(db, "Ann") == [c for c in ann if c != mine[0].split()[-1]]


def test_a_card_effects_output_lines_cite_the_card_as_its_prompt_does(purge_table: Path) -> None:
    """What `act` prints of a card's effect names the card beside each line, as the
    prompt `next` shows does (issue 30's audit: only the prompt cited it)."""
    db = purge_table
    prompt = _cli(db, "next")[1]
    assert "  [The Purge, the card's effect" in prompt
    out = ""
    for _ in range(6):  # each holder's 2 discards, hidden, one at a time
        agenda = json.loads(_cli(db, "next", "--json")[1])
        if not agenda["secret_words"].startswith("discard"):
            break
        who = agenda["secret_from"][0]
        mine = json.loads(_cli(db, "actions", "--seat", who, "--json")[1])["actions"]
        code, out = _cli(db, "act", "--seat", who, *mine[0].split())
        assert code == 0 and out.splitlines()[0] == f"{who} discards 1 Draft Event" + PURGED
    assert "Ben gains 1 Dignitas" + PURGED in out.splitlines()


def test_a_refused_discard_tells_no_one_what_the_holder_has(purge_table: Path) -> None:
    """No refusal tells the hand: the shared screen's `discard Ann CARD` is refused the same
    whether Ann holds the card or not, and Ben's seat may not answer for Ann; nothing
    changes."""
    db = purge_table
    ann = _hand(db, "Ann")
    other = next(c for c in _hand(db, "Ben") if c not in ann)
    held_code, held = _cli(db, "act", "discard", "Ann", ann[0])
    not_code, not_held = _cli(db, "act", "discard", "Ann", other)
    assert held_code == not_code == 2
    assert held.replace(ann[0], "X") == not_held.replace(other, "X")
    code, out = _cli(db, "act", "--seat", "Ben", "discard", "Ann", ann[0])
    assert code == 2 and "Ben" in out
    assert _hand(db, "Ann") == ann


# -- at an Italian table (issue 31) ------------------------------------------------------


def test_a_discard_is_asked_in_italian_with_its_plural_right(purge_table: Path) -> None:
    """`--lang it`: the discard asked in Italian, 2 Eventi then 1 Evento; what the seat's
    answer says too ("Ann scarta 1 Evento da draft"); `--lang en` speaks English again."""
    db = purge_table
    out = _cli(db, "--lang", "it", "next")[1]
    assert "Ann scarta 2 Eventi da draft a sua scelta, uno alla volta, di nascosto" in out
    # the section: the table's own card name, which the kernel says whole (not ours)
    assert english_left(out.split("  [")[0]) == []
    mine = json.loads(_cli(db, "actions", "--seat", "Ann", "--json")[1])["actions"]
    code, said = _cli(db, "--lang", "it", "act", "--seat", "Ann", *mine[0].split())
    cited = "  [The Purge, l'effetto della carta, come lo dà il pacchetto del tavolo]"
    assert code == 0 and said.splitlines()[0] == "Ann scarta 1 Evento da draft" + cited
    out = _cli(db, "--lang", "it", "next")[1]
    assert "Ann scarta 1 Evento da draft a sua scelta, di nascosto" in out
    assert "Ann discards 1 Draft Event of their choice" in _cli(db, "--lang", "en", "next")[1]


def test_a_card_played_during_a_discard_is_refused_in_italian(purge_table: Path) -> None:
    """The refusal of a Draft Event played before the discard is made, said in Italian
    with its section in Italian (Events Draft: Draft degli eventi)."""
    db = purge_table
    card = _hand(db, "Ben")[0]
    code, out = _cli(db, "--lang", "it", "act", "--seat", "Ben", "play", "Ben", card)
    assert code == 2
    assert "Ann sta scegliendo gli Eventi da draft da scartare" in out
    assert "Draft degli eventi" in out and "Events Draft" not in out


def test_a_player_holding_no_draft_event_has_nothing_to_discard() -> None:
    """A discard for a player with an empty hand (an NPC Senator holds none): said, and
    nothing asked."""
    content = pack({"discard": 1, "who": "primus"})
    g = game(content)
    s = drafted(g, content)
    s = with_familia(s, "Ben", draft=(), draft_count=0)
    s, said = act(g, s, "draw")
    assert "Ben holds no Draft Event to discard" + PURGED in [e.text for e in said]
    assert s.step == "choose" and s.discard is None
