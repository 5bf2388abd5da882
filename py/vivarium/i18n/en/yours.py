"""English: your record, sound and attention (keys "yours.…", issue 38)."""

TEXTS = {
    # ---- the record book (core/record_book.py) ----
    "yours.book.not_a_book": "It is not a Vivarium record of finished games.",
    "yours.book.damaged": "Your record of finished games could not be read; a new one is started.",
    "yours.book.some_damaged": {
        "one": "{n} entry of your record of finished games could not be read; the others are kept.",
        "other": "{n} entries of your record of finished games could not be read; the others are kept.",
    },
    # ---- Home (ui/record.py) ----
    "yours.title": "Your record",
    "yours.games": {"one": "{n} game", "other": "{n} games"},
    "yours.summary": "{games} · won {won} · lost {lost}",
    "yours.summary_drawn": "{games} · won {won} · lost {lost} · drawn {drawn}",
    "yours.streak": "winning streak {n}, best {best}",
    "yours.all": "All games",
    "yours.against": "Against",
    "yours.players": "Players",
    "yours.played": "Played",
    "yours.won": "Won",
    "yours.lost": "Lost",
    "yours.drawn": "Drawn",
    "yours.vs_people": "People on other devices",
    "yours.vs_here": "People sharing this device",
    "yours.count": {"one": "{n} player", "other": "{n} players"},
    "yours.here_note": "A game shared by several people at this device counts as played, not as won or lost.",
    "yours.unread": "Your record could not be read this time; nothing in it was changed.",
    "yours.unsaved": "Your latest results could not be stored in this browser (its storage is full or read-only).",
    # ---- a backup (core/backup.py) ----
    "yours.restored": {
        "one": "{n} finished game added to your record.",
        "other": "{n} finished games added to your record.",
    },
    "yours.restore_bad": {
        "one": "{n} entry of the backup's record could not be read.",
        "other": "{n} entries of the backup's record could not be read.",
    },
    "yours.in_backup": {
        "one": "It also holds your record: {n} finished game, kept even where its save was deleted.",
        "other": "It also holds your record: {n} finished games, kept even where their saves were deleted.",
    },
    # ---- the table's menu ----
    "yours.settings": "Settings",
    "yours.sound": "Sound",
    "yours.confirm": "Confirm my moves",
    "yours.switch_on": "{what}: on",
    "yours.switch_off": "{what}: off",
    "yours.sound_title": "Short sounds for your turn, a move, a capture and the end of the game",
    "yours.confirm_title": "A computer answers your move only once you press Confirm (Undo stays open until then)",
}
