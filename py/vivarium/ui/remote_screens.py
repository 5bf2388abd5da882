"""Playing on several devices (issue 24), the screens and the shell's side. Pure.

The host (the device whose table has seats ``{"kind": "remote"}``) keeps a :class:`HostDesk`
in ``shell.remote``: the :class:`~vivarium.ui.remote_host.Host`, each seat's invitation link
and what the web layer must do. A device that opened an invitation keeps a
:class:`GuestDesk` (screen ``guest``): the :class:`~vivarium.ui.remote_guest.Guest`, its UI
state and its reply link.

The web layer (``web/remote.py``) owns the WebRTC connections. It takes :attr:`tasks`
(``("offer", seat)``: make an offer for that seat's invitation; ``("accept", seat, answer)``;
``("answer", offer)``: the guest answers; ``("drop", seat)``; ``("qr",)``: load the QR code
library; ``("broadcast", payload)``: hand a reply to the hosting tab) and :attr:`outbox`
(``[(seat, text)]`` to send; the guest's seat is ``None``) after every event, and calls the
functions below when something arrives.
"""

from ..core import wire
from ..core.wire import WireError
from .html import attrs, button, esc
from .players import NAME_LIMIT, clean_name
from .remote_guest import PING_EVERY, Guest
from .remote_host import Host

REPLY_BOX = "remote-reply"  # the host's paste box (the web layer keeps its text across redraws)
STUN_NOTE = ("Only if the devices are not on the same network. The server named here learns this "
             "device's public address; nothing else goes through it, and no relay is ever used.")


class HostDesk:
    def __init__(self, table):
        self.host = Host(table)
        self.links = {}  # seat -> the current invitation link (None while the offer is made)
        self.tasks = []
        self.outbox = []
        self.error = None  # a sentence about the last pasted reply
        self.ack = False


class GuestDesk:
    def __init__(self, guest, payload, view_mod):
        self.guest = guest
        self.payload = payload
        self.view_mod = view_mod
        self.ui = view_mod.initial_ui()
        self.stage = "join"  # join -> answering -> reply -> playing
        self.reply_link = None
        self.tasks = []
        self.outbox = []
        self.error = None
        self.ever = False  # the link was up once (a lost link then offers Reconnect)
        self.want_review = False  # "Review this game" pressed: open it when the record arrives


# ---- the host ---------------------------------------------------------------------------------
def host_for(shell, table):
    """A :class:`HostDesk` when ``table`` has seats played from other devices, else ``None``."""
    s = table.session
    if not any(s.is_remote(i) for i in range(len(s.players))):
        return None
    return HostDesk(table)


def open_devices(shell):
    """Show the Devices dialog; every remote seat not connected gets an invitation made."""
    desk = shell.remote
    if not isinstance(desk, HostDesk):
        return
    shell.dialog = {"kind": "devices"}
    for seat, rs in desk.host.seats.items():
        if not rs.connected and seat not in desk.links:
            invite(shell, seat)


def invite(shell, seat, renew=False):
    desk = shell.remote
    rs = desk.host.seats.get(seat)
    if rs is None:
        return
    if renew or not rs.secret:
        desk.outbox += desk.host.renew_secret(seat, shell.secret_bytes(wire.SECRET_BYTES))
        desk.tasks.append(("drop", seat))
        shell.save()
    desk.links[seat] = None
    desk.tasks.append(("offer", seat))


def offer_ready(shell, seat, offer):
    """The web layer made ``seat``'s WebRTC offer: the invitation link."""
    desk = shell.remote
    if not isinstance(desk, HostDesk) or seat not in desk.host.seats:
        return
    desk.links[seat] = f"{shell.site_url}#/join/{desk.host.invitation(seat, offer)}"
    if not _has_qr():
        desk.tasks.append(("qr",))


def take_reply(shell, text):
    """A pasted reply (the payload or the whole ``#/reply/`` link)."""
    desk = shell.remote
    if not isinstance(desk, HostDesk):
        return False
    payload = str(text or "").strip().rsplit("#/reply/", 1)[-1].strip().strip("/")
    try:
        seat, answer = desk.host.read_reply(payload)
    except WireError as err:
        desk.error = str(err)
        return False
    desk.error = None
    desk.tasks.append(("accept", seat, answer))
    return True


def host_receive(shell, seat, text, now):
    """A text from ``seat``'s device; returns True when the screen must be redrawn."""
    desk = shell.remote
    r = desk.host.receive(seat, text, now)
    return _received(shell, r)


def _received(shell, r):
    desk = shell.remote
    desk.outbox += r.out
    if r.changed:
        shell.table.confirmed = None
        if r.played is not None and r.played.ended:
            shell.dialog = {"kind": "end"}
        elif r.played is not None and r.played.round_closed is not None and shell.dialog is None:
            shell.dialog = {"kind": "round", "index": r.played.round_closed}
        if r.undone:
            shell.info = "Taken back from another device: " + " ".join(r.undone)
        shell.save()
    if r.status and shell.dialog and shell.dialog.get("kind") == "devices" and all(
            rs.connected for rs in desk.host.seats.values()):
        shell.dialog = None  # everyone is here: the table
    return bool(r.changed or r.status or r.out)


def link_closed(shell, seat):
    desk = shell.remote
    if not isinstance(desk, HostDesk) or seat not in desk.host.seats:
        return False
    r = desk.host.link_closed(seat)
    desk.links.pop(seat, None)
    invite(shell, seat)  # a fresh invitation is ready for the device to come back
    _received(shell, r)
    return True


def host_tick(shell, now):
    desk = shell.remote
    if not isinstance(desk, HostDesk):
        return False
    r = desk.host.tick(now)
    return _received(shell, r) if r.status else False


def host_sync(shell):
    """After every change made at the host's screen: the states its devices must hear."""
    desk = shell.remote
    if isinstance(desk, HostDesk):
        desk.outbox += desk.host.sync()


def waiting_sentence(shell, seat):
    desk = shell.remote
    rs = desk.host.seats.get(seat) if isinstance(desk, HostDesk) else None
    name = clean_name(shell.session.players[seat].get("name")) or (rs.name if rs else "") or shell.seat_name(seat)
    return f"Waiting for {name}'s device."


def seat_state(desk, seat):
    rs = desk.host.seats[seat]
    who = clean_name(desk.host.session.players[seat].get("name")) or rs.name
    if rs.connected:
        return "Connected"
    if desk.links.get(seat) and not rs.name:
        return "Waiting for the reply"
    return f"{who}'s device is not connected" if who else "The device is not connected"


def devices_dialog(shell):
    desk = shell.remote
    s = shell.session
    parts = []
    for seat, rs in desk.host.seats.items():
        state = seat_state(desk, seat)
        head = (f'<h3>{esc(shell.seat_label(seat))}</h3>'
                f'<p class="remote-state{" on" if rs.connected else ""}" data-remote-state="{seat}">{esc(state)}</p>')
        body = ""
        if not rs.connected:
            link = desk.links.get(seat)
            if link:
                svg = qr_svg(link)
                qr = (f'<div class="qr" role="img" aria-label="QR code of the invitation link">{svg}</div>' if svg
                      else '<div class="qr qr-wait muted">Drawing the QR code…</div>')
                body = (f'{qr}<label class="field"><span>Invitation link: open it on the other device</span>'
                        f'<input{attrs(type="text", readonly=True, id=f"invite-link-{seat}", value=link, data_invite=str(seat))}></label>'
                        f'<div class="row">{button("Copy", f"remote-copy {seat}")}'
                        f'{button("Share", f"remote-share {seat}", class_="remote-share")}'
                        f'{button("New invitation", f"remote-renew {seat}", title="A new link: the old one and the device holding it lose this seat")}</div>'
                        f'<p class="muted copied" id="invite-copied-{seat}" role="status"></p>')
            else:
                body = '<p class="muted">Preparing the invitation…</p>'
        parts.append(f'<section class="invite" data-seat="{seat}">{head}{body}</section>')
    error = f'<p class="error" role="alert">{esc(desk.error)}</p>' if desk.error else ""
    waiting = any(not rs.connected for rs in desk.host.seats.values())
    paste = (f'<label class="field"><span>Paste the reply (or the reply link) from the other device</span>'
             f'<textarea id="{REPLY_BOX}" name="reply" rows="3" data-keep="1" spellcheck="false"></textarea></label>'
             f'{error}<div class="row">{button("Connect", "remote-reply", class_="primary")}</div>') if waiting else ""
    note = ('<p class="muted">Each invitation works once, for its seat. Nothing goes through a server: '
            "the devices talk to each other directly, best on the same Wi-Fi.</p>")
    body = (f'<div class="invites">{"".join(parts)}</div>{paste}{note}{stun_field(shell)}'
            f'<div class="row">{button("Back to the table", "close")}</div>')
    return _modal("devices", f"Devices · {s.game.name}", body)


def stun_field(shell):
    value = shell.store.get_pref("stun") or ""
    return (f'<details class="stun"><summary>Connect across the internet</summary>'
            f'<label class="field"><span>STUN server (empty: none)</span>'
            f'<input{attrs(type="text", name="stun", value=value, placeholder="stun:stun.example.org:3478", data_pref="stun", autocomplete="off")}></label>'
            f'<small class="muted">{esc(STUN_NOTE)}</small></details>')


def set_stun(shell, value):
    value = str(value or "").strip()[:200]
    if value and not value.startswith(("stun:", "stuns:")):
        shell.error = "A STUN server's address starts with “stun:”."
        return
    shell.store.set_pref("stun", value)


def stun_url(shell):
    value = shell.store.get_pref("stun") or ""
    return value if value.startswith(("stun:", "stuns:")) else ""


def devices_button(shell):
    desk = shell.remote
    if not isinstance(desk, HostDesk):
        return ""
    away = sum(1 for rs in desk.host.seats.values() if not rs.connected)
    label = f"Devices ({away} not connected)" if away else "Devices"
    return button(label, "devices", class_="devices-btn" + (" warn" if away else ""),
                  title="Invite the people playing on other devices; see who is connected")


def host_status(shell):
    """A line under the status when a remote seat must act: whose device the table waits for."""
    desk = shell.remote
    if not isinstance(desk, HostDesk) or shell.session.outcome is not None:
        return ""
    actor = shell.session.actor
    if actor is None or actor not in desk.host.seats:
        return ""
    waiting = desk.host.waiting_for()
    text = waiting_sentence(shell, actor) if waiting is None else (
        waiting_sentence(shell, actor) + " It is not connected: open Devices to invite it again.")
    return f' <span class="hint-text remote-wait">{esc(text)}</span>'


# ---- the guest --------------------------------------------------------------------------------
def open_join(shell, payload):
    """The route ``#/join/<payload>``: the joining screen (or a known seat comes back)."""
    desk = shell.remote
    if isinstance(desk, GuestDesk) and desk.payload == payload:
        shell.screen = "guest"
        return True
    try:
        inv = wire.read_invitation(payload)
        if inv["game"] not in shell.games:
            raise WireError("This invitation is for a game this version of Vivarium does not have.", "game")
        if isinstance(desk, GuestDesk) and desk.guest.table == inv["table"] and desk.guest.seat == inv["seat"]:
            desk.guest.rejoin(payload)
            desk.payload = payload
            desk.stage = "answering"
            desk.tasks.append(("answer", inv["offer"]))
        else:
            guest = Guest.join(payload)
            desk = GuestDesk(guest, payload, shell.views[inv["game"]])
    except WireError as err:
        shell.notices.append(("error", str(err)))
        shell.command("home")
        return False
    shell.remote = desk
    shell.table = None
    shell.dialog = None
    shell.screen = "guest"
    return True


def guest_join(shell, name):
    desk = shell.remote
    if not isinstance(desk, GuestDesk) or desk.stage != "join":
        return
    desk.guest.name = wire.plain_name(clean_name(name))
    desk.stage = "answering"
    desk.tasks.append(("answer", desk.guest.invitation["offer"]))


def answer_ready(shell, answer):
    desk = shell.remote
    if isinstance(desk, GuestDesk):
        desk.reply_link = f"{shell.site_url}#/reply/{desk.guest.reply(answer)}"
        desk.stage = "reply" if desk.stage != "playing" else "playing"
        if not _has_qr():
            desk.tasks.append(("qr",))


def connect_failed(shell, sentence):
    desk = shell.remote
    if desk is not None:
        desk.error = sentence


def guest_open(shell):
    desk = shell.remote
    desk.stage = "playing"
    desk.ever = True
    desk.error = None
    desk.outbox.append((None, desk.guest.hello()))


def guest_closed(shell):
    desk = shell.remote
    if isinstance(desk, GuestDesk):
        desk.guest.lost()


def guest_receive(shell, text):
    desk = shell.remote
    before = desk.guest.state
    desk.outbox += [(None, t) for t in desk.guest.receive(text)]
    if desk.guest.state is not before:
        desk.ui = desk.view_mod.carry_ui(desk.ui)
    if desk.want_review and desk.guest.review:  # the record asked for has come
        desk.want_review = False
        _open_review(shell, desk.guest.review)
    return True


def guest_ping(shell):
    desk = shell.remote
    if isinstance(desk, GuestDesk):
        desk.outbox += [(None, t) for t in desk.guest.ping()]


def guest_act(shell, action):
    desk = shell.remote
    desk.outbox += [(None, t) for t in desk.guest.act(action)]


def guest_undo(shell):
    desk = shell.remote
    desk.outbox += [(None, t) for t in desk.guest.undo()]


def guest_review(shell):
    """Review the finished game on this device: the host sends its record once asked (never
    before the end), then it opens as a shared game's review, with its share link."""
    desk = shell.remote
    g = desk.guest
    if g.review:
        _open_review(shell, g.review)
        return
    desk.want_review = True
    desk.outbox += [(None, t) for t in g.ask_review()]


def _open_review(shell, payload):
    from . import review as review_screen  # (review imports nothing of the remote screens)

    review_screen.open_link(shell, payload)


def guest_ui(shell, message):
    desk = shell.remote
    desk.ui = desk.view_mod.ui_message(desk.ui, message, desk.guest.legal)


def guest_title(shell):
    desk = shell.remote
    g = desk.guest
    name = shell.games[g.invitation["game"]].name
    if g.state is None:
        return g.title(name) + " · Vivarium"
    if g.outcome is not None:
        return f"Game over · {name} · Vivarium"
    if g.state["actor"] == g.seat:
        return f"Your turn · {name} · Vivarium"
    return f"{name} · Vivarium"


def guest_route(shell):
    return f"#/join/{shell.remote.payload}"


def reply_route(shell, payload):
    """``#/reply/<payload>`` in another tab of the host's browser: hand it to the hosting tab."""
    shell.remote = ReplyDesk(payload)
    shell.table = None
    shell.screen = "reply"
    try:
        wire.read_reply(payload)
    except WireError as err:
        shell.remote.error = str(err)
        return True
    shell.remote.tasks.append(("broadcast", payload))
    return True


class ReplyDesk:
    def __init__(self, payload):
        self.payload = payload
        self.tasks = []
        self.outbox = []
        self.error = None
        self.ack = False


def guest_html(shell):
    desk = shell.remote
    if isinstance(desk, ReplyDesk):
        return reply_html(shell, desk)
    g = desk.guest
    inv = g.invitation
    game = shell.games[inv["game"]]
    if desk.stage in ("join", "answering", "reply"):
        return join_html(shell, desk, game)
    return table_html(shell, desk, game)


def reply_html(shell, desk):
    if desk.error:
        text = desk.error
    elif desk.ack:
        text = "The reply was handed to the tab hosting the table. You can close this tab."
    else:
        text = ("Handing the reply to the tab hosting the table… If nothing happens there, copy this "
                "page's address into its Devices box.")
    return (f'<section class="remote-reply-page"><h2>Reply to an invitation</h2>'
            f'<p class="{"error" if desk.error else "remote-ack"}" role="status">{esc(text)}</p>'
            f'{button("Home", "home")}</section>')


def join_html(shell, desk, game):
    g = desk.guest
    inv = g.invitation
    seats = "".join(f'<li class="seat-{i}"><span class="swatch" aria-hidden="true"></span><b>{esc(s["name"])}</b> '
                    f'{esc("you" if i == g.seat else s["player"])}</li>' for i, s in enumerate(inv["seats"]))
    head = (f'<h2>{esc(g.title(game.name))}</h2><p class="muted">{esc(inv["summary"])}</p>'
            f'<ul class="remote-seats">{seats}</ul>')
    error = f'<p class="error" role="alert">{esc(desk.error)}</p>' if desk.error else ""
    if desk.stage == "join":
        body = (f'<form id="join-form" class="setup-form"><label class="field name-field"><span>Your name '
                f'<small class="muted">(optional)</small></span><input{attrs(type="text", name="name", maxlength=str(NAME_LIMIT), autocomplete="off", value=g.name)}></label>'
                f'<div class="row">{button("Join", "remote-join", class_="primary")}{button("Cancel", "home")}</div></form>')
    elif desk.stage == "answering":
        body = '<p class="muted" role="status">Preparing the reply…</p>'
    else:
        svg = qr_svg(desk.reply_link)
        qr = (f'<div class="qr" role="img" aria-label="QR code of the reply link">{svg}</div>' if svg
              else '<div class="qr qr-wait muted">Drawing the QR code…</div>')
        body = (f'<p><b>Send this reply back to the host:</b> they paste it in their Devices box '
                f'(or scan the code with the host device).</p>{qr}'
                f'<label class="field"><span>Reply link</span><input{attrs(type="text", readonly=True, id="reply-link", value=desk.reply_link)}></label>'
                f'<div class="row">{button("Copy", "remote-copy reply", class_="primary")}'
                f'{button("Share", "remote-share reply", class_="remote-share")}</div>'
                f'<p class="muted copied" id="reply-copied" role="status"></p>'
                '<p class="muted" role="status">Waiting for the host to connect…</p>')
    return f'<section class="remote-join">{head}{error}{body}</section>'


def table_html(shell, desk, game):
    g = desk.guest
    st = g.state
    view_mod = desk.view_mod
    if st is None:
        return (f'<section class="remote-join"><h2>{esc(g.title(game.name))}</h2>'
                f'<p role="status">Connected. Waiting for the table…</p>{reconnect_html(desk)}</section>')
    view, legal = g.view, g.legal
    seats_info = st["seats"]
    outcome = g.outcome
    actor = st["actor"]

    def label(i):
        info = seats_info[i]
        return "You" if i == g.seat else info["player"]

    if outcome is not None:
        if outcome["result"] == "draw":
            lead = "Game over: a draw."
        elif g.seat in outcome["winners"]:
            lead = "You won!" if len(outcome["winners"]) == 1 else "Your team won!"
        else:
            lead = "Game over: " + " and ".join(seats_info[w]["name"] for w in outcome["winners"]) + " won."
        hint = outcome.get("reason", "")
    elif g.pending is not None:
        lead, hint = "Your move is on its way to the host…", ""
    elif actor == g.seat:
        lead, hint = "Your turn.", view_mod.prompt(view, desk.ui, legal)
    elif actor is not None:
        lead, hint = f"{seats_info[actor]['name']} ({label(actor)}) to play.", ""
    else:
        lead, hint = "", ""
    status = f"<b>{esc(lead)}</b>" + (f' <span class="hint-text">{esc(hint)}</span>' if hint else "")
    seats = []
    for i, info in enumerate(seats_info):
        stats = "".join(f'<div class="stat" title="{esc(tip)}"><dt>{esc(lbl)}</dt><dd>{esc(val)}</dd></div>'
                        for lbl, val, tip in view_mod.seat_stats(view, i))
        cls = f"seat seat-{i}" + (" to-act" if i == actor else "")
        extra = " ".join(str(view_mod.seat_class(view, i)).split())
        if extra:
            cls += " " + esc(extra)
        if outcome is not None and i in outcome["winners"]:
            cls += " winner"
        away = ' <small class="muted">(not connected)</small>' if info.get("connected") is False else ""
        badge = '<span class="turn-badge">to play</span>' if i == actor else ""
        seats.append(f'<div class="{cls}" data-seat="{i}"><div class="seat-name"><span class="swatch" aria-hidden="true"></span>'
                     f'{esc(info["name"])}<small>{esc(label(i))}</small>{away}{badge}</div><dl>{stats}</dl></div>')
    notes = desk.guest.notices[-3:]
    notes_html = "".join(f'<p class="error" role="alert">{esc(n)}</p>' for n in notes) or '<p class="error" role="alert"></p>'
    log = "".join(f'<li class="step" value="{i + 1}"><span class="who seat-{e.get("seat")}">'
                  f'{esc(seats_info[e["seat"]]["name"] if isinstance(e.get("seat"), int) and e["seat"] < len(seats_info) else "")}</span> '
                  f'{esc(e.get("text", ""))}</li>' for i, e in reversed(list(enumerate(g.log))))
    toolbar = (f'<div class="toolbar">'
               + (button("Undo", "remote-undo", disabled=not g.can_undo(), title="Take back your last move") if outcome is None
                  else button("Review this game", "remote-review", class_="primary", title="Step through the game and share it"))
               + f'{button("Rules", "rules " + game.id)}{button("Leave", "home")}</div>')
    board = view_mod.board(view, desk.ui, legal, f"{game.name} board")
    return (f'<section class="play remote-guest" data-game="{esc(game.id)}" data-over="{1 if outcome else 0}" '
            f'data-connected="{1 if g.connected else 0}">'
            f'<div class="play-head"><h2>{esc(game.name)} <small>{esc(view_mod.heading(view))}</small></h2>{toolbar}</div>'
            f'<div class="seats seats-{len(seats)}">{"".join(seats)}</div>'
            f'<p class="status" role="status" aria-live="polite">{status}</p>{notes_html}'
            f'{reconnect_html(desk)}'
            f'<div class="board-wrap">{board}</div>'
            f'<section class="log" tabindex="0" aria-label="Log"><h3>Log</h3><ol class="log-turns" reversed>{log or "<li class=muted>No moves yet.</li>"}</ol></section>'
            f'</section>')


def reconnect_html(desk):
    g = desk.guest
    if g.closed:
        return f'<p class="notice error remote-closed" role="alert">{esc(g.closed)}</p>'
    if g.connected:
        return ""
    error = f'<p class="error" role="alert">{esc(desk.error)}</p>' if desk.error else ""
    return (f'<div class="remote-lost" role="status"><p><b>Not connected to the host.</b> Moves you make now wait '
            f'and go out once you are back. Ask the host for a new invitation (their Devices button) and open it '
            f'here, or paste it:</p>{error}<label class="field"><span>New invitation link</span>'
            f'<input{attrs(type="text", id="rejoin-link", name="rejoin", autocomplete="off", data_keep="1")}></label>'
            f'<div class="row">{button("Reconnect", "remote-rejoin", class_="primary")}</div></div>')


def rejoin(shell, text):
    payload = str(text or "").strip().rsplit("#/join/", 1)[-1].strip().strip("/")
    desk = shell.remote
    try:
        inv = wire.read_invitation(payload)
        desk.guest.rejoin(payload)
    except WireError as err:
        desk.error = str(err)
        return
    desk.payload = payload
    desk.error = None
    desk.tasks.append(("answer", inv["offer"]))
    desk.stage = "answering"


# ---- commands ---------------------------------------------------------------------------------
def command(shell, verb, arg, form):
    form = form or {}
    desk = shell.remote
    if verb == "devices":
        open_devices(shell)
    elif verb == "remote-renew" and isinstance(desk, HostDesk) and arg.isdigit():
        invite(shell, int(arg), renew=True)
    elif verb == "remote-reply":
        take_reply(shell, form.get("reply", ""))
    elif verb == "remote-join":
        guest_join(shell, form.get("name", ""))
    elif verb == "remote-undo" and isinstance(desk, GuestDesk):
        guest_undo(shell)
    elif verb == "remote-review" and isinstance(desk, GuestDesk):
        guest_review(shell)
    elif verb == "remote-rejoin" and isinstance(desk, GuestDesk):
        rejoin(shell, form.get("rejoin", ""))
    elif verb == "stun":
        set_stun(shell, arg)


# ---- QR codes ---------------------------------------------------------------------------------
def _has_qr():
    try:
        import segno  # noqa: F401  (vendored; the browser loads it on demand)
    except ImportError:
        return False
    return True


def qr_svg(text):
    """The QR code of ``text`` as inline SVG (no style attribute: CSP), or ``None`` while the
    QR library is not loaded."""
    try:
        import segno
    except ImportError:
        return None
    qr = segno.make(text, error="l", micro=False)
    return qr.svg_inline(scale=1, border=2, omitsize=True, dark="#111", light="#fff")


def _modal(kind, title, body):
    return (f'<div class="modal-backdrop"><div class="modal modal-wide" role="dialog" aria-modal="true" '
            f'aria-labelledby="modal-title" data-dialog="{esc(kind)}"><h2 id="modal-title">{esc(title)}</h2>{body}</div></div>')
