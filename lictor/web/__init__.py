"""The table on screens: an ASGI app over the same ``Referee`` service and the same
SQLite transaction as the CLI (``lictor referee serve``). No rules and no game-specific
code here: every view comes from the game's own ``status``, ``describe``, ``agenda``,
``board_view`` and the same legal-action lists as ``lictor referee actions``."""

INSTALL_HINT = "the web table needs its extra packages: pip install 'lictor[web]'"
