"""Français: the lepidoptery section (keys "lepidoptery.…")."""

TEXTS = {
}
