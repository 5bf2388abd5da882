"""English: the dialogs section (keys "dialogs.…")."""

TEXTS = {
}
