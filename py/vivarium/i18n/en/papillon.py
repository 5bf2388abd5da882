"""English: the papillon section (keys "papillon.…")."""

TEXTS = {
}
