"""Français : la leçon de Hexapod (clés « learn_hexapod.… », games/hexapod/lesson.py)."""

TEXTS = {
    "learn_hexapod.pick": "Bienvenue dans Hexapod ! Vous jouez Clair : garnissez votre vitrine de cartes d’insectes prises sur les trois piles. Seule la carte du dessus se voit. Prenez en main celle de la pile 2, avec un Lucane.",
    "learn_hexapod.pick_why": "Essayez la carte en surbrillance, celle de la pile 2 : son Lucane et ses deux Dorés rapportent bien.",
    "learn_hexapod.dark_picked": "Sombre a pris la carte de la pile 3. Désormais, à chaque tour, vous piochez une carte puis posez l’une de vos deux cartes dans votre vitrine ; l’autre reste en main.",
    "learn_hexapod.draw": "Piochez la carte de la pile 1 : elle a aussi un Lucane.",
    "learn_hexapod.draw_why": "Essayez la carte en surbrillance, celle de la pile 1 : la leçon pose d’abord l’autre.",
    "learn_hexapod.place": "Votre première carte se pose n’importe où. Choisissez la carte A : un Lucane ou un Papillon de nuit vaut 5, et deux scarabées de même couleur côte à côte rapportent aussi : 3 chacun pour les Dorés. Posez-la en c3.",
    "learn_hexapod.place_why": "Essayez la carte A en surbrillance, puis la case en surbrillance : son Lucane et sa rangée de Dorés rapportent 11.",
    "learn_hexapod.dark_placed": "Sombre a pioché et posé une carte à Papillon de nuit : 5 pour le Papillon, 4 pour ses deux Chrysomèles côte à côte.",
    "learn_hexapod.coin": "Une nouvelle carte doit recouvrir un insecte de même espèce, et aucune carte du dessus n’a de Doré ni de Lucane. Dépensez une pièce : posez la carte de la pile 2 sur la pile 3 pour en découvrir une autre.",
    "learn_hexapod.coin_why": "Essayez la pièce en surbrillance : posez la carte de la pile 2 sur la pile 3 et voyez ce qu’elle cachait.",
    "learn_hexapod.revealed": "La pile 2 montre une carte à Verts et Dorés. Après une pièce, vous pouvez encore piocher : prenez-la.",
    "learn_hexapod.revealed_why": "Essayez la carte en surbrillance, celle de la pile 2 : ses Dorés peuvent couvrir les vôtres.",
    "learn_hexapod.cover": "Posez-la en b2 : son Doré couvre votre Doré en c3. Les rangées comptent en ligne et en colonne : une colonne de 2 Dorés et une de 2 Verts, +10.",
    "learn_hexapod.cover_why": "Essayez la case en surbrillance, b2 : Doré sur Doré, et deux nouvelles colonnes rapportent.",
    "learn_hexapod.done": "Quand aucune carte ne vous sert, passez : vous vous arrêtez pour de bon et Sombre continue. La partie finit quand l’Araignée apparaît sur une pile ; chaque pièce gardée vaut 2. Continuez contre l’ordinateur (Facile) ; le bouton Conseil vous propose un coup.",
}
