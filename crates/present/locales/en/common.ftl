# Shared by both games and every front end.
seat-name = Seat { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = The game is over.
err-not-your-turn = It is not { $seat }'s decision.
score-tiebreak = tie-break
help-group-options = Rule options
