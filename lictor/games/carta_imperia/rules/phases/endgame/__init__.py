"""Game End & Victory: Rome Sacked, the Legacy cards scored, the final score.

Its NPC policy (which Legacy a Senator scores) lives here, in ``npc.py``: a pure function
from the state to a ``Decision(action, because)``.
"""
