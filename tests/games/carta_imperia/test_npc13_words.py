"""Words a table reads in the solo game, said right in both languages (issue 29): a vote
count is "1 vote" / "1 voto" (Elections: Prestige = votes), a refused Legion sale names
the moment in words (NPC eXpand b), and `resolve ... thumbs --lang it` calls its unnamed
seats in Italian (Dealmaking with an NPC Senator)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.games.carta_imperia.rules.phases.elections.rulings import tally
from lictor.games.carta_imperia.rules.state import General
from lictor.games.carta_imperia.rules.table import with_familia
from lictor.i18n import use_lang
from lictor.rules.fast import replace
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]


def _texts(lang: str) -> list[str]:
    with use_lang(lang):
        ruled = tally(["Ann", "Rufus"], {"Ann": "Ann", "Cato": "Rufus"}, {"Ann": 1, "Cato": 2},
                      extra={"Rufus": 1})  # fmt: skip
        return [line.text for line in ruled.lines]


def test_elections_prestige_equals_votes_one_vote_is_singular_in_english() -> None:
    lines = _texts("en")
    assert "Ann casts 1 vote for Ann" in lines
    assert "Cato casts 2 votes for Rufus" in lines
    assert "Rufus gains 1 more vote" in lines


def test_elections_prestige_equals_votes_one_vote_is_singular_in_italian() -> None:
    lines = _texts("it")
    assert "Ann dà 1 voto a Ann" in lines
    assert "Cato dà 2 voti a Rufus" in lines
    assert "Rufus guadagna 1 voto in più" in lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "sell: Legions are bought while the Generals muster, not at the battle step"),
        (
            "it",
            "sell: le Legioni si comprano mentre i Generali radunano le forze, non durante la "
            "fase di battaglia",
        ),
    ],
)
def test_npc_expand_b_sale_refused_outside_the_muster_names_the_step_in_words(
    lang: str, said: str
) -> None:
    s = npc_setup("full", 3, 1, 2, False)
    s = replace(s, step="battle", waiting=(), generals=(General("Rufus", rome=1),))
    s = with_familia(s, "Cato", legions=3, actions=("exploit", "exec"))
    with use_lang(lang), pytest.raises(IllegalAction) as refused:
        apply_checked(GAME, s, GAME.parse(s, ["sell", "Cato", "rufus", "3"]))
    assert said in str(refused.value)
    assert "battle)" not in str(refused.value) and "(now:" not in str(refused.value)


def test_dealmaking_with_an_npc_thumbs_in_italian_names_the_unnamed_seats_in_italian() -> None:
    args = ["resolve", "carta-imperia", "thumbs", "--era", "2", "--npc-prestige", "5",
            "--player-prestige", "7", "--give", "dignitas:3", "--demand", "votes",
            "--election", "2", "--seed", "1", "--lang", "it"]  # fmt: skip
    out = CliRunner().invoke(main, args).output
    assert "Giocatore dà 3 Dignitas" in out
    assert "PNG accetta l'accordo" in out or "PNG rifiuta" in out
    assert "Player" not in out and "NPC " not in out.replace("PNG", "")
    english = CliRunner().invoke(main, args[:-2]).output
    assert "Player gives 3 Dignitas" in english  # the English default is unchanged
