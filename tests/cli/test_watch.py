"""`lictor build --watch`: every save of the pack or its rows rebuilds the kit; a bad
save prints its error and leaves the last good kit; the preview page reloads itself."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from lictor.cli.watch import watch_and_build
from lictor.content.loader import load_pack
from lictor.content.pack import Pack
from lictor.generators.kit import BuildOptions, build_kit
from lictor.generators.preview import write_preview
from tests.conftest import MINI_PACK, extra

extra("watchfiles")  # in the test extra: CI runs these


def _wait(seen: Callable[[], bool], said: list[str], timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if seen():
            return
        time.sleep(0.05)
    raise AssertionError(f"the watcher did not react in time: {said}")


def test_watch_rebuilds_on_every_save_and_keeps_the_last_good_kit(tmp_path: Path) -> None:
    pack_dir = tmp_path / "pack"
    pack_dir.mkdir()
    source = pack_dir / "pack.yaml"
    text = MINI_PACK.replace(
        "    rows:\n      - {name: Alpha, qty: 2}\n", "    rows_file: rows.csv\n    rows: []\n"
    ).replace("      - {name: Beta, text: \"Two {{ icon('phalanx') }} shields\"}\n", "")
    source.write_text(text)
    rows = pack_dir / "rows.csv"
    rows.write_text("name,qty\nAlpha,2\n")
    out = tmp_path / "out"
    kit = out / "mini-cards.pdf"
    builds: list[int] = []
    said: list[str] = []

    def once() -> Pack:
        pack = load_pack(source)
        written = build_kit(pack, BuildOptions(out_dir=out))
        write_preview(out, pack.id, pack.title, [w.path for w in written], live=True)
        builds.append(len(builds))
        return pack

    stop = threading.Event()
    thread = threading.Thread(
        target=watch_and_build,
        args=(once, out, [source]),
        kwargs={"stop": stop, "echo": said.append},
    )
    thread.start()
    try:
        _wait(lambda: len(builds) == 1 and any("watching" in s for s in said), said)
        stamp = (out / "mini-preview-stamp.js").read_text()
        assert "Alpha" in PdfReader(kit).pages[0].extract_text()
        rows.write_text("name,qty\nAlpha,2\nGamma,1\n")  # a save of the rows file
        _wait(lambda: len(builds) == 2, said)
        assert "Gamma" in PdfReader(kit).pages[0].extract_text()
        assert (out / "mini-preview-stamp.js").read_text() != stamp  # the page reloads
        source.write_text(text.replace("layout: card", "layout: nosuch"))  # a bad save
        _wait(lambda: any(s.startswith("Error:") for s in said), said)
        assert "Gamma" in PdfReader(kit).pages[0].extract_text()  # the last good kit stays
        source.write_text(text.replace("A plain card.", "A changed card."))
        _wait(lambda: len(builds) == 3, said)
        assert "A changed card." in PdfReader(kit).pages[0].extract_text()
    finally:
        stop.set()
        thread.join(timeout=10)
    assert not thread.is_alive()
    html = (out / "mini-preview.html").read_text()
    assert "mini-preview-stamp.js" in html and "location.reload" in html


def _fonts_of(pdf: Path) -> set[str]:
    page = PdfReader(pdf).pages[0]
    fonts = page["/Resources"]["/Font"]  # type: ignore[index]
    return {str(f.get_object()["/BaseFont"]).split("+")[-1] for f in fonts.values()}


def test_watch_prints_a_saved_font_with_its_new_letters(tmp_path: Path) -> None:
    from lictor.generators.fonts import BUILTIN_DIR

    pack_dir = tmp_path / "pack"
    pack_dir.mkdir()
    source = pack_dir / "pack.yaml"
    source.write_text(
        MINI_PACK.replace(
            "pack: {id: mini, title: Mini Game}",
            "pack: {id: mini, title: Mini Game}\nfonts: {title: title.ttf}",
        )
    )
    font = pack_dir / "title.ttf"
    font.write_bytes((BUILTIN_DIR / "VeraBI.ttf").read_bytes())
    out = tmp_path / "out"
    kit = out / "mini-cards.pdf"
    builds: list[int] = []
    said: list[str] = []

    def once() -> Pack:
        pack = load_pack(source)
        build_kit(pack, BuildOptions(out_dir=out))
        builds.append(len(builds))
        return pack

    stop = threading.Event()
    thread = threading.Thread(
        target=watch_and_build,
        args=(once, out, [source]),
        kwargs={"stop": stop, "echo": said.append},
    )
    thread.start()
    try:
        _wait(lambda: len(builds) == 1 and any("watching" in s for s in said), said)
        assert "BitstreamVeraSans-BoldOblique" in _fonts_of(kit)
        font.write_bytes((BUILTIN_DIR / "VeraIt.ttf").read_bytes())  # the font saved again
        _wait(lambda: len(builds) == 2, said)
        fonts = _fonts_of(kit)
        assert "BitstreamVeraSans-Oblique" in fonts
        assert "BitstreamVeraSans-BoldOblique" not in fonts
    finally:
        stop.set()
        thread.join(timeout=10)
    assert not thread.is_alive()


def _carta_with(tmp_path: Path, text: str, name: str = "mine.yaml") -> Pack:
    from lictor.games import pack_source

    mine = tmp_path / name
    mine.write_text(
        "decks:\n  - id: legacy-cards\n    rows:\n"
        f"      - {{name: Pontifex, subtitle: Major Legacy, text: {text!r}}}\n"
        "    expected_count: null\n"
    )
    return load_pack(pack_source("carta-imperia"), [mine])


def test_a_one_card_edit_changes_its_family_alone(tmp_path: Path) -> None:
    from lictor.cli.watch import changed_families

    before = _carta_with(tmp_path, "Hold 3 Reforms.")
    after = _carta_with(tmp_path, "Hold 4 Reforms.")
    assert changed_families(before, after) == frozenset({"cards"})
    assert changed_families(before, _carta_with(tmp_path, "Hold 3 Reforms.")) is None  # a picture
    assert changed_families(None, after) is None  # the first build: everything
    import dataclasses

    fonts = {**after.fonts, "title": "builtin:VeraBI"}
    assert changed_families(before, dataclasses.replace(after, fonts=fonts)) is None


def test_watch_writes_the_edited_family_before_the_whole_kit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from lictor.cli.build_target import _build_target

    _carta_with(tmp_path, "Hold 4 Reforms.")
    out = tmp_path / "out"
    pack = _build_target(
        "carta-imperia",
        (tmp_path / "mine.yaml",),
        (),
        (),
        BuildOptions(out_dir=out),
        [],
        False,
        False,
        first=lambda _: frozenset({"cards"}),
    )
    said = capsys.readouterr().out.splitlines()
    assert said[0].startswith("Carta Imperia: Rise of Rome: rebuilt carta-imperia-cards.pdf in ")
    assert said[1].startswith("Carta Imperia: Rise of Rome: wrote 7 files")
    assert pack.id == "carta-imperia"
    assert "Hold 4 Reforms." in " ".join(
        p.extract_text() for p in PdfReader(out / "carta-imperia-cards.pdf").pages
    )


def test_watch_refuses_an_output_folder_that_holds_the_pack(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from lictor.cli import main

    (tmp_path / "pack.yaml").write_text(MINI_PACK)
    result = CliRunner().invoke(
        main, ["build", str(tmp_path / "pack.yaml"), "--watch", "-o", str(tmp_path)]
    )
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "holds" in lines[0] and "give another output folder" in lines[0]
    assert not list(tmp_path.glob("*.pdf"))
