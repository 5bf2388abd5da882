"""HTML for each screen of the app shell. Pure: ``render(shell) -> str``."""

import re

from ..core.bots import LEVEL_LABELS
from ..games import NAMES
from ..i18n import LANGS, NAMES as LANG_NAMES, OFFERED, figure, say, t, tn
from . import covers, embed_dialog, feedback, hints, home_cards, keys, learn, news, post_screens, record, remote_screens, setup_form, storage_panel, transfer_dialog
from ..drawing.html import attrs, button, esc
from .players import NAME_LIMIT, seat_choices
from .prefs import CONFIRM_LABELS, PACE_LABELS
from . import analysis_screen, review
from ..drawing.gameview import stat_html, stats_of
from .table import ordinal



def render(shell):
    body = {
        "home": home,
        "setup": setup,
        "play": lambda sh: learn.mark(play(sh), sh),  # a lesson: its bubble and target (ui/learn.py)
        "rules": lambda sh: learn.on_rules(rules(sh), sh),
        "review": lambda sh: review.html(sh, notices(sh)),
        "guest": lambda sh: notices(sh) + remote_screens.guest_html(sh) if sh.remote is not None else home(sh),
        "reply": lambda sh: remote_screens.guest_html(sh) if sh.remote is not None else home(sh),
        "bylink": lambda sh: notices(sh) + post_screens.link_html(sh) if isinstance(sh.remote, post_screens.LinkDesk) else home(sh),
    }.get(shell.screen if shell.screen != "review" or shell.review else "home", home)(shell) + embed_dialog.html(shell) + transfer_dialog.html(shell) + keys.html(shell)
    # the language menu comes last: it sits in the header bar (CSS), after the screen in the
    # order of the keys, so a screen's first stop stays its own (a skip link, the first button)
    return f'<div class="screen screen-{esc(shell.screen)}" data-screen="{esc(shell.screen)}">{body}{lang_menu(shell)}</div>'


def lang_menu(shell):
    """The language menu, on every screen: the languages offered (and the one in use, so that a
    player who came by ``?lang=`` can always go back). Nothing while there is only one."""
    shown = [c for c in LANGS if c in OFFERED or c == shell.lang]
    if len(shown) < 2:
        return ""
    opts = "".join(f"<option{attrs(value=c, selected=c == shell.lang, lang=c)}>{esc(LANG_NAMES[c])}</option>" for c in shown)
    return (f'<label class="lang-menu"><span class="sr-only">{esc(t("lang.menu"))}</span>'
            f'<select data-pref="lang" name="lang">{opts}</select></label>')


def page_frame():
    """The words of index.html around the app (its header and footer), in the language in use:
    ``{selector: (attribute or None for the text, text)}``; the web edge puts them in place when
    the language changes."""
    return {
        ".brand": ("aria-label", t("site.home_label")),
        ".tagline": (None, t("site.tagline")),
        ".footer-text": (None, t("site.footer")),
        ".offline-badge": (None, t("offline.chip")),
    }


def fallback_page():
    """Shown only when even the home screen cannot be drawn: static text and a way out."""
    return (
        '<div class="screen screen-home" data-screen="fault"><section class="notices"><p class="notice error" role="alert">'
        f'{esc(t("fault.page"))} <a href="./">{esc(t("fault.reload"))}</a></p></section></div>'
    )


def notices(shell):
    standing = storage_panel.banner_html(shell)
    if not shell.notices:
        return standing
    items = "".join(f'<li class="notice {esc(kind)}">{esc(text)}{_times(n)}</li>' for kind, text, n in _counted(shell.notices))
    return standing + f'<ul class="notices" role="alert">{items}</ul>' + button(t("notices.dismiss"), "dismiss", class_="link")


def _counted(items):
    return items.counted() if hasattr(items, "counted") else [(kind, text, 1) for kind, text in items]


def _times(n):
    return f' <span class="times">{esc(t("notices.times", n=n))}</span>' if n > 1 else ""


# ---- home ----------------------------------------------------------------------------------
def home(shell):
    out = [notices(shell), f'<section class="games"><h2>{esc(t("home.games"))}</h2><ul class="game-list">']
    for gid in shell.games:
        # each card's buttons named with their game (five "New game" buttons read alike in a list)
        actions = (f'<div class="row">{button(t("home.new_game"), f"new {gid}", class_="primary", aria_label=t("home.new_game_of", game=NAMES[gid]))}'
                   f'{button(t("home.rules"), f"rules {gid}", aria_label=t("home.rules_of", game=NAMES[gid]))}'
                   f'{learn.card_button(gid, NAMES[gid])}</div>')
        card = home_cards.CARDS.get(shell.lang, {}).get(gid)  # drawn once by scripts/sync_home_shell.py: no game imported for it
        if card is not None and card.endswith("</li>"):
            out.append(card[: -len("</li>")] + actions + "</li>")
        else:
            game = shell.games[gid]
            out.append(covers.card_html(game, shell.views.get(gid), actions))
    out.append("</ul>")
    if not shell.embed:  # one quiet line for site owners, not a button on every card
        links = "".join(button(NAMES[gid], f"embed {gid}", class_="link", aria_label=t("home.embed_label", game=NAMES[gid]),
                               title=t("home.embed_title", game=NAMES[gid])) for gid in shell.games)
        out.append(f'<p class="embed-line muted">{esc(t("home.embed_line"))} {links}</p>')
    out.append("</section>")
    out.append(record.html(shell))  # your record (ui/record.py): kept when a save is deleted
    out.append(saved_games(shell))
    return "".join(out)


def saved_games(shell):
    entries = shell.store.entries()
    kept = shell.store.kept()
    out = [f'<section class="saves"><h2>{esc(t("saves.title"))}</h2>', '<div class="row">' + button(t("saves.import"), "import-open", title=t("saves.import_title"))
           + storage_panel.backup_buttons(shell, entries) + "</div>"]
    out.append(storage_panel.list_notes(shell))
    out.append(f'<div id="keep-notes">{storage_panel.keeping_notes(shell, bool(entries))}</div>')
    if not entries and not shell.store.in_memory and not shell.store.unread and not shell.store.unlisted:
        out.append(f'<p class="muted">{esc(t("saves.none_yet"))}</p>')
    elif not entries:
        out.append(f'<p class="muted">{esc(t("saves.none_shown"))}</p>')
    else:
        out.append(f'<ul class="save-list" aria-label="{esc(tn("saves.count", len(entries)))}">')
        analysed = analysis_screen.in_background(shell)  # a finished game analysed meanwhile (issue 40)
        for e in entries:
            s = e["summary"]
            title = say(s.get("title")) or e["game"]
            current = " current" if e["id"] == shell.save_id else ""
            out.append(
                f'<li class="save{current}" data-save="{esc(e["id"])}"><div class="save-text"><b>{esc(title)}</b>'
                f'<span>{esc(say(s.get("players")))}</span><span class="muted">{esc(say(s.get("status")))}</span>'
                + (f'<span class="save-note">{esc(say(s["note"]))}</span>' if s.get("note") else "")
                + (f'<span class="save-note analysing">{esc(t("review.analysing", done=analysed[1], total=analysed[2]))}</span>'
                   if analysed and analysed[0] == e["id"] else "") + '</div>'
                + _save_buttons(shell, e["id"], title, s)
                + "</li>"
            )
        out.append("</ul>")
    out.append(post_screens.kept_html(shell))
    if kept:
        out.append(
            f'<div class="kept"><h3>{esc(t("kept.title"))}</h3><p class="muted">{esc(t("kept.text"))}</p><ul>'
        )
        for k in kept:
            out.append(
                f'<li class="kept-item" data-kept="{esc(k["key"])}"><p><b>{esc(k["id"])}</b>: {esc(k["reason"])}'
                + (esc(t("kept.in_place")) if k.get("in_place") else "") + "</p>"
                + f'<details><summary>{esc(t("kept.raw"))}</summary><textarea readonly rows="4">{esc(k["raw"])}</textarea></details>'
                f'{button(t("kept.delete"), "forget " + k["key"], class_="danger")}</li>'
            )
        out.append("</ul></div>")
    out.append("</section>")
    return "".join(out)


# ---- new game -------------------------------------------------------------------------------
def _save_buttons(shell, save_id, title, summary=None):
    if shell.saving.confirm_delete == save_id:
        return (
            f'<div class="row confirm" role="group" aria-label="{esc(t("saves.confirm_label"))}"><span>{esc(t("saves.delete_ask"))}</span>'
            f'{button(t("saves.delete_yes"), "delete " + save_id, class_="danger")}{button(t("saves.delete_keep"), "delete-keep")}</div>'
        )
    summary = summary or {}
    # older saves have no "finished": their status line (English then) says it
    finished = summary["finished"] is True if "finished" in summary else str(summary.get("status", "")).startswith("Finished")
    return (
        f'<div class="row">{button(t("saves.resume"), "resume " + save_id, class_="primary")}'
        + (button(t("saves.review"), "review " + save_id, title=t("saves.review_title")) if finished else "")
        + f'{button(t("saves.delete"), "delete-ask " + save_id, class_="danger", aria_label=t("saves.delete_label", title=title))}</div>'
    )


def setup(shell):
    """The new-game form, short enough for Start to be in view on a phone: who plays in one
    choice (a preset), the seats and names folded under it, the game's options that apply, and
    the rest (confirming moves, hints, options that only apply with another choice) folded."""
    st = shell.setup
    game = shell.games[st.game]
    values = st.values
    out = [f'<section class="setup"><h2>{esc(t("setup.title", game=game.name))}</h2>', '<form id="setup-form" class="setup-form">']
    options = [opt for opt in game.options if opt.id != "players"]
    players_opt = next((opt for opt in game.options if opt.id == "players"), None)
    count = setup_form.seat_count(game, values)
    out.append(_select("preset", t("setup.who"), setup_form.presets(game), setup_form.shown_preset(game, values)))
    labels = [game.seat_label(n) for n in game.seat_names[:count]]
    kinds = dict(seat_choices())
    summary = t("list.sep").join(str(values.get(f"name{i}") or "").strip() or kinds.get(str(values.get(f"seat{i}")), seat)
                                 for i, seat in enumerate(labels))
    out.append(f'<details class="seat-details" data-field="seats_open"{" open" if values.get("seats_open") else ""}>'
               f'<summary><span>{esc(t("setup.seats_summary"))}</span> <small class="muted">{esc(summary)}</small></summary>')
    if players_opt is not None:
        out.append(_select("players", players_opt.label, [(str(v), lbl) for v, lbl in players_opt.choices], values.get("players"), help_text=players_opt.help))
    out.append(f'<fieldset class="seat-fields"><legend>{esc(t("setup.players"))}</legend>')
    for i, seat in enumerate(labels):
        out.append(
            f'<div class="seat-field seat-{i}"><span class="swatch" aria-hidden="true"></span>'
            + _select(f"seat{i}", seat, seat_choices(), values.get(f"seat{i}"))
            + f'<label class="field name-field"><span>{esc(t("setup.name"))} <small class="muted">{esc(t("setup.optional"))}</small></span>'
            f'<input{attrs(type="text", name=f"name{i}", value=str(values.get(f"name{i}") or ""), maxlength=str(NAME_LIMIT), autocomplete="off", placeholder=seat, aria_label=t("setup.name_for", seat=seat))}></label></div>'
        )
    if any(values.get(f"seat{i}") == "remote-link" for i in range(count)):  # what playing by link means
        out.append(f'<p class="muted bylink-help">{esc(t("bylink.help"))}</p>')
    out.append("</fieldset></details>")
    folded = [confirm_select(shell),
              _select("hints", t("hints.label"), [(k, t(f"hints.{k}")) for k in hints.SETUP_CHOICES], values.get("hints", "auto"),
                      help_text=t("hints.help"))]
    for opt in options:
        disabled = any(str(values.get(other)) not in [str(a) for a in allowed] for other, allowed in opt.only_with.items())
        note = ""
        if disabled:
            note = t("setup.only_with", choices=", ".join(_choice_label(game, other, allowed) for other, allowed in opt.only_with.items()))
        field = _select(opt.id, opt.label, [(str(v), lbl) for v, lbl in opt.choices], values.get(opt.id), disabled, opt.help, note)
        (folded if disabled else out).append(field)  # an option that cannot apply yet waits in "More options"
    out.append(f'<details class="more-options" data-field="more_open"{" open" if values.get("more_open") else ""}>'
               f'<summary>{esc(t("setup.more"))}</summary>{"".join(folded)}</details>')
    if st.error:
        out.append(f'<p class="error" role="alert">{esc(st.error)}</p>')
    out.append(f'<div class="row">{button(t("setup.start"), "start", class_="primary")}{button(t("setup.back") if setup_form.from_game(shell) else t("setup.cancel"), "cancel-setup")}</div>')
    out.append("</form></section>")
    return "".join(out)


def confirm_select(shell):
    """The "Confirm my moves" preference (kept for every game): after a move that Undo can
    still take back, a computer answers after a short pause, or only once the move is confirmed."""
    opts = "".join(f"<option{attrs(value=k, selected=(k == 'on') == shell.prefs.confirm_moves)}>{esc(t('confirm.' + k))}</option>"
                   for k in CONFIRM_LABELS)
    return (f'<label class="field confirm-pref"><span>{esc(t("confirm.label"))}</span>'
            f'<select data-pref="confirm" name="confirm-moves">{opts}</select>'
            f'<small class="muted">{esc(t("confirm.note"))}</small></label>')


def _choice_label(game, option_id, allowed):
    opt = next((o for o in game.options if o.id == option_id), None)
    if opt is None:
        return option_id
    return t("setup.or").join(say(lbl) for v, lbl in opt.choices if v in allowed)


def _select(name, label, choices, value, disabled=False, help_text="", disabled_note=""):
    opts = "".join(
        f"<option{attrs(value=str(v), selected=str(v) == str(value))}>{esc(lbl)}</option>" for v, lbl in choices
    )
    note = f'<small class="muted">{esc(help_text)}</small>' if help_text else ""
    if disabled and disabled_note:
        note += f'<small class="muted">{esc(disabled_note)}</small>'
    return f'<label class="field"><span>{esc(label)}</span><select{attrs(name=name, disabled=disabled)}>{opts}</select>{note}</label>'


# ---- rules --------------------------------------------------------------------------------------
def rules(shell):
    page = shell.rules[shell.rules_game].html()  # a RulesPage (drawing/figures.py): figures drawn on first view
    back = t("rules.back_game") if shell.rules_return == "play" and shell.session else t("rules.back")
    return (f'<section class="rules">{button(back, "back")}<article class="rules-text">{page}{advice_rules(shell.games[shell.rules_game])}</article>'
            f'{button(back, "back")}</section>')


def advice_rules(game):
    """The part of every rules page on hints and the analysis (the same for every game but the
    marks' thresholds, the game's own ``mark_thresholds``)."""
    from .analysis_screen import thresholds_text

    # the catalogue's texts here are HTML (bold and italic words), written by us, never by a player
    return (f'<section class="rules-advice"><h3>{esc(t("rules.advice_title"))}</h3>'
            f'<p>{t("rules.advice_hint_html")}</p>'
            f'<p>{t("rules.advice_analysis_html")} {esc(thresholds_text(game.mark_thresholds))} {esc(t("rules.advice_sure"))} {esc(t("rules.advice_forced"))}</p></section>')


FLASH = ' class="flash"'  # a counter whose value just changed (CSS: one short flash)


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
    board_view = news.view_of(shell, view)  # the others' moves replayed (ui/news.py), else the same
    if board_view is not view:
        legal = []
    handoff = shell.handoff_seat()

    lead, hint = status_parts(shell, lambda: view_mod.prompt(view, shell.ui, legal))
    status = f"<b>{esc(lead)}</b>" + (f' <span class="hint-text">{esc(hint)}</span>' if hint else "")
    # the words in one box, what waits for the person (Confirm, the grace bar) after them: on a
    # phone Confirm stands beside the words, whole, however many lines they take (CSS)
    remote_note = remote_screens.host_status(shell)
    status = f'<span class="status-text">{status}{remote_note}</span>'
    status_box = status_attrs(game.id, f"{lead} {hint}{remote_note}")
    if outcome is None and s.is_bot(actor) and shell.table.answer_waits():
        status += waiting_answer(shell)

    # The toolbar: Undo and the computer's speed always in view; on a phone the less-used
    # commands fold into a "Menu" popover (no script: the browser opens it, and closes it on
    # Escape, a click outside, or the next redraw). On wide screens the popover's box steps
    # aside (display: contents) and its buttons sit in the row like the others.
    head = (
        f'<div class="play-head"><h2>{esc(game.name)} <small title="{esc(view_mod.heading(view))}">{esc(view_mod.heading(view))}</small></h2>'
        f'<div class="toolbar">'
        f"{undo_button(shell)}"
        f"{hints.button_html(shell)}"
        f"{pace_select(shell) if any(s.is_bot(i) for i in range(len(s.players))) else ''}"
        f"{remote_screens.devices_button(shell)}"
        f'<button type="button" class="more-toggle" popovertarget="play-more" title="{esc(t("toolbar.menu_title"))}">'
        f'<span aria-hidden="true">☰ </span>{esc(t("toolbar.menu"))}</button>'
        '<div id="play-more" class="toolbar-more" popover>'
        f"{menu_switches(shell)}"
        f'{button(t("toolbar.export"), "export", title=t("toolbar.export_title"))}'
        f'{button(t("toolbar.rules"), "rules " + game.id)}'
        f'{button(t("toolbar.keys"), "keys", title=t("toolbar.keys_title"))}'
        f'{button(t("toolbar.new_game"), "new " + game.id)}'
        f'{button(t("toolbar.home"), "home")}</div></div>'
        f"{hints.box_html(shell)}</div>"  # the hint floats under the toolbar, over the seats (CSS): the board never moves
    )
    seat_stats = stats_of(view_mod, view, len(s.seat_names))
    marks = shell.marks  # counters that changed since the last drawing flash once
    changed = marks.changed(shell.save_id, {(i, st[0]): st[2] for i, stats in enumerate(seat_stats) for st in stats}) if marks else set()
    seats = []
    for i, name in enumerate(s.seat_names):
        stats = "".join(stat_html(*st, flash=FLASH if (i, st[0]) in changed else "") for st in seat_stats[i])
        cls = "seat seat-" + str(i) + (" to-act" if i == actor else "")
        extra = " ".join(str(view_mod.seat_class(view, i)).split())  # e.g. a team colour
        if extra:
            cls += " " + esc(extra)
        if outcome is not None and i in outcome["winners"]:
            cls += " winner"
        turn_note = f'<span class="turn-badge">{esc(t("play.turn_badge"))}</span>' if i == actor else ""
        seats.append(
            f'<div class="{cls}" data-seat="{i}"><div class="seat-name"><span class="swatch" aria-hidden="true"></span>{esc(name)}'
            f'<small>{esc(shell.player_label(i))}</small>{turn_note}</div><dl>{stats}</dl></div>'
        )
    board_label = t("play.board_label", game=game.name)
    board = hints.mark(view_mod.board(board_view, shell.ui if board_view is view else view_mod.initial_ui(), legal, board_label), shell)
    if marks and handoff is None and view.get("seat") is not None:  # cards new in this hand since its last turn
        board = feedback.mark_keys(board, marks.fresh(shell.save_id, view["seat"], shell.table.hand_keys(view)), "new-in-hand")
    error = f'<p class="error" role="alert">{esc(shell.error)}</p>' if shell.error else '<p class="error" role="alert"></p>'
    if shell.info and not shell.error:
        error += f'<p class="info-line" role="status">{esc(shell.info)}</p>'
    log_items = log_html(shell, shell.log_turns()) or f'<li class="muted">{esc(t("play.no_moves"))}</li>'
    over_bar = ""
    if outcome is not None and not shell.dialog:
        over_bar = f'<div class="over-bar">{button(t("play.show_result"), "show-result")}{button(t("play.review"), "review")}{button(t("play.rematch"), "rematch", class_="primary")}</div>'
    return (
        f'{notices(shell)}<section class="play" data-game="{esc(game.id)}" data-over="{1 if outcome else 0}">'
        f'{button(t("play.skip_board"), "focus board", class_="skip-link")}{button(t("play.skip_hand"), "focus hand", class_="skip-link")}{head}'
        f'<div class="seats seats-{len(seats)}">{"".join(seats)}</div>'
        f'<p{status_box} role="status" aria-live="polite">{status}</p>{news.html(shell, view)}{error}'
        f"{post_screens.over_area(over_bar, post_screens.host_panel(shell))}"
        f"{away_html(shell, view) if handoff is None else ''}"
        f'<div class="board-wrap">{board}</div>'
        f'<section class="log" tabindex="0" aria-label="{esc(t("play.log"))}"><h3>{esc(t("play.log"))}</h3><ol class="log-turns">{log_items}</ol></section>'
        f"{handoff_dialog(shell, handoff) if handoff is not None else dialog(shell, view, view_mod)}</section>"
    )


def undo_button(shell):
    """Undo, always in its place: unavailable (its title says why) when nothing can be taken back,
    the game over included."""
    if shell.session.outcome is not None:
        return button(t("toolbar.undo"), "undo", disabled=True, title=t("play.undo_over"))
    if shell.table.can_undo():
        return button(t("toolbar.undo"), "undo", title=t("toolbar.undo_title"))
    return button(t("toolbar.undo"), "undo", disabled=True, title=say(shell.table.undo_refusal()))


def status_parts(shell, prompt=lambda: ""):
    """The table's status line: ``(lead, hint)``, e.g. ("Light (You) to play.", the view's
    prompt), the result once the game is over. Also what the live region says (ui/announce.py)."""
    s = shell.session
    actor, outcome = s.actor, s.outcome
    handoff = shell.handoff_seat()
    if outcome is not None:
        if outcome["result"] == "draw":
            return t("status.draw"), outcome["reason"]
        key = "status.won_one" if len(outcome["winners"]) == 1 else "status.won_many"
        return t(key, who=shell.winners_label(outcome)), outcome["reason"]
    if s.is_bot(actor):
        lead, hint = t("status.thinking", who=shell.seat_label(actor)), ""
        waits = shell.table.answer_waits()
        if waits and shell.prefs.confirm_moves:
            lead, hint = t("status.ready"), t("status.confirm", name=shell.seat_name(actor))
        elif waits and shell.grace_seconds() > 0:
            hint = t("status.can_undo")
        return lead, hint
    if handoff is not None:
        return t("status.pass_to", who=shell.seat_label(handoff)), t("status.hidden")
    if s.is_remote(actor):
        return t("status.to_play", who=shell.seat_label(actor)), ""
    return t("status.to_play", who=shell.seat_label(actor)), prompt()


# On a phone the status is a box of a fixed number of lines, so that it never moves the board:
# as many as the game's longest prompt takes at 375 px in either language (static/css/app.css,
# .status.lines-N; the others 3). A longer text (a long name, a rare note) scrolls inside the box,
# and a box that may scroll is one Tab reaches, so that a keyboard scrolls it too. A phone's
# line holds LINE_CHARS characters at the least: a shorter text adds no Tab stop.
STATUS_LINES = {"lepidoptery": 2, "papillon": 4, "hexapod": 5}
LINE_CHARS = 36


def status_attrs(game_id, words):
    """The play status's class (its lines on a phone) and, for words that may not all show in
    them, its place in the Tab order. ``words``: what it says, its markup included."""
    lines = STATUS_LINES.get(game_id, 3)
    shown = len(re.sub(r"<[^>]*>", "", words).strip())
    return f' class="status lines-{lines}"' + (' tabindex="0"' if shown > lines * LINE_CHARS else "")


def waiting_answer(shell):
    """After a move Undo can still take back, before a computer answers: a Confirm button
    ("Confirm my moves") or the grace period as a bar that empties (web/bot_runner.py keeps it in time
    across redraws)."""
    if shell.prefs.confirm_moves:
        return " " + button(t("play.confirm_move"), "confirm", class_="primary confirm-move")
    return (f' <span class="grace" role="timer" aria-label="{esc(tn("play.grace", shell.grace_seconds()))}">'
            f'<span class="grace-bar grace-{round(shell.grace_seconds() * 10)}"></span></span>')  # no inline style (CSP)


def menu_switches(shell):
    """The table menu's switches, kept per device (ui/prefs.py): the sound, and "Confirm my
    moves" (when a computer answers a move), each effective at once."""
    out = []
    for name, on, cmd, title in (("yours.sound", shell.prefs.sound, "sound", "yours.sound_title"),
                                 ("yours.confirm", shell.prefs.confirm_moves, "confirm-pref", "yours.confirm_title")):
        label = t("yours.switch_on" if on else "yours.switch_off", what=t(name))
        out.append(button(label, f"{cmd} {'off' if on else 'on'}", class_="switch", aria_pressed="true" if on else "false",
                          title=t(title), data_switch=cmd))
    # one small toggle in the menu (on a wide screen the menu's buttons sit in the toolbar's row:
    # the switches wait in their own popover there, so the row does not grow)
    return (f'<button type="button" class="settings-toggle" popovertarget="play-settings" aria-label="{esc(t("yours.settings"))}" '
            f'title="{esc(t("yours.settings"))}"><span aria-hidden="true">⚙</span><span class="settings-word" aria-hidden="true"> {esc(t("yours.settings"))}</span></button>'
            f'<div id="play-settings" class="settings-pop" popover role="group" aria-label="{esc(t("yours.settings"))}">{"".join(out)}</div>')


def pace_select(shell):
    opts = "".join(f"<option{attrs(value=k, selected=k == shell.prefs.pace)}>{esc(t('pace.' + k))}</option>" for k in PACE_LABELS)
    return f'<label class="pace" title="{esc(t("toolbar.speed_title"))}"><span>{esc(t("toolbar.speed"))}</span><select name="pace" data-pref="pace">{opts}</select></label>'


def log_html(shell, turns):
    """The log, newest turn first. Each turn is one item named after its player; a turn of
    several actions lists its steps in order. Every action is one ``li.step``."""
    out = []
    for t in reversed(turns):
        seat = t["seat"]
        steps = "".join(f'<li class="step" value="{e["ply"]}">{esc(e["text"])}</li>' for e in t["steps"])
        who = esc(shell.seat_name(seat)) if seat is not None else ""
        multi = " multi" if len(t["steps"]) > 1 else ""
        out.append(
            f'<li class="turn seat-{seat}{multi}" data-seat="{seat}"><span class="who"><span class="swatch" aria-hidden="true"></span>{who}</span>'
            f"<ol>{steps}</ol></li>"
        )
    return "".join(out)


AWAY_LIMIT = 12  # turns shown in "while you were away"


def away_html(shell, view):
    """For games of three or more: what the other players did since the person now at the
    device last played (hot-seat and against computers alike)."""
    s = shell.session
    seat = view.get("seat") if isinstance(view, dict) else None
    if len(s.players) < 3 or seat is None or s.outcome is not None or s.actor != seat or s.is_bot(seat):
        return ""
    turns = shell.since_last_turn(seat)
    if not turns:
        return ""
    shown = turns[-AWAY_LIMIT:]
    more = f'<p class="muted">{esc(tn("away.more", len(turns) - len(shown)))}</p>' if len(turns) > len(shown) else ""
    return (
        f'<details class="away" open><summary>{esc(t("away.yours"))}</summary>{more}'
        f'<ol class="away-list">{log_html(shell, shown)}</ol></details>'
    )


def handoff_dialog(shell, seat):
    """Between two people's turns on one device: nothing hidden is on the page meanwhile."""
    s = shell.session
    name = shell.seat_name(seat)
    undo = button(t("handoff.undo"), "undo") if shell.table.can_undo() else ""
    turns = shell.since_last_turn(seat)[-AWAY_LIMIT:] if len(s.players) >= 3 else []
    away = (
        f'<details class="away" open><summary>{esc(t("away.theirs", name=name))}</summary><ol class="away-list">{log_html(shell, turns)}</ol></details>'
        if turns else ""
    )
    body = (
        f'<p>{t("handoff.text_html", who=f"<b>{esc(shell.seat_label(seat))}</b>")}</p>'
        f"{away}"
        f'<div class="row">{button(t("handoff.show", name=name), "reveal", class_="primary")}{undo}</div>'
    )
    return _modal("handoff", t("handoff.title", name=name), body)


def dialog(shell, view, view_mod):
    d = shell.dialog
    s = shell.session
    if not d:
        return ""
    if d["kind"] == "end":
        return result_panel(shell, view, view_mod)
    if d["kind"] == "devices" and shell.remote is not None:
        return remote_screens.devices_dialog(shell)
    if d["kind"] == "round":
        shown = view_mod.round_dialog(view, d["index"], s.seat_names)
        if shown is None:
            return ""
        title, body = shown
        return _modal("round", title, body)
    return ""


def result_panel(shell, view, view_mod):
    """The end of the game, docked beside the board (which stays in view with the final
    position): addressed to the person, with the length and the breakdown. Its buttons come
    first so they are reachable on a phone without scrolling."""
    s = shell.session
    out = s.outcome
    names = s.seat_names
    head = "".join(f'<th class="seat-{i}">{esc(n)}</th>' for i, n in enumerate(names))
    rows = ""
    if out.get("ranking"):
        place = {seat: i + 1 for i, seat in enumerate(out["ranking"])}
        rows += f'<tr class="place"><th scope="row">{esc(t("end.place"))}</th>' + "".join(f"<td>{ordinal(place.get(i, 0))}</td>" for i in range(len(names))) + "</tr>"
    rows += "".join(
        f"<tr><th scope=\"row\">{esc(r['label'])}</th>" + "".join(f"<td>{esc(figure(v))}</td>" for v in r["values"]) + "</tr>"
        for r in out["breakdown"]
    )
    note = view_mod.end_note(view)
    turns = len(shell.log_turns())
    title, subtitle = shell.result_title()
    return (
        '<aside class="result-panel" data-dialog="end" role="region" aria-labelledby="result-title">'
        f'<h2 id="result-title">{esc(title)}</h2>'
        + (f'<p class="result-sub">{esc(subtitle)}</p>' if subtitle else "")
        + f'<div class="row">{button(t("end.rematch"), "rematch", class_="primary")}{button(t("end.new_game"), "new " + s.game.id)}'
        f'{button(t("end.review"), "review", title=t("end.review_title"))}'
        f'{button(t("end.share"), "share-game", title=t("end.share_title"))}'
        f'{button(t("end.hide"), "close", title=t("end.hide_title"))}{button(t("end.home"), "home")}</div>'
        f'<p class="reason">{esc(out["reason"])}</p>'
        f'<p class="muted">{esc(t("end.length", turns=tn("end.turns", turns), moves=tn("end.moves", len(s.record["actions"]))))}</p>'
        + (f'<p class="muted">{esc(note)}</p>' if note else "")
        + (f'<p class="muted hints-used">{esc(used)}</p>' if (used := hints.used_line(s.record, names)) else "")
        + f'<div class="table-scroll"><table class="breakdown"><thead><tr><td></td>{head}</tr></thead><tbody>{rows}</tbody></table></div>'
        "</aside>"
    )


def _modal(kind, title, body):
    return (
        f'<div class="modal-backdrop"><div class="modal" role="dialog" aria-modal="true" aria-labelledby="modal-title" data-dialog="{esc(kind)}">'
        f'<h2 id="modal-title">{esc(title)}</h2>{body}</div></div>'
    )
