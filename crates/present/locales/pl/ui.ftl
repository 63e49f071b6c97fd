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
