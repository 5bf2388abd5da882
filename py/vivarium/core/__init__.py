"""Game-agnostic core: protocol, rng, records, bots, sessions, saves, match runner.

Nothing in this package knows about a particular game or about the browser.
"""
