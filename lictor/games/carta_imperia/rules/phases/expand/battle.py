"""A campaign's battle: thumbs, combat cards, held Legions, Strength and the ruling (the
casualties, spoils and routs after it are in casualties.py)."""

from __future__ import annotations

from functools import partial

from lictor.games.carta_imperia.rules import INPUT, late, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import SEQ, E, ev, rng
from lictor.games.carta_imperia.rules.common_verbs import (
    CASUALTIES,
    _arg,
    _int,
    _turn,
    play_event,
    refuse,
)
from lictor.games.carta_imperia.rules.phases.expand.casualties import (
    _default_shares,
    _lose_bust,
    _routed,
    _share_out,
    bust_choices,
)
from lictor.games.carta_imperia.rules.phases.expand.rulings import BattleRuling, battle
from lictor.games.carta_imperia.rules.state import Action, Battle, State
from lictor.games.carta_imperia.rules.table import (
    adjacent_to_rome,
    battles_with,
    committed,
    overland,
    regions,
)
from lictor.i18n import N_, quietly, t, tn
from lictor.rules.fast import replace
from lictor.slugs import slug

# a thumb's side, and what forces a flip, in prose (the words typed stay `up`, `down`)
THUMB = {"up": N_("up"), "down": N_("down")}
DUE = {"elephants": N_("elephants"), "cataphracts": N_("cataphracts")}


def _flip_result(s: State, a: Action) -> tuple[State, str]:
    if s.physical:
        thumb = _arg(a, 0, "thumb (up or down)")
        if thumb not in ("up", "down"):
            raise refuse("thumb", t("a thumb is up or down"), INPUT)
        return s, thumb
    if a.args:
        raise refuse(
            "virtual", t("lictor flips for a virtual game: flip PLAYER"), ref("Regional Icons")
        )
    thumb = "up" if rng(s, "thumb").random() < 0.5 else "down"
    return replace(s, counter=s.counter + 1), thumb


def flip(board: Board, s: State, a: Action) -> tuple[State, E]:
    if s.step == "rout":
        _turn(s, a, CASUALTIES)
        s, thumb = _flip_result(s, a)
        said = [
            ev(
                t("{player} flips: thumb {thumb}", player=a.player, thumb=t(THUMB[thumb])),
                CASUALTIES,
            )
        ]
        if thumb == "down":
            where = bust_choices(board, s, a.player)
            if len(where) > 1:
                said.append(
                    ev(
                        t(
                            "{player}'s General is killed: {player} chooses which Bust goes "
                            "to Stock (lose {player} {choices})",
                            player=a.player,
                            choices=" | ".join(slug(w) for w in where),
                        ),
                        ref("II. eXec", "losing a Bust"),
                    )
                )
                return replace(s, step="killed"), said
            if where:
                s, more = _lose_bust(s, a.player, where[0])
                said += more
            else:
                said.append(
                    ev(
                        t(
                            "{player}'s General is killed, but {player} has no Bust to lose",
                            player=a.player,
                        ),
                        CASUALTIES,
                    )
                )
        return _routed(board, s, said)
    b = s.battles[s.current]
    due = late.thumb_due(board, s)  # elephants, then (Eras V-VII) cataphracts
    if not due:
        raise refuse(
            "no-flip",
            t("no thumb flip is due in this battle: draw the combat card"),
            ref("Regional Icons"),
        )
    if a.player != b.generals[0]:
        raise refuse(
            "not-commander",
            t("the Commanding General ({general}) flips", general=b.generals[0]),
            ref("Regional Icons"),
        )
    s, thumb = _flip_result(s, a)
    if due == "cataphracts":
        return late.cataphracts_flipped(s, thumb)
    s = replace(s, battles=battles_with(s, s.current, replace(b, elephants=thumb)))
    if thumb == "up":
        text = t("Elephants: thumb up, -2 to the defence")
    else:
        text = t("Elephants: thumb down, Rome loses 2 Legions")
    return s, [ev(text, ref("Regional Icons", "Elephants"))]


def combat(board: Board, s: State, a: Action) -> tuple[State, E]:
    if not s.physical:
        raise refuse("virtual", t("lictor draws this deck: draw"), SEQ)
    try:
        card = late.combat_card(board, s, _arg(a, 0, "combat card"))[0]
    except Exception as exc:
        raise refuse("unknown-card", str(exc), INPUT) from None
    return _combat_card(board, s, card)


def _combat_card(board: Board, s: State, card: str | None) -> tuple[State, E]:
    if s.step != "battle":
        raise refuse("not-now", t("no battle is being fought"), SEQ)
    b = s.battles[s.current]
    if b.drawn:
        raise refuse(
            "drawn", t("the combat card is drawn: resolve"), ref("How to Fight a Campaign")
        )
    due = late.thumb_due(board, s)
    if due:
        raise refuse(
            "flip-first",
            t(
                "{due}: {general} flips a thumb before the combat card",
                due=t(DUE[due]) if due in DUE else due,
                general=b.generals[0],
            ),
            ref("Regional Icons", due.title()),
        )
    said: E = []
    deck = late.combat_deck(board, s)  # the Early Republic deck, or the Late in Eras V-VII
    foe = board.foe_named(b.target)
    if not b.cards and foe is not None and foe.ambush and not b.ambush:
        strength, roman = _pre_strengths(board, s, b)
        if roman > strength:
            b = replace(b, ambush=True)
            deck = replace(deck, draw_pile=deck.draw_pile + deck.discards, discards=())
            if not s.physical:
                deck = replace(deck, ordered=False).shuffled(s.seed + 7 * s.counter + 1)
            said.append(
                ev(
                    t(
                        "Hannibal is outnumbered ({roman} to {strength}): he Ambushes!",
                        roman=roman,
                        strength=strength,
                    ),
                    ref("Scenario I: Hannibal", "Ambush"),
                )
            )
    if not deck.draw_pile:
        deck = replace(deck, draw_pile=deck.discards, discards=(), ordered=False)
        if not s.physical:
            deck = deck.shuffled(s.seed + 7 * s.counter + 3)
    if card is None:
        card = deck.next_virtual()
    if card not in deck.draw_pile:
        raise refuse(
            "not-in-deck",
            t(
                "{card} is not left in the combat deck (left: {left})",
                card=repr(card),
                left=", ".join(sorted(set(deck.draw_pile))),
            ),
            ref("How to Fight a Campaign"),
        )
    deck = deck.draw(card)
    b = replace(b, cards=(*b.cards, card))
    s = late.with_combat_deck(board, s, deck)
    s = replace(s, counter=s.counter + 1, battles=battles_with(s, s.current, b))
    kind = late.shields_of(board, s, (card,))[0][0]
    said.append(ev(t("Combat card: {card}", card=card), ref("How to Fight a Campaign")))
    if b.ambush and kind != "legionary":
        return s, said
    s = replace(s, battles=battles_with(s, s.current, replace(b, drawn=True)))
    r = quietly(partial(_ruling, board, s))  # its numbers only: its lines are said at resolve
    if r.success:
        text = t(
            "So far Rome {roman} against {region}: Rome wins. A Great General or a Reform may "
            "still add Strength (strength GENERAL +N); then: resolve",
            roman=r.roman_strength,
            region=r.region_strength,
        )
    else:
        text = t(
            "So far Rome {roman} against {region}: Rome loses. A Great General or a Reform "
            "may still add Strength (strength GENERAL +N); then: resolve",
            roman=r.roman_strength,
            region=r.region_strength,
        )
    said.append(
        ev(
            text,
            ref("How to Fight a Campaign", "cards played after the combat card"),
        )
    )
    return s, said


def hold(board: Board, s: State, a: Action) -> tuple[State, E]:
    """Tactical Reserve: a General holds some Allied (white) Legions back from this
    battle, before any combat card (against Hannibal it can prevent his Ambush)."""
    rule = ref("How to Fight a Campaign", "Tactical Reserve")
    b = s.battles[s.current]
    if a.player not in b.generals:
        raise refuse(
            "not-in-battle", t("{player} is not a General in this battle", player=a.player), rule
        )
    if b.cards or b.drawn:
        raise refuse("too-late", t("Legions are held back before the combat card is drawn"), rule)
    if a.player in dict(b.held):
        raise refuse("held", t("{player} has already held Legions back", player=a.player), rule)
    n = _int(a, 0, "number of Allied Legions held back")
    g = s.general(a.player)
    assert g is not None
    if not 1 <= n <= g.allied:
        raise refuse(
            "allied",
            tn(
                "{player} commands {n} Allied Legions to hold back",
                "{player} commands {n} Allied Legions to hold back",
                g.allied,
                player=a.player,
            ),
            rule,
        )
    s = play_event(s, a.player, "tactical-reserve", rule, "Tactical Reserve")
    b = replace(b, held=(*b.held, (a.player, n)))
    s = replace(s, battles=battles_with(s, s.current, b))
    return s, [
        ev(
            tn(
                "{player} plays Tactical Reserve: {n} Allied Legions held back",
                "{player} plays Tactical Reserve: {n} Allied Legions held back",
                n,
                player=a.player,
            ),
            rule,
        )
    ]


def strength(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A card or Reform adds Strength to Rome's army (its cost is recorded with adjust)."""
    b = s.battles[s.current]
    if a.player not in b.generals:
        raise refuse(
            "not-in-battle",
            t("{player} is not a General in this battle", player=a.player),
            ref("How to Fight a Campaign"),
        )
    n = _int(a, 0, "Strength (+N or -N)")
    if not n:
        raise refuse("number", t("strength: give +N or -N"), INPUT)
    s = replace(s, battles=battles_with(s, s.current, replace(b, bonus=b.bonus + n)))
    return s, [
        ev(
            t(
                "{player}: Rome {n} Strength in the battle for {target} (a card or Reform)",
                player=a.player,
                n=f"{n:+d}",
                target=t(b.target),
            ),
            ref("How to Fight a Campaign", "Great General cards and Reforms"),
        )
    ]


def resolve(board: Board, s: State, a: Action) -> tuple[State, E]:
    b = s.battles[s.current]
    if not b.drawn:
        raise refuse(
            "draw-first",
            t("draw the combat card before resolving the battle"),
            ref("How to Fight a Campaign"),
        )
    return _resolve(board, s)


def _shields(board: Board, s: State, b: Battle) -> dict[str, int]:
    foe = board.foe_named(b.target)
    if foe is not None:
        return dict(foe.shields)
    return dict(regions(board, s)[b.target].shields)


def _pre_strengths(board: Board, s: State, b: Battle) -> tuple[int, int]:
    strength = sum(_shields(board, s, b).values())
    roman = sum(committed(s, b, n) for n in b.generals)
    if b.elephants == "up":
        strength = max(0, strength - 2)
    elif b.elephants == "down":
        roman -= min(2, roman)
    if b.cataphracts == "down":
        strength += 4
    return strength, roman


def _naval(board: Board, s: State, b: Battle) -> str:
    if board.foe_named(b.target) is not None:
        return ""
    here = regions(board, s)
    r = here[b.target]
    if "naval-port" not in r.features or adjacent_to_rome(board, s, r):
        return ""
    # Naval Supremacy: "the invading General's Familia" has a Governor where a Naval Icon
    # is - with combined forces, any of the invading Generals' Familiae (one army, one fleet)
    if any(
        "naval-port" in here[p].features for p, w in s.governors if w in b.generals and p in here
    ):
        return ""
    if overland(board, s, r):
        return ""
    return "minus-one" if "Italia" in s.romanised else "doubled"


def _ruling(board: Board, s: State) -> BattleRuling:
    b = s.battles[s.current]
    cards = late.shields_of(board, s, b.cards)
    legions = sum(committed(s, b, n) for n in b.generals)
    social = late.social_war_battle(board, s, b)  # every shield drawn counts for the rebels
    r = battle(
        _shields(board, s, b),
        legions,
        cards,
        naval=_naval(board, s, b),
        elephants=(b.elephants or None),  # type: ignore[arg-type]
        cataphracts=(b.cataphracts or None),  # type: ignore[arg-type]
        ambush=b.ambush,
        defender=b.target,
        bonus=b.bonus,
        all_shields=social,
    )
    extra = late.civil_war_only(board, s, b.cards)
    return replace(r, lines=r.lines + tuple(extra)) if extra else r


def _resolve(board: Board, s: State) -> tuple[State, E]:
    b = s.battles[s.current]
    legions = sum(committed(s, b, n) for n in b.generals)
    ruling = _ruling(board, s)
    said = [ev(line.text, line.rule) for line in ruling.lines]
    b = replace(b, result="won" if ruling.success else "lost")
    total = ruling.casualties + ruling.elephant_losses
    s = replace(s, battles=battles_with(s, s.current, b), spoils=ruling.dignitas, losses=total)
    if board.foe_named(b.target) is None:  # Raising the Standard: where each last campaigned
        last = dict(s.campaigned) | dict.fromkeys(b.generals, b.target)
        s = replace(s, campaigned=tuple(sorted(last.items())))
    if len(b.generals) > 1 and 0 < total < legions:
        commander = b.generals[0]
        said.append(
            ev(
                tn(
                    "{general}, Commanding General: who loses the {n} Legions? (casualties "
                    "{general} N1 N2, one number per General: {generals})",
                    "{general}, Commanding General: who loses the {n} Legions? (casualties "
                    "{general} N1 N2, one number per General: {generals})",
                    total,
                    general=commander,
                    generals=", ".join(b.generals),
                ),
                ref("Casualties", "the Commanding General decides"),
            )
        )
        return replace(s, step="casualties", waiting=(commander,)), said
    s, more = _share_out(board, s, _default_shares(s, b, total))
    return s, said + more


def draw(board: Board, s: State, a: Action) -> tuple[State, E]:
    """A virtual game's combat card, drawn by lictor."""
    if s.physical:
        raise refuse("physical", t("the table draws real cards: reveal CARD or combat CARD"), SEQ)
    return _combat_card(board, s, None)
