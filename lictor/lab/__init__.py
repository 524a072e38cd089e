"""The balance lab: seeded games of the pure cores, played by policies, counted.

A task is (game, content, policy, players, seed range); each game's seed is derived from
the master seed and the game's index (``seeds.py``), so the same seeds give the same
figures on one process, many, or a cluster. No session and no I/O per game.
"""
