"""Circus Maximus (from the Rome box): a chariot race on a hex track."""
