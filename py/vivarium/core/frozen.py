"""A small frozen record with named fields: what ``@dataclass(frozen=True)`` makes, written out.

``dataclasses`` imports ``inspect`` (and ``typing``), too heavy for the page's boot, which
compiles every module it imports on each visit (tests/test_boot_imports.py). A subclass lists its
fields in ``__slots__``, in the order of its constructor's arguments, annotates them, and fills
them with :meth:`Frozen._set`::

    class Played(Frozen):
        __slots__ = ("ended", "round_closed")
        ended: bool
        round_closed: int | None

        def __init__(self, ended: bool, round_closed: int | None) -> None:
            self._set(ended, round_closed)

Like a frozen dataclass: a field cannot change or be deleted, two records are equal when they
are of the same class with equal fields, the hash is the fields' (a record holding a dict has
none), and ``repr`` names the fields. It is not a tuple: fields are read by name.
"""

from __future__ import annotations


class Frozen:
    __slots__: tuple[str, ...] = ()

    def _set(self, *values: object) -> None:
        """Fill the fields, in the order of ``__slots__`` (from the subclass's ``__init__``)."""
        for name, value in zip(self.__slots__, values, strict=True):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: {name} cannot change")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: {name} cannot change")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(getattr(self, n) == getattr(other, n) for n in self.__slots__)

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, n) for n in self.__slots__))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={getattr(self, n)!r}' for n in self.__slots__)})"
