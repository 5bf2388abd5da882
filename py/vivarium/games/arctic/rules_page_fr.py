"""The French rules page for Arctic: the same page as rules_page.py (same slots, same marks), with
the terms of the French edition (Ludonaute): cartes Animal, valeur de pose, animal associé,
Paysage, Rivière, carte Pouvoir, animal totem, séries."""

from ...drawing.figures import house
from .pictures import power_rows

HOUSE = house("fr")

# The power cards, side A and side B: the words the table shows them in (the catalogue)
_POWERS = power_rows("fr")

RULES_HTML = f"""
<h2>Arctic</h2>
<p class="byline">Un jeu de Cédric Lefebvre (Ludonaute, 2024). De deux à quatre joueurs.</p>

<h3>But du jeu</h3>
<p>Formez de longues séries du même animal dans votre <b>pile personnelle</b>, réunissez plusieurs séries
différentes, guidez les jetons Animal pour que votre <b>animal totem</b> secret finisse sur une carte Paysage de
grande valeur, et évitez les cartes de <b>Pénalité</b>. Le plus gros total l’emporte.</p>

<h3>Matériel</h3>
<ul>
<li><b>Six animaux</b> : le Renard, l’Élan, le Morse, l’Orque, le Macareux et l’Ours polaire.</li>
<li>Des <b>cartes Animal</b> en quatre lots de 30 (on utilise un lot par joueur). Une carte montre son animal,
une <b>valeur de pioche</b> de 1 à 5, une <b>valeur de pose</b> (6 − valeur de pioche) et un <b>animal
associé</b>. À l’écran, le nombre carré est la valeur de pose, le nombre rond la valeur de pioche, et « + »
désigne l’animal associé. {HOUSE} les animaux associés suivent le schéma de la version Board Game Arena ; ils
n’ont pas été comparés aux cartes imprimées.</li>
<li>Le <b>Paysage</b> : six cartes en ligne qui valent <b>0, 1, 3, 6, 10 et 15</b> points. Les six jetons Animal
commencent sur la carte qui vaut 3.</li>
<li>Six <b>totems</b>, un par animal : chaque joueur en reçoit un au hasard, en secret.</li>
<li>Six <b>cartes Pouvoir</b> recto verso, une par animal (voir plus bas).</li>
</ul>

<h3>Mise en place</h3>
<p>Mélangez les lots utilisés. {HOUSE} 5 × (joueurs − 1) cartes sont mises de côté face cachée pour former la
<b>Réserve</b> ; les autres forment la <b>pioche</b> (version Board Game Arena). {HOUSE} chaque joueur reçoit 3
cartes en main (version Board Game Arena) et un totem secret. Six cartes sont posées face visible pour former la
<b>Rivière</b>. Chaque carte Pouvoir est posée sur une face tirée au hasard, sauf si les réglages de la nouvelle
partie choisissent toutes les faces A, toutes les faces B ou la face de chacune. Le premier joueur est tiré au
hasard. Chaque joueur a une pile personnelle (face visible ; sa carte du dessus est son <b>animal visible</b>) et
une pile de Pénalité (face cachée). Personne n’a d’animal visible au début.</p>

<h3>Un tour de jeu</h3>
<div class="rules-with-fig"><!-- figure: move -->
<ol>
<li><b>Poser</b> des cartes de votre main sur votre pile personnelle, une à une dans l’ordre de votre choix :
autant que la <b>valeur de pose de votre animal visible au début du tour</b> (1 si vous n’en avez pas). Si votre
main s’épuise avant, les cartes manquantes viennent de la pioche directement dans votre pile de Pénalité. Si
votre main est vide au début de votre tour, vous prenez toute la valeur de pose en pénalité et gardez votre
animal visible. {HOUSE} vous continuez ensuite avec les étapes 2 à 4 comme d’habitude.</li>
<li><b>Prendre la carte Pouvoir</b> de votre (nouvel) animal visible, sur la table ou chez le joueur qui
l’a. Vous pouvez en avoir plusieurs.</li>
<li><b>Déplacer les jetons</b> : le jeton de l’animal de la carte visible et le jeton de son animal associé se
déplacent chacun d’une carte Paysage, dans des <b>sens opposés</b>. Vous choisissez le sens du jeton de
l’animal principal ; un sens n’est permis que si aucun des deux jetons ne sort du Paysage. Si les deux jetons
sont sur la même carte d’extrémité, ils se déplacent tous les deux d’une carte vers l’intérieur. Plusieurs
jetons peuvent partager une carte.</li>
<li><b>Piocher</b> : prenez des cartes dans la Rivière une à une, autant que la <b>valeur de pioche</b> de la
carte visible (moins si la Rivière s’épuise). Si vous avez alors plus de 7 cartes en main, mettez des cartes de
votre choix dans votre pile de Pénalité jusqu’à en avoir 7. {HOUSE} la Rivière est complétée à six cartes à la
fin du tour (version Board Game Arena).</li>
</ol></div>
<p>Les pouvoirs pris pendant un tour agissent aux étapes 3 et 4 de ce tour ; ceux qui agissent à l’étape 1
(Renard, Macareux, Élan B) agissent à partir de votre tour suivant. {HOUSE} l’étape qui précède la pose (le
bouton <b>Prêt</b>) n’est proposée que si vous avez le Macareux ou l’Élan sur la face B ; sinon votre tour
commence par la pose.</p>

<h3>Cartes Pouvoir</h3>
<p>Utiliser un pouvoir est toujours facultatif.</p>
<table class="rules-table">
<thead><tr><th>Animal</th><th>Face A</th><th>Face B</th></tr></thead>
<tbody>{_POWERS}</tbody>
</table>
<ul>
<li><b>Renard</b> : {HOUSE} le Renard agit sur la <b>dernière carte que vous posez de votre main</b>, y compris
quand votre main s’épuise avant votre valeur de pose et que le reste vient de la pioche en pénalité. Les faces A
et B peuvent servir même quand vous ne posez qu’une carte ; après le Renard A ou B avec une seule carte, votre
carte visible ne change pas. Le Renard A est impossible sans carte visible et quand la carte visible est
elle-même face cachée. Une carte Renard face cachée compte comme <b>n’importe quel animal</b> au décompte et peut
compter dans deux séries. {HOUSE} une série doit quand même avoir au moins une carte face visible de son
animal : une carte face cachée seule ne forme pas de série. {HOUSE} une carte face cachée qui se retrouve sur le
dessus d’une pile compte comme valeur de pose 1 et valeur de pioche 1, et ne déplace aucun jeton.</li>
<li><b>Élan</b> : la valeur modifiée peut tomber à 0, jamais en dessous. Poser 0 carte garde la même carte
visible, dont le pouvoir, les jetons et la valeur de pioche s’appliquent alors. Piocher 0 carte est permis.
L’Élan B −1 réduit aussi d’une carte une pénalité pour cartes manquantes, et +1 l’augmente. {HOUSE} il en va de
même pour la pénalité d’une main vide.</li>
<li><b>Orque</b> : {HOUSE} avec la face A, la Rivière est complétée d’elle-même après chaque carte que vous
prenez. La face B permet que n’importe laquelle de vos cartes piochées soit la première carte de la pioche, que
vous seul voyez.</li>
<li><b>Ours polaire</b> : la face A permet de piocher dans votre propre pile de Pénalité pour reprendre des
cartes en main. {HOUSE} avec la face B, la carte que vous donnez est la carte <b>la plus récente</b> de votre pile
de Pénalité.</li>
</ul>

<h3>Fin de la partie</h3>
<ul>
<li>Chaque fois qu’une carte doit venir de la pioche (pour compléter la Rivière, pour une pénalité, avec
l’Orque B) alors que la pioche est vide et que la Réserve est encore de côté, la <b>Réserve devient la
pioche</b> à ce moment-là et la fin de partie est déclenchée. Le tour en cours continue avec elle. Les cartes
manquantes ne sont sautées qu’une fois la Réserve épuisée elle aussi. {HOUSE} ce déclenchement suit le résumé
des règles ; la version Board Game Arena le déclenche un complément de Rivière plus tôt.</li>
<li>On joue jusqu’à la fin du tour de table (jusqu’à ce que ce soit de nouveau au premier joueur).</li>
<li>Puis chaque joueur joue <b>un dernier tour sans piocher</b> : poser, prendre la carte Pouvoir, déplacer les
jetons. {HOUSE} dans ce dernier tour, on ne pioche pas dans la Rivière, on ne pioche pas avec l’Orque B, l’Ours
polaire n’agit pas et la Rivière n’est pas complétée ; les cartes manquantes à la pose vont quand même dans la
pile de Pénalité tant que la pioche a des cartes ; l’échange du Macareux A reste permis (ce n’est pas une
pioche).</li>
<li>Puis vient le décompte. {HOUSE} les cartes restées en main ne rapportent rien (version Board Game
Arena).</li>
</ul>

<h3>Décompte</h3>
<div class="rules-with-fig"><!-- figure: runs -->
<p>Un seul barème pour les deux premières lignes : une longueur de 2 rapporte 1, 3 → 3, 4 → 6, 5 → 10, 6 ou
plus → 15 (1 rapporte 0).</p>
<ol>
<li><b>Séries</b> : pour chaque animal, la plus longue série de cartes consécutives de cet animal dans votre
pile personnelle (dans l’ordre où vous l’avez construite) rapporte des points selon le barème.</li>
<li><b>Diversité</b> : le nombre d’animaux qui vous ont donné une série de 2 ou plus rapporte des points selon
le même barème.</li>
<li><b>Totem</b> : la valeur de la carte Paysage sous le jeton de votre animal totem.</li>
<li><b>Pénalité</b> : −1 par carte de votre pile de Pénalité.</li>
</ol>
<p>Exemple : une pile (de bas en haut) Renard, Renard, Renard, Orque, Orque, Élan rapporte Renard 3 → 3,
Orque 2 → 1 et diversité 2 animaux → 1 : 5 points avant le totem et les pénalités.</p></div>
<p>Le plus gros total l’emporte. En cas d’égalité, la victoire revient au joueur à égalité qui vient le premier
dans l’ordre du tour à partir du premier joueur.</p>

<h3>Ce que voit chaque joueur</h3>
<p>{HOUSE} tout le monde voit chaque pile personnelle en entier et dans l’ordre (une carte Renard face cachée ne
montre que son dos aux autres), le nombre de cartes en main et dans les piles de Pénalité, la Rivière, les
jetons, qui a quelle carte Pouvoir et sur quelle face, et le nombre de cartes de la pioche et de la Réserve. Vous
seul voyez votre main, votre totem, les faces de vos propres cartes Renard face cachée et votre propre pile de
Pénalité. Personne ne voit l’ordre de la pioche ni de la Réserve, ni les totems inutilisés. Les joueurs
ordinateur jouent selon les mêmes règles : ils ne regardent jamais la main, le totem ni la pile de Pénalité de
quelqu’un d’autre. Quand plusieurs personnes partagent un même appareil, un écran « passez l’appareil » cache
les cartes du joueur précédent entre les tours.</p>

<h3>À l’écran</h3>
<ul>
<li>Chaque décision se fait en un clic : une carte de votre main pour la poser (ou pour la mettre dans votre pile
de Pénalité au-delà de la limite de main), une carte de la Rivière pour la prendre, et des boutons pour tout le
reste. Les sens de déplacement des jetons sont montrés par des jetons numérotés en pointillés sur le Paysage :
choisissez-en un, ou son bouton.</li>
<li>Votre pile est montrée en entier ; « Afficher toutes les piles en entier » montre celles de tout le monde,
dans l’ordre depuis le bas, avec les cartes posées ce tour-ci mises en évidence.</li>
<li>Tout se fait aussi au clavier : Tab jusqu’à une carte ou un bouton, puis Entrée ou Espace.</li>
</ul>
"""

CAPTIONS = {
    "move": "La nouvelle carte visible d’Aurore est un Renard associé à l’Ours polaire : les deux jetons se déplacent "
            "d’une carte en sens opposés, selon l’un des deux choix numérotés.",
    "runs": "La pile d’Aurore, de bas en haut : Morse 3 rapporte 3, Élan 2 rapporte 1, et 2 animaux avec une série "
            "rapportent 1 de diversité.",
}
