# Gra przez wiele dni (kohle serve): zegary, boty za nieobecnych, zgody, e-mail, Moje gry,
# rankingi.

## Wiersze dziennika serwera
srv-timeout-bot = { $name }: skończył się czas; bot { $bot } gra za tę osobę, dopóki nie odzyska miejsca.
srv-timeout-forfeit = { $name }: skończył się czas, walkower; bot { $bot } kończy grę, ostatnie miejsce.
srv-seat-back = { $name } odzyskuje swoje miejsce.
srv-resigned-bot = { $name } poddaje się; bot { $bot } kończy grę, ostatnie miejsce.
srv-resigned-end = { $name } poddaje się: gra kończy się tutaj, { $name } na ostatnim miejscu.
srv-aborted = Wszyscy się zgodzili: gra została przerwana.
srv-aborted-admin = Administrator serwera przerwał grę.

## Odmowy
err-taken-over = Od kiedy skończył się twój czas, za ciebie gra bot: najpierw odzyskaj swoje miejsce.
err-seat-left = To miejsce poddało się lub przegrało walkowerem: bot gra nim do końca.
err-not-taken-over = Żaden bot nie gra za ciebie: nie ma czego odzyskiwać.
err-out-of-time = Twój czas skończył się, zanim dotarła twoja decyzja.
err-abort-too-late = Za późno na przerwanie: pierwsza zmiana (pierwszy rok) już minęła.
err-rematch-not-over = Rewanż można uzgodnić po zakończeniu gry.
err-analysis-off = Ten serwer nie analizuje gier (analiza jest wyłączona).
err-analysis-not-over = Można przeanalizować tylko zakończoną grę.
err-analysis-busy = Serwer analizuje teraz tyle gier, ile może naraz: spróbuj ponownie za kilka minut.

## Analiza zakończonej gry
analysis-verdict-good = dobry
analysis-verdict-inaccuracy = niedokładność
analysis-verdict-mistake = błąd
analysis-verdict-blunder = poważny błąd
analysis-only-move = jedyny ruch
analysis-chart-title = Szansa na wygraną po każdej decyzji (według decydującego gracza)
analysis-chart-x = decyzja

## E-mail
mail-invite-subject = Twoje miejsce w grze { $game }
mail-invite-body = Cześć { $name }, masz miejsce w grze { $game } z: { $others }. Link poniżej to twoje miejsce: kto go ma, gra za ciebie.
mail-turn-subject = Twój ruch w { $game }
mail-turn-body = Cześć { $name }, twój ruch w grze { $game } z: { $others }. Termin ruchu: { $deadline }.
mail-low-subject = Kończy się czas w { $game }
mail-low-body = Cześć { $name }, twój czas w grze { $game } kończy się o { $deadline }. Potem za ciebie decyduje bot.
mail-over-subject = Koniec gry: { $game }
mail-over-body = Cześć { $name }, gra { $game } z: { $others } dobiegła końca.
mail-result-line = { $place }. { $name }: { $score } PZ
mail-signin-subject = Twój link logowania do kohle
mail-signin-body = Otwórz link poniżej, aby zobaczyć swoje gry na tym urządzeniu. Działa raz, przez godzinę. Jeśli o niego nie prosisz, zignoruj tę wiadomość.
mail-footer = Koniec e-maili z tego serwera na ten adres, jednym kliknięciem: { $link }

## Strona
web-clock = Czas gry
web-clock-untimed = Bez zegara
web-clock-fischer = Na żywo
web-clock-turn = Turowo
web-clock-minutes = Minuty na osobę
web-clock-increment = Sekundy dodawane za ruch
web-clock-hours = Godziny na ruch
web-clock-reserve = Rezerwa w godzinach
web-on-timeout = Gdy skończy się czas
web-on-timeout-bot = bot gra, dopóki osoba nie wróci
web-on-timeout-forfeit = walkower (bot kończy grę, ostatnie miejsce)
web-email = E-mail (nieobowiązkowo)
web-me = ja
web-seat-taken-over = bot ({ $bot }) gra za: { $name }
web-seat-forfeited = { $name }: walkower
web-seat-resigned = { $name } poddaje się
web-clock-running = { $name }: { $time }, biegnie
web-clock-stopped = { $name }: { $time }
web-take-back = Odzyskaj moje miejsce
web-resign = Poddaj się
web-resign-confirm = Poddać tę grę? Zajmiesz ostatnie miejsce bez względu na punkty.
web-abort = Zgoda na przerwanie
web-abort-agreed = Zgoda na przerwanie: { $names }
web-rematch = Rewanż
web-rematch-accepted = Rewanż przyjęty: { $names }
web-rematch-open = Otwórz rewanż
web-aborted = Gra została przerwana.
web-notify-ask = Powiadom mnie, gdy będzie mój ruch
web-notify-body = Twój ruch w { $game }.
web-email-me = Pisz do mnie o tej grze:
web-save = Zapisz
web-saved = Zapisano.
web-add-to-my-games = Dodaj do Moich gier
web-added = Dodano do Moich gier.
web-my-games-title = Moje gry
web-leaderboard = Ranking
web-create-player = Załóż mi konto gracza
web-player-help = Ta przeglądarka przechowuje twój klucz gracza: dodane gry są wymienione tutaj. Na innym urządzeniu poproś o link logowania e-mailem.
web-sign-in = Zaloguj się linkiem z e-maila
web-sign-in-send = Wyślij link
web-sign-in-sent = Jeśli ktoś tu ma ten adres, link jest w drodze.
web-signed-in = Zalogowano na tym urządzeniu.
web-profile = Profil
web-to-move = ruch: { $names }
web-place-score = miejsce { $place }, { $score } PZ
web-last-move = ostatni ruch: { $text }
web-no-my-games = Brak gier: otwórz zaproszenie i dodaj je do Moich gier albo utwórz grę i zajmij miejsce jako ty.
web-rating = Ranking
web-games-count = Gry
web-players-n = liczba osób: { $n }
web-mail-stop-title = Koniec e-maili
web-mail-stop-ask = Wyłączyć wszystkie e-maile z tego serwera na twój adres?
web-mail-stop-button = Wyłącz e-maile
web-mail-stop-done = Gotowe: na twój adres nie przyjdą już e-maile.

# The replay page (replay.js).
web-replay = Powtórka
web-replay-title = Powtórka
web-replay-first = Pierwszy krok (Home)
web-replay-prev-decision = Poprzednia decyzja (Shift+←)
web-replay-prev = Poprzedni krok (←)
web-replay-next = Następny krok (→)
web-replay-next-decision = Następna decyzja (Shift+→)
web-replay-last = Ostatni krok (End)
web-replay-slider = Krok
web-replay-step = Krok { $step } z { $steps } · podjęte decyzje: { $actions }
web-replay-view-as = Plansza widziana przez
web-replay-public = wszystkich (publiczna)
web-replay-everything = Gra się skończyła: wszyscy widzą wszystko (plany, losowania, stosy).
web-replay-as-seen = Gra wciąż trwa: widzisz to, co widziało twoje miejsce (widz tylko to, co publiczne).
web-replay-piles = Zakryte stosy (od góry)
web-replay-to-game = Wróć do gry
web-replay-drop = Upuść tutaj plik zapisu gry (zapisany przez kohle) albo go wybierz. Zostanie odczytany i odtworzony w tej przeglądarce i nigdzie nie zostanie wysłany.
web-replay-choose = Wybierz plik zapisu gry
web-replay-file-error = Tego pliku nie da się odtworzyć: { $reason }
web-replay-no-wasm = Ten serwer zbudowano bez modułu powtórek (replay.wasm): pliku nie da się tu odtworzyć.
web-replay-analysis = Analiza
web-replay-analyse = Przeanalizuj tę grę
web-replay-analysing = Bot analizuje grę…
web-replay-analysis-failed = Analiza się nie powiodła.
web-replay-chart = Szansa na wygraną każdego miejsca w trakcie gry
