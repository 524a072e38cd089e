"""The Civil War joins the referee (composed in rules/game.py): its verbs, its steps, what
each step says and offers. The handlers live in verbs.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.phase import Phase, Step, Verb
from lictor.games.carta_imperia.rules.phases.civil_war import battle_verbs as mb
from lictor.games.carta_imperia.rules.phases.civil_war import checks, clash
from lictor.games.carta_imperia.rules.phases.civil_war import steps as cw
from lictor.games.carta_imperia.rules.phases.civil_war import verbs as mc
from lictor.games.carta_imperia.rules.phases.civil_war.checks import targets_now
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    BATTLE,
    CAMPAIGNS,
    MARCH,
    MAX_GENERALSHIP,
    RAISE,
    WINNING,
)
from lictor.games.carta_imperia.rules.phases.expand import generalship as caesar
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.i18n import t, tn
from lictor.slugs import slug

if TYPE_CHECKING:
    pass

A = Action
# Campaigns and Battles: "Players can switch Factions at any point before a Combat Card
# is drawn in Battle" - before the march, between battles, and before a battle's card
SIDES_STEPS = ("raise", "war-sides", "war-move", "intercept", "war-battle")
WAR_STEPS = (
    "raise", "war-sides", "war-move", "intercept", "war-battle", "war-redraw", "war-rout",
    "war-split", "war-losses", "war-bust", "war-seize", "war-retreat",
)  # fmt: skip


def _flip(s: State, verb: str, name: str) -> list[Action]:
    if s.physical:
        return [A(verb, name, (t,)) for t in ("up", "down")]
    return [A(verb, name)]


def _extras(board: Board, s: State) -> list[Action]:
    """Generals to place and beasts to risk, while the Standards are raised."""
    out: list[Action] = []
    for army in cw.war_of(s).standing():
        f = s.familia(army.name)
        if not army.generalship:
            if s.physical and f.draft_count:
                out += [A("general", army.name, (str(n),)) for n in range(MAX_GENERALSHIP, 0, -1)]
            elif caesar.playable(board, s, army.name):  # Generalship's example card: +4
                card = caesar.card_id(board)
                out.append(A("general", army.name, (str(board.late.caesar_strength), card)))
        if army.beast:
            out += _flip(s, "gamble", army.name)
    return out


def _offer_raise(board: Board, s: State) -> list[Action]:
    name = s.waiting[0]
    return [
        *(A("raise", name, (slug(p),)) for p in cw.standard_regions(board, s, name)),
        A("raise", name, ("none",)),
        *(_extras(board, s) if s.war is not None else []),
    ]


def _offer_sides(board: Board, s: State) -> list[Action]:
    w = cw.war_of(s)
    out = [A("muster")]
    for army in w.standing():
        for other in w.standing():
            if (
                other.name != army.name
                and w.leader_of(other.name) == other.name
                and w.leader_of(army.name) != other.name
            ):
                out.append(A("side", army.name, (other.name.lower(),)))
    return out + _extras(board, s)


def _offer_move(board: Board, s: State) -> list[Action]:
    name = s.waiting[0]
    marches = [A("campaign", name, (slug(r),)) for r, _ in targets_now(board, s)]
    return [A("fortify", name), *marches]


def _offer_intercept(board: Board, s: State) -> list[Action]:
    name = s.waiting[0]
    w = cw.war_of(s)
    mine = sum(x.strength for x in w.stack(name))
    theirs = sum(x.strength for n in w.marching if (x := w.army(n)) is not None)
    both = [A("intercept", name), A("ignore", name)]
    return both if mine >= theirs else both[::-1]


def _left(s: State) -> list[str]:
    deck = s.late_combat
    return sorted(set(deck.draw_pile or deck.discards))


def _offer_fight(board: Board, s: State) -> list[Action]:
    if not s.physical:
        return [A("fight")]
    left = _left(s)
    c = cw.war_of(s).clash
    if c is not None and not c.defenders:  # a Province alone draws no card
        return [A("fight", "", (x,)) for x in left]
    return [A("fight", "", (x, y)) for x in left for y in left]


def _offer_redraw(board: Board, s: State) -> list[Action]:
    name = s.waiting[0]
    if s.physical:
        return [A("accept", name)] + [A("redraw", name, (c,)) for c in _left(s)]
    return [A("accept", name), A("redraw", name)]


def _offer_bust(board: Board, s: State) -> list[Action]:
    name = s.waiting[0]
    return [A("bust", name, (slug(x),)) for x in cw.bust_choices(board, s, name)]


def _offer_seize(board: Board, s: State) -> list[Action]:
    name = s.waiting[0]
    out = []
    for member, where in clash.seizers(board, s, name):
        for x in where:
            out.append(
                A("seize", name, (member.lower(),) + (() if x == "reserve" else ("from", slug(x))))
            )
    return [*out, A("spare", name)]


def _prompt(say: Callable[[str, str], str]) -> Callable[[Board, State], str]:
    """A step's prompt: ``say(first, thumb)`` says it with the first player waiting and, at a
    physical table, the thumb the table flips (`` up|down``)."""

    def prompt(board: Board, s: State) -> str:
        first = s.waiting[0] if s.waiting else ""
        return say(first, " up|down" if s.physical else "")

    return prompt


def _offer_retreat(board: Board, s: State) -> list[Action]:
    name = s.waiting[0]
    c = cw.war_of(s).clash
    assert c is not None
    return [A("retreat", name, (slug(p),)) for p in clash.retreat_choices(board, s, name, c.region)]


def _battle_prompt(board: Board, s: State) -> str:
    c = cw.war_of(s).clash
    assert c is not None
    if not c.defenders:
        how = "fight ATTACKER-CARD" if s.physical else "fight"
        return t(
            "Battle in {region}: {attackers} against the Province of {province}, defending "
            "alone; the attacking Army draws a Late Republic Combat card, the Province none "
            "({how})",
            region=t(c.region),
            attackers=", ".join(c.attackers),
            province=t(c.province),
            how=how,
        )
    how = "fight ATTACKER-CARD DEFENDER-CARD" if s.physical else "fight"
    return t(
        "Battle in {region}: {attackers} against {defenders}; each Army draws a Late Republic "
        "Combat card ({how})",
        region=t(c.region),
        attackers=", ".join(c.attackers),
        defenders=", ".join(c.defenders),
        how=how,
    )


def _redraw_prompt(board: Board, s: State) -> str:
    c = cw.war_of(s).clash
    assert c is not None
    who = s.waiting[0]
    i = 0 if who in c.attackers else 1
    left = clash.redraws_left(s, i)
    card = " CARD" if s.physical else ""
    return tn(
        "{player} commands with {n} Redraw left: accept {card} (accept {player}) or draw "
        "again (redraw {player}{word})",
        "{player} commands with {n} Redraws left: accept {card} (accept {player}) or draw "
        "again (redraw {player}{word})",
        left,
        player=who,
        card=c.cards[i],
        word=card,
    )


PHASE = Phase(
    "civil-war",
    verbs={
        "raise": Verb(mc.raise_, ("raise",), arity=1, check=checks.raise_),
        "general": Verb(mc.general, SIDES_STEPS[:2], arity=2),
        "gamble": Verb(mc.gamble, SIDES_STEPS[:2], arity=1),
        "side": Verb(mc.side, SIDES_STEPS, arity=1),
        "lead": Verb(mc.lead, SIDES_STEPS),
        "bolster": Verb(mc.bolster, WAR_STEPS, arity=1),
        "muster": Verb(mc.muster, ("war-sides",), player=False),
        "fortify": Verb(mc.fortify, ("war-move",)),
        "campaign": Verb(mc.campaign, ("war-move",), arity=1, check=checks.campaign),
        "intercept": Verb(mc.intercept, ("intercept",)),
        "ignore": Verb(mc.ignore, ("intercept",)),
        "fight": Verb(mb.fight, ("war-battle",), player=False, arity=2),
        "redraw": Verb(mb.redraw, ("war-redraw",), arity=1),
        "accept": Verb(mb.accept, ("war-redraw",)),
        "split": Verb(mb.split, ("war-split",), arity=None),
        "fallen": Verb(mb.fallen, ("war-losses",), arity=1),
        "rout": Verb(mb.rout, ("war-rout",), arity=1),
        "bust": Verb(mb.bust, ("war-bust",), arity=1),
        "seize": Verb(mb.seize, ("war-seize",), arity=None),
        "spare": Verb(mb.spare, ("war-seize",)),
        "retreat": Verb(mb.retreat, ("war-retreat",), arity=1),
        "crown": Verb(mc.crown, ("war-crown",), arity=1),
    },
    steps={
        "raise": Step(
            _prompt(
                lambda first, thumb: t(
                    "Raising the Standard: {first} may raise a Standard on a Province it "
                    "governs (raise {first} PROVINCE, or raise {first} none)",
                    first=first,
                )
            ),
            RAISE,
            _offer_raise,
        ),
        "war-sides": Step(
            _prompt(
                lambda first, thumb: t(
                    "Factions: declare alliances (side PLAYER LEADER) and agree a Leader "
                    "(lead PLAYER); play a Roman General (general PLAYER N CARD; at a "
                    "--physical table general PLAYER N), risk a Province's elephants or "
                    "cataphracts (gamble PLAYER), add a Reform's or Event's Strength "
                    "(bolster PLAYER +N); then: muster"
                )
            ),
            RAISE,
            _offer_sides,
        ),
        "war-move": Step(
            _prompt(
                lambda first, thumb: t(
                    "Campaign Move: {first} marches (campaign {first} REGION) or fortifies "
                    "(fortify {first})",
                    first=first,
                )
            ),
            CAMPAIGNS,
            _offer_move,
        ),
        "intercept": Step(
            _prompt(
                lambda first, thumb: t(
                    "{first} may intercept the march (intercept {first}, or ignore {first})",
                    first=first,
                )
            ),
            MARCH,
            _offer_intercept,
        ),
        "war-battle": Step(_battle_prompt, BATTLE, _offer_fight),
        "war-redraw": Step(_redraw_prompt, BATTLE, _offer_redraw),
        "war-split": Step(
            _prompt(
                lambda first, thumb: t(
                    "{first} shares out the side's losses among its armies (split {first} N...)",
                    first=first,
                )
            ),
            BATTLE,
            lambda board, s: [
                A("split", s.waiting[0], tuple(map(str, x)))
                for x in cw.split_choices(s, *cw.war_of(s).splits[0])
            ],
        ),
        "war-losses": Step(
            _prompt(
                lambda first, thumb: t(
                    "{first} says how many of the Legions lost are Legions of Rome "
                    "(fallen {first} N)",
                    first=first,
                )
            ),
            BATTLE,
            lambda board, s: [
                A("fallen", s.waiting[0], (str(r),))
                for r, _ in cw.ways_to_lose(
                    s, s.waiting[0], dict(cw.war_of(s).shares)[s.waiting[0]]
                )
            ],
        ),
        "war-rout": Step(
            _prompt(
                lambda first, thumb: t(
                    "{first}'s beaten General flips a thumb: down, he is killed "
                    "(rout {first}{thumb})",
                    first=first,
                    thumb=thumb,
                )
            ),
            BATTLE,
            lambda board, s: _flip(s, "rout", s.waiting[0]),
        ),
        "war-bust": Step(
            _prompt(
                lambda first, thumb: t(
                    "{first} chooses which Bust is lost (bust {first} WHERE)", first=first
                )
            ),
            BATTLE,
            _offer_bust,
        ),
        "war-seize": Step(
            _prompt(
                lambda first, thumb: t(
                    "{first} may replace the defeated Province's Governor (seize {first} "
                    "MEMBER, or spare {first})",
                    first=first,
                )
            ),
            BATTLE,
            _offer_seize,
        ),
        "war-retreat": Step(
            _prompt(
                lambda first, thumb: t(
                    "{first} chooses where to retreat (retreat {first} PROVINCE)", first=first
                )
            ),
            BATTLE,
            _offer_retreat,
        ),
        "war-crown": Step(
            _prompt(
                lambda first, thumb: t(
                    "{first} may declare himself Emperor (crown {first} yes|no)", first=first
                )
            ),
            WINNING,
            lambda board, s: [
                A("crown", s.waiting[0], ("yes",)),
                A("crown", s.waiting[0], ("no",)),
            ],
        ),
    },
)
