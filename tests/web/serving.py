"""Start `lictor referee serve` as the user does, in a process of its own."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from lictor.cli import main


def referee(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["referee", "--db", str(db), *args])
    return result.exit_code, result.output


@contextmanager
def serving(db: Path, *args: str) -> Iterator[tuple[dict[str, Any], subprocess.Popen[str]]]:
    """The URLs `serve --json` printed first, and the server's process; Ctrl-C at the end."""
    command = [sys.executable, "-m", "lictor", "referee", "--db", str(db), "serve", "--json"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [*command, "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if not line:
            raise AssertionError(proc.communicate(timeout=10)[1])
        yield json.loads(line), proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
