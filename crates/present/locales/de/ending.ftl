# Wie eine Partie endete (present::ending): ein Bericht je Platz, gleich erzählt vom Banner, der
# letzten Protokollzeile, der Mail zum Partieende, Meine Partien, der Wiederholung und der
# Kommandozeile.

## Wer gewann
end-wins = { $name } gewinnt mit { $score } SP.
end-wins-shared = { $names } teilen sich den Sieg mit { $score } SP.
end-no-winner = Niemand gewinnt: alle haben aufgegeben oder kampflos verloren.
end-ended-by = Die Partie endete, als { $name } aufgab.
end-aborted-agreement = Die Partie wurde abgebrochen: alle waren einverstanden. Kein Ergebnis, keine Wertung.
end-aborted-admin = Die Administration des Servers hat die Partie abgebrochen. Kein Ergebnis, keine Wertung.

## Das Ergebnis eines Platzes und warum
end-result-won = gewonnen mit { $score } SP
end-result-won-shared = Sieg geteilt mit { $score } SP
end-result-placed = Platz { $place } von { $players } mit { $score } SP
end-result-resigned = aufgegeben: Platz { $place } von { $players }, Letzter unabhängig von den Punkten ({ $score } SP)
end-result-out-of-time = Platz { $place } von { $players } mit { $score } SP; die Zeit lief ab und der Bot { $bot } spielte die Partie zu Ende
end-result-forfeited = die Zeit lief ab, kampflos verloren: Platz { $place } von { $players }, Letzter unabhängig von den Punkten ({ $score } SP)
end-result-aborted-agreement = einvernehmlich abgebrochen, kein Ergebnis ({ $score } SP beim Abbruch)
end-result-aborted-admin = von der Administration abgebrochen, kein Ergebnis ({ $score } SP beim Abbruch)
end-seat-line = { $place }. { $name }: { $result }
end-seat-line-aborted = { $name }: { $result }

## Zeiten in Mails: „28. November 2026, 05:22 UTC“
end-when = { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }, { $time } UTC

## Mail, wenn ein Bot einen Platz übernimmt
mail-takeover-subject = Ein Bot spielt deinen Platz in { $game }
mail-takeover-body = Hallo { $name }, deine Zeit in { $game } ist abgelaufen, darum entscheidet jetzt der Bot { $bot } für dich. Öffne den Link unten, um deinen Platz zurückzunehmen: deine Uhr läuft dann neu.

## Die Seite: Lobby, Meine Partien, Profil
web-seat-lang = Sprache der Mails an diese Person
web-profile-lang = Sprache meiner Mails
web-email-required = E-Mail-Adresse
web-last-move-at = letzter Zug: { $when }
web-result = Ergebnis: { $result }
web-seat-lang-auto = Mails: Sprache des Profils, sonst meine
