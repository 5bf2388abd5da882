"""English: the catalogue every other language follows (keys, placeholders, plural forms).

Keys are grouped by where they show: ``home.*`` (the home page), ``saves.*`` (the saved games),
``lang.*`` (the language menu). A text that depends on a number is ``{"one": ..., "other": ...}``
with ``{n}`` in it (see ``vivarium.i18n.tn``).
"""

TEXTS = {
    "home.games": "Games",
    "home.new_game": "New game",
    "home.rules": "Rules",
    "home.embed_line": "Put a game into your own blog or wiki page:",
    "home.embed_label": "Embed {game}",
    "home.embed_title": "Put {game} into your own web page",
    "saves.title": "Saved games",
    "saves.import": "Import a game",
    "saves.import_title": "Open a game exported from Vivarium on another device",
    "saves.none_yet": "No saved games yet. Every game is saved in this browser after each move.",
    "saves.none_shown": "No saved games to show.",
    "saves.resume": "Resume",
    "saves.review": "Review",
    "saves.review_title": "Step through this finished game",
    "saves.delete": "Delete",
    "saves.delete_label": "Delete {title}",
    "saves.delete_ask": "Delete this game for good?",
    "saves.delete_yes": "Yes, delete",
    "saves.delete_keep": "Keep it",
    "saves.confirm_label": "Confirm deletion",
    "saves.count": {"one": "{n} saved game", "other": "{n} saved games"},
    "lang.menu": "Language",
}
