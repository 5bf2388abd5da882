"""The new-game form: the game chosen, the values picked so far, the sentence that refused them,
and where the form was opened from. Pure; ``shell.setup`` holds a :class:`SetupForm` while the
form is (or was last) on screen, and only this module changes it."""

from ..core.protocol import BadOptions
from ..core.records import sentence_of
from ..i18n import msg
from . import hints
from .players import player_from_choice


class SetupForm:
    def __init__(self, game_id, values, origin):
        self.game = game_id
        self.values = values  # {option id, "seat<i>", "name<i>", "hints": text}
        self.error = None  # the sentence that refused the last Start
        self.origin = origin  # the screen the form was opened from (its Back leads there)

    def change(self, form):
        self.values = {**self.values, **clean(form)}
        self.error = None

    def refuse(self, sentence):
        self.error = sentence


def clean(form):
    return {str(k): v for k, v in (form or {}).items()}


def open_form(shell, game_id, values=None):
    """The form for ``game_id``: the game's defaults, the link's settings (presets), ``values``."""
    game = shell.games[game_id]
    defaults = {opt.id: opt.default for opt in game.options}
    defaults.update({f"seat{i}": "human" if i == 0 else "bot:normal" for i in range(len(game.seat_names))})
    defaults.update({f"name{i}": "" for i in range(len(game.seat_names))})
    shell.show_setup(SetupForm(game_id, {**defaults, **shell.presets.get(game_id, {}), **(values or {})}, shell.screen))


def from_game(shell):
    """Whether the new-game form was opened from the game on screen (its Back leads there)."""
    return bool(shell.table and shell.setup and shell.setup.origin == "play")


def start(shell, form):
    """Start: the game's options and players from the form, or the sentence that refuses them."""
    st = shell.setup
    if not st:
        return
    game = shell.games[st.game]
    st.values = values = {**st.values, **clean(form)}
    try:
        options = game.normalize_options(game.parse_options(values))
        count = game.seat_count_for(options)
        players = [player_from_choice(values.get(f"seat{i}"), values.get(f"name{i}", "")) for i in range(count)]
    except BadOptions as err:
        st.refuse(sentence_of(err))
        return
    shell.begin(game, options, players, hints.allowed_at_setup(values.get("hints", "auto"), players))


# the form's commands (ui/commands.py): handler(shell, verb, arg, form)
def new_command(shell, verb, arg, form):
    if arg in shell.games:
        open_form(shell, arg)
    else:
        shell.refuse(msg("notice.unknown_command", command=f"{verb} {arg}"))


def change_command(shell, verb, arg, form):
    if shell.setup:
        shell.setup.change(form)


def start_command(shell, verb, arg, form):
    start(shell, form)


def cancel_command(shell, verb, arg, form):
    shell.go("play" if from_game(shell) else "home")
