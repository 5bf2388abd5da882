"""La page de règles de Lepidoptery en français, écrite d'après la page anglaise (``rules_page.py``)
et shared/rules/lepidoptery.md : les mêmes emplacements de figures, une légende française pour
chacune. Les termes sont ceux du catalogue (``i18n/fr/lepidoptery.py``)."""

from ...drawing.figures import house
from .rules import DECK_TABLE

HOUSE = house("fr")

_DECK = ", ".join(f"{copies}× {rank}" for rank, copies in sorted(DECK_TABLE.items()))

RULES_HTML = f"""
<h2>Lepidoptery</h2>
<p class="byline">Un jeu de David Karesh et Srinivas Vasudevan. Deux joueurs : <b>Clair</b> et <b>Sombre</b>.</p>

<h3>But du jeu</h3>
<p>Vous gagnez immédiatement par</p>
<ul>
<li><b>Quatre en ligne</b> : quatre de vos jetons alignés, à l’horizontale, à la verticale ou en diagonale ; ou</li>
<li><b>Plus de cartes</b> : vous jouez la dernière carte de votre main alors que votre pioche est vide elle aussi.</li>
</ul>

<h3>Cartes et plateau</h3>
<p>Chaque joueur a un paquet identique de 38 cartes de valeurs 1 à 10 et un <b>Joker</b>.
{HOUSE} le paquet contient {_DECK}.
Les cartes n’ont pas de couleur. Chaque joueur commence avec 12 cartes en main ; les 26 autres forment sa pioche.</p>
<p>Le plateau a cinq colonnes, une par type de combinaison : <b>Simple, Paire, Suite de 2, Brelan, Suite de 3</b>.
{HOUSE} chaque colonne a 4 cases ; le réglage « 5 rangées » donne une partie plus longue.</p>
<p>Chaque joueur a un <b>marqueur</b> qui indique le type qu’il a joué en dernier (ou Passe). Il commence hors de la
piste, ce qui compte comme Passe. {HOUSE} le premier joueur est tiré au hasard, sauf si les réglages de la nouvelle
partie en décident autrement ; le premier joueur est le <b>meneur</b>.</p>

<h3>Combinaisons</h3>
<table class="rules-table">
<thead><tr><th>Type</th><th>Cartes</th><th>Exemple</th></tr></thead>
<tbody>
<tr><td>Simple</td><td>1 carte</td><td>7</td></tr>
<tr><td>Paire</td><td>2 cartes de même valeur</td><td>6 6</td></tr>
<tr><td>Suite de 2</td><td>2 valeurs consécutives</td><td>4 5</td></tr>
<tr><td>Brelan</td><td>3 cartes de même valeur</td><td>8 8 8</td></tr>
<tr><td>Suite de 3</td><td>3 valeurs consécutives</td><td>1 2 3</td></tr>
</tbody></table>
<p>Les suites ne bouclent pas : 10–1 n’est pas une suite.</p>
<p>Le <b>Joker</b> remplace une carte de la valeur de votre choix, de 1 à 10, choisie quand vous le jouez, dans
n’importe quelle combinaison sauf un Simple (ainsi Joker + 7 peut former une Paire de 7, une Suite 6–7 ou une
Suite 7–8 ; le Joker ne peut pas être joué seul). Il compte comme une carte de la combinaison. Une fois joué, il
est retourné face cachée et ne peut plus servir ; il ne revient face visible que lorsque vous choisissez Passer et
piocher. Il ne vous quitte jamais et ne compte pas pour Plus de cartes.</p>

<h3>Battre la zone de jeu</h3>
<div class="rules-with-fig"><!-- figure: beat -->
<p>La zone de jeu contient la dernière combinaison de votre adversaire, ou rien. Votre combinaison la bat si sa
plus petite valeur est plus forte, ou si les plus petites valeurs sont égales et que la vôtre a plus de cartes.
Une combinaison du <b>même type</b> ne peut jamais y être jouée. Sur une zone de jeu vide, tout peut être joué.</p>
<p>Exemples : sur un Simple 5, on peut jouer une Paire de 5 ou une Suite 5–6, pas un Simple 6 (même type),
et une Paire de 4 ne le bat pas. Sur une Paire de 5, une Suite 5–6 ne la bat pas (même plus petite valeur, autant
de cartes), un Brelan de 5 la bat.</p></div>

<h3>Votre tour : une action sur deux</h3>
<div class="rules-with-fig rules-fig-row"><!-- figure: drop --><!-- figure: clear -->
<p><b>Jouer et placer</b> est permis si votre combinaison bat la zone de jeu, si son type n’est pas celui de votre
propre marqueur (sauf si votre marqueur est sur Passe ou hors de la piste) et si sa colonne a une case vide. Alors :</p>
<ol>
<li>votre combinaison va dans la zone de jeu (celle de votre adversaire est défaussée) ;</li>
<li>votre jeton tombe dans la case vide la plus basse de la colonne de cette combinaison ;</li>
<li>votre marqueur passe sur ce type ;</li>
<li>si vous avez quatre en ligne, ou si votre main et votre pioche sont toutes deux vides, vous gagnez immédiatement ;</li>
<li>si votre jeton a rempli sa colonne, toutes les <b>autres</b> colonnes pleines sont vidées.</li>
</ol></div>
<p><b>Passer et piocher</b> est permis quand vous ne pouvez pas ou ne voulez pas jouer, sauf que le <b>meneur</b>
(celui qui joue quand la zone de jeu est vide) ne peut pas passer s’il a une combinaison jouable. La zone de jeu
est défaussée, votre marqueur va sur Passe, votre Joker revient face visible et les <b>deux</b> joueurs complètent
leur main à 12 cartes depuis leur propre pioche ; un joueur qui a déjà 12 cartes ou plus pioche exactement une
carte (aucune si sa pioche est vide). Votre adversaire devient alors le meneur.</p>

<h3>Fin de la partie</h3>
<p>La partie s’arrête immédiatement sur Quatre en ligne ou Plus de cartes.
{HOUSE} si les deux pioches sont vides et que les quatre derniers tours ont tous été des Passer et piocher,
personne ne peut plus progresser et la partie est nulle ; l’écran de fin l’indique. (Avec au plus une colonne
pleine, cela ne peut en fait pas arriver : après deux passes de suite, le nouveau meneur vient de passer, son Joker
est donc face visible et il a toujours une combinaison qu’il doit jouer.)
{HOUSE} quand un même coup aligne quatre jetons et vide à la fois votre main et votre pioche, c’est une victoire par
Quatre en ligne.</p>

<h3>À l’écran</h3>
<ul>
<li>Sélectionnez des cartes de votre main (d’un clic, ou avec Tab puis Entrée/Espace) ; le panneau en dessous nomme
la ou les combinaisons qu’elles forment et propose de jouer chacune, ou dit pourquoi elle ne peut pas être jouée.
Les colonnes où vous pouvez jouer sont mises en évidence ; choisissez-en une pour y jouer. Quand le Joker peut
valoir deux valeurs dans la même colonne, on vous demande laquelle.</li>
<li>Votre main est triée par valeur. La main de votre adversaire n’apparaît jamais sur votre écran : vous voyez
combien de cartes il a en main et combien il en reste dans chaque pioche.</li>
<li>{HOUSE} à deux sur un même appareil, un écran « passez l’appareil » cache les cartes entre les tours ; le joueur
suivant montre ses propres cartes quand il est prêt.</li>
<li><b>Annuler</b> reprend votre dernier coup, mais plus une fois que des cartes ont été vues : pas après un Passer et piocher
qui a fait piocher des cartes, pas après la réponse de votre adversaire (son coup a montré certaines de ses cartes ;
contre l’ordinateur, vous pouvez annuler tant qu’il réfléchit encore), et pas une fois la partie terminée.</li>
</ul>
"""

CAPTIONS = {
    "beat": "Le Simple 9 de Sombre est dans la zone de jeu : une Paire de 9 le bat (même plus petite valeur, plus de "
            "cartes), un autre Simple jamais.",
    "drop": "Clair joue la Paire de 9 : son jeton tombe dans la case vide la plus basse de la colonne Paire.",
    "clear": "La Paire de 7 de Sombre remplit la colonne Paire : toutes les autres colonnes pleines, ici la colonne "
             "Brelan, sont vidées ; leurs jetons sont dessinés en pâle.",
}
