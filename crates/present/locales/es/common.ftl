# Shared by both games and every front end.
seat-name = Jugador { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = La partida ha terminado.
err-not-your-turn = No le toca decidir a { $seat }.
score-tiebreak = desempate
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-toy = Juego de prueba
help-group-options = Opciones de reglas
toy-bids-revealed = Pujas reveladas: { $bids }
