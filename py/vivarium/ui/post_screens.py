"""Play over days, by link (issue 36): the host's panel and a device's screens. Pure.

A remote seat chosen as "a person on another device, by link" (``{"kind": "remote", "via":
"link"}``) is never offered a data channel. When it is that seat's turn, the host's table shows
the **turn link** to send (Share, Copy, QR: "Send this link to Bob: it is his turn in Arctic,
move 14"). The person opens it on their device (the route ``#/turn/<payload>``), plays their
whole turn there, and gets a **move link** to send back. The host opens it (``#/move/…``, or
pastes it): the move is checked and applied (``ui/by_link.py``), the computers and the people
at the host play on, and the next turn link is offered. At the end every seat is sent the
result, which checks the deal on each device and opens the review.

A device keeps each seat it plays by link in its storage (``<ns>.v1.bylink.<table>.<seat>``),
so a turn link opened again, or an older one, is recognised, and the log and what it was shown
survive between turns.
"""

import json

from ..core import share, turn_links
from ..core.records import sentence_of
from ..core.protocol import IllegalAction
from ..core.wire import WireError
from .. import i18n
from ..i18n import t
from . import by_link
from ..drawing.gameview import stat_html, stats_of
from ..drawing.html import attrs, button, esc
from .remote_seats import HostDesk, has_qr, invite, link_seats, player_label, prepare, qr_svg, who

STORE = "bylink."  # after the save store's prefix (``vivarium.v1.``)


# ---- the host ---------------------------------------------------------------------------------
def turn_url(shell, seat):
    """The turn link of ``seat`` now (with the seat's secret: it works on any of the person's devices)."""
    desk = shell.remote
    payload = by_link.turn_link(desk.host, seat, invite=True, host_name=desk.host.host_name())
    return f"{shell.site_url}#/turn/{payload}"


def host_panel(shell):
    """The table's by-link panel: the link to send now, and a box for a move link."""
    desk = shell.remote
    seats = link_seats(shell) if isinstance(desk, HostDesk) else []
    if not seats:
        return ""
    s = shell.session
    game = s.game
    move_no = len(s.record["actions"]) + 1
    parts = []
    if s.outcome is not None:
        for seat in seats:
            parts.append(_link_box(f"end-{seat}", t("bylink.send_end", name=who(shell, seat), game=game.name),
                                   turn_url(shell, seat), qr=False))
    elif s.actor in seats:
        seat = s.actor
        url = turn_url(shell, seat)
        svg = qr_svg(url)
        if svg is None:
            desk.tasks.append(("qr",))
        parts.append(_link_box("turn", t("bylink.send_turn", name=who(shell, seat), game=game.name, n=move_no), url,
                               qr=True, svg=svg))
    live = "".join(button(t("bylink.go_live", name=who(shell, seat)), f"bylink-switch {seat}", class_="link")
                   for seat in seats) if s.outcome is None else ""
    paste = (f'<details class="bylink-paste"{" open" if s.actor in seats else ""}><summary>{esc(t("bylink.paste_title"))}</summary>'
             f'<label class="field"><span>{esc(t("bylink.paste"))}</span>'
             f'<textarea id="move-paste" name="move" rows="2" data-keep="1" spellcheck="false"></textarea></label>'
             f'<div class="row">{button(t("bylink.play_it"), "bylink-move", class_="primary")}</div></details>') if s.outcome is None else ""
    how = f'<details class="bylink-how"><summary>{esc(t("bylink.how_title"))}</summary><p>{esc(t("bylink.help"))}</p></details>'
    return f'<section class="bylink" aria-label="{esc(t("bylink.title"))}">{"".join(parts)}{paste}<p class="row">{live}</p>{how}</section>'


def over_area(*parts):
    """The table's "over" grid area (the end bar, the by-link panel): one element, so a game's
    grid keeps its shape whatever shows there."""
    parts = [p for p in parts if p]
    if len(parts) == 1 and 'class="over-bar"' in parts[0][:40]:
        return parts[0]
    return f'<div class="bylink-area">{"".join(parts)}</div>' if parts else ""


def _link_box(key, sentence, url, qr=True, svg=None):
    picture = ""
    if qr:
        picture = (f'<div class="qr" role="img" aria-label="{esc(t("bylink.qr"))}">{svg}</div>' if svg
                   else f'<div class="qr qr-wait muted">{esc(t("remote.qr_drawing"))}</div>')
    return (f'<div class="bylink-send" data-bylink="{esc(key)}"><p><b>{esc(sentence)}</b></p>{picture}'
            f'<label class="field"><span>{esc(t("bylink.link"))}</span>'
            f'<input{attrs(type="text", readonly=True, id=f"invite-link-{key}", value=url, data_link=key)}></label>'
            f'<div class="row">{button(t("remote.share"), f"remote-share {key}", class_="remote-share primary")}'
            f'{button(t("remote.copy"), f"remote-copy {key}")}</div>'
            f'<p class="muted copied" id="invite-copied-{key}" role="status"></p></div>')


def waiting_sentence(shell, seat):
    return t("bylink.waiting", name=who(shell, seat))


def switch(shell, seat):
    """Live and by link are one table (issue 36, item 5): remote ``seat`` goes on by link (its
    device, if connected, is told and let go) or live again (Devices offers its invitation).
    The seat keeps its secret and its count of moves applied, so no move is lost or played twice."""
    desk = shell.remote
    s = shell.session
    if not isinstance(desk, HostDesk) or seat not in desk.host.seats:
        return False
    player = s.players[seat]
    if player.get("via") == "link":
        del player["via"]
        shell.save()
        invite(shell, seat)
        shell.open_dialog("devices")
        return True
    player["via"] = "link"
    desk.outbox += desk.host.close_seat(seat, i18n.msg("bylink.switched"))
    desk.links.pop(seat, None)  # its data channel is closed when the seat is invited live again
    prepare(shell, desk)
    shell.close_dialog()
    shell.save()
    return True


def take_move(shell, text):
    """A move link pasted at the host (the payload or the whole ``#/move/`` address)."""
    payload = str(text or "").strip().rsplit("#/move/", 1)[-1].strip().strip("/")
    return open_move(shell, payload)


def open_move(shell, payload):
    """The route ``#/move/<payload>`` at the host: open that table and play the move. A move
    link of a table that is not on this device, or a damaged one, gets one sentence."""
    try:
        data = turn_links.peek_move(payload)
    except WireError as err:
        shell.notices.append(("error", err.sentence))
        return _stay(shell)
    table = data["table"]
    if shell.session is None or shell.save_id != table:
        if table not in {e["id"] for e in shell.store.entries()}:
            shell.notices.append(("error", i18n.msg("remote.bylink.other_table")))
            return _stay(shell)
        shell.command(f"resume {table}")
        if shell.screen != "play" or shell.save_id != table:
            return False
    desk = shell.remote
    if not isinstance(desk, HostDesk):
        shell.notices.append(("error", i18n.msg("remote.host.reply_not_remote")))
        return _stay(shell)
    taken = by_link.take_move_link(desk.host, payload)
    shell.go("play")
    shell.close_dialog()
    if taken.error is not None:
        shell.refuse(taken.error)
        return True
    shell.table.moved_elsewhere()
    shell.say(i18n.msg("bylink.played", who=who(shell, taken.seat), n=taken.played))
    if taken.ended:
        shell.open_dialog("end")
    shell.save()
    return True


def _stay(shell):
    if shell.session is not None and shell.screen in ("play", "home"):
        return True
    shell.command("home")
    return False


# ---- a device ---------------------------------------------------------------------------------
class LinkDesk:
    """A device's seat played by link (:class:`~vivarium.ui.by_link.LinkSeat`) and its screen."""

    def __init__(self, seat, view_mod):
        self.seat = seat
        self.view_mod = view_mod
        self.ui = view_mod.initial_ui()
        self.tasks = []
        self.outbox = []
        self.error = None
        self.move_url = None
        self.payload = None  # the turn link on show (its address: a reload opens it again)


def _key(shell, table, seat):
    return f"{shell.store.prefix}{STORE}{table}.{seat}"


def keep(shell, desk):
    """Keep the seat in this device's storage (what it was sent, its log, its secret)."""
    s = desk.seat
    data = {"game": s.game.id, "secret": s.secret, "commit": s.commit, "log": s.log, "seen": {str(k): v for k, v in s.seen.items()},
            "turn": s.turn, "steps": s.steps, "payload": desk.payload}
    try:
        shell.store.storage.set(_key(shell, s.table, s.seat), json.dumps(data, separators=(",", ":"), ensure_ascii=False))
    except Exception:  # storage full or refused: the turn still plays; the link can be opened again
        pass


def _kept(shell, table, seat, game):
    from ..core.gate import read_json
    from .by_link import LinkSeat

    try:
        raw = shell.store.storage.read(_key(shell, table, seat))
        data = read_json(raw) if raw else None
    except Exception:
        return None
    if not isinstance(data, dict) or data.get("game") != game.id or not isinstance(data.get("turn"), dict):
        return None
    try:
        seat_ = LinkSeat(game, data["secret"], data["turn"])
        seat_.commit = data["commit"]
        seat_.log = list(data["log"])
        seat_.seen = {int(k): v for k, v in data["seen"].items()}
        seat_.turn = data["turn"]
        seat_._start_turn()
        for step in data.get("steps") or []:
            seat_.play(step)
    except Exception:
        return None
    return seat_


def kept_tables(shell):
    """The seats this device plays by link, as kept in its storage: ``[{key, game, host,
    status, payload}]`` (a damaged or foreign entry is left out, never removed)."""
    from ..core.gate import read_json

    prefix = shell.store.prefix + STORE
    out = []
    try:
        keys = [k for k in shell.store.storage.keys() if k.startswith(prefix)]
    except Exception:
        return out
    for key in sorted(keys):
        try:
            data = read_json(shell.store.storage.read(key) or "null")
            turn, game_id, payload = data["turn"], data["game"], data["payload"]
            if game_id not in shell.games or not isinstance(payload, str) or not isinstance(turn, dict):
                continue
            host = turn.get("host") or t("bylink.the_host")
            if turn.get("outcome") is not None:
                status = t("bylink.status_over")
            elif data.get("steps"):
                status = t("bylink.status_send", name=host)
            elif turn.get("legal"):
                status = t("bylink.status_turn")
            else:
                status = t("bylink.status_wait", name=host)
            out.append({"key": key[len(prefix):], "game": game_id, "host": host, "status": status, "payload": payload})
        except Exception:
            continue
    return out


def kept_html(shell):
    """Home › Saved games: the tables this device plays by link ("Arctic with Ana — your turn")."""
    tables = kept_tables(shell)
    if not tables:
        return ""
    items = "".join(
        f'<li class="save bylink-save" data-bylink-table="{esc(e["key"])}"><div class="save-text"><b>'
        f'{esc(t("bylink.with", game=shell.games[e["game"]].name, name=e["host"]))}</b>'
        f'<span class="muted">{esc(e["status"])}</span></div>'
        f'<div class="row">{button(t("bylink.open"), "bylink-open " + e["key"], class_="primary")}</div></li>'
        for e in tables)
    return f'<h3>{esc(t("bylink.kept_title"))}</h3><ul class="save-list bylink-list">{items}</ul>'


def open_kept(shell, key):
    for e in kept_tables(shell):
        if e["key"] == key:
            return open_turn(shell, e["payload"])
    shell.refuse(i18n.msg("dialogs.saves.gone"))
    return False


def open_turn(shell, payload):
    """The route ``#/turn/<payload>``: on the host, say whose link it is; elsewhere, the seat's
    table with this turn (a seat this device plays already takes it as its next turn)."""
    from .by_link import LinkSeat

    try:
        peek = turn_links.peek_turn(payload)
    except WireError as err:
        shell.notices.append(("error", err.sentence))
        shell.command("home")
        return False
    if peek["table"] in {e["id"] for e in shell.store.entries()}:  # the host's own device
        shell.command(f"resume {peek['table']}")
        shell.notices.append(("info", i18n.msg("bylink.own_link", seat=peek["seats"][peek["seat"]]["name"]
                                               if peek["seat"] < len(peek["seats"]) else "")))
        return shell.screen == "play"
    if peek["game"] not in shell.games:
        shell.notices.append(("error", i18n.msg("remote.guest.unknown_game")))
        shell.command("home")
        return False
    game = shell.games[peek["game"]]
    desk = shell.remote if isinstance(shell.remote, LinkDesk) and shell.remote.seat.table == peek["table"] \
        and shell.remote.seat.seat == peek["seat"] else None
    seat = desk.seat if desk is not None else _kept(shell, peek["table"], peek["seat"], game)
    try:
        if seat is None:
            seat = LinkSeat.open_first(game, payload)
        elif seat.turn is None or seat.turn["at"] != peek["at"] or seat.turn["handled"] != peek["handled"]:
            seat.take(payload)
    except WireError as err:
        shell.notices.append(("error", err.sentence))
        if seat is None:
            shell.command("home")
            return False
    if desk is None:
        desk = LinkDesk(seat, shell.views[game.id])
    desk.payload = payload
    shell.sit(desk, "bylink")
    if seat.over and seat.steps:
        desk.move_url = f"{shell.site_url}#/move/{seat.move_link()}"
    keep(shell, desk)
    return True


def link_act(shell, action):
    desk = shell.remote
    try:
        done = desk.seat.play(action)
    except IllegalAction as err:
        desk.error = sentence_of(err)
        return
    desk.error = None
    desk.ui = desk.view_mod.carry_ui(desk.view_mod.initial_ui())
    if done:
        desk.move_url = f"{shell.site_url}#/move/{desk.seat.move_link()}"
        if not has_qr():
            desk.tasks.append(("qr",))
    keep(shell, desk)


def link_undo(shell):
    desk = shell.remote
    if desk.seat.undo():
        desk.move_url = None
        keep(shell, desk)
    else:
        desk.error = i18n.msg("remote.guest.nothing_to_undo")


def link_ui(shell, message):
    desk = shell.remote
    desk.ui = desk.view_mod.ui_message(desk.ui, message, desk.seat.legal)


def link_review(shell):
    from . import review as review_screen

    end = (shell.remote.seat.turn or {}).get("end")
    if end:
        review_screen.open_link(shell, end["record"])


def link_title(shell):
    seat = shell.remote.seat
    name = seat.game.name
    if seat.turn and seat.turn["outcome"] is not None:
        return t("remote.title_over", game=name) + " · Vivarium"
    if seat.my_turn:
        return t("remote.title_turn", game=name) + " · Vivarium"
    return f"{name} · Vivarium"


def link_html(shell):
    """A device's table by link: the seat's view and moves during its turn, the move link to
    send once the turn is played, the result (and the deal's check) at the end."""
    desk = shell.remote
    seat = desk.seat
    game, view_mod, data = seat.game, desk.view_mod, seat.turn
    seats_info = data["seats"]
    host = data["host"] or t("bylink.the_host")

    def name(i):
        return game.seat_label(seats_info[i]["name"]) if isinstance(i, int) and 0 <= i < len(seats_info) else ""

    outcome = data["outcome"]
    view, legal = seat.view, (seat.legal if not seat.over else [])
    if outcome is not None:
        winners = [w for w in outcome.get("winners") or [] if isinstance(w, int)]
        lead = (t("remote.over_draw") if outcome.get("result") == "draw"
                else t("remote.you_won") if seat.seat in winners
                else t("remote.over_won", who=t("list.and").join(name(w) for w in winners)))
        proof = seat.proof
        hint = i18n.say(proof[1]) if proof else ""
    elif seat.over:
        lead, hint = t("bylink.turn_played"), t("bylink.undo_before_sending")
    elif seat.my_turn:
        lead, hint = t("remote.your_turn"), view_mod.prompt(view, desk.ui, legal)
    else:
        actor = data["actor"]
        lead, hint = t("bylink.waiting_for", name=host), (t("remote.to_play", seat=name(actor), who=player_label(seats_info[actor]["player"]))
                                                            if actor is not None else "")
    status = f"<b>{esc(lead)}</b>" + (f' <span class="hint-text">{esc(hint)}</span>' if hint else "")
    send = ""
    if desk.move_url and seat.over and outcome is None:
        svg = qr_svg(desk.move_url)
        send = _link_box("move", t("bylink.send_move", name=host, game=game.name, n=data["ply"] + 1), desk.move_url,
                         qr=True, svg=svg)
    stats = []
    counters = stats_of(view_mod, view, len(seats_info))
    for i in range(len(seats_info)):
        dl = "".join(stat_html(*st) for st in counters[i])
        who_ = t("who.you") if i == seat.seat else player_label(seats_info[i]["player"])
        stats.append(f'<div class="seat seat-{i}{" to-act" if i == data["actor"] else ""}" data-seat="{i}"><div class="seat-name">'
                     f'<span class="swatch" aria-hidden="true"></span>{esc(name(i))}<small>{esc(who_)}</small></div><dl>{dl}</dl></div>')
    lines = [(e.get("seat"), e.get("text", "")) for e in seat.log] + [(seat.seat, line) for line in seat.lines]
    # each line names who played (the rules' sentence does), in this device's language
    log = "".join(f'<li class="step seat-{esc(s_)}" value="{i + 1}">{esc(i18n.say(text))}</li>'
                  for i, (s_, text) in reversed(list(enumerate(lines))))
    error = f'<p class="error" role="alert">{esc(desk.error)}</p>' if desk.error else '<p class="error" role="alert"></p>'
    since = ""
    if seat.my_turn and not seat.steps:  # what the others did since this seat last played
        mine = [i for i, e in enumerate(seat.log) if e.get("seat") == seat.seat]
        recent = seat.log[mine[-1] + 1:] if mine else seat.log
        if recent:
            items = "".join(f'<li>{esc(i18n.say(e.get("text", "")))}</li>'
                            for e in recent)
            since = (f'<details class="away bylink-since" open><summary>{esc(t("away.yours"))}</summary>'
                     f'<ol class="away-list">{items}</ol></details>')
    toolbar = ('<div class="toolbar">'
               + (button(t("bylink.undo_step"), "bylink-undo", disabled=not seat.steps) if outcome is None
                  else button(t("remote.review"), "bylink-review", class_="primary"))
               + f'{button(t("remote.rules"), "rules " + game.id)}{button(t("remote.leave"), "home")}</div>')
    board = view_mod.board(view, desk.ui, legal, t("remote.board", game=game.name))
    return (f'<section class="play remote-guest bylink-guest" data-game="{esc(game.id)}" data-over="{1 if outcome else 0}" '
            f'data-turn="{1 if seat.my_turn else 0}" data-sent="{1 if desk.move_url and seat.over else 0}">'
            f'<div class="play-head"><h2>{esc(game.name)} <small>{esc(view_mod.heading(view))}</small></h2>{toolbar}</div>'
            f'<div class="seats seats-{len(stats)}">{"".join(stats)}</div>'
            f'<p class="status" role="status" aria-live="polite">{status}</p>{error}{over_area(send, since)}'
            f'<div class="board-wrap">{board}</div>'
            f'<section class="log" tabindex="0" aria-label="{esc(t("remote.log"))}"><h3>{esc(t("remote.log"))}</h3>'
            f'<ol class="log-turns" reversed>{log}</ol></section></section>')


def command(shell, verb, arg, form):
    form = form or {}
    if verb == "bylink-move":
        take_move(shell, form.get("move", ""))
    elif verb == "bylink-undo" and isinstance(shell.remote, LinkDesk):
        link_undo(shell)
    elif verb == "bylink-review" and isinstance(shell.remote, LinkDesk):
        link_review(shell)
    elif verb == "bylink-open":
        open_kept(shell, arg)
    elif verb == "bylink-switch" and arg.isdigit():
        switch(shell, int(arg))
