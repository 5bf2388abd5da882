"""What the registry-wide tests need to know about Lepidoptery (``vivarium.games.checks``); tests only."""

VARIANTS = [{"rows": 4}, {"rows": 5}]
FIGURE_MARK = 'class="lep-board"'
HIDDEN_PARTS = ("hands", "decks")
LINK_TABLES = [(["remote", "human"], {})]
SCENE = ({}, 10)
FIRST_MOVE = ({"first": "light"}, '[data-hand] [data-ui="toggle 0"]', '.choices [data-action]:not([data-action="pass"])')
