"""The pack cache (lictor/content/cache.py): a pack parsed once, kept under its content's
hash and lictor's version, never trusted without this user's MAC."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import lictor
from lictor.content import cache, yamlsource
from lictor.content.yamlsource import load_plain, load_yaml

PACK = "pack: {id: mini, title: Mini}\ndecks:\n  - id: things\n    rows: [{name: Alpha}]\n"


@pytest.fixture
def where(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("LICTOR_CACHE_DIR", str(folder))
    monkeypatch.delenv("LICTOR_CACHE", raising=False)
    return folder


def no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr(yamlsource, "_parse_yaml", refuse)


def test_a_pack_parsed_once_is_read_from_the_cache_with_its_lines(
    where: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data, lines = load_yaml(PACK, "mini.yaml")
    assert len(list(where.glob("*.bin"))) == 1
    no_parsing(monkeypatch)
    again, again_lines = load_yaml(PACK, "mini.yaml")
    assert (
        again
        == data
        == {
            "pack": {"id": "mini", "title": "Mini"},
            "decks": [{"id": "things", "rows": [{"name": "Alpha"}]}],
        }
    )
    # errors still name the file and the line the value came from
    assert again_lines.where(("decks", 0, "rows")) == lines.where(("decks", 0, "rows"))
    assert again_lines.where(("decks", 0, "rows")) == ("mini.yaml", 4)


def test_a_changed_file_is_parsed_again(where: Path) -> None:
    load_yaml(PACK, "mini.yaml")
    data, _ = load_yaml(PACK.replace("Alpha", "Beta"), "mini.yaml")
    assert data["decks"][0]["rows"] == [{"name": "Beta"}]
    assert len(list(where.glob("*.bin"))) == 2


def test_another_lictor_version_parses_again(where: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    load_yaml(PACK, "mini.yaml")
    monkeypatch.setattr(lictor, "__version__", "99.0.0")
    no_parsing(monkeypatch)
    with pytest.raises(AssertionError, match="parsed again"):
        load_yaml(PACK, "mini.yaml")


@pytest.mark.parametrize("damage", ["truncated", "flipped", "empty", "garbage"])
def test_a_damaged_cache_is_ignored_and_rebuilt(where: Path, damage: str) -> None:
    first, _ = load_yaml(PACK, "mini.yaml")
    (path,) = where.glob("*.bin")
    blob = path.read_bytes()
    damaged = {
        "truncated": blob[: len(blob) // 2],
        "flipped": blob[:-3] + bytes([blob[-3] ^ 0xFF]) + blob[-2:],
        "empty": b"",
        "garbage": b"\x00" * 200,
    }[damage]
    path.write_bytes(damaged)
    data, _ = load_yaml(PACK, "mini.yaml")
    assert data == first
    assert path.read_bytes() == blob  # written again, whole


def test_a_tampered_cache_is_not_trusted(where: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache file forged under another secret (someone else's cache, or a forger's) says
    the pack is something else: it is never believed, the pack is parsed again."""
    load_yaml(PACK, "mini.yaml")
    (path,) = where.glob("*.bin")
    forged = yamlsource._parse_yaml(PACK.replace("Alpha", "Forged"), "mini.yaml")
    blob = json.dumps(yamlsource._dump_parsed(forged)).encode()
    with monkeypatch.context() as m:
        m.setattr(cache, "local_secret", lambda: b"\x01" * 32)  # the forger's secret
        path.write_bytes(cache.MAGIC + cache._mac(path.stem, blob) + blob)
        data, _ = load_yaml(PACK, "mini.yaml")
        assert data["decks"][0]["rows"] == [{"name": "Forged"}]  # the forger's own lictor
    data, _ = load_yaml(PACK, "mini.yaml")
    assert data["decks"][0]["rows"] == [{"name": "Alpha"}]


def test_a_cache_of_another_shape_is_rebuilt(where: Path) -> None:
    """Our own MAC over a blob that is not a parse (a bug, an older format): parsed again."""
    load_yaml(PACK, "mini.yaml")
    (path,) = where.glob("*.bin")
    blob = json.dumps(["not", "a", "parse"]).encode()
    path.write_bytes(cache.MAGIC + cache._mac(path.stem, blob) + blob)
    data, _ = load_yaml(PACK, "mini.yaml")
    assert data["pack"]["id"] == "mini"


def test_the_cache_turned_off_writes_nothing(where: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LICTOR_CACHE", "0")
    data, _ = load_yaml(PACK, "mini.yaml")
    assert data["pack"]["id"] == "mini"
    assert not where.exists()


def test_an_unwritable_cache_folder_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("LICTOR_CACHE_DIR", str(blocker / "cache"))
    data, _ = load_yaml(PACK, "mini.yaml")
    assert data["pack"]["id"] == "mini"


def test_a_built_in_pack_reads_the_same_through_the_cache(where: Path) -> None:
    import yaml

    from lictor.games.carta_imperia import CONTENT

    direct = yaml.safe_load(CONTENT.read_text(encoding="utf-8"))
    assert load_plain(CONTENT) == direct  # parsed, then written
    assert load_plain(CONTENT) == direct  # read back
