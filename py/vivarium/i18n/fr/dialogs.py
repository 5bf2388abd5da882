"""Français: the dialogs section (keys "dialogs.…")."""

TEXTS = {
}
