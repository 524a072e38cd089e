"""Carta Imperia as text: the status view (what one seat may see) in lines."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lictor.games.carta_imperia.rules.board import Board

ERA_LABELS = {0: "any Era"} | {
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
        era = f", {ERA_LABELS.get(card.era, f'Era {card.era}')}" if card.era else ""
        no = f", no. {number}" if number.isdigit() else ""
        out[i] = f"{card.name}{era}{no}, a blank write-in card"
    return out


def _named(view: Mapping[str, Any], ids: list[str]) -> str:
    names = view.get("card_names", {})
    return "; ".join(names.get(i, i) for i in ids) or "none"


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
    return ONES.sub(r"\1 \2", text)


def ledger(before: Any, after: Any) -> str:
    """What really changed hands, from the Familiae before and after (a payment the rules
    capped at what a player had shows as what was paid): ``Paid: Ann -1 Auctoritas,
    Ben +1 Auctoritas``; empty if nothing changed."""
    parts = []
    for old, new in zip(before.players, after.players, strict=True):
        for field, label in (("dignitas", "Dignitas"), ("auctoritas", "Auctoritas")):
            delta = getattr(new, field) - getattr(old, field)
            if delta:
                parts.append(f"{new.name} {delta:+d} {label} (now {getattr(new, field)})")
    return "Paid: " + ", ".join(parts) if parts else ""


def physical_checklist(view: Mapping[str, Any]) -> list[str]:
    """What a --physical table lays out before the first card, step by step (Scenario I
    adjusts the Full Game Setup: Eras I-IV only)."""
    familiae = view.get("familiae", {})
    names = ", ".join(f"{name} ({f['colour']})" for name, f in familiae.items())
    full, scenario = "[Full Game Setup]", "[Scenario I: Rise of the Republic, Setup]"
    return [
        "Setup checklist for the table:",
        f"  1. Each Familia - {names} - takes its colour's pieces: 4 Action cards (I-IV), "
        "1 Thumb token, 5 Dignitas, 1 Standard and 2 Governor Busts in its Reserve, "
        f"6 Governor Busts in its Stock; Action card V stays aside  {full}",
        "  2. Map: Era I-IV tiles only, in order; Era I in the centre, Romanised side down  "
        f"{scenario}",
        "  3. Decks: keep only the Era II, III, IV and Any Era cards; take 'Philip Supports "
        "Carthage' out of the Historical Events; leave out the Late Republic Combat deck and "
        f"'Beware the Ides'  {scenario}",
        "  4. Shuffle the Start Cards (one each: tell lictor with start PLAYER CARD), the "
        f"Historical Events and the Early Republic Combat deck, face down  {full}",
        "  5. Deal each player 1 Major and 1 Minor Legacy, face down, and 4 Draft Events "
        f"for the Events Draft (then: drafted)  {scenario}",
        "  6. Legions of Rome card with 6 purple Legions; the other purple and white "
        f"Legions beside it; the 3 Rome Sacked markers near it; the Court Case decks  {full}",
    ]


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
                f"  NPC Senators ({', '.join(npcs)}; Solo & 2-Player Addenda, Setup): no "
                "Legacy and no Draft Events for them; each player instead takes 2 Draft "
                "Events face down and a hand of one per Era (solo: kept, no draft)"
            )
        return lines
    familiae = view.get("familiae", {})
    if not any(f["start_card"] for f in familiae.values()):
        return checklists.placement_summary(view)
    dealt = [
        f"{name} ({f['colour']}{', NPC' if f.get('npc') else ''}): {f['start_card']}"
        for name, f in familiae.items()
    ]
    return ["Start Cards - " + "; ".join(dealt)]


def describe(view: Mapping[str, Any]) -> list[str]:
    """The table, then one line per Familia, the map, Reforms, score and Generals."""
    players = view.get("players", {})
    lines = [
        f"Session {view['session']} - {view['game']} - "
        + ", ".join(f"{side}: {name}" for side, name in players.items()),
        f"Era {view['era']} of {view['final_era']} - step: {view['step']} - Primus: "
        f"{view['primus'] or '-'} ({view['direction']}) - Legions of Rome: "
        f"{view['legions_of_rome']} - Rome Sacked: {view['rome_sacked']}/3",
    ]
    if view.get("emperor"):
        lines.append(f"Emperor: {view['emperor']} (stays Primus whatever his Prestige)")
    if view.get("rubicon"):
        lines.append(
            f"Crossed the Rubicon: {', '.join(view['rubicon'])} - a Civil War ends the Era"
        )
    if view["historical_events"]:
        names = [f"{e['name']} [{e['id']}]" for e in view["historical_events"]]
        lines.append(f"Historical Event: {', '.join(names)}")
    lines.append(
        f"{'Familia':<10} {'Dig':>4} {'Auc':>4} {'Pres':>5} {'Stock':>6} {'Res':>4} "
        f"{'Allied':>7} {'Private':>8} {'Events':>7}  {'Start Card':<14} Actions / Governs"
    )
    for name, f in view["familiae"].items():
        events = f["draft_events"]
        events = len(events) if isinstance(events, list) else events
        actions = f["actions"]
        acts = " + ".join(actions) if isinstance(actions, list) else f"{actions} hidden"
        govs = ", ".join(f["busts"]["provinces"]) or "-"
        lines.append(
            f"{name:<10} {f['dignitas']:>4} {f['auctoritas']:>4} {f['prestige']:>5} "
            f"{f['busts']['stock']:>6} {f['busts']['reserve']:>4} "
            f"{f['allied_legions']:>7} {f['private_legions']:>8} {events:>7}  "
            f"{f['start_card'] or '-':<14} {acts or '-'} / {govs}"
        )
    for tile in view["map"]:
        parts = []
        for r in tile["regions"]:
            shields = "+".join(f"{n} {k}" for k, n in r["shields"].items()) or "no shields"
            marks = [*r["features"], *(["neutral"] if r["neutral"] else [])]
            feats = f"; {', '.join(marks)}" if marks else ""
            who = f" [{r['governor']}{' REBEL' if r['rebel'] else ''}]" if r["governor"] else ""
            if r.get("province", r["name"]) != r["name"]:
                who += f" (part of {r['province']})"
            borders = f" - borders {', '.join(r['borders'])}" if r.get("borders") else ""
            parts.append(f"{r['name']} ({shields}{feats}){who}{borders}")
        mark = " (Romanised)" if tile["romanised"] else ""
        lines.append(f"  {tile['tile']}{mark}: " + "; ".join(parts))
    election = view.get("election")
    if election:
        votes = election.get("votes", {})
        said = ", ".join(f"{v} for {c}" for v, c in votes.items()) or "none yet"
        lines.append(
            f"Election for {election['province']}: candidates "
            f"{', '.join(election['candidates']) or '-'}; votes so far: {said}"
        )
    for o in view.get("offers", ()):
        lines.append(
            f"Deal offered: {o['by']} offers {o['to']} {o['terms']} - {o['to']} answers "
            f"(agree {o['to']} {o['by']} / reject {o['to']} {o['by']}); "
            f"{o['by']} may withdraw"
        )
    seat = view.get("seat")
    mine = view["familiae"].get(seat) if seat else None
    if mine is not None:
        for label, key in (
            ("Draft Events", "draft_events"),
            ("Legacies", "legacies"),
            ("draft hand", "draft_hand"),
        ):
            if isinstance(mine[key], list):
                lines.append(f"{seat}'s {label} (only {seat} may look): {_named(view, mine[key])}")
            elif key == "draft_events" and mine[key]:
                held = plural(mine[key], "card")
                lines.append(f"{seat}'s Draft Events: {held} held as real cards")
    if view["reforms"]:
        lines.append(
            "Reforms: " + ", ".join(f"{r['name']} ({r['enactor']})" for r in view["reforms"])
        )
    score = view.get("score")
    if score:
        for name, p in score["players"].items():
            lines.append(f"{name}: {p['total']}")
            lines.extend(f"    {line['text']}  [{line['section']}]" for line in p["lines"])
        lines.extend(f"{line['text']}  [{line['section']}]" for line in score["lines"])
    if view["generals"] and not view.get("civil_war"):  # in a war their Legions are armies
        lines.append(
            "Generals: "
            + ", ".join(
                f"{g['name']} {plural(g['rome'] + g['allied'] + g['private'], 'Legion')}"
                for g in view["generals"]
            )
        )
    lines += civil_war_lines(view.get("civil_war"))
    return lines


def civil_war_lines(war: Mapping[str, Any] | None) -> list[str]:
    """The Civil War's armies (Leader, place, Legions, Generalship) and the battle."""
    if not war:
        return []
    out = ["Civil War:"]
    for a in war["armies"]:
        marks = [
            *(["fortified"] if a["fortified"] else []),
            *(["moved"] if a["moved"] else []),
            *(["General killed"] if a["killed"] else []),
            *(["out of the war"] if a["out"] else []),
        ]
        out.append(
            f"  {a['name']} (Faction of {a['leader']}) in {a['where']}: "
            f"{plural(a['rome'], 'Legion')} of Rome, {a['private']} Private, Generalship "
            f"{a['generalship']}, {plural(a['lost'], 'Legion')} lost"
            + (f" - {', '.join(marks)}" if marks else "")
        )
    b = war["battle"]
    if b:
        out.append(
            f"  Battle in {b['region']}: {', '.join(b['attackers'])} against "
            f"{', '.join(b['defenders'])}"
            + (f" (cards: {', '.join(b['cards'])})" if b["cards"] else "")
        )
    return out


# -- a seat's choices as controls (lictor.rules.controls) -----------------------------------
ACTION_NAMES = {"exploit": "eXploit", "exec": "eXec", "extort": "eXtort", "expand": "eXpand"}


def controls(options: list[str], label: Any) -> list[Any]:
    """The Action pair as two pickers (either order), a vote, a thumb, a court card, a
    payment and the Legions lost as fields; ``label``: a word's printed name."""
    from lictor.rules.controls import Choice, by_positions, unordered

    out: list[Any] = []
    verbs = {o.split()[0] for o in options if o.split()}
    for verb in sorted(verbs):
        mine = [o for o in options if o.split()[:1] == [verb]]
        control = None
        if verb == "choose":
            prefix = mine[0].split()[:2]
            n = len(mine[0].split()) - 2
            labels = ["First Action card", "Second Action card", "Third Action card"][:n]
            if n >= 2:
                control = unordered(
                    "actions",
                    "Your Action cards",
                    mine,
                    prefix,
                    labels,
                    lambda v: Choice(v, ACTION_NAMES.get(v, v)),
                )
        elif verb == "vote":
            control = by_positions(
                "vote",
                "Your vote",
                mine,
                "vote",
                {2: "Vote for"},
                label=lambda _, v: "Abstain" if v == "abstain" else label(v).title(),
            )
        elif verb == "thumb":
            control = by_positions(
                "thumb",
                "Your thumb",
                mine,
                "thumb",
                {2: "Thumb"},
                label=lambda _, v: {"up": "Thumb up", "down": "Thumb down"}.get(v, v),
            )
        elif verb == "court":
            control = by_positions(
                "court",
                "Your court card",
                mine,
                "court",
                {2: "Court card"},
                label=lambda _, v: v.title(),
            )
        elif verb == "pay":
            control = by_positions("pay", "Pay", mine, "pay", {3: "Dignitas", 5: "Auctoritas"})
        elif verb == "losses":
            control = by_positions(
                "losses",
                "Legions lost",
                mine,
                "losses",
                {3: "Allied Legions", 5: "Legions of Rome", 7: "Private Legions"},
            )
        if control is not None:
            out.append(control)
    return out
