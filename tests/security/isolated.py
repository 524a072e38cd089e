"""One CLI run in a forked child under a memory cap and a time bound (issue 23).

The child inherits the loaded package (no interpreter start per case), caps its address
space at what it has plus ``MEMORY`` (``RLIMIT_AS``: an allocation beyond it fails there,
never on the machine), runs ``lictor ARGS`` through click's runner and reports its exit
code, its output and any traceback. A child still running after ``seconds`` is killed.
The parent reads the child's peak resident memory from ``wait4``.
"""

from __future__ import annotations

import json
import os
import resource
import select
import signal
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

MEMORY = 1 << 30  # bytes a case may add to what the process holds at the fork
SECONDS = 20.0  # the time bound of one case (each case's own bound is below it)
CANARY_VAR = "LICTOR_AUDIT_CANARY"
CANARY = "canary-7f3a9c-never-printed"


@dataclass(frozen=True)
class Run:
    code: int  # the exit code; -9 when killed at the time bound
    out: str  # stdout and stderr, as a user sees them
    error: str  # a traceback, if the command raised one
    seconds: float
    peak_mb: float  # the child's peak resident memory
    base_mb: float  # the parent's resident memory at the fork (shared with the child)

    @property
    def grown_mb(self) -> float:
        return max(0.0, self.peak_mb - self.base_mb)

    @property
    def lines(self) -> list[str]:
        return [line for line in self.out.splitlines() if line.strip()]


def _vm_bytes(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    return 0


def run_isolated(
    args: Sequence[str],
    cwd: Path,
    seconds: float = SECONDS,
    before: Callable[[], None] | None = None,
    stdin: str | None = None,
) -> Run:
    """``lictor ARGS`` in ``cwd``, in a forked child, the canary in its environment.
    ``before`` runs in the child first (to lower a bound, say)."""
    read_end, write_end = os.pipe()
    base = _vm_bytes("VmRSS")
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        status = 0
        try:
            os.close(read_end)
            cap = _vm_bytes("VmSize") + MEMORY
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
            os.chdir(cwd)
            os.environ[CANARY_VAR] = CANARY
            if before is not None:
                before()
            from click.testing import CliRunner

            from lictor.cli import main

            result = CliRunner().invoke(main, list(args), input=stdin)
            exc = result.exception
            error = ""
            if exc is not None and not isinstance(exc, SystemExit):
                error = "".join(traceback.format_exception(exc))[-3000:]
            data = json.dumps({"code": result.exit_code, "out": result.output, "error": error})
        except BaseException as exc:
            data = json.dumps({"code": -1, "out": "", "error": repr(exc)[:3000]})
            status = 1
        try:
            payload = data.encode("utf-8", "backslashreplace")
            while payload:
                payload = payload[os.write(write_end, payload) :]
        finally:
            os._exit(status)
    os.close(write_end)
    chunks: list[bytes] = []
    killed = False
    deadline = started + seconds
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            os.kill(pid, signal.SIGKILL)
            killed = True
            break
        ready, _, _ = select.select([read_end], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(read_end, 65536)
            if not chunk:
                break
            chunks.append(chunk)
    os.close(read_end)
    _, _, usage = os.wait4(pid, 0)
    took = time.monotonic() - started
    peak = usage.ru_maxrss / 1024
    if killed:
        return Run(-9, "", f"killed after {seconds:g} s", took, peak, base / 2**20)
    data = json.loads(b"".join(chunks).decode("utf-8") or '{"code": -1, "out": "", "error": "?"}')
    return Run(data["code"], data["out"], data["error"], took, peak, base / 2**20)
