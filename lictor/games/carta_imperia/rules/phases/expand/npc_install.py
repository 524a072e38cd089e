"""The NPC Commanding General takes the Governorship if it can (Solo & 2-Player Addenda, NPC
eXpand a). With no Bust in its Reserve it can only by taking the Governor from a Province it
governs, which then rebels and must be reconquered, or, Romanised, stays empty and is the
first nominated at the next Election (II. eXec, Taking a Bust).

Readings of our own (reconstruction; the Addenda do not say which Province): it gives up the
Province worth least to it at the end, the lowest endgame Status with its Emporia (Game End
& Victory; as a deal's Thumbs count a Governorship); then the lowest value as the Addenda
rank Provinces (its shields, then its shield kind: Legionary over Auxilia over Phalanx over
Barbarian, NPC eXec); then the one farthest from being Romanised (the most regions of its
tile not yet Roman: the Addenda's nomination prefers the one "closest to being Romanised",
NPC eXec); then one not bordering Roman land before one that does (the Addenda's "closest to
Rome" kept, NPC eXpand b); what is still tied goes to a thumb flip, said as such. It takes
the Governorship so only when the region won is worth more to it than the Province it gives
up (a higher endgame Status, then a higher value): "if they can" read as "if they can
without losing by it", since the Province given up rebels (reconstruction; audit17 R2 found
an NPC giving up Etruria, 2 Phalanx, for Volsci, 2 Barbarian); else it declines.

A General who is not the Commanding General is offered the Governorship when those before
him declined it (IV. eXpand, Install a Governor: "the next General involved in the battle"),
and its reason says so."""

from __future__ import annotations

from lictor.games.carta_imperia.rules.board import Board, Region
from lictor.games.carta_imperia.rules.common_npc import (
    by_slug,
    decision,
    flip,
    said_value,
    to_romanise,
    value,
)
from lictor.games.carta_imperia.rules.phases.tools.thumbs_words import governorship_status
from lictor.games.carta_imperia.rules.state import Action, State
from lictor.games.carta_imperia.rules.table import regions, roman_land
from lictor.i18n import N_, t, tn
from lictor.rules.npc import Decision

TAKES = N_("the Commanding General takes the Governorship if it can (NPC eXpand)")
NEXT = N_(
    "{commander}, the Commanding General, declined the Governorship: the next General in the "
    "battle may take it, and {npc} takes it if it can (Install a Governor; NPC eXpand)"
)


def install(board: Board, s: State, npc: str, offers: list[Action]) -> Decision | None:
    yes = [a for a in offers if a.verb == "install"]
    if not yes:
        return None
    b = s.battles[s.current] if 0 <= s.current < len(s.battles) else None
    gave = next((p for p in s.promises if p.kind == "cede" and p.npc == npc and b is not None
                 and p.about == b.target and p.era == s.era), None)  # fmt: skip
    if gave is not None:
        return decision(
            yes[0],
            [
                t(
                    "{player} gave it the Governorship of {region} in a deal it took (NPC "
                    "eXpand a, a deal changing the arrangement)",
                    player=gave.player,
                    region=t(gave.about),
                )
            ],
        )
    here = by_slug(board, s)
    takes = t(TAKES)
    if b is not None and b.generals and b.generals[0] != npc:
        takes = t(NEXT, commander=b.generals[0], npc=npc)
    stripped = [(a, here[a.args[1]]) for a in yes if a.args[:1] == ("from",) and a.args[1] in here]
    if not stripped:
        return decision(yes[0], [takes])
    won = regions(board, s).get(b.target) if b is not None else None
    no = next((a for a in offers if a.verb == "decline"), None)
    return strip(board, s, npc, stripped, takes, won, no)


def worth(r: Region) -> tuple[int, tuple[int, int]]:
    """What a Province is worth to its Governor here: its endgame Status, then its value."""
    return governorship_status(r), value(r)


def strip(
    board: Board,
    s: State,
    npc: str,
    found: list[tuple[Action, Region]],
    takes: str,
    won: Region | None = None,
    no: Action | None = None,
) -> Decision:
    """Which Province's Governor the NPC moves to the region it won (Reserve empty), or
    ``no`` (its decline) when the region ``won`` is worth no more than the one it would give
    up."""
    roman = roman_land(board, s)

    def near(r: Region) -> bool:
        return any(board.adjacent(r, x) for x in roman if x.name != r.name)

    def key(item: tuple[Action, Region]) -> tuple[int, tuple[int, int], int, bool]:
        r = item[1]
        return (governorship_status(r), value(r), -to_romanise(board, s, r), near(r))

    low = min(key(x) for x in found)
    best = [x for x in found if key(x) == low]
    why = [
        takes,
        tn(
            "no Bust in its Reserve: it takes the Governor from one of the {n} Province it governs",
            "no Bust in its Reserve: it takes the Governor from one of the {n} Provinces it "
            "governs",
            len(found),
        ),
    ]
    if len(best) > 1:
        words = flip(s, npc, [a.words() for a, _ in best])
        a, r = next(x for x in best if x[0].words() == words)
    else:
        a, r = best[0]
    if won is not None and no is not None and worth(won) <= worth(r):
        return decision(
            no,
            [
                t(
                    "no Bust in its Reserve: taking the Governorship would cost it {region} "
                    "(Status {status}; {value}), worth no less than {won} (Status {won_status}; "
                    "{won_value}), and {region} {fate}: it declines (NPC eXpand, 'if it "
                    "can' read as without losing by it: reconstruction)",
                    fate=t("would stand empty until the next Election")
                    if r.romanised
                    else t("would rebel"),
                    region=t(r.name),
                    status=governorship_status(r),
                    value=said_value(r),
                    won=t(won.name),
                    won_status=governorship_status(won),
                    won_value=said_value(won),
                )
            ],
        )
    others = [x for _, x in found if x.name != r.name]
    if others:
        why.append(
            t(
                "it gives up {region} (Status {status}; {value}), the one worth least to it: "
                "the lowest endgame Status, then the fewest shields and the lowest shield "
                "kind, then the farthest from being Romanised, then not bordering Roman land "
                "(reconstruction); it keeps {kept}",
                region=t(r.name),
                status=governorship_status(r),
                value=said_value(r),
                kept=", ".join(t(x.name) for x in others),
            )
        )
    if len(best) > 1:
        why.append(
            tn(
                "still tied with {n} other option: a thumb flip chose it",
                "still tied with {n} other options: a thumb flip chose it",
                len(best) - 1,
            )
        )
    if r.romanised:
        why.append(
            t(
                "{region} is Romanised: it stays without a Governor and is the first "
                "nominated at the next Election",
                region=t(r.name),
            )
        )
    else:
        why.append(t("{region} rebels and must be reconquered", region=t(r.name)))
    return decision(a, why)
