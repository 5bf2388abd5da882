"""Français: the remote section (keys "remote.…")."""

TEXTS = {
}
