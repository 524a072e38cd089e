"""The Civil War, after a Rubicon is crossed: Standards raised, Factions, Campaign Moves,
battles, losses, Provinces seized, and the victor's crown.

Its NPC policy (a Senator's side, march and battle choices) lives here, in ``npc.py``: a
pure function from the state to a ``Decision(action, because)``.
"""
