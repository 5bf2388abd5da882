"""The French rules page for Papillon: the same page as rules_page.py (same slots, same marks),
in the words of the original French rulebook (../shared/seeds/papillon-regle-fr.txt) wherever
the same rule is there: manche bleue / orange, ramasser, cumuler, combiner, l’assiette, les
suites, Mode Carnage, Mode Apocalypse… Papillon is a French game."""

from ...drawing.figures import house

HOUSE = house("fr")

RULES_HTML = f"""
<h2>Papillon</h2>
<p class="byline">Un jeu de cartes pour deux à cinq joueurs, en équipes à partir de quatre (éditeur : papillon-lejeu.fr).
Une partie se joue en deux manches, la <b>manche bleue</b> (faire des plis, marquer le plus de points possible)
et la <b>manche orange</b> (se défausser sur des suites, marquer le moins de points possible). Votre score de
partie est votre score de manche bleue moins votre score de manche orange. Le formulaire de nouvelle partie
propose aussi la manche bleue seule et la manche orange seule.</p>

<h3>La partie complète</h3>
<ul>
<li>Au début, chaque joueur lance les deux dés une fois. Le <b>plus gros</b> score commence la manche bleue et
choisit son sens de rotation ; le <b>plus petit</b> score commence la manche orange et choisit son sens de
rotation (en cas d’égalité, les joueurs à égalité relancent).</li>
<li>Jouez la manche bleue jusqu’au bout, puis la manche orange avec les mêmes camps et les mêmes places.</li>
<li><b>Score de partie</b> d’un camp = son score bleu − son score orange (le score orange d’une équipe est la
somme des scores orange de ses joueurs). Le plus gros score de partie l’emporte. {HOUSE} des totaux égaux en
tête donnent une victoire partagée (si tous les camps sont à égalité : match nul).</li>
<li>Une partie en une seule manche lance les dés à son début : la manche bleue seule est gagnée par le plus
gros score bleu, la manche orange seule par le <b>plus petit</b> score orange. {HOUSE} dans une partie en
manche orange seule, c’est aussi le plus petit score aux dés qui choisit les partenaires (trois joueurs en
deux contre un, cinq joueurs).</li>
</ul>

<h2>La manche bleue</h2>
<h3>But</h3>
<p>Ramassez des cartes sur le tapis avec des valeurs égales, des sommes et des opérations faites avec les
cartes signes. Quand toutes les cartes ont été jouées, le camp qui a le plus gros score bleu l’emporte.</p>

<h3>Les cartes (58, le jeu à dos bleu)</h3>
<ul>
<li><b>Quatre familles</b> numérotées de 0 à 11 : les <b>Formes</b> (famille verte, un triangle), les
<b>Éléments</b> (famille bleue, une goutte), les <b>Découvertes</b> (famille rouge, une rose des vents) et les
<b>Serpents</b> (famille noire, un serpent). Le 7 des Serpents est le <b>Dragon</b>.</li>
<li><b>Dix Atouts</b> (famille violette) :
<table class="rules-table"><thead><tr><th>Atout</th><th>Groupe</th><th>Valeur</th></tr></thead><tbody>
<tr><td>Couteau Suisse</td><td>le joker du bricoleur</td><td>n’importe quelle valeur de famille de 0 à 11 (jamais celle d’un Atout)</td></tr>
<tr><td>Plus, Moins, Multiplier/Diviser</td><td>le Trio Mathématique : les signes + − × ÷</td><td>pas de nombre</td></tr>
<tr><td>Yin</td><td>le Duo Philosophique</td><td>12</td></tr>
<tr><td>Yang</td><td>le Duo Philosophique</td><td>13 ({HOUSE} la règle ne donne pas de nombre au Yang)</td></tr>
<tr><td>Chenille</td><td>le Trio Biologique</td><td>pas de nombre</td></tr>
<tr><td>Chrysalide</td><td>le Trio Biologique</td><td>pas de nombre</td></tr>
<tr><td>Papillon</td><td>le Trio Biologique</td><td>pas de nombre</td></tr>
<tr><td>Chat Noir</td><td>—</td><td>22</td></tr>
</tbody></table>
Une carte sans nombre ne peut jamais servir de valeur pour ramasser, cumuler ou combiner.</li>
<li>Deux dés, et la carte Sens qui indique le sens de rotation du jeu. {HOUSE} les deux jeux de la partie
complète ont les mêmes faces.</li>
</ul>

<h3>Joueurs, camps et places</h3>
<ul>
<li><b>2 joueurs</b> : chacun pour soi. {HOUSE} le sens de rotation n’est pas demandé à deux joueurs (il ne
change rien).</li>
<li><b>3 joueurs</b> : chacun pour soi, ou (en option) deux contre un : le gagnant aux dés choisit un
partenaire.</li>
<li><b>4 joueurs</b> : deux équipes de deux, en croisé (chacun pile en face de son partenaire), si bien que les
équipes jouent en alternance. {HOUSE} les équipes sont formées par les places qui se font face (première et
troisième places contre deuxième et quatrième), fixées dans le formulaire de nouvelle partie : personne ne les
choisit.</li>
<li><b>5 joueurs</b> : deux contre trois ; le gagnant aux dés choisit deux partenaires et l’équipe de trois
occupe les places 1, 3 et 5. {HOUSE} le gagnant aux dés prend la place 1, ses partenaires les places 3 et 5 et
les deux autres joueurs les places 2 et 4, chaque paire dans l’ordre des places : un seul choix est demandé,
pas un plan de table.</li>
<li>Un <b>camp</b> (une équipe, ou un joueur seul) a un seul tas de plis et un seul score.</li>
</ul>

<h3>Les dés et le sens de rotation</h3>
<p>Au début, chaque joueur lance les deux dés une fois ; les résultats sont montrés à tous. Le plus gros score
commence la manche bleue (et chacune de ses donnes) et choisit le sens de rotation du jeu, dans le sens des
aiguilles d’une montre ou dans le sens inverse ; en cas d’égalité pour le plus gros score, les joueurs à égalité
relancent les dés. {HOUSE} les dés et le premier joueur suivent notre lecture de la règle. Le sens ne change
que lorsqu’une Chrysalide est montrée.</p>

<h3>La donne</h3>
<table class="rules-table"><thead><tr><th>Joueurs</th><th>Cartes en main</th><th>Cartes sur le tapis</th><th>Donnes</th></tr></thead>
<tbody><tr><td>2</td><td>7</td><td>2</td><td>4</td></tr><tr><td>3</td><td>6</td><td>4</td><td>3</td></tr>
<tr><td>4</td><td>7</td><td>2</td><td>2</td></tr><tr><td>5</td><td>11</td><td>3</td><td>1</td></tr></tbody></table>
<p>Les cartes du tapis (l’assiette de départ) sont retournées une seule fois, au début. {HOUSE} un Papillon ou
une Chrysalide retourné pour le tapis est remis dans le paquet, qu’on mélange, et remplacé ; et les cartes du
tapis sont retournées <i>avant</i> la distribution des mains, pour qu’on puisse toujours les remplacer. Quand
toutes les mains sont vides, on distribue de nouvelles mains (le tapis reste) jusqu’à épuisement du paquet. (La
règle originale appelle chaque donne un « tour ».)</p>

<h3>Un tour de jeu</h3>
<div class="rules-with-fig"><!-- figure: combine -->
<p>À Papillon, on ne peut pas passer son tour. Valeurs : les cartes des familles valent leur numéro, le Yin 12,
le Yang 13, le Chat Noir 22. {HOUSE} le Couteau Suisse, joué ou posé sur le tapis, vaut la valeur de 0 à 11 de
votre choix. Faites l’une de ces actions :</p>
<ul>
<li><b>Ramasser</b> : jouez une carte égale à une carte du tapis et ramassez cette carte.</li>
<li><b>Cumuler</b> : jouez une carte égale à la somme de cartes du tapis, et ramassez-les toutes.
{HOUSE} une somme additionne deux cartes du tapis ou plus, et un 0 du tapis peut y entrer (un 5 ramasse 0 + 5,
les deux cartes).</li>
<li><b>Combiner</b> : un signe et deux opérandes, <i>a ∘ b</i> avec +, −, × ou une ÷ exacte (le résultat n’est
jamais négatif ni fractionnaire), égal à une carte <b>que vous jouez de votre main</b> : le résultat sort
toujours de votre main. Le signe vient de votre main ou du tapis ; les opérandes sont des cartes du tapis.
{HOUSE} quand le signe est déjà sur le tapis, un opérande peut être une deuxième carte de votre main. Jamais
plus de deux cartes de votre main. Vous ramassez les opérandes du tapis, le signe et toutes les cartes que vous
avez jouées.
<br>Exemple : le Chat Noir (22) et un 10 sont sur le tapis, vous avez le Moins et le Yin (12) en main :
22 − 10 = 12 ; vous jouez le Moins et le Yin et ramassez le Chat Noir, le 10, le Moins et le Yin.</li>
<li><b>Papillon</b> : jouez-le pour ramasser toutes les cartes du tapis.</li>
<li><b>Chrysalide</b> : montrez-la : le sens du jeu s’inverse, et elle va dans le tas de votre camp.</li>
<li><b>Se défausser</b> : posez une carte de votre main face visible sur le tapis — seulement si aucune carte de
votre main ne permet de ramasser, de cumuler ou de combiner ; sinon vous devez faire un pli (à vous de choisir
lequel). Si le tapis est vide, posez la carte de votre choix.</li>
</ul></div>
<p>{HOUSE} le Papillon et la Chrysalide peuvent toujours être joués à la place d’un pli et ne sont jamais posés
sur le tapis ; un Papillon joué sur un tapis vide va seul dans votre tas. {HOUSE} la Chenille ne ramasse rien :
on s’en défausse comme de n’importe quelle autre carte (seulement quand on ne peut faire aucun pli), et seul un
Papillon ou le dernier ramassage du tapis peut la prendre.</p>
<p>Ramasser, cumuler et combiner sont les trois façons de faire un pli (une « prise » à l’écran). Les cartes
ramassées, et les cartes jouées pour les ramasser, vont face cachée dans le tas de votre camp.
Tous les plis se font à la vue de tous : l’écran indique les cartes qui rapportent des points détenues par
chaque camp.</p>

<h3>Fin de la manche bleue</h3>
<p>La manche se termine quand toutes les cartes ont été jouées. Un joueur qui n’a plus de cartes alors que
d’autres en ont encore est sauté. Les cartes restées sur le tapis vont au camp qui a fait le dernier pli (en
ramassant, en cumulant, en combinant, ou avec un Papillon qui a ramassé au moins une carte ; une Chrysalide
n’est pas un pli) : attention au Chat Noir ! {HOUSE} si personne n’a fait de pli, elles ne vont à
personne.</p>

<h3>Décompte de la manche bleue</h3>
<ul>
<li>Le <b>plus grand nombre de cartes</b> ramassées : 10. En cas d’égalité, les joueurs à égalité lancent les
dés (« Alea Jacta Est ! »). {HOUSE} une équipe lance une seule fois, et on relance entre ceux qui sont encore à
égalité ; si personne n’a ramassé de carte, personne ne marque ces points.</li>
<li><b>Yin</b> 10, <b>Yang</b> 10. {HOUSE} le Yin et le Yang ensemble : 30 en tout (pas 50).</li>
<li>Chaque <b>signe</b> 10 ; le <b>Dragon</b> 10 ; le <b>Couteau Suisse</b> 10 ; la <b>Chenille</b> 10 ; la
<b>Chrysalide</b> 10 ; le <b>Papillon</b> 10 ; chaque carte <b>3</b> : 10. Toutes les autres cartes valent
0.</li>
<li><b>Chat Noir</b> : <b>+30</b> s’il entre dans votre tas par votre propre pli (ramasser, cumuler ou
combiner), comme carte du tapis ou comme carte jouée (par exemple joué pour ramasser 11 + 11, ou comme résultat
de 11 × 2) ; <b>−30</b> s’il est ramassé par un Papillon ou par le dernier ramassage du tapis.</li>
<li><b>Ne tirez pas sur l’ambulance !</b> {HOUSE} après le décompte de la manche bleue, chaque camp dont le
total bleu est de 0 ou moins reçoit 10 points de chaque joueur des autres camps, et chaque joueur qui donne perd
10 points ; cela s’applique une seule fois, sur les totaux d’avant tout transfert.</li>
</ul>
<p>Le plus gros score bleu l’emporte. {HOUSE} des totaux égaux en tête donnent une victoire partagée (si tous
les camps sont à égalité : match nul).</p>

<h2>La manche orange</h2>
<h3>But</h3>
<p>Débarrassez-vous de vos cartes en les posant sur des suites ; le plus petit score orange l’emporte. La règle
la plus importante : <b>lorsque vous pouvez jouer une carte, vous devez la jouer</b>, même si cela ne vous
arrange pas.</p>

<h3>La donne</h3>
<p>Le <b>jeu à dos orange</b> est distribué avec le même nombre de cartes en main et le même nombre de donnes
qu’en manche bleue (2 joueurs : 7 cartes, 4 donnes ; 3 : 6 cartes, 3 donnes ; 4 : 7 cartes, 2 donnes ; 5 :
11 cartes, 1 donne). Deux cartes sont retournées pour former l’<b>assiette de départ</b>. {HOUSE} chacune doit
être une carte de famille de 0 à 11 : un Atout retourné est remis dans le jeu orange, qu’on mélange, et
remplacé. À 3 joueurs 2 cartes orange, à 5 joueurs 1 carte orange, sont posées face cachée sur la
<b>pioche</b>, qui est tout le <b>jeu à dos bleu</b>, mélangé. Personne ne voit les cartes que les autres
piochent.</p>

<h3>La disposition</h3>
<p>Carte d’assiette A — le centre — carte d’assiette B. Chaque carte d’assiette a une suite au-dessus d’elle et
une au-dessous : <b>quatre suites</b> (en haut à gauche, en bas à gauche, en haut à droite, en bas à droite),
chacune avec un <b>emplacement de signe</b> sur son côté extérieur. Le centre reçoit le Chat Noir, le Papillon
et la Chrysalide. La disposition reste en place d’une donne à l’autre.</p>

<h3>Où poser une carte</h3>
<div class="rules-with-fig"><!-- figure: lay -->
<p>Valeurs : les cartes des familles valent leur numéro, le Yin 12, le Yang 13. Les valeurs ne bouclent pas
(pas de 0 sur un 11). Le sommet d’une suite est sa dernière carte posée ; celui d’une suite vide est sa carte
d’assiette.</p>
<ul>
<li>Sur une <b>carte d’assiette</b> : seulement une carte de <b>même</b> valeur.</li>
<li>Sur une <b>suite</b> : la même valeur, une de plus ou une de moins que son sommet — sauf si un
signe la conditionne : <b>Plus</b> la même ou une de plus ; <b>Moins</b> la même ou une de moins ;
<b>Multiplier/Diviser</b> un multiple ou un diviseur du sommet. Le 0 est le multiple universel
et le 1 le diviseur universel : après un 0 ou un 1, n’importe quelle carte peut suivre. Sur un 6 : 0, 1, 2, 3, 6
ou le Yin (12) ; sur un 4 : 0, 1, 2, 4, 8 ou le Yin (12).</li>
<li>Un <b>signe</b> se pose à l’emplacement de signe de n’importe quelle suite et la conditionne jusqu’à ce
qu’un autre signe le recouvre. {HOUSE} n’importe quel joueur peut recouvrir un signe, y compris celui qui l’a
posé, et un signe peut se poser à côté d’une suite vide.</li>
<li>La <b>Chenille</b> se pose sur n’importe quelle suite : la suite repart à 1.</li>
<li>Le <b>Couteau Suisse</b> se pose comme n’importe quelle valeur de famille de 0 à 11 qui convient à
l’endroit où il va, et y garde cette valeur.</li>
<li>Le <b>Chat Noir</b>, le <b>Papillon</b> et la <b>Chrysalide</b> se posent au centre.</li>
</ul>
<p>Ainsi, tout Atout peut toujours être joué, sauf le Yin et le Yang. {HOUSE} le Yin et le Yang sont les
nombres 12 et 13 et suivent les règles ci-dessus comme n’importe quel nombre.</p></div>

<h3>Un tour de jeu</h3>
<ul>
<li>Si une carte de votre main peut être posée, vous devez en poser une ; puis, si une carte peut encore être
posée, vous devez en poser une deuxième (à vous de choisir lesquelles, dans l’ordre que vous voulez). Vous ne
pouvez pas vous arrêter après une carte tant qu’une deuxième peut être posée ; après deux cartes, votre tour est
terminé.</li>
<li>Seulement si vous ne pouvez rien poser : piochez une carte, puis posez-en une ou deux si vous le pouvez
désormais (même obligation). Si vous ne pouvez rien poser et que la pioche est vide, vous passez.</li>
<li><b>Chrysalide</b> : inverse le sens du jeu (votre tour continue).</li>
<li><b>Papillon</b> : vous piochez 3 cartes et votre tour se termine — même si c’est votre première carte, et
même si c’était votre dernière carte (la donne ne se termine pas). {HOUSE} si la pioche ne peut vous donner
aucune carte et que le Papillon était votre dernière carte, vous avez fini.</li>
<li><b>Chat Noir</b> : le joueur suivant (la victime) pioche 3 cartes au début de son tour, puis joue
normalement (en piochant une carte de plus si rien ne peut être posé, comme d’habitude). Avant de piocher, la
victime peut poser un Papillon : elle ne pioche rien et le joueur du Chat Noir pioche 6 cartes. Si la victime
trouve un Papillon parmi les 3 cartes piochées, elle peut le poser aussitôt (comme première carte) et le joueur
du Chat Noir pioche 3 cartes. {HOUSE} dans les deux cas, poser ce Papillon termine le tour de la victime.
{HOUSE} la victime choisit toujours entre « piocher 3 cartes » et le Papillon, même sans Papillon en main, pour
que personne ne sache si elle en avait un. {HOUSE} la victime est le joueur dont le tour vient quand le tour du
joueur du Chat Noir se termine (après une Chrysalide jouée dans le même tour, le suivant dans le nouveau sens) ;
deux Chats Noirs dans un même tour font piocher 3 cartes chacun à la victime (6 ; si elle répond avant de
piocher, le joueur des Chats Noirs pioche 12 cartes).</li>
<li>{HOUSE} un Chat Noir qui vide la main de son joueur fait quand même piocher 3 cartes à la victime (sans
réponse possible) avant le décompte de la donne.</li>
</ul>

<h3>Donnes, Carnage et Apocalypse</h3>
<ul>
<li>Quand un joueur a posé toutes ses cartes, la donne se termine : chaque joueur des <b>autres camps</b> marque
<b>+20</b> (+30 à la dernière donne, après laquelle il ne reste plus de cartes orange à distribuer) ; les
partenaires du joueur ne marquent rien pour cette donne. La donne suivante redonne à chacun une main complète
avec les cartes orange restantes (vous gardez ce que vous avez encore en main) et c’est le premier joueur de la
manche orange qui la commence. La manche se termine quand un joueur a posé toutes ses cartes lors de la dernière
donne.</li>
<li><b>Mode Carnage</b> : {HOUSE} dès que la dernière carte de la pioche est prise, toutes les cartes orange pas
encore distribuées le sont d’un coup, une à une dans l’ordre du jeu à partir du premier joueur de la manche ; le
tour continue ensuite, et cette donne devient la dernière. Les cartes que la pioche vide ne peut plus donner ne
sont pas piochées.</li>
<li><b>Mode Apocalypse</b> : si la pioche est vide et que chaque joueur a passé à son tour, le jeu est bloqué et
la manche se termine aussitôt ; la donne bloquée ne donne aucune pénalité de donne et chacun ajoute ses points de
main.</li>
</ul>

<h3>Décompte de la manche orange (le plus petit score gagne)</h3>
<p>Les pénalités de donne (+20 / +30, les « points de tours ») plus les points des cartes qui vous restent en main
(les « points de main ») : les cartes des familles valent leur numéro, le Yin 12, le Yang 13, le <b>Chat Noir
22</b>, la Chrysalide 0, les signes 0, la Chenille 1, le Couteau Suisse la somme d’un nouveau lancer des deux dés.
{HOUSE} un Papillon vaut 0, mais celui qui l’a en main pioche d’abord 3 cartes (ce qu’il reste dans la pioche) et
ajoute leurs valeurs ; un Papillon pioché ainsi vaut 0 et ne fait rien piocher. {HOUSE} les joueurs sont comptés
dans l’ordre du jeu à partir du premier joueur de la manche orange (cela décide qui pioche en premier pour un
Papillon).</p>

<h3>À l’écran</h3>
<ul>
<li>Sélectionnez une carte de votre main : toutes les prises qu’elle permet s’affichent sous votre main, chacune
avec son calcul (par exemple « 22 − 10 = 12 ») et les cartes qu’elle ramasse ; survolez-en une (ou atteignez-la avec
Tab) pour voir ses cartes mises en évidence sur le tapis, et choisissez-la pour la jouer. Les longues listes
montrent les premières prises et un bouton « Afficher les … prises ». Quand aucune prise n’est possible, un clic
sur une carte la pose sur le tapis.</li>
<li>Sélectionnez le Papillon ou la Chrysalide pour jouer la carte avec son bouton.</li>
<li>À deux personnes ou plus sur un même appareil, un écran « passez l’appareil » cache toutes les mains entre
les tours. Annuler reprend votre propre dernier coup, jamais au-delà d’une donne ou d’un lancer de dés, ni (en
manche orange) au-delà d’une carte piochée.</li>
<li>Les ordinateurs ne voient que leur propre main et ce qui est public, et jouent pour leur équipe. Ils
lisent le jeu comme vous pouvez le faire : un joueur qui se défausse sur le tapis en manche bleue n’avait aucun
pli possible, donc sa main ne peut pas contenir de carte qui aurait ramassé quelque chose à ce moment-là ; un
joueur qui pioche, passe ou s’arrête après une carte en manche orange n’avait rien à poser.</li>
</ul>
"""

CAPTIONS = {
    "combine": "Le Yin et un 4 sont sur le tapis : avec le Moins et un 8 en main, 12 − 4 = 8 les ramasse tous les "
               "deux (le 8 et le Moins vont aussi dans le tas).",
    "lay": "Le 8 des Éléments peut aller sur la carte d’assiette B (un 8), en bas à gauche (9 − 1) ou en bas à "
           "droite, où le Multiplier/Diviser laisse suivre un multiple de son 2.",
}
