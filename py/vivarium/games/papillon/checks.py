"""What the registry-wide tests need to know about Papillon (``vivarium.games.checks``); tests only."""

VARIANTS = [{"round": "blue"}, {"round": "orange"}, {"round": "full"}, {"round": "full", "teams": "two_vs_one"}]
FIGURE_MARK = 'class="pap-card'
REMOTE_OPTIONS = {"players": 4, "round": "full"}
HIDDEN_PARTS = ("hands", "deck", "odeck")
LINK_TABLES = [(["remote", "remote"], {"players": 2}),
               (["remote", "bot", "human"], {"players": 3}),
               (["remote", "remote", "bot", "remote"], {"players": 4}),
               (["human", "remote", "bot", "remote", "remote"], {"players": 5})]
SCENE = ({"players": 3}, 6)
SHOT = ({"players": 4}, 6, lambda state: state.get("round") == "orange")
FIRST_MOVE = ({"players": "2"}, '.pap-hand [data-ui^="sel "]', "[data-action]")
