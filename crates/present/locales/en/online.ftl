# Play over days (kohle serve): clocks, bots for absent persons, agreements, e-mail, My games,
# ratings. Arguments: $name a seat's name, $bot a bot spec, $game the game's name.

## The server's log lines
srv-timeout-bot = { $name } ran out of time: the bot { $bot } plays for them until they take their seat back.
srv-timeout-forfeit = { $name } ran out of time and forfeits: the bot { $bot } finishes the game for them, last place.
srv-seat-back = { $name } took their seat back.
srv-resigned-bot = { $name } resigned: the bot { $bot } finishes the game for them, last place.
srv-resigned-end = { $name } resigned: the game ends here, { $name } in last place.
srv-aborted = Every person agreed: the game is aborted.
srv-aborted-admin = The server's admin aborted the game.

## Refusals
err-taken-over = A bot plays your seat since your time ran out: take your seat back first.
err-seat-left = This seat resigned or forfeited: a bot plays it to the end.
err-not-taken-over = No bot plays your seat: there is nothing to take back.
err-out-of-time = Your time ran out before your decision arrived.
err-abort-too-late = Too late to abort: the first shift (year) is over.
err-rematch-not-over = A rematch can be agreed once the game is over.
err-analysis-off = This server does not analyse games (its analysis is switched off).
err-analysis-not-over = Only a finished game can be analysed.
err-analysis-busy = The server is analysing as many games as it can at once: try again in a few minutes.

## The analysis of a finished game: verdicts (`analysis-verdict-` and the verdict's name) and the chart
analysis-verdict-good = good
analysis-verdict-inaccuracy = inaccuracy
analysis-verdict-mistake = mistake
analysis-verdict-blunder = blunder
analysis-only-move = only move
analysis-chart-title = Chance to win after each decision (the deciding seat's estimate)
analysis-chart-x = decision

## E-mail ($others: the other seats' names, $deadline a UTC time, $link a link)
mail-invite-subject = Your seat in a game of { $game }
mail-invite-body = Hello { $name }, you have a seat in a game of { $game } with { $others }. The link below is your seat: whoever has it plays for you.
mail-turn-subject = Your turn in { $game }
mail-turn-body = Hello { $name }, it is your turn in { $game } with { $others }. Your move is due by { $deadline }.
mail-low-subject = Time is running low in { $game }
mail-low-body = Hello { $name }, your time in { $game } runs out at { $deadline }. Then a bot takes your decisions.
mail-over-subject = Game over: { $game }
mail-over-body = Hello { $name }, the game of { $game } with { $others } is over.
mail-result-line = { $place }. { $name }: { $score } VP
mail-signin-subject = Your sign-in link for kohle
mail-signin-body = Open the link below to see your games on this device. It works once, within an hour. If you did not ask for it, ignore this mail.
mail-footer = No more e-mail from this server to this address, in one click: { $link }

## The page
web-clock = Time control
web-clock-untimed = No clocks
web-clock-fischer = Real time
web-clock-turn = Turn-based
web-clock-minutes = Minutes per person
web-clock-increment = Seconds added per move
web-clock-hours = Hours per move
web-clock-reserve = Reserve in hours
web-on-timeout = When time runs out
web-on-timeout-bot = a bot plays until the person is back
web-on-timeout-forfeit = the seat forfeits (a bot finishes, last place)
web-email = E-mail (optional)
web-me = me
web-seat-taken-over = a bot ({ $bot }) plays for { $name }
web-seat-forfeited = { $name } forfeited
web-seat-resigned = { $name } resigned
web-clock-running = { $name }: { $time }, running
web-clock-stopped = { $name }: { $time }
web-take-back = Take my seat back
web-resign = Resign
web-resign-confirm = Resign this game? You rank last whatever your score.
web-abort = Agree to abort
web-abort-agreed = Agreed to abort: { $names }
web-rematch = Rematch
web-rematch-accepted = Accepted the rematch: { $names }
web-rematch-open = Open the rematch
web-aborted = The game was aborted.
web-notify-ask = Tell me when it is my turn
web-notify-body = It is your turn in { $game }.
web-email-me = E-mail me about this game:
web-save = Save
web-saved = Saved.
web-add-to-my-games = Add to My games
web-added = Added to My games.
web-my-games-title = My games
web-leaderboard = Leaderboard
web-create-player = Make me a player here
web-player-help = This browser keeps your player key: the games you add are listed here. On another device, ask for a sign-in link by e-mail.
web-sign-in = Sign in with a link by e-mail
web-sign-in-send = Send the link
web-sign-in-sent = If a person here has this address, a link is on its way.
web-signed-in = Signed in on this device.
web-profile = Profile
web-to-move = to move: { $names }
web-place-score = place { $place }, { $score } VP
web-last-move = last move: { $text }
web-no-my-games = No games yet: open an invite and add it to My games, or create a game and take a seat as yourself.
web-rating = Rating
web-games-count = Games
web-players-n = { $n } players
web-mail-stop-title = No more e-mail
web-mail-stop-ask = Stop all e-mail from this server to your address?
web-mail-stop-button = Stop the e-mails
web-mail-stop-done = Done: no more e-mail goes to your address.

# The replay page (replay.js).
web-replay = Replay
web-replay-title = Replay
web-replay-first = First step (Home)
web-replay-prev-decision = Previous decision (Shift+←)
web-replay-prev = Previous step (←)
web-replay-next = Next step (→)
web-replay-next-decision = Next decision (Shift+→)
web-replay-last = Last step (End)
web-replay-slider = Step
web-replay-step = Step { $step } of { $steps } · decisions taken: { $actions }
web-replay-view-as = Board as seen by
web-replay-public = everyone (public)
web-replay-everything = The game has ended: everyone sees everything (plans, draws, the piles).
web-replay-as-seen = The game is still running: you see what your seat saw (a spectator only what is public).
web-replay-piles = Face-down piles (top first)
web-replay-to-game = Back to the game
web-replay-drop = Drop a game record file here (saved by kohle), or choose one. It is read and replayed in this browser and sent nowhere.
web-replay-choose = Choose a record file
web-replay-file-error = This file cannot be replayed: { $reason }
web-replay-no-wasm = This server was built without the replay module (replay.wasm): a file cannot be replayed here.
web-replay-analysis = Analysis
web-replay-analyse = Analyse this game
web-replay-analysing = The bot is analysing the game…
web-replay-analysis-failed = The analysis failed.
web-replay-chart = Each seat's chance to win over the game
