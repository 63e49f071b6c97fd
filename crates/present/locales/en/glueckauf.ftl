# Glück Auf (Coal Baron), English.
# Game terms follow the English rulebook wording of the spec (shared/rules/glueckauf-rules.md).
# Notation (factory 3, OC10, tile numbers) is never translated.

## Terms

ga-colour-yellow = yellow
ga-colour-brown = brown
ga-colour-grey = grey
ga-colour-black = black

ga-transport-wheelbarrow = wheelbarrow
ga-transport-carriage = horse carriage
ga-transport-truck = truck
ga-transport-train = train

ga-side-light = light
ga-side-dark = dark

ga-level-surface = the surface
ga-level-yellow = the yellow level
ga-level-brown = the brown level
ga-level-grey = the grey level
ga-level-black = the black level

ga-end-top = top
ga-end-bottom = bottom

ga-source-elevator = the elevator
ga-source-storage = storage

ga-element-yellow-cells = yellow cells
ga-element-brown-cells = brown cells
ga-element-grey-cells = grey cells
ga-element-black-cells = black cells
ga-element-wheelbarrow-cells = wheelbarrow cells
ga-element-carriage-cells = horse carriage cells
ga-element-truck-cells = truck cells
ga-element-train-cells = train cells
ga-element-empty-yellow-carts = empty yellow carts
ga-element-empty-brown-carts = empty brown carts
ga-element-empty-grey-carts = empty grey carts
ga-element-empty-black-carts = empty black carts

# "2 grey" (coal cubes or order cells of a colour)
ga-coal-count = { $n } { $colour }
# "tile 17 (2 grey carts, light)"
ga-tile = tile { $number } ({ $carts ->
        [one] 1 { $colour } cart
       *[other] { $carts } { $colour } carts
    }, { $side })
# "OC10 (horse carriage, 10 VP: 1 yellow, 1 brown, 1 grey, 1 black)"
ga-order = { $card } ({ $transport }, { $vp } VP: { $cells })

## Events

ga-ev-draft-leftover = The draft is over: { $card }, the card nobody took, goes on { $space }.
ga-ev-tile-revealed = New on { $space }: { $tile }, { $cost } { $cost ->
        [one] mark
       *[other] marks
    }.
ga-ev-order-revealed = New on { $space }: order { $card }.
ga-ev-space-empty-tiles = The tile pile is empty: { $space } stays empty.
ga-ev-space-empty-orders = The order deck is empty: { $space } stays empty.
ga-ev-bumped = { $by } bumps { $n ->
        [one] 1 worker
       *[other] { $n } workers
    } of { $seat } from { $space } to the canteen.
ga-ev-bumped-own = { $seat } sends { $n ->
        [one] 1 own worker
       *[other] { $n } own workers
    } from { $space } to the canteen.
ga-ev-marks = { $seat } gains { $n ->
        [one] 1 mark
       *[other] { $n } marks
    } (now { $total }).
ga-ev-out-of-workers = { $seat } has placed every worker and sits out the rest of the shift.
ga-ev-tile-bought = { $seat } buys { $tile } for { $cost } { $cost ->
        [one] mark
       *[other] marks
    } ({ $money } left).
ga-ev-coal-loaded = { $seat } puts { $n ->
        [one] 1 { $colour } cube
       *[other] { $n } { $colour } cubes
    } from the supply on the new carts.
ga-ev-coal-shortage = Coal shortage: the supply has no { $colour } coal for { $n ->
        [one] 1 new cart
       *[other] { $n } new carts
    } of { $seat }; a cube of another colour goes on { $n ->
        [one] it
       *[other] each
    }.
ga-ev-coal-substituted = { $seat } puts a { $cube } cube on a { $colour } cart (coal shortage).
ga-ev-carts-left-empty = { $n ->
        [one] 1 new { $colour } cart
       *[other] { $n } new { $colour } carts
    } of { $seat } { $n ->
        [one] stays
       *[other] stay
    } empty.
ga-ev-order-taken = { $seat } takes order { $card } from { $space }.
ga-ev-looked-at-tiles = { $seat } looks at the top { $n ->
        [one] tile
       *[other] { $n } tiles
    } of the pile.
ga-ev-looked-at-orders = { $seat } looks at the top { $n ->
        [one] card
       *[other] { $n } cards
    } of the order deck.
ga-ev-tiles-drawn = { $seat } drew (top first, only they see them): { $items }.
ga-ev-orders-drawn = { $seat } drew (top first, only they see them): { $items }.
ga-ev-order-kept = { $seat } keeps order { $card }.
ga-ev-tiles-returned = { $seat } puts { $n ->
        [one] 1 tile
       *[other] { $n } tiles
    } back face down at the { $end } of the pile.
ga-ev-orders-returned = { $seat } puts { $n ->
        [one] 1 card
       *[other] { $n } cards
    } back face down at the { $end } of the order deck.
ga-ev-order-delivered = { $seat } delivers { $card } by { $transport }: +{ $vp } VP; cubes back to the supply: { $cubes }.
ga-ev-orders-delivered = { $seat } delivers { $n ->
        [one] 1 { $transport } order
       *[other] { $n } { $transport } orders
    }: +{ $vp } VP.
ga-ev-mining-done = { $seat } has used every mining step.
ga-ev-mining-stopped = { $seat } stops mining; { $n ->
        [one] 1 step is
       *[other] { $n } steps are
    } lost.
ga-ev-shift-scoring = End of shift { $shift }: scoring elements 1 to { $elements }.
ga-ev-delivered-revealed = { $seat } reveals { $n ->
        [one] its delivered order
       *[other] its { $n } delivered orders
    }: { $cards }.
ga-ev-delivered-revealed-none = { $seat } has no delivered orders to reveal.
ga-ev-element = Element { $element } ({ $what }, { $first }/{ $second } VP): { $scored }.
ga-ev-element-tie = Element { $element } ({ $what }, { $first } VP): tie for first, { $scored }; no second place.
ga-ev-element-nobody = Element { $element } ({ $what }): nobody scores.
ga-ev-element-gain = { $seat } +{ $vp } ({ $count })
ga-ev-first-player = { $seat } has the most workers on the factory ({ $n }) and is first player in the next shift.
ga-ev-first-player-tie = Tie for the most workers on the factory ({ $n }): the token passes from { $previous } to { $seat }, the next tied player clockwise.
ga-ev-first-player-keeps = Tie for the most workers on the factory ({ $n }): { $seat } stays first player.
ga-ev-shift-started = Shift { $shift } begins: everyone takes back all { $workers } workers; { $seat } starts.
ga-ev-final = Final scoring of { $seat }: money { $money } VP ({ $left } { $left ->
        [one] mark
       *[other] marks
    } left), coal { $coal } VP ({ $cubes } { $cubes ->
        [one] cube
       *[other] cubes
    }), unfinished orders { $pending } VP ({ $cards }), tunnel balance { $balance } VP ({ $light } light, { $dark } dark): { $total } VP.
ga-ev-game-won = { $seats } wins with { $score } VP.
ga-ev-game-won-shared = { $seats } share the victory with { $score } VP and { $left } { $left ->
        [one] mark
       *[other] marks
    } left each.

## What an action does and costs now (explain)

ga-x-place = { $what }; { $workers } of your { $have } { $have ->
        [one] worker
       *[other] workers
    }.
ga-x-place-bump = { $what }; { $workers } of your { $have } workers; bumps { $own ->
        [1] your own { $bumped }
       *[other] { $bumped } of { $owner }
    }.
ga-x-factory = buy { $tile } for { $cost } { $cost ->
        [one] mark
       *[other] marks
    } (you have { $money })
ga-x-factory-empty = no tile here
ga-x-factory-draw = look at the top { $n ->
        [one] tile
       *[other] { $n } tiles
    } of the pile and buy one or none (you have { $money } marks)
ga-x-mine = mine with { $steps } production steps
ga-x-deliver = deliver every complete { $transport } order: { $cards } for { $vp } VP
ga-x-money = gain { $marks } marks (you have { $money })
ga-x-order = take order { $card }
ga-x-order-empty = no card here
ga-x-order-draw = look at the top { $n ->
        [one] card
       *[other] { $n } cards
    } of the order deck and keep one or none
ga-x-bank = 1 of your { $have } workers on the bank for 1 mark (you have { $money }); never bumped.
ga-x-draft = Take { $card } into your pending orders.
ga-x-take-tile = Buy { $tile } for { $cost } { $cost ->
        [one] mark
       *[other] marks
    } (you have { $money }); the others go back.
ga-x-take-order = Keep { $card }; the others go back.
ga-x-take-none-tile = Buy none of the tiles; the action still counts.
ga-x-take-none-order = Keep none of the cards; the action still counts.
ga-x-return = The other { $n } { $n ->
        [one] item goes
       *[other] items go
    } face down to the { $end } of the pile, in an order you choose next.
ga-x-next = { $item } goes back next; { $left } more after it (only you see this order).
ga-x-substitute = A { $cube } cube from the supply ({ $supply } left) on an empty { $level } cart ({ $carts } waiting).
ga-x-substitute-none = Leave the new { $level } cart empty.
ga-x-lift = Move the elevator from { $from } to { $to } with { $aboard } { $aboard ->
        [one] cube
       *[other] cubes
    } aboard; 1 step, { $left } left.
ga-x-load = A { $colour } cube from a cart into the elevator ({ $aboard } of 5 aboard); 1 step, { $left } left.
ga-x-store = A { $colour } cube from the elevator into storage; 1 step, { $left } left.
ga-x-fill = A { $colour } cube from { $source } on a { $colour } cell of { $card } ({ $transport }, { $vp } VP); 1 step, { $left } left.
ga-x-fill-completes = A { $colour } cube from { $source } on the last open cell of { $card } ({ $transport }, { $vp } VP): the order is complete; 1 step, { $left } left.
ga-x-double = Fill an empty { $colour } cell of { $card } with 2 cubes of any colours; 2 steps, { $left } left after.
ga-x-double-start = The first of 2 cubes of any colours on an empty { $colour } cell of { $card }; 1 step, { $left } left.
ga-x-double-finish = The second cube on the half-filled { $colour } cell of { $card }; 1 step, { $left } left.
ga-x-cube-first = A { $colour } cube from { $source } as the first of 2 on the { $cell } cell of { $card }.
ga-x-cube-second = A { $colour } cube from { $source } as the second on the { $cell } cell of { $card }; then { $left } { $left ->
        [one] step
       *[other] steps
    } left.
ga-x-stop = End mining; { $steps ->
        [one] 1 step is
       *[other] { $steps } steps are
    } lost.

## Scores

ga-score-orders = orders delivered
ga-score-shifts = shift scoring
ga-score-money = money (1 VP per 5 marks)
ga-score-coal = coal (1 VP per 3 cubes)
ga-score-pending = unfinished orders
ga-score-balance = tunnel balance
ga-tiebreak-marks = marks left

## Rules help

ga-help-group-spaces = Action spaces
ga-help-group-mining = Mining
ga-help-group-orders = Orders
ga-help-group-cards = Order cards
ga-help-group-scoring = Shift scoring
ga-help-group-tiles = Tunnel tiles
ga-help-group-end = End of the game

ga-help-space-text = { $text } { $open }
ga-help-open-always = In play with any number of players.
ga-help-open-3 = In play with 3 or 4 players (blocked with 2).
ga-help-open-4 = In play only with 4 players.

ga-help-factory = Factory space { $number }
ga-help-factory-text = Buy the tunnel tile shown here if you can pay for it; a cube of each cart's colour goes on its carts, and the space gets the next tile of the pile at once.
ga-help-factory-draw = Factory: top 5 tiles
ga-help-factory-draw-text = Look at the top 5 tiles of the pile (only you see them), buy one or none, and put the others back face down, all on top or all at the bottom, in the order you choose.
ga-help-mine = Mining, { $steps } steps
ga-help-mine-text = Take up to { $steps } production steps: move the elevator, load coal from carts, store it, fill orders. Unused steps are lost.
ga-help-deliver = Delivery by { $transport }
ga-help-deliver-text = Deliver all your complete { $transport } orders at once: their VP at once, their cubes back to the supply, the cards onto your delivered stack. Only with at least one complete { $transport } order.
ga-help-money = Money, { $marks } marks
ga-help-money-text = Take { $marks } marks from the bank.
ga-help-order = Order space { $number }
ga-help-order-text = Take the order card shown here into your pending orders; the space gets the next card of the deck at once.
ga-help-order-draw = Orders: top 5 cards
ga-help-order-draw-text = Look at the top 5 cards of the order deck (only you see them), keep one or none, and put the others back face down, all on top or all at the bottom, in the order you choose.
ga-help-workers = Placing workers
ga-help-workers-text = On your turn put workers on one action space whose action you can carry out: one more worker than are on it (1, 2, 3, ...). The workers already there, yours too, go to the canteen. Each player has { $two } workers with 2 players, { $three } with 3, { $four } with 4.
ga-help-bank = Bank
ga-help-bank-text = Instead of an action space, put exactly 1 worker on the bank for 1 mark. Always allowed; workers there are never bumped.
ga-help-canteen = Canteen
ga-help-canteen-text = Bumped workers wait in the canteen until the end of the shift.

ga-help-lift = Move the elevator
ga-help-lift-text = 1 step: up or down to any level or the surface, however far. The cubes aboard travel with it.
ga-help-load = Load coal
ga-help-load-text = 1 step: a cube from a cart at the elevator's level into the elevator (5 at most).
ga-help-store = Store coal
ga-help-store-text = 1 step: a cube from the elevator, at the surface, into your storage.
ga-help-fill = Fill an order
ga-help-fill-text = 1 step: a cube on an empty cell of its own colour of a pending order, from the elevator at the surface or from storage. A cube on an order never moves again.
ga-help-double = Double fill
ga-help-double-text = 2 steps: 2 cubes of any colours together on one empty cell of any colour.
ga-help-stop = Stop mining
ga-help-stop-text = End mining early; the steps left are lost.
ga-help-elevator = Elevator
ga-help-elevator-text = Holds up to 5 cubes and stays where you leave it, between actions and shifts.
ga-help-storage = Storage
ga-help-storage-text = Your private store at the surface, with no limit; cubes from it can fill orders wherever the elevator is.

ga-help-transport = { $transport } orders
ga-help-transport-text = { $cards } cards worth { $min } to { $max } VP with { $cells } cells in all; delivered on the { $transport } space; their cells count for shift-scoring element { $element }.
ga-help-card-text = { $transport } order worth { $vp } VP with { $n ->
        [one] 1 cell
       *[other] { $n } cells
    }: { $cells }.

ga-help-element = Element { $element }: { $what }
ga-help-element-cells-text = Printed cells of this colour on your delivered orders. First place { $first } VP, second { $second } VP. Scored after every shift from shift { $from } on.
ga-help-element-transport-text = Counts { $what }: every printed cell on your delivered orders of this transport. First place { $first } VP, second { $second } VP. Scored after every shift from shift { $from } on.
ga-help-element-carts-text = Carts of this colour in your mine that hold no cube, the printed cart too. First place { $first } VP, second { $second } VP. Scored only after shift { $from }.
ga-help-places = Places and ties
ga-help-places-text = Only a count of at least 1 places. All tied leaders take first place, and then nobody is second; tied seconds each take the second-place VP. With 2 players there is no second place.

ga-help-tiles = Tunnel tiles
ga-help-tiles-text = { $n } tiles with 1 or 2 carts of one colour; a tile goes on the level of its colour, on its printed side. Carts are never refilled: new coal comes only with new tiles.
ga-help-tile-colour = { $colour } tiles
ga-help-tile-colour-text = Level { $level }: { $cost } { $cost ->
        [one] mark
       *[other] marks
    } per cart, so { $cost } or { $two } marks a tile.
ga-help-side = { $side } side
ga-help-side-light-text = Tiles with lanterns go left of the shaft.
ga-help-side-dark-text = Tiles without lanterns go right of the shaft.
ga-help-shortage = Coal shortage
ga-help-shortage-text = The supply has { $n } cubes of each colour. When it lacks the colour of a new cart, you put a cube of another colour on it; with no coal left at all the cart stays empty.

ga-help-end-money = Money
ga-help-end-money-text = 1 VP per 5 marks at the end of the game.
ga-help-end-coal = Coal
ga-help-end-coal-text = 1 VP per 3 cubes you own: on carts, in the elevator, in storage and on pending orders.
ga-help-end-pending = Unfinished orders
ga-help-end-pending-text = −1 VP for each pending order, complete or not.
ga-help-end-balance = Tunnel balance
ga-help-end-balance-text = −2 VP for each tile of difference between your light and dark tunnel tiles.
ga-help-end-tiebreak = Tie-break
ga-help-end-tiebreak-text = On equal VP the most marks left after the conversion (0 to 4) wins; then the victory is shared.
ga-help-first-player = First player
ga-help-first-player-text = After shifts 1 and 2 the player with the most workers on the factory (the 9 factory spaces) becomes first player; on a tie the token goes to the next tied player clockwise from the previous first player.

## Rule options

ga-opt-prev-first-keeps-on-tie = Previous first player keeps the token on a tie
ga-opt-prev-first-keeps-on-tie-text = Off (Hungarian and English rulebooks): on a tie for the most factory workers the token always moves on. On (Russian rulebook): the previous first player keeps it if tied.
ga-opt-unlimited-coal = Unlimited coal
ga-opt-unlimited-coal-text = Off: 16 cubes of each colour, with the coal shortage rule. On: the supply never runs out.
ga-opt-delivered-orders-public = Delivered orders are public
ga-opt-delivered-orders-public-text = On: everyone sees the delivered cards. Off: only their owner does; the others see how many, until each shift scoring reveals them all. After the 1st and 2nd scoring they lie face down again but stay known; after the 3rd they stay face up.
ga-opt-optional-substitution = Optional coal substitution
ga-opt-optional-substitution-text = Off: during a coal shortage every new cart must get a cube of another colour while the supply has any. On: you may leave such a cart empty.
ga-opt-allow-split-double-fill = Split double fills
ga-opt-allow-split-double-fill-text = Off: the 2 cubes of a double fill go on together (2 steps). On: each is a 1-step decision, even in different actions, leaving a half-filled cell in between.
ga-opt-first-player = First player
ga-opt-first-player-text = The seat that starts; unset: drawn from the seed.

## Rule errors (the English text of each refusal, as a key)

ga-err-a-double-fill-needs-2-steps = A double fill needs 2 steps.
ga-err-cubes-leave-the-elevator-only-at-the-surface = Cubes leave the elevator only at the surface.
ga-err-no-cart-on-this-level-holds-a-cube-of-that-colour = No cart on this level holds a cube of that colour.
ga-err-not-enough-workers-for-that-space = Not enough workers for that space.
ga-err-storage-holds-no-cube-of-that-colour = Storage holds no cube of that colour.
ga-err-substitution-is-mandatory-while-the-supply-holds-coal = Substitution is mandatory while the supply holds coal.
ga-err-that-action-space-is-not-in-play = That action space is not in play.
ga-err-that-card-is-not-in-the-draft-display = That card is not in the draft display.
ga-err-that-card-is-not-one-of-your-pending-orders = That card is not one of your pending orders.
ga-err-that-is-not-a-mining-step = That is not a mining step.
ga-err-that-order-has-no-empty-cell-of-that-colour = That order has no empty cell of that colour.
ga-err-the-elevator-holds-no-cube-of-that-colour = The elevator holds no cube of that colour.
ga-err-the-elevator-is-already-at-that-level = The elevator is already at that level.
ga-err-the-elevator-is-at-the-surface = The elevator is at the surface.
ga-err-the-elevator-is-full-5-cubes = The elevator is full (5 cubes).
ga-err-the-elevator-must-be-at-the-surface = The elevator must be at the surface.
ga-err-the-supply-has-no-cube-of-that-colour = The supply has no cube of that colour.
ga-err-there-is-no-such-colour = There is no such colour.
ga-err-there-is-no-such-level = There is no such level.
ga-err-you-cannot-afford-that-tile = You cannot afford that tile.
ga-err-you-cannot-carry-out-that-space-s-action = You cannot carry out that space's action.
ga-err-you-do-not-have-2-cubes-at-hand = You do not have 2 cubes at hand.
ga-err-you-have-no-cube-at-hand = You have no cube at hand.
ga-err-that-decision-is-not-asked-for-now = That decision is not asked for now.
ga-err-that-card-is-not-among-the-drawn-cards = That card is not among the drawn cards.
ga-err-that-item-is-not-among-those-still-to-return = That item is not among those still to return.
ga-err-that-tile-is-not-among-the-drawn-tiles = That tile is not among the drawn tiles.

## The terminal panel

ga-ui-shift = Shift { $shift }/3
ga-ui-to-decide = { $seat } to decide
ga-ui-first-player = first player: { $seat }
ga-ui-supply = Supply
ga-ui-piles = tile pile { $tiles }, order deck { $orders }
ga-ui-phase-draft = order draft, pick { $pick } of { $picks }
ga-ui-phase-place = placing workers
ga-ui-phase-take-tile = top 5 tiles: buy one or none
ga-ui-phase-take-order = top 5 orders: keep one or none
ga-ui-phase-return-end = return the other { $n }: top or bottom
ga-ui-phase-return-order = return to the { $end }: which next ({ $placed } of { $n } named)
ga-ui-phase-substitute = coal shortage: { $n ->
        [one] 1 { $colour } cart needs
       *[other] { $n } { $colour } carts need
    } a substitute cube
ga-ui-phase-mining = mining, { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } left
ga-ui-phase-double = double fill on { $card }: cube { $cube } of 2, then { $steps } steps
ga-ui-phase-over = game over
ga-ui-scoring = Scoring at the end of shift { $shift }, leaders now:
ga-ui-unknown = ?
ga-ui-nobody = -
ga-ui-el-yellow = yellow
ga-ui-el-brown = brown
ga-ui-el-grey = grey
ga-ui-el-black = black
ga-ui-el-wheelbarrow = barrow
ga-ui-el-carriage = carriage
ga-ui-el-truck = truck
ga-ui-el-train = train
ga-ui-el-empty-yellow = empty Y
ga-ui-el-empty-brown = empty B
ga-ui-el-empty-grey = empty G
ga-ui-el-empty-black = empty K
ga-ui-letter-yellow = Y
ga-ui-letter-brown = B
ga-ui-letter-grey = G
ga-ui-letter-black = K
ga-ui-letter-light = L
ga-ui-letter-dark = D
ga-ui-vp-short = { $vp }VP
ga-ui-price = { $cost }m
ga-ui-price-short = { $cost }m!
ga-ui-board = space, offer, workers, →to enter
ga-ui-blocked = blocked
ga-ui-empty = (empty)
ga-ui-ready = { $n } ready
ga-ui-draft = Draft:
ga-ui-drawn = Drawn (only you see them):
ga-ui-drawn-tiles-other = { $seat } looks at { $n } tiles.
ga-ui-drawn-orders-other = { $seat } looks at { $n } order cards.
ga-ui-you = (you)
ga-ui-vp = { $vp } VP
ga-ui-marks = { $n ->
        [one] 1 mark
       *[other] { $n } marks
    }
ga-ui-to-move = to move
ga-ui-first = first
ga-ui-vp-detail = VP: { $orders } orders + { $shifts } shifts
ga-ui-workers = workers { $n } · canteen { $canteen } · bank { $bank }
ga-ui-elevator = elevator at { $level }:
ga-ui-at-surface = surface
ga-ui-at-yellow = L1 yellow
ga-ui-at-brown = L2 brown
ga-ui-at-grey = L3 grey
ga-ui-at-black = L4 black
ga-ui-storage = storage:
ga-ui-level = L{ $n } { $colour }
ga-ui-carts = { $n ->
        [one] 1 cart
       *[other] { $n } carts
    }, { $empty } empty:
ga-ui-tiles = tunnel tiles: { $light } light, { $dark } dark
ga-ui-pending = orders pending ({ $n }):
ga-ui-done = done
ga-ui-delivered = delivered { $n }:
ga-ui-delivered-hidden = delivered { $n } (hidden)
ga-ui-delivered-revealed = delivered { $n }, revealed at the last scoring:
ga-ui-delivered-since = +{ $n } delivered since (hidden)

## Added with the itemised final table and confirmations
ga-score-shift-1 = shift 1
ga-score-shift-2 = shift 2
ga-score-shift-3 = shift 3
ga-confirm-stop = End mining now? { $steps ->
    [one] { $steps } production step is lost.
   *[other] { $steps } production steps are lost.
}

ga-err-empty-action = empty action

## A decision in words, for the log (when no event of the decision tells it)

ga-do-draft = { $seat } takes { $card } in the draft.
ga-do-place = { $seat } puts workers on { $space }.
ga-do-bank = { $seat } puts a worker on the bank.
ga-do-take-tile = { $seat } takes { $tile }.
ga-do-take-order = { $seat } keeps { $card }.
ga-do-take-none = { $seat } takes none of the drawn items.
ga-do-return = { $seat } puts the other drawn items back face down at the { $end } of the pile.
ga-do-next = { $seat } puts { $item } back next.
ga-do-substitute = { $seat } puts a { $cube } cube from the supply on an empty cart.
ga-do-substitute-none = { $seat } leaves the new cart empty.
ga-do-lift = { $seat } moves the elevator to { $level }.
ga-do-load = { $seat } loads a { $colour } cube from a cart into the elevator.
ga-do-store = { $seat } puts a { $colour } cube from the elevator into storage.
ga-do-fill = { $seat } puts a { $colour } cube from { $source } on { $card }.
ga-do-double = { $seat } fills an empty { $colour } cell of { $card } with 2 cubes.
ga-do-cube = { $seat } puts a { $colour } cube from { $source } on the cell filled with 2 cubes.
ga-do-stop = { $seat } ends mining.

# Replays, once the game is over: the face-down piles, top first.
ga-pile-tiles = Tile pile
ga-pile-orders = Order deck

## The action spaces in words (log, last move, mail): the notation only where notation is shown.
# "puts workers on { $space }", "New on { $space }", "{ $space } stays empty"
ga-space-factory = factory space { $number }
ga-space-factory-draw = the factory's top-5 space
ga-space-mine = the { $steps }-step mining space
ga-space-deliver = the { $transport } delivery space
ga-space-money = the { $marks }-mark money space
ga-space-order = order space { $number }
ga-space-order-draw = the orders' top-5 space
