# The terminal UI and the command line (the web page uses these too where it can).

## Seats and status line
ui-seat-you = { $name } (you)
ui-seat-bot = { $name } ({ $bot })
ui-status-deciding = { $seat } to decide
ui-status-thinking = { $seat } is thinking
ui-status-hand-over = Hand over to { $seat }
ui-status-game-over = Game over
ui-status-decisions = { $n ->
    [one] { $n } decision
   *[other] { $n } decisions
}
ui-public-view = Public view
ui-more-down = PgDn: more
ui-more-up = PgUp: more
ui-more-both = PgUp/PgDn: more

## Menu, log, hints
ui-actions = Actions
ui-actions-count = Actions ({ $n })
ui-actions-filtered = Actions ({ $shown }/{ $n })
ui-log-title = Log ({ $n })
ui-hint-deciding = Up/Dn+Enter or type (: first) Tab completes | u undo s save q quit | r rules ? help
ui-hint-hand-over = Enter: I am ready  q quit  ? help
ui-hint-thinking = u undo  s save  q quit  PgUp/PgDn scroll  r rules  ? help
ui-hint-game-over = s save  q quit  PgUp/PgDn scroll  [ ] log  d details  ? help

## Keys (the help box)
ui-keys-title = Keys
ui-key-choose = Up/Down Home/End  choose an action
ui-key-enter = Enter             do it
ui-key-letters = letters           type notation: filters the menu
ui-key-colon = :                 type notation starting with s, u, q, r, d
ui-key-tab = Tab               complete the typed notation
ui-key-esc = Esc / Backspace   clear / erase the typed text
ui-key-undo = u  Ctrl-Z         undo to your previous decision
ui-key-save = s  Ctrl-S         save the game record
ui-key-quit = q  Ctrl-C         quit (asks if unsaved)
ui-key-scroll-panel = PgUp/PgDn         scroll the game panel
ui-key-scroll-log = [ ]               scroll the log
ui-key-rules = r                 rules help: every component, space and option
ui-key-help = ?                 this help
ui-key-close-help = any key closes this help

## Boxes
ui-any-key = (any key to continue)
ui-milestones-title = What happened
ui-confirm-title = Are you sure?
ui-confirm-keys = Enter or y: do it   any other key: back
ui-quit-title = Quit?
ui-quit-unsaved = The game has unsaved decisions.
ui-quit-keys = y: quit anyway  s: save and quit
ui-quit-keep = any other key: keep playing
ui-rules-title = Rules help
ui-rules-keys = Up/Down PgUp/PgDn: scroll   any other key: close

## Hand-over (hotseat)
ui-hand-over-title = Hand over
ui-hand-over-pass = Pass the terminal to { $seat }.
ui-hand-over-look-away = Everyone else, please look away.
ui-hand-over-ready = { $seat }: press Enter when you are ready.

## Messages
ui-bot-refused = { $seat }: refused { $action }: { $reason }
ui-saved = Saved to { $path }
ui-save-failed = Save failed: { $reason }
ui-undo-only-vs-bots = Undo works only for one person playing against bots.
ui-undo-nothing = Nothing to undo: you have not decided yet.
ui-undo-revealed = Cannot undo: hidden information was revealed since your last decision.
ui-undo-bad-record = Cannot undo: the record does not replay.
ui-undone = { $n ->
    [one] Undid { $n } decision.
   *[other] Undid { $n } decisions.
}
ui-not-legal = `{ $action }` is not legal now: { $reason }
ui-not-offered = it is not one of the actions offered now.
ui-cannot-read = Cannot read `{ $input }`: { $reason }

## Final table
ui-final-score = Final score
ui-total = total
ui-place = place
ui-tiebreak-part = tie-break: { $part }
ui-winner = { $n ->
    [one] Winner: { $names }
   *[other] Winners (shared): { $names }
}
ui-details-show = d: show the parts of each category
ui-details-hide = d: hide the parts

## Command line
cli-options-title = Rule options of { $game } (set with --option NAME=VALUE):
cli-rules-none = No rules help matches `{ $topic }`.
cli-scores-final = Scores (final):
cli-scores-so-far = Scores so far:
cli-winner = winner
cli-vp = { $n } VP
cli-legal-over = The game is over: no legal actions.
cli-legal-none = { $seat } has no decision to take now.
cli-legal-title = { $seat }: { $n ->
    [one] { $n } legal action
   *[other] { $n } legal actions
}
