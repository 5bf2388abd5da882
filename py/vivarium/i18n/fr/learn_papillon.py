"""Français : la leçon de Papillon (clés « learn_papillon.… », games/papillon/lesson.py)."""

TEXTS = {
    "learn_papillon.take": "Bienvenue dans Papillon ! Vous jouez Azuré. D’abord la manche bleue : ramassez des cartes sur le tapis. Une carte de même valeur prend une carte du tapis. Choisissez votre 2 des Formes et ramassez le 2 des Serpents.",
    "learn_papillon.take_why": "Essayez la carte en surbrillance, puis la prise en surbrillance : votre 2 prend le 2 du tapis.",
    "learn_papillon.monarch_put": "Monarque ne pouvait rien prendre : il a posé son 4 des Formes sur le tapis.",
    "learn_papillon.sum": "Une carte qui vaut la somme de cartes du tapis les prend toutes : 4 + 1 = 5. Choisissez votre 5 des Formes et cumulez les deux.",
    "learn_papillon.sum_why": "Essayez la carte en surbrillance, puis la prise en surbrillance : 5 = 4 + 1 prend les deux cartes.",
    "learn_papillon.monarch_four": "Monarque a posé son 4 des Éléments.",
    "learn_papillon.must": "Vous ne pouvez jamais passer, et vous ne posez une carte que si aucune des vôtres ne prend rien. Rien ne prend le 4 : posez votre 2 des Découvertes.",
    "learn_papillon.must_why": "Essayez la carte en surbrillance : rien ne se prend, une carte doit donc être posée, et la leçon garde les autres.",
    "learn_papillon.monarch_plus": "Monarque a posé le Plus, un signe : chaque signe vaut 10 pour qui le ramasse.",
    "learn_papillon.sign": "Un signe relie deux cartes du tapis : 4 + 2 = 6. Choisissez votre 6 des Éléments, puis Combiner : vous prenez le 4, le 2 et le Plus. Cumuler laisserait le Plus.",
    "learn_papillon.sign_why": "Essayez la carte en surbrillance, puis Combiner en surbrillance : 4 + 2 = 6 prend aussi le Plus.",
    "learn_papillon.done": "La manche bleue dure jusqu’à la dernière carte ; vient ensuite la manche orange : posez vos cartes sur des suites (même valeur, une de plus ou une de moins) et gardez le moins de points en main. Continuez contre l’ordinateur (Facile) ; le bouton Conseil vous propose un coup.",
}
