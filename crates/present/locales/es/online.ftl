# Jugar durante días (kohle serve): relojes, bots por los ausentes, acuerdos, correo, Mis
# partidas, clasificaciones.

## Las líneas del registro del servidor
srv-timeout-bot = { $name } se quedó sin tiempo: el bot { $bot } juega por { $name } hasta que recupere su asiento.
srv-timeout-forfeit = { $name } se quedó sin tiempo y pierde por abandono: el bot { $bot } termina la partida, último puesto.
srv-seat-back = { $name } recuperó su asiento.
srv-resigned-bot = { $name } se rindió: el bot { $bot } termina la partida, último puesto.
srv-resigned-end = { $name } se rindió: la partida termina aquí, { $name } en último puesto.
srv-aborted = Todas las personas estuvieron de acuerdo: la partida se anuló.
srv-aborted-admin = La administración del servidor anuló la partida.

## Rechazos
err-taken-over = Un bot juega por ti desde que se acabó tu tiempo: recupera primero tu asiento.
err-seat-left = Este asiento se rindió o perdió por abandono: un bot lo juega hasta el final.
err-not-taken-over = Ningún bot juega por ti: no hay nada que recuperar.
err-out-of-time = Tu tiempo se acabó antes de que llegara tu decisión.
err-abort-too-late = Demasiado tarde para anular: el primer turno (año) ha terminado.
err-rematch-not-over = La revancha se acuerda cuando la partida ha terminado.
err-analysis-off = Este servidor no analiza partidas (el análisis está desactivado).
err-analysis-not-over = Solo se puede analizar una partida terminada.
err-analysis-busy = El servidor está analizando tantas partidas como puede a la vez: vuelve a intentarlo en unos minutos.

## El análisis de una partida terminada
analysis-verdict-good = buena
analysis-verdict-inaccuracy = imprecisión
analysis-verdict-mistake = error
analysis-verdict-blunder = error grave
analysis-only-move = única jugada
analysis-chart-title = Probabilidad de ganar tras cada decisión (según la estima quien decide)
analysis-chart-x = decisión

## Correo
mail-invite-subject = Tu asiento en una partida de { $game }
mail-invite-body = Hola, { $name }: tienes un asiento en una partida de { $game } con { $others }. El enlace de abajo es tu asiento: quien lo tenga juega por ti.
mail-turn-subject = Te toca en { $game }
mail-turn-body = Hola, { $name }: te toca en { $game } con { $others }. Tu jugada vence el { $deadline }.
mail-low-subject = Se te acaba el tiempo en { $game }
mail-low-body = Hola, { $name }: tu tiempo en { $game } se acaba el { $deadline }. Después un bot decide por ti.
mail-over-subject = Fin de la partida: { $game }
mail-over-body = Hola, { $name }: la partida de { $game } con { $others } ha terminado.
mail-result-line = { $place }. { $name }: { $score } PV
mail-signin-subject = Tu enlace de acceso a kohle
mail-signin-body = Abre el enlace de abajo para ver tus partidas en este dispositivo. Funciona una vez, durante una hora. Si no lo pediste, ignora este correo.
mail-footer = Ningún correo más de este servidor a esta dirección, con un clic: { $link }

## La página
web-clock = Control de tiempo
web-clock-untimed = Sin reloj
web-clock-fischer = En tiempo real
web-clock-turn = Por turnos
web-clock-minutes = Minutos por persona
web-clock-increment = Segundos añadidos por jugada
web-clock-hours = Horas por jugada
web-clock-reserve = Reserva en horas
web-on-timeout = Cuando se acaba el tiempo
web-on-timeout-bot = un bot juega hasta que la persona vuelva
web-on-timeout-forfeit = el asiento pierde por abandono (un bot termina, último puesto)
web-email = Correo (opcional)
web-me = yo
web-seat-taken-over = un bot ({ $bot }) juega por { $name }
web-seat-forfeited = { $name } perdió por abandono
web-seat-resigned = { $name } se rindió
web-clock-running = { $name }: { $time }, en marcha
web-clock-stopped = { $name }: { $time }
web-take-back = Recuperar mi asiento
web-resign = Rendirse
web-resign-confirm = ¿Rendirte en esta partida? Quedas último sea cual sea tu puntuación.
web-abort = Acordar la anulación
web-abort-agreed = De acuerdo con anular: { $names }
web-rematch = Revancha
web-rematch-accepted = Aceptaron la revancha: { $names }
web-rematch-open = Abrir la revancha
web-aborted = La partida se anuló.
web-notify-ask = Avísame cuando me toque
web-notify-body = Te toca en { $game }.
web-email-me = Escríbeme sobre esta partida:
web-save = Guardar
web-saved = Guardado.
web-add-to-my-games = Añadir a Mis partidas
web-added = Añadida a Mis partidas.
web-my-games-title = Mis partidas
web-leaderboard = Clasificación
web-create-player = Crearme como jugador aquí
web-player-help = Este navegador guarda tu clave de jugador: las partidas que añadas aparecen aquí. En otro dispositivo, pide un enlace de acceso por correo.
web-sign-in = Entrar con un enlace por correo
web-sign-in-send = Enviar el enlace
web-sign-in-sent = Si alguien aquí tiene esta dirección, el enlace va en camino.
web-signed-in = Has entrado en este dispositivo.
web-profile = Perfil
web-to-move = le toca a: { $names }
web-place-score = puesto { $place }, { $score } PV
web-last-move = última jugada: { $text }
web-no-my-games = Aún no hay partidas: abre una invitación y añádela a Mis partidas, o crea una partida y ocupa un asiento tú.
web-rating = Puntuación
web-games-count = Partidas
web-players-n = { $n } jugadores
web-mail-stop-title = No más correos
web-mail-stop-ask = ¿Dejar de recibir todos los correos de este servidor en tu dirección?
web-mail-stop-button = Dejar de recibir correos
web-mail-stop-done = Hecho: no llegarán más correos a tu dirección.

# The replay page (replay.js).
web-replay = Repetición
web-replay-title = Repetición
web-replay-first = Primer paso (Inicio)
web-replay-prev-decision = Decisión anterior (Mayús+←)
web-replay-prev = Paso anterior (←)
web-replay-next = Paso siguiente (→)
web-replay-next-decision = Decisión siguiente (Mayús+→)
web-replay-last = Último paso (Fin)
web-replay-slider = Paso
web-replay-step = Paso { $step } de { $steps } · decisiones tomadas: { $actions }
web-replay-view-as = Tablero visto por
web-replay-public = todos (público)
web-replay-everything = La partida ha terminado: todos lo ven todo (planes, robos, las pilas).
web-replay-as-seen = La partida sigue en curso: ves lo que vio tu puesto (un espectador, solo lo público).
web-replay-piles = Pilas boca abajo (la de arriba primero)
web-replay-to-game = Volver a la partida
web-replay-drop = Suelta aquí un archivo de partida (guardado por kohle) o elige uno. Se lee y se reproduce en este navegador y no se envía a ningún sitio.
web-replay-choose = Elegir un archivo de partida
web-replay-file-error = Este archivo no se puede reproducir: { $reason }
web-replay-no-wasm = Este servidor se compiló sin el módulo de repetición (replay.wasm): aquí no se puede reproducir un archivo.
web-replay-analysis = Análisis
web-replay-analyse = Analizar esta partida
web-replay-analysing = El bot está analizando la partida…
web-replay-analysis-failed = El análisis ha fallado.
web-replay-chart = La probabilidad de ganar de cada puesto a lo largo de la partida
