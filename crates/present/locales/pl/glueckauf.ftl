# Glück Auf (Coal Baron), po polsku.
# Brak polskiej instrukcji: terminy to naturalne polskie słownictwo planszówkowe, używane spójnie
# (robotnik, stołówka, zmiana, marka, wagonik, winda, magazyn, zamówienie, płytka tunelu, PZ).
# Kolory przychodzą w mianowniku rodzaju męskiego („szary”): stoją przy rzeczownikach rodzaju
# męskiego (węgiel, wagonik) albo w formie „kolor szary” / „2× szary”.
# Notacja (factory 3, OC10, numery płytek) nie jest tłumaczona.

## Terms

ga-colour-yellow = żółty
ga-colour-brown = brązowy
ga-colour-grey = szary
ga-colour-black = czarny

ga-transport-wheelbarrow = taczka
ga-transport-carriage = wóz konny
ga-transport-truck = ciężarówka
ga-transport-train = pociąg

ga-side-light = jasna
ga-side-dark = ciemna

ga-level-surface = powierzchnia
ga-level-yellow = poziom żółty
ga-level-brown = poziom brązowy
ga-level-grey = poziom szary
ga-level-black = poziom czarny

ga-end-top = wierzch
ga-end-bottom = spód

ga-source-elevator = winda
ga-source-storage = magazyn

ga-element-yellow-cells = żółte pola
ga-element-brown-cells = brązowe pola
ga-element-grey-cells = szare pola
ga-element-black-cells = czarne pola
ga-element-wheelbarrow-cells = pola dostaw taczką
ga-element-carriage-cells = pola dostaw wozem konnym
ga-element-truck-cells = pola dostaw ciężarówką
ga-element-train-cells = pola dostaw pociągiem
ga-element-empty-yellow-carts = puste żółte wagoniki
ga-element-empty-brown-carts = puste brązowe wagoniki
ga-element-empty-grey-carts = puste szare wagoniki
ga-element-empty-black-carts = puste czarne wagoniki

# "2× szary" (kostki lub pola zamówienia jednego koloru)
ga-coal-count = { $n }× { $colour }
# "nr 17 (kolor szary, 2 wagoniki, strona jasna)"; zdania dodają „płytka/płytkę” same
ga-tile = nr { $number } (kolor { $colour }, { $carts ->
        [one] 1 wagonik
        [few] { $carts } wagoniki
        [many] { $carts } wagoników
       *[other] { $carts } wagoników
    }, strona { $side })
# "OC10 (wóz konny, 10 PZ: 1× żółty, 1× brązowy, 1× szary, 1× czarny)"
ga-order = { $card } ({ $transport }, { $vp } PZ: { $cells })

## Events

ga-ev-draft-leftover = Koniec wyboru zamówień: karta, której nikt nie wziął ({ $card }), trafia na pole { $space }.
ga-ev-tile-revealed = Nowość na polu { $space }: płytka { $tile }, koszt: { $cost } { $cost ->
        [one] marka
        [few] marki
        [many] marek
       *[other] marek
    }.
ga-ev-order-revealed = Nowość na polu { $space }: zamówienie { $card }.
ga-ev-space-empty-tiles = Stos płytek jest pusty: pole { $space } zostaje puste.
ga-ev-space-empty-orders = Talia zamówień jest pusta: pole { $space } zostaje puste.
ga-ev-bumped = { $by } wypiera z pola { $space } do stołówki { $n ->
        [one] 1 robotnika
       *[other] { $n } robotników
    }; właściciel: { $seat }.
ga-ev-bumped-own = { $seat } odsyła z pola { $space } do stołówki { $n ->
        [one] 1 własnego robotnika
       *[other] { $n } własnych robotników
    }.
ga-ev-marks = { $seat } zyskuje { $n ->
        [one] 1 markę
        [few] { $n } marki
        [many] { $n } marek
       *[other] { $n } marek
    } (teraz: { $total }).
ga-ev-out-of-workers = { $seat } nie ma już robotników do wystawienia i czeka do końca zmiany.
ga-ev-tile-bought = { $seat } kupuje płytkę { $tile } za { $cost } { $cost ->
        [one] markę
        [few] marki
        [many] marek
       *[other] marek
    } (pozostało marek: { $money }).
ga-ev-coal-loaded = { $seat } kładzie z zapasu { $n ->
        [one] { $colour } węgiel na nowy wagonik
        [few] { $n } kostki (kolor { $colour }) na nowe wagoniki
        [many] { $n } kostek (kolor { $colour }) na nowe wagoniki
       *[other] { $n } kostek (kolor { $colour }) na nowe wagoniki
    }.
ga-ev-coal-shortage = Niedobór węgla ({ $seat }): w zapasie brakuje kostek (kolor { $colour }) dla { $n ->
        [one] 1 nowego wagonika
       *[other] { $n } nowych wagoników
    }; na { $n ->
        [one] niego
       *[other] każdy z nich
    } trafia kostka innego koloru.
ga-ev-coal-substituted = { $seat } kładzie { $cube } węgiel na { $colour } wagonik (niedobór węgla).
ga-ev-carts-left-empty = { $seat }: { $n ->
        [one] 1 nowy { $colour } wagonik zostaje pusty
        [few] { $n } nowe wagoniki (kolor { $colour }) zostają puste
        [many] { $n } nowych wagoników (kolor { $colour }) zostaje pustych
       *[other] { $n } nowych wagoników (kolor { $colour }) zostaje pustych
    }.
ga-ev-order-taken = { $seat } bierze z pola { $space } zamówienie { $card }.
ga-ev-looked-at-tiles = { $seat } ogląda { $n ->
        [one] wierzchnią płytkę
        [few] { $n } wierzchnie płytki
        [many] { $n } wierzchnich płytek
       *[other] { $n } wierzchnich płytek
    } stosu.
ga-ev-looked-at-orders = { $seat } ogląda { $n ->
        [one] wierzchnią kartę
        [few] { $n } wierzchnie karty
        [many] { $n } wierzchnich kart
       *[other] { $n } wierzchnich kart
    } talii zamówień.
ga-ev-tiles-drawn = { $seat } dobiera płytki (od wierzchu; widzi je tylko ten gracz): { $items }.
ga-ev-orders-drawn = { $seat } dobiera karty (od wierzchu; widzi je tylko ten gracz): { $items }.
ga-ev-order-kept = { $seat } zatrzymuje zamówienie { $card }.
ga-ev-tiles-returned = { $seat } odkłada { $n ->
        [one] 1 płytkę
        [few] { $n } płytki
        [many] { $n } płytek
       *[other] { $n } płytek
    } rewersem do góry na { $end } stosu.
ga-ev-orders-returned = { $seat } odkłada { $n ->
        [one] 1 kartę
        [few] { $n } karty
        [many] { $n } kart
       *[other] { $n } kart
    } rewersem do góry na { $end } talii zamówień.
ga-ev-order-delivered = { $seat } dostarcza zamówienie { $card } ({ $transport }): +{ $vp } PZ; kostki wracają do zapasu: { $cubes }.
ga-ev-orders-delivered = { $seat } dostarcza { $n ->
        [one] 1 zamówienie
        [few] { $n } zamówienia
        [many] { $n } zamówień
       *[other] { $n } zamówień
    } ({ $transport }): +{ $vp } PZ.
ga-ev-mining-done = { $seat } wykorzystuje wszystkie kroki wydobycia.
ga-ev-mining-stopped = { $seat } kończy wydobycie; { $n ->
        [one] przepada 1 krok
        [few] przepadają { $n } kroki
        [many] przepada { $n } kroków
       *[other] przepada { $n } kroków
    }.
ga-ev-shift-scoring = Koniec zmiany { $shift }: punktowanie elementów od 1 do { $elements }.
ga-ev-delivered-revealed = { $seat } odkrywa { $n ->
        [one] 1 dostarczone zamówienie
        [few] { $n } dostarczone zamówienia
        [many] wszystkie { $n } dostarczonych zamówień
       *[other] wszystkie { $n } dostarczonych zamówień
    }: { $cards }.
ga-ev-delivered-revealed-none = { $seat } nie ma dostarczonych zamówień do odkrycia.
ga-ev-element = Element { $element } ({ $what }, { $first }/{ $second } PZ): { $scored }.
ga-ev-element-tie = Element { $element } ({ $what }, { $first } PZ): remis na pierwszym miejscu, { $scored }; brak drugiego miejsca.
ga-ev-element-nobody = Element { $element } ({ $what }): nikt nie punktuje.
ga-ev-element-gain = { $seat } +{ $vp } ({ $count })
ga-ev-first-player = { $seat } ma najwięcej robotników w fabryce ({ $n }) i zostaje pierwszym graczem.
ga-ev-first-player-tie = Remis o najwięcej robotników w fabryce ({ $n }): znacznik pierwszego gracza przechodzi { $previous } → { $seat } (następny remisujący gracz zgodnie z ruchem wskazówek zegara).
ga-ev-first-player-keeps = Remis o najwięcej robotników w fabryce ({ $n }): { $seat } pozostaje pierwszym graczem.
ga-ev-shift-started = Zaczyna się zmiana { $shift }: każdy odbiera wszystkich swoich robotników ({ $workers }); zaczyna { $seat }.
ga-ev-final = Punktacja końcowa – { $seat }: pieniądze { $money } PZ (reszta: { $left } { $left ->
        [one] marka
        [few] marki
        [many] marek
       *[other] marek
    }), węgiel { $coal } PZ ({ $cubes } { $cubes ->
        [one] kostka
        [few] kostki
        [many] kostek
       *[other] kostek
    }), niedostarczone zamówienia { $pending } PZ (kart: { $cards }), równowaga tuneli { $balance } PZ (jasne: { $light }, ciemne: { $dark }): { $total } PZ.
ga-ev-game-won = { $seats } wygrywa z wynikiem { $score } PZ.
ga-ev-game-won-shared = { $seats } dzielą się zwycięstwem z wynikiem { $score } PZ; każdemu zostało { $left } { $left ->
        [one] marka
        [few] marki
        [many] marek
       *[other] marek
    }.

## What an action does and costs now (explain)

ga-x-place = { $what }; { $workers } z twoich { $have } { $have ->
        [one] robotnika
       *[other] robotników
    }.
ga-x-place-bump = { $what }; { $workers } z twoich { $have } { $have ->
        [one] robotnika
       *[other] robotników
    }; wypiera do stołówki robotników: { $bumped } ({ $own ->
        [1] twoich
       *[other] właściciel: { $owner }
    }).
ga-x-factory = kup płytkę { $tile } za { $cost } { $cost ->
        [one] markę
        [few] marki
        [many] marek
       *[other] marek
    } (masz { $money })
ga-x-factory-empty = brak płytki
ga-x-factory-draw = obejrzyj { $n ->
        [one] wierzchnią płytkę
        [few] { $n } wierzchnie płytki
        [many] { $n } wierzchnich płytek
       *[other] { $n } wierzchnich płytek
    } stosu i kup jedną albo żadnej nie kupuj (marek: { $money })
ga-x-mine = wydobycie, kroki produkcji: { $steps }
ga-x-deliver = dostarcz wszystkie kompletne zamówienia ({ $transport }): { $cards } za { $vp } PZ
ga-x-money = weź { $marks } { $marks ->
        [one] markę
        [few] marki
        [many] marek
       *[other] marek
    } (masz { $money })
ga-x-order = weź zamówienie { $card }
ga-x-order-empty = brak karty
ga-x-order-draw = obejrzyj { $n ->
        [one] wierzchnią kartę
        [few] { $n } wierzchnie karty
        [many] { $n } wierzchnich kart
       *[other] { $n } wierzchnich kart
    } talii zamówień i zatrzymaj jedną albo żadnej nie zatrzymuj
ga-x-bank = 1 robotnik do banku za 1 markę (robotników: { $have }, marek: { $money }); stamtąd nikt go nie wyprze.
ga-x-draft = Weź { $card } do swoich otwartych zamówień.
ga-x-take-tile = Kup płytkę { $tile } za { $cost } { $cost ->
        [one] markę
        [few] marki
        [many] marek
       *[other] marek
    } (masz { $money }); pozostałe wracają.
ga-x-take-order = Zatrzymaj { $card }; pozostałe wracają.
ga-x-take-none-tile = Nie kupuj żadnej płytki; akcja i tak się liczy.
ga-x-take-none-order = Nie zatrzymuj żadnej karty; akcja i tak się liczy.
ga-x-return = { $n ->
        [one] pozostały element wraca
        [few] pozostałe { $n } elementy wracają
        [many] pozostałych { $n } elementów wraca
       *[other] pozostałych { $n } elementów wraca
    } rewersem do góry na { $end } stosu, w kolejności, którą wybierzesz za chwilę.
ga-x-next = Teraz wraca { $item }, pod wcześniej wskazanymi; potem do wskazania zostaje jeszcze: { $left } (tę kolejność widzisz tylko ty).
ga-x-substitute = { $cube } węgiel z zapasu (w zapasie: { $supply }) na pusty { $level } wagonik (czekających wagoników: { $carts }).
ga-x-substitute-none = Zostaw nowy { $level } wagonik pusty.
ga-x-lift = Winda: { $from } → { $to }, kostek w windzie: { $aboard }; 1 krok, zostaje kroków: { $left }.
ga-x-load = { $colour } węgiel z wagonika do windy (w windzie: { $aboard } z 5); 1 krok, zostaje kroków: { $left }.
ga-x-store = { $colour } węgiel z windy do magazynu; 1 krok, zostaje kroków: { $left }.
ga-x-fill = { $colour } węgiel ({ $source }) na pole tego koloru na karcie { $card } ({ $transport }, { $vp } PZ); 1 krok, zostaje kroków: { $left }.
ga-x-fill-completes = { $colour } węgiel ({ $source }) na ostatnie wolne pole karty { $card } ({ $transport }, { $vp } PZ): zamówienie jest kompletne; 1 krok, zostaje kroków: { $left }.
ga-x-double = Wypełnij puste pole (kolor { $colour }) karty { $card } 2 kostkami dowolnych kolorów; 2 kroki, potem zostaje kroków: { $left }.
ga-x-double-start = Pierwsza z 2 kostek dowolnych kolorów na puste pole (kolor { $colour }) karty { $card }; 1 krok, zostaje kroków: { $left }.
ga-x-double-finish = Druga kostka na do połowy wypełnione pole (kolor { $colour }) karty { $card }; 1 krok, zostaje kroków: { $left }.
ga-x-cube-first = { $colour } węgiel ({ $source }) jako pierwszy z 2 na pole (kolor { $cell }) karty { $card }.
ga-x-cube-second = { $colour } węgiel ({ $source }) jako drugi na pole (kolor { $cell }) karty { $card }; potem zostaje kroków: { $left }.
ga-x-stop = Zakończ wydobycie; { $steps ->
        [one] przepada 1 krok
        [few] przepadają { $steps } kroki
        [many] przepada { $steps } kroków
       *[other] przepada { $steps } kroków
    }.

## Scores

ga-score-orders = dostarczone zamówienia
ga-score-shifts = punktowanie zmian
ga-score-money = pieniądze (1 PZ za 5 marek)
ga-score-coal = węgiel (1 PZ za 3 kostki)
ga-score-pending = niedostarczone zamówienia
ga-score-balance = równowaga tuneli
ga-tiebreak-marks = pozostałe marki

## Rules help

ga-help-group-spaces = Pola akcji
ga-help-group-mining = Wydobycie
ga-help-group-orders = Zamówienia
ga-help-group-cards = Karty zamówień
ga-help-group-scoring = Punktowanie zmiany
ga-help-group-tiles = Płytki tunelu
ga-help-group-end = Koniec gry

ga-help-space-text = { $text } { $open }
ga-help-open-always = W grze przy każdej liczbie graczy.
ga-help-open-3 = W grze przy 3 lub 4 graczach (zablokowane przy 2).
ga-help-open-4 = W grze tylko przy 4 graczach.

ga-help-factory = Pole fabryki { $number }
ga-help-factory-text = Kup wyłożoną tu płytkę tunelu, jeśli cię na nią stać; na każdy jej wagonik trafia kostka w jego kolorze, a pole od razu dostaje następną płytkę ze stosu.
ga-help-factory-draw = Fabryka: 5 wierzchnich płytek
ga-help-factory-draw-text = Obejrzyj 5 wierzchnich płytek stosu (widzisz je tylko ty), kup jedną albo żadnej nie kupuj, a pozostałe odłóż rewersem do góry – wszystkie na wierzch albo wszystkie na spód – w wybranej przez siebie kolejności.
ga-help-mine = Wydobycie, { $steps } { $steps ->
        [one] krok
        [few] kroki
        [many] kroków
       *[other] kroków
    }
ga-help-mine-text = Wykonaj do { $steps } kroków produkcji: ruszaj windą, ładuj węgiel z wagoników, składuj go, wypełniaj zamówienia. Niewykorzystane kroki przepadają.
ga-help-deliver = Dostawa: { $transport }
ga-help-deliver-text = Dostarcz naraz wszystkie swoje kompletne zamówienia ({ $transport }): od razu dostajesz ich PZ, ich kostki wracają do zapasu, a karty na twój stos dostarczonych. Tylko jeśli masz co najmniej jedno kompletne zamówienie tego rodzaju.
ga-help-money = Pieniądze, { $marks } { $marks ->
        [one] marka
        [few] marki
        [many] marek
       *[other] marek
    }
ga-help-money-text = Weź z banku { $marks } { $marks ->
        [one] markę
        [few] marki
        [many] marek
       *[other] marek
    }.
ga-help-order = Pole zamówienia { $number }
ga-help-order-text = Weź wyłożoną tu kartę do swoich otwartych zamówień; pole od razu dostaje następną kartę z talii.
ga-help-order-draw = Zamówienia: 5 wierzchnich kart
ga-help-order-draw-text = Obejrzyj 5 wierzchnich kart talii zamówień (widzisz je tylko ty), zatrzymaj jedną albo żadnej nie zatrzymuj, a pozostałe odłóż rewersem do góry – wszystkie na wierzch albo wszystkie na spód – w wybranej przez siebie kolejności.
ga-help-workers = Wystawianie robotników
ga-help-workers-text = W swojej turze postaw robotników na jednym polu akcji, którego akcję możesz wykonać: o jednego więcej, niż już na nim stoi (1, 2, 3, ...). Robotnicy, którzy tam byli – także twoi – idą do stołówki. Każdy gracz ma { $two } robotników przy 2 graczach, { $three } przy 3, { $four } przy 4.
ga-help-bank = Bank
ga-help-bank-text = Zamiast na pole akcji postaw dokładnie 1 robotnika w banku za 1 markę. Zawsze dozwolone; robotników z banku nikt nie wypiera.
ga-help-canteen = Stołówka
ga-help-canteen-text = Wyparci robotnicy czekają w stołówce do końca zmiany.

ga-help-lift = Ruch windy
ga-help-lift-text = 1 krok: w górę lub w dół, na dowolny poziom albo na powierzchnię, bez względu na odległość. Kostki w windzie jadą razem z nią.
ga-help-load = Załadunek węgla
ga-help-load-text = 1 krok: kostka z wagonika na poziomie windy do windy (najwyżej 5).
ga-help-store = Składowanie węgla
ga-help-store-text = 1 krok: kostka z windy stojącej na powierzchni do twojego magazynu.
ga-help-fill = Wypełnienie zamówienia
ga-help-fill-text = 1 krok: kostka na puste pole jej koloru w otwartym zamówieniu, z windy na powierzchni albo z magazynu. Kostka leżąca na zamówieniu już się nie rusza.
ga-help-double = Podwójne wypełnienie
ga-help-double-text = 2 kroki: 2 kostki dowolnych kolorów razem na jedno puste pole dowolnego koloru.
ga-help-stop = Koniec wydobycia
ga-help-stop-text = Zakończ wydobycie wcześniej; pozostałe kroki przepadają.
ga-help-elevator = Winda
ga-help-elevator-text = Mieści do 5 kostek i zostaje tam, gdzie ją zostawisz, także między akcjami i zmianami.
ga-help-storage = Magazyn
ga-help-storage-text = Twój prywatny magazyn na powierzchni, bez limitu; kostki z niego mogą wypełniać zamówienia bez względu na to, gdzie jest winda.

ga-help-transport = Zamówienia: { $transport }
ga-help-transport-text = { $cards } { $cards ->
        [one] karta
        [few] karty
        [many] kart
       *[other] kart
    } o wartości od { $min } do { $max } PZ, łącznie pól: { $cells }; dostarczane na polu dostawy ({ $transport }); ich pola liczą się w elemencie { $element } punktowania zmiany.
ga-help-card-text = Zamówienie ({ $transport }) za { $vp } PZ, { $n ->
        [one] 1 pole
        [few] { $n } pola
        [many] { $n } pól
       *[other] { $n } pól
    }: { $cells }.

ga-help-element = Element { $element }: { $what }
ga-help-element-cells-text = Nadrukowane pola tego koloru na twoich dostarczonych zamówieniach. Pierwsze miejsce { $first } PZ, drugie { $second } PZ. Punktowane po każdej zmianie, począwszy od zmiany { $from }.
ga-help-element-transport-text = Liczą się { $what }: wszystkie nadrukowane pola na twoich dostarczonych zamówieniach tego transportu. Pierwsze miejsce { $first } PZ, drugie { $second } PZ. Punktowane po każdej zmianie, począwszy od zmiany { $from }.
ga-help-element-carts-text = Wagoniki tego koloru w twojej kopalni, na których nie ma żadnej kostki, także wagonik nadrukowany. Pierwsze miejsce { $first } PZ, drugie { $second } PZ. Punktowane tylko po zmianie { $from }.
ga-help-places = Miejsca i remisy
ga-help-places-text = Miejsce zajmuje tylko wynik co najmniej 1. Wszyscy remisujący liderzy zajmują pierwsze miejsce i wtedy nikt nie jest drugi; remisujący na drugim miejscu dostają każdy PZ za drugie miejsce. Przy 2 graczach nie ma drugiego miejsca.

ga-help-tiles = Płytki tunelu
ga-help-tiles-text = Płytek: { $n }, każda z 1 lub 2 wagonikami jednego koloru; płytka trafia na poziom swojego koloru, po swojej stronie szybu. Wagoniki nigdy nie są uzupełniane: nowy węgiel przychodzi tylko z nowymi płytkami.
ga-help-tile-colour = Płytki: kolor { $colour }
ga-help-tile-colour-text = Poziom { $level }: { $cost } { $cost ->
        [one] marka
        [few] marki
        [many] marek
       *[other] marek
    } za wagonik, czyli { $cost } lub { $two } { $two ->
        [one] marka
        [few] marki
        [many] marek
       *[other] marek
    } za płytkę.
ga-help-side = Strona { $side }
ga-help-side-light-text = Płytki z latarniami trafiają na lewo od szybu.
ga-help-side-dark-text = Płytki bez latarni trafiają na prawo od szybu.
ga-help-shortage = Niedobór węgla
ga-help-shortage-text = W zapasie jest po { $n } { $n ->
        [one] kostce
        [few] kostki
        [many] kostek
       *[other] kostek
    } każdego koloru. Gdy brakuje w nim koloru nowego wagonika, kładziesz na wagonik kostkę innego koloru; gdy węgla nie ma wcale, wagonik zostaje pusty.

ga-help-end-money = Pieniądze
ga-help-end-money-text = 1 PZ za każde 5 marek na koniec gry.
ga-help-end-coal = Węgiel
ga-help-end-coal-text = 1 PZ za każde 3 twoje kostki: na wagonikach, w windzie, w magazynie i na otwartych zamówieniach.
ga-help-end-pending = Niedostarczone zamówienia
ga-help-end-pending-text = −1 PZ za każde otwarte zamówienie, kompletne czy nie.
ga-help-end-balance = Równowaga tuneli
ga-help-end-balance-text = −2 PZ za każdą płytkę różnicy między twoimi jasnymi i ciemnymi płytkami tunelu.
ga-help-end-tiebreak = Remis
ga-help-end-tiebreak-text = Przy równej liczbie PZ wygrywa ten, komu po przeliczeniu zostało najwięcej marek (0 do 4); dalej zwycięstwo jest dzielone.
ga-help-first-player = Pierwszy gracz
ga-help-first-player-text = Po zmianach 1 i 2 pierwszym graczem zostaje ten, kto ma najwięcej robotników w fabryce (9 pól fabryki); przy remisie znacznik przechodzi do następnego remisującego gracza zgodnie z ruchem wskazówek zegara, licząc od poprzedniego pierwszego gracza.

## Rule options

ga-opt-prev-first-keeps-on-tie = Przy remisie znacznik zostaje u poprzedniego pierwszego gracza
ga-opt-prev-first-keeps-on-tie-text = Wył. (instrukcja węgierska i angielska): przy remisie o najwięcej robotników w fabryce znacznik zawsze przechodzi dalej. Wł. (instrukcja rosyjska): poprzedni pierwszy gracz zatrzymuje go, jeśli remisuje.
ga-opt-unlimited-coal = Nieograniczony węgiel
ga-opt-unlimited-coal-text = Wył.: 16 kostek każdego koloru, z zasadą niedoboru węgla. Wł.: zapas nigdy się nie wyczerpuje.
ga-opt-delivered-orders-public = Dostarczone zamówienia są jawne
ga-opt-delivered-orders-public-text = Wł.: wszyscy widzą dostarczone karty. Wył.: widzi je tylko ich właściciel; pozostali widzą ich liczbę, dopóki każde punktowanie zmiany nie odsłoni wszystkich. Po 1. i 2. punktowaniu znów leżą zakryte, ale pozostają znane; po 3. zostają odkryte.
ga-opt-optional-substitution = Dobrowolna zamiana węgla
ga-opt-optional-substitution-text = Wył.: przy niedoborze węgla każdy nowy wagonik musi dostać kostkę innego koloru, dopóki zapas jakąś ma. Wł.: taki wagonik możesz zostawić pusty.
ga-opt-allow-split-double-fill = Dzielone podwójne wypełnienie
ga-opt-allow-split-double-fill-text = Wył.: 2 kostki podwójnego wypełnienia kładzie się razem (2 kroki). Wł.: każda to osobna decyzja za 1 krok, nawet w różnych akcjach, a pole pozostaje w międzyczasie do połowy wypełnione.
ga-opt-first-player = Pierwszy gracz
ga-opt-first-player-text = Gracz, który zaczyna; bez ustawienia: losowany na podstawie ziarna (seed).

## Rule errors (the English text of each refusal, as a key)

ga-err-a-double-fill-needs-2-steps = Podwójne wypełnienie wymaga 2 kroków.
ga-err-cubes-leave-the-elevator-only-at-the-surface = Kostki opuszczają windę tylko na powierzchni.
ga-err-no-cart-on-this-level-holds-a-cube-of-that-colour = Żaden wagonik na tym poziomie nie ma kostki tego koloru.
ga-err-not-enough-workers-for-that-space = Za mało robotników na to pole.
ga-err-storage-holds-no-cube-of-that-colour = W magazynie nie ma kostki tego koloru.
ga-err-substitution-is-mandatory-while-the-supply-holds-coal = Zamiana jest obowiązkowa, dopóki w zapasie jest węgiel.
ga-err-that-action-space-is-not-in-play = To pole akcji nie jest w grze.
ga-err-that-card-is-not-in-the-draft-display = Tej karty nie ma wśród kart do wyboru.
ga-err-that-card-is-not-one-of-your-pending-orders = Ta karta nie należy do twoich otwartych zamówień.
ga-err-that-is-not-a-mining-step = To nie jest krok wydobycia.
ga-err-that-order-has-no-empty-cell-of-that-colour = To zamówienie nie ma pustego pola tego koloru.
ga-err-the-elevator-holds-no-cube-of-that-colour = W windzie nie ma kostki tego koloru.
ga-err-the-elevator-is-already-at-that-level = Winda już jest na tym poziomie.
ga-err-the-elevator-is-at-the-surface = Winda jest na powierzchni.
ga-err-the-elevator-is-full-5-cubes = Winda jest pełna (5 kostek).
ga-err-the-elevator-must-be-at-the-surface = Winda musi być na powierzchni.
ga-err-the-supply-has-no-cube-of-that-colour = W zapasie nie ma kostki tego koloru.
ga-err-there-is-no-such-colour = Nie ma takiego koloru.
ga-err-there-is-no-such-level = Nie ma takiego poziomu.
ga-err-you-cannot-afford-that-tile = Nie stać cię na tę płytkę.
ga-err-you-cannot-carry-out-that-space-s-action = Nie możesz wykonać akcji tego pola.
ga-err-you-do-not-have-2-cubes-at-hand = Nie masz pod ręką 2 kostek.
ga-err-you-have-no-cube-at-hand = Nie masz pod ręką żadnej kostki.
ga-err-that-decision-is-not-asked-for-now = Ta decyzja nie jest teraz wymagana.
ga-err-that-card-is-not-among-the-drawn-cards = Tej karty nie ma wśród dobranych kart.
ga-err-that-item-is-not-among-those-still-to-return = Tego elementu nie ma wśród tych, które mają jeszcze wrócić.
ga-err-that-tile-is-not-among-the-drawn-tiles = Tej płytki nie ma wśród dobranych płytek.

## The terminal panel

ga-ui-shift = Zmiana { $shift }/3
ga-ui-to-decide = { $seat } decyduje
ga-ui-first-player = pierwszy gracz: { $seat }
ga-ui-supply = Zapas
ga-ui-piles = stos płytek { $tiles }, talia zamówień { $orders }
ga-ui-phase-draft = wybór zamówień, karta { $pick } z { $picks }
ga-ui-phase-place = wystawianie robotników
ga-ui-phase-take-tile = 5 płytek z wierzchu: kup 1 albo nic
ga-ui-phase-take-order = 5 zamówień z wierzchu: weź 1 albo nic
ga-ui-phase-return-end = odłóż pozostałe ({ $n }): na wierzch czy na spód
ga-ui-phase-return-order = odkładanie na { $end }: co następne ({ $placed } z { $n } wskazanych)
ga-ui-phase-substitute = niedobór węgla: kostka zastępcza na { $colour } wagonik (czeka: { $n })
ga-ui-phase-mining = wydobycie, { $steps ->
        [one] został 1 krok
        [few] zostały { $steps } kroki
        [many] zostało { $steps } kroków
       *[other] zostało { $steps } kroków
    }
ga-ui-phase-double = podwójne wypełnienie na { $card }: kostka { $cube } z 2, potem kroków: { $steps }
ga-ui-phase-over = koniec gry
ga-ui-scoring = Punktowanie na koniec zmiany { $shift }, obecni liderzy:
ga-ui-unknown = ?
ga-ui-nobody = -
ga-ui-el-yellow = żółte
ga-ui-el-brown = brązowe
ga-ui-el-grey = szare
ga-ui-el-black = czarne
ga-ui-el-wheelbarrow = taczka
ga-ui-el-carriage = wóz
ga-ui-el-truck = ciężarówka
ga-ui-el-train = pociąg
ga-ui-el-empty-yellow = puste Ż
ga-ui-el-empty-brown = puste B
ga-ui-el-empty-grey = puste S
ga-ui-el-empty-black = puste C
ga-ui-letter-yellow = Ż
ga-ui-letter-brown = B
ga-ui-letter-grey = S
ga-ui-letter-black = C
ga-ui-letter-light = J
ga-ui-letter-dark = C
ga-ui-vp-short = { $vp }PZ
ga-ui-price = { $cost }m
ga-ui-price-short = { $cost }m!
ga-ui-board = pole, oferta, robotnicy, →koszt wejścia
ga-ui-blocked = zablokowane
ga-ui-empty = (puste)
ga-ui-ready = gotowe: { $n }
ga-ui-draft = Wybór zamówień:
ga-ui-drawn = Dobrane (widzisz je tylko ty):
ga-ui-drawn-tiles-other = { $seat } ogląda { $n ->
        [one] 1 płytkę
        [few] { $n } płytki
        [many] { $n } płytek
       *[other] { $n } płytek
    }.
ga-ui-drawn-orders-other = { $seat } ogląda { $n ->
        [one] 1 kartę zamówienia
        [few] { $n } karty zamówień
        [many] { $n } kart zamówień
       *[other] { $n } kart zamówień
    }.
ga-ui-you = (ty)
ga-ui-vp = { $vp } PZ
ga-ui-marks = { $n ->
        [one] 1 marka
        [few] { $n } marki
        [many] { $n } marek
       *[other] { $n } marek
    }
ga-ui-to-move = na ruchu
ga-ui-first = pierwszy
ga-ui-vp-detail = PZ: zamówienia { $orders } + zmiany { $shifts }
ga-ui-workers = robotnicy { $n } · stołówka { $canteen } · bank { $bank }
ga-ui-elevator = winda ({ $level }):
ga-ui-at-surface = powierzchnia
ga-ui-at-yellow = P1 żółty
ga-ui-at-brown = P2 brązowy
ga-ui-at-grey = P3 szary
ga-ui-at-black = P4 czarny
ga-ui-storage = magazyn:
ga-ui-level = P{ $n } { $colour }
ga-ui-carts = { $n ->
        [one] 1 wagonik
        [few] { $n } wagoniki
        [many] { $n } wagoników
       *[other] { $n } wagoników
    }, puste { $empty }:
ga-ui-tiles = płytki tunelu: jasne { $light }, ciemne { $dark }
ga-ui-pending = otwarte zamówienia ({ $n }):
ga-ui-done = kompletne
ga-ui-delivered = dostarczone { $n }:
ga-ui-delivered-hidden = dostarczone { $n } (ukryte)
ga-ui-delivered-revealed = dostarczone { $n }, odkryte przy ostatnim punktowaniu:
ga-ui-delivered-since = +{ $n } dostarczone od tego czasu (ukryte)

ga-score-shift-1 = zmiana 1
ga-score-shift-2 = zmiana 2
ga-score-shift-3 = zmiana 3
ga-confirm-stop = Zakończyć wydobycie teraz? { $steps ->
    [one] Przepada { $steps } krok wydobycia.
    [few] Przepadają { $steps } kroki wydobycia.
    [many] Przepada { $steps } kroków wydobycia.
   *[other] Przepada { $steps } kroku wydobycia.
}
ga-err-empty-action = pusta akcja

## Decyzja słowami, do dziennika (gdy żadne zdarzenie tej decyzji jej nie opisuje)

ga-do-draft = { $seat } wybiera zamówienie { $card }.
ga-do-place = { $seat } wystawia robotników na pole { $space }.
ga-do-bank = { $seat } wystawia robotnika do banku.
ga-do-take-tile = { $seat } bierze płytkę { $tile }.
ga-do-take-order = { $seat } zatrzymuje { $card }.
ga-do-take-none = { $seat } nie bierze żadnego z dobranych elementów.
ga-do-return = { $seat } odkłada pozostałe dobrane elementy zakryte (miejsce w stosie: { $end }).
ga-do-next = { $seat } odkłada teraz { $item }.
ga-do-substitute = { $seat } kładzie { $cube } węgiel z zapasu na pusty wagonik.
ga-do-substitute-none = { $seat } zostawia nowy wagonik pusty.
ga-do-lift = { $seat } przesuwa windę: { $level }.
ga-do-load = { $seat } ładuje { $colour } węgiel z wagonika do windy.
ga-do-store = { $seat } przenosi { $colour } węgiel z windy do magazynu.
ga-do-fill = { $seat } kładzie { $colour } węgiel ({ $source }) na kartę { $card }.
ga-do-double = { $seat } wypełnia puste pole (kolor { $colour }) karty { $card } 2 kostkami.
ga-do-cube = { $seat } kładzie { $colour } węgiel ({ $source }) na pole wypełniane 2 kostkami.
ga-do-stop = { $seat } kończy wydobycie.

# Replays, once the game is over: the face-down piles, top first.
ga-pile-tiles = Stos płytek
ga-pile-orders = Talia zamówień

## Pola akcji słowami (dziennik, ostatni ruch, poczta): notacja tylko tam, gdzie pokazuje się notację.
# Po słowie „pole”: „na pole { $space }”, „z pola { $space }”.
ga-space-factory = fabryki { $number }
ga-space-factory-draw = fabryki (5 wierzchnich płytek)
ga-space-mine = wydobycia ({ $steps } { $steps ->
        [one] krok
        [few] kroki
        [many] kroków
       *[other] kroków
    })
ga-space-deliver = dostawy ({ $transport })
ga-space-money = pieniędzy ({ $marks } { $marks ->
        [one] marka
        [few] marki
        [many] marek
       *[other] marek
    })
ga-space-order = zamówienia { $number }
ga-space-order-draw = zamówień (5 wierzchnich kart)
