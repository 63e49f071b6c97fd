# Shared by both games and every front end.
seat-name = Spieler { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = Das Spiel ist vorbei.
err-not-your-turn = { $seat } ist nicht an der Reihe.
score-tiebreak = Gleichstand
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-toy = Testspiel
help-group-options = Regeloptionen
toy-bids-revealed = Gebote aufgedeckt: { $bids }
