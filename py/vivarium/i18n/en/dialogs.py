"""English: the dialogs section (keys "dialogs.…")."""

TEXTS = {
    # ---- shared words ----
    "dialogs.close": "Close",
    "dialogs.cancel": "Cancel",
    "dialogs.then": "{first} {then}",
    "dialogs.decimal_mark": ".",
    "dialogs.size.bytes": {"one": "{n} byte", "other": "{n} bytes"},
    "dialogs.size.kb": "{n} KB",
    "dialogs.size.mb": "{n} MB",
    "dialogs.size.gb": "{n} GB",
    # ---- export, import ----
    "dialogs.export.title": "Export this game of {game}",
    "dialogs.export.intro": "This text is the whole game: its settings, players and every move. Open it on another "
                            "device with Home → Import a game, or attach it to a bug report.",
    "dialogs.export.label": "The game as text",
    "dialogs.export.copy": "Copy the text",
    "dialogs.export.download": "Download as a file",
    "dialogs.import.title": "Import a game",
    "dialogs.import.intro": "Paste a game exported from Vivarium, or choose its file. It is checked move by move "
                            "before it is saved here.",
    "dialogs.import.file": "A file",
    "dialogs.import.text": "Or the text",
    "dialogs.import.verb": "Import",
    "dialogs.import.refused": "This game cannot be imported: {why}",
    "dialogs.import.continued": {
        "one": "Imported a game of {game} ({n} move): it continues a game saved here, which it now replaces.",
        "other": "Imported a game of {game} ({n} moves): it continues a game saved here, which it now replaces.",
    },
    "dialogs.import.saved": {
        "one": "Imported a game of {game} ({n} move); it is saved in this browser now.",
        "other": "Imported a game of {game} ({n} moves); it is saved in this browser now.",
    },
    "dialogs.import.not_saved": {
        "one": "Imported a game of {game} ({n} move), but it is not saved in this browser ({why}): it is kept on "
               "this page until it closes, so keep the exported text.",
        "other": "Imported a game of {game} ({n} moves), but it is not saved in this browser ({why}): it is kept on "
                 "this page until it closes, so keep the exported text.",
    },
    # ---- backup, restore ----
    "dialogs.backup.button": "Back up all games",
    "dialogs.backup.button_title": "Keep every saved game in one file",
    "dialogs.backup.title": "Back up all games",
    "dialogs.backup.intro": {
        "one": "This file holds your {n} saved game (damaged copies are left out). Keep it somewhere safe; open it "
               "with Home → Restore from a backup, on this device or another.",
        "other": "This file holds your {n} saved games (damaged copies are left out). Keep it somewhere safe; open it "
                 "with Home → Restore from a backup, on this device or another.",
    },
    "dialogs.backup.download": "Download the backup",
    "dialogs.backup.show_text": "Show the backup as text",
    "dialogs.backup.not_backup_because": "This is not a Vivarium backup: {why}",
    "dialogs.backup.not_backup": "This is not a Vivarium backup (a single exported game goes through Import a game).",
    "dialogs.backup.other_version": "This backup was made by another version of Vivarium and cannot be read here.",
    "dialogs.backup.damaged": "This backup is damaged: its list of games is missing or too long.",
    "dialogs.backup.game_n": "game {n}",
    "dialogs.backup.bad_id": "Its id is not valid.",
    "dialogs.backup.game_damaged": "The game is damaged ({error}).",
    "dialogs.restore.button": "Restore from a backup",
    "dialogs.restore.button_title": "Bring back the games of a backup file",
    "dialogs.restore.title": "Restore from a backup",
    "dialogs.restore.intro": "Choose a backup file made by Vivarium, or paste its text. Every game in it is checked "
                             "move by move; a game already here is replaced only by a copy that continues it, and any other copy "
                             "is kept beside it.",
    "dialogs.restore.file": "A backup file",
    "dialogs.restore.text": "Or its text",
    "dialogs.restore.verb": "Restore",
    "dialogs.restore.report": {
        "one": "Restored {n} game, {already} already here, {unreadable} could not be read.",
        "other": "Restored {n} games, {already} already here, {unreadable} could not be read.",
    },
    "dialogs.restore.beside": {
        "one": "{n} game differs from the one saved here under its name (another game, or another line of play): both are kept, the backup's copy marked “From the backup”.",
        "other": "{n} games differ from the ones saved here under their names (other games, or other lines of play): both copies of each are kept, the backup's marked “From the backup”.",
    },
    "dialogs.restore.not_stored": {
        "one": "{n} game could not be stored in this browser: keep the backup file.",
        "other": "{n} games could not be stored in this browser: keep the backup file.",
    },
    "dialogs.restore.not_stored_why": {
        "one": "{n} game could not be stored in this browser ({why}): keep the backup file.",
        "other": "{n} games could not be stored in this browser ({why}): keep the backup file.",
    },
    "dialogs.restore.in_memory": "This browser does not allow saving here, so they last only until the page closes.",
    # ---- embed ----
    "dialogs.embed.title": "Embed {game}",
    "dialogs.embed.intro": "Put {game} into your own blog or wiki page. It plays in a compact frame, works offline "
                           "once visited, and keeps its saved game apart from other embedded games.",
    "dialogs.embed.opponent": "Opponent",
    "dialogs.embed.paste": "Paste this HTML into your page",
    "dialogs.embed.copy": "Copy the code",
    "dialogs.embed.preview": "Preview in a new tab",
    # ---- the browser's storage ----
    "dialogs.storage.unavailable": "This browser does not allow saving here (its storage is not answering), so games "
                                   "last only until the page closes. Nothing stored in it was changed.",
    "dialogs.storage.embed_hint": "To keep your games, open this one on the Vivarium site (the link at the top).",
    "dialogs.storage.unavailable_embed": "{sentence} {hint}",
    "dialogs.storage.read_only": "This browser is not letting Vivarium save right now (a private window, a setting or "
                                 "an extension may block it). Your saved games are listed and can be resumed or "
                                 "exported; new moves are kept on this page only, until it closes.",
    "dialogs.storage.full": "This browser's storage for Vivarium is full, so new moves are not saved. Delete a "
                            "finished game or a damaged copy under Saved games to make room: saving then resumes by "
                            "itself.",
    "dialogs.storage.why_full": "the storage may be full",
    "dialogs.storage.why_unavailable": "this browser does not allow saving here",
    "dialogs.storage.why_refused": "the browser refused to store it",
    "dialogs.storage.not_saved_nothing": "This game could not be saved in the browser: {why}. Nothing of it is stored "
                                         "yet; it is kept on this page until it closes, so export it to keep it.",
    "dialogs.storage.not_saved_kept": {
        "one": "This game could not be saved in the browser: {why}. The last saved position (after {n} move) is "
               "still stored; your newer moves are kept on this page. Play on, or export the game to keep it.",
        "other": "This game could not be saved in the browser: {why}. The last saved position (after {n} moves) is "
                 "still stored; your newer moves are kept on this page. Play on, or export the game to keep it.",
    },
    "dialogs.storage.export": "Export this game",
    "dialogs.storage.export_title": "Keep this game as text or a file",
    "dialogs.storage.in_memory": "Games are not saved in this browser here: they last until the page closes.",
    "dialogs.storage.unlisted": "The list of saved games could not be read from this browser's storage this time. "
                                "Nothing was changed: reload the page to try again.",
    "dialogs.storage.unread": {
        "one": "{n} saved game could not be read from this browser's storage this time and is not shown. Nothing "
               "was changed: reload the page to try again.",
        "other": "{n} saved games could not be read from this browser's storage this time and are not shown. "
                 "Nothing was changed: reload the page to try again.",
    },
    # ---- keeping the games, start faster ----
    "dialogs.keep.persisted": "Your browser keeps these games.",
    "dialogs.keep.may_clear": "Your browser may clear these games when space runs low: back them up.",
    "dialogs.keep.space": "Space used by this site: {used}.",
    "dialogs.keep.space_of": "Space used by this site: {used} of {quota}.",
    "dialogs.keep.last_backup": "Last backup: {day}.",
    "dialogs.keep.no_backup": "No backup made yet.",
    "dialogs.faster.off": "Start faster is off: every visit starts Python from the beginning.",
    "dialogs.faster.making": "Start faster: keeping a copy of the started games in this browser (about 30 MB)…",
    "dialogs.faster.kept": "Start faster: a copy of the started games is kept in this browser, so the next visit "
                           "starts sooner.",
    "dialogs.faster.kept_size": "Start faster: a copy of the started games ({size}) is kept in this browser, so the "
                                "next visit starts sooner.",
    "dialogs.faster.restored": "This visit started from it in {seconds} s.",
    "dialogs.faster.not_made": "Start faster: this browser did not keep a copy of the started games; every visit "
                               "starts from the beginning.",
    "dialogs.faster.will": "Start faster: after this visit, a copy of the started games (about 30 MB) is kept here "
                           "so the next one starts sooner.",
    "dialogs.faster.no_cache": "Start faster is not available: this browser's cache storage did not answer Vivarium, "
                               "so every visit starts from the beginning.",
    "dialogs.faster.unkept": "Start faster: this browser did not keep the copy of the started games (a private "
                             "window keeps nothing), so it is not made again; every visit starts from the beginning.",
    "dialogs.faster.retry": "Try again",
    "dialogs.faster.clear": "Clear it",
    "dialogs.faster.clear_title": "Delete the kept copy: the next visit starts from the beginning and keeps a new one",
    "dialogs.faster.turn_off": "Turn off",
    "dialogs.faster.turn_on": "Turn on (uses about 30 MB)",
    # ---- saved games ----
    "dialogs.saves.unread": "This saved game could not be read from the browser's storage this time. It has not "
                            "been changed: reload the page to try again.",
    "dialogs.saves.gone": "That saved game no longer exists.",
    "dialogs.saves.damaged": "The saved data is damaged ({error}).",
    "dialogs.saves.not_readable": "The saved data is not readable.",
    "dialogs.saves.unreadable": "Unreadable.",
    # ---- game records ----
    "dialogs.record.not_record": "This is not a Vivarium game record.",
    "dialogs.record.newer": "This game was saved by a newer version of Vivarium (format {format}).",
    "dialogs.record.unknown_format": "Unknown save format {format}.",
    "dialogs.record.unknown_game": "Unknown game {game}.",
    "dialogs.record.no_options": "The record has no options.",
    "dialogs.record.no_seed": "The record has no valid seed.",
    "dialogs.record.actions_damaged": "The record's list of actions is damaged.",
    "dialogs.record.too_many_moves": {
        "one": "The record has {n:,} move, more than any game can have.",
        "other": "The record has {n:,} moves, more than any game can have.",
    },
    "dialogs.record.move_too_long": "The record's list of actions is damaged (a move is far too long).",
    "dialogs.record.players_damaged": "The record's list of players is damaged.",
    "dialogs.record.summary_damaged": "The record's summary is damaged.",
    "dialogs.record.saved_at_damaged": "The record's saved at is damaged.",
    "dialogs.record.unknown_level": "A computer player has an unknown level {level}.",
    "dialogs.record.name_damaged": "A player's name in the record is damaged.",
    "dialogs.record.remote_damaged": "The record's list of players on other devices is damaged.",
    "dialogs.record.bad_options": "The saved options are not valid: {why}",
    "dialogs.record.bad_move": "Move {n} ({action}) cannot be replayed: {why}",
    # ---- links to a shared game ----
    "dialogs.link.game.thing": "a shared game",
    "dialogs.link.game.kind": "a shared Vivarium game",
    "dialogs.link.game.noun": "game",
    "dialogs.link.empty": "This link holds no {what}.",
    "dialogs.link.too_long": "This link is too long to be {thing} ({size:,} characters; the limit is {limit:,}).",
    "dialogs.link.not_kind": "This link is not {kind}, or it comes from a newer version of Vivarium.",
    "dialogs.link.characters": "This link is damaged: it holds characters {thing} never has.",
    "dialogs.link.cut": "This link is damaged (it may have been cut short when it was copied).",
    "dialogs.link.bomb": "This link unpacks into far more data than any {what} has, so it was not opened.",
    "dialogs.link.incomplete": "This link is incomplete: it was cut short when it was copied.",
    "dialogs.link.unreadable": "This link is damaged (its text is not readable).",
    "dialogs.link.game_too_long": "This game is too long to share as a link ({size:,} characters; the limit is "
                                  "{limit:,}). Use Export to share it as a file instead.",
    "dialogs.link.cannot_open": "This shared game cannot be opened: {why}",
    "dialogs.link.record_damaged": "This shared game cannot be opened: its record is damaged ({error}).",
    "dialogs.link.not_finished": "This link holds a game that is not finished; only finished games can be shared "
                                 "and reviewed.",
}
