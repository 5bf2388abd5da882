"""Français : les mêmes clés que ``en.py``, les mêmes paramètres ``{nom}`` et formes du pluriel
(``one`` pour 0 et 1, ``other`` au-delà)."""

TEXTS = {
    "home.games": "Jeux",
    "home.new_game": "Nouvelle partie",
    "home.rules": "Règles",
    "home.embed_line": "Mettre un jeu dans votre blog ou votre wiki :",
    "home.embed_label": "Intégrer {game}",
    "home.embed_title": "Mettre {game} dans votre page web",
    "saves.title": "Parties sauvegardées",
    "saves.import": "Importer une partie",
    "saves.import_title": "Ouvrir une partie exportée de Vivarium sur un autre appareil",
    "saves.none_yet": "Aucune partie sauvegardée pour l’instant. Chaque partie est enregistrée dans ce navigateur après chaque coup.",
    "saves.none_shown": "Aucune partie sauvegardée à afficher.",
    "saves.resume": "Reprendre",
    "saves.review": "Revoir",
    "saves.review_title": "Revoir cette partie terminée coup par coup",
    "saves.delete": "Supprimer",
    "saves.delete_label": "Supprimer {title}",
    "saves.delete_ask": "Supprimer définitivement cette partie ?",
    "saves.delete_yes": "Oui, supprimer",
    "saves.delete_keep": "La garder",
    "saves.confirm_label": "Confirmer la suppression",
    "saves.count": {"one": "{n} partie sauvegardée", "other": "{n} parties sauvegardées"},
    "lang.menu": "Langue",
}
