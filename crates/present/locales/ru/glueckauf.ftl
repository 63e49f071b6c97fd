# Glück Auf (Coal Baron), русский.
# Игровые термины взяты из русских правил (перевод «Русские правила», vk.com/rurules).
# Нотация (factory 3, OC10, номера жетонов) не переводится.

## Terms

ga-colour-yellow = жёлтый
ga-colour-brown = коричневый
ga-colour-grey = серый
ga-colour-black = чёрный

ga-transport-wheelbarrow = тележка
ga-transport-carriage = повозка
ga-transport-truck = грузовик
ga-transport-train = поезд

ga-side-light = светлая
ga-side-dark = тёмная

ga-level-surface = поверхность
ga-level-yellow = жёлтый уровень
ga-level-brown = коричневый уровень
ga-level-grey = серый уровень
ga-level-black = чёрный уровень

# «на верх стопки» / «под низ стопки»
ga-end-top = на верх
ga-end-bottom = под низ

# «… из подъёмника» / «… из хранилища»
ga-source-elevator = из подъёмника
ga-source-storage = из хранилища

ga-element-yellow-cells = жёлтые клетки
ga-element-brown-cells = коричневые клетки
ga-element-grey-cells = серые клетки
ga-element-black-cells = чёрные клетки
ga-element-wheelbarrow-cells = клетки заказов с тележкой
ga-element-carriage-cells = клетки заказов с повозкой
ga-element-truck-cells = клетки заказов с грузовиком
ga-element-train-cells = клетки заказов с поездом
ga-element-empty-yellow-carts = пустые жёлтые вагонетки
ga-element-empty-brown-carts = пустые коричневые вагонетки
ga-element-empty-grey-carts = пустые серые вагонетки
ga-element-empty-black-carts = пустые чёрные вагонетки

# «серый ×2» (кубики угля или клетки заказа одного цвета)
ga-coal-count = { $colour } ×{ $n }
# «жетон 17 (2 вагонетки под серый уголь, светлая сторона)»
ga-tile = жетон { $number } ({ $carts ->
        [one] { $carts } вагонетка
        [few] { $carts } вагонетки
       *[other] { $carts } вагонеток
    } под { $colour } уголь, { $side } сторона)
# «OC10 (повозка, 10 ПО: жёлтый ×1, коричневый ×1, серый ×1, чёрный ×1)»
ga-order = { $card } ({ $transport }, { $vp } ПО: { $cells })

## Events

ga-ev-draft-leftover = Выбор заказов окончен: карта { $card }, которую никто не взял, выкладывается в ячейку { $space }.
ga-ev-tile-revealed = Ячейка { $space }: { $tile }, цена { $cost } { $cost ->
        [one] марка
        [few] марки
       *[other] марок
    }.
ga-ev-order-revealed = Ячейка { $space }: новый заказ { $card }.
ga-ev-space-empty-tiles = Стопка жетонов тоннелей пуста: ячейка { $space } остаётся пустой.
ga-ev-space-empty-orders = Стопка карт заказов пуста: ячейка { $space } остаётся пустой.
ga-ev-bumped = { $by } вытесняет из ячейки { $space } в столовую { $n ->
        [one] { $n } рабочего
       *[other] { $n } рабочих
    } ({ $seat }).
ga-ev-bumped-own = { $seat } отправляет из ячейки { $space } в столовую { $n ->
        [one] { $n } своего рабочего
       *[other] { $n } своих рабочих
    }.
ga-ev-marks = { $seat } получает { $n } { $n ->
        [one] марку
        [few] марки
       *[other] марок
    } (теперь { $total }).
ga-ev-out-of-workers = { $seat }: все рабочие расставлены, до конца смены ход пропускается.
ga-ev-tile-bought = { $seat } покупает { $tile } за { $cost } { $cost ->
        [one] марку
        [few] марки
       *[other] марок
    } (осталось { $money }).
ga-ev-coal-loaded = { $seat } кладёт { $colour } уголь из общего запаса { $n ->
        [one] на { $n } новую вагонетку
        [few] на { $n } новые вагонетки
       *[other] на { $n } новых вагонеток
    }.
ga-ev-coal-shortage = Нехватка угля ({ $seat }): в общем запасе закончился { $colour } уголь для { $n ->
        [one] { $n } новой вагонетки
       *[other] { $n } новых вагонеток
    }; на { $n ->
        [one] неё
       *[other] каждую
    } кладётся уголь другого цвета.
ga-ev-coal-substituted = { $seat } кладёт { $cube } уголь на вагонетку под { $colour } уголь (нехватка угля).
ga-ev-carts-left-empty = { $seat }: { $n ->
        [one] { $n } новая вагонетка под { $colour } уголь остаётся пустой
        [few] { $n } новые вагонетки под { $colour } уголь остаются пустыми
       *[other] { $n } новых вагонеток под { $colour } уголь остаются пустыми
    }.
ga-ev-order-taken = { $seat } берёт заказ { $card } из ячейки { $space }.
ga-ev-looked-at-tiles = { $seat } смотрит { $n ->
        [one] верхний жетон
        [few] { $n } верхних жетона
       *[other] { $n } верхних жетонов
    } стопки.
ga-ev-looked-at-orders = { $seat } смотрит { $n ->
        [one] верхнюю карту
        [few] { $n } верхние карты
       *[other] { $n } верхних карт
    } стопки заказов.
ga-ev-tiles-drawn = { $seat } берёт (сверху вниз, видно только этому игроку): { $items }.
ga-ev-orders-drawn = { $seat } берёт (сверху вниз, видно только этому игроку): { $items }.
ga-ev-order-kept = { $seat } оставляет себе заказ { $card }.
ga-ev-tiles-returned = { $seat } кладёт { $n ->
        [one] { $n } жетон
        [few] { $n } жетона
       *[other] { $n } жетонов
    } лицевой стороной вниз { $end } стопки.
ga-ev-orders-returned = { $seat } кладёт { $n ->
        [one] { $n } карту
        [few] { $n } карты
       *[other] { $n } карт
    } рубашкой вверх { $end } стопки заказов.
ga-ev-order-delivered = { $seat } доставляет { $card } ({ $transport }): +{ $vp } ПО; уголь возвращается в общий запас: { $cubes }.
ga-ev-orders-delivered = { $seat } доставляет { $n ->
        [one] { $n } заказ
        [few] { $n } заказа
       *[other] { $n } заказов
    } ({ $transport }): +{ $vp } ПО.
ga-ev-mining-done = { $seat }: все производственные этапы использованы.
ga-ev-mining-stopped = { $seat } заканчивает добычу; { $n ->
        [one] { $n } этап теряется
        [few] { $n } этапа теряются
       *[other] { $n } этапов теряются
    }.
ga-ev-shift-scoring = Конец смены { $shift }: подсчёт итогов по элементам с 1 по { $elements }.
ga-ev-delivered-revealed = { $seat } открывает { $n ->
        [one] { $n } карту доставленных заказов
        [few] { $n } карты доставленных заказов
       *[other] { $n } карт доставленных заказов
    }: { $cards }.
ga-ev-delivered-revealed-none = { $seat }: нет карт доставленных заказов, открывать нечего.
ga-ev-element = Элемент { $element } ({ $what }, { $first }/{ $second } ПО): { $scored }.
ga-ev-element-tie = Элемент { $element } ({ $what }, { $first } ПО): ничья за первое место, { $scored }; второго места нет.
ga-ev-element-nobody = Элемент { $element } ({ $what }): никто не получает ПО.
ga-ev-element-gain = { $seat } +{ $vp } ({ $count })
ga-ev-first-player = { $seat } получает жетон первого игрока: больше всех рабочих на фабрике вагонеток ({ $n }).
ga-ev-first-player-tie = Ничья по числу рабочих на фабрике вагонеток ({ $n }): жетон первого игрока переходит { $previous } → { $seat }, к следующему по часовой стрелке из претендентов.
ga-ev-first-player-keeps = Ничья по числу рабочих на фабрике вагонеток ({ $n }): { $seat } остаётся первым игроком.
ga-ev-shift-started = Начинается смена { $shift }: все забирают всех своих рабочих ({ $workers }); начинает { $seat }.
ga-ev-final = Итоговый подсчёт ({ $seat }): деньги { $money } ПО (остаток { $left } { $left ->
        [one] марка
        [few] марки
       *[other] марок
    }), уголь { $coal } ПО ({ $cubes } { $cubes ->
        [one] кубик
        [few] кубика
       *[other] кубиков
    }), незавершённые заказы { $pending } ПО (карт: { $cards }), баланс тоннелей { $balance } ПО (светлая сторона { $light }, тёмная { $dark }): итого { $total } ПО.
ga-ev-game-won = Победа: { $seats } ({ $score } ПО).
ga-ev-game-won-shared = Победу делят { $seats }: по { $score } ПО и по { $left } { $left ->
        [one] марке
        [few] марки
       *[other] марок
    } в остатке.

## What an action does and costs now (explain)

ga-x-place = { $what }; рабочих: { $workers } из { $have }.
ga-x-place-bump = { $what }; рабочих: { $workers } из { $have }; вытесняет { $own ->
        [1] ваших рабочих: { $bumped }
       *[other] рабочих ({ $owner }): { $bumped }
    }.
ga-x-factory = купить { $tile } за { $cost } { $cost ->
        [one] марку
        [few] марки
       *[other] марок
    } (у вас { $money })
ga-x-factory-empty = здесь нет жетона
ga-x-factory-draw = посмотреть { $n ->
        [one] верхний жетон
        [few] { $n } верхних жетона
       *[other] { $n } верхних жетонов
    } стопки и купить один или ни одного (у вас марок: { $money })
ga-x-mine = добыча, производственных этапов: { $steps }
ga-x-deliver = доставить все выполненные заказы ({ $transport }): { $cards } за { $vp } ПО
ga-x-money = получить { $marks } { $marks ->
        [one] марку
        [few] марки
       *[other] марок
    } (у вас { $money })
ga-x-order = взять заказ { $card }
ga-x-order-empty = здесь нет карты
ga-x-order-draw = посмотреть { $n ->
        [one] верхнюю карту
        [few] { $n } верхние карты
       *[other] { $n } верхних карт
    } стопки заказов и оставить себе одну или ни одной
ga-x-bank = 1 рабочий (из { $have }) в банк за 1 марку (у вас { $money }); оттуда не вытесняют.
ga-x-draft = Взять { $card } в свои незавершённые заказы.
ga-x-take-tile = Купить { $tile } за { $cost } { $cost ->
        [one] марку
        [few] марки
       *[other] марок
    } (у вас { $money }); остальные возвращаются в стопку.
ga-x-take-order = Оставить себе { $card }; остальные возвращаются в стопку.
ga-x-take-none-tile = Не покупать ни одного жетона; действие всё равно засчитывается.
ga-x-take-none-order = Не брать ни одной карты; действие всё равно засчитывается.
ga-x-return = { $n ->
        [one] оставшийся ({ $n }) кладётся
       *[other] остальные ({ $n }) кладутся
    } лицом вниз { $end } стопки, в порядке, который вы выберете далее.
ga-x-next = Следующим возвращается { $item }; после него ещё { $left } (этот порядок видите только вы).
ga-x-substitute = { $cube } уголь из общего запаса (осталось { $supply }) на пустую вагонетку под { $level } уголь (ждут: { $carts }).
ga-x-substitute-none = Оставить новую вагонетку под { $level } уголь пустой.
ga-x-lift = Подъёмник { $from } → { $to }, в нём { $aboard } { $aboard ->
        [one] кубик
        [few] кубика
       *[other] кубиков
    }; 1 этап, осталось { $left }.
ga-x-load = { $colour } уголь из вагонетки в подъёмник (в подъёмнике { $aboard } из 5); 1 этап, осталось { $left }.
ga-x-store = { $colour } уголь из подъёмника в хранилище; 1 этап, осталось { $left }.
ga-x-fill = { $colour } уголь { $source } в клетку того же цвета на карте { $card } ({ $transport }, { $vp } ПО); 1 этап, осталось { $left }.
ga-x-fill-completes = { $colour } уголь { $source } в последнюю свободную клетку карты { $card } ({ $transport }, { $vp } ПО): заказ выполнен; 1 этап, осталось { $left }.
ga-x-double = Заполнить пустую клетку под { $colour } уголь на карте { $card } 2 кубиками любых цветов; 2 этапа, после них осталось { $left }.
ga-x-double-start = Первый из 2 кубиков любых цветов в пустую клетку под { $colour } уголь на карте { $card }; 1 этап, осталось { $left }.
ga-x-double-finish = Второй кубик в наполовину заполненную клетку под { $colour } уголь на карте { $card }; 1 этап, осталось { $left }.
ga-x-cube-first = { $colour } уголь { $source } первым из 2 в клетку под { $cell } уголь на карте { $card }.
ga-x-cube-second = { $colour } уголь { $source } вторым в клетку под { $cell } уголь на карте { $card }; затем { $left ->
        [one] остаётся { $left } этап
        [few] остаётся { $left } этапа
       *[other] остаётся { $left } этапов
    }.
ga-x-stop = Закончить добычу; { $steps ->
        [one] { $steps } этап теряется
        [few] { $steps } этапа теряются
       *[other] { $steps } этапов теряются
    }.

## Scores

ga-score-orders = доставленные заказы
ga-score-shifts = итоги смен
ga-score-money = деньги (1 ПО за 5 марок)
ga-score-coal = уголь (1 ПО за 3 угля)
ga-score-pending = незавершённые заказы
ga-score-balance = баланс тоннелей
ga-tiebreak-marks = оставшиеся марки

## Rules help

ga-help-group-spaces = Ячейки действий
ga-help-group-mining = Добыча
ga-help-group-orders = Заказы
ga-help-group-cards = Карты заказов
ga-help-group-scoring = Подсчёт итогов смены
ga-help-group-tiles = Жетоны тоннелей
ga-help-group-end = Конец игры

ga-help-space-text = { $text } { $open }
ga-help-open-always = Используется при любом числе игроков.
ga-help-open-3 = Используется при игре втроём и вчетвером (при игре вдвоём закрыта).
ga-help-open-4 = Используется только при игре вчетвером.

ga-help-factory = Фабрика вагонеток, ячейка { $number }
ga-help-factory-text = Купите лежащий здесь жетон тоннеля, если можете за него заплатить; на каждую его вагонетку кладётся уголь её цвета, а ячейка сразу получает следующий жетон из стопки.
ga-help-factory-draw = Фабрика вагонеток: 5 верхних жетонов
ga-help-factory-draw-text = Посмотрите 5 верхних жетонов стопки (их видите только вы), купите один или ни одного, а остальные верните лицевой стороной вниз, все на верх или все под низ стопки, в выбранном вами порядке.
ga-help-mine = Добыча, { $steps } { $steps ->
        [one] этап
        [few] этапа
       *[other] этапов
    }
ga-help-mine-text = Выполните до { $steps } производственных этапов: перемещайте подъёмник, загружайте уголь с вагонеток, складывайте его в хранилище, выполняйте заказы. Неиспользованные этапы теряются.
ga-help-deliver = Доставка: { $transport }
ga-help-deliver-text = Доставьте сразу все свои выполненные заказы ({ $transport }): их ПО сразу, их уголь в общий запас, карты в вашу стопку доставленных. Только если есть хотя бы один выполненный заказ ({ $transport }).
ga-help-money = Деньги, { $marks } { $marks ->
        [one] марка
        [few] марки
       *[other] марок
    }
ga-help-money-text = Получите { $marks } { $marks ->
        [one] марку
        [few] марки
       *[other] марок
    } из общего запаса.
ga-help-order = Новый заказ, ячейка { $number }
ga-help-order-text = Возьмите лежащую здесь карту заказа в свои незавершённые заказы; ячейка сразу получает следующую карту из стопки.
ga-help-order-draw = Новый заказ: 5 верхних карт
ga-help-order-draw-text = Посмотрите 5 верхних карт стопки заказов (их видите только вы), оставьте себе одну или ни одной, а остальные верните рубашкой вверх, все на верх или все под низ стопки, в выбранном вами порядке.
ga-help-workers = Размещение рабочих
ga-help-workers-text = В свой ход поместите рабочих в одну ячейку действия, действие которой вы можете выполнить: на одного больше, чем там уже стоит (1, 2, 3, ...). Стоявшие там рабочие, в том числе ваши, уходят в столовую. Рабочих у каждого игрока: { $two } при игре вдвоём, { $three } втроём, { $four } вчетвером.
ga-help-bank = Банк
ga-help-bank-text = Вместо ячейки действия поместите ровно 1 рабочего в банк и получите 1 марку. Это разрешено всегда; рабочих в банке никогда не вытесняют.
ga-help-canteen = Столовая
ga-help-canteen-text = Вытесненные рабочие ждут в столовой до конца смены.

ga-help-lift = Переместить подъёмник
ga-help-lift-text = 1 этап: вверх или вниз на любой уровень или на поверхность, на любое расстояние. Уголь в подъёмнике перемещается вместе с ним.
ga-help-load = Загрузить уголь
ga-help-load-text = 1 этап: 1 уголь с вагонетки на уровне подъёмника в подъёмник (не более 5).
ga-help-store = Сложить уголь в хранилище
ga-help-store-text = 1 этап: 1 уголь из подъёмника, стоящего на поверхности, в ваше хранилище.
ga-help-fill = Заполнить заказ
ga-help-fill-text = 1 этап: 1 уголь в свободную клетку того же цвета на незавершённом заказе, из подъёмника на поверхности или из хранилища. Уголь на заказе больше не перемещается.
ga-help-double = Двойное заполнение
ga-help-double-text = 2 этапа: 2 угля любых цветов вместе в одну свободную клетку любого цвета.
ga-help-stop = Закончить добычу
ga-help-stop-text = Закончить добычу досрочно; оставшиеся этапы теряются.
ga-help-elevator = Подъёмник
ga-help-elevator-text = Вмещает до 5 кубиков угля и остаётся там, где вы его оставили, между действиями и сменами.
ga-help-storage = Хранилище
ga-help-storage-text = Ваше личное угольное хранилище на поверхности, без ограничений; уголь из него можно класть на заказы, где бы ни был подъёмник.

ga-help-transport = Заказы: { $transport }
ga-help-transport-text = Карт: { $cards }, стоимостью от { $min } до { $max } ПО, всего клеток: { $cells }; доставляются в ячейке «Доставка» ({ $transport }); их клетки учитываются в элементе { $element } подсчёта итогов смены.
ga-help-card-text = Заказ ({ $transport }) на { $vp } ПО, { $n ->
        [one] { $n } клетка
        [few] { $n } клетки
       *[other] { $n } клеток
    }: { $cells }.

ga-help-element = Элемент { $element }: { $what }
ga-help-element-cells-text = Напечатанные клетки этого цвета на ваших доставленных заказах. Первое место { $first } ПО, второе { $second } ПО. Подсчёт после каждой смены, начиная со смены { $from }.
ga-help-element-transport-text = Учитываются { $what }: все напечатанные клетки на ваших доставленных заказах с этим транспортом. Первое место { $first } ПО, второе { $second } ПО. Подсчёт после каждой смены, начиная со смены { $from }.
ga-help-element-carts-text = Вагонетки этого цвета в вашей шахте, на которых нет угля, включая напечатанную на шахте. Первое место { $first } ПО, второе { $second } ПО. Подсчёт только после смены { $from }.
ga-help-places = Места и ничьи
ga-help-places-text = Место занимает только результат не меньше 1. Все лидеры с равным результатом получают первое место, и тогда второго места нет; равные вторые получают ПО за второе место каждый. При игре вдвоём второго места нет.

ga-help-tiles = Жетоны тоннелей
ga-help-tiles-text = { $n } { $n ->
        [one] жетон
        [few] жетона
       *[other] жетонов
    } с 1 или 2 вагонетками одного цвета; жетон кладётся на уровень своего цвета, на свою напечатанную сторону. Вагонетки никогда не пополняются: новый уголь приходит только с новыми жетонами.
ga-help-tile-colour = Жетоны под { $colour } уголь
ga-help-tile-colour-text = Уровень { $level }: { $cost } { $cost ->
        [one] марка
        [few] марки
       *[other] марок
    } за вагонетку, то есть { $cost } или { $two } { $two ->
        [one] марка
        [few] марки
       *[other] марок
    } за жетон.
ga-help-side = Сторона: { $side }
ga-help-side-light-text = Жетоны с лампами кладутся слева от колодца подъёмника.
ga-help-side-dark-text = Жетоны без ламп кладутся справа от колодца подъёмника.
ga-help-shortage = Нехватка угля
ga-help-shortage-text = В общем запасе по { $n } { $n ->
        [one] кубику
        [few] кубика
       *[other] кубиков
    } каждого цвета. Если в нём нет угля цвета новой вагонетки, на неё кладётся уголь другого цвета; если угля не осталось вовсе, вагонетка остаётся пустой.

ga-help-end-money = Деньги
ga-help-end-money-text = 1 ПО за каждые 5 марок в конце игры.
ga-help-end-coal = Уголь
ga-help-end-coal-text = 1 ПО за каждые 3 угля, которые у вас есть: на вагонетках, в подъёмнике, в хранилище и на незавершённых заказах.
ga-help-end-pending = Незавершённые заказы
ga-help-end-pending-text = −1 ПО за каждую карту в области незавершённых заказов, заполнена она или нет.
ga-help-end-balance = Баланс тоннелей
ga-help-end-balance-text = −2 ПО за каждый жетон разницы между вашими жетонами тоннелей на «светлой» и «тёмной» сторонах.
ga-help-end-tiebreak = Ничья
ga-help-end-tiebreak-text = При равенстве ПО побеждает тот, у кого после обмена осталось больше марок (от 0 до 4); если и это равно, победа делится.
ga-help-first-player = Первый игрок
ga-help-first-player-text = После 1-й и 2-й смен первым игроком становится тот, у кого больше всех рабочих на фабрике вагонеток (9 её ячеек); при ничьей жетон получает ближайший из претендентов по часовой стрелке от прежнего первого игрока.

## Rule options

ga-opt-prev-first-keeps-on-tie = Первый игрок сохраняет жетон при ничьей
ga-opt-prev-first-keeps-on-tie-text = Выкл. (венгерские и английские правила): при ничьей по числу рабочих на фабрике жетон всегда переходит дальше. Вкл. (русские правила): прежний первый игрок сохраняет его, если он среди претендентов.
ga-opt-unlimited-coal = Неограниченный уголь
ga-opt-unlimited-coal-text = Выкл.: по 16 кубиков каждого цвета, с правилом нехватки угля. Вкл.: запас никогда не кончается.
ga-opt-delivered-orders-public = Доставленные заказы открыты
ga-opt-delivered-orders-public-text = Вкл.: все видят доставленные карты. Выкл.: их видит только владелец; остальные видят лишь их число, пока подсчёт итогов смены не откроет их все. После 1-й и 2-й смены они снова лежат рубашкой вверх, но остаются известны; после 3-й остаются открытыми.
ga-opt-optional-substitution = Замена угля по желанию
ga-opt-optional-substitution-text = Выкл.: при нехватке угля каждая новая вагонетка обязательно получает уголь другого цвета, пока он есть в запасе. Вкл.: такую вагонетку можно оставить пустой.
ga-opt-allow-split-double-fill = Раздельное двойное заполнение
ga-opt-allow-split-double-fill-text = Выкл.: 2 кубика двойного заполнения кладутся вместе (2 этапа). Вкл.: каждый кубик — отдельное решение на 1 этап, даже в разных действиях; между ними клетка заполнена наполовину.
ga-opt-first-player = Первый игрок
ga-opt-first-player-text = Место, с которого начинается игра; если не задано, выбирается по зерну случайности (seed).

## Rule errors (the English text of each refusal, as a key)

ga-err-a-double-fill-needs-2-steps = Для двойного заполнения нужно 2 этапа.
ga-err-cubes-leave-the-elevator-only-at-the-surface = Уголь покидает подъёмник только на поверхности.
ga-err-no-cart-on-this-level-holds-a-cube-of-that-colour = Ни на одной вагонетке этого уровня нет угля этого цвета.
ga-err-not-enough-workers-for-that-space = Недостаточно рабочих для этой ячейки.
ga-err-storage-holds-no-cube-of-that-colour = В хранилище нет угля этого цвета.
ga-err-substitution-is-mandatory-while-the-supply-holds-coal = Замена обязательна, пока в запасе есть уголь.
ga-err-that-action-space-is-not-in-play = Эта ячейка действия не используется в игре.
ga-err-that-card-is-not-in-the-draft-display = Этой карты нет среди открытых карт для выбора.
ga-err-that-card-is-not-one-of-your-pending-orders = Этой карты нет среди ваших незавершённых заказов.
ga-err-that-is-not-a-mining-step = Это не этап добычи.
ga-err-that-order-has-no-empty-cell-of-that-colour = На этом заказе нет свободной клетки этого цвета.
ga-err-the-elevator-holds-no-cube-of-that-colour = В подъёмнике нет угля этого цвета.
ga-err-the-elevator-is-already-at-that-level = Подъёмник уже на этом уровне.
ga-err-the-elevator-is-at-the-surface = Подъёмник на поверхности.
ga-err-the-elevator-is-full-5-cubes = Подъёмник заполнен (5 кубиков).
ga-err-the-elevator-must-be-at-the-surface = Подъёмник должен быть на поверхности.
ga-err-the-supply-has-no-cube-of-that-colour = В общем запасе нет угля этого цвета.
ga-err-there-is-no-such-colour = Такого цвета нет.
ga-err-there-is-no-such-level = Такого уровня нет.
ga-err-you-cannot-afford-that-tile = Вам не хватает марок на этот жетон.
ga-err-you-cannot-carry-out-that-space-s-action = Вы не можете выполнить действие этой ячейки.
ga-err-you-do-not-have-2-cubes-at-hand = У вас нет под рукой 2 кубиков.
ga-err-you-have-no-cube-at-hand = У вас нет под рукой угля.
ga-err-that-decision-is-not-asked-for-now = Сейчас это решение не требуется.
ga-err-that-card-is-not-among-the-drawn-cards = Этой карты нет среди взятых карт.
ga-err-that-item-is-not-among-those-still-to-return = Этого нет среди ещё не возвращённых.
ga-err-that-tile-is-not-among-the-drawn-tiles = Этого жетона нет среди взятых жетонов.

## The terminal panel

ga-ui-shift = Смена { $shift }/3
ga-ui-to-decide = Решает: { $seat }
ga-ui-first-player = первый игрок: { $seat }
ga-ui-supply = Запас
ga-ui-piles = стопка жетонов { $tiles }, заказов { $orders }
ga-ui-phase-draft = выбор заказов, карта { $pick } из { $picks }
ga-ui-phase-place = размещение рабочих
ga-ui-phase-take-tile = 5 жетонов: купить один или ни одного
ga-ui-phase-take-order = 5 заказов: взять один или ни одного
ga-ui-phase-return-end = вернуть остальные ({ $n }): на верх или под низ
ga-ui-phase-return-order = возврат { $end }: что следующим ({ $placed } из { $n })
ga-ui-phase-substitute = нехватка угля: { $n ->
        [one] { $n } вагонетке
       *[other] { $n } вагонеткам
    } под { $colour } уголь нужна замена
ga-ui-phase-mining = добыча, { $steps ->
        [one] остался { $steps } этап
        [few] осталось { $steps } этапа
       *[other] осталось { $steps } этапов
    }
ga-ui-phase-double = двойное заполнение { $card }: кубик { $cube } из 2, затем этапов: { $steps }
ga-ui-phase-over = игра окончена
ga-ui-scoring = Подсчёт в конце смены { $shift }, сейчас лидируют:
ga-ui-unknown = ?
ga-ui-nobody = -
ga-ui-el-yellow = жёлтые
ga-ui-el-brown = коричн.
ga-ui-el-grey = серые
ga-ui-el-black = чёрные
ga-ui-el-wheelbarrow = тележка
ga-ui-el-carriage = повозка
ga-ui-el-truck = грузовик
ga-ui-el-train = поезд
ga-ui-el-empty-yellow = пуст. Ж
ga-ui-el-empty-brown = пуст. К
ga-ui-el-empty-grey = пуст. С
ga-ui-el-empty-black = пуст. Ч
ga-ui-letter-yellow = Ж
ga-ui-letter-brown = К
ga-ui-letter-grey = С
ga-ui-letter-black = Ч
ga-ui-letter-light = св
ga-ui-letter-dark = тм
ga-ui-vp-short = { $vp }ПО
ga-ui-price = { $cost }м
ga-ui-price-short = { $cost }м!
ga-ui-board = ячейка, предложение, рабочие, →цена
ga-ui-blocked = закрыта
ga-ui-empty = (пусто)
ga-ui-ready = готово: { $n }
ga-ui-draft = Выбор заказов:
ga-ui-drawn = Взято (видите только вы):
ga-ui-drawn-tiles-other = { $seat } смотрит { $n } { $n ->
        [one] жетон
        [few] жетона
       *[other] жетонов
    }.
ga-ui-drawn-orders-other = { $seat } смотрит { $n } { $n ->
        [one] карту заказа
        [few] карты заказов
       *[other] карт заказов
    }.
ga-ui-you = (вы)
ga-ui-vp = { $vp } ПО
ga-ui-marks = { $n } { $n ->
        [one] марка
        [few] марки
       *[other] марок
    }
ga-ui-to-move = ходит
ga-ui-first = первый
ga-ui-vp-detail = ПО: { $orders } за заказы + { $shifts } за смены
ga-ui-workers = рабочие { $n } · столовая { $canteen } · банк { $bank }
ga-ui-elevator = подъёмник ({ $level }):
ga-ui-at-surface = поверхность
ga-ui-at-yellow = У1 жёлтый
ga-ui-at-brown = У2 коричн.
ga-ui-at-grey = У3 серый
ga-ui-at-black = У4 чёрный
ga-ui-storage = хранилище:
ga-ui-level = У{ $n } { $colour }
ga-ui-carts = { $n } { $n ->
        [one] вагонетка
        [few] вагонетки
       *[other] вагонеток
    }, пустых { $empty }:
ga-ui-tiles = жетоны тоннелей: светлых { $light }, тёмных { $dark }
ga-ui-pending = незавершённые заказы ({ $n }):
ga-ui-done = готов
ga-ui-delivered = доставлено { $n }:
ga-ui-delivered-hidden = доставлено { $n } (скрыто)
ga-ui-delivered-revealed = доставлено { $n }, открыты при последнем подсчёте итогов:
ga-ui-delivered-since = +{ $n } доставлено с тех пор (скрыто)

## Added with the itemised final table and confirmations
ga-score-shift-1 = смена 1
ga-score-shift-2 = смена 2
ga-score-shift-3 = смена 3
ga-confirm-stop = Закончить добычу сейчас? { $steps ->
    [one] Теряется { $steps } производственный этап.
    [few] Теряются { $steps } производственных этапа.
   *[other] Теряются { $steps } производственных этапов.
}

ga-err-empty-action = пустое действие

## Решение словами, для журнала (когда ни одно событие этого решения его не называет)

ga-do-draft = { $seat } берёт при выборе заказов { $card }.
ga-do-place = { $seat } ставит рабочих в ячейку { $space }.
ga-do-bank = { $seat } ставит рабочего в банк.
ga-do-take-tile = { $seat } берёт { $tile }.
ga-do-take-order = { $seat } оставляет себе { $card }.
ga-do-take-none = { $seat } не берёт ничего из вытянутого.
ga-do-return = { $seat } возвращает остальное вытянутое лицом вниз { $end } стопки.
ga-do-next = { $seat } возвращает следующим { $item }.
ga-do-substitute = { $seat } кладёт { $cube } уголь из общего запаса на пустую вагонетку.
ga-do-substitute-none = { $seat } оставляет новую вагонетку пустой.
ga-do-lift = { $seat } перемещает подъёмник: { $level }.
ga-do-load = { $seat } грузит { $colour } уголь из вагонетки в подъёмник.
ga-do-store = { $seat } кладёт { $colour } уголь из подъёмника в хранилище.
ga-do-fill = { $seat } кладёт { $colour } уголь { $source } на карту { $card }.
ga-do-double = { $seat } заполняет пустую клетку под { $colour } уголь на карте { $card } 2 кубиками.
ga-do-cube = { $seat } кладёт { $colour } уголь { $source } в клетку на 2 кубика.
ga-do-stop = { $seat } заканчивает добычу.

# Replays, once the game is over: the face-down piles, top first.
ga-pile-tiles = Стопка жетонов
ga-pile-orders = Стопка заказов

## Ячейки действий словами (журнал, последний ход, письма): нотация только там, где показана нотация.
# После слова «ячейка»: «ставит рабочих в ячейку { $space }».
ga-space-factory = «Фабрика вагонеток, { $number }»
ga-space-factory-draw = «Фабрика вагонеток: 5 верхних жетонов»
ga-space-mine = «Добыча, { $steps } { $steps ->
        [one] этап
        [few] этапа
       *[other] этапов
    }»
ga-space-deliver = «Доставка: { $transport }»
ga-space-money = «Деньги, { $marks } { $marks ->
        [one] марка
        [few] марки
       *[other] марок
    }»
ga-space-order = «Новый заказ, { $number }»
ga-space-order-draw = «Новый заказ: 5 верхних карт»
