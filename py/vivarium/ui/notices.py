"""The notices a screen shows: a list of ``(kind, sentence)`` that never says a thing twice.

A notice equal to one already shown (same kind, same sentence data) is counted instead of added
again, so a storm of storage events or a second tab playing on shows one line ("… (3 times)"),
not dozens. At most ``limit`` different notices are kept (the oldest go first), so nothing sent
from outside can grow the list without end. Pure: CPython and Pyodide.
"""


class Notices(list):
    """``list`` of ``(kind, sentence)``; :meth:`times` says how often each was told."""

    def __init__(self, items=(), limit=12):
        super().__init__()
        self.limit = limit
        self.counts = []
        self.extend(items)

    def append(self, item):
        for i, have in enumerate(self):
            if have == item:
                self.counts[i] += 1
                return
        super().append(item)
        self.counts.append(1)
        while len(self) > self.limit:
            del self[0]
            del self.counts[0]

    def extend(self, items):
        for item in items:
            self.append(item)

    def clear(self):
        super().clear()
        self.counts = []

    def times(self, index):
        return self.counts[index] if 0 <= index < len(self.counts) else 1

    def counted(self):
        """``[(kind, sentence, times)]``, oldest first."""
        return [(kind, text, self.times(i)) for i, (kind, text) in enumerate(self)]
