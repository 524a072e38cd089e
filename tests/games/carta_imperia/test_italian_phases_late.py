"""The late phases of Carta Imperia in Italian (issue 31): III. eXtort, V. eXtra-Legal, the
Civil War, the end of an Era and Game End & Victory say their prompts, events, refusals and
rulings in Italian, their sections as the Italian aids print them, with the plural forms
right; the English is what it was, and the state keeps no said text.

States come from the scenarios the other tests build (Scenario I at Era I, the Full Game
moved to Era VI, Scenario II from Era V) and from seeded random games of Scenario II."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import lictor.games.carta_imperia.rules.phases as phases
from lictor.catalog import catalogs, code_strings, read_po
from lictor.games.carta_imperia.rules import ref
from lictor.games.carta_imperia.rules.phase import Step
from lictor.games.carta_imperia.rules.phases.civil_war import phase as civil_war_phase
from lictor.games.carta_imperia.rules.phases.civil_war.losses import lose_legions
from lictor.games.carta_imperia.rules.phases.end_of_era.steps import close_era
from lictor.games.carta_imperia.rules.phases.endgame.steps import said_reason
from lictor.games.carta_imperia.rules.phases.extort.steps import begin_extort
from lictor.games.carta_imperia.rules.phases.extralegal.rulings import mob_rule
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import primus_order, with_familia
from lictor.i18n import PLURAL_SEP, translator, use_lang
from lictor.rules.game import Event, apply_checked
from lictor.rules.ruling import RuleRef
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.late_kit import board_of, fall_of_the_republic
from tests.games.carta_imperia.referee_kit import (
    B,
    G,
    act,
    at_era_start,
    playing,
    refused,
    run,
)
from tests.games.carta_imperia.test_civil_war import duel
from tests.games.carta_imperia.test_referee_extralegal import era6, extralegal
from tests.italian import english_left

MINE = ("extort", "extralegal", "civil_war", "end_of_era", "endgame")
FOLDERS = [Path(phases.__file__).parent / name for name in MINE]


def lacking_elsewhere() -> set[str]:
    """The entries other parts' catalogues have yet to translate (the common Carta texts a
    late phase's step also says: a ledger, a section of the shared rules)."""
    out: set[str] = set()
    for name, po in catalogs("it").items():
        if name not in {f"carta_imperia.{m}" for m in MINE}:
            out |= {k for k, v in read_po(po).items() if not v.replace(PLURAL_SEP, "")}
    return out


@contextmanager
def italian() -> Iterator[None]:
    """Speak Italian in the block; the catalogue must have lacked nothing said in it (but
    what another part's catalogue still lacks: once it is translated, nothing at all)."""
    tr = translator("it")
    before = set(tr.missing)
    with use_lang("it"):
        yield
    assert tr.missing - before - lacking_elsewhere() == set()


def spoken(*texts: str) -> str:
    """The texts, checked for English left (action words in backticks are not English)."""
    text = "\n".join(texts)
    assert english_left(text) == [], text
    return text


def events(evs: list[Event]) -> str:
    """The events' texts, checked for English (their sections are the rules these phases
    cite, said by ``test_every_rule_these_phases_cite_is_said_in_italian``); the ledger
    game.py adds after a ruling ("Paid: ...") is the common Carta code's, left out."""
    return spoken(*(e.text for e in evs if not e.text.startswith("Paid: ")))


def said_rule(rule: RuleRef) -> str:
    return spoken(str(rule))


def refusal(s: State, words: str) -> str:
    bad = refused(s, words).violations[0]
    return spoken(f"{bad.message} [{bad.rule.said_section}, {bad.rule.said_title}]")


# -- III. eXtort ----------------------------------------------------------------------------


def extort() -> State:
    """Scenario I at eXtort in Era I, where lictor keeps the secrets (a virtual game): Ann
    is Primus; everyone played eXtort and eXpand."""
    s, _ = begin_extort(B, playing(replace(at_era_start(), physical=False)))
    return s


def test_extort_prosecution_is_prompted_ruled_and_refused_in_italian() -> None:
    s = extort()
    with italian():
        agenda = G.agenda(s)
        assert spoken(agenda.prompt).startswith("eXtort: Ann processa, mette sotto accusa")
        assert agenda.section == "III. eXtort"
        s, said = act(s, "prosecute Ann ben")
        assert "Ann processa Ben: accordatevi" in events(said)
        assert said_rule(ref("III. eXtort", "Prosecute")) == "III. eXtort, Processare"
        court = G.agenda(s).prompt
        assert "(`court GIOCATORE bribery|evidence|oratory`)" in spoken(court)
        assert "(`settle Ann ben`)" in court
        s, said = act(s, "court Ann evidence")
        assert events(said) == "Ann ha scelto una carta tribunale"
        s, said = act(s, "court Ben oratory")
        ruling = events(said)
    assert "Ann gioca Prove, Ben gioca Oratoria" in ruling
    assert "Prove batte Oratoria: vince l'accusatore" in ruling
    assert "L'accusatore prende 2 Dignitas all'imputato (Era 1 x 2)" in ruling


def test_a_player_cannot_impeach_himself_refused_in_italian_with_its_section() -> None:
    with italian():
        said = refusal(extort(), "impeach Ann")
    assert said == (
        "un giocatore non può mettere sotto accusa se stesso [III. eXtort, Mettere sotto accusa]"
    )


def test_impeachment_thumbs_down_counted_in_italian_one_and_two() -> None:
    """The thumbs' plural: 1 pollice verso, 2 pollici versi."""
    s = with_familia(extort(), "Ann", auctoritas=3)
    s = run(s, "pass Ann", "impeach Ben", "thumb Ann up", "thumb Ben down")
    with italian():
        _, one = act(s, "thumb Cy up")
        _, two = act(s, "thumb Cy down")
        assert "1 pollice verso su 3" in events(one)
        assert "Nessuna maggioranza di pollici versi: il Primus è assolto" in events(one)
        ruled = events(two)
    assert "2 pollici versi su 3" in ruled
    assert "Maggioranza di pollici versi: il Primus è condannato" in ruled
    assert "Il Primus perde 2 Auctoritas" in ruled


# -- V. eXtra-Legal -------------------------------------------------------------------------


def test_extralegal_declaration_is_prompted_and_refused_in_italian() -> None:
    s = extralegal(era6(physical=False))
    with italian():
        prompt = spoken(G.agenda(s).prompt)
        assert prompt.startswith("Ann gioca eXtra-Legal: `imperator Ann` (il Primus diventa")
        assert prompt.endswith("oppure `refrain Ann`")
        s, said = act(s, "imperator Ann")
        assert "Ann è proclamato Imperatore" in events(said)
        assert refusal(s, "imperator Ben") == (
            "solo il Primus (Ann) può proclamarsi Imperatore, non Ben [V. eXtra-Legal, Imperator]"
        )
        s, said = act(s, "mob Ben ann")
        assert "Ben scaglia una folla contro Ann" in events(said)
        assert "Dominio della folla, Ben contro Ann" in spoken(G.agenda(s).prompt)


def test_mob_rule_draws_one_card_or_two_cards_in_italian() -> None:
    """The plural of the cards drawn and of the shields: 1 carta, 2 carte; 1 scudo barbaro,
    2 scudi barbari."""
    with italian():
        one = mob_rule(6, 1, 0, [("barbarian",)], 3, 3)
        two = mob_rule(6, 2, 1, [("barbarian",), ("barbarian", "barbarian")], 3, 3)
        said_one = spoken(*(line.text for line in one.lines))
        said_two = spoken(*(line.text for line in two.lines))
    assert "chi attacca pesca 1 carta - 1 scudo barbaro" in said_one
    assert "chi attacca pesca 2 carte - 1 scudo barbaro; 2 scudi barbari" in said_two
    assert "Chi difende perde 0 Dignitas e 1 Auctoritas; gira un pollice: verso perde un Busto" in (
        said_one
    )


# -- the Civil War --------------------------------------------------------------------------


def test_raising_the_standard_is_prompted_raised_and_refused_in_italian() -> None:
    s = duel()
    with italian():
        agenda = G.agenda(s)
        assert "Alzare lo Stendardo: Ben può alzare uno Stendardo" in spoken(agenda.prompt)
        assert said_rule(civil_war_phase.PHASE.steps["raise"].rule) == "Alzare lo Stendardo"  # type: ignore[arg-type]
        said = refusal(s, "raise Ben italia")
        assert said.startswith("Ben non può alzare uno Stendardo in Italia (dove può: etruria)")
        assert said.endswith("[Alzare lo Stendardo, ]")
        _, raised = act(s, "raise Ben etruria")
        text = events(raised)
    assert "Ben alza lo Stendardo in Etruria: 5 Legioni di Roma, 0 private (Forza 10)" in text


def test_a_battles_losses_say_one_legion_and_two_legions() -> None:
    s, _ = act(duel(), "raise Ben etruria")
    with italian():
        _, one = lose_legions(s, "Ben", (1, 0))
        _, two = lose_legions(s, "Ben", (1, 1))
        assert events(one) == "Ben perde 1 Legione (0 private, 1 di Roma)"
        assert events(two) == "Ben perde 2 Legioni (1 private, 1 di Roma)"


# -- the end of an Era ----------------------------------------------------------------------


def _retain(era: int) -> State:
    """Ann (1) and Ben (2) hold Private Legions they may keep at the end of ``era``."""
    s = replace(fall_of_the_republic(), era=era)
    s = with_familia(s, "Ann", private=1, professional=1, auctoritas=2)
    s = with_familia(s, "Ben", private=2, professional=2, auctoritas=2)
    return replace(s, step="retain", waiting=("Ann", "Ben"))


def test_private_legions_kept_or_let_go_in_italian_one_and_two() -> None:
    s = _retain(6)
    with italian():
        agenda = G.agenda(s)
        assert "(`keep Ann`) oppure rimandale a casa (`release Ann`)" in spoken(agenda.prompt)
        s, kept = act(s, "keep Ann")
        assert events(kept) == ("Ann paga 1 Auctoritas per tenere in servizio 1 Legione privata")
        _, gone = act(s, "release Ben")
        said = events(gone)
    assert "Ben le congeda: 2 Legioni private tornano a casa" in said
    assert "Primus: scegli il senso di gioco per l'Era 7" in said


def test_before_the_mules_of_marius_the_professional_army_is_said() -> None:
    s = _retain(5)
    with italian():
        _, kept = act(s, "keep Ann")
        assert "1 Legione dell'Esercito professionale" in events(kept)


# -- Game End & Victory ---------------------------------------------------------------------


def _legacy(**points: int) -> State:
    s = replace(at_era_start(), physical=False)
    for name, n in points.items():
        s = with_familia(s, name, dignitas=n)
    return replace(s, era=4, step="legacy", waiting=primus_order(s))


def test_the_final_score_and_the_winner_are_said_in_italian() -> None:
    s = _legacy(Ann=9, Ben=3, Cy=2)
    with italian():
        assert spoken(G.agenda(s).prompt) == (
            "Ogni giocatore conta una carta Eredità (`legacy GIOCATORE PUNTI`)"
        )
        s = run(s, "legacy Ann 2", "legacy Ben 0")
        s, said = act(s, "legacy Cy 4")
        text = events(said)
        assert "L'Eredità di Cy vale 4" in text
        assert "Ann - Prestigio: 9 Dignitas + 0 Auctoritas che valgono 0 = 9" in text
        assert "Ann - Eredità: la carta migliore = 2" in text
        assert "Partita finita: Ann vince" in text
        assert said_reason(B, s) == "Ann vince"
    # the state keeps the reason in English, said again in the language of each command
    assert (s.step, s.reason, s.reason_section) == ("over", "Ann wins", "Game End & Victory")
    assert said_reason(B, s) == "Ann wins"


def test_a_tie_of_two_is_a_duumvirate_in_italian() -> None:
    s = _legacy(Ann=6, Ben=5, Cy=2)  # 9 and 9: Etruria is worth 1 Status less than Samnium
    with italian():
        s = run(s, "legacy Ann 0", "legacy Ben 0", "legacy Cy 0")
        assert said_reason(B, s) == "Ann e Ben vincono insieme come Duumvirato"
    assert s.reason == "Ann and Ben share the win as a Duovirate"


def test_english_is_unchanged_where_no_language_is_set() -> None:
    """The English words the late phases said before they learned Italian."""
    s = extort()
    assert [e.text for e in act(s, "prosecute Ann ben")[1]] == [
        "Ann prosecutes Ben: settle, or each picks a court card in secret"
    ]
    with use_lang("en"):
        s2, _ = close_era(board_of(_retain(6)), replace(_retain(6), step="end", waiting=()))
    assert G.agenda(s2).prompt.startswith("Ann: keep your Private Legions (the Professional")


# -- seeded games ---------------------------------------------------------------------------


def test_seeded_games_of_scenario_ii_prompt_every_late_step_in_italian() -> None:
    """Seeded random games from Era V to the end (Scenario II, Fall of the Republic): every
    prompt of these phases' steps in Italian, and none of their texts went unsaid."""
    ours = set(code_strings(FOLDERS))
    steps: set[str] = set()
    for p in phases_of_mine():
        steps |= p
    seen: set[str] = set()
    prompts: list[str] = []
    tr = translator("it")
    before = set(tr.missing)
    for seed in (2, 5):
        rng = random.Random(seed)
        s = fall_of_the_republic(3, seed, False)
        with use_lang("it"):
            for _ in range(3000):
                if s.step == "over":
                    break
                if s.step in steps:
                    seen.add(s.step)
                    prompts.append(G.agenda(s).prompt)
                s, _ = apply_checked(G, s, rng.choice(G.legal_actions(s)))
        assert s.step == "over"
    spoken(*prompts)
    assert {"extort", "legacy"} <= seen and len(seen) >= 4
    unsaid = {m.split(PLURAL_SEP)[0] for m in tr.missing - before}
    assert unsaid & {m.split(PLURAL_SEP)[0] for m in ours} == set()


def phases_of_mine() -> list[set[str]]:
    from lictor.games.carta_imperia.rules.phases.civil_war import phase as civil_war
    from lictor.games.carta_imperia.rules.phases.end_of_era import phase as end_of_era
    from lictor.games.carta_imperia.rules.phases.endgame import phase as endgame
    from lictor.games.carta_imperia.rules.phases.extort import phase as extort_phase
    from lictor.games.carta_imperia.rules.phases.extralegal import phase as extralegal_phase

    return [
        set(p.PHASE.steps) for p in (extort_phase, extralegal_phase, civil_war, end_of_era, endgame)
    ]


def test_a_refusal_is_an_illegal_action_whatever_the_language() -> None:
    """Italian changes the words, never what is refused."""
    s = extort()
    with use_lang("it"):
        try:
            act(s, "prosecute Ann ann")
        except IllegalAction as exc:
            it = exc.violations[0]
    en = refused(s, "prosecute Ann ann").violations[0]
    assert (it.code, it.rule) == (en.code, en.rule)
    assert it.message != en.message


def cited_rules() -> list[RuleRef]:
    """Every rule these phases' modules name (their constants and their steps' rules)."""
    import importlib

    found: dict[tuple[str, str], RuleRef] = {}
    for folder in FOLDERS:
        for path in sorted(folder.glob("*.py")):
            if path.stem in ("npc", "__init__"):
                continue
            module = importlib.import_module(f"{phases.__name__}.{folder.name}.{path.stem}")
            for value in vars(module).values():
                if isinstance(value, RuleRef):
                    found[(value.section, value.title)] = value
    for steps in phases_of_mine_steps():
        for step in steps:
            if isinstance(step.rule, RuleRef):
                found[(step.rule.section, step.rule.title)] = step.rule
    return list(found.values())


def phases_of_mine_steps() -> list[list[Step]]:
    from lictor.games.carta_imperia.rules.phases.end_of_era import phase as end_of_era
    from lictor.games.carta_imperia.rules.phases.endgame import phase as endgame
    from lictor.games.carta_imperia.rules.phases.extort import phase as extort_phase
    from lictor.games.carta_imperia.rules.phases.extralegal import phase as extralegal_phase

    return [
        list(p.PHASE.steps.values())
        for p in (extort_phase, extralegal_phase, civil_war_phase, end_of_era, endgame)
    ]


def test_every_rule_these_phases_cite_is_said_in_italian() -> None:
    """The sections and titles of the rules cited, as the Italian aids print them: each of
    these phases' catalogues translated (the shared rules' are the common Carta code's)."""
    rules = cited_rules()
    assert len(rules) > 30
    ours = {k for m in MINE for k in read_po(catalogs("it")[f"carta_imperia.{m}"])}
    tr = translator("it")
    said = 0
    with italian():
        for rule in rules:
            texts = [x for x in (rule.section, rule.title) if x]
            for text in texts:
                if text in ours:
                    assert tr.has(text), text
            if all(tr.has(x) for x in texts):
                spoken(str(rule))
                said += 1
        assert said > 20
        assert str(ref("V. eXtra-Legal", "Mob Rule")) == "V. eXtra-Legal, Dominio della folla"
        assert str(ref("Raising an Army")) == "Arruolare un esercito"
