"""Issue 12 item 8 / the words design: every refereed game refuses a word beyond what its
verb takes (``sack extra``), and never refuses a word the action uses - even one that
repeats a default (``impeach Ann Ben`` when Ben is the Primus). Each game declares that
it checks arity itself (``Capabilities.checks_arity``); the kernel's "changes nothing"
test is only the fallback for a game that does not."""

from __future__ import annotations

import random
from typing import Any

import pytest

from lictor.errors import BadInput
from lictor.games import REFEREES, referee_game
from lictor.rules.game import Event, Seats, apply_checked
from lictor.rules.words import refuse_unused_words

TABLES = {
    "hannibal-vs-rome": ("carthage=Ann,rome=Ben", {}),
    "carta-imperia": ("Ann,Ben,Cy", {}),
    "imperium": ("red=Ann,blue=Ben,green=Cy", {}),
    "circus-maximus": ("red=Ann,blue=Ben", {"first": "Ann"}),
    "republic-of-rome": ("Ann,Ben,Cy", {}),
}


def _checked(game: Any, state: Any, words: list[str]) -> tuple[Any, list[Event]]:
    """What `lictor referee act` does with the words: parse, apply, the kernel's check."""
    action = game.parse(state, words)
    after, events = apply_checked(game, state, action)
    refuse_unused_words(game, state, words, after, events)
    return after, events


def test_every_refereed_game_is_in_the_table() -> None:
    assert set(TABLES) == set(REFEREES)


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_trailing_word_is_refused_and_every_legal_action_accepted(game_id: str) -> None:
    """A seeded playout: at each step every legal action (as `actions` lists it) is
    accepted word for word, and the same action with one more word is refused."""
    game = referee_game(game_id)
    assert game.capabilities.checks_arity
    spec, options = TABLES[game_id]
    seats = Seats(tuple(game.seat(spec).items()))
    state = game.setup(seats, 5, False, game.check_options(options))
    rng = random.Random(5)
    for _ in range(300):
        legal = game.legal_actions(state)
        if not legal:
            break
        for action in rng.sample(legal, min(4, len(legal))):
            words = game.text(action).split()
            _checked(game, state, words)  # accepted as listed
            with pytest.raises(BadInput):
                _checked(game, state, [*words, "extra"])
        state, _ = _checked(game, state, game.text(rng.choice(legal)).split())


def test_carta_sack_extra_is_refused_by_its_arity() -> None:
    """`act sack extra`: Carta's `sack` takes no word, and says so."""
    from tests.games.carta_imperia.referee_kit import G, at_era_start, playing

    s = playing(at_era_start())
    with pytest.raises(BadInput, match="sack takes nothing more"):
        G.parse(s, ["sack", "extra"])


def test_carta_impeach_naming_the_primus_is_a_word_the_action_uses() -> None:
    """III. eXtort, Impeach: `impeach Ben Ann` names the Primus (Ann) - the default - and
    is accepted, through the kernel's words check, with the same effect as `impeach Ben`."""
    from lictor.games.carta_imperia.rules.phases.extort.steps import begin_extort
    from tests.games.carta_imperia.referee_kit import B, G, at_era_start, playing

    s = playing(at_era_start())
    s, _ = begin_extort(B, s)
    s = G.apply(s, G.parse(s, ["pass", "Ann"]))[0]
    assert s.primus == "Ann" and s.waiting[0] == "Ben"
    named, _ = _checked(G, s, ["impeach", "Ben", "Ann"])
    default, _ = _checked(G, s, ["impeach", "Ben"])
    assert named == default and named.suit is not None and named.suit.target == "Ann"
    with pytest.raises(BadInput, match="impeach takes at most 1 word"):
        _checked(G, s, ["impeach", "Ben", "Ann", "now"])


def test_the_kernel_fallback_still_refuses_an_unused_word_for_a_game_that_does_not_check() -> None:
    """A game without ``checks_arity`` keeps the kernel's test: a last word that changes
    nothing is refused."""
    from dataclasses import replace

    from lictor.games.circus_maximus.rules.game import CircusGame

    class Lax(CircusGame):
        capabilities = replace(CircusGame.capabilities, checks_arity=False)

        def parse(self, state: Any, words: Any) -> Any:
            return super().parse(state, list(words)[:-1] if words[-1] == "extra" else words)

    game = Lax()
    seats = Seats(tuple(game.seat("red=Ann,blue=Ben").items()))
    state = game.setup(seats, 5, False, game.check_options({"first": "Ann"}))
    words = game.text(game.legal_actions(state)[0]).split()
    with pytest.raises(BadInput, match="'extra' is a word this action does not use"):
        _checked(game, state, [*words, "extra"])
