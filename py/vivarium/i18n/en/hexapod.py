"""English: the hexapod section (keys "hexapod.…")."""

TEXTS = {
}
