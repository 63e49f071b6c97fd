## El repaso de una partida analizada: la página de repetición de `kohle serve` y
## `kohle analyze --html`.
analysis-better = Mejor: { $move }
analysis-loss = Pérdida: { $points } puntos de probabilidad de ganar
analysis-chances = Probabilidad de ganar: { $before } antes, { $after } después
analysis-accuracy = precisión { $value }
analysis-accuracy-title = Precisión: la pérdida media de probabilidad de ganar llevada a 0–100 (100: cada jugada tan buena como la mejor encontrada)
analysis-prev-mistake = Error anterior de { $name }
analysis-next-mistake = Siguiente error de { $name }
analysis-keys = Teclas: n siguiente error, p error anterior (del puesto mostrado; en la vista pública, de todos los puestos)
analysis-no-mistake = sin errores
analysis-chart-hint = Un clic en el gráfico lleva a esa decisión.
analysis-page-title = Análisis: { $game }, { $players } jugadores
analysis-page-judged = Juzgado por { $bot } solo con la información del puesto que decide. Una jugada es una imprecisión desde una pérdida de { $inaccuracy } de probabilidad de ganar (mejor jugada encontrada menos la elegida), un error desde { $mistake }, un error grave desde { $blunder }.
analysis-col-number = N.º
analysis-col-player = Jugador
analysis-col-move = Jugada elegida
analysis-col-verdict = Veredicto
analysis-col-decisions = Decisiones
analysis-col-mean-loss = Pérdida media
analysis-col-accuracy = Precisión
analysis-first-mistake = primer error
