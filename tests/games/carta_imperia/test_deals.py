"""Dealmaking: `deal A B ... [for ...]` - offered by A, agreed by B (`agree B A`), then one
event, all or nothing, undone whole."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import with_familia
from tests.games.carta_imperia.referee_kit import G, at_era_start, refused, run, said


def table() -> State:
    """Era I, virtual decks: Ann governs Etruria and holds Fabian Tactics; Ben governs
    Samnium with 2 Busts in Reserve and 1 Allied Legion; Cy has 2 Private Legions."""
    s = replace(at_era_start(), physical=False)
    s = with_familia(s, "Ann", draft=("fabian-tactics",), draft_count=1)
    s = with_familia(s, "Ben", legions=1)
    return replace(s, allied_supply=s.allied_supply - 1)


def test_dealmaking_one_deal_moves_every_good_both_ways() -> None:
    """Dealmaking: Dignitas, Allied or Private Legions, Governorships and Draft Events are
    all currency; one deal trades them both ways in one event."""
    s = table()
    words = "deal Ann Ben dignitas 2 event fabian-tactics province etruria for legions 1"
    s = run(s, words)
    text = said(s, "agree Ben Ann")
    assert len(text) == 1 and text[0].startswith("Ben agrees: deal between Ann and Ben")
    assert "fabian" not in text[0]  # the card is named to the two players only
    s = run(s, "agree Ben Ann")
    ann, ben = s.familia("Ann"), s.familia("Ben")
    assert (ann.dignitas, ben.dignitas) == (3, 7)
    assert ben.draft == ("fabian-tactics",) and ann.draft == ()
    assert s.governor("Etruria") == "Ben" and (ann.reserve, ben.reserve) == (3, 1)
    assert (ann.legions, ben.legions) == (1, 0)
    s = run(run(s, "deal Cy Ann private 2"), "agree Ann Cy")
    assert (s.familia("Cy").private, s.familia("Ann").private) == (0, 2)


def test_dealmaking_all_or_nothing() -> None:
    """A deal one side cannot honour is refused whole: nothing changes hands."""
    s = table()
    refusal = refused(s, "deal Ann Ben dignitas 2 for dignitas 9")
    assert "Ben has 5 Dignitas, cannot give 9 Dignitas" in str(refusal)
    assert "Ben has no Bust in Reserve" not in str(refusal)
    assert "does not govern Volsci" in str(refused(s, "deal Ann Ben province volsci"))


def test_dealmaking_a_for_with_nothing_on_one_side_is_refused() -> None:
    """`deal Ann Ben dignitas 1 for` names nothing for the other side: refused, not logged
    as a gift with a stray word (a reviewer found it accepted)."""
    s = table()
    assert "after `for`" in str(refused(s, "deal Ann Ben dignitas 1 for"))
    assert "before `for`" in str(refused(s, "deal Ann Ben for dignitas 1"))


def test_dealmaking_legacy_auctoritas_and_the_legions_of_rome_are_refused() -> None:
    """Dealmaking: "These components cannot be used for dealmaking: Legacy Cards,
    Auctoritas, Legions of Rome"."""
    s = with_familia(table(), "Ann", auctoritas=2)
    for goods in ("auctoritas 1", "legacy 1", "rome 1"):
        refusal = refused(s, f"deal Ann Ben dignitas 1 for {goods}")
        assert refusal.violations[0].rule.section == "Dealmaking"
        assert "cannot be dealt" in str(refusal)


def test_dealmaking_the_log_masks_a_draft_event_that_changes_hands() -> None:
    s = table()
    log = G.masked_log(s, ["deal Ann Ben event fabian-tactics for dignitas 1"])
    assert log == ["deal Ann Ben event ? for dignitas 1"]


def test_dealmaking_a_deal_is_one_log_entry_and_undo_takes_it_back_whole(tmp_path: Path) -> None:
    db = str(tmp_path / "deal.sqlite")

    def ref(*args: str) -> tuple[int, str]:
        result = CliRunner().invoke(main, ["referee", "--db", db, *args])
        return result.exit_code, result.output

    code, out = ref("new", "carta-imperia", "--players", "Ann,Ben,Cy", "--seed", "5")
    assert code == 0, out
    before = json.loads(ref("status", "--json")[1])["familiae"]
    deal = ["deal", "Ann", "Ben", "dignitas", "2", "for", "dignitas", "1"]
    code, out = ref("act", "--seat", "Ann", *deal)
    assert code == 0 and "Ann offers Ben a deal" in out
    assert json.loads(ref("status", "--json")[1])["familiae"] == before  # nothing moved yet
    code, out = ref("act", "--seat", "Ben", "agree", "Ben", "Ann")
    assert code == 0 and "deal between Ann and Ben" in out
    after = json.loads(ref("status", "--json")[1])["familiae"]
    assert (after["Ann"]["dignitas"], after["Ben"]["dignitas"]) == (4, 6)
    assert len(json.loads(ref("log", "--json")[1])) == 2  # the offer, the agreement
    code, out = ref("undo")
    assert code == 0
    status = json.loads(ref("status", "--json")[1])
    assert status["familiae"] == before  # the agreement taken back whole
    assert [o["by"] for o in status["offers"]] == ["Ann"]  # the offer stands again
    code, out = ref("act", "--seat", "Ann", "deal", "Ann", "Cy", "auctoritas", "1")
    assert code == 2 and "Dealmaking" in out


def test_dealmaking_an_offer_moves_nothing_until_the_other_party_agrees() -> None:
    s = run(table(), "deal Ann Ben dignitas 2 for legions 1")
    assert (s.familia("Ann").dignitas, s.familia("Ben").legions) == (5, 1)
    assert [(o.by, o.to) for o in s.offers] == [("Ann", "Ben")]
    s = run(s, "agree Ben Ann")
    assert (s.familia("Ann").dignitas, s.familia("Ben").dignitas) == (3, 7)
    assert s.offers == ()
    assert "offers Ben no deal" in str(refused(s, "agree Ben Ann"))  # applied once only


def test_dealmaking_a_withdrawn_or_rejected_offer_cannot_be_agreed() -> None:
    s = run(table(), "deal Ann Ben dignitas 2")
    gone = run(s, "withdraw Ann Ben")
    assert gone.offers == () and gone.familia("Ann").dignitas == 5
    assert "Ann offers Ben no deal" in str(refused(gone, "agree Ben Ann"))
    no = run(s, "reject Ben Ann")
    assert no.offers == () and "Ann offers Ben no deal" in str(refused(no, "agree Ben Ann"))


def test_dealmaking_one_open_offer_to_the_same_player_at_a_time() -> None:
    s = run(table(), "deal Ann Ben dignitas 2")
    assert "withdraw it first" in str(refused(s, "deal Ann Ben dignitas 1"))
    s = run(s, "deal Ben Ann dignitas 1")  # the other way round is another offer
    assert len(s.offers) == 2


def test_dealmaking_an_offered_draft_event_is_promised_until_the_offer_is_answered() -> None:
    """A card offered stays in its holder's hand but cannot be played or offered again,
    so agreeing never fails on the proposer's hidden hand."""
    s = run(table(), "deal Ann Ben event fabian-tactics for dignitas 1")
    assert "promised" in str(refused(s, "play Ann fabian-tactics"))
    assert "promised" in str(refused(s, "deal Ann Cy event fabian-tactics"))
    s = run(s, "agree Ben Ann")
    assert s.familia("Ben").draft == ("fabian-tactics",)


def test_dealmaking_the_other_partys_hidden_card_is_checked_only_when_he_agrees() -> None:
    """No oracle: Ben asking Cy for a card is offered alike whether Cy holds it or not;
    the check is Cy's, when he agrees."""
    held = with_familia(table(), "Cy", draft=("tactical-reserve",), draft_count=1)
    empty = table()
    for s in (held, empty):
        after = run(s, "deal Ben Cy dignitas 1 for event tactical-reserve")
        assert [(o.by, o.to) for o in after.offers] == [("Ben", "Cy")]
    assert "does not hold" in str(
        refused(run(empty, "deal Ben Cy dignitas 1 for event tactical-reserve"), "agree Cy Ben")
    )
    done = run(held, "deal Ben Cy dignitas 1 for event tactical-reserve", "agree Cy Ben")
    assert done.familia("Ben").draft == ("tactical-reserve",)


def test_dealmaking_an_open_offer_shows_its_card_to_its_two_parties_only() -> None:
    s = run(table(), "deal Ann Ben event fabian-tactics for dignitas 1")
    for seat, shown in (("Ann", True), ("Ben", True), ("Cy", False), (None, False)):
        offers = G.status(s, seat)["offers"]
        assert [(o["by"], o["to"]) for o in offers] == [("Ann", "Ben")]
        assert ("fabian" in offers[0]["terms"]) is shown, seat


def test_dealmaking_a_deal_in_a_log_from_before_offers_still_changes_hands(
    tmp_path: Path,
) -> None:
    """A session file (or export) written when a deal changed hands at once replays as it
    was played: its deal is read as the offer and the other party's agreement."""
    from lictor.games import referee_game
    from lictor.rules.referee import Referee
    from lictor.rules.session import Store

    ref = Referee(Store(tmp_path / "old.sqlite"), referee_game)
    sid = ref.new("carta-imperia", "Ann,Ben,Cy", 5, False, {})
    with ref.store.write() as db:  # as lictor wrote it then: no actor
        ref.store.append(db, sid, "act", {"words": "deal Ann Ben dignitas 2 for dignitas 1"})
    loaded = ref.load(sid)
    assert (loaded.state.familia("Ann").dignitas, loaded.state.familia("Ben").dignitas) == (4, 6)
    assert loaded.state.offers == ()
    exported = ref.export(sid)
    again = ref.load(ref.import_(json.dumps(exported), "old.json"))
    assert again.state == loaded.state
    ref.undo(sid)  # taken back whole, as it was made
    assert ref.load(sid).state.familia("Ann").dignitas == 5
