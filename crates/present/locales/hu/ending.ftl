# Hogyan ért véget a játék (present::ending): helyenként egy beszámoló, ugyanúgy a szalagon, a
# napló utolsó sorában, a játék végéről szóló levélben, a Játékaimban, a visszajátszásban és a
# parancssorban.

## Ki nyert
end-wins = { $name } nyer { $score } GyP-vel.
end-wins-shared = { $names } osztoznak a győzelmen { $score } GyP-vel.
end-no-winner = Senki sem nyer: minden hely feladta vagy lejárt az ideje.
end-ended-by = A játék véget ért, amikor { $name } feladta.
end-aborted-agreement = A játékot megszakították: mindenki beleegyezett. Nincs eredmény, nincs értékelés.
end-aborted-admin = A szerver adminisztrátora megszakította a játékot. Nincs eredmény, nincs értékelés.

## Egy hely eredménye és oka
end-result-won = győzelem { $score } GyP-vel
end-result-won-shared = megosztott győzelem { $score } GyP-vel
end-result-placed = { $place }. hely a(z) { $players } közül, { $score } GyP
end-result-resigned = feladta: { $place }. hely a(z) { $players } közül, pontszámtól függetlenül utolsó ({ $score } GyP)
end-result-out-of-time = { $place }. hely a(z) { $players } közül, { $score } GyP; lejárt az idő, és a(z) { $bot } bot fejezte be a játékot
end-result-forfeited = lejárt az idő, a hely feladottnak számít: { $place }. hely a(z) { $players } közül, pontszámtól függetlenül utolsó ({ $score } GyP)
end-result-aborted-agreement = közös megegyezéssel megszakítva, nincs eredmény ({ $score } GyP a megszakításkor)
end-result-aborted-admin = az adminisztrátor megszakította, nincs eredmény ({ $score } GyP a megszakításkor)
end-seat-line = { $place }. { $name }: { $result }
end-seat-line-aborted = { $name }: { $result }

## Időpontok a levelekben: „2026. november 28., 05:22 UTC”
end-when = { $year }. { $month ->
    [1] január
    [2] február
    [3] március
    [4] április
    [5] május
    [6] június
    [7] július
    [8] augusztus
    [9] szeptember
    [10] október
    [11] november
   *[12] december
} { $day }., { $time } UTC

## Levél, ha egy bot átveszi a helyet
mail-takeover-subject = Egy bot játszik helyetted: { $game }
mail-takeover-body = Szia { $name }! Lejárt az időd a(z) { $game } játékban, ezért most a(z) { $bot } bot dönt helyetted. Az alábbi linkkel visszaveheted a helyed: az órád újraindul.

## Az oldal: előtér, Játékaim, profil
web-seat-lang = A neki küldött levelek nyelve
web-profile-lang = A leveleim nyelve
web-email-required = E-mail-cím
web-last-move-at = utolsó lépés: { $when }
web-result = Eredmény: { $result }
web-seat-lang-auto = Levelek: a profilja nyelvén, különben az enyémen
