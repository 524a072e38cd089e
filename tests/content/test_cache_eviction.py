"""The pack cache stays bounded (lictor/content/cache.py, issue 27): entries another lictor
(an older version, a changed checkout) wrote and nobody used for a day are removed when an
entry is written, and so are a dead writer's temporary files; the least recently used go
first past the bound on entries and on bytes; a file that is not ours is left alone."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import lictor
from lictor.content import cache
from lictor.content.yamlsource import load_yaml

DAY = 24 * 3600


def pack(n: int) -> str:
    return f"pack: {{id: p{n}, title: P}}\ndecks:\n  - id: d\n    rows: [{{name: R{n}}}]\n"


@pytest.fixture
def where(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("LICTOR_CACHE_DIR", str(folder))
    monkeypatch.delenv("LICTOR_CACHE", raising=False)
    return folder


def aged(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def entries(where: Path) -> set[str]:
    return {p.name for p in where.glob("*.bin")}


def test_another_lictor_s_entries_unused_for_a_day_are_removed_at_the_next_write(
    where: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    load_yaml(pack(1), "old.yaml")
    load_yaml(pack(2), "recent.yaml")
    (old,) = [where / n for n in entries(where) if n.startswith(cache.generation())][:1]
    aged(old, 2 * DAY)
    recent = entries(where) - {old.name}
    monkeypatch.setattr(lictor, "__version__", "99.0.0")  # the next lictor
    load_yaml(pack(3), "new.yaml")
    left = entries(where)
    assert old.name not in left  # another lictor's, unused for two days
    assert recent <= left  # another lictor's, used an hour ago: two side by side share it
    assert any(n.startswith(cache.generation()) for n in left)  # the new one's


def test_this_lictor_s_entries_are_kept_however_old_while_within_the_bound(
    where: Path,
) -> None:
    load_yaml(pack(1), "a.yaml")
    (first,) = entries(where)
    aged(where / first, 30 * DAY)
    load_yaml(pack(2), "b.yaml")
    assert first in entries(where)


def test_past_the_bound_the_least_recently_used_entries_go_first(
    where: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cache, "MAX_ENTRIES", 3)
    names = []
    for n in range(3):
        load_yaml(pack(n), f"{n}.yaml")
        (name,) = entries(where) - set(names)
        names.append(name)
    for age, name in zip((5 * DAY, 3 * DAY, 4 * DAY), names, strict=True):
        aged(where / name, age)
    load_yaml(pack(0), "0.yaml")  # read again: marked used now
    load_yaml(pack(9), "9.yaml")  # a fourth entry: the least recently used goes
    left = entries(where)
    assert len(left) == 3
    assert names[0] in left  # the oldest written, but read just now
    assert names[1] in left  # used three days ago
    assert names[2] not in left  # used four days ago: the longest unused


def test_the_cache_is_bounded_in_bytes_too(where: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    load_yaml(pack(1), "a.yaml")
    (first,) = entries(where)
    aged(where / first, DAY)
    monkeypatch.setattr(cache, "MAX_TOTAL", (where / first).stat().st_size + 10)
    load_yaml(pack(2), "b.yaml")
    left = entries(where)
    assert len(left) == 1 and first not in left  # only the newest fits


def test_a_dead_writer_s_temporary_file_goes_and_a_file_not_ours_stays(where: Path) -> None:
    load_yaml(pack(1), "a.yaml")
    stale, fresh, notes = where / ".tmp-dead", where / ".tmp-writing", where / "notes.txt"
    for p in (stale, fresh, notes):
        p.write_bytes(b"x")
    aged(stale, 2 * DAY)
    aged(notes, 90 * DAY)
    load_yaml(pack(2), "b.yaml")
    assert not stale.exists()
    assert fresh.exists()  # another process may be writing it now
    assert notes.exists()


def test_an_entry_of_the_old_layout_is_another_lictor_s(where: Path) -> None:
    """Before the generation led the name, an entry was its bare digest: no lictor reads it
    again, so it goes once unused for a day."""
    where.mkdir(parents=True)
    bare = where / ("ab" * 32 + ".bin")
    bare.write_bytes(cache.MAGIC + b"\0" * 40)
    aged(bare, 2 * DAY)
    load_yaml(pack(1), "a.yaml")
    assert not bare.exists()
