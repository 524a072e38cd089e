"""The Civil War's words before and between the battles: raising Standards, Factions and
their Leaders, Generals and beasts, the Campaign Moves and interceptions, and the victor's
crown (the battles' words are in battle_verbs.py). ``PHASE`` (phase.py) joins them to the
referee."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev, rng
from lictor.games.carta_imperia.rules.common_verbs import (
    _arg,
    _int,
    _region,
    _turn,
    play_event,
    refuse,
)
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.civil_war import campaigns, clash
from lictor.games.carta_imperia.rules.phases.civil_war import steps as cw
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    ARMY,
    CAMPAIGNS,
    FORTIFY,
    GENERALSHIP,
    MARCH,
    MAX_GENERALSHIP,
    RAISE,
    WINNING,
    Army,
    War,
    beast_strength,
)
from lictor.games.carta_imperia.rules.phases.expand import generalship as caesar
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.rules.ruling import RuleRef
from lictor.slugs import slug

A = Action
SIDES_STEPS = ("raise", "war-sides", "war-move")
WAR_STEPS = (
    "raise", "war-sides", "war-move", "intercept", "war-battle", "war-redraw", "war-rout",
    "war-bust", "war-seize",
)  # fmt: skip


def _army(s: State, name: str, rule: RuleRef) -> Army:
    a = cw.war_of(s).army(name) if s.war is not None else None
    if a is None:
        raise refuse("no-army", f"{name} has raised no Standard in this war", rule)
    return a


def _thumb(s: State, a: Action, i: int, rule: RuleRef) -> tuple[State, str]:
    """A thumb flip: seeded at a virtual table, entered (up|down) at a physical one."""
    if s.physical:
        t = _arg(a, i, "thumb (up or down)")
        if t not in ("up", "down"):
            raise refuse("thumb", "a thumb is up or down", INPUT)
        return s, t
    if len(a.args) > i:
        raise refuse("virtual", f"lictor flips for a virtual game: {a.verb} {a.player}", rule)
    t = "up" if rng(s, "war-thumb").random() < 0.5 else "down"
    return replace(s, counter=s.counter + 1), t


# -- Raising the Standard ---------------------------------------------------------------


def raise_(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, RAISE)
    text = " ".join(a.args)
    if not text:
        raise refuse("missing", "raise PLAYER PROVINCE, or raise PLAYER none", INPUT)
    s = replace(s, waiting=s.waiting[1:])
    if text == "none":
        said = [ev(f"{a.player} raises no Standard and stays out of the war", RAISE)]
    else:
        where = _region(board, s, text)
        allowed = cw.standard_regions(board, s, a.player)
        if where not in allowed:
            raise refuse(
                "no-standard",
                f"{a.player} cannot raise a Standard in {where} (where: "
                f"{', '.join(slug(x) for x in allowed) or 'nowhere'})",
                RAISE,
            )
        s, said = cw.raise_army(board, s, a.player, where)
    s, more = cw.after_raising(board, s)
    return s, said + more


def general(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Generalship: a Roman General Event card played when the Standard is raised gives
    the army a Generalship of up to 4 (``general PLAYER N [CARD]``; the card is named at
    a virtual table, counted at a physical one)."""
    army = _army(s, a.player, GENERALSHIP)
    if army.generalship:
        raise refuse("has-general", f"{a.player} already placed a General in command", GENERALSHIP)
    n = _int(a, 0, "Generalship (1 to 4)")
    if not 1 <= n <= MAX_GENERALSHIP:
        raise refuse(
            "generalship", f"a Generalship is 1 to {MAX_GENERALSHIP}, not {n}", GENERALSHIP
        )
    card = a.args[1] if len(a.args) > 1 else ""
    if not s.physical and not card:
        raise refuse("missing", "general PLAYER N CARD: name the Roman General card", INPUT)
    if card and slug(card) == caesar.card_id(board):  # 1 Auctoritas, +4, Era VII
        if n != board.late.caesar_strength:
            raise refuse(
                "generalship",
                f"{board.late.caesar} gives a Generalship of {board.late.caesar_strength}, not {n}",
                caesar.GENERALSHIP,
            )
        s = caesar.play_caesar(board, s, a.player)
        said = f" ({board.late.caesar}, {board.late.caesar_cost} Auctoritas)"
    else:
        s = play_event(s, a.player, card, GENERALSHIP, card or "a Roman General card")
        said = ""
    s = cw.set_army(s, replace(army, generalship=n))
    return s, [ev(f"{a.player} places a General of Generalship {n} in command{said}", GENERALSHIP)]


def gamble(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising an Army: the player may risk the Province's elephants or cataphracts on a
    thumb flip, for or against the army in every battle it fights."""
    army = _army(s, a.player, ARMY)
    if not army.beast:
        raise refuse(
            "no-beasts", f"{a.player}'s Province has no elephants or cataphracts to risk", ARMY
        )
    s, t = _thumb(s, a, 0, ARMY)
    n = beast_strength(army.beast, t)
    s = cw.set_army(s, replace(army, beast="", beasts=n))
    return s, [ev(f"{a.player} risks the {army.beast}: thumb {t}, {n:+d} Strength in battle", ARMY)]


def _switchable(w: War, name: str) -> None:
    """Campaigns and Battles: "Players can switch Factions at any point before a Combat
    Card is drawn in Battle" - refused once the battle being fought has its card, and, a
    reconstruction, for a player whose army is in that battle (or on that march): his side
    in it is taken."""
    c = w.clash
    if c is not None and any(c.cards):
        raise refuse(
            "fixed",
            f"the battle in {c.region} has its combat card: no one switches Faction until it "
            "is fought",
            CAMPAIGNS,
        )
    fighting = (*w.marching, *(c.attackers + c.defenders if c is not None else ()))
    if name in fighting:
        raise refuse(
            "fixed",
            f"{name}'s army is in the battle being fought: switch Faction before it or after"
            " it (reconstruction)",
            CAMPAIGNS,
        )


def side(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising the Standard: alliances make Factions; a player may switch until a combat
    card is drawn (``side PLAYER LEADER``; ``side PLAYER PLAYER`` stands alone)."""
    w = cw.war_of(s)
    _army(s, a.player, RAISE)
    _switchable(w, a.player)
    text = _arg(a, 0, "Faction Leader")
    leader = next((n for n in s.names if n.lower() == text.lower()), None)
    if leader is None or w.army(leader) is None:
        raise refuse("no-leader", f"{text!r} has raised no Standard to lead a Faction", RAISE)
    if w.leader_of(leader) != leader and leader != a.player:
        raise refuse(
            "not-leader",
            f"{leader} follows {w.leader_of(leader)}: side with {w.leader_of(leader)}",
            RAISE,
        )
    if [m for m in w.members(a.player) if m != a.player] and leader != a.player:
        raise refuse(
            "leads",
            f"{a.player} leads a Faction: first make another member its Leader (lead PLAYER)",
            RAISE,
        )
    faction = tuple((n, leader if n == a.player else x) for n, x in w.faction)
    s = cw.set_war(s, replace(w, faction=faction))
    if leader == a.player:
        return s, [ev(f"{a.player} stands alone, leading a Faction", RAISE)]
    return s, [ev(f"{a.player} joins {leader}'s Faction", RAISE)]


def lead(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising the Standard: the Faction agrees who leads it."""
    w = cw.war_of(s)
    _army(s, a.player, RAISE)
    _switchable(w, a.player)
    old = w.leader_of(a.player)
    if old == a.player:
        raise refuse("leads", f"{a.player} already leads the Faction", RAISE)
    faction = tuple((n, a.player if x == old else x) for n, x in w.faction)
    s = cw.set_war(s, replace(w, faction=faction))
    return s, [ev(f"{a.player} now leads the Faction {old} led", RAISE)]


def bolster(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising an Army: the Strength of a Reform or Event card a player plays for the
    war, as the table says (``bolster PLAYER +N``; its cost recorded with adjust)."""
    army = _army(s, a.player, ARMY)
    n = _int(a, 0, "Strength (+N or -N)")
    if not n:
        raise refuse("number", "bolster: give +N or -N", INPUT)
    s = cw.set_army(s, replace(army, bonus=army.bonus + n))
    return s, [ev(f"{a.player}'s army: {n:+d} Strength in its battles (a card or Reform)", ARMY)]


def muster(board: Board, s: State, a: Action) -> tuple[State, E]:
    return campaigns.next_move(board, s)


# -- the Campaign Moves -----------------------------------------------------------------


def fortify(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, CAMPAIGNS)
    w = cw.war_of(s)
    army = _army(s, a.player, FORTIFY)
    s = cw.set_war(
        s, replace(w.with_army(replace(army, fortified=army.where)), moved=(*w.moved, a.player))
    )
    said = [ev(f"{a.player} fortifies {army.where}: +3 Strength in battles there", FORTIFY)]
    s, more = campaigns.next_move(board, s)
    return s, said + more


def campaign(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, CAMPAIGNS)
    where = _region(board, s, " ".join(a.args))
    allowed = dict(campaigns.targets(board, s, a.player))
    if where not in allowed:
        raise refuse(
            "no-target",
            f"{a.player} can march on no ally or enemy in {where} (targets: "
            f"{', '.join(slug(x) for x in allowed) or 'none'})",
            CAMPAIGNS,
        )
    return campaigns.begin_march(board, s, a.player, where)


def intercept(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, MARCH)
    w = cw.war_of(s)
    here = w.route[0]
    foes = cw.enemies_at(s, here, w.marching[0])
    said = [ev(f"{a.player} intercepts the march in {here}", MARCH)]
    s, more = clash.open_clash(board, s, here, foes, "")
    return s, said + more


def ignore(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, MARCH)
    w = cw.war_of(s)
    s = cw.set_war(s, replace(w, passed=(*w.passed, w.route[0])))
    said = [ev(f"{a.player} lets the march pass {w.route[0]}", MARCH)]
    s, more = campaigns.advance(board, s)
    return s, said + more


# -- the battle -------------------------------------------------------------------------


def crown(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Winning the War: the victorious Leader, now Primus, may declare himself Emperor."""
    _turn(s, a, WINNING)
    yes = _arg(a, 0, "yes or no")
    if yes not in ("yes", "no"):
        raise refuse("usage", f"crown {a.player} yes|no", INPUT)
    if yes == "yes":
        s = replace(s, emperor=a.player)
        said = [ev(f"{a.player} declares himself Emperor", WINNING)]
    else:
        said = [ev(f"{a.player} stays Primus and declines the purple", WINNING)]
    s2, more = cw.finish_war(board, s, said)
    return s2, more
