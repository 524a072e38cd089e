"""Issue 27: ``CartaGame.apply`` takes what the listing of the same state got by playing an
offer (``CartaGame._listed``) - and the table sees exactly what a fresh referee says: the same
state and events, said in the language spoken at the apply, whatever the listing spoke; the
events handed out are the caller's own list. Also the indexes ``State.familia``,
``State.governor`` and the Roman land keep for the last tuple asked answer as the scans did."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from lictor.games.carta_imperia.rules import game as carta_game
from lictor.games.carta_imperia.rules.game import LEDGER, CartaGame
from lictor.games.carta_imperia.rules.state import Action, Familia, State
from lictor.games.carta_imperia.rules.table import regions, roman_land
from lictor.i18n import use_lang
from lictor.rules.game import Seats

SEATS = Seats((("red", "Ann"), ("blue", "Ben"), ("green", "Cy")))


@pytest.fixture(autouse=True)
def _every_offer_played(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The listing with no cheap test (as before any: rules/phase.py ``Verb.check``): it
    plays every offer out, so each verb's kept result is reached and applied here - the
    cheap tests now judge most offers without playing them (test_cheap_checks.py)."""
    monkeypatch.setattr(carta_game, "_checks_at", lambda step: {})
    yield


def _played_offers(game: CartaGame, seed: int, scenario: str) -> list[tuple[State, Action]]:
    """Seeded playout: each state with one offer its listing checked by playing it (all of
    them, here: ``_every_offer_played``)."""
    s = game.setup(SEATS, seed, False, game.check_options({"scenario": scenario}))
    rng = random.Random(seed)
    out = []
    for _ in range(400):
        legal = game.legal_actions(s)
        if not legal:
            break
        kept = game._listed
        assert kept is not None
        if kept[4]:
            out.append((s, rng.choice(sorted(kept[4], key=Action.words))))
        s, _ = game.apply(s, rng.choice(legal))
    return out


def test_an_offer_the_listing_played_is_applied_as_a_fresh_referee_applies_it() -> None:
    for scenario in ("full", "fall-of-the-republic"):
        listing = CartaGame()
        pairs = _played_offers(listing, 3, scenario)
        assert len(pairs) > 20
        for s, a in pairs:
            listing.legal_actions(s)
            got = listing.apply(s, a)
            assert got == CartaGame().apply(s, a), a.words()


def test_the_events_are_said_in_the_language_of_the_apply_not_of_the_listing() -> None:
    listing = CartaGame()
    for s, a in _played_offers(listing, 5, "full")[:40]:
        with use_lang("en"):
            listing.legal_actions(s)
        with use_lang("it"):
            said = listing.apply(s, a)[1]
            fresh = CartaGame().apply(s, a)[1]
        assert said == fresh, a.words()


def test_a_ruling_applied_twice_after_one_listing_says_its_payment_once() -> None:
    """A court, thumb or veto ruling adds the ledger's event to the events it got: never to
    the ones the listing keeps (a second apply of the same state would say it twice)."""
    game = CartaGame()
    rulings = 0
    for seed in range(4):
        s = game.setup(SEATS, seed, False, game.check_options({}))
        rng = random.Random(seed)
        for _ in range(400):
            legal = game.legal_actions(s)
            if not legal:
                break
            kept = game._listed
            assert kept is not None
            for a in sorted(kept[4], key=Action.words):
                if a.verb in LEDGER:
                    rulings += 1
                    game.legal_actions(s)
                    game.apply(s, a)
                    assert game.apply(s, a) == CartaGame().apply(s, a), a.words()
            s, _ = game.apply(s, rng.choice(legal))
    assert rulings > 5


def test_the_kept_indexes_answer_for_the_state_asked_not_the_last_one() -> None:
    game = CartaGame()
    s = game.setup(SEATS, 1, False, game.check_options({}))
    other = State(
        players=(Familia("Ann", "red", dignitas=9), Familia("Ann", "blue", dignitas=1)),
        seed=0,
        physical=False,
        governors=(("Etruria", "Ann"), ("Etruria", "Ben")),
    )
    assert s.familia("Ann").dignitas == 5
    assert other.familia("Ann").dignitas == 9  # the first of two namesakes, as the scan found
    assert other.names == ("Ann", "Ann")
    assert other.governor("Etruria") == "Ann"
    assert s.familia("Ann").dignitas == 5 and s.names == ("Ann", "Ben", "Cy")
    assert s.governor("Etruria") == dict(s.governors).get("Etruria")
    board = game.board
    here = regions(board, s)
    assert roman_land(board, s) == [
        r
        for r in here.values()
        if r.name == "Roma" or r.romanised or dict(s.governors).get(r.name) is not None
    ]
    governed = State(
        players=s.players,
        seed=0,
        physical=False,
        tiles=s.tiles,
        romanised=s.romanised,
        governors=tuple(sorted((n, "Ann") for n in here)),
    )
    assert {r.name for r in roman_land(board, governed)} == set(here)
    assert len(roman_land(board, s)) < len(here)
