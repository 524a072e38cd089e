"""Backends draw faces and sheets; they know nothing of games."""
