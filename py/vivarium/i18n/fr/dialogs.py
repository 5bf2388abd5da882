"""Français: the dialogs section (keys "dialogs.…")."""

TEXTS = {
    # ---- mots partagés ----
    "dialogs.close": "Fermer",
    "dialogs.cancel": "Annuler",
    "dialogs.then": "{first} {then}",
    "dialogs.decimal_mark": ",",
    "dialogs.size.bytes": {"one": "{n} octet", "other": "{n} octets"},
    "dialogs.size.kb": "{n} Ko",
    "dialogs.size.mb": "{n} Mo",
    "dialogs.size.gb": "{n} Go",
    # ---- exporter, importer ----
    "dialogs.export.title": "Exporter cette partie de {game}",
    "dialogs.export.intro": "Ce texte contient toute la partie : ses réglages, ses joueurs et chacun des coups. "
                            "Ouvrez-le sur un autre appareil avec Accueil → Importer une partie, ou joignez-le à un "
                            "signalement de bug.",
    "dialogs.export.label": "La partie sous forme de texte",
    "dialogs.export.copy": "Copier le texte",
    "dialogs.export.download": "Télécharger le fichier",
    "dialogs.import.title": "Importer une partie",
    "dialogs.import.intro": "Collez une partie exportée de Vivarium, ou choisissez son fichier. Elle est vérifiée "
                            "coup par coup avant d’être sauvegardée ici.",
    "dialogs.import.file": "Un fichier",
    "dialogs.import.text": "Ou le texte",
    "dialogs.import.verb": "Importer",
    "dialogs.import.refused": "Impossible d’importer cette partie : {why}",
    "dialogs.import.continued": {
        "one": "Partie de {game} importée ({n} coup) : elle prolonge une partie sauvegardée ici, qu’elle remplace désormais.",
        "other": "Partie de {game} importée ({n} coups) : elle prolonge une partie sauvegardée ici, qu’elle remplace désormais.",
    },
    "dialogs.import.saved": {
        "one": "Partie de {game} importée ({n} coup) ; elle est maintenant sauvegardée dans ce navigateur.",
        "other": "Partie de {game} importée ({n} coups) ; elle est maintenant sauvegardée dans ce navigateur.",
    },
    "dialogs.import.not_saved": {
        "one": "Partie de {game} importée ({n} coup), mais elle n’est pas sauvegardée dans ce navigateur ({why}) : "
               "elle reste sur cette page jusqu’à sa fermeture, alors gardez le texte exporté.",
        "other": "Partie de {game} importée ({n} coups), mais elle n’est pas sauvegardée dans ce navigateur ({why}) : "
                 "elle reste sur cette page jusqu’à sa fermeture, alors gardez le texte exporté.",
    },
    # ---- sauvegarde, restauration ----
    "dialogs.backup.button": "Sauvegarder toutes les parties",
    "dialogs.backup.button_title": "Réunir toutes les parties sauvegardées dans un seul fichier",
    "dialogs.backup.title": "Sauvegarder toutes les parties",
    "dialogs.backup.intro": {
        "one": "Ce fichier contient {n} partie sauvegardée (les copies endommagées sont laissées de côté). "
               "Gardez-le en lieu sûr ; ouvrez-le avec Accueil → Restaurer une sauvegarde, sur cet appareil ou un "
               "autre.",
        "other": "Ce fichier contient vos {n} parties sauvegardées (les copies endommagées sont laissées de côté). "
                 "Gardez-le en lieu sûr ; ouvrez-le avec Accueil → Restaurer une sauvegarde, sur cet appareil ou un "
                 "autre.",
    },
    "dialogs.backup.download": "Télécharger la sauvegarde",
    "dialogs.backup.show_text": "Afficher la sauvegarde sous forme de texte",
    "dialogs.backup.not_backup_because": "Ce n’est pas une sauvegarde de Vivarium : {why}",
    "dialogs.backup.not_backup": "Ce n’est pas une sauvegarde de Vivarium (une partie exportée seule s’ouvre avec "
                                 "Importer une partie).",
    "dialogs.backup.other_version": "Cette sauvegarde a été faite par une autre version de Vivarium et ne peut pas "
                                    "être lue ici.",
    "dialogs.backup.damaged": "Cette sauvegarde est endommagée : sa liste de parties manque ou est trop longue.",
    "dialogs.backup.game_n": "partie {n}",
    "dialogs.backup.bad_id": "Son identifiant n’est pas valide.",
    "dialogs.backup.game_damaged": "La partie est endommagée ({error}).",
    "dialogs.restore.button": "Restaurer une sauvegarde",
    "dialogs.restore.button_title": "Récupérer les parties d’un fichier de sauvegarde",
    "dialogs.restore.title": "Restaurer une sauvegarde",
    "dialogs.restore.intro": "Choisissez un fichier de sauvegarde fait par Vivarium, ou collez son texte. Chaque "
                             "partie est vérifiée coup par coup ; une partie déjà présente ici n’est remplacée que "
                             "par une copie qui la prolonge, et toute autre copie est gardée à côté.",
    "dialogs.restore.file": "Un fichier de sauvegarde",
    "dialogs.restore.text": "Ou son texte",
    "dialogs.restore.verb": "Restaurer",
    "dialogs.restore.report": {
        "one": "Parties restaurées : {n} ; déjà présentes : {already} ; illisibles : {unreadable}.",
        "other": "Parties restaurées : {n} ; déjà présentes : {already} ; illisibles : {unreadable}.",
    },
    "dialogs.restore.beside": {
        "one": "{n} partie diffère de celle enregistrée ici sous son nom (une autre partie, ou une autre suite de coups) : les deux sont gardées, la copie de la sauvegarde marquée « Restaurée depuis la sauvegarde ».",
        "other": "{n} parties diffèrent de celles enregistrées ici sous leur nom (d’autres parties, ou d’autres suites de coups) : les deux copies de chacune sont gardées, celle de la sauvegarde marquée « Restaurée depuis la sauvegarde ».",
    },
    "dialogs.restore.not_stored": {
        "one": "{n} partie n’a pas pu être enregistrée dans ce navigateur : gardez le fichier de sauvegarde.",
        "other": "{n} parties n’ont pas pu être enregistrées dans ce navigateur : gardez le fichier de sauvegarde.",
    },
    "dialogs.restore.not_stored_why": {
        "one": "{n} partie n’a pas pu être enregistrée dans ce navigateur ({why}) : gardez le fichier de sauvegarde.",
        "other": "{n} parties n’ont pas pu être enregistrées dans ce navigateur ({why}) : gardez le fichier de "
                 "sauvegarde.",
    },
    "dialogs.restore.in_memory": "Ce navigateur ne permet pas de sauvegarder ici : elles ne durent que jusqu’à la "
                                 "fermeture de la page.",
    # ---- intégrer ----
    "dialogs.embed.title": "Intégrer {game}",
    "dialogs.embed.intro": "Intégrez {game} à votre blog ou à votre page de wiki. Le jeu tient dans un cadre "
                           "compact, fonctionne hors ligne après une première visite et garde sa partie sauvegardée "
                           "à part des autres jeux intégrés.",
    "dialogs.embed.opponent": "Adversaire",
    "dialogs.embed.paste": "Collez ce code HTML dans votre page",
    "dialogs.embed.copy": "Copier le code",
    "dialogs.embed.preview": "Aperçu dans un nouvel onglet",
    # ---- le stockage du navigateur ----
    "dialogs.storage.unavailable": "Ce navigateur ne permet pas de sauvegarder ici (son stockage ne répond pas) : "
                                   "les parties ne durent que jusqu’à la fermeture de la page. Rien de ce qu’il "
                                   "contient n’a été modifié.",
    "dialogs.storage.embed_hint": "Pour garder vos parties, ouvrez celle-ci sur le site de Vivarium (le lien en "
                                  "haut).",
    "dialogs.storage.unavailable_embed": "{sentence} {hint}",
    "dialogs.storage.read_only": "Ce navigateur n’autorise pas Vivarium à sauvegarder pour le moment (une fenêtre de "
                                 "navigation privée, un réglage ou une extension peut l’en empêcher). Vos parties "
                                 "sauvegardées sont listées et peuvent être reprises ou exportées ; les nouveaux coups "
                                 "ne sont gardés que sur cette page, jusqu’à sa fermeture.",
    "dialogs.storage.full": "Le stockage de ce navigateur pour Vivarium est plein : les nouveaux coups ne sont pas "
                            "sauvegardés. Supprimez une partie terminée ou une copie endommagée sous Parties "
                            "sauvegardées pour faire de la place : la sauvegarde reprend alors d’elle-même.",
    "dialogs.storage.why_full": "le stockage est peut-être plein",
    "dialogs.storage.why_unavailable": "ce navigateur ne permet pas de sauvegarder ici",
    "dialogs.storage.why_refused": "le navigateur a refusé de l’enregistrer",
    "dialogs.storage.not_saved_nothing": "Cette partie n’a pas pu être sauvegardée dans le navigateur : {why}. Rien "
                                         "n’en est encore enregistré ; elle reste sur cette page jusqu’à sa "
                                         "fermeture, alors exportez-la pour la garder.",
    "dialogs.storage.not_saved_kept": {
        "one": "Cette partie n’a pas pu être sauvegardée dans le navigateur : {why}. La dernière position "
               "sauvegardée (après {n} coup) est toujours enregistrée ; vos coups plus récents sont gardés sur cette "
               "page. Continuez à jouer, ou exportez la partie pour la garder.",
        "other": "Cette partie n’a pas pu être sauvegardée dans le navigateur : {why}. La dernière position "
                 "sauvegardée (après {n} coups) est toujours enregistrée ; vos coups plus récents sont gardés sur "
                 "cette page. Continuez à jouer, ou exportez la partie pour la garder.",
    },
    "dialogs.storage.export": "Exporter cette partie",
    "dialogs.storage.export_title": "Garder cette partie sous forme de texte ou de fichier",
    "dialogs.storage.in_memory": "Les parties ne sont pas sauvegardées dans ce navigateur ici : elles durent jusqu’à "
                                 "la fermeture de la page.",
    "dialogs.storage.unlisted": "La liste des parties sauvegardées n’a pas pu être lue dans le stockage de ce "
                                "navigateur cette fois-ci. Rien n’a été modifié : rechargez la page pour réessayer.",
    "dialogs.storage.unread": {
        "one": "{n} partie sauvegardée n’a pas pu être lue dans le stockage de ce navigateur cette fois-ci et n’est "
               "pas affichée. Rien n’a été modifié : rechargez la page pour réessayer.",
        "other": "{n} parties sauvegardées n’ont pas pu être lues dans le stockage de ce navigateur cette fois-ci et "
                 "ne sont pas affichées. Rien n’a été modifié : rechargez la page pour réessayer.",
    },
    # ---- garder les parties, démarrage rapide ----
    "dialogs.keep.persisted": "Votre navigateur conserve ces parties.",
    "dialogs.keep.may_clear": "Votre navigateur peut effacer ces parties s’il manque de place : sauvegardez-les.",
    "dialogs.keep.space": "Espace utilisé par ce site : {used}.",
    "dialogs.keep.space_of": "Espace utilisé par ce site : {used} sur {quota}.",
    "dialogs.keep.last_backup": "Dernière sauvegarde : {day}.",
    "dialogs.keep.no_backup": "Aucune sauvegarde pour l’instant.",
    "dialogs.faster.off": "Le démarrage rapide est désactivé : chaque visite démarre Python depuis le début.",
    "dialogs.faster.making": "Démarrage rapide : enregistrement en cours d’une copie des jeux déjà chargés dans ce navigateur "
                             "(environ 30 Mo)…",
    "dialogs.faster.kept": "Démarrage rapide : une copie des jeux démarrés est gardée dans ce navigateur, la "
                           "prochaine visite démarrera donc plus vite.",
    "dialogs.faster.kept_size": "Démarrage rapide : une copie des jeux démarrés ({size}) est gardée dans ce "
                                "navigateur, la prochaine visite démarrera donc plus vite.",
    "dialogs.faster.restored": "Grâce à cette copie, cette visite a démarré en {seconds} s.",
    "dialogs.faster.not_made": "Démarrage rapide : ce navigateur n’a pas gardé de copie des jeux démarrés ; chaque "
                               "visite démarre depuis le début.",
    "dialogs.faster.will": "Démarrage rapide : après cette visite, une copie des jeux démarrés (environ 30 Mo) est "
                           "gardée ici pour que la prochaine démarre plus vite.",
    "dialogs.faster.no_cache": "Le démarrage rapide n’est pas disponible : le stockage de cache de ce navigateur n’a pas "
                               "répondu à Vivarium, chaque visite part donc du début.",
    "dialogs.faster.unkept": "Démarrage rapide : ce navigateur n’a pas gardé la copie des jeux démarrés (une fenêtre "
                             "privée ne garde rien), elle n’est donc plus refaite ; chaque visite démarre depuis le "
                             "début.",
    "dialogs.faster.retry": "Réessayer",
    "dialogs.faster.clear": "L’effacer",
    "dialogs.faster.clear_title": "Supprimer la copie gardée : la prochaine visite démarre depuis le début et en "
                                  "garde une nouvelle",
    "dialogs.faster.turn_off": "Désactiver",
    "dialogs.faster.turn_on": "Activer (utilise environ 30 Mo)",
    # ---- parties sauvegardées ----
    "dialogs.saves.unread": "Cette partie sauvegardée n’a pas pu être lue dans le stockage du navigateur cette "
                            "fois-ci. Elle n’a pas été modifiée : rechargez la page pour réessayer.",
    "dialogs.saves.gone": "Cette partie sauvegardée n’existe plus.",
    "dialogs.saves.damaged": "Les données sauvegardées sont endommagées ({error}).",
    "dialogs.saves.not_readable": "Les données sauvegardées sont illisibles.",
    "dialogs.saves.unreadable": "Illisible.",
    # ---- enregistrements de parties ----
    "dialogs.record.not_record": "Ce n’est pas un enregistrement de partie de Vivarium.",
    "dialogs.record.newer": "Cette partie a été sauvegardée par une version plus récente de Vivarium (format "
                            "{format}).",
    "dialogs.record.unknown_format": "Format de sauvegarde inconnu : {format}.",
    "dialogs.record.unknown_game": "Jeu inconnu : {game}.",
    "dialogs.record.no_options": "L’enregistrement n’a pas de réglages.",
    "dialogs.record.no_seed": "L’enregistrement n’a pas de graine valide.",
    "dialogs.record.actions_damaged": "La liste des actions de l’enregistrement est endommagée.",
    "dialogs.record.too_many_moves": {
        "one": "L’enregistrement compte {n} coup, plus qu’aucune partie ne peut en avoir.",
        "other": "L’enregistrement compte {n} coups, plus qu’aucune partie ne peut en avoir.",
    },
    "dialogs.record.move_too_long": "La liste des actions de l’enregistrement est endommagée (un coup est bien trop "
                                    "long).",
    "dialogs.record.players_damaged": "La liste des joueurs de l’enregistrement est endommagée.",
    "dialogs.record.summary_damaged": "Le résumé de l’enregistrement est endommagé.",
    "dialogs.record.saved_at_damaged": "La date de sauvegarde de l’enregistrement est endommagée.",
    "dialogs.record.unknown_level": "Un joueur ordinateur a un niveau inconnu : {level}.",
    "dialogs.record.name_damaged": "Le nom d’un joueur de l’enregistrement est endommagé.",
    "dialogs.record.remote_damaged": "La liste des joueurs sur d’autres appareils de l’enregistrement est "
                                     "endommagée.",
    "dialogs.record.bad_options": "Les réglages sauvegardés ne sont pas valides : {why}",
    "dialogs.record.bad_move": "Le coup {n} ({action}) ne peut pas être rejoué : {why}",
    # ---- liens vers une partie partagée ----
    "dialogs.link.game.thing": "une partie partagée",
    "dialogs.link.game.kind": "une partie partagée de Vivarium",
    "dialogs.link.game.noun": "partie",
    "dialogs.link.empty": "Ce lien ne contient aucune {what}.",
    "dialogs.link.too_long": "Ce lien est trop long pour être {thing} ({size} caractères ; la limite est de "
                             "{limit}).",
    "dialogs.link.not_kind": "Ce lien n’est pas {kind}, ou il vient d’une version plus récente de Vivarium.",
    "dialogs.link.characters": "Ce lien est endommagé : il contient des caractères impossibles dans {thing}.",
    "dialogs.link.cut": "Ce lien est endommagé (il a peut-être été coupé lors de la copie).",
    "dialogs.link.bomb": "Ce lien se décompresse en bien plus de données qu’aucune {what} n’en contient : il n’a "
                         "pas été ouvert.",
    "dialogs.link.incomplete": "Ce lien est incomplet : il a été coupé lors de la copie.",
    "dialogs.link.unreadable": "Ce lien est endommagé (son texte est illisible).",
    "dialogs.link.game_too_long": "Cette partie est trop longue pour être partagée par un lien ({size} caractères ; "
                                  "la limite est de {limit}). Utilisez plutôt Exporter pour la partager sous forme "
                                  "de fichier.",
    "dialogs.link.cannot_open": "Impossible d’ouvrir cette partie partagée : {why}",
    "dialogs.link.record_damaged": "Impossible d’ouvrir cette partie partagée : son enregistrement est endommagé "
                                   "({error}).",
    "dialogs.link.not_finished": "Ce lien contient une partie qui n’est pas terminée ; seules les parties terminées "
                                 "peuvent être partagées et revues.",
}
