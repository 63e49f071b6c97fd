# How a game ended (present::ending): one account per seat, told the same way by the banner, the
# log's last line, the game-over mail, My games, the replay and the command line.
# Arguments: $name a seat's name, $names several, $score victory points, $place a place (1 =
# first), $players the number of seats, $bot a bot spec, $result a seat's result.

## Who won
end-wins = { $name } wins with { $score } VP.
end-wins-shared = { $names } share the victory with { $score } VP.
end-no-winner = Nobody wins: every seat resigned or forfeited.
end-ended-by = The game ended when { $name } resigned.
end-aborted-agreement = The game was aborted: every person agreed. No result, no rating.
end-aborted-admin = The game was aborted by the server's admin. No result, no rating.

## A seat's result and why
end-result-won = won with { $score } VP
end-result-won-shared = shared the victory with { $score } VP
end-result-placed = place { $place } of { $players } with { $score } VP
end-result-resigned = resigned: place { $place } of { $players }, last whatever the score ({ $score } VP)
end-result-out-of-time = place { $place } of { $players } with { $score } VP; the time ran out and the bot { $bot } finished the game
end-result-forfeited = the time ran out and the seat forfeited: place { $place } of { $players }, last whatever the score ({ $score } VP)
end-result-aborted-agreement = aborted by agreement, no result ({ $score } VP when it stopped)
end-result-aborted-admin = aborted by the server's admin, no result ({ $score } VP when it stopped)
end-seat-line = { $place }. { $name }: { $result }
end-seat-line-aborted = { $name }: { $result }

## Times in mail: "28 November 2026, 05:22 UTC" ($day, $month 1-12, $year, $time hh:mm)
end-when = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }, { $time } UTC

## Mail when a bot takes a seat over ($bot the bot, $game the game)
mail-takeover-subject = A bot plays your seat in { $game }
mail-takeover-body = Hello { $name }, your time in { $game } ran out, so the bot { $bot } now takes your decisions. Open the link below to take your seat back: your clock starts again.

## The page: the lobby, My games, the profile
web-seat-lang = Language of this person's mail
web-profile-lang = Language of my mail
web-email-required = E-mail address
web-last-move-at = last move: { $when }
web-result = Result: { $result }
web-seat-lang-auto = Mail: their profile's language, else mine
