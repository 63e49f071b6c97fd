# Glück Auf (Coal Baron), español.
# No hay reglamento en español: términos naturales de juego de mesa, usados de forma coherente
# (vagoneta, montacargas, pedido, jornada, cantina, loseta de galería, marcos, PV).
# La notación (factory 3, OC10, números de loseta) nunca se traduce.
# Los colores llegan como palabra suelta (amarillo, marrón...), por eso se usa "de color { $colour }"
# o "{ $n }× { $colour }" donde haría falta concordancia.

## Terms

ga-colour-yellow = amarillo
ga-colour-brown = marrón
ga-colour-grey = gris
ga-colour-black = negro

ga-transport-wheelbarrow = carretilla
ga-transport-carriage = carro de caballos
ga-transport-truck = camión
ga-transport-train = tren

ga-side-light = claro
ga-side-dark = oscuro

ga-level-surface = la superficie
ga-level-yellow = el nivel amarillo
ga-level-brown = el nivel marrón
ga-level-grey = el nivel gris
ga-level-black = el nivel negro

ga-end-top = encima
ga-end-bottom = debajo

ga-source-elevator = el montacargas
ga-source-storage = el almacén

ga-element-yellow-cells = huecos amarillos
ga-element-brown-cells = huecos marrones
ga-element-grey-cells = huecos grises
ga-element-black-cells = huecos negros
ga-element-wheelbarrow-cells = huecos de carretilla
ga-element-carriage-cells = huecos de carro de caballos
ga-element-truck-cells = huecos de camión
ga-element-train-cells = huecos de tren
ga-element-empty-yellow-carts = vagonetas amarillas vacías
ga-element-empty-brown-carts = vagonetas marrones vacías
ga-element-empty-grey-carts = vagonetas grises vacías
ga-element-empty-black-carts = vagonetas negras vacías

# "2× gris" (cubos de carbón o huecos de pedido de un color)
ga-coal-count = { $n }× { $colour }
# "loseta 17 (2 vagonetas de color gris, lado claro)"
ga-tile = loseta { $number } ({ $carts ->
        [one] 1 vagoneta
       *[other] { $carts } vagonetas
    } de color { $colour }, lado { $side })
# "OC10 (carro de caballos, 10 PV: 1× amarillo, 1× marrón, 1× gris, 1× negro)"
ga-order = { $card } ({ $transport }, { $vp } PV: { $cells })

## Events

ga-ev-draft-leftover = Fin de la selección de pedidos: { $card }, la carta que nadie eligió, va a la casilla { $space }.
ga-ev-tile-revealed = Nueva en la casilla { $space }: { $tile }, { $cost } { $cost ->
        [one] marco
       *[other] marcos
    }.
ga-ev-order-revealed = Nuevo en la casilla { $space }: pedido { $card }.
ga-ev-space-empty-tiles = La pila de losetas está vacía: la casilla { $space } queda vacía.
ga-ev-space-empty-orders = El mazo de pedidos está vacío: la casilla { $space } queda vacía.
ga-ev-bumped = { $by } manda { $n ->
        [one] 1 trabajador
       *[other] { $n } trabajadores
    } de { $seat } desde la casilla { $space } a la cantina.
ga-ev-bumped-own = { $seat } manda { $n ->
        [one] 1 trabajador propio
       *[other] { $n } trabajadores propios
    } desde la casilla { $space } a la cantina.
ga-ev-marks = { $seat } gana { $n ->
        [one] 1 marco
       *[other] { $n } marcos
    } (ahora tiene { $total }).
ga-ev-out-of-workers = { $seat } ha colocado todos sus trabajadores y no juega el resto de la jornada.
ga-ev-tile-bought = { $seat } compra { $tile } por { $cost } { $cost ->
        [one] marco
       *[other] marcos
    } (le quedan { $money }).
ga-ev-coal-loaded = { $seat } pone { $n ->
        [one] 1 cubo
       *[other] { $n } cubos
    } de color { $colour } de la reserva en las vagonetas nuevas.
ga-ev-coal-shortage = Escasez de carbón: la reserva no tiene carbón { $colour } para { $n ->
        [one] 1 vagoneta nueva
       *[other] { $n } vagonetas nuevas
    } de { $seat }; { $n ->
        [one] recibe
       *[other] cada una recibe
    } un cubo de otro color.
ga-ev-coal-substituted = { $seat } pone un cubo { $cube } en una vagoneta de color { $colour } (escasez de carbón).
ga-ev-carts-left-empty = { $n ->
        [one] 1 vagoneta nueva de color { $colour } de { $seat } se queda vacía
       *[other] { $n } vagonetas nuevas de color { $colour } de { $seat } se quedan vacías
    }.
ga-ev-order-taken = { $seat } toma el pedido { $card } de la casilla { $space }.
ga-ev-looked-at-tiles = { $seat } mira { $n ->
        [one] la loseta superior
       *[other] las { $n } losetas superiores
    } de la pila.
ga-ev-looked-at-orders = { $seat } mira { $n ->
        [one] la carta superior
       *[other] las { $n } cartas superiores
    } del mazo de pedidos.
ga-ev-tiles-drawn = { $seat } ha robado (primero la de arriba; solo las ve este jugador): { $items }.
ga-ev-orders-drawn = { $seat } ha robado (primero la de arriba; solo las ve este jugador): { $items }.
ga-ev-order-kept = { $seat } se queda el pedido { $card }.
ga-ev-tiles-returned = { $seat } devuelve { $n ->
        [one] 1 loseta
       *[other] { $n } losetas
    } boca abajo { $end } de la pila.
ga-ev-orders-returned = { $seat } devuelve { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    } boca abajo { $end } del mazo de pedidos.
ga-ev-order-delivered = { $seat } entrega { $card } en { $transport }: +{ $vp } PV; cubos devueltos a la reserva: { $cubes }.
ga-ev-orders-delivered = { $seat } entrega { $n ->
        [one] 1 pedido
       *[other] { $n } pedidos
    } de { $transport }: +{ $vp } PV.
ga-ev-mining-done = { $seat } ha usado todos sus pasos de extracción.
ga-ev-mining-stopped = { $seat } deja de extraer; { $n ->
        [one] se pierde 1 paso
       *[other] se pierden { $n } pasos
    }.
ga-ev-shift-scoring = Fin de la jornada { $shift }: puntúan las categorías 1 a { $elements }.
ga-ev-delivered-revealed = { $seat } revela { $n ->
        [one] 1 pedido entregado
       *[other] sus { $n } pedidos entregados
    }: { $cards }.
ga-ev-delivered-revealed-none = { $seat } no tiene pedidos entregados que revelar.
ga-ev-element = Categoría { $element } ({ $what }, { $first }/{ $second } PV): { $scored }.
ga-ev-element-tie = Categoría { $element } ({ $what }, { $first } PV): empate en el primer puesto, { $scored }; no hay segundo puesto.
ga-ev-element-nobody = Categoría { $element } ({ $what }): nadie puntúa.
ga-ev-element-gain = { $seat } +{ $vp } ({ $count })
ga-ev-first-player = { $seat } tiene más trabajadores en la fábrica ({ $n }) y pasa a ser el jugador inicial.
ga-ev-first-player-tie = Empate a más trabajadores en la fábrica ({ $n }): la ficha pasa de { $previous } a { $seat }, el siguiente jugador empatado en sentido horario.
ga-ev-first-player-keeps = Empate a más trabajadores en la fábrica ({ $n }): { $seat } sigue siendo el jugador inicial.
ga-ev-shift-started = Empieza la jornada { $shift }: todos recuperan sus { $workers } trabajadores; empieza { $seat }.
ga-ev-final = Puntuación final de { $seat }: dinero { $money } PV ({ $left ->
        [one] le queda 1 marco
       *[other] le quedan { $left } marcos
    }), carbón { $coal } PV ({ $cubes } { $cubes ->
        [one] cubo
       *[other] cubos
    }), pedidos sin terminar { $pending } PV ({ $cards }), equilibrio de galerías { $balance } PV ({ $light } claras, { $dark } oscuras): { $total } PV.
ga-ev-game-won = { $seats } gana con { $score } PV.
ga-ev-game-won-shared = { $seats } comparten la victoria con { $score } PV y { $left } { $left ->
        [one] marco
       *[other] marcos
    } cada uno.

## What an action does and costs now (explain)

ga-x-place = { $what }; usa { $workers ->
        [one] 1 trabajador
       *[other] { $workers } trabajadores
    } (tienes { $have }).
ga-x-place-bump = { $what }; usa { $workers ->
        [one] 1 trabajador
       *[other] { $workers } trabajadores
    } (tienes { $have }) y manda a la cantina { $own ->
        [1] { $bumped ->
            [one] a tu trabajador
           *[other] a tus { $bumped } trabajadores
        }
       *[other] { $bumped ->
            [one] 1 trabajador de { $owner }
           *[other] { $bumped } trabajadores de { $owner }
        }
    }.
ga-x-factory = comprar { $tile } por { $cost } { $cost ->
        [one] marco
       *[other] marcos
    } (tienes { $money })
ga-x-factory-empty = no hay loseta aquí
ga-x-factory-draw = mirar { $n ->
        [one] la loseta superior
       *[other] las { $n } losetas superiores
    } de la pila y comprar una o ninguna (tienes { $money } marcos)
ga-x-mine = extraer con { $steps } pasos de producción
ga-x-deliver = entregar todos los pedidos de { $transport } completos: { $cards } por { $vp } PV
ga-x-money = ganar { $marks } marcos (tienes { $money })
ga-x-order = tomar el pedido { $card }
ga-x-order-empty = no hay carta aquí
ga-x-order-draw = mirar { $n ->
        [one] la carta superior
       *[other] las { $n } cartas superiores
    } del mazo de pedidos y quedarte una o ninguna
ga-x-bank = 1 de tus { $have } trabajadores en el banco por 1 marco (tienes { $money }); nunca se desplaza.
ga-x-draft = Añadir { $card } a tus pedidos pendientes.
ga-x-take-tile = Comprar { $tile } por { $cost } { $cost ->
        [one] marco
       *[other] marcos
    } (tienes { $money }); las demás vuelven a la pila.
ga-x-take-order = Quedarte { $card }; las demás vuelven al mazo.
ga-x-take-none-tile = No comprar ninguna loseta; la acción cuenta igualmente.
ga-x-take-none-order = No quedarte ninguna carta; la acción cuenta igualmente.
ga-x-return = { $n ->
        [one] la otra va
       *[other] las otras { $n } van
    } boca abajo { $end } de la pila, en el orden que elijas a continuación.
ga-x-next = { $item } vuelve a continuación, debajo de las ya nombradas; después quedan { $left } por nombrar (solo tú ves este orden).
ga-x-substitute = Un cubo { $cube } de la reserva (quedan { $supply }) en una vagoneta vacía de color { $level } ({ $carts } en espera).
ga-x-substitute-none = Dejar vacía la vagoneta nueva de color { $level }.
ga-x-lift = Mover el montacargas desde { $from } hasta { $to } con { $aboard } { $aboard ->
        [one] cubo
       *[other] cubos
    } dentro; 1 paso, quedan { $left }.
ga-x-load = Un cubo { $colour } de una vagoneta al montacargas ({ $aboard } de 5 dentro); 1 paso, quedan { $left }.
ga-x-store = Un cubo { $colour } del montacargas al almacén; 1 paso, quedan { $left }.
ga-x-fill = Un cubo { $colour } desde { $source } en un hueco { $colour } de { $card } ({ $transport }, { $vp } PV); 1 paso, quedan { $left }.
ga-x-fill-completes = Un cubo { $colour } desde { $source } en el último hueco libre de { $card } ({ $transport }, { $vp } PV): el pedido queda completo; 1 paso, quedan { $left }.
ga-x-double = Llenar un hueco { $colour } vacío de { $card } con 2 cubos de cualquier color; 2 pasos, después quedan { $left }.
ga-x-double-start = El primero de 2 cubos de cualquier color en un hueco { $colour } vacío de { $card }; 1 paso, quedan { $left }.
ga-x-double-finish = El segundo cubo en el hueco { $colour } a medio llenar de { $card }; 1 paso, quedan { $left }.
ga-x-cube-first = Un cubo { $colour } desde { $source } como primero de 2 en el hueco { $cell } de { $card }.
ga-x-cube-second = Un cubo { $colour } desde { $source } como segundo en el hueco { $cell } de { $card }; después { $left ->
        [one] queda 1 paso
       *[other] quedan { $left } pasos
    }.
ga-x-stop = Terminar la extracción; { $steps ->
        [one] se pierde 1 paso
       *[other] se pierden { $steps } pasos
    }.

## Scores

ga-score-orders = pedidos entregados
ga-score-shifts = puntuación de jornada
ga-score-money = dinero (1 PV por cada 5 marcos)
ga-score-coal = carbón (1 PV por cada 3 cubos)
ga-score-pending = pedidos sin terminar
ga-score-balance = equilibrio de galerías
ga-tiebreak-marks = marcos restantes

## Rules help

ga-help-group-spaces = Casillas de acción
ga-help-group-mining = Extracción
ga-help-group-orders = Pedidos
ga-help-group-cards = Cartas de pedido
ga-help-group-scoring = Puntuación de jornada
ga-help-group-tiles = Losetas de galería
ga-help-group-end = Fin de la partida

ga-help-space-text = { $text } { $open }
ga-help-open-always = En juego con cualquier número de jugadores.
ga-help-open-3 = En juego con 3 o 4 jugadores (bloqueada con 2).
ga-help-open-4 = En juego solo con 4 jugadores.

ga-help-factory = Casilla de fábrica { $number }
ga-help-factory-text = Compra la loseta de galería que se muestra aquí si puedes pagarla; en cada vagoneta se pone un cubo de su color, y la casilla recibe enseguida la siguiente loseta de la pila.
ga-help-factory-draw = Fábrica: 5 losetas superiores
ga-help-factory-draw-text = Mira las 5 losetas superiores de la pila (solo tú las ves), compra una o ninguna y devuelve las demás boca abajo, todas encima o todas debajo de la pila, en el orden que elijas.
ga-help-mine = Extracción, { $steps } pasos
ga-help-mine-text = Realiza hasta { $steps } pasos de producción: mover el montacargas, cargar carbón de las vagonetas, almacenarlo, llenar pedidos. Los pasos no usados se pierden.
ga-help-deliver = Entrega en { $transport }
ga-help-deliver-text = Entrega a la vez todos tus pedidos de { $transport } completos: sus PV de inmediato, sus cubos a la reserva y las cartas a tu pila de entregados. Solo si tienes al menos un pedido de { $transport } completo.
ga-help-money = Dinero, { $marks } marcos
ga-help-money-text = Toma { $marks } marcos del banco.
ga-help-order = Casilla de pedido { $number }
ga-help-order-text = Añade la carta de pedido que se muestra aquí a tus pedidos pendientes; la casilla recibe enseguida la siguiente carta del mazo.
ga-help-order-draw = Pedidos: 5 cartas superiores
ga-help-order-draw-text = Mira las 5 cartas superiores del mazo de pedidos (solo tú las ves), quédate una o ninguna y devuelve las demás boca abajo, todas encima o todas debajo del mazo, en el orden que elijas.
ga-help-workers = Colocar trabajadores
ga-help-workers-text = En tu turno pon trabajadores en una casilla de acción cuya acción puedas realizar: uno más de los que ya hay en ella (1, 2, 3...). Los trabajadores que ya estaban, también los tuyos, van a la cantina. Cada jugador tiene { $two } trabajadores con 2 jugadores, { $three } con 3 y { $four } con 4.
ga-help-bank = Banco
ga-help-bank-text = En lugar de usar una casilla de acción, pon exactamente 1 trabajador en el banco por 1 marco. Siempre está permitido; los trabajadores del banco nunca se desplazan.
ga-help-canteen = Cantina
ga-help-canteen-text = Los trabajadores desplazados esperan en la cantina hasta el final de la jornada.

ga-help-lift = Mover el montacargas
ga-help-lift-text = 1 paso: sube o baja a cualquier nivel o a la superficie, sin importar la distancia. Los cubos que lleva viajan con él.
ga-help-load = Cargar carbón
ga-help-load-text = 1 paso: un cubo de una vagoneta del nivel donde está el montacargas pasa al montacargas (5 como máximo).
ga-help-store = Almacenar carbón
ga-help-store-text = 1 paso: un cubo del montacargas, en la superficie, pasa a tu almacén.
ga-help-fill = Llenar un pedido
ga-help-fill-text = 1 paso: un cubo en un hueco vacío de su mismo color de un pedido pendiente, desde el montacargas en la superficie o desde el almacén. Un cubo colocado en un pedido ya no se mueve.
ga-help-double = Llenado doble
ga-help-double-text = 2 pasos: 2 cubos de cualquier color juntos en un hueco vacío de cualquier color.
ga-help-stop = Dejar de extraer
ga-help-stop-text = Termina la extracción antes de tiempo; los pasos restantes se pierden.
ga-help-elevator = Montacargas
ga-help-elevator-text = Lleva hasta 5 cubos y se queda donde lo dejas, entre acciones y entre jornadas.
ga-help-storage = Almacén
ga-help-storage-text = Tu depósito privado en la superficie, sin límite; sus cubos pueden llenar pedidos esté donde esté el montacargas.

ga-help-transport = Pedidos de { $transport }
ga-help-transport-text = { $cards } cartas de { $min } a { $max } PV con { $cells } huecos en total; se entregan en la casilla de { $transport }; sus huecos cuentan para la categoría { $element } de la puntuación de jornada.
ga-help-card-text = Pedido de { $transport } de { $vp } PV con { $n ->
        [one] 1 hueco
       *[other] { $n } huecos
    }: { $cells }.

ga-help-element = Categoría { $element }: { $what }
ga-help-element-cells-text = Huecos impresos de este color en tus pedidos entregados. Primer puesto { $first } PV, segundo { $second } PV. Se puntúa tras cada jornada a partir de la jornada { $from }.
ga-help-element-transport-text = Todos los { $what } impresos en tus pedidos entregados. Primer puesto { $first } PV, segundo { $second } PV. Se puntúa tras cada jornada a partir de la jornada { $from }.
ga-help-element-carts-text = Vagonetas de este color de tu mina que no tienen ningún cubo, incluida la vagoneta impresa. Primer puesto { $first } PV, segundo { $second } PV. Se puntúa solo tras la jornada { $from }.
ga-help-places = Puestos y empates
ga-help-places-text = Solo puntúa un recuento de al menos 1. Todos los empatados en cabeza obtienen el primer puesto, y entonces nadie es segundo; los empatados en segundo lugar reciben cada uno los PV del segundo puesto. Con 2 jugadores no hay segundo puesto.

ga-help-tiles = Losetas de galería
ga-help-tiles-text = { $n } losetas con 1 o 2 vagonetas de un color; cada loseta va en el nivel de su color, por su lado impreso. Las vagonetas nunca se rellenan: el carbón nuevo solo llega con losetas nuevas.
ga-help-tile-colour = Losetas de color { $colour }
ga-help-tile-colour-text = Nivel { $level }: { $cost } { $cost ->
        [one] marco
       *[other] marcos
    } por vagoneta, es decir, { $cost } o { $two } marcos por loseta.
ga-help-side = Lado { $side }
ga-help-side-light-text = Las losetas con linternas van a la izquierda del pozo.
ga-help-side-dark-text = Las losetas sin linternas van a la derecha del pozo.
ga-help-shortage = Escasez de carbón
ga-help-shortage-text = La reserva tiene { $n } cubos de cada color. Cuando falta el color de una vagoneta nueva, pones en ella un cubo de otro color; si no queda nada de carbón, la vagoneta se queda vacía.

ga-help-end-money = Dinero
ga-help-end-money-text = 1 PV por cada 5 marcos al final de la partida.
ga-help-end-coal = Carbón
ga-help-end-coal-text = 1 PV por cada 3 cubos que tengas: en vagonetas, en el montacargas, en el almacén y en pedidos pendientes.
ga-help-end-pending = Pedidos sin terminar
ga-help-end-pending-text = −1 PV por cada pedido pendiente, esté completo o no.
ga-help-end-balance = Equilibrio de galerías
ga-help-end-balance-text = −2 PV por cada loseta de diferencia entre tus losetas de galería claras y oscuras.
ga-help-end-tiebreak = Desempate
ga-help-end-tiebreak-text = Con los mismos PV gana quien tenga más marcos tras la conversión (de 0 a 4); si siguen empatados, comparten la victoria.
ga-help-first-player = Jugador inicial
ga-help-first-player-text = Tras las jornadas 1 y 2, el jugador con más trabajadores en la fábrica (las 9 casillas de fábrica) pasa a ser el jugador inicial; en caso de empate, la ficha pasa al siguiente jugador empatado en sentido horario a partir del jugador inicial anterior.

## Rule options

ga-opt-prev-first-keeps-on-tie = El jugador inicial anterior conserva la ficha si hay empate
ga-opt-prev-first-keeps-on-tie-text = Desactivada (reglamentos húngaro e inglés): en un empate a más trabajadores en la fábrica, la ficha siempre pasa. Activada (reglamento ruso): el jugador inicial anterior la conserva si está empatado.
ga-opt-unlimited-coal = Carbón ilimitado
ga-opt-unlimited-coal-text = Desactivada: 16 cubos de cada color, con la regla de escasez de carbón. Activada: la reserva nunca se agota.
ga-opt-delivered-orders-public = Pedidos entregados públicos
ga-opt-delivered-orders-public-text = Activada: todos ven las cartas entregadas. Desactivada: solo las ve su dueño; los demás ven cuántas hay, hasta que cada puntuación de jornada las revela todas. Tras la 1.ª y la 2.ª vuelven boca abajo, pero siguen conocidas; tras la 3.ª quedan boca arriba.
ga-opt-optional-substitution = Sustitución de carbón opcional
ga-opt-optional-substitution-text = Desactivada: durante una escasez de carbón, cada vagoneta nueva debe recibir un cubo de otro color mientras quede alguno en la reserva. Activada: puedes dejar esa vagoneta vacía.
ga-opt-allow-split-double-fill = Llenado doble por partes
ga-opt-allow-split-double-fill-text = Desactivada: los 2 cubos de un llenado doble se ponen juntos (2 pasos). Activada: cada uno es una decisión de 1 paso, incluso en acciones distintas, con un hueco a medio llenar entre medias.
ga-opt-first-player = Jugador inicial
ga-opt-first-player-text = El jugador que empieza; si no se fija, se sortea a partir de la semilla.

## Rule errors (the English text of each refusal, as a key)

ga-err-a-double-fill-needs-2-steps = Un llenado doble necesita 2 pasos.
ga-err-cubes-leave-the-elevator-only-at-the-surface = Los cubos solo salen del montacargas en la superficie.
ga-err-no-cart-on-this-level-holds-a-cube-of-that-colour = Ninguna vagoneta de este nivel tiene un cubo de ese color.
ga-err-not-enough-workers-for-that-space = No tienes suficientes trabajadores para esa casilla.
ga-err-storage-holds-no-cube-of-that-colour = El almacén no tiene ningún cubo de ese color.
ga-err-substitution-is-mandatory-while-the-supply-holds-coal = La sustitución es obligatoria mientras la reserva tenga carbón.
ga-err-that-action-space-is-not-in-play = Esa casilla de acción no está en juego.
ga-err-that-card-is-not-in-the-draft-display = Esa carta no está entre las cartas a elegir.
ga-err-that-card-is-not-one-of-your-pending-orders = Esa carta no es uno de tus pedidos pendientes.
ga-err-that-is-not-a-mining-step = Eso no es un paso de extracción.
ga-err-that-order-has-no-empty-cell-of-that-colour = Ese pedido no tiene ningún hueco vacío de ese color.
ga-err-the-elevator-holds-no-cube-of-that-colour = El montacargas no lleva ningún cubo de ese color.
ga-err-the-elevator-is-already-at-that-level = El montacargas ya está en ese nivel.
ga-err-the-elevator-is-at-the-surface = El montacargas está en la superficie.
ga-err-the-elevator-is-full-5-cubes = El montacargas está lleno (5 cubos).
ga-err-the-elevator-must-be-at-the-surface = El montacargas debe estar en la superficie.
ga-err-the-supply-has-no-cube-of-that-colour = La reserva no tiene ningún cubo de ese color.
ga-err-there-is-no-such-colour = Ese color no existe.
ga-err-there-is-no-such-level = Ese nivel no existe.
ga-err-you-cannot-afford-that-tile = No puedes pagar esa loseta.
ga-err-you-cannot-carry-out-that-space-s-action = No puedes realizar la acción de esa casilla.
ga-err-you-do-not-have-2-cubes-at-hand = No tienes 2 cubos a mano.
ga-err-you-have-no-cube-at-hand = No tienes ningún cubo a mano.
ga-err-that-decision-is-not-asked-for-now = Ahora no se pide esa decisión.
ga-err-that-card-is-not-among-the-drawn-cards = Esa carta no está entre las cartas robadas.
ga-err-that-item-is-not-among-those-still-to-return = Ese elemento no está entre los que faltan por devolver.
ga-err-that-tile-is-not-among-the-drawn-tiles = Esa loseta no está entre las losetas robadas.

## The terminal panel

ga-ui-shift = Jornada { $shift }/3
ga-ui-to-decide = Decide { $seat }
ga-ui-first-player = jugador inicial: { $seat }
ga-ui-supply = Reserva
ga-ui-piles = pila de losetas { $tiles }, mazo de pedidos { $orders }
ga-ui-phase-draft = selección de pedidos, carta { $pick } de { $picks }
ga-ui-phase-place = colocación de trabajadores
ga-ui-phase-take-tile = 5 losetas superiores: compra una o ninguna
ga-ui-phase-take-order = 5 pedidos superiores: quédate uno o ninguno
ga-ui-phase-return-end = devolver { $n ->
        [one] la otra
       *[other] las otras { $n }
    }: encima o debajo
ga-ui-phase-return-order = devolver { $end }: ¿cuál sigue? ({ $placed } de { $n } elegidas)
ga-ui-phase-substitute = escasez de carbón: { $n ->
        [one] 1 vagoneta de color { $colour } necesita
       *[other] { $n } vagonetas de color { $colour } necesitan
    } un cubo sustituto
ga-ui-phase-mining = extracción, { $steps ->
        [one] queda 1 paso
       *[other] quedan { $steps } pasos
    }
ga-ui-phase-double = llenado doble en { $card }: cubo { $cube } de 2, después { $steps } pasos
ga-ui-phase-over = fin de la partida
ga-ui-scoring = Puntuación al final de la jornada { $shift }, en cabeza ahora:
ga-ui-unknown = ?
ga-ui-nobody = -
ga-ui-el-yellow = amarillo
ga-ui-el-brown = marrón
ga-ui-el-grey = gris
ga-ui-el-black = negro
ga-ui-el-wheelbarrow = carret.
ga-ui-el-carriage = carro
ga-ui-el-truck = camión
ga-ui-el-train = tren
ga-ui-el-empty-yellow = vacía A
ga-ui-el-empty-brown = vacía M
ga-ui-el-empty-grey = vacía G
ga-ui-el-empty-black = vacía N
ga-ui-letter-yellow = A
ga-ui-letter-brown = M
ga-ui-letter-grey = G
ga-ui-letter-black = N
ga-ui-letter-light = C
ga-ui-letter-dark = O
ga-ui-vp-short = { $vp }PV
ga-ui-price = { $cost }m
ga-ui-price-short = { $cost }m!
ga-ui-board = casilla, oferta, trabajadores, →entrar
ga-ui-blocked = bloqueada
ga-ui-empty = (vacía)
ga-ui-ready = { $n ->
        [one] 1 listo
       *[other] { $n } listos
    }
ga-ui-draft = Selección de pedidos:
ga-ui-drawn = Robadas (solo tú las ves):
ga-ui-drawn-tiles-other = { $seat } mira { $n ->
        [one] 1 loseta
       *[other] { $n } losetas
    }.
ga-ui-drawn-orders-other = { $seat } mira { $n ->
        [one] 1 carta de pedido
       *[other] { $n } cartas de pedido
    }.
ga-ui-you = (tú)
ga-ui-vp = { $vp } PV
ga-ui-marks = { $n ->
        [one] 1 marco
       *[other] { $n } marcos
    }
ga-ui-to-move = le toca
ga-ui-first = inicial
ga-ui-vp-detail = PV: { $orders } pedidos + { $shifts } jornadas
ga-ui-workers = trabajadores { $n } · cantina { $canteen } · banco { $bank }
ga-ui-elevator = montacargas en { $level }:
ga-ui-at-surface = superficie
ga-ui-at-yellow = N1 amarillo
ga-ui-at-brown = N2 marrón
ga-ui-at-grey = N3 gris
ga-ui-at-black = N4 negro
ga-ui-storage = almacén:
ga-ui-level = N{ $n } { $colour }
ga-ui-carts = { $n ->
        [one] 1 vagoneta
       *[other] { $n } vagonetas
    }, { $empty } { $empty ->
        [one] vacía
       *[other] vacías
    }:
ga-ui-tiles = losetas de galería: { $light } claras, { $dark } oscuras
ga-ui-pending = pedidos pendientes ({ $n }):
ga-ui-done = completo
ga-ui-delivered = entregados ({ $n }):
ga-ui-delivered-hidden = entregados ({ $n }, ocultos)
ga-ui-delivered-revealed = entregados ({ $n }), revelados en la última puntuación:
ga-ui-delivered-since = +{ $n } entregados desde entonces (ocultos)

ga-score-shift-1 = jornada 1
ga-score-shift-2 = jornada 2
ga-score-shift-3 = jornada 3
ga-confirm-stop = ¿Terminar la extracción ahora? { $steps ->
    [one] Se pierde { $steps } paso de producción.
   *[other] Se pierden { $steps } pasos de producción.
}
ga-err-empty-action = acción vacía

## Una decisión en palabras, para el registro (cuando ningún evento de la decisión la cuenta)

ga-do-draft = { $seat } elige el pedido { $card } en la selección.
ga-do-place = { $seat } coloca trabajadores en la casilla { $space }.
ga-do-bank = { $seat } coloca un trabajador en el banco.
ga-do-take-tile = { $seat } toma { $tile }.
ga-do-take-order = { $seat } se queda { $card }.
ga-do-take-none = { $seat } no toma ninguna de las piezas robadas.
ga-do-return = { $seat } devuelve boca abajo las demás piezas robadas ({ $end } del mazo).
ga-do-next = { $seat } devuelve ahora { $item }.
ga-do-substitute = { $seat } pone un cubo { $cube } de la reserva en una vagoneta vacía.
ga-do-substitute-none = { $seat } deja vacía la vagoneta nueva.
ga-do-lift = { $seat } mueve el montacargas hasta { $level }.
ga-do-load = { $seat } carga un cubo { $colour } de una vagoneta al montacargas.
ga-do-store = { $seat } pasa un cubo { $colour } del montacargas al almacén.
ga-do-fill = { $seat } pone un cubo { $colour } desde { $source } en { $card }.
ga-do-double = { $seat } llena un hueco { $colour } vacío de { $card } con 2 cubos.
ga-do-cube = { $seat } pone un cubo { $colour } desde { $source } en el hueco de 2 cubos.
ga-do-stop = { $seat } termina la extracción.

# Replays, once the game is over: the face-down piles, top first.
ga-pile-tiles = Pila de losetas
ga-pile-orders = Mazo de pedidos

## Las casillas de acción en palabras (registro, última jugada, correo): la notación solo donde se muestra notación.
# Tras «la casilla»: «coloca trabajadores en la casilla { $space }».
ga-space-factory = «Fábrica { $number }»
ga-space-factory-draw = «Fábrica: 5 losetas superiores»
ga-space-mine = «Extracción, { $steps } pasos»
ga-space-deliver = «Entrega en { $transport }»
ga-space-money = «Dinero, { $marks } marcos»
ga-space-order = «Pedido { $number }»
ga-space-order-draw = «Pedidos: 5 cartas superiores»
