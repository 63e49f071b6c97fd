# Cómo terminó una partida (present::ending): un relato por puesto, contado igual en el aviso, la
# última línea del registro, el correo de fin de partida, Mis partidas, la repetición y la línea
# de órdenes.

## Quién ganó
end-wins = { $name } gana con { $score } PV.
end-wins-shared = { $names } comparten la victoria con { $score } PV.
end-no-winner = Nadie gana: todos los puestos abandonaron o perdieron por tiempo.
end-ended-by = La partida terminó cuando { $name } abandonó.
end-aborted-agreement = La partida se anuló: todas las personas estuvieron de acuerdo. Sin resultado ni clasificación.
end-aborted-admin = La administración del servidor anuló la partida. Sin resultado ni clasificación.

## El resultado de un puesto y su motivo
end-result-won = ganó con { $score } PV
end-result-won-shared = compartió la victoria con { $score } PV
end-result-placed = puesto { $place } de { $players } con { $score } PV
end-result-resigned = abandonó: puesto { $place } de { $players }, último sean cuales sean los puntos ({ $score } PV)
end-result-out-of-time = puesto { $place } de { $players } con { $score } PV; se acabó el tiempo y el bot { $bot } terminó la partida
end-result-forfeited = se acabó el tiempo y el puesto perdió por incomparecencia: puesto { $place } de { $players }, último sean cuales sean los puntos ({ $score } PV)
end-result-aborted-agreement = anulada de común acuerdo, sin resultado ({ $score } PV al pararse)
end-result-aborted-admin = anulada por la administración del servidor, sin resultado ({ $score } PV al pararse)
end-seat-line = { $place }. { $name }: { $result }
end-seat-line-aborted = { $name }: { $result }

## Horas en los correos: «28 de noviembre de 2026, 05:22 UTC»
end-when = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }, { $time } UTC

## Correo cuando un bot toma un puesto
mail-takeover-subject = Un bot juega tu puesto en { $game }
mail-takeover-body = Hola, { $name }: se acabó tu tiempo en { $game } y ahora el bot { $bot } decide por ti. Abre el enlace de abajo para recuperar tu puesto: tu reloj vuelve a empezar.

## La página: sala, Mis partidas, perfil
web-seat-lang = Idioma de los correos a esta persona
web-profile-lang = Idioma de mis correos
web-email-required = Dirección de correo
web-last-move-at = última jugada: { $when }
web-result = Resultado: { $result }
web-seat-lang-auto = Correos: el idioma de su perfil, si no, el mío
