"""Français : la section learn (clés « learn.… ») : les mots de la partie guidée (ui/learn.py).
Les mots de la leçon de chaque jeu sont dans sa propre section, ``learn_<jeu>``."""

TEXTS = {
    "learn.button": "Apprendre",
    "learn.button_of": "Apprendre {game} pas à pas",
    "learn.rules_button": "Apprendre en jouant",
    "learn.label": "Leçon : {game}",
    "learn.step_of": "Étape {n} sur {count}",
    "learn.watch": "Regardez jouer {who}.",
    "learn.skip": "Passer",
    "learn.skip_title": "Arrêter la leçon ici et continuer librement contre l’ordinateur",
    "learn.leave": "Quitter",
    "learn.keep": "Garder la partie",
    "learn.keep_title": "La continuer comme une partie enregistrée, dans vos parties",
    "learn.free_title": "{game} : à vous de jouer",
    "learn.restart": "Recommencer",
    "learn.restart_title": "Reprendre la leçon depuis sa première étape (cette partie n’est pas gardée)",
    "learn.kept": "Cette partie est maintenant l’une de vos parties enregistrées.",
    "learn.none": "Il n’y a pas de leçon pour « {game} ».",
    "learn.next": "Leçon suivante : {title}",
    "learn.part_of": "Apprendre {game} : {title}",
}
