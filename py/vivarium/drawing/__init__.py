"""What games and the app shell draw with: HTML helpers, the game-view contract, rules-page figures.

It stands below both ``games`` and ``ui`` (each uses it; it uses neither), and like them it has
no browser imports.
"""
