"""Français: the arctic section (keys "arctic.…")."""

TEXTS = {
}
