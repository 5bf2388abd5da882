"""Français : la leçon de Lepidoptery (clés « learn_lepidoptery.… », games/lepidoptery/lesson.py)."""

TEXTS = {
    "learn_lepidoptery.single": "Bienvenue dans Lepidoptery ! Vous jouez Clair. Vous jouez des combinaisons : Simple, Paire, Suite de 2, Brelan ou Suite de 3, et chacune fait tomber votre jeton dans sa colonne. Sélectionnez votre premier 2, puis jouez-le en Simple.",
    "learn_lepidoptery.single_why": "Essayez la carte en surbrillance : la leçon commence par un Simple 2. Vous jouerez librement à la fin.",
    "learn_lepidoptery.beaten": "Sombre a battu votre Simple avec une Suite de 3 (3-4-5), et son jeton est tombé dans la colonne Suite de 3. Pour battre une combinaison, la vôtre doit commencer plus haut (ou aussi haut, avec plus de cartes) et être d’un autre type.",
    "learn_lepidoptery.beat": "Battez-la avec une Paire de 5 : 5 est plus haut que 3. Pas de Simple : votre marqueur indique que vous venez d’en jouer un, et un type ne se joue jamais deux fois de suite. Sélectionnez deux 5.",
    "learn_lepidoptery.beat_why": "Essayez les cartes en surbrillance : une Paire de 5 bat le 3-4-5, et sa colonne est à côté de votre premier jeton.",
    "learn_lepidoptery.refreshed": "Sombre a choisi Passer et piocher : la zone de jeu est vidée, les deux mains sont complétées à 12 cartes (vos nouvelles cartes sont signalées), et vous entamez : tout peut se jouer.",
    "learn_lepidoptery.joker": "Votre Joker remplace n’importe quelle carte, dans toute combinaison sauf un Simple. Sélectionnez votre 5 et le Joker, puis jouez-les en Suite de 2 (5-6) : trois de vos jetons côte à côte.",
    "learn_lepidoptery.joker_why": "Essayez les cartes en surbrillance : le 5 et le Joker forment une Suite de 2, dans la colonne voisine de vos deux jetons.",
    "learn_lepidoptery.blocked": "Quatre jetons alignés, en ligne, en colonne ou en diagonale, gagnent. Vous en aviez trois sur la rangée du bas : Sombre a bloqué la colonne Brelan avec trois 7. Votre Joker est maintenant face cachée : utilisé.",
    "learn_lepidoptery.refresh": "Vous pourriez battre les 7, mais essayez Passer et piocher : les deux mains sont complétées et votre Joker revient face visible. Sombre entamera.",
    "learn_lepidoptery.refresh_why": "Essayez le bouton en surbrillance, Passer et piocher : la leçon vous montre ce qu’il fait.",
    "learn_lepidoptery.done": "Voilà Lepidoptery : battez la dernière combinaison avec un autre type, menez vos jetons vers quatre alignés, ou videz vos cartes. Continuez contre l’ordinateur (Facile) ; le bouton Conseil vous propose un coup.",
}
