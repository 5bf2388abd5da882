"""Pond: a two-player perfect-information game of eggs, tadpoles and frogs."""
