"""Pure view layer of the app shell: state -> HTML strings, commands -> new state.

No browser imports here: everything is testable on CPython.
"""
