"""The Civil War's battle words: the cards fought and redrawn, the losses split and the
Legions of Rome among them, the beaten General's thumb and Bust, a Province seized or
spared, the retreat."""

from __future__ import annotations

from lictor.games.carta_imperia.rules import INPUT
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import E, ev
from lictor.games.carta_imperia.rules.common_verbs import (
    _arg,
    _int,
    _region,
    _turn,
    refuse,
    take_bust,
)
from lictor.games.carta_imperia.rules.phases.civil_war import campaigns, clash
from lictor.games.carta_imperia.rules.phases.civil_war import steps as cw
from lictor.games.carta_imperia.rules.phases.civil_war.rulings import (
    BATTLE,
)
from lictor.games.carta_imperia.rules.phases.civil_war.verbs import _thumb
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import add, province_of, set_governor
from lictor.i18n import N_, t, tn
from lictor.rules.fast import replace
from lictor.slugs import slug


def fight(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: "Each Army in a battle draws a Late Republic Combat Card" - a Province
    defending alone, with no Army Standard, is no Army and draws none."""
    w = cw.war_of(s)
    c = w.clash
    assert c is not None
    armies = 2 if c.defenders else 1
    if s.physical:
        if len(a.args) != armies:
            raise refuse(
                "usage",
                t("fight ATTACKER-CARD DEFENDER-CARD (the cards drawn)")
                if armies == 2
                else t(
                    "fight ATTACKER-CARD (the cards drawn; a Province defending alone draws none)"
                ),
                INPUT,
            )
        s, first = _draw(board, s, a.args[0])
        second = ""
        if armies == 2:
            s, second = _draw(board, s, a.args[1])
    else:
        if a.args:
            raise refuse("virtual", t("lictor draws this deck: fight"), BATTLE)
        s, first = _draw(board, s, None)
        second = ""
        if armies == 2:
            s, second = _draw(board, s, None)
    w = cw.war_of(s)
    s = cw.set_war(s, replace(w, drawn=True, clash=replace(c, cards=(first, second))))
    said = [
        ev(
            t("Combat cards: attackers {first}, defenders {second}", first=first, second=second)
            if second
            else t(
                "Combat cards: attackers {first}, the Province of {province} draws none",
                first=first,
                province=t(c.province),
            ),
            BATTLE,
        )
    ]
    s, more = campaigns.after_cards(board, s)
    return s, said + more


def _card(board: Board, text: str) -> str:
    key = slug(text)
    if not any(c[0] == key for c in board.late_combat):
        names = sorted({c[0] for c in board.late_combat})
        raise refuse(
            "unknown-card",
            t(
                "unknown Late Republic Combat card {card} ({cards})",
                card=repr(text),
                cards=", ".join(names),
            ),
            INPUT,
        )
    return key


def _draw(board: Board, s: State, text: str | None) -> tuple[State, str]:
    card = _card(board, text) if text is not None else None
    if card is not None and card not in (s.late_combat.draw_pile or s.late_combat.discards):
        raise refuse(
            "not-in-deck",
            t(
                "{card} is not left in the Late Republic Combat deck (left: {left})",
                card=repr(card),
                left=", ".join(sorted(set(s.late_combat.draw_pile))),
            ),
            BATTLE,
        )
    return clash.draw_card(s, card)


def _commanding(s: State, a: Action) -> int:
    _turn(s, a, BATTLE)
    c = cw.war_of(s).clash
    assert c is not None
    for i, names in enumerate((c.attackers, c.defenders)):
        if names and cw.commander(s, names) == a.player and clash.redraws_left(s, i):
            return i
    raise refuse("no-redraw", t("{player} has no Redraw left", player=a.player), BATTLE)


def redraw(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: the commander draws again, up to his Generalship; a Barbarians or Military
    Disaster redrawn counts as a Military Disaster and ends the redraws."""
    i = _commanding(s, a)
    if s.physical and not a.args:
        raise refuse("usage", t("redraw {player} CARD (the card drawn)", player=a.player), INPUT)
    if not s.physical and a.args:
        raise refuse(
            "virtual", t("lictor draws this deck: redraw {player}", player=a.player), BATTLE
        )
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
            t(
                "{player} redraws: {card} - counted as a Military Disaster",
                player=a.player,
                card=card,
            )
            if disaster[i]
            else t("{player} redraws: {card}", player=a.player, card=card),
            BATTLE,
        )
    ]
    s, more = campaigns.after_cards(board, s)
    return s, said + more


def accept(board: Board, s: State, a: Action) -> tuple[State, E]:
    i = _commanding(s, a)
    w = cw.war_of(s)
    c = w.clash
    assert c is not None
    done = list(c.done)
    done[i] = True
    s = cw.set_war(s, replace(w, clash=replace(c, done=(done[0], done[1]))))
    said = [ev(t("{player} accepts {card}", player=a.player, card=c.cards[i]), BATTLE)]
    s, more = campaigns.after_cards(board, s)
    return s, said + more


def split(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle casualties: the commander shares his side's losses among its armies, one
    number per army, his own first."""
    _turn(s, a, BATTLE)
    w = cw.war_of(s)
    names, total = w.splits[0]
    order = cw.side_order(s, names)
    if len(a.args) != len(order):
        raise refuse(
            "usage", t("give one number per army: {armies}", armies=", ".join(order)), BATTLE
        )
    try:
        given = tuple(int(x) for x in a.args)
    except ValueError:
        raise refuse(
            "number", t("split: {words} are not whole numbers", words=" ".join(a.args)), INPUT
        ) from None
    if not _fits(s, order, given, total):
        raise refuse(
            "split",
            tn(
                "the {n} Legion lost is shared out among {armies}, each losing no more than it has",
                "the {n} Legions lost are shared out among {armies}, each losing no more than "
                "it has",
                total,
                armies=", ".join(order),
            ),
            BATTLE,
        )
    w = replace(w, splits=w.splits[1:], shares=(*w.shares, *zip(order, given, strict=True)))
    said = [
        ev(
            t(
                "{player} shares out the losses: {shares}",
                player=a.player,
                shares=", ".join(f"{n} {k}" for n, k in zip(order, given, strict=True)),
            ),
            BATTLE,
        )
    ]
    s, more = campaigns.next_split(board, cw.set_war(s, w))
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
    rome = _int(a, 0, N_("Legions of Rome lost"))
    ways = cw.ways_to_lose(s, a.player, k)
    way = next((x for x in ways if x[0] == rome), None)
    if way is None:
        raise refuse(
            "losses",
            tn(  # the English says "Legions" whatever the count; the Italian makes it agree
                "{player} loses {n} Legions: {low} to {high} of them Legions of Rome, not {rome}",
                "{player} loses {n} Legions: {low} to {high} of them Legions of Rome, not {rome}",
                k,
                player=a.player,
                low=ways[0][0],
                high=ways[-1][0],
                rome=rome,
            ),
            BATTLE,
        )
    s, said = cw.lose_legions(s, a.player, way)
    w = cw.war_of(s)
    s = cw.set_war(s, replace(w, shares=tuple(x for x in w.shares if x[0] != a.player)))
    s = replace(s, waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    s, more = campaigns.after_losses(board, s)
    return s, said + more


def rout(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: each General of the beaten army flips a thumb: down, he is killed."""
    _turn(s, a, BATTLE)
    s, thumb = _thumb(s, a, 0, BATTLE)
    said = [
        ev(
            t("{player} flips: thumb up", player=a.player)
            if thumb == "up"
            else t("{player} flips: thumb down", player=a.player),
            BATTLE,
        )
    ]
    if thumb == "down":
        s, more = clash.killed(board, s, a.player)
        said += more
        if s.step == "war-bust":
            return s, said
    return _routed(board, s, said)


def _routed(board: Board, s: State, said: E) -> tuple[State, E]:
    s = replace(s, step="war-rout", waiting=s.waiting[1:])
    if s.waiting:
        return s, said
    s, more = campaigns.after_rout(board, s)
    return s, said + more


def bust(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, BATTLE)
    where = cw.bust_choices(board, s, a.player)
    text = " ".join(a.args)
    choice = next((x for x in where if slug(x) == slug(text)), None)
    if choice is None:
        raise refuse(
            "no-bust",
            t(
                "{player} has no Bust in {where} to lose (from: {choices})",
                player=a.player,
                where=text or "?",
                choices=", ".join(slug(x) for x in where),
            ),
            BATTLE,
        )
    s, said = cw.lose_bust(s, a.player, choice)
    return _routed(board, s, said)


def seize(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: the winner may replace the Governor of a defeated Province with one of its
    Faction's (``seize PLAYER MEMBER [from PROVINCE]``: a Bust from that member's Reserve,
    or with none there from a Province he governs, II. eXec's placing; the old Governor
    goes back to his Reserve)."""
    _turn(s, a, BATTLE)
    w = cw.war_of(s)
    c = w.clash
    assert c is not None
    prov = province_of(s, c.region)
    text = _arg(a, 0, N_("Faction member whose Governor goes there"))
    member = next((n for n in s.names if n.lower() == text.lower()), None)
    if member is None or w.army(member) is None or not w.allies(member, a.player):
        raise refuse(
            "not-ally",
            t("{name} is not in {player}'s Faction", name=repr(text), player=a.player),
            BATTLE,
        )
    if a.args[1:2] == ("from",) and slug(" ".join(a.args[2:])) == slug(prov):
        raise refuse(
            "same",
            t(
                "{player}'s Bust cannot come from {province} itself",
                player=member,
                province=t(prov),
            ),
            BATTLE,
        )
    s, said = take_bust(board, s, member, a.args[1:])
    old = s.governor(prov)
    if old is not None:
        s = add(s, old, reserve=1)
    s = set_governor(s, prov, member)
    s = replace(s, rebels=tuple(r for r in s.rebels if r != prov))
    said = [
        *said,
        ev(
            t(
                "{player}'s Governor replaces {old}'s in {province}",
                player=member,
                old=old,
                province=t(prov),
            )
            if old
            else t(
                "{player}'s Governor replaces nobody's in {province}",
                player=member,
                province=t(prov),
            ),
            BATTLE,
        ),
    ]
    s, more = campaigns.after_battle(board, s)
    return s, said + more


def spare(board: Board, s: State, a: Action) -> tuple[State, E]:
    _turn(s, a, BATTLE)
    s, more = campaigns.after_battle(board, s)
    return s, [ev(t("{player} leaves the Governor in place", player=a.player), BATTLE), *more]


def retreat(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Battle: the beaten army retreats to one of the nearest friendly Provinces."""
    _turn(s, a, BATTLE)
    c = cw.war_of(s).clash
    assert c is not None
    where = _region(board, s, " ".join(a.args))
    homes = clash.retreat_choices(board, s, a.player, c.region)
    if where not in homes:
        raise refuse(
            "too-far",
            t(
                "{player} retreats to the nearest friendly Province: {choices}, not {where}",
                player=a.player,
                choices=", ".join(slug(x) for x in homes),
                where=slug(where),
            ),
            BATTLE,
        )
    s, said = clash.fall_back(s, a.player, where)
    s, more = campaigns.retreats(board, s)
    return s, said + more
