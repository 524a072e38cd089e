"""`build --all --preview`: a game's contact-sheet pictures are made on worker processes
while the next game builds. They are the ones made in the build's own process, every
picture the page links to is there, and the page is written only once they are."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.backends import raster
from lictor.generators.kit import BuildOptions, build_kit
from lictor.generators.preview import preview_path, start_preview, write_preview


def _kit(out: Path) -> list[Path]:
    game = "circus-maximus"
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    return [w.path for w in build_kit(pack, BuildOptions(out_dir=out, diagrams=diagrams_of(game)))]


def test_contact_sheet_pictures_made_on_workers_match_those_made_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = _kit(tmp_path)
    here = write_preview(tmp_path, "circus-maximus", "Circus Maximus", files)
    made_here = {p.name: p.read_bytes() for p in (tmp_path / "circus-maximus-preview").iterdir()}
    html_here = here.read_text()
    here.unlink()
    for p in (tmp_path / "circus-maximus-preview").iterdir():
        p.unlink()
    monkeypatch.setenv("LICTOR_JOBS", "2")
    with raster.pool(2) as submit:
        finish = start_preview(tmp_path, "circus-maximus", "Circus Maximus", files, submit=submit)
        assert not preview_path(tmp_path, "circus-maximus").exists()  # not before its pictures
        page = finish()
    assert page.read_text() == html_here
    made = {p.name: p.read_bytes() for p in (tmp_path / "circus-maximus-preview").iterdir()}
    assert made == made_here
    links = re.findall(r'(?:src|href)="(circus-maximus-preview/[^"]+)"', html_here)
    assert links and all((tmp_path / link).is_file() for link in links)
    with Image.open(tmp_path / links[0]) as first:
        assert first.format == "JPEG"
