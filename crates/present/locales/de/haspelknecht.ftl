# Haspelknecht: alle Texte, die Spieler lesen (Schlüssel `hk-*`). Spielbegriffe nach der
# deutschen Spielregel (Quined Games, 2. Auflage): Bauer, Knecht, Kohlegräber, Hauer, Pinge,
# Stollen, Schacht, Hof, Grubenwasser, Errungenschaft, Aktionsscheibe, Aktions-Pool, Pacht.

## Terms

hk-colour-black = schwarz
hk-colour-brown = braun
hk-colour-yellow = gelb
hk-colour-any = grau (beliebige Farbe)
hk-res-coal = Kohle
hk-res-wood = Holz
hk-res-food = Nahrung
hk-season-spring = Frühling
hk-season-summer = Sommer
hk-season-autumn = Herbst
hk-place-pinge = Pinge
hk-place-tunnel = Stollen
hk-place-shaft = Schacht
hk-place-farm = Hof
hk-area-pit-water = Grubenwasser
hk-area-carts = Schubkarrenfelder
hk-area-pools = Aktions-Pools und Reserve-Pools
hk-area-board = Errungenschaftsfeld
hk-worker-farmer = Bauer
hk-worker-farmhand = Knecht
hk-worker-improved-farmhand = verbesserter Knecht
hk-worker-digger = Kohlegräber
hk-worker-hewer = Hauer
hk-worker-haspel = Haspelknecht
hk-worker-winch = Haspelanlage (zweiter Haspelknecht)
hk-worker-mill = Wassermühle
hk-marker-rope = Seil
hk-marker-wheelbarrow = Schubkarre
hk-marker-ladder = Leiter
hk-marker-winch = Haspelanlage
hk-marker-lamp = Öllampe
hk-marker-hammer = Schlägel und Eisen
hk-building-barn = Scheune
hk-building-charcoal-kiln = Holzkohlenmeiler
hk-building-coal-storage = Kohlelager
hk-building-water-mill = Wassermühle
hk-symbol-none = keins
hk-symbol-fork = Forke
hk-symbol-hammer = Schlägel & Eisen
hk-symbol-building = Gebäude
hk-work-food = Nahrung
hk-work-wood = Holz
hk-work-mining = Kohleabbau
hk-work-development = Errungenschaft
hk-pay-yellow = 1 gelbe Aktionsscheibe
hk-pay-wheelbarrow = Aktionsmarker Schubkarre
hk-pay-food = 1 Nahrung
hk-pay-thaler = 1 Thaler
hk-phase-take-discs = Aktionsscheiben nehmen
hk-phase-first-year-water = Grubenwasser im ersten Jahr
hk-phase-planning = Planung
hk-phase-execution = Ausführung
hk-phase-winter-kiln = Winter: Holzkohlenmeiler
hk-phase-winter-rent = Winter: Pacht
hk-phase-winter-storage = Winter: Lagerung
hk-phase-over = Spielende

## Development tiles

hk-tile-11 = Tragejoch
hk-tile-12 = Scheune
hk-tile-13 = Hacke
hk-tile-14 = Seil
hk-tile-15 = Köhlerei
hk-tile-21 = Eimer
hk-tile-22 = Schubkarre
hk-tile-23 = Leiter
hk-tile-24 = Kohlelager
hk-tile-25 = Haspelanlage
hk-tile-31 = Grubenholz
hk-tile-32 = Öllampe
hk-tile-33 = Schlägel und Eisen
hk-tile-34 = Kohlsäcke
hk-tile-35 = Wassermühle
hk-tile-41 = Kohltreiber
hk-tile-42 = Hunt (Lore)
hk-tile-43 = Handkarren
hk-tile-44 = Fuhrwerk
hk-tile-45 = Kleinzeche
hk-tile-unknown = ?
hk-tile-ref = { $tile } { $name }

hk-tile-11-effect = Sofort +1 Thaler.
hk-tile-12-effect = Gebäude: Die Scheune lagert 1 Kohle, Holz oder Nahrung über den Winter; dort gelagerte Nahrung bringt 2 SP.
hk-tile-13-effect = Verbesserter Knecht: Ab der nächsten Aktionsphase arbeitet der Knecht wie der Bauer und darf Errungenschaften erwerben (aber ohne Sommerbonus).
hk-tile-14-effect = Aktionsmarker Seil: einmal, in einer späteren Aktionsphase, während deiner Ausführung 1 Grubenwasser entfernen (Pinge oder Schacht) und 1 SP erhalten.
hk-tile-15-effect = Gebäude: Der Holzkohlenmeiler tauscht 2 Holz gegen 2 Kohle und 1 SP, einmal pro Aktionsphase ab der nächsten.
hk-tile-21-effect = Du erhältst in den Grubenwasserphasen im Frühling und Herbst kein Grubenwasser mehr.
hk-tile-22-effect = Aktionsmarker Schubkarre: einmal, in einer späteren Aktionsphase, wie eine gelbe Scheibe. Ende: +1 SP je vollständig abgebautem Stollenabschnitt mit Schubkarre-Symbol.
hk-tile-23-effect = Aktionsmarker Leiter: einmal, in einer späteren Aktionsphase, wie eine braune Scheibe.
hk-tile-24-effect = Gebäude: Das Kohlelager lagert 1 Kohle (+1 SP) und 1 Holz über den Winter.
hk-tile-25-effect = Du darfst sofort 1 Grubenwasser entfernen. Aktionsmarker Haspelanlage: in einer späteren Aktionsphase ein zweiter Einsatz des Haspelknechts ohne Bezahlung.
hk-tile-31-effect = Wähle: 3 Holz und 1 Grubenwasser, oder 1 Thaler.
hk-tile-32-effect = +1 Thaler. Aktionsmarker Öllampe: vor einem späteren Scheibennehmen eine Scheibe eines Reserve-Pools mit einer Scheibe seines Aktions-Pools tauschen. Ende: +1 SP je vollständig abgebautem Stollenabschnitt mit Öllampen-Symbol.
hk-tile-33-effect = +1 Holz, dann darfst du sofort 1 zugängliche Kohle abbauen. Aktionsmarker Schlägel und Eisen: einmal, in einer späteren Aktionsphase, wie eine schwarze Scheibe.
hk-tile-34-effect = Du darfst 1 Kohle gegen 1 Thaler tauschen oder 2 Kohle gegen 1 Thaler und 1 Nahrung.
hk-tile-35-effect = Gebäude: Ab der nächsten Aktionsphase macht die Wassermühle aus 2 schwarzen Scheiben 1 Thaler oder aus 2 gelben Scheiben 1 Nahrung und 2 SP, einmal pro Aktionsphase.
hk-tile-41-effect = +1 Thaler. Ende: +1 SP je Schlägel-&-Eisen-Symbol auf deinen Plättchen.
hk-tile-42-effect = +1 Holz und 2 Kohle in deinen Schacht, sobald deine Pinge ausgeschöpft ist. Ende: +1 SP je vollständig abgebautem Stollenabschnitt mit Loren-Symbol.
hk-tile-43-effect = +1 Nahrung. Ende: +1 SP je Forken-Symbol auf deinen Plättchen.
hk-tile-44-effect = +1 Thaler und +1 Nahrung. Ab jetzt bringt Winterkohle 1 SP je Kohle statt nach der Kohletabelle.
hk-tile-45-effect = Sofort +3 Thaler.

## Small parts of messages

hk-none = nichts
hk-list = { $items }
hk-plus = { $a } + { $b }
hk-discs-of = { $count }× { $colour }
hk-amount-of = { $count } { $res }
hk-token-disc = eine Scheibe ({ $colour })
hk-token-marker = Aktionsmarker { $marker } (als Scheibe: { $colour })
hk-turn-place = { $seat } ({ $value })
hk-plan-of = { $seat } ({ $plan })
hk-plan-tokens = { $worker }: { $discs }
hk-plan-paid = { $worker } (bezahlt: { $pay })
hk-plan-winch = Haspelanlage
hk-plan-nothing = nichts geplant
hk-score-line = { $category } { $points }
hk-standing = { $rank }. { $seat } { $score } SP ({ $coal } Kohle abgebaut, Platz { $position } der Spielerreihenfolge)
hk-gain-thaler = +{ $count } Thaler
hk-gain-food = +{ $count } Nahrung
hk-gain-wood = +{ $count } Holz
hk-gain-shaft-coal = +{ $count } Kohle in den Schacht
hk-gain-marker = Aktionsmarker { $marker } (ab der nächsten Aktionsphase nutzbar)
hk-gain-building = Gebäude { $building }
hk-gain-improved-farmhand = verbesserter Knecht (ab der nächsten Aktionsphase)
hk-gain-no-pit-water = kein Grubenwasser mehr in den Grubenwasserphasen
hk-gain-coal-vp-each = Winterkohle bringt 1 SP je Kohle

## Events

hk-ev-season-begins = Jahr { $year }, { $season }: Die Aktionsphase beginnt.
hk-ev-pit-water = Grubenwasser ({ $season }): { $count ->
    [0] niemand bekommt welches
   *[other] je 1 Grubenwasser für { $seats }
}.
hk-ev-pit-water-bucket = Grubenwasser ({ $season }): { $count ->
    [0] niemand bekommt welches
   *[other] je 1 Grubenwasser für { $seats }
}; der Eimer hält { $bucket } trocken.
hk-ev-discs-returned = Nachfüllen: { $count ->
    [one] 1 Scheibe kommt
   *[other] { $count } Scheiben kommen
} zurück in den Beutel ({ $discs }), und jeder Reserve-Pool wandert in seinen Aktions-Pool.
hk-ev-pool-refilled = Pool { $pool } aus dem Beutel nachgefüllt: { $reserve } in den Reserve-Pool, { $action } in den Aktions-Pool.
hk-ev-discs-taken = { $seat } nimmt { $count ->
    [one] 1 Scheibe
   *[other] { $count } Scheiben
} ({ $colour }) aus Pool { $pool }.
hk-ev-discs-taken-water = { $seat } nimmt { $count ->
    [one] 1 Scheibe
   *[other] { $count } Scheiben
} ({ $colour }) aus Pool { $pool } und erhält 1 Grubenwasser (Wassersymbol).
hk-ev-oil-lamp = { $seat } nutzt die Öllampe: Eine Scheibe ({ $reserve }) aus Reserve-Pool { $pool } tauscht den Platz mit einer Scheibe ({ $action }) aus dessen Aktions-Pool.
hk-ev-water-returned = { $seat } gibt 1 Grubenwasser zurück (Sonderregel für das erste Jahr).
hk-ev-turn-order = Spielerreihenfolge (Wert von Schubkarrenfeld 1): { $order }.
hk-ev-plans-revealed = Pläne aufgedeckt: { $plans }.
hk-ev-produced = { $seat }: { $worker } produziert { $count } { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 Synergie)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 Sommerbonus)"}
}.
hk-ev-synergy-action = Synergie für { $seat }: { $worker } erhält eine weitere schwarze Aktion.
hk-ev-coal-mined = { $seat }: { $worker } baut 1 Kohle ab: { $from } → { $to }.
hk-ev-water-removed = { $seat }: { $worker } entfernt { $count } Grubenwasser ({ $from }).
hk-ev-coal-hauled = { $seat }: { $worker } fördert 1 Kohle aus dem Schacht auf den Hof.
hk-ev-pinge-exhausted = Die Pinge von { $seat } ist ausgeschöpft: Grubenwasser in den Schacht: { $water }, Holz zurück in den Vorrat: { $wood }; Hauer und Haspelknecht übernehmen. Pingebonus: { $vp } SP.
hk-ev-water-mill = Die Wassermühle von { $seat } bringt { $thaler } Thaler, { $food } Nahrung und { $vp } SP.
hk-ev-charcoal-kiln = Der Holzkohlenmeiler von { $seat } macht aus 2 Holz 2 Kohle: +1 SP.
hk-ev-rope = { $seat } nutzt das Seil: 1 Grubenwasser entfernt ({ $from }), +1 SP.
hk-ev-acquired = { $seat }: { $worker } erwirbt { $tile } als { $rank }. Käufer: +{ $vp } SP.
hk-ev-acquired-fee = { $seat }: { $worker } erwirbt { $tile } als { $rank }. Käufer und zahlt 1 { $fee } an { $to } (nicht angrenzend): +{ $vp } SP.
hk-ev-tile-effect = { $tile } bringt { $seat }: { $gains }.
hk-ev-choice-nothing = { $seat } lässt den Effekt von { $tile } ungenutzt.
hk-ev-choice-water = { $seat } entfernt mit { $tile } 1 Grubenwasser.
hk-ev-choice-wood = { $seat } nimmt mit { $tile } 3 Holz und 1 Grubenwasser.
hk-ev-choice-thaler = { $seat } nimmt mit { $tile } 1 Thaler.
hk-ev-choice-mine = { $seat } baut mit { $tile } 1 Kohle ab.
hk-ev-choice-exchange = { $coal ->
    [0] { $seat } tauscht bei { $tile } keine Kohle.
    [one] { $seat } tauscht bei { $tile } 1 Kohle gegen 1 Thaler.
   *[other] { $seat } tauscht bei { $tile } 2 Kohle gegen 1 Thaler und 1 Nahrung.
}
hk-ev-workers-unused = { $seat } beendet die Ausführung; { $count ->
    [one] dieser geplante Arbeiter hat nicht gearbeitet, seine Scheiben verfallen
   *[other] diese geplanten Arbeiter haben nicht gearbeitet, ihre Scheiben verfallen
}: { $workers }.
hk-ev-winter-begins = Winter im Jahr { $year }: Kohlewertung, Pacht, Lagerung.
hk-ev-winter-coal = Winter-Kohlewertung: { $seat } hat { $coal } Kohle auf dem Hof: +{ $vp } SP.
hk-ev-winter-coal-wagon = Winter-Kohlewertung: { $seat } hat { $coal } Kohle auf dem Hof: +{ $vp } SP (Fuhrwerk: 1 SP je Kohle).
hk-ev-rent = Pacht: { $seat } zahlt { $food } Nahrung und { $thaler } Thaler{ $debt ->
    [0] {""}
    [one] {" und nimmt 1 Schuldschein"}
   *[other] {" und nimmt "}{ $debt }{" Schuldscheine"}
}.
hk-ev-storage = Lagerung: { $seat } lagert { $kept } (+{ $vp } SP) und gibt { $discarded } in den Vorrat zurück.
hk-ev-year-ends = Jahr { $year } endet.
hk-ev-final-scoring = Schlusswertung für { $seat }: { $lines }; gesamt { $total } SP.
hk-ev-game-ends = Spielende. { $count ->
    [one] Sieger
   *[other] Sieger (geteilt)
}: { $winners }. Endstand: { $standings }.

## What an action does (menus and tooltips)

hk-ex-take = { $count ->
    [one] 1 Scheibe
   *[other] { $count } Scheiben
} ({ $colour }) aus Pool { $pool } nehmen.
hk-ex-take-water = { $count ->
    [one] 1 Scheibe
   *[other] { $count } Scheiben
} ({ $colour }) aus Pool { $pool } nehmen, dazu 1 Grubenwasser (Wassersymbol).
hk-ex-pass = Den zweiten Schritt auslassen und { $count ->
    [one] 1 Scheibe
   *[other] { $count } Scheiben
} behalten.
hk-ex-lamp = Öllampe: eine Scheibe ({ $reserve }) aus Reserve-Pool { $pool } mit einer Scheibe ({ $action }) aus dessen Aktions-Pool tauschen (der Marker ist dann verbraucht).
hk-ex-return-water = 1 Grubenwasser in den Vorrat zurückgeben (Sonderregel für das erste Jahr).
hk-ex-keep-water = Dein Grubenwasser behalten.
hk-ex-assign = { $worker }: { $token } einsetzen.
hk-ex-pay = { $worker } bezahlen ({ $pay }): { $does }
hk-ex-winch = Aktionsmarker Haspelanlage einplanen: ein zweiter Einsatz des Haspelknechts ohne Bezahlung.
hk-ex-plan-done = Planung abschließen; alle Pläne werden aufgedeckt, sobald alle fertig sind.
hk-ex-winter-done = Das Winterfenster des Holzkohlenmeilers beenden.
hk-ex-activate = { $worker } aktivieren: { $does }
hk-ex-activate-own = Arbeit mit { $discs }.
hk-ex-activate-digger = 2 Aktionen in der Pinge (jede entfernt bis zu 2 Grubenwasser oder baut 1 Kohle auf den Hof ab).
hk-ex-activate-hewer = Abbau von bis zu 3 Kohle im Stollen, in den Schacht.
hk-ex-activate-haspel = 3 Aktionen im Schacht (jede entfernt bis zu 2 Grubenwasser oder fördert 1 Kohle auf den Hof).
hk-ex-activate-winch = Der Haspelknecht arbeitet ein zweites Mal, 3 Aktionen, ohne Bezahlung.
hk-ex-activate-mill = +{ $thaler } Thaler, +{ $food } Nahrung, +{ $vp } SP.
hk-ex-produce = { $count } { $res } produzieren{ $synergy ->
    [0] {""}
   *[other] {" (+1 Synergie)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 Sommerbonus)"}
}.
hk-ex-mine = 1 Kohle abbauen: { $from } → { $to }.
hk-ex-drain = { $count } Grubenwasser entfernen ({ $from }, danach noch { $left }).
hk-ex-haul = 1 Kohle aus dem Schacht auf den Hof fördern ({ $coal } im Schacht).
hk-ex-acquire = { $tile } für { $vp } SP erwerben. { $effect }
hk-ex-acquire-fee = { $tile } für { $vp } SP erwerben, dafür 1 { $fee } an { $to } zahlen (nicht angrenzend). { $effect }
hk-ex-choose-nothing = Den Effekt des Plättchens ungenutzt lassen.
hk-ex-choose-water = 1 Grubenwasser entfernen.
hk-ex-choose-wood = 3 Holz und 1 Grubenwasser nehmen.
hk-ex-choose-thaler = 1 Thaler nehmen.
hk-ex-choose-mine = 1 Kohle abbauen: { $from } → { $to }.
hk-ex-exchange = { $coal ->
    [0] Keine Kohle tauschen.
    [one] 1 Kohle gegen 1 Thaler tauschen.
   *[other] 2 Kohle gegen 1 Thaler und 1 Nahrung tauschen.
}
hk-ex-stop = Der aktive Arbeiter hört auf{ $count ->
    [0] {"."}
    [one] {"; 1 Aktion verfällt."}
   *[other] {"; "}{ $count }{" Aktionen verfallen."}
}
hk-ex-wood-pinge = 1 Holz in die Pinge legen: macht { $count } weitere Kohle zugänglich.
hk-ex-wood-tunnel = 1 Holz in den Stollen legen: öffnet Abschnitt { $section } ({ $count } Kohle).
hk-ex-rope = Aktionsmarker Seil: 1 Grubenwasser entfernen ({ $from }), +1 SP.
hk-ex-kiln = Holzkohlenmeiler: 2 Holz → 2 Kohle, +1 SP.
hk-ex-end = Deine Ausführung beenden{ $count ->
    [0] {"."}
    [one] {"; 1 geplanter Arbeiter verliert seine Scheiben."}
   *[other] {"; "}{ $count }{" geplante Arbeiter verlieren ihre Scheiben."}
}
hk-ex-rent = { $food } Nahrung und { $thaler } Thaler Pacht zahlen{ $debt ->
    [0] {"."}
    [one] {" und 1 Schuldschein nehmen."}
   *[other] {" und "}{ $debt }{" Schuldscheine nehmen."}
}
hk-ex-store = { $kept } lagern (+{ $vp } SP); { $discarded } in den Vorrat zurückgeben.

## Scores and tie-break

hk-score-developments = Errungenschaften
hk-score-pinge-bonus = Pingebonus
hk-score-rope = Seil
hk-score-charcoal-kiln = Holzkohlenmeiler
hk-score-water-mill = Wassermühle
hk-score-winter-coal = Winter-Kohlewertung
hk-score-winter-storage = Winter-Lagerung
hk-score-tunnel-sections = Stollenabschnitte
hk-score-tunnel-bonus = Stollen-Bonussiegpunkte
hk-score-symbol-bonus = Forken- und Schlägel-&-Eisen-Bonus
hk-score-buildings = Gebäudesymbole
hk-score-unused-markers = ungenutzte Aktionsmarker
hk-score-thalers = Thaler
hk-score-debt = Schuldscheine
hk-score-pit-water = Grubenwasser
hk-tiebreak-coal-mined = abgebaute Kohle
hk-tiebreak-turn-position = Spielerreihenfolge (weiter vorn gewinnt)

## Rules help

hk-help-group-tiles = Errungenschaften
hk-help-group-workers = Arbeiter
hk-help-group-markers = Aktionsmarker
hk-help-group-buildings = Gebäude
hk-help-group-areas = Spielertableau und Tableaus
hk-help-group-year = Das Jahr

hk-help-tile = Stufe { $level }; Kosten: { $cost }; Symbol: { $symbol }; { $fee }. Der erste Käufer erhält { $level } SP, jeder spätere 1 weniger. { $effect }
hk-fee-level-1 = immer ohne Abgabe erwerbbar (Reihe 1)
hk-fee-level-2 = nicht angrenzend an deine Plättchen: 1 Kohle, Holz oder Nahrung an den obersten Besitzer
hk-fee-level-3 = nicht angrenzend an deine Plättchen: 1 Kohle an den obersten Besitzer
hk-fee-level-4 = nicht angrenzend an deine Plättchen: 1 Nahrung an den obersten Besitzer

hk-help-worker-farmer = Dein eigener Arbeiter. Scheiben einer Farbe: gelbe produzieren Nahrung, braune Holz, schwarze bauen Kohle ab oder entfernen Grubenwasser (je Scheibe eins). Scheiben passend zu den Kosten eines Plättchens erwerben diese Errungenschaft. Im Sommer erhält der Bauer, der Nahrung produziert, 1 mehr.
hk-help-worker-farmhand = Dein eigener Arbeiter: wie der Bauer, aber nur mit Scheiben einer Farbe und ohne Errungenschaften, bis Plättchen 13 ihn verbessert.
hk-help-worker-improved-farmhand = Der Knecht nach Plättchen 13 (ab der nächsten Aktionsphase): arbeitet wie der Bauer und darf Errungenschaften erwerben, erhält aber keinen Sommerbonus.
hk-help-worker-digger = Leiharbeiter, solange die Pinge nicht ausgeschöpft ist, für eine gelbe Scheibe, 1 Nahrung oder 1 Thaler: 2 Aktionen in der Pinge, jede entfernt bis zu 2 Grubenwasser oder baut 1 Kohle auf den Hof ab. Er braucht zugängliche Kohle in der Pinge, um anzufangen.
hk-help-worker-hewer = Leiharbeiter, sobald die Pinge vor der Planung ausgeschöpft war, für 1 Nahrung oder 1 Thaler: baut bis zu 3 Kohle im Stollen ab, in den Schacht (Holz vor der Kohle, höchstens 4 Grubenwasser im Schacht).
hk-help-worker-haspel = Leiharbeiter, sobald die Pinge vor der Planung ausgeschöpft war, für eine gelbe Scheibe, 1 Nahrung oder 1 Thaler: 3 Aktionen im Schacht, jede entfernt bis zu 2 Grubenwasser oder fördert 1 Kohle auf den Hof (nur bei höchstens 1 Grubenwasser).
hk-help-worker-winch = Der Aktionsmarker Haspelanlage (Plättchen 25), eingeplant: Der Haspelknecht arbeitet ein zweites Mal, 3 weitere Aktionen, ohne Bezahlung.
hk-help-worker-mill = Die Wassermühle (Plättchen 35), ab der Aktionsphase nach dem Bau: 2 schwarze Scheiben bringen 1 Thaler, 2 gelbe Scheiben 1 Nahrung und 2 SP, einmal pro Aktionsphase.

hk-help-marker-rope = Von Plättchen { $tile }. Einmal, in einer späteren Aktionsphase, während deiner Ausführung: 1 Grubenwasser entfernen (Pinge oder Schacht) und 1 SP erhalten.
hk-help-marker-wheelbarrow = Von Plättchen { $tile }. Einmal, in einer späteren Aktionsphase: eine gelbe Scheibe bei der Planung (bezahlt auch den Kohlegräber oder den Haspelknecht).
hk-help-marker-ladder = Von Plättchen { $tile }. Einmal, in einer späteren Aktionsphase: eine braune Scheibe bei der Planung.
hk-help-marker-winch = Von Plättchen { $tile }. Einmal, in einer späteren Aktionsphase: ein zweiter Einsatz des Haspelknechts ohne Bezahlung.
hk-help-marker-lamp = Von Plättchen { $tile }. Einmal, direkt vor einem deiner Scheibennehmen in einer späteren Aktionsphase: eine Scheibe eines Reserve-Pools mit einer Scheibe seines Aktions-Pools tauschen.
hk-help-marker-hammer = Von Plättchen { $tile }. Einmal, in einer späteren Aktionsphase: eine schwarze Scheibe bei der Planung.

hk-help-building-barn = Von Plättchen { $tile }. Lagert in der Winter-Lagerung 1 Kohle, Holz oder Nahrung; dort gelagerte Nahrung bringt 2 SP.
hk-help-building-charcoal-kiln = Von Plättchen { $tile }. Tauscht 2 Holz gegen 2 Kohle und 1 SP, einmal pro Aktionsphase während deiner Ausführung, ab der Aktionsphase nach dem Bau.
hk-help-building-coal-storage = Von Plättchen { $tile }. Lagert in der Winter-Lagerung 1 Kohle (+1 SP) und 1 Holz.
hk-help-building-water-mill = Von Plättchen { $tile }. Eingeplant mit 2 schwarzen Scheiben: 1 Thaler; mit 2 gelben Scheiben: 1 Nahrung und 2 SP; einmal pro Aktionsphase, ab der Aktionsphase nach dem Bau.

hk-help-area-farm = Dein Vorrat an Kohle, Holz und Nahrung. Nur was du lagerst, übersteht den Winter. Thaler, Schuldscheine und Aktionsmarker liegen getrennt.
hk-help-area-pinge = Die offene Grube: 7 Kohle, von links nach rechts auf den Hof abgebaut. Kohle links vom ersten leeren Holzfeld kann abgebaut werden; Holz auf ihren 2 Holzfeldern öffnet den Rest. Kein Abbau bei 2 oder mehr Grubenwasser. Die letzte Kohle schöpft sie aus: Ihr Grubenwasser wandert in den Schacht, und der Pingebonus bringt 2 SP in Jahr 1, 1 SP in Jahr 2.
hk-help-area-tunnel = 11 Kohle in 7 Abschnitten, abgebaut, sobald die Pinge ausgeschöpft ist, von links nach rechts, in den Schacht. Die Kohle eines Abschnitts kann nur mit Holz auf dem Feld davor abgebaut werden, und bei höchstens 4 Grubenwasser im Schacht. Ein Abschnitt mit Holz und ohne Kohle bringt am Ende seine SP.
hk-help-area-shaft = Nimmt die Stollenkohle auf, bis der Haspelknecht sie auf den Hof fördert (nur bei höchstens 1 Grubenwasser), und das Grubenwasser, sobald die Pinge ausgeschöpft ist.
hk-help-area-pit-water = Jeden Frühling und Herbst erhältst du 1 Grubenwasser (nicht mit Plättchen 21), und 1 weiteres, wenn du im ersten Schritt aus einem Pool mit Wassersymbol nimmst. Es behindert den Abbau; am Ende kostet jedes Grubenwasser nach dem ersten 1 SP.
hk-help-area-carts = Deine Scheiben aus dem ersten Schritt (Schubkarrenfeld 1) und aus dem zweiten (Schubkarrenfeld 2). Nur Schubkarrenfeld 1 bestimmt die Spielerreihenfolge: gelb 3, braun 2, schwarz 1, der niedrigste Wert zuerst.
hk-help-area-pools = Ein Aktions-Pool und ein Reserve-Pool je Spieler. In jeder Aktionsphase nimmst du alle Scheiben einer Farbe aus einem Aktions-Pool, dann darfst du weitere einer Farbe bis 5 nehmen. Die Öllampe tauscht eine Reserve-Scheibe in den Aktions-Pool.
hk-help-area-board = Die Errungenschafts-Plättchen in 4 Reihen, eine je Stufe. Reihe 1 ist immer offen; ein tieferes Plättchen ist ohne Abgabe, wenn es ein eigenes Plättchen berührt, sonst zahlst du dem obersten Besitzer eine Abgabe (falls es einen gibt).

hk-year-overview = Ein Jahr
hk-year-pit-water = Grubenwasserphasen
hk-year-refill = Nachfüllen
hk-year-turn-order = Spielerreihenfolge
hk-year-synergy = Synergie
hk-year-summer-bonus = Sommerbonus
hk-year-winter = Winter
hk-year-final-scoring = Schlusswertung
hk-year-tie-break = Gleichstand
hk-help-year-overview = Drei Jahre, jeweils: Grubenwasser im Frühling, die Aktionsphase im Frühling, die Aktionsphase im Sommer, Grubenwasser im Herbst, die Aktionsphase im Herbst, Winter. Danach die Schlusswertung.
hk-help-year-pit-water = Frühling und Herbst: Jeder Spieler ohne Plättchen 21 erhält 1 Grubenwasser (in die Pinge, oder in den Schacht, sobald die Pinge ausgeschöpft ist).
hk-help-year-refill = In jeder Aktionsphase außer der ersten: Alle Scheiben kommen zurück in den Beutel, jeder Reserve-Pool wandert in seinen Aktions-Pool, dann werden 3 Scheiben in jeden Reserve-Pool gezogen und die Aktions-Pools auf 6 aufgefüllt.
hk-help-year-take-discs = In Spielerreihenfolge nimmt jeder alle Scheiben einer Farbe aus einem Aktions-Pool (5 oder 6, wenn er 6 oder mehr enthält); in einem zweiten Schritt darf, wer weniger als 5 hat, Scheiben einer Farbe bis 5 nehmen. Im Frühling von Jahr 1 darf, wer weniger als 5 Scheiben hat, 1 Grubenwasser zurückgeben.
hk-help-year-turn-order = Die Scheiben auf Schubkarrenfeld 1 zählen gelb 3, braun 2, schwarz 1; der niedrigste Gesamtwert beginnt, bei Gleichstand rückt vor, wer bisher weiter hinten lag.
hk-help-year-planning = Alle legen geheim Scheiben auf Bauer, Knecht und Wassermühle und bezahlen Leiharbeiter; die Pläne werden gemeinsam aufgedeckt.
hk-help-year-execution = In Spielerreihenfolge aktiviert jeder die eingeplanten Arbeiter nacheinander; Holz, Seil und Holzkohlenmeiler dürfen zwischendurch genutzt werden. Nicht aktivierte Arbeiter verlieren ihre Scheiben.
hk-help-year-synergy = Wenn Bauer und Knecht dieselbe Art Arbeit machen, erhält der zweite 1 Nahrung, 1 Holz oder 1 schwarze Aktion mehr.
hk-help-year-summer-bonus = Im Sommer erhält der Bauer, der Nahrung produziert, 1 Nahrung mehr.
hk-help-year-winter = Kohle auf dem Hof wird gewertet (3 Kohle 2 SP, jede weitere +1), Pacht wird gezahlt (Jahr 1: 2 Nahrung; Jahr 2: 2 Nahrung und 1 Thaler; Jahr 3: 1 Nahrung und 2 Thaler), mit 1 Schuldschein je nicht gezahlter Einheit, dann lagerst du 1 Einheit auf dem Hof (Holz +1 SP) plus was deine Gebäude fassen; der Rest kommt zurück in den Vorrat.
hk-help-year-final-scoring = Vollständig abgebaute Stollenabschnitte, Stollen-Bonussiegpunkte, Forken- und Schlägel-&-Eisen-Boni, Gebäudesymbole (1/3/6/10), 1 SP je ungenutztem Aktionsmarker, Thaler (2/5/9/14, +6 je weiterem), abzüglich Schuldscheine (1, dann je 2) und Grubenwasser nach dem ersten.
hk-help-year-tie-break = Die meiste aus der eigenen Grube abgebaute Kohle, dann der frühere Platz in der letzten Spielerreihenfolge.

## Rule options (one line each; `kohle options`)

hk-opt-planning-mode = Planungsmodus
hk-opt-planning-mode-text = simultaneous (Standard): alle planen gleichzeitig und geheim; sequential-in-turn-order: nacheinander und offen.
hk-opt-synergy-requires-effect = Synergie braucht eine Wirkung
hk-opt-synergy-requires-effect-text = true (Standard): Synergie verlangt, dass beide eigenen Arbeiter etwas bewirken; false: dieselbe Art Arbeit genügt.
hk-opt-coal-digger-requires-accessible-coal = Kohlegräber braucht zugängliche Kohle
hk-opt-coal-digger-requires-accessible-coal-text = true (Standard, deutsche Regel): Der Kohlegräber fängt nur mit zugänglicher Kohle in der Pinge an; false: bei jeder nicht ausgeschöpften Pinge.
hk-opt-coal-digger-mode = Kohlegräber-Modus
hk-opt-coal-digger-mode-text = player-choice (Standard): Du wählst jede Aktion; automatic (polnische/spanische Regel): Er entfernt Grubenwasser, solange 2 oder mehr in der Pinge liegen, sonst baut er ab.
hk-opt-hewer-ignores-wood = Hauer ohne Holz
hk-opt-hewer-ignores-wood-text = false (Standard): Der Hauer braucht wie alle Holz vor der Kohle; true: Er baut ohne Holz ab.
hk-opt-rent-payment-voluntary = Freiwillige Pacht
hk-opt-rent-payment-voluntary-text = false (Standard): Die Pacht wird gezahlt, soweit möglich; true: Du wählst, wie viel du zahlst, und nimmst für den Rest Schuldscheine.
hk-opt-charcoal-kiln = Holzkohlenmeiler
hk-opt-charcoal-kiln-text = once-per-action-phase-from-next-phase (Standard, deutsche Regel); any-time-unlimited (polnische Regel): jederzeit, auch im Winter.
hk-opt-improved-farmhand-gets-summer-bonus = Sommerbonus für den verbesserten Knecht
hk-opt-improved-farmhand-gets-summer-bonus-text = false (Standard): Nur der Bauer erhält den Sommerbonus; true: auch der verbesserte Knecht.
hk-opt-own-workers-remove-shaft-water = Eigene Arbeiter entwässern den Schacht
hk-opt-own-workers-remove-shaft-water-text = false (Standard, deutsche Regel): Nur der Haspelknecht entfernt Grubenwasser aus dem Schacht; true: auch schwarze Scheiben eigener Arbeiter.
hk-opt-over-six-same-colour = Sechs oder mehr einer Farbe
hk-opt-over-six-same-colour-text = take-six-or-five (Standard): bei 6 oder mehr Scheiben der Farbe im Pool 5 oder 6 nehmen; take-all: alle nehmen; cap-five: nie mehr als 5.
hk-opt-second-take-may-take-fewer = Weniger Scheiben im zweiten Schritt
hk-opt-second-take-may-take-fewer-text = false (Standard): Der zweite Schritt füllt auf 5 Scheiben auf; true: beliebig viele von 1 bis dahin.
hk-opt-tile33-ignores-water = Schlägel und Eisen ignoriert Grubenwasser
hk-opt-tile33-ignores-water-text = false (Standard): Die Kohle von Plättchen 33 beachtet die Grubenwasser-Grenzen; true: Sie ignoriert sie.
hk-opt-oil-lamp-any-time-in-action-phase = Öllampe jederzeit
hk-opt-oil-lamp-any-time-in-action-phase-text = false (Standard): Die Öllampe wird direkt vor deinem Scheibennehmen genutzt; true: auch während deiner Ausführung.
hk-opt-mine-cart-coal-before-exhaustion = Hunt-Kohle vor dem Ausschöpfen
hk-opt-mine-cart-coal-before-exhaustion-text = false (Standard, deutsche Regel): Plättchen 42 gibt Schachtkohle nur, wenn die Pinge ausgeschöpft ist; true: immer.
hk-opt-hired-workers-follow-live-state = Leiharbeiter folgen der aktuellen Pinge
hk-opt-hired-workers-follow-live-state-text = false (Standard): Verfügbare Leiharbeiter richten sich nach dem Zustand der Pinge zu Beginn der Planung; true: nach ihrem Zustand, wenn sie arbeiten.
hk-opt-tunnel-wood-before-exhaustion = Stollenholz vor dem Ausschöpfen
hk-opt-tunnel-wood-before-exhaustion-text = true (Standard): Holz darf in den Stollen, bevor die Pinge ausgeschöpft ist; false: erst danach.
hk-opt-water-mill-multiple-pairs = Mehrere Paare für die Wassermühle
hk-opt-water-mill-multiple-pairs-text = false (Standard): Die Wassermühle nimmt genau ein Paar; true: mehrere Paare schwarzer oder gelber Scheiben.
hk-opt-adjacency = Angrenzen
hk-opt-adjacency-text = any-touching-tile (Standard): Jedes berührende eigene Plättchen macht ein Plättchen abgabefrei; only-previous-row: nur ein berührendes Plättchen der Reihe darüber.
hk-opt-max-developments-per-player = Errungenschaften je Spieler
hk-opt-max-developments-per-player-text = none (Standard): keine Grenze; eine Zahl (9 = die Spielerscheiben der Schachtel) begrenzt die Errungenschaften, die ein Spieler besitzen darf.
hk-opt-acquisition-allows-surplus-tokens = Überzählige Scheiben beim Erwerb
hk-opt-acquisition-allows-surplus-tokens-text = false (Standard): Die Scheiben müssen genau den Kosten entsprechen; true: zusätzliche Scheiben dürfen dazugelegt werden und verfallen.
hk-opt-coal-sacks-fresh-coal = Kohlsäcke nehmen frische Kohle
hk-opt-coal-sacks-fresh-coal-text = true (Standard): Plättchen 34 darf Kohle tauschen, die in dieser Aktionsphase gewonnen wurde; false: nur ältere Kohle.
hk-opt-wood-vp-in-building-slots = Holz punktet in Gebäuden
hk-opt-wood-vp-in-building-slots-text = false (Standard): Nur auf dem Hof gelagertes Holz bringt 1 SP; true: gelagertes Holz punktet auf jedem Lagerplatz.
hk-opt-layout = Aufbau der Errungenschaften
hk-opt-layout-text = first-game (Standard): die niedrigsten Nummern jeder Stufe; eine benannte Variante der Materialtabelle; oder random.
hk-opt-start-with-buildings = Start mit fehlenden Gebäuden
hk-opt-start-with-buildings-text = false (Standard); true: Alle beginnen mit dem Gebäude jedes Gebäude-Plättchens, das im Aufbau fehlt.
hk-opt-start-with-improved-farmhand = Start mit verbessertem Knecht
hk-opt-start-with-improved-farmhand-text = false (Standard); true: Alle beginnen mit dem verbesserten Knecht, wenn Plättchen 13 im Aufbau fehlt.
hk-opt-components = Materialtabelle
hk-opt-components-text = Die Tabelle der Plättchenkosten, Symbole, Stollenabschnitte, Pools und Aufbauten (eine gekennzeichnete Rekonstruktion; `kohle components` gibt sie zur Korrektur aus).

## Why an action is refused (keyed by the English text of the rule error)

hk-err-that-tile-is-not-in-play = Dieses Plättchen ist nicht im Spiel.
hk-err-each-player-owns-a-tile-at-most-once = Jeder Spieler besitzt ein Plättchen höchstens einmal.
hk-err-no-player-disc-left-to-mark-a-development = Keine Spielerscheibe mehr übrig, um eine Errungenschaft zu markieren.
hk-err-the-worker-s-tokens-do-not-match-the-tile-s-requirement = Die Scheiben des Arbeiters passen nicht zu den Kosten des Plättchens.
hk-err-no-fee-is-due-for-this-tile = Für dieses Plättchen ist keine Abgabe fällig.
hk-err-not-adjacent-to-an-own-tile-and-owned-by-nobody = Nicht angrenzend an ein eigenes Plättchen und von niemandem besessen.
hk-err-a-non-adjacent-tile-costs-a-fee-to-its-top-owner = Ein nicht angrenzendes Plättchen kostet eine Abgabe an seinen obersten Besitzer.
hk-err-wrong-fee-resource-for-this-level = Falsche Ressource als Abgabe für diese Stufe.
hk-err-the-fee-resource-is-not-on-the-farm = Die Ressource für die Abgabe liegt nicht auf dem Hof.
hk-err-no-such-tile = Dieses Plättchen gibt es nicht.
hk-err-there-is-no-pit-water-to-remove = Es gibt kein Grubenwasser zu entfernen.
hk-err-no-accessible-coal-can-be-mined-now-wood-or-pit-water-blocks-it = Jetzt kann keine zugängliche Kohle abgebaut werden (Holz oder Grubenwasser versperrt sie).
hk-err-not-that-much-coal-on-the-farm-to-exchange = So viel Kohle zum Tauschen liegt nicht auf dem Hof.
hk-err-the-plan-is-already-done = Die Planung ist schon abgeschlossen.
hk-err-after-that-the-tokens-left-could-not-complete-the-plan = Danach könnten die übrigen Scheiben den Plan nicht vervollständigen.
hk-err-now-plan-your-workers-put-tokens-on-them-pay-hired-workers-or-done = Plane jetzt deine Arbeiter: Scheiben auf sie legen, Leiharbeiter bezahlen oder `done`.
hk-err-the-first-take-cannot-be-skipped-take-discs-from-a-pool = Der erste Schritt kann nicht ausgelassen werden: Nimm Scheiben aus einem Pool.
hk-err-discs-are-taken-only-at-the-start-of-an-action-phase = Scheiben werden nur zu Beginn einer Aktionsphase genommen.
hk-err-the-oil-lamp-is-used-on-your-disc-taking-turns-or-during-your-execution = Die Öllampe wird bei deinem Scheibennehmen oder während deiner Ausführung genutzt.
hk-err-the-oil-lamp-is-used-only-right-before-one-of-your-disc-taking-turns = Die Öllampe wird nur direkt vor einem deiner Scheibennehmen genutzt.
hk-err-pit-water-is-returned-only-in-the-spring-of-year-1-after-taking-discs = Grubenwasser wird nur im Frühling von Jahr 1 nach dem Scheibennehmen zurückgegeben.
hk-err-workers-are-planned-only-during-planning = Arbeiter werden nur in der Planung eingeplant.
hk-err-winter-storage-ends-with-your-store-decision = Die Winter-Lagerung endet mit deiner Entscheidung `store`.
hk-err-done-ends-a-plan-or-the-winter-kiln-window-and-neither-is-under-way = `done` beendet eine Planung oder das Winterfenster des Holzkohlenmeilers, und keins von beiden läuft.
hk-err-no-tile-effect-waits-for-a-choice = Kein Plättcheneffekt wartet auf eine Wahl.
hk-err-workers-act-only-during-their-owner-s-execution = Arbeiter handeln nur während der Ausführung ihres Besitzers.
hk-err-the-rope-marker-is-used-during-your-execution = Der Aktionsmarker Seil wird während deiner Ausführung genutzt.
hk-err-wood-is-placed-on-your-disc-taking-turns-in-your-execution-and-in-winter-before-storage = Holz wird bei deinem Scheibennehmen, in deiner Ausführung und im Winter vor der Lagerung gelegt.
hk-err-rent-is-paid-by-itself-in-winter-the-rule-option-for-voluntary-rent-is-off = Die Pacht wird im Winter automatisch gezahlt (die Regeloption für freiwillige Pacht ist aus).
hk-err-rent-is-paid-in-winter-after-coal-scoring = Die Pacht wird im Winter nach der Kohlewertung gezahlt.
hk-err-storage-comes-after-coal-scoring-end-the-kiln-window-with-done-first = Die Lagerung kommt nach der Kohlewertung: Beende zuerst das Fenster des Holzkohlenmeilers mit `done`.
hk-err-storage-is-chosen-in-winter-after-coal-scoring-and-rent = Die Lagerung wird im Winter nach Kohlewertung und Pacht gewählt.
hk-err-the-charcoal-kiln-is-used-during-your-execution = Der Holzkohlenmeiler wird während deiner Ausführung genutzt.
hk-err-the-charcoal-kiln-is-used-during-your-execution-or-in-winter-before-storage = Der Holzkohlenmeiler wird während deiner Ausführung oder im Winter vor der Lagerung genutzt.
hk-err-that-pool-is-not-in-play-with-this-many-players = Dieser Pool ist bei dieser Spielerzahl nicht im Spiel.
hk-err-the-pool-has-no-disc-of-that-colour = Der Pool hat keine Scheibe dieser Farbe.
hk-err-the-second-take-takes-1-disc-or-more-of-that-colour-up-to-5-discs-in-all = Der zweite Schritt nimmt 1 oder mehr Scheiben dieser Farbe, bis insgesamt 5 Scheiben.
hk-err-the-second-take-takes-discs-of-that-colour-up-to-5-discs-in-all-no-fewer = Der zweite Schritt nimmt Scheiben dieser Farbe bis insgesamt 5 Scheiben, nicht weniger.
hk-err-the-first-take-takes-every-disc-of-that-colour-5-or-6-when-the-pool-holds-6-or-more = Der erste Schritt nimmt alle Scheiben dieser Farbe (5 oder 6, wenn der Pool 6 oder mehr enthält).
hk-err-the-first-take-takes-every-disc-of-that-colour = Der erste Schritt nimmt alle Scheiben dieser Farbe.
hk-err-the-first-take-takes-every-disc-of-that-colour-at-most-5 = Der erste Schritt nimmt alle Scheiben dieser Farbe, höchstens 5.
hk-err-the-oil-lamp-swaps-discs-of-two-different-colours = Die Öllampe tauscht Scheiben zweier verschiedener Farben.
hk-err-the-reserve-pool-has-no-disc-of-that-colour = Der Reserve-Pool hat keine Scheibe dieser Farbe.
hk-err-the-action-pool-has-no-disc-of-that-colour = Der Aktions-Pool hat keine Scheibe dieser Farbe.
hk-err-you-have-no-such-marker = Du hast keinen solchen Aktionsmarker.
hk-err-a-marker-works-from-the-action-phase-after-it-was-gained = Ein Aktionsmarker wirkt ab der Aktionsphase nach seinem Erhalt.
hk-err-that-marker-is-already-in-your-plan = Dieser Aktionsmarker ist schon in deinem Plan.
hk-err-no-wood-on-the-farm = Kein Holz auf dem Hof.
hk-err-the-pinge-is-exhausted-it-takes-no-more-wood = Die Pinge ist ausgeschöpft: Sie nimmt kein Holz mehr.
hk-err-both-pinge-wood-slots-are-filled = Beide Holzfelder der Pinge sind belegt.
hk-err-all-7-tunnel-wood-slots-are-filled = Alle 7 Holzfelder des Stollens sind belegt.
hk-err-wood-goes-into-the-tunnel-only-once-the-pinge-is-exhausted-rule-option = Holz kommt erst in den Stollen, wenn die Pinge ausgeschöpft ist (Regeloption).
hk-err-no-charcoal-kiln-it-comes-with-tile-15 = Kein Holzkohlenmeiler: Er kommt mit Plättchen 15.
hk-err-the-charcoal-kiln-needs-2-wood-on-the-farm = Der Holzkohlenmeiler braucht 2 Holz auf dem Hof.
hk-err-the-charcoal-kiln-works-from-the-action-phase-after-it-was-built = Der Holzkohlenmeiler arbeitet ab der Aktionsphase nach seinem Bau.
hk-err-the-charcoal-kiln-was-already-used-this-action-phase = Der Holzkohlenmeiler wurde in dieser Aktionsphase schon genutzt.
hk-err-the-water-mill-works-from-the-action-phase-after-it-was-built = Die Wassermühle arbeitet ab der Aktionsphase nach ihrem Bau.
hk-err-no-water-mill-it-comes-with-tile-35 = Keine Wassermühle: Sie kommt mit Plättchen 35.
hk-err-no-disc-of-that-colour-left-to-plan = Keine Scheibe dieser Farbe mehr zum Einplanen.
hk-err-the-water-mill-takes-pairs-of-black-or-of-yellow-tokens = Die Wassermühle nimmt Paare schwarzer oder gelber Scheiben.
hk-err-the-water-mill-takes-exactly-2-black-or-2-yellow-tokens = Die Wassermühle nimmt genau 2 schwarze oder 2 gelbe Scheiben.
hk-err-the-farmhand-takes-tokens-of-one-colour-mixing-them-needs-the-improved-farmhand = Der Knecht nimmt Scheiben einer Farbe (gemischt nur als verbesserter Knecht).
hk-err-tokens-of-different-colours-must-match-the-cost-of-a-tile-you-can-still-buy = Scheiben verschiedener Farben müssen zu den Kosten eines Plättchens passen, das du noch erwerben kannst.
hk-err-the-coal-digger-is-gone-the-pinge-was-exhausted-before-planning = Der Kohlegräber ist weg: Die Pinge war vor der Planung ausgeschöpft.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-was-exhausted-before-planning = Hauer und Haspelknecht arbeiten erst, wenn die Pinge vor der Planung ausgeschöpft war.
hk-err-that-worker-is-already-paid = Dieser Arbeiter ist schon bezahlt.
hk-err-the-hewer-is-paid-with-food-or-a-thaler-only = Der Hauer wird nur mit Nahrung oder einem Thaler bezahlt.
hk-err-no-yellow-disc-left-to-pay-with = Keine gelbe Scheibe mehr zum Bezahlen.
hk-err-no-food-left-to-pay-with = Keine Nahrung mehr zum Bezahlen.
hk-err-no-thaler-left-to-pay-with = Kein Thaler mehr zum Bezahlen.
hk-err-a-hired-worker-is-paid-with-a-yellow-disc-the-wheelbarrow-food-or-a-thaler = Ein Leiharbeiter wird mit einer gelben Scheibe, der Schubkarre, Nahrung oder einem Thaler bezahlt.
hk-err-the-winch-works-only-once-the-pinge-was-exhausted-before-planning = Die Haspelanlage arbeitet erst, wenn die Pinge vor der Planung ausgeschöpft war.
hk-err-the-winch-is-already-in-your-plan = Die Haspelanlage ist schon in deinem Plan.
hk-err-the-water-mill-needs-pairs-of-black-or-of-yellow-tokens = Die Wassermühle braucht Paare schwarzer oder gelber Scheiben.
hk-err-the-water-mill-needs-exactly-2-black-or-2-yellow-tokens = Die Wassermühle braucht genau 2 schwarze oder 2 gelbe Scheiben.
hk-err-the-farmer-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = Die gemischten Scheiben des Bauern passen noch nicht zu den Kosten eines Plättchens, das du erwerben kannst.
hk-err-the-farmhand-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = Die gemischten Scheiben des Knechts passen noch nicht zu den Kosten eines Plättchens, das du erwerben kannst.
hk-err-that-worker-has-already-worked-this-phase = Dieser Arbeiter hat in dieser Phase schon gearbeitet.
hk-err-that-worker-is-not-in-your-plan = Dieser Arbeiter ist nicht in deinem Plan.
hk-err-the-coal-digger-is-gone-the-pinge-is-exhausted = Der Kohlegräber ist weg: Die Pinge ist ausgeschöpft.
hk-err-the-coal-digger-needs-accessible-pinge-coal-place-wood-in-the-pinge-first = Der Kohlegräber braucht zugängliche Kohle in der Pinge: Lege zuerst Holz in die Pinge.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-is-exhausted = Hauer und Haspelknecht arbeiten erst, wenn die Pinge ausgeschöpft ist.
hk-err-this-worker-has-already-begun-other-work = Dieser Arbeiter hat schon eine andere Arbeit begonnen.
hk-err-the-farmhand-acquires-developments-only-when-improved-tile-13-from-the-next-action-phase = Der Knecht erwirbt Errungenschaften erst als verbesserter Knecht (Plättchen 13, ab der nächsten Aktionsphase).
hk-err-only-the-farmer-and-the-improved-farmhand-acquire-developments = Nur der Bauer und der verbesserte Knecht erwerben Errungenschaften.
hk-err-the-pinge-is-exhausted = Die Pinge ist ausgeschöpft.
hk-err-no-accessible-pinge-coal-place-wood-in-the-pinge-first = Keine zugängliche Kohle in der Pinge: Lege zuerst Holz in die Pinge.
hk-err-2-or-more-pit-water-in-the-pinge-remove-water-before-mining = 2 oder mehr Grubenwasser in der Pinge: Entferne Grubenwasser vor dem Abbau.
hk-err-no-pinge-coal-can-be-mined-now = Jetzt kann keine Kohle in der Pinge abgebaut werden.
hk-err-the-tunnel-is-mined-only-once-the-pinge-is-exhausted = Im Stollen wird erst abgebaut, wenn die Pinge ausgeschöpft ist.
hk-err-the-tunnel-has-no-coal-left = Im Stollen ist keine Kohle mehr.
hk-err-the-next-tunnel-coal-has-no-wood-before-it-place-wood-in-the-tunnel-first = Vor der nächsten Kohle im Stollen liegt kein Holz: Lege zuerst Holz in den Stollen.
hk-err-5-or-more-pit-water-in-the-shaft-no-tunnel-coal-can-be-mined = 5 oder mehr Grubenwasser im Schacht: Im Stollen kann keine Kohle abgebaut werden.
hk-err-no-tunnel-coal-can-be-mined-now = Jetzt kann keine Kohle im Stollen abgebaut werden.
hk-err-this-worker-has-no-actions-left-stop = Dieser Arbeiter hat keine Aktionen mehr: `stop`.
hk-err-this-worker-has-already-done-its-work-this-phase = Dieser Arbeiter hat seine Arbeit in dieser Phase schon getan.
hk-err-this-worker-is-mining-it-produces-nothing-this-phase = Dieser Arbeiter baut ab: Er produziert in dieser Phase nichts.
hk-err-tokens-of-different-colours-only-buy-a-development = Scheiben verschiedener Farben erwerben nur eine Errungenschaft.
hk-err-black-tokens-mine-coal-or-remove-pit-water-they-produce-nothing = Schwarze Scheiben bauen Kohle ab oder entfernen Grubenwasser; sie produzieren nichts.
hk-err-only-black-tokens-mine-coal-or-remove-pit-water = Nur schwarze Scheiben bauen Kohle ab oder entfernen Grubenwasser.
hk-err-own-workers-cannot-remove-shaft-water-only-the-haspelknecht-can = Eigene Arbeiter können kein Grubenwasser aus dem Schacht entfernen: Das kann nur der Haspelknecht.
hk-err-no-pit-water-in-the-shaft = Kein Grubenwasser im Schacht.
hk-err-no-pit-water-in-the-pinge = Kein Grubenwasser in der Pinge.
hk-err-only-the-haspelknecht-hoists-coal-from-the-shaft = Nur der Haspelknecht fördert Kohle aus dem Schacht.
hk-err-in-automatic-mode-the-coal-digger-mines-while-at-most-1-pit-water-is-left = Im automatischen Modus baut der Kohlegräber ab, solange höchstens 1 Grubenwasser übrig ist.
hk-err-in-automatic-mode-the-coal-digger-removes-pit-water-while-2-or-more-are-left = Im automatischen Modus entfernt der Kohlegräber Grubenwasser, solange 2 oder mehr übrig sind.
hk-err-the-coal-digger-removes-pit-water-or-mines-coal-in-the-pinge = Der Kohlegräber entfernt Grubenwasser oder baut Kohle in der Pinge ab.
hk-err-the-hewer-only-mines-tunnel-coal = Der Hauer baut nur Kohle im Stollen ab.
hk-err-2-or-more-pit-water-in-the-shaft-remove-water-before-hoisting-coal = 2 oder mehr Grubenwasser im Schacht: Entferne Grubenwasser, bevor du Kohle förderst.
hk-err-no-coal-in-the-shaft-to-hoist = Keine Kohle im Schacht zum Fördern.
hk-err-the-haspelknecht-removes-shaft-water-or-hoists-coal = Der Haspelknecht entfernt Grubenwasser aus dem Schacht oder fördert Kohle.
hk-err-the-water-mill-has-no-actions = Die Wassermühle hat keine Aktionen.
hk-err-the-winch-tile-25-asks-choose-water-or-choose-nothing = Die Haspelanlage (Plättchen 25) fragt: `choose water` oder `choose nothing`.
hk-err-the-pit-props-tile-31-ask-choose-wood-or-choose-thaler = Das Grubenholz (Plättchen 31) fragt: `choose wood` oder `choose thaler`.
hk-err-the-hammer-and-pick-tile-33-asks-choose-mine-or-choose-nothing = Schlägel und Eisen (Plättchen 33) fragt: `choose mine` oder `choose nothing`.
hk-err-the-coal-sacks-tile-34-ask-exchange-0-1-or-2 = Die Kohlsäcke (Plättchen 34) fragen: `exchange` 0, 1 oder 2.
hk-err-that-is-more-food-than-the-rent = Das ist mehr Nahrung als die Pacht.
hk-err-that-is-more-thalers-than-the-rent = Das sind mehr Thaler als die Pacht.
hk-err-not-that-much-food-on-the-farm = So viel Nahrung liegt nicht auf dem Hof.
hk-err-not-that-many-thalers = So viele Thaler hast du nicht.
hk-err-no-barn-tile-12-to-store-in = Keine Scheune (Plättchen 12) zum Lagern.
hk-err-no-coal-storage-tile-24-to-store-in = Kein Kohlelager (Plättchen 24) zum Lagern.
hk-err-not-that-much-coal-wood-or-food-on-the-farm = So viel Kohle, Holz oder Nahrung liegt nicht auf dem Hof.
hk-err-one-worker-at-a-time-finish-the-active-worker-first-its-actions-or-stop = Ein Arbeiter nach dem anderen: Schließe zuerst den aktiven Arbeiter ab (seine Aktionen oder `stop`).
hk-err-no-worker-is-active-activate-one-first = Kein Arbeiter ist aktiv: Aktiviere zuerst einen.
hk-err-no-worker-is-active-activate-the-farmer-or-improved-farmhand-first = Kein Arbeiter ist aktiv: Aktiviere zuerst den Bauern (oder den verbesserten Knecht).

## The terminal panel

hk-ui-header = Jahr { $year }/3, { $season }
hk-ui-phase-take = Scheiben nehmen (Schritt { $step }): { $seat }
hk-ui-phase-first-year-water = 1 Grubenwasser zurückgeben oder nicht: { $seat }
hk-ui-phase-planning = Planung (alle zugleich, geheim)
hk-ui-phase-planning-seat = Planung: { $seat }
hk-ui-phase-execution = Ausführung: { $seat }
hk-ui-phase-winter-kiln = Winter, Holzkohlenmeiler: { $seat }
hk-ui-phase-winter-rent = Winter, Pacht: { $seat }
hk-ui-phase-winter-storage = Winter, Lagerung: { $seat }
hk-ui-phase-over = Spielende
hk-ui-turn-order = Spielerreihenfolge: { $seats }
hk-ui-pool = Pool { $pool }:
hk-ui-pool-water = ≈Wasser
hk-ui-reserve = Reserve
hk-ui-bag = Beutel:
hk-ui-abbr-black = sw
hk-ui-abbr-brown = br
hk-ui-abbr-yellow = ge
hk-ui-abbr-any = bel
hk-ui-acting = Aktiv: { $worker } ({ $steps ->
    [one] noch 1 Aktion
   *[other] noch { $steps } Aktionen
})
hk-ui-acting-none = Kein Arbeiter aktiv
hk-ui-to-activate = noch zu aktivieren: { $workers }
hk-ui-choice = Plättchen { $tile } { $name } wartet auf deine Wahl:
hk-ui-board = Errungenschaftsfeld: Plättchen, Kosten, Besitzer, Effekt
hk-ui-board-legend = ✓ frei für dich  $ Abgabe an obersten Besitzer  ✗ noch nicht offen  ● deins
hk-ui-level = Stufe { $level }
hk-ui-seat-short = S{ $n }
hk-ui-you = (du)
hk-ui-vp = { $vp } SP
hk-ui-coal-mined = Kohle abgebaut { $coal }
hk-ui-stock = Kohle { $coal } · Holz { $wood } · Nahrung { $food } · Thaler { $thaler }
hk-ui-debt = Schuldscheine { $debt }
hk-ui-pinge = Pinge: { $coal } Kohle, { $wood }/2 Holz
hk-ui-pinge-open = { $open } offen, { $blocked } hinter leeren Holzfeldern
hk-ui-pinge-exhausted = Pinge ausgeschöpft: Hauer und Haspelknecht arbeiten
hk-ui-pinge-flooded = (2+: kein Abbau)
hk-ui-water = { $water } Grubenwasser
hk-ui-tunnel = Stollen: { $mined }/11 abgebaut, { $wood }/7 Holz
hk-ui-sections-reachable = erreichbar: { $sections }
hk-ui-sections-complete = vollständig: { $sections }
hk-ui-shaft = Schacht: { $coal } Kohle
hk-ui-shaft-no-hoist = (2+: keine Förderung)
hk-ui-shaft-flooded = (5+: kein Stollenabbau)
hk-ui-carts = Schubkarren:
hk-ui-tiles = Plättchen:
hk-ui-owns = hat:
hk-ui-marker-new = (nächste Phase)
hk-ui-plan = Plan:
hk-ui-plan-so-far = Plan bisher:
hk-ui-planning = (plant)
hk-ui-plan-hidden = (Plan verdeckt)
hk-ui-hired = { $worker } ({ $pay })
hk-ui-tile-11 = +1 Thaler
hk-ui-tile-12 = Scheune: lagert 1 (Nahrung +2 SP)
hk-ui-tile-13 = verbesserter Knecht
hk-ui-tile-14 = Seil: -1 Wasser, +1 SP
hk-ui-tile-15 = Meiler: 2 Holz → 2 Kohle +1 SP
hk-ui-tile-21 = kein Grubenwasser je Jahreszeit
hk-ui-tile-22 = Schubkarre = gelb; Abschnitte
hk-ui-tile-23 = Leiter = braun
hk-ui-tile-24 = Kohlelager: 1 Kohle + 1 Holz
hk-ui-tile-25 = -1 Wasser; Haspelanlage
hk-ui-tile-31 = 3 Holz + 1 Wasser, oder 1 Thaler
hk-ui-tile-32 = +1 Thaler; Öllampe; Abschnitte
hk-ui-tile-33 = +1 Holz, 1 abbauen; Schlägel = schwarz
hk-ui-tile-34 = 1-2 Kohle → Thaler (+Nahrung)
hk-ui-tile-35 = Wassermühle
hk-ui-tile-41 = +1 Thaler; SP je Schlägel
hk-ui-tile-42 = +1 Holz (+2 Schachtkohle); Abschnitte
hk-ui-tile-43 = +1 Nahrung; SP je Forke
hk-ui-tile-44 = +1 Thaler +1 Nahrung; 1 SP/Kohle
hk-ui-tile-45 = +3 Thaler

hk-confirm-end = Ausführung jetzt beenden? { $count ->
    [one] { $count } geplanter Arbeiter tut nichts.
   *[other] { $count } geplante Arbeiter tun nichts.
}
hk-confirm-stop = Diesen Arbeiter jetzt stoppen? { $count ->
    [one] { $count } Aktion verfällt.
   *[other] { $count } Aktionen verfallen.
}

## The web page (crates/server/web/haspelknecht.js)

hk-web-actions = Aktionen
hk-web-turn-order = Spielerreihenfolge:
hk-web-acting = Aktiv: { $worker } (verbleibende Aktionen: { $steps })
hk-web-acting-new = Aktiv: { $worker } (Arbeit noch nicht gewählt)
hk-web-to-activate = noch zu aktivieren:
hk-web-first-work = Arbeit des ersten eigenen Arbeiters: { $work }
hk-web-water-pool = Wassersymbol: Wer im ersten Schritt aus diesem Pool nimmt, erhält 1 Grubenwasser.
hk-web-action-pool = Aktions-Pool
hk-web-pool-colour = Scheiben in diesem Aktions-Pool ({ $colour }): { $count }
hk-web-reserve-colour = Scheiben in diesem Reserve-Pool ({ $colour }): { $count }
hk-web-bag = Die Scheiben im Beutel (sie ergeben sich aus allem Sichtbaren).
hk-web-tile-owners = Besitzer, von unten nach oben: { $owners }. Der nächste Käufer erhält { $vp } SP.
hk-web-symbol = Symbol
hk-web-vp-help = Siegpunkte bisher
hk-web-thaler = Thaler
hk-web-debt = Schuldscheine
hk-web-exhausted = ausgeschöpft
hk-web-wood-slot-filled = Holzfeld, belegt: die Kohle dahinter ist offen.
hk-web-wood-slot-empty = Holzfeld, leer: die Kohle dahinter bleibt gesperrt, bis Holz darauf liegt.
hk-web-coal-blocked = Kohle hinter einem leeren Holzfeld: gesperrt.
hk-web-coal-open = Kohle, die abgebaut werden kann (wenn das Grubenwasser es erlaubt).
hk-web-section = Stollenabschnitt { $section }: noch { $coal } Kohle; { $vp } SP, wenn vollständig.
hk-web-section-complete = Vollständig: keine Kohle mehr und Holz auf seinem Feld.
hk-web-section-reachable = Erreichbar: Holz auf seinem Feld und noch Kohle darin.
hk-web-cart = Schubkarrenfeld { $n }
hk-web-steps = verbleibende Aktionen: { $steps }
hk-web-waiting = eingeplant, wartet
hk-web-worked = hat gearbeitet

## Eine Entscheidung in Worten, für das Protokoll (wenn kein Ereignis der Entscheidung sie nennt)

hk-do-take = { $seat } nimmt { $count ->
    [one] 1 Scheibe
   *[other] { $count } Scheiben
} ({ $colour }) aus Pool { $pool }.
hk-do-pass = { $seat } lässt den zweiten Schritt aus.
hk-do-lamp = { $seat } nutzt die Öllampe bei Pool { $pool }.
hk-do-return-water = { $seat } gibt 1 Grubenwasser zurück.
hk-do-keep-water = { $seat } behält das Grubenwasser.
hk-do-assign = { $seat } plant für { $worker }: { $token }.
hk-do-pay = { $seat } bezahlt { $worker } mit { $pay }.
hk-do-winch = { $seat } plant den Aktionsmarker Haspelanlage ein.
hk-do-done = { $seat } ist fertig.
hk-do-activate = { $seat } aktiviert: { $worker }.
hk-do-produce = { $seat } produziert.
hk-do-mine = { $seat } baut 1 Kohle ab.
hk-do-drain = { $seat } entfernt Grubenwasser.
hk-do-haul = { $seat } fördert 1 Kohle aus dem Schacht.
hk-do-acquire = { $seat } erwirbt { $tile }.
hk-do-choose = { $seat } wählt, wie der Effekt des Plättchens genutzt wird.
hk-do-stop = { $seat } lässt den aktiven Arbeiter aufhören.
hk-do-wood-pinge = { $seat } legt 1 Holz in die Pinge.
hk-do-wood-tunnel = { $seat } legt 1 Holz in den Stollen.
hk-do-rope = { $seat } nutzt den Aktionsmarker Seil.
hk-do-kiln = { $seat } nutzt den Holzkohlenmeiler.
hk-do-end = { $seat } beendet die Ausführung.
hk-do-rent = { $seat } zahlt Pacht: { $food } Nahrung, { $thaler } Thaler.
hk-do-store = { $seat } lagert Waren für den Winter ein.
