"""Français: the pond section (keys "pond.…")."""

TEXTS = {
}
