"""Imperium (from the Rome box): province scorings, proconsuls, the race to 40 points."""

from __future__ import annotations

from pathlib import Path

CONTENT = Path(__file__).with_name("content.yaml")
