# Shared by both games and every front end.
seat-name = Gracz { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = Gra się zakończyła.
err-not-your-turn = Teraz nie decyduje { $seat }.
score-tiebreak = remis
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-gems = Klejnoty (gra testowa)
help-group-options = Opcje zasad
gems-bids-revealed = Odkryte stawki: { $bids }

# Dlaczego gracz nie może cofnąć swojej ostatniej decyzji (engine::undo::Refusal).
undo-nothing = nie masz decyzji do cofnięcia
undo-seen-since = nie można cofnąć: po twojej ostatniej decyzji coś się wydarzyło (decyzja innego gracza lub zdarzenie w grze)
undo-turn-passed = nie można cofnąć: kolej przeszła na innego gracza
undo-revealed = nie można cofnąć: twoja ostatnia decyzja coś dobrała lub odkryła
undo-later-decisions = tu nie można cofnąć: późniejsze decyzje nie obowiązują bez twojej
undo-bad-record = przebiegu partii nie da się odtworzyć
