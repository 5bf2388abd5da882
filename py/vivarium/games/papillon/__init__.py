"""Papillon: a capture card game for 2-5 players in teams (shared/rules/papillon.md)."""
