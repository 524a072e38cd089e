"""II. eXec: adopting Governors, converting Auctoritas, enacting Reforms; the Reforms used
later (at any step) are here too, beside their enactment.

Its NPC policy (a Senator's eXec choices) lives here, in ``npc.py``: a pure function from
the state to a ``Decision(action, because)``.
"""
