"""The NPC Senators speak Italian (issue 31 on issue 29's NPCs): an NPC's decision and its
reasons, a deal ruled in a session (a single offer and blind bids), and the thumbs ruling
without a session (`resolve carta-imperia thumbs --lang it`), with nothing left in English
and nothing the catalogue lacks."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from click.testing import CliRunner

from lictor.cli import main
from lictor.cli.referee_npc import said
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import translator, use_lang
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup
from tests.games.carta_imperia.test_npc_offer import act
from tests.italian import english_left

GAME = GAMES["full"]


@pytest.fixture
def lacking() -> Iterator[set[str]]:
    """What the Italian catalogue lacked while the test spoke Italian."""
    missing = translator("it").missing
    before = set(missing)
    found: set[str] = set()
    yield found
    found |= set(missing) - before
    assert found == set()


def npc_lines(seed: int, actions: int) -> list[str]:
    """A seeded solo game: every NPC decision as `next` says it, in Italian."""
    rng = random.Random(seed)
    s = npc_setup("full", seed, 1, 2, physical=False)
    out = []
    for _ in range(actions):
        if s.step == "over":
            break
        with use_lang("it"):
            turn = GAME.npc_turn(s)
            if turn is not None:
                out.append(said(*turn))
        if turn is not None:
            action = GAME.parse(s, turn[1].action.split())
        else:
            legal = GAME.legal_actions(s)
            action = rng.choice([a for a in legal if a.player not in s.npcs] or legal)
        s, _ = apply_checked(GAME, s, action)
    return out


def test_npc_decisions_and_their_reasons_read_in_italian(lacking: set[str]) -> None:
    lines = npc_lines(1, 1500)
    assert len(lines) > 100
    assert english_left("\n".join(lines)) == []
    assert any("(eXploit dei PNG)" in line for line in lines)
    assert any(line.startswith("Rufus: `") for line in lines)  # the action words as typed


def test_rufus_nomination_reasons_in_italian(lacking: set[str]) -> None:
    from lictor.games.carta_imperia.rules.phases.exec.npc import Candidate, rank_nominations

    found = [
        Candidate("Gallia", 3, "barbarian", None, -1, 0),
        Candidate("Etruria", 2, "phalanx", None, -1, 0),
        Candidate("Samnium", 3, "barbarian", None, -1, 1),
        Candidate("Volsci", 2, "barbarian", "Rufus", 5, 0),
    ]
    with use_lang("it"):
        left, why = rank_nominations("Rufus", found)
    assert [c.name for c in left] == ["Gallia"]
    assert why == [
        "non Volsci, che governa",
        "Etruria ha meno scudi",
        "parità: Gallia e Sannio con 3 scudi Barbari",
        "Gallia può essere romanizzata al prossimo turno",
    ]
    with use_lang("it"):
        _, two = rank_nominations("Rufus", [*found[:1], *found[2:3], found[1], found[1]])
    assert "Etruria, Etruria hanno meno scudi" in two  # the plural


def italian(s: State, words: str) -> list[str]:
    with use_lang("it"):
        return act(s, words)[1]


def test_a_deal_ruled_in_a_session_reads_in_italian(lacking: set[str]) -> None:
    s = npc_setup("full", 3, 1, 2, physical=True)  # Ann 5, Rufus 5: Wary
    lines = italian(s, "offer Ann Rufus give dignitas 2 omens phalanx legionary")
    assert lines[0] == "Ann propone un accordo a Rufus"
    assert lines[1] == "Ann dà 2 Dignitas: 2 pollici in su"
    assert lines[-2:] == [
        "1 <= valore in Pollici 2: Rufus accetta l'accordo",
        "Rufus accetta l'accordo di Ann: Ann dà a Rufus: 2 Dignitas",
    ]
    refused = italian(s, "offer Ann Rufus give dignitas 1 omens phalanx barbarian legionary")
    assert refused[-1] == "Rufus rifiuta: nulla passa di mano"
    assert english_left("\n".join([*lines, *refused])) == []


def test_blind_bids_read_in_italian(lacking: set[str]) -> None:
    s = npc_setup("full", 3, 2, 1, physical=True)
    first = italian(s, "offer Ann Rufus give dignitas 2 omens legionary")
    assert first == [
        "Ann fa un'offerta a pugno chiuso a Rufus; devono ancora offrire: Ben (ciascuno "
        "`offer GIOCATORE rufus give ...` o `offer GIOCATORE rufus pass`)"
    ]
    s, _ = act(s, "offer Ann Rufus give dignitas 2 omens legionary")
    with use_lang("it"), pytest.raises(IllegalAction) as e:
        act(s, "offer Ben Rufus give dignitas 2 omens legionary")
    refusal = e.value.violations[0]
    assert "lancia un segnalino Pollice 1 volta" in refusal.message
    with use_lang("it"):
        assert str(refusal.rule) == (
            "Accordi con un Senatore PNG, due giocatori: entrambe le offerte sono a pugno chiuso"
        )
    lines = italian(s, "offer Ben Rufus give dignitas 2 omens legionary flip down")
    assert "Ann offre: `give dignitas 2 omens legionary`" in lines
    assert "Ann e Ben pari a 2: il pollice cade in giù, vince Ben" in lines
    assert lines[-1] == "Rufus accetta l'accordo di Ben: Ben dà a Rufus: 2 Dignitas"
    assert english_left("\n".join(lines)) == []


def thumbs(*extra: str) -> str:
    result = CliRunner().invoke(
        main,
        [
            "resolve", "carta-imperia", "thumbs", "--era", "2", "--npc", "Rufus",
            "--player", "Ann", "--expand", "--give", "legions:2,governorship:volsci",
            "--demand", "campaign-dignitas", "--campaign", "volsci", "--npc-legions", "1",
            "--draws", "phalanx,barbarian,barbarian,legionary",
            "--npc-prestige", "8", "--player-prestige", "6", *extra,
        ],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    return result.output


def test_thumbs_ruling_reads_in_italian_with_its_sections(lacking: set[str]) -> None:
    out = thumbs("--lang", "it")
    assert english_left(out) == []
    assert "[Accordi con un Senatore PNG" in out
    assert "Valore in Pollici: 4 in su - 2 in giù = 2" in out
    assert out.splitlines()[-1].startswith("1 <= valore in Pollici 2: Rufus accetta l'accordo")


def test_thumbs_ruling_stays_english_with_lang_en() -> None:
    out = thumbs("--lang", "en")
    assert "[Dealmaking with an NPC Senator" in out
    assert "Thumbs value: 4 up - 2 down = 2" in out


def test_thumbs_bad_input_is_one_italian_line() -> None:
    result = CliRunner().invoke(
        main,
        [
            "resolve", "carta-imperia", "thumbs", "--era", "2", "--npc", "Rufus",
            "--player", "Ann", "--npc-prestige", "3", "--player-prestige", "2",
            "--give", "legions:x", "--lang", "it",
        ],
    )  # fmt: skip
    assert result.exit_code == 2
    assert (
        result.output.strip() == "Error: --give legions:x: scrivi legions:N con N intero, 1 o più"
    )


def test_npc_buying_selling_and_its_refusal_read_in_italian(lacking: set[str]) -> None:
    from lictor.games.carta_imperia.rules.state import General
    from lictor.games.carta_imperia.rules.table import with_familia
    from lictor.rules.fast import replace

    s = npc_setup("full", 3, 1, 2, physical=False)
    s = replace(s, step="lend", waiting=(), generals=(General("Rufus", rome=1),))
    s = with_familia(s, "Cato", legions=3, actions=("exploit", "exec"))
    s = with_familia(s, "Rufus", legions=0, actions=("expand", "exec"))
    with use_lang("it"):
        turn = GAME.npc_turn(s)
    assert turn is not None and turn[1].because == (
        "Rufus compra 3 Legioni alleate a 1 Dignitas l'una per superare Sannio (Forza 3): con "
        "1 Legione non supera nessuna regione e nessun Generale PNG può sostenerlo (eXpand dei "
        "PNG b)",
        "Cato vende: non ha scelto eXpand in questa Era e non siamo nell'Era VII (eXpand dei PNG)",
    )
    assert italian(s, "sell Cato rufus 3") == [
        "Cato vende a Rufus 3 Legioni alleate per 3 Dignitas: passano al comando di Rufus"
    ]
    expands = with_familia(s, "Cato", actions=("expand", "exec"))
    with use_lang("it"), pytest.raises(IllegalAction) as e:
        act(expands, "sell Cato rufus 3")
    refusal = e.value.violations[0]
    assert refusal.message == (
        "Cato ha scelto eXpand in questa Era: i PNG vendono Legioni solo senza di essa "
        "(eXpand dei PNG)"
    )
    with use_lang("it"):
        assert str(refusal.rule) == "Appendice per solitario e 2 giocatori, eXpand dei PNG"


def test_pending_bids_and_promises_read_in_italian(lacking: set[str]) -> None:
    s = npc_setup("full", 3, 2, 1, physical=False)
    s, _ = act(s, "offer Ann Rufus give dignitas 2")
    with use_lang("it"):
        prompt = GAME.agenda(s).prompt
    assert prompt.endswith(
        "Offerte a pugno chiuso a Rufus, segrete finché non sono arrivate tutte: 1 arrivata "
        "(Ann); devono ancora offrire: Ben."
    )
    assert english_left(prompt) == []
    solo = npc_setup("full", 3, 1, 2, physical=False)
    from lictor.games.carta_imperia.rules.table import with_familia

    lines = italian(
        with_familia(solo, "Ann", dignitas=9), "offer Ann rufus give dignitas 3 demand no-court"
    )
    assert lines[-1] == (
        "Rufus accetta l'accordo di Ann: Ann dà a Rufus: 3 Dignitas; promesso: Rufus non porta "
        "Ann in tribunale in questa Era"
    )
    assert english_left("\n".join(lines)) == []
