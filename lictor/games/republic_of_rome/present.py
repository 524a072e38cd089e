"""The Republic of Rome's ledger as data and text: one row a Senator under the printed
ledger's columns, each faction's treasury, the State's, the wars, the governors."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lictor.games.republic_of_rome.rules.books import over_said
from lictor.games.republic_of_rome.rules.ledger import FORUM, SENATOR_COLUMNS, State
from lictor.i18n import N_, t

# the Forum as a row's faction and the lists under the table, as the status says them
LABELS = (
    ("curia", N_("Curia")),
    ("forum", N_("Forum")),
    ("repopulate", N_("Rome to be repopulated")),
    ("off_the_board", N_("Off the board (the table places them)")),
)
KINDS = (N_("minor"), N_("major"))  # a prosecution's kind, as the status lists it


def status(s: State) -> dict[str, Any]:
    rows = []
    for x in s.senators:
        rows.append(
            {
                "faction": x.faction,
                "senator": x.name,
                "card": x.card,
                "influence": x.influence,
                "oratory": x.oratory,
                "loyalty": x.loyalty,
                "popularity": x.popularity,
                "knights": x.knights,
                "concessions": [{"name": c, "income": i} for c, i in x.concessions],
                "offices": list(x.offices),
                "corrupt": x.corrupt,
                "talents": x.talents,
                "leader": x.leader,
                "rebel": x.rebel,
                "province": x.province or None,
                "term": x.term or None,
                "spoils": x.spoils,
            }
        )
    return {
        "players": {f.side: f.player for f in s.factions},
        "turn": s.turn,
        "redistribution": s.redistribution,
        "revenue_paid": s.revenue_paid,
        "prosecutions_this_turn": list(s.prosecutions),
        "factions": [
            {
                "player": f.player,
                "side": f.side,
                "treasury": f.treasury,
                "senators": len(s.of(f.player)),
                "eliminated": f.eliminated,
                "owes_choice": f.owes_choice,
                "waiting": f.waiting,
            }
            for f in s.factions
        ],
        "senators": rows,
        "state_treasury": s.state_treasury,
        "wars": list(s.wars),
        "curia": list(s.curia),
        "forum": list(s.forum),
        "repopulate": list(s.repopulate),
        "off_the_board": list(s.gone),
        "rebel_in_play": s.rebel_in_play(),
        "everyone_lost": over_said(s) if s.over else None,
    }


def cells(row: Mapping[str, Any]) -> list[str]:
    """A Senator's row under SENATOR_COLUMNS."""
    conc = " ".join(f"{c['name']}({c['income']})" for c in row["concessions"])
    offices = " ".join(row["offices"]) + (" " + t("REBEL") if row["rebel"] else "")
    return [
        t("forum") if row["faction"] == FORUM else row["faction"],
        row["senator"],
        str(row["influence"]),
        str(row["oratory"]),
        str(row["loyalty"]),
        str(row["popularity"]),
        str(row["knights"]),
        conc or "-",
        offices.strip() or "-",
        t("yes") if row["corrupt"] else "-",
        str(row["talents"]),
        t("yes") if row["leader"] else "-",
        row["province"] or "-",
        str(row["term"]) if row["term"] else "-",
    ]


def table(head: list[str], body: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in [head, *body]) for i in range(len(head))]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return [fmt.format(*head).rstrip(), *(fmt.format(*r).rstrip() for r in body)]


def describe(view: Mapping[str, Any]) -> list[str]:
    phase = (
        t("redistribution open")
        if view["redistribution"]
        else (t("revenue paid") if view["revenue_paid"] else t("before revenue"))
    )
    lines = [
        t(
            "Session {session} - {game} - turn {turn} ({phase})",
            session=view["session"],
            game=view["game"],
            turn=view["turn"],
            phase=phase,
        ),
        t(
            "Factions: {factions}",
            factions="; ".join(
                t(
                    "{player} ({colour}) treasury {treasury}",
                    player=f["player"],
                    colour=t(f["side"]),
                    treasury=f["treasury"],
                )
                + (" " + t("ELIMINATED") if f["eliminated"] else "")
                + (" - " + t("owes a choice: draw or wait") if f["owes_choice"] else "")
                + (" - " + t("waiting for the Curia") if f["waiting"] else "")
                for f in view["factions"]
            ),
        ),
        t(
            "State treasury {treasury}; active wars {n}",
            treasury=view["state_treasury"],
            n=len(view["wars"]),
        )
        + (f": {', '.join(view['wars'])}" if view["wars"] else "")
        + ("; " + t("a Rebel is in play") if view["rebel_in_play"] else ""),
    ]
    order = [f["player"] for f in view["factions"]] + [FORUM]
    rows = sorted(view["senators"], key=lambda r: order.index(r["faction"]))
    if rows:
        lines += table([t(c) for c in SENATOR_COLUMNS], [cells(r) for r in rows])
    else:
        lines.append(t("No Senator entered yet."))
    for key, label in LABELS:
        if view[key]:
            lines.append(f"{t(label)}: {', '.join(view[key])}")
    if view["prosecutions_this_turn"]:
        lines.append(
            t(
                "Prosecutions this turn: {kinds}",
                kinds=", ".join(t(k) for k in view["prosecutions_this_turn"]),
            )
        )
    if view["everyone_lost"]:
        lines.append(t("Everyone lost: {why} [1.12.3]", why=view["everyone_lost"]))
    return lines
