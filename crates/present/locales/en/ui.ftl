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

## Browser page (kohle serve)
web-lobby-title = Play Glück Auf and Haspelknecht
web-language = Language
web-new-game = New game
web-game = Game
web-players = Players
web-seats = Seats
web-person = Person
web-name = Name
web-bot-random = Bot: random moves (easiest)
web-bot-greedy = Bot: greedy (easy)
web-bot-ismcts-1s = Bot: search, 1 s a move (strong)
web-bot-ismcts-3s = Bot: search, 3 s a move (strongest)
web-options = Rule options
web-random = random
web-create = Create the game
web-creating = Creating the game…
web-created = Game created
web-invite-help = Send each player their own link: whoever has a link plays that seat. The spectator link can only watch.
web-copy = Copy
web-copied = Copied
web-open = Open
web-my-games = My games (kept in this browser)
web-no-games = No games yet.
web-forget = Forget this game
web-spectator = Spectator
web-error-status = The server answered with status { $status }.
web-no-token = This link has no token: open the whole invite link.
web-board = Board
web-sound = Sound
web-reconnecting = Connection lost: reconnecting…
web-will-send = Not sent yet: it goes as soon as the connection is back.
web-not-sent = Your move was not sent and is no longer possible.
web-notation = Notation
web-notation-placeholder = type a move; Tab completes
web-send = Send
web-undo = Undo
web-scores = Scores
web-log = Log
web-actions = Legal actions
web-confirm-title = Are you sure?
web-confirm-yes = Yes, do it
web-confirm-no = Back
web-tap-again = tap again to do it
web-choose-next = Choose the next part of the move (highlighted) or type it.
web-no-match = No legal action starts like this.
web-more = … and { $n } more
web-your-turn = Your turn
web-you-are = You play { $name }
web-waiting-for = Waiting for { $names }
web-game-over = Game over
web-game-aborted = This game was aborted by the server's admin.
web-points = { $n } VP
web-tiebreak = Tie-break
web-winner = Winner: { $name }
web-winners-shared = Winners (shared): { $names }
web-tiebreak-decided = Equal scores: the tie-break decided.
web-category = Category
web-total = Total
web-place = Place
web-draw-failed = The board could not be drawn; the legal actions are listed instead.

## Browser page: Glück Auf board
web-ga-status = Shift, phase, supply and victory points
web-ga-board = Action spaces
web-ga-shift = Shift { $n } of 3
web-ga-phase-draft = order draft, pick { $pick } of { $picks }
web-ga-phase-place-workers = place workers
web-ga-phase-take-tile = top 5 tiles: buy one or none
web-ga-phase-take-order = top 5 orders: keep one or none
web-ga-phase-return-end = put the other { $count } back on top or at the bottom
web-ga-phase-return-order = put them back one by one ({ $placed } of { $count } named)
web-ga-phase-substitute = coal shortage: new { $level } carts ({ $carts }) need a cube of another colour
web-ga-phase-mining = mining, steps left: { $steps_left }
web-ga-phase-double-fill = double fill on { $card }: { $cubes_placed } of 2 cubes placed
web-ga-phase-over = the game is over
web-ga-supply = Supply
web-ga-tile-pile = Tile pile: { $n }
web-ga-order-deck = Order deck: { $n }
web-ga-first-player = First player: { $name }
web-ga-vp = VP
web-ga-vp-short = VP
web-ga-factory = Factory { $n }
web-ga-factory-draw = Factory: top 5
web-ga-mine = Mining { $n }
web-ga-money = Money { $n }
web-ga-order = Order { $n }
web-ga-order-draw = Orders: top 5
web-ga-players-n = from { $n } players
web-ga-blocked = Not in play: this space needs { $n } or more players.
web-ga-cost-short = ⚒{ $n }
web-ga-cost = Workers needed to enter now: { $n }
web-ga-workers-on = Workers here: { $n } ({ $name })
web-ga-tile-tip = Tile { $number }: { $colour }, carts: { $carts }, { $side } side, price in marks: { $cost }
web-ga-draft-title = Draft: take one order card
web-ga-drawn-yours = Only you see these: the top { $n } of the pile
web-ga-drawn-other = { $name } looks at the top { $n } of a pile (hidden from you)
web-ga-scoring-title = Shift scoring at the end of shift { $n }
web-ga-element = Element
web-ga-first-second = VP for 1st / 2nd
web-ga-mine-of = Mine of { $name }
web-ga-marks = Marks: { $n }
web-ga-workers = Workers: { $n }
web-ga-canteen = Canteen: { $n }
web-ga-light-dark = Tiles: light { $light }, dark { $dark }
web-ga-surface = Surface
web-ga-carts = Carts with coal: { $n } ({ $colour })
web-ga-empty-cart = Empty cart ({ $colour } level)
web-ga-storage = Storage
web-ga-mini-tile = Tile { $number }, { $side } side
web-ga-pending = Pending orders: { $n }
web-ga-delivered = Delivered orders ({ $n }): { $cards }
web-ga-delivered-count = Delivered orders: { $n }
web-ga-delivered-revealed = Delivered orders ({ $n }): { $cards } +{ $hidden } face down
web-ga-revealed-tip = Revealed at the last shift scoring: face down again, but every player saw them.
web-ga-delivered-seen = Delivered orders (as seen)
web-ga-face-down = +{ $n } face down
web-ga-button-stop = Stop mining
web-ga-button-return-top = Back on top of the pile
web-ga-button-return-bottom = Back at the bottom of the pile
web-ga-button-take-none = Take none
web-ga-substitute = A { $colour } cube ({ $letter })
web-ga-substitute-none = Leave the cart empty
web-ga-more-actions = More actions:
web-ga-short-yellow = Y
web-ga-short-brown = Br
web-ga-short-grey = G
web-ga-short-black = Bk
