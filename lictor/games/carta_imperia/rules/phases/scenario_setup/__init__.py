"""Scenario II's setup: the Player Order drawn, the Busts placed on the map, tiles
Romanised, before the Events Draft.

Its NPC policy (where a Senator places its Busts) is ``npc.py``: a pure function from the
state to a ``Decision(action, because)``.
"""
