## Egy elemzett játék áttekintése: a `kohle serve` visszajátszási oldala és a
## `kohle analyze --html`.
analysis-better = Jobb: { $move }
analysis-loss = Veszteség: { $points } százalékpont győzelmi esély
analysis-chances = Győzelmi esély előtte { $before }, utána { $after }
analysis-accuracy = pontosság { $value }
analysis-accuracy-title = Pontosság: az átlagos győzelmiesély-veszteség 0–100 skálán (100: minden lépés olyan jó, mint a legjobb talált)
analysis-prev-mistake = { $name } előző hibája
analysis-next-mistake = { $name } következő hibája
analysis-keys = Billentyűk: n következő hiba, p előző hiba (a mutatott helyé; a nyilvános nézetben minden helyé)
analysis-no-mistake = nincs hiba
analysis-chart-hint = A grafikonra kattintva a döntéshez ugrik.
analysis-page-title = Elemzés: { $game }, { $players } játékos
analysis-page-judged = Értékelte: { $bot }, mindig csak a döntő hely ismeretei alapján. Egy lépés pontatlanság, ha a győzelmi esély vesztesége (a legjobb talált lépés mínusz a választott) legalább { $inaccuracy }, hiba, ha legalább { $mistake }, durva hiba, ha legalább { $blunder }.
analysis-col-number = Sorszám
analysis-col-player = Játékos
analysis-col-move = Választott lépés
analysis-col-verdict = Értékelés
analysis-col-decisions = Döntések
analysis-col-mean-loss = Átlagos veszteség
analysis-col-accuracy = Pontosság
analysis-first-mistake = első hiba
