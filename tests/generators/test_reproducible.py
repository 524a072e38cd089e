"""A kit is byte-reproducible: the same pack and options give the same bytes in every file
(PDF, SVG, PNG), whenever it is built, so a maker (or a print shop, or a diff) can tell a
changed kit from a rebuilt one."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from pypdf import PdfReader

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, pack_source
from lictor.generators.kit import BuildOptions, build_kit
from tests.conftest import extra


def _build(out: Path, formats: tuple[str, ...] = ("pdf",)) -> dict[str, bytes]:
    options = BuildOptions(
        out_dir=out, formats=formats, dpi=60, diagrams=diagrams_of("carta-imperia")
    )
    build_kit(load_pack(pack_source("carta-imperia")), options)
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def test_two_builds_an_hour_apart_write_the_same_bytes_in_every_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    formats = ("pdf", "svg", "png")
    first = _build(tmp_path / "one", formats)
    now = time.time()
    monkeypatch.setattr(time, "time", lambda: now + 3600.5)  # the clock an hour on
    second = _build(tmp_path / "two", formats)
    assert sorted(first) == sorted(second)
    assert any(name.endswith("-kit.pdf") for name in first)
    assert {n.rsplit(".", 1)[-1] for n in first} >= {"pdf", "svg", "png"}
    differ = [name for name in first if first[name] != second[name]]
    assert differ == []


def test_the_kit_is_dated_source_date_epoch_when_it_is_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the reproducible-builds convention: the maker dates the kit, not the clock
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01 00:00 UTC
    _build(tmp_path)
    info = PdfReader(tmp_path / "carta-imperia-kit.pdf").metadata
    assert info is not None
    assert str(info["/CreationDate"]).startswith("D:20260101000000")


RUN = """
import sys
if sys.argv[1] == "pure":
    sys.modules["_rl_accel"] = None  # reportlab falls back on its Python code
from lictor.cli import main
main(["build", "carta-imperia", "--format", "pdf,svg", "-o", sys.argv[2]])
"""


def test_the_fast_extra_changes_no_byte_of_the_kit(tmp_path: Path) -> None:
    # (``pip install 'lictor[fast]'``: reportlab's C accelerator, rl-accel; CI installs it)
    extra("_rl_accel")
    got = {}
    for how in ("pure", "fast"):
        out = tmp_path / how
        done = subprocess.run(
            [sys.executable, "-c", RUN, how, str(out)], capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        got[how] = {str(p.relative_to(out)): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert sorted(got["pure"]) == sorted(got["fast"])
    assert any(name.endswith(".svg") for name in got["pure"])
    assert [n for n in got["pure"] if got["pure"][n] != got["fast"][n]] == []
