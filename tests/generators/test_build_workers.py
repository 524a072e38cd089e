"""`--format png` makes its pictures on worker processes (one per core): the files are the
same, byte for byte, as when made in the build's own process (``LICTOR_JOBS=1``), listed in
the same order, and a deck's failure there still leaves nothing behind."""

from __future__ import annotations

from pathlib import Path

import pytest

from lictor.content.loader import load_pack
from lictor.games import diagrams_of, registry
from lictor.generators.backends import raster
from lictor.generators.kit import BuildOptions, build_kit


def _build(out: Path) -> list[tuple[str, bytes]]:
    game = "circus-maximus"
    pack = load_pack(registry()[game].content)  # type: ignore[arg-type]
    options = BuildOptions(
        out_dir=out, formats=("png",), tts=True, dpi=72, diagrams=diagrams_of(game)
    )
    return [(str(w.path.relative_to(out)), w.path.read_bytes()) for w in build_kit(pack, options)]


def test_pictures_made_on_workers_are_the_ones_made_in_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LICTOR_JOBS", "1")
    here = _build(tmp_path / "here")
    monkeypatch.setenv("LICTOR_JOBS", "2")
    assert raster.workers() == 2
    there = _build(tmp_path / "there")
    assert [name for name, _ in there] == [name for name, _ in here]
    assert there == here
    assert any(name.endswith("-fronts.jpg") for name, _ in here)
    assert not any(p.name.startswith(".") for p in (tmp_path / "there").rglob("*"))


def test_a_failing_picture_job_leaves_no_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LICTOR_JOBS", "1")

    def broken(job: raster.FaceJob) -> tuple[int, int]:
        raise OSError("disk full")

    monkeypatch.setattr("lictor.generators.backends.png.run_faces", broken)
    with pytest.raises(OSError, match="disk full"):
        _build(tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_a_build_stopped_while_workers_make_pictures_ends_them_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C (or SIGTERM) while the workers render: every worker has exited when the
    build stops, and the -o folder the build made is gone with everything in it."""
    import multiprocessing

    from lictor.generators.backends import png

    monkeypatch.setenv("LICTOR_JOBS", "2")
    real = png.face_job
    calls: list[int] = []

    def stop_on_the_third_deck(*args: object, **kwargs: object) -> object:
        calls.append(1)
        if len(calls) == 3:  # two decks' jobs already running on the workers
            raise KeyboardInterrupt
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(png, "face_job", stop_on_the_third_deck)
    with pytest.raises(KeyboardInterrupt):
        _build(tmp_path / "out")
    assert len(calls) == 3
    assert not (tmp_path / "out").exists()
    assert multiprocessing.active_children() == []
