"""The host's remote seats, shared by live play (``remote_screens.py``) and play by link
(``post_screens.py``): the host's desk, invitations, which seats play by link, who sits where,
and QR codes. Pure; both screens import it, neither imports the other."""

from ..core import wire
from .. import i18n
from . import by_link
from .players import clean_name
from .remote_host import Host


class HostDesk:
    def __init__(self, table):
        self.host = Host(table)
        self.links = {}  # seat -> the current invitation link (None while the offer is made)
        self.tasks = []
        self.outbox = []
        self.error = None  # a sentence about the last pasted reply
        self.refused = None  # its code (``stale``: it answers an invitation used or made again)
        self.ack = False
        self.asking = None  # (seat, payload): a reply from another tab, waiting for the person's yes


def via_link(session, seat):
    """Whether remote ``seat`` plays by link (turn-based), not over a live connection."""
    return session.players[seat].get("kind") == "remote" and session.players[seat].get("via") == "link"


def link_seats(shell):
    s = shell.session
    if s is None:
        return []
    return [i for i in range(len(s.players)) if via_link(s, i)]


def prepare(shell, desk):
    """Every seat by link gets its secret (saved with the game) and, once, the commitment's salt."""
    s = shell.session
    for seat in link_seats(shell):
        rs = desk.host.seats[seat]
        if not rs.secret:
            desk.host.renew_secret(seat, shell.secret_bytes(16))
    by_link.commitment_of(s, shell.secret_bytes(16))


def who(shell, seat):
    return clean_name(shell.session.players[seat].get("name")) or shell.seat_name(seat)


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


def player_label(value):
    """Who sits at a seat, as the host sent it: a name, or a message ("Computer, Normal")."""
    return wire.say_sentence(value) if i18n.is_message(value) else str(value or "")


# ---- QR codes ---------------------------------------------------------------------------------
def has_qr():
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
    # Error correction L, raised by segno (boost_error) whenever a higher level fits the same
    # version: a code on a screen is not torn or smudged, and the fewest modules (version 13-15
    # for an invitation since issue 38, 22-24 before) are what a camera reads from a laptop best.
    qr = segno.make(text, error="l", micro=False)
    return qr.svg_inline(scale=1, border=2, omitsize=True, dark="#111", light="#fff")
