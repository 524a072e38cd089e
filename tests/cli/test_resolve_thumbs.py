"""`lictor resolve carta-imperia thumbs`: an NPC Senator rules on a deal without a session
(Solo & 2-Player Addenda, Dealmaking with an NPC Senator)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from lictor.cli import main

VOLSCI = (
    "resolve", "carta-imperia", "thumbs", "--era", "2", "--npc", "Rufus", "--player", "Ann",
    "--expand", "--give", "legions:2,governorship:volsci", "--demand", "campaign-dignitas",
    "--campaign", "volsci", "--npc-legions", "1",
    "--draws", "phalanx,barbarian,barbarian,legionary",
)  # fmt: skip


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def prestige(npc: int, player: int) -> tuple[str, ...]:
    return ("--npc-prestige", str(npc), "--player-prestige", str(player))


def test_thumbs_command_rules_rufus_volsci_deal_line_by_line() -> None:
    code, out = run(*VOLSCI, *prestige(8, 6))
    assert code == 0, out
    lines = out.splitlines()
    assert lines[0].startswith("Ann gives 2 Legions, and Rufus plays eXpand this Era: 2 thumbs up")
    assert "Thumbs value: 4 up - 2 down = 2" in out
    assert "Attitude: Superior" in out
    assert lines[-1].startswith("1 <= Thumbs value 2: Rufus takes the deal")


# the Omens example: Rufus 8 / 5 / 7 against Ann's 6 in Era II, then Ann the Primus
FOUR = {"superior": (1, True), "compliant": (2, True), "wary": (3, False), "hostile": (4, False)}


def attitudes(deal: tuple[str, ...]) -> dict[str, tuple[int, bool]]:
    """Each Attitude of the example's four cases: (the shields counted, taken)."""
    seen = {}
    for npc, flags in ((8, ()), (5, ()), (7, ()), (8, ("--player-is-primus",))):
        code, out = run(*deal, *prestige(npc, 6), *flags, "--json")
        assert code == 0, out
        data = json.loads(out)
        assert data["thumbs"] == 2
        seen[data["attitude"]] = (data["counted"], data["accepts"])
    return seen


def test_thumbs_command_json_gives_the_four_attitudes_of_the_example() -> None:
    assert attitudes(VOLSCI) == FOUR


def test_thumbs_command_speaks_italian_with_plurals() -> None:
    code, out = run(*VOLSCI, *prestige(8, 6), "--lang", "it")
    assert code == 0, out
    assert "Ann dà 2 Legioni, e Rufus gioca eXpand in questa Era: 2 pollici in su" in out
    assert "Atteggiamento: Superiore" in out
    assert "Rufus accetta l'accordo" in out
    code, out = run(
        "resolve", "carta-imperia", "thumbs", "--era", "3", *prestige(4, 6), "--expand",
        "--give", "legions:1", "--demand", "dignitas:1", "--draws", "legionary", "--lang", "it",
    )  # fmt: skip
    assert code == 0, out
    assert "1 Legione" in out and "1 pollice in su" in out and "1 pollici" not in out


def test_thumbs_command_seeded_omens_are_the_same_draw_each_time() -> None:
    args = (*VOLSCI[:-2], *prestige(7, 6), "--seed", "11", "--json")
    first, second = run(*args), run(*args)
    assert first == second and first[0] == 0
    draws = json.loads(first[1])["draws"]
    assert draws and "legionary" in draws[-1]


def test_thumbs_command_refuses_bad_input_in_one_line() -> None:
    for extra, said in (
        (("--give", "legions:two"), "--give legions:two: say legions:N"),
        (("--give", "governorship:atlantis"), "no region 'atlantis'"),
        (("--demand", "auctoritas:1"), "--demand auctoritas:1: not something to demand"),
        (("--give", "dignitas:1", "--draws", "phalanx"), "the last card must show one"),
        (("--give", "dignitas:1", "--draws", "legionary", "--seed", "3"), "not both"),
        (("--give", "dignitas:1", "--front-runner"), "--front-runner: name the Province"),
    ):
        code, out = run("resolve", "carta-imperia", "thumbs", "--era", "2", *prestige(7, 6), *extra)
        assert code == 2, out
        assert said in out and "Traceback" not in out
        assert len(out.strip().splitlines()) == 1


def test_thumbs_command_front_runner_of_an_unnamed_province_says_its_status_once() -> None:
    code, out = run(
        "resolve", "carta-imperia", "thumbs", "--era", "2", "--npc", "Rufus", "--player", "Ann",
        *prestige(8, 6), "--give", "dignitas:3", "--election", "6", "--front-runner",
        "--draws", "legionary",
    )  # fmt: skip
    assert code == 0, out
    assert "Rufus is the front-runner for a Province of Status 6: 6 thumbs down" in out
    assert "(Status 6)" not in out


JOIN = tuple(
    "join:2,governorship:volsci" if a == "legions:2,governorship:volsci" else a for a in VOLSCI
)


def test_thumbs_command_rules_the_volsci_example_as_joined_legions_in_all_four_attitudes() -> None:
    """The Addenda's example says "join him with your 2 Legions": ``join:2`` (the Legions
    under the player's own Standard) is worth the same 2 thumbs up as Legions handed over,
    and the four Attitudes of the Omens example come out as printed, Hostile included."""
    assert attitudes(JOIN) == FOUR
    code, out = run(*JOIN, *prestige(8, 6), "--player-is-primus")
    assert code == 0, out
    assert "Ann joins Rufus's campaign against Volsci with 2 Legions" in out
    assert "Attitude: Hostile" in out
    assert "Rufus refuses the deal" in out.splitlines()[-1]


def test_thumbs_command_join_needs_the_campaign_it_joins() -> None:
    code, out = run(
        "resolve", "carta-imperia", "thumbs", "--era", "2", *prestige(8, 6), "--expand",
        "--give", "join:2", "--draws", "legionary",
    )  # fmt: skip
    assert code == 2
    assert out.strip().splitlines() == [
        "Error: --give join: name the campaign it joins with --campaign REGION"
    ]
    code, out = run(*JOIN[:-4], "--give", "join:0", *prestige(8, 6))
    assert code == 2 and "--give join:0: say join:N with N a whole number, 1 or more" in out


def test_thumbs_command_refuses_one_seat_twice_an_era_out_of_range_and_idle_rivals() -> None:
    """Audit17 W6: each was accepted (the same name for NPC and player, --rivals outside
    the final Era, silently ignored) or said in a hard line (--era 9)."""
    deal = (*prestige(8, 6), "--give", "dignitas:1", "--draws", "legionary")
    for extra, said in (
        (("--era", "2", "--npc", "Rufus", "--player", "rufus"),
         "--npc/--player: Rufus is both the NPC and the player offering; name two seats"),
        (("--era", "9"), "--era 9: an Era is 1 to 7"),
        (("--era", "3", "--final-era", "2"), "--final-era 2: the game's last Era is from "
         "--era (3) to 7"),
        (("--era", "2", "--rivals", "9,7"), "--rivals: the other rivals' Prestige counts only "
         "in the final Era (--era 2, --final-era 7)"),
    ):  # fmt: skip
        code, out = run("resolve", "carta-imperia", "thumbs", *deal, *extra)
        assert code == 2, out
        assert said in out and "Traceback" not in out
        assert len(out.strip().splitlines()) == 1
    code, out = run("resolve", "carta-imperia", "thumbs", *deal, "--era", "7", "--rivals", "9,7")
    assert code == 0, out  # in the final Era the rivals count
