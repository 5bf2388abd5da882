"""The games' deterministic randomness, whose whole state is one JSON-friendly value.

Game states keep their randomness inside themselves (``state["rng"]``), so a game is
reproducible from ``(options, seed, actions)`` on CPython and in Pyodide alike. Two
generators, told apart by the seed itself (so every record says which one it used):

- **Generator 1**, seeds below 2^64 (every game made before issue 35, the tests' fixed seeds,
  the computers' own searches): SplitMix64, state one integer. Fast, well distributed, and
  *not secret*: a 64-bit state, and a game seed of 31 bits, can be searched from what one seat
  sees.
- **Generator 2**, seeds of 2^64 and above (every new game: :func:`new_seed`, 128 random bits
  from the system's cryptographic source): a keyed hash. The key is BLAKE2b of the seed; draw
  *n* is the first 8 bytes of BLAKE2b keyed with it over *n*. State: the text
  ``"k2:<key hex>:<n>"``. What a seat sees of the draws (cards in its hand, face-up cards) is a
  few bits of each of some outputs of a keyed hash; finding the key from them is finding a
  BLAKE2b key from outputs, and trying keys means trying 2^128 seeds (docs/architecture.md,
  "Hidden cards").
"""

import os

MASK64 = (1 << 64) - 1
GENERATOR_2 = 1 << 64  # seeds at or above this use generator 2
SEED_BITS = 128  # the random bits of a new game's seed


def new_seed(source=None):
    """A new game's seed: 128 bits from the system's cryptographic source (``os.urandom``:
    the browser's ``crypto.getRandomValues`` in Pyodide), above 2^128 so that it is a
    generator-2 seed whatever its bits. ``source`` (a ``random.Random``) is for tests that
    need the same games on every run, never for play."""
    bits = source.getrandbits(SEED_BITS) if source is not None else int.from_bytes(os.urandom(SEED_BITS // 8), "big")
    return (1 << SEED_BITS) | bits


def generator_of(seed):
    """1 or 2: the generator a game of this seed draws from."""
    return 2 if int(seed) >= GENERATOR_2 else 1


def seed_state(seed):
    """Turn any int seed into an rng state (an int for generator 1, a text for generator 2)."""
    seed = int(seed)
    if seed >= GENERATOR_2:
        from hashlib import blake2b  # lazily: only games of generator 2 pay for it

        raw = seed.to_bytes((seed.bit_length() + 7) // 8, "big")
        return "k2:" + blake2b(raw, digest_size=32, person=b"vivarium.deal").hexdigest() + ":0"
    return seed & MASK64


def _keyed_u64(rng_state):
    from hashlib import blake2b

    tag, key, count = rng_state.split(":")
    if tag != "k2" or len(key) != 64:
        raise ValueError("not a generator-2 state")
    n = int(count)
    value = int.from_bytes(blake2b(n.to_bytes(8, "big"), key=bytes.fromhex(key), digest_size=8).digest(), "big")
    return value, f"k2:{key}:{n + 1}"


def next_u64(rng_state):
    """Return ``(value, new_state)`` with a 64-bit value."""
    if isinstance(rng_state, str):
        return _keyed_u64(rng_state)
    rng_state = (rng_state + 0x9E3779B97F4A7C15) & MASK64
    z = rng_state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31), rng_state


def randbelow(rng_state, n):
    """Return ``(k, new_state)`` with ``0 <= k < n`` (rejection sampling, no modulo bias)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, rng_state = next_u64(rng_state)
        if value < limit:
            return value % n, rng_state


def shuffled(rng_state, items):
    """Return ``(new_list, new_state)``: a Fisher-Yates shuffle of ``items``.

    The same draws as :func:`randbelow` for each position, inlined: searches deal cards
    thousands of times a second (from generator-1 states; a game's own generator-2 state
    takes the plain path)."""
    out = list(items)
    if isinstance(rng_state, str):
        for i in range(len(out) - 1, 0, -1):
            j, rng_state = randbelow(rng_state, i + 1)
            out[i], out[j] = out[j], out[i]
        return out, rng_state
    mask, golden = MASK64, 0x9E3779B97F4A7C15
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            rng_state = (rng_state + golden) & mask
            z = rng_state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            value = z ^ (z >> 31)
            if value < limit:
                break
        j = value % n
        out[i], out[j] = out[j], out[i]
    return out, rng_state
