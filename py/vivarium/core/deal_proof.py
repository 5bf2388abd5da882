"""Honest dealing, checked (issue 36, item 7): the host commits to a game's seed at the start
and every device checks, at the end, that every card came from the deal promised.

Pure (CPython and Pyodide). At the start the host draws a random ``salt`` (16 bytes, kept in
the record under ``deal``) and sends every device the *commitment* ``BLAKE2b(seed ‖ salt)``
with its invitation. It tells nothing about the seed (a keyed hash of 128 random bits and a
random salt), yet the host cannot later name another seed that matches it. When the game is
over, each device receives the seed, the salt and the record; :func:`check` confirms the
commitment, replays the record through the rules, and compares every view the device was sent
(kept as :func:`fingerprint` by move number) with the replay's view of its seat at that move.
"""

from hashlib import blake2b
from json import dumps

from ..i18n import msg

SALT_BYTES = 16


def new_salt(random_bytes):
    """A salt from the caller's random bytes (the browser's ``crypto.getRandomValues``; ``os.urandom``)."""
    raw = bytes(random_bytes)
    if len(raw) < SALT_BYTES:
        raise ValueError(f"a salt needs {SALT_BYTES} random bytes")
    return raw[:SALT_BYTES].hex()


def commitment(seed, salt):
    """The commitment to ``seed`` (an int) with ``salt`` (hex): 32 hex characters."""
    seed = int(seed)
    raw = seed.to_bytes((seed.bit_length() + 8) // 8, "big", signed=True) + bytes.fromhex(salt)
    return blake2b(raw, digest_size=16, person=b"vivarium.commit").hexdigest()


def fingerprint(view):
    """A short digest of a view as a device received it (JSON, keys sorted)."""
    text = dumps(view, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def check(games, record, salt, promised, seat, seen):
    """``(True, message)`` when ``record`` (a finished game, seed included) matches the
    commitment ``promised`` with ``salt`` and every view ``seen`` (``{ply: fingerprint}``)
    equals the replay's view of ``seat`` at that ply; else ``(False, message)`` saying what did
    not match. Never raises for damaged input."""
    from .records import RecordError
    from .session import Session

    try:
        if not isinstance(salt, str) or commitment(record["seed"], salt) != promised:
            return False, msg("remote.proof.commitment")
        session = Session.from_record(games, record)
    except (RecordError, ValueError, TypeError, KeyError, AttributeError) as err:
        return False, msg("remote.proof.replay", error=type(err).__name__)
    game = session.game
    for ply, digest in sorted(seen.items()):
        if not 0 <= ply < len(session.states) or fingerprint(game.view(session.states[ply], seat)) != digest:
            return False, msg("remote.proof.view", ply=ply + 1)
    return True, msg("remote.proof.ok", n=len(seen))
