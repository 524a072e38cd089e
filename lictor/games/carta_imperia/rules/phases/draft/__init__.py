"""The Events Draft: hands of Draft Events passed round, one card picked each time, in
secret.

Its NPC policy (which card a Senator keeps) will live here, in ``npc.py``: a pure function
from the state to a ``Decision(action, because)``.
"""
