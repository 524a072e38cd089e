"""Whole Carta Imperia games for one and two players through the real CLI (issue 29), played
as a player would: `next` (the referee plays the NPC Senators and says why), then one of the
player's legal moves, chosen by a seeded random hand, until the game is over; then `score`.

Asserted is what a table notices: the game reaches its end (Era VII, or a scenario's own
end), `referee score` names the winner with each Familia's lines (the Historical variant: won
or lost, with the regions missing), every NPC answer in `log --json` says why (`because`),
the log replays from its first action to the same state, and the same seed and the same
moves give the same game. A physical table is told by `next` which NPC cards to draw, and
when: an Omen card per NPC at the start of each Era, its 2 Action cards once the players
have laid theirs face down."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner

from lictor.cli import main


def ref(db: Path, *args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args], env=env)
    return result.exit_code, result.output


@dataclass
class Played:
    """What the table saw: each command sent and what it printed, in order."""

    said: list[tuple[str, str]] = field(default_factory=list)

    def nexts(self) -> list[str]:
        return [out for cmd, out in self.said if cmd == "next"]


# what the table types for an NPC: the cards it really drew at a --physical table (its
# Start Card, Omens, Action cards, a thumb flipped); anything else an NPC does, `next` plays
DRAWN_FOR_NPC = frozenset({"start", "omen", "drew", "flip"})


def pick(rng: random.Random, options: list[tuple[str | None, str]]) -> tuple[str | None, str]:
    """A random legal move; a deal offered (or, Historical, a Legion or Bust shared) now and
    then, not at every turn: a player makes a few, and each is one more exchange."""
    plain = [o for o in options if o[1].split()[0] not in ("offer", "share")]
    if plain and rng.random() > 0.1:
        return rng.choice(plain)
    return rng.choice(options)


def play_out(
    db: Path,
    humans: list[str],
    npcs: list[str],
    seed: int,
    limit: int = 2000,
    over: str = "Game over - ",
) -> Played:
    """`next`, then a random move of a human seat (or of the table: a draw, `march`...),
    never one sent for an NPC (the referee plays those), until the game is over."""
    rng = random.Random(seed)
    played = Played()
    robots = {n.lower() for n in npcs}
    for _ in range(limit):
        code, out = ref(db, "next")
        assert code == 0, out
        played.said.append(("next", out))
        if over in out:  # the end, as `next` says it (in the session's language)
            return played
        options: list[tuple[str | None, str]] = []
        for h in humans:
            _code, got = ref(db, "actions", "--seat", h, "--json")
            options += [(h, w) for w in json.loads(got)["actions"]]
        _code, got = ref(db, "actions", "--json")
        options += [
            (None, w)
            for w in json.loads(got)["actions"]
            if not (
                len(w.split()) > 1
                and w.split()[1].lower() in robots
                and w.split()[0] not in DRAWN_FOR_NPC
            )
        ]
        if not options:  # a --physical table flips or draws for an NPC and types what came
            options = [(None, w) for w in json.loads(got)["actions"]]
        assert options, f"nothing to do and the game is not over:\n{out}"
        seat, words = pick(rng, options)
        code, out = ref(db, "act", *(["--seat", seat] if seat else []), *words.split())
        assert code == 0, f"{words}: {out}"
        played.said.append((words, out))
    raise AssertionError(f"no end after {limit} moves")


def new(db: Path, *args: str) -> str:
    code, out = ref(db, "new", "carta-imperia", *args)
    assert code == 0, out
    return out


def assert_replays_and_says_why(db: Path, npcs: list[str]) -> list[dict[str, object]]:
    """Every NPC answer carries its reasons; the whole log replayed from its first action
    (no snapshot) gives the same state and the same log."""
    _code, out = ref(db, "log", "--json")
    items = json.loads(out)
    mine = [x for x in items if "npc" in x]
    assert len(mine) > 20
    assert {x["npc"] for x in mine} == set(npcs)
    assert all(isinstance(x["because"], list) and x["because"] for x in mine)
    fresh = {"LICTOR_SNAPSHOTS": "0"}
    assert ref(db, "status", "--json", env=fresh)[1] == ref(db, "status", "--json")[1]
    assert json.loads(ref(db, "log", "--json", env=fresh)[1]) == items
    return items  # type: ignore[no-any-return]


def assert_scored(db: Path, seats: list[str]) -> dict[str, object]:
    """`score` names the winner (or the shared win, or everyone's loss) and gives every
    Familia's lines, each ending in its total."""
    code, text = ref(db, "score")
    assert code == 0, text
    code, out = ref(db, "score", "--json")
    data = json.loads(out)
    sheet = data["score"]
    if data["outcome"] == "winner":
        (winner,) = data["winners"]
        assert f"{winner} wins" in text
        totals = {n: p["total"] for n, p in sheet["players"].items()}
        assert set(totals) == set(seats) and totals[winner] == max(totals.values())
        for name in seats:
            assert f"\n{name}: {totals[name]}\n" in f"\n{text}"
            assert sheet["players"][name]["lines"][-1]["text"].startswith("Total: ")
        assert f"Highest total: {totals[winner]} ({winner})" in text
    else:  # a shared win, or an end where everybody loses: said, and named
        assert data["outcome"] and "Game over - " in text
    return data  # type: ignore[no-any-return]


SOLO = ["--players", "Ann", "--npc", "Rufus,Cato"]


@pytest.mark.parametrize("scenario", ["full", "rise-of-the-republic", "fall-of-the-republic"])
def test_a_seeded_solo_game_of_each_scenario_reaches_its_end_and_is_scored(
    tmp_path: Path, scenario: str
) -> None:
    db = tmp_path / "solo.sqlite"
    new(db, *SOLO, "--seed", "11", "--scenario", scenario)
    played = play_out(db, ["Ann"], ["Rufus", "Cato"], seed=1)
    view = json.loads(ref(db, "status", "--json")[1])
    assert view["over"] and view["step"] == "over"
    if view["outcome"] == "winner":  # a scenario may end early (Hannibal unopposed)
        assert view["era"] == view["final_era"]
    assert any("(NPC e" in out for out in played.nexts())  # the NPCs said why, as they played
    assert_replays_and_says_why(db, ["Rufus", "Cato"])
    assert_scored(db, ["Ann", "Rufus", "Cato"])


def test_the_same_seed_and_moves_give_the_same_game(tmp_path: Path) -> None:
    logs = []
    for run in ("a", "b"):
        db = tmp_path / f"{run}.sqlite"
        new(db, *SOLO, "--seed", "5")
        rng = random.Random(8)
        for _ in range(60):
            ref(db, "next")
            got = json.loads(ref(db, "actions", "--seat", "Ann", "--json")[1])["actions"]
            table = json.loads(ref(db, "actions", "--json")[1])["actions"]
            seat, words = pick(rng, [("Ann", w) for w in got] + [(None, w) for w in table])
            ref(db, "act", *(["--seat", seat] if seat else []), *words.split())
        logs.append(json.loads(ref(db, "log", "--json")[1]))
    assert len(logs[0]) > 60 and logs[0] == logs[1]


def test_a_two_player_game_with_one_npc_reaches_era_vii_and_is_scored(tmp_path: Path) -> None:
    db = tmp_path / "two.sqlite"
    new(db, "--players", "Ann,Ben", "--npc", "Rufus", "--seed", "9")
    play_out(db, ["Ann", "Ben"], ["Rufus"], seed=4)
    view = json.loads(ref(db, "status", "--json")[1])
    assert view["over"] and view["era"] == 7
    assert_replays_and_says_why(db, ["Rufus"])
    assert_scored(db, ["Ann", "Ben", "Rufus"])


def test_a_physical_solo_game_next_says_which_npc_cards_to_draw_and_when(tmp_path: Path) -> None:
    db = tmp_path / "box.sqlite"
    new(db, *SOLO, "--seed", "5", "--physical")
    played = play_out(db, ["Ann"], ["Rufus", "Cato"], seed=2)
    asked = ""  # the `next` before each card the table typed
    for words, out in played.said:
        if words == "next":
            asked = out
            continue
        verb, *rest = words.split()
        if verb == "omen":  # an Omen card for the NPC's Inheritance (or one more: draw on)
            assert f"reveal an Omen card for {rest[0]} from the shuffled Omens deck" in asked
        if verb == "drew":  # his 2 Action cards, once the players' are face down
            assert f"shuffle {rest[0]}'s Action cards, draw 2 and say them" in asked
            assert f"(drew {rest[0]} CARD CARD)" in asked
    said = [w.split()[:2] for w, _ in played.said if w.split()[0] in ("omen", "drew")]
    # every one of the 7 Eras: each NPC's Inheritance (an Omen card, more on a Barbarian
    # shield), then its 2 Action cards
    assert said.count(["drew", "Rufus"]) == said.count(["drew", "Cato"]) == 7
    assert said.count(["omen", "Rufus"]) >= 7 and said.count(["omen", "Cato"]) >= 7
    laid = [i for i, (w, out) in enumerate(played.said) if "lays 2 different Action" in out]
    first_drew = next(i for i, (w, _) in enumerate(played.said) if w.startswith("drew "))
    assert laid and laid[0] < first_drew  # told to lay theirs face down before the NPCs draw
    view = json.loads(ref(db, "status", "--json")[1])
    assert view["over"] and view["era"] == 7
    assert_replays_and_says_why(db, ["Rufus", "Cato"])
    assert_scored(db, ["Ann", "Rufus", "Cato"])


def test_a_historical_game_is_won_or_lost_and_status_names_the_regions_missing(
    tmp_path: Path,
) -> None:
    db = tmp_path / "history.sqlite"
    new(db, "--variant", "historical", "--players", "Ann", "--seed", "7")
    familiae = ["Cornelii", "Fabii", "Claudii"]
    _code, before = ref(db, "status")
    assert "Still missing for the win (2" in before  # Era I: Italy's regions, and the rest
    play_out(db, familiae, [], seed=3)
    code, text = ref(db, "score")
    assert code == 0, text
    data = json.loads(ref(db, "score", "--json")[1])
    assert data["outcome"] in ("won", "lost")
    if data["outcome"] == "lost":
        lines = [line["text"] for line in data["score"]["lines"]]
        missing = next(x for x in lines if x.startswith("Still missing: "))
        assert "The Historical game is lost" in text and missing in text
    else:
        assert "The Historical game is won" in text
    _code, after = ref(db, "status")
    assert "by the end of the last Era" not in after  # over: the verdict says it, once
