# Shared by both games and every front end.
seat-name = Játékos { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = A játék véget ért.
err-not-your-turn = Most nem { $seat } dönt.
score-tiebreak = döntetlen
game-glueckauf = Szénre fel
game-haspelknecht = Haspelknecht
game-toy = Tesztjáték
help-group-options = Szabályopciók
toy-bids-revealed = Felfedett licitek: { $bids }
