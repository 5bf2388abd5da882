"""Français : la leçon d’Arctic (clés « learn_arctic.… », games/arctic/lesson.py)."""

TEXTS = {
    "learn_arctic.place": "Bienvenue dans Arctic ! Vous jouez Glace. À chaque tour, vous posez des cartes de votre main sur votre pile : celle du dessus est votre animal visible. Vous n’en avez pas encore, vous posez donc 1 carte. Posez le Morse.",
    "learn_arctic.place_why": "Essayez la carte en surbrillance, le Morse : la leçon le suit. Vous jouerez librement à la fin.",
    "learn_arctic.move": "Votre Morse déplace maintenant deux jetons sur le Paysage, le sien et celui de son animal associé (le Renard), en sens opposés. Votre totem secret est le Morse : à la fin, vous marquez la carte sous son jeton (★). Envoyez-le à droite, sur 6.",
    "learn_arctic.move_why": "Essayez le choix en surbrillance : le Morse va à droite, vers les cartes valant 10 et 15, car c’est votre totem.",
    "learn_arctic.power": "Votre Morse visible vous a apporté sa carte Pouvoir. Morse, face A : après le déplacement, son jeton peut avancer d’une carte de plus. Envoyez-le encore à droite, sur 10.",
    "learn_arctic.power_why": "Essayez le choix en surbrillance : une carte de plus à droite met votre totem sur 10.",
    "learn_arctic.river": "Piochez maintenant : la valeur de pioche du Morse est 3, vous prenez donc 3 cartes de la Rivière, une à une. Prenez d’abord l’autre Morse.",
    "learn_arctic.river_why": "Essayez le Morse en surbrillance : deux Morses sur votre pile formeront une série.",
    "learn_arctic.runs": "Les séries rapportent : la plus longue série de chaque animal sur votre pile, 2 d’affilée → 1 point, 3 → 3, 4 → 6, 5 → 10, 6 ou plus → 15. Prenez cet Élan : vous en avez déjà un.",
    "learn_arctic.runs_why": "Essayez l’Élan en surbrillance : avec celui de votre main, il peut former une série.",
    "learn_arctic.variety": "Prenez un troisième Élan. Les séries de plusieurs animaux rapportent aussi : le nombre d’animaux ayant une série de 2 ou plus compte selon le même barème (diversité).",
    "learn_arctic.variety_why": "Essayez l’Élan en surbrillance : trois Élans peuvent former une série de 3.",
    "learn_arctic.aurora": "Aurore a posé un Ours polaire (valeur de pioche 1), déplacé ses jetons et pris 1 carte. La Rivière a été complétée.",
    "learn_arctic.count": "À vous : vous posez autant de cartes que la valeur de pose de votre animal visible, 3 pour ce Morse. Posez d’abord le Morse : deux d’affilée commencent une série.",
    "learn_arctic.count_why": "Essayez le Morse en surbrillance : posé sur votre Morse, il forme une série de 2.",
    "learn_arctic.done": "Voilà Arctic : poser, déplacer les jetons, prendre dans la Rivière. Posez encore 2 cartes, puis continuez contre l’ordinateur (Facile) ; le bouton Conseil vous propose un coup. Séries, diversité et totem rapportent ; chaque carte de Pénalité coûte 1 point.",
}
