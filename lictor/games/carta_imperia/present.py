"""Carta Imperia as text: the status view (what one seat may see) in lines."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from lictor.games.carta_imperia.checklists import physical_checklist
from lictor.games.carta_imperia.present_controls import ACTION_NAMES, controls
from lictor.games.carta_imperia.present_war import civil_war_lines, historical_lines
from lictor.games.carta_imperia.present_words import said_mark, shields_said
from lictor.games.carta_imperia.rules.sections import said_step
from lictor.i18n import N_, t, tn

__all__ = [
    "ACTION_NAMES",
    "card_names",
    "civil_war_lines",
    "controls",
    "describe",
    "historical_lines",
    "ledger",
    "physical_checklist",
    "setup_summary",
    "singular_ones",
]

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.board import Board

ERA_LABELS = {0: N_("any Era")} | {
    n: f"Era {roman}" for n, roman in enumerate(("I", "II", "III", "IV", "V", "VI", "VII"), 1)
}


def card_names(board: Board, ids: Iterable[str]) -> dict[str, str]:
    """A card's printed name for its id (``draft-event-ii-3`` -> ``Draft Event, Era II,
    no. 3, a blank write-in card``): what the table reads on the card it holds."""
    from lictor.games.carta_imperia.deck import write_ins

    blank = write_ins()
    cards = {c.id: c for c in (*board.draft, *board.majors, *board.minors)}
    out: dict[str, str] = {}
    for i in ids:
        card = cards.get(i)
        if card is None:
            out[i] = i
            continue
        if card.name not in blank:
            out[i] = card.name
            continue
        number = i.rsplit("-", 1)[-1]
        parts = [t(card.name)]
        if card.era:
            parts.append(ERA_LABELS.get(card.era, f"Era {card.era}"))  # Era II in Italian too
        if number.isdigit():
            parts.append(t("no. {number}", number=number))
        out[i] = t("{card}, a blank write-in card", card=", ".join(parts))
    return out


def _named(view: Mapping[str, Any], ids: list[str]) -> str:
    names = view.get("card_names", {})
    return "; ".join(names.get(i, i) for i in ids) or t("none")


# the words a region's marks are printed as (a table's own --content may add others)


def plural(n: int, one: str, many: str | None = None) -> str:
    """``1 Legion``, ``2 Legions``."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


ONES = re.compile(
    r"(?<![\d.])([+-]?1) ((?:Allied |Private )?(?:Legion|vote|card|Bust|shield|Standard))s\b"
)


def singular_ones(text: str) -> str:
    """``1 Legions`` -> ``1 Legion``, ``+1 votes`` -> ``+1 vote``: a message's counts
    read right whatever number the rules computed."""
    if "1 " not in text:  # the pattern needs a 1 and a space: most messages skip the regex
        return text
    # a search first: ``sub`` with a template costs some 5x a search even when nothing
    # matches, and most messages with a "1 " have nothing to mend (issue 27)
    return text if ONES.search(text) is None else ONES.sub(r"\1 \2", text)


def ledger(before: Any, after: Any) -> str:
    """What really changed hands, from the Familiae before and after (a payment the rules
    capped at what a player had shows as what was paid): ``Paid: Ann -1 Auctoritas,
    Ben +1 Auctoritas``; empty if nothing changed."""
    parts = []
    for old, new in zip(before.players, after.players, strict=True):
        for field in ("dignitas", "auctoritas"):
            delta = getattr(new, field) - getattr(old, field)
            if delta:
                now = getattr(new, field)
                if field == "dignitas":
                    parts.append(
                        t(
                            "{name} {delta} Dignitas (now {now})",
                            name=new.name,
                            delta=f"{delta:+d}",
                            now=now,
                        )
                    )
                else:
                    parts.append(
                        t(
                            "{name} {delta} Auctoritas (now {now})",
                            name=new.name,
                            delta=f"{delta:+d}",
                            now=now,
                        )
                    )
    return t("Paid: {changes}", changes=", ".join(parts)) if parts else ""


def _coloured(familiae: Mapping[str, Any]) -> str:
    """``Ann (red), Ben (blue)``: the Familiae and their colours."""
    return ", ".join(f"{name} ({t(f['colour'])})" for name, f in familiae.items())


def setup_summary(view: Mapping[str, Any]) -> list[str]:
    """The Start Cards dealt, which the whole table sees; at a --physical table, the
    setup checklist."""
    from lictor.games.carta_imperia import checklists

    scenario = view.get("scenario", "rise-of-the-republic")
    npcs = [n for n, f in view.get("familiae", {}).items() if f.get("npc")]
    if view.get("physical"):
        lines = (
            checklists.checklist(view)
            if scenario != "rise-of-the-republic"
            else physical_checklist(view)
        )
        if npcs:
            lines.append(
                t(
                    "  NPC Senators ({npcs}; Solo & 2-Player Addenda, Setup): no Legacy and "
                    "no Draft Events for them; each player instead takes 2 Draft Events face "
                    "down and a hand of one per Era (solo: kept, no draft)",
                    npcs=", ".join(npcs),
                )
            )
        return [*lines, *_beyond_the_addenda(view)]
    familiae = view.get("familiae", {})
    if not any(f["start_card"] for f in familiae.values()):
        return checklists.placement_summary(view)
    dealt = [
        t(
            "{name} ({colour}, NPC): {card}",
            name=name,
            colour=t(f["colour"]),
            card=t(f["start_card"]),
        )
        if f.get("npc")
        else t(
            "{name} ({colour}): {card}", name=name, colour=t(f["colour"]), card=t(f["start_card"])
        )
        for name, f in familiae.items()
    ]
    return [t("Start Cards - {dealt}", dealt="; ".join(dealt)), *_beyond_the_addenda(view)]


def _beyond_the_addenda(view: Mapping[str, Any]) -> list[str]:
    """A line when the NPC seats go beyond the Addenda's two tables (1 Player and 2 NPCs,
    2 Players and 1 NPC): each NPC still plays by their rules (rules/npc_seats.py)."""
    familiae = view.get("familiae", {})
    npcs = sum(1 for f in familiae.values() if f.get("npc"))
    players = len(familiae) - npcs
    if not npcs or (players, npcs) in ((1, 2), (2, 1)):
        return []
    return [
        t(
            "{players} and {npcs}: beyond the Solo & 2-Player Addenda, which seat 2 NPCs with "
            "1 Player and 1 NPC with 2 Players; each NPC plays by their rules (reconstruction)",
            players=tn("{n} Player", "{n} Players", players),
            npcs=tn("{n} NPC Senator", "{n} NPC Senators", npcs),
        )
    ]


def _region_line(r: Mapping[str, Any]) -> str:
    """``Etruria (2 phalanx) [Ann] - borders Roma, Samnium``: a region of the map."""
    shields = "+".join(shields_said(k, n) for k, n in r["shields"].items()) or t("no shields")
    marks = [said_mark(m) for m in (*r["features"], *(["neutral"] if r["neutral"] else []))]
    feats = f"; {', '.join(marks)}" if marks else ""
    who = ""
    if r["governor"]:
        who = (
            t(" [{governor} REBEL]", governor=r["governor"])
            if r["rebel"]
            else f" [{r['governor']}]"
        )
    if r.get("province", r["name"]) != r["name"]:
        who += t(" (part of {province})", province=t(r["province"]))
    borders = ""
    if r.get("borders"):
        borders = t(" - borders {regions}", regions=", ".join(t(b) for b in r["borders"]))
    return f"{t(r['name'])} ({shields}{feats}){who}{borders}"


def describe(view: Mapping[str, Any]) -> list[str]:
    """The table, then one line per Familia, the map, Reforms, score and Generals."""
    players = view.get("players", {})
    lines = [
        t(
            "Session {session} - {game} - {players}",
            session=view["session"],
            game=view["game"],
            players=", ".join(f"{t(side)}: {name}" for side, name in players.items()),
        ),
        t(
            "Era {era} of {final} - step: {step} - Primus: {primus} ({direction}) - Legions "
            "of Rome: {legions} - Rome Sacked: {sacked}/3",
            era=view["era"],
            final=view["final_era"],
            step=said_step(view["step"]),
            primus=view["primus"] or "-",
            direction=t(view["direction"]),
            legions=view["legions_of_rome"],
            sacked=view["rome_sacked"],
        ),
    ]
    if view.get("emperor"):
        lines.append(
            t("Emperor: {name} (stays Primus whatever his Prestige)", name=view["emperor"])
        )
    if view.get("rubicon"):
        lines.append(
            t(
                "Crossed the Rubicon: {names} - a Civil War ends the Era",
                names=", ".join(view["rubicon"]),
            )
        )
    due = view.get("payment_due")
    if due:
        lines.append(
            t(
                "{payer} owes {n} Prestige, not taken yet: the payer says how "
                "(pay {payer} dignitas N auctoritas M)",
                payer=due["payer"],
                n=due["amount"],
            )
        )
    if view["historical_events"]:
        names = [f"{t(e['name'])} [{e['id']}]" for e in view["historical_events"]]
        lines.append(t("Historical Event: {names}", names=", ".join(names)))
    heads = [
        t("Familia"),
        t(
            "Dig",
        ),
        t("Auc"),
        t("Pres"),
        t("Stock"),
        t("Res"),
        t("Allied"),
        t("Private"),
        t("Events"),
        t("Start Card"),
        t("Actions / Governs"),
    ]
    lines.append(
        f"{heads[0]:<10} {heads[1]:>4} {heads[2]:>4} {heads[3]:>5} {heads[4]:>6} "
        f"{heads[5]:>4} {heads[6]:>7} {heads[7]:>8} {heads[8]:>7}  {heads[9]:<14} {heads[10]}"
    )
    for name, f in view["familiae"].items():
        events = f["draft_events"]
        events = len(events) if isinstance(events, list) else events
        actions = f["actions"]
        if isinstance(actions, list):
            acts = " + ".join(actions)
            if f.get("actions_hidden"):  # the cards of Actions still to come: face down
                more = tn("{n} hidden", "{n} hidden", f["actions_hidden"])
                acts = f"{acts} + {more}" if acts else more
        else:
            acts = tn("{n} hidden", "{n} hidden", actions)
        govs = ", ".join(t(p) for p in f["busts"]["provinces"]) or "-"
        start = t(f["start_card"]) if f["start_card"] else "-"
        lines.append(
            f"{name:<10} {f['dignitas']:>4} {f['auctoritas']:>4} {f['prestige']:>5} "
            f"{f['busts']['stock']:>6} {f['busts']['reserve']:>4} "
            f"{f['allied_legions']:>7} {f['private_legions']:>8} {events:>7}  "
            f"{start:<14} {acts or '-'} / {govs}"
        )
    for tile in view["map"]:
        parts = [_region_line(r) for r in tile["regions"]]
        mark = t(" (Romanised)") if tile["romanised"] else ""
        lines.append(f"  {t(tile['tile'])}{mark}: " + "; ".join(parts))
    election = view.get("election")
    if election:
        votes = election.get("votes", {})
        said = ", ".join(
            t("{voter} for {candidate}", voter=v, candidate=c) for v, c in votes.items()
        ) or t("none yet")
        lines.append(
            t(
                "Election for {province}: candidates {candidates}; votes so far: {votes}",
                province=t(election["province"]),
                candidates=", ".join(election["candidates"]) or "-",
                votes=said,
            )
        )
    for o in view.get("offers", ()):
        lines.append(
            t(
                "Deal offered: {by} offers {to} {terms} - {to} answers (agree {to} {by} / "
                "reject {to} {by}); {by} may withdraw",
                by=o["by"],
                to=o["to"],
                terms=o["terms"],
            )
        )
    seat = view.get("seat")
    mine = view["familiae"].get(seat) if seat else None
    if mine is not None:
        lines += _own_cards(view, seat or "", mine)
        for b in view.get("bids", ()):
            if b.get("yours"):  # the seat's own blind bid, secret until every bid is in
                lines.append(
                    t(
                        "{seat}'s blind bid to {npc} (only {seat} may look until every bid is "
                        "in): `offer {seat} {key} {terms}`",
                        seat=seat or "",
                        npc=b["npc"],
                        key=b["npc"].lower(),
                        terms=b["yours"],
                    )
                )
    if view["reforms"]:
        lines.append(
            t(
                "Reforms: {reforms}",
                reforms=", ".join(f"{t(r['name'])} ({r['enactor']})" for r in view["reforms"]),
            )
        )
    lines += historical_lines(view.get("historical"), over=view["step"] == "over")
    score = view.get("score")
    if score:
        for name, p in score["players"].items():
            lines.append(f"{name}: {p['total']}")
            lines.extend(f"    {line['text']}  [{t(line['section'])}]" for line in p["lines"])
        lines.extend(f"{line['text']}  [{t(line['section'])}]" for line in score["lines"])
    if view["generals"] and not view.get("civil_war"):  # in a war their Legions are armies
        lines.append(
            t(
                "Generals: {generals}",
                generals=", ".join(
                    f"{g['name']} "
                    + tn("{n} Legion", "{n} Legions", g["rome"] + g["allied"] + g["private"])
                    for g in view["generals"]
                ),
            )
        )
    lines += civil_war_lines(view.get("civil_war"))
    return lines


def _own_cards(view: Mapping[str, Any], seat: str, mine: Mapping[str, Any]) -> list[str]:
    """The asking seat's own hidden cards: its Draft Events, Legacies and draft hand."""
    out = []
    for key in ("draft_events", "legacies", "draft_hand"):
        if isinstance(mine[key], list):
            cards = _named(view, mine[key])
            if key == "draft_events":
                out.append(
                    t(
                        "{seat}'s Draft Events (only {seat} may look): {cards}",
                        seat=seat,
                        cards=cards,
                    )
                )
            elif key == "legacies":
                out.append(
                    t("{seat}'s Legacies (only {seat} may look): {cards}", seat=seat, cards=cards)
                )
            else:
                out.append(
                    t("{seat}'s draft hand (only {seat} may look): {cards}", seat=seat, cards=cards)
                )
        elif key == "draft_events" and mine[key]:
            out.append(
                tn(
                    "{seat}'s Draft Events: {n} card held as real cards",
                    "{seat}'s Draft Events: {n} cards held as real cards",
                    mine[key],
                    seat=seat,
                )
            )
    return out
