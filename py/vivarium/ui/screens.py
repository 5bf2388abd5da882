"""HTML for each screen of the app shell. Pure: ``render(shell) -> str``."""

from ..core.bots import LEVEL_LABELS
from . import embed_dialog
from .html import attrs, button, esc

SEAT_CHOICES = [("human", "Human")] + [(f"bot:{lvl}", f"Computer: {label}") for lvl, label in LEVEL_LABELS.items()]


def render(shell):
    body = {
        "home": home,
        "setup": setup,
        "play": play,
        "rules": rules,
    }.get(shell.screen, home)(shell) + embed_dialog.html(shell)
    return f'<div class="screen screen-{esc(shell.screen)}" data-screen="{esc(shell.screen)}">{body}</div>'


def notices(shell):
    if not shell.notices:
        return ""
    items = "".join(f'<li class="notice {esc(kind)}">{esc(text)}</li>' for kind, text in shell.notices)
    return f'<ul class="notices" role="alert">{items}</ul>' + button("Dismiss", "dismiss", class_="link")


# ---- home ----------------------------------------------------------------------------------
def home(shell):
    out = [notices(shell), '<section class="games"><h2>Games</h2><ul class="game-list">']
    for game in shell.games.values():
        out.append(
            f'<li class="game-card" data-game="{esc(game.id)}"><h3>{esc(game.name)}</h3><p>{esc(game.blurb)}</p>'
            f'<div class="row">{button("New game", f"new {game.id}", class_="primary")}'
            f'{button("Rules", f"rules {game.id}")}'
            + ("" if shell.embed else button("Embed", f"embed {game.id}", class_="quiet", title=f"Put {game.name} into your own web page"))
            + "</div></li>"
        )
    out.append("</ul></section>")
    out.append(saved_games(shell))
    return "".join(out)


def saved_games(shell):
    entries = shell.store.entries()
    kept = shell.store.kept()
    out = ['<section class="saves"><h2>Saved games</h2>']
    if not entries:
        out.append('<p class="muted">No saved games yet. Every game is saved in this browser after each move.</p>')
    else:
        out.append('<ul class="save-list">')
        for e in entries:
            s = e["summary"]
            title = s.get("title") or e["game"]
            current = " current" if e["id"] == shell.save_id else ""
            out.append(
                f'<li class="save{current}" data-save="{esc(e["id"])}"><div class="save-text"><b>{esc(title)}</b>'
                f'<span>{esc(s.get("players", ""))}</span><span class="muted">{esc(s.get("status", ""))}</span></div>'
                + _save_buttons(shell, e["id"], title)
                + "</li>"
            )
        out.append("</ul>")
    if kept:
        out.append(
            '<div class="kept"><h3>Damaged saves (kept aside)</h3><p class="muted">These could not be read. '
            "Their data is kept here untouched so nothing is lost; copy it if you want to keep it, or delete it.</p><ul>"
        )
        for k in kept:
            out.append(
                f'<li class="kept-item" data-kept="{esc(k["key"])}"><p><b>{esc(k["id"])}</b>: {esc(k["reason"])}</p>'
                f'<details><summary>Show the raw data</summary><textarea readonly rows="4">{esc(k["raw"])}</textarea></details>'
                f'{button("Delete this data", "forget " + k["key"], class_="danger")}</li>'
            )
        out.append("</ul></div>")
    out.append("</section>")
    return "".join(out)


# ---- new game -------------------------------------------------------------------------------
def _save_buttons(shell, save_id, title):
    if shell.confirm_delete == save_id:
        return (
            f'<div class="row confirm" role="group" aria-label="Confirm deletion"><span>Delete this game for good?</span>'
            f'{button("Yes, delete", "delete " + save_id, class_="danger")}{button("Keep it", "delete-keep")}</div>'
        )
    return (
        f'<div class="row">{button("Resume", "resume " + save_id, class_="primary")}'
        f'{button("Delete", "delete-ask " + save_id, class_="danger", aria_label="Delete " + title)}</div>'
    )


def setup(shell):
    st = shell.setup
    game = shell.games[st["game"]]
    values = st["values"]
    out = [f'<section class="setup"><h2>New game of {esc(game.name)}</h2>', '<form id="setup-form" class="setup-form">']
    for i, seat in enumerate(game.seat_names):
        out.append(_select(f"seat{i}", seat, SEAT_CHOICES, values.get(f"seat{i}")))
    for opt in game.options:
        disabled = False
        for other, allowed in opt.only_with.items():
            if str(values.get(other)) not in [str(a) for a in allowed]:
                disabled = True
        out.append(_select(opt.id, opt.label, [(str(v), lbl) for v, lbl in opt.choices], values.get(opt.id), disabled, opt.help))
    if st.get("error"):
        out.append(f'<p class="error" role="alert">{esc(st["error"])}</p>')
    out.append(f'<div class="row">{button("Start", "start", class_="primary")}{button("Back to the game" if shell.session else "Cancel", "cancel-setup")}</div>')
    out.append("</form></section>")
    return "".join(out)


def _select(name, label, choices, value, disabled=False, help_text=""):
    opts = "".join(
        f"<option{attrs(value=str(v), selected=str(v) == str(value))}>{esc(lbl)}</option>" for v, lbl in choices
    )
    note = f'<small class="muted">{esc(help_text)}</small>' if help_text else ""
    if disabled:
        note += '<small class="muted">Only with the 4×4 boards.</small>'
    return f'<label class="field"><span>{esc(label)}</span><select{attrs(name=name, disabled=disabled)}>{opts}</select>{note}</label>'


# ---- rules --------------------------------------------------------------------------------------
def rules(shell):
    page = shell.rules[shell.rules_game]
    back = "Back to the game" if shell.rules_return == "play" and shell.session else "Back"
    return f'<section class="rules">{button(back, "back")}<article class="rules-text">{page}</article>{button(back, "back")}</section>'


# ---- play ---------------------------------------------------------------------------------------
def play(shell):
    s = shell.session
    game = s.game
    view_mod = shell.view_of(game.id)
    actor = s.actor
    outcome = s.outcome
    # The screen shows only what the seat(s) at this device may see (shell.viewer_seat).
    view = game.view(s.state, shell.viewer_seat())
    legal = shell.legal_for_human()
    handoff = shell.handoff_seat()

    if outcome is not None:
        if outcome["result"] == "draw":
            lead, hint = "Game over: a draw.", outcome["reason"]
        else:
            lead, hint = f"Game over: {shell.seat_label(outcome['winners'][0])} wins.", outcome["reason"]
    elif s.is_bot(actor):
        lead, hint = f"{shell.seat_label(actor)} is thinking…", ""
    elif handoff is not None:
        lead, hint = f"Pass the device to {shell.seat_label(handoff)}.", "Their cards stay hidden until they are ready."
    else:
        lead, hint = f"{shell.seat_label(actor)} to play.", view_mod.prompt(view, shell.ui, legal)
    status = f"<b>{esc(lead)}</b>" + (f' <span class="hint-text">{esc(hint)}</span>' if hint else "")

    head = (
        f'<div class="play-head"><h2>{esc(game.name)} <small>{esc(view_mod.heading(view))}</small></h2>'
        f'<div class="toolbar">'
        f'{button("Undo", "undo", disabled=not s.can_undo(), title="Take back your last move")}'
        f'{button("Rules", "rules " + game.id)}'
        f'{button("New game", "new " + game.id)}'
        f'{button("Home", "home")}</div></div>'
    )
    seats = []
    for i, name in enumerate(game.seat_names):
        stats = "".join(
            f'<div class="stat" title="{esc(tip)}"><dt>{esc(label)}</dt><dd data-stat="{esc(label.lower().replace(" ", "-"))}">{esc(val)}</dd></div>'
            for label, val, tip in view_mod.seat_stats(view, i)
        )
        cls = "seat seat-" + str(i) + (" to-act" if i == actor else "")
        if outcome is not None and i in outcome["winners"]:
            cls += " winner"
        seats.append(
            f'<div class="{cls}" data-seat="{i}"><div class="seat-name"><span class="swatch"></span>{esc(name)}'
            f'<small>{esc(shell.player_label(i))}</small></div><dl>{stats}</dl></div>'
        )
    board_label = f"{game.name} board"
    board = view_mod.board(view, shell.ui, legal, board_label)
    error = f'<p class="error" role="alert">{esc(shell.error)}</p>' if shell.error else '<p class="error" role="alert"></p>'
    log_items = "".join(
        f'<li class="seat-{e["seat"]}" value="{e["ply"]}">{esc(e["text"])}</li>' for e in reversed(s.log)
    ) or '<li class="muted">No moves yet.</li>'
    over_bar = ""
    if outcome is not None and not shell.dialog:
        over_bar = f'<div class="over-bar">{button("Show result", "show-result")}{button("Rematch", "rematch", class_="primary")}</div>'
    return (
        f'{notices(shell)}<section class="play" data-game="{esc(game.id)}" data-over="{1 if outcome else 0}">{head}'
        f'<div class="seats">{"".join(seats)}</div>'
        f'<p class="status" role="status" aria-live="polite">{status}</p>{error}{over_bar}'
        f'<div class="board-wrap">{board}</div>'
        f'<section class="log"><h3>Log</h3><ol reversed>{log_items}</ol></section>'
        f"{handoff_dialog(shell, handoff) if handoff is not None else dialog(shell, view, view_mod)}</section>"
    )


def handoff_dialog(shell, seat):
    """Between two people's turns on one device: nothing hidden is on the page meanwhile."""
    s = shell.session
    name = s.game.seat_names[seat]
    undo = button("Undo my move", "undo") if s.can_undo() else ""
    body = (
        f'<p>Hand the device to <b>{esc(shell.seat_label(seat))}</b>. Their cards are hidden until they are ready.</p>'
        f'<div class="row">{button("Show " + name + "’s cards", "reveal", class_="primary")}{undo}</div>'
    )
    return _modal("handoff", f"{name} to play", body)


def dialog(shell, view, view_mod):
    d = shell.dialog
    s = shell.session
    if not d:
        return ""
    game = s.game
    if d["kind"] == "end":
        out = s.outcome
        if out["result"] == "draw":
            title = "A draw"
        else:
            title = f"{game.seat_names[out['winners'][0]]} wins!"
        head = "".join(f"<th>{esc(n)}</th>" for n in game.seat_names)
        rows = "".join(
            f"<tr><th scope=\"row\">{esc(r['label'])}</th>" + "".join(f"<td>{esc(v)}</td>" for v in r["values"]) + "</tr>"
            for r in out["breakdown"]
        )
        note = view_mod.end_note(view) if hasattr(view_mod, "end_note") else ""
        body = (
            f'<p class="reason">{esc(out["reason"])}</p>'
            + (f'<p class="muted">{esc(note)}</p>' if note else "")
            + f'<table class="breakdown"><thead><tr><th></th>{head}</tr></thead><tbody>{rows}</tbody></table>'
            f'<div class="row">{button("Rematch", "rematch", class_="primary")}{button("New game", "new " + game.id)}'
            f'{button("See the board", "close")}{button("Home", "home")}</div>'
        )
        return _modal("end", title, body)
    if d["kind"] == "round":
        rnd = view["rounds"][d["index"]]
        title = f"Round {rnd['round']}: " + ("a draw" if rnd["winner"] is None else f"{game.seat_names[rnd['winner']]} wins")
        scores = ", ".join(f"{n} {v}" for n, v in zip(game.seat_names, rnd["scored"]))
        body = (
            f'<p class="reason">{esc(rnd["reason"])}</p><p>Scored: {esc(scores)}. Rounds won: '
            + esc(", ".join(f"{n} {v}" for n, v in zip(game.seat_names, view["round_wins"])))
            + f'.</p><div class="mini-board">{view_mod.round_summary(rnd, view["size"])}</div>'
            f'<div class="row">{button("Start round " + str(rnd["round"] + 1), "close", class_="primary")}</div>'
        )
        return _modal("round", title, body)
    return ""


def _modal(kind, title, body):
    return (
        f'<div class="modal-backdrop"><div class="modal" role="dialog" aria-modal="true" aria-labelledby="modal-title" data-dialog="{esc(kind)}">'
        f'<h2 id="modal-title">{esc(title)}</h2>{body}</div></div>'
    )
