"""Français : vos résultats, le son et l’attention (clés « yours.… », ticket 38)."""

TEXTS = {
    # ---- le carnet de résultats (core/record_book.py) ----
    "yours.book.not_a_book": "Ce n’est pas un relevé des parties terminées de Vivarium.",
    "yours.book.damaged": "Le relevé de vos parties terminées n’a pas pu être lu ; un nouveau est commencé.",
    "yours.book.some_damaged": {
        "one": "{n} ligne du relevé de vos parties terminées n’a pas pu être lue ; les autres sont gardées.",
        "other": "{n} lignes du relevé de vos parties terminées n’ont pas pu être lues ; les autres sont gardées.",
    },
    # ---- l’accueil (ui/record.py) ----
    "yours.title": "Vos résultats",
    "yours.games": {"one": "{n} partie", "other": "{n} parties"},
    "yours.summary": "{games} · victoires : {won} · défaites : {lost}",
    "yours.summary_drawn": "{games} · victoires : {won} · défaites : {lost} · nulles : {drawn}",
    "yours.streak": "série de victoires : {n} (meilleure : {best})",
    "yours.all": "Tous les jeux",
    "yours.against": "Contre",
    "yours.players": "Joueurs",
    "yours.played": "Jouées",
    "yours.won": "Gagnées",
    "yours.lost": "Perdues",
    "yours.drawn": "Nulles",
    "yours.vs_people": "Des personnes sur d’autres appareils",
    "yours.vs_here": "Plusieurs personnes sur cet appareil",
    "yours.count": {"one": "{n} joueur", "other": "{n} joueurs"},
    "yours.here_note": "Une partie partagée par plusieurs personnes sur cet appareil compte comme jouée, ni gagnée ni perdue.",
    "yours.unread": "Vos résultats n’ont pas pu être lus cette fois ; rien n’y a été changé.",
    "yours.unsaved": "Vos derniers résultats n’ont pas pu être enregistrés dans ce navigateur (son stockage est plein ou en lecture seule).",
    # ---- une sauvegarde (core/backup.py) ----
    "yours.restored": {
        "one": "{n} partie terminée ajoutée à vos résultats.",
        "other": "{n} parties terminées ajoutées à vos résultats.",
    },
    "yours.restore_bad": {
        "one": "{n} ligne des résultats de la sauvegarde n’a pas pu être lue.",
        "other": "{n} lignes des résultats de la sauvegarde n’ont pas pu être lues.",
    },
    "yours.in_backup": {
        "one": "Il contient aussi vos résultats : {n} partie terminée, gardée même si sa sauvegarde a été supprimée.",
        "other": "Il contient aussi vos résultats : {n} parties terminées, gardées même si leurs sauvegardes ont été supprimées.",
    },
    # ---- le menu de la table ----
    "yours.settings": "Réglages",
    "yours.sound": "Son",
    "yours.confirm": "Confirmer mes coups",
    "yours.switch_on": "{what} : activé",
    "yours.switch_off": "{what} : désactivé",
    "yours.sound_title": "De courts sons pour votre tour, un coup, une prise et la fin de la partie",
    "yours.confirm_title": "Un ordinateur ne répond à votre coup qu’une fois Confirmer pressé (Annuler reste possible jusque-là)",
}
