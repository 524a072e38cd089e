"""The end of an Era: rebellions, Legions home, Private Legions kept, the next Primus and
last place's bonus.

Its NPC policy (whether a Senator keeps its Private Legions) will live here, in ``npc.py``: a
pure function from the state to a ``Decision(action, because)``.
"""
