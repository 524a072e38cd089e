"""Deals with NPC Senators at the table (Solo & 2-Player Addenda, Dealmaking with an NPC
Senator), as the audit of issue 29 (audit17 B2, B5, B6) found them: each refused in one
line with the way to say it, the log unchanged, and a votes promise naming its Election."""

from __future__ import annotations

from pathlib import Path

from tests.cli.referee_kit import ref


def log_of(db: Path) -> str:
    code, out = ref(db, "log", "--json")
    assert code == 0, out
    return out


def two_players(db: Path) -> None:
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann,Ben", "--npc", "Rufus", "--seed", "4"
    )
    assert code == 0, out


def test_a_players_deal_offered_to_an_npc_is_refused_with_the_offer_to_make(tmp_path: Path) -> None:
    """Nobody would ever answer it: the NPC is the referee's, and takes offers (B2)."""
    db = tmp_path / "t.sqlite"
    two_players(db)
    before = log_of(db)
    code, out = ref(db, "act", "--seat", "Ann", "deal", "Ann", "Rufus", "dignitas", "1")
    assert code == 2
    assert out.strip().splitlines() == [
        "Error: Not allowed - Dealmaking: deal: Rufus is an NPC Senator, whom the referee "
        "plays: offer him a deal with `offer Ann rufus give ... demand ...`"
    ]
    assert log_of(db) == before


def test_withdrawing_a_blind_bid_says_how_a_bid_is_changed(tmp_path: Path) -> None:
    """A blind bid is in until the fists open: `withdraw` said "Ann offers Rufus no deal"
    while status said her bid was in (B5)."""
    db = tmp_path / "t.sqlite"
    two_players(db)
    code, out = ref(db, "act", "--seat", "Ann", "offer", "Ann", "rufus", "give", "dignitas", "3")
    assert code == 0, out
    before = log_of(db)
    code, out = ref(db, "act", "--seat", "Ann", "withdraw", "Ann", "rufus")
    assert code == 2
    assert out.strip().splitlines() == [
        "Error: Not allowed - Dealmaking: Ann's blind bid to Rufus stays in until the reveal: "
        "a new `offer Ann rufus ...` replaces it, `offer Ann rufus pass` makes it a pass"
    ]
    assert log_of(db) == before
    code, out = ref(db, "act", "--seat", "Ann", "offer", "Ann", "rufus", "pass")
    assert code == 0, out  # what the refusal says works


def test_a_votes_promise_taken_before_any_election_names_the_election_it_binds(
    tmp_path: Path,
) -> None:
    """The promise binds the Election under way, else the next one this Era (reconstruction,
    npc_promises); the line that honours it said "in the Election" with none held (B6)."""
    db = tmp_path / "t.sqlite"
    two_players(db)
    for who in ("Ann", "Ben"):
        code, out = ref(
            db, "act", "--seat", who, "offer", who, "rufus", "give", "dignitas", "3", "demand",
            "votes",
        )  # fmt: skip
        assert code == 0, out
    taken = next(line for line in out.splitlines() if "promised:" in line)
    assert taken.endswith("promised: Rufus's votes in the next Election this Era")


def test_an_offer_naming_an_item_twice_is_refused(tmp_path: Path) -> None:
    """audit17 W7: `give dignitas 1 dignitas 1` was accepted and itemised twice."""
    db = tmp_path / "t.sqlite"
    code, out = ref(
        db, "new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato", "--seed", "3"
    )
    assert code == 0, out
    before = log_of(db)
    code, out = ref(
        db, "act", "--seat", "Ann", "offer", "Ann", "rufus", "give", "dignitas", "1", "dignitas",
        "1",
    )  # fmt: skip
    assert code == 2
    assert out.strip().splitlines() == [
        "Error: Not allowed - lictor's input check: give dignitas: named twice; name it once, "
        "with the whole amount"
    ]
    assert log_of(db) == before
