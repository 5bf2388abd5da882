"""English: the lepidoptery section (keys "lepidoptery.…")."""

TEXTS = {
}
