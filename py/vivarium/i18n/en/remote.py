"""English: the remote section (keys "remote.…")."""

TEXTS = {
}
