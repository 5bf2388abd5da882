"""Who sits at each seat: the new-game form's choices and players' names (pure).

A seat's player is a record's plain JSON dict (:data:`Player`): ``{"kind": "human"}``,
``{"kind": "bot", "level": "hard"}``, ``{"kind": "remote"}`` (``"via": "link"`` for play by
link), each with an optional ``"name"``.
"""

from __future__ import annotations

from ..core.bots import LEVEL_LABELS
from ..core.protocol import BadOptions
from ..i18n import msg

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing at boot (mypy reads it the same)
if TYPE_CHECKING:
    from typing import Any, TypeAlias

    Player: TypeAlias = dict[str, Any]  # a record's player (see the module's text)


def seat_choices() -> list[tuple[str, str]]:
    """The new-game form's choices for a seat, in the language in use."""
    from ..i18n import t

    return ([("human", t("seat.human"))] + [(f"bot:{lvl}", t("seat.bot", level=t(f"level.{lvl}"))) for lvl in LEVEL_LABELS]
            + [("remote", t("seat.remote")), ("remote-link", t("seat.remote_link"))])

NAME_LIMIT = 24  # characters of a player's name


def clean_name(text: object) -> str:
    """A player's name as typed: control characters removed, spaces collapsed, at most
    ``NAME_LIMIT`` characters. Any other text is allowed (it is escaped wherever shown)."""
    if not isinstance(text, str):
        return ""
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    return " ".join(text.split())[:NAME_LIMIT]


def player_from_choice(choice: object, name: object = "") -> Player:
    """The new-game form's seat value (``human``, ``bot:hard``…) as a record's player."""
    player: Player
    if choice == "human":
        player = {"kind": "human"}
    elif choice == "remote":  # this device hosts the table; that person joins by a link
        player = {"kind": "remote"}
    elif choice == "remote-link":  # ...and plays turn by turn, a link each way (ui/post_screens.py)
        player = {"kind": "remote", "via": "link"}
    elif isinstance(choice, str) and choice.startswith("bot:") and choice[4:] in LEVEL_LABELS:
        player = {"kind": "bot", "level": choice[4:]}
    else:
        raise BadOptions(msg("setup.bad_player", choice=str(choice)))
    name = clean_name(name)
    if name:
        player["name"] = name
    return player
