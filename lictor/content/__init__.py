"""Content packs: the YAML files that describe a game's components (shared by every game)."""
