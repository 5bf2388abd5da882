"""English: the pond section (keys "pond.…")."""

TEXTS = {
}
