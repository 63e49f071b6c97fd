# Shared by both games and every front end.
seat-name = Jugador { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = La partida ha terminado.
err-not-your-turn = No le toca decidir a { $seat }.
score-tiebreak = desempate
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-gems = Gemas (juego de prueba)
help-group-options = Opciones de reglas
gems-bids-revealed = Pujas reveladas: { $bids }

# Por qué un jugador no puede deshacer su última decisión (engine::undo::Refusal).
undo-nothing = no tienes ninguna decisión que deshacer
undo-seen-since = no se puede deshacer: algo ocurrió después de tu última decisión (la decisión de otro jugador o un evento de la partida)
undo-turn-passed = no se puede deshacer: el turno ya pasó a otro jugador
undo-revealed = no se puede deshacer: tu última decisión robó o reveló algo
undo-later-decisions = aquí no se puede deshacer: las decisiones posteriores no valen sin la tuya
undo-bad-record = el registro de la partida no se puede reproducir
