# Haspelknecht: every text a player reads (keys `hk-*`). Game terms follow the rulebooks
# (the English names of the Capstone edition as the rules spec gives them).

## Terms

hk-colour-black = black
hk-colour-brown = brown
hk-colour-yellow = yellow
hk-colour-any = grey (any colour)
hk-res-coal = coal
hk-res-wood = wood
hk-res-food = food
hk-season-spring = spring
hk-season-summer = summer
hk-season-autumn = autumn
hk-place-pinge = Pinge
hk-place-tunnel = tunnel
hk-place-shaft = shaft
hk-place-farm = farm
hk-area-pit-water = Pit water
hk-area-carts = Carts (wheelbarrow fields)
hk-area-pools = Action pools and reserve pools
hk-area-board = Development board
hk-worker-farmer = farmer
hk-worker-farmhand = farmhand
hk-worker-improved-farmhand = improved farmhand
hk-worker-digger = coal digger
hk-worker-hewer = hewer
hk-worker-haspel = Haspelknecht
hk-worker-winch = winch (second Haspelknecht)
hk-worker-mill = water mill
hk-marker-rope = rope
hk-marker-wheelbarrow = wheelbarrow
hk-marker-ladder = ladder
hk-marker-winch = winch
hk-marker-lamp = oil lamp
hk-marker-hammer = hammer and pick
hk-building-barn = barn
hk-building-charcoal-kiln = charcoal kiln
hk-building-coal-storage = coal storage
hk-building-water-mill = water mill
hk-symbol-none = none
hk-symbol-fork = fork
hk-symbol-hammer = hammer and pick
hk-symbol-building = building
hk-work-food = food
hk-work-wood = wood
hk-work-mining = mining
hk-work-development = development
hk-pay-yellow = a yellow disc
hk-pay-wheelbarrow = the wheelbarrow marker
hk-pay-food = 1 food
hk-pay-thaler = 1 thaler
hk-phase-take-discs = Taking discs
hk-phase-first-year-water = First-year pit water
hk-phase-planning = Planning
hk-phase-execution = Execution
hk-phase-winter-kiln = Winter: charcoal kiln
hk-phase-winter-rent = Winter: rent
hk-phase-winter-storage = Winter: storage
hk-phase-over = Game over

## Development tiles

hk-tile-11 = Carrying yoke
hk-tile-12 = Barn
hk-tile-13 = Hoe
hk-tile-14 = Rope
hk-tile-15 = Charcoal kiln
hk-tile-21 = Bucket
hk-tile-22 = Wheelbarrow
hk-tile-23 = Ladder
hk-tile-24 = Coal storage
hk-tile-25 = Winch
hk-tile-31 = Pit props
hk-tile-32 = Oil lamp
hk-tile-33 = Hammer and pick
hk-tile-34 = Coal sacks
hk-tile-35 = Water mill
hk-tile-41 = Coal driver
hk-tile-42 = Mine cart
hk-tile-43 = Handcart
hk-tile-44 = Horse wagon
hk-tile-45 = Small colliery
hk-tile-unknown = ?
hk-tile-ref = { $tile } { $name }

hk-tile-11-effect = +1 thaler at once.
hk-tile-12-effect = Building: the barn stores 1 coal, wood or food over winter; food stored there scores 2 VP.
hk-tile-13-effect = Improved farmhand: from the next action phase the farmhand works like the farmer and may acquire developments (but gets no summer bonus).
hk-tile-14-effect = Rope marker: once, in a later action phase, remove 1 pit water (Pinge or shaft) during your execution and score 1 VP.
hk-tile-15-effect = Building: the charcoal kiln turns 2 wood into 2 coal and 1 VP, once per action phase from the next one.
hk-tile-21-effect = You get no more pit water in the spring and autumn pit-water phases.
hk-tile-22-effect = Wheelbarrow marker: one yellow token, once, in a later action phase. End: +1 VP per completed tunnel section with the wheelbarrow symbol.
hk-tile-23-effect = Ladder marker: one brown token, once, in a later action phase.
hk-tile-24-effect = Building: the coal storage keeps 1 coal (+1 VP) and 1 wood over winter.
hk-tile-25-effect = You may remove 1 pit water at once. Winch marker: in a later action phase, a second Haspelknecht activation without payment.
hk-tile-31-effect = Choose: 3 wood and 1 pit water, or 1 thaler.
hk-tile-32-effect = +1 thaler. Oil-lamp marker: before a later disc take, swap a disc of a reserve pool with a disc of its action pool. End: +1 VP per completed tunnel section with the oil-lamp symbol.
hk-tile-33-effect = +1 wood, then you may mine 1 accessible coal at once. Hammer-and-pick marker: one black token, once, in a later action phase.
hk-tile-34-effect = You may exchange 1 coal for 1 thaler, or 2 coal for 1 thaler and 1 food.
hk-tile-35-effect = Building: from the next action phase the water mill turns 2 black tokens into 1 thaler, or 2 yellow tokens into 1 food and 2 VP, once per action phase.
hk-tile-41-effect = +1 thaler. End: +1 VP per hammer-and-pick symbol on your tiles.
hk-tile-42-effect = +1 wood, and 2 coal into your shaft once your Pinge is exhausted. End: +1 VP per completed tunnel section with the mine-cart symbol.
hk-tile-43-effect = +1 food. End: +1 VP per fork symbol on your tiles.
hk-tile-44-effect = +1 thaler and +1 food. From now on winter coal scores 1 VP per coal instead of the coal table.
hk-tile-45-effect = +3 thalers at once.

## Small parts of messages

hk-none = nothing
hk-list = { $items }
hk-plus = { $a } + { $b }
hk-discs-of = { $count } { $colour }
hk-amount-of = { $count } { $res }
hk-token-disc = a { $colour } disc
hk-token-marker = the { $marker } marker (as a { $colour } disc)
hk-turn-place = { $seat } ({ $value })
hk-plan-of = { $seat } ({ $plan })
hk-plan-tokens = { $worker } { $discs }
hk-plan-paid = { $worker } paid with { $pay }
hk-plan-winch = winch
hk-plan-nothing = nothing planned
hk-score-line = { $category } { $points }
hk-standing = { $rank }. { $seat } { $score } VP ({ $coal } coal mined, turn position { $position })
hk-gain-thaler = +{ $count } { $count ->
    [one] thaler
   *[other] thalers
}
hk-gain-food = +{ $count } food
hk-gain-wood = +{ $count } wood
hk-gain-shaft-coal = +{ $count } coal into the shaft
hk-gain-marker = the { $marker } marker (usable from the next action phase)
hk-gain-building = the { $building } building
hk-gain-improved-farmhand = the improved farmhand (from the next action phase)
hk-gain-no-pit-water = no more pit water in the pit-water phases
hk-gain-coal-vp-each = winter coal scores 1 VP per coal

## Events

hk-ev-season-begins = Year { $year }: the { $season } action phase begins.
hk-ev-pit-water = Pit water ({ $season }): { $count ->
    [0] nobody gets any
   *[other] 1 pit water each for { $seats }
}.
hk-ev-pit-water-bucket = Pit water ({ $season }): { $count ->
    [0] nobody gets any
   *[other] 1 pit water each for { $seats }
}; the bucket keeps { $bucket } dry.
hk-ev-discs-returned = Refill: { $count } { $count ->
    [one] disc goes
   *[other] discs go
} back to the bag ({ $discs }), and every reserve pool moves into its action pool.
hk-ev-pool-refilled = Pool { $pool } refilled from the bag: { $reserve } into the reserve, { $action } into the action pool.
hk-ev-discs-taken = { $seat } takes { $count } { $colour } { $count ->
    [one] disc
   *[other] discs
} from pool { $pool }.
hk-ev-discs-taken-water = { $seat } takes { $count } { $colour } { $count ->
    [one] disc
   *[other] discs
} from pool { $pool } and gets 1 pit water (water symbol).
hk-ev-oil-lamp = { $seat } uses the oil lamp: a { $reserve } disc of reserve pool { $pool } swaps places with a { $action } disc of its action pool.
hk-ev-water-returned = { $seat } returns 1 pit water (first-year rule).
hk-ev-turn-order = Turn order (value of cart 1): { $order }.
hk-ev-plans-revealed = Plans revealed: { $plans }.
hk-ev-produced = { $seat }'s { $worker } produces { $count } { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 synergy)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 summer bonus)"}
}.
hk-ev-synergy-action = Synergy: { $seat }'s { $worker } gets one more black action.
hk-ev-coal-mined = { $seat }'s { $worker } mines 1 coal: { $from } → { $to }.
hk-ev-water-removed = { $seat }'s { $worker } removes { $count } pit water from the { $from }.
hk-ev-coal-hauled = { $seat }'s { $worker } hoists 1 coal from the shaft to the farm.
hk-ev-pinge-exhausted = { $seat }'s Pinge is exhausted: { $water } pit water moves to the shaft, { $wood } wood goes back to the supply, and the hewer and the Haspelknecht take over. Pinge bonus: { $vp } VP.
hk-ev-water-mill = { $seat }'s water mill gives { $thaler } { $thaler ->
    [one] thaler
   *[other] thalers
}, { $food } food and { $vp } VP.
hk-ev-charcoal-kiln = { $seat }'s charcoal kiln turns 2 wood into 2 coal: +1 VP.
hk-ev-rope = { $seat } uses the rope: 1 pit water out of the { $from }, +1 VP.
hk-ev-acquired = { $seat }'s { $worker } acquires { $tile } as buyer no. { $rank }: +{ $vp } VP.
hk-ev-acquired-fee = { $seat }'s { $worker } acquires { $tile } as buyer no. { $rank } and pays 1 { $fee } to { $to } (not adjacent): +{ $vp } VP.
hk-ev-tile-effect = { $tile } gives { $seat }: { $gains }.
hk-ev-choice-nothing = { $seat } leaves the effect of { $tile } unused.
hk-ev-choice-water = { $seat } removes 1 pit water with { $tile }.
hk-ev-choice-wood = { $seat } takes 3 wood and 1 pit water from { $tile }.
hk-ev-choice-thaler = { $seat } takes 1 thaler from { $tile }.
hk-ev-choice-mine = { $seat } mines 1 coal with { $tile }.
hk-ev-choice-exchange = { $coal ->
    [0] { $seat } exchanges no coal at { $tile }.
    [one] { $seat } exchanges 1 coal for 1 thaler at { $tile }.
   *[other] { $seat } exchanges 2 coal for 1 thaler and 1 food at { $tile }.
}
hk-ev-workers-unused = { $seat } ends the execution; { $count ->
    [one] this planned worker did not work, and its tokens are lost
   *[other] these planned workers did not work, and their tokens are lost
}: { $workers }.
hk-ev-winter-begins = Winter of year { $year }: coal scoring, rent, storage.
hk-ev-winter-coal = Winter coal scoring: { $seat } has { $coal } coal on the farm: +{ $vp } VP.
hk-ev-winter-coal-wagon = Winter coal scoring: { $seat } has { $coal } coal on the farm: +{ $vp } VP (horse wagon: 1 VP per coal).
hk-ev-rent = Rent: { $seat } pays { $food } food and { $thaler } { $thaler ->
    [one] thaler
   *[other] thalers
}{ $debt ->
    [0] {""}
    [one] {", and takes 1 debt"}
   *[other] , and takes { $debt } debts
}.
hk-ev-storage = Storage: { $seat } keeps { $kept } (+{ $vp } VP) and returns { $discarded } to the supply.
hk-ev-year-ends = Year { $year } ends.
hk-ev-final-scoring = Final scoring of { $seat }: { $lines }; total { $total } VP.
hk-ev-game-ends = Game over. { $count ->
    [one] Winner
   *[other] Winners
}: { $winners }. Standings: { $standings }.

## What an action does (menus and tooltips)

hk-ex-take = Take { $count } { $colour } { $count ->
    [one] disc
   *[other] discs
} from pool { $pool }.
hk-ex-take-water = Take { $count } { $colour } { $count ->
    [one] disc
   *[other] discs
} from pool { $pool }, and 1 pit water (water symbol).
hk-ex-pass = Skip the second take and keep { $count } { $count ->
    [one] disc
   *[other] discs
}.
hk-ex-lamp = Oil lamp: swap a { $reserve } disc of reserve pool { $pool } with a { $action } disc of its action pool (the marker is used up).
hk-ex-return-water = Return 1 pit water to the supply (first-year rule).
hk-ex-keep-water = Keep your pit water.
hk-ex-assign = Put { $token } on the { $worker }.
hk-ex-pay = Pay the { $worker } with { $pay }: { $does }
hk-ex-winch = Plan the winch marker: a second Haspelknecht activation without payment.
hk-ex-plan-done = Finish your plan; all plans are revealed once everybody has finished.
hk-ex-winter-done = End the winter window of the charcoal kiln.
hk-ex-activate = Activate the { $worker }: { $does }
hk-ex-activate-own = it works with { $discs }.
hk-ex-activate-digger = 2 actions in the Pinge (each removes up to 2 pit water or mines 1 coal to the farm).
hk-ex-activate-hewer = it mines up to 3 tunnel coal into the shaft.
hk-ex-activate-haspel = 3 actions in the shaft (each removes up to 2 pit water or hoists 1 coal to the farm).
hk-ex-activate-winch = the Haspelknecht works a second time, 3 actions, without payment.
hk-ex-activate-mill = +{ $thaler } { $thaler ->
    [one] thaler
   *[other] thalers
}, +{ $food } food, +{ $vp } VP.
hk-ex-produce = Produce { $count } { $res }{ $synergy ->
    [0] {""}
   *[other] {" (+1 synergy)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 summer bonus)"}
}.
hk-ex-mine = Mine 1 coal: { $from } → { $to }.
hk-ex-drain = Remove { $count } pit water from the { $from } ({ $left } left).
hk-ex-haul = Hoist 1 coal from the shaft to the farm ({ $coal } in the shaft).
hk-ex-acquire = Acquire { $tile } for { $vp } VP. { $effect }
hk-ex-acquire-fee = Acquire { $tile } for { $vp } VP, paying 1 { $fee } to { $to } (not adjacent). { $effect }
hk-ex-choose-nothing = Leave the tile's effect unused.
hk-ex-choose-water = Remove 1 pit water.
hk-ex-choose-wood = Take 3 wood and 1 pit water.
hk-ex-choose-thaler = Take 1 thaler.
hk-ex-choose-mine = Mine 1 coal: { $from } → { $to }.
hk-ex-exchange = { $coal ->
    [0] Exchange no coal.
    [one] Exchange 1 coal for 1 thaler.
   *[other] Exchange 2 coal for 1 thaler and 1 food.
}
hk-ex-stop = The active worker stops{ $count ->
    [0] {"."}
    [one] ; 1 action is lost.
   *[other] ; { $count } actions are lost.
}
hk-ex-wood-pinge = Place 1 wood in the Pinge: it opens { $count } more coal.
hk-ex-wood-tunnel = Place 1 wood in the tunnel: it opens section { $section } ({ $count } coal).
hk-ex-rope = Rope marker: remove 1 pit water from the { $from }, +1 VP.
hk-ex-kiln = Charcoal kiln: 2 wood → 2 coal, +1 VP.
hk-ex-end = End your execution{ $count ->
    [0] {"."}
    [one] ; 1 planned worker loses its tokens.
   *[other] ; { $count } planned workers lose their tokens.
}
hk-ex-rent = Pay { $food } food and { $thaler } { $thaler ->
    [one] thaler
   *[other] thalers
} of rent{ $debt ->
    [0] {"."}
    [one] {" and take 1 debt."}
   *[other] {" and take "}{ $debt }{" debts."}
}
hk-ex-store = Keep { $kept } (+{ $vp } VP); return { $discarded } to the supply.

## Scores and tie-break

hk-score-developments = development tiles
hk-score-pinge-bonus = Pinge bonus
hk-score-rope = rope
hk-score-charcoal-kiln = charcoal kiln
hk-score-water-mill = water mill
hk-score-winter-coal = winter coal
hk-score-winter-storage = winter storage
hk-score-tunnel-sections = tunnel sections
hk-score-tunnel-bonus = tunnel bonus tiles
hk-score-symbol-bonus = fork and hammer bonus
hk-score-buildings = building symbols
hk-score-unused-markers = unused action markers
hk-score-thalers = thalers
hk-score-debt = debt
hk-score-pit-water = pit water
hk-tiebreak-coal-mined = coal mined
hk-tiebreak-turn-position = turn position (earlier wins)

## Rules help

hk-help-group-tiles = Development tiles
hk-help-group-workers = Workers
hk-help-group-markers = Action markers
hk-help-group-buildings = Buildings
hk-help-group-areas = Player board and boards
hk-help-group-year = The year

hk-help-tile = Level { $level }; cost { $cost }; symbol: { $symbol }; { $fee }. The first buyer scores { $level } VP, each later buyer 1 less. { $effect }
hk-fee-level-1 = always free to buy (row 1)
hk-fee-level-2 = not adjacent to your tiles: 1 coal, wood or food to the top owner
hk-fee-level-3 = not adjacent to your tiles: 1 coal to the top owner
hk-fee-level-4 = not adjacent to your tiles: 1 food to the top owner

hk-help-worker-farmer = Your own worker. Tokens of one colour: yellow produce food, brown produce wood, black mine coal or remove pit water (one token each). Tokens matching a tile's cost acquire that development. In summer a farmer producing food gets 1 more.
hk-help-worker-farmhand = Your own worker: like the farmer, but with tokens of one colour only and no developments, until tile 13 improves it.
hk-help-worker-improved-farmhand = The farmhand after tile 13 (from the next action phase): works like the farmer and may acquire developments, but gets no summer bonus.
hk-help-worker-digger = Hired while the Pinge is not exhausted, for a yellow token, 1 food or 1 thaler: 2 actions in the Pinge, each removing up to 2 pit water or mining 1 coal to the farm. It needs accessible Pinge coal to start.
hk-help-worker-hewer = Hired once the Pinge was exhausted before planning, for 1 food or 1 thaler: mines up to 3 tunnel coal into the shaft (wood before the coal, at most 4 pit water in the shaft).
hk-help-worker-haspel = Hired once the Pinge was exhausted before planning, for a yellow token, 1 food or 1 thaler: 3 actions in the shaft, each removing up to 2 pit water or hoisting 1 coal to the farm (only with at most 1 pit water).
hk-help-worker-winch = The winch marker (tile 25) planned: the Haspelknecht works a second time, 3 more actions, without payment.
hk-help-worker-mill = The water mill (tile 35), from the action phase after it was built: 2 black tokens give 1 thaler, 2 yellow tokens give 1 food and 2 VP, once per action phase.

hk-help-marker-rope = From tile { $tile }. Once, in a later action phase, during your execution: remove 1 pit water (Pinge or shaft) and score 1 VP.
hk-help-marker-wheelbarrow = From tile { $tile }. Once, in a later action phase: one yellow token when planning (also pays the coal digger or the Haspelknecht).
hk-help-marker-ladder = From tile { $tile }. Once, in a later action phase: one brown token when planning.
hk-help-marker-winch = From tile { $tile }. Once, in a later action phase: a second Haspelknecht activation without payment.
hk-help-marker-lamp = From tile { $tile }. Once, right before one of your disc takes in a later action phase: swap a disc of a reserve pool with a disc of its action pool.
hk-help-marker-hammer = From tile { $tile }. Once, in a later action phase: one black token when planning.

hk-help-building-barn = From tile { $tile }. In winter storage it keeps 1 coal, wood or food; food kept there scores 2 VP.
hk-help-building-charcoal-kiln = From tile { $tile }. Turns 2 wood into 2 coal and 1 VP, once per action phase during your execution, from the action phase after it was built.
hk-help-building-coal-storage = From tile { $tile }. In winter storage it keeps 1 coal (+1 VP) and 1 wood.
hk-help-building-water-mill = From tile { $tile }. Planned with 2 black tokens: 1 thaler; with 2 yellow tokens: 1 food and 2 VP; once per action phase, from the action phase after it was built.

hk-help-area-farm = Your stock of coal, wood and food. Only what you store survives the winter. Thalers, debt and markers are kept apart.
hk-help-area-pinge = The open pit: 7 coal mined left to right to the farm. Coal left of the first empty wood slot can be mined; wood in its 2 slots opens the rest. No mining with 2 or more pit water. The last coal exhausts it: its water moves to the shaft and the Pinge bonus scores 2 VP in year 1, 1 VP in year 2.
hk-help-area-tunnel = 11 coal in 7 sections, mined once the Pinge is exhausted, left to right, into the shaft. A section's coal can be mined only with wood in the slot before it, and with at most 4 pit water in the shaft. A section with wood and no coal left scores its VP at the end.
hk-help-area-shaft = Holds the tunnel coal until the Haspelknecht hoists it to the farm (only with at most 1 pit water), and the pit water once the Pinge is exhausted.
hk-help-area-pit-water = Each spring and autumn you get 1 pit water (not with tile 21), and 1 more for a first take from a pool with the water symbol. It blocks mining; at the end every pit water after the first costs 1 VP.
hk-help-area-carts = Your discs of the first take (cart 1) and of the second (cart 2). Only cart 1 sets the turn order: yellow 3, brown 2, black 1, lowest first.
hk-help-area-pools = One action pool and one reserve pool per player. Each action phase you take every disc of one colour from one action pool, then may take more of one colour up to 5. The oil lamp swaps a reserve disc into the action pool.
hk-help-area-board = The development tiles in 4 rows, one per level. Row 1 is always open; a lower tile is free when it touches a tile you own, otherwise you pay its top owner a fee (if it has one).

hk-year-overview = A year
hk-year-pit-water = Pit-water phases
hk-year-refill = Refill
hk-year-turn-order = Turn order
hk-year-synergy = Synergy
hk-year-summer-bonus = Summer bonus
hk-year-winter = Winter
hk-year-final-scoring = Final scoring
hk-year-tie-break = Tie-break
hk-help-year-overview = Three years, each: spring pit water, the spring action phase, the summer action phase, autumn pit water, the autumn action phase, winter. Then final scoring.
hk-help-year-pit-water = Spring and autumn: every player without tile 21 gets 1 pit water (into the Pinge, or the shaft once the Pinge is exhausted).
hk-help-year-refill = Every action phase but the first: all discs go back to the bag, each reserve pool moves into its action pool, then 3 discs are drawn into each reserve and the action pools are filled up to 6.
hk-help-year-take-discs = In turn order each player takes every disc of one colour from one action pool (5 or 6 if it holds 6 or more); in a second round a player with fewer than 5 may take discs of one colour up to 5. In the spring of year 1, a player with fewer than 5 discs may return 1 pit water.
hk-help-year-turn-order = The discs of cart 1 count yellow 3, brown 2, black 1; the lowest total goes first, ties go to the player who was later.
hk-help-year-planning = Everybody puts tokens on the farmer, the farmhand and the water mill and pays hired workers, in secret; the plans are revealed together.
hk-help-year-execution = In turn order each player activates the planned workers one after the other; wood, the rope and the charcoal kiln may be used in between. Workers not activated lose their tokens.
hk-help-year-synergy = When the farmer and the farmhand do the same kind of work, the second one gets 1 more food, wood or black action.
hk-help-year-summer-bonus = In summer the farmer producing food gets 1 more food.
hk-help-year-winter = Coal on the farm scores (3 coal 2 VP, each more +1), rent is paid (year 1: 2 food; year 2: 2 food and 1 thaler; year 3: 1 food and 2 thalers) with 1 debt per unit not paid, then you store 1 unit on the farm (wood +1 VP) plus what your buildings hold; the rest goes back to the supply.
hk-help-year-final-scoring = Completed tunnel sections, tunnel bonus tiles, fork and hammer bonuses, building symbols (1/3/6/10), 1 VP per unused marker, thalers (2/5/9/14, +6 each more), minus debt (1, then 2 each) and pit water after the first.
hk-help-year-tie-break = Most coal mined from your own mine, then the earlier place in the final turn order.

## Rule options (one line each; `kohle options`)

hk-opt-planning-mode = Planning mode
hk-opt-planning-mode-text = simultaneous (default): everybody plans at once in secret; sequential-in-turn-order: one after the other, openly.
hk-opt-synergy-requires-effect = Synergy requires an effect
hk-opt-synergy-requires-effect-text = true (default): synergy needs both own workers to achieve something; false: doing the same kind of work is enough.
hk-opt-coal-digger-requires-accessible-coal = Coal digger needs accessible coal
hk-opt-coal-digger-requires-accessible-coal-text = true (default, German rules): the coal digger starts only with accessible Pinge coal; false: any unexhausted Pinge.
hk-opt-coal-digger-mode = Coal digger mode
hk-opt-coal-digger-mode-text = player-choice (default): you choose each action; automatic (Polish/Spanish rules): it removes water while 2 or more lie in the Pinge, otherwise mines.
hk-opt-hewer-ignores-wood = Hewer ignores wood
hk-opt-hewer-ignores-wood-text = false (default): the hewer needs wood before the coal like everyone; true: it mines without wood.
hk-opt-rent-payment-voluntary = Voluntary rent
hk-opt-rent-payment-voluntary-text = false (default): rent is paid as far as possible; true: you choose how much to pay and take debt for the rest.
hk-opt-charcoal-kiln = Charcoal kiln
hk-opt-charcoal-kiln-text = once-per-action-phase-from-next-phase (default, German rules); any-time-unlimited (Polish rules): at any time, also in winter.
hk-opt-improved-farmhand-gets-summer-bonus = Summer bonus for the improved farmhand
hk-opt-improved-farmhand-gets-summer-bonus-text = false (default): only the farmer gets the summer bonus; true: the improved farmhand too.
hk-opt-own-workers-remove-shaft-water = Own workers drain the shaft
hk-opt-own-workers-remove-shaft-water-text = false (default, German rules): only the Haspelknecht removes shaft water; true: black tokens of own workers may too.
hk-opt-over-six-same-colour = Six or more of a colour
hk-opt-over-six-same-colour-text = take-six-or-five (default): with 6 or more discs of the colour in the pool take 5 or 6; take-all: take them all; cap-five: never more than 5.
hk-opt-second-take-may-take-fewer = Fewer discs in the second take
hk-opt-second-take-may-take-fewer-text = false (default): the second take fills up to 5 discs; true: take any number from 1 up to that.
hk-opt-tile33-ignores-water = Hammer and pick ignores water
hk-opt-tile33-ignores-water-text = false (default): tile 33's coal obeys the pit-water limits; true: it ignores them.
hk-opt-oil-lamp-any-time-in-action-phase = Oil lamp at any time
hk-opt-oil-lamp-any-time-in-action-phase-text = false (default): the oil lamp is used right before your disc take; true: also during your execution.
hk-opt-mine-cart-coal-before-exhaustion = Mine cart coal before exhaustion
hk-opt-mine-cart-coal-before-exhaustion-text = false (default, German rules): tile 42 gives shaft coal only once the Pinge is exhausted; true: always.
hk-opt-hired-workers-follow-live-state = Hired workers follow the live Pinge
hk-opt-hired-workers-follow-live-state-text = false (default): hired workers are available by the state of the Pinge when planning starts; true: by its state when they act.
hk-opt-tunnel-wood-before-exhaustion = Tunnel wood before exhaustion
hk-opt-tunnel-wood-before-exhaustion-text = true (default): wood may go into the tunnel before the Pinge is exhausted; false: only after.
hk-opt-water-mill-multiple-pairs = Several pairs for the water mill
hk-opt-water-mill-multiple-pairs-text = false (default): the water mill takes exactly one pair; true: several pairs of black or yellow tokens.
hk-opt-adjacency = Adjacency
hk-opt-adjacency-text = any-touching-tile (default): any touching own tile makes a tile free of the fee; only-previous-row: only a touching tile of the row above.
hk-opt-max-developments-per-player = Developments per player
hk-opt-max-developments-per-player-text = none (default): no limit; a number (9 = the player discs of the box) caps the developments a player may own.
hk-opt-acquisition-allows-surplus-tokens = Surplus tokens for developments
hk-opt-acquisition-allows-surplus-tokens-text = false (default): the tokens must match the cost exactly; true: extra tokens may be put on and are wasted.
hk-opt-coal-sacks-fresh-coal = Coal sacks take fresh coal
hk-opt-coal-sacks-fresh-coal-text = true (default): tile 34 may exchange coal gained this action phase; false: only older coal.
hk-opt-wood-vp-in-building-slots = Wood scores in buildings
hk-opt-wood-vp-in-building-slots-text = false (default): only wood stored on the farm scores 1 VP; true: stored wood scores in every slot.
hk-opt-layout = Development layout
hk-opt-layout-text = first-game (default): the lowest-numbered tiles of each level; a named variant of the component table; or random.
hk-opt-start-with-buildings = Start with missing buildings
hk-opt-start-with-buildings-text = false (default); true: everybody starts with the building of each building tile missing from the layout.
hk-opt-start-with-improved-farmhand = Start with the improved farmhand
hk-opt-start-with-improved-farmhand-text = false (default); true: everybody starts with the improved farmhand if tile 13 is missing from the layout.
hk-opt-components = Component table
hk-opt-components-text = The table of tile costs, symbols, tunnel sections, pools and layouts (a labelled reconstruction; `kohle components` prints it for correction).

## Why an action is refused (keyed by the English text of the rule error)

hk-err-that-tile-is-not-in-play = That tile is not in play.
hk-err-each-player-owns-a-tile-at-most-once = Each player owns a tile at most once.
hk-err-no-player-disc-left-to-mark-a-development = No player disc left to mark a development.
hk-err-the-worker-s-tokens-do-not-match-the-tile-s-requirement = The worker's tokens do not match the tile's requirement.
hk-err-no-fee-is-due-for-this-tile = No fee is due for this tile.
hk-err-not-adjacent-to-an-own-tile-and-owned-by-nobody = Not adjacent to an own tile and owned by nobody.
hk-err-a-non-adjacent-tile-costs-a-fee-to-its-top-owner = A non-adjacent tile costs a fee to its top owner.
hk-err-wrong-fee-resource-for-this-level = Wrong fee resource for this level.
hk-err-the-fee-resource-is-not-on-the-farm = The fee resource is not on the farm.
hk-err-no-such-tile = No such tile.
hk-err-there-is-no-pit-water-to-remove = There is no pit water to remove.
hk-err-no-accessible-coal-can-be-mined-now-wood-or-pit-water-blocks-it = No accessible coal can be mined now (wood or pit water blocks it).
hk-err-not-that-much-coal-on-the-farm-to-exchange = Not that much coal on the farm to exchange.
hk-err-the-plan-is-already-done = The plan is already done.
hk-err-after-that-the-tokens-left-could-not-complete-the-plan = After that the tokens left could not complete the plan.
hk-err-now-plan-your-workers-put-tokens-on-them-pay-hired-workers-or-done = Now plan your workers: put tokens on them, pay hired workers, or `done`.
hk-err-the-first-take-cannot-be-skipped-take-discs-from-a-pool = The first take cannot be skipped: take discs from a pool.
hk-err-discs-are-taken-only-at-the-start-of-an-action-phase = Discs are taken only at the start of an action phase.
hk-err-the-oil-lamp-is-used-on-your-disc-taking-turns-or-during-your-execution = The oil lamp is used on your disc-taking turns or during your execution.
hk-err-the-oil-lamp-is-used-only-right-before-one-of-your-disc-taking-turns = The oil lamp is used only right before one of your disc-taking turns.
hk-err-pit-water-is-returned-only-in-the-spring-of-year-1-after-taking-discs = Pit water is returned only in the spring of year 1, after taking discs.
hk-err-workers-are-planned-only-during-planning = Workers are planned only during planning.
hk-err-winter-storage-ends-with-your-store-decision = Winter storage ends with your `store` decision.
hk-err-done-ends-a-plan-or-the-winter-kiln-window-and-neither-is-under-way = `done` ends a plan or the winter kiln window, and neither is under way.
hk-err-no-tile-effect-waits-for-a-choice = No tile effect waits for a choice.
hk-err-workers-act-only-during-their-owner-s-execution = Workers act only during their owner's execution.
hk-err-the-rope-marker-is-used-during-your-execution = The rope marker is used during your execution.
hk-err-wood-is-placed-on-your-disc-taking-turns-in-your-execution-and-in-winter-before-storage = Wood is placed on your disc-taking turns, in your execution and in winter before storage.
hk-err-rent-is-paid-by-itself-in-winter-the-rule-option-for-voluntary-rent-is-off = Rent is paid by itself in winter (the rule option for voluntary rent is off).
hk-err-rent-is-paid-in-winter-after-coal-scoring = Rent is paid in winter, after coal scoring.
hk-err-storage-comes-after-coal-scoring-end-the-kiln-window-with-done-first = Storage comes after coal scoring: end the kiln window with `done` first.
hk-err-storage-is-chosen-in-winter-after-coal-scoring-and-rent = Storage is chosen in winter, after coal scoring and rent.
hk-err-the-charcoal-kiln-is-used-during-your-execution = The charcoal kiln is used during your execution.
hk-err-the-charcoal-kiln-is-used-during-your-execution-or-in-winter-before-storage = The charcoal kiln is used during your execution or in winter before storage.
hk-err-that-pool-is-not-in-play-with-this-many-players = That pool is not in play with this many players.
hk-err-the-pool-has-no-disc-of-that-colour = The pool has no disc of that colour.
hk-err-the-second-take-takes-1-disc-or-more-of-that-colour-up-to-5-discs-in-all = The second take takes 1 disc or more of that colour, up to 5 discs in all.
hk-err-the-second-take-takes-discs-of-that-colour-up-to-5-discs-in-all-no-fewer = The second take takes discs of that colour up to 5 discs in all, no fewer.
hk-err-the-first-take-takes-every-disc-of-that-colour-5-or-6-when-the-pool-holds-6-or-more = The first take takes every disc of that colour (5 or 6 when the pool holds 6 or more).
hk-err-the-first-take-takes-every-disc-of-that-colour = The first take takes every disc of that colour.
hk-err-the-first-take-takes-every-disc-of-that-colour-at-most-5 = The first take takes every disc of that colour, at most 5.
hk-err-the-oil-lamp-swaps-discs-of-two-different-colours = The oil lamp swaps discs of two different colours.
hk-err-the-reserve-pool-has-no-disc-of-that-colour = The reserve pool has no disc of that colour.
hk-err-the-action-pool-has-no-disc-of-that-colour = The action pool has no disc of that colour.
hk-err-you-have-no-such-marker = You have no such marker.
hk-err-a-marker-works-from-the-action-phase-after-it-was-gained = A marker works from the action phase after it was gained.
hk-err-that-marker-is-already-in-your-plan = That marker is already in your plan.
hk-err-no-wood-on-the-farm = No wood on the farm.
hk-err-the-pinge-is-exhausted-it-takes-no-more-wood = The Pinge is exhausted: it takes no more wood.
hk-err-both-pinge-wood-slots-are-filled = Both Pinge wood slots are filled.
hk-err-all-7-tunnel-wood-slots-are-filled = All 7 tunnel wood slots are filled.
hk-err-wood-goes-into-the-tunnel-only-once-the-pinge-is-exhausted-rule-option = Wood goes into the tunnel only once the Pinge is exhausted (rule option).
hk-err-no-charcoal-kiln-it-comes-with-tile-15 = No charcoal kiln: it comes with tile 15.
hk-err-the-charcoal-kiln-needs-2-wood-on-the-farm = The charcoal kiln needs 2 wood on the farm.
hk-err-the-charcoal-kiln-works-from-the-action-phase-after-it-was-built = The charcoal kiln works from the action phase after it was built.
hk-err-the-charcoal-kiln-was-already-used-this-action-phase = The charcoal kiln was already used this action phase.
hk-err-the-water-mill-works-from-the-action-phase-after-it-was-built = The water mill works from the action phase after it was built.
hk-err-no-water-mill-it-comes-with-tile-35 = No water mill: it comes with tile 35.
hk-err-no-disc-of-that-colour-left-to-plan = No disc of that colour left to plan.
hk-err-the-water-mill-takes-pairs-of-black-or-of-yellow-tokens = The water mill takes pairs of black or of yellow tokens.
hk-err-the-water-mill-takes-exactly-2-black-or-2-yellow-tokens = The water mill takes exactly 2 black or 2 yellow tokens.
hk-err-the-farmhand-takes-tokens-of-one-colour-mixing-them-needs-the-improved-farmhand = The farmhand takes tokens of one colour (mixing them needs the improved farmhand).
hk-err-tokens-of-different-colours-must-match-the-cost-of-a-tile-you-can-still-buy = Tokens of different colours must match the cost of a tile you can still buy.
hk-err-the-coal-digger-is-gone-the-pinge-was-exhausted-before-planning = The coal digger is gone: the Pinge was exhausted before planning.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-was-exhausted-before-planning = The hewer and the Haspelknecht work only once the Pinge was exhausted before planning.
hk-err-that-worker-is-already-paid = That worker is already paid.
hk-err-the-hewer-is-paid-with-food-or-a-thaler-only = The hewer is paid with food or a thaler only.
hk-err-no-yellow-disc-left-to-pay-with = No yellow disc left to pay with.
hk-err-no-food-left-to-pay-with = No food left to pay with.
hk-err-no-thaler-left-to-pay-with = No thaler left to pay with.
hk-err-a-hired-worker-is-paid-with-a-yellow-disc-the-wheelbarrow-food-or-a-thaler = A hired worker is paid with a yellow disc, the wheelbarrow, food or a thaler.
hk-err-the-winch-works-only-once-the-pinge-was-exhausted-before-planning = The winch works only once the Pinge was exhausted before planning.
hk-err-the-winch-is-already-in-your-plan = The winch is already in your plan.
hk-err-the-water-mill-needs-pairs-of-black-or-of-yellow-tokens = The water mill needs pairs of black or of yellow tokens.
hk-err-the-water-mill-needs-exactly-2-black-or-2-yellow-tokens = The water mill needs exactly 2 black or 2 yellow tokens.
hk-err-the-farmer-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = The farmer's mixed tokens do not yet match the cost of a tile you can buy.
hk-err-the-farmhand-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = The farmhand's mixed tokens do not yet match the cost of a tile you can buy.
hk-err-that-worker-has-already-worked-this-phase = That worker has already worked this phase.
hk-err-that-worker-is-not-in-your-plan = That worker is not in your plan.
hk-err-the-coal-digger-is-gone-the-pinge-is-exhausted = The coal digger is gone: the Pinge is exhausted.
hk-err-the-coal-digger-needs-accessible-pinge-coal-place-wood-in-the-pinge-first = The coal digger needs accessible Pinge coal: place wood in the Pinge first.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-is-exhausted = The hewer and the Haspelknecht work only once the Pinge is exhausted.
hk-err-this-worker-has-already-begun-other-work = This worker has already begun other work.
hk-err-the-farmhand-acquires-developments-only-when-improved-tile-13-from-the-next-action-phase = The farmhand acquires developments only when improved (tile 13, from the next action phase).
hk-err-only-the-farmer-and-the-improved-farmhand-acquire-developments = Only the farmer and the improved farmhand acquire developments.
hk-err-the-pinge-is-exhausted = The Pinge is exhausted.
hk-err-no-accessible-pinge-coal-place-wood-in-the-pinge-first = No accessible Pinge coal: place wood in the Pinge first.
hk-err-2-or-more-pit-water-in-the-pinge-remove-water-before-mining = 2 or more pit water in the Pinge: remove water before mining.
hk-err-no-pinge-coal-can-be-mined-now = No Pinge coal can be mined now.
hk-err-the-tunnel-is-mined-only-once-the-pinge-is-exhausted = The tunnel is mined only once the Pinge is exhausted.
hk-err-the-tunnel-has-no-coal-left = The tunnel has no coal left.
hk-err-the-next-tunnel-coal-has-no-wood-before-it-place-wood-in-the-tunnel-first = The next tunnel coal has no wood before it: place wood in the tunnel first.
hk-err-5-or-more-pit-water-in-the-shaft-no-tunnel-coal-can-be-mined = 5 or more pit water in the shaft: no tunnel coal can be mined.
hk-err-no-tunnel-coal-can-be-mined-now = No tunnel coal can be mined now.
hk-err-this-worker-has-no-actions-left-stop = This worker has no actions left: `stop`.
hk-err-this-worker-has-already-done-its-work-this-phase = This worker has already done its work this phase.
hk-err-this-worker-is-mining-it-produces-nothing-this-phase = This worker is mining: it produces nothing this phase.
hk-err-tokens-of-different-colours-only-buy-a-development = Tokens of different colours only buy a development.
hk-err-black-tokens-mine-coal-or-remove-pit-water-they-produce-nothing = Black tokens mine coal or remove pit water; they produce nothing.
hk-err-only-black-tokens-mine-coal-or-remove-pit-water = Only black tokens mine coal or remove pit water.
hk-err-own-workers-cannot-remove-shaft-water-only-the-haspelknecht-can = Own workers cannot remove shaft water: only the Haspelknecht can.
hk-err-no-pit-water-in-the-shaft = No pit water in the shaft.
hk-err-no-pit-water-in-the-pinge = No pit water in the Pinge.
hk-err-only-the-haspelknecht-hoists-coal-from-the-shaft = Only the Haspelknecht hoists coal from the shaft.
hk-err-in-automatic-mode-the-coal-digger-mines-while-at-most-1-pit-water-is-left = In automatic mode the coal digger mines while at most 1 pit water is left.
hk-err-in-automatic-mode-the-coal-digger-removes-pit-water-while-2-or-more-are-left = In automatic mode the coal digger removes pit water while 2 or more are left.
hk-err-the-coal-digger-removes-pit-water-or-mines-coal-in-the-pinge = The coal digger removes pit water or mines coal in the Pinge.
hk-err-the-hewer-only-mines-tunnel-coal = The hewer only mines tunnel coal.
hk-err-2-or-more-pit-water-in-the-shaft-remove-water-before-hoisting-coal = 2 or more pit water in the shaft: remove water before hoisting coal.
hk-err-no-coal-in-the-shaft-to-hoist = No coal in the shaft to hoist.
hk-err-the-haspelknecht-removes-shaft-water-or-hoists-coal = The Haspelknecht removes shaft water or hoists coal.
hk-err-the-water-mill-has-no-actions = The water mill has no actions.
hk-err-the-winch-tile-25-asks-choose-water-or-choose-nothing = The winch (tile 25) asks: choose water or choose nothing.
hk-err-the-pit-props-tile-31-ask-choose-wood-or-choose-thaler = The pit props (tile 31) ask: choose wood or choose thaler.
hk-err-the-hammer-and-pick-tile-33-asks-choose-mine-or-choose-nothing = The hammer and pick (tile 33) asks: choose mine or choose nothing.
hk-err-the-coal-sacks-tile-34-ask-exchange-0-1-or-2 = The coal sacks (tile 34) ask: exchange 0, 1 or 2.
hk-err-that-is-more-food-than-the-rent = That is more food than the rent.
hk-err-that-is-more-thalers-than-the-rent = That is more thalers than the rent.
hk-err-not-that-much-food-on-the-farm = Not that much food on the farm.
hk-err-not-that-many-thalers = Not that many thalers.
hk-err-no-barn-tile-12-to-store-in = No barn (tile 12) to store in.
hk-err-no-coal-storage-tile-24-to-store-in = No coal storage (tile 24) to store in.
hk-err-not-that-much-coal-wood-or-food-on-the-farm = Not that much coal, wood or food on the farm.
hk-err-one-worker-at-a-time-finish-the-active-worker-first-its-actions-or-stop = One worker at a time: finish the active worker first (its actions or `stop`).
hk-err-no-worker-is-active-activate-one-first = No worker is active: activate one first.
hk-err-no-worker-is-active-activate-the-farmer-or-improved-farmhand-first = No worker is active: activate the farmer (or improved farmhand) first.

## The terminal panel

hk-ui-header = Year { $year }/3, { $season }
hk-ui-phase-take = taking discs (step { $step }): { $seat }
hk-ui-phase-first-year-water = return 1 pit water or not: { $seat }
hk-ui-phase-planning = planning (all at once, in secret)
hk-ui-phase-planning-seat = planning: { $seat }
hk-ui-phase-execution = execution: { $seat }
hk-ui-phase-winter-kiln = winter, charcoal kiln: { $seat }
hk-ui-phase-winter-rent = winter, rent: { $seat }
hk-ui-phase-winter-storage = winter, storage: { $seat }
hk-ui-phase-over = game over
hk-ui-turn-order = Turn order: { $seats }
hk-ui-pool = Pool { $pool }:
hk-ui-pool-water = ≈water
hk-ui-reserve = reserve
hk-ui-bag = Bag:
hk-ui-abbr-black = bk
hk-ui-abbr-brown = br
hk-ui-abbr-yellow = ye
hk-ui-abbr-any = any
hk-ui-acting = Acting: { $worker } ({ $steps ->
    [one] 1 action left
   *[other] { $steps } actions left
})
hk-ui-acting-none = No worker acting
hk-ui-to-activate = still to activate: { $workers }
hk-ui-choice = Tile { $tile } { $name } waits for your choice:
hk-ui-board = Development board: tile, cost, owners, effect
hk-ui-board-legend = ✓ free for you  $ fee to the top owner  ✗ not open yet  ● yours
hk-ui-level = Level { $level }
hk-ui-seat-short = S{ $n }
hk-ui-you = (you)
hk-ui-vp = { $vp } VP
hk-ui-coal-mined = coal mined { $coal }
hk-ui-stock = coal { $coal } · wood { $wood } · food { $food } · thaler { $thaler }
hk-ui-debt = debt { $debt }
hk-ui-pinge = Pinge: { $coal } coal, { $wood }/2 wood
hk-ui-pinge-open = { $open } open, { $blocked } behind empty wood slots
hk-ui-pinge-exhausted = Pinge exhausted: the hewer and the Haspelknecht work
hk-ui-pinge-flooded = (2+: no mining)
hk-ui-water = { $water } pit water
hk-ui-tunnel = tunnel: { $mined }/11 mined, { $wood }/7 wood
hk-ui-sections-reachable = reachable: { $sections }
hk-ui-sections-complete = complete: { $sections }
hk-ui-shaft = shaft: { $coal } coal
hk-ui-shaft-no-hoist = (2+: no hoisting)
hk-ui-shaft-flooded = (5+: no tunnel mining)
hk-ui-carts = carts:
hk-ui-tiles = tiles:
hk-ui-owns = has:
hk-ui-marker-new = (next phase)
hk-ui-plan = plan:
hk-ui-plan-so-far = plan so far:
hk-ui-planning = (planning)
hk-ui-plan-hidden = (plan hidden)
hk-ui-hired = { $worker } ({ $pay })
hk-ui-tile-11 = +1 thaler
hk-ui-tile-12 = barn: keeps 1 (food +2 VP)
hk-ui-tile-13 = improved farmhand
hk-ui-tile-14 = rope: -1 water, +1 VP
hk-ui-tile-15 = kiln: 2 wood → 2 coal +1 VP
hk-ui-tile-21 = no seasonal pit water
hk-ui-tile-22 = wheelbarrow = yellow; sections
hk-ui-tile-23 = ladder = brown
hk-ui-tile-24 = coal storage: 1 coal + 1 wood
hk-ui-tile-25 = -1 water; winch marker
hk-ui-tile-31 = 3 wood + 1 water, or 1 thaler
hk-ui-tile-32 = +1 thaler; oil lamp; sections
hk-ui-tile-33 = +1 wood, mine 1; hammer = black
hk-ui-tile-34 = 1-2 coal → thaler (+food)
hk-ui-tile-35 = water mill
hk-ui-tile-41 = +1 thaler; VP per hammer
hk-ui-tile-42 = +1 wood (+2 shaft coal); sections
hk-ui-tile-43 = +1 food; VP per fork
hk-ui-tile-44 = +1 thaler +1 food; 1 VP/coal
hk-ui-tile-45 = +3 thalers

## Confirmations
hk-confirm-end = End your execution now? { $count ->
    [one] { $count } planned worker does nothing.
   *[other] { $count } planned workers do nothing.
}
hk-confirm-stop = Stop this worker now? { $count ->
    [one] { $count } action is lost.
   *[other] { $count } actions are lost.
}

## The web page (crates/server/web/haspelknecht.js)

hk-web-actions = Actions
hk-web-turn-order = Turn order:
hk-web-acting = Acting: { $worker } (actions left: { $steps })
hk-web-acting-new = Acting: { $worker } (its work not chosen yet)
hk-web-to-activate = still to activate:
hk-web-first-work = first own worker's work: { $work }
hk-web-water-pool = Water symbol: a first take from this pool brings 1 pit water.
hk-web-action-pool = action pool
hk-web-pool-colour = Discs of this action pool ({ $colour }): { $count }
hk-web-reserve-colour = Discs of this reserve pool ({ $colour }): { $count }
hk-web-bag = The discs in the bag (they follow from everything on view).
hk-web-tile-owners = Owners, bottom to top: { $owners }. The next buyer scores { $vp } VP.
hk-web-symbol = Symbol
hk-web-vp-help = Victory points so far
hk-web-thaler = thalers
hk-web-debt = debt
hk-web-exhausted = exhausted
hk-web-wood-slot-filled = Wood slot, filled: the coal behind it is open.
hk-web-wood-slot-empty = Wood slot, empty: the coal behind it stays blocked until wood is placed.
hk-web-coal-blocked = Coal behind an empty wood slot: blocked.
hk-web-coal-open = Coal that can be mined (if the pit water allows).
hk-web-section = Tunnel section { $section }: { $coal } coal left; { $vp } VP once complete.
hk-web-section-complete = Complete: no coal left and wood in its slot.
hk-web-section-reachable = Reachable: wood in its slot and coal left.
hk-web-cart = Cart { $n }
hk-web-steps = actions left: { $steps }
hk-web-waiting = planned, waiting
hk-web-worked = has worked

## A decision in words, for the log (when no event of the decision tells it)

hk-do-take = { $seat } takes { $count } { $colour } { $count ->
    [one] disc
   *[other] discs
} from pool { $pool }.
hk-do-pass = { $seat } skips the second take.
hk-do-lamp = { $seat } uses the oil lamp on pool { $pool }.
hk-do-return-water = { $seat } returns 1 pit water.
hk-do-keep-water = { $seat } keeps the pit water.
hk-do-assign = { $seat } plans { $token } for the { $worker }.
hk-do-pay = { $seat } pays the { $worker } with { $pay }.
hk-do-winch = { $seat } plans the winch marker.
hk-do-done = { $seat } is done.
hk-do-activate = { $seat } activates the { $worker }.
hk-do-produce = { $seat } produces.
hk-do-mine = { $seat } mines 1 coal.
hk-do-drain = { $seat } removes pit water.
hk-do-haul = { $seat } hoists 1 coal from the shaft.
hk-do-acquire = { $seat } acquires { $tile }.
hk-do-choose = { $seat } chooses how to use the tile's effect.
hk-do-stop = { $seat } stops the active worker.
hk-do-wood-pinge = { $seat } places 1 wood in the Pinge.
hk-do-wood-tunnel = { $seat } places 1 wood in the tunnel.
hk-do-rope = { $seat } uses the rope marker.
hk-do-kiln = { $seat } uses the charcoal kiln.
hk-do-end = { $seat } ends the execution.
hk-do-rent = { $seat } pays rent: { $food } food, { $thaler } { $thaler ->
    [one] thaler
   *[other] thalers
}.
hk-do-store = { $seat } stores goods for the winter.
