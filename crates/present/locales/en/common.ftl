# Shared by both games and every front end.
seat-name = Seat { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = The game is over.
err-not-your-turn = It is not { $seat }'s decision.
score-tiebreak = tie-break
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-gems = Gems (test game)
help-group-options = Rule options
gems-bids-revealed = Bids revealed: { $bids }

# Why a seat may not take its last decision back (engine::undo::Refusal).
undo-nothing = you have no decision to undo
undo-seen-since = undo is not possible: something happened after your last decision (another seat's decision or a game event)
undo-turn-passed = undo is not possible: your turn has passed to another seat
undo-revealed = undo is not possible: your last decision drew or revealed something
undo-later-decisions = undo is not possible here: the later decisions do not stand without yours
undo-bad-record = the game record does not replay
