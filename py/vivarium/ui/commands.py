"""The one command table: every verb of the page (``data-cmd``, ``data-action`` as ``play …``,
``data-ui`` as ``ui …``) and its handler, ``handler(shell, verb, arg, form)``. Pure.

An entry also says which of the page's fields make the command's form (``fields``: a form's
selector, or ``{name: selector}``), so the web edge reads them without a list of its own, and
whether it is ``quiet``: a browser-only command (copy a link, move the focus) that changes
nothing the shell draws. The web edge registers those (:func:`register`) from ``web/``: ui never
imports web.
"""

from .. import i18n
from ..i18n import msg
from . import embed_dialog, feedback, hints, learn, news, post_screens, remote_screens, review, setup_form, transfer_dialog
from .post_screens import LinkDesk
from .remote_screens import GuestDesk


class Command:
    """An entry of the table: ``run(shell, verb, arg, form)``; ``fields``: what the page sends
    as the form (a form's selector, or ``{name: selector}``); ``quiet``: browser-only, nothing
    the shell draws changes, so the page is not redrawn. (No typing import at boot.)"""

    __slots__ = ("run", "fields", "quiet")

    def __init__(self, run, fields=None, quiet=False):
        self.run, self.fields, self.quiet = run, fields, quiet


VERBS: dict[str, Command] = {}


def register(verbs, run, fields=None, quiet=False):
    """Put ``run`` in the table for each of ``verbs`` (a space-separated string)."""
    for verb in verbs.split():
        VERBS[verb] = Command(run, fields, quiet)


def run(shell, cmd, form=None):
    """Handle one command (a quiet one leaves the last command's messages as they are)."""
    verb, _, arg = cmd.partition(" ")
    entry = VERBS.get(verb)
    if entry is not None and entry.quiet:
        entry.run(shell, verb, arg, form)
        return
    shell.clear_messages()
    if verb != "replay":  # anything else done at the table ends a replay of the others' moves
        news.stop(shell)
    if entry is None:
        shell.refuse(msg("notice.unknown_command", command=str(cmd)))
    else:
        entry.run(shell, verb, arg, form)


def quiet(cmd):
    """Whether ``cmd`` is the page's own and changes nothing the shell draws (no redraw)."""
    entry = VERBS.get(cmd.partition(" ")[0])
    return entry is not None and entry.quiet


def unknown(shell, verb, arg):
    shell.refuse(msg("notice.unknown_command", command=f"{verb} {arg}"))


# ---- handlers ---------------------------------------------------------------------------------
def _play(shell, verb, arg, form):
    if shell.screen == "guest" and isinstance(shell.remote, GuestDesk):
        remote_screens.guest_act(shell, arg)  # the host decides
    elif shell.screen == "bylink" and isinstance(shell.remote, LinkDesk):
        post_screens.link_act(shell, arg)  # a step of this seat's turn, played here
    else:
        shell.act(arg)


def _ui(shell, verb, message, form):
    if shell.screen == "review" and shell.review:
        review.ui_message(shell, message)
    elif shell.screen == "guest" and isinstance(shell.remote, GuestDesk):
        remote_screens.guest_ui(shell, message)
    elif shell.screen == "bylink" and isinstance(shell.remote, LinkDesk):
        post_screens.link_ui(shell, message)
    elif shell.table:
        shell.table_ui(message)


def _why(shell, verb, arg, form):
    lesson = learn.refusal(shell)  # a lesson's step: its friendly sentence (ui/learn.py)
    if lesson is not None:
        shell.refuse(lesson)
        return
    if verb == "why":  # a click on the table that cannot act: the view's sentence, else why not now
        shell.refuse(arg or feedback.idle_reason(shell))
    else:  # "try": a click naming an action that is not legal: the engine says why
        shell.refuse(shell.explain(arg))


def _rules(shell, verb, arg, form):
    if arg in shell.rules:
        shell.show_rules(arg)
    else:
        unknown(shell, verb, arg)


def _show_result(shell, verb, arg, form):
    if shell.session and shell.session.outcome is not None:
        shell.open_dialog("end")


def _at_table(what):
    def handler(shell, verb, arg, form):
        if shell.table and shell.screen == "play":
            getattr(shell.table, what)()
    return handler


def _pace(shell, verb, arg, form):
    if not shell.prefs.set_pace(arg):
        shell.refuse(msg("notice.unknown_pace", pace=str(arg)))


def _switch(shell, verb, arg, form):
    """"Confirm my moves" (``confirm-pref``) or the sound (``sound``) on or off; the table's
    settings stay open on the switch (``prefs.switched``, for the web edge)."""
    done = shell.prefs.set_confirm(arg) if verb == "confirm-pref" else shell.prefs.set_sound(arg)
    if not done:
        shell.refuse(msg("notice.unknown_setting", setting=str(arg)))
    shell.prefs.switched = verb if done else None


def _lang(shell, verb, arg, form):
    """Choose the language (kept for the next visits); the screen stays where it is."""
    if arg in i18n.LANGS:
        shell.set_language(arg)
    else:
        shell.refuse(msg("notice.unknown_language", lang=str(arg)))


def _start_faster(shell, verb, arg, form):
    """Start faster on or off (the web edge makes or deletes the snapshot, web/snapshot.py)."""
    if arg not in ("on", "off"):
        shell.refuse(f"Unknown command “{verb} {arg}”.")
        return
    shell.store.set_pref("start-faster", arg)


register("home", lambda shell, verb, arg, form: shell.go_home())
register("new", setup_form.new_command)
register("setup-change", setup_form.change_command)
register("start", setup_form.start_command, fields="#setup-form")
register("cancel-setup", setup_form.cancel_command)
register("resume", lambda shell, verb, arg, form: shell.saving.open(arg))
register("delete-ask delete-keep delete", lambda shell, verb, arg, form: shell.saving.delete_command(verb, arg))
register("forget", lambda shell, verb, arg, form: shell.saving.forget(arg))
register("rules", _rules)
register("back", lambda shell, verb, arg, form: shell.rules_back())
register("undo", lambda shell, verb, arg, form: shell.undo())
register("rematch", lambda shell, verb, arg, form: shell.rematch())
register("close", lambda shell, verb, arg, form: shell.close_dialog())
register("show-result", _show_result)
register("play", _play)
register("ui", _ui)
register("why try", _why)
register("embed embed-change", embed_dialog.command)
register("review share-game shared rv", lambda shell, verb, arg, form: review.command(shell, verb, arg))
register("export import-open backup restore-open", lambda shell, verb, arg, form: transfer_dialog.command(shell, verb, form))
register("import restore", lambda shell, verb, arg, form: transfer_dialog.command(shell, verb, form),
         fields={"import-text": "#import-text"})
register("pace", _pace)
register("replay", lambda shell, verb, arg, form: news.start(shell))
register("replay-stop", lambda shell, verb, arg, form: news.stop(shell))
register("confirm-pref sound", _switch)
register("start-faster", _start_faster)
register("keys", lambda shell, verb, arg, form: shell.open_dialog("keys"))  # the Keys help (ui/keys.py)
register("hint", lambda shell, verb, arg, form: hints.ask(shell))  # the web edge runs the search
register("lang", _lang)
register("learn learn-resume learn-skip learn-leave learn-keep learn-restart", learn.command)  # the guided first game (ui/learn.py)
register("confirm", _at_table("confirm"))
register("reveal", _at_table("reveal"))
register("dismiss", lambda shell, verb, arg, form: shell.notices.clear())
register("devices remote-renew remote-reply-yes remote-reply-no remote-undo remote-review", remote_screens.command)
register("remote-reply", remote_screens.command, fields={"reply": f"#{remote_screens.REPLY_BOX}"})
register("remote-join", remote_screens.command, fields={"name": '#join-form input[name="name"]'})
register("remote-rejoin", remote_screens.command, fields={"rejoin": "#rejoin-link"})
register("bylink-undo bylink-review bylink-open bylink-switch", post_screens.command)
register("bylink-move", post_screens.command, fields={"move": "#move-paste"})
