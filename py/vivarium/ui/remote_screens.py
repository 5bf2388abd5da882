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
from ..core.records import sentence_of
from ..core.wire import WireError
from .. import i18n
from ..i18n import say, t, tn
from ..drawing.gameview import stat_html, stats_of
from ..drawing.html import attrs, button, esc
from .players import NAME_LIMIT, clean_name
from .remote_guest import PING_EVERY, Guest
from .remote_seats import HostDesk, has_qr, invite, player_label, prepare, qr_svg, via_link, who

REPLY_BOX = "remote-reply"  # the host's paste box (the web layer keeps its text across redraws)


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
        self.stale = None  # "used" / "replaced": what this device knows of the invitation (issue 38)


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
    prepare(shell, desk)
    live = [seat for seat in desk.host.seats if not via_link(shell.session, seat)]
    if not live:  # every remote seat plays by link: the table shows the link to send
        return
    shell.open_dialog("devices")
    for seat in live:
        rs = desk.host.seats[seat]
        if not rs.connected and seat not in desk.links:
            invite(shell, seat)


def offer_ready(shell, seat, offer, now=0):
    """The web layer made ``seat``'s WebRTC offer: the invitation link (``now``: the clock in
    seconds, which numbers it, see ``Host.invitation``)."""
    desk = shell.remote
    if not isinstance(desk, HostDesk) or seat not in desk.host.seats:
        return
    desk.links[seat] = f"{shell.site_url}#/join/{desk.host.invitation(seat, offer, now=now)}"
    if not has_qr():
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
        _reply_refused(shell, err)
        return False
    desk.error = None
    desk.host.reply_taken(seat, payload)
    desk.tasks.append(("accept", seat, answer))
    return True


def _reply_refused(shell, err):
    """A reply that cannot be used is said in the Devices dialog and, when it answers an
    invitation used or made again since (``stale``), at the top of the table too, where the
    host sees it with the dialog closed ("… send the new invitation", issue 38)."""
    desk = shell.remote
    desk.error = sentence_of(err)
    desk.refused = err.code
    if err.code == "stale":
        shell.notices.append(("error", desk.error))
        if any(not rs.connected for seat, rs in desk.host.seats.items() if not via_link(shell.session, seat)):
            shell.open_dialog("devices")  # the new invitation, ready to send


def offer_reply(shell, payload):
    """A reply handed over by another tab of this browser (``#/reply/`` opened there): checked,
    then put to the person at this table before it is used ("Let the device that sent this reply
    take Aurora's seat?", issue 35): a link opened by mistake, or sent by someone else, takes no
    seat by itself. True when it is a reply to one of this table's seats."""
    desk = shell.remote
    if not isinstance(desk, HostDesk):
        return False
    try:
        seat, _ = desk.host.read_reply(str(payload or ""))
    except WireError as err:
        _reply_refused(shell, err)
        return False
    desk.error = None
    desk.asking = (seat, payload)
    shell.open_dialog("devices")
    return True


def answer_asked_reply(shell, yes):
    """The person's answer to :func:`offer_reply`'s question."""
    desk = shell.remote
    if not isinstance(desk, HostDesk) or desk.asking is None:
        return False
    _, payload = desk.asking
    desk.asking = None
    return take_reply(shell, payload) if yes else False


def host_receive(shell, seat, text, now):
    """A text from ``seat``'s device; returns True when the screen must be redrawn."""
    desk = shell.remote
    r = desk.host.receive(seat, text, now)
    return _received(shell, r)


def _received(shell, r):
    desk = shell.remote
    desk.outbox += r.out
    if r.changed:
        shell.table.moved_elsewhere()
        if r.played is not None and r.played.ended:
            shell.open_dialog("end")
        elif r.played is not None and r.played.round_closed is not None and shell.dialog is None:
            shell.open_dialog("round", index=r.played.round_closed)
        if r.undone:
            shell.say(t("remote.taken_back", moves=" ".join(say(line) for line in r.undone)))
        shell.save()
    elif r.status:  # a device came or went, or gave its person's name (kept with the game)
        shell.save()
    if r.status and shell.dialog and shell.dialog.get("kind") == "devices" and all(
            rs.connected for rs in desk.host.seats.values()):
        shell.close_dialog()  # everyone is here: the table
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
    return t("remote.waiting", name=name)


def seat_state(desk, seat):
    rs = desk.host.seats[seat]
    who = clean_name(desk.host.session.players[seat].get("name")) or rs.name
    if rs.connected:
        return t("remote.state.connected")
    if desk.links.get(seat) and not rs.name:
        return t("remote.state.waiting_reply")
    return t("remote.state.off_named", name=who) if who else t("remote.state.off")


def devices_dialog(shell):
    desk = shell.remote
    s = shell.session
    parts = []
    for seat, rs in desk.host.seats.items():
        if via_link(s, seat):
            continue
        state = seat_state(desk, seat)
        head = (f'<h3>{esc(shell.seat_label(seat))}</h3>'
                f'<p class="remote-state{" on" if rs.connected else ""}" data-remote-state="{seat}">{esc(state)}</p>')
        body = ""
        if not rs.connected:
            link = desk.links.get(seat)
            if link:
                svg = qr_svg(link)
                qr = (f'<div class="qr" role="img" aria-label="{esc(t("remote.qr_invitation"))}">{svg}</div>' if svg
                      else f'<div class="qr qr-wait muted">{esc(t("remote.qr_drawing"))}</div>')
                body = (f'{qr}<label class="field"><span>{esc(t("remote.invitation_link"))}</span>'
                        f'<input{attrs(type="text", readonly=True, id=f"invite-link-{seat}", value=link, data_invite=str(seat))}></label>'
                        f'<div class="row">{button(t("remote.copy"), f"remote-copy {seat}")}'
                        f'{button(t("remote.share"), f"remote-share {seat}", class_="remote-share")}'
                        f'{button(t("remote.renew"), f"remote-renew {seat}", title=t("remote.renew_title"))}</div>'
                        f'<p class="muted copied" id="invite-copied-{seat}" role="status"></p>')
            else:
                body = f'<p class="muted">{esc(t("remote.preparing_invitation"))}</p>'
        body += button(t("bylink.go_link"), f"bylink-switch {seat}", class_="link", title=t("bylink.go_link_title"))
        parts.append(f'<section class="invite" data-seat="{seat}">{head}{body}</section>')
    error = f'<p class="error" role="alert">{esc(desk.error)}</p>' if desk.error else ""
    waiting = any(not rs.connected for seat, rs in desk.host.seats.items() if not via_link(s, seat))
    paste = (f'<label class="field"><span>{esc(t("remote.paste_reply"))}</span>'
             f'<textarea id="{REPLY_BOX}" name="reply" rows="3" data-keep="1" spellcheck="false"></textarea></label>'
             f'{error}<div class="row">{button(t("remote.connect"), "remote-reply", class_="primary")}</div>') if waiting else ""
    note = f'<p class="muted">{esc(t("remote.devices_note"))}</p>'
    if desk.asking is not None:
        seat = desk.asking[0]
        paste = (f'<div class="confirm-reply" role="alert"><p><b>{esc(t("remote.ask_reply", seat=shell.seat_label(seat)))}</b></p>'
                 f'<p class="muted">{esc(t("remote.ask_reply_why"))}</p><div class="row">'
                 f'{button(t("remote.ask_reply_yes"), "remote-reply-yes", class_="primary")}'
                 f'{button(t("remote.ask_reply_no"), "remote-reply-no")}</div></div>')
    body = (f'<div class="invites">{"".join(parts)}</div>{paste}{note}{stun_field(shell)}'
            f'<div class="row">{button(t("remote.back_to_table"), "close")}</div>')
    return _modal("devices", t("remote.devices_title", game=s.game.name), body)


def stun_field(shell):
    value = shell.store.get_pref("stun") or ""
    return (f'<details class="stun"><summary>{esc(t("remote.stun_summary"))}</summary>'
            f'<label class="field"><span>{esc(t("remote.stun_label"))}</span>'
            f'<input{attrs(type="text", name="stun", value=value, placeholder=t("remote.stun_placeholder"), data_pref="stun", autocomplete="off")}></label>'
            f'<small class="muted">{esc(t("remote.stun_note"))}</small></details>')


def set_stun(shell, value):
    value = str(value or "").strip()[:200]
    if value and not value.startswith(("stun:", "stuns:")):
        shell.refuse(t("remote.stun_bad"))
        return
    shell.store.set_pref("stun", value)


def stun_url(shell):
    value = shell.store.get_pref("stun") or ""
    return value if value.startswith(("stun:", "stuns:")) else ""


def devices_button(shell):
    desk = shell.remote
    if not isinstance(desk, HostDesk):
        return ""
    live = [rs for seat, rs in desk.host.seats.items() if not via_link(shell.session, seat)]
    if not live:  # every remote seat plays by link: no device to connect
        return ""
    away = sum(1 for rs in live if not rs.connected)
    label = tn("remote.devices_away", away) if away else t("remote.devices")
    return button(label, "devices", class_="devices-btn" + (" warn" if away else ""),
                  title=t("remote.devices_title_attr"))


def host_status(shell):
    """A line under the status when a remote seat must act: whose device the table waits for."""
    desk = shell.remote
    if not isinstance(desk, HostDesk) or shell.session.outcome is not None:
        return ""
    actor = shell.session.actor
    if actor is None or actor not in desk.host.seats:
        return ""
    if via_link(shell.session, actor):
        return f' <span class="hint-text remote-wait">{esc(t("bylink.waiting", name=who(shell, actor)))}</span>'
    waiting = desk.host.waiting_for()
    text = waiting_sentence(shell, actor) if waiting is None else (
        waiting_sentence(shell, actor) + " " + t("remote.waiting_off"))
    return f' <span class="hint-text remote-wait">{esc(text)}</span>'


# ---- the guest --------------------------------------------------------------------------------
def open_join(shell, payload):
    """The route ``#/join/<payload>``: the joining screen (or a known seat comes back)."""
    desk = shell.remote
    if isinstance(desk, GuestDesk) and desk.payload == payload:
        shell.go("guest")
        return True
    try:
        inv = wire.read_invitation(payload)
        if inv["game"] not in shell.games:
            raise WireError(i18n.msg("remote.guest.unknown_game"), "game")
        stale = invitation_stale(shell, inv)
        if (isinstance(desk, GuestDesk) and desk.stage != "join" and not stale  # a seat this tab joined comes back
                and desk.guest.table == inv["table"] and desk.guest.seat == inv["seat"]):
            desk.guest.rejoin(payload)
            desk.payload = payload
            desk.stage = "answering"
            desk.error = None  # the last link's failure is not this one's
            desk.tasks.append(("answer", inv["offer"]))
            _answering(shell, inv)
        else:
            guest = Guest.join(payload, game=shell.games[inv["game"]])
            desk = GuestDesk(guest, payload, shell.views[inv["game"]])
            desk.stale = stale
            _seen(shell, inv)
    except WireError as err:
        shell.notices.append(("error", sentence_of(err)))
        shell.command("home")
        return False
    shell.sit(desk, "guest")
    return True


# ---- what this device remembers of the invitations it saw (issue 38) ------------------------
# Without a server a device cannot ask whether an invitation still holds. It knows two things:
# the invitations it answered (an offer takes one reply: answered once, it is used, unless that
# reply never reached the host), and the newest invitation number it saw for each table's seat
# (a smaller one was replaced). Both are kept in this device's storage, bounded.
SEEN_KEY = "remote.seen"
SEEN_MOST = 40  # invitations answered, and seats, remembered (the oldest are forgotten)


def _memory(shell):
    from ..core.gate import TextRefused, read_json

    try:
        data = read_json(shell.store.storage.get(shell.store.prefix + SEEN_KEY) or "{}", max_chars=16_000, max_depth=3)
    except (TextRefused, TypeError, ValueError):
        data = {}
    used = data.get("used") if isinstance(data, dict) else None
    newest = data.get("newest") if isinstance(data, dict) else None
    used = [k for k in used if isinstance(k, str)] if isinstance(used, list) else []
    newest = [e for e in newest if isinstance(e, list) and len(e) == 2 and isinstance(e[0], str)
              and type(e[1]) is int] if isinstance(newest, list) else []
    return {"used": used[-SEEN_MOST:], "newest": newest[-SEEN_MOST:]}


def _remember(shell, memory):
    shell.store.storage.set(shell.store.prefix + SEEN_KEY, wire.dump(
        {"used": memory["used"][-SEEN_MOST:], "newest": memory["newest"][-SEEN_MOST:]}))


def _seat_key(inv):
    return f'{inv["table"]}/{inv["seat"]}'


def invitation_stale(shell, inv):
    """``"used"`` when this device answered ``inv`` already, ``"replaced"`` when it saw a newer
    invitation for the same seat, else ``None``."""
    memory = _memory(shell)
    if wire.invitation_key(inv) in memory["used"]:
        return "used"
    newest = dict(memory["newest"]).get(_seat_key(inv), 0)
    if inv.get("n") is not None and inv["n"] < newest:
        return "replaced"
    return None


def _seen(shell, inv):
    """Remember ``inv``'s number as its seat's newest when it is."""
    if inv.get("n") is None:
        return
    memory = _memory(shell)
    key = _seat_key(inv)
    newest = dict(memory["newest"])
    if inv["n"] > newest.get(key, 0):
        memory["newest"] = [e for e in memory["newest"] if e[0] != key] + [[key, inv["n"]]]
        _remember(shell, memory)


def _answering(shell, inv):
    """This device answers ``inv``: it is used from now on (and the newest of its seat)."""
    _seen(shell, inv)
    memory = _memory(shell)
    key = wire.invitation_key(inv)
    if key not in memory["used"]:
        memory["used"].append(key)
        _remember(shell, memory)


def guest_join(shell, name):
    desk = shell.remote
    if not isinstance(desk, GuestDesk) or desk.stage != "join":
        return
    desk.guest.name = wire.plain_name(clean_name(name))
    desk.stage = "answering"
    desk.stale = None
    desk.tasks.append(("answer", desk.guest.invitation["offer"]))
    _answering(shell, desk.guest.invitation)


def answer_ready(shell, answer):
    desk = shell.remote
    if isinstance(desk, GuestDesk):
        desk.reply_link = f"{shell.site_url}#/reply/{desk.guest.reply(answer)}"
        desk.stage = "reply" if desk.stage != "playing" else "playing"
        if not has_qr():
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
        if desk.guest.proof is not None:  # the deal promised in the invitation, checked here
            shell.notices.append(("info" if desk.guest.proof[0] else "error", desk.guest.proof[1]))
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
        return g.title(name, seat_label(shell, desk, g.seat)) + " · Vivarium"
    if g.outcome is not None:
        return t("remote.title_over", game=name) + " · Vivarium"
    if g.state["actor"] == g.seat:
        return t("remote.title_turn", game=name) + " · Vivarium"
    return f"{name} · Vivarium"


def seat_label(shell, desk, seat, seats=None):
    """A seat's name as the host's game names it (``seats``: the last state's, else the
    invitation's), said in this device's language."""
    g = desk.guest
    seats = seats if seats is not None else (g.state["seats"] if g.state else g.invitation["seats"])
    if not isinstance(seat, int) or not 0 <= seat < len(seats):
        return ""
    return shell.games[g.invitation["game"]].seat_label(seats[seat]["name"])


def guest_route(shell):
    return f"#/join/{shell.remote.payload}"


def reply_route(shell, payload):
    """``#/reply/<payload>`` in another tab of the host's browser: hand it to the hosting tab.
    Opened in the hosting tab itself (issue 38), it is put to the person at the table there, and
    the table stays (it used to give way to the hand-over page, the table closed)."""
    if _hosting(shell, payload):
        if not offer_reply(shell, payload):
            shell.notices.append(("error", shell.remote.error))
        shell.go("play")
        return True
    shell.sit(ReplyDesk(payload), "reply", close_dialog=False)
    try:
        wire.read_reply(payload)
    except WireError as err:
        shell.remote.error = sentence_of(err)
        return True
    shell.remote.tasks.append(("broadcast", payload))
    return True


def _hosting(shell, payload):
    """Whether this tab made the invitations of the table the reply ``payload`` is for (not a tab
    that has just opened and resumed the same game: the reply goes to the tab that invited)."""
    desk = shell.remote
    if not isinstance(desk, HostDesk) or shell.table is None:
        return False
    try:
        reply = wire.read_reply(payload)
    except WireError:
        return False
    rs = desk.host.seats.get(reply["seat"])
    return reply["table"] == desk.host.table.id and rs is not None and rs.invited > 0


class ReplyDesk:
    def __init__(self, payload):
        self.payload = payload
        self.tasks = []
        self.outbox = []
        self.error = None
        self.ack = False
        self.nack = False  # the hosting tab refused it (an old invitation's reply): it says why


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
    elif desk.nack:
        text = t("remote.reply_refused")
    elif desk.ack:
        text = t("remote.reply_handed")
    else:
        text = t("remote.reply_handing")
    return (f'<section class="remote-reply-page"><h2>{esc(t("remote.reply_title"))}</h2>'
            f'<p class="{"error" if desk.error or desk.nack else "remote-ack"}" role="status">{esc(text)}</p>'
            f'{button(t("remote.home"), "home")}</section>')


def join_html(shell, desk, game):
    g = desk.guest
    inv = g.invitation
    seats = "".join(f'<li class="seat-{i}"><span class="swatch" aria-hidden="true"></span><b>{esc(game.seat_label(s["name"]))}</b> '
                    f'{esc(t("remote.you") if i == g.seat else player_label(s["player"]))}</li>' for i, s in enumerate(inv["seats"]))
    head = (f'<h2>{esc(g.title(game.name, seat_label(shell, desk, g.seat, inv["seats"])))}</h2><p class="muted">{esc(wire.say_sentence(inv["summary"]))}</p>'
            f'<ul class="remote-seats">{seats}</ul>')
    error = f'<p class="error" role="alert">{esc(desk.error)}</p>' if desk.error else ""
    if desk.stage == "join":
        stale = stale_html(desk)
        join = (button(t("remote.join_anyway"), "remote-join") if stale else button(t("remote.join"), "remote-join", class_="primary"))
        body = (f'{stale}<form id="join-form" class="setup-form"><label class="field name-field"><span>{esc(t("remote.your_name"))} '
                f'<small class="muted">{esc(t("remote.optional"))}</small></span><input{attrs(type="text", name="name", maxlength=str(NAME_LIMIT), autocomplete="off", value=g.name)}></label>'
                f'<div class="row">{join}{button(t("remote.cancel"), "home")}</div></form>')
    elif desk.stage == "answering":
        body = f'<p class="muted" role="status">{esc(t("remote.preparing_reply"))}</p>'
    else:
        svg = qr_svg(desk.reply_link)
        qr = (f'<div class="qr" role="img" aria-label="{esc(t("remote.qr_reply"))}">{svg}</div>' if svg
              else f'<div class="qr qr-wait muted">{esc(t("remote.qr_drawing"))}</div>')
        body = (f'<p><b>{esc(t("remote.send_reply"))}</b> {esc(t("remote.send_reply_how"))}</p>{qr}'
                f'<label class="field"><span>{esc(t("remote.reply_link"))}</span><input{attrs(type="text", readonly=True, id="reply-link", value=desk.reply_link)}></label>'
                f'<div class="row">{button(t("remote.copy"), "remote-copy reply", class_="primary")}'
                f'{button(t("remote.share"), "remote-share reply", class_="remote-share")}</div>'
                f'<p class="muted copied" id="reply-copied" role="status"></p>'
                f'<p class="muted" role="status">{esc(t("remote.waiting_host"))}</p>')
    return f'<section class="remote-join">{head}{error}{body}</section>'


def stale_html(desk):
    """Before Join: what this device knows of its invitation ("already used here: ask Ana for a
    new one"; see ``invitation_stale``), else nothing."""
    stale = getattr(desk, "stale", None)
    if stale not in ("used", "replaced"):
        return ""
    text = stale_sentence(desk.guest.invitation, stale)
    return f'<p class="notice error remote-stale" role="alert" data-stale="{stale}">{esc(text)}</p>'


def stale_sentence(inv, stale):
    """"This invitation was already used on this device: ask Ana for a new one." (``stale``:
    ``used`` or ``replaced``), in the language in use."""
    host = inv["host"]
    return t(f"remote.guest.stale_{stale}_host", host=host) if host else t(f"remote.guest.stale_{stale}")


def table_html(shell, desk, game):
    g = desk.guest
    st = g.state
    view_mod = desk.view_mod
    if st is None:
        return (f'<section class="remote-join"><h2>{esc(g.title(game.name, seat_label(shell, desk, g.seat)))}</h2>'
                f'<p role="status">{esc(t("remote.waiting_table"))}</p>{reconnect_html(desk)}</section>')
    view, legal = g.view, g.legal
    seats_info = st["seats"]
    outcome = g.outcome
    actor = st["actor"]

    def label(i):
        info = seats_info[i]
        return t("who.you") if i == g.seat else player_label(info["player"])

    def name(i):
        return seat_label(shell, desk, i, seats_info)

    if outcome is not None:
        winners = [w for w in outcome.get("winners") or [] if isinstance(w, int)]
        if outcome.get("result") == "draw":
            lead = t("remote.over_draw")
        elif g.seat in winners:
            lead = t("remote.you_won") if len(winners) == 1 else t("remote.team_won")
        else:
            lead = t("remote.over_won", who=t("list.and").join(name(w) for w in winners))
        hint = wire.say_sentence(outcome.get("reason", ""))
    elif g.pending is not None:
        lead, hint = t("remote.on_its_way"), ""
    elif actor == g.seat:
        lead, hint = t("remote.your_turn"), view_mod.prompt(view, desk.ui, legal)
    elif actor is not None:
        lead, hint = t("remote.to_play", seat=name(actor), who=label(actor)), ""
    else:
        lead, hint = "", ""
    status = f"<b>{esc(lead)}</b>" + (f' <span class="hint-text">{esc(hint)}</span>' if hint else "")
    seats = []
    counters = stats_of(view_mod, view, len(seats_info))
    for i, info in enumerate(seats_info):
        stats = "".join(stat_html(*st) for st in counters[i])
        cls = f"seat seat-{i}" + (" to-act" if i == actor else "")
        extra = " ".join(str(view_mod.seat_class(view, i)).split())
        if extra:
            cls += " " + esc(extra)
        if outcome is not None and i in outcome["winners"]:
            cls += " winner"
        away = f' <small class="muted">{esc(t("remote.not_connected"))}</small>' if info.get("connected") is False else ""
        badge = f'<span class="turn-badge">{esc(t("remote.turn_badge"))}</span>' if i == actor else ""
        seats.append(f'<div class="{cls}" data-seat="{i}"><div class="seat-name"><span class="swatch" aria-hidden="true"></span>'
                     f'{esc(name(i))}<small>{esc(label(i))}</small>{away}{badge}</div><dl>{stats}</dl></div>')
    notes = desk.guest.notices[-3:]
    notes_html = ("".join(f'<p class="error" role="alert">{esc(wire.say_sentence(n))}</p>' for n in notes)
                  or '<p class="error" role="alert"></p>')
    # the log as the host sent it (messages): said in this device's language, escaped
    log = "".join(f'<li class="step" value="{i + 1}"><span class="who seat-{esc(e.get("seat"))}">'
                  f'{esc(name(e.get("seat")))}</span> '
                  f'{esc(wire.say_sentence(e.get("text", "")))}</li>' for i, e in reversed(list(enumerate(g.log))))
    toolbar = (f'<div class="toolbar">'
               + (button(t("remote.undo"), "remote-undo", disabled=not g.can_undo(), title=t("remote.undo_title")) if outcome is None
                  else button(t("remote.review"), "remote-review", class_="primary", title=t("remote.review_title")))
               + f'{button(t("remote.rules"), "rules " + game.id)}{button(t("remote.leave"), "home")}</div>')
    board = view_mod.board(view, desk.ui, legal, t("remote.board", game=game.name))
    no_moves = f'<li class="muted">{esc(t("remote.no_moves"))}</li>'
    return (f'<section class="play remote-guest" data-game="{esc(game.id)}" data-over="{1 if outcome else 0}" '
            f'data-connected="{1 if g.connected else 0}">'
            f'<div class="play-head"><h2>{esc(game.name)} <small>{esc(view_mod.heading(view))}</small></h2>{toolbar}</div>'
            f'<div class="seats seats-{len(seats)}">{"".join(seats)}</div>'
            f'<p class="status" role="status" aria-live="polite">{status}</p>{notes_html}'
            f'{reconnect_html(desk)}'
            f'<div class="board-wrap">{board}</div>'
            f'<section class="log" tabindex="0" aria-label="{esc(t("remote.log"))}"><h3>{esc(t("remote.log"))}</h3>'
            f'<ol class="log-turns" reversed>{log or no_moves}</ol></section>'
            f'</section>')


def reconnect_html(desk):
    g = desk.guest
    if g.closed:
        return f'<p class="notice error remote-closed" role="alert">{esc(g.closed)}</p>'
    if g.connected:
        return ""
    error = f'<p class="error" role="alert">{esc(desk.error)}</p>' if desk.error else ""
    return (f'<div class="remote-lost" role="status"><p><b>{esc(t("remote.lost"))}</b> {esc(t("remote.lost_how"))}'
            f'</p>{error}<label class="field"><span>{esc(t("remote.new_invitation_link"))}</span>'
            f'<input{attrs(type="text", id="rejoin-link", name="rejoin", autocomplete="off", data_keep="1")}></label>'
            f'<div class="row">{button(t("remote.reconnect"), "remote-rejoin", class_="primary")}</div></div>')


def rejoin(shell, text):
    payload = str(text or "").strip().rsplit("#/join/", 1)[-1].strip().strip("/")
    desk = shell.remote
    try:
        inv = wire.read_invitation(payload)
        stale = invitation_stale(shell, inv)
        if stale is not None:  # answered here already, or older than one opened here: it cannot connect
            desk.error = stale_sentence(inv, stale)
            return
        desk.guest.rejoin(payload)
    except WireError as err:
        desk.error = sentence_of(err)
        return
    desk.payload = payload
    desk.error = None
    desk.tasks.append(("answer", inv["offer"]))
    desk.stage = "answering"
    _answering(shell, inv)


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
    elif verb in ("remote-reply-yes", "remote-reply-no"):
        answer_asked_reply(shell, verb == "remote-reply-yes")
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


def _modal(kind, title, body):
    return (f'<div class="modal-backdrop"><div class="modal modal-wide" role="dialog" aria-modal="true" '
            f'aria-labelledby="modal-title" data-dialog="{esc(kind)}"><h2 id="modal-title">{esc(title)}</h2>{body}</div></div>')
