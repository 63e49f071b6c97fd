# The terminal UI and the command line (the web page uses these too where it can).

## Seats and status line
ui-seat-you = { $name } (te)
ui-seat-bot = { $name } ({ $bot })
ui-status-deciding = { $seat } dönt
ui-status-thinking = { $seat } gondolkodik
ui-status-hand-over = Átadás: { $seat }
ui-status-game-over = Vége a játéknak
ui-status-decisions = { $n } döntés
ui-public-view = Nyilvános nézet
ui-more-down = PgDn: több
ui-more-up = PgUp: több
ui-more-both = PgUp/PgDn: több

## Menu, log, hints
ui-actions = Akciók
ui-actions-count = Akciók ({ $n })
ui-actions-filtered = Akciók ({ $shown }/{ $n })
ui-log-title = Napló ({ $n })
ui-hint-deciding = Up/Dn+Enter vagy gépelj (: előbb) Tab kiegészít | u vissza s ment q kilép | r szabályok ? súgó
ui-hint-hand-over = Enter: kész vagyok  q kilép  ? súgó
ui-hint-thinking = u vissza  s ment  q kilép  PgUp/PgDn görget  r szabályok  ? súgó
ui-hint-game-over = s ment  q kilép  PgUp/PgDn görget  [ ] napló  d részletek  ? súgó

## Keys (the help box)
ui-keys-title = Billentyűk
ui-key-choose = Up/Down Home/End  akció kiválasztása
ui-key-enter = Enter             végrehajtás
ui-key-letters = betűk             jelölés gépelése: szűri a menüt
ui-key-colon = :                 s, u, q, r, d betűvel kezdődő jelölés
ui-key-tab = Tab               a begépelt jelölés kiegészítése
ui-key-esc = Esc / Backspace   beírt szöveg törlése / visszatörlés
ui-key-undo = u  Ctrl-Z         vissza az előző döntésedig
ui-key-save = s  Ctrl-S         a játszma mentése
ui-key-quit = q  Ctrl-C         kilépés (rákérdez, ha nincs mentve)
ui-key-scroll-panel = PgUp/PgDn         a játékpanel görgetése
ui-key-scroll-log = [ ]               a napló görgetése
ui-key-rules = r                 szabálysúgó: minden elem, mező és opció
ui-key-help = ?                 ez a súgó
ui-key-close-help = bármely billentyű bezárja a súgót

## Boxes
ui-any-key = (tovább: bármely billentyű)
ui-milestones-title = Mi történt
ui-confirm-title = Biztos vagy benne?
ui-confirm-keys = Enter vagy y: mehet   más billentyű: vissza
ui-quit-title = Kilépsz?
ui-quit-unsaved = A játszmában mentetlen döntések vannak.
ui-quit-keys = y: kilépés mégis  s: mentés és kilépés
ui-quit-keep = más billentyű: játék folytatása
ui-rules-title = Szabálysúgó
ui-rules-keys = Up/Down PgUp/PgDn: görgetés   más billentyű: bezárás

## Hand-over (hotseat)
ui-hand-over-title = Átadás
ui-hand-over-pass = Add át a terminált neki: { $seat }.
ui-hand-over-look-away = Mindenki más nézzen félre, kérjük.
ui-hand-over-ready = { $seat }: nyomj Entert, ha készen állsz.

## Messages
ui-bot-refused = { $seat }: elutasította: { $action }: { $reason }
ui-saved = Mentve ide: { $path }
ui-save-failed = Sikertelen mentés: { $reason }
ui-undo-only-vs-bots = Visszavonni csak akkor lehet, ha egy ember játszik botok ellen.
ui-undo-nothing = Nincs mit visszavonni: még nem döntöttél.
ui-undo-revealed = Nem vonható vissza: utolsó döntésed óta rejtett információ derült ki.
ui-undo-bad-record = Nem vonható vissza: a játszma felvétele nem játszható újra.
ui-undone = { $n } döntés visszavonva.
ui-not-legal = `{ $action }` most nem szabályos: { $reason }
ui-not-offered = nincs a most felkínált akciók között.
ui-cannot-read = Nem értelmezhető: `{ $input }`: { $reason }

## Final table
ui-final-score = Végeredmény
ui-total = összesen
ui-place = helyezés
ui-tiebreak-part = döntetlen: { $part }
ui-winner = { $n ->
    [one] Győztes: { $names }
   *[other] Győztesek (holtverseny): { $names }
}
ui-details-show = d: kategóriák részletezése
ui-details-hide = d: részletek elrejtése

## Command line
cli-options-title = { $game }: szabályopciók (beállítás: --option NAME=VALUE):
cli-rules-none = Nincs találat a szabálysúgóban: `{ $topic }`.
cli-scores-final = Pontszámok (végső):
cli-scores-so-far = Eddigi pontszámok:
cli-winner = győztes
cli-vp = { $n } GyP
cli-legal-over = A játék véget ért: nincs szabályos akció.
cli-legal-none = { $seat } most nem dönt semmiről.
cli-legal-title = { $seat }: { $n } szabályos akció

## Böngészős oldal (kohle serve)
web-lobby-title = Szénre fel és Haspelknecht játék
web-language = Nyelv
web-new-game = Új játék
web-game = Játék
web-players = Játékosok
web-seats = Helyek
web-person = Ember
web-name = Név
web-bot-random = Bot: véletlen lépések (a legkönnyebb)
web-bot-greedy = Bot: mohó (könnyű)
web-bot-ismcts-1s = Bot: keresés, lépésenként 1 mp (erős)
web-bot-ismcts-3s = Bot: keresés, lépésenként 3 mp (a legerősebb)
web-options = Szabályváltozatok
web-random = véletlen
web-create = Játék létrehozása
web-creating = A játék létrehozása…
web-created = A játék elkészült
web-invite-help = Küldd el minden játékosnak a saját linkjét: akinél a link van, az játszik azon a helyen. A néző linkkel csak nézni lehet.
web-copy = Másolás
web-copied = Másolva
web-open = Megnyitás
web-my-games = Játékaim (ebben a böngészőben tárolva)
web-no-games = Még nincs játék.
web-forget = Játék elfelejtése
web-spectator = Néző
web-error-status = A szerver { $status } állapotkóddal válaszolt.
web-no-token = Ebből a linkből hiányzik a token: nyisd meg a teljes meghívó linket.
web-board = Tábla
web-sound = Hang
web-reconnecting = Megszakadt a kapcsolat: újracsatlakozás…
web-will-send = Még nincs elküldve: elmegy, amint helyreáll a kapcsolat.
web-not-sent = A lépésed nem ment el, és már nem lehetséges.
web-notation = Jelölés
web-notation-placeholder = írj be egy lépést; a Tab kiegészíti
web-send = Küldés
web-undo = Visszavonás
web-scores = Pontok
web-log = Napló
web-actions = Szabályos akciók
web-confirm-title = Biztos vagy benne?
web-confirm-yes = Igen, mehet
web-confirm-no = Vissza
web-tap-again = koppints újra a végrehajtáshoz
web-choose-next = Válaszd ki a lépés következő részét (kiemelve), vagy írd be.
web-no-match = Egyetlen szabályos akció sem kezdődik így.
web-more = … és még { $n }
web-your-turn = Te következel
web-you-are = Te vagy: { $name }
web-waiting-for = Várakozás rá: { $names }
web-game-over = Vége a játéknak
web-game-aborted = A szerver adminisztrátora megszakította ezt a játszmát.
web-points = { $n } GyP
web-tiebreak = Holtverseny
web-winner = Győztes: { $name }
web-winners-shared = Győztesek (holtverseny): { $names }
web-tiebreak-decided = Azonos pontszám: a holtverseny-szabály döntött.
web-category = Kategória
web-total = Összesen
web-place = Helyezés
web-draw-failed = A táblát nem sikerült megrajzolni; helyette a szabályos akciók listája látható.

## Böngészős oldal: a Szénre fel táblája
web-ga-status = Műszak, fázis, készlet és győzelmi pontok
web-ga-board = Akciómezők
web-ga-shift = { $n }. műszak (3-ból)
web-ga-phase-draft = megrendelések kiválasztása, { $pick }./{ $picks } kártya
web-ga-phase-place-workers = munkások felrakása
web-ga-phase-take-tile = felső 5 lapka: vegyél meg egyet vagy egyiket sem
web-ga-phase-take-order = felső 5 megrendelés: tarts meg egyet vagy egyiket sem
web-ga-phase-return-end = a többi ({ $count }) vissza a pakli tetejére vagy aljára
web-ga-phase-return-order = visszarakás egyenként ({ $placed }/{ $count } megnevezve)
web-ga-phase-substitute = szénhiány: az új { $level } csillék ({ $carts }) más színű kockát kapnak
web-ga-phase-mining = bányászat, hátralévő munkafázis: { $steps_left }
web-ga-phase-double-fill = dupla töltés ({ $card }): { $cubes_placed }/2 kocka lerakva
web-ga-phase-over = vége a játéknak
web-ga-supply = Készlet
web-ga-tile-pile = Lapkapakli: { $n }
web-ga-order-deck = Rendeléspakli: { $n }
web-ga-first-player = Kezdő játékos: { $name }
web-ga-vp = GyP
web-ga-vp-short = GyP
web-ga-factory = Tárnabővítés { $n }
web-ga-factory-draw = Tárnabővítés: felső 5
web-ga-mine = Bányászat { $n }
web-ga-money = Pénzszerzés { $n }
web-ga-order = Rendelésvétel { $n }
web-ga-order-draw = Rendelésvétel: felső 5
web-ga-players-n = { $n } játékostól
web-ga-blocked = Nincs játékban: ehhez a mezőhöz legalább { $n } játékos kell.
web-ga-cost-short = ⚒{ $n }
web-ga-cost = Most ennyi munkás kell a belépéshez: { $n }
web-ga-workers-on = Munkások itt: { $n } ({ $name })
web-ga-tile-tip = { $number }. lapka: { $colour }, csillék: { $carts }, oldal: { $side }, ár márkában: { $cost }
web-ga-draft-title = Kiválasztás: vegyél el egy megrendeléskártyát
web-ga-drawn-yours = Csak te látod: a pakli felső { $n } lapja
web-ga-drawn-other = { $name } megnézi egy pakli felső { $n } lapját (előled rejtve)
web-ga-scoring-title = Pontszámítás a(z) { $n }. műszak végén
web-ga-element = Pontozási elem
web-ga-first-second = GyP az 1. / 2. helyért
web-ga-mine-of = { $name } bányája
web-ga-marks = Márka: { $n }
web-ga-workers = Munkások: { $n }
web-ga-canteen = Kantin: { $n }
web-ga-light-dark = Lapkák: világos { $light }, sötét { $dark }
web-ga-surface = Felszín
web-ga-carts = Csillék szénnel: { $n } ({ $colour })
web-ga-empty-cart = Üres csille (szint: { $colour })
web-ga-storage = Raktár
web-ga-mini-tile = { $number }. lapka, oldal: { $side }
web-ga-pending = Teljesítésre váró megrendelések: { $n }
web-ga-delivered = Kiszállított megrendelések ({ $n }): { $cards }
web-ga-delivered-count = Kiszállított megrendelések: { $n }
web-ga-delivered-revealed = Kiszállított megrendelések ({ $n }): { $cards } +{ $hidden } képpel lefelé
web-ga-revealed-tip = A legutóbbi műszak pontszámításakor felfedve: ismét képpel lefelé, de minden játékos látta őket.
web-ga-delivered-seen = Kiszállított megrendelések (látott)
web-ga-face-down = +{ $n } képpel lefelé
web-ga-button-stop = Bányászat befejezése
web-ga-button-return-top = A pakli tetejére
web-ga-button-return-bottom = A pakli aljára
web-ga-button-take-none = Egyiket sem veszem el
web-ga-substitute = Kocka: { $colour } ({ $letter })
web-ga-substitute-none = A csille üres marad
web-ga-more-actions = További akciók:
web-ga-short-yellow = S
web-ga-short-brown = B
web-ga-short-grey = Sz
web-ga-short-black = F
