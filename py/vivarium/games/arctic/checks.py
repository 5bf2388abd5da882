"""What the registry-wide tests need to know about Arctic (``vivarium.games.checks``); tests only."""

VARIANTS = [{"powers": "A"}, {"powers": "B"}]
FIGURE_MARK = 'class="arc-'
REMOTE_OPTIONS = {"players": 3}
HIDDEN_PARTS = ("hands", "draw", "reserve")
LINK_TABLES = [(["remote", "bot"], {"players": 2}),
               (["human", "remote", "remote"], {"players": 3}),
               (["remote", "bot", "remote", "human"], {"players": 4})]
SCENE = ({"players": 3}, 9)
FIRST_MOVE = ({"players": "2"}, None, "button[data-action]")
