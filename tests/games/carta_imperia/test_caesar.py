"""Generalship's example card, Caesar (Era VII, Cost: 1 Auctoritas, +4 legionary to your
army in a campaign in Gaul or a Civil War campaign this Era), refereed: in a foreign
campaign's battle with the ``caesar`` verb, in the Civil War as a General of 4."""

from __future__ import annotations

from dataclasses import replace

from lictor.games.carta_imperia.rules.phases.expand import generalship
from lictor.games.carta_imperia.rules.state import Action, Battle, General, State
from lictor.games.carta_imperia.rules.table import regions, with_familia
from tests.games.carta_imperia.late_kit import board_of, fall_of_the_republic
from tests.games.carta_imperia.referee_kit import G, act, playing, refused, run
from tests.games.carta_imperia.test_civil_war import duel

LATE_TILES = ("Macedonia & Graecia", "Asia", "Gallia Transalpina", "Aegyptus")


def battle(target: str, era: int = 7, physical: bool = False, caesar: bool = True) -> State:
    """Ann's General (4 Legions of Rome) in a battle against ``target``; Ann holds Caesar
    (or, at a physical table, 1 Draft Event) and 1 Auctoritas."""
    s = fall_of_the_republic(seed=3, physical=physical)
    s = replace(
        s,
        era=era,
        tiles=s.tiles + LATE_TILES,
        rome_card=0,
        rome_supply=s.rome_card + s.rome_supply - 4,
        generals=(General("Ann", rome=4),),
        battles=(Battle(target, ("Ann",), 1),),
        current=0,
        season=2,
        step="battle",
        waiting=(),
    )
    held = {"draft_count": 1} if physical else {"draft": ("caesar",), "draft_count": 1}
    if caesar:
        s = with_familia(s, "Ann", auctoritas=1, **held)
    return playing(s, Ann="expand extort", Ben="exec extort", Cy="exec extort")


def test_generalship_gaul_is_every_region_of_the_two_gallic_tiles_either_side_up() -> None:
    """The rulebook does not list Gaul: the pack's data names its tiles (reconstruction)."""
    s = battle("Aquitania")
    board = board_of(s)
    assert board.late.gaul_tiles == ("Gallia Cisalpina", "Gallia Transalpina")
    assert {t.name for t in board.pack_tiles} >= set(board.late.gaul_tiles)
    for name in ("Gallia", "Ligures", "Veneti", "Gallia Narbonensis", "Aquitania", "Belgica"):
        assert generalship.in_gaul(board, s, name), name
    for name in ("Etruria", "Macedonia", "Hispania Citerior", "Aegyptus"):
        assert not generalship.in_gaul(board, s, name), name
    flipped = replace(s, romanised=(*s.romanised, "Gallia Transalpina"))
    assert "Gallia Comata" in regions(board, flipped)
    assert generalship.in_gaul(board, flipped, "Gallia Comata")


def test_generalship_caesar_pays_1_auctoritas_for_rome_plus_4_in_a_campaign_in_gaul() -> None:
    s = battle("Belgica")
    assert Action("caesar", "Ann") in G.legal_actions(s)
    after, said = act(s, "caesar Ann")
    f = after.familia("Ann")
    assert (f.auctoritas, f.draft, f.draft_count) == (0, (), 0)
    assert after.battles[0].bonus == 4
    assert any("Ann plays Caesar (1 Auctoritas): Rome +4" in e.text for e in said)
    assert all("Generalship" in e.section for e in said)
    # the same combat card drawn with and without Caesar: Rome's Strength 4 apart
    plain = battle("Belgica", caesar=False)
    _, without = act(plain, "draw")
    _, with_ = act(after, "draw")
    assert without[-1].text != with_[-1].text
    strong = next(e.text for e in with_ if e.text.startswith("So far Rome"))
    weak = next(e.text for e in without if e.text.startswith("So far Rome"))
    assert int(strong.split()[3]) == int(weak.split()[3]) + 4


def test_generalship_caesar_may_be_played_after_the_combat_card_like_a_great_general() -> None:
    """How to Fight a Campaign: cards may be played after the combat card is drawn."""
    s, _ = act(battle("Gallia"), "draw")
    assert s.battles[0].drawn
    assert Action("caesar", "Ann") in G.legal_actions(s)
    s = run(s, "caesar Ann")
    assert s.battles[0].bonus == 4 and s.familia("Ann").auctoritas == 0


def test_generalship_caesar_refused_outside_gaul_outside_era_vii_without_card_or_auctoritas() -> (
    None
):
    cases = {
        "not in Gaul": (battle("Macedonia"), "Macedonia is not in Gaul"),
        "Era VI": (battle("Aquitania", era=6), "Caesar is played in Era VII only"),
        "no card": (with_familia(battle("Aquitania"), "Ann", draft=()), "does not hold Caesar"),
        "no Auctoritas": (
            with_familia(battle("Aquitania"), "Ann", auctoritas=0),
            "Caesar costs 1 Auctoritas; Ann has 0",
        ),
    }
    for why, (s, text) in cases.items():
        assert Action("caesar", "Ann") not in G.legal_actions(s), why
        bad = refused(s, "caesar Ann").violations[0]
        assert text in bad.message, (why, bad.message)
        assert bad.rule.section == "Generalship", why
    bad = refused(battle("Aquitania"), "caesar Ben").violations[0]
    assert "Ben is not a General in this battle" in bad.message


def test_generalship_caesar_at_a_physical_table_turns_over_one_draft_event() -> None:
    s = battle("Aquitania", physical=True)
    assert Action("caesar", "Ann") in G.legal_actions(s)
    s = run(s, "caesar Ann")
    assert s.familia("Ann").draft_count == 0 and s.battles[0].bonus == 4
    assert (
        "holds no Draft Event"
        in refused(
            with_familia(battle("Aquitania", physical=True), "Ann", draft_count=0), "caesar Ann"
        )
        .violations[0]
        .message
    )


def test_generalship_caesar_in_the_civil_war_is_a_general_of_4_for_1_auctoritas() -> None:
    """Generalship: Caesar played when the Standard is raised: its Auctoritas paid, the card
    gone, the army's Generalship 4 - in Era VII only, and for 4 (the card's value)."""
    v = run(duel(physical=False), "raise Ben etruria")
    v = replace(with_familia(v, "Ben", draft=("caesar",), draft_count=1, auctoritas=2), era=7)
    assert Action("general", "Ben", ("4", "caesar")) in G.legal_actions(v)
    assert "not 3" in refused(v, "general Ben 3 caesar").violations[0].message
    after = run(v, "general Ben 4 caesar")
    f = after.familia("Ben")
    assert (f.draft, f.draft_count, f.auctoritas) == ((), 0, 1)
    assert after.war is not None and after.war.army("Ben").generalship == 4  # type: ignore[union-attr]
    poor = with_familia(v, "Ben", auctoritas=0)
    assert Action("general", "Ben", ("4", "caesar")) not in G.legal_actions(poor)
    assert "costs 1 Auctoritas" in refused(poor, "general Ben 4 caesar").violations[0].message
    early = replace(v, era=6)
    assert Action("general", "Ben", ("4", "caesar")) not in G.legal_actions(early)
    assert "Era VII only" in refused(early, "general Ben 4 caesar").violations[0].message


def test_caesar_offered_only_to_its_holders_seat_no_other_seat_learns_who_holds_it() -> None:
    """Events Draft: the Draft Events are held in secret: `actions` offers `caesar Ann`
    because Ann holds the card, so only Ann's seat sees that offer (others, and the table's
    screen without a seat, do not)."""
    from lictor.rules.game import Seats
    from lictor.rules.referee import Loaded
    from lictor.rules.visible import public_options

    s = battle("Belgica")
    seats = Seats(tuple((f.colour, f.name) for f in s.players))
    loaded = Loaded(None, G, seats, s, (), ())  # type: ignore[arg-type]
    assert "caesar Ann" in public_options(loaded, "Ann")[0]
    assert "caesar Ann" not in public_options(loaded, "Ben")[0]
    assert "caesar Ann" not in public_options(loaded, None)[0]
    physical = battle("Belgica", physical=True)  # a table's cards: the table sees them played
    loaded = Loaded(None, G, seats, physical, (), ())  # type: ignore[arg-type]
    assert "caesar Ann" in public_options(loaded, None)[0]
    assert "caesar Ann" not in public_options(loaded, "Ben")[0]  # Ben's seat: his own only
