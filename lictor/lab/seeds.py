"""Each game's seed, from the master seed and the game's index alone: the figures do not
depend on how the games are split among workers."""

from __future__ import annotations

from hashlib import blake2b


def game_seed(master: int, index: int) -> int:
    """A 64-bit seed for game ``index`` of a lab seeded ``master`` (BLAKE2b of both)."""
    digest = blake2b(f"lictor-lab:{master}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
