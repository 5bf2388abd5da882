"""Keeping the games in this browser: opening the saves at start-up, saving the game on screen
(never over another tab's moves), another tab's changes, deleting, and what the browser says
about keeping them. Pure; the shell owns one :class:`Saving` (``shell.saving``), and only this
module changes its fields."""

from json import dumps

from ..core.gate import TextRefused, read_json
from ..core.records import RecordError, sentence_of
from ..core.saves import SaveDamaged, SaveUnreadable
from ..core.storage_modes import FULL, READ_ONLY, UNAVAILABLE, StorageUnreadable, not_saved, unavailable_sentence
from ..i18n import msg


class Saving:
    def __init__(self, shell):
        self.shell = shell
        self.store = shell.store
        self.notices = shell.notices
        self.storage_ok = True
        self.unsaved_said = None  # the game whose failed saves the person was told about (once per game)
        self.last_raw = None  # what this tab last read or wrote of the game on screen (other tabs)
        self.confirm_delete = None  # id of the save whose deletion awaits confirmation
        asked = self.store.get_pref("persist")  # the browser's answer to "keep these games?", asked once
        self.persisted = {"yes": True, "no": False}.get(asked)
        self.usage = None  # (used, quota) bytes, when the browser says (navigator.storage.estimate)

    # ---- start-up ------------------------------------------------------------------------
    def boot(self, embed):
        store = self.store
        mode = store.check()  # what the storage can do (core/storage_modes.py)
        if mode == UNAVAILABLE:
            self.notices.append(("error", unavailable_sentence(embed)))
        try:
            current = store.read_current()
        except StorageUnreadable:
            current = None
        store.entries()  # judges what it could read; moves damaged saves aside when there is room
        for save_id, reason, kept in store.take_judged():
            key = "notice.last_unreadable" if save_id == current else "notice.saved_unreadable"
            self.notices.append(("error", msg(key, reason=reason, where=_where(kept))))
        self._tell_unread()
        others = store.other_versions()
        if others:
            self.notices.append(("info", msg("notice.other_versions", n=len(others))))
        current = None if store.current_unread else store.current_id()
        if current and current not in store.unkeepable and current not in store.unread:
            self.open(current, quiet=True)

    def _tell_unread(self):
        """Say once that the storage did not give something back (nothing was changed)."""
        store = self.store
        if not (store.unread or store.unlisted or store.current_unread):
            return
        if store.unlisted:
            what = msg("notice.unread_list")
        elif store.unread:
            what = msg("notice.unread_some", n=len(store.unread))
        else:
            what = msg("notice.unread_last")
        sentence = msg("notice.unread", what=what)
        if ("error", sentence) not in self.notices:
            self.notices.append(("error", sentence))

    def open(self, save_id, quiet=False):
        """Open a saved game at the table; False (and a sentence, Home on screen) when it cannot be read."""
        try:
            session = self.store.load(save_id)
        except SaveUnreadable as err:
            sentence = sentence_of(err)
        except SaveDamaged as err:
            sentence = msg("notice.not_opened", reason=sentence_of(err), where=_where(err.kept))
        except RecordError as err:
            sentence = msg("notice.not_opened", reason=sentence_of(err), where="")
        else:
            self.shell.enter(session, save_id)
            return True
        self.notices.append(("error", sentence))
        self.shell.go("home")
        return False

    def opened(self, save_id):
        """A game came to the table: what this tab read of it (another tab's moves are then seen)."""
        self.last_raw = self.store.raw(save_id)

    # ---- saving --------------------------------------------------------------------------
    def save(self):
        """Store the game on screen. True when it is now stored in this browser; otherwise the
        person is told what is and is not stored (once per spell of failed saves)."""
        shell, store = self.shell, self.store
        s, save_id = shell.session, shell.save_id
        if not s or not save_id:
            return False
        try:
            stored = store.read_raw(save_id)
        except StorageUnreadable:  # cannot compare with other tabs: this tab's moves are kept
            stored = None
        if stored is not None and self.last_raw is not None and stored != self.last_raw:
            # Another tab moved this game on since this tab read it: never write over its moves.
            self._reload(msg("notice.changed_elsewhere"))
            return False
        mode_before = store.health.mode
        try:
            self.last_raw = store.write(save_id, s, shell.summary())
        except Exception:  # quota exceeded, storage refused: keep playing, say so
            self.storage_ok = False
            if self.unsaved_said != save_id:
                shell.refuse(not_saved(store.health.mode, _moves_in(self.last_raw)))
                self.unsaved_said = save_id
            return False
        self.unsaved_said = None
        self.storage_ok = not store.in_memory
        if mode_before in (READ_ONLY, FULL) and not store.in_memory:
            self.notices.append(("info", msg("notice.saving_again")))
        return self.storage_ok

    def store_other(self, save_id, session):
        """Keep the analysis of ``session`` in its save while another game is on screen (issue
        40: it ran in the background). Only when that save is still the same finished game (the
        same moves); nothing else in it changes. True when it is stored."""
        store = self.store
        try:
            raw = store.read_raw(save_id)
            data = read_json(raw) if raw is not None else None
            if not isinstance(data, dict) or data.get("actions") != session.record["actions"]:
                return False
            data["analysis"] = session.record["analysis"]
            store.storage.set(store.key(save_id), dumps(data, separators=(",", ":")))
            return True
        except Exception:  # storage refused or unreadable: the marks stay in this tab's review
            return False

    def room_freed(self):
        """Something was deleted: while saving failed, try again (the game on screen, else a probe)."""
        if self.store.health.mode not in (READ_ONLY, FULL):
            return
        if self.shell.table and not self.storage_ok:
            self.save()
        elif self.store.recheck():
            self.notices.append(("info", msg("notice.room_again")))

    def storage_changed(self, key):
        """Another tab or window changed ``key`` in storage (the browser's ``storage`` event)."""
        shell = self.shell
        if not shell.session or not shell.save_id or key not in (None, self.store.key(shell.save_id)):
            return False
        try:
            stored = self.store.read_raw(shell.save_id)
        except StorageUnreadable:  # unknown is not deleted: the game on screen stays as it is
            sentence = msg("notice.change_unread")
            if ("error", sentence) in self.notices:
                return False
            self.notices.append(("error", sentence))
            return True
        if stored == self.last_raw:
            return False
        if stored is None:
            self.last_raw = None  # deleted or cleared elsewhere: keep it on screen, save it again on the next move
            self.notices.append(("info", msg("notice.deleted_elsewhere")))
            return True
        self._reload(msg("notice.played_elsewhere"))
        return True

    def _reload(self, message):
        screen = self.shell.screen
        if self.open(self.shell.save_id, quiet=True):
            self.shell.go(screen if screen in ("play", "rules") else "play")
            self.notices.append(("info", message))

    # ---- deleting ------------------------------------------------------------------------
    def delete_command(self, verb, arg):
        """``delete-ask <id>`` asks for a confirmation, ``delete <id>`` deletes, ``delete-keep`` keeps."""
        if verb == "delete-ask":
            self.confirm_delete = arg
            return
        if verb == "delete":
            try:
                self.store.delete(arg)
            except Exception as err:
                self.notices.append(("error", msg("notice.delete_refused", error=type(err).__name__)))
            else:
                if self.shell.save_id == arg:
                    self.shell.leave_table()
                self.room_freed()
        self.confirm_delete = None

    def forget(self, kept_id):
        """Forget a damaged save kept aside."""
        try:
            self.store.forget_kept(kept_id)
        except Exception as err:
            self.notices.append(("error", msg("notice.forget_refused", error=type(err).__name__)))
            return
        self.room_freed()

    # ---- what the browser says about keeping them -----------------------------------------
    def wants_persist(self):
        """Ask the browser to keep the games (once ever): only when a game is stored."""
        if self.persisted is not None or self.store.get_pref("persist") or self.store.health.mode != "ok":
            return False
        shell = self.shell
        return bool(self.store.entries()) if shell.screen == "home" else self.storage_ok and bool(shell.save_id)

    def persist_answer(self, granted):
        """The browser's answer to ``navigator.storage.persist()`` (remembered as a pref)."""
        self.persisted = bool(granted)
        self.store.set_pref("persist", "yes" if granted else "no")

    def usage_known(self, used, quota):
        """The browser's ``navigator.storage.estimate()``: bytes used and allowed."""
        self.usage = (used, quota)


def _where(kept):
    """Where a damaged save's text is now, truthfully."""
    return msg("notice.kept_aside" if kept else "notice.kept_in_place")


def _moves_in(raw):
    """How many moves a stored game text holds (None when nothing of it is stored)."""
    if raw is None:
        return None
    try:
        actions = read_json(raw).get("actions")
    except (TextRefused, AttributeError):
        return None
    return len(actions) if isinstance(actions, list) else None
