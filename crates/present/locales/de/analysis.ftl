## Die Besprechung einer analysierten Partie: die Wiederholungsseite von `kohle serve` und
## `kohle analyze --html`.
analysis-better = Besser: { $move }
analysis-loss = Verlust: { $points } Prozentpunkte Siegchance
analysis-chances = Siegchance vorher { $before }, nachher { $after }
analysis-accuracy = Genauigkeit { $value }
analysis-accuracy-title = Genauigkeit: der mittlere Verlust an Siegchance auf 0–100 abgebildet (100: jeder Zug so gut wie der beste gefundene)
analysis-prev-mistake = Voriger Fehler von { $name }
analysis-next-mistake = Nächster Fehler von { $name }
analysis-keys = Tasten: n nächster Fehler, p voriger Fehler (des gezeigten Platzes; in der öffentlichen Sicht aller Plätze)
analysis-no-mistake = keine Fehler
analysis-chart-hint = Ein Klick ins Diagramm springt zu der Entscheidung.
analysis-page-title = Analyse: { $game }, { $players } Spieler
analysis-page-judged = Bewertet von { $bot }, jeweils nur mit dem Wissen des entscheidenden Platzes. Ein Zug ist eine Ungenauigkeit ab { $inaccuracy } Verlust an Siegchance (bester gefundener Zug minus gewählter), ein Fehler ab { $mistake }, ein grober Fehler ab { $blunder }.
analysis-col-number = Nr.
analysis-col-player = Spieler
analysis-col-move = Gewählter Zug
analysis-col-verdict = Urteil
analysis-col-decisions = Entscheidungen
analysis-col-mean-loss = Mittlerer Verlust
analysis-col-accuracy = Genauigkeit
analysis-first-mistake = erster Fehler
