# Jak skończyła się gra (present::ending): jedna relacja na miejsce, ta sama w banerze, ostatnim
# wierszu dziennika, e-mailu o końcu gry, Moich grach, powtórce i wierszu poleceń.

## Kto wygrał
end-wins = { $name } wygrywa z { $score } PZ.
end-wins-shared = { $names } dzielą zwycięstwo z { $score } PZ.
end-no-winner = Nikt nie wygrywa: wszyscy poddali się albo przegrali walkowerem.
end-ended-by = Gra skończyła się, gdy { $name } się poddał(a).
end-aborted-agreement = Gra została przerwana: wszyscy się zgodzili. Bez wyniku, bez rankingu.
end-aborted-admin = Gra została przerwana przez administratora serwera. Bez wyniku, bez rankingu.

## Wynik miejsca i jego powód
end-result-won = zwycięstwo z { $score } PZ
end-result-won-shared = wspólne zwycięstwo z { $score } PZ
end-result-placed = miejsce { $place } z { $players } z { $score } PZ
end-result-resigned = poddanie: miejsce { $place } z { $players }, ostatnie bez względu na punkty ({ $score } PZ)
end-result-out-of-time = miejsce { $place } z { $players } z { $score } PZ; czas się skończył i bot { $bot } dokończył grę
end-result-forfeited = czas się skończył, walkower: miejsce { $place } z { $players }, ostatnie bez względu na punkty ({ $score } PZ)
end-result-aborted-agreement = przerwana za zgodą wszystkich, bez wyniku ({ $score } PZ w chwili przerwania)
end-result-aborted-admin = przerwana przez administratora, bez wyniku ({ $score } PZ w chwili przerwania)
end-seat-line = { $place }. { $name }: { $result }
end-seat-line-aborted = { $name }: { $result }

## Czas w e-mailach: „28 listopada 2026, 05:22 UTC”
end-when = { $day } { $month ->
    [1] stycznia
    [2] lutego
    [3] marca
    [4] kwietnia
    [5] maja
    [6] czerwca
    [7] lipca
    [8] sierpnia
    [9] września
    [10] października
    [11] listopada
   *[12] grudnia
} { $year }, { $time } UTC

## E-mail, gdy bot przejmuje miejsce
mail-takeover-subject = Bot gra za ciebie w { $game }
mail-takeover-body = Cześć { $name }, twój czas w { $game } się skończył, więc teraz decyduje za ciebie bot { $bot }. Otwórz poniższy link, aby odzyskać swoje miejsce: twój zegar ruszy od nowa.

## Strona: lobby, Moje gry, profil
web-seat-lang = Język e-maili do tej osoby
web-profile-lang = Język moich e-maili
web-email-required = Adres e-mail
web-last-move-at = ostatni ruch: { $when }
web-result = Wynik: { $result }
web-seat-lang-auto = E-maile: język z profilu, a jeśli go nie ma, mój
