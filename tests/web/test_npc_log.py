"""The web table's log shows which actions an NPC Senator took (Carta Imperia, Solo &
2-Player Addenda): the entries `next` applied as the NPC say so, the table's own do not."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lictor.cli import main
from lictor.games import referee_game
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from lictor.web.views import recent


def test_web_log_marks_the_npc_decisions(tmp_path: Path) -> None:
    db = str(tmp_path / "npc.sqlite")
    run = CliRunner()
    args = ["referee", "--db", db]
    new = ["new", "carta-imperia", "--players", "Ann", "--npc", "Rufus,Cato", "--seed", "11"]
    assert run.invoke(main, [*args, *new]).exit_code == 0
    assert run.invoke(main, [*args, "next"]).exit_code == 0  # Rufus, Primus: his direction
    choose = ["act", "--seat", "Ann", "choose", "Ann", "exploit", "expand"]
    assert run.invoke(main, [*args, *choose]).exit_code == 0
    assert run.invoke(main, [*args, "next"]).exit_code == 0  # the NPCs tax, eXec ...
    items = recent(Referee(Store(Path(db)), referee_game).load(None), count=50)
    by_npc = [i for i in items if i.get("npc")]
    assert by_npc and {i["npc"] for i in by_npc} <= {"Rufus", "Cato"}
    assert all(i["action"].split()[1] in ("Rufus", "Cato") for i in by_npc)
    mine = next(i for i in items if i["action"].startswith("choose"))
    assert "npc" not in mine
