# Haspelknecht po polsku (klucze `hk-*`). Terminy gry z polskiej instrukcji (tłum. Michał Gościniak):
# Odkrywka (Pinge), Szyb, Tunel, woda dołowa, Rolnik, Parobek, Kopacz węgla, Górnik, Węglarz,
# pula akcji / pula rezerwy, kafel rozwinięcia, znacznik akcji, Talar, PZ (punkty zwycięstwa).
# Kolory i zasoby przychodzą w mianowniku („czarny”, „węgiel”): stoją jako etykiety („3× czarny”,
# „kolor czarny”) albo przy rzeczowniku rodzaju męskiego („czarny dysk”).

## Terms

hk-colour-black = czarny
hk-colour-brown = brązowy
hk-colour-yellow = żółty
hk-colour-any = szary (dowolny kolor)
hk-res-coal = węgiel
hk-res-wood = drewno
hk-res-food = żywność
hk-season-spring = wiosna
hk-season-summer = lato
hk-season-autumn = jesień
hk-place-pinge = Odkrywka
hk-place-tunnel = tunel
hk-place-shaft = szyb
hk-place-farm = farma
hk-area-pit-water = Woda dołowa
hk-area-carts = Wózki (pola wózków)
hk-area-pools = Pule akcji i pule rezerwy
hk-area-board = Plansza rozwinięć
hk-worker-farmer = rolnik
hk-worker-farmhand = parobek
hk-worker-improved-farmhand = doświadczony parobek
hk-worker-digger = kopacz węgla
hk-worker-hewer = górnik
hk-worker-haspel = Haspelknecht
hk-worker-winch = wciągarka (drugi Haspelknecht)
hk-worker-mill = młyn wodny
hk-marker-rope = lina holownicza
hk-marker-wheelbarrow = taczka
hk-marker-ladder = drabina
hk-marker-winch = wciągarka
hk-marker-lamp = kaganek
hk-marker-hammer = młot i kilof
hk-building-barn = stodoła
hk-building-charcoal-kiln = węglarz
hk-building-coal-storage = skład węgla
hk-building-water-mill = młyn wodny
hk-symbol-none = brak
hk-symbol-fork = widły
hk-symbol-hammer = młot i kilof
hk-symbol-building = budynek
hk-work-food = żywność
hk-work-wood = drewno
hk-work-mining = wydobycie
hk-work-development = rozwinięcie
hk-pay-yellow = żółty dysk
hk-pay-wheelbarrow = znacznik taczki
hk-pay-food = 1 żywność
hk-pay-thaler = 1 talar
hk-phase-take-discs = Branie dysków
hk-phase-first-year-water = Woda dołowa pierwszego roku
hk-phase-planning = Planowanie
hk-phase-execution = Wykonywanie akcji
hk-phase-winter-kiln = Zima: węglarz
hk-phase-winter-rent = Zima: czynsz
hk-phase-winter-storage = Zima: przechowywanie
hk-phase-over = Koniec gry

## Development tiles

hk-tile-11 = Tyczka nośna
hk-tile-12 = Stodoła
hk-tile-13 = Oskard
hk-tile-14 = Lina holownicza
hk-tile-15 = Węglarz
hk-tile-21 = Wiadro
hk-tile-22 = Taczka
hk-tile-23 = Drabina
hk-tile-24 = Skład węgla
hk-tile-25 = Wciągarka
hk-tile-31 = Drewno górnicze
hk-tile-32 = Kaganek
hk-tile-33 = Młot i kilof
hk-tile-34 = Worki na węgiel
hk-tile-35 = Młyn wodny
hk-tile-41 = Woźnica węglowy
hk-tile-42 = Wagonik
hk-tile-43 = Wózek ręczny
hk-tile-44 = Wóz z koniem
hk-tile-45 = Mała kopalnia węgla
hk-tile-unknown = ?
hk-tile-ref = { $tile } { $name }

hk-tile-11-effect = Od razu +1 talar.
hk-tile-12-effect = Budynek: stodoła przechowuje przez zimę 1 węgiel, drewno lub żywność; przechowana w niej żywność daje 2 PZ.
hk-tile-13-effect = Doświadczony parobek: od następnej fazy akcji parobek pracuje jak rolnik i może nabywać rozwinięcia (ale nie dostaje bonusu letniego).
hk-tile-14-effect = Znacznik liny holowniczej: raz, w późniejszej fazie akcji, podczas swojego wykonywania akcji usuń 1 wodę dołową (z Odkrywki lub szybu) i zdobądź 1 PZ.
hk-tile-15-effect = Budynek: węglarz zamienia 2 drewna na 2 węgle i 1 PZ, raz na fazę akcji, począwszy od następnej.
hk-tile-21-effect = Nie dostajesz już wody dołowej w wiosennej i jesiennej fazie wody dołowej.
hk-tile-22-effect = Znacznik taczki: raz, w późniejszej fazie akcji, jeden żółty dysk. Koniec gry: +1 PZ za każdą ukończoną sekcję tunelu z symbolem taczki.
hk-tile-23-effect = Znacznik drabiny: raz, w późniejszej fazie akcji, jeden brązowy dysk.
hk-tile-24-effect = Budynek: skład węgla przechowuje przez zimę 1 węgiel (+1 PZ) i 1 drewno.
hk-tile-25-effect = Możesz od razu usunąć 1 wodę dołową. Znacznik wciągarki: w późniejszej fazie akcji drugie uruchomienie Haspelknechta bez zapłaty.
hk-tile-31-effect = Do wyboru: 3 drewna i 1 woda dołowa albo 1 talar.
hk-tile-32-effect = +1 talar. Znacznik kaganka: przed późniejszym braniem dysków zamień dysk z puli rezerwy z dyskiem z jej puli akcji. Koniec gry: +1 PZ za każdą ukończoną sekcję tunelu z symbolem kaganka.
hk-tile-33-effect = +1 drewno, potem możesz od razu wydobyć 1 osiągalny węgiel. Znacznik młota i kilofa: raz, w późniejszej fazie akcji, jeden czarny dysk.
hk-tile-34-effect = Możesz wymienić 1 węgiel na 1 talara albo 2 węgle na 1 talara i 1 żywność.
hk-tile-35-effect = Budynek: od następnej fazy akcji młyn wodny zamienia 2 czarne dyski na 1 talara albo 2 żółte dyski na 1 żywność i 2 PZ, raz na fazę akcji.
hk-tile-41-effect = +1 talar. Koniec gry: +1 PZ za każdy symbol młota i kilofa na twoich kaflach.
hk-tile-42-effect = +1 drewno oraz 2 węgle do twojego szybu, gdy twoja Odkrywka jest wyczerpana. Koniec gry: +1 PZ za każdą ukończoną sekcję tunelu z symbolem wagonika.
hk-tile-43-effect = +1 żywność. Koniec gry: +1 PZ za każdy symbol wideł na twoich kaflach.
hk-tile-44-effect = +1 talar i +1 żywność. Od teraz zimą węgiel daje 1 PZ za każdy węgiel zamiast punktów z karty węgla.
hk-tile-45-effect = Od razu +3 talary.

## Small parts of messages

hk-none = nic
hk-list = { $items }
hk-plus = { $a } + { $b }
hk-discs-of = { $count }× { $colour }
hk-amount-of = { $count }× { $res }
hk-token-disc = { $colour } dysk
hk-token-marker = znacznik „{ $marker }” (jako { $colour } dysk)
hk-turn-place = { $seat } ({ $value })
hk-plan-of = { $seat } ({ $plan })
hk-plan-tokens = { $worker }: { $discs }
hk-plan-paid = { $worker } (zapłata: { $pay })
hk-plan-winch = wciągarka
hk-plan-nothing = nic nie zaplanowano
hk-score-line = { $category }: { $points }
hk-standing = { $rank }. { $seat } { $score } PZ (wydobyty węgiel: { $coal }, pozycja w kolejności: { $position })
hk-gain-thaler = +{ $count } { $count ->
    [one] talar
    [few] talary
    [many] talarów
   *[other] talarów
}
hk-gain-food = +{ $count } { $count ->
    [one] żywność
   *[other] żywności
}
hk-gain-wood = +{ $count } { $count ->
    [one] drewno
    [few] drewna
    [many] drewien
   *[other] drewien
}
hk-gain-shaft-coal = +{ $count } { $count ->
    [one] węgiel
    [few] węgle
    [many] węgli
   *[other] węgli
} do szybu
hk-gain-marker = znacznik „{ $marker }” (do użycia od następnej fazy akcji)
hk-gain-building = budynek „{ $building }”
hk-gain-improved-farmhand = doświadczony parobek (od następnej fazy akcji)
hk-gain-no-pit-water = odtąd bez wody dołowej w fazach wody dołowej
hk-gain-coal-vp-each = zimą węgiel daje 1 PZ za każdy węgiel

## Events

hk-ev-season-begins = Rok { $year }, { $season }: zaczyna się faza akcji.
hk-ev-pit-water = Woda dołowa ({ $season }): { $count ->
    [0] nikt jej nie dostaje
   *[other] +1 woda dołowa dla: { $seats }
}.
hk-ev-pit-water-bucket = Woda dołowa ({ $season }): { $count ->
    [0] nikt jej nie dostaje
   *[other] +1 woda dołowa dla: { $seats }
}; wiadro chroni przed nią: { $bucket }.
hk-ev-discs-returned = Uzupełnianie: { $count } { $count ->
    [one] dysk wraca
    [few] dyski wracają
    [many] dysków wraca
   *[other] dysków wraca
} do woreczka ({ $discs }), a każda pula rezerwy przechodzi do swojej puli akcji.
hk-ev-pool-refilled = Pula { $pool } uzupełniona z woreczka: { $reserve } do rezerwy, { $action } do puli akcji.
hk-ev-discs-taken = { $seat } bierze { $count ->
    [one] { $colour } dysk
    [few] { $count } dyski (kolor { $colour })
    [many] { $count } dysków (kolor { $colour })
   *[other] { $count } dysków (kolor { $colour })
} z puli { $pool }.
hk-ev-discs-taken-water = { $seat } bierze { $count ->
    [one] { $colour } dysk
    [few] { $count } dyski (kolor { $colour })
    [many] { $count } dysków (kolor { $colour })
   *[other] { $count } dysków (kolor { $colour })
} z puli { $pool } i dostaje 1 wodę dołową (symbol wody).
hk-ev-oil-lamp = { $seat } używa kaganka: { $reserve } dysk z puli rezerwy { $pool } zamienia się miejscami z dyskiem z jej puli akcji (kolor { $action }).
hk-ev-water-returned = { $seat } oddaje 1 wodę dołową (zasada pierwszego roku).
hk-ev-turn-order = Kolejność tury (wartość wózka 1): { $order }.
hk-ev-plans-revealed = Odkryte plany: { $plans }.
hk-ev-produced = { $seat }: { $worker } produkuje { $count }× { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 z synergii)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 bonus letni)"}
}.
hk-ev-synergy-action = Bonus synergii ({ $seat }): { $worker } dostaje jeszcze jedną czarną akcję.
hk-ev-coal-mined = { $seat }: { $worker } wydobywa 1 węgiel: { $from } → { $to }.
hk-ev-water-removed = { $seat }: { $worker } usuwa { $count ->
    [one] 1 wodę dołową
    [few] { $count } wody dołowe
    [many] { $count } wód dołowych
   *[other] { $count } wód dołowych
} ({ $from }).
hk-ev-coal-hauled = { $seat }: { $worker } wyciąga 1 węgiel z szybu na farmę.
hk-ev-pinge-exhausted = { $seat }: Odkrywka wyczerpana – woda dołowa ({ $water }) przechodzi do szybu, drewno ({ $wood }) wraca do zasobów ogólnych, a pracę przejmują górnik i Haspelknecht. Bonus Odkrywki: { $vp } PZ.
hk-ev-water-mill = { $seat }: młyn wodny daje { $thaler } { $thaler ->
    [one] talara
    [few] talary
    [many] talarów
   *[other] talarów
}, { $food } { $food ->
    [one] żywność
   *[other] żywności
} i { $vp } PZ.
hk-ev-charcoal-kiln = { $seat }: węglarz zamienia 2 drewna na 2 węgle: +1 PZ.
hk-ev-rope = { $seat } używa liny holowniczej: 1 woda dołowa mniej ({ $from }), +1 PZ.
hk-ev-acquired = { $seat }: { $worker } nabywa kafel { $tile } jako kupujący nr { $rank }: +{ $vp } PZ.
hk-ev-acquired-fee = { $seat }: { $worker } nabywa kafel { $tile } jako kupujący nr { $rank } i płaci opłatę 1× { $fee } → { $to } (kafel nieprzyległy): +{ $vp } PZ.
hk-ev-tile-effect = { $seat } dostaje z kafla { $tile }: { $gains }.
hk-ev-choice-nothing = { $seat } nie korzysta z efektu kafla { $tile }.
hk-ev-choice-water = { $seat } usuwa 1 wodę dołową dzięki kaflowi { $tile }.
hk-ev-choice-wood = { $seat } bierze z kafla { $tile } 3 drewna i 1 wodę dołową.
hk-ev-choice-thaler = { $seat } bierze z kafla { $tile } 1 talara.
hk-ev-choice-mine = { $seat } wydobywa 1 węgiel dzięki kaflowi { $tile }.
hk-ev-choice-exchange = { $coal ->
    [0] { $seat } nie wymienia węgla (kafel { $tile }).
    [one] { $seat } wymienia 1 węgiel na 1 talara (kafel { $tile }).
   *[other] { $seat } wymienia 2 węgle na 1 talara i 1 żywność (kafel { $tile }).
}
hk-ev-workers-unused = { $seat } kończy wykonywanie akcji; { $count ->
    [one] ten zaplanowany robotnik nie pracował, a jego dyski przepadają
   *[other] ci zaplanowani robotnicy nie pracowali, a ich dyski przepadają
}: { $workers }.
hk-ev-winter-begins = Zima roku { $year }: punktacja węgla, czynsz, przechowywanie.
hk-ev-winter-coal = Zimowa punktacja węgla: { $seat } ma na farmie { $coal } { $coal ->
    [one] węgiel
    [few] węgle
    [many] węgli
   *[other] węgli
}: +{ $vp } PZ.
hk-ev-winter-coal-wagon = Zimowa punktacja węgla: { $seat } ma na farmie { $coal } { $coal ->
    [one] węgiel
    [few] węgle
    [many] węgli
   *[other] węgli
}: +{ $vp } PZ (wóz z koniem: 1 PZ za każdy węgiel).
hk-ev-rent = Czynsz: { $seat } płaci { $food } { $food ->
    [one] żywność
   *[other] żywności
} i { $thaler } { $thaler ->
    [one] talara
    [few] talary
    [many] talarów
   *[other] talarów
}{ $debt ->
    [0] {""}
    [one] {" oraz bierze 1 znacznik długu"}
    [few] {" oraz bierze "}{ $debt }{" znaczniki długu"}
    [many] {" oraz bierze "}{ $debt }{" znaczników długu"}
   *[other] {" oraz bierze "}{ $debt }{" znaczników długu"}
}.
hk-ev-storage = Przechowywanie – { $seat }: zostaje: { $kept } (+{ $vp } PZ), do zasobów ogólnych wraca: { $discarded }.
hk-ev-year-ends = Koniec roku { $year }.
hk-ev-final-scoring = Punktacja końcowa – { $seat }: { $lines }; razem { $total } PZ.
hk-ev-game-ends = Koniec gry. { $count ->
    [one] Zwycięzca
   *[other] Zwycięzcy
}: { $winners }. Klasyfikacja: { $standings }.

## What an action does (menus and tooltips)

hk-ex-take = Weź { $count ->
    [one] { $colour } dysk
    [few] { $count } dyski (kolor { $colour })
    [many] { $count } dysków (kolor { $colour })
   *[other] { $count } dysków (kolor { $colour })
} z puli { $pool }.
hk-ex-take-water = Weź { $count ->
    [one] { $colour } dysk
    [few] { $count } dyski (kolor { $colour })
    [many] { $count } dysków (kolor { $colour })
   *[other] { $count } dysków (kolor { $colour })
} z puli { $pool } oraz 1 wodę dołową (symbol wody).
hk-ex-pass = Pomiń drugie branie i zostań przy { $count } { $count ->
    [one] dysku
   *[other] dyskach
}.
hk-ex-lamp = Kaganek: zamień { $reserve } dysk z puli rezerwy { $pool } na dysk z jej puli akcji (kolor { $action }); znacznik zostaje zużyty.
hk-ex-return-water = Oddaj 1 wodę dołową do zasobów ogólnych (zasada pierwszego roku).
hk-ex-keep-water = Zatrzymaj swoją wodę dołową.
hk-ex-assign = Połóż { $token } na polu robotnika: { $worker }.
hk-ex-pay = Zapłać za pracę ({ $worker }): { $pay }. { $does }
hk-ex-winch = Zaplanuj znacznik wciągarki: drugie uruchomienie Haspelknechta bez zapłaty.
hk-ex-plan-done = Zakończ swój plan; wszystkie plany zostaną odkryte, gdy wszyscy skończą.
hk-ex-winter-done = Zakończ zimowe okno węglarza.
hk-ex-activate-own = pracuje z: { $discs }.
hk-ex-activate-digger = 2 akcje na Odkrywce (każda usuwa do 2 wód dołowych albo wydobywa 1 węgiel na farmę).
hk-ex-activate-hewer = wydobywa do 3 węgli z tunelu do szybu.
hk-ex-activate-haspel = 3 akcje w szybie (każda usuwa do 2 wód dołowych albo wyciąga 1 węgiel na farmę).
hk-ex-activate-winch = Haspelknecht pracuje drugi raz, 3 akcje, bez zapłaty.
hk-ex-activate-mill = Młyn wodny: +{ $thaler } { $thaler ->
    [one] talar
    [few] talary
    [many] talarów
   *[other] talarów
}, +{ $food } { $food ->
    [one] żywność
   *[other] żywności
}, +{ $vp } PZ.
hk-ex-produce = Wyprodukuj { $count }× { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 z synergii)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 bonus letni)"}
}.
hk-ex-mine = Wydobądź 1 węgiel: { $from } → { $to }.
hk-ex-drain = Usuń { $count ->
    [one] 1 wodę dołową
    [few] { $count } wody dołowe
    [many] { $count } wód dołowych
   *[other] { $count } wód dołowych
} ({ $from }; zostanie: { $left }).
hk-ex-haul = Wyciągnij 1 węgiel z szybu na farmę (w szybie: { $coal }).
hk-ex-acquire = Nabądź kafel { $tile } (+{ $vp } PZ). { $effect }
hk-ex-acquire-fee = Nabądź kafel { $tile } (+{ $vp } PZ), płacąc opłatę 1× { $fee } → { $to } (kafel nieprzyległy). { $effect }
hk-ex-choose-nothing = Nie korzystaj z efektu kafla.
hk-ex-choose-water = Usuń 1 wodę dołową.
hk-ex-choose-wood = Weź 3 drewna i 1 wodę dołową.
hk-ex-choose-thaler = Weź 1 talara.
hk-ex-choose-mine = Wydobądź 1 węgiel: { $from } → { $to }.
hk-ex-exchange = { $coal ->
    [0] Nie wymieniaj węgla.
    [one] Wymień 1 węgiel na 1 talara.
   *[other] Wymień 2 węgle na 1 talara i 1 żywność.
}
hk-ex-stop = Aktywny robotnik kończy pracę{ $count ->
    [0] {"."}
    [one] ; przepada 1 akcja.
    [few] ; przepadają { $count } akcje.
    [many] ; przepada { $count } akcji.
   *[other] ; przepada { $count } akcji.
}
hk-ex-wood-pinge = Połóż 1 drewno na Odkrywce: udostępnia { $count ->
    [one] 1 kolejny węgiel
    [few] { $count } kolejne węgle
    [many] { $count } kolejnych węgli
   *[other] { $count } kolejnych węgli
}.
hk-ex-wood-tunnel = Połóż 1 drewno w tunelu: otwiera sekcję { $section } ({ $count } { $count ->
    [one] węgiel
    [few] węgle
    [many] węgli
   *[other] węgli
}).
hk-ex-rope = Znacznik liny holowniczej: usuń 1 wodę dołową ({ $from }), +1 PZ.
hk-ex-kiln = Węglarz: 2 drewna → 2 węgle, +1 PZ.
hk-ex-end = Zakończ wykonywanie akcji{ $count ->
    [0] {"."}
    [one] ; 1 zaplanowany robotnik traci swoje dyski.
   *[other] ; { $count } zaplanowanych robotników traci swoje dyski.
}
hk-ex-rent = Zapłać czynsz: { $food } { $food ->
    [one] żywność
   *[other] żywności
} i { $thaler } { $thaler ->
    [one] talara
    [few] talary
    [many] talarów
   *[other] talarów
}{ $debt ->
    [0] {"."}
    [one] {" oraz weź 1 znacznik długu."}
    [few] {" oraz weź "}{ $debt }{" znaczniki długu."}
    [many] {" oraz weź "}{ $debt }{" znaczników długu."}
   *[other] {" oraz weź "}{ $debt }{" znaczników długu."}
}
hk-ex-store = Przechowaj: { $kept } (+{ $vp } PZ); oddaj do zasobów ogólnych: { $discarded }.

## Scores and tie-break

hk-score-developments = kafle rozwinięć
hk-score-pinge-bonus = bonus Odkrywki
hk-score-rope = lina holownicza
hk-score-charcoal-kiln = węglarz
hk-score-water-mill = młyn wodny
hk-score-winter-coal = węgiel zimą
hk-score-winter-storage = przechowywanie zimą
hk-score-tunnel-sections = sekcje tunelu
hk-score-tunnel-bonus = bonus tunelu (kafle)
hk-score-symbol-bonus = bonus za widły i młot
hk-score-buildings = symbole budynków
hk-score-unused-markers = nieużyte znaczniki akcji
hk-score-thalers = talary
hk-score-debt = dług
hk-score-pit-water = woda dołowa
hk-tiebreak-coal-mined = wydobyty węgiel
hk-tiebreak-turn-position = pozycja w kolejności (wcześniejsza wygrywa)

## Rules help

hk-help-group-tiles = Kafle rozwinięć
hk-help-group-workers = Robotnicy
hk-help-group-markers = Znaczniki akcji
hk-help-group-buildings = Budynki
hk-help-group-areas = Plansza gracza i plansze
hk-help-group-year = Rok

hk-help-tile = Poziom { $level }; koszt: { $cost }; symbol: { $symbol }; { $fee }. Pierwszy kupujący dostaje { $level } PZ, każdy kolejny o 1 mniej. { $effect }
hk-fee-level-1 = zawsze do kupienia bez opłaty (rząd 1)
hk-fee-level-2 = jeśli nie przylega do twoich kafli: 1 węgiel, drewno lub żywność dla właściciela górnego dysku
hk-fee-level-3 = jeśli nie przylega do twoich kafli: 1 węgiel dla właściciela górnego dysku
hk-fee-level-4 = jeśli nie przylega do twoich kafli: 1 żywność dla właściciela górnego dysku

hk-help-worker-farmer = Twój własny robotnik. Dyski jednego koloru: żółte produkują żywność, brązowe drewno, czarne wydobywają węgiel lub usuwają wodę dołową (każdy dysk osobno). Dyski zgodne z kosztem kafla nabywają to rozwinięcie. Latem rolnik produkujący żywność dostaje 1 więcej.
hk-help-worker-farmhand = Twój własny robotnik: jak rolnik, ale tylko z dyskami jednego koloru i bez rozwinięć, dopóki kafel 13 nie uczyni go doświadczonym.
hk-help-worker-improved-farmhand = Parobek po kaflu 13 (od następnej fazy akcji): pracuje jak rolnik i może nabywać rozwinięcia, ale nie dostaje bonusu letniego.
hk-help-worker-digger = Robotnik kontraktowy, dopóki Odkrywka nie jest wyczerpana; zapłata: żółty dysk, 1 żywność lub 1 talar. 2 akcje na Odkrywce, każda usuwa do 2 wód dołowych albo wydobywa 1 węgiel na farmę. Aby zacząć pracę, potrzebuje osiągalnego węgla na Odkrywce.
hk-help-worker-hewer = Robotnik kontraktowy, gdy Odkrywka została wyczerpana przed planowaniem; zapłata: 1 żywność lub 1 talar. Wydobywa do 3 węgli z tunelu do szybu (drewno przed węglem, najwyżej 4 wody dołowe w szybie).
hk-help-worker-haspel = Robotnik kontraktowy, gdy Odkrywka została wyczerpana przed planowaniem; zapłata: żółty dysk, 1 żywność lub 1 talar. 3 akcje w szybie, każda usuwa do 2 wód dołowych albo wyciąga 1 węgiel na farmę (tylko przy najwyżej 1 wodzie dołowej).
hk-help-worker-winch = Zaplanowany znacznik wciągarki (kafel 25): Haspelknecht pracuje drugi raz, kolejne 3 akcje, bez zapłaty.
hk-help-worker-mill = Młyn wodny (kafel 35), od fazy akcji po jego zbudowaniu: 2 czarne dyski dają 1 talara, 2 żółte dyski dają 1 żywność i 2 PZ, raz na fazę akcji.

hk-help-marker-rope = Z kafla { $tile }. Raz, w późniejszej fazie akcji, podczas twojego wykonywania akcji: usuń 1 wodę dołową (z Odkrywki lub szybu) i zdobądź 1 PZ.
hk-help-marker-wheelbarrow = Z kafla { $tile }. Raz, w późniejszej fazie akcji: jeden żółty dysk przy planowaniu (może też opłacić kopacza węgla lub Haspelknechta).
hk-help-marker-ladder = Z kafla { $tile }. Raz, w późniejszej fazie akcji: jeden brązowy dysk przy planowaniu.
hk-help-marker-winch = Z kafla { $tile }. Raz, w późniejszej fazie akcji: drugie uruchomienie Haspelknechta bez zapłaty.
hk-help-marker-lamp = Z kafla { $tile }. Raz, tuż przed jednym z twoich brań dysków w późniejszej fazie akcji: zamień dysk z puli rezerwy z dyskiem z jej puli akcji.
hk-help-marker-hammer = Z kafla { $tile }. Raz, w późniejszej fazie akcji: jeden czarny dysk przy planowaniu.

hk-help-building-barn = Z kafla { $tile }. Przy zimowym przechowywaniu mieści 1 węgiel, drewno lub żywność; przechowana w niej żywność daje 2 PZ.
hk-help-building-charcoal-kiln = Z kafla { $tile }. Zamienia 2 drewna na 2 węgle i 1 PZ, raz na fazę akcji podczas twojego wykonywania akcji, od fazy akcji po jego zbudowaniu.
hk-help-building-coal-storage = Z kafla { $tile }. Przy zimowym przechowywaniu mieści 1 węgiel (+1 PZ) i 1 drewno.
hk-help-building-water-mill = Z kafla { $tile }. Zaplanowany z 2 czarnymi dyskami: 1 talar; z 2 żółtymi dyskami: 1 żywność i 2 PZ; raz na fazę akcji, od fazy akcji po jego zbudowaniu.

hk-help-area-farm = Twój zapas węgla, drewna i żywności. Zimę przetrwa tylko to, co przechowasz. Talary, dług i znaczniki są trzymane osobno.
hk-help-area-pinge = Płytki wykop: 7 węgli wydobywanych od lewej do prawej na farmę. Można wydobywać węgiel na lewo od pierwszego pustego pola drewna; drewno na jej 2 polach otwiera resztę. Przy 2 lub więcej wodach dołowych nie można wydobywać. Ostatni węgiel ją wyczerpuje: jej woda przechodzi do szybu, a bonus Odkrywki daje 2 PZ w roku 1 i 1 PZ w roku 2.
hk-help-area-tunnel = 11 węgli w 7 sekcjach, wydobywanych po wyczerpaniu Odkrywki, od lewej do prawej, do szybu. Węgiel z sekcji można wydobyć tylko z drewnem na polu przed nią i przy najwyżej 4 wodach dołowych w szybie. Sekcja z drewnem i bez węgla daje na koniec gry swoje PZ.
hk-help-area-shaft = Trzyma węgiel z tunelu, dopóki Haspelknecht nie wyciągnie go na farmę (tylko przy najwyżej 1 wodzie dołowej), a po wyczerpaniu Odkrywki także wodę dołową.
hk-help-area-pit-water = Każdej wiosny i jesieni dostajesz 1 wodę dołową (nie z kaflem 21) i jeszcze 1 za pierwsze branie z puli z symbolem wody. Blokuje wydobycie; na koniec gry każda woda dołowa poza pierwszą kosztuje 1 PZ.
hk-help-area-carts = Twoje dyski z pierwszego brania (wózek 1) i z drugiego (wózek 2). Kolejność tury ustala tylko wózek 1: żółty 3, brązowy 2, czarny 1, najniższa suma pierwsza.
hk-help-area-pools = Jedna pula akcji i jedna pula rezerwy na gracza. W każdej fazie akcji bierzesz wszystkie dyski jednego koloru z jednej puli akcji, potem możesz dobrać dyski jednego koloru, do 5 łącznie. Kaganek przenosi dysk z rezerwy do puli akcji.
hk-help-area-board = Kafle rozwinięć w 4 rzędach, po jednym na poziom. Rząd 1 jest zawsze otwarty; niższy kafel kupujesz bez opłaty, gdy przylega do twojego kafla, a w przeciwnym razie płacisz właścicielowi górnego dysku opłatę (jeśli kafel ją ma).

hk-year-overview = Rok
hk-year-pit-water = Fazy wody dołowej
hk-year-refill = Uzupełnianie
hk-year-turn-order = Kolejność tury
hk-year-synergy = Bonus synergii
hk-year-summer-bonus = Bonus letni
hk-year-winter = Zima
hk-year-final-scoring = Punktacja końcowa
hk-year-tie-break = Remis
hk-help-year-overview = Trzy lata, w każdym: wiosenna woda dołowa, wiosenna faza akcji, letnia faza akcji, jesienna woda dołowa, jesienna faza akcji, zima. Potem punktacja końcowa.
hk-help-year-pit-water = Wiosną i jesienią każdy gracz bez kafla 21 dostaje 1 wodę dołową (na Odkrywkę, a po jej wyczerpaniu do szybu).
hk-help-year-refill = W każdej fazie akcji oprócz pierwszej: wszystkie dyski wracają do woreczka, każda pula rezerwy przechodzi do swojej puli akcji, potem do każdej rezerwy dociąga się 3 dyski, a pule akcji uzupełnia się do 6.
hk-help-year-take-discs = W kolejności tury każdy gracz bierze wszystkie dyski jednego koloru z jednej puli akcji (5 lub 6, jeśli jest ich 6 lub więcej); w drugiej kolejce gracz z mniej niż 5 dyskami może dobrać dyski jednego koloru do 5. Wiosną roku 1 gracz z mniej niż 5 dyskami może oddać 1 wodę dołową.
hk-help-year-turn-order = Dyski z wózka 1 liczą się: żółty 3, brązowy 2, czarny 1; najniższa suma idzie pierwsza, a przy remisie pierwszeństwo ma gracz, który był dotąd później.
hk-help-year-planning = Wszyscy w tajemnicy kładą dyski na rolnika, parobka i młyn wodny oraz opłacają robotników kontraktowych; plany odkrywa się jednocześnie.
hk-help-year-execution = W kolejności tury każdy gracz uruchamia po kolei swoich zaplanowanych robotników; pomiędzy nimi można użyć drewna, liny holowniczej i węglarza. Nieuruchomieni robotnicy tracą swoje dyski.
hk-help-year-synergy = Gdy rolnik i parobek wykonują ten sam rodzaj pracy, drugi z nich dostaje 1 dodatkową żywność, drewno lub czarną akcję.
hk-help-year-summer-bonus = Latem rolnik produkujący żywność dostaje 1 żywność więcej.
hk-help-year-winter = Węgiel na farmie daje punkty (3 węgle 2 PZ, każdy kolejny +1), płaci się czynsz (rok 1: 2 żywności; rok 2: 2 żywności i 1 talar; rok 3: 1 żywność i 2 talary), biorąc 1 znacznik długu za każdą niezapłaconą jednostkę, potem przechowujesz 1 jednostkę na farmie (drewno +1 PZ) oraz to, co mieszczą twoje budynki; reszta wraca do zasobów ogólnych.
hk-help-year-final-scoring = Ukończone sekcje tunelu, bonus tunelu z kafli, bonusy za widły i młot, symbole budynków (1/3/6/10), 1 PZ za każdy nieużyty znacznik, talary (2/5/9/14, +6 za każdy kolejny), minus dług (1, potem po 2) i woda dołowa poza pierwszą.
hk-help-year-tie-break = Najwięcej węgla wydobytego z własnej kopalni, potem wcześniejsze miejsce w ostatniej kolejności tury.

## Rule options (one line each; `kohle options`)

hk-opt-planning-mode = Tryb planowania
hk-opt-planning-mode-text = simultaneous (domyślnie): wszyscy planują jednocześnie, w tajemnicy; sequential-in-turn-order: jeden po drugim, jawnie.
hk-opt-synergy-requires-effect = Synergia wymaga efektu
hk-opt-synergy-requires-effect-text = true (domyślnie): synergia wymaga, by obaj własni robotnicy coś osiągnęli; false: wystarczy ten sam rodzaj pracy.
hk-opt-coal-digger-requires-accessible-coal = Kopacz węgla potrzebuje osiągalnego węgla
hk-opt-coal-digger-requires-accessible-coal-text = true (domyślnie, zasady niemieckie): kopacz węgla zaczyna tylko przy osiągalnym węglu na Odkrywce; false: przy każdej niewyczerpanej Odkrywce.
hk-opt-coal-digger-mode = Tryb kopacza węgla
hk-opt-coal-digger-mode-text = player-choice (domyślnie): wybierasz każdą akcję; automatic (zasady polskie i hiszpańskie): usuwa wodę, dopóki na Odkrywce są 2 lub więcej wody dołowe, w przeciwnym razie wydobywa.
hk-opt-hewer-ignores-wood = Górnik ignoruje drewno
hk-opt-hewer-ignores-wood-text = false (domyślnie): górnik, jak wszyscy, potrzebuje drewna przed węglem; true: wydobywa bez drewna.
hk-opt-rent-payment-voluntary = Dobrowolny czynsz
hk-opt-rent-payment-voluntary-text = false (domyślnie): czynsz jest płacony w miarę możliwości; true: sam wybierasz, ile zapłacić, a za resztę bierzesz dług.
hk-opt-charcoal-kiln = Węglarz
hk-opt-charcoal-kiln-text = once-per-action-phase-from-next-phase (domyślnie, zasady niemieckie); any-time-unlimited (zasady polskie): w dowolnym momencie, także zimą.
hk-opt-improved-farmhand-gets-summer-bonus = Bonus letni dla doświadczonego parobka
hk-opt-improved-farmhand-gets-summer-bonus-text = false (domyślnie): bonus letni dostaje tylko rolnik; true: także doświadczony parobek.
hk-opt-own-workers-remove-shaft-water = Własni robotnicy osuszają szyb
hk-opt-own-workers-remove-shaft-water-text = false (domyślnie, zasady niemieckie): wodę z szybu usuwa tylko Haspelknecht; true: mogą też czarne dyski własnych robotników.
hk-opt-over-six-same-colour = Sześć lub więcej dysków jednego koloru
hk-opt-over-six-same-colour-text = take-six-or-five (domyślnie): przy 6 lub więcej dyskach tego koloru w puli weź 5 lub 6; take-all: weź wszystkie; cap-five: nigdy więcej niż 5.
hk-opt-second-take-may-take-fewer = Mniej dysków w drugim braniu
hk-opt-second-take-may-take-fewer-text = false (domyślnie): drugie branie dopełnia do 5 dysków; true: weź dowolną liczbę od 1 do tej granicy.
hk-opt-tile33-ignores-water = Młot i kilof ignoruje wodę
hk-opt-tile33-ignores-water-text = false (domyślnie): węgiel z kafla 33 podlega limitom wody dołowej; true: ignoruje je.
hk-opt-oil-lamp-any-time-in-action-phase = Kaganek w dowolnym momencie
hk-opt-oil-lamp-any-time-in-action-phase-text = false (domyślnie): kaganka używa się tuż przed twoim braniem dysków; true: także podczas twojego wykonywania akcji.
hk-opt-mine-cart-coal-before-exhaustion = Węgiel z wagonika przed wyczerpaniem
hk-opt-mine-cart-coal-before-exhaustion-text = false (domyślnie, zasady niemieckie): kafel 42 daje węgiel do szybu dopiero po wyczerpaniu Odkrywki; true: zawsze.
hk-opt-hired-workers-follow-live-state = Robotnicy kontraktowi według bieżącej Odkrywki
hk-opt-hired-workers-follow-live-state-text = false (domyślnie): dostępność robotników kontraktowych zależy od stanu Odkrywki na początku planowania; true: od jej stanu w chwili, gdy pracują.
hk-opt-tunnel-wood-before-exhaustion = Drewno w tunelu przed wyczerpaniem
hk-opt-tunnel-wood-before-exhaustion-text = true (domyślnie): drewno można kłaść w tunelu przed wyczerpaniem Odkrywki; false: dopiero potem.
hk-opt-water-mill-multiple-pairs = Kilka par dla młyna wodnego
hk-opt-water-mill-multiple-pairs-text = false (domyślnie): młyn wodny przyjmuje dokładnie jedną parę; true: kilka par czarnych lub żółtych dysków.
hk-opt-adjacency = Przyleganie
hk-opt-adjacency-text = any-touching-tile (domyślnie): każdy przylegający własny kafel zwalnia kafel z opłaty; only-previous-row: tylko przylegający kafel z rzędu powyżej.
hk-opt-max-developments-per-player = Rozwinięcia na gracza
hk-opt-max-developments-per-player-text = none (domyślnie): bez limitu; liczba (9 = dyski gracza z pudełka) ogranicza rozwinięcia, które gracz może posiadać.
hk-opt-acquisition-allows-surplus-tokens = Nadmiarowe dyski przy rozwinięciach
hk-opt-acquisition-allows-surplus-tokens-text = false (domyślnie): dyski muszą dokładnie odpowiadać kosztowi; true: można położyć dodatkowe, które przepadają.
hk-opt-coal-sacks-fresh-coal = Worki na węgiel biorą świeży węgiel
hk-opt-coal-sacks-fresh-coal-text = true (domyślnie): kafel 34 może wymienić węgiel zdobyty w tej fazie akcji; false: tylko wcześniejszy węgiel.
hk-opt-wood-vp-in-building-slots = Drewno punktuje w budynkach
hk-opt-wood-vp-in-building-slots-text = false (domyślnie): 1 PZ daje tylko drewno przechowane na farmie; true: przechowane drewno punktuje w każdym miejscu.
hk-opt-layout = Układ rozwinięć
hk-opt-layout-text = first-game (domyślnie): kafle o najniższych numerach z każdego poziomu; nazwany wariant z tabeli elementów; albo random.
hk-opt-start-with-buildings = Start z brakującymi budynkami
hk-opt-start-with-buildings-text = false (domyślnie); true: każdy zaczyna z budynkiem każdego kafla budynku, którego brakuje w układzie.
hk-opt-start-with-improved-farmhand = Start z doświadczonym parobkiem
hk-opt-start-with-improved-farmhand-text = false (domyślnie); true: każdy zaczyna z doświadczonym parobkiem, jeśli w układzie brakuje kafla 13.
hk-opt-components = Tabela elementów
hk-opt-components-text = Tabela kosztów kafli, symboli, sekcji tunelu, pul i układów (oznaczona rekonstrukcja; `kohle components` wypisuje ją do poprawienia).

## Why an action is refused (keyed by the English text of the rule error)

hk-err-that-tile-is-not-in-play = Ten kafel nie jest w grze.
hk-err-each-player-owns-a-tile-at-most-once = Każdy gracz może mieć dany kafel najwyżej raz.
hk-err-no-player-disc-left-to-mark-a-development = Nie został żaden dysk gracza do oznaczenia rozwinięcia.
hk-err-the-worker-s-tokens-do-not-match-the-tile-s-requirement = Dyski robotnika nie odpowiadają wymaganiu kafla.
hk-err-no-fee-is-due-for-this-tile = Za ten kafel nie należy się żadna opłata.
hk-err-not-adjacent-to-an-own-tile-and-owned-by-nobody = Kafel nie przylega do twojego kafla i nikt go nie posiada.
hk-err-a-non-adjacent-tile-costs-a-fee-to-its-top-owner = Nieprzyległy kafel kosztuje opłatę dla właściciela górnego dysku.
hk-err-wrong-fee-resource-for-this-level = Zły zasób opłaty dla tego poziomu.
hk-err-the-fee-resource-is-not-on-the-farm = Zasobu na opłatę nie ma na farmie.
hk-err-no-such-tile = Nie ma takiego kafla.
hk-err-there-is-no-pit-water-to-remove = Nie ma wody dołowej do usunięcia.
hk-err-no-accessible-coal-can-be-mined-now-wood-or-pit-water-blocks-it = Teraz nie da się wydobyć żadnego osiągalnego węgla (blokuje go drewno albo woda dołowa).
hk-err-not-that-much-coal-on-the-farm-to-exchange = Na farmie nie ma tyle węgla do wymiany.
hk-err-the-plan-is-already-done = Plan jest już zakończony.
hk-err-after-that-the-tokens-left-could-not-complete-the-plan = Dyski, które by potem zostały, nie wystarczą do dokończenia planu.
hk-err-now-plan-your-workers-put-tokens-on-them-pay-hired-workers-or-done = Teraz zaplanuj robotników: połóż na nich dyski, opłać robotników kontraktowych albo `done`.
hk-err-the-first-take-cannot-be-skipped-take-discs-from-a-pool = Pierwszego brania nie można pominąć: weź dyski z puli.
hk-err-discs-are-taken-only-at-the-start-of-an-action-phase = Dyski bierze się tylko na początku fazy akcji.
hk-err-the-oil-lamp-is-used-on-your-disc-taking-turns-or-during-your-execution = Kaganka używa się w swoich kolejkach brania dysków albo podczas swojego wykonywania akcji.
hk-err-the-oil-lamp-is-used-only-right-before-one-of-your-disc-taking-turns = Kaganka używa się tylko tuż przed jedną ze swoich kolejek brania dysków.
hk-err-pit-water-is-returned-only-in-the-spring-of-year-1-after-taking-discs = Wodę dołową oddaje się tylko wiosną roku 1, po wzięciu dysków.
hk-err-workers-are-planned-only-during-planning = Robotników planuje się tylko podczas planowania.
hk-err-winter-storage-ends-with-your-store-decision = Zimowe przechowywanie kończy się twoją decyzją `store`.
hk-err-done-ends-a-plan-or-the-winter-kiln-window-and-neither-is-under-way = `done` kończy plan albo zimowe okno węglarza, a żadne z nich nie trwa.
hk-err-no-tile-effect-waits-for-a-choice = Żaden efekt kafla nie czeka na wybór.
hk-err-workers-act-only-during-their-owner-s-execution = Robotnicy działają tylko podczas wykonywania akcji swojego właściciela.
hk-err-the-rope-marker-is-used-during-your-execution = Znacznika liny holowniczej używa się podczas swojego wykonywania akcji.
hk-err-wood-is-placed-on-your-disc-taking-turns-in-your-execution-and-in-winter-before-storage = Drewno kładzie się w swoich kolejkach brania dysków, podczas swojego wykonywania akcji oraz zimą przed przechowywaniem.
hk-err-rent-is-paid-by-itself-in-winter-the-rule-option-for-voluntary-rent-is-off = Zimą czynsz płaci się automatycznie (opcja dobrowolnego czynszu jest wyłączona).
hk-err-rent-is-paid-in-winter-after-coal-scoring = Czynsz płaci się zimą, po punktacji węgla.
hk-err-storage-comes-after-coal-scoring-end-the-kiln-window-with-done-first = Przechowywanie następuje po punktacji węgla: najpierw zakończ okno węglarza przez `done`.
hk-err-storage-is-chosen-in-winter-after-coal-scoring-and-rent = Przechowywanie wybiera się zimą, po punktacji węgla i czynszu.
hk-err-the-charcoal-kiln-is-used-during-your-execution = Węglarza używa się podczas swojego wykonywania akcji.
hk-err-the-charcoal-kiln-is-used-during-your-execution-or-in-winter-before-storage = Węglarza używa się podczas swojego wykonywania akcji albo zimą przed przechowywaniem.
hk-err-that-pool-is-not-in-play-with-this-many-players = Ta pula nie jest w grze przy tej liczbie graczy.
hk-err-the-pool-has-no-disc-of-that-colour = W puli nie ma dysku tego koloru.
hk-err-the-second-take-takes-1-disc-or-more-of-that-colour-up-to-5-discs-in-all = Drugie branie bierze 1 lub więcej dysków tego koloru, do 5 dysków łącznie.
hk-err-the-second-take-takes-discs-of-that-colour-up-to-5-discs-in-all-no-fewer = Drugie branie bierze dyski tego koloru do 5 dysków łącznie, nie mniej.
hk-err-the-first-take-takes-every-disc-of-that-colour-5-or-6-when-the-pool-holds-6-or-more = Pierwsze branie bierze wszystkie dyski tego koloru (5 lub 6, gdy w puli jest ich 6 lub więcej).
hk-err-the-first-take-takes-every-disc-of-that-colour = Pierwsze branie bierze wszystkie dyski tego koloru.
hk-err-the-first-take-takes-every-disc-of-that-colour-at-most-5 = Pierwsze branie bierze wszystkie dyski tego koloru, najwyżej 5.
hk-err-the-oil-lamp-swaps-discs-of-two-different-colours = Kaganek zamienia dyski dwóch różnych kolorów.
hk-err-the-reserve-pool-has-no-disc-of-that-colour = W puli rezerwy nie ma dysku tego koloru.
hk-err-the-action-pool-has-no-disc-of-that-colour = W puli akcji nie ma dysku tego koloru.
hk-err-you-have-no-such-marker = Nie masz takiego znacznika.
hk-err-a-marker-works-from-the-action-phase-after-it-was-gained = Znacznik działa od fazy akcji po tej, w której go zdobyto.
hk-err-that-marker-is-already-in-your-plan = Ten znacznik już jest w twoim planie.
hk-err-no-wood-on-the-farm = Na farmie nie ma drewna.
hk-err-the-pinge-is-exhausted-it-takes-no-more-wood = Odkrywka jest wyczerpana: nie przyjmuje już drewna.
hk-err-both-pinge-wood-slots-are-filled = Oba pola drewna na Odkrywce są zajęte.
hk-err-all-7-tunnel-wood-slots-are-filled = Wszystkie pola drewna w tunelu (7) są zajęte.
hk-err-wood-goes-into-the-tunnel-only-once-the-pinge-is-exhausted-rule-option = Drewno trafia do tunelu dopiero po wyczerpaniu Odkrywki (opcja zasad).
hk-err-no-charcoal-kiln-it-comes-with-tile-15 = Brak węglarza: daje go kafel 15.
hk-err-the-charcoal-kiln-needs-2-wood-on-the-farm = Węglarz potrzebuje 2 drewna na farmie.
hk-err-the-charcoal-kiln-works-from-the-action-phase-after-it-was-built = Węglarz działa od fazy akcji po tej, w której go zbudowano.
hk-err-the-charcoal-kiln-was-already-used-this-action-phase = Węglarza użyto już w tej fazie akcji.
hk-err-the-water-mill-works-from-the-action-phase-after-it-was-built = Młyn wodny działa od fazy akcji po tej, w której go zbudowano.
hk-err-no-water-mill-it-comes-with-tile-35 = Brak młyna wodnego: daje go kafel 35.
hk-err-no-disc-of-that-colour-left-to-plan = Nie został żaden dysk tego koloru do zaplanowania.
hk-err-the-water-mill-takes-pairs-of-black-or-of-yellow-tokens = Młyn wodny przyjmuje pary czarnych albo żółtych dysków.
hk-err-the-water-mill-takes-exactly-2-black-or-2-yellow-tokens = Młyn wodny przyjmuje dokładnie 2 czarne albo 2 żółte dyski.
hk-err-the-farmhand-takes-tokens-of-one-colour-mixing-them-needs-the-improved-farmhand = Parobek przyjmuje dyski jednego koloru (mieszanie wymaga doświadczonego parobka).
hk-err-tokens-of-different-colours-must-match-the-cost-of-a-tile-you-can-still-buy = Dyski różnych kolorów muszą odpowiadać kosztowi kafla, który możesz jeszcze kupić.
hk-err-the-coal-digger-is-gone-the-pinge-was-exhausted-before-planning = Kopacza węgla już nie ma: Odkrywka została wyczerpana przed planowaniem.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-was-exhausted-before-planning = Górnik i Haspelknecht pracują dopiero, gdy Odkrywka została wyczerpana przed planowaniem.
hk-err-that-worker-is-already-paid = Ten robotnik jest już opłacony.
hk-err-the-hewer-is-paid-with-food-or-a-thaler-only = Górnikowi płaci się tylko żywnością albo talarem.
hk-err-no-yellow-disc-left-to-pay-with = Nie został żaden żółty dysk do zapłaty.
hk-err-no-food-left-to-pay-with = Nie została żadna żywność do zapłaty.
hk-err-no-thaler-left-to-pay-with = Nie został żaden talar do zapłaty.
hk-err-a-hired-worker-is-paid-with-a-yellow-disc-the-wheelbarrow-food-or-a-thaler = Robotnikowi kontraktowemu płaci się żółtym dyskiem, taczką, żywnością albo talarem.
hk-err-the-winch-works-only-once-the-pinge-was-exhausted-before-planning = Wciągarka działa dopiero, gdy Odkrywka została wyczerpana przed planowaniem.
hk-err-the-winch-is-already-in-your-plan = Wciągarka już jest w twoim planie.
hk-err-the-water-mill-needs-pairs-of-black-or-of-yellow-tokens = Młyn wodny potrzebuje par czarnych albo żółtych dysków.
hk-err-the-water-mill-needs-exactly-2-black-or-2-yellow-tokens = Młyn wodny potrzebuje dokładnie 2 czarnych albo 2 żółtych dysków.
hk-err-the-farmer-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = Mieszane dyski rolnika nie odpowiadają jeszcze kosztowi kafla, który możesz kupić.
hk-err-the-farmhand-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = Mieszane dyski parobka nie odpowiadają jeszcze kosztowi kafla, który możesz kupić.
hk-err-that-worker-has-already-worked-this-phase = Ten robotnik już pracował w tej fazie.
hk-err-that-worker-is-not-in-your-plan = Tego robotnika nie ma w twoim planie.
hk-err-the-coal-digger-is-gone-the-pinge-is-exhausted = Kopacza węgla już nie ma: Odkrywka jest wyczerpana.
hk-err-the-coal-digger-needs-accessible-pinge-coal-place-wood-in-the-pinge-first = Kopacz węgla potrzebuje osiągalnego węgla na Odkrywce: najpierw połóż drewno na Odkrywce.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-is-exhausted = Górnik i Haspelknecht pracują dopiero po wyczerpaniu Odkrywki.
hk-err-this-worker-has-already-begun-other-work = Ten robotnik zaczął już inną pracę.
hk-err-the-farmhand-acquires-developments-only-when-improved-tile-13-from-the-next-action-phase = Parobek nabywa rozwinięcia tylko jako doświadczony (kafel 13, od następnej fazy akcji).
hk-err-only-the-farmer-and-the-improved-farmhand-acquire-developments = Rozwinięcia nabywają tylko rolnik i doświadczony parobek.
hk-err-the-pinge-is-exhausted = Odkrywka jest wyczerpana.
hk-err-no-accessible-pinge-coal-place-wood-in-the-pinge-first = Brak osiągalnego węgla na Odkrywce: najpierw połóż drewno na Odkrywce.
hk-err-2-or-more-pit-water-in-the-pinge-remove-water-before-mining = Na Odkrywce są 2 lub więcej wody dołowe: usuń wodę przed wydobyciem.
hk-err-no-pinge-coal-can-be-mined-now = Teraz nie da się wydobyć żadnego węgla z Odkrywki.
hk-err-the-tunnel-is-mined-only-once-the-pinge-is-exhausted = Tunel wydobywa się dopiero po wyczerpaniu Odkrywki.
hk-err-the-tunnel-has-no-coal-left = W tunelu nie został żaden węgiel.
hk-err-the-next-tunnel-coal-has-no-wood-before-it-place-wood-in-the-tunnel-first = Przed następnym węglem w tunelu nie ma drewna: najpierw połóż drewno w tunelu.
hk-err-5-or-more-pit-water-in-the-shaft-no-tunnel-coal-can-be-mined = W szybie jest 5 lub więcej wód dołowych: nie można wydobywać węgla z tunelu.
hk-err-no-tunnel-coal-can-be-mined-now = Teraz nie da się wydobyć żadnego węgla z tunelu.
hk-err-this-worker-has-no-actions-left-stop = Ten robotnik nie ma już akcji: `stop`.
hk-err-this-worker-has-already-done-its-work-this-phase = Ten robotnik wykonał już swoją pracę w tej fazie.
hk-err-this-worker-is-mining-it-produces-nothing-this-phase = Ten robotnik wydobywa: w tej fazie niczego nie produkuje.
hk-err-tokens-of-different-colours-only-buy-a-development = Dyski różnych kolorów służą tylko do kupna rozwinięcia.
hk-err-black-tokens-mine-coal-or-remove-pit-water-they-produce-nothing = Czarne dyski wydobywają węgiel lub usuwają wodę dołową; niczego nie produkują.
hk-err-only-black-tokens-mine-coal-or-remove-pit-water = Węgiel wydobywają i wodę dołową usuwają tylko czarne dyski.
hk-err-own-workers-cannot-remove-shaft-water-only-the-haspelknecht-can = Własni robotnicy nie mogą usuwać wody z szybu: może to tylko Haspelknecht.
hk-err-no-pit-water-in-the-shaft = W szybie nie ma wody dołowej.
hk-err-no-pit-water-in-the-pinge = Na Odkrywce nie ma wody dołowej.
hk-err-only-the-haspelknecht-hoists-coal-from-the-shaft = Węgiel z szybu wyciąga tylko Haspelknecht.
hk-err-in-automatic-mode-the-coal-digger-mines-while-at-most-1-pit-water-is-left = W trybie automatycznym kopacz węgla wydobywa, dopóki zostaje najwyżej 1 woda dołowa.
hk-err-in-automatic-mode-the-coal-digger-removes-pit-water-while-2-or-more-are-left = W trybie automatycznym kopacz węgla usuwa wodę dołową, dopóki zostają 2 lub więcej.
hk-err-the-coal-digger-removes-pit-water-or-mines-coal-in-the-pinge = Kopacz węgla usuwa wodę dołową albo wydobywa węgiel na Odkrywce.
hk-err-the-hewer-only-mines-tunnel-coal = Górnik wydobywa tylko węgiel z tunelu.
hk-err-2-or-more-pit-water-in-the-shaft-remove-water-before-hoisting-coal = W szybie są 2 lub więcej wody dołowe: usuń wodę przed wyciąganiem węgla.
hk-err-no-coal-in-the-shaft-to-hoist = W szybie nie ma węgla do wyciągnięcia.
hk-err-the-haspelknecht-removes-shaft-water-or-hoists-coal = Haspelknecht usuwa wodę z szybu albo wyciąga węgiel.
hk-err-the-water-mill-has-no-actions = Młyn wodny nie ma akcji.
hk-err-the-winch-tile-25-asks-choose-water-or-choose-nothing = Wciągarka (kafel 25) czeka na wybór: `choose water` albo `choose nothing`.
hk-err-the-pit-props-tile-31-ask-choose-wood-or-choose-thaler = Drewno górnicze (kafel 31) czeka na wybór: `choose wood` albo `choose thaler`.
hk-err-the-hammer-and-pick-tile-33-asks-choose-mine-or-choose-nothing = Młot i kilof (kafel 33) czeka na wybór: `choose mine` albo `choose nothing`.
hk-err-the-coal-sacks-tile-34-ask-exchange-0-1-or-2 = Worki na węgiel (kafel 34) czekają na wybór: `exchange 0`, `1` albo `2`.
hk-err-that-is-more-food-than-the-rent = To więcej żywności, niż wynosi czynsz.
hk-err-that-is-more-thalers-than-the-rent = To więcej talarów, niż wynosi czynsz.
hk-err-not-that-much-food-on-the-farm = Na farmie nie ma tyle żywności.
hk-err-not-that-many-thalers = Nie masz tylu talarów.
hk-err-no-barn-tile-12-to-store-in = Brak stodoły (kafel 12) do przechowywania.
hk-err-no-coal-storage-tile-24-to-store-in = Brak składu węgla (kafel 24) do przechowywania.
hk-err-not-that-much-coal-wood-or-food-on-the-farm = Na farmie nie ma tyle węgla, drewna lub żywności.
hk-err-one-worker-at-a-time-finish-the-active-worker-first-its-actions-or-stop = Jeden robotnik naraz: najpierw dokończ pracę aktywnego robotnika (jego akcje albo `stop`).
hk-err-no-worker-is-active-activate-one-first = Żaden robotnik nie jest aktywny: najpierw uruchom któregoś.
hk-err-no-worker-is-active-activate-the-farmer-or-improved-farmhand-first = Żaden robotnik nie jest aktywny: najpierw uruchom rolnika (albo doświadczonego parobka).

## The terminal panel

hk-ui-header = Rok { $year }/3, { $season }
hk-ui-phase-take = branie dysków (krok { $step }): { $seat }
hk-ui-phase-first-year-water = oddać 1 wodę dołową lub nie: { $seat }
hk-ui-phase-planning = planowanie (wszyscy naraz, w tajemnicy)
hk-ui-phase-planning-seat = planowanie: { $seat }
hk-ui-phase-execution = wykonywanie akcji: { $seat }
hk-ui-phase-winter-kiln = zima, węglarz: { $seat }
hk-ui-phase-winter-rent = zima, czynsz: { $seat }
hk-ui-phase-winter-storage = zima, przechowywanie: { $seat }
hk-ui-phase-over = koniec gry
hk-ui-turn-order = Kolejność tury: { $seats }
hk-ui-pool = Pula { $pool }:
hk-ui-pool-water = ≈woda
hk-ui-reserve = rezerwa
hk-ui-bag = Woreczek:
hk-ui-abbr-black = cz
hk-ui-abbr-brown = br
hk-ui-abbr-yellow = żó
hk-ui-abbr-any = dow
hk-ui-acting = Pracuje: { $worker } ({ $steps ->
    [one] została 1 akcja
    [few] zostały { $steps } akcje
    [many] zostało { $steps } akcji
   *[other] zostało { $steps } akcji
})
hk-ui-acting-none = Nikt nie pracuje
hk-ui-to-activate = do uruchomienia: { $workers }
hk-ui-choice = Kafel { $tile } { $name } czeka na twój wybór:
hk-ui-board = Plansza rozwinięć: kafel, koszt, posiadacze, efekt
hk-ui-board-legend = ✓ bez opłaty dla ciebie  $ opłata dla górnego dysku  ✗ jeszcze zamknięty  ● twój
hk-ui-level = Poziom { $level }
hk-ui-seat-short = G{ $n }
hk-ui-you = (ty)
hk-ui-vp = { $vp } PZ
hk-ui-coal-mined = wydobyty węgiel { $coal }
hk-ui-stock = węgiel { $coal } · drewno { $wood } · żywność { $food } · talary { $thaler }
hk-ui-debt = dług { $debt }
hk-ui-pinge = Odkrywka: węgiel { $coal }, drewno { $wood }/2
hk-ui-pinge-open = osiągalne { $open }, za pustymi polami drewna { $blocked }
hk-ui-pinge-exhausted = Odkrywka wyczerpana: pracują górnik i Haspelknecht
hk-ui-pinge-flooded = (2+: brak wydobycia)
hk-ui-water = woda dołowa { $water }
hk-ui-tunnel = tunel: wydobyte { $mined }/11, drewno { $wood }/7
hk-ui-sections-reachable = dostępne: { $sections }
hk-ui-sections-complete = ukończone: { $sections }
hk-ui-shaft = szyb: węgiel { $coal }
hk-ui-shaft-no-hoist = (2+: brak wyciągania)
hk-ui-shaft-flooded = (5+: brak wydobycia w tunelu)
hk-ui-carts = wózki:
hk-ui-tiles = kafle:
hk-ui-owns = ma:
hk-ui-marker-new = (następna faza)
hk-ui-plan = plan:
hk-ui-plan-so-far = plan dotąd:
hk-ui-planning = (planuje)
hk-ui-plan-hidden = (plan ukryty)
hk-ui-hired = { $worker } ({ $pay })
hk-ui-tile-11 = +1 talar
hk-ui-tile-12 = stodoła: trzyma 1 (żywność +2 PZ)
hk-ui-tile-13 = doświadczony parobek
hk-ui-tile-14 = lina: -1 woda, +1 PZ
hk-ui-tile-15 = węglarz: 2 drewna → 2 węgle +1 PZ
hk-ui-tile-21 = bez sezonowej wody dołowej
hk-ui-tile-22 = taczka = żółty; sekcje
hk-ui-tile-23 = drabina = brązowy
hk-ui-tile-24 = skład węgla: 1 węgiel + 1 drewno
hk-ui-tile-25 = -1 woda; znacznik wciągarki
hk-ui-tile-31 = 3 drewna + 1 woda albo 1 talar
hk-ui-tile-32 = +1 talar; kaganek; sekcje
hk-ui-tile-33 = +1 drewno, wydobądź 1; młot = czarny
hk-ui-tile-34 = 1-2 węgle → talar (+żywność)
hk-ui-tile-35 = młyn wodny
hk-ui-tile-41 = +1 talar; PZ za młot
hk-ui-tile-42 = +1 drewno (+2 węgle do szybu); sekcje
hk-ui-tile-43 = +1 żywność; PZ za widły
hk-ui-tile-44 = +1 talar +1 żywność; 1 PZ/węgiel
hk-ui-tile-45 = +3 talary

hk-ex-activate = Aktywuj: { $worker } — { $does }
hk-confirm-end = Zakończyć wykonanie teraz? { $count ->
    [one] { $count } zaplanowany robotnik nic nie zrobi.
    [few] { $count } zaplanowanych robotników nic nie zrobi.
    [many] { $count } zaplanowanych robotników nic nie zrobi.
   *[other] { $count } zaplanowanego robotnika nic nie zrobi.
}
hk-confirm-stop = Zatrzymać tego robotnika teraz? { $count ->
    [one] Przepada { $count } akcja.
    [few] Przepadają { $count } akcje.
    [many] Przepada { $count } akcji.
   *[other] Przepada { $count } akcji.
}

## The web page (crates/server/web/haspelknecht.js)

hk-web-actions = Akcje
hk-web-turn-order = Kolejność tury:
hk-web-acting = Pracuje: { $worker } (pozostałe akcje: { $steps })
hk-web-acting-new = Pracuje: { $worker } (praca jeszcze niewybrana)
hk-web-to-activate = do uruchomienia:
hk-web-first-work = praca pierwszego własnego robotnika: { $work }
hk-web-water-pool = Symbol wody: pierwsze branie z tej puli daje 1 wodę dołową.
hk-web-action-pool = pula akcji
hk-web-pool-colour = Dyski w tej puli akcji ({ $colour }): { $count }
hk-web-reserve-colour = Dyski w tej puli rezerwy ({ $colour }): { $count }
hk-web-bag = Dyski w woreczku (wynikają ze wszystkiego, co widać).
hk-web-tile-owners = Posiadacze, od dołu do góry: { $owners }. Następny kupujący dostaje PZ: { $vp }.
hk-web-symbol = Symbol
hk-web-vp-help = Dotychczasowe punkty zwycięstwa
hk-web-thaler = talary
hk-web-debt = dług
hk-web-exhausted = wyczerpana
hk-web-wood-slot-filled = Pole drewna, zajęte: węgiel za nim jest osiągalny.
hk-web-wood-slot-empty = Pole drewna, puste: węgiel za nim pozostaje zablokowany, dopóki nie leży na nim drewno.
hk-web-coal-blocked = Węgiel za pustym polem drewna: zablokowany.
hk-web-coal-open = Węgiel, który można wydobyć (jeśli pozwala woda dołowa).
hk-web-section = Sekcja tunelu { $section }: pozostały węgiel { $coal }; PZ po ukończeniu: { $vp }.
hk-web-section-complete = Ukończona: brak węgla i drewno na jej polu.
hk-web-section-reachable = Dostępna: drewno na jej polu i pozostały węgiel.
hk-web-cart = Wózek { $n }
hk-web-steps = pozostałe akcje: { $steps }
hk-web-waiting = zaplanowany, czeka
hk-web-worked = już pracował

## Decyzja słowami, do dziennika (gdy żadne zdarzenie tej decyzji jej nie opisuje)

hk-do-take = { $seat } bierze { $count ->
    [one] { $colour } dysk
    [few] { $count } dyski (kolor { $colour })
    [many] { $count } dysków (kolor { $colour })
   *[other] { $count } dysków (kolor { $colour })
} z puli { $pool }.
hk-do-pass = { $seat } pomija drugie branie.
hk-do-lamp = { $seat } używa kaganka przy puli { $pool }.
hk-do-return-water = { $seat } oddaje 1 wodę dołową.
hk-do-keep-water = { $seat } zatrzymuje wodę dołową.
hk-do-assign = { $seat } planuje { $token } na polu robotnika: { $worker }.
hk-do-pay = { $seat } płaci za pracę ({ $worker }): { $pay }.
hk-do-winch = { $seat } planuje znacznik wciągarki.
hk-do-done = { $seat } kończy.
hk-do-activate = { $seat } aktywuje: { $worker }.
hk-do-produce = { $seat } produkuje.
hk-do-mine = { $seat } wydobywa 1 węgiel.
hk-do-drain = { $seat } usuwa wodę dołową.
hk-do-haul = { $seat } wyciąga 1 węgiel z szybu.
hk-do-acquire = { $seat } nabywa kafel { $tile }.
hk-do-choose = { $seat } wybiera, jak użyć efektu kafla.
hk-do-stop = { $seat } kończy pracę aktywnego robotnika.
hk-do-wood-pinge = { $seat } kładzie 1 drewno na Odkrywce.
hk-do-wood-tunnel = { $seat } kładzie 1 drewno w tunelu.
hk-do-rope = { $seat } używa znacznika liny holowniczej.
hk-do-kiln = { $seat } używa węglarza.
hk-do-end = { $seat } kończy wykonywanie akcji.
hk-do-rent = { $seat } płaci czynsz: żywność { $food }, talary { $thaler }.
hk-do-store = { $seat } przechowuje towary na zimę.
