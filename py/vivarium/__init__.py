"""Vivarium: nature-themed board and card games whose rules run as pure Python."""

__version__ = "0.1.0"
