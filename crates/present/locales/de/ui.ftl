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

## Browser-Seite (kohle serve)
web-lobby-title = Glück Auf und Haspelknecht spielen
web-language = Sprache
web-new-game = Neues Spiel
web-game = Spiel
web-players = Spieler
web-seats = Plätze
web-person = Mensch
web-name = Name
web-bot-random = Bot: Zufallszüge (am leichtesten)
web-bot-greedy = Bot: gierig (leicht)
web-bot-ismcts-1s = Bot: Suche, 1 s pro Zug (stark)
web-bot-ismcts-3s = Bot: Suche, 3 s pro Zug (am stärksten)
web-options = Regeloptionen
web-random = zufällig
web-create = Spiel anlegen
web-creating = Spiel wird angelegt …
web-created = Spiel angelegt
web-invite-help = Schicke jedem Spieler seinen eigenen Link: Wer einen Link hat, spielt diesen Platz. Mit dem Zuschauer-Link kann man nur zusehen.
web-copy = Kopieren
web-copied = Kopiert
web-open = Öffnen
web-my-games = Meine Spiele (in diesem Browser gespeichert)
web-no-games = Noch keine Spiele.
web-forget = Dieses Spiel vergessen
web-spectator = Zuschauer
web-error-status = Der Server antwortete mit Status { $status }.
web-no-token = Diesem Link fehlt das Token: Öffne den ganzen Einladungslink.
web-board = Spielplan
web-sound = Ton
web-reconnecting = Verbindung verloren: verbinde neu …
web-will-send = Noch nicht gesendet: geht los, sobald die Verbindung wieder steht.
web-not-sent = Dein Zug wurde nicht gesendet und ist nicht mehr möglich.
web-notation = Notation
web-notation-placeholder = Zug eintippen; Tab ergänzt
web-send = Senden
web-undo = Zurücknehmen
web-scores = Punkte
web-log = Protokoll
web-actions = Erlaubte Aktionen
web-confirm-title = Bist du sicher?
web-confirm-yes = Ja, ausführen
web-confirm-no = Zurück
web-tap-again = zum Ausführen noch einmal tippen
web-choose-next = Wähle den nächsten Teil des Zugs (hervorgehoben) oder tippe ihn ein.
web-no-match = Keine erlaubte Aktion beginnt so.
web-more = … und { $n } weitere
web-your-turn = Du bist am Zug
web-you-are = Du spielst { $name }
web-waiting-for = Warte auf { $names }
web-game-over = Spiel vorbei
web-game-aborted = Diese Partie wurde vom Administrator des Servers abgebrochen.
web-points = { $n } SP
web-tiebreak = Gleichstand
web-winner = Sieger: { $name }
web-winners-shared = Sieger (geteilt): { $names }
web-tiebreak-decided = Punktgleich: Der Gleichstand wurde aufgelöst.
web-category = Wertung
web-total = Summe
web-place = Platz
web-draw-failed = Der Spielplan konnte nicht gezeichnet werden; stattdessen stehen die erlaubten Aktionen hier.

## Browser-Seite: Glück-Auf-Spielplan
web-ga-status = Schicht, Phase, Vorrat und Siegpunkte
web-ga-board = Aktionsfelder
web-ga-shift = Schicht { $n } von 3
web-ga-phase-draft = Auftragsauswahl, Karte { $pick } von { $picks }
web-ga-phase-place-workers = Arbeiter einsetzen
web-ga-phase-take-tile = oberste 5 Plättchen: eines kaufen oder keines
web-ga-phase-take-order = oberste 5 Aufträge: einen behalten oder keinen
web-ga-phase-return-end = die übrigen { $count } oben auf oder unter den Stapel legen
web-ga-phase-return-order = einzeln zurücklegen ({ $placed } von { $count } genannt)
web-ga-phase-substitute = Kohlemangel: neue Loren der Farbe { $level } ({ $carts }) brauchen einen Würfel einer anderen Farbe
web-ga-phase-mining = Fördern, übrige Schritte: { $steps_left }
web-ga-phase-double-fill = Doppelt füllen auf { $card }: { $cubes_placed } von 2 Würfeln gesetzt
web-ga-phase-over = das Spiel ist vorbei
web-ga-supply = Vorrat
web-ga-tile-pile = Plättchenstapel: { $n }
web-ga-order-deck = Auftragsstapel: { $n }
web-ga-first-player = Startspieler: { $name }
web-ga-vp = SP
web-ga-vp-short = SP
web-ga-factory = Lorenfabrik { $n }
web-ga-factory-draw = Lorenfabrik: oberste 5
web-ga-mine = Fördern { $n }
web-ga-money = Geld { $n }
web-ga-order = Auftrag { $n }
web-ga-order-draw = Aufträge: oberste 5
web-ga-players-n = ab { $n } Spielern
web-ga-blocked = Nicht im Spiel: Dieses Feld braucht { $n } oder mehr Spieler.
web-ga-cost-short = ⚒{ $n }
web-ga-cost = Arbeiter nötig, um jetzt einzusetzen: { $n }
web-ga-workers-on = Arbeiter hier: { $n } ({ $name })
web-ga-tile-tip = Plättchen { $number }: { $colour }, Loren: { $carts }, Seite: { $side }, Preis in Mark: { $cost }
web-ga-draft-title = Auftragsauswahl: Nimm eine Auftragskarte
web-ga-drawn-yours = Nur du siehst sie: die obersten { $n } des Stapels
web-ga-drawn-other = { $name } sieht sich die obersten { $n } eines Stapels an (für dich verdeckt)
web-ga-scoring-title = Schichtwertung am Ende von Schicht { $n }
web-ga-element = Wertung
web-ga-first-second = SP für 1. / 2.
web-ga-mine-of = Bergwerk von { $name }
web-ga-marks = Mark: { $n }
web-ga-workers = Arbeiter: { $n }
web-ga-canteen = Kantine: { $n }
web-ga-light-dark = Plättchen: hell { $light }, dunkel { $dark }
web-ga-surface = Oberfläche
web-ga-carts = Loren mit Kohle: { $n } ({ $colour })
web-ga-empty-cart = Leere Lore (Stollenetage { $colour })
web-ga-storage = Kohlelager
web-ga-mini-tile = Plättchen { $number }, Seite: { $side }
web-ga-pending = Offene Aufträge: { $n }
web-ga-delivered = Gelieferte Aufträge ({ $n }): { $cards }
web-ga-delivered-count = Gelieferte Aufträge: { $n }
web-ga-delivered-revealed = Gelieferte Aufträge ({ $n }): { $cards } +{ $hidden } verdeckt
web-ga-revealed-tip = Bei der letzten Schichtwertung aufgedeckt: wieder verdeckt, aber alle haben sie gesehen.
web-ga-delivered-seen = Gelieferte Aufträge (gesehen)
web-ga-face-down = +{ $n } verdeckt
web-ga-button-stop = Fördern beenden
web-ga-button-return-top = Oben auf den Stapel
web-ga-button-return-bottom = Unter den Stapel
web-ga-button-take-none = Keines nehmen
web-ga-substitute = Würfel { $colour } ({ $letter })
web-ga-substitute-none = Lore leer lassen
web-ga-more-actions = Weitere Aktionen:
web-ga-short-yellow = Ge
web-ga-short-brown = Br
web-ga-short-grey = Gr
web-ga-short-black = S
