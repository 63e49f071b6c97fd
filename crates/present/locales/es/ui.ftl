# The terminal UI and the command line (the web page uses these too where it can).

## Seats and status line
ui-seat-you = { $name } (tú)
ui-seat-bot = { $name } ({ $bot })
ui-status-deciding = Decide { $seat }
ui-status-thinking = { $seat } está pensando
ui-status-hand-over = Pasar a { $seat }
ui-status-game-over = Fin de la partida
ui-status-decisions = { $n ->
    [one] { $n } decisión
   *[other] { $n } decisiones
}
ui-public-view = Vista pública
ui-more-down = PgDn: más
ui-more-up = PgUp: más
ui-more-both = PgUp/PgDn: más

## Menu, log, hints
ui-actions = Acciones
ui-actions-count = Acciones ({ $n })
ui-actions-filtered = Acciones ({ $shown }/{ $n })
ui-log-title = Registro ({ $n })
ui-hint-deciding = Up/Dn+Enter o escribe (: antes) Tab completa | u deshacer s guardar q salir | r reglas ? ayuda
ui-hint-hand-over = Enter: estoy listo  q salir  ? ayuda
ui-hint-thinking = u deshacer  s guardar  q salir  PgUp/PgDn desplazar  r reglas  ? ayuda
ui-hint-game-over = s guardar  q salir  PgUp/PgDn desplazar  [ ] registro  d detalles  ? ayuda

## Keys (the help box)
ui-keys-title = Teclas
ui-key-choose = Up/Down Home/End  elegir una acción
ui-key-enter = Enter             ejecutarla
ui-key-letters = letras            escribir notación: filtra el menú
ui-key-colon = :                 notación que empieza por s, u, q, r, d
ui-key-tab = Tab               completar la notación escrita
ui-key-esc = Esc / Backspace   vaciar / borrar el texto escrito
ui-key-undo = u  Ctrl-Z         deshacer hasta tu decisión anterior
ui-key-save = s  Ctrl-S         guardar el registro de la partida
ui-key-quit = q  Ctrl-C         salir (pregunta si no has guardado)
ui-key-scroll-panel = PgUp/PgDn         desplazar el panel de juego
ui-key-scroll-log = [ ]               desplazar el registro
ui-key-rules = r                 ayuda de reglas: componentes, casillas y opciones
ui-key-help = ?                 esta ayuda
ui-key-close-help = cualquier tecla cierra esta ayuda

## Boxes
ui-any-key = (pulsa cualquier tecla para seguir)
ui-milestones-title = Qué ha pasado
ui-confirm-title = ¿Seguro?
ui-confirm-keys = Enter o y: hacerlo   otra tecla: volver
ui-quit-title = ¿Salir?
ui-quit-unsaved = La partida tiene decisiones sin guardar.
ui-quit-keys = y: salir igualmente  s: guardar y salir
ui-quit-keep = otra tecla: seguir jugando
ui-rules-title = Ayuda de reglas
ui-rules-keys = Up/Down PgUp/PgDn: desplazar   otra tecla: cerrar

## Hand-over (hotseat)
ui-hand-over-title = Cambio de jugador
ui-hand-over-pass = Pasa el terminal a { $seat }.
ui-hand-over-look-away = Que los demás no miren, por favor.
ui-hand-over-ready = { $seat }: pulsa Enter cuando quieras empezar.

## Messages
ui-bot-refused = { $seat }: rechazó { $action }: { $reason }
ui-saved = Guardado en { $path }
ui-save-failed = Error al guardar: { $reason }
ui-undo-only-vs-bots = Deshacer solo funciona si una persona juega contra bots.
ui-undo-nothing = Nada que deshacer: aún no has decidido.
ui-undo-revealed = No se puede deshacer: se reveló información oculta desde tu última decisión.
ui-undo-bad-record = No se puede deshacer: el registro no se puede reproducir.
ui-undone = { $n ->
    [one] Se deshizo { $n } decisión.
   *[other] Se deshicieron { $n } decisiones.
}
ui-not-legal = `{ $action }` no está permitido ahora: { $reason }
ui-not-offered = no está entre las acciones disponibles ahora.
ui-cannot-read = No se puede leer `{ $input }`: { $reason }

## Final table
ui-final-score = Puntuación final
ui-total = total
ui-place = puesto
ui-tiebreak-part = desempate: { $part }
ui-winner = { $n ->
    [one] Ganador: { $names }
   *[other] Ganadores (empate): { $names }
}
ui-details-show = d: mostrar el desglose de cada categoría
ui-details-hide = d: ocultar el desglose

## Command line
cli-options-title = Opciones de reglas de { $game } (se fijan con --option NAME=VALUE):
cli-rules-none = Ninguna ayuda de reglas coincide con `{ $topic }`.
cli-scores-final = Puntuaciones (finales):
cli-scores-so-far = Puntuaciones hasta ahora:
cli-winner = ganador
cli-vp = { $n } PV
cli-legal-over = La partida ha terminado: no hay acciones permitidas.
cli-legal-none = { $seat } no tiene ninguna decisión pendiente.
cli-legal-title = { $seat }: { $n ->
    [one] { $n } acción permitida
   *[other] { $n } acciones permitidas
}

## Página del navegador (kohle serve)
web-lobby-title = Juega a Glück Auf y Haspelknecht
web-language = Idioma
web-new-game = Nueva partida
web-game = Juego
web-players = Jugadores
web-seats = Puestos
web-person = Persona
web-name = Nombre
web-bot-random = Bot: jugadas al azar (el más fácil)
web-bot-greedy = Bot: codicioso (fácil)
web-bot-ismcts-1s = Bot: búsqueda, 1 s por jugada (fuerte)
web-bot-ismcts-3s = Bot: búsqueda, 3 s por jugada (el más fuerte)
web-options = Opciones de reglas
web-random = al azar
web-create = Crear la partida
web-creating = Creando la partida…
web-created = Partida creada
web-invite-help = Envía a cada jugador su propio enlace: quien tiene un enlace juega ese puesto. El enlace de espectador solo permite mirar.
web-copy = Copiar
web-copied = Copiado
web-open = Abrir
web-my-games = Mis partidas (guardadas en este navegador)
web-no-games = Aún no hay partidas.
web-forget = Olvidar esta partida
web-spectator = Espectador
web-error-status = El servidor respondió con el estado { $status }.
web-no-token = Este enlace no tiene token: abre el enlace de invitación completo.
web-board = Tablero
web-sound = Sonido
web-reconnecting = Conexión perdida: reconectando…
web-will-send = Aún no enviado: se enviará en cuanto vuelva la conexión.
web-not-sent = Tu jugada no se envió y ya no es posible.
web-notation = Notación
web-notation-placeholder = escribe una jugada; Tab completa
web-send = Enviar
web-undo = Deshacer
web-scores = Puntos
web-log = Registro
web-actions = Acciones permitidas
web-confirm-title = ¿Seguro?
web-confirm-yes = Sí, hacerlo
web-confirm-no = Volver
web-tap-again = toca otra vez para hacerlo
web-choose-next = Elige la siguiente parte de la jugada (resaltada) o escríbela.
web-no-match = Ninguna acción permitida empieza así.
web-more = … y { $n } más
web-your-turn = Tu turno
web-you-are = Juegas como { $name }
web-waiting-for = Esperando a { $names }
web-game-over = Fin de la partida
web-game-aborted = El administrador del servidor ha cancelado esta partida.
web-points = { $n } PV
web-tiebreak = Desempate
web-winner = Ganador: { $name }
web-winners-shared = Ganadores (empate): { $names }
web-tiebreak-decided = Empate a puntos: decidió el desempate.
web-category = Categoría
web-total = Total
web-place = Puesto
web-draw-failed = No se pudo dibujar el tablero; en su lugar se listan las acciones permitidas.

## Página del navegador: tablero de Glück Auf
web-ga-status = Jornada, fase, reserva y puntos de victoria
web-ga-board = Casillas de acción
web-ga-shift = Jornada { $n } de 3
web-ga-phase-draft = selección de pedidos, carta { $pick } de { $picks }
web-ga-phase-place-workers = colocar trabajadores
web-ga-phase-take-tile = 5 losetas superiores: compra una o ninguna
web-ga-phase-take-order = 5 pedidos superiores: quédate uno o ninguno
web-ga-phase-return-end = devuelve los otros { $count } arriba o abajo de la pila
web-ga-phase-return-order = devuélvelos uno a uno ({ $placed } de { $count } nombrados)
web-ga-phase-substitute = escasez de carbón: las vagonetas nuevas de color { $level } ({ $carts }) necesitan un cubo de otro color
web-ga-phase-mining = extracción, pasos restantes: { $steps_left }
web-ga-phase-double-fill = llenado doble en { $card }: { $cubes_placed } de 2 cubos puestos
web-ga-phase-over = la partida ha terminado
web-ga-supply = Reserva
web-ga-tile-pile = Pila de losetas: { $n }
web-ga-order-deck = Mazo de pedidos: { $n }
web-ga-first-player = Jugador inicial: { $name }
web-ga-vp = PV
web-ga-vp-short = PV
web-ga-factory = Fábrica { $n }
web-ga-factory-draw = Fábrica: 5 superiores
web-ga-mine = Extracción { $n }
web-ga-money = Dinero { $n }
web-ga-order = Pedido { $n }
web-ga-order-draw = Pedidos: 5 superiores
web-ga-players-n = desde { $n } jugadores
web-ga-blocked = Fuera de juego: esta casilla necesita { $n } jugadores o más.
web-ga-cost-short = ⚒{ $n }
web-ga-cost = Trabajadores necesarios para entrar ahora: { $n }
web-ga-workers-on = Trabajadores aquí: { $n } ({ $name })
web-ga-tile-tip = Loseta { $number }: { $colour }, vagonetas: { $carts }, cara: { $side }, precio en marcos: { $cost }
web-ga-draft-title = Selección: toma una carta de pedido
web-ga-drawn-yours = Solo tú las ves: las { $n } superiores de la pila
web-ga-drawn-other = { $name } mira las { $n } superiores de una pila (ocultas para ti)
web-ga-scoring-title = Puntuación al final de la jornada { $n }
web-ga-element = Elemento
web-ga-first-second = PV para 1.º / 2.º
web-ga-mine-of = Mina de { $name }
web-ga-marks = Marcos: { $n }
web-ga-workers = Trabajadores: { $n }
web-ga-canteen = Cantina: { $n }
web-ga-light-dark = Losetas: claras { $light }, oscuras { $dark }
web-ga-surface = Superficie
web-ga-carts = Vagonetas con carbón: { $n } ({ $colour })
web-ga-empty-cart = Vagoneta vacía (nivel { $colour })
web-ga-storage = Almacén
web-ga-mini-tile = Loseta { $number }, cara: { $side }
web-ga-pending = Pedidos pendientes: { $n }
web-ga-delivered = Pedidos entregados ({ $n }): { $cards }
web-ga-delivered-count = Pedidos entregados: { $n }
web-ga-delivered-revealed = Pedidos entregados ({ $n }): { $cards } +{ $hidden } boca abajo
web-ga-revealed-tip = Revelados en la última puntuación de jornada: de nuevo boca abajo, pero todos los jugadores los vieron.
web-ga-delivered-seen = Pedidos entregados (vistos)
web-ga-face-down = +{ $n } boca abajo
web-ga-button-stop = Terminar la extracción
web-ga-button-return-top = Arriba de la pila
web-ga-button-return-bottom = Abajo de la pila
web-ga-button-take-none = No tomar nada
web-ga-substitute = Un cubo { $colour } ({ $letter })
web-ga-substitute-none = Dejar la vagoneta vacía
web-ga-more-actions = Más acciones:
web-ga-short-yellow = A
web-ga-short-brown = M
web-ga-short-grey = G
web-ga-short-black = N
