"""Issue 31, Italian at the table: Carta Imperia's setup, Scenario II's setup, the Events
Draft, the start of an Era, I. eXploit, II. eXec, the Elections and IV. eXpand speak
Italian - each step's prompt, its events, its refusals with their section, its rulings -
and English stays as it was.

A message another part of the referee says (the kernel's frame, the payment tool, the
sections named outside these phases) is its own helper's; ``lacking()`` is what these
phases said in Italian that no catalogue of theirs holds, and the whole-game test holds the
rest."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import lictor
from lictor.catalog import code_strings, read_po
from lictor.games.carta_imperia.rules.board_user import load_board
from lictor.games.carta_imperia.rules.game import CartaGame
from lictor.games.carta_imperia.rules.phases.era.steps import after_event
from lictor.games.carta_imperia.rules.phases.expand.rulings import battle
from lictor.games.carta_imperia.rules.phases.expand.steps import begin_expand
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import LOCALE_DIR, translator, use_lang
from lictor.rules.game import Seats, apply_checked
from tests.games.carta_imperia.npc_kit import npc_setup
from tests.games.carta_imperia.referee_kit import (
    B,
    G,
    act,
    at_era_start,
    new,
    playing,
    refused,
    run,
    said,
    step,
)
from tests.italian import english_left

PARTS = ("setup", "scenario_setup", "draft", "era", "exec", "elections", "expand", "exploit")
CATALOGUES = LOCALE_DIR / "it" / "LC_MESSAGES"
OURS = {p: CATALOGUES / f"carta_imperia.{p}.po" for p in PARTS}
PHASES = Path(lictor.__file__).parent / "games" / "carta_imperia" / "rules" / "phases"
# the steps these phases declare (what `next` says there is theirs)
STEPS = {
    "start",
    "primus",
    "setup-order",
    "placement",
    "setup-convert",
    "draft",
    "direction",
    "event",
    "choose",
    "inherit",
    "npc-actions",
    "romanise",
    "tax",
    "exec",
    "nominate",
    "stand",
    "vote",
    "tiebreak",
    "veto",
    "lend",
    "standard",
    "battle",
    "install",
    "rout",
    "casualties",
    "order",
    "losses",
    "killed",
}


def others() -> set[str]:
    """The messages the other parts' catalogues hold (their helpers translate them)."""
    held: set[str] = set()
    for path in CATALOGUES.glob("*.po"):
        if path not in OURS.values():
            held |= set(read_po(path))
    return held


BEFORE: set[str] = set()  # what the process's translator lacked before the test began


def lacking() -> set[str]:
    """What this test said in Italian that these phases' catalogues should hold and do
    not (the translator is the process's: other tests' gaps are left out)."""
    return translator("it").missing - BEFORE - others()


@pytest.fixture(autouse=True)
def italian() -> Iterator[None]:
    BEFORE.clear()
    BEFORE.update(translator("it").missing)
    with use_lang("it"):
        yield


def refusal_said(s: State, words: str) -> tuple[str, str]:
    """The refusal's message and its rule as said: ``(message, "section, title")``."""
    v = refused(s, words).violations[0]
    return v.message, str(v.rule)


def expand(s: State, **cards: str) -> State:
    s, _ = begin_expand(B, playing(s, **cards))
    if s.step == "order":
        s = run(s, G.text(G.legal_actions(s)[0]))
    return s


def test_the_catalogues_of_these_phases_have_no_untranslated_entry() -> None:
    for part, path in OURS.items():
        empty = [k for k, v in read_po(path).items() if not v or "" in v.split("\x00")]
        assert empty == [], f"{part}: {empty[:3]}"


def test_the_exec_step_prompts_converts_and_refuses_a_second_convert_in_italian() -> None:
    s = step(playing(at_era_start(), Ann="exec expand"), "exec", ("Ann", "Ben", "Cy"))
    prompt = G.agenda(s).prompt
    assert prompt == "eXec: `adopt` / `convert N` / `enact FILA`, poi `done GIOCATORE`"
    s, events = act(s, "convert Ann 1")
    assert [e.text for e in events] == ["Ann converte 1 Dignitas in Auctoritas"]
    message, rule = refusal_said(s, "convert Ann 1")
    assert message == "Ann ha già fatto `convert` in questo eXec"
    assert rule == "II. eXec"
    assert english_left("\n".join([prompt, message, rule])) == []
    assert lacking() == set()


def test_a_reform_refused_names_the_kits_italian_reform_and_row() -> None:
    s = step(playing(at_era_start(), Ann="exec expand"), "exec", ("Ann", "Ben", "Cy"))
    message, _ = refusal_said(s, "enact Ann military")
    assert message == "Pilum costa 1 Auctoritas; Ann ne ha 0"
    s = replace(s, reforms=tuple(("military", c, "Ben") for c in range(1, 5)))
    message, _ = refusal_said(s, "enact Ann military")
    assert message == "tutte le Riforme della fila militare sono in vigore"
    assert lacking() == set()


def test_legions_lost_say_one_legion_and_two_legions() -> None:
    won = battle({"barbarian": 1}, 5, [])  # 5 against 1: 1 Legion lost
    lost = battle({"barbarian": 3}, 1, [])  # 1 against 3: casualties doubled, 2
    assert "Perdite: 1 Legione" in [line.text for line in won.lines]
    assert "Perdite: 2 Legioni" in [line.text for line in lost.lines]
    assert "Roma: 1 Legione schierata" in [line.text for line in lost.lines]
    assert "Sannio: 3 scudi barbari = 3" in [
        line.text for line in battle({"barbarian": 3}, 1, [], defender="Samnium").lines
    ]
    assert lacking() == set()


def test_a_campaign_is_prompted_ruled_and_its_casualties_shared_in_italian() -> None:
    s = expand(at_era_start(), Ann="exec expand", Ben="exec expand", Cy="exec extort")
    prompt = G.agenda(s).prompt
    assert prompt.startswith("Ann piazza uno Stendardo di campagna (`standard Ann BERSAGLIO`")
    s = run(s, "standard Ann volsci", "standard Ben volsci")
    prompt = G.agenda(s).prompt
    assert prompt == (
        "Battaglia per Volsci: pescate una carta dal mazzo Combattimento della prima "
        "Repubblica (`combat CARD`)"
    )
    s, events = act(s, "combat legionary")
    ruled = [e.text for e in act(s, "resolve")[1]]
    assert "Roma 8 supera 2: riesce" in ruled
    assert "Perdite: 2 Legioni" in ruled
    s = run(s, "resolve")
    assert s.step == "casualties"
    message, _ = refusal_said(s, "casualties Ann 1 0")
    assert message == "le perdite fanno 1, non 2"
    s, events = act(s, "casualties Ann 0 2")
    texts = [e.text for e in events]
    assert "Ben perde 2 Legioni (alleate: 0, di Roma: 2, private: 0)" in texts
    assert english_left("\n".join([prompt, *ruled, message, *texts])) == []
    assert lacking() == set()


def test_a_general_without_legions_is_refused_a_standard_with_the_section_in_italian() -> None:
    s = expand(replace(at_era_start(), rome_card=0), Ann="exec expand", Ben="exec extort")
    message, rule = refusal_said(s, "standard Ann volsci")
    assert message == "Ann non ha più Legioni al comando e non può piazzare uno Stendardo"
    assert rule == "IV. eXpand, 2a: niente Stendardo senza Legioni"
    assert english_left(f"{rule}: {message}") == []
    assert lacking() == set()


def test_the_nomination_prompt_and_refusal_are_italian() -> None:
    s = step(playing(at_era_start(), Ann="exec expand"), "exec", ("Ann", "Ben", "Cy"))
    s = run(s, "done Ann", "done Ben", "done Cy")
    assert G.agenda(s).prompt == (
        "Ann candida una Provincia all'elezione (`nominate Ann PROVINCIA`)"
    )
    v = refused(s, "nominate Ann volsci").violations[0]
    assert v.message == "Volsci ora non si può candidare (si possono: Etruria, Sannio)"
    assert v.rule.said_title == "1: una Provincia con un Governatore"
    assert lacking() == set()


def test_the_secret_action_choice_says_one_card_and_two_cards() -> None:
    three = step(new("Ann", "Ben", "Cy"), "choose", ("Ann", "Ben", "Cy"))
    five = step(new("Ann", "Ben", "Cy", "Dee", "Eve"), "choose", ("Ann", "Ben", "Cy", "Dee", "Eve"))
    assert G.agenda(three).prompt == (
        "Era 1: ogni giocatore sceglie in segreto 2 carte Azione (`choose GIOCATORE CARTA...`)"
    )
    assert G.agenda(five).prompt == (
        "Era 1: ogni giocatore sceglie in segreto 1 carta Azione (`choose GIOCATORE CARTA...`)"
    )
    message, rule = refusal_said(three, "choose Ann exploit")
    assert message == "con 3 giocatori ognuno sceglie 2 carte Azione diverse"
    assert rule == "Carte Azione, 2 con 1-4 giocatori, 1 con 5-6"
    assert lacking() == set()


def test_the_legions_joining_rome_at_an_eras_start_agree_with_their_number() -> None:
    s = at_era_start(physical=False)
    first = [e.text for e in after_event(B, replace(s, era=1))[1]]
    second = [e.text for e in after_event(B, replace(s, era=2))[1]]
    assert first[0] == f"Era 1: 1 Legione si aggiunge alle Legioni di Roma ({s.rome_card + 1})"
    assert second[0] == f"Era 2: 2 Legioni si aggiungono alle Legioni di Roma ({s.rome_card + 2})"
    assert first[1] == "Ogni giocatore sceglie in segreto 2 carte Azione"
    events = said(replace(s, step="direction", waiting=(s.primus,)), "direction left")
    assert events[0] == "Ordine del Primus: " + " -> ".join(("Ann", "Ben", "Cy"))
    assert english_left("\n".join([*first, *second, *events])) == []
    assert lacking() == set()


def test_the_draft_and_the_start_cards_speak_italian() -> None:
    s = new("Ann", "Ben", "Cy")
    assert G.agenda(s).prompt == (
        "Draft degli Eventi: ogni giocatore sceglie una carta dalla mano che ha davanti "
        "(`pick GIOCATORE CARTA`); le mani passano a sinistra"
    )
    message, _ = refusal_said(s, "pick Ann nowhere")
    assert message == "nowhere non è nella mano davanti a Ann"
    card = s.familia("Ann").hand[0]
    assert said(s, f"pick Ann {card}") == ["Ann ha scelto"]
    table = new("Ann", "Ben", "Cy", physical=True)
    assert G.agenda(table).prompt == (
        "Date una Carta iniziale a ogni giocatore (`start GIOCATORE CARTA`)"
    )
    assert said(table, "start Ann gens-cornelii") == [
        "Ann riceve Gens Cornelii: un Busto dalla Scorta governa Etruria"
    ]
    message, _ = refusal_said(run(table, "start Ann gens-cornelii"), "start Ben gens-cornelii")
    assert message == "Gens Cornelii è già stata data"
    assert lacking() == set()


def test_scenario_two_placement_speaks_italian_with_its_section() -> None:
    s = new("Ann", "Ben", "Cy", scenario="fall-of-the-republic")
    s = step(s, "placement", ("Ann",), setup_order=s.names, placed=0)
    prompt = G.agenda(s).prompt
    assert prompt.startswith("Ann piazza un Busto dalla Scorta (0 su ")
    assert "ordine dei giocatori: Ann -> Ben -> Cy" in prompt
    s = run(s, "place Ann etruria")
    message, rule = refusal_said(replace(s, waiting=("Ben",)), "place Ben etruria")
    assert message == "Etruria ha già un Governatore (Ann)"
    assert rule == "Scenario II: Caduta della Repubblica, Preparazione"
    assert english_left("\n".join([prompt, message, rule])) == []
    assert lacking() == set()


def test_taxation_says_one_allied_legion_and_refuses_an_ungoverned_province() -> None:
    s = step(playing(at_era_start(), Ann="exploit expand"), "tax", ("Ann", "Ben", "Cy"))
    assert G.agenda(s).prompt == (
        "Tassazione: `tax GIOCATORE PROVINCIA RISORSA`, poi `done GIOCATORE`"
    )
    message, _ = refusal_said(s, "tax Ann volsci bust")
    assert message == "Ann non governa Volsci"
    events = said(s, "tax Ann etruria allied-legion")
    assert events[0] == "Ann tassa Etruria per 1 Legione alleata"
    assert lacking() == set()


def test_an_npc_inheritance_refused_at_a_virtual_table_has_its_section_in_italian() -> None:
    s = npc_setup("rise-of-the-republic", 3, 2, 1, physical=False)
    s = replace(s, step="inherit", waiting=(), omens=())
    message, rule = refusal_said(s, f"omen {s.npcs[0]} legionary")
    assert message == "in una partita virtuale i Presagi li pesca lictor"
    assert rule == "Appendice per solitario e 2 giocatori, Eredità dei PNG"
    assert lacking() == set()


def test_english_is_spoken_as_before_when_english_is_asked_for() -> None:
    s = step(playing(at_era_start(), Ann="exec expand"), "exec", ("Ann", "Ben", "Cy"))
    with use_lang("en"):
        assert G.agenda(s).prompt == "eXec: adopt / convert N / enact ROW, then done PLAYER"
        assert said(s, "convert Ann 1") == ["Ann converts 1 Dignitas into Auctoritas"]
        assert [line.text for line in battle({"barbarian": 1}, 5, []).lines][-2] == (
            "Casualties: 1 Legions"
        )


@pytest.mark.parametrize(
    ("scenario", "seed", "npc"),
    [("rise-of-the-republic", 5, False), ("fall-of-the-republic", 11, False), ("full", 6, True)],
)
def test_a_seeded_game_prompts_every_step_of_these_phases_in_italian(
    scenario: str, seed: int, npc: bool
) -> None:
    game = CartaGame(load_board(scenario=scenario))
    if npc:  # Solo & 2-Player Addenda: the NPC Senators inherit and draw their Actions
        spec, names = game.with_npcs("Ann,Ben", "Rufus")
        seats = Seats(tuple(game.seat(spec).items()))
        s = game.setup(seats, seed, False, {"scenario": scenario, "npc": names})
    else:
        s = game.setup(game_seats(game), seed, False, {"scenario": scenario})
    rng = random.Random(seed)
    prompts: list[str] = []
    # what these steps' prompts said, of these phases' own texts, that the catalogue lacks
    unsaid: set[str] = set()
    texts = set(code_strings([PHASES / p for p in PARTS]))
    for _ in range(400):
        before = set(translator("it").missing)
        agenda = game.agenda(s)
        if agenda.over:
            break
        if s.step in STEPS:
            prompts.append(agenda.prompt)
            unsaid |= ((translator("it").missing - before) & texts) - others()
        legal = game.legal_actions(s)
        if not legal:
            break
        s, _ = apply_checked(game, s, rng.choice(legal))
    assert len({p.split(":")[0] for p in prompts}) > 5  # several steps were reached
    assert english_left("\n".join(prompts)) == []
    assert unsaid == set()


def game_seats(game: CartaGame) -> Seats:
    return Seats(tuple(game.seat("Ann,Ben,Cy").items()))


def test_lacking_is_empty_only_when_these_catalogues_hold_what_was_said() -> None:
    """The check itself can fail: a message of these phases nobody translated shows."""
    translator("it")("Ann converts 1 Dignitas into Auctoritas")  # said as is, not as a msgid
    assert "Ann converts 1 Dignitas into Auctoritas" in lacking()
    translator("it").missing.discard("Ann converts 1 Dignitas into Auctoritas")
