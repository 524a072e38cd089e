"""What must hold at every step of any Carta Imperia game, whatever its scenario: the one
check every seeded playout runs (List of Components; Primus Inter Pares; V. eXtra-Legal)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import bust_count, regions


def legions(s: State) -> tuple[int, int]:
    """Every Legion of Rome and every Allied (white) Legion, wherever it stands: on the
    Legions of Rome card, in the supply, with a Familia, with a General, in a Civil War army."""
    armies = s.war.armies if s.war is not None else ()
    rome = (
        s.rome_card + s.rome_supply + sum(g.rome for g in s.generals) + sum(a.rome for a in armies)
    )
    allied = (
        s.allied_supply
        + sum(f.legions + f.private for f in s.players)
        + sum(g.allied + g.private for g in s.generals)
        + sum(a.private for a in armies)
    )
    return rome, allied


def check(board: Board, s: State) -> None:
    """No negative holding, 8 Busts per Familia, both Legion supplies conserved, one Primus,
    at most one Emperor (the Primus, once any Civil War is over), Governors only on the
    map's Provinces."""
    where = f"at {s.step} in Era {s.era}"
    for f in s.players:
        assert bust_count(s, f.name) == board.busts, f"{f.name}'s Busts are not 8 {where}"
        for field in ("dignitas", "auctoritas", "stock", "reserve", "legions", "private"):
            assert getattr(f, field) >= 0, f"{f.name} has negative {field} {where}"
        assert 0 <= f.professional <= f.private, f"{f.name}'s Private Legions {where}"
    rome, allied = legions(s)
    assert rome == board.rome_legions, f"Legions of Rome: {rome} {where}"
    assert allied == board.allied_legions, f"Allied Legions: {allied} {where}"
    assert s.sacked <= 3
    assert s.primus in ("", *s.names), f"the Primus {s.primus!r} {where}"
    if s.war is None:  # mid-war a beaten Primus gives way at once; the war's end settles it
        assert s.emperor in ("", s.primus), f"the Emperor {s.emperor} is not the Primus {where}"
    if s.war is not None:
        for a in s.war.armies:
            assert a.rome >= 0 and a.private >= 0, f"{a.name}'s army {where}"
    here = regions(board, s)
    for province, _ in s.governors:
        assert province in here and not here[province].neutral, f"{province} {where}"
