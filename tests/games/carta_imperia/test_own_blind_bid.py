"""Secrets never reach a screen that is not that seat's, and a seat sees its own: a pending
blind bid to an NPC Senator (Solo & 2-Player Addenda, Dealmaking with an NPC Senator: the
offers are made blind and revealed together) is shown in full on its bidder's own seat -
what he offered, as he may change it - and on no other screen (the shared one and the
other bidder's see only who is in)."""

from __future__ import annotations

import json
from typing import Any

from lictor.games.carta_imperia import present
from lictor.games.carta_imperia.rules.state import State
from lictor.i18n import use_lang
from tests.games.carta_imperia.test_npc_blind_bids import GAME, two_players
from tests.games.carta_imperia.test_npc_offer import act

MINE = "Ann's blind bid to Rufus (only Ann may look until every bid is in): "


def status(s: State, seat: str | None) -> dict[str, Any]:
    """What `status --seat SEAT` (and the web's seat page) shows of ``s``."""
    return {"session": 1, "game": "carta-imperia", "seat": seat, **GAME.status(s, seat)}


def test_a_bidders_own_seat_shows_his_pending_blind_bid_and_no_other_screen_does() -> None:
    s, _ = act(two_players(physical=False), "offer Ann Rufus give dignitas 2")
    ann = present.describe(status(s, "Ann"))
    assert MINE + "`offer Ann rufus give dignitas 2`" in ann
    for seat in (None, "Ben"):
        view = status(s, seat)
        assert "give dignitas 2" not in json.dumps(view)
        assert not [line for line in present.describe(view) if "dignitas 2" in line]
        assert view["bids"] == [{"npc": "Rufus", "in": ["Ann"], "to_bid": ["Ben"], "yours": None}]
    assert status(s, "Ann")["bids"][0]["yours"] == "give dignitas 2"
    with use_lang("it"):
        said = present.describe(status(s, "Ann"))
    line = next(x for x in said if "`offer Ann rufus give dignitas 2`" in x)
    assert "Rufus" in line and "only" not in line
