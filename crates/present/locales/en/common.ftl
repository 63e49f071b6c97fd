# Shared by both games and every front end.
seat-name = Seat { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = The game is over.
err-not-your-turn = It is not { $seat }'s decision.
score-tiebreak = tie-break
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-toy = Toy
help-group-options = Rule options
toy-bids-revealed = Bids revealed: { $bids }
