"""Français: the hexapod section (keys "hexapod.…")."""

TEXTS = {
}
