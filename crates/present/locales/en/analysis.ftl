## The review of an analysed game: the replay page of `kohle serve` and `kohle analyze --html`
## (verdict words and the chart's title are in online.ftl). `$points` and percentages come
## formatted (`12.3`, `45%`); `$move` is the presentation layer's words for a move.
analysis-better = Better: { $move }
analysis-loss = Loss: { $points } points of chance to win
analysis-chances = Chance to win { $before } before, { $after } after
analysis-accuracy = accuracy { $value }
analysis-accuracy-title = Accuracy: the mean loss in chance to win mapped to 0–100 (100: every move as good as the best found)
analysis-prev-mistake = Previous mistake of { $name }
analysis-next-mistake = Next mistake of { $name }
analysis-keys = Keys: n next mistake, p previous mistake (of the seat whose view is shown; in the public view, of every seat)
analysis-no-mistake = no mistakes
analysis-chart-hint = Click the chart to go to a decision.
analysis-page-title = Review: { $game }, { $players } players
analysis-page-judged = Judged by { $bot } from each deciding seat's information only. A move is an inaccuracy from a loss of { $inaccuracy } in chance to win (best move found minus move taken), a mistake from { $mistake }, a blunder from { $blunder }.
analysis-col-number = #
analysis-col-player = Player
analysis-col-move = Move taken
analysis-col-verdict = Verdict
analysis-col-decisions = Decisions
analysis-col-mean-loss = Mean loss
analysis-col-accuracy = Accuracy
analysis-first-mistake = first mistake
