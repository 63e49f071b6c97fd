# The terminal UI and the command line (the web page uses these too where it can).

## Seats and status line
ui-seat-you = { $name } (ty)
ui-seat-bot = { $name } ({ $bot })
ui-status-deciding = { $seat } decyduje
ui-status-thinking = { $seat } myśli
ui-status-hand-over = Przekazanie: { $seat }
ui-status-game-over = Koniec gry
ui-status-decisions = { $n ->
    [one] { $n } decyzja
    [few] { $n } decyzje
    [many] { $n } decyzji
   *[other] { $n } decyzji
}
ui-public-view = Widok publiczny
ui-more-down = PgDn: więcej
ui-more-up = PgUp: więcej
ui-more-both = PgUp/PgDn: więcej

## Menu, log, hints
ui-actions = Akcje
ui-actions-count = Akcje ({ $n })
ui-actions-filtered = Akcje ({ $shown }/{ $n })
ui-log-title = Dziennik ({ $n })
ui-hint-deciding = Up/Dn+Enter lub pisz (: najpierw) Tab uzupełnia | u cofnij s zapisz q wyjdź | r zasady ? pomoc
ui-hint-hand-over = Enter: gotowe  q wyjdź  ? pomoc
ui-hint-thinking = u cofnij  s zapisz  q wyjdź  PgUp/PgDn przewiń  r zasady  ? pomoc
ui-hint-game-over = s zapisz  q wyjdź  PgUp/PgDn przewiń  [ ] dziennik  d szczegóły  ? pomoc

## Keys (the help box)
ui-keys-title = Klawisze
ui-key-choose = Up/Down Home/End  wybór akcji
ui-key-enter = Enter             wykonaj
ui-key-letters = litery            wpisz notację: filtruje menu
ui-key-colon = :                 notacja zaczynająca się od s, u, q, r, d
ui-key-tab = Tab               uzupełnij wpisaną notację
ui-key-esc = Esc / Backspace   wyczyść / usuń wpisany tekst
ui-key-undo = u  Ctrl-Z         cofnij do swojej poprzedniej decyzji
ui-key-save = s  Ctrl-S         zapisz przebieg partii
ui-key-quit = q  Ctrl-C         wyjdź (pyta, jeśli nie zapisano)
ui-key-scroll-panel = PgUp/PgDn         przewiń panel gry
ui-key-scroll-log = [ ]               przewiń dziennik
ui-key-rules = r                 pomoc do zasad: każdy element, pole i opcja
ui-key-help = ?                 ta pomoc
ui-key-close-help = dowolny klawisz zamyka pomoc

## Boxes
ui-any-key = (dowolny klawisz, aby kontynuować)
ui-milestones-title = Co się wydarzyło
ui-confirm-title = Na pewno?
ui-confirm-keys = Enter lub y: wykonaj   inny klawisz: wróć
ui-quit-title = Wyjść?
ui-quit-unsaved = Gra ma niezapisane decyzje.
ui-quit-keys = y: wyjdź mimo to  s: zapisz i wyjdź
ui-quit-keep = inny klawisz: graj dalej
ui-rules-title = Pomoc do zasad
ui-rules-keys = Up/Down PgUp/PgDn: przewiń   inny klawisz: zamknij

## Hand-over (hotseat)
ui-hand-over-title = Przekazanie
ui-hand-over-pass = Przekaż terminal. Kolej: { $seat }.
ui-hand-over-look-away = Pozostali, proszę, nie patrzcie.
ui-hand-over-ready = { $seat }: naciśnij Enter, aby zacząć.

## Messages
ui-bot-refused = { $seat }: odrzucono { $action }: { $reason }
ui-saved = Zapisano w { $path }
ui-save-failed = Zapis nieudany: { $reason }
ui-undo-only-vs-bots = Cofanie działa tylko, gdy jedna osoba gra przeciw botom.
ui-undo-nothing = Nie ma czego cofnąć: nie podjęto jeszcze decyzji.
ui-undo-revealed = Nie można cofnąć: od twojej ostatniej decyzji odkryto ukryte informacje.
ui-undo-bad-record = Nie można cofnąć: przebiegu partii nie da się odtworzyć.
ui-undone = { $n ->
    [one] Cofnięto { $n } decyzję.
    [few] Cofnięto { $n } decyzje.
    [many] Cofnięto { $n } decyzji.
   *[other] Cofnięto { $n } decyzji.
}
ui-not-legal = `{ $action }` jest teraz niedozwolone: { $reason }
ui-not-offered = nie ma tego wśród obecnie dostępnych akcji.
ui-cannot-read = Nie można odczytać `{ $input }`: { $reason }

## Final table
ui-final-score = Wynik końcowy
ui-total = suma
ui-place = miejsce
ui-tiebreak-part = remis: { $part }
ui-winner = { $n ->
    [one] Zwycięzca: { $names }
   *[other] Zwycięzcy (ex aequo): { $names }
}
ui-details-show = d: pokaż składniki każdej kategorii
ui-details-hide = d: ukryj składniki

## Command line
cli-options-title = Opcje zasad gry { $game } (ustaw przez --option NAME=VALUE):
cli-rules-none = Brak pomocy do zasad pasującej do `{ $topic }`.
cli-scores-final = Wyniki (końcowe):
cli-scores-so-far = Dotychczasowe wyniki:
cli-winner = zwycięzca
cli-vp = { $n } PZ
cli-legal-over = Gra się zakończyła: brak dozwolonych akcji.
cli-legal-none = { $seat } nie ma teraz decyzji do podjęcia.
cli-legal-title = { $seat }: { $n ->
    [one] { $n } dozwolona akcja
    [few] { $n } dozwolone akcje
    [many] { $n } dozwolonych akcji
   *[other] { $n } dozwolonej akcji
}

## Strona w przeglądarce (kohle serve)
web-lobby-title = Graj w Glück Auf i Haspelknecht
web-language = Język
web-new-game = Nowa gra
web-game = Gra
web-players = Gracze
web-seats = Miejsca
web-person = Człowiek
web-name = Imię
web-bot-random = Bot: losowe ruchy (najłatwiejszy)
web-bot-greedy = Bot: zachłanny (łatwy)
web-bot-ismcts-1s = Bot: przeszukiwanie, 1 s na ruch (silny)
web-bot-ismcts-3s = Bot: przeszukiwanie, 3 s na ruch (najsilniejszy)
web-options = Opcje zasad
web-random = losowo
web-create = Utwórz grę
web-creating = Tworzenie gry…
web-created = Gra utworzona
web-invite-help = Wyślij każdemu graczowi jego własny link: kto ma link, gra na tym miejscu. Link dla widzów pozwala tylko oglądać.
web-copy = Kopiuj
web-copied = Skopiowano
web-open = Otwórz
web-my-games = Moje gry (zapisane w tej przeglądarce)
web-no-games = Jeszcze brak gier.
web-forget = Zapomnij tę grę
web-spectator = Widz
web-error-status = Serwer odpowiedział kodem { $status }.
web-no-token = W tym linku brakuje tokenu: otwórz cały link z zaproszenia.
web-board = Plansza
web-sound = Dźwięk
web-reconnecting = Utracono połączenie: łączę ponownie…
web-will-send = Jeszcze nie wysłano: pójdzie, gdy tylko wróci połączenie.
web-not-sent = Twój ruch nie został wysłany i nie jest już możliwy.
web-notation = Notacja
web-notation-placeholder = wpisz ruch; Tab uzupełnia
web-send = Wyślij
web-undo = Cofnij
web-scores = Punkty
web-log = Dziennik
web-actions = Dozwolone akcje
web-confirm-title = Na pewno?
web-confirm-yes = Tak, wykonaj
web-confirm-no = Wróć
web-tap-again = dotknij ponownie, aby wykonać
web-choose-next = Wybierz następną część ruchu (podświetloną) albo ją wpisz.
web-no-match = Żadna dozwolona akcja tak się nie zaczyna.
web-more = … i { $n } więcej
web-your-turn = Twój ruch
web-you-are = Grasz jako { $name }
web-waiting-for = Czekamy na: { $names }
web-game-over = Koniec gry
web-game-aborted = Tę partię przerwał administrator serwera.
web-points = { $n } PZ
web-tiebreak = Remis
web-winner = Zwycięzca: { $name }
web-winners-shared = Zwycięzcy (ex aequo): { $names }
web-tiebreak-decided = Równa liczba punktów: rozstrzygnęły zasady remisu.
web-category = Kategoria
web-total = Suma
web-place = Miejsce
web-draw-failed = Nie udało się narysować planszy; zamiast niej poniżej są dozwolone akcje.

## Strona w przeglądarce: plansza Glück Auf
web-ga-status = Zmiana, faza, zapas i punkty zwycięstwa
web-ga-board = Pola akcji
web-ga-shift = Zmiana { $n } z 3
web-ga-phase-draft = wybór zamówień, karta { $pick } z { $picks }
web-ga-phase-place-workers = wystawianie robotników
web-ga-phase-take-tile = 5 wierzchnich płytek: kup jedną albo żadnej
web-ga-phase-take-order = 5 wierzchnich zamówień: zatrzymaj jedno albo żadnego
web-ga-phase-return-end = odłóż pozostałe ({ $count }) na wierzch albo pod spód stosu
web-ga-phase-return-order = odkładaj je po kolei (wskazano { $placed } z { $count })
web-ga-phase-substitute = niedobór węgla: nowe wagoniki koloru { $level } ({ $carts }) potrzebują kostki innego koloru
web-ga-phase-mining = wydobycie, pozostałe kroki: { $steps_left }
web-ga-phase-double-fill = podwójne wypełnienie na { $card }: położono { $cubes_placed } z 2 kostek
web-ga-phase-over = gra się zakończyła
web-ga-supply = Zapas
web-ga-tile-pile = Stos płytek: { $n }
web-ga-order-deck = Talia zamówień: { $n }
web-ga-first-player = Pierwszy gracz: { $name }
web-ga-vp = PZ
web-ga-vp-short = PZ
web-ga-factory = Fabryka { $n }
web-ga-factory-draw = Fabryka: 5 z wierzchu
web-ga-mine = Wydobycie { $n }
web-ga-money = Pieniądze { $n }
web-ga-order = Zamówienie { $n }
web-ga-order-draw = Zamówienia: 5 z wierzchu
web-ga-players-n = od { $n } graczy
web-ga-blocked = Poza grą: to pole wymaga co najmniej { $n } graczy.
web-ga-cost-short = ⚒{ $n }
web-ga-cost = Robotnicy potrzebni, by wejść teraz: { $n }
web-ga-workers-on = Robotnicy tutaj: { $n } ({ $name })
web-ga-tile-tip = Płytka { $number }: { $colour }, wagoniki: { $carts }, strona: { $side }, cena w markach: { $cost }
web-ga-draft-title = Wybór zamówień: weź jedną kartę zamówienia
web-ga-drawn-yours = Widzisz je tylko ty: wierzch stosu ({ $n })
web-ga-drawn-other = { $name } ogląda wierzch stosu ({ $n }); przed tobą ukryte
web-ga-scoring-title = Punktowanie na koniec zmiany { $n }
web-ga-element = Element
web-ga-first-second = PZ za 1. / 2. miejsce
web-ga-mine-of = Kopalnia: { $name }
web-ga-marks = Marki: { $n }
web-ga-workers = Robotnicy: { $n }
web-ga-canteen = Stołówka: { $n }
web-ga-light-dark = Płytki: jasne { $light }, ciemne { $dark }
web-ga-surface = Powierzchnia
web-ga-carts = Wagoniki z węglem: { $n } ({ $colour })
web-ga-empty-cart = Pusty wagonik (poziom: { $colour })
web-ga-storage = Magazyn
web-ga-mini-tile = Płytka { $number }, strona: { $side }
web-ga-pending = Zamówienia w realizacji: { $n }
web-ga-delivered = Dostarczone zamówienia ({ $n }): { $cards }
web-ga-delivered-count = Dostarczone zamówienia: { $n }
web-ga-delivered-revealed = Dostarczone zamówienia ({ $n }): { $cards } +{ $hidden } zakryte
web-ga-revealed-tip = Odkryte przy ostatnim punktowaniu zmiany: znów zakryte, ale wszyscy gracze je widzieli.
web-ga-delivered-seen = Dostarczone zamówienia (widziane)
web-ga-face-down = +{ $n } zakryte
web-ga-button-stop = Zakończ wydobycie
web-ga-button-return-top = Na wierzch stosu
web-ga-button-return-bottom = Pod spód stosu
web-ga-button-take-none = Nie bierz nic
web-ga-substitute = Kostka: { $colour } ({ $letter })
web-ga-substitute-none = Zostaw wagonik pusty
web-ga-more-actions = Inne akcje:
web-ga-short-yellow = Ż
web-ga-short-brown = Br
web-ga-short-grey = Sz
web-ga-short-black = Cz
