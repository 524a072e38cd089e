"""The web tests' shared fixture: a served Hannibal vs Rome night (``test_routes.Night``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.web.test_routes import Night


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    """A served session and its test client, open for the test."""
    n = Night(tmp_path)
    with n.client:
        yield n
