"""A seat's choices as controls (lictor.rules.controls) for its screen: the Action pair,
a vote, a thumb, a court card, a payment and the Legions lost, labelled in the language
spoken."""

from __future__ import annotations

from typing import Any

from lictor.i18n import N_, t

ACTION_NAMES = {"exploit": "eXploit", "exec": "eXec", "extort": "eXtort", "expand": "eXpand"}
COURT_CARDS = {"bribery": N_("Bribery"), "evidence": N_("Evidence"), "oratory": N_("Oratory")}


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
            labels = [t("First Action card"), t("Second Action card"), t("Third Action card")][:n]
            if n >= 2:
                control = unordered(
                    "actions",
                    t("Your Action cards"),
                    mine,
                    prefix,
                    labels,
                    lambda v: Choice(v, ACTION_NAMES.get(v, v)),
                )
        elif verb == "vote":
            control = by_positions(
                "vote",
                t("Your vote"),
                mine,
                "vote",
                {2: t("Vote for")},
                label=lambda _, v: t("Abstain") if v == "abstain" else label(v).title(),
            )
        elif verb == "thumb":
            control = by_positions(
                "thumb",
                t("Your thumb"),
                mine,
                "thumb",
                {2: t("Thumb")},
                label=lambda _, v: (
                    t("Thumb up") if v == "up" else t("Thumb down") if v == "down" else v
                ),
            )
        elif verb == "court":
            control = by_positions(
                "court",
                t("Your court card"),
                mine,
                "court",
                {2: t("Court card")},
                label=lambda _, v: t(COURT_CARDS[v]) if v in COURT_CARDS else v.title(),
            )
        elif verb == "pay":
            control = by_positions(
                "pay", t("Pay"), mine, "pay", {3: t("Dignitas"), 5: t("Auctoritas")}
            )
        elif verb == "losses":
            control = by_positions(
                "losses",
                t("Legions lost"),
                mine,
                "losses",
                {3: t("Allied Legions"), 5: t("Legions of Rome"), 7: t("Private Legions")},
            )
        if control is not None:
            out.append(control)
    return out
