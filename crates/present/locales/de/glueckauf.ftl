# Glück Auf, Deutsch.
# Spielbegriffe nach der deutschen Originalausgabe (eggertspiele/Pegasus 2013): Lore, Förderkorb,
# Auftrag, Schicht, Kantine, Lorenfabrik, Tunnelplättchen, Stollenetage, Kohlelager, Mark.
# Notation (factory 3, OC10, Plättchennummern) wird nie übersetzt.

## Terms

ga-colour-yellow = gelb
ga-colour-brown = braun
ga-colour-grey = grau
ga-colour-black = schwarz

ga-transport-wheelbarrow = Handkarren
ga-transport-carriage = Fuhrwerk
ga-transport-truck = Lastwagen
ga-transport-train = Eisenbahn

ga-side-light = hell
ga-side-dark = dunkel

ga-level-surface = über Tage
ga-level-yellow = gelbe Stollenetage
ga-level-brown = braune Stollenetage
ga-level-grey = graue Stollenetage
ga-level-black = schwarze Stollenetage

ga-end-top = oben
ga-end-bottom = unten

ga-source-elevator = dem Förderkorb
ga-source-storage = dem Kohlelager

ga-element-yellow-cells = gelbe Kohlefelder
ga-element-brown-cells = braune Kohlefelder
ga-element-grey-cells = graue Kohlefelder
ga-element-black-cells = schwarze Kohlefelder
ga-element-wheelbarrow-cells = Handkarren-Felder
ga-element-carriage-cells = Fuhrwerk-Felder
ga-element-truck-cells = Lastwagen-Felder
ga-element-train-cells = Eisenbahn-Felder
ga-element-empty-yellow-carts = leere gelbe Loren
ga-element-empty-brown-carts = leere braune Loren
ga-element-empty-grey-carts = leere graue Loren
ga-element-empty-black-carts = leere schwarze Loren

# "2× grau" (Kohlewürfel oder Kohlefelder einer Farbe)
ga-coal-count = { $n }× { $colour }
# "Plättchen 17 (grau, 2 Loren, hell)"
ga-tile = Plättchen { $number } ({ $colour }, { $carts ->
        [one] 1 Lore
       *[other] { $carts } Loren
    }, { $side })
# "OC10 (Fuhrwerk, 10 SP: 1× gelb, 1× braun, 1× grau, 1× schwarz)"
ga-order = { $card } ({ $transport }, { $vp } SP: { $cells })

## Events

ga-ev-draft-leftover = Die Startauswahl ist vorbei: { $card }, die Karte, die niemand nahm, kommt auf das Feld { $space }.
ga-ev-tile-revealed = Neu auf dem Feld { $space }: { $tile }, { $cost } Mark.
ga-ev-order-revealed = Neu auf dem Feld { $space }: Auftrag { $card }.
ga-ev-space-empty-tiles = Der Plättchenstapel ist leer: Das Feld { $space } bleibt leer.
ga-ev-space-empty-orders = Der Auftragsstapel ist leer: Das Feld { $space } bleibt leer.
ga-ev-bumped = { $by } verdrängt { $n ->
        [one] 1 Arbeiter
       *[other] { $n } Arbeiter
    } von { $seat } vom Feld { $space } in die Kantine.
ga-ev-bumped-own = { $seat } schickt { $n ->
        [one] 1 eigenen Arbeiter
       *[other] { $n } eigene Arbeiter
    } vom Feld { $space } in die Kantine.
ga-ev-marks = { $seat } erhält { $n } Mark (jetzt { $total }).
ga-ev-out-of-workers = { $seat } hat alle Arbeiter eingesetzt und setzt für den Rest der Schicht aus.
ga-ev-tile-bought = { $seat } kauft { $tile } für { $cost } Mark (noch { $money }).
ga-ev-coal-loaded = { $seat } legt { $n ->
        [one] 1 Würfel
       *[other] { $n } Würfel
    } ({ $colour }) aus dem Vorrat auf die neuen Loren.
ga-ev-coal-shortage = Kohlemangel: Im Vorrat fehlt Kohle der Farbe { $colour } für { $n ->
        [one] 1 neue Lore
       *[other] { $n } neue Loren
    } von { $seat }; { $n ->
        [one] sie bekommt
       *[other] jede bekommt
    } einen Würfel einer anderen Farbe.
ga-ev-coal-substituted = Kohlemangel: { $seat } legt einen Würfel ({ $cube }) auf eine Lore der Farbe { $colour }.
ga-ev-carts-left-empty = { $n ->
        [one] 1 neue Lore
       *[other] { $n } neue Loren
    } der Farbe { $colour } von { $seat } { $n ->
        [one] bleibt
       *[other] bleiben
    } leer.
ga-ev-order-taken = { $seat } nimmt Auftrag { $card } vom Feld { $space }.
ga-ev-looked-at-tiles = { $seat } sieht sich { $n ->
        [one] das oberste Plättchen
       *[other] die obersten { $n } Plättchen
    } des Stapels an.
ga-ev-looked-at-orders = { $seat } sieht sich { $n ->
        [one] die oberste Karte
       *[other] die obersten { $n } Karten
    } des Auftragsstapels an.
ga-ev-tiles-drawn = { $seat } hat gezogen (oberstes zuerst, nur für diese Person sichtbar): { $items }.
ga-ev-orders-drawn = { $seat } hat gezogen (oberste zuerst, nur für diese Person sichtbar): { $items }.
ga-ev-order-kept = { $seat } behält Auftrag { $card }.
ga-ev-tiles-returned = { $seat } legt { $n ->
        [one] 1 Plättchen
       *[other] { $n } Plättchen
    } verdeckt zurück, { $end } in den Stapel.
ga-ev-orders-returned = { $seat } legt { $n ->
        [one] 1 Karte
       *[other] { $n } Karten
    } verdeckt zurück, { $end } in den Auftragsstapel.
ga-ev-order-delivered = { $seat } liefert { $card } per { $transport } aus: +{ $vp } SP; Würfel zurück in den Vorrat: { $cubes }.
ga-ev-orders-delivered = { $seat } liefert { $n ->
        [one] 1 { $transport }-Auftrag
       *[other] { $n } { $transport }-Aufträge
    } aus: +{ $vp } SP.
ga-ev-mining-done = { $seat } hat alle Förderschritte genutzt.
ga-ev-mining-stopped = { $seat } beendet das Fördern; { $n ->
        [one] 1 Schritt verfällt
       *[other] { $n } Schritte verfallen
    }.
ga-ev-shift-scoring = Ende der Schicht { $shift }: Wertung der Elemente 1 bis { $elements }.
ga-ev-delivered-revealed = { $seat } deckt { $n ->
        [one] 1 ausgelieferten Auftrag
       *[other] { $n } ausgelieferte Aufträge
    } auf: { $cards }.
ga-ev-delivered-revealed-none = { $seat } hat keine ausgelieferten Aufträge aufzudecken.
ga-ev-element = Element { $element } ({ $what }, { $first }/{ $second } SP): { $scored }.
ga-ev-element-tie = Element { $element } ({ $what }, { $first } SP): Gleichstand auf Platz 1, { $scored }; kein zweiter Platz.
ga-ev-element-nobody = Element { $element } ({ $what }): niemand punktet.
ga-ev-element-gain = { $seat } +{ $vp } ({ $count })
ga-ev-first-player = { $seat } hat die meisten Arbeiter in der Lorenfabrik ({ $n }) und ist in der nächsten Schicht Startspieler.
ga-ev-first-player-tie = Gleichstand bei den meisten Arbeitern in der Lorenfabrik ({ $n }): Der Startspielermarker geht von { $previous } an { $seat }, den nächsten Beteiligten im Uhrzeigersinn.
ga-ev-first-player-keeps = Gleichstand bei den meisten Arbeitern in der Lorenfabrik ({ $n }): { $seat } bleibt Startspieler.
ga-ev-shift-started = Schicht { $shift } beginnt: Alle nehmen ihre { $workers } Arbeiter zurück; { $seat } beginnt.
ga-ev-final = Schlusswertung für { $seat }: Geld { $money } SP ({ $left } Mark übrig), Kohle { $coal } SP ({ $cubes } { $cubes ->
        [one] Würfel
       *[other] Würfel
    }), unerfüllte Aufträge { $pending } SP ({ $cards }), Stollen-Gleichgewicht { $balance } SP ({ $light } hell, { $dark } dunkel): { $total } SP.
ga-ev-game-won = { $seats } gewinnt mit { $score } SP.
ga-ev-game-won-shared = { $seats } teilen sich den Sieg mit { $score } SP und je { $left } Mark übrig.

## What an action does and costs now (explain)

ga-x-place = { $what }; Arbeiter: { $workers } von { $have }.
ga-x-place-bump = { $what }; Arbeiter: { $workers } von { $have }; verdrängt { $own ->
        [1] { $bumped ->
            [one] 1 eigenen Arbeiter
           *[other] { $bumped } eigene Arbeiter
        }
       *[other] { $bumped } Arbeiter von { $owner }
    }.
ga-x-factory = { $tile } für { $cost } Mark kaufen (du hast { $money })
ga-x-factory-empty = hier liegt kein Plättchen
ga-x-factory-draw = { $n ->
        [one] das oberste Plättchen
       *[other] die obersten { $n } Plättchen
    } des Stapels ansehen und eines oder keines kaufen (du hast { $money } Mark)
ga-x-mine = mit { $steps } Förderschritten fördern
ga-x-deliver = alle vollständigen { $transport }-Aufträge ausliefern: { $cards } für { $vp } SP
ga-x-money = { $marks } Mark nehmen (du hast { $money })
ga-x-order = Auftrag { $card } nehmen
ga-x-order-empty = hier liegt keine Karte
ga-x-order-draw = { $n ->
        [one] die oberste Karte
       *[other] die obersten { $n } Karten
    } des Auftragsstapels ansehen und eine oder keine behalten
ga-x-bank = 1 deiner { $have } Arbeiter in die Bank für 1 Mark (du hast { $money }); wird nie verdrängt.
ga-x-draft = { $card } zu deinen offenen Aufträgen nehmen.
ga-x-take-tile = { $tile } für { $cost } Mark kaufen (du hast { $money }); die anderen gehen zurück.
ga-x-take-order = { $card } behalten; die anderen gehen zurück.
ga-x-take-none-tile = Keines der Plättchen kaufen; die Aktion zählt trotzdem.
ga-x-take-none-order = Keine der Karten behalten; die Aktion zählt trotzdem.
ga-x-return = { $n ->
        [one] das übrige Teil kommt
       *[other] die übrigen { $n } Teile kommen
    } verdeckt { $end } in den Stapel, in einer Reihenfolge, die du als Nächstes wählst.
ga-x-next = { $item } kommt als Nächstes zurück; danach noch { $left } (nur du siehst diese Reihenfolge).
ga-x-substitute = Ein Würfel ({ $cube }) aus dem Vorrat (noch { $supply }) auf eine leere Lore der Farbe { $level } (wartend: { $carts }).
ga-x-substitute-none = Die neue Lore der Farbe { $level } leer lassen.
ga-x-lift = Förderkorb { $from } → { $to } mit { $aboard ->
        [one] 1 Würfel
       *[other] { $aboard } Würfeln
    } an Bord; 1 Schritt, noch { $left }.
ga-x-load = Ein Würfel ({ $colour }) aus einer Lore in den Förderkorb ({ $aboard } von 5 an Bord); 1 Schritt, noch { $left }.
ga-x-store = Ein Würfel ({ $colour }) aus dem Förderkorb ins Kohlelager; 1 Schritt, noch { $left }.
ga-x-fill = Ein Würfel ({ $colour }) aus { $source } auf ein Feld ({ $colour }) von { $card } ({ $transport }, { $vp } SP); 1 Schritt, noch { $left }.
ga-x-fill-completes = Ein Würfel ({ $colour }) aus { $source } auf das letzte freie Feld von { $card } ({ $transport }, { $vp } SP): Der Auftrag ist vollständig; 1 Schritt, noch { $left }.
ga-x-double = Ein leeres Feld ({ $colour }) von { $card } mit 2 Würfeln beliebiger Farbe füllen; 2 Schritte, danach noch { $left }.
ga-x-double-start = Der erste von 2 Würfeln beliebiger Farbe auf ein leeres Feld ({ $colour }) von { $card }; 1 Schritt, noch { $left }.
ga-x-double-finish = Der zweite Würfel auf das halb gefüllte Feld ({ $colour }) von { $card }; 1 Schritt, noch { $left }.
ga-x-cube-first = Ein Würfel ({ $colour }) aus { $source } als erster von 2 auf das Feld ({ $cell }) von { $card }.
ga-x-cube-second = Ein Würfel ({ $colour }) aus { $source } als zweiter auf das Feld ({ $cell }) von { $card }; danach noch { $left } { $left ->
        [one] Schritt
       *[other] Schritte
    }.
ga-x-stop = Fördern beenden; { $steps ->
        [one] 1 Schritt verfällt
       *[other] { $steps } Schritte verfallen
    }.

## Scores

ga-score-orders = ausgelieferte Aufträge
ga-score-shifts = Schichtwertungen
ga-score-money = Geld (1 SP je 5 Mark)
ga-score-coal = Kohle (1 SP je 3 Würfel)
ga-score-pending = unerfüllte Aufträge
ga-score-balance = Stollen-Gleichgewicht
ga-tiebreak-marks = übrige Mark

## Rules help

ga-help-group-spaces = Aktionsfelder
ga-help-group-mining = Fördern
ga-help-group-orders = Aufträge
ga-help-group-cards = Auftragskarten
ga-help-group-scoring = Schichtwertung
ga-help-group-tiles = Tunnelplättchen
ga-help-group-end = Spielende

ga-help-space-text = { $text } { $open }
ga-help-open-always = Im Spiel bei jeder Spielerzahl.
ga-help-open-3 = Im Spiel bei 3 oder 4 Spielern (bei 2 gesperrt).
ga-help-open-4 = Im Spiel nur bei 4 Spielern.

ga-help-factory = Lorenfabrik, Feld { $number }
ga-help-factory-text = Kaufe das hier liegende Tunnelplättchen, wenn du es bezahlen kannst; auf jede seiner Loren kommt ein Würfel ihrer Farbe, und das Feld erhält sofort das nächste Plättchen vom Stapel.
ga-help-factory-draw = Lorenfabrik: oberste 5 Plättchen
ga-help-factory-draw-text = Sieh dir die obersten 5 Plättchen des Stapels an (nur du siehst sie), kaufe eines oder keines und lege die anderen verdeckt zurück, alle oben oder alle unten, in der Reihenfolge deiner Wahl.
ga-help-mine = Fördern, { $steps } Schritte
ga-help-mine-text = Mache bis zu { $steps } Förderschritte: Förderkorb bewegen, Kohle aus Loren einladen, einlagern, Aufträge bestücken. Ungenutzte Schritte verfallen.
ga-help-deliver = Auslieferung per { $transport }
ga-help-deliver-text = Liefere alle deine vollständigen { $transport }-Aufträge auf einmal aus: ihre SP sofort, ihre Würfel zurück in den Vorrat, die Karten auf deinen Stapel ausgelieferter Aufträge. Nur mit mindestens einem vollständigen { $transport }-Auftrag.
ga-help-money = Geld, { $marks } Mark
ga-help-money-text = Nimm { $marks } Mark von der Bank.
ga-help-order = Auftragsfeld { $number }
ga-help-order-text = Nimm die hier liegende Auftragskarte zu deinen offenen Aufträgen; das Feld erhält sofort die nächste Karte vom Stapel.
ga-help-order-draw = Aufträge: oberste 5 Karten
ga-help-order-draw-text = Sieh dir die obersten 5 Karten des Auftragsstapels an (nur du siehst sie), behalte eine oder keine und lege die anderen verdeckt zurück, alle oben oder alle unten, in der Reihenfolge deiner Wahl.
ga-help-workers = Arbeiter einsetzen
ga-help-workers-text = Setze in deinem Zug Arbeiter auf ein Aktionsfeld, dessen Aktion du ausführen kannst: einen Arbeiter mehr, als dort stehen (1, 2, 3, ...). Die Arbeiter, die schon dort stehen, auch deine, gehen in die Kantine. Jeder hat { $two } Arbeiter bei 2 Spielern, { $three } bei 3, { $four } bei 4.
ga-help-bank = Bank
ga-help-bank-text = Statt auf ein Aktionsfeld setzt du genau 1 Arbeiter in die Bank und erhältst 1 Mark. Immer erlaubt; Arbeiter dort werden nie verdrängt.
ga-help-canteen = Kantine
ga-help-canteen-text = Verdrängte Arbeiter warten bis zum Ende der Schicht in der Kantine.

ga-help-lift = Förderkorb bewegen
ga-help-lift-text = 1 Schritt: nach oben oder unten in eine beliebige Stollenetage oder nach über Tage, egal wie weit. Die Würfel an Bord fahren mit.
ga-help-load = Kohle einladen
ga-help-load-text = 1 Schritt: ein Würfel aus einer Lore auf der Etage des Förderkorbs in den Förderkorb (höchstens 5).
ga-help-store = Kohle einlagern
ga-help-store-text = 1 Schritt: ein Würfel aus dem Förderkorb, über Tage, in dein Kohlelager.
ga-help-fill = Auftrag bestücken
ga-help-fill-text = 1 Schritt: ein Würfel auf ein leeres Feld seiner Farbe eines offenen Auftrags, aus dem Förderkorb über Tage oder aus dem Kohlelager. Ein Würfel auf einem Auftrag wird nie wieder bewegt.
ga-help-double = Doppelt bestücken
ga-help-double-text = 2 Schritte: 2 Würfel beliebiger Farben zusammen auf ein leeres Feld beliebiger Farbe.
ga-help-stop = Fördern beenden
ga-help-stop-text = Das Fördern vorzeitig beenden; die übrigen Schritte verfallen.
ga-help-elevator = Förderkorb
ga-help-elevator-text = Fasst bis zu 5 Würfel und bleibt, wo du ihn lässt, zwischen Aktionen und Schichten.
ga-help-storage = Kohlelager
ga-help-storage-text = Dein privates Lager über Tage, unbegrenzt; Würfel von dort können Aufträge bestücken, wo immer der Förderkorb steht.

ga-help-transport = { $transport }-Aufträge
ga-help-transport-text = { $cards } Karten mit { $min } bis { $max } SP und insgesamt { $cells } Feldern; ausgeliefert auf dem Auslieferungsfeld { $transport }; ihre Felder zählen für Element { $element } der Schichtwertung.
ga-help-card-text = { $transport }-Auftrag mit { $vp } SP und { $n ->
        [one] 1 Feld
       *[other] { $n } Feldern
    }: { $cells }.

ga-help-element = Element { $element }: { $what }
ga-help-element-cells-text = Aufgedruckte Felder dieser Farbe auf deinen ausgelieferten Aufträgen. Platz 1: { $first } SP, Platz 2: { $second } SP. Gewertet nach jeder Schicht ab Schicht { $from }.
ga-help-element-transport-text = Alle aufgedruckten Felder auf deinen ausgelieferten Aufträgen dieser Art ({ $what }). Platz 1: { $first } SP, Platz 2: { $second } SP. Gewertet nach jeder Schicht ab Schicht { $from }.
ga-help-element-carts-text = Loren dieser Farbe in deinem Bergwerk ohne Würfel, auch die aufgedruckte Lore. Platz 1: { $first } SP, Platz 2: { $second } SP. Gewertet nur nach Schicht { $from }.
ga-help-places = Plätze und Gleichstand
ga-help-places-text = Nur eine Anzahl von mindestens 1 erhält einen Platz. Alle gleichauf Führenden erhalten Platz 1, dann gibt es keinen Platz 2; gleichauf Zweite erhalten jeweils die SP für Platz 2. Bei 2 Spielern gibt es keinen Platz 2.

ga-help-tiles = Tunnelplättchen
ga-help-tiles-text = { $n } Plättchen mit 1 oder 2 Loren einer Farbe; ein Plättchen kommt in die Stollenetage seiner Farbe, auf die aufgedruckte Seite des Schachts. Loren werden nie nachgefüllt: Neue Kohle kommt nur mit neuen Plättchen.
ga-help-tile-colour = Plättchen: { $colour }
ga-help-tile-colour-text = Etage { $level }: { $cost } Mark je Lore, also { $cost } oder { $two } Mark pro Plättchen.
ga-help-side = Seite: { $side }
ga-help-side-light-text = Plättchen mit Laternen werden links vom Schacht angelegt.
ga-help-side-dark-text = Plättchen ohne Laternen werden rechts vom Schacht angelegt.
ga-help-shortage = Kohlemangel
ga-help-shortage-text = Der Vorrat hat { $n } Würfel je Farbe. Fehlt ihm die Farbe einer neuen Lore, legst du einen Würfel einer anderen Farbe darauf; ist gar keine Kohle mehr da, bleibt die Lore leer.

ga-help-end-money = Geld
ga-help-end-money-text = 1 SP je 5 Mark am Spielende.
ga-help-end-coal = Kohle
ga-help-end-coal-text = 1 SP je 3 Würfel, die du besitzt: auf Loren, im Förderkorb, im Kohlelager und auf offenen Aufträgen.
ga-help-end-pending = Unerfüllte Aufträge
ga-help-end-pending-text = −1 SP für jeden offenen Auftrag, vollständig oder nicht.
ga-help-end-balance = Stollen-Gleichgewicht
ga-help-end-balance-text = −2 SP für jedes Plättchen Unterschied zwischen deinen hellen und dunklen Tunnelplättchen.
ga-help-end-tiebreak = Gleichstand
ga-help-end-tiebreak-text = Bei gleichen SP gewinnt, wer nach dem Umtausch die meisten Mark übrig hat (0 bis 4); sonst wird der Sieg geteilt.
ga-help-first-player = Startspieler
ga-help-first-player-text = Nach Schicht 1 und 2 wird Startspieler, wer die meisten Arbeiter in der Lorenfabrik hat (die 9 Felder der Lorenfabrik); bei Gleichstand geht der Marker an den nächsten Beteiligten im Uhrzeigersinn nach dem bisherigen Startspieler.

## Rule options

ga-opt-prev-first-keeps-on-tie = Bisheriger Startspieler behält den Marker bei Gleichstand
ga-opt-prev-first-keeps-on-tie-text = Aus (ungarische und englische Regel): Bei Gleichstand um die meisten Arbeiter in der Lorenfabrik wandert der Marker immer weiter. An (russische Regel): Der bisherige Startspieler behält ihn, wenn er beteiligt ist.
ga-opt-unlimited-coal = Unbegrenzte Kohle
ga-opt-unlimited-coal-text = Aus: 16 Würfel je Farbe, mit der Kohlemangel-Regel. An: Der Vorrat geht nie aus.
ga-opt-delivered-orders-public = Ausgelieferte Aufträge sind offen
ga-opt-delivered-orders-public-text = An: Alle sehen die ausgelieferten Karten. Aus: Nur ihr Besitzer; die anderen sehen die Anzahl, bis jede Schichtwertung alle aufdeckt. Nach der 1. und 2. Wertung liegen sie wieder verdeckt, bleiben aber bekannt; nach der 3. bleiben sie offen.
ga-opt-optional-substitution = Ersatzkohle freiwillig
ga-opt-optional-substitution-text = Aus: Bei Kohlemangel muss jede neue Lore einen Würfel einer anderen Farbe bekommen, solange der Vorrat welche hat. An: Du darfst eine solche Lore leer lassen.
ga-opt-allow-split-double-fill = Geteiltes doppeltes Bestücken
ga-opt-allow-split-double-fill-text = Aus: Die 2 Würfel beim doppelten Bestücken kommen zusammen auf das Feld (2 Schritte). An: Jeder ist eine eigene Entscheidung zu 1 Schritt, auch in verschiedenen Aktionen; dazwischen bleibt ein halb gefülltes Feld.
ga-opt-first-player = Startspieler
ga-opt-first-player-text = Der Spieler, der beginnt; nicht gesetzt: per Seed ausgelost.

## Rule errors (the English text of each refusal, as a key)

ga-err-a-double-fill-needs-2-steps = Doppeltes Bestücken braucht 2 Schritte.
ga-err-cubes-leave-the-elevator-only-at-the-surface = Würfel verlassen den Förderkorb nur über Tage.
ga-err-no-cart-on-this-level-holds-a-cube-of-that-colour = Keine Lore auf dieser Etage hat einen Würfel dieser Farbe.
ga-err-not-enough-workers-for-that-space = Nicht genug Arbeiter für dieses Feld.
ga-err-storage-holds-no-cube-of-that-colour = Im Kohlelager ist kein Würfel dieser Farbe.
ga-err-substitution-is-mandatory-while-the-supply-holds-coal = Ersatzkohle ist Pflicht, solange der Vorrat Kohle hat.
ga-err-that-action-space-is-not-in-play = Dieses Aktionsfeld ist nicht im Spiel.
ga-err-that-card-is-not-in-the-draft-display = Diese Karte liegt nicht in der Startauswahl.
ga-err-that-card-is-not-one-of-your-pending-orders = Diese Karte ist keiner deiner offenen Aufträge.
ga-err-that-is-not-a-mining-step = Das ist kein Förderschritt.
ga-err-that-order-has-no-empty-cell-of-that-colour = Dieser Auftrag hat kein leeres Feld dieser Farbe.
ga-err-the-elevator-holds-no-cube-of-that-colour = Im Förderkorb ist kein Würfel dieser Farbe.
ga-err-the-elevator-is-already-at-that-level = Der Förderkorb ist schon auf dieser Etage.
ga-err-the-elevator-is-at-the-surface = Der Förderkorb ist über Tage.
ga-err-the-elevator-is-full-5-cubes = Der Förderkorb ist voll (5 Würfel).
ga-err-the-elevator-must-be-at-the-surface = Der Förderkorb muss über Tage sein.
ga-err-the-supply-has-no-cube-of-that-colour = Im Vorrat ist kein Würfel dieser Farbe.
ga-err-there-is-no-such-colour = Diese Farbe gibt es nicht.
ga-err-there-is-no-such-level = Diese Etage gibt es nicht.
ga-err-you-cannot-afford-that-tile = Du kannst dieses Plättchen nicht bezahlen.
ga-err-you-cannot-carry-out-that-space-s-action = Du kannst die Aktion dieses Feldes nicht ausführen.
ga-err-you-do-not-have-2-cubes-at-hand = Du hast keine 2 Würfel zur Hand.
ga-err-you-have-no-cube-at-hand = Du hast keinen Würfel zur Hand.
ga-err-that-decision-is-not-asked-for-now = Diese Entscheidung steht jetzt nicht an.
ga-err-that-card-is-not-among-the-drawn-cards = Diese Karte ist nicht unter den gezogenen Karten.
ga-err-that-item-is-not-among-those-still-to-return = Dieses Teil ist nicht unter den noch zurückzulegenden.
ga-err-that-tile-is-not-among-the-drawn-tiles = Dieses Plättchen ist nicht unter den gezogenen Plättchen.

## The terminal panel

ga-ui-shift = Schicht { $shift }/3
ga-ui-to-decide = { $seat } entscheidet
ga-ui-first-player = Startspieler: { $seat }
ga-ui-supply = Vorrat
ga-ui-piles = Plättchenstapel { $tiles }, Auftragsstapel { $orders }
ga-ui-phase-draft = Startauswahl, Wahl { $pick } von { $picks }
ga-ui-phase-place = Arbeiter einsetzen
ga-ui-phase-take-tile = oberste 5 Plättchen: eines oder keines kaufen
ga-ui-phase-take-order = oberste 5 Aufträge: einen oder keinen behalten
ga-ui-phase-return-end = die übrigen { $n } zurücklegen: oben oder unten
ga-ui-phase-return-order = zurück nach { $end }: welches als Nächstes ({ $placed } von { $n } genannt)
ga-ui-phase-substitute = Kohlemangel: { $n ->
        [one] 1 Lore ({ $colour }) braucht
       *[other] { $n } Loren ({ $colour }) brauchen
    } einen Ersatzwürfel
ga-ui-phase-mining = Fördern, noch { $steps ->
        [one] 1 Schritt
       *[other] { $steps } Schritte
    }
ga-ui-phase-double = doppelt bestücken auf { $card }: Würfel { $cube } von 2, dann { $steps } Schritte
ga-ui-phase-over = Spiel vorbei
ga-ui-scoring = Wertung am Ende von Schicht { $shift }, jetzt vorn:
ga-ui-unknown = ?
ga-ui-nobody = -
ga-ui-el-yellow = gelb
ga-ui-el-brown = braun
ga-ui-el-grey = grau
ga-ui-el-black = schwarz
ga-ui-el-wheelbarrow = Karren
ga-ui-el-carriage = Fuhrwerk
ga-ui-el-truck = Lkw
ga-ui-el-train = Bahn
ga-ui-el-empty-yellow = leer G
ga-ui-el-empty-brown = leer B
ga-ui-el-empty-grey = leer R
ga-ui-el-empty-black = leer S
ga-ui-letter-yellow = G
ga-ui-letter-brown = B
ga-ui-letter-grey = R
ga-ui-letter-black = S
ga-ui-letter-light = H
ga-ui-letter-dark = D
ga-ui-vp-short = { $vp }SP
ga-ui-price = { $cost }M
ga-ui-price-short = { $cost }M!
ga-ui-board = Feld, Angebot, Arbeiter, →nötig
ga-ui-blocked = gesperrt
ga-ui-empty = (leer)
ga-ui-ready = { $n } bereit
ga-ui-draft = Startauswahl:
ga-ui-drawn = Gezogen (nur du siehst sie):
ga-ui-drawn-tiles-other = { $seat } sieht sich { $n } Plättchen an.
ga-ui-drawn-orders-other = { $seat } sieht sich { $n } Auftragskarten an.
ga-ui-you = (du)
ga-ui-vp = { $vp } SP
ga-ui-marks = { $n } Mark
ga-ui-to-move = am Zug
ga-ui-first = Start
ga-ui-vp-detail = SP: { $orders } Aufträge + { $shifts } Schichten
ga-ui-workers = Arbeiter { $n } · Kantine { $canteen } · Bank { $bank }
ga-ui-elevator = Förderkorb ({ $level }):
ga-ui-at-surface = über Tage
ga-ui-at-yellow = E1 gelb
ga-ui-at-brown = E2 braun
ga-ui-at-grey = E3 grau
ga-ui-at-black = E4 schwarz
ga-ui-storage = Kohlelager:
ga-ui-level = E{ $n } { $colour }
ga-ui-carts = { $n ->
        [one] 1 Lore
       *[other] { $n } Loren
    }, { $empty } leer:
ga-ui-tiles = Tunnelplättchen: { $light } hell, { $dark } dunkel
ga-ui-pending = offene Aufträge ({ $n }):
ga-ui-done = fertig
ga-ui-delivered = ausgeliefert { $n }:
ga-ui-delivered-hidden = ausgeliefert { $n } (verdeckt)
ga-ui-delivered-revealed = ausgeliefert { $n }, bei der letzten Wertung aufgedeckt:
ga-ui-delivered-since = +{ $n } seither ausgeliefert (verdeckt)

ga-score-shift-1 = Schicht 1
ga-score-shift-2 = Schicht 2
ga-score-shift-3 = Schicht 3
ga-confirm-stop = Fördern jetzt beenden? { $steps ->
    [one] { $steps } Förderschritt verfällt.
   *[other] { $steps } Förderschritte verfallen.
}
ga-err-empty-action = leere Aktion

## Eine Entscheidung in Worten, für das Protokoll (wenn kein Ereignis der Entscheidung sie nennt)

ga-do-draft = { $seat } nimmt in der Startauswahl { $card }.
ga-do-place = { $seat } setzt Arbeiter auf das Feld { $space }.
ga-do-bank = { $seat } setzt einen Arbeiter in die Bank.
ga-do-take-tile = { $seat } nimmt { $tile }.
ga-do-take-order = { $seat } behält { $card }.
ga-do-take-none = { $seat } nimmt keines der gezogenen Teile.
ga-do-return = { $seat } legt die übrigen gezogenen Teile verdeckt zurück, Stapel { $end }.
ga-do-next = { $seat } legt als Nächstes { $item } zurück.
ga-do-substitute = { $seat } legt einen Würfel ({ $cube }) aus dem Vorrat auf eine leere Lore.
ga-do-substitute-none = { $seat } lässt die neue Lore leer.
ga-do-lift = { $seat } fährt den Förderkorb: { $level }.
ga-do-load = { $seat } lädt einen Würfel ({ $colour }) aus einer Lore in den Förderkorb.
ga-do-store = { $seat } legt einen Würfel ({ $colour }) aus dem Förderkorb ins Kohlelager.
ga-do-fill = { $seat } legt einen Würfel ({ $colour }) aus { $source } auf { $card }.
ga-do-double = { $seat } füllt ein leeres Feld ({ $colour }) von { $card } mit 2 Würfeln.
ga-do-cube = { $seat } legt einen Würfel ({ $colour }) aus { $source } auf das Feld mit 2 Würfeln.
ga-do-stop = { $seat } beendet das Fördern.

# Replays, once the game is over: the face-down piles, top first.
ga-pile-tiles = Plättchenstapel
ga-pile-orders = Auftragsstapel

## Die Aktionsfelder in Worten (Protokoll, letzter Zug, Mail): Notation nur, wo Notation steht.
# „setzt Arbeiter auf das Feld { $space }“, „Das Feld { $space } bleibt leer“
ga-space-factory = „Lorenfabrik { $number }“
ga-space-factory-draw = „Lorenfabrik: oberste 5 Plättchen“
ga-space-mine = „Fördern, { $steps } Schritte“
ga-space-deliver = „Auslieferung per { $transport }“
ga-space-money = „Geld, { $marks } Mark“
ga-space-order = „Auftragsfeld { $number }“
ga-space-order-draw = „Aufträge: oberste 5 Karten“
