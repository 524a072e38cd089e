"""The end of an Era: rebellions, Legions home, Private Legions kept, the next Primus and
last place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lictor.games.carta_imperia.rules import late, ref
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import (
    END,
    END_CAMPAIGN,
    PRIVATE,
    REBELS,
    SEQ,
    E,
    ev,
)
from lictor.games.carta_imperia.rules.era import last_place, most_prestige
from lictor.games.carta_imperia.rules.state import State
from lictor.games.carta_imperia.rules.table import add, primus_order, set_governor, with_familia
from lictor.i18n import t, tn
from lictor.lazy import lazy_function
from lictor.rules.fast import replace

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.endgame.steps import finish
else:
    finish = lazy_function("lictor.games.carta_imperia.rules.phases.endgame.steps:finish")

EMPEROR = ref("V. eXtra-Legal", "Imperator: the Emperor remains Primus")


def close_era(board: Board, s: State) -> tuple[State, E]:
    """The Era closes (after the campaigns, the eXtra-Legal deeds and any Civil War, which
    ``civil_war.steps.end_era`` runs first): rebellions, Legions home, the next Primus."""
    said: E = []
    for p in s.rebels:
        who = s.governor(p)
        if who is not None:
            s = add(set_governor(s, p, None, waits=False), who, reserve=1)  # reconquered
            said.append(
                ev(
                    t(
                        "{province}'s rebellion was not put down: {player}'s Governor goes home",
                        province=t(p),
                        player=who,
                    ),
                    REBELS,
                )
            )
    s = replace(s, rebels=(), taxable_rebels=(), campaigned=())
    s, more = late.mules_of_marius(board, s)  # Era VI on: Allied Legions serve on as Private
    said += more
    s, more = legions_go_home(s)
    said += more
    if s.era >= s.final_era:  # the last Era: no next one to keep Legions in service for
        return next_primus(board, s, said)
    for f in s.players:
        if f.professional and not f.auctoritas:
            s, more = release(s, f.name, False, late.mules(board, s))
            said += more
    keepers = tuple(n for n in primus_order(s) if s.familia(n).professional)
    if keepers:
        return replace(s, step="retain", waiting=keepers), [
            *said,
            ev(
                t(
                    "{players}: keep your Private Legions for 1 Auctoritas, "
                    "or let them go home (keep PLAYER / release PLAYER)",
                    players=", ".join(keepers),
                )
                if late.mules(board, s)
                else t(
                    "{players}: keep your Professional Army Legions for 1 Auctoritas, "
                    "or let them go home (keep PLAYER / release PLAYER)",
                    players=", ".join(keepers),
                ),
                PRIVATE,
            ),
        ]
    return next_primus(board, s, said)


def release(s: State, name: str, chose: bool, mules: bool = False) -> tuple[State, E]:
    """Ending the Campaign: Private Legions not kept (the Professional Army's; from Era VI,
    ``mules``, all but the Gens Claudii's) go home to the supply; ``chose``: the player let
    them go (else he had no Auctoritas to keep them)."""
    f = s.familia(name)
    n = f.professional
    s = with_familia(s, name, private=f.private - n, professional=0)
    s = replace(s, allied_supply=s.allied_supply + n)
    return s, [ev(_released(name, n, chose, mules), PRIVATE)]


def _released(name: str, n: int, chose: bool, mules: bool) -> str:
    if chose and mules:
        return tn(
            "{player} lets them go: {n} Private Legion goes home",
            "{player} lets them go: {n} Private Legions go home",
            n,
            player=name,
        )
    if chose:
        return tn(
            "{player} lets them go: {n} Professional Army Legion goes home",
            "{player} lets them go: {n} Professional Army Legions go home",
            n,
            player=name,
        )
    if mules:
        return tn(
            "{player} has no Auctoritas to keep them: {n} Private Legion goes home",
            "{player} has no Auctoritas to keep them: {n} Private Legions go home",
            n,
            player=name,
        )
    return tn(
        "{player} has no Auctoritas to keep them: {n} Professional Army Legion goes home",
        "{player} has no Auctoritas to keep them: {n} Professional Army Legions go home",
        n,
        player=name,
    )


def next_primus(board: Board, s: State, said: E) -> tuple[State, E]:
    """The end of an Era, after the campaigns are wound up: the next Primus, last place."""
    prestige = {f.name: f.prestige for f in s.players}
    leaders = most_prestige(prestige)
    if s.era >= s.final_era:  # no next Era to lead: only last place is settled
        s, more = last_place_bonus(s)
        return after_primus(board, s, said + more)
    if s.war_primus:  # Winning the War (or an Assassination): that Primus holds it
        won_in_war = s.primus_by != "plot"
        s = replace(s, primus=s.war_primus, war_primus="", primus_by="")
        if won_in_war:
            said.append(
                ev(
                    t("{player} won the Primus in the Civil War", player=s.primus),
                    ref("Winning the War"),
                )
            )
        else:
            said.append(
                ev(
                    t(
                        "{player} became Primus by the Assassination and holds it into the "
                        "next Era (reading assassin_primus: keeps)",
                        player=s.primus,
                    ),
                    ref("V. eXtra-Legal", "Assassinate"),
                )
            )
        s, more = last_place_bonus(s)
        return after_primus(board, s, said + more)
    if s.emperor:  # V. eXtra-Legal, Imperator: the Emperor stays Primus whatever his Prestige
        s = replace(s, primus=s.emperor)
        said.append(
            ev(t("{player} is Emperor: Primus whatever his Prestige", player=s.emperor), EMPEROR)
        )
        s, more = last_place_bonus(s)
        return after_primus(board, s, said + more)
    if len(leaders) == 1:
        s = replace(s, primus=leaders[0])
        said.append(ev(t("{player} has the most Prestige: Primus", player=leaders[0]), SEQ))
        s, more = last_place_bonus(s)
        said += more
        return after_primus(board, s, said)
    s = replace(s, step="primus", waiting=(s.primus,))
    said.append(
        ev(
            t(
                "{players} tie on Prestige: the Primus ({primus}) chooses one "
                "of them (`primus NAME`, e.g. `primus {first}`)",
                players=", ".join(leaders),
                primus=s.primus,
                first=leaders[0],
            ),
            ref("Primus Inter Pares", "the Primus breaks ties"),
        )
    )
    return s, said


def legions_go_home(s: State) -> tuple[State, E]:
    """Ending the Campaign: at the end of each Era ALL surviving Allied Legions go home -
    those lent to Generals and those a player still holds - and the Legions of Rome return
    to their card. Private Legions follow their own rule: they stay with their Familia."""
    lent = sum(g.allied for g in s.generals)
    held = sum(f.legions for f in s.players)
    rome = sum(g.rome for g in s.generals)
    for g in s.generals:
        if g.private:
            s = add(s, g.name, private=g.private, professional=g.professional)
    s = replace(
        s,
        players=tuple(replace(f, legions=0) for f in s.players),
        generals=(),
        battles=(),
        allied_supply=s.allied_supply + lent + held,
        rome_card=s.rome_card + rome,
        election=None,
        suit=None,
    )
    if not (lent or held or rome):
        return s, []
    parts = []
    if lent or held:
        parts.append(
            tn(
                "{n} Allied Legion goes home to the supply ({held} held by players, {lent} with "
                "Generals)",
                "{n} Allied Legions go home to the supply ({held} held by players, {lent} with "
                "Generals)",
                lent + held,
                held=held,
                lent=lent,
            )
            if lent and held
            else tn(
                "{n} Allied Legion goes home to the supply",
                "{n} Allied Legions go home to the supply",
                lent + held,
            )
        )
    if rome:
        parts.append(
            tn(
                "{n} Legion of Rome returns to their card",
                "{n} Legions of Rome return to their card",
                rome,
            )
        )
    return s, [ev("; ".join(parts), END_CAMPAIGN)]


def last_place_bonus(s: State) -> tuple[State, E]:
    low = last_place({f.name: f.prestige for f in s.players})
    for n in low:
        s = add(s, n, dignitas=1)
    return s, [ev(t("Last place gains 1 Dignitas: {players}", players=", ".join(low)), SEQ)]


def after_primus(board: Board, s: State, said: E) -> tuple[State, E]:
    if s.era >= s.final_era and s.historical is not None:  # no Legacy decides a co-op game
        s, more = finish(board, s)
        return s, [*said, *more]
    if s.era >= s.final_era:
        s = replace(s, step="legacy", waiting=primus_order(s))
        return s, [
            *said,
            ev(
                t(
                    "The last Era is over: each player reveals a Legacy card and the table says "
                    "what it scores (legacy PLAYER POINTS; 0 if none)"
                ),
                END,
            ),
        ]
    s = replace(s, era=s.era + 1, step="direction", waiting=(s.primus,))
    return s, [
        *said,
        ev(
            t(
                "{player}, Primus: choose the direction of play for Era {era}",
                player=s.primus,
                era=s.era,
            ),
            SEQ,
        ),
    ]
