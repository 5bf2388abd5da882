"""What the registry-wide tests need to know about Hexapod (``vivarium.games.checks``); tests only."""

VARIANTS = [{}]
FIGURE_MARK = 'class="hx-case'
HIDDEN_PARTS = ("stacks",)
LINK_TABLES = [(["remote", "bot"], {})]
SCENE = ({}, 12)
SHOT = ({}, 24, None)


def secret_groups(state, seat):
    """The cards nobody may see: each stack but its known top part, which everybody sees."""
    return [stack[:len(stack) - known] for stack, known in zip(state["stacks"], state["known"])]
FIRST_MOVE = ({"first": "light"}, None, "button[data-action]")
