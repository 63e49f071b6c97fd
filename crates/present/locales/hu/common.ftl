# Shared by both games and every front end.
seat-name = Játékos { $n }
explain-plain = { $action }
log-decision = { $seat }: { $action }
err-game-over = A játék véget ért.
err-not-your-turn = Most nem { $seat } dönt.
score-tiebreak = döntetlen
game-glueckauf = Szénre fel
game-haspelknecht = Haspelknecht
game-gems = Drágakövek (tesztjáték)
help-group-options = Szabályopciók
gems-bids-revealed = Felfedett licitek: { $bids }

# Miért nem vonhatja vissza egy játékos az utolsó döntését (engine::undo::Refusal).
undo-nothing = nincs visszavonható döntésed
undo-seen-since = nem vonható vissza: az utolsó döntésed után történt valami (egy másik játékos döntése vagy egy játékesemény)
undo-turn-passed = nem vonható vissza: már egy másik játékos következik
undo-revealed = nem vonható vissza: az utolsó döntésed húzott vagy felfedett valamit
undo-later-decisions = itt nem vonható vissza: a későbbi döntések a tiéd nélkül nem állnak meg
undo-bad-record = a játszma felvétele nem játszható újra
