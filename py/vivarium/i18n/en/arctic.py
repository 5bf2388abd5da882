"""English: the arctic section (keys "arctic.…")."""

TEXTS = {
}
