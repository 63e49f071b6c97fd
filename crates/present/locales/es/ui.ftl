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
