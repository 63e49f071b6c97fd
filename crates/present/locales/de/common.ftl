# Shared by both games and every front end.
seat-name = Spieler { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = Das Spiel ist vorbei.
err-not-your-turn = { $seat } ist nicht an der Reihe.
score-tiebreak = Gleichstand
game-glueckauf = Glück Auf
game-haspelknecht = Haspelknecht
game-gems = Edelsteine (Testspiel)
help-group-options = Regeloptionen
gems-bids-revealed = Gebote aufgedeckt: { $bids }

# Warum ein Platz seine letzte Entscheidung nicht zurücknehmen darf (engine::undo::Refusal).
undo-nothing = du hast keine Entscheidung, die du zurücknehmen könntest
undo-seen-since = Zurücknehmen ist nicht möglich: nach deiner letzten Entscheidung ist etwas geschehen (die Entscheidung eines anderen Spielers oder ein Spielereignis)
undo-turn-passed = Zurücknehmen ist nicht möglich: ein anderer Spieler ist schon an der Reihe
undo-revealed = Zurücknehmen ist nicht möglich: bei deiner letzten Entscheidung wurde etwas gezogen oder aufgedeckt
undo-later-decisions = Zurücknehmen ist hier nicht möglich: die späteren Entscheidungen gelten ohne deine nicht
undo-bad-record = die Aufzeichnung der Partie lässt sich nicht nachspielen
