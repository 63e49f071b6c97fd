# The terminal UI and the command line (the web page uses these too where it can).

## Seats and status line
ui-seat-you = { $name } (du)
ui-seat-bot = { $name } ({ $bot })
ui-status-deciding = { $seat } entscheidet
ui-status-thinking = { $seat } denkt nach
ui-status-hand-over = Übergabe an { $seat }
ui-status-game-over = Spiel vorbei
ui-status-decisions = { $n ->
    [one] { $n } Entscheidung
   *[other] { $n } Entscheidungen
}
ui-public-view = Öffentliche Ansicht
ui-more-down = PgDn: mehr
ui-more-up = PgUp: mehr
ui-more-both = PgUp/PgDn: mehr

## Menu, log, hints
ui-actions = Aktionen
ui-actions-count = Aktionen ({ $n })
ui-actions-filtered = Aktionen ({ $shown }/{ $n })
ui-log-title = Protokoll ({ $n })
ui-hint-deciding = Up/Dn+Enter o. tippen (erst :) Tab ergänzt | u zurück s sichern q Ende | r Regeln ? Hilfe
ui-hint-hand-over = Enter: Ich bin bereit  q Ende  ? Hilfe
ui-hint-thinking = u zurück  s sichern  q Ende  PgUp/PgDn blättern  r Regeln  ? Hilfe
ui-hint-game-over = s sichern  q Ende  PgUp/PgDn blättern  [ ] Protokoll  d Details  ? Hilfe

## Keys (the help box)
ui-keys-title = Tasten
ui-key-choose = Up/Down Home/End  Aktion wählen
ui-key-enter = Enter             ausführen
ui-key-letters = Buchstaben        Notation tippen: filtert das Menü
ui-key-colon = :                 Notation, die mit s, u, q, r, d beginnt
ui-key-tab = Tab               getippte Notation ergänzen
ui-key-esc = Esc / Backspace   Eingabe leeren / Zeichen löschen
ui-key-undo = u  Ctrl-Z         zurück zur eigenen letzten Entscheidung
ui-key-save = s  Ctrl-S         Partie speichern
ui-key-quit = q  Ctrl-C         beenden (fragt, falls ungespeichert)
ui-key-scroll-panel = PgUp/PgDn         Spielbereich blättern
ui-key-scroll-log = [ ]               Protokoll blättern
ui-key-rules = r                 Regelhilfe: alle Teile, Felder und Optionen
ui-key-help = ?                 diese Hilfe
ui-key-close-help = beliebige Taste schließt diese Hilfe

## Boxes
ui-any-key = (weiter mit beliebiger Taste)
ui-milestones-title = Was geschah
ui-confirm-title = Bist du sicher?
ui-confirm-keys = Enter oder y: ausführen   andere Taste: zurück
ui-quit-title = Beenden?
ui-quit-unsaved = Die Partie hat ungespeicherte Entscheidungen.
ui-quit-keys = y: trotzdem beenden  s: speichern und beenden
ui-quit-keep = andere Taste: weiterspielen
ui-rules-title = Regelhilfe
ui-rules-keys = Up/Down PgUp/PgDn: blättern   andere Taste: schließen

## Hand-over (hotseat)
ui-hand-over-title = Übergabe
ui-hand-over-pass = Gib das Terminal an { $seat } weiter.
ui-hand-over-look-away = Alle anderen bitte wegsehen.
ui-hand-over-ready = { $seat }: Drücke Enter, wenn du bereit bist.

## Messages
ui-bot-refused = { $seat }: { $action } abgelehnt: { $reason }
ui-saved = Gespeichert in { $path }
ui-save-failed = Speichern fehlgeschlagen: { $reason }
ui-undo-only-vs-bots = Rückgängig geht nur, wenn eine Person gegen Bots spielt.
ui-undo-nothing = Nichts rückgängig zu machen: Du hast noch nicht entschieden.
ui-undo-revealed = Rückgängig unmöglich: Seit deiner letzten Entscheidung wurden verdeckte Infos aufgedeckt.
ui-undo-bad-record = Rückgängig unmöglich: Die Aufzeichnung lässt sich nicht nachspielen.
ui-undone = { $n ->
    [one] { $n } Entscheidung rückgängig gemacht.
   *[other] { $n } Entscheidungen rückgängig gemacht.
}
ui-not-legal = `{ $action }` ist jetzt nicht erlaubt: { $reason }
ui-not-offered = es ist keine der jetzt angebotenen Aktionen.
ui-cannot-read = `{ $input }` nicht lesbar: { $reason }

## Final table
ui-final-score = Endwertung
ui-total = Summe
ui-place = Platz
ui-tiebreak-part = Gleichstand: { $part }
ui-winner = { $n ->
    [one] Sieger: { $names }
   *[other] Sieger (geteilt): { $names }
}
ui-details-show = d: Einzelwerte jeder Kategorie zeigen
ui-details-hide = d: Einzelwerte ausblenden

## Command line
cli-options-title = Regeloptionen für { $game } (setzen mit --option NAME=VALUE):
cli-rules-none = Keine Regelhilfe passt zu `{ $topic }`.
cli-scores-final = Punkte (Endstand):
cli-scores-so-far = Punkte bisher:
cli-winner = Sieger
cli-vp = { $n } SP
cli-legal-over = Das Spiel ist vorbei: keine erlaubten Aktionen.
cli-legal-none = { $seat } hat jetzt nichts zu entscheiden.
cli-legal-title = { $seat }: { $n ->
    [one] { $n } erlaubte Aktion
   *[other] { $n } erlaubte Aktionen
}
