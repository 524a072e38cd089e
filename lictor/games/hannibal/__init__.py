"""Hannibal vs Rome (from the Rome box: Imperium, Circus Maximus, Hannibal vs Rome)."""
