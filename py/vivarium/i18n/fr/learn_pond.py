"""Français : la leçon de Pond (clés « learn_pond.… », games/pond/lesson.py)."""

TEXTS = {
    "learn_pond.place": "Bienvenue dans Pond ! Vous jouez Clair. À votre tour, vous posez un Œuf sur une case vide, ou vous déplacez l’une de vos pièces. Commencez par poser un Œuf en a2.",
    "learn_pond.place_why": "Essayez la case en surbrillance, a2 : la leçon commence là. Vous jouerez librement à la fin.",
    "learn_pond.grew": "Sombre a posé un Œuf en b2, à côté du vôtre, et votre Œuf est devenu un Têtard. Après chaque coup, chaque pièce voisine de la case jouée grandit d’un stade (Œuf, Têtard, Grenouille, puis de nouveau Œuf), à qui qu’elle soit.",
    "learn_pond.grow": "À vous de faire grandir une pièce : posez un Œuf en c2, à côté de l’Œuf de Sombre en b2.",
    "learn_pond.grow_why": "Essayez la case en surbrillance, c2 : un Œuf là fait de l’Œuf de Sombre en b2 un Têtard.",
    "learn_pond.row": "Sombre a posé un Œuf en d3. Regardez la rangée 2 : deux Têtards, puis votre Œuf en c2.",
    "learn_pond.score": "Trois pièces identiques alignées, de n’importe quelle couleur, marquent. Posez un Œuf en c3 : votre Œuf en c2 devient un Têtard, et la rangée 2 compte trois Têtards.",
    "learn_pond.score_why": "Essayez la case en surbrillance, c3 : elle fait grandir votre Œuf en c2 et aligne trois Têtards.",
    "learn_pond.scored": "Marqué ! Les trois Têtards ont quitté le plateau, chacun dans la pile de score de son propriétaire : 2 pour vous, 1 pour Sombre. Le premier à 7 gagne. Puis Sombre a posé un Œuf en b3, et votre Œuf en c3 est devenu un Têtard.",
    "learn_pond.move": "Un Têtard se déplace d’une case en haut, en bas, à gauche ou à droite (une Grenouille d’une ou deux, en sautant par-dessus une pièce ; un Œuf ne bouge jamais). Sélectionnez votre Têtard en c3, puis déplacez-le en c2.",
    "learn_pond.move_why": "Essayez la pièce en surbrillance : sélectionnez votre Têtard en c3, puis la case c2.",
    "learn_pond.done": "C’est tout Pond : poser ou déplacer, les voisines grandissent, trois alignées marquent. Continuez contre l’ordinateur (Facile) ; le bouton Conseil vous propose un coup.",
}
