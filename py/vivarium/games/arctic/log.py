"""Arctic's log: one line per decision, in words, with what happened by itself after it (a
shortfall, a power card changing hands, tokens moving, the end coming). A line never names a
card its player's opponents cannot see: a discard, a Penalty card taken back or given, a card
placed face down or drawn from the draw pile stay secret.
"""

from ...i18n import msg
from .cards import LANDSCAPE, animal_name, card_words, is_down, n_cards, seat_name

_DIRECTION = {"left": "arctic.dir.left", "right": "arctic.dir.right"}


def describe(state, action, after):
    """The log line of ``action`` played in ``state`` (``after``: the state it leads to): the
    decision, then what happened by itself after it, as a message. Nothing in it comes from a
    card the other players cannot see."""
    seat = state["turn"]
    name = seat_name(seat)
    words = action.split()
    verb = words[0] if words else ""
    if verb == "swap":
        text = msg("arctic.log.swap", who=name, card=card_words(int(words[1])), river=card_words(int(words[2])))
    elif verb == "takeback":
        entry = state["piles"][seat][-1]
        shown = msg("arctic.log.a_face_down_card") if is_down(entry) else card_words(entry)
        text = msg("arctic.log.takeback", who=name, card=shown)
    elif verb == "moose":
        text = msg("arctic.log.moose_more" if words[1] == "+1" else "arctic.log.moose_fewer", who=name)
    elif verb == "ready":
        text = msg("arctic.log.ready", who=name)
    elif verb == "place":
        card = int(words[1])
        if len(words) == 3 and words[2] == "down":
            text = msg("arctic.log.place_down", who=name)
        elif len(words) == 3:
            text = msg("arctic.log.place_bottom", who=name, card=card_words(card))
        else:
            text = msg("arctic.log.place", who=name, card=card_words(card))
    elif verb == "move":
        text = msg("arctic.log.move", who=name)
    elif verb == "walrus":
        text = (msg("arctic.log.walrus_stay", who=name) if words[1] == "stay" else
                msg("arctic.log.walrus", who=name, direction=msg(_DIRECTION.get(words[1], words[1]))))
    elif verb == "draw":
        text = msg("arctic.log.draw", who=name, cards=n_cards(int(words[1])))
    elif verb == "take":
        if words[1] == "deck":
            text = msg("arctic.log.take_deck", who=name)
        elif words[1] == "penalty":
            text = msg("arctic.log.take_penalty", who=name)
        else:
            text = msg("arctic.log.take", who=name, card=card_words(int(words[1])))
    elif verb == "discard":
        text = msg("arctic.log.discard", who=name)  # the card stays secret
    elif verb == "give":
        text = (msg("arctic.log.give_none", who=name) if words[1] == "none" else
                msg("arctic.log.give", who=name, to=seat_name(int(words[1]))))
    else:
        text = action
    extras = consequences(state, after, seat)
    if verb == "move":  # "Ice moves the tokens: Fox from 3 to 6 points, Moose from 3 to 1 point"
        moved = [e for e in extras if e["$"] == "arctic.log.tokens"]
        if moved:
            extras.remove(moved[0])
            text = msg("arctic.log.move_tokens", who=name, moves=moved[0]["moves"])
    return line(text, extras)


_PARTS = ("a", "b", "c", "d")


def line(text, extras):
    """The log line: ``text``, then each of ``extras`` after a semicolon, then a full stop. One
    message a level deep (``arctic.log.line<number of extras>``), so that it travels between
    devices as a message (their depth is limited); more than four extras share the last place."""
    extras = list(extras)
    while len(extras) > len(_PARTS):
        extras[-2:] = [msg("arctic.log.then", text=extras[-2], more=extras[-1])]
    return msg(f"arctic.log.line{len(extras)}", text=text, **dict(zip(_PARTS, extras)))


def consequences(before, after, seat):
    """What happened by itself after a decision (messages): penalties, the power card, tokens,
    the end."""
    out = []
    pen = len(after["penalties"][seat]) - len(before["penalties"][seat])
    shortfall = pen if before["phase"] in ("prepare", "place") else 0
    if shortfall > 0:
        out.append(msg("arctic.log.shortfall", cards=n_cards(shortfall)))
    for a in range(6):
        if after["holders"][a] == seat and before["holders"][a] != seat:
            side = after["sides"][a]
            if before["holders"][a] is not None:
                out.append(msg("arctic.log.power_from", animal=animal_name(a), side=side, who=seat_name(before["holders"][a])))
            else:
                out.append(msg("arctic.log.power_table", animal=animal_name(a), side=side))
    moved = None
    for a in range(6):
        if after["tokens"][a] != before["tokens"][a]:
            one = msg("arctic.log.token_move", animal=animal_name(a), start=LANDSCAPE[before["tokens"][a]],
                      n=LANDSCAPE[after["tokens"][a]])
            moved = one if moved is None else msg("arctic.log.comma", text=moved, more=one)
    if moved is not None:
        out.append(msg("arctic.log.tokens", moves=moved))
    if before["end"] is None and after["end"] is not None:
        out.append(msg("arctic.log.reserve"))
    if before["end"] != "last" and after["end"] == "last" and not after["over"]:
        out.append(msg("arctic.log.last_turns"))
    if after["over"]:
        out.append(msg("arctic.log.over"))
    return out
