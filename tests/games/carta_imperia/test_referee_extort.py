"""III. eXtort in the Carta Imperia referee: suits, court cards, thumbs, Beware the Ides."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.phases.extort.steps import begin_extort
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import with_familia
from tests.games.carta_imperia.referee_kit import (
    B,
    G,
    act,
    at_era_start,
    playing,
    refused,
    run,
    said,
)


def extort(**cards: str) -> State:
    """Ann is Primus; everyone played eXtort (and eXpand) unless told otherwise."""
    s = playing(at_era_start(), **cards)
    s, _ = begin_extort(B, s)
    return s


def test_prosecution_with_court_cards_evidence_beats_oratory_doubled_in_scenario_i() -> None:
    s = run(extort(), "prosecute Ann ben")
    assert s.step == "court" and set(s.waiting) == {"Ann", "Ben"}
    s, events = act(s, "court Ann evidence")
    assert [e.text for e in events] == ["Ann has chosen a court card"]
    assert G.masked_log(s, ["prosecute Ann Ben", "court Ann evidence"])[1] == "court Ann ?"
    text = said(s, "court Ben oratory")
    assert any("Evidence beats Oratory" in t for t in text)
    s = run(s, "court Ben oratory")
    # Era I x 2 (the game ends in Era IV): the prosecutor steals 2 Dignitas
    assert s.familia("Ann").dignitas == 7 and s.familia("Ben").dignitas == 3


def test_losing_prosecutor_pays_one_dignitas_doubled() -> None:
    s = run(extort(), "prosecute Ann ben", "court Ann evidence", "court Ben bribery")
    assert s.familia("Ann").dignitas == 5 - 2


def test_one_suit_per_target_per_era() -> None:
    """The rulebook's example: if Player 1 prosecutes Player 2, Player 3 cannot prosecute
    or impeach Player 2."""
    s = run(extort(), "prosecute Ann ben", "court Ann bribery", "court Ben bribery")
    assert s.waiting == ("Ben", "Cy")
    s = run(s, "pass Ben")
    refusal = refused(s, "prosecute Cy ben")
    assert "already been sued" in str(refusal)
    assert refusal.violations[0].rule.section == "III. eXtort"


def test_impeachment_by_secret_thumbs_majority_down() -> None:
    s = with_familia(extort(), "Ann", auctoritas=3)
    s = run(s, "pass Ann", "impeach Ben")
    assert s.step == "thumbs"
    s = run(s, "thumb Ann up", "thumb Ben down")
    text = said(s, "thumb Cy down")
    assert "A majority of thumbs down: the Primus is impeached" in text
    s = run(s, "thumb Cy down")
    # Era I x 2 Auctoritas lost; 1 Dignitas per thumb down, doubled
    assert s.familia("Ann").auctoritas == 1
    assert s.familia("Ben").dignitas == 5 + 4


def test_an_impeached_primus_holding_less_than_era_auctoritas_is_told_what_he_loses() -> None:
    """Impeach: the Primus "loses the Era # in Auctoritas" - holding 1 of the 2 due, the
    line says the 1 he loses, of the 2 due."""
    s = with_familia(extort(), "Ann", auctoritas=1)
    s = run(s, "pass Ann", "impeach Ben", "thumb Ann up", "thumb Ben down")
    text = said(s, "thumb Cy down")
    assert "The Primus loses 1 Auctoritas (of 2: no more there)" in text
    assert run(s, "thumb Cy down").familia("Ann").auctoritas == 0


def test_the_quaestors_impeachment_names_the_player_impeached_not_the_primus() -> None:
    """Impeach "any overmighty Player if the Quaestor Reform is invoked": the verdict
    names Cy, who is impeached, not the Primus Ann."""
    s = enacted(run(extort(), "pass Ann"), "Quaestor", "Cy")
    s = with_familia(with_familia(s, "Ben", auctoritas=1), "Cy", auctoritas=3)
    s = run(s, "impeach Ben cy", "thumb Ann down", "thumb Ben down")
    text = said(s, "thumb Cy up")
    assert "A majority of thumbs down: Cy is impeached" in text
    assert "Cy loses 2 Auctoritas" in text and not [x for x in text if "the Primus" in x]
    impeached = run(s, "thumb Cy up")
    assert impeached.familia("Cy").auctoritas == 3 + 1 - 2  # the fee in, the loss out
    assert impeached.familia("Ann").auctoritas == 0


def test_beware_the_ides_costs_one_prestige_per_extort_played_and_stops_impeachment() -> None:
    s = run(extort(), "ides Ann")
    assert s.familia("Ann").dignitas == 5 - 3  # three eXtort cards this Era
    assert s.ides
    refusal = refused(s, "impeach Ben")
    assert refusal.violations[0].rule.title == "Beware the Ides"
    s = run(s, "prosecute Ben ann")  # it does not protect from Prosecution
    assert s.step == "court"


def test_only_the_primus_bewares_the_ides() -> None:
    s = run(extort(), "pass Ann")
    assert "only the Primus" in str(refused(s, "ides Ben"))


def test_settling_out_of_court_ends_the_suit() -> None:
    s = run(extort(), "give Ben Ann dignitas 2", "settle Ann ben")
    assert "ben" not in s.sued and "Ben" in s.sued
    assert s.familia("Ann").dignitas == 7
    assert s.waiting == ("Ben", "Cy")


def test_a_player_cannot_sue_themselves() -> None:
    assert "themselves" in str(refused(extort(), "prosecute Ann ann"))


def test_no_extort_cards_means_no_extort_step() -> None:
    s = extort(Ann="exec expand", Ben="exec expand", Cy="exec expand")
    assert s.step in ("lend", "standard", "order")  # order: Generals tied on Prestige


def test_court_cards_reveal_in_the_log_once_decided() -> None:
    s = run(extort(), "prosecute Ann ben", "court Ann evidence", "court Ben oratory")
    log = ["prosecute Ann Ben", "court Ann evidence", "court Ben oratory"]
    assert G.masked_log(s, log) == log


def test_impeaching_needs_a_primus_other_than_you() -> None:
    assert "themselves" in str(refused(extort(), "impeach Ann"))
    s = replace(extort(), sued=("Ann",))
    s = run(s, "pass Ann")
    assert "already been sued" in str(refused(s, "impeach Ben"))


def test_a_prosecuted_primus_cannot_be_impeached_the_same_era() -> None:
    """The rulebook's example, with the target as Primus: Player 1 prosecutes Player 2,
    so Player 3 cannot impeach Player 2."""
    s = run(extort(), "pass Ann")  # Ann is Primus and passes
    s = replace(s, sued=("Ann",))  # Ben's prosecution of Ann went to court
    refusal = refused(s, "impeach Ben")
    assert "Ann has already been sued this Era" in str(refusal)


def enacted(s: State, reform: str, who: str) -> State:
    row, names = next((r, n) for r, n in B.reform_rows if reform in n)
    return replace(s, reforms=(*s.reforms, (row, names.index(reform) + 1, who)))


def test_the_quaestor_lets_any_overmighty_player_be_impeached() -> None:
    s = run(extort(), "pass Ann")
    assert "not enacted" in str(refused(s, "impeach Ben cy"))
    s = enacted(s, "Quaestor", "Cy")
    s = with_familia(s, "Ben", auctoritas=1)
    s = run(s, "impeach Ben cy")
    assert s.suit is not None and s.suit.target == "Cy"
    assert s.familia("Ben").auctoritas == 0 and s.familia("Cy").auctoritas == 1  # the fee
    assert ("Ben", "Quaestor") in s.used_reforms


def test_the_quaestors_impeachment_of_a_non_primus_is_listed_where_it_is_legal() -> None:
    """Impeach: "any overmighty Player if the Quaestor Reform is invoked": `actions` offers
    `impeach Ben cy` once the Quaestor is enacted and Ben can pay its enactor, never the
    Primus's name twice, nor without the Auctoritas; the enactor's own use is free."""
    s = run(extort(), "pass Ann")
    listed = {G.text(a) for a in G.legal_actions(s)}
    assert "impeach Ben" in listed and not any(w.startswith("impeach Ben ") for w in listed)
    s = enacted(s, "Quaestor", "Cy")
    poor = {G.text(a) for a in G.legal_actions(s)}
    assert "impeach Ben cy" not in poor  # Ben has no Auctoritas to pay Cy
    s = with_familia(s, "Ben", auctoritas=1)
    listed = {G.text(a) for a in G.legal_actions(s)}
    assert "impeach Ben cy" in listed and "impeach Ben ann" not in listed  # Ann: plain form
    free = run(s, "pass Ben")
    by_cy = {G.text(a) for a in G.legal_actions(free)}
    assert "impeach Cy ben" in by_cy and "impeach Cy cy" not in by_cy


def test_using_a_reform_pays_its_enactor_once_per_era() -> None:
    s = enacted(at_era_start(), "Quaestor", "Cy")
    refusal = refused(s, "use Ann quaestor")  # Ann has no Auctoritas to pay Cy
    assert "no Auctoritas to pay Cy" in str(refusal)
    assert refusal.violations[0].rule.section == "Reforms"
    s = with_familia(s, "Ann", auctoritas=2)
    s = run(s, "use Ann quaestor")
    assert s.familia("Ann").auctoritas == 1 and s.familia("Cy").auctoritas == 1
    assert "this Era" in str(refused(s, "use Ann quaestor"))
    s = run(s, "use Cy quaestor")  # the enactor uses it free
    assert s.familia("Cy").auctoritas == 1
    assert "veto" in str(refused(s, "use Ann lex-sacrata"))


def test_settling_out_of_court_after_the_prosecution_is_declared() -> None:
    """III. eXtort: "if you go to court or do a deal to settle out of court, that ends the
    Litigator's eXtort Action" - a declared prosecution may still be settled before the
    court cards are played; the prompt offers it, and a card already chosen is never
    revealed."""
    s = run(extort(), "prosecute Ann ben")
    agenda = G.agenda(s)
    assert "settle Ann ben" in agenda.prompt and "settle Ann ben" in agenda.options
    s = run(s, "court Ann evidence")  # Ann chose; Ben has not: still time to settle
    assert "only Ann and Ben" in str(refused(s, "settle Cy ben"))
    s, events = act(s, "settle Ann ben")
    assert "settle the prosecution out of court" in events[0].text
    assert s.step == "extort" and s.waiting == ("Ben", "Cy") and s.suit is None
    assert s.familia("Ann").dignitas == 5 and s.familia("Ben").dignitas == 5
    assert "already been sued" in str(refused(run(s, "pass Ben"), "prosecute Cy ben"))
    log = ["prosecute Ann ben", "court Ann evidence", "settle Ann ben", "pass Ben"]
    assert G.masked_log(s, log)[1] == "court Ann ?"  # never revealed


def test_a_decided_case_is_revealed_even_if_the_next_litigant_settles() -> None:
    s = run(extort(), "prosecute Ann ben", "court Ann evidence", "court Ben oratory")
    s = run(s, "settle Ben cy")
    log = ["prosecute Ann ben", "court Ann evidence", "court Ben oratory", "settle Ben cy"]
    assert G.masked_log(s, log)[1:3] == ["court Ann evidence", "court Ben oratory"]


def test_an_impeachment_too_may_be_settled_before_the_thumbs_are_all_in() -> None:
    """III. eXtort: "In all cases" - the impeacher and the Primus may settle."""
    s = run(extort(), "pass Ann", "impeach Ben", "thumb Ann up")
    s, events = act(s, "settle Ben ann")
    assert "settle the impeachment out of court" in events[0].text
    assert s.step == "extort" and s.waiting == ("Cy",)
