"""The Civil War's words: raising Standards, Factions, the Campaign Moves, the battles'
cards and routs, a Province seized, and the victor's crown. ``PHASE`` joins them to the
referee (composed in rules/game.py)."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev, plural, rng
from lictor.games.carta_imperia.rules.common_verbs import (
    _arg,
    _int,
    _region,
    _turn,
    play_event,
    refuse,
)
from lictor.games.carta_imperia.rules.fast import replace
from lictor.games.carta_imperia.rules.phases.civil_war import steps as cw
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    ARMY,
    BATTLE,
    CAMPAIGNS,
    FORTIFY,
    GENERALSHIP,
    MARCH,
    MAX_GENERALSHIP,
    RAISE,
    WINNING,
    Army,
    beast_strength,
)
from lictor.games.carta_imperia.rules.phases.expand import generalship as caesar
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import add, province_of, set_governor
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


def side(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Raising the Standard: alliances make Factions; a player may switch until a combat
    card is drawn (``side PLAYER LEADER``; ``side PLAYER PLAYER`` stands alone)."""
    w = cw.war_of(s)
    _army(s, a.player, RAISE)
    if w.drawn:
        raise refuse("fixed", "a combat card has been drawn: the Factions are fixed", CAMPAIGNS)
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
    if w.drawn:
        raise refuse("fixed", "a combat card has been drawn: the Factions are fixed", CAMPAIGNS)
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
    return cw.next_move(board, s)


# -- the Campaign Moves -----------------------------------------------------------------


def fortify(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, CAMPAIGNS)
    w = cw.war_of(s)
    army = _army(s, a.player, FORTIFY)
    s = cw.set_war(
        s, replace(w.with_army(replace(army, fortified=army.where)), moved=(*w.moved, a.player))
    )
    said = [ev(f"{a.player} fortifies {army.where}: +3 Strength in battles there", FORTIFY)]
    s, more = cw.next_move(board, s)
    return s, said + more


def campaign(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, CAMPAIGNS)
    where = _region(board, s, " ".join(a.args))
    allowed = dict(cw.targets(board, s, a.player))
    if where not in allowed:
        raise refuse(
            "no-target",
            f"{a.player} can march on no ally or enemy in {where} (targets: "
            f"{', '.join(slug(x) for x in allowed) or 'none'})",
            CAMPAIGNS,
        )
    return cw.begin_march(board, s, a.player, where)


def intercept(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, MARCH)
    w = cw.war_of(s)
    here = w.route[0]
    foes = cw.enemies_at(s, here, w.marching[0])
    said = [ev(f"{a.player} intercepts the march in {here}", MARCH)]
    s, more = cw.open_clash(board, s, here, foes, "")
    return s, said + more


def ignore(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, MARCH)
    w = cw.war_of(s)
    s = cw.set_war(s, replace(w, passed=(*w.passed, w.route[0])))
    said = [ev(f"{a.player} lets the march pass {w.route[0]}", MARCH)]
    s, more = cw.advance(board, s)
    return s, said + more


# -- the battle -------------------------------------------------------------------------


def _card(board: Board, text: str) -> str:
    key = slug(text)
    if not any(c[0] == key for c in board.late_combat):
        names = sorted({c[0] for c in board.late_combat})
        raise refuse(
            "unknown-card",
            f"unknown Late Republic Combat card {text!r} ({', '.join(names)})",
            INPUT,
        )
    return key


def _draw(board: Board, s: State, text: str | None) -> tuple[State, str]:
    card = _card(board, text) if text is not None else None
    if card is not None and card not in (s.late_combat.draw_pile or s.late_combat.discards):
        raise refuse(
            "not-in-deck",
            f"{card!r} is not left in the Late Republic Combat deck "
            f"(left: {', '.join(sorted(set(s.late_combat.draw_pile)))})",
            BATTLE,
        )
    return cw.draw_card(s, card)


def fight(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: each side draws a Late Republic Combat card."""
    w = cw.war_of(s)
    c = w.clash
    assert c is not None
    if s.physical:
        if len(a.args) != 2:
            raise refuse("usage", "fight ATTACKER-CARD DEFENDER-CARD (the cards drawn)", INPUT)
        s, first = _draw(board, s, a.args[0])
        s, second = _draw(board, s, a.args[1])
    else:
        if a.args:
            raise refuse("virtual", "lictor draws this deck: fight", BATTLE)
        s, first = _draw(board, s, None)
        s, second = _draw(board, s, None)
    w = cw.war_of(s)
    s = cw.set_war(s, replace(w, drawn=True, clash=replace(c, cards=(first, second))))
    said = [ev(f"Combat cards: attackers {first}, defenders {second}", BATTLE)]
    s, more = cw.after_cards(board, s)
    return s, said + more


def _commanding(s: State, a: Action) -> int:
    _turn(s, a, BATTLE)
    c = cw.war_of(s).clash
    assert c is not None
    for i, names in enumerate((c.attackers, c.defenders)):
        if names and cw.commander(s, names) == a.player and cw.redraws_left(s, i):
            return i
    raise refuse("no-redraw", f"{a.player} has no Redraw left", BATTLE)


def redraw(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: the commander draws again, up to his Generalship; a Barbarians or Military
    Disaster redrawn counts as a Military Disaster and ends the redraws."""
    i = _commanding(s, a)
    if s.physical and not a.args:
        raise refuse("usage", f"redraw {a.player} CARD (the card drawn)", INPUT)
    if not s.physical and a.args:
        raise refuse("virtual", f"lictor draws this deck: redraw {a.player}", BATTLE)
    s, card = _draw(board, s, a.args[0] if s.physical else None)
    w = cw.war_of(s)
    c = w.clash
    assert c is not None
    cards = list(c.cards)
    cards[i] = card
    used = list(c.redraws)
    used[i] += 1
    disaster = list(c.disaster)
    disaster[i] = card in ("barbarians", "military-disaster")
    c = replace(
        c,
        cards=(cards[0], cards[1]),
        redraws=(used[0], used[1]),
        disaster=(disaster[0], disaster[1]),
    )
    s = cw.set_war(s, replace(w, clash=c))
    said = [
        ev(
            f"{a.player} redraws: {card}"
            + (" - counted as a Military Disaster" if disaster[i] else ""),
            BATTLE,
        )
    ]
    s, more = cw.after_cards(board, s)
    return s, said + more


def accept(board: Board, s: State, a: Action) -> tuple[State, E]:
    i = _commanding(s, a)
    w = cw.war_of(s)
    c = w.clash
    assert c is not None
    done = list(c.done)
    done[i] = True
    s = cw.set_war(s, replace(w, clash=replace(c, done=(done[0], done[1]))))
    said = [ev(f"{a.player} accepts {c.cards[i]}", BATTLE)]
    s, more = cw.after_cards(board, s)
    return s, said + more


def split(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle casualties: the commander shares his side's losses among its armies, one
    number per army, his own first."""
    _turn(s, a, BATTLE)
    w = cw.war_of(s)
    names, total = w.splits[0]
    order = cw.side_order(s, names)
    if len(a.args) != len(order):
        raise refuse("usage", f"give one number per army: {', '.join(order)}", BATTLE)
    try:
        given = tuple(int(x) for x in a.args)
    except ValueError:
        raise refuse("number", f"split: {' '.join(a.args)} are not whole numbers", INPUT) from None
    if not _fits(s, order, given, total):
        raise refuse(
            "split",
            f"the {plural(total, 'Legion')} lost {'is' if total == 1 else 'are'} shared out "
            f"among {', '.join(order)}, each "
            "losing no more than it has",
            BATTLE,
        )
    w = replace(w, splits=w.splits[1:], shares=(*w.shares, *zip(order, given, strict=True)))
    said = [
        ev(
            f"{a.player} shares out the losses: "
            + ", ".join(f"{n} {k}" for n, k in zip(order, given, strict=True)),
            BATTLE,
        )
    ]
    s, more = cw.next_split(board, cw.set_war(s, w))
    return s, said + more


def _fits(s: State, order: list[str], given: tuple[int, ...], total: int) -> bool:
    w = cw.war_of(s)
    sizes = [a.legions for n in order if (a := w.army(n)) is not None]
    return sum(given) == min(total, sum(sizes)) and all(
        0 <= k <= n for k, n in zip(given, sizes, strict=True)
    )


def fallen(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: the army's player says how many of its lost Legions are Legions of Rome."""
    _turn(s, a, BATTLE)
    w = cw.war_of(s)
    k = dict(w.shares)[a.player]
    rome = _int(a, 0, "Legions of Rome lost")
    ways = cw.ways_to_lose(s, a.player, k)
    way = next((x for x in ways if x[0] == rome), None)
    if way is None:
        raise refuse(
            "losses",
            f"{a.player} loses {k} Legions: {ways[0][0]} to {ways[-1][0]} of them Legions of "
            f"Rome, not {rome}",
            BATTLE,
        )
    s, said = cw.lose_legions(s, a.player, way)
    w = cw.war_of(s)
    s = cw.set_war(s, replace(w, shares=tuple(x for x in w.shares if x[0] != a.player)))
    s = replace(s, waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    s, more = cw.after_losses(board, s)
    return s, said + more


def rout(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: each General of the beaten army flips a thumb: down, he is killed."""
    _turn(s, a, BATTLE)
    s, t = _thumb(s, a, 0, BATTLE)
    said = [ev(f"{a.player} flips: thumb {t}", BATTLE)]
    if t == "down":
        s, more = cw.killed(board, s, a.player)
        said += more
        if s.step == "war-bust":
            return s, said
    return _routed(board, s, said)


def _routed(board: Board, s: State, said: E) -> tuple[State, E]:
    s = replace(s, step="war-rout", waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    s, more = cw.after_rout(board, s)
    return s, said + more


def bust(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, BATTLE)
    where = cw.bust_choices(board, s, a.player)
    text = " ".join(a.args)
    choice = next((x for x in where if slug(x) == slug(text)), None)
    if choice is None:
        raise refuse(
            "no-bust",
            f"{a.player} has no Bust in {text or '?'} to lose (from: "
            f"{', '.join(slug(x) for x in where)})",
            BATTLE,
        )
    s, said = cw.lose_bust(s, a.player, choice)
    return _routed(board, s, said)


def seize(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: the winner may replace the Governor of a defeated Province with one of its
    Faction's (a Bust from that member's Reserve; the old Governor goes back to his)."""
    _turn(s, a, BATTLE)
    w = cw.war_of(s)
    c = w.clash
    assert c is not None
    prov = province_of(s, c.region)
    text = _arg(a, 0, "Faction member whose Governor goes there")
    member = next((n for n in s.names if n.lower() == text.lower()), None)
    if member is None or w.army(member) is None or not w.allies(member, a.player):
        raise refuse("not-ally", f"{text!r} is not in {a.player}'s Faction", BATTLE)
    if not s.familia(member).reserve:
        raise refuse("no-reserve", f"{member} has no Bust in Reserve to install", BATTLE)
    old = s.governor(prov)
    if old is not None:
        s = add(s, old, reserve=1)
    s = add(set_governor(s, prov, member), member, reserve=-1)
    s = replace(s, rebels=tuple(r for r in s.rebels if r != prov))
    said = [ev(f"{member}'s Governor replaces {old or 'nobody'}'s in {prov}", BATTLE)]
    s, more = cw.after_battle(board, s)
    return s, said + more


def spare(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, BATTLE)
    s, more = cw.after_battle(board, s)
    return s, [ev(f"{a.player} leaves the Governor in place", BATTLE), *more]


def retreat(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: the beaten army retreats to one of the nearest friendly Provinces."""
    _turn(s, a, BATTLE)
    c = cw.war_of(s).clash
    assert c is not None
    where = _region(board, s, " ".join(a.args))
    homes = cw.retreat_choices(board, s, a.player, c.region)
    if where not in homes:
        raise refuse(
            "too-far",
            f"{a.player} retreats to the nearest friendly Province: "
            f"{', '.join(slug(x) for x in homes)}, not {slug(where)}",
            BATTLE,
        )
    s, said = cw.fall_back(s, a.player, where)
    s, more = cw.retreats(board, s)
    return s, said + more


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
