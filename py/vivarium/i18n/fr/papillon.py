"""Français: the papillon section (keys "papillon.…")."""

TEXTS = {
}
