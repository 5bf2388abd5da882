"""What the registry-wide tests need to know about Pond (``vivarium.games.checks``); tests only."""

VARIANTS = [{"variant": "pond"}, {"variant": "small", "best_of": 3}, {"variant": "small13"}]
FIGURE_MARK = 'class="pond-board"'
LINK_TABLES = [(["human", "remote"], {})]
SCENE = ({"first": "light"}, 8)
FIRST_MOVE = ({"variant": "small", "first": "light"}, None, ".pond-board [data-action] rect.cell")
