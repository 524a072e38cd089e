"""The Civil War's pure rulings: the war's records, the armies raised, the route a march
takes, the navies compared, a battle's Strength and casualties, and the Order of March.

Nothing here reads the ``State``: the steps (steps.py) and the verbs
(verbs.py) hand in plain values. Where the rulebook is silent the choice made is
marked ``reconstruction`` in its docstring.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from lictor.games.carta_imperia.rules import ref
from lictor.rules.fast import replace

CIVIL_WAR = ref("Civil War")
RAISE = ref("Raising the Standard")
GENERALSHIP = ref("Generalship")
ARMY = ref("Raising an Army")
CAMPAIGNS = ref("Campaigns and Battles")
MARCH = ref("Marching on Campaign")
FORTIFY = ref("Fortify")
BATTLE = ref("Battle")
WINNING = ref("Winning the War")
NAVAL = ref("Naval Supremacy")
ICONS = ref("Regional Icons")

FORTIFIED = 3  # Fortify: +3 Strength in the territory fortified
MAX_GENERALSHIP = 4  # Generalship: Event Cards raise it by up to 4
ROME_NAVY = 1  # Battle: Rome's Navy = 1 Icon
BEASTS = {"elephants": 2, "cataphracts": 4}  # Regional Icons: the Strength each is worth


@dataclass(frozen=True)
class Army:
    """One Familia's army, raised under its Standard."""

    name: str
    where: str  # the region its Standard stands on
    rome: int = 0  # Legions of Rome (Strength 2 each)
    private: int = 0  # Private Legions (Strength 1 each)
    levy_rome: int = 0  # of them, raised from the Province's shields (go home after the war)
    levy_private: int = 0
    lent: int = 0  # of the Private, Allied Legions lent to its General (Mules of Marius)
    professional: int = 0  # of the Private, the Professional Army's (kept for 1 Auctoritas)
    generalship: int = 0
    beast: str = ""  # "elephants"/"cataphracts": a flip the player may still choose to make
    beasts: int = 0  # the Strength that flip gave (+ or -) in every battle
    bonus: int = 0  # Strength the table adds for Reforms and Events played
    fortified: str = ""  # the region where its Standard lies on its side
    lost: int = 0  # Legions lost in the war so far (the losers pay them in Dignitas)
    killed: bool = False  # its General was killed in a rout
    out: bool = False  # surrendered or destroyed: no longer in the war

    @property
    def legions(self) -> int:
        return self.rome + self.private

    @property
    def strength(self) -> int:
        """Battle: Legions of Rome 2 each, Private Legions 1 each."""
        return legion_strength(self.rome, self.private)


@dataclass(frozen=True)
class Clash:
    """A battle of the war: the marching stack attacks; the defenders are the enemy
    armies there, or the Province itself when no Standard protects it."""

    region: str
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]  # () when the Province defends alone
    province: str = ""  # the Province defending alone (its Governor's Faction)
    naval: int = 0  # Naval Interception subtracted from the attacker
    cards: tuple[str, str] = ("", "")  # the attacker's and the defender's combat cards
    redraws: tuple[int, int] = (0, 0)  # redraws used by each commander
    disaster: tuple[bool, bool] = (False, False)  # a redrawn Barbarians/Disaster
    done: tuple[bool, bool] = (False, False)  # each commander has accepted its card
    intercepted: bool = False
    attackers_won: bool = False  # the ruling, once the cards are settled


@dataclass(frozen=True)
class War:
    """The Civil War in progress (State.war)."""

    armies: tuple[Army, ...] = ()
    faction: tuple[tuple[str, str], ...] = ()  # member -> Faction Leader
    moved: tuple[str, ...] = ()  # who has made the single Campaign Move
    drawn: bool = False  # a combat card has been drawn in this war (Factions: see clash)
    marching: tuple[str, ...] = ()  # the stack on the march
    route: tuple[str, ...] = ()  # the regions still ahead of it (the last is the target)
    passed: tuple[str, ...] = ()  # regions whose enemies let the march pass
    by_sea: bool = False  # the march has crossed the sea so far
    clash: Clash | None = None
    losers: tuple[str, ...] = ()  # the beaten side of the clash being settled
    retreating: tuple[str, ...] = ()  # beaten armies still to retreat
    shares: tuple[tuple[str, int], ...] = ()  # Legions each army has yet to choose to lose
    splits: tuple[tuple[tuple[str, ...], int], ...] = ()  # sides whose losses are to share
    victor: str = ""  # Faction Leader who won the last battle involving the Primus
    battles: int = 0
    leader: str = ""  # the victorious Faction Leader, at the end

    def army(self, name: str) -> Army | None:
        return next((a for a in self.armies if a.name == name), None)

    def leader_of(self, name: str) -> str:
        return dict(self.faction).get(name, name)

    def allies(self, a: str, b: str) -> bool:
        return self.leader_of(a) == self.leader_of(b)

    def members(self, leader: str) -> tuple[str, ...]:
        return tuple(n for n, x in self.faction if x == leader)

    def standing(self) -> tuple[Army, ...]:
        return tuple(a for a in self.armies if not a.out)

    def stack(self, name: str) -> tuple[Army, ...]:
        """The armies of ``name``'s Faction standing with ``name``'s army (combined)."""
        me = self.army(name)
        if me is None or me.out:
            return ()
        return tuple(
            a for a in self.standing() if a.where == me.where and self.allies(a.name, name)
        )

    def with_army(self, army: Army) -> War:
        return replace(self, armies=tuple(army if a.name == army.name else a for a in self.armies))


def legion_strength(rome: int, private: int) -> int:
    return 2 * rome + private


def levies(shields: Mapping[str, int]) -> tuple[int, int]:
    """Raising an Army: Legions raised from the Standard's Province - (of Rome, Private).
    Roman Legion shields give Legions of Rome, Auxilia Private Legions, Barbarian and
    Phalanx shields half their number as Private Legions, rounded up."""
    rome = shields.get("legion", 0) + shields.get("legionary", 0)
    wild = shields.get("barbarian", 0) + shields.get("phalanx", 0)
    return rome, shields.get("auxilia", 0) + (wild + 1) // 2


def province_strength(shields: int, romanised: bool) -> int:
    """Battle: a Province with no Standard protecting it defends with 1 Strength per
    shield, halved (rounded down) if it is not Romanised."""
    return shields if romanised else shields // 2


def beast_strength(feature: str, thumb: str) -> int:
    """Raising an Army: an elephants or cataphracts flip adds or subtracts the beasts'
    Strength in every battle the army fights (reconstruction: thumb up adds it, thumb
    down subtracts it; Elephants are worth 2 and Cataphracts 4, as in Regional Icons)."""
    n = BEASTS[feature]
    return n if thumb == "up" else -n


def naval_interception(attacker_icons: int, defender_icons: int) -> int:
    """Battle: the Defender's Navy outnumbering the Attacker's is subtracted."""
    return max(0, defender_icons - attacker_icons)


def route(
    start: str,
    goal: str,
    names: Iterable[str],
    land: Callable[[str, str], bool],
    ports: Iterable[str],
    links: Mapping[str, Sequence[tuple[str, bool]]] | None = None,
) -> tuple[tuple[str, ...], bool] | None:
    """Marching on Campaign: the most direct route from ``start`` to ``goal`` - the
    fewest steps, a step being a land border or a sea crossing between two regions with a
    Naval Port (reconstruction: the map prints no sea lanes); among routes as short, the
    one with fewer sea crossings, then the first in alphabetical order. Returns the regions
    from start to goal and whether it crosses the sea, or None when there is no route.
    ``links``: each region's steps (neighbour, by sea), in ``names``' alphabetical order,
    when the caller keeps them for the map (they are found here otherwise)."""
    if start == goal:
        return (start,), False
    names = sorted(names)
    harbours = set(ports)
    # Dijkstra on (steps, crossings, path)
    best: dict[str, tuple[int, int, tuple[str, ...]]] = {start: (0, 0, (start,))}
    frontier = deque([start])
    # each region's steps, found once
    steps_from: dict[str, Sequence[tuple[str, bool]]] = dict(links or {})
    while frontier:
        cur = frontier.popleft()
        steps, sea, path = best[cur]
        if cur not in steps_from:
            found: list[tuple[str, bool]] = []
            for n in names:
                if n == cur:
                    continue
                by_land = land(cur, n)
                if by_land or (cur in harbours and n in harbours):
                    found.append((n, not by_land))
            steps_from[cur] = found
        for n, by_sea in steps_from[cur]:
            cand = (steps + 1, sea + (1 if by_sea else 0), (*path, n))
            if n not in best or cand < best[n]:
                best[n] = cand
                frontier.append(n)
    if goal not in best:
        return None
    _, sea, path = best[goal]
    return path, sea > 0


@dataclass(frozen=True)
class Side:
    """One side of a battle as the ruling needs it."""

    base: int  # Legions' Strength, or the undefended Province's
    generalship: int  # of all its Generals
    commander: int  # its commander's Generalship (Barbarians adds it again)
    extra: int = 0  # Fortify, beasts, the table's bonuses
    naval: int = 0  # Naval Interception subtracted (the attacker only)
    card: tuple[str | None, int] = (None, 0)  # the combat card's shield kind and count
    effect: str = ""  # "barbarians", "disaster" or ""


@dataclass(frozen=True)
class Outcome:
    attacker: int
    defender: int
    attacker_wins: bool
    winner_loses: int
    loser_loses: int


def card_effect(card_id: str, redrawn: bool) -> str:
    """Battle: 'Barbarians' adds the commander's Generalship again, 'Military Disaster'
    doubles the enemy; either one drawn on a redraw counts as a Military Disaster."""
    if card_id in ("barbarians", "military-disaster"):
        return "disaster" if redrawn or card_id == "military-disaster" else "barbarians"
    return ""


def strength(side: Side, enemy: Side) -> int:
    n = side.base + side.generalship + side.extra - side.naval + side.card[1]
    if side.effect == "barbarians":
        n += side.commander
    n = max(0, n)
    if enemy.effect == "disaster":
        n *= 2
    return n


def battle(attacker: Side, defender: Side) -> Outcome:
    """Battle: the higher Strength wins, the Attacker winning ties; the winner loses the
    shields the loser drew, the loser the difference plus the winner's shields."""
    a, d = strength(attacker, defender), strength(defender, attacker)
    wins = a >= d
    win, lose = (attacker, defender) if wins else (defender, attacker)
    return Outcome(a, d, wins, lose.card[1], abs(a - d) + win.card[1])


def order_of_march(
    stacks: Iterable[tuple[int, int, int, str]],
) -> str | None:
    """Campaigns and Battles: the army with the fewest Legions moves first (each stack as
    (Legions, Prestige, seat, mover)); ties: the least Prestige, then the seat order
    (reconstruction)."""
    ranked = sorted(stacks)
    return ranked[0][3] if ranked else None
