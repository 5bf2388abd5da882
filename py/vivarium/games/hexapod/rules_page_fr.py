"""The French rules page for Hexapod: the same page as rules_page.py (same slots, same marks, the
same deck list), in French: la vitrine, les piles, les pièces, Clair et Sombre, and the insects'
French names (Bleu, Vert, Doré, Chrysomèle, Bousier, Lucane, Papillon de nuit, l’Araignée)."""

from ...drawing.figures import house
from .cards import CARD_TABLE

HOUSE = house("fr")

_NAMES = {"B": "Bleu", "G": "Vert", "Y": "Doré", "R": "Chrysomèle", "D": "Bousier"}


def _row(two):
    if two == "SS":
        return "Lucane"
    if two == "MM":
        return "Papillon de nuit"
    return f"{_NAMES[two[0]]}, {_NAMES[two[1]]}"


_DECK_ROWS = "".join(f"<tr><td>{i + 1}</td><td>{_row(c[:2])}</td><td>{_row(c[2:])}</td></tr>" for i, c in enumerate(CARD_TABLE))

RULES_HTML = f"""
<h2>Hexapod : le curieux passe-temps de l’entomologie</h2>
<p class="byline">Un jeu de Mike Kay (règle bêta). Deux joueurs : <b>Clair</b> et <b>Sombre</b>, qui garnissent
chacun leur propre vitrine d’insectes à partir de trois piles communes.</p>

<h3>But du jeu</h3>
<p>Avoir la vitrine qui vaut le plus de points à la fin de la partie. Seule la couche supérieure de cartes
compte.</p>

<h3>La vitrine et les cartes</h3>
<p>{HOUSE} la vitrine est une grille de <b>6 colonnes × 6 lignes</b> de cases (colonnes a à f, lignes 1 à 6 depuis
le haut). Une carte fait <b>2 × 2 cases</b>. Les cartes se posent en suivant les lignes de la grille, entièrement
dans la vitrine, avec n’importe quel décalage d’un nombre entier de cases, et ne sont jamais tournées. Une
nouvelle carte recouvre tout ce qu’elle chevauche.</p>
<p>Chaque case d’une carte porte un petit insecte : un scarabée <b>Bleu</b>, <b>Vert</b> ou <b>Doré</b>, un
<b>Bousier</b> noir, ou un couple de <b>Chrysomèles</b> rouges. Un <b>Lucane</b> (cerf-volant) ou un
<b>Papillon de nuit</b> est grand : il remplit les deux cases d’une rangée de sa carte.</p>
<p>Les dessins distinguent les espèces sans la couleur : les scarabées Bleus ont le dos fendu, les Verts quatre
taches, les Dorés des bandes en travers ; les Chrysomèles vont par deux ; le Bousier roule sa boule ; le Lucane a
des bois et le Papillon de nuit des ailes.</p>

<h3>Mise en place</h3>
<p>Chaque joueur a une vitrine vide et <b>3 pièces</b>. On met l’Araignée de côté et on mélange les 41 cartes
d’insectes ; 8 d’entre elles sont mélangées avec l’Araignée (9 cartes), les 33 autres sont réparties en trois
piles de 11, trois des neuf vont sur chaque pile, et les piles sont retournées face visible. Ainsi, l’Araignée
est parmi les <b>trois dernières</b> cartes d’une pile, sans que personne sache où. Seule la carte du dessus de
chaque pile est visible.</p>
<p>{HOUSE} le premier joueur est tiré au hasard, sauf si les réglages de la nouvelle partie en décident autrement.
Le premier joueur prend en main la carte du dessus de la pile de son choix, puis le second joueur fait de même,
et le premier joueur joue alors le premier tour.</p>

<h3>Votre tour : une action parmi trois</h3>
<ol>
<li><b>Piocher et jouer.</b> Prenez en main la carte du dessus d’une pile (vous avez alors deux cartes), puis
posez l’une de vos deux cartes dans votre vitrine. L’autre carte reste en main.
{HOUSE} vous ne pouvez piocher que si l’une des deux cartes peut ensuite être posée (les cartes du dessus sont
visibles, on le sait donc avant de piocher). Vous ne pouvez jamais jouer sans piocher.</li>
<li><b>Dépenser une pièce.</b> Déplacez la carte du dessus d’une pile sur une autre pile, ce qui découvre une
nouvelle carte. Ensuite, piochez et jouez comme ci-dessus, ou terminez votre tour. {HOUSE} une pièce au plus par
tour.</li>
<li><b>Passer.</b> Vous êtes hors jeu pour de bon ; votre adversaire continue de jouer ses tours jusqu’à ce
qu’il passe à son tour ou que l’Araignée soit révélée.</li>
</ol>
<p>Si vous ne pouvez pas piocher et jouer, et que vous n’avez pas de pièce (ou aucune carte qu’une pièce peut
déplacer), vous devez passer. Avec une pièce et une carte déplaçable, vous pouvez toujours dépenser la pièce et
terminer votre tour : vous n’êtes donc jamais obligé de passer.</p>

<h3>Piles vides</h3>
<p>{HOUSE} les trois emplacements de pile restent sur la table toute la partie. Un emplacement vide ne permet pas
de piocher et ne peut pas être l’origine du déplacement d’une pièce, mais une pièce peut y déplacer une carte, ce
qui en refait une pile.</p>

<h3>Poser une carte</h3>
<div class="rules-with-fig"><!-- figure: place -->
<ul>
<li>Votre <b>première carte</b> peut aller n’importe où dans la vitrine.</li>
<li>Chaque carte suivante doit <b>recouvrir directement au moins un insecte de la même espèce</b> : un petit
insecte sur un petit insecte visible de la même espèce, ou un Lucane exactement sur un Lucane visible (les deux
cases), un Papillon de nuit exactement sur un Papillon de nuit visible. La carte peut aussi recouvrir d’autres
insectes.
{HOUSE} un Papillon de nuit posé exactement sur un Lucane (ou un Lucane sur un Papillon de nuit) n’est pas une
correspondance ; c’est un recouvrement complet, permis seulement si la carte correspond aussi ailleurs.</li>
<li>Un <b>Bousier</b> visible ne peut être recouvert que par un Bousier. Choisissez bien où vous les mettez : ils
y restent pour de bon.</li>
<li>Un <b>Lucane ou un Papillon de nuit</b> visible n’est jamais recouvert en partie : une carte recouvre ses deux
cases ou aucune.</li>
<li>Les cases vides peuvent être recouvertes librement.</li>
</ul>
<p>À l’écran : sélectionnez l’une de vos deux cartes ; chaque emplacement où elle peut aller affiche un point.
Survolez un point (ou atteignez-le avec les flèches) pour voir la carte à cet endroit et ce qu’elle rapporterait,
par exemple « +6 : ligne de 3 verts » ; cliquez (ou appuyez sur Entrée) pour la poser.</p></div>

<h3>L’Araignée et la fin de la partie</h3>
<p>{HOUSE} l’Araignée ne peut jamais être prise en main ni être la carte que déplace une pièce ; les cartes qui
sont sous elle ne sont jamais jouées.</p>
<p>L’Araignée est <b>révélée</b> quand elle devient la carte du dessus d’une pile, après une pioche ou le
déplacement d’une pièce. Le joueur dont c’est le tour termine ce tour ; puis l’adversaire, s’il n’a pas passé,
joue <b>un dernier tour</b> (un tour normal, qu’il peut aussi refuser), et la partie se termine. Une pièce peut
déplacer une carte sur l’Araignée (pour la « recouvrir »), mais la partie se termine quand même. La partie se
termine aussi quand les deux joueurs ont passé.</p>

<h3>Décompte (seule la couche supérieure visible compte)</h3>
<div class="rules-with-fig"><!-- figure: score -->
<ul>
<li><b>Bleu 1, Vert 2, Doré 3.</b> {HOUSE} dans chaque ligne et chaque colonne, chaque série ininterrompue d’au
moins 2 scarabées d’une même couleur rapporte sa longueur × la valeur. Un scarabée peut marquer dans sa ligne et
dans sa colonne. Un scarabée seul ne rapporte rien ; Bleu–Doré–Bleu dans une ligne ne rapporte rien pour cette
ligne. Un bloc de 2 × 3 Bleus rapporte 12 (deux lignes de 3, trois colonnes de 2).</li>
<li><b>Chrysomèles :</b> chaque case rouge rapporte 1, plus 1 pour chaque case rouge parmi ses 8 voisines
(diagonales comprises). Deux cases rouges côte à côte rapportent 2 × (1 + 1) = 4.</li>
<li><b>Lucane, Papillon de nuit :</b> 5 chacun (entier et visible).</li>
<li><b>Bousier :</b> 0. <b>Pièces non dépensées :</b> 2 chacune. La carte restée en main ne rapporte rien.</li>
</ul>
<p>Le plus gros total l’emporte. {HOUSE} une égalité est un match nul.</p>
<p>À l’écran, les séries qui marquent sont entourées sur chaque vitrine ; l’écran de fin donne chaque catégorie
pour les deux joueurs.</p></div>

<h3>Ce qui est caché</h3>
<p>Les deux vitrines, les deux mains (chaque carte en main était une carte visible du dessus d’une pile quand elle
a été prise), les pièces, les cartes du dessus des piles, la hauteur de chaque pile et la liste des cartes
ci-dessous sont publiques. L’ordre des cartes sous chaque carte du dessus, et l’endroit où se trouve l’Araignée,
sont cachés aux deux joueurs. {HOUSE} une carte vue sur le dessus puis recouverte par le déplacement d’une pièce
reste connue (tout le monde l’a vue passer dessous), et l’écran l’indique sous « Vu en dessous ». Le joueur
ordinateur ne regarde jamais sous les cartes du dessus : il raisonne à partir de la liste des cartes, des cartes
vues et de la hauteur des piles. Comme rien n’est secret pour un seul joueur, deux personnes sur un même appareil
n’ont pas besoin de l’écran « passez l’appareil ».</p>

<h3>Annuler</h3>
<p>{HOUSE} vous pouvez reprendre votre pose, mais pas une pioche ni le déplacement d’une pièce qui a découvert une
carte que personne n’avait vue.</p>

<h3>Les cartes</h3>
<p>{HOUSE} la planche de cartes originale n’est pas disponible ; Vivarium utilise donc ces 41 cartes d’insectes,
plus l’Araignée, faites selon les nombres fixés par notre lecture de la règle : 6 cartes Lucane et 6 cartes
Papillon de nuit (3 de chaque avec le grand insecte dans la rangée du haut, 3 dans la rangée du bas), 29 cartes
de quatre petits insectes ; 140 petits insectes en tout : Bleu 44, Vert 36, Doré 22, Chrysomèles 20, Bousier 18 ;
aucune carte ne montre une seule espèce dans toutes ses cases ni plus de deux Bousiers.</p>
<div class="table-scroll"><table class="rules-table hx-deck">
<thead><tr><th>#</th><th>Rangée du haut</th><th>Rangée du bas</th></tr></thead>
<tbody>{_DECK_ROWS}</tbody></table></div>
"""

CAPTIONS = {
    "place": "La carte piochée par Clair (Chrysomèle, Bleu / Vert, Doré) peut aller sur n’importe lequel des 6 "
             "points : chaque emplacement recouvre au moins un insecte de la même espèce.",
    "score": "Les séries entourées rapportent : ligne de 3 dorés, 3 × 3 = 9 ; ligne de 2 verts, 2 × 2 = 4 ; "
             "ligne de 2 bleus, 2 × 1 = 2.",
}
