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
from lictor.games.carta_imperia.rules.phases.civil_war import campaigns, clash
from lictor.games.carta_imperia.rules.phases.civil_war import steps as cw
from lictor.games.carta_imperia.rules.phases.civil_war.checks import targets_now
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
from lictor.i18n import N_, t
from lictor.rules.fast import replace
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
        raise refuse("no-army", t("{player} has raised no Standard in this war", player=name), rule)
    return a


def _thumb(s: State, a: Action, i: int, rule: RuleRef) -> tuple[State, str]:
    """A thumb flip: seeded at a virtual table, entered (up|down) at a physical one."""
    if s.physical:
        thumb = _arg(a, i, N_("thumb (up or down)"))
        if thumb not in ("up", "down"):
            raise refuse("thumb", t("a thumb is up or down"), INPUT)
        return s, thumb
    if len(a.args) > i:
        raise refuse(
            "virtual",
            t("lictor flips for a virtual game: {verb} {player}", verb=a.verb, player=a.player),
            rule,
        )
    thumb = "up" if rng(s, "war-thumb").random() < 0.5 else "down"
    return replace(s, counter=s.counter + 1), thumb


# -- Raising the Standard ---------------------------------------------------------------


def raise_(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, RAISE)
    text = " ".join(a.args)
    if not text:
        raise refuse("missing", t("raise PLAYER PROVINCE, or raise PLAYER none"), INPUT)
    s = replace(s, waiting=s.waiting[1:])
    if text == "none":
        said = [
            ev(
                t(
                    "{player} raises no Standard and stays out of the war: no Province of "
                    "theirs is engaged (reading civil_war_abstainer: {value})",
                    player=a.player,
                    value=board.reading("civil_war_abstainer"),
                ),
                RAISE,
            )
        ]
    else:
        where = _region(board, s, text)
        allowed = cw.standard_regions(board, s, a.player)
        if where not in allowed:
            raise refuse(
                "no-standard",
                t(
                    "{player} cannot raise a Standard in {province} (where: {choices})",
                    player=a.player,
                    province=t(where),
                    choices=", ".join(slug(x) for x in allowed) or t("nowhere"),
                ),
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
        raise refuse(
            "has-general",
            t("{player} already placed a General in command", player=a.player),
            GENERALSHIP,
        )
    n = _int(a, 0, N_("Generalship (1 to 4)"))
    if not 1 <= n <= MAX_GENERALSHIP:
        raise refuse(
            "generalship",
            t("a Generalship is 1 to {most}, not {n}", most=MAX_GENERALSHIP, n=n),
            GENERALSHIP,
        )
    card = a.args[1] if len(a.args) > 1 else ""
    if not s.physical and not card:
        raise refuse("missing", t("general PLAYER N CARD: name the Roman General card"), INPUT)
    if card and slug(card) == caesar.card_id(board):  # 1 Auctoritas, +4, Era VII
        if n != board.late.caesar_strength:
            raise refuse(
                "generalship",
                t(
                    "{card} gives a Generalship of {strength}, not {n}",
                    card=t(board.late.caesar),
                    strength=board.late.caesar_strength,
                    n=n,
                ),
                caesar.GENERALSHIP,
            )
        s = caesar.play_caesar(board, s, a.player)
        placed = t(
            "{player} places a General of Generalship {n} in command ({card}, {cost} Auctoritas)",
            player=a.player,
            n=n,
            card=t(board.late.caesar),
            cost=board.late.caesar_cost,
        )
    else:
        s = play_event(s, a.player, card, GENERALSHIP, card or N_("a Roman General card"))
        placed = t("{player} places a General of Generalship {n} in command", player=a.player, n=n)
    s = cw.set_army(s, replace(army, generalship=n))
    return s, [ev(placed, GENERALSHIP)]


def gamble(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising an Army: the player may risk the Province's elephants or cataphracts on a
    thumb flip, for or against the army in every battle it fights."""
    army = _army(s, a.player, ARMY)
    if not army.beast:
        raise refuse(
            "no-beasts",
            t("{player}'s Province has no elephants or cataphracts to risk", player=a.player),
            ARMY,
        )
    s, thumb = _thumb(s, a, 0, ARMY)
    n = beast_strength(army.beast, thumb)
    s = cw.set_army(s, replace(army, beast="", beasts=n))
    return s, [ev(_risked(a.player, army.beast, thumb, n), ARMY)]


def _risked(player: str, beast: str, thumb: str, n: int) -> str:
    fields: dict[str, int | str] = {"player": player, "n": f"{n:+d}"}
    if beast == "elephants" and thumb == "up":
        return t("{player} risks the elephants: thumb up, {n} Strength in battle", **fields)
    if beast == "elephants":
        return t("{player} risks the elephants: thumb down, {n} Strength in battle", **fields)
    if thumb == "up":
        return t("{player} risks the cataphracts: thumb up, {n} Strength in battle", **fields)
    return t("{player} risks the cataphracts: thumb down, {n} Strength in battle", **fields)


def _switchable(w: War, name: str) -> None:
    """Campaigns and Battles: "Players can switch Factions at any point before a Combat
    Card is drawn in Battle" - refused once the battle being fought has its card, and, a
    reconstruction, for a player whose army is in that battle (or on that march): his side
    in it is taken."""
    c = w.clash
    if c is not None and any(c.cards):
        raise refuse(
            "fixed",
            t(
                "the battle in {region} has its combat card: no one switches Faction until it "
                "is fought",
                region=t(c.region),
            ),
            CAMPAIGNS,
        )
    fighting = (*w.marching, *(c.attackers + c.defenders if c is not None else ()))
    if name in fighting:
        raise refuse(
            "fixed",
            t(
                "{player}'s army is in the battle being fought: switch Faction before it or "
                "after it (reconstruction)",
                player=name,
            ),
            CAMPAIGNS,
        )


def side(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising the Standard: alliances make Factions; a player may switch until a combat
    card is drawn (``side PLAYER LEADER``; ``side PLAYER PLAYER`` stands alone)."""
    w = cw.war_of(s)
    _army(s, a.player, RAISE)
    _switchable(w, a.player)
    text = _arg(a, 0, N_("Faction Leader"))
    leader = next((n for n in s.names if n.lower() == text.lower()), None)
    if leader is None or w.army(leader) is None:
        raise refuse(
            "no-leader",
            t("{name} has raised no Standard to lead a Faction", name=repr(text)),
            RAISE,
        )
    if w.leader_of(leader) != leader and leader != a.player:
        raise refuse(
            "not-leader",
            t(
                "{player} follows {leader}: side with {leader}",
                player=leader,
                leader=w.leader_of(leader),
            ),
            RAISE,
        )
    if [m for m in w.members(a.player) if m != a.player] and leader != a.player:
        raise refuse(
            "leads",
            t(
                "{player} leads a Faction: first make another member its Leader (lead PLAYER)",
                player=a.player,
            ),
            RAISE,
        )
    faction = tuple((n, leader if n == a.player else x) for n, x in w.faction)
    s = cw.set_war(s, replace(w, faction=faction))
    if leader == a.player:
        return s, [ev(t("{player} stands alone, leading a Faction", player=a.player), RAISE)]
    return s, [ev(t("{player} joins {leader}'s Faction", player=a.player, leader=leader), RAISE)]


def lead(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising the Standard: the Faction agrees who leads it."""
    w = cw.war_of(s)
    _army(s, a.player, RAISE)
    _switchable(w, a.player)
    old = w.leader_of(a.player)
    if old == a.player:
        raise refuse("leads", t("{player} already leads the Faction", player=a.player), RAISE)
    faction = tuple((n, a.player if x == old else x) for n, x in w.faction)
    s = cw.set_war(s, replace(w, faction=faction))
    return s, [ev(t("{player} now leads the Faction {old} led", player=a.player, old=old), RAISE)]


def bolster(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising an Army: the Strength of a Reform or Event card a player plays for the
    war, as the table says (``bolster PLAYER +N``; its cost recorded with adjust)."""
    army = _army(s, a.player, ARMY)
    n = _int(a, 0, N_("Strength (+N or -N)"))
    if not n:
        raise refuse("number", t("bolster: give +N or -N"), INPUT)
    s = cw.set_army(s, replace(army, bonus=army.bonus + n))
    return s, [
        ev(
            t(
                "{player}'s army: {n} Strength in its battles (a card or Reform)",
                player=a.player,
                n=f"{n:+d}",
            ),
            ARMY,
        )
    ]


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
    said = [
        ev(
            t(
                "{player} fortifies {region}: +3 Strength in battles there",
                player=a.player,
                region=t(army.where),
            ),
            FORTIFY,
        )
    ]
    s, more = campaigns.next_move(board, s)
    return s, said + more


def campaign(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, CAMPAIGNS)
    where = _region(board, s, " ".join(a.args))
    allowed = dict(targets_now(board, s))  # the mover's (his turn: _turn), once a state
    if where not in allowed:
        raise refuse(
            "no-target",
            t(
                "{player} can march on no ally or enemy in {region} (targets: {targets})",
                player=a.player,
                region=t(where),
                targets=", ".join(slug(x) for x in allowed),
            )
            if allowed
            else t(
                "{player} can march on no ally or enemy in {region} (targets: none)",
                player=a.player,
                region=t(where),
            ),
            CAMPAIGNS,
        )
    return campaigns.begin_march(board, s, a.player, where)


def intercept(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, MARCH)
    w = cw.war_of(s)
    here = w.route[0]
    foes = cw.enemies_at(s, here, w.marching[0])
    said = [
        ev(t("{player} intercepts the march in {region}", player=a.player, region=t(here)), MARCH)
    ]
    s, more = clash.open_clash(board, s, here, foes, "")
    return s, said + more


def ignore(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, MARCH)
    w = cw.war_of(s)
    s = cw.set_war(s, replace(w, passed=(*w.passed, w.route[0])))
    said = [
        ev(
            t("{player} lets the march pass {region}", player=a.player, region=t(w.route[0])),
            MARCH,
        )
    ]
    s, more = campaigns.advance(board, s)
    return s, said + more


# -- the battle -------------------------------------------------------------------------


def crown(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Winning the War: the victorious Leader, now Primus, may declare himself Emperor."""
    _turn(s, a, WINNING)
    yes = _arg(a, 0, N_("yes or no"))
    if yes not in ("yes", "no"):
        raise refuse("usage", t("crown {player} yes|no", player=a.player), INPUT)
    if yes == "yes":
        s = replace(s, emperor=a.player)
        said = [ev(t("{player} declares himself Emperor", player=a.player), WINNING)]
    else:
        said = [ev(t("{player} stays Primus and declines the purple", player=a.player), WINNING)]
    s2, more = cw.finish_war(board, s, said)
    return s2, more
