# Über Tage spielen (kohle serve): Uhren, Bots für Abwesende, Vereinbarungen, E-Mail, Meine
# Partien, Wertungen.

## Die Protokollzeilen des Servers
srv-timeout-bot = { $name } hat keine Zeit mehr: der Bot { $bot } spielt für { $name }, bis der Platz zurückgenommen wird.
srv-timeout-forfeit = { $name } hat keine Zeit mehr und verliert kampflos: der Bot { $bot } spielt die Partie zu Ende, letzter Platz.
srv-seat-back = { $name } hat den Platz zurückgenommen.
srv-resigned-bot = { $name } hat aufgegeben: der Bot { $bot } spielt die Partie zu Ende, letzter Platz.
srv-resigned-end = { $name } hat aufgegeben: die Partie endet hier, { $name } auf dem letzten Platz.
srv-aborted = Alle waren einverstanden: die Partie ist abgebrochen.
srv-aborted-admin = Die Administration des Servers hat die Partie abgebrochen.

## Ablehnungen
err-taken-over = Seit deine Zeit abgelaufen ist, spielt ein Bot für dich: nimm zuerst deinen Platz zurück.
err-seat-left = Dieser Platz hat aufgegeben oder kampflos verloren: ein Bot spielt ihn zu Ende.
err-not-taken-over = Kein Bot spielt für dich: es gibt nichts zurückzunehmen.
err-out-of-time = Deine Zeit ist abgelaufen, bevor deine Entscheidung ankam.
err-abort-too-late = Zu spät zum Abbrechen: die erste Schicht (das erste Jahr) ist vorbei.
err-rematch-not-over = Eine Revanche kann vereinbart werden, wenn die Partie vorbei ist.
err-analysis-off = Dieser Server analysiert keine Partien (die Analyse ist abgeschaltet).
err-analysis-not-over = Nur eine beendete Partie kann analysiert werden.
err-analysis-busy = Der Server analysiert gerade so viele Partien, wie er gleichzeitig kann: versuche es in ein paar Minuten wieder.

## Die Analyse einer beendeten Partie
analysis-verdict-good = gut
analysis-verdict-inaccuracy = Ungenauigkeit
analysis-verdict-mistake = Fehler
analysis-verdict-blunder = grober Fehler
analysis-only-move = einziger Zug
analysis-chart-title = Siegchance nach jeder Entscheidung (wie der Entscheidende sie schätzt)
analysis-chart-x = Entscheidung

## E-Mail
mail-invite-subject = Dein Platz in einer Partie { $game }
mail-invite-body = Hallo { $name }, du hast einen Platz in einer Partie { $game } mit { $others }. Der Link unten ist dein Platz: wer ihn hat, spielt für dich.
mail-turn-subject = Du bist am Zug in { $game }
mail-turn-body = Hallo { $name }, du bist am Zug in { $game } mit { $others }. Dein Zug ist fällig bis { $deadline }.
mail-low-subject = Deine Zeit wird knapp in { $game }
mail-low-body = Hallo { $name }, deine Zeit in { $game } läuft um { $deadline } ab. Danach entscheidet ein Bot für dich.
mail-over-subject = Partie beendet: { $game }
mail-over-body = Hallo { $name }, die Partie { $game } mit { $others } ist beendet.
mail-result-line = { $place }. { $name }: { $score } SP
mail-signin-subject = Dein Anmeldelink für kohle
mail-signin-body = Öffne den Link unten, um deine Partien auf diesem Gerät zu sehen. Er gilt einmal, eine Stunde lang. Wenn du ihn nicht angefordert hast, beachte diese E-Mail nicht.
mail-footer = Keine E-Mails mehr von diesem Server an diese Adresse, mit einem Klick: { $link }

## Die Seite
web-clock = Bedenkzeit
web-clock-untimed = Ohne Uhr
web-clock-fischer = Echtzeit
web-clock-turn = Rundenbasiert
web-clock-minutes = Minuten pro Person
web-clock-increment = Sekunden mehr pro Zug
web-clock-hours = Stunden pro Zug
web-clock-reserve = Reserve in Stunden
web-on-timeout = Wenn die Zeit abläuft
web-on-timeout-bot = ein Bot spielt, bis die Person zurück ist
web-on-timeout-forfeit = der Platz verliert kampflos (ein Bot spielt zu Ende, letzter Platz)
web-email = E-Mail (freiwillig)
web-me = ich
web-seat-taken-over = ein Bot ({ $bot }) spielt für { $name }
web-seat-forfeited = { $name } hat kampflos verloren
web-seat-resigned = { $name } hat aufgegeben
web-clock-running = { $name }: { $time }, läuft
web-clock-stopped = { $name }: { $time }
web-take-back = Meinen Platz zurücknehmen
web-resign = Aufgeben
web-resign-confirm = Diese Partie aufgeben? Du landest auf dem letzten Platz, was immer deine Punkte sind.
web-abort = Abbruch zustimmen
web-abort-agreed = Dem Abbruch zugestimmt: { $names }
web-rematch = Revanche
web-rematch-accepted = Revanche angenommen: { $names }
web-rematch-open = Zur Revanche
web-aborted = Die Partie wurde abgebrochen.
web-notify-ask = Sag mir, wenn ich am Zug bin
web-notify-body = Du bist am Zug in { $game }.
web-email-me = Schreib mir zu dieser Partie:
web-save = Speichern
web-saved = Gespeichert.
web-add-to-my-games = Zu Meinen Partien
web-added = Zu Meinen Partien hinzugefügt.
web-my-games-title = Meine Partien
web-leaderboard = Bestenliste
web-create-player = Mich hier als Spieler anlegen
web-player-help = Dieser Browser bewahrt deinen Spielerschlüssel auf: die Partien, die du hinzufügst, stehen hier. Auf einem anderen Gerät fordere einen Anmeldelink per E-Mail an.
web-sign-in = Mit einem Link per E-Mail anmelden
web-sign-in-send = Link senden
web-sign-in-sent = Wenn hier jemand diese Adresse hat, ist ein Link unterwegs.
web-signed-in = Auf diesem Gerät angemeldet.
web-profile = Profil
web-to-move = am Zug: { $names }
web-place-score = Platz { $place }, { $score } SP
web-last-move = letzter Zug: { $text }
web-no-my-games = Noch keine Partien: öffne eine Einladung und füge sie zu Meinen Partien hinzu, oder lege eine Partie an und nimm selbst einen Platz.
web-rating = Wertung
web-games-count = Partien
web-players-n = { $n } Personen
web-mail-stop-title = Keine E-Mails mehr
web-mail-stop-ask = Alle E-Mails von diesem Server an deine Adresse abbestellen?
web-mail-stop-button = E-Mails abbestellen
web-mail-stop-done = Erledigt: an deine Adresse gehen keine E-Mails mehr.

# The replay page (replay.js).
web-replay = Wiederholung
web-replay-title = Wiederholung
web-replay-first = Erster Schritt (Pos1)
web-replay-prev-decision = Vorige Entscheidung (Umschalt+←)
web-replay-prev = Voriger Schritt (←)
web-replay-next = Nächster Schritt (→)
web-replay-next-decision = Nächste Entscheidung (Umschalt+→)
web-replay-last = Letzter Schritt (Ende)
web-replay-slider = Schritt
web-replay-step = Schritt { $step } von { $steps } · getroffene Entscheidungen: { $actions }
web-replay-view-as = Spielplan aus der Sicht von
web-replay-public = allen (öffentlich)
web-replay-everything = Die Partie ist zu Ende: Alle sehen alles (Pläne, Ziehungen, die Stapel).
web-replay-as-seen = Die Partie läuft noch: Du siehst, was dein Platz gesehen hat (Zuschauer nur das Öffentliche).
web-replay-piles = Verdeckte Stapel (oben zuerst)
web-replay-to-game = Zurück zur Partie
web-replay-drop = Lege hier eine Partiedatei ab (von kohle gespeichert) oder wähle eine aus. Sie wird in diesem Browser gelesen und abgespielt und nirgendwohin gesendet.
web-replay-choose = Partiedatei auswählen
web-replay-file-error = Diese Datei lässt sich nicht abspielen: { $reason }
web-replay-no-wasm = Dieser Server wurde ohne das Wiederholungsmodul (replay.wasm) gebaut: Eine Datei kann hier nicht abgespielt werden.
web-replay-analysis = Analyse
web-replay-analyse = Diese Partie analysieren
web-replay-analysing = Der Bot analysiert die Partie …
web-replay-analysis-failed = Die Analyse ist fehlgeschlagen.
web-replay-chart = Die Siegchance jedes Platzes im Lauf der Partie
