"""A command loads only the phases its game has reached (issue 27): Carta Imperia's phases
are composed from a manifest (rules/lazy_phases.py) and each is imported when the game first
needs it, so a table in Era I, or anywhere in Scenario I, never pays for the Civil War's route
search or the endgame's scoring. Each command runs in a fresh interpreter and the modules it
imported are read back."""

from __future__ import annotations

import dataclasses
import importlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from lictor.games import referee_game
from lictor.games.carta_imperia.rules.game import PROCEDURE
from lictor.games.carta_imperia.rules.lazy_phases import Deferred, lazy_phases, manifest
from lictor.games.carta_imperia.rules.phase import Phase
from lictor.rules.actors import rightful
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from tests.cli.test_command_imports import loaded_by

PHASES = "lictor.games.carta_imperia.rules.phases."
CIVIL_WAR = (PHASES + "civil_war",)
ENDGAME = (PHASES + "endgame",)
PLAYERS = "Ann,Ben,Cy"


def of(loaded: set[str], packages: tuple[str, ...]) -> set[str]:
    return {m for m in loaded for p in packages if m == p or m.startswith(p + ".")}


def played(tmp_path: Path, scenario: str, seed: int, actions: int) -> tuple[dict[str, str], dict]:
    """A seeded game played by random legal choice for ``actions`` actions, recorded in a
    session file of its own; returns the environment of its commands and where it stands
    (the Era, the step, the next action's words as its sender types them)."""
    env = {
        **os.environ,
        "LICTOR_DB": str(tmp_path / "s.sqlite"),
        "LICTOR_CACHE_DIR": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    ref = Referee(Store(tmp_path / "s.sqlite"), referee_game)
    options = referee_game("carta-imperia").check_options({"scenario": scenario})
    sid = ref.new("carta-imperia", PLAYERS, seed, False, options)
    rng = random.Random(seed)
    for _ in range(actions + 1):
        loaded = ref.load(sid)
        words = loaded.game.text(rng.choice(loaded.game.legal_actions(loaded.state))).split()
        sender = rightful(loaded.game.authority(loaded.state, loaded.seats, words))
        typed = words if sender.is_table else ["--seat", sender.player, *words]
        if _ == actions:
            break
        ref.act(sid, words, actor=sender)
    ref.store.close()
    return env, {"era": loaded.state.era, "step": loaded.state.step, "next": typed}


COMMANDS = (
    ["referee", "status", "--json"],
    ["referee", "next", "--json"],
    ["referee", "actions", "--json"],
    ["referee", "log"],
    ["referee", "status", "--seat", "Ann"],
)


def test_a_scenario_i_command_imports_no_civil_war_module(tmp_path: Path) -> None:
    env, at = played(tmp_path, "rise-of-the-republic", 5, 130)
    assert at["era"] == 4  # Scenario I's last Era: it has no Civil War
    loaded_by(env, "referee", "status")  # the manifest and the pack into the pack cache
    for command in COMMANDS:
        loaded = loaded_by(env, *command)
        assert "lictor.games.carta_imperia.rules.game" in loaded  # it did referee the game
        assert of(loaded, CIVIL_WAR) == set(), command
    loaded = loaded_by(env, "referee", "act", *at["next"])
    assert "lictor.rules.snapshot" in loaded  # it did record the act
    assert of(loaded, CIVIL_WAR) == set()


def test_a_command_in_era_i_imports_neither_the_civil_war_nor_the_endgame(
    tmp_path: Path,
) -> None:
    env, at = played(tmp_path, "full", 5, 30)
    assert at["era"] == 1 and at["step"] == "nominate"  # the Elections
    loaded_by(env, "referee", "status")
    # nor the Era's phases after the Elections (each steps.py loads the next one's at its
    # first call), nor the NPCs' code in a game without NPCs
    later = tuple(PHASES + p for p in ("extort", "expand", "end_of_era"))
    for command in COMMANDS:
        loaded = loaded_by(env, *command)
        assert of(loaded, CIVIL_WAR + ENDGAME + later + NOT_WITHOUT_NPCS) == set(), command
    loaded = loaded_by(env, "referee", "act", *at["next"])
    assert of(loaded, CIVIL_WAR + ENDGAME) == set()
    out = subprocess.run(
        [sys.executable, "-m", "lictor", "referee", "log"], env=env, capture_output=True, text=True
    )
    assert out.returncode == 0 and len(out.stdout.splitlines()) >= 31  # the act was kept


def test_each_phase_in_the_manifest_declares_what_the_phase_itself_declares() -> None:
    assert [p["package"] for p in manifest(("setup", "tools"))] == ["setup", "tools"]
    declared = {p.name: p for p in map(_real, _packages())}  # as each package declares it
    assert [p.name for p in PROCEDURE.phases] == list(
        p.name for p in sorted(declared.values(), key=lambda p: _order(p.name))
    )
    for lazy in PROCEDURE.phases:
        real = declared[lazy.name]
        assert set(lazy.verbs) == set(real.verbs) and set(lazy.steps) == set(real.steps)
        for word, verb in lazy.verbs.items():
            for f in dataclasses.fields(verb):
                mine, theirs = getattr(verb, f.name), getattr(real.verbs[word], f.name)
                if isinstance(mine, Deferred):
                    assert mine._resolve() is theirs, (word, f.name)
                else:
                    assert mine == theirs, (word, f.name)
        for name, step in lazy.steps.items():
            for f in dataclasses.fields(step):
                mine, theirs = getattr(step, f.name), getattr(real.steps[name], f.name)
                if isinstance(mine, Deferred):
                    got = mine._resolve()
                    assert got is theirs or (not callable(theirs) and got() is theirs)
                else:
                    assert mine == theirs, (name, f.name)
        assert (lazy.anytime is None) is (real.anytime is None)


def _packages() -> list[str]:
    root = Path(__file__).resolve().parents[2] / "lictor/games/carta_imperia/rules/phases"
    return sorted(p.name for p in root.iterdir() if (p / "phase.py").exists())


def _real(package: str) -> Phase:
    return importlib.import_module(f"{PHASES}{package}.phase").PHASE  # type: ignore[no-any-return]


def _order(name: str) -> int:
    return [p.name for p in PROCEDURE.phases].index(name)


def test_a_manifest_of_another_shape_in_the_cache_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from lictor.content import cache

    monkeypatch.setenv("LICTOR_CACHE_DIR", str(tmp_path))
    first = lazy_phases(("draft", "tools"))
    (kept,) = tmp_path.glob("*.bin")
    name = kept.stem
    blob = json.dumps([{"package": "draft", "verbs": 3}]).encode()  # ours, but reshaped
    kept.write_bytes(cache.MAGIC + cache._mac(name, blob) + blob)
    again = lazy_phases(("draft", "tools"))
    assert [p.name for p in again] == [p.name for p in first]
    assert set(again[0].verbs) == set(first[0].verbs)
    assert json.loads(kept.read_bytes()[len(cache.MAGIC) + 32 :])[0]["verbs"]  # rewritten


# -- the NPC Senators' policies: each phase's npc.py imported when its step is decided -----
NPC = "lictor.games.carta_imperia.rules.phases.{}.npc"


def test_the_npc_policies_are_the_phases_own_merged_as_before() -> None:
    from lictor.games.carta_imperia.rules import npc_policy

    root = Path(__file__).resolve().parents[2] / "lictor/games/carta_imperia/rules/phases"
    assert sorted(npc_policy.PACKAGES) == sorted(
        p.name for p in root.iterdir() if (p / "npc.py").exists()
    )  # a new phase's npc.py is not forgotten
    merged: dict[str, object] = {}
    free: dict[str, object] = {}
    for package in npc_policy.PACKAGES:
        module = importlib.import_module(NPC.format(package))
        merged.update(module.POLICIES)
        free.update(getattr(module, "FREE", {}))
    assert {k: v for k, v in npc_policy.POLICIES.items() if k in merged} == merged
    assert set(npc_policy.POLICIES) == {*merged, "pay"}  # the tools' payment mix
    assert {k: v for k, v in npc_policy.FREE.items() if k in free} == free
    assert set(npc_policy.FREE) == {*free, "lend", "battle"}


def test_an_npc_deciding_in_era_i_imports_its_own_phases_policy_alone(tmp_path: Path) -> None:
    from lictor.games.carta_imperia.rules import npc_policy

    game = referee_game("carta-imperia")
    players, npcs = game.with_npcs("Ann", "Rufus,Cato")
    ref = Referee(Store(tmp_path / "s.sqlite"), referee_game)
    options = game.check_options({"npc": npcs})
    sid = ref.new("carta-imperia", players, 4, False, options)
    rng = random.Random(4)
    policies = npc_policy._index()["POLICIES"]
    while True:  # to the first step an NPC decides by its phase's policy
        loaded = ref.load(sid)
        s = loaded.state
        assert s.era <= 1, "no NPC decided by a policy in Era I"
        if s.step in policies and loaded.game.npc_turn(s) is not None:
            break
        words = loaded.game.text(rng.choice(loaded.game.legal_actions(s))).split()
        ref.act(sid, words, actor=rightful(loaded.game.authority(s, loaded.seats, words)))
    ref.store.close()
    env = {
        **os.environ,
        "LICTOR_DB": str(tmp_path / "s.sqlite"),
        "LICTOR_CACHE_DIR": str(tmp_path / "cache"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    keep = "from lictor.games.carta_imperia.rules import npc_policy; npc_policy._index()"
    subprocess.run([sys.executable, "-c", keep], env=env, check=True)  # the index kept
    loaded_by(env, "referee", "status")  # the phases' manifest kept
    # the one answer due, proposed (`next` without it plays every NPC answer due after it,
    # at later steps too)
    got = loaded_by(env, "referee", "next", "--json", "--confirm-npc")
    own = NPC.format(policies[s.step])
    assert own in got, s.step  # it did decide by its policy
    # what that policy's own module imports (the steps it reads), and no other phase's
    alone = f"import sys, json, {own}; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", alone], capture_output=True, text=True)
    needs = set(json.loads(done.stdout))
    others = {NPC.format(p) for p in npc_policy.PACKAGES} - {own}
    assert others & got <= needs, (s.step, sorted((others & got) - needs))
    assert others - needs - got, "a policy of a phase not reached"  # the test can fail


# what a game without NPC Senators, deals or the Historical variant never needs: the
# NPCs' policies and deals, the deals' and the sharing tools (the tools phase's offers are
# listed at every step), and, at the draft, no later phase's steps
_TOOLS_AND_POLICIES = (
    "tools.npc_bids", "tools.npc_buy", "tools.npc_deal", "tools.npc_goods", "tools.npc_offer",
    "tools.npc_reforms", "tools.npc_terms", "tools.deal", "tools.share",
    "exploit.npc", "exec.npc", "elections.npc", "extort.npc", "expand.npc", "endgame.npc",
    "extralegal.npc", "civil_war.npc", "scenario_setup.npc",
)  # fmt: skip
NOT_WITHOUT_NPCS = (
    *(PHASES + m for m in _TOOLS_AND_POLICIES),
    "lictor.games.carta_imperia.rules.common_npc",
    "lictor.games.carta_imperia.rules.npc_policy",
)
LATER = tuple(PHASES + p for p in ("elections", "extort", "expand", "civil_war", "endgame"))


def test_a_command_at_the_draft_without_npcs_imports_no_npc_nor_deal_nor_later_phase(
    tmp_path: Path,
) -> None:
    env, at = played(tmp_path, "rise-of-the-republic", 3, 2)
    assert at["step"] == "draft"
    loaded_by(env, "referee", "status")  # the manifest and the pack into the pack cache
    for command in COMMANDS:
        loaded = loaded_by(env, *command)
        assert "lictor.games.carta_imperia.rules.game" in loaded  # it did referee the game
        assert of(loaded, NOT_WITHOUT_NPCS + LATER) == set(), command
    loaded = loaded_by(env, "referee", "act", *at["next"])
    assert "lictor.rules.snapshot" in loaded  # it did record the act
    assert of(loaded, NOT_WITHOUT_NPCS + LATER) == set()


# the table's setup, dealt once: a command on a log with a snapshot reads that snapshot and
# never sets the table up again (lictor/rules/snapshot.py, SetupState; issue 27)
SETUP = tuple(PHASES + p for p in ("setup", "scenario_setup", "draft"))


def test_a_command_late_in_a_game_never_sets_the_table_up_again(tmp_path: Path) -> None:
    env, at = played(tmp_path, "rise-of-the-republic", 5, 130)
    assert at["era"] == 4
    loaded_by(env, "referee", "status")  # the snapshot of the log as it stands, kept
    # (`log` replays every action from the setup, to say what each did)
    for command in [c for c in COMMANDS if c[1] != "log"]:
        loaded = loaded_by(env, *command)
        assert "lictor.rules.snapshot" in loaded  # the state came from the snapshot
        assert of(loaded, SETUP) == set(), command
    loaded = loaded_by(env, "referee", "act", *at["next"])
    assert of(loaded, SETUP) == set()
    # the control: without snapshots every command replays the log from the setup
    replayed = loaded_by({**env, "LICTOR_SNAPSHOTS": "0"}, "referee", "status", "--json")
    assert PHASES + "setup.steps" in replayed
