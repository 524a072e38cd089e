"""A battle of the Civil War, its pieces: the clash opened where armies meet, the Naval
Icons, the cards drawn and the Redraws left, the two sides, a General killed, and where a
beaten army may retreat."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import bust_sources
from lictor.games.carta_imperia.rules.phases.civil_war.common import (
    commander,
    enemies_at,
    path,
    set_army,
    set_war,
    war_of,
)
from lictor.games.carta_imperia.rules.phases.civil_war.losses import (
    bust_choices,
    lose_bust,
)
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    BATTLE,
    ROME_NAVY,
    Clash,
    Side,
    card_effect,
    naval_interception,
    province_strength,
)
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import (
    governor_of,
    province_of,
    regions,
    with_familia,
)
from lictor.i18n import t, tn
from lictor.rules.fast import replace


def icons(board: Board, s: State, leader: str) -> int:
    """Naval Supremacy: the Naval Icons a Faction controls - the Naval Ports of its
    members' Provinces, and Rome's Navy (1 Icon) for the Faction governing Italia
    (reconstruction: the rulebook does not say whose Rome's Navy is)."""
    w = war_of(s)
    here = regions(board, s)
    members = set(w.members(leader)) | {leader}
    n = sum(
        here[p].features.count("naval-port") for p, g in s.governors if g in members and p in here
    )
    rome = governor_of(s, "Roma")
    if rome is not None and rome in members:
        n += ROME_NAVY
    return n


def open_clash(
    board: Board, s: State, region: str, defenders: tuple[str, ...], province: str
) -> tuple[State, E]:
    w = war_of(s)
    naval = 0
    said: E = []
    if w.by_sea:
        mine = icons(board, s, w.leader_of(w.marching[0]))
        theirs_of = defenders[0] if defenders else s.governor(province) or ""
        theirs = icons(board, s, w.leader_of(theirs_of)) if theirs_of else 0
        naval = naval_interception(mine, theirs)
        said.append(
            ev(
                tn(
                    "Naval Interception: the attackers came by sea ({n} Naval Icon against "
                    "{theirs}): -{naval} Strength",
                    "Naval Interception: the attackers came by sea ({n} Naval Icons against "
                    "{theirs}): -{naval} Strength",
                    mine,
                    theirs=theirs,
                    naval=naval,
                ),
                BATTLE,
            )
        )
    clash = Clash(
        region,
        w.marching,
        defenders,
        province=province,
        naval=naval,
        intercepted=len(w.route) > 1,
    )
    s = set_war(s, replace(w, clash=clash))
    s = replace(s, step="war-battle", waiting=())
    said.append(ev(_battle(region, w.marching, defenders, province, s.physical), BATTLE))
    return s, said


def _battle(
    region: str,
    marching: tuple[str, ...],
    defenders: tuple[str, ...],
    province: str,
    physical: bool,
) -> str:
    """A battle opens: who attacks whom, and which cards are drawn."""
    fields: dict[str, int | str] = {"region": t(region), "attackers": ", ".join(marching)}
    if defenders:
        fields["defenders"] = ", ".join(defenders)
        fields["how"] = "fight ATTACKER-CARD DEFENDER-CARD" if physical else "fight"
        if len(marching) == 1:
            return t(
                "Battle in {region}: {attackers} attacks {defenders}; each Army draws a Late "
                "Republic Combat card ({how})",
                **fields,
            )
        return t(
            "Battle in {region}: {attackers} attack {defenders}; each Army draws a Late "
            "Republic Combat card ({how})",
            **fields,
        )
    fields["province"] = t(province)
    fields["how"] = "fight ATTACKER-CARD" if physical else "fight"
    if len(marching) == 1:
        return t(
            "Battle in {region}: {attackers} attacks the Province of {province}; the Province "
            "defends alone and draws none; the attacking Army draws a Late Republic Combat "
            "card ({how})",
            **fields,
        )
    return t(
        "Battle in {region}: {attackers} attack the Province of {province}; the Province "
        "defends alone and draws none; the attacking Army draws a Late Republic Combat "
        "card ({how})",
        **fields,
    )


def draw_card(s: State, card: str | None) -> tuple[State, str]:
    """One Late Republic Combat card: the seeded deck's next, or the one the table drew."""
    deck = s.late_combat
    if not deck.draw_pile:
        deck = replace(deck, draw_pile=deck.discards, discards=(), ordered=False)
        if not s.physical:
            deck = deck.shuffled(s.seed + 11 * s.counter + 5)
    if card is None:
        card = deck.next_virtual()
    deck = deck.draw(card)
    return replace(s, late_combat=deck, counter=s.counter + 1), card


def sides(board: Board, s: State) -> tuple[Side, Side]:
    w = war_of(s)
    c = w.clash
    assert c is not None
    here = regions(board, s)
    out = []
    for i, names in enumerate((c.attackers, c.defenders)):
        card = c.cards[i]
        kind = board_card(board, card)
        effect = card_effect(card, c.redraws[i] > 0) if card else ""
        if c.disaster[i]:
            effect = "disaster"
        if i == 1 and not names:
            r = here[c.region]
            base = province_strength(r.strength, r.romanised)
            out.append(Side(base, 0, 0, card=kind, effect=effect))
            continue
        armies = [a for n in names if (a := w.army(n)) is not None]
        boss = w.army(commander(s, names))
        assert boss is not None
        out.append(
            Side(
                sum(a.strength for a in armies),
                sum(a.generalship for a in armies if not a.killed),
                0 if boss.killed else boss.generalship,
                extra=sum(
                    a.beasts + a.bonus + (3 if a.fortified == c.region else 0) for a in armies
                ),
                naval=c.naval if i == 0 else 0,
                card=kind,
                effect=effect,
            )
        )
    return out[0], out[1]


def board_card(board: Board, card: str) -> tuple[str | None, int]:
    if not card:
        return None, 0
    found = next((x for x in board.late_combat if x[0] == card), None)
    return (found[1], found[2]) if found is not None else (None, 0)


def redraws_left(s: State, i: int) -> int:
    w = war_of(s)
    c = w.clash
    assert c is not None
    names = (c.attackers, c.defenders)[i]
    if not names or c.disaster[i] or c.done[i]:
        return 0
    boss = w.army(commander(s, names))
    assert boss is not None
    return 0 if boss.killed else max(0, boss.generalship - c.redraws[i])


def killed(board: Board, s: State, name: str) -> tuple[State, E]:
    """Battle: thumbs down - the General is killed: a Bust and 1 Auctoritas lost."""
    a = war_of(s).army(name)
    assert a is not None
    s = set_army(s, replace(a, killed=True))
    f = s.familia(name)
    s = with_familia(s, name, auctoritas=max(0, f.auctoritas - 1))
    said = [ev(t("{player} loses {n} Auctoritas", player=name, n=min(1, f.auctoritas)), BATTLE)]
    where = bust_choices(board, s, name)
    if len(where) > 1:
        s = replace(s, step="war-bust")
        said.append(
            ev(
                t(
                    "{player} chooses which Bust is lost (bust {player} {choices})",
                    player=name,
                    choices=" | ".join(w.lower().replace(" ", "-") for w in where),
                ),
                BATTLE,
            )
        )
        return s, said
    if where:
        s, more = lose_bust(s, name, where[0])
        said += more
    return s, said


def seizers(board: Board, s: State, winner: str) -> list[tuple[str, list[str]]]:
    """Battle: the winner "can replace the Governor of a defeated Province with one from
    their Faction" - each Faction member at war (the winner first) with where his Bust would
    come from: his Reserve, or, with none there, a Province he governs (II. eXec, placing a
    Bust with an empty Reserve), the defeated Province aside."""
    w = war_of(s)
    c = w.clash
    assert c is not None
    prov = province_of(s, c.region)
    members = [winner] + [n for n in s.names if n != winner and w.army(n) and w.allies(n, winner)]
    out = []
    for m in members:
        where = [x for x in bust_sources(board, s, m) if x != prov]
        if where:
            out.append((m, where))
    return out


def fall_back(s: State, name: str, home: str | None) -> tuple[State, E]:
    w = war_of(s)
    a = w.army(name)
    assert a is not None
    w = replace(w, retreating=tuple(x for x in w.retreating if x != name))
    if home is None:
        w = w.with_army(replace(a, out=True))
        text = t("{player} has no friendly Province to retreat to: surrenders", player=name)
    else:
        w = w.with_army(replace(a, where=home, fortified=""))
        text = t("{player} retreats to {province}", player=name, province=t(home))
    return set_war(s, w), [ev(text, BATTLE)]


def retreat_choices(board: Board, s: State, name: str, lost_in: str) -> list[str]:
    """Battle: the nearest friendly Provinces - those a member of the Faction governs with
    no enemy Standard on them - all as near, in alphabetical order."""
    w = war_of(s)
    a = w.army(name)
    assert a is not None
    here = regions(board, s)
    found: list[tuple[int, str]] = []
    for p, gov in s.governors:
        if p not in here or p == lost_in or w.army(gov) is None or not w.allies(gov, name):
            continue
        if enemies_at(s, p, name):
            continue
        way = path(board, s, a.where, p)
        if way is not None:
            found.append((len(way[0]), p))
    if not found:
        return []
    near = min(d for d, _ in found)
    return sorted(p for d, p in found if d == near)
