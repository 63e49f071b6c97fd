# Shared by both games and every front end.
seat-name = Gracz { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = Gra się zakończyła.
err-not-your-turn = Teraz nie decyduje { $seat }.
score-tiebreak = remis
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-toy = Gra testowa
help-group-options = Opcje zasad
toy-bids-revealed = Odkryte stawki: { $bids }
