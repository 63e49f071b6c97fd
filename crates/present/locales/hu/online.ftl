# Napokon át tartó játék (kohle serve): órák, botok a távollévők helyett, megegyezések, e-mail,
# Játékaim, értékszámok.

## A szerver naplósorai
srv-timeout-bot = { $name } ideje lejárt: a(z) { $bot } bot játszik helyette, amíg vissza nem veszi a helyét.
srv-timeout-forfeit = { $name } ideje lejárt, így feladja: a(z) { $bot } bot fejezi be helyette a játékot, utolsó hely.
srv-seat-back = { $name } visszavette a helyét.
srv-resigned-bot = { $name } feladta: a(z) { $bot } bot fejezi be helyette a játékot, utolsó hely.
srv-resigned-end = { $name } feladta: a játék itt véget ér, { $name } az utolsó helyen.
srv-aborted = Mindenki beleegyezett: a játék megszakadt.
srv-aborted-admin = A szerver adminisztrátora megszakította a játékot.

## Elutasítások
err-taken-over = Amióta lejárt az időd, egy bot játszik helyetted: előbb vedd vissza a helyed.
err-seat-left = Ez a hely feladta a játékot: egy bot játssza végig.
err-not-taken-over = Nem játszik bot helyetted: nincs mit visszavenni.
err-out-of-time = Lejárt az időd, mielőtt a döntésed megérkezett.
err-abort-too-late = Túl késő megszakítani: az első műszak (év) véget ért.
err-rematch-not-over = Visszavágóban a játék vége után lehet megegyezni.
err-analysis-off = Ez a szerver nem elemez játékokat (az elemzés ki van kapcsolva).
err-analysis-not-over = Csak befejezett játékot lehet elemezni.
err-analysis-busy = A szerver most annyi játékot elemez, amennyit egyszerre tud: próbáld újra néhány perc múlva.

## Egy befejezett játék elemzése
analysis-verdict-good = jó
analysis-verdict-inaccuracy = pontatlanság
analysis-verdict-mistake = hiba
analysis-verdict-blunder = durva hiba
analysis-only-move = egyetlen lépés
analysis-chart-title = Győzelmi esély minden döntés után (a döntő játékos becslése)
analysis-chart-x = döntés

## E-mail
mail-invite-subject = Helyed egy { $game } játékban
mail-invite-body = Szia { $name }! Helyed van egy { $game } játékban, vele: { $others }. Az alábbi link a helyed: akinél van, az játszik helyetted.
mail-turn-subject = Te következel: { $game }
mail-turn-body = Szia { $name }! Te következel a(z) { $game } játékban, vele: { $others }. A lépésed határideje: { $deadline }.
mail-low-subject = Fogy az időd: { $game }
mail-low-body = Szia { $name }! Az időd a(z) { $game } játékban ekkor jár le: { $deadline }. Utána egy bot dönt helyetted.
mail-over-subject = Vége a játéknak: { $game }
mail-over-body = Szia { $name }! A(z) { $game } játék véget ért, vele: { $others }.
mail-result-line = { $place }. { $name }: { $score } GyP
mail-signin-subject = Belépési linked a kohle-hoz
mail-signin-body = Nyisd meg az alábbi linket, hogy ezen az eszközön is lásd a játékaidat. Egyszer működik, egy órán belül. Ha nem te kérted, hagyd figyelmen kívül ezt a levelet.
mail-footer = Több e-mail ne jöjjön erről a szerverről erre a címre, egy kattintással: { $link }

## Az oldal
web-clock = Időbeosztás
web-clock-untimed = Óra nélkül
web-clock-fischer = Valós idejű
web-clock-turn = Körökre osztott
web-clock-minutes = Perc személyenként
web-clock-increment = Lépésenként hozzáadott másodperc
web-clock-hours = Óra lépésenként
web-clock-reserve = Tartalék órákban
web-on-timeout = Ha lejár az idő
web-on-timeout-bot = egy bot játszik, amíg a személy vissza nem tér
web-on-timeout-forfeit = a hely feladja (egy bot fejezi be, utolsó hely)
web-email = E-mail (nem kötelező)
web-me = én
web-seat-taken-over = egy bot ({ $bot }) játszik helyette: { $name }
web-seat-forfeited = { $name } feladta (idő)
web-seat-resigned = { $name } feladta
web-clock-running = { $name }: { $time }, jár
web-clock-stopped = { $name }: { $time }
web-take-back = Visszaveszem a helyem
web-resign = Feladom
web-resign-confirm = Feladod ezt a játékot? Az utolsó helyre kerülsz, bármennyi a pontod.
web-abort = Beleegyezem a megszakításba
web-abort-agreed = Beleegyezett a megszakításba: { $names }
web-rematch = Visszavágó
web-rematch-accepted = Elfogadta a visszavágót: { $names }
web-rematch-open = A visszavágó megnyitása
web-aborted = A játék megszakadt.
web-notify-ask = Szólj, ha én következem
web-notify-body = Te következel: { $game }.
web-email-me = Írj nekem erről a játékról:
web-save = Mentés
web-saved = Mentve.
web-add-to-my-games = Hozzáadás a Játékaimhoz
web-added = Hozzáadva a Játékaimhoz.
web-my-games-title = Játékaim
web-leaderboard = Ranglista
web-create-player = Legyek itt játékos
web-player-help = Ez a böngésző őrzi a játékoskulcsodat: az általad hozzáadott játékok itt látszanak. Másik eszközön kérj belépési linket e-mailben.
web-sign-in = Belépés e-mailben küldött linkkel
web-sign-in-send = Link küldése
web-sign-in-sent = Ha valakinek itt ez a címe, a link úton van.
web-signed-in = Beléptél ezen az eszközön.
web-profile = Profil
web-to-move = következik: { $names }
web-place-score = { $place }. hely, { $score } GyP
web-last-move = utolsó lépés: { $text }
web-no-my-games = Még nincs játék: nyiss meg egy meghívót és add hozzá a Játékaimhoz, vagy hozz létre egy játékot, és ülj le magad.
web-rating = Értékszám
web-games-count = Játékok
web-players-n = { $n } személy
web-mail-stop-title = Nincs több e-mail
web-mail-stop-ask = Leállítod az összes e-mailt erről a szerverről a címedre?
web-mail-stop-button = E-mailek leállítása
web-mail-stop-done = Kész: a címedre nem megy több e-mail.

# The replay page (replay.js).
web-replay = Visszajátszás
web-replay-title = Visszajátszás
web-replay-first = Első lépés (Home)
web-replay-prev-decision = Előző döntés (Shift+←)
web-replay-prev = Előző lépés (←)
web-replay-next = Következő lépés (→)
web-replay-next-decision = Következő döntés (Shift+→)
web-replay-last = Utolsó lépés (End)
web-replay-slider = Lépés
web-replay-step = { $step }. lépés / { $steps } · meghozott döntések: { $actions }
web-replay-view-as = A tábla, ahogy látja:
web-replay-public = mindenki (nyilvános)
web-replay-everything = A játék véget ért: mindenki mindent lát (terveket, húzásokat, a paklikat).
web-replay-as-seen = A játék még tart: azt látod, amit a helyed látott (a néző csak a nyilvánosat).
web-replay-piles = Lefordított paklik (felülről)
web-replay-to-game = Vissza a játékhoz
web-replay-drop = Húzz ide egy játékfájlt (a kohle mentette), vagy válassz egyet. Ez a böngésző olvassa be és játssza vissza, sehová sem küldi el.
web-replay-choose = Játékfájl kiválasztása
web-replay-file-error = Ez a fájl nem játszható vissza: { $reason }
web-replay-no-wasm = Ez a szerver a visszajátszó modul (replay.wasm) nélkül készült: itt nem lehet fájlt visszajátszani.
web-replay-analysis = Elemzés
web-replay-analyse = A játék elemzése
web-replay-analysing = A bot elemzi a játékot…
web-replay-analysis-failed = Az elemzés nem sikerült.
web-replay-chart = Az egyes helyek nyerési esélye a játék során
