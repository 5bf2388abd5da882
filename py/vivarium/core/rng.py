"""A tiny deterministic PRNG whose whole state is one JSON-friendly integer.

Game states keep their randomness inside themselves (``state["rng"]``), so a game is
reproducible from ``(options, seed, actions)`` on CPython and in Pyodide alike.
SplitMix64: fast, well-distributed, and trivially serialisable.
"""

MASK64 = (1 << 64) - 1


def seed_state(seed):
    """Turn any int seed into an rng state."""
    return int(seed) & MASK64


def next_u64(rng_state):
    """Return ``(value, new_state)`` with a 64-bit value."""
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
    thousands of times a second."""
    out = list(items)
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
