"""La page des règles de Pond en français, écrite d’après la page anglaise (``rules_page.py``) et
shared/rules/pond.md : les mêmes emplacements de figures, et la légende française de chacune.
"""

from ...drawing.figures import house

HOUSE = house("fr")

RULES_HTML = f"""
<h2>Pond</h2>
<p class="byline">Un jeu de David Rose, publié par Grubfellow Games (2024). Deux joueurs : <b>Clair</b> et <b>Sombre</b>.</p>

<h3>But du jeu</h3>
<p>Être le premier à réunir le nombre de pièces visé dans sa pile de score.</p>

<h3>Pièces et plateaux</h3>
<p>Chaque pièce est un dé à trois faces : <b>Œuf</b>, <b>Têtard</b> ou <b>Grenouille</b>, de la couleur de son
propriétaire. Toutes vos pièces commencent dans votre <b>réserve</b>. Les pièces marquées quittent le jeu
définitivement.</p>
<table class="rules-table">
<thead><tr><th>Plateau</th><th>Taille</th><th>Œufs par joueur</th><th>Victoire à</th></tr></thead>
<tbody>
<tr><td>Pond</td><td>5×5</td><td>15</td><td>10 marquées</td></tr>
<tr><td>Petit Pond</td><td>4×4</td><td>11</td><td>7 marquées</td></tr>
<tr><td>Petit Pond 13</td><td>4×4</td><td>13</td><td>10 marquées</td></tr>
</tbody></table>
<p>Le Petit Pond peut se jouer <b>au meilleur des 3 manches</b>, le premier joueur alternant d’une manche
à l’autre.</p>

<h3>Votre tour : Action, Développement, Score</h3>
<div class="rules-with-fig"><!-- figure: frog -->
<p><b>Action</b>, exactement une parmi :</p>
<ul>
<li><b>Poser un Œuf</b> de votre réserve sur n’importe quelle case vide.</li>
<li><b>Déplacer un de vos Têtards</b> d’une case vers le haut, le bas, la gauche ou la droite, sur une case vide.</li>
<li><b>Déplacer une de vos Grenouilles</b> de 1 ou 2 cases en ligne droite (vers le haut, le bas, la gauche ou
la droite). La case d’arrivée doit être vide ; lors d’un déplacement de 2 cases, la Grenouille peut sauter
par-dessus ce qui se trouve entre les deux, et elle peut aussi traverser une case intermédiaire vide.</li>
</ul>
<p>Les Œufs posés sur le plateau ne se déplacent jamais. Vous ne déplacez que les pièces de votre couleur.</p></div>
<div class="rules-with-fig"><!-- figure: develop -->
<p><b>Développement</b> : chaque pièce voisine (en haut, en bas, à gauche, à droite) de la case où se trouve
maintenant votre pièce avance d’un stade, quelle que soit sa couleur : Œuf → Têtard → Grenouille → Œuf. La
pièce que vous avez posée ou déplacée ne se développe pas.</p></div>
<div class="rules-with-fig"><!-- figure: score -->
<p><b>Score</b> : toute ligne droite (rangée ou colonne) de <b>3 symboles identiques ou plus</b>, côte à côte,
de n’importe quelle couleur, est retirée d’un coup. Chaque pièce retirée va dans la pile de score de
<b>son propriétaire</b> : vous pouvez donc marquer pour votre adversaire. Là où deux lignes se croisent, la
pièce commune ne compte qu’une fois : un « + » de cinq pièces en marque cinq. Il n’y a pas de réaction en
chaîne : un seul développement, un seul score.</p></div>

<h3>Fin de la partie</h3>
<ul>
<li>Le joueur dont la pile de score atteint le nombre visé gagne aussitôt.</li>
<li>{HOUSE} si un même score amène les deux joueurs au nombre visé, celui qui a le plus de pièces marquées
gagne ; en cas d’égalité, la partie est nulle.</li>
<li><b>Élimination</b> : un joueur qui n’a aucune action possible au début de son tour (plus d’Œuf ou plus
de case vide, et aucun Têtard ni aucune Grenouille qui puisse bouger) perd.</li>
<li>{HOUSE} le premier joueur est tiré au hasard, sauf si vous choisissez Clair ou Sombre dans la fenêtre
de nouvelle partie ; au meilleur des 3 manches, le premier joueur alterne.</li>
<li>{HOUSE} un match au meilleur des 3 s’arrête dès qu’un joueur a gagné 2 manches. Une manche nulle ne
compte pour personne ; après 3 manches, le joueur qui a gagné le plus de manches remporte le match, et
l’égalité donne un match nul. Le meilleur des 3 est proposé pour les deux plateaux 4×4.</li>
<li>{HOUSE} il n’y a ni règle de répétition ni limite de coups : si les deux joueurs continuent de déplacer
Grenouilles et Têtards sans marquer, la partie continue jusqu’à ce que quelqu’un marque ou n’ait plus de
coup possible.</li>
</ul>

<h3>À l’écran</h3>
<p>Choisissez une case vide pour y poser un Œuf, ou l’un de vos Têtards ou l’une de vos Grenouilles puis
une case mise en évidence pour l’y déplacer. Après chaque tour, les pièces qui se sont développées portent
une petite flèche et les pièces marquées s’effacent là où elles se trouvaient ; le journal raconte ce qui
s’est passé. Les cases sont nommées par la lettre de leur colonne (a, b, c…) et le numéro de leur rangée
(1 en haut).</p>
"""

CAPTIONS = {
    "frog": "La Grenouille sombre en c3 peut se déplacer de 1 ou 2 cases en ligne droite : en c2, c1 ou d3, "
            "ou par-dessus l’Œuf de b3 jusqu’en a3.",
    "develop": "Sombre pose un Œuf en c3 et ses voisins se développent, quelle que soit leur couleur : "
               "b3 Œuf → Têtard, d3 Têtard → Grenouille, c4 Grenouille → Œuf.",
    "score": "Clair pose un Œuf en b4 : b3 devient un Têtard, et a3–b3–c3, trois Têtards en ligne, "
             "sont marqués : deux pour Sombre, un pour Clair.",
}
