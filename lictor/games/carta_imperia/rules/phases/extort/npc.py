"""NPC eXtort (Solo & 2-Player Addenda, NPC Action Summary): a Primus NPC Bewares the Ides
(Era # Auctoritas and a rival chose eXtort, or anyone chose eXtra-Legal); a Player Primus
with Auctoritas at least Era # is Impeached; else it Prosecutes the Senator with the most
Dignitas it can target. In court against another NPC it draws a Court Card at random; it
votes thumbs down on an Impeachment. With a Quaestor of its own (NPCs Using Reforms) it
Impeaches an overmighty Player who is not Primus (reconstruction: Auctoritas at least Era #);
with another Senator's, only when that Impeachment is certain (``_others_quaestor``).

Secrecy: it reads another Familia's Action cards only once turned over (common_npc.known_actions),
with the one exception the Addenda print: an NPC Primus heeds "the advice of soothsayers", a
Player's face-down eXtra-Legal card. That Beware the Ides tells the table what the printed rule
tells it (that someone chose eXtra-Legal), and its reason names no one. At a --physical table
lictor does not know a face-down card (the table turns each Action's cards over when its turn
comes): lictor's decision (reconstruction) is that the NPC decides on what it can see and its
reason asks the table, which can look, to say `ides NPC` instead if a Player's card is
eXtra-Legal (proposed first with `next --confirm-npc`, or corrected by `amend`); the
soothsayers' answer is never printed by lictor, so no secret reaches a screen."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_npc import decision, flip, known_actions, own_reform
from lictor.games.carta_imperia.rules.common_steps import action_cards, face_down
from lictor.games.carta_imperia.rules.npc_types import Policy
from lictor.games.carta_imperia.rules.phases.elections.steps import reform_fee
from lictor.games.carta_imperia.rules.phases.tools.npc_promises import kept
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import enacted
from lictor.i18n import t, tn
from lictor.rules.fast import replace
from lictor.rules.npc import Decision


def extort(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    found = _extort(board, s, npc, offers)
    if found is None or not found.action or found.action.startswith("ides "):
        return found
    if not soothsayers_unseen(board, s, npc, offers):
        return found
    return replace(
        found,
        because=(
            *found.because,
            t(
                "at a `--physical` table lictor cannot see the Action cards still face down: "
                "if a Player's is eXtra-Legal, the soothsayers warn {npc} and it Bewares the "
                "Ides instead (NPC eXtort): the table, which can look, says `ides {npc}` "
                "(with `next --confirm-npc`, or `amend` this action)",
                npc=npc,
            ),
        ),
    )


def soothsayers_unseen(board: Board, s: State, npc: str, offers: list[Action]) -> bool:
    """An NPC Primus that could Beware the Ides at a --physical table while a Player's
    eXtra-Legal card may still lie face down: the Addenda have the NPC heed the soothsayers,
    who know it; lictor does not (reconstruction: the table looks and overrides, below)."""
    return (
        s.physical
        and s.primus == npc
        and any(a.verb == "ides" for a in offers)
        and "extra-legal" in action_cards(board, s)
        and "extra-legal" not in s.revealed
        and bool(face_down(s))
    )


def _extort(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    verbs = {a.verb: a for a in offers}
    f = s.familia(npc)
    # only cards it may know: its own, the NPCs', a Player's once turned over; and, as the
    # Addenda print, the soothsayers' warning of an eXtra-Legal card still face down
    rivals_extort = any(
        "extort" in known_actions(s, npc, x.name) for x in s.players if x.name != npc
    )
    outlaw = any("extra-legal" in x.actions for x in s.players)
    if s.primus == npc and "ides" in verbs:
        if f.auctoritas >= s.era and rivals_extort:
            return decision(
                verbs["ides"],
                [
                    t(
                        "Primus, Era # Auctoritas, and a rival chose eXtort: "
                        "Beware the Ides (NPC eXtort)"
                    )
                ],
            )
        if outlaw:
            return decision(
                verbs["ides"],
                [
                    t(
                        "Primus, and the soothsayers warn that eXtra-Legal was chosen this Era: "
                        "Beware the Ides (NPC eXtort)"
                    )
                ],
            )
    spared = kept(s, npc, "no-court")  # "NPCs are open to Deals to avoid going to court"
    if (
        s.primus in s.humans
        and s.primus not in spared
        and "impeach" in verbs
        and s.familia(s.primus).auctoritas >= s.era
    ):
        return decision(
            verbs["impeach"],
            [
                t(
                    "{primus}, a Player, is Primus with Auctoritas at least "
                    "Era #: Impeach (NPC eXtort)",
                    primus=s.primus,
                )
            ],
        )
    quaestor = _quaestor(board, s, npc, spared) if "impeach" in verbs else None
    if quaestor is not None:
        return quaestor
    names = {n.lower(): n for n in s.names}
    every = [a for a in offers if a.verb == "prosecute" and a.args]
    suits = [a for a in every if names.get(a.args[0]) not in spared]
    if suits:
        rich = max(s.familia(names[a.args[0]]).dignitas for a in suits)
        top = [a for a in suits if s.familia(names[a.args[0]]).dignitas == rich]
        pick = top[0]
        why = [
            t(
                "it Prosecutes the Senator with the most Dignitas it can "
                "target ({rich}) (NPC eXtort)",
                rich=rich,
            )
        ]
        if len(top) > 1:  # reconstruction: the tied human with most Prestige (the last
            # tie-break read: it disadvantages the leading Player most)
            lead = [a for a in top if names[a.args[0]] in s.humans]
            if lead:
                pick = max(lead, key=lambda a: s.familia(names[a.args[0]]).prestige)
                why.append(t("tied: the leading Player is disadvantaged most"))
        if len(suits) < len(every):
            why.append(
                t(
                    "it promised {players} in a deal to take them to no court this Era",
                    players=", ".join(
                        sorted(
                            {names[a.args[0]] for a in every} - {names[a.args[0]] for a in suits}
                        )
                    ),
                )
            )
        return decision(pick, why)
    if every:
        quiet = next((a for a in offers if a.verb in ("pass", "decline", "none")), None)
        if quiet is not None:
            return decision(
                quiet,
                [t("every Senator it could take to court holds its promise not to (a deal)")],
            )
    return None


def _quaestor(board: Board, s: State, npc: str, spared: list[str]) -> Decision | None:
    """Its own Quaestor (NPCs Using Reforms): any overmighty Player may be Impeached, so it
    Impeaches the Player with the most Auctoritas at least Era # (reconstruction: the
    Addenda's own measure of an overmighty Primus; tied, the leading Player), the Primus
    not (he is the plain Impeachment's, above)."""
    if not own_reform(board, s, npc, "Quaestor"):
        return _others_quaestor(board, s, npc, spared)
    mighty = overmighty(s, spared)
    if not mighty:
        return None
    who = max(mighty, key=lambda h: (s.familia(h).auctoritas, s.familia(h).prestige))
    return decision(
        Action("impeach", npc, (who.lower(),)),
        [
            t(
                "an NPC always uses a Reform it Enacted if relevant: its Quaestor lets it "
                "Impeach {player}, a Player with Auctoritas at least Era # ({n}) (NPCs Using "
                "Reforms)",
                player=who,
                n=s.familia(who).auctoritas,
            )
        ],
    )


def overmighty(s: State, spared: list[str]) -> list[str]:
    """The Players a Quaestor lets it Impeach: not the Primus (the plain Impeachment's),
    not promised "no court", not sued yet, with Auctoritas at least Era #."""
    return [
        h
        for h in s.humans
        if h != s.primus
        and h not in spared
        and h not in s.sued
        and s.familia(h).auctoritas >= s.era
    ]


def _others_quaestor(board: Board, s: State, npc: str, spared: list[str]) -> Decision | None:
    """Another Senator's Quaestor (NPCs Using Reforms: it pays "only if using that Reform
    would swing the result of the event in question in favour of the NPC"). Reconstruction:
    its eXtort's result swings when the Quaestor turns a Prosecution it may lose (a Court
    Card duel) into an Impeachment it cannot lose: the thumbs down of the NPCs alone (each
    NPC but those that promised the Player an acquittal) are a majority of the Senate's
    votes. It pays the Auctoritas fee to the enactor, and needs it in hand."""
    where = enacted(board, s, "Quaestor")
    if where is None or where[2] == npc or (npc, "Quaestor") in s.used_reforms:
        return None
    fee, _ = reform_fee(board, s, npc, "Quaestor")
    mighty = overmighty(s, spared)
    if s.familia(npc).auctoritas < fee or not mighty:
        return None
    who = max(mighty, key=lambda h: (s.familia(h).auctoritas, s.familia(h).prestige))
    downs = [n for n in s.npcs if who not in kept(s, n, "acquit")]
    if len(downs) * 2 <= len(s.players):
        return None
    return decision(
        Action("impeach", npc, (who.lower(),)),
        [
            tn(
                "it pays {enactor} {fee} Auctoritas for the Quaestor: {player} has Auctoritas at "
                "least Era # and the NPCs' {n} thumb down of {all} votes make the Impeachment "
                "certain, where a Prosecution could be lost (NPCs Using Reforms; reconstruction: "
                "a certain win swings the result)",
                "it pays {enactor} {fee} Auctoritas for the Quaestor: {player} has Auctoritas at "
                "least Era # and the NPCs' {n} thumbs down of {all} votes make the Impeachment "
                "certain, where a Prosecution could be lost (NPCs Using Reforms; reconstruction: "
                "a certain win swings the result)",
                len(downs),
                enactor=where[2],
                fee=fee,
                player=who,
                all=len(s.players),
            )
        ],
    )


def court(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    cards = [a for a in offers if a.verb == "court"]
    if not cards:
        return None
    pick = flip(s, npc, [a.words() for a in cards])
    return Decision(pick, (t("it draws a Court Card at random (NPC eXtort)"),))


def thumbs(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    down = next((a for a in offers if a.verb == "thumb" and "down" in a.args), None)
    if down is None or s.suit is None or s.suit.kind != "impeach":
        return None
    up = next((a for a in offers if a.verb == "thumb" and "up" in a.args), None)
    if up is not None and s.suit.target == npc:  # the NPC on trial votes too
        return decision(
            up,
            [
                t(
                    "it is the Primus on trial: thumbs up protects it (III. eXtort, Impeach; "
                    "the Addenda's thumbs down is against another)"
                )
            ],
        )
    if up is not None and s.suit.target in kept(s, npc, "acquit"):
        return decision(
            up,
            [
                t(
                    "it promised {player} in a deal no thumbs down on his Impeachment: "
                    "thumbs up (NPC eXtort)",
                    player=s.suit.target,
                )
            ],
        )
    return decision(down, [t("NPCs vote thumbs down on an Impeachment (NPC eXtort)")])


POLICIES: dict[str, Policy] = {"extort": extort, "court": court, "thumbs": thumbs}
