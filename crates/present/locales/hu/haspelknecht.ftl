# Haspelknecht: minden szöveg, amit a játékos olvas (`hk-*` kulcsok), magyarul.
# Magyar szabálykönyv nincs: a kifejezések egységes, természetes magyar társasjátékos szavak
# (a jelentést a német szabálykönyv adja). A jelölés (take 2 black 3, choose wood, done) nem fordítandó.

## Terms

hk-colour-black = fekete
hk-colour-brown = barna
hk-colour-yellow = sárga
hk-colour-any = szürke (bármilyen szín)
hk-res-coal = szén
hk-res-wood = fa
hk-res-food = élelem
hk-season-spring = tavasz
hk-season-summer = nyár
hk-season-autumn = ősz
hk-place-pinge = külfejtés
hk-place-tunnel = tárna
hk-place-shaft = akna
hk-place-farm = tanya
hk-area-pit-water = Bányavíz
hk-area-carts = Talicskák (talicskamezők)
hk-area-pools = Akciómezők és tartalékmezők
hk-area-board = Fejlesztési tábla
hk-worker-farmer = gazda
hk-worker-farmhand = béres
hk-worker-improved-farmhand = képzett béres
hk-worker-digger = szénásó
hk-worker-hewer = vájár
hk-worker-haspel = Haspelknecht
hk-worker-winch = csörlő (második Haspelknecht)
hk-worker-mill = vízimalom
hk-marker-rope = kötél
hk-marker-wheelbarrow = talicska
hk-marker-ladder = létra
hk-marker-winch = csörlő
hk-marker-lamp = olajlámpa
hk-marker-hammer = kalapács és ék
hk-building-barn = pajta
hk-building-charcoal-kiln = szénégető
hk-building-coal-storage = szénraktár
hk-building-water-mill = vízimalom
hk-symbol-none = nincs
hk-symbol-fork = villa
hk-symbol-hammer = kalapács és ék
hk-symbol-building = épület
hk-work-food = élelem
hk-work-wood = fa
hk-work-mining = bányászat
hk-work-development = fejlesztés
hk-pay-yellow = egy sárga korong
hk-pay-wheelbarrow = a talicska jelölő
hk-pay-food = 1 élelem
hk-pay-thaler = 1 tallér
hk-phase-take-discs = Korongok elvétele
hk-phase-first-year-water = Első évi bányavíz
hk-phase-planning = Tervezés
hk-phase-execution = Végrehajtás
hk-phase-winter-kiln = Tél: szénégető
hk-phase-winter-rent = Tél: haszonbér
hk-phase-winter-storage = Tél: raktározás
hk-phase-over = Vége a játéknak

## Development tiles

hk-tile-11 = Vállrúd
hk-tile-12 = Pajta
hk-tile-13 = Kapa
hk-tile-14 = Kötél
hk-tile-15 = Szénégető
hk-tile-21 = Vödör
hk-tile-22 = Talicska
hk-tile-23 = Létra
hk-tile-24 = Szénraktár
hk-tile-25 = Csörlő
hk-tile-31 = Bányafa
hk-tile-32 = Olajlámpa
hk-tile-33 = Kalapács és ék
hk-tile-34 = Szeneszsákok
hk-tile-35 = Vízimalom
hk-tile-41 = Szénfuvaros
hk-tile-42 = Csille
hk-tile-43 = Kézikocsi
hk-tile-44 = Lovas szekér
hk-tile-45 = Kis szénbánya
hk-tile-unknown = ?
hk-tile-ref = { $tile } { $name }

hk-tile-11-effect = Azonnal +1 tallér.
hk-tile-12-effect = Épület: a pajta 1 szenet, fát vagy élelmet tárol a télen át; az ott tárolt élelem 2 GyP-t ér.
hk-tile-13-effect = Képzett béres: a következő akciófázistól a béres úgy dolgozik, mint a gazda, és fejlesztést is szerezhet (de nyári bónuszt nem kap).
hk-tile-14-effect = Kötél jelölő: egyszer, egy későbbi akciófázisban, a végrehajtásod alatt eltávolíthatsz 1 bányavizet (külfejtés vagy akna), és kapsz 1 GyP-t.
hk-tile-15-effect = Épület: a szénégető 2 fát 2 szénné és 1 GyP-vé alakít, akciófázisonként egyszer, a következő akciófázistól.
hk-tile-21-effect = A tavaszi és az őszi bányavíz-fázisban többé nem kapsz bányavizet.
hk-tile-22-effect = Talicska jelölő: egy sárga korong, egyszer, egy későbbi akciófázisban. Játék vége: +1 GyP minden befejezett, talicska szimbólumos tárnaszakaszért.
hk-tile-23-effect = Létra jelölő: egy barna korong, egyszer, egy későbbi akciófázisban.
hk-tile-24-effect = Épület: a szénraktár 1 szenet (+1 GyP) és 1 fát tárol a télen át.
hk-tile-25-effect = Azonnal eltávolíthatsz 1 bányavizet. Csörlő jelölő: egy későbbi akciófázisban a Haspelknecht fizetség nélkül másodszor is munkába állhat.
hk-tile-31-effect = Választás: 3 fa és 1 bányavíz, vagy 1 tallér.
hk-tile-32-effect = +1 tallér. Olajlámpa jelölő: egy későbbi korongelvétel előtt egy tartalékmező egy korongját kicserélheted a hozzá tartozó akciómező egy korongjára. Játék vége: +1 GyP minden befejezett, olajlámpa szimbólumos tárnaszakaszért.
hk-tile-33-effect = +1 fa, majd azonnal kitermelhetsz 1 elérhető szenet. Kalapács és ék jelölő: egy fekete korong, egyszer, egy későbbi akciófázisban.
hk-tile-34-effect = Beválthatsz 1 szenet 1 tallérra, vagy 2 szenet 1 tallérra és 1 élelemre.
hk-tile-35-effect = Épület: a következő akciófázistól a vízimalom 2 fekete korongot 1 tallérrá, vagy 2 sárga korongot 1 élelemmé és 2 GyP-vé alakít, akciófázisonként egyszer.
hk-tile-41-effect = +1 tallér. Játék vége: +1 GyP minden kalapács és ék szimbólumért a lapkáidon.
hk-tile-42-effect = +1 fa, és 2 szén az aknádba, ha a külfejtésed már kimerült. Játék vége: +1 GyP minden befejezett, csille szimbólumos tárnaszakaszért.
hk-tile-43-effect = +1 élelem. Játék vége: +1 GyP minden villa szimbólumért a lapkáidon.
hk-tile-44-effect = +1 tallér és +1 élelem. Mostantól a téli szénértékelésben szenenként 1 GyP jár a széntáblázat helyett.
hk-tile-45-effect = Azonnal +3 tallér.

## Small parts of messages

hk-none = semmi
hk-list = { $items }
hk-plus = { $a } + { $b }
hk-discs-of = { $count } { $colour }
hk-amount-of = { $count } { $res }
hk-token-disc = egy { $colour } korong
hk-token-marker = { $marker } jelölő ({ $colour } korongként)
hk-turn-place = { $seat } ({ $value })
hk-plan-of = { $seat } ({ $plan })
hk-plan-tokens = { $worker }: { $discs }
hk-plan-paid = { $worker }: { $pay }
hk-plan-winch = csörlő
hk-plan-nothing = nincs terv
hk-score-line = { $category } { $points }
hk-standing = { $rank }. { $seat } { $score } GyP ({ $coal } kitermelt szén, sorrendi hely: { $position })
hk-gain-thaler = +{ $count } tallér
hk-gain-food = +{ $count } élelem
hk-gain-wood = +{ $count } fa
hk-gain-shaft-coal = +{ $count } szén az aknába
hk-gain-marker = { $marker } jelölő (a következő akciófázistól használható)
hk-gain-building = épület: { $building }
hk-gain-improved-farmhand = képzett béres (a következő akciófázistól)
hk-gain-no-pit-water = nincs több bányavíz a bányavíz-fázisokban
hk-gain-coal-vp-each = a téli szénértékelés szenenként 1 GyP

## Events

hk-ev-season-begins = { $year }. év, { $season }: kezdődik az akciófázis.
hk-ev-pit-water = Bányavíz ({ $season }): { $count ->
    [0] senki sem kap
   *[other] 1-1 bányavizet kap: { $seats }
}.
hk-ev-pit-water-bucket = Bányavíz ({ $season }): { $count ->
    [0] senki sem kap
   *[other] 1-1 bányavizet kap: { $seats }
}; a vödör szárazon tartja: { $bucket }.
hk-ev-discs-returned = Feltöltés: { $count } korong visszakerül a zsákba ({ $discs }), és minden tartalékmező korongjai átkerülnek a hozzá tartozó akciómezőre.
hk-ev-pool-refilled = { $pool }. akciómező feltöltve a zsákból: { $reserve } a tartalékmezőre, { $action } az akciómezőre.
hk-ev-discs-taken = { $seat } elvesz { $count } { $colour } korongot ({ $pool }. akciómező).
hk-ev-discs-taken-water = { $seat } elvesz { $count } { $colour } korongot ({ $pool }. akciómező), és kap 1 bányavizet (vízszimbólum).
hk-ev-oil-lamp = { $seat } használja az olajlámpát ({ $pool }. akciómező): egy { $reserve } korong a tartalékmezőről helyet cserél egy { $action } koronggal az akciómezőn.
hk-ev-water-returned = { $seat } visszaad 1 bányavizet (első évi szabály).
hk-ev-turn-order = Sorrend (az 1. talicska értéke): { $order }.
hk-ev-plans-revealed = Felfedett tervek: { $plans }.
hk-ev-produced = { $seat }: a { $worker } termel: { $count } { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 szinergia)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 nyári bónusz)"}
}.
hk-ev-synergy-action = Szinergia ({ $seat }): a { $worker } még egy fekete akciót kap.
hk-ev-coal-mined = { $seat }: a { $worker } kitermel 1 szenet: { $from } → { $to }.
hk-ev-water-removed = { $seat }: a { $worker } kimer { $count } bányavizet ({ $from }).
hk-ev-coal-hauled = { $seat }: a { $worker } felhúz 1 szenet az aknából a tanyára.
hk-ev-pinge-exhausted = { $seat } külfejtése kimerült: { $water } bányavíz átkerül az aknába, { $wood } fa visszakerül a készletbe, és a munkát a vájár meg a Haspelknecht veszi át. Külfejtés-bónusz: { $vp } GyP.
hk-ev-water-mill = { $seat } vízimalma: { $thaler } tallér, { $food } élelem és { $vp } GyP.
hk-ev-charcoal-kiln = { $seat } szénégetője 2 fát 2 szénné alakít: +1 GyP.
hk-ev-rope = { $seat } használja a kötelet: 1 bányavíz eltávolítva ({ $from }), +1 GyP.
hk-ev-acquired = { $seat }: a { $worker } megszerzi: { $tile }, { $rank }. vásárlóként: +{ $vp } GyP.
hk-ev-acquired-fee = { $seat }: a { $worker } megszerzi: { $tile }, { $rank }. vásárlóként; díj: 1 { $fee } → { $to } (nem szomszédos): +{ $vp } GyP.
hk-ev-tile-effect = { $tile } hatása ({ $seat }): { $gains }.
hk-ev-choice-nothing = { $seat } nem él a lapka hatásával: { $tile }.
hk-ev-choice-water = { $seat } eltávolít 1 bányavizet ({ $tile }).
hk-ev-choice-wood = { $seat } 3 fát és 1 bányavizet kap ({ $tile }).
hk-ev-choice-thaler = { $seat } 1 tallért kap ({ $tile }).
hk-ev-choice-mine = { $seat } kitermel 1 szenet ({ $tile }).
hk-ev-choice-exchange = { $coal ->
    [0] { $seat } nem vált be szenet ({ $tile }).
    [one] { $seat } 1 szenet 1 tallérra vált ({ $tile }).
   *[other] { $seat } 2 szenet 1 tallérra és 1 élelemre vált ({ $tile }).
}
hk-ev-workers-unused = { $seat } befejezi a végrehajtást; { $count ->
    [one] ez a tervezett munkás nem dolgozott, a korongjai elvesznek
   *[other] ezek a tervezett munkások nem dolgoztak, a korongjaik elvesznek
}: { $workers }.
hk-ev-winter-begins = { $year }. év, tél: szénértékelés, haszonbér, raktározás.
hk-ev-winter-coal = Téli szénértékelés: { $seat } tanyáján { $coal } szén van: +{ $vp } GyP.
hk-ev-winter-coal-wagon = Téli szénértékelés: { $seat } tanyáján { $coal } szén van: +{ $vp } GyP (lovas szekér: szenenként 1 GyP).
hk-ev-rent = Haszonbér: { $seat } fizet { $food } élelmet és { $thaler } tallért{ $debt ->
    [0] {""}
   *[other] , és felvesz { $debt } adósságot
}.
hk-ev-storage = Raktározás: { $seat } megtartja: { $kept } (+{ $vp } GyP), a készletbe visszakerül: { $discarded }.
hk-ev-year-ends = { $year }. év vége.
hk-ev-final-scoring = { $seat } végső pontozása: { $lines }; összesen { $total } GyP.
hk-ev-game-ends = Vége a játéknak. { $count ->
    [one] Győztes
   *[other] Győztesek
}: { $winners }. Végeredmény: { $standings }.

## What an action does (menus and tooltips)

hk-ex-take = { $count } { $colour } korong elvétele ({ $pool }. akciómező).
hk-ex-take-water = { $count } { $colour } korong elvétele ({ $pool }. akciómező) és 1 bányavíz (vízszimbólum).
hk-ex-pass = A második elvétel kihagyása, { $count } koronggal.
hk-ex-lamp = Olajlámpa ({ $pool }. akciómező): egy { $reserve } korong a tartalékmezőről helyet cserél egy { $action } koronggal az akciómezőn (a jelölő elhasználódik).
hk-ex-return-water = 1 bányavíz visszaadása a készletbe (első évi szabály).
hk-ex-keep-water = A bányavíz megtartása.
hk-ex-assign = { $token } → { $worker }.
hk-ex-pay = A { $worker } felbérelése ({ $pay }): { $does }
hk-ex-winch = A csörlő jelölő betervezése: a Haspelknecht fizetség nélkül másodszor is munkába áll.
hk-ex-plan-done = A terv lezárása; ha mindenki végzett, az összes terv egyszerre lesz felfedve.
hk-ex-winter-done = A szénégető téli időszakának lezárása.
hk-ex-activate = A { $worker } munkába állítása: { $does }
hk-ex-activate-own = { $discs } koronggal.
hk-ex-activate-digger = 2 akció a külfejtésben (mindegyik legfeljebb 2 bányavizet mer ki, vagy 1 szenet termel ki a tanyára).
hk-ex-activate-hewer = legfeljebb 3 szenet termel ki a tárnából az aknába.
hk-ex-activate-haspel = 3 akció az aknában (mindegyik legfeljebb 2 bányavizet mer ki, vagy 1 szenet húz fel a tanyára).
hk-ex-activate-winch = a Haspelknecht másodszor is dolgozik, 3 akció, fizetség nélkül.
hk-ex-activate-mill = +{ $thaler } tallér, +{ $food } élelem, +{ $vp } GyP.
hk-ex-produce = Termelés: { $count } { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 szinergia)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 nyári bónusz)"}
}.
hk-ex-mine = 1 szén kitermelése: { $from } → { $to }.
hk-ex-drain = { $count } bányavíz kimerése ({ $from }, marad { $left }).
hk-ex-haul = 1 szén felhúzása az aknából a tanyára (az aknában: { $coal }).
hk-ex-acquire = Megszerzés: { $tile }, { $vp } GyP. { $effect }
hk-ex-acquire-fee = Megszerzés: { $tile }, { $vp } GyP; díj: 1 { $fee } → { $to } (nem szomszédos). { $effect }
hk-ex-choose-nothing = A lapka hatásának kihagyása.
hk-ex-choose-water = 1 bányavíz eltávolítása.
hk-ex-choose-wood = 3 fa és 1 bányavíz.
hk-ex-choose-thaler = 1 tallér.
hk-ex-choose-mine = 1 szén kitermelése: { $from } → { $to }.
hk-ex-exchange = { $coal ->
    [0] Nincs szénbeváltás.
    [one] 1 szén beváltása 1 tallérra.
   *[other] 2 szén beváltása 1 tallérra és 1 élelemre.
}
hk-ex-stop = Az aktív munkás befejezi a munkát{ $count ->
    [0] {"."}
   *[other] ; { $count } akció elvész.
}
hk-ex-wood-pinge = 1 fa a külfejtésbe: további { $count } szén válik elérhetővé.
hk-ex-wood-tunnel = 1 fa a tárnába: { $section }. szakasz megnyílik ({ $count } szén).
hk-ex-rope = Kötél jelölő: 1 bányavíz eltávolítása ({ $from }), +1 GyP.
hk-ex-kiln = Szénégető: 2 fa → 2 szén, +1 GyP.
hk-ex-end = A végrehajtás befejezése{ $count ->
    [0] {"."}
   *[other] ; { $count } tervezett munkás korongjai elvesznek.
}
hk-ex-rent = { $food } élelem és { $thaler } tallér haszonbér kifizetése{ $debt ->
    [0] {"."}
   *[other] {" és "}{ $debt }{" adósság felvétele."}
}
hk-ex-store = Megtartás: { $kept } (+{ $vp } GyP); vissza a készletbe: { $discarded }.

## Scores and tie-break

hk-score-developments = fejlesztéslapkák
hk-score-pinge-bonus = külfejtés-bónusz
hk-score-rope = kötél
hk-score-charcoal-kiln = szénégető
hk-score-water-mill = vízimalom
hk-score-winter-coal = téli szénértékelés
hk-score-winter-storage = téli raktározás
hk-score-tunnel-sections = tárnaszakaszok
hk-score-tunnel-bonus = tárnabónusz-lapkák
hk-score-symbol-bonus = villa- és kalapácsbónusz
hk-score-buildings = épületszimbólumok
hk-score-unused-markers = fel nem használt akciójelölők
hk-score-thalers = tallérok
hk-score-debt = adósság
hk-score-pit-water = bányavíz
hk-tiebreak-coal-mined = kitermelt szén
hk-tiebreak-turn-position = sorrendi hely (a korábbi nyer)

## Rules help

hk-help-group-tiles = Fejlesztéslapkák
hk-help-group-workers = Munkások
hk-help-group-markers = Akciójelölők
hk-help-group-buildings = Épületek
hk-help-group-areas = Játékostábla és táblák
hk-help-group-year = Az év

hk-help-tile = { $level }. szint; költség: { $cost }; szimbólum: { $symbol }; { $fee }. Az első vásárló { $level } győzelmi pontot kap, minden későbbi vásárló 1-gyel kevesebbet. { $effect }
hk-fee-level-1 = mindig díj nélkül megszerezhető (1. sor)
hk-fee-level-2 = ha nem szomszédos a lapkáiddal: 1 szén, fa vagy élelem a legfelső tulajdonosnak
hk-fee-level-3 = ha nem szomszédos a lapkáiddal: 1 szén a legfelső tulajdonosnak
hk-fee-level-4 = ha nem szomszédos a lapkáiddal: 1 élelem a legfelső tulajdonosnak

hk-help-worker-farmer = Saját munkásod. Egyszínű korongokkal: a sárga élelmet, a barna fát termel, a fekete szenet termel ki vagy bányavizet mer ki (korongonként egyet). Egy lapka költségének megfelelő korongokkal megszerzi azt a fejlesztést. Nyáron, ha élelmet termel, 1-gyel többet kap.
hk-help-worker-farmhand = Saját munkásod: olyan, mint a gazda, de csak egyszínű korongokkal, és nem szerezhet fejlesztést, amíg a 13-as lapka képzetté nem teszi.
hk-help-worker-improved-farmhand = A béres a 13-as lapka után (a következő akciófázistól): úgy dolgozik, mint a gazda, és fejlesztést is szerezhet, de nyári bónuszt nem kap.
hk-help-worker-digger = Felbérelhető, amíg a külfejtés nem merült ki, egy sárga korongért, 1 élelemért vagy 1 tallérért: 2 akció a külfejtésben, mindegyik legfeljebb 2 bányavizet mer ki, vagy 1 szenet termel ki a tanyára. Csak akkor kezdhet, ha van elérhető szén a külfejtésben.
hk-help-worker-hewer = Felbérelhető, ha a külfejtés a tervezés előtt kimerült, 1 élelemért vagy 1 tallérért: legfeljebb 3 szenet termel ki a tárnából az aknába (a szén előtt fának kell lennie, az aknában legfeljebb 4 bányavíz lehet).
hk-help-worker-haspel = Felbérelhető, ha a külfejtés a tervezés előtt kimerült, egy sárga korongért, 1 élelemért vagy 1 tallérért: 3 akció az aknában, mindegyik legfeljebb 2 bányavizet mer ki, vagy 1 szenet húz fel a tanyára (csak ha legfeljebb 1 bányavíz van az aknában).
hk-help-worker-winch = A betervezett csörlő jelölő (25-ös lapka): a Haspelknecht másodszor is dolgozik, újabb 3 akcióval, fizetség nélkül.
hk-help-worker-mill = A vízimalom (35-ös lapka), a megépítése utáni akciófázistól: 2 fekete korong 1 tallért, 2 sárga korong 1 élelmet és 2 GyP-t ad, akciófázisonként egyszer.

hk-help-marker-rope = Lapka: { $tile }. Egyszer, egy későbbi akciófázisban, a végrehajtásod alatt: eltávolítasz 1 bányavizet (külfejtés vagy akna), és kapsz 1 GyP-t.
hk-help-marker-wheelbarrow = Lapka: { $tile }. Egyszer, egy későbbi akciófázisban: egy sárga korong a tervezéskor (a szénásót vagy a Haspelknechtet is kifizetheted vele).
hk-help-marker-ladder = Lapka: { $tile }. Egyszer, egy későbbi akciófázisban: egy barna korong a tervezéskor.
hk-help-marker-winch = Lapka: { $tile }. Egyszer, egy későbbi akciófázisban: a Haspelknecht fizetség nélkül másodszor is munkába áll.
hk-help-marker-lamp = Lapka: { $tile }. Egyszer, egy későbbi akciófázisban, közvetlenül az egyik korongelvételed előtt: egy tartalékmező egy korongját kicseréled a hozzá tartozó akciómező egy korongjára.
hk-help-marker-hammer = Lapka: { $tile }. Egyszer, egy későbbi akciófázisban: egy fekete korong a tervezéskor.

hk-help-building-barn = Lapka: { $tile }. A téli raktározáskor 1 szenet, fát vagy élelmet tárol; az ott tárolt élelem 2 GyP-t ér.
hk-help-building-charcoal-kiln = Lapka: { $tile }. 2 fát 2 szénné és 1 GyP-vé alakít, akciófázisonként egyszer, a végrehajtásod alatt, a megépítése utáni akciófázistól.
hk-help-building-coal-storage = Lapka: { $tile }. A téli raktározáskor 1 szenet (+1 GyP) és 1 fát tárol.
hk-help-building-water-mill = Lapka: { $tile }. 2 fekete koronggal betervezve: 1 tallér; 2 sárga koronggal: 1 élelem és 2 GyP; akciófázisonként egyszer, a megépítése utáni akciófázistól.

hk-help-area-farm = A szén-, fa- és élelemkészleted. Csak az éli túl a telet, amit eltárolsz. A tallérokat, az adósságot és a jelölőket külön tartod.
hk-help-area-pinge = A nyílt külszíni gödör: 7 szén, balról jobbra termelhető ki a tanyára. Az első üres fahelytől balra lévő szén kitermelhető; a 2 fahelyre tett fa nyitja meg a többit. 2 vagy több bányavíz esetén nincs bányászat. Az utolsó szénnel kimerül: a bányavize átkerül az aknába, és a külfejtés-bónusz az 1. évben 2 GyP, a 2. évben 1 GyP.
hk-help-area-tunnel = 11 szén 7 szakaszban, a külfejtés kimerülése után termelhető ki, balról jobbra, az aknába. Egy szakasz szene csak akkor termelhető ki, ha előtte a fahelyen fa van, és az aknában legfeljebb 4 bányavíz van. A fával ellátott, szén nélküli szakasz a játék végén pontot ér.
hk-help-area-shaft = Itt vár a tárna szene, amíg a Haspelknecht fel nem húzza a tanyára (csak ha legfeljebb 1 bányavíz van itt), és ide kerül a bányavíz, miután a külfejtés kimerült.
hk-help-area-pit-water = Minden tavasszal és ősszel kapsz 1 bányavizet (a 21-es lapkával nem), és még 1-et, ha az első elvételnél vízszimbólumos akciómezőről veszel. Akadályozza a bányászatot; a játék végén az első utáni minden bányavíz −1 GyP.
hk-help-area-carts = Az első elvétel korongjai (1. talicska) és a másodiké (2. talicska). Csak az 1. talicska határozza meg a sorrendet: sárga 3, barna 2, fekete 1, a legkisebb összeg kezd.
hk-help-area-pools = Játékosonként egy akciómező és egy tartalékmező. Minden akciófázisban elveszed egy akciómező egyik színének összes korongját, majd további egyszínű korongokat vehetsz, összesen legfeljebb 5-ig. Az olajlámpa egy tartalékkorongot az akciómezőre cserél.
hk-help-area-board = A fejlesztéslapkák 4 sorban, szintenként egy sor. Az 1. sor mindig nyitott; egy lejjebb lévő lapka díjmentes, ha érintkezik egy saját lapkáddal, különben díjat fizetsz a legfelső tulajdonosának (ha van ilyen).

hk-year-overview = Egy év
hk-year-pit-water = Bányavíz-fázisok
hk-year-refill = Feltöltés
hk-year-turn-order = Sorrend
hk-year-synergy = Szinergia
hk-year-summer-bonus = Nyári bónusz
hk-year-winter = Tél
hk-year-final-scoring = Végső pontozás
hk-year-tie-break = Holtverseny
hk-help-year-overview = Három év, mindegyikben: tavaszi bányavíz, tavaszi akciófázis, nyári akciófázis, őszi bányavíz, őszi akciófázis, tél. Ezután a végső pontozás.
hk-help-year-pit-water = Tavasszal és ősszel minden játékos, akinek nincs 21-es lapkája, kap 1 bányavizet (a külfejtésbe, vagy annak kimerülése után az aknába).
hk-help-year-refill = Az első kivételével minden akciófázisban: minden korong visszakerül a zsákba, minden tartalékmező tartalma átkerül a hozzá tartozó akciómezőre, majd minden tartalékmezőre 3 korongot húzunk, és az akciómezőket 6-ig feltöltjük.
hk-help-year-take-discs = Sorrendben minden játékos elveszi egy akciómező egyik színének összes korongját (5-öt vagy 6-ot, ha 6 vagy több van belőle); egy második körben, akinek 5-nél kevesebb korongja van, egyszínű korongokat vehet, összesen 5-ig. Az 1. év tavaszán, akinek 5-nél kevesebb korongja van, visszaadhat 1 bányavizet.
hk-help-year-turn-order = Az 1. talicska korongjai: sárga 3, barna 2, fekete 1; a legkisebb összeg kezd, holtversenynél az, aki eddig később következett.
hk-help-year-planning = Mindenki titokban korongokat tesz a gazdára, a béresre és a vízimalomra, és kifizeti a felbérelt munkásokat; a terveket egyszerre fedjük fel.
hk-help-year-execution = Sorrendben minden játékos egymás után munkába állítja a betervezett munkásait; közben fát rakhat le, használhatja a kötelet és a szénégetőt. A munkába nem állított munkások korongjai elvesznek.
hk-help-year-synergy = Ha a gazda és a béres ugyanolyan munkát végez, a második 1-gyel több élelmet, fát vagy fekete akciót kap.
hk-help-year-summer-bonus = Nyáron az élelmet termelő gazda 1-gyel több élelmet kap.
hk-help-year-winter = A tanyán lévő szén pontot ér (3 szén 2 GyP, minden további +1), ki kell fizetni a haszonbért (1. év: 2 élelem; 2. év: 2 élelem és 1 tallér; 3. év: 1 élelem és 2 tallér), minden ki nem fizetett egységért 1 adósság jár, majd 1 egységet eltárolhatsz a tanyán (fa: +1 GyP), és amit az épületeid tárolnak; a többi visszakerül a készletbe.
hk-help-year-final-scoring = Befejezett tárnaszakaszok, tárnabónusz-lapkák, villa- és kalapácsbónusz, épületszimbólumok (1/3/6/10), fel nem használt jelölőnként 1 GyP, tallérok (2/5/9/14, minden további +6), mínusz az adósság (az első 1, minden további 2) és az első utáni bányavíz.
hk-help-year-tie-break = A saját bányádból kitermelt legtöbb szén, majd a korábbi hely a végső sorrendben.

## Rule options (one line each; `kohle options`)

hk-opt-planning-mode = Tervezési mód
hk-opt-planning-mode-text = simultaneous (alapértelmezés): mindenki egyszerre, titokban tervez; sequential-in-turn-order: egymás után, nyíltan.
hk-opt-synergy-requires-effect = A szinergiához hatás kell
hk-opt-synergy-requires-effect-text = true (alapértelmezés): a szinergiához mindkét saját munkásnak el kell érnie valamit; false: elég, ha ugyanolyan munkát végeznek.
hk-opt-coal-digger-requires-accessible-coal = A szénásónak elérhető szén kell
hk-opt-coal-digger-requires-accessible-coal-text = true (alapértelmezés, német szabály): a szénásó csak elérhető külfejtésbeli szénnel kezdhet; false: bármely ki nem merült külfejtésben.
hk-opt-coal-digger-mode = A szénásó működése
hk-opt-coal-digger-mode-text = player-choice (alapértelmezés): minden akcióját te választod; automatic (lengyel/spanyol szabály): bányavizet mer ki, amíg 2 vagy több van a külfejtésben, különben szenet termel ki.
hk-opt-hewer-ignores-wood = A vájárnak nem kell fa
hk-opt-hewer-ignores-wood-text = false (alapértelmezés): a vájárnak is fa kell a szén előtt, mint mindenkinek; true: fa nélkül is bányászik.
hk-opt-rent-payment-voluntary = Önkéntes haszonbér
hk-opt-rent-payment-voluntary-text = false (alapértelmezés): a haszonbért amennyire lehet, ki kell fizetni; true: te döntöd el, mennyit fizetsz, a maradékért adósságot veszel fel.
hk-opt-charcoal-kiln = Szénégető
hk-opt-charcoal-kiln-text = once-per-action-phase-from-next-phase (alapértelmezés, német szabály); any-time-unlimited (lengyel szabály): bármikor, télen is.
hk-opt-improved-farmhand-gets-summer-bonus = Nyári bónusz a képzett béresnek
hk-opt-improved-farmhand-gets-summer-bonus-text = false (alapértelmezés): csak a gazda kap nyári bónuszt; true: a képzett béres is.
hk-opt-own-workers-remove-shaft-water = Saját munkások is kimerhetik az aknát
hk-opt-own-workers-remove-shaft-water-text = false (alapértelmezés, német szabály): az akna vizét csak a Haspelknecht merheti ki; true: a saját munkások fekete korongjai is.
hk-opt-over-six-same-colour = Hat vagy több egy színből
hk-opt-over-six-same-colour-text = take-six-or-five (alapértelmezés): ha 6 vagy több ilyen színű korong van a mezőn, 5-öt vagy 6-ot veszel; take-all: mindet elveszed; cap-five: sosem többet 5-nél.
hk-opt-second-take-may-take-fewer = Kevesebb korong a második elvételnél
hk-opt-second-take-may-take-fewer-text = false (alapértelmezés): a második elvétel 5 korongig tölt fel; true: 1-től eddig bármennyit vehetsz.
hk-opt-tile33-ignores-water = A kalapács és ék figyelmen kívül hagyja a vizet
hk-opt-tile33-ignores-water-text = false (alapértelmezés): a 33-as lapka szenére érvényesek a bányavíz-korlátok; true: nem érvényesek.
hk-opt-oil-lamp-any-time-in-action-phase = Olajlámpa bármikor
hk-opt-oil-lamp-any-time-in-action-phase-text = false (alapértelmezés): az olajlámpát közvetlenül a korongelvételed előtt használod; true: a végrehajtásod alatt is.
hk-opt-mine-cart-coal-before-exhaustion = Csille-szén a kimerülés előtt
hk-opt-mine-cart-coal-before-exhaustion-text = false (alapértelmezés, német szabály): a 42-es lapka csak a külfejtés kimerülése után ad szenet az aknába; true: mindig.
hk-opt-hired-workers-follow-live-state = A felbérelt munkások a külfejtés aktuális állapotát követik
hk-opt-hired-workers-follow-live-state-text = false (alapértelmezés): a felbérelt munkások elérhetőségét a külfejtés tervezés eleji állapota dönti el; true: az állapota, amikor dolgoznak.
hk-opt-tunnel-wood-before-exhaustion = Fa a tárnába a kimerülés előtt
hk-opt-tunnel-wood-before-exhaustion-text = true (alapértelmezés): fa a külfejtés kimerülése előtt is kerülhet a tárnába; false: csak utána.
hk-opt-water-mill-multiple-pairs = Több pár a vízimalomra
hk-opt-water-mill-multiple-pairs-text = false (alapértelmezés): a vízimalom pontosan egy párt fogad; true: több pár fekete vagy sárga korongot is.
hk-opt-adjacency = Szomszédosság
hk-opt-adjacency-text = any-touching-tile (alapértelmezés): bármely érintkező saját lapka díjmentessé teszi a lapkát; only-previous-row: csak a fölötte lévő sor érintkező lapkája.
hk-opt-max-developments-per-player = Fejlesztések játékosonként
hk-opt-max-developments-per-player-text = none (alapértelmezés): nincs korlát; egy szám (9 = a dobozban lévő játékoskorongok) korlátozza, hány fejlesztése lehet egy játékosnak.
hk-opt-acquisition-allows-surplus-tokens = Felesleges korongok a fejlesztésekhez
hk-opt-acquisition-allows-surplus-tokens-text = false (alapértelmezés): a korongoknak pontosan a költségnek kell megfelelniük; true: több korong is tehető, a felesleg elvész.
hk-opt-coal-sacks-fresh-coal = A szeneszsákok friss szenet is beváltanak
hk-opt-coal-sacks-fresh-coal-text = true (alapértelmezés): a 34-es lapka az ebben az akciófázisban szerzett szenet is beválthatja; false: csak a korábbit.
hk-opt-wood-vp-in-building-slots = Fa pontot ér az épületekben
hk-opt-wood-vp-in-building-slots-text = false (alapértelmezés): csak a tanyán eltárolt fa ér 1 GyP-t; true: az eltárolt fa minden tárolóhelyen pontot ér.
hk-opt-layout = Fejlesztési elrendezés
hk-opt-layout-text = first-game (alapértelmezés): szintenként a legkisebb számú lapkák; a komponenstáblázat egy elnevezett változata; vagy random.
hk-opt-start-with-buildings = Kezdés a hiányzó épületekkel
hk-opt-start-with-buildings-text = false (alapértelmezés); true: mindenki megkapja kezdéskor az elrendezésből hiányzó épületlapkák épületeit.
hk-opt-start-with-improved-farmhand = Kezdés képzett béressel
hk-opt-start-with-improved-farmhand-text = false (alapértelmezés); true: mindenki képzett béressel kezd, ha a 13-as lapka hiányzik az elrendezésből.
hk-opt-components = Komponenstáblázat
hk-opt-components-text = A lapkaköltségek, szimbólumok, tárnaszakaszok, akciómezők és elrendezések táblázata (címkézett rekonstrukció; javításhoz a `kohle components` kiírja).

## Why an action is refused (keyed by the English text of the rule error)

hk-err-that-tile-is-not-in-play = Ez a lapka nincs játékban.
hk-err-each-player-owns-a-tile-at-most-once = Minden lapkából legfeljebb egy lehet egy játékosé.
hk-err-no-player-disc-left-to-mark-a-development = Nincs több játékoskorongod a fejlesztés jelöléséhez.
hk-err-the-worker-s-tokens-do-not-match-the-tile-s-requirement = A munkás korongjai nem felelnek meg a lapka költségének.
hk-err-no-fee-is-due-for-this-tile = Ezért a lapkáért nem jár díj.
hk-err-not-adjacent-to-an-own-tile-and-owned-by-nobody = Nem szomszédos egy saját lapkáddal sem, és senkié sem.
hk-err-a-non-adjacent-tile-costs-a-fee-to-its-top-owner = A nem szomszédos lapkáért díjat kell fizetni a legfelső tulajdonosának.
hk-err-wrong-fee-resource-for-this-level = Ezen a szinten nem ezzel az erőforrással kell fizetni a díjat.
hk-err-the-fee-resource-is-not-on-the-farm = A díjhoz szükséges erőforrás nincs a tanyán.
hk-err-no-such-tile = Nincs ilyen lapka.
hk-err-there-is-no-pit-water-to-remove = Nincs eltávolítható bányavíz.
hk-err-no-accessible-coal-can-be-mined-now-wood-or-pit-water-blocks-it = Most nincs kitermelhető elérhető szén (fa vagy bányavíz akadályozza).
hk-err-not-that-much-coal-on-the-farm-to-exchange = Nincs ennyi beváltható szén a tanyán.
hk-err-the-plan-is-already-done = A terv már le van zárva.
hk-err-after-that-the-tokens-left-could-not-complete-the-plan = Ezután a megmaradt korongokkal nem lehetne befejezni a tervet.
hk-err-now-plan-your-workers-put-tokens-on-them-pay-hired-workers-or-done = Most a munkásaidat tervezed: tegyél rájuk korongokat, fizesd ki a felbérelt munkásokat, vagy `done`.
hk-err-the-first-take-cannot-be-skipped-take-discs-from-a-pool = Az első elvétel nem hagyható ki: vegyél korongokat egy akciómezőről.
hk-err-discs-are-taken-only-at-the-start-of-an-action-phase = Korongokat csak az akciófázis elején lehet elvenni.
hk-err-the-oil-lamp-is-used-on-your-disc-taking-turns-or-during-your-execution = Az olajlámpát a korongelvételeidkor vagy a végrehajtásod alatt lehet használni.
hk-err-the-oil-lamp-is-used-only-right-before-one-of-your-disc-taking-turns = Az olajlámpát csak közvetlenül az egyik korongelvételed előtt lehet használni.
hk-err-pit-water-is-returned-only-in-the-spring-of-year-1-after-taking-discs = Bányavizet csak az 1. év tavaszán, a korongelvétel után lehet visszaadni.
hk-err-workers-are-planned-only-during-planning = Munkásokat csak a tervezéskor lehet betervezni.
hk-err-winter-storage-ends-with-your-store-decision = A téli raktározás a `store` döntéseddel ér véget.
hk-err-done-ends-a-plan-or-the-winter-kiln-window-and-neither-is-under-way = A `done` egy tervet vagy a szénégető téli időszakát zárja le, de most egyik sincs folyamatban.
hk-err-no-tile-effect-waits-for-a-choice = Egyik lapkahatás sem vár választásra.
hk-err-workers-act-only-during-their-owner-s-execution = A munkások csak a tulajdonosuk végrehajtása alatt dolgoznak.
hk-err-the-rope-marker-is-used-during-your-execution = A kötél jelölőt a végrehajtásod alatt lehet használni.
hk-err-wood-is-placed-on-your-disc-taking-turns-in-your-execution-and-in-winter-before-storage = Fát a korongelvételeidkor, a végrehajtásod alatt és télen a raktározás előtt lehet lerakni.
hk-err-rent-is-paid-by-itself-in-winter-the-rule-option-for-voluntary-rent-is-off = A haszonbér télen magától kifizetődik (az önkéntes haszonbér szabályopció ki van kapcsolva).
hk-err-rent-is-paid-in-winter-after-coal-scoring = A haszonbért télen, a szénértékelés után kell kifizetni.
hk-err-storage-comes-after-coal-scoring-end-the-kiln-window-with-done-first = A raktározás a szénértékelés után jön: előbb zárd le a szénégető időszakát a `done` paranccsal.
hk-err-storage-is-chosen-in-winter-after-coal-scoring-and-rent = A raktározásról télen, a szénértékelés és a haszonbér után kell dönteni.
hk-err-the-charcoal-kiln-is-used-during-your-execution = A szénégetőt a végrehajtásod alatt lehet használni.
hk-err-the-charcoal-kiln-is-used-during-your-execution-or-in-winter-before-storage = A szénégetőt a végrehajtásod alatt vagy télen a raktározás előtt lehet használni.
hk-err-that-pool-is-not-in-play-with-this-many-players = Ennyi játékosnál ez az akciómező nincs játékban.
hk-err-the-pool-has-no-disc-of-that-colour = Ezen az akciómezőn nincs ilyen színű korong.
hk-err-the-second-take-takes-1-disc-or-more-of-that-colour-up-to-5-discs-in-all = A második elvétel 1 vagy több ilyen színű korongot vesz el, összesen legfeljebb 5 korongig.
hk-err-the-second-take-takes-discs-of-that-colour-up-to-5-discs-in-all-no-fewer = A második elvétel ilyen színű korongokat vesz el, összesen 5 korongig, nem kevesebbet.
hk-err-the-first-take-takes-every-disc-of-that-colour-5-or-6-when-the-pool-holds-6-or-more = Az első elvétel az adott szín összes korongját elveszi (5-öt vagy 6-ot, ha 6 vagy több van a mezőn).
hk-err-the-first-take-takes-every-disc-of-that-colour = Az első elvétel az adott szín összes korongját elveszi.
hk-err-the-first-take-takes-every-disc-of-that-colour-at-most-5 = Az első elvétel az adott szín összes korongját elveszi, legfeljebb 5-öt.
hk-err-the-oil-lamp-swaps-discs-of-two-different-colours = Az olajlámpa két különböző színű korongot cserél ki.
hk-err-the-reserve-pool-has-no-disc-of-that-colour = A tartalékmezőn nincs ilyen színű korong.
hk-err-the-action-pool-has-no-disc-of-that-colour = Az akciómezőn nincs ilyen színű korong.
hk-err-you-have-no-such-marker = Nincs ilyen jelölőd.
hk-err-a-marker-works-from-the-action-phase-after-it-was-gained = A jelölő a megszerzése utáni akciófázistól használható.
hk-err-that-marker-is-already-in-your-plan = Ez a jelölő már szerepel a tervedben.
hk-err-no-wood-on-the-farm = Nincs fa a tanyán.
hk-err-the-pinge-is-exhausted-it-takes-no-more-wood = A külfejtés kimerült: több fa nem tehető bele.
hk-err-both-pinge-wood-slots-are-filled = A külfejtés mindkét fahelye foglalt.
hk-err-all-7-tunnel-wood-slots-are-filled = A tárna mind a 7 fahelye foglalt.
hk-err-wood-goes-into-the-tunnel-only-once-the-pinge-is-exhausted-rule-option = Fa csak a külfejtés kimerülése után kerülhet a tárnába (szabályopció).
hk-err-no-charcoal-kiln-it-comes-with-tile-15 = Nincs szénégetőd: a 15-ös lapkával jár.
hk-err-the-charcoal-kiln-needs-2-wood-on-the-farm = A szénégetőhöz 2 fa kell a tanyán.
hk-err-the-charcoal-kiln-works-from-the-action-phase-after-it-was-built = A szénégető a megépítése utáni akciófázistól működik.
hk-err-the-charcoal-kiln-was-already-used-this-action-phase = A szénégetőt ebben az akciófázisban már használtad.
hk-err-the-water-mill-works-from-the-action-phase-after-it-was-built = A vízimalom a megépítése utáni akciófázistól működik.
hk-err-no-water-mill-it-comes-with-tile-35 = Nincs vízimalmod: a 35-ös lapkával jár.
hk-err-no-disc-of-that-colour-left-to-plan = Nincs több betervezhető ilyen színű korongod.
hk-err-the-water-mill-takes-pairs-of-black-or-of-yellow-tokens = A vízimalom fekete vagy sárga korongpárokat fogad.
hk-err-the-water-mill-takes-exactly-2-black-or-2-yellow-tokens = A vízimalom pontosan 2 fekete vagy 2 sárga korongot fogad.
hk-err-the-farmhand-takes-tokens-of-one-colour-mixing-them-needs-the-improved-farmhand = A béres csak egyszínű korongokat kaphat (vegyes színekhez képzett béres kell).
hk-err-tokens-of-different-colours-must-match-the-cost-of-a-tile-you-can-still-buy = A különböző színű korongoknak egy még megszerezhető lapka költségének kell megfelelniük.
hk-err-the-coal-digger-is-gone-the-pinge-was-exhausted-before-planning = A szénásó már nincs: a külfejtés a tervezés előtt kimerült.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-was-exhausted-before-planning = A vájár és a Haspelknecht csak akkor dolgozik, ha a külfejtés a tervezés előtt kimerült.
hk-err-that-worker-is-already-paid = Ez a munkás már ki van fizetve.
hk-err-the-hewer-is-paid-with-food-or-a-thaler-only = A vájárt csak élelemmel vagy tallérral lehet kifizetni.
hk-err-no-yellow-disc-left-to-pay-with = Nincs több sárga korongod a fizetéshez.
hk-err-no-food-left-to-pay-with = Nincs több élelmed a fizetéshez.
hk-err-no-thaler-left-to-pay-with = Nincs több tallérod a fizetéshez.
hk-err-a-hired-worker-is-paid-with-a-yellow-disc-the-wheelbarrow-food-or-a-thaler = A felbérelt munkást sárga koronggal, a talicska jelölővel, élelemmel vagy tallérral lehet kifizetni.
hk-err-the-winch-works-only-once-the-pinge-was-exhausted-before-planning = A csörlő csak akkor működik, ha a külfejtés a tervezés előtt kimerült.
hk-err-the-winch-is-already-in-your-plan = A csörlő már szerepel a tervedben.
hk-err-the-water-mill-needs-pairs-of-black-or-of-yellow-tokens = A vízimalomhoz fekete vagy sárga korongpárok kellenek.
hk-err-the-water-mill-needs-exactly-2-black-or-2-yellow-tokens = A vízimalomhoz pontosan 2 fekete vagy 2 sárga korong kell.
hk-err-the-farmer-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = A gazda vegyes korongjai még nem felelnek meg egyetlen megszerezhető lapka költségének sem.
hk-err-the-farmhand-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = A béres vegyes korongjai még nem felelnek meg egyetlen megszerezhető lapka költségének sem.
hk-err-that-worker-has-already-worked-this-phase = Ez a munkás ebben a fázisban már dolgozott.
hk-err-that-worker-is-not-in-your-plan = Ez a munkás nem szerepel a tervedben.
hk-err-the-coal-digger-is-gone-the-pinge-is-exhausted = A szénásó már nincs: a külfejtés kimerült.
hk-err-the-coal-digger-needs-accessible-pinge-coal-place-wood-in-the-pinge-first = A szénásónak elérhető szén kell a külfejtésben: előbb tegyél fát a külfejtésbe.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-is-exhausted = A vájár és a Haspelknecht csak a külfejtés kimerülése után dolgozik.
hk-err-this-worker-has-already-begun-other-work = Ez a munkás már másfajta munkába kezdett.
hk-err-the-farmhand-acquires-developments-only-when-improved-tile-13-from-the-next-action-phase = A béres csak képzettként szerezhet fejlesztést (13-as lapka, a következő akciófázistól).
hk-err-only-the-farmer-and-the-improved-farmhand-acquire-developments = Fejlesztést csak a gazda és a képzett béres szerezhet.
hk-err-the-pinge-is-exhausted = A külfejtés kimerült.
hk-err-no-accessible-pinge-coal-place-wood-in-the-pinge-first = Nincs elérhető szén a külfejtésben: előbb tegyél fát a külfejtésbe.
hk-err-2-or-more-pit-water-in-the-pinge-remove-water-before-mining = 2 vagy több bányavíz van a külfejtésben: bányászat előtt merd ki a vizet.
hk-err-no-pinge-coal-can-be-mined-now = Most nem termelhető ki szén a külfejtésből.
hk-err-the-tunnel-is-mined-only-once-the-pinge-is-exhausted = A tárnában csak a külfejtés kimerülése után lehet bányászni.
hk-err-the-tunnel-has-no-coal-left = A tárnában nem maradt szén.
hk-err-the-next-tunnel-coal-has-no-wood-before-it-place-wood-in-the-tunnel-first = A tárna következő szene előtt nincs fa: előbb tegyél fát a tárnába.
hk-err-5-or-more-pit-water-in-the-shaft-no-tunnel-coal-can-be-mined = 5 vagy több bányavíz van az aknában: a tárnából nem termelhető ki szén.
hk-err-no-tunnel-coal-can-be-mined-now = Most nem termelhető ki szén a tárnából.
hk-err-this-worker-has-no-actions-left-stop = Ennek a munkásnak nem maradt akciója: `stop`.
hk-err-this-worker-has-already-done-its-work-this-phase = Ez a munkás ebben a fázisban már elvégezte a munkáját.
hk-err-this-worker-is-mining-it-produces-nothing-this-phase = Ez a munkás bányászik: ebben a fázisban nem termel semmit.
hk-err-tokens-of-different-colours-only-buy-a-development = Különböző színű korongokkal csak fejlesztést lehet szerezni.
hk-err-black-tokens-mine-coal-or-remove-pit-water-they-produce-nothing = A fekete korongok szenet termelnek ki vagy bányavizet mernek ki; nem termelnek semmit.
hk-err-only-black-tokens-mine-coal-or-remove-pit-water = Csak a fekete korongok termelnek ki szenet vagy mernek ki bányavizet.
hk-err-own-workers-cannot-remove-shaft-water-only-the-haspelknecht-can = A saját munkások nem merhetik ki az akna vizét: csak a Haspelknecht.
hk-err-no-pit-water-in-the-shaft = Nincs bányavíz az aknában.
hk-err-no-pit-water-in-the-pinge = Nincs bányavíz a külfejtésben.
hk-err-only-the-haspelknecht-hoists-coal-from-the-shaft = Szenet az aknából csak a Haspelknecht húzhat fel.
hk-err-in-automatic-mode-the-coal-digger-mines-while-at-most-1-pit-water-is-left = Automatikus módban a szénásó akkor bányászik, ha legfeljebb 1 bányavíz maradt.
hk-err-in-automatic-mode-the-coal-digger-removes-pit-water-while-2-or-more-are-left = Automatikus módban a szénásó bányavizet mer ki, amíg 2 vagy több maradt.
hk-err-the-coal-digger-removes-pit-water-or-mines-coal-in-the-pinge = A szénásó a külfejtésben bányavizet mer ki vagy szenet termel ki.
hk-err-the-hewer-only-mines-tunnel-coal = A vájár csak a tárnából termel ki szenet.
hk-err-2-or-more-pit-water-in-the-shaft-remove-water-before-hoisting-coal = 2 vagy több bányavíz van az aknában: a szén felhúzása előtt merd ki a vizet.
hk-err-no-coal-in-the-shaft-to-hoist = Nincs felhúzható szén az aknában.
hk-err-the-haspelknecht-removes-shaft-water-or-hoists-coal = A Haspelknecht az akna vizét meri ki vagy szenet húz fel.
hk-err-the-water-mill-has-no-actions = A vízimalomnak nincsenek akciói.
hk-err-the-winch-tile-25-asks-choose-water-or-choose-nothing = A csörlő (25-ös lapka) választást vár: `choose water` vagy `choose nothing`.
hk-err-the-pit-props-tile-31-ask-choose-wood-or-choose-thaler = A bányafa (31-es lapka) választást vár: `choose wood` vagy `choose thaler`.
hk-err-the-hammer-and-pick-tile-33-asks-choose-mine-or-choose-nothing = A kalapács és ék (33-as lapka) választást vár: `choose mine` vagy `choose nothing`.
hk-err-the-coal-sacks-tile-34-ask-exchange-0-1-or-2 = A szeneszsákok (34-es lapka) választást várnak: `exchange 0`, `exchange 1` vagy `exchange 2`.
hk-err-that-is-more-food-than-the-rent = Ez több élelem, mint a haszonbér.
hk-err-that-is-more-thalers-than-the-rent = Ez több tallér, mint a haszonbér.
hk-err-not-that-much-food-on-the-farm = Nincs ennyi élelem a tanyán.
hk-err-not-that-many-thalers = Nincs ennyi tallérod.
hk-err-no-barn-tile-12-to-store-in = Nincs pajtád (12-es lapka), amiben tárolhatnál.
hk-err-no-coal-storage-tile-24-to-store-in = Nincs szénraktárad (24-es lapka), amiben tárolhatnál.
hk-err-not-that-much-coal-wood-or-food-on-the-farm = Nincs ennyi szén, fa vagy élelem a tanyán.
hk-err-one-worker-at-a-time-finish-the-active-worker-first-its-actions-or-stop = Egyszerre csak egy munkás dolgozhat: előbb fejezd be az aktív munkást (az akcióival vagy `stop`).
hk-err-no-worker-is-active-activate-one-first = Nincs aktív munkás: előbb állíts munkába egyet.
hk-err-no-worker-is-active-activate-the-farmer-or-improved-farmhand-first = Nincs aktív munkás: előbb állítsd munkába a gazdát (vagy a képzett bérest).

## The terminal panel

hk-ui-header = Év { $year }/3, { $season }
hk-ui-phase-take = korongelvétel ({ $step }. kör): { $seat }
hk-ui-phase-first-year-water = 1 bányavíz visszaadása vagy sem: { $seat }
hk-ui-phase-planning = tervezés (egyszerre, titokban)
hk-ui-phase-planning-seat = tervezés: { $seat }
hk-ui-phase-execution = végrehajtás: { $seat }
hk-ui-phase-winter-kiln = tél, szénégető: { $seat }
hk-ui-phase-winter-rent = tél, haszonbér: { $seat }
hk-ui-phase-winter-storage = tél, raktározás: { $seat }
hk-ui-phase-over = vége a játéknak
hk-ui-turn-order = Sorrend: { $seats }
hk-ui-pool = { $pool }. akciómező:
hk-ui-pool-water = ≈víz
hk-ui-reserve = tartalék
hk-ui-bag = Zsák:
hk-ui-abbr-black = fe
hk-ui-abbr-brown = ba
hk-ui-abbr-yellow = sá
hk-ui-abbr-any = sz
hk-ui-acting = Dolgozik: { $worker } ({ $steps } akció maradt)
hk-ui-acting-none = Egy munkás sem dolgozik
hk-ui-to-activate = még munkába állítható: { $workers }
hk-ui-choice = { $tile } { $name } a választásodra vár:
hk-ui-board = Fejlesztési tábla: lapka, költség, tulajdonosok, hatás
hk-ui-board-legend = ✓ neked díjmentes  $ díj a legfelső tulajdonosnak  ✗ még nem nyitott  ● a tiéd
hk-ui-level = { $level }. szint
hk-ui-seat-short = J{ $n }
hk-ui-you = (te)
hk-ui-vp = { $vp } GyP
hk-ui-coal-mined = kitermelt szén { $coal }
hk-ui-stock = szén { $coal } · fa { $wood } · élelem { $food } · tallér { $thaler }
hk-ui-debt = adósság { $debt }
hk-ui-pinge = Külfejtés: { $coal } szén, { $wood }/2 fa
hk-ui-pinge-open = { $open } elérhető, { $blocked } üres fahely mögött
hk-ui-pinge-exhausted = A külfejtés kimerült: a vájár és a Haspelknecht dolgozik
hk-ui-pinge-flooded = (2+: nincs bányászat)
hk-ui-water = { $water } bányavíz
hk-ui-tunnel = tárna: { $mined }/11 kitermelve, { $wood }/7 fa
hk-ui-sections-reachable = elérhető: { $sections }
hk-ui-sections-complete = befejezett: { $sections }
hk-ui-shaft = akna: { $coal } szén
hk-ui-shaft-no-hoist = (2+: nincs felhúzás)
hk-ui-shaft-flooded = (5+: nincs tárnabányászat)
hk-ui-carts = talicskák:
hk-ui-tiles = lapkák:
hk-ui-owns = van:
hk-ui-marker-new = (következő fázis)
hk-ui-plan = terv:
hk-ui-plan-so-far = eddigi terv:
hk-ui-planning = (tervez)
hk-ui-plan-hidden = (rejtett terv)
hk-ui-hired = { $worker } ({ $pay })
hk-ui-tile-11 = +1 tallér
hk-ui-tile-12 = pajta: 1 tárolás (élelem +2 GyP)
hk-ui-tile-13 = képzett béres
hk-ui-tile-14 = kötél: -1 víz, +1 GyP
hk-ui-tile-15 = szénégető: 2 fa → 2 szén +1 GyP
hk-ui-tile-21 = nincs évszakos bányavíz
hk-ui-tile-22 = talicska = sárga; szakaszok
hk-ui-tile-23 = létra = barna
hk-ui-tile-24 = szénraktár: 1 szén + 1 fa
hk-ui-tile-25 = -1 víz; csörlő jelölő
hk-ui-tile-31 = 3 fa + 1 víz, vagy 1 tallér
hk-ui-tile-32 = +1 tallér; olajlámpa; szakaszok
hk-ui-tile-33 = +1 fa, 1 szén; kalapács = fekete
hk-ui-tile-34 = 1-2 szén → tallér (+élelem)
hk-ui-tile-35 = vízimalom
hk-ui-tile-41 = +1 tallér; GyP kalapácsonként
hk-ui-tile-42 = +1 fa (+2 szén az aknába); szakaszok
hk-ui-tile-43 = +1 élelem; GyP villánként
hk-ui-tile-44 = +1 tallér +1 élelem; 1 GyP/szén
hk-ui-tile-45 = +3 tallér

hk-confirm-end = Befejezed most a végrehajtást? { $count } tervezett munkás nem csinál semmit.
hk-confirm-stop = Leállítod most ezt a munkást? { $count } akció elvész.

## The web page (crates/server/web/haspelknecht.js)

hk-web-actions = Akciók
hk-web-turn-order = Sorrend:
hk-web-acting = Dolgozik: { $worker } (hátralévő akciók: { $steps })
hk-web-acting-new = Dolgozik: { $worker } (a munkája még nincs kiválasztva)
hk-web-to-activate = még munkába állítható:
hk-web-first-work = az első saját munkás munkája: { $work }
hk-web-water-pool = Vízszimbólum: aki az első elvételnél erről az akciómezőről vesz, 1 bányavizet kap.
hk-web-action-pool = akciómező
hk-web-pool-colour = Korongok ezen az akciómezőn ({ $colour }): { $count }
hk-web-reserve-colour = Korongok ezen a tartalékmezőn ({ $colour }): { $count }
hk-web-bag = A zsákban lévő korongok (minden láthatóból kikövetkeztethetők).
hk-web-tile-owners = Tulajdonosok alulról felfelé: { $owners }. A következő vásárló { $vp } GyP-t kap.
hk-web-symbol = Szimbólum
hk-web-vp-help = Eddigi győzelmi pontok
hk-web-thaler = tallér
hk-web-debt = adósság
hk-web-exhausted = kimerült
hk-web-wood-slot-filled = Fahely, foglalt: a mögötte lévő szén elérhető.
hk-web-wood-slot-empty = Fahely, üres: a mögötte lévő szén elzárva marad, amíg fa nem kerül rá.
hk-web-coal-blocked = Üres fahely mögötti szén: elzárva.
hk-web-coal-open = Kitermelhető szén (ha a bányavíz engedi).
hk-web-section = { $section }. tárnaszakasz: { $coal } szén maradt; befejezve { $vp } GyP.
hk-web-section-complete = Befejezett: nincs benne szén, és fa van a fahelyén.
hk-web-section-reachable = Elérhető: fa van a fahelyén, és még van benne szén.
hk-web-cart = { $n }. talicska
hk-web-steps = hátralévő akciók: { $steps }
hk-web-waiting = betervezve, vár
hk-web-worked = már dolgozott

## Egy döntés szavakkal, a naplóba (ha a döntés egyik eseménye sem mondja el)

hk-do-take = { $seat } elvesz { $count } { $colour } korongot ({ $pool }. akciómező).
hk-do-pass = { $seat } kihagyja a második elvételt.
hk-do-lamp = { $seat } használja az olajlámpát ({ $pool }. akciómező).
hk-do-return-water = { $seat } visszaad 1 bányavizet.
hk-do-keep-water = { $seat } megtartja a bányavizet.
hk-do-assign = { $seat } tervez: { $token } → { $worker }.
hk-do-pay = { $seat } felbéreli: { $worker } ({ $pay }).
hk-do-winch = { $seat } betervezi a csörlő jelölőt.
hk-do-done = { $seat } végzett.
hk-do-activate = { $seat } munkába állítja: { $worker }.
hk-do-produce = { $seat } termel.
hk-do-mine = { $seat } kitermel 1 szenet.
hk-do-drain = { $seat } bányavizet mer ki.
hk-do-haul = { $seat } felhúz 1 szenet az aknából.
hk-do-acquire = { $seat } megszerzi: { $tile }.
hk-do-choose = { $seat } választ a lapka hatásához.
hk-do-stop = { $seat } leállítja az aktív munkást.
hk-do-wood-pinge = { $seat } 1 fát tesz a külfejtésbe.
hk-do-wood-tunnel = { $seat } 1 fát tesz a tárnába.
hk-do-rope = { $seat } használja a kötél jelölőt.
hk-do-kiln = { $seat } használja a szénégetőt.
hk-do-end = { $seat } befejezi a végrehajtást.
hk-do-rent = { $seat } haszonbért fizet: { $food } élelem, { $thaler } tallér.
hk-do-store = { $seat } árut raktároz a télre.
