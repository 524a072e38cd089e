"""What `lictor referee status` shows of a Carta Imperia state: each Familia, the map,
the Reforms, the Generals, an election, a Civil War or an eXtra-Legal deed under way, and
the score at the end."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from lictor.games.carta_imperia import present
from lictor.games.carta_imperia.rules.board import Board
from lictor.games.carta_imperia.rules.common_steps import actions_per_player
from lictor.games.carta_imperia.rules.historical import missing, purple_regions, verdict
from lictor.games.carta_imperia.rules.log import _masked_deal
from lictor.games.carta_imperia.rules.state import Familia, State
from lictor.games.carta_imperia.rules.table import (
    governor_of,
    primus_order,
    province_of,
    regions,
)
from lictor.lazy import lazy_function
from lictor.rules.fast import replace

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.phases.civil_war.steps import view as civil_war_view
    from lictor.games.carta_imperia.rules.phases.endgame.steps import final_score
else:  # loaded when the game gets there (issue 27)
    _PHASES = "lictor.games.carta_imperia.rules.phases."
    civil_war_view = lazy_function(_PHASES + "civil_war.steps:view")
    final_score = lazy_function(_PHASES + "endgame.steps:final_score")


def status(b: Board, s: State, seat: str | None) -> dict[str, Any]:
    """The state as ``seat`` may see it (its own hand and choices; the others' counted)."""
    here = regions(b, s)
    order = primus_order(s)
    players = {}
    for f in s.players:
        own = seat is not None and seat.lower() in (f.name.lower(), f.colour)
        own = own or s.historical is not None  # one player runs them all: nothing is secret
        hidden = s.step == "choose" and not own  # chosen in secret, not revealed yet
        # Sequence of Play: another's Action cards are shown as each Action's turn comes
        # (an NPC Senator's are revealed once drawn: Solo & 2-Player Addenda)
        shown = [c for c in f.actions if own or f.name in s.npcs or c in s.revealed]
        f = _unpaid(s, f)
        players[f.name] = {
            "colour": f.colour,
            "npc": f.name in s.npcs,  # an NPC Senator the referee plays (Dealmaking)
            "dignitas": f.dignitas,
            "auctoritas": f.auctoritas,
            "prestige": f.prestige,
            "busts": {
                "stock": f.stock,
                "reserve": f.reserve,
                "provinces": [p for p, w in s.governors if w == f.name],
                "reforms": [f"{row} {col}" for row, col, w in s.reforms if w == f.name],
            },
            "allied_legions": f.legions,
            "private_legions": f.private,
            "professional_legions": f.professional,
            "start_card": f.start_card,
            "draft_events": list(f.draft) if own and not s.physical else f.draft_count,
            "legacies": list(f.legacies) if own else len(f.legacies),
            "actions": len(f.actions) if hidden else shown,
            "actions_hidden": 0 if hidden else _face_down(s, f.name, len(f.actions), len(shown)),
            "draft_hand": list(f.hand) if own else len(f.hand),
            "primus_order": order.index(f.name) + 1,
        }
    tiles = []
    for t in b.tiles:
        if t.name not in s.tiles:
            continue
        tiles.append(
            {
                "tile": t.name,
                "era": t.era,
                "romanised": t.name in s.romanised,
                "regions": [
                    {
                        "name": r.name,
                        "shields": dict(r.shields),
                        "features": list(r.features),
                        "neutral": r.neutral,
                        "governor": governor_of(s, r.name),
                        "province": province_of(s, r.name),
                        "rebel": r.name in s.rebels,
                        "borders": [
                            o.name for o in here.values() if o is not r and b.adjacent(r, o)
                        ],
                    }
                    for r in here.values()
                    if r.tile == t.name
                ],
            }
        )
    score = None
    if s.historical is not None and s.step == "over":
        v = verdict(b, s)
        score = {
            "outcome": s.outcome,
            "winners": list(s.winners),
            "players": {},
            "lines": [line.as_dict() for line in v.lines],
        }
    elif s.step == "over" and s.outcome != "rome-falls":
        sheet = final_score(b, s)
        score = {
            "outcome": sheet.outcome,
            "winners": list(sheet.winners),
            "players": {
                p.name: {"total": p.total, "lines": [line.as_dict() for line in p.lines]}
                for p in sheet.players
            },
            "lines": [line.as_dict() for line in sheet.lines],
        }
    return {
        "score": score,
        "physical": s.physical,
        "players": {f.colour: f.name for f in s.players},
        "familiae": players,
        "era": s.era,
        "final_era": s.final_era,
        "step": s.step,
        "primus": s.primus,
        "direction": s.direction,
        "primus_order": list(order),
        "legions_of_rome": s.rome_card,
        "rome_sacked": s.sacked,
        "historical_events": [
            {"id": c.id, "name": c.name, "era": c.era} for c in b.historical if c.id in s.events
        ],
        "map": tiles,
        "reforms": [
            {"row": row, "column": col, "name": dict(b.reform_rows)[row][col - 1], "enactor": w}
            for row, col, w in s.reforms
        ],
        "generals": [
            {"name": g.name, "rome": g.rome, "allied": g.allied, "private": g.private}
            for g in s.generals
        ],
        "civil_war": None if s.war is None else civil_war_view(s),  # loaded only in a war
        "election": None
        if s.election is None
        else {
            "province": s.election.province,
            "candidates": list(s.election.candidates),
            "voted": [v for v, _ in s.election.votes],
            "votes": {v: c for v, c in s.election.votes},
        },
        "card_names": present.card_names(b, _seen_cards(players)),
        "emperor": s.emperor,
        "rubicon": list(s.rubicon),
        # a Prestige payment waiting for its payer's mix: not taken yet (Prestige)
        "payment_due": None
        if s.due is None or not s.due.step
        else {"payer": s.due.payer, "amount": s.due.amount, "section": s.due.section},
        "extra_legal": _deed(s),
        "source": b.source,
        "scenario": b.scenario.id,
        # Scenario II's setup: the Player Order drawn and the Busts placed so far
        "setup_order": list(s.setup_order),
        "placed": s.placed,
        "offers": _offers(s, seat),
        # blind bids to an NPC waiting for the others': who is in, never what (npc_bids.py)
        "bids": [
            {"npc": n, "in": i, "to_bid": o, "yours": _own_bid(s, seat, n)}
            for n, i, o in _pending_bids(s)
        ],
        "historical": _historical(b, s),
    }


def _unpaid(s: State, f: Familia) -> Familia:
    """The payer of a payment still waiting for its mix, as before it: the referee holds
    the default taken meanwhile, the screen shows nothing taken until the payer says how."""
    due = s.due
    if due is None or not due.step or due.payer != f.name:
        return f
    d, a, change = due.paid
    return replace(f, dignitas=f.dignitas + d - change, auctoritas=f.auctoritas + a)


def _face_down(s: State, name: str, held: int, shown: int) -> int:
    """How many of ``name``'s Action cards lie face down: at a --physical table, once the
    cards are laid, those of the Actions still to come (each player plays exactly k; lictor
    knows only those turned over); an NPC Senator's lie open, the Historical variant's
    count is its player's own."""
    if not s.physical:
        return held - shown
    laid = bool(s.revealed) or s.step in ("turn", "npc-actions")
    if not laid or name in s.npcs or s.historical is not None:
        return 0
    return max(0, actions_per_player(s) - held)


def _historical(b: Board, s: State) -> dict[str, Any] | None:
    """The Historical variant: its player, the Actions shared, the regions still missing."""
    h = s.historical
    if h is None:
        return None
    return {
        "player": h.player,
        "actions": h.actions,
        "kinds": h.kinds,
        "regions": list(purple_regions(b)),
        "missing": list(missing(b, s)),
    }


def _deed(s: State) -> dict[str, Any] | None:
    """The eXtra-Legal deed under way, as the whole table sees it: who has answered, never
    what (a Mob's Dignitas, a thumb) before the reveal."""
    d = s.deed
    if d is None:
        return None
    return {
        "kind": d.kind,
        "actor": d.actor,
        "target": d.target,
        "answered": [n for n, _ in d.secrets],
        "plotters": list(d.plotters),
        "card": d.card,
        "flips": dict(d.flips),
    }


def _seen_cards(familiae: Mapping[str, Any]) -> list[str]:
    """The card ids a status shows (the asking seat's own Draft Events, Legacies, hand)."""
    out: list[str] = []
    for f in familiae.values():
        for key in ("draft_events", "legacies", "draft_hand"):
            if isinstance(f[key], list):
                out.extend(str(x) for x in f[key])
    return out


def _offers(s: State, seat: str | None) -> list[dict[str, Any]]:
    """The open offers, as ``seat`` may see them: in full to their two parties, with the
    Draft Events masked to everyone else (Dealmaking)."""
    out = []
    for o in s.offers:
        party = seat is not None and seat.lower() in {
            x.lower() for n in (o.by, o.to) for x in (n, s.familia(n).colour)
        }
        terms = " ".join(o.terms)
        if not party and not s.physical:
            terms = " ".join(_masked_deal(o.words()).split()[3:])
        out.append({"by": o.by, "to": o.to, "terms": terms})
    return out


def _own_bid(s: State, seat: str | None, npc: str) -> str | None:
    """The asking seat's own pending blind bid to ``npc`` (its words), to that seat alone."""
    for b in s.bids:
        if (
            seat is not None
            and b.to == npc
            and seat.lower() in (b.by.lower(), s.familia(b.by).colour)
        ):
            return " ".join(b.terms)
    return None


def _pending_bids(s: State) -> list[tuple[str, list[str], list[str]]]:
    if not s.bids:
        return []
    from lictor.games.carta_imperia.rules.phases.tools.npc_bids import pending

    return pending(s)
