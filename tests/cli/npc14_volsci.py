"""A real session that reaches the Addenda's Volsci ask (NPC eXpand a), for the CLI tests:
a seeded solo game (Ann; Rufus and Cato the NPCs) played by the NPC policies and a seeded
Ann, with the table's `adjust` corrections entered just before the eXpand of Era II begins
so that Rufus musters 1 Legion and Ann 2 - the one region her Legions tip is then the
Volsci. Returns the session as `lictor referee export` writes it, for `import`."""

from __future__ import annotations

import json
import random
from typing import Any

from lictor.games.carta_imperia.rules.phases.expand.support import ask_now
from lictor.games.carta_imperia.rules.state import State
from lictor.rules.game import apply_checked
from lictor.rules.violation import IllegalAction
from tests.games.carta_imperia.npc_kit import GAMES, npc_setup

GAME = GAMES["full"]
TOOLS = {"offer", "adjust", "give", "sack", "rebel", "move-bust", "deal", "play", "sell",
         "discard", "share", "agree", "reject", "withdraw", "tiebreaker"}  # fmt: skip
EXPAND_STEPS = {"support", "lend", "standard", "order"}


def _entry(words: str, actor: str) -> dict[str, Any]:
    return {"kind": "act", "words": words, "index": 0, "actions": [], "actor": actor}


def _apply(s: State, words: str) -> State:
    return apply_checked(GAME, s, GAME.parse(s, words.split()))[0]


def _volsci(s: State) -> bool:
    a = ask_now(GAME.board, s) if s.step == "support" else None
    return a is not None and (a.npc, a.player, a.region.name, a.mine, a.theirs) == (
        "Rufus",
        "Ann",
        "Volsci",
        1,
        2,
    )


def _fixes(s: State) -> list[list[str]]:
    """The `adjust` corrections to try: Rufus's and Ann's Allied Legions set so that, with
    their share of Rome's, Rufus musters 1 and Ann 2."""
    out = []
    for rufus in range(0, 3):
        for ann in range(0, 3):
            r, a = s.familia("Rufus").legions, s.familia("Ann").legions
            out.append(
                [w for w in (f"adjust Rufus legions {rufus - r:+d}" if rufus != r else "",
                             f"adjust Ann legions {ann - a:+d}" if ann != a else "") if w]
            )  # fmt: skip
    return out


def volsci_session(seed: int, physical: bool, limit: int = 900) -> dict[str, Any] | None:
    """The export of a session waiting on Ann's answer to Rufus's Volsci ask, or None."""
    rng = random.Random(seed)
    s = npc_setup("full", seed, 1, 2, physical)
    entries: list[dict[str, Any]] = []
    for _ in range(limit):
        if s.step == "over" or s.era > 2:
            return None
        turn = GAME.npc_turn(s)
        if turn is not None:
            words, actor = turn[1].action, f"npc:{turn[0]}"
        else:
            legal = [a for a in GAME.legal_actions(s) if a.verb not in TOOLS]
            options = [a for a in legal if a.player not in s.npcs] or legal
            if s.step == "choose" and s.era == 2:
                options = [a for a in options if "expand" in a.args] or options
            a = rng.choice(options)
            words = GAME.text(a)
            actor = "seat:Ann" if a.player == "Ann" else "table"
        after = _apply(s, words)
        if s.era == 2 and after.step in EXPAND_STEPS and s.step not in EXPAND_STEPS:
            for fix in _fixes(s):
                try:
                    t = s
                    for w in fix:
                        t = _apply(t, w)
                    t = _apply(t, words)
                except IllegalAction:
                    continue
                if _volsci(t):
                    entries += [_entry(w, "table") for w in fix] + [_entry(words, actor)]
                    return {"state": t, "entries": entries}
            return None
        entries.append(_entry(words, actor))
        s = after
    return None


def export(header: str, found: dict[str, Any]) -> str:
    """``header``: `lictor referee export` of a new session with the same seats and seed."""
    data = json.loads(header)
    data["entries"] = data["entries"] + found["entries"]
    return json.dumps(data)


def impeach_session(seed: int, physical: bool, limit: int = 900) -> dict[str, Any] | None:
    """The export entries of a session where an NPC has impeached Ann, the Primus, and the
    NPCs' thumbs wait for her deals (the step ``impeach-deals``): the table's `adjust` gives
    Ann Era # Auctoritas once an NPC holds eXtort in an Era she is Primus."""
    rng = random.Random(seed)
    s = npc_setup("full", seed, 1, 2, physical)
    entries: list[dict[str, Any]] = []
    for _ in range(limit):
        if s.step == "over" or s.era > 3:
            return None
        if s.step == "impeach-deals":
            return {"state": s, "entries": entries}
        ann = s.familia("Ann")
        if (
            s.primus == "Ann"
            and ann.auctoritas < s.era
            and s.step in ("exploit", "tax", "exec", "romanise", "nominate")
            and any("extort" in s.familia(n).actions for n in s.npcs)
        ):
            words = f"adjust Ann auctoritas {s.era - ann.auctoritas:+d}"
            entries.append(_entry(words, "table"))
            s = _apply(s, words)
            continue
        turn = GAME.npc_turn(s)
        if turn is not None:
            words, actor = turn[1].action, f"npc:{turn[0]}"
        else:
            legal = [a for a in GAME.legal_actions(s) if a.verb not in TOOLS]
            options = [a for a in legal if a.player not in s.npcs] or legal
            if s.step == "extort":  # Ann brings no suit of her own
                options = [a for a in options if a.verb == "pass"] or options
            a = rng.choice(options)
            words = GAME.text(a)
            actor = "seat:Ann" if a.player == "Ann" else "table"
        entries.append(_entry(words, actor))
        s = _apply(s, words)
    return None
