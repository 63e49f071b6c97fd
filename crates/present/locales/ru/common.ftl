# Shared by both games and every front end.
seat-name = Игрок { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = Игра окончена.
err-not-your-turn = Сейчас решает не { $seat }.
score-tiebreak = при ничьей
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-gems = Самоцветы (тестовая игра)
help-group-options = Варианты правил
gems-bids-revealed = Ставки раскрыты: { $bids }

# Почему игрок не может отменить своё последнее решение (engine::undo::Refusal).
undo-nothing = у вас нет решения, которое можно отменить
undo-seen-since = отмена невозможна: после вашего последнего решения что-то произошло (решение другого игрока или событие игры)
undo-turn-passed = отмена невозможна: ход уже перешёл к другому игроку
undo-revealed = отмена невозможна: ваше последнее решение что-то вытянуло или открыло
undo-later-decisions = здесь отмена невозможна: более поздние решения не действуют без вашего
undo-bad-record = запись партии не воспроизводится
