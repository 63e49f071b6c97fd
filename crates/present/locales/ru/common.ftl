# Shared by both games and every front end.
seat-name = Игрок { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = Игра окончена.
err-not-your-turn = Сейчас решает не { $seat }.
score-tiebreak = при ничьей
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-toy = Тестовая игра
help-group-options = Варианты правил
toy-bids-revealed = Ставки раскрыты: { $bids }
