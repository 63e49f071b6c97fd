# Glück Auf (Coal Baron), magyarul: Szénre fel.
# A játékkifejezések a magyar szabálykönyvből valók (Delta Vision, 2014; shared/seeds/001_*.txt).
# A jelölés (factory 3, OC10, lapkaszámok) sosem fordítandó.

## Terms

ga-colour-yellow = sárga
ga-colour-brown = barna
ga-colour-grey = szürke
ga-colour-black = fekete

ga-transport-wheelbarrow = taliga
ga-transport-carriage = lovas kocsi
ga-transport-truck = teherautó
ga-transport-train = vonat

ga-side-light = világos
ga-side-dark = sötét

ga-level-surface = felszín
ga-level-yellow = sárga szint
ga-level-brown = barna szint
ga-level-grey = szürke szint
ga-level-black = fekete szint

# "a pakli tetejére / aljára"
ga-end-top = tetejére
ga-end-bottom = aljára

ga-source-elevator = felvonó
ga-source-storage = raktár

ga-element-yellow-cells = sárga szén ikonok
ga-element-brown-cells = barna szén ikonok
ga-element-grey-cells = szürke szén ikonok
ga-element-black-cells = fekete szén ikonok
ga-element-wheelbarrow-cells = szén ikonok (taliga)
ga-element-carriage-cells = szén ikonok (lovas kocsi)
ga-element-truck-cells = szén ikonok (teherautó)
ga-element-train-cells = szén ikonok (vonat)
ga-element-empty-yellow-carts = üres sárga csillék
ga-element-empty-brown-carts = üres barna csillék
ga-element-empty-grey-carts = üres szürke csillék
ga-element-empty-black-carts = üres fekete csillék

# "2 szürke" (szénkockák vagy megrendelés rubrikák egy színből)
ga-coal-count = { $n } { $colour }
# "17. tárnalapka (2 szürke csille, világos)"
ga-tile = { $number }. tárnalapka ({ $carts } { $colour } csille, { $side })
# "OC10 (lovas kocsi, 10 GyP: 1 sárga, 1 barna, 1 szürke, 1 fekete)"
ga-order = { $card } ({ $transport }, { $vp } GyP: { $cells })

## Events

ga-ev-draft-leftover = Vége a megrendelések kiválasztásának: a senki által el nem vett { $card } kártya ide kerül: { $space }.
ga-ev-tile-revealed = Új lapka itt ({ $space }): { $tile }, { $cost } márka.
ga-ev-order-revealed = Új megrendelés itt ({ $space }): { $card }.
ga-ev-space-empty-tiles = Elfogyott a tárnalapkák paklija: { $space } üres marad.
ga-ev-space-empty-orders = Elfogyott a megrendelés kártyák paklija: { $space } üres marad.
ga-ev-bumped = { $space }: { $n } munkás ({ $seat }) a kantinba kerül, kiszorította: { $by }.
ga-ev-bumped-own = { $space }: { $n } saját munkás ({ $seat }) a kantinba kerül.
ga-ev-marks = { $seat }: +{ $n } márka (most { $total }).
ga-ev-out-of-workers = { $seat } minden munkását felrakta, a műszak hátralévő részében kimarad.
ga-ev-tile-bought = { $seat } megveszi: { $tile }, { $cost } márkáért (maradt { $money }).
ga-ev-coal-loaded = { $seat }: { $n } { $colour } szénkocka kerül a szénkészletből az új csillékre.
ga-ev-coal-shortage = Szénhiány ({ $seat }): a szénkészletben nincs { $colour } szén { $n } új csillére; { $n ->
        [one] arra
       *[other] mindegyikre
    } más színű kocka kerül.
ga-ev-coal-substituted = { $seat } egy { $cube } kockát tesz egy { $colour } csillére (szénhiány).
ga-ev-carts-left-empty = { $seat }: { $n } új { $colour } csille üres marad.
ga-ev-order-taken = { $seat } elvesz egy megrendelést ({ $space }): { $card }.
ga-ev-looked-at-tiles = { $seat } megnézi a tárnalapkák paklijának { $n ->
        [one] legfelső lapkáját
       *[other] felső { $n } lapkáját
    }.
ga-ev-looked-at-orders = { $seat } megnézi a megrendelés kártyák paklijának { $n ->
        [one] legfelső kártyáját
       *[other] felső { $n } kártyáját
    }.
ga-ev-tiles-drawn = { $seat } húzott lapkái (felülről lefelé, csak ő látja): { $items }.
ga-ev-orders-drawn = { $seat } húzott kártyái (felülről lefelé, csak ő látja): { $items }.
ga-ev-order-kept = { $seat } megtartja: { $card }.
ga-ev-tiles-returned = { $seat } képpel lefelé visszatesz { $n } lapkát a pakli { $end }.
ga-ev-orders-returned = { $seat } képpel lefelé visszatesz { $n } megrendelés kártyát a pakli { $end }.
ga-ev-order-delivered = { $seat } kiszállítja: { $card } ({ $transport }): +{ $vp } GyP; a kockák visszakerülnek a szénkészletbe: { $cubes }.
ga-ev-orders-delivered = { $seat } kiszállít { $n } { $transport } ikonos megrendelést: +{ $vp } GyP.
ga-ev-mining-done = { $seat } minden munkafázisát felhasználta.
ga-ev-mining-stopped = { $seat } befejezi a bányászatot; { $n } munkafázis elvész.
ga-ev-shift-scoring = { $shift }. műszak vége: az 1–{ $elements }. cikkely pontszámítása.
ga-ev-delivered-revealed = { $seat } felfedi a teljesített megrendelés kártyáit ({ $n }): { $cards }.
ga-ev-delivered-revealed-none = { $seat }: nincs felfedendő teljesített megrendelés kártya.
ga-ev-element = { $element }. cikkely ({ $what }, { $first }/{ $second } GyP): { $scored }.
ga-ev-element-tie = { $element }. cikkely ({ $what }, { $first } GyP): holtverseny az első helyen, { $scored }; második hely nincs.
ga-ev-element-nobody = { $element }. cikkely ({ $what }): senki sem kap pontot.
ga-ev-element-gain = { $seat } +{ $vp } ({ $count })
ga-ev-first-player = A tárnabővítésen { $seat } munkásaiból van a legtöbb ({ $n }): ő lesz a kezdő játékos.
ga-ev-first-player-tie = Holtverseny a legtöbb munkásért a tárnabővítésen ({ $n }): a kezdő játékos jelzője { $previous } után az óramutató járásával megegyező irányban következő érintett játékoshoz kerül: { $seat }.
ga-ev-first-player-keeps = Holtverseny a legtöbb munkásért a tárnabővítésen ({ $n }): { $seat } marad a kezdő játékos.
ga-ev-shift-started = { $shift }. műszak kezdődik: mindenki visszaveszi mind a { $workers } munkását; { $seat } kezd.
ga-ev-final = { $seat } végső pontozása: pénz { $money } GyP ({ $left } márka maradt), szén { $coal } GyP ({ $cubes } kocka), ki nem szállított megrendelések { $pending } GyP ({ $cards }), bányatelep stabilitása { $balance } GyP ({ $light } világos, { $dark } sötét): { $total } GyP.
ga-ev-game-won = { $seats } nyert, { $score } győzelmi ponttal.
ga-ev-game-won-shared = Holtversenyes győzelem: { $seats }, { $score } GyP és fejenként { $left } maradék márka.

## What an action does and costs now (explain)

ga-x-place = { $what }; { $workers } munkás kell (neked { $have } van).
ga-x-place-bump = { $what }; { $workers } munkás kell (neked { $have } van); kiszorít { $own ->
        [1] { $bumped } saját munkást
       *[other] { $bumped } munkást ({ $owner })
    }.
ga-x-factory = { $tile } megvétele { $cost } márkáért (neked { $money } van)
ga-x-factory-empty = itt nincs lapka
ga-x-factory-draw = a pakli { $n ->
        [one] legfelső lapkájának
       *[other] felső { $n } lapkájának
    } megnézése, ezekből egy vagy egy se vehető meg (neked { $money } márkád van)
ga-x-mine = bányászat { $steps } munkafázissal
ga-x-deliver = az összes teljes { $transport } ikonos megrendelés kiszállítása: { $cards }, { $vp } GyP
ga-x-money = { $marks } márka felvétele (neked { $money } van)
ga-x-order = megrendelés elvétele: { $card }
ga-x-order-empty = itt nincs kártya
ga-x-order-draw = a megrendelés kártyák paklijának { $n ->
        [one] legfelső kártyájának
       *[other] felső { $n } kártyájának
    } megnézése, ezekből egy vagy egy se tartható meg
ga-x-bank = { $have } munkásodból 1 a bankba, 1 márkáért (neked { $money } van); onnan senki sem szoríthatja ki.
ga-x-draft = { $card } a teljesítésre váró megrendeléseid közé kerül.
ga-x-take-tile = { $tile } megvétele { $cost } márkáért (neked { $money } van); a többi visszakerül.
ga-x-take-order = { $card } megtartása; a többi visszakerül.
ga-x-take-none-tile = Egyik lapkát sem veszed meg; az akciót így is elhasználtad.
ga-x-take-none-order = Egyik kártyát sem tartod meg; az akciót így is elhasználtad.
ga-x-return = { $n ->
        [one] a maradék darab
       *[other] a maradék { $n } darab
    } képpel lefelé a pakli { $end } kerül, a következő lépésekben választott sorrendben.
ga-x-next = Következőként { $item } kerül vissza, a korábban megnevezettek alá; utána még { $left } megnevezendő (ezt a sorrendet csak te látod).
ga-x-substitute = Egy { $cube } kocka a szénkészletből (maradt { $supply }) egy üres { $level } csillére (várakozó csillék: { $carts }).
ga-x-substitute-none = Az új { $level } csille üres marad.
ga-x-lift = A felvonó mozgatása: { $from } → { $to }, benne { $aboard } kocka; 1 munkafázis, marad { $left }.
ga-x-load = Egy { $colour } kocka a csilléből a felvonóba ({ $aboard }/5 a felvonóban); 1 munkafázis, marad { $left }.
ga-x-store = Egy { $colour } kocka a felvonóból a raktárba; 1 munkafázis, marad { $left }.
ga-x-fill = { $colour } kocka ({ $source }) → { $card } egy { $colour } rubrikája ({ $transport }, { $vp } GyP); 1 munkafázis, marad { $left }.
ga-x-fill-completes = { $colour } kocka ({ $source }) → { $card } utolsó üres rubrikája ({ $transport }, { $vp } GyP): a megrendelés teljes; 1 munkafázis, marad { $left }.
ga-x-double = { $card } egy üres { $colour } rubrikájának kitöltése 2 tetszőleges színű kockával; 2 munkafázis, utána marad { $left }.
ga-x-double-start = 2 tetszőleges színű kocka közül az első { $card } egy üres { $colour } rubrikájára; 1 munkafázis, marad { $left }.
ga-x-double-finish = A második kocka { $card } félig kitöltött { $colour } rubrikájára; 1 munkafázis, marad { $left }.
ga-x-cube-first = { $colour } kocka ({ $source }) a 2 közül elsőként { $card } { $cell } rubrikájára.
ga-x-cube-second = { $colour } kocka ({ $source }) másodikként { $card } { $cell } rubrikájára; utána marad { $left } munkafázis.
ga-x-stop = A bányászat vége; { $steps } munkafázis elvész.

## Scores

ga-score-orders = kiszállított megrendelések
ga-score-shifts = műszakvégi pontszámítás
ga-score-money = pénz (5 márkánként 1 GyP)
ga-score-coal = szén (3 kockánként 1 GyP)
ga-score-pending = ki nem szállított megrendelések
ga-score-balance = bányatelep stabilitása
ga-tiebreak-marks = maradék márka

## Rules help

ga-help-group-spaces = Munkaterületek
ga-help-group-mining = Bányászat
ga-help-group-orders = Megrendelések
ga-help-group-cards = Megrendelés kártyák
ga-help-group-scoring = Műszakvégi pontszámítás
ga-help-group-tiles = Tárnalapkák
ga-help-group-end = A játék vége

ga-help-space-text = { $text } { $open }
ga-help-open-always = Bármennyi játékosnál használható.
ga-help-open-3 = 3 vagy 4 játékosnál használható (2 játékosnál le van zárva).
ga-help-open-4 = Csak 4 játékosnál használható.

ga-help-factory = Tárnabővítés, { $number }. mező
ga-help-factory-text = Megveheted az itt látható tárnalapkát, ha ki tudod fizetni; minden csillére egy vele azonos színű szénkocka kerül, a mezőre pedig azonnal felkerül a pakli következő lapkája.
ga-help-factory-draw = Tárnabővítés: felső 5 lapka
ga-help-factory-draw-text = Megnézed a pakli felső 5 lapkáját (csak te látod), egyet megvehetsz vagy egyet se, a többit pedig képpel lefelé, általad választott sorrendben visszateszed, mindet a pakli tetejére vagy mindet az aljára.
ga-help-mine = Bányászat, { $steps } munkafázis
ga-help-mine-text = Legfeljebb { $steps } munkafázis: a felvonó mozgatása, szén berakodása a csillékből, raktározás, megrendelések teljesítése. A fel nem használt munkafázisok elvesznek.
ga-help-deliver = Kiszállítás: { $transport }
ga-help-deliver-text = Az összes teljes { $transport } ikonos megrendelésedet egyszerre kiszállítod: a győzelmi pontjukat azonnal megkapod, a kockáik visszakerülnek a szénkészletbe, a kártyák a kiszállított megrendeléseid közé kerülnek. Csak akkor választható, ha van legalább egy teljes { $transport } ikonos megrendelésed.
ga-help-money = Pénzszerzés, { $marks } márka
ga-help-money-text = { $marks } márkát kapsz a bankból.
ga-help-order = Rendelésvétel, { $number }. mező
ga-help-order-text = Az itt látható megrendelés kártyát a teljesítésre váró megrendeléseid közé veszed; a mezőre azonnal felkerül a pakli következő kártyája.
ga-help-order-draw = Rendelésvétel: felső 5 kártya
ga-help-order-draw-text = Megnézed a megrendelés kártyák paklijának felső 5 kártyáját (csak te látod), egyet megtarthatsz vagy egyet se, a többit pedig képpel lefelé, általad választott sorrendben visszateszed, mindet a pakli tetejére vagy mindet az aljára.
ga-help-workers = Munkások felrakása
ga-help-workers-text = A körödben egyetlen olyan munkaterületre teszel munkásokat, amelynek a feladatát végre tudod hajtani: eggyel többet, mint amennyi ott áll (1, 2, 3, ...). Az ott álló munkások – a sajátjaid is – a kantinba kerülnek. Munkások játékosonként: 2 játékosnál { $two }, 3 játékosnál { $three }, 4 játékosnál { $four }.
ga-help-bank = Bank
ga-help-bank-text = Munkaterület helyett pontosan 1 munkást teszel a bankra, 1 márkáért. Mindig választható; az ott lévő munkásokat senki sem szoríthatja ki.
ga-help-canteen = Kantin
ga-help-canteen-text = A kiszorított munkások a műszak végéig a kantinban várakoznak.

ga-help-lift = A felvonó mozgatása
ga-help-lift-text = 1 munkafázis: fel vagy le bármelyik tárnaszintre vagy a felszínre, bármilyen messze. A benne lévő kockák vele utaznak.
ga-help-load = Berakodás
ga-help-load-text = 1 munkafázis: egy kocka a felvonó szintjén lévő csilléből a felvonóba (legfeljebb 5).
ga-help-store = Raktározás
ga-help-store-text = 1 munkafázis: egy kocka a felszínen álló felvonóból a raktáradba.
ga-help-fill = Rubrika kitöltése
ga-help-fill-text = 1 munkafázis: egy kocka egy teljesítésre váró megrendelés vele azonos színű üres rubrikájára, a felszínen álló felvonóból vagy a raktárból. A rubrikára tett kocka onnan többé nem mozdítható.
ga-help-double = Dupla kitöltés
ga-help-double-text = 2 munkafázis: 2 tetszőleges színű kocka együtt egy tetszőleges színű üres rubrikára.
ga-help-stop = A bányászat befejezése
ga-help-stop-text = A bányászat idő előtti befejezése; a megmaradt munkafázisok elvesznek.
ga-help-elevator = Felvonó
ga-help-elevator-text = Legfeljebb 5 kockát szállít, és ott marad, ahol hagyod, akciók és műszakok között is.
ga-help-storage = Raktár
ga-help-storage-text = Saját, korlátlan befogadóképességű raktárad a felszínen; a benne lévő kockákkal megrendeléseket teljesíthetsz, bárhol álljon is a felvonó.

ga-help-transport = Megrendelések: { $transport }
ga-help-transport-text = { $cards } kártya, { $min }–{ $max } GyP értékben, összesen { $cells } rubrikával; a „Kiszállítás: { $transport }” munkaterületen szállíthatók ki; a rubrikáik a műszakvégi pontszámítás { $element }. cikkelyébe számítanak.
ga-help-card-text = Megrendelés { $transport } ikonnal, { $vp } GyP, { $n } rubrika: { $cells }.

ga-help-element = { $element }. cikkely: { $what }
ga-help-element-cells-text = A kiszállított megrendeléseiden lévő ilyen színű szén ikonok. Első hely { $first } GyP, második { $second } GyP. Az { $from }. műszaktól kezdve minden műszak után pontozzák.
ga-help-element-transport-text = Minden szén ikon, színtől függetlenül, a kiszállított megrendeléseiden, amelyeken ez a szállítási ikon van – { $what }. Első hely { $first } GyP, második { $second } GyP. A { $from }. műszaktól kezdve minden műszak után pontozzák.
ga-help-element-carts-text = A bányatelepeden lévő ilyen színű csillék, amelyeken nincs kocka, a nyomtatott csillét is beleértve. Első hely { $first } GyP, második { $second } GyP. Csak a { $from }. műszak után pontozzák.
ga-help-places = Helyezések és holtverseny
ga-help-places-text = Helyezést csak az kaphat, akinek legalább 1 darabja van. Ha az első helyen holtverseny van, minden első helyezett megkapja az első helyért járó pontot, és második helyezett nincs; a második helyen holtversenyben állók mind megkapják a második helyért járó pontot. 2 játékosnál nincs második hely.

ga-help-tiles = Tárnalapkák
ga-help-tiles-text = { $n } lapka, mindegyiken 1 vagy 2 azonos színű csille; a lapka a színének megfelelő szintre, a nyomtatott oldalára kerül. A csillék sosem telnek meg újra: új szén csak új lapkákkal érkezik.
ga-help-tile-colour = Tárnalapkák: { $colour }
ga-help-tile-colour-text = { $level }. szint: csillénként { $cost } márka, így egy lapka { $cost } vagy { $two } márka.
ga-help-side = Oldal: { $side }
ga-help-side-light-text = A lámpásos lapkák az aknától balra kerülnek.
ga-help-side-dark-text = A lámpás nélküli lapkák az aknától jobbra kerülnek.
ga-help-shortage = Szénhiány
ga-help-shortage-text = A szénkészletben színenként { $n } kocka van. Ha egy új csille színéből nincs több, más színű kockát teszel rá; ha egyáltalán nincs több szén, a csille üres marad.

ga-help-end-money = Pénz
ga-help-end-money-text = A játék végén minden 5 márka 1 GyP.
ga-help-end-coal = Szén
ga-help-end-coal-text = Minden 3 szénkockád 1 GyP: a csilléken, a felvonóban, a raktárban és a teljesítésre váró megrendeléseken lévők is.
ga-help-end-pending = Ki nem szállított megrendelések
ga-help-end-pending-text = −1 GyP minden teljesítésre váró megrendelésért, akár teljes, akár nem.
ga-help-end-balance = A bányatelep stabilitása
ga-help-end-balance-text = −2 GyP a világos és a sötét oldali tárnalapkáid száma közötti különbség minden egyes lapkájáért.
ga-help-end-tiebreak = Holtverseny
ga-help-end-tiebreak-text = Egyenlő GyP esetén az nyer, akinek az átváltás után több márkája maradt (0–4); ha ez is egyenlő, holtversenyben győznek.
ga-help-first-player = Kezdő játékos
ga-help-first-player-text = Az 1. és a 2. műszak után az lesz a kezdő játékos, akinek a legtöbb munkása áll a tárnabővítésen (a 9 tárnabővítés mezőn); holtverseny esetén a jelző az előző kezdő játékostól az óramutató járásával megegyező irányban következő érintett játékoshoz kerül.

## Rule options

ga-opt-prev-first-keeps-on-tie = Holtversenynél az előző kezdő játékos megtartja a jelzőt
ga-opt-prev-first-keeps-on-tie-text = Ki (magyar és angol szabálykönyv): holtversenynél a tárnabővítésen a jelző mindig továbbkerül. Be (orosz szabálykönyv): az előző kezdő játékos megtartja, ha ő is érintett a holtversenyben.
ga-opt-unlimited-coal = Korlátlan szén
ga-opt-unlimited-coal-text = Ki: színenként 16 kocka, a szénhiány szabályával. Be: a szénkészlet sosem fogy el.
ga-opt-delivered-orders-public = A kiszállított megrendelések nyilvánosak
ga-opt-delivered-orders-public-text = Be: mindenki látja a kiszállított kártyákat. Ki: csak a tulajdonosuk; a többiek csak a számukat látják, amíg a műszakvégi pontszámítás fel nem fedi mindet. Az 1. és 2. műszak után újra képpel lefelé kerülnek, de ismertek maradnak; a 3. után képpel felfelé maradnak.
ga-opt-optional-substitution = Nem kötelező szénhelyettesítés
ga-opt-optional-substitution-text = Ki: szénhiánykor minden új csillére más színű kocka kerül, amíg a szénkészletben van szén. Be: az ilyen csillét üresen hagyhatod.
ga-opt-allow-split-double-fill = Megosztott dupla kitöltés
ga-opt-allow-split-double-fill-text = Ki: a dupla kitöltés 2 kockája együtt kerül fel (2 munkafázis). Be: mindkettő külön, 1 munkafázisos döntés, akár különböző akciókban is, közben egy félig kitöltött rubrikával.
ga-opt-first-player = Kezdő játékos
ga-opt-first-player-text = A kezdő játékos helye; ha nincs megadva, a kezdőértékből (seed) sorsolva.

## Rule errors (the English text of each refusal, as a key)

ga-err-a-double-fill-needs-2-steps = A dupla kitöltéshez 2 munkafázis kell.
ga-err-cubes-leave-the-elevator-only-at-the-surface = Kocka csak a felszínen hagyhatja el a felvonót.
ga-err-no-cart-on-this-level-holds-a-cube-of-that-colour = Ezen a szinten egyik csillén sincs ilyen színű kocka.
ga-err-not-enough-workers-for-that-space = Nincs elég munkásod ehhez a munkaterülethez.
ga-err-storage-holds-no-cube-of-that-colour = A raktárban nincs ilyen színű kocka.
ga-err-substitution-is-mandatory-while-the-supply-holds-coal = A helyettesítés kötelező, amíg a szénkészletben van szén.
ga-err-that-action-space-is-not-in-play = Ez a munkaterület nincs játékban.
ga-err-that-card-is-not-in-the-draft-display = Ez a kártya nincs a választható kártyák között.
ga-err-that-card-is-not-one-of-your-pending-orders = Ez a kártya nincs a teljesítésre váró megrendeléseid között.
ga-err-that-is-not-a-mining-step = Ez nem bányászati munkafázis.
ga-err-that-order-has-no-empty-cell-of-that-colour = Ezen a megrendelésen nincs ilyen színű üres rubrika.
ga-err-the-elevator-holds-no-cube-of-that-colour = A felvonóban nincs ilyen színű kocka.
ga-err-the-elevator-is-already-at-that-level = A felvonó már ezen a szinten van.
ga-err-the-elevator-is-at-the-surface = A felvonó a felszínen van.
ga-err-the-elevator-is-full-5-cubes = A felvonó tele van (5 kocka).
ga-err-the-elevator-must-be-at-the-surface = A felvonónak a felszínen kell lennie.
ga-err-the-supply-has-no-cube-of-that-colour = A szénkészletben nincs ilyen színű kocka.
ga-err-there-is-no-such-colour = Nincs ilyen szín.
ga-err-there-is-no-such-level = Nincs ilyen szint.
ga-err-you-cannot-afford-that-tile = Nem tudod kifizetni ezt a lapkát.
ga-err-you-cannot-carry-out-that-space-s-action = Ennek a munkaterületnek a feladatát nem tudod végrehajtani.
ga-err-you-do-not-have-2-cubes-at-hand = Nincs kéznél 2 kockád.
ga-err-you-have-no-cube-at-hand = Nincs kéznél kockád.
ga-err-that-decision-is-not-asked-for-now = Most nem ez a döntés következik.
ga-err-that-card-is-not-among-the-drawn-cards = Ez a kártya nincs a húzott kártyák között.
ga-err-that-item-is-not-among-those-still-to-return = Ez nincs a még visszateendők között.
ga-err-that-tile-is-not-among-the-drawn-tiles = Ez a lapka nincs a húzott lapkák között.

## The terminal panel

ga-ui-shift = Műszak { $shift }/3
ga-ui-to-decide = { $seat } dönt
ga-ui-first-player = kezdő játékos: { $seat }
ga-ui-supply = Szénkészlet
ga-ui-piles = lapkapakli { $tiles }, rendeléspakli { $orders }
ga-ui-phase-draft = megrendelések választása: { $pick }/{ $picks }
ga-ui-phase-place = munkások felrakása
ga-ui-phase-take-tile = felső 5 lapka: vegyél egyet vagy egyet se
ga-ui-phase-take-order = felső 5 megrendelés: tarts meg egyet vagy egyet se
ga-ui-phase-return-end = a maradék { $n } vissza: a pakli tetejére vagy aljára
ga-ui-phase-return-order = vissza a pakli { $end }: melyik a következő ({ $placed }/{ $n } megnevezve)
ga-ui-phase-substitute = szénhiány: { $n } { $colour } csillére helyettesítő kocka kell
ga-ui-phase-mining = bányászat, marad { $steps } munkafázis
ga-ui-phase-double = dupla kitöltés ({ $card }): { $cube }/2. kocka, utána { $steps } munkafázis
ga-ui-phase-over = vége a játéknak
ga-ui-scoring = { $shift }. műszak végi pontszámítás, most vezet:
ga-ui-unknown = ?
ga-ui-nobody = -
ga-ui-el-yellow = sárga
ga-ui-el-brown = barna
ga-ui-el-grey = szürke
ga-ui-el-black = fekete
ga-ui-el-wheelbarrow = taliga
ga-ui-el-carriage = kocsi
ga-ui-el-truck = teherautó
ga-ui-el-train = vonat
ga-ui-el-empty-yellow = üres S
ga-ui-el-empty-brown = üres B
ga-ui-el-empty-grey = üres Sz
ga-ui-el-empty-black = üres F
ga-ui-letter-yellow = S
ga-ui-letter-brown = B
ga-ui-letter-grey = Sz
ga-ui-letter-black = F
ga-ui-letter-light = V
ga-ui-letter-dark = S
ga-ui-vp-short = { $vp }GyP
ga-ui-price = { $cost }M
ga-ui-price-short = { $cost }M!
ga-ui-board = mező, kínálat, munkások, →belépés
ga-ui-blocked = lezárva
ga-ui-empty = (üres)
ga-ui-ready = { $n } kész
ga-ui-draft = Választás:
ga-ui-drawn = Húzott (csak te látod):
ga-ui-drawn-tiles-other = { $seat } megnéz { $n } lapkát.
ga-ui-drawn-orders-other = { $seat } megnéz { $n } megrendelés kártyát.
ga-ui-you = (te)
ga-ui-vp = { $vp } GyP
ga-ui-marks = { $n } márka
ga-ui-to-move = soron
ga-ui-first = kezdő
ga-ui-vp-detail = GyP: { $orders } rendelés + { $shifts } műszak
ga-ui-workers = munkás { $n } · kantin { $canteen } · bank { $bank }
ga-ui-elevator = felvonó ({ $level }):
ga-ui-at-surface = felszín
ga-ui-at-yellow = 1. sárga
ga-ui-at-brown = 2. barna
ga-ui-at-grey = 3. szürke
ga-ui-at-black = 4. fekete
ga-ui-storage = raktár:
ga-ui-level = { $n }. { $colour }
ga-ui-carts = { $n } csille, { $empty } üres:
ga-ui-tiles = tárnalapkák: { $light } világos, { $dark } sötét
ga-ui-pending = váró megrendelések ({ $n }):
ga-ui-done = kész
ga-ui-delivered = kiszállítva { $n }:
ga-ui-delivered-hidden = kiszállítva { $n } (rejtve)
ga-ui-delivered-revealed = kiszállítva { $n }, a legutóbbi pontszámításkor felfedve:
ga-ui-delivered-since = +{ $n } azóta kiszállítva (rejtve)

ga-score-shift-1 = 1. műszak
ga-score-shift-2 = 2. műszak
ga-score-shift-3 = 3. műszak
ga-confirm-stop = Befejezed most a bányászatot? { $steps } munkafázis elvész.
ga-err-empty-action = üres akció

## Egy döntés szavakkal, a naplóba (ha a döntés egyik eseménye sem mondja el)

ga-do-draft = { $seat } választása a megrendelések kiválasztásakor: { $card }.
ga-do-place = { $seat } munkásokat rak ide: { $space }.
ga-do-bank = { $seat } egy munkást rak a bankba.
ga-do-take-tile = { $seat } elveszi: { $tile }.
ga-do-take-order = { $seat } megtartja: { $card }.
ga-do-take-none = { $seat } egyiket sem veszi el a húzottak közül.
ga-do-return = { $seat } a többi húzott lapot lefordítva visszateszi a pakli { $end }.
ga-do-next = { $seat } következőként visszateszi: { $item }.
ga-do-substitute = { $seat } egy { $cube } kockát tesz a szénkészletből egy üres csillére.
ga-do-substitute-none = { $seat } üresen hagyja az új csillét.
ga-do-lift = { $seat } a felvonót mozgatja, új helye: { $level }.
ga-do-load = { $seat } egy { $colour } kockát rak a csilléből a felvonóba.
ga-do-store = { $seat } egy { $colour } kockát rak a felvonóból a raktárba.
ga-do-fill = { $seat }: { $colour } kocka ({ $source }) → { $card }.
ga-do-double = { $seat } { $card } egy üres { $colour } rubrikáját 2 kockával tölti ki.
ga-do-cube = { $seat }: { $colour } kocka ({ $source }) a 2 kockás rubrikára.
ga-do-stop = { $seat } befejezi a bányászatot.

# Replays, once the game is over: the face-down piles, top first.
ga-pile-tiles = Lapkapakli
ga-pile-orders = Rendeléspakli

## A munkaterületek szavakkal (napló, utolsó lépés, levél): jelölés csak ott, ahol jelölés látszik.
ga-space-factory = „Tárnabővítés, { $number }. mező”
ga-space-factory-draw = „Tárnabővítés: felső 5 lapka”
ga-space-mine = „Bányászat, { $steps } munkafázis”
ga-space-deliver = „Kiszállítás: { $transport }”
ga-space-money = „Pénzszerzés, { $marks } márka”
ga-space-order = „Rendelésvétel, { $number }. mező”
ga-space-order-draw = „Rendelésvétel: felső 5 kártya”
