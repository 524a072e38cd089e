"""Carta Imperia: Rise of Rome. Its content pack is content.yaml beside this file."""

from __future__ import annotations

from pathlib import Path

CONTENT = Path(__file__).with_name("content.yaml")
