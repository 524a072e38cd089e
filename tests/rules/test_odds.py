"""Issue 12 item 16: exact odds before a draw, against hand-computed cases."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.carta_imperia.odds import EQUAL, FAIL, WIN
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.rules.odds import draw_one, draw_until, expected, percent, thumbs_down
from tests.games.carta_imperia.referee_kit import G, at_era_start, playing, run


def test_one_card_from_what_is_left() -> None:
    assert draw_one({"phalanx": 3, "legionary": 1, "gone": 0}) == {
        "phalanx": Fraction(3, 4),
        "legionary": Fraction(1, 4),
    }
    assert draw_one({}) == {}


def test_drawing_until_a_legionary_weighs_every_sequence() -> None:
    """Two plain cards and one legionary: the legionary first, second or third, 1/3 each."""
    seqs = draw_until({"x": 2, "L": 1}, lambda c: c == "L")
    assert seqs == {
        ("L",): Fraction(1, 3),
        ("x", "L"): Fraction(1, 3),
        ("x", "x", "L"): Fraction(1, 3),
    }


def test_thumbs_are_even_chances() -> None:
    """Three thumbs: 1/8 none down, 3/8 one, 3/8 two, 1/8 three; 1.5 down expected."""
    dist = thumbs_down(3)
    assert dist == {0: Fraction(1, 8), 1: Fraction(3, 8), 2: Fraction(3, 8), 3: Fraction(1, 8)}
    assert expected(dist.items()) == Fraction(3, 2)
    assert percent(Fraction(1, 3)) == "33.3%" and percent(Fraction(1, 4)) == "25%"


def volsci_campaign() -> object:
    """Ann marches 2 Legions on the Volsci (2 barbarian shields), the deck full."""
    s = replace(at_era_start(), rome_card=2)
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(G.board, s)
    return run(s, "standard Ann volsci")


def test_campaign_odds_over_the_twelve_early_combat_cards() -> None:
    """How to Fight a Campaign, by hand: 2 Legions against 2 barbarian shields.
    Warband (3 of 12) makes 3: fails, 4 lost; Horde (1) makes 4: fails, 6 lost;
    Phalanx (3) and Auxilia (2) do not match: equal, 2 lost; Legionary (3): Rome 3
    wins, 2 lost. Wins 3/12, equal 5/12, fails 4/12; (12+6+6+4+6)/12 = 17/6 lost."""
    s = volsci_campaign()
    (o,) = G.odds(s)  # type: ignore[arg-type]
    assert dict(o.outcomes) == {WIN: Fraction(1, 4), EQUAL: Fraction(5, 12), FAIL: Fraction(1, 3)}
    assert dict(o.expectations) == {"Legions lost": Fraction(17, 6)}
    assert "12 cards left" in o.text() and "Rome wins 25% (1/4)" in o.text()


def test_the_odds_count_only_the_cards_left() -> None:
    """After a Horde and a Warband are drawn and discarded, 10 cards remain: the
    barbarian ones left are 2 Warbands: fails 2/10, wins 3/10, equal 5/10."""
    s = volsci_campaign()
    deck = s.combat.draw("barbarian-horde").draw("barbarian-warband")  # type: ignore[attr-defined]
    s = replace(s, combat=deck)  # type: ignore[type-var]
    (o,) = G.odds(s)  # type: ignore[arg-type]
    assert dict(o.outcomes) == {WIN: Fraction(3, 10), EQUAL: Fraction(1, 2), FAIL: Fraction(1, 5)}


def test_a_thumb_still_to_flip_halves_each_branch() -> None:
    """Elephants: thumb up takes 2 from the defence, down costs Rome 2 Legions. With
    the flip pending each branch weighs 1/2, and all outcomes still sum to 1."""
    s = volsci_campaign()
    (plain,) = G.odds(s)  # type: ignore[arg-type]
    battles = s.battles  # type: ignore[attr-defined]
    up = replace(s, battles=(replace(battles[0], elephants="up"),))  # type: ignore[type-var]
    down = replace(s, battles=(replace(battles[0], elephants="down"),))  # type: ignore[type-var]
    (o_up,) = G.odds(up)
    (o_down,) = G.odds(down)
    # up: 2 Legions against 0 + card: Warband 1 -> wins, Horde 2 -> equal, others win
    assert dict(o_up.outcomes)[FAIL] == 0 and dict(o_up.outcomes)[EQUAL] == Fraction(1, 12)
    # down: Rome has 0 Legions: a legionary makes 1 < 2, everything fails
    assert dict(o_down.outcomes)[FAIL] == 1
    assert sum(dict(plain.outcomes).values()) == 1


def test_hannibals_ambush_with_the_elephants_thumb_to_flip() -> None:
    """Scenario I, Hannibal: 9 Legions against him, his elephants' thumb not flipped yet.
    The pending flip weighs thumb up and thumb down 1/2 each; outnumbered either way,
    he Ambushes (cards drawn until a legionary), and every way sums to 1."""
    s = replace(at_era_start(), rome_card=9, era=4, events=("hannibalic-war",))
    s = replace(s, tiles=tuple(t.name for t in G.board.tiles))
    s = playing(s, Ann="exec expand", Ben="exec extort", Cy="exec extort")
    s, _ = begin_expand(G.board, s)
    s = run(s, "standard Ann hannibal")
    (pending,) = G.odds(s)
    assert "the elephants' thumb still to flip" in pending.what
    sides = []
    for thumb in ("up", "down"):
        b = replace(s.battles[0], elephants=thumb)
        (o,) = G.odds(replace(s, battles=(b,)))
        sides.append(dict(o.outcomes))
    for label, p in pending.outcomes:
        assert p == (sides[0][label] + sides[1][label]) / 2
    assert sum(p for _, p in pending.outcomes) == 1
    # thumb up: 9 against 6 - 2 = 4; Rome fails only if 6 or more matching shields
    # join him before a legionary - possible, so neither certain nor impossible
    assert 0 < sides[0][FAIL] < 1


def test_routed_generals_thumbs() -> None:
    s = replace(volsci_campaign(), step="rout", waiting=("Ann", "Ben"))  # type: ignore[type-var]
    (o,) = G.odds(s)
    assert dict(o.outcomes) == {
        "0 Busts lost": Fraction(1, 4),
        "1 Bust lost": Fraction(1, 2),
        "2 Busts lost": Fraction(1, 4),
    }
    assert dict(o.expectations) == {"Busts lost": 1}


def test_this_eras_historical_event_is_any_card_of_the_era_left_equally() -> None:
    """Historical Events: drawn until one of this Era, so each of the Era's cards left
    is equally likely; the very next card matches with (Era cards / cards left)."""
    from tests.games.carta_imperia.referee_kit import new

    s = replace(new(seed=1), step="event", era=2)
    pile = s.history.draw_pile
    era2 = [c for c in G.board.historical if c.era == 2 and c.id in pile]
    assert len(era2) >= 2
    (o,) = G.odds(s)
    assert sum(p for _, p in o.outcomes) == 1
    for card in era2:
        assert dict(o.outcomes)[card.name] >= Fraction(1, len(era2))
    assert f"{len(pile)} cards left" in o.what
    assert percent(Fraction(len(era2), len(pile))) in o.what


def test_odds_command_without_a_draw_says_so(tmp_path: object) -> None:
    db = f"{tmp_path}/g.sqlite"
    runner = CliRunner()
    new = ["referee", "--db", db, "new", "hannibal-vs-rome", "--players", "carthage=A,rome=B"]
    assert runner.invoke(main, new).exit_code == 0
    result = runner.invoke(main, ["referee", "--db", db, "odds"])
    assert result.exit_code == 0 and "No draw or thumb flip is pending" in result.stdout


def test_next_says_the_odds_before_a_draw(tmp_path: object) -> None:
    """A virtual game played (seeded) until a campaign's combat card is due, imported
    as a session: `next` gives the odds line before the prompt, `odds --json` too."""
    import json
    import random

    from lictor.rules.game import apply_checked
    from tests.games.carta_imperia.referee_kit import new

    rng = random.Random(5)
    s = new(seed=5)
    words: list[str] = []
    for _ in range(400):
        if s.step == "battle" and not s.battles[s.current].drawn:
            break
        legal = [a for a in G.legal_actions(s) if a.verb not in ("give", "adjust")]
        expand = [a for a in legal if a.verb == "choose" and "expand" in a.args]
        standard = [a for a in legal if a.verb == "standard" and a.args != ("none",)]
        a = rng.choice(standard or expand or legal)
        s, _ = apply_checked(G, s, a)
        words.append(G.text(a))
    assert s.step == "battle"
    export = {
        "format": "lictor-session",
        "version": 2,
        "game": "carta-imperia",
        "players": dict(zip(("red", "blue", "green"), ("Ann", "Ben", "Cy"), strict=True)),
        "seed": 5,
        "physical": False,
        "options": {"scenario": "rise-of-the-republic", "challenging": False},
        "entries": [{"kind": "act", "words": w} for w in words],
    }
    path = f"{tmp_path}/battle.json"
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(export, fh)
    db = f"{tmp_path}/g.sqlite"
    runner = CliRunner()
    assert runner.invoke(main, ["referee", "--db", db, "import", path]).exit_code == 0
    out = runner.invoke(main, ["referee", "--db", db, "next"]).stdout
    lines = out.splitlines()
    assert lines[0].startswith("Odds of the combat card for ") and "Next - " in lines[1]
    data = json.loads(runner.invoke(main, ["referee", "--db", db, "odds", "--json"]).stdout)
    assert sum(Fraction(o["chance"]) for o in data[0]["outcomes"]) == 1
