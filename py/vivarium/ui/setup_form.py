"""The new-game form: the game chosen, the values picked so far, the sentence that refused them,
and where the form was opened from. Pure; ``shell.setup`` holds a :class:`SetupForm` while the
form is (or was last) on screen, and only this module changes it."""

from ..core.protocol import BadOptions
from ..core.records import sentence_of
from ..i18n import msg, t, tn
from . import hints
from .players import player_from_choice


class SetupForm:
    def __init__(self, game_id, values, origin):
        self.game = game_id
        self.values = values  # {option id, "seat<i>", "name<i>", "hints": text}
        self.error = None  # the sentence that refused the last Start
        self.origin = origin  # the screen the form was opened from (its Back leads there)

    def change(self, form, game=None):
        """The form's new values; a preset just chosen ("You and 2 computers") sets the number of
        players and every seat, and "choose each seat" unfolds the seats."""
        new = {**self.values, **clean(form)}
        chosen = str(new.get("preset") or "")
        if game is not None and chosen and chosen != shown_preset(game, self.values):
            if chosen == CUSTOM:
                new["seats_open"] = "1"
            else:
                new = apply_preset(game, new, chosen)
        self.values = new
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


# ---- presets: who plays, in one choice ---------------------------------------------------------
CUSTOM = "custom"  # the seats as chosen one by one


def presets(game):
    """``[(value, label)]``: "You and 1 computer", "You and 2 computers"… then "2 people at this
    device"… for each player count the game has, then "Other: choose each seat"."""
    counts = game.player_counts()
    out = [(f"bots:{n - 1}", tn("setup.preset_bots", n - 1)) for n in counts]
    out += [(f"people:{n}", tn("setup.preset_people", n)) for n in counts]
    return out + [(CUSTOM, t("setup.preset_custom"))]


def seat_count(game, values):
    """The number of seats the form's values ask for (the game's only count, or the chosen one)."""
    counts = game.player_counts()
    chosen = [c for c in counts if str(c) == str(values.get("players"))]
    return chosen[0] if chosen else counts[0]


def preset_of(game, values):
    """The preset the values match: the person first and computers of one level, or people only."""
    seats = [str(values.get(f"seat{i}")) for i in range(seat_count(game, values))]
    if seats[0] == "human" and len(set(seats[1:])) == 1 and seats[1].startswith("bot:"):
        return f"bots:{len(seats) - 1}"
    if set(seats) == {"human"}:
        return f"people:{len(seats)}"
    return CUSTOM


def shown_preset(game, values):
    """The preset the form shows: "Other" once chosen (until another preset is), else the one the
    seats match."""
    return CUSTOM if values.get("preset") == CUSTOM else preset_of(game, values)


def apply_preset(game, values, preset):
    """``values`` with the number of players and every seat of ``preset`` (computers keep the
    level they had when they all had one, else Normal)."""
    kind, _, n = preset.partition(":")
    if kind not in ("bots", "people") or not n.isdigit():
        return values
    count = int(n) + (1 if kind == "bots" else 0)
    if count not in game.player_counts():
        return values
    levels = {str(values.get(f"seat{i}")) for i in range(1, seat_count(game, values))}
    level = levels.pop() if len(levels) == 1 and next(iter(levels)).startswith("bot:") else "bot:normal"
    out = dict(values)
    if len(game.player_counts()) > 1:
        out["players"] = str(count)
    for i in range(count):
        out[f"seat{i}"] = "human" if kind == "people" or i == 0 else level
    return out


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
        shell.setup.change(form, shell.games[shell.setup.game])


def start_command(shell, verb, arg, form):
    start(shell, form)


def cancel_command(shell, verb, arg, form):
    shell.go("play" if from_game(shell) else "home")
