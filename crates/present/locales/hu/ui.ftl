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
