"""The pictures of the rules pages: positions the engine reached, drawn by the game's own view,
each with a one-line caption. Pure and game-agnostic; which moves to play and what to draw are
each game's choice (``games/<id>/rules_page.py``).

A rules page is its static text with slots, ``<!-- figure: name -->``, and a function that
makes the figures. :class:`RulesPage` fills the slots the first time the page is shown, never
at import (boot time matters), and keeps the result.

A :class:`Position` is reached only by legal play: ``game.setup(options, seed)``, at most a
documented edit of that setup state (a hand dealt on purpose), then actions, each checked
against ``game.legal_actions`` where it is played. For assistive technology a figure is a
``<figure>`` named by its caption, its drawing hidden (``aria-hidden``); like a home card's picture
(:func:`.html.inert`), nothing in it can be focused, clicked or followed by the motion layer.
"""

import re

from ..i18n import catalogue, language, typeset
from .html import esc, inert

SLOT = re.compile(r"<!-- figure: ([a-z0-9-]+) -->")
# beyond :func:`.html.inert`: what makes a drawing of the table a control (a button's role and
# state, the squares the arrow keys walk)
_STILL = re.compile(r'\s(?:role="button"|aria-(?:pressed|disabled)="[^"]*"|data-(?:sq|col|uses)="[^"]*")')


class IllegalFigure(AssertionError):
    """A rules figure asked for a move the engine does not allow where it is played."""


class Position:
    """Where legal play leads: ``state``. ``states[0]`` is the setup state (after ``edit``, a
    function that returns the edited state, if any), ``states[k]`` the state after ``actions[:k]``."""

    def __init__(self, game, actions=(), options=None, seed=1, edit=None):
        self.game = game
        self.actions = tuple(actions)
        self.options = game.normalize_options(options or {})
        self.seed = seed
        self.edit = edit
        self.states = self.replay()

    def replay(self):
        """Every state from the setup on, each action checked legal where it is played."""
        game = self.game
        state = game.setup(self.options, self.seed)
        if self.edit is not None:
            state = self.edit(state)
        states = [state]
        for k, action in enumerate(self.actions):
            if game.outcome(state) is not None or action not in game.legal_actions(state):
                raise IllegalFigure(f"{game.id}: action {k + 1}, {action!r}, is not legal where it is played")
            state = game.apply(state, action)
            states.append(state)
        return states

    @property
    def state(self):
        return self.states[-1]

    def view(self, seat):
        """``seat``'s view of the position (what the game's view draws)."""
        return self.game.view(self.state, seat)

    def legal(self):
        """The legal actions of the position (a view draws the choices they offer)."""
        return list(self.game.legal_actions(self.state))


_TABLE = re.compile(r'(<table class="rules-table">.*?</table>)', re.S)


def house(lang):
    """The label of a house rule on a rules page in ``lang`` (``rules.house``): it starts a sentence
    or a note, never the middle of one (``tests/test_french_typography.py``)."""
    return f'<strong class="house">{esc(catalogue(lang, "site")["rules.house"])}</strong>'


class Figure:
    """A drawn position (``art``: HTML of the game's view, made inert here) and its caption."""

    def __init__(self, caption, art, position, kind=""):
        self.caption = caption
        self.position = position
        self.art = art
        self.kind = kind
        still = _STILL.sub("", inert(art))
        cls = "rules-fig" + (f" rules-fig-{kind}" if kind else "")
        self.html = (f'<figure class="{esc(cls)}">'
                     f'<div class="rules-art" aria-hidden="true">{still}</div>'
                     f"<figcaption>{esc(caption)}</figcaption></figure>")

    def with_caption(self, caption):
        """The same drawing with another caption (the caption in another language)."""
        return Figure(caption, self.art, self.position, self.kind)


class RulesPage:
    """A game's rules page: ``text`` (static HTML with figure slots, in English) and ``figures``, a
    function returning ``{slot name: Figure}``, called the first time :meth:`html` is asked for
    in a language (the figures' captions and drawings are in the language in use). ``texts``
    maps another language to its text, with the same slots (``games/<id>/rules_page_fr.py``), and
    ``captions`` another language to its figures' captions (``{slot name: caption}``).
    ``defs`` (optional, a function): markup the figures share, put once before the text (SVG
    symbols that several drawings ``<use>``)."""

    def __init__(self, text, figures=None, defs=None, texts=None, captions=None):
        self.text = text
        self.texts = dict(texts or {})
        self.captions = dict(captions or {})
        self._make = figures
        self._defs = defs
        self._html = {}
        self._figures = {}

    def text_in(self, lang):
        """The page's text in ``lang`` (English where it has none)."""
        return self.texts.get(lang, self.text)

    def figures(self):
        """The figures in the order of their slots (drawn on the first call in a language)."""
        lang = language()
        if lang not in self._figures:
            made = self._make() if self._make is not None else {}
            for other, text in [("en", self.text), *self.texts.items()]:
                names = SLOT.findall(text)
                if sorted(names) != sorted(made):
                    raise ValueError(f"figure slots {sorted(names)} ({other}) and figures {sorted(made)} differ")
            captions = self.captions.get(lang, {})
            self._figures[lang] = [(name, made[name].with_caption(captions[name]) if name in captions else made[name])
                                   for name in SLOT.findall(self.text_in(lang))]
        return [figure for _name, figure in self._figures[lang]]

    def html(self):
        lang = language()
        if lang not in self._html:
            self.figures()
            made = dict(self._figures[lang])
            defs = self._defs() if self._defs is not None and made else ""
            text = _TABLE.sub(r'<div class="table-scroll">\1</div>', self.text_in(lang))  # a table too wide scrolls
            # set in the language's typography here, once, as the catalogue's texts are (i18n.typeset)
            self._html[lang] = typeset(lang, defs + SLOT.sub(lambda m: made[m.group(1)].html, text))
        return self._html[lang]
