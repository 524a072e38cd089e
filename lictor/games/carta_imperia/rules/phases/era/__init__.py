"""The start of an Era (Sequence of Play 1): its map tiles, the Primus' direction of play,
its Historical Event, the Legions of Rome, and the Action cards chosen in secret.

Its NPC policy (a Senator's direction and Action cards) will live here, in ``npc.py``: a pure
function from the state to a ``Decision(action, because)``.
"""
