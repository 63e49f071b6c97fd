# Haspelknecht: todo texto que lee un jugador (claves `hk-*`). Los términos del juego vienen del
# reglamento español (agua de pozo, Pinge, pozo, túnel, granjero, peón, excavador de carbón, minero,
# grupo de acción, grupo de reserva, fichas de desarrollo, arrendamiento, Thaler...).
# "Token" (disco de acción o marcador que hace de disco) se traduce como "disco", igual que el reglamento.

## Terms

hk-colour-black = negro
hk-colour-brown = marrón
hk-colour-yellow = amarillo
hk-colour-any = gris (cualquier color)
hk-res-coal = carbón
hk-res-wood = madera
hk-res-food = comida
hk-season-spring = primavera
hk-season-summer = verano
hk-season-autumn = otoño
hk-place-pinge = Pinge
hk-place-tunnel = túnel
hk-place-shaft = pozo
hk-place-farm = granja
hk-area-pit-water = Agua de pozo
hk-area-carts = Carritos (campos de carrito)
hk-area-pools = Grupos de acción y grupos de reserva
hk-area-board = Tablero de desarrollo
hk-worker-farmer = granjero
hk-worker-farmhand = peón
hk-worker-improved-farmhand = peón mejorado
hk-worker-digger = excavador de carbón
hk-worker-hewer = minero
hk-worker-haspel = Haspelknecht
hk-worker-winch = torno (segundo Haspelknecht)
hk-worker-mill = molino de agua
hk-marker-rope = cuerda
hk-marker-wheelbarrow = carretilla
hk-marker-ladder = escalera
hk-marker-winch = torno
hk-marker-lamp = lámpara de aceite
hk-marker-hammer = martillo y pico
hk-building-barn = granero
hk-building-charcoal-kiln = horno de carbón
hk-building-coal-storage = almacén de carbón
hk-building-water-mill = molino de agua
hk-symbol-none = ninguno
hk-symbol-fork = tenedor
hk-symbol-hammer = martillo y pico
hk-symbol-building = edificio
hk-work-food = comida
hk-work-wood = madera
hk-work-mining = minería
hk-work-development = desarrollo
hk-pay-yellow = un disco amarillo
hk-pay-wheelbarrow = el marcador de carretilla
hk-pay-food = 1 comida
hk-pay-thaler = 1 Thaler
hk-phase-take-discs = Toma de discos
hk-phase-first-year-water = Agua de pozo del primer año
hk-phase-planning = Planificación
hk-phase-execution = Ejecución
hk-phase-winter-kiln = Invierno: horno de carbón
hk-phase-winter-rent = Invierno: arrendamiento
hk-phase-winter-storage = Invierno: almacenamiento
hk-phase-over = Fin de la partida

## Development tiles

hk-tile-11 = Balancín
hk-tile-12 = Granero
hk-tile-13 = Azada
hk-tile-14 = Cuerda
hk-tile-15 = Horno de carbón
hk-tile-21 = Balde
hk-tile-22 = Carretilla
hk-tile-23 = Escalera
hk-tile-24 = Almacén de carbón
hk-tile-25 = Torno
hk-tile-31 = Minería de madera
hk-tile-32 = Lámpara de aceite
hk-tile-33 = Martillo y pico
hk-tile-34 = Sacos de carbón
hk-tile-35 = Molino de agua
hk-tile-41 = Conductor de carbón
hk-tile-42 = Camión
hk-tile-43 = Carro de mano
hk-tile-44 = Carro de caballos
hk-tile-45 = Pequeña mina
hk-tile-unknown = ?
hk-tile-ref = { $tile } { $name }

hk-tile-11-effect = +1 Thaler de inmediato.
hk-tile-12-effect = Edificio: el granero guarda 1 carbón, madera o comida durante el invierno; la comida guardada allí da 2 PV.
hk-tile-13-effect = Peón mejorado: desde la siguiente fase de acción, el peón trabaja como el granjero y puede adquirir desarrollos (pero no recibe la bonificación de verano).
hk-tile-14-effect = Marcador de cuerda: una vez, en una fase de acción posterior, quita 1 agua de pozo (Pinge o pozo) durante tu ejecución y gana 1 PV.
hk-tile-15-effect = Edificio: el horno de carbón convierte 2 madera en 2 carbón y 1 PV, una vez por fase de acción a partir de la siguiente.
hk-tile-21-effect = Ya no recibes agua de pozo en las fases de agua de pozo de primavera y otoño.
hk-tile-22-effect = Marcador de carretilla: un disco amarillo, una vez, en una fase de acción posterior. Final: +1 PV por cada sección del túnel completada con el símbolo de carretilla.
hk-tile-23-effect = Marcador de escalera: un disco marrón, una vez, en una fase de acción posterior.
hk-tile-24-effect = Edificio: el almacén de carbón guarda 1 carbón (+1 PV) y 1 madera durante el invierno.
hk-tile-25-effect = Puedes quitar 1 agua de pozo de inmediato. Marcador de torno: en una fase de acción posterior, una segunda activación del Haspelknecht sin pago.
hk-tile-31-effect = Elige: 3 madera y 1 agua de pozo, o 1 Thaler.
hk-tile-32-effect = +1 Thaler. Marcador de lámpara de aceite: antes de una toma de discos posterior, intercambia un disco de un grupo de reserva con un disco de su grupo de acción. Final: +1 PV por cada sección del túnel completada con el símbolo de lámpara de aceite.
hk-tile-33-effect = +1 madera; después puedes excavar de inmediato 1 carbón accesible. Marcador de martillo y pico: un disco negro, una vez, en una fase de acción posterior.
hk-tile-34-effect = Puedes cambiar 1 carbón por 1 Thaler, o 2 carbón por 1 Thaler y 1 comida.
hk-tile-35-effect = Edificio: a partir de la siguiente fase de acción, el molino de agua convierte 2 discos negros en 1 Thaler, o 2 discos amarillos en 1 comida y 2 PV, una vez por fase de acción.
hk-tile-41-effect = +1 Thaler. Final: +1 PV por cada símbolo de martillo y pico en tus fichas.
hk-tile-42-effect = +1 madera, y 2 carbón a tu pozo una vez agotado tu Pinge. Final: +1 PV por cada sección del túnel completada con el símbolo de camión.
hk-tile-43-effect = +1 comida. Final: +1 PV por cada símbolo de tenedor en tus fichas.
hk-tile-44-effect = +1 Thaler y +1 comida. A partir de ahora, el carbón de invierno da 1 PV por carbón en lugar de usar la tabla de carbón.
hk-tile-45-effect = +3 Thalers de inmediato.

## Small parts of messages

hk-none = nada
hk-list = { $items }
hk-plus = { $a } + { $b }
hk-discs-of = { $count }× { $colour }
hk-amount-of = { $count } { $res }
hk-token-disc = un disco { $colour }
hk-token-marker = el marcador de { $marker } (como disco { $colour })
hk-turn-place = { $seat } ({ $value })
hk-plan-of = { $seat } ({ $plan })
hk-plan-tokens = { $worker } { $discs }
hk-plan-paid = { $worker } pagado con { $pay }
hk-plan-winch = torno
hk-plan-nothing = nada planificado
hk-score-line = { $category } { $points }
hk-standing = { $rank }. { $seat } { $score } PV ({ $coal } carbón extraído, posición { $position } en el orden de turno)
hk-gain-thaler = +{ $count } { $count ->
    [one] Thaler
   *[other] Thalers
}
hk-gain-food = +{ $count } comida
hk-gain-wood = +{ $count } madera
hk-gain-shaft-coal = +{ $count } carbón al pozo
hk-gain-marker = el marcador de { $marker } (utilizable desde la siguiente fase de acción)
hk-gain-building = el edificio { $building }
hk-gain-improved-farmhand = el peón mejorado (desde la siguiente fase de acción)
hk-gain-no-pit-water = no más agua de pozo en las fases de agua de pozo
hk-gain-coal-vp-each = el carbón de invierno da 1 PV por carbón

## Events

hk-ev-season-begins = Año { $year }: empieza la fase de acción de { $season }.
hk-ev-pit-water = Agua de pozo ({ $season }): { $count ->
    [0] nadie recibe agua
    [one] 1 agua de pozo para { $seats }
   *[other] 1 agua de pozo para cada uno de { $seats }
}.
hk-ev-pit-water-bucket = Agua de pozo ({ $season }): { $count ->
    [0] nadie recibe agua
    [one] 1 agua de pozo para { $seats }
   *[other] 1 agua de pozo para cada uno de { $seats }
}; el balde protege a { $bucket }.
hk-ev-discs-returned = Relleno: { $count } { $count ->
    [one] disco vuelve
   *[other] discos vuelven
} a la bolsa ({ $discs }), y cada grupo de reserva pasa a su grupo de acción.
hk-ev-pool-refilled = Grupo { $pool } rellenado desde la bolsa: { $reserve } a la reserva, { $action } al grupo de acción.
hk-ev-discs-taken = { $seat } toma { $count } { $count ->
    [one] disco
   *[other] discos
} de color { $colour } del grupo { $pool }.
hk-ev-discs-taken-water = { $seat } toma { $count } { $count ->
    [one] disco
   *[other] discos
} de color { $colour } del grupo { $pool } y recibe 1 agua de pozo (símbolo de agua).
hk-ev-oil-lamp = { $seat } usa la lámpara de aceite: un disco { $reserve } del grupo de reserva { $pool } se intercambia con un disco { $action } de su grupo de acción.
hk-ev-water-returned = { $seat } devuelve 1 agua de pozo (regla del primer año).
hk-ev-turn-order = Orden de turno (valor del carrito 1): { $order }.
hk-ev-plans-revealed = Planes revelados: { $plans }.
hk-ev-produced = El { $worker } de { $seat } produce { $count } { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 sinergia)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 bonificación de verano)"}
}.
hk-ev-synergy-action = Sinergia: el { $worker } de { $seat } obtiene una acción negra más.
hk-ev-coal-mined = El { $worker } de { $seat } excava 1 carbón: { $from } → { $to }.
hk-ev-water-removed = El { $worker } de { $seat } quita { $count } agua de pozo del { $from }.
hk-ev-coal-hauled = El { $worker } de { $seat } sube 1 carbón del pozo a la granja.
hk-ev-pinge-exhausted = El Pinge de { $seat } se ha agotado: { $water } agua de pozo pasa al pozo, { $wood } madera vuelve al suministro general, y el minero y el Haspelknecht toman el relevo. Bono de Pinge: { $vp } PV.
hk-ev-water-mill = El molino de agua de { $seat } da { $thaler } { $thaler ->
    [one] Thaler
   *[other] Thalers
}, { $food } comida y { $vp } PV.
hk-ev-charcoal-kiln = El horno de carbón de { $seat } convierte 2 madera en 2 carbón: +1 PV.
hk-ev-rope = { $seat } usa la cuerda: 1 agua de pozo fuera del { $from }, +1 PV.
hk-ev-acquired = El { $worker } de { $seat } adquiere { $tile } como comprador n.º { $rank }: +{ $vp } PV.
hk-ev-acquired-fee = El { $worker } de { $seat } adquiere { $tile } como comprador n.º { $rank } y paga 1 { $fee } a { $to } (no adyacente): +{ $vp } PV.
hk-ev-tile-effect = { $tile } da a { $seat }: { $gains }.
hk-ev-choice-nothing = { $seat } no usa el efecto de { $tile }.
hk-ev-choice-water = { $seat } quita 1 agua de pozo con { $tile }.
hk-ev-choice-wood = { $seat } toma 3 madera y 1 agua de pozo de { $tile }.
hk-ev-choice-thaler = { $seat } toma 1 Thaler de { $tile }.
hk-ev-choice-mine = { $seat } excava 1 carbón con { $tile }.
hk-ev-choice-exchange = { $coal ->
    [0] { $seat } no cambia carbón con { $tile }.
    [one] { $seat } cambia 1 carbón por 1 Thaler con { $tile }.
   *[other] { $seat } cambia 2 carbón por 1 Thaler y 1 comida con { $tile }.
}
hk-ev-workers-unused = { $seat } termina la ejecución; { $count ->
    [one] este trabajador planificado no trabajó y sus discos se pierden
   *[other] estos trabajadores planificados no trabajaron y sus discos se pierden
}: { $workers }.
hk-ev-winter-begins = Invierno del año { $year }: puntuación del carbón, arrendamiento, almacenamiento.
hk-ev-winter-coal = Puntuación del carbón de invierno: { $seat } tiene { $coal } carbón en la granja: +{ $vp } PV.
hk-ev-winter-coal-wagon = Puntuación del carbón de invierno: { $seat } tiene { $coal } carbón en la granja: +{ $vp } PV (carro de caballos: 1 PV por carbón).
hk-ev-rent = Arrendamiento: { $seat } paga { $food } comida y { $thaler } { $thaler ->
    [one] Thaler
   *[other] Thalers
}{ $debt ->
    [0] {""}
    [one] {", y toma 1 ficha de deuda"}
   *[other] , y toma { $debt } fichas de deuda
}.
hk-ev-storage = Almacenamiento: { $seat } guarda { $kept } (+{ $vp } PV) y devuelve { $discarded } al suministro general.
hk-ev-year-ends = Termina el año { $year }.
hk-ev-final-scoring = Puntuación final de { $seat }: { $lines }; total { $total } PV.
hk-ev-game-ends = Fin de la partida. { $count ->
    [one] Ganador
   *[other] Ganadores
}: { $winners }. Clasificación: { $standings }.

## What an action does (menus and tooltips)

hk-ex-take = Tomar { $count } { $count ->
    [one] disco
   *[other] discos
} de color { $colour } del grupo { $pool }.
hk-ex-take-water = Tomar { $count } { $count ->
    [one] disco
   *[other] discos
} de color { $colour } del grupo { $pool }, y 1 agua de pozo (símbolo de agua).
hk-ex-pass = Saltar la segunda toma y quedarte con { $count } { $count ->
    [one] disco
   *[other] discos
}.
hk-ex-lamp = Lámpara de aceite: intercambiar un disco { $reserve } del grupo de reserva { $pool } con un disco { $action } de su grupo de acción (el marcador se gasta).
hk-ex-return-water = Devolver 1 agua de pozo al suministro general (regla del primer año).
hk-ex-keep-water = Quedarte tu agua de pozo.
hk-ex-assign = Poner { $token } en el { $worker }.
hk-ex-pay = Pagar al { $worker } con { $pay }: { $does }
hk-ex-winch = Planificar el marcador de torno: una segunda activación del Haspelknecht sin pago.
hk-ex-plan-done = Terminar tu plan; todos los planes se revelan cuando todos hayan terminado.
hk-ex-winter-done = Terminar el uso invernal del horno de carbón.
hk-ex-activate-own = trabaja con { $discs }.
hk-ex-activate-digger = 2 acciones en el Pinge (cada una quita hasta 2 agua de pozo o excava 1 carbón hacia la granja).
hk-ex-activate-hewer = excava hasta 3 carbón del túnel hacia el pozo.
hk-ex-activate-haspel = 3 acciones en el pozo (cada una quita hasta 2 agua de pozo o sube 1 carbón a la granja).
hk-ex-activate-winch = el Haspelknecht trabaja una segunda vez, 3 acciones, sin pago.
hk-ex-activate-mill = El molino de agua: +{ $thaler } { $thaler ->
    [one] Thaler
   *[other] Thalers
}, +{ $food } comida, +{ $vp } PV.
hk-ex-produce = Producir { $count } { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 sinergia)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 bonificación de verano)"}
}.
hk-ex-mine = Excavar 1 carbón: { $from } → { $to }.
hk-ex-drain = Quitar { $count } agua de pozo del { $from } (quedan { $left }).
hk-ex-haul = Subir 1 carbón del pozo a la granja ({ $coal } en el pozo).
hk-ex-acquire = Adquirir { $tile } por { $vp } PV. { $effect }
hk-ex-acquire-fee = Adquirir { $tile } por { $vp } PV, pagando 1 { $fee } a { $to } (no adyacente). { $effect }
hk-ex-choose-nothing = No usar el efecto de la ficha.
hk-ex-choose-water = Quitar 1 agua de pozo.
hk-ex-choose-wood = Tomar 3 madera y 1 agua de pozo.
hk-ex-choose-thaler = Tomar 1 Thaler.
hk-ex-choose-mine = Excavar 1 carbón: { $from } → { $to }.
hk-ex-exchange = { $coal ->
    [0] No cambiar carbón.
    [one] Cambiar 1 carbón por 1 Thaler.
   *[other] Cambiar 2 carbón por 1 Thaler y 1 comida.
}
hk-ex-stop = El trabajador activo se detiene{ $count ->
    [0] {"."}
    [one] ; se pierde 1 acción.
   *[other] ; se pierden { $count } acciones.
}
hk-ex-wood-pinge = Colocar 1 madera en el Pinge: libera { $count } carbón más.
hk-ex-wood-tunnel = Colocar 1 madera en el túnel: abre la sección { $section } ({ $count } carbón).
hk-ex-rope = Marcador de cuerda: quitar 1 agua de pozo del { $from }, +1 PV.
hk-ex-kiln = Horno de carbón: 2 madera → 2 carbón, +1 PV.
hk-ex-end = Terminar tu ejecución{ $count ->
    [0] {"."}
    [one] ; 1 trabajador planificado pierde sus discos.
   *[other] ; { $count } trabajadores planificados pierden sus discos.
}
hk-ex-rent = Pagar { $food } comida y { $thaler } { $thaler ->
    [one] Thaler
   *[other] Thalers
} de arrendamiento{ $debt ->
    [0] {"."}
    [one] {" y tomar 1 ficha de deuda."}
   *[other] {" y tomar "}{ $debt }{" fichas de deuda."}
}
hk-ex-store = Guardar { $kept } (+{ $vp } PV); devolver { $discarded } al suministro general.

## Scores and tie-break

hk-score-developments = fichas de desarrollo
hk-score-pinge-bonus = bono de Pinge
hk-score-rope = cuerda
hk-score-charcoal-kiln = horno de carbón
hk-score-water-mill = molino de agua
hk-score-winter-coal = carbón de invierno
hk-score-winter-storage = almacenamiento de invierno
hk-score-tunnel-sections = secciones del túnel
hk-score-tunnel-bonus = bono de túnel
hk-score-symbol-bonus = bono de desarrollo (tenedor y martillo)
hk-score-buildings = bono de edificios
hk-score-unused-markers = marcadores de acción no utilizados
hk-score-thalers = Thalers
hk-score-debt = deuda
hk-score-pit-water = agua de pozo
hk-tiebreak-coal-mined = carbón extraído
hk-tiebreak-turn-position = posición en el orden de turno (gana la anterior)

## Rules help

hk-help-group-tiles = Fichas de desarrollo
hk-help-group-workers = Trabajadores
hk-help-group-markers = Marcadores de acción
hk-help-group-buildings = Edificios
hk-help-group-areas = Tablero de jugador y tableros
hk-help-group-year = El año

hk-help-tile = Nivel { $level }; coste { $cost }; símbolo: { $symbol }; { $fee }. El primer comprador obtiene { $level } PV; cada comprador posterior, 1 menos. { $effect }
hk-fee-level-1 = siempre se puede comprar gratis (fila 1)
hk-fee-level-2 = si no es adyacente a tus fichas: 1 carbón, madera o comida al dueño del disco superior
hk-fee-level-3 = si no es adyacente a tus fichas: 1 carbón al dueño del disco superior
hk-fee-level-4 = si no es adyacente a tus fichas: 1 comida al dueño del disco superior

hk-help-worker-farmer = Trabajador propio. Discos de un solo color: los amarillos producen comida, los marrones madera, los negros excavan carbón o quitan agua de pozo (uno por disco). Los discos que coinciden con el coste de una ficha adquieren ese desarrollo. En verano, el granjero que produce comida recibe 1 más.
hk-help-worker-farmhand = Trabajador propio: como el granjero, pero solo con discos de un color y sin desarrollos, hasta que la ficha 13 lo mejora.
hk-help-worker-improved-farmhand = El peón tras la ficha 13 (desde la siguiente fase de acción): trabaja como el granjero y puede adquirir desarrollos, pero no recibe la bonificación de verano.
hk-help-worker-digger = Se contrata mientras el Pinge no esté agotado, por un disco amarillo, 1 comida o 1 Thaler: 2 acciones en el Pinge, cada una quita hasta 2 agua de pozo o excava 1 carbón hacia la granja. Para empezar necesita carbón accesible en el Pinge.
hk-help-worker-hewer = Se contrata si el Pinge se agotó antes de la planificación, por 1 comida o 1 Thaler: excava hasta 3 carbón del túnel hacia el pozo (con madera delante del carbón y como máximo 4 agua de pozo en el pozo).
hk-help-worker-haspel = Se contrata si el Pinge se agotó antes de la planificación, por un disco amarillo, 1 comida o 1 Thaler: 3 acciones en el pozo, cada una quita hasta 2 agua de pozo o sube 1 carbón a la granja (solo con 1 agua de pozo como máximo).
hk-help-worker-winch = El marcador de torno (ficha 25) planificado: el Haspelknecht trabaja una segunda vez, 3 acciones más, sin pago.
hk-help-worker-mill = El molino de agua (ficha 35), desde la fase de acción siguiente a su construcción: 2 discos negros dan 1 Thaler, 2 discos amarillos dan 1 comida y 2 PV, una vez por fase de acción.

hk-help-marker-rope = De la ficha { $tile }. Una vez, en una fase de acción posterior, durante tu ejecución: quita 1 agua de pozo (Pinge o pozo) y gana 1 PV.
hk-help-marker-wheelbarrow = De la ficha { $tile }. Una vez, en una fase de acción posterior: un disco amarillo al planificar (también paga al excavador de carbón o al Haspelknecht).
hk-help-marker-ladder = De la ficha { $tile }. Una vez, en una fase de acción posterior: un disco marrón al planificar.
hk-help-marker-winch = De la ficha { $tile }. Una vez, en una fase de acción posterior: una segunda activación del Haspelknecht sin pago.
hk-help-marker-lamp = De la ficha { $tile }. Una vez, justo antes de una de tus tomas de discos en una fase de acción posterior: intercambia un disco de un grupo de reserva con un disco de su grupo de acción.
hk-help-marker-hammer = De la ficha { $tile }. Una vez, en una fase de acción posterior: un disco negro al planificar.

hk-help-building-barn = De la ficha { $tile }. En el almacenamiento de invierno guarda 1 carbón, madera o comida; la comida guardada allí da 2 PV.
hk-help-building-charcoal-kiln = De la ficha { $tile }. Convierte 2 madera en 2 carbón y 1 PV, una vez por fase de acción durante tu ejecución, desde la fase de acción siguiente a su construcción.
hk-help-building-coal-storage = De la ficha { $tile }. En el almacenamiento de invierno guarda 1 carbón (+1 PV) y 1 madera.
hk-help-building-water-mill = De la ficha { $tile }. Planificado con 2 discos negros: 1 Thaler; con 2 discos amarillos: 1 comida y 2 PV; una vez por fase de acción, desde la fase de acción siguiente a su construcción.

hk-help-area-farm = Tu reserva de carbón, madera y comida. Solo lo que almacenas sobrevive al invierno. Los Thalers, la deuda y los marcadores se guardan aparte.
hk-help-area-pinge = La mina a cielo abierto: 7 carbón que se excavan de izquierda a derecha hacia la granja. Se puede excavar el carbón a la izquierda del primer campo de madera vacío; la madera en sus 2 campos abre el resto. No se excava con 2 o más agua de pozo. El último carbón lo agota: su agua pasa al pozo y el bono de Pinge da 2 PV en el año 1 y 1 PV en el año 2.
hk-help-area-tunnel = 11 carbón en 7 secciones, que se excavan una vez agotado el Pinge, de izquierda a derecha, hacia el pozo. El carbón de una sección solo se puede excavar con madera en el campo anterior y con 4 agua de pozo como máximo en el pozo. Una sección con madera y sin carbón da sus PV al final.
hk-help-area-shaft = Guarda el carbón del túnel hasta que el Haspelknecht lo sube a la granja (solo con 1 agua de pozo como máximo), y el agua de pozo una vez agotado el Pinge.
hk-help-area-pit-water = Cada primavera y otoño recibes 1 agua de pozo (no con la ficha 21), y 1 más por una primera toma de un grupo con el símbolo de agua. Bloquea la excavación; al final, cada agua de pozo después de la primera cuesta 1 PV.
hk-help-area-carts = Tus discos de la primera toma (carrito 1) y de la segunda (carrito 2). Solo el carrito 1 fija el orden de turno: amarillo 3, marrón 2, negro 1; el total más bajo empieza.
hk-help-area-pools = Un grupo de acción y un grupo de reserva por jugador. En cada fase de acción tomas todos los discos de un color de un grupo de acción, y después puedes tomar más de un color hasta tener 5. La lámpara de aceite pasa un disco de la reserva al grupo de acción.
hk-help-area-board = Las fichas de desarrollo en 4 filas, una por nivel. La fila 1 siempre está abierta; una ficha de una fila inferior es gratis si toca una ficha tuya; si no, pagas un coste adicional al dueño de su disco superior (si lo tiene).

hk-year-overview = Un año
hk-year-pit-water = Fases de agua de pozo
hk-year-refill = Rellenar los tableros de recursos
hk-year-turn-order = Orden de turno
hk-year-synergy = Bono de sinergia
hk-year-summer-bonus = Bonificación de verano
hk-year-winter = Invierno
hk-year-final-scoring = Puntuación final
hk-year-tie-break = Desempate
hk-help-year-overview = Tres años, cada uno con: agua de pozo de primavera, fase de acción de primavera, fase de acción de verano, agua de pozo de otoño, fase de acción de otoño e invierno. Después, la puntuación final.
hk-help-year-pit-water = Primavera y otoño: cada jugador sin la ficha 21 recibe 1 agua de pozo (en el Pinge, o en el pozo una vez agotado el Pinge).
hk-help-year-refill = En cada fase de acción salvo la primera: todos los discos vuelven a la bolsa, cada grupo de reserva pasa a su grupo de acción, después se sacan 3 discos para cada reserva y los grupos de acción se completan hasta 6.
hk-help-year-take-discs = Por orden de turno, cada jugador toma todos los discos de un color de un grupo de acción (5 o 6 si hay 6 o más); en una segunda vuelta, un jugador con menos de 5 puede tomar discos de un color hasta tener 5. En la primavera del año 1, un jugador con menos de 5 discos puede devolver 1 agua de pozo.
hk-help-year-turn-order = Los discos del carrito 1 cuentan amarillo 3, marrón 2, negro 1; el total más bajo va primero, y en caso de empate va antes quien iba más tarde.
hk-help-year-planning = Todos ponen discos en el granjero, el peón y el molino de agua y pagan a los trabajadores subcontratados, en secreto; los planes se revelan a la vez.
hk-help-year-execution = Por orden de turno, cada jugador activa sus trabajadores planificados uno tras otro; entre medias se pueden usar la madera, la cuerda y el horno de carbón. Los trabajadores no activados pierden sus discos.
hk-help-year-synergy = Cuando el granjero y el peón hacen el mismo tipo de trabajo, el segundo recibe 1 comida, 1 madera o 1 acción negra más.
hk-help-year-summer-bonus = En verano, el granjero que produce comida recibe 1 comida más.
hk-help-year-winter = Se puntúa el carbón de la granja (3 carbón 2 PV, cada uno más +1), se paga el arrendamiento (año 1: 2 comida; año 2: 2 comida y 1 Thaler; año 3: 1 comida y 2 Thalers) con 1 ficha de deuda por unidad no pagada, y después guardas 1 unidad en la granja (madera +1 PV) más lo que quepa en tus edificios; el resto vuelve al suministro general.
hk-help-year-final-scoring = Secciones del túnel completadas, bono de túnel, bonos de tenedor y de martillo, símbolos de edificio (1/3/6/10), 1 PV por marcador no utilizado, Thalers (2/5/9/14, +6 por cada uno más), menos la deuda (1, después 2 por cada una) y el agua de pozo después de la primera.
hk-help-year-tie-break = Más carbón extraído de tu propia mina; después, el puesto anterior en el orden de turno final.

## Rule options (one line each; `kohle options`)

hk-opt-planning-mode = Modo de planificación
hk-opt-planning-mode-text = simultaneous (por defecto): todos planifican a la vez en secreto; sequential-in-turn-order: uno tras otro, a la vista.
hk-opt-synergy-requires-effect = La sinergia requiere un efecto
hk-opt-synergy-requires-effect-text = true (por defecto): la sinergia exige que ambos trabajadores propios consigan algo; false: basta con hacer el mismo tipo de trabajo.
hk-opt-coal-digger-requires-accessible-coal = El excavador de carbón necesita carbón accesible
hk-opt-coal-digger-requires-accessible-coal-text = true (por defecto, reglas alemanas): el excavador de carbón solo empieza con carbón accesible en el Pinge; false: basta con un Pinge no agotado.
hk-opt-coal-digger-mode = Modo del excavador de carbón
hk-opt-coal-digger-mode-text = player-choice (por defecto): eliges cada acción; automatic (reglas polacas/españolas): quita agua mientras haya 2 o más en el Pinge y, si no, excava.
hk-opt-hewer-ignores-wood = El minero ignora la madera
hk-opt-hewer-ignores-wood-text = false (por defecto): el minero necesita madera delante del carbón, como todos; true: excava sin madera.
hk-opt-rent-payment-voluntary = Arrendamiento voluntario
hk-opt-rent-payment-voluntary-text = false (por defecto): el arrendamiento se paga en la medida de lo posible; true: eliges cuánto pagar y tomas deuda por el resto.
hk-opt-charcoal-kiln = Horno de carbón
hk-opt-charcoal-kiln-text = once-per-action-phase-from-next-phase (por defecto, reglas alemanas); any-time-unlimited (reglas polacas): en cualquier momento, también en invierno.
hk-opt-improved-farmhand-gets-summer-bonus = Bonificación de verano para el peón mejorado
hk-opt-improved-farmhand-gets-summer-bonus-text = false (por defecto): solo el granjero recibe la bonificación de verano; true: también el peón mejorado.
hk-opt-own-workers-remove-shaft-water = Los trabajadores propios achican el pozo
hk-opt-own-workers-remove-shaft-water-text = false (por defecto, reglas alemanas): solo el Haspelknecht quita el agua del pozo; true: también los discos negros de los trabajadores propios.
hk-opt-over-six-same-colour = Seis o más de un color
hk-opt-over-six-same-colour-text = take-six-or-five (por defecto): con 6 o más discos del color en el grupo, tomas 5 o 6; take-all: los tomas todos; cap-five: nunca más de 5.
hk-opt-second-take-may-take-fewer = Menos discos en la segunda toma
hk-opt-second-take-may-take-fewer-text = false (por defecto): la segunda toma completa hasta 5 discos; true: tomas cualquier número desde 1 hasta ese límite.
hk-opt-tile33-ignores-water = Martillo y pico ignora el agua
hk-opt-tile33-ignores-water-text = false (por defecto): el carbón de la ficha 33 respeta los límites de agua de pozo; true: los ignora.
hk-opt-oil-lamp-any-time-in-action-phase = Lámpara de aceite en cualquier momento
hk-opt-oil-lamp-any-time-in-action-phase-text = false (por defecto): la lámpara de aceite se usa justo antes de tu toma de discos; true: también durante tu ejecución.
hk-opt-mine-cart-coal-before-exhaustion = Carbón del camión antes del agotamiento
hk-opt-mine-cart-coal-before-exhaustion-text = false (por defecto, reglas alemanas): la ficha 42 solo da carbón al pozo una vez agotado el Pinge; true: siempre.
hk-opt-hired-workers-follow-live-state = Los subcontratados siguen el Pinge actual
hk-opt-hired-workers-follow-live-state-text = false (por defecto): los trabajadores subcontratados están disponibles según el estado del Pinge al empezar la planificación; true: según su estado cuando actúan.
hk-opt-tunnel-wood-before-exhaustion = Madera en el túnel antes del agotamiento
hk-opt-tunnel-wood-before-exhaustion-text = true (por defecto): se puede poner madera en el túnel antes de que se agote el Pinge; false: solo después.
hk-opt-water-mill-multiple-pairs = Varias parejas para el molino de agua
hk-opt-water-mill-multiple-pairs-text = false (por defecto): el molino de agua admite exactamente una pareja; true: varias parejas de discos negros o amarillos.
hk-opt-adjacency = Adyacencia
hk-opt-adjacency-text = any-touching-tile (por defecto): cualquier ficha propia que toque a la ficha libra del coste adicional; only-previous-row: solo una ficha propia que toque de la fila de arriba.
hk-opt-max-developments-per-player = Desarrollos por jugador
hk-opt-max-developments-per-player-text = none (por defecto): sin límite; un número (9 = los discos de jugador de la caja) limita los desarrollos que puede tener un jugador.
hk-opt-acquisition-allows-surplus-tokens = Discos sobrantes para desarrollos
hk-opt-acquisition-allows-surplus-tokens-text = false (por defecto): los discos deben coincidir exactamente con el coste; true: se pueden poner discos de más, que se pierden.
hk-opt-coal-sacks-fresh-coal = Sacos de carbón con carbón reciente
hk-opt-coal-sacks-fresh-coal-text = true (por defecto): la ficha 34 puede cambiar carbón obtenido en esta fase de acción; false: solo carbón anterior.
hk-opt-wood-vp-in-building-slots = La madera puntúa en los edificios
hk-opt-wood-vp-in-building-slots-text = false (por defecto): solo la madera guardada en la granja da 1 PV; true: la madera guardada puntúa en cualquier hueco.
hk-opt-layout = Disposición de desarrollos
hk-opt-layout-text = first-game (por defecto): las fichas de número más bajo de cada nivel; una variante con nombre de la tabla de componentes; o random (al azar).
hk-opt-start-with-buildings = Empezar con los edificios que faltan
hk-opt-start-with-buildings-text = false (por defecto); true: todos empiezan con el edificio de cada ficha de edificio que falte en la disposición.
hk-opt-start-with-improved-farmhand = Empezar con el peón mejorado
hk-opt-start-with-improved-farmhand-text = false (por defecto); true: todos empiezan con el peón mejorado si la ficha 13 falta en la disposición.
hk-opt-components = Tabla de componentes
hk-opt-components-text = La tabla de costes de las fichas, símbolos, secciones del túnel, grupos y disposiciones (una reconstrucción etiquetada; `kohle components` la imprime para corregirla).

## Why an action is refused (keyed by the English text of the rule error)

hk-err-that-tile-is-not-in-play = Esa ficha no está en juego.
hk-err-each-player-owns-a-tile-at-most-once = Cada jugador puede tener cada ficha una sola vez.
hk-err-no-player-disc-left-to-mark-a-development = No te quedan discos de jugador para marcar un desarrollo.
hk-err-the-worker-s-tokens-do-not-match-the-tile-s-requirement = Los discos del trabajador no coinciden con el requisito de la ficha.
hk-err-no-fee-is-due-for-this-tile = Esta ficha no exige coste adicional.
hk-err-not-adjacent-to-an-own-tile-and-owned-by-nobody = No es adyacente a ninguna ficha tuya y nadie la posee.
hk-err-a-non-adjacent-tile-costs-a-fee-to-its-top-owner = Por una ficha no adyacente se paga un coste adicional al dueño de su disco superior.
hk-err-wrong-fee-resource-for-this-level = Ese recurso no sirve como coste adicional en este nivel.
hk-err-the-fee-resource-is-not-on-the-farm = El recurso del coste adicional no está en la granja.
hk-err-no-such-tile = Esa ficha no existe.
hk-err-there-is-no-pit-water-to-remove = No hay agua de pozo que quitar.
hk-err-no-accessible-coal-can-be-mined-now-wood-or-pit-water-blocks-it = Ahora no se puede excavar ningún carbón accesible (lo bloquea la madera o el agua de pozo).
hk-err-not-that-much-coal-on-the-farm-to-exchange = No hay tanto carbón en la granja para cambiar.
hk-err-the-plan-is-already-done = El plan ya está terminado.
hk-err-after-that-the-tokens-left-could-not-complete-the-plan = Después de eso, los discos restantes no podrían completar el plan.
hk-err-now-plan-your-workers-put-tokens-on-them-pay-hired-workers-or-done = Ahora planifica tus trabajadores: ponles discos, paga a los trabajadores subcontratados o `done`.
hk-err-the-first-take-cannot-be-skipped-take-discs-from-a-pool = La primera toma no se puede saltar: toma discos de un grupo.
hk-err-discs-are-taken-only-at-the-start-of-an-action-phase = Los discos solo se toman al principio de una fase de acción.
hk-err-the-oil-lamp-is-used-on-your-disc-taking-turns-or-during-your-execution = La lámpara de aceite se usa en tus turnos de toma de discos o durante tu ejecución.
hk-err-the-oil-lamp-is-used-only-right-before-one-of-your-disc-taking-turns = La lámpara de aceite solo se usa justo antes de uno de tus turnos de toma de discos.
hk-err-pit-water-is-returned-only-in-the-spring-of-year-1-after-taking-discs = El agua de pozo solo se devuelve en la primavera del año 1, después de tomar discos.
hk-err-workers-are-planned-only-during-planning = Los trabajadores solo se planifican durante la planificación.
hk-err-winter-storage-ends-with-your-store-decision = El almacenamiento de invierno termina con tu decisión `store`.
hk-err-done-ends-a-plan-or-the-winter-kiln-window-and-neither-is-under-way = `done` termina un plan o el uso invernal del horno de carbón, y no hay ninguno en curso.
hk-err-no-tile-effect-waits-for-a-choice = Ningún efecto de ficha espera una elección.
hk-err-workers-act-only-during-their-owner-s-execution = Los trabajadores solo actúan durante la ejecución de su dueño.
hk-err-the-rope-marker-is-used-during-your-execution = El marcador de cuerda se usa durante tu ejecución.
hk-err-wood-is-placed-on-your-disc-taking-turns-in-your-execution-and-in-winter-before-storage = La madera se coloca en tus turnos de toma de discos, en tu ejecución y en invierno antes del almacenamiento.
hk-err-rent-is-paid-by-itself-in-winter-the-rule-option-for-voluntary-rent-is-off = El arrendamiento se paga automáticamente en invierno (la opción de reglas de arrendamiento voluntario está desactivada).
hk-err-rent-is-paid-in-winter-after-coal-scoring = El arrendamiento se paga en invierno, después de la puntuación del carbón.
hk-err-storage-comes-after-coal-scoring-end-the-kiln-window-with-done-first = El almacenamiento va después de la puntuación del carbón: primero termina el uso del horno de carbón con `done`.
hk-err-storage-is-chosen-in-winter-after-coal-scoring-and-rent = El almacenamiento se elige en invierno, después de la puntuación del carbón y el arrendamiento.
hk-err-the-charcoal-kiln-is-used-during-your-execution = El horno de carbón se usa durante tu ejecución.
hk-err-the-charcoal-kiln-is-used-during-your-execution-or-in-winter-before-storage = El horno de carbón se usa durante tu ejecución o en invierno antes del almacenamiento.
hk-err-that-pool-is-not-in-play-with-this-many-players = Ese grupo no está en juego con este número de jugadores.
hk-err-the-pool-has-no-disc-of-that-colour = El grupo no tiene ningún disco de ese color.
hk-err-the-second-take-takes-1-disc-or-more-of-that-colour-up-to-5-discs-in-all = En la segunda toma se toman 1 o más discos de ese color, hasta 5 discos en total.
hk-err-the-second-take-takes-discs-of-that-colour-up-to-5-discs-in-all-no-fewer = En la segunda toma se toman discos de ese color hasta tener 5 discos en total, ni uno menos.
hk-err-the-first-take-takes-every-disc-of-that-colour-5-or-6-when-the-pool-holds-6-or-more = En la primera toma se toman todos los discos de ese color (5 o 6 si el grupo tiene 6 o más).
hk-err-the-first-take-takes-every-disc-of-that-colour = En la primera toma se toman todos los discos de ese color.
hk-err-the-first-take-takes-every-disc-of-that-colour-at-most-5 = En la primera toma se toman todos los discos de ese color, 5 como máximo.
hk-err-the-oil-lamp-swaps-discs-of-two-different-colours = La lámpara de aceite intercambia discos de dos colores distintos.
hk-err-the-reserve-pool-has-no-disc-of-that-colour = El grupo de reserva no tiene ningún disco de ese color.
hk-err-the-action-pool-has-no-disc-of-that-colour = El grupo de acción no tiene ningún disco de ese color.
hk-err-you-have-no-such-marker = No tienes ese marcador.
hk-err-a-marker-works-from-the-action-phase-after-it-was-gained = Un marcador funciona desde la fase de acción siguiente a la que se obtuvo.
hk-err-that-marker-is-already-in-your-plan = Ese marcador ya está en tu plan.
hk-err-no-wood-on-the-farm = No hay madera en la granja.
hk-err-the-pinge-is-exhausted-it-takes-no-more-wood = El Pinge está agotado: no admite más madera.
hk-err-both-pinge-wood-slots-are-filled = Los 2 campos de madera del Pinge están ocupados.
hk-err-all-7-tunnel-wood-slots-are-filled = Los 7 campos de madera del túnel están ocupados.
hk-err-wood-goes-into-the-tunnel-only-once-the-pinge-is-exhausted-rule-option = La madera solo va al túnel una vez agotado el Pinge (opción de reglas).
hk-err-no-charcoal-kiln-it-comes-with-tile-15 = No tienes horno de carbón: viene con la ficha 15.
hk-err-the-charcoal-kiln-needs-2-wood-on-the-farm = El horno de carbón necesita 2 madera en la granja.
hk-err-the-charcoal-kiln-works-from-the-action-phase-after-it-was-built = El horno de carbón funciona desde la fase de acción siguiente a su construcción.
hk-err-the-charcoal-kiln-was-already-used-this-action-phase = El horno de carbón ya se ha usado en esta fase de acción.
hk-err-the-water-mill-works-from-the-action-phase-after-it-was-built = El molino de agua funciona desde la fase de acción siguiente a su construcción.
hk-err-no-water-mill-it-comes-with-tile-35 = No tienes molino de agua: viene con la ficha 35.
hk-err-no-disc-of-that-colour-left-to-plan = No te quedan discos de ese color para planificar.
hk-err-the-water-mill-takes-pairs-of-black-or-of-yellow-tokens = El molino de agua admite parejas de discos negros o de discos amarillos.
hk-err-the-water-mill-takes-exactly-2-black-or-2-yellow-tokens = El molino de agua admite exactamente 2 discos negros o 2 amarillos.
hk-err-the-farmhand-takes-tokens-of-one-colour-mixing-them-needs-the-improved-farmhand = El peón admite discos de un solo color (mezclarlos requiere el peón mejorado).
hk-err-tokens-of-different-colours-must-match-the-cost-of-a-tile-you-can-still-buy = Los discos de distintos colores deben coincidir con el coste de una ficha que aún puedas comprar.
hk-err-the-coal-digger-is-gone-the-pinge-was-exhausted-before-planning = El excavador de carbón ya no está: el Pinge se agotó antes de la planificación.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-was-exhausted-before-planning = El minero y el Haspelknecht solo trabajan si el Pinge se agotó antes de la planificación.
hk-err-that-worker-is-already-paid = Ese trabajador ya está pagado.
hk-err-the-hewer-is-paid-with-food-or-a-thaler-only = Al minero solo se le paga con comida o con un Thaler.
hk-err-no-yellow-disc-left-to-pay-with = No te queda ningún disco amarillo para pagar.
hk-err-no-food-left-to-pay-with = No te queda comida para pagar.
hk-err-no-thaler-left-to-pay-with = No te queda ningún Thaler para pagar.
hk-err-a-hired-worker-is-paid-with-a-yellow-disc-the-wheelbarrow-food-or-a-thaler = A un trabajador subcontratado se le paga con un disco amarillo, la carretilla, comida o un Thaler.
hk-err-the-winch-works-only-once-the-pinge-was-exhausted-before-planning = El torno solo funciona si el Pinge se agotó antes de la planificación.
hk-err-the-winch-is-already-in-your-plan = El torno ya está en tu plan.
hk-err-the-water-mill-needs-pairs-of-black-or-of-yellow-tokens = El molino de agua necesita parejas de discos negros o de discos amarillos.
hk-err-the-water-mill-needs-exactly-2-black-or-2-yellow-tokens = El molino de agua necesita exactamente 2 discos negros o 2 amarillos.
hk-err-the-farmer-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = Los discos mezclados del granjero aún no coinciden con el coste de una ficha que puedas comprar.
hk-err-the-farmhand-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = Los discos mezclados del peón aún no coinciden con el coste de una ficha que puedas comprar.
hk-err-that-worker-has-already-worked-this-phase = Ese trabajador ya ha trabajado en esta fase.
hk-err-that-worker-is-not-in-your-plan = Ese trabajador no está en tu plan.
hk-err-the-coal-digger-is-gone-the-pinge-is-exhausted = El excavador de carbón ya no está: el Pinge está agotado.
hk-err-the-coal-digger-needs-accessible-pinge-coal-place-wood-in-the-pinge-first = El excavador de carbón necesita carbón accesible en el Pinge: primero coloca madera en el Pinge.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-is-exhausted = El minero y el Haspelknecht solo trabajan una vez agotado el Pinge.
hk-err-this-worker-has-already-begun-other-work = Este trabajador ya ha empezado otro trabajo.
hk-err-the-farmhand-acquires-developments-only-when-improved-tile-13-from-the-next-action-phase = El peón solo adquiere desarrollos cuando está mejorado (ficha 13, desde la siguiente fase de acción).
hk-err-only-the-farmer-and-the-improved-farmhand-acquire-developments = Solo el granjero y el peón mejorado adquieren desarrollos.
hk-err-the-pinge-is-exhausted = El Pinge está agotado.
hk-err-no-accessible-pinge-coal-place-wood-in-the-pinge-first = No hay carbón accesible en el Pinge: primero coloca madera en el Pinge.
hk-err-2-or-more-pit-water-in-the-pinge-remove-water-before-mining = 2 o más agua de pozo en el Pinge: quita agua antes de excavar.
hk-err-no-pinge-coal-can-be-mined-now = Ahora no se puede excavar carbón del Pinge.
hk-err-the-tunnel-is-mined-only-once-the-pinge-is-exhausted = El túnel solo se excava una vez agotado el Pinge.
hk-err-the-tunnel-has-no-coal-left = No queda carbón en el túnel.
hk-err-the-next-tunnel-coal-has-no-wood-before-it-place-wood-in-the-tunnel-first = El siguiente carbón del túnel no tiene madera delante: primero coloca madera en el túnel.
hk-err-5-or-more-pit-water-in-the-shaft-no-tunnel-coal-can-be-mined = 5 o más agua de pozo en el pozo: no se puede excavar carbón del túnel.
hk-err-no-tunnel-coal-can-be-mined-now = Ahora no se puede excavar carbón del túnel.
hk-err-this-worker-has-no-actions-left-stop = A este trabajador no le quedan acciones: `stop`.
hk-err-this-worker-has-already-done-its-work-this-phase = Este trabajador ya ha hecho su trabajo en esta fase.
hk-err-this-worker-is-mining-it-produces-nothing-this-phase = Este trabajador está excavando: no produce nada en esta fase.
hk-err-tokens-of-different-colours-only-buy-a-development = Los discos de distintos colores solo sirven para comprar un desarrollo.
hk-err-black-tokens-mine-coal-or-remove-pit-water-they-produce-nothing = Los discos negros excavan carbón o quitan agua de pozo; no producen nada.
hk-err-only-black-tokens-mine-coal-or-remove-pit-water = Solo los discos negros excavan carbón o quitan agua de pozo.
hk-err-own-workers-cannot-remove-shaft-water-only-the-haspelknecht-can = Los trabajadores propios no pueden quitar el agua del pozo: solo puede el Haspelknecht.
hk-err-no-pit-water-in-the-shaft = No hay agua de pozo en el pozo.
hk-err-no-pit-water-in-the-pinge = No hay agua de pozo en el Pinge.
hk-err-only-the-haspelknecht-hoists-coal-from-the-shaft = Solo el Haspelknecht sube carbón del pozo.
hk-err-in-automatic-mode-the-coal-digger-mines-while-at-most-1-pit-water-is-left = En modo automático, el excavador de carbón excava mientras quede como máximo 1 agua de pozo.
hk-err-in-automatic-mode-the-coal-digger-removes-pit-water-while-2-or-more-are-left = En modo automático, el excavador de carbón quita agua de pozo mientras queden 2 o más.
hk-err-the-coal-digger-removes-pit-water-or-mines-coal-in-the-pinge = El excavador de carbón quita agua de pozo o excava carbón en el Pinge.
hk-err-the-hewer-only-mines-tunnel-coal = El minero solo excava carbón del túnel.
hk-err-2-or-more-pit-water-in-the-shaft-remove-water-before-hoisting-coal = 2 o más agua de pozo en el pozo: quita agua antes de subir carbón.
hk-err-no-coal-in-the-shaft-to-hoist = No hay carbón en el pozo que subir.
hk-err-the-haspelknecht-removes-shaft-water-or-hoists-coal = El Haspelknecht quita agua del pozo o sube carbón.
hk-err-the-water-mill-has-no-actions = El molino de agua no tiene acciones.
hk-err-the-winch-tile-25-asks-choose-water-or-choose-nothing = El torno (ficha 25) pide: `choose water` o `choose nothing`.
hk-err-the-pit-props-tile-31-ask-choose-wood-or-choose-thaler = La ficha 31 (Minería de madera) pide: `choose wood` o `choose thaler`.
hk-err-the-hammer-and-pick-tile-33-asks-choose-mine-or-choose-nothing = El martillo y pico (ficha 33) pide: `choose mine` o `choose nothing`.
hk-err-the-coal-sacks-tile-34-ask-exchange-0-1-or-2 = Los sacos de carbón (ficha 34) piden: `exchange 0`, `exchange 1` o `exchange 2`.
hk-err-that-is-more-food-than-the-rent = Eso es más comida que el arrendamiento.
hk-err-that-is-more-thalers-than-the-rent = Eso son más Thalers que el arrendamiento.
hk-err-not-that-much-food-on-the-farm = No hay tanta comida en la granja.
hk-err-not-that-many-thalers = No tienes tantos Thalers.
hk-err-no-barn-tile-12-to-store-in = No tienes granero (ficha 12) donde guardar.
hk-err-no-coal-storage-tile-24-to-store-in = No tienes almacén de carbón (ficha 24) donde guardar.
hk-err-not-that-much-coal-wood-or-food-on-the-farm = No hay tanto carbón, madera o comida en la granja.
hk-err-one-worker-at-a-time-finish-the-active-worker-first-its-actions-or-stop = Un trabajador cada vez: termina primero con el trabajador activo (sus acciones o `stop`).
hk-err-no-worker-is-active-activate-one-first = No hay ningún trabajador activo: activa uno primero.
hk-err-no-worker-is-active-activate-the-farmer-or-improved-farmhand-first = No hay ningún trabajador activo: activa primero al granjero (o al peón mejorado).

## The terminal panel

hk-ui-header = Año { $year }/3, { $season }
hk-ui-phase-take = toma de discos (paso { $step }): { $seat }
hk-ui-phase-first-year-water = devolver o no 1 agua de pozo: { $seat }
hk-ui-phase-planning = planificación (todos a la vez, en secreto)
hk-ui-phase-planning-seat = planificación: { $seat }
hk-ui-phase-execution = ejecución: { $seat }
hk-ui-phase-winter-kiln = invierno, horno de carbón: { $seat }
hk-ui-phase-winter-rent = invierno, arrendamiento: { $seat }
hk-ui-phase-winter-storage = invierno, almacenamiento: { $seat }
hk-ui-phase-over = fin de la partida
hk-ui-turn-order = Orden de turno: { $seats }
hk-ui-pool = Grupo { $pool }:
hk-ui-pool-water = ≈agua
hk-ui-reserve = reserva
hk-ui-bag = Bolsa:
hk-ui-abbr-black = ne
hk-ui-abbr-brown = ma
hk-ui-abbr-yellow = am
hk-ui-abbr-any = gris
hk-ui-acting = Trabaja: { $worker } ({ $steps ->
    [one] queda 1 acción
   *[other] quedan { $steps } acciones
})
hk-ui-acting-none = Ningún trabajador activo
hk-ui-to-activate = por activar: { $workers }
hk-ui-choice = La ficha { $tile } { $name } espera tu elección:
hk-ui-board = Tablero de desarrollo: ficha, coste, dueños, efecto
hk-ui-board-legend = ✓ gratis para ti  $ coste al dueño superior  ✗ aún no abierta  ● tuya
hk-ui-level = Nivel { $level }
hk-ui-seat-short = J{ $n }
hk-ui-you = (tú)
hk-ui-vp = { $vp } PV
hk-ui-coal-mined = carbón extraído { $coal }
hk-ui-stock = carbón { $coal } · madera { $wood } · comida { $food } · Thaler { $thaler }
hk-ui-debt = deuda { $debt }
hk-ui-pinge = Pinge: { $coal } carbón, { $wood }/2 madera
hk-ui-pinge-open = { $open } accesible, { $blocked } tras campos de madera vacíos
hk-ui-pinge-exhausted = Pinge agotado: trabajan el minero y el Haspelknecht
hk-ui-pinge-flooded = (2+: no se excava)
hk-ui-water = { $water } agua de pozo
hk-ui-tunnel = túnel: { $mined }/11 excavado, { $wood }/7 madera
hk-ui-sections-reachable = accesibles: { $sections }
hk-ui-sections-complete = completas: { $sections }
hk-ui-shaft = pozo: { $coal } carbón
hk-ui-shaft-no-hoist = (2+: no se sube)
hk-ui-shaft-flooded = (5+: no se excava el túnel)
hk-ui-carts = carritos:
hk-ui-tiles = fichas:
hk-ui-owns = tiene:
hk-ui-marker-new = (próxima fase)
hk-ui-plan = plan:
hk-ui-plan-so-far = plan por ahora:
hk-ui-planning = (planificando)
hk-ui-plan-hidden = (plan oculto)
hk-ui-hired = { $worker } ({ $pay })
hk-ui-tile-11 = +1 Thaler
hk-ui-tile-12 = granero: guarda 1 (comida +2 PV)
hk-ui-tile-13 = peón mejorado
hk-ui-tile-14 = cuerda: -1 agua, +1 PV
hk-ui-tile-15 = horno: 2 madera → 2 carbón +1 PV
hk-ui-tile-21 = sin agua de pozo estacional
hk-ui-tile-22 = carretilla = amarillo; secciones
hk-ui-tile-23 = escalera = marrón
hk-ui-tile-24 = almacén: 1 carbón + 1 madera
hk-ui-tile-25 = -1 agua; marcador de torno
hk-ui-tile-31 = 3 madera + 1 agua, o 1 Thaler
hk-ui-tile-32 = +1 Thaler; lámpara; secciones
hk-ui-tile-33 = +1 madera, excava 1; martillo = negro
hk-ui-tile-34 = 1-2 carbón → Thaler (+comida)
hk-ui-tile-35 = molino de agua
hk-ui-tile-41 = +1 Thaler; PV por martillo
hk-ui-tile-42 = +1 madera (+2 carbón al pozo); secciones
hk-ui-tile-43 = +1 comida; PV por tenedor
hk-ui-tile-44 = +1 Thaler +1 comida; 1 PV/carbón
hk-ui-tile-45 = +3 Thalers

hk-ex-activate = Activar al { $worker }: { $does }
hk-confirm-end = ¿Terminar tu ejecución ahora? { $count ->
    [one] { $count } trabajador planificado no hace nada.
   *[other] { $count } trabajadores planificados no hacen nada.
}
hk-confirm-stop = ¿Detener a este trabajador ahora? { $count ->
    [one] Se pierde { $count } acción.
   *[other] Se pierden { $count } acciones.
}

## The web page (crates/server/web/haspelknecht.js)

hk-web-actions = Acciones
hk-web-turn-order = Orden de turno:
hk-web-acting = Trabaja: { $worker } (acciones restantes: { $steps })
hk-web-acting-new = Trabaja: { $worker } (aún sin elegir su trabajo)
hk-web-to-activate = por activar:
hk-web-first-work = trabajo del primer trabajador propio: { $work }
hk-web-water-pool = Símbolo de agua: una primera toma de este grupo da 1 agua de pozo.
hk-web-action-pool = grupo de acción
hk-web-pool-colour = Discos de este grupo de acción ({ $colour }): { $count }
hk-web-reserve-colour = Discos de este grupo de reserva ({ $colour }): { $count }
hk-web-bag = Los discos de la bolsa (se deducen de todo lo que está a la vista).
hk-web-tile-owners = Dueños, de abajo arriba: { $owners }. El próximo comprador obtiene { $vp } PV.
hk-web-symbol = Símbolo
hk-web-vp-help = Puntos de victoria hasta ahora
hk-web-thaler = Thalers
hk-web-debt = deuda
hk-web-exhausted = agotado
hk-web-wood-slot-filled = Campo de madera, ocupado: el carbón de detrás está accesible.
hk-web-wood-slot-empty = Campo de madera, vacío: el carbón de detrás sigue bloqueado hasta que se coloque madera.
hk-web-coal-blocked = Carbón tras un campo de madera vacío: bloqueado.
hk-web-coal-open = Carbón que se puede excavar (si el agua de pozo lo permite).
hk-web-section = Sección de túnel { $section }: quedan { $coal } carbón; { $vp } PV al completarla.
hk-web-section-complete = Completa: sin carbón y con madera en su campo.
hk-web-section-reachable = Accesible: madera en su campo y carbón restante.
hk-web-cart = Carrito { $n }
hk-web-steps = acciones restantes: { $steps }
hk-web-waiting = planificado, esperando
hk-web-worked = ya ha trabajado

## Una decisión en palabras, para el registro (cuando ningún evento de la decisión la cuenta)

hk-do-take = { $seat } toma { $count } { $count ->
    [one] disco
   *[other] discos
} de color { $colour } del grupo { $pool }.
hk-do-pass = { $seat } se salta la segunda toma.
hk-do-lamp = { $seat } usa la lámpara de aceite en el grupo { $pool }.
hk-do-return-water = { $seat } devuelve 1 agua de pozo.
hk-do-keep-water = { $seat } se queda el agua de pozo.
hk-do-assign = { $seat } planifica { $token } en el { $worker }.
hk-do-pay = { $seat } paga al { $worker } con { $pay }.
hk-do-winch = { $seat } planifica el marcador de torno.
hk-do-done = { $seat } ha terminado.
hk-do-activate = { $seat } activa al { $worker }.
hk-do-produce = { $seat } produce.
hk-do-mine = { $seat } excava 1 carbón.
hk-do-drain = { $seat } quita agua de pozo.
hk-do-haul = { $seat } sube 1 carbón del pozo.
hk-do-acquire = { $seat } adquiere { $tile }.
hk-do-choose = { $seat } elige cómo usar el efecto de la ficha.
hk-do-stop = { $seat } detiene al trabajador activo.
hk-do-wood-pinge = { $seat } coloca 1 madera en el Pinge.
hk-do-wood-tunnel = { $seat } coloca 1 madera en el túnel.
hk-do-rope = { $seat } usa el marcador de cuerda.
hk-do-kiln = { $seat } usa el horno de carbón.
hk-do-end = { $seat } termina su ejecución.
hk-do-rent = { $seat } paga el arrendamiento: { $food } comida, { $thaler } Thaler.
hk-do-store = { $seat } almacena bienes para el invierno.
