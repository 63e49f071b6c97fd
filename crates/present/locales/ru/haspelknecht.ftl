# Haspelknecht: все тексты для игрока (ключи `hk-*`), русский.
# Русских правил нет: термины выбраны по смыслу немецких правил (Pinge = карьер, Stollen = штольня,
# Schacht = шахта, Hof = двор, Haspelknecht = воротовщик, Hauer = забойщик, Kohlegräber = углекоп).

## Terms

hk-colour-black = чёрный
hk-colour-brown = коричневый
hk-colour-yellow = жёлтый
hk-colour-any = серый (любой цвет)
hk-res-coal = уголь
hk-res-wood = древесина
hk-res-food = еда
hk-season-spring = весна
hk-season-summer = лето
hk-season-autumn = осень
hk-place-pinge = карьер
hk-place-tunnel = штольня
hk-place-shaft = шахта
hk-place-farm = двор
hk-area-pit-water = Шахтная вода
hk-area-carts = Тачки (поля с тачкой)
hk-area-pools = Пулы действий и резервные пулы
hk-area-board = Поле развития
hk-worker-farmer = крестьянин
hk-worker-farmhand = батрак
hk-worker-improved-farmhand = опытный батрак
hk-worker-digger = углекоп
hk-worker-hewer = забойщик
hk-worker-haspel = воротовщик
hk-worker-winch = лебёдка (второй запуск воротовщика)
hk-worker-mill = водяная мельница
hk-marker-rope = канат
hk-marker-wheelbarrow = тачка
hk-marker-ladder = лестница
hk-marker-winch = лебёдка
hk-marker-lamp = масляная лампа
hk-marker-hammer = молот и кирка
hk-building-barn = амбар
hk-building-charcoal-kiln = углежогная печь
hk-building-coal-storage = угольный склад
hk-building-water-mill = водяная мельница
hk-symbol-none = нет
hk-symbol-fork = вилы
hk-symbol-hammer = молот и кирка
hk-symbol-building = здание
hk-work-food = еда
hk-work-wood = древесина
hk-work-mining = добыча
hk-work-development = развитие
hk-pay-yellow = жёлтый диск
hk-pay-wheelbarrow = маркер «тачка»
hk-pay-food = 1 еда
hk-pay-thaler = 1 талер
hk-phase-take-discs = Взятие дисков
hk-phase-first-year-water = Вода первого года
hk-phase-planning = Планирование
hk-phase-execution = Выполнение
hk-phase-winter-kiln = Зима: углежогная печь
hk-phase-winter-rent = Зима: аренда
hk-phase-winter-storage = Зима: хранение
hk-phase-over = Игра окончена

## Development tiles

hk-tile-11 = Коромысло
hk-tile-12 = Амбар
hk-tile-13 = Мотыга
hk-tile-14 = Канат
hk-tile-15 = Углежогная печь
hk-tile-21 = Ведро
hk-tile-22 = Тачка
hk-tile-23 = Лестница
hk-tile-24 = Угольный склад
hk-tile-25 = Лебёдка
hk-tile-31 = Крепёжный лес
hk-tile-32 = Масляная лампа
hk-tile-33 = Молот и кирка
hk-tile-34 = Угольные мешки
hk-tile-35 = Мельница
hk-tile-41 = Возчик угля
hk-tile-42 = Вагонетка
hk-tile-43 = Ручная тележка
hk-tile-44 = Конная повозка
hk-tile-45 = Малая шахта
hk-tile-unknown = ?
hk-tile-ref = { $tile } { $name }

hk-tile-11-effect = +1 талер сразу.
hk-tile-12-effect = Здание: амбар хранит зимой 1 уголь, древесину или еду; еда, сохранённая в нём, приносит 2 ПО.
hk-tile-13-effect = Опытный батрак: со следующей фазы действий батрак работает как крестьянин и может приобретать развития (но не получает летнего бонуса).
hk-tile-14-effect = Маркер «канат»: один раз, в одной из следующих фаз действий, во время своего выполнения уберите 1 жетон воды (из карьера или шахты) и получите 1 ПО.
hk-tile-15-effect = Здание: углежогная печь превращает 2 древесины в 2 угля и 1 ПО, раз в фазу действий, начиная со следующей.
hk-tile-21-effect = Вы больше не получаете шахтную воду в весенние и осенние фазы воды.
hk-tile-22-effect = Маркер «тачка»: одна жёлтая фишка, один раз, в одной из следующих фаз действий. Конец игры: +1 ПО за каждый завершённый участок штольни с символом тачки.
hk-tile-23-effect = Маркер «лестница»: одна коричневая фишка, один раз, в одной из следующих фаз действий.
hk-tile-24-effect = Здание: угольный склад сохраняет на зиму 1 уголь (+1 ПО) и 1 древесину.
hk-tile-25-effect = Можно сразу убрать 1 жетон воды. Маркер «лебёдка»: в одной из следующих фаз действий воротовщик запускается второй раз без оплаты.
hk-tile-31-effect = На выбор: 3 древесины и 1 жетон воды или 1 талер.
hk-tile-32-effect = +1 талер. Маркер «масляная лампа»: перед одним из следующих взятий дисков поменяйте диск резервного пула на диск его пула действий. Конец игры: +1 ПО за каждый завершённый участок штольни с символом лампы.
hk-tile-33-effect = +1 древесина, затем можно сразу добыть 1 доступный уголь. Маркер «молот и кирка»: одна чёрная фишка, один раз, в одной из следующих фаз действий.
hk-tile-34-effect = Можно обменять 1 уголь на 1 талер или 2 угля на 1 талер и 1 еду.
hk-tile-35-effect = Здание: со следующей фазы действий водяная мельница превращает 2 чёрные фишки в 1 талер или 2 жёлтые фишки в 1 еду и 2 ПО, раз в фазу действий.
hk-tile-41-effect = +1 талер. Конец игры: +1 ПО за каждый символ молота и кирки на ваших жетонах.
hk-tile-42-effect = +1 древесина и 2 угля в вашу шахту, когда ваш карьер выработан. Конец игры: +1 ПО за каждый завершённый участок штольни с символом вагонетки.
hk-tile-43-effect = +1 еда. Конец игры: +1 ПО за каждый символ вил на ваших жетонах.
hk-tile-44-effect = +1 талер и +1 еда. Отныне зимний уголь приносит 1 ПО за каждый уголь вместо таблицы угля.
hk-tile-45-effect = +3 талера сразу.

## Small parts of messages

hk-none = ничего
hk-list = { $items }
hk-plus = { $a } + { $b }
# «чёрный ×3» (диски одного цвета)
hk-discs-of = { $colour } ×{ $count }
# «уголь ×2»
hk-amount-of = { $res } ×{ $count }
hk-token-disc = { $colour } диск
hk-token-marker = маркер «{ $marker }» (как { $colour } диск)
hk-turn-place = { $seat } ({ $value })
hk-plan-of = { $seat } ({ $plan })
hk-plan-tokens = { $worker }: { $discs }
hk-plan-paid = { $worker } (оплата: { $pay })
hk-plan-winch = лебёдка
hk-plan-nothing = ничего не запланировано
hk-score-line = { $category }: { $points }
hk-standing = { $rank }. { $seat } { $score } ПО (добыто угля: { $coal }, место в очерёдности: { $position })
hk-gain-thaler = +{ $count } { $count ->
    [one] талер
    [few] талера
   *[other] талеров
}
hk-gain-food = +{ $count } { $count ->
    [one] еда
   *[other] еды
}
hk-gain-wood = +{ $count } { $count ->
    [one] древесина
   *[other] древесины
}
hk-gain-shaft-coal = +{ $count } { $count ->
    [one] уголь
   *[other] угля
} в шахту
hk-gain-marker = маркер «{ $marker }» (действует со следующей фазы действий)
hk-gain-building = здание «{ $building }»
hk-gain-improved-farmhand = опытный батрак (со следующей фазы действий)
hk-gain-no-pit-water = больше никакой воды в фазы воды
hk-gain-coal-vp-each = зимний уголь приносит 1 ПО за каждый уголь

## Events

hk-ev-season-begins = Год { $year }, { $season }: начинается фаза действий.
hk-ev-pit-water = Шахтная вода ({ $season }): { $count ->
    [0] никто не получает
   *[other] по 1 жетону воды получают { $seats }
}.
hk-ev-pit-water-bucket = Шахтная вода ({ $season }): { $count ->
    [0] никто не получает
   *[other] по 1 жетону воды получают { $seats }
}; ведро защищает от воды: { $bucket }.
hk-ev-discs-returned = Пополнение: { $count } { $count ->
    [one] диск возвращается
    [few] диска возвращаются
   *[other] дисков возвращаются
} в мешок ({ $discs }), и каждый резервный пул переходит в свой пул действий.
hk-ev-pool-refilled = Пул { $pool } пополнен из мешка: в резерв { $reserve }, в пул действий { $action }.
hk-ev-discs-taken = { $seat } берёт { $count } { $count ->
    [one] диск
    [few] диска
   *[other] дисков
} из пула { $pool }, цвет: { $colour }.
hk-ev-discs-taken-water = { $seat } берёт { $count } { $count ->
    [one] диск
    [few] диска
   *[other] дисков
} из пула { $pool }, цвет: { $colour }, и получает 1 жетон воды (символ воды).
hk-ev-oil-lamp = { $seat } использует масляную лампу: в паре пулов { $pool } { $reserve } диск из резерва и { $action } диск из пула действий меняются местами.
hk-ev-water-returned = { $seat } возвращает 1 жетон воды (правило первого года).
hk-ev-turn-order = Очерёдность хода (сумма тачки 1): { $order }.
hk-ev-plans-revealed = Планы раскрыты: { $plans }.
hk-ev-produced = { $seat }: { $worker } производит: { $res } ×{ $count }{ $synergy ->
    [0] {""}
   *[other] {" (+1 за синергию)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 летний бонус)"}
}.
hk-ev-synergy-action = Синергия ({ $seat }): { $worker } получает ещё одно чёрное действие.
hk-ev-coal-mined = { $seat }: { $worker } добывает 1 уголь: { $from } → { $to }.
hk-ev-water-removed = { $seat }: { $worker } убирает { $count } { $count ->
    [one] жетон
    [few] жетона
   *[other] жетонов
} воды ({ $from }).
hk-ev-coal-hauled = { $seat }: { $worker } поднимает 1 уголь из шахты во двор.
hk-ev-pinge-exhausted = { $seat }: карьер выработан. Вода из него переходит в шахту ({ $water }), древесина возвращается в запас ({ $wood }), за работу берутся забойщик и воротовщик. Бонус за карьер: { $vp } ПО.
hk-ev-water-mill = { $seat }: водяная мельница даёт +{ $thaler } { $thaler ->
    [one] талер
    [few] талера
   *[other] талеров
}, +{ $food } { $food ->
    [one] еда
   *[other] еды
}, +{ $vp } ПО.
hk-ev-charcoal-kiln = { $seat }: углежогная печь превращает 2 древесины в 2 угля: +1 ПО.
hk-ev-rope = { $seat } использует канат: 1 жетон воды убран ({ $from }), +1 ПО.
hk-ev-acquired = { $seat }: { $worker } приобретает { $tile }, покупатель № { $rank }: +{ $vp } ПО.
hk-ev-acquired-fee = { $seat }: { $worker } приобретает { $tile }, покупатель № { $rank }; плату ({ $fee } ×1) получает { $to } (жетон не по соседству): +{ $vp } ПО.
hk-ev-tile-effect = { $seat }, эффект жетона { $tile }: { $gains }.
hk-ev-choice-nothing = { $seat } не использует эффект жетона { $tile }.
hk-ev-choice-water = { $seat } убирает 1 жетон воды (жетон { $tile }).
hk-ev-choice-wood = { $seat } берёт 3 древесины и 1 жетон воды (жетон { $tile }).
hk-ev-choice-thaler = { $seat } берёт 1 талер (жетон { $tile }).
hk-ev-choice-mine = { $seat } добывает 1 уголь (жетон { $tile }).
hk-ev-choice-exchange = { $coal ->
    [0] { $seat } не обменивает уголь (жетон { $tile }).
    [one] { $seat } обменивает 1 уголь на 1 талер (жетон { $tile }).
   *[other] { $seat } обменивает 2 угля на 1 талер и 1 еду (жетон { $tile }).
}
hk-ev-workers-unused = { $seat } завершает выполнение; { $count ->
    [one] этот запланированный работник не работал, его фишки пропадают
   *[other] эти запланированные работники не работали, их фишки пропадают
}: { $workers }.
hk-ev-winter-begins = Зима года { $year }: подсчёт угля, аренда, хранение.
hk-ev-winter-coal = Зимний подсчёт угля ({ $seat }): угля во дворе { $coal }: +{ $vp } ПО.
hk-ev-winter-coal-wagon = Зимний подсчёт угля ({ $seat }): угля во дворе { $coal }: +{ $vp } ПО (конная повозка: 1 ПО за каждый уголь).
hk-ev-rent = Аренда: { $seat } платит { $food } { $food ->
    [one] еду
   *[other] еды
} и { $thaler } { $thaler ->
    [one] талер
    [few] талера
   *[other] талеров
}{ $debt ->
    [0] {""}
    [one] {", и берёт "}{ $debt }{" долг"}
    [few] {", и берёт "}{ $debt }{" долга"}
   *[other] {", и берёт "}{ $debt }{" долгов"}
}.
hk-ev-storage = Хранение ({ $seat }): сохранено — { $kept } (+{ $vp } ПО); в запас — { $discarded }.
hk-ev-year-ends = Год { $year } окончен.
hk-ev-final-scoring = Итоговый подсчёт ({ $seat }): { $lines }; всего { $total } ПО.
hk-ev-game-ends = Игра окончена. { $count ->
    [one] Победитель
   *[other] Победители
}: { $winners }. Итоги: { $standings }.

## What an action does (menus and tooltips)

hk-ex-take = Взять { $count } { $count ->
    [one] диск
    [few] диска
   *[other] дисков
} из пула { $pool }, цвет: { $colour }.
hk-ex-take-water = Взять { $count } { $count ->
    [one] диск
    [few] диска
   *[other] дисков
} из пула { $pool }, цвет: { $colour }, и 1 жетон воды (символ воды).
hk-ex-pass = Пропустить второе взятие и оставить { $count } { $count ->
    [one] диск
    [few] диска
   *[other] дисков
}.
hk-ex-lamp = Масляная лампа: в паре пулов { $pool } поменять { $reserve } диск из резерва на { $action } диск из пула действий (маркер расходуется).
hk-ex-return-water = Вернуть 1 жетон воды в запас (правило первого года).
hk-ex-keep-water = Оставить воду себе.
hk-ex-assign = План: { $worker } получает { $token }.
hk-ex-pay = Оплата ({ $worker }): { $pay }; { $does }
hk-ex-winch = Запланировать маркер «лебёдка»: второй запуск воротовщика без оплаты.
hk-ex-plan-done = Завершить план; все планы раскрываются, когда все закончат.
hk-ex-winter-done = Завершить зимнее использование углежогной печи.
hk-ex-activate = Запустить: { $worker }; { $does }
hk-ex-activate-own = работает с фишками: { $discs }.
hk-ex-activate-digger = 2 действия в карьере (каждое убирает до 2 жетонов воды или добывает 1 уголь во двор).
hk-ex-activate-hewer = добывает до 3 угля из штольни в шахту.
hk-ex-activate-haspel = 3 действия в шахте (каждое убирает до 2 жетонов воды или поднимает 1 уголь во двор).
hk-ex-activate-winch = воротовщик работает второй раз, 3 действия, без оплаты.
hk-ex-activate-mill = +{ $thaler } { $thaler ->
    [one] талер
    [few] талера
   *[other] талеров
}, +{ $food } { $food ->
    [one] еда
   *[other] еды
}, +{ $vp } ПО.
hk-ex-produce = Произвести: { $res } ×{ $count }{ $synergy ->
    [0] {""}
   *[other] {" (+1 за синергию)"}
}{ $summer ->
    [0] {""}
   *[other] {" (+1 летний бонус)"}
}.
hk-ex-mine = Добыть 1 уголь: { $from } → { $to }.
hk-ex-drain = Убрать { $count } { $count ->
    [one] жетон
    [few] жетона
   *[other] жетонов
} воды ({ $from }, останется { $left }).
hk-ex-haul = Поднять 1 уголь из шахты во двор (в шахте: { $coal }).
hk-ex-acquire = Приобрести { $tile }: +{ $vp } ПО. { $effect }
hk-ex-acquire-fee = Приобрести { $tile }: +{ $vp } ПО; плату ({ $fee } ×1) получает { $to } (жетон не по соседству). { $effect }
hk-ex-choose-nothing = Не использовать эффект жетона.
hk-ex-choose-water = Убрать 1 жетон воды.
hk-ex-choose-wood = Взять 3 древесины и 1 жетон воды.
hk-ex-choose-thaler = Взять 1 талер.
hk-ex-choose-mine = Добыть 1 уголь: { $from } → { $to }.
hk-ex-exchange = { $coal ->
    [0] Не обменивать уголь.
    [one] Обменять 1 уголь на 1 талер.
   *[other] Обменять 2 угля на 1 талер и 1 еду.
}
hk-ex-stop = Активный работник останавливается{ $count ->
    [0] {"."}
    [one] ; теряется { $count } действие.
    [few] ; теряются { $count } действия.
   *[other] ; теряются { $count } действий.
}
hk-ex-wood-pinge = Положить 1 древесину в карьер: становится доступно ещё { $count } { $count ->
    [one] уголь
   *[other] угля
}.
hk-ex-wood-tunnel = Положить 1 древесину в штольню: открывается участок { $section } (угля: { $count }).
hk-ex-rope = Маркер «канат»: убрать 1 жетон воды ({ $from }), +1 ПО.
hk-ex-kiln = Углежогная печь: 2 древесины → 2 угля, +1 ПО.
hk-ex-end = Завершить выполнение{ $count ->
    [0] {"."}
    [one] ; { $count } запланированный работник теряет свои фишки.
    [few] ; { $count } запланированных работника теряют свои фишки.
   *[other] ; { $count } запланированных работников теряют свои фишки.
}
hk-ex-rent = Заплатить аренду: { $food } { $food ->
    [one] еду
   *[other] еды
} и { $thaler } { $thaler ->
    [one] талер
    [few] талера
   *[other] талеров
}{ $debt ->
    [0] {"."}
    [one] {" и взять "}{ $debt }{" долг."}
    [few] {" и взять "}{ $debt }{" долга."}
   *[other] {" и взять "}{ $debt }{" долгов."}
}
hk-ex-store = Сохранить: { $kept } (+{ $vp } ПО); вернуть в запас: { $discarded }.

## Scores and tie-break

hk-score-developments = жетоны развития
hk-score-pinge-bonus = бонус за карьер
hk-score-rope = канат
hk-score-charcoal-kiln = углежогная печь
hk-score-water-mill = водяная мельница
hk-score-winter-coal = зимний уголь
hk-score-winter-storage = зимнее хранение
hk-score-tunnel-sections = участки штольни
hk-score-tunnel-bonus = бонусы жетонов за штольню
hk-score-symbol-bonus = бонус за вилы и молоты
hk-score-buildings = символы зданий
hk-score-unused-markers = неиспользованные маркеры действий
hk-score-thalers = талеры
hk-score-debt = долги
hk-score-pit-water = шахтная вода
hk-tiebreak-coal-mined = добыто угля
hk-tiebreak-turn-position = место в очерёдности (раньше — лучше)

## Rules help

hk-help-group-tiles = Жетоны развития
hk-help-group-workers = Работники
hk-help-group-markers = Маркеры действий
hk-help-group-buildings = Здания
hk-help-group-areas = Планшет игрока и поля
hk-help-group-year = Год

hk-help-tile = Уровень { $level }; стоимость: { $cost }; символ: { $symbol }; { $fee }. Первый покупатель получает { $level } ПО, каждый следующий на 1 меньше. { $effect }
hk-fee-level-1 = всегда покупается без платы (ряд 1)
hk-fee-level-2 = не по соседству с вашими жетонами: 1 уголь, древесина или еда владельцу верхнего диска
hk-fee-level-3 = не по соседству с вашими жетонами: 1 уголь владельцу верхнего диска
hk-fee-level-4 = не по соседству с вашими жетонами: 1 еда владельцу верхнего диска

hk-help-worker-farmer = Ваш собственный работник. Фишки одного цвета: жёлтые производят еду, коричневые — древесину, чёрные добывают уголь или убирают шахтную воду (по одной фишке на действие). Фишки, соответствующие стоимости жетона, приобретают это развитие. Летом крестьянин, производящий еду, получает на 1 больше.
hk-help-worker-farmhand = Ваш собственный работник: как крестьянин, но только с фишками одного цвета и без развитий, пока его не улучшит жетон 13.
hk-help-worker-improved-farmhand = Батрак после жетона 13 (со следующей фазы действий): работает как крестьянин и может приобретать развития, но не получает летнего бонуса.
hk-help-worker-digger = Нанимается, пока карьер не выработан, за жёлтую фишку, 1 еду или 1 талер: 2 действия в карьере, каждое убирает до 2 жетонов воды или добывает 1 уголь во двор. Для начала работы нужен доступный уголь в карьере.
hk-help-worker-hewer = Нанимается, если карьер был выработан до планирования, за 1 еду или 1 талер: добывает до 3 угля из штольни в шахту (перед углём нужна древесина, в шахте не больше 4 жетонов воды).
hk-help-worker-haspel = Нанимается, если карьер был выработан до планирования, за жёлтую фишку, 1 еду или 1 талер: 3 действия в шахте, каждое убирает до 2 жетонов воды или поднимает 1 уголь во двор (только если в шахте не больше 1 жетона воды).
hk-help-worker-winch = Запланированный маркер «лебёдка» (жетон 25): воротовщик работает второй раз, ещё 3 действия, без оплаты.
hk-help-worker-mill = Водяная мельница (жетон 35), с фазы действий после постройки: 2 чёрные фишки дают 1 талер, 2 жёлтые фишки — 1 еду и 2 ПО, раз в фазу действий.

hk-help-marker-rope = С жетона { $tile }. Один раз, в одной из следующих фаз действий, во время своего выполнения: уберите 1 жетон воды (из карьера или шахты) и получите 1 ПО.
hk-help-marker-wheelbarrow = С жетона { $tile }. Один раз, в одной из следующих фаз действий: одна жёлтая фишка при планировании (ею можно оплатить и углекопа или воротовщика).
hk-help-marker-ladder = С жетона { $tile }. Один раз, в одной из следующих фаз действий: одна коричневая фишка при планировании.
hk-help-marker-winch = С жетона { $tile }. Один раз, в одной из следующих фаз действий: второй запуск воротовщика без оплаты.
hk-help-marker-lamp = С жетона { $tile }. Один раз, непосредственно перед одним из ваших взятий дисков в одной из следующих фаз действий: поменяйте диск резервного пула на диск его пула действий.
hk-help-marker-hammer = С жетона { $tile }. Один раз, в одной из следующих фаз действий: одна чёрная фишка при планировании.

hk-help-building-barn = С жетона { $tile }. При зимнем хранении сохраняет 1 уголь, древесину или еду; еда, сохранённая в нём, приносит 2 ПО.
hk-help-building-charcoal-kiln = С жетона { $tile }. Превращает 2 древесины в 2 угля и 1 ПО, раз в фазу действий во время вашего выполнения, начиная с фазы действий после постройки.
hk-help-building-coal-storage = С жетона { $tile }. При зимнем хранении сохраняет 1 уголь (+1 ПО) и 1 древесину.
hk-help-building-water-mill = С жетона { $tile }. В плане с 2 чёрными фишками: 1 талер; с 2 жёлтыми фишками: 1 еда и 2 ПО; раз в фазу действий, начиная с фазы действий после постройки.

hk-help-area-farm = Ваш запас угля, древесины и еды. Зиму переживает только то, что вы сохранили. Талеры, долги и маркеры хранятся отдельно.
hk-help-area-pinge = Открытая выработка: 7 угля, которые добываются слева направо во двор. Добывать можно уголь левее первого пустого места для древесины; древесина в 2 таких местах открывает остальной уголь. При 2 и более жетонах воды добывать нельзя. Последний уголь вырабатывает карьер: его вода переходит в шахту, а бонус за карьер приносит 2 ПО в 1-й год и 1 ПО во 2-й.
hk-help-area-tunnel = 11 угля на 7 участках; добываются после выработки карьера, слева направо, в шахту. Уголь участка можно добыть, только если на месте перед ним лежит древесина и в шахте не больше 4 жетонов воды. Участок с древесиной и без угля приносит свои ПО в конце игры.
hk-help-area-shaft = Здесь лежит уголь из штольни, пока воротовщик не поднимет его во двор (только если в шахте не больше 1 жетона воды), и шахтная вода после выработки карьера.
hk-help-area-pit-water = Каждую весну и осень вы получаете 1 жетон воды (кроме владельцев жетона 21) и ещё 1 при первом взятии из пула с символом воды. Вода мешает добыче; в конце игры каждый жетон воды сверх первого стоит 1 ПО.
hk-help-area-carts = Ваши диски первого взятия (тачка 1) и второго (тачка 2). Очерёдность хода определяет только тачка 1: жёлтый 3, коричневый 2, чёрный 1; меньшая сумма ходит первой.
hk-help-area-pools = На каждого игрока по одному пулу действий и одному резервному пулу. В каждой фазе действий вы берёте все диски одного цвета из одного пула действий, затем можете добрать диски одного цвета до 5. Масляная лампа меняет диск резерва на диск пула действий.
hk-help-area-board = Жетоны развития в 4 рядах, по ряду на уровень. Ряд 1 открыт всегда; жетон ниже бесплатен, если граничит с вашим жетоном, иначе вы платите владельцу его верхнего диска (если жетон кому-то принадлежит).

hk-year-overview = Год
hk-year-pit-water = Фазы воды
hk-year-refill = Пополнение
hk-year-turn-order = Очерёдность хода
hk-year-synergy = Синергия
hk-year-summer-bonus = Летний бонус
hk-year-winter = Зима
hk-year-final-scoring = Итоговый подсчёт
hk-year-tie-break = Ничья
hk-help-year-overview = Три года, в каждом: весенняя вода, весенняя фаза действий, летняя фаза действий, осенняя вода, осенняя фаза действий, зима. Затем итоговый подсчёт.
hk-help-year-pit-water = Весной и осенью каждый игрок без жетона 21 получает 1 жетон воды (в карьер, а после его выработки — в шахту).
hk-help-year-refill = В каждой фазе действий, кроме первой: все диски возвращаются в мешок, каждый резервный пул переходит в свой пул действий, затем в каждый резерв тянут 3 диска, а пулы действий пополняют до 6.
hk-help-year-take-discs = В порядке очерёдности каждый игрок берёт все диски одного цвета из одного пула действий (5 или 6, если их там 6 и больше); во втором круге игрок, у которого меньше 5 дисков, может добрать диски одного цвета до 5. Весной 1-го года игрок, у которого меньше 5 дисков, может вернуть 1 жетон воды.
hk-help-year-turn-order = Диски тачки 1 стоят: жёлтый 3, коричневый 2, чёрный 1; меньшая сумма ходит первой, при равенстве — тот, кто ходил позже.
hk-help-year-planning = Все тайно кладут фишки на крестьянина, батрака и водяную мельницу и оплачивают наёмных работников; планы раскрываются одновременно.
hk-help-year-execution = В порядке очерёдности каждый игрок по одному запускает запланированных работников; между ними можно использовать древесину, канат и углежогную печь. Незапущенные работники теряют свои фишки.
hk-help-year-synergy = Когда крестьянин и батрак выполняют одинаковую работу, второй из них получает на 1 больше еды, древесины или чёрных действий.
hk-help-year-summer-bonus = Летом крестьянин, производящий еду, получает на 1 еду больше.
hk-help-year-winter = Уголь во дворе приносит ПО (3 угля — 2 ПО, каждый следующий +1), платится аренда (1-й год: 2 еды; 2-й: 2 еды и 1 талер; 3-й: 1 еда и 2 талера), за каждую неоплаченную единицу — 1 долг; затем вы сохраняете 1 единицу во дворе (древесина +1 ПО) плюс то, что вмещают ваши здания; остальное возвращается в запас.
hk-help-year-final-scoring = Завершённые участки штольни, бонусные жетоны за штольню, бонусы за вилы и молоты, символы зданий (1/3/6/10), 1 ПО за каждый неиспользованный маркер, талеры (2/5/9/14, +6 за каждый следующий), минус долги (1, затем по 2 за каждый) и вода сверх первого жетона.
hk-help-year-tie-break = Больше всего угля, добытого в собственной шахте, затем более раннее место в последней очерёдности хода.

## Rule options (one line each; `kohle options`)

hk-opt-planning-mode = Режим планирования
hk-opt-planning-mode-text = simultaneous (по умолчанию): все планируют одновременно и тайно; sequential-in-turn-order: по очереди, открыто.
hk-opt-synergy-requires-effect = Синергия требует результата
hk-opt-synergy-requires-effect-text = true (по умолчанию): для синергии оба собственных работника должны чего-то добиться; false: достаточно одинаковой работы.
hk-opt-coal-digger-requires-accessible-coal = Углекопу нужен доступный уголь
hk-opt-coal-digger-requires-accessible-coal-text = true (по умолчанию, немецкие правила): углекоп начинает работу только при доступном угле в карьере; false: при любом невыработанном карьере.
hk-opt-coal-digger-mode = Режим углекопа
hk-opt-coal-digger-mode-text = player-choice (по умолчанию): каждое действие выбираете вы; automatic (польские/испанские правила): он убирает воду, пока в карьере 2 жетона воды и больше, иначе добывает.
hk-opt-hewer-ignores-wood = Забойщик без древесины
hk-opt-hewer-ignores-wood-text = false (по умолчанию): забойщику, как и всем, нужна древесина перед углём; true: он добывает без древесины.
hk-opt-rent-payment-voluntary = Добровольная аренда
hk-opt-rent-payment-voluntary-text = false (по умолчанию): аренда платится, насколько возможно; true: вы сами решаете, сколько платить, а за остаток берёте долги.
hk-opt-charcoal-kiln = Углежогная печь
hk-opt-charcoal-kiln-text = once-per-action-phase-from-next-phase (по умолчанию, немецкие правила); any-time-unlimited (польские правила): в любое время, в том числе зимой.
hk-opt-improved-farmhand-gets-summer-bonus = Летний бонус опытного батрака
hk-opt-improved-farmhand-gets-summer-bonus-text = false (по умолчанию): летний бонус получает только крестьянин; true: и опытный батрак тоже.
hk-opt-own-workers-remove-shaft-water = Свои работники убирают воду из шахты
hk-opt-own-workers-remove-shaft-water-text = false (по умолчанию, немецкие правила): воду из шахты убирает только воротовщик; true: это могут и чёрные фишки собственных работников.
hk-opt-over-six-same-colour = Шесть и более одного цвета
hk-opt-over-six-same-colour-text = take-six-or-five (по умолчанию): если в пуле 6 и более дисков этого цвета, взять 5 или 6; take-all: взять все; cap-five: никогда не больше 5.
hk-opt-second-take-may-take-fewer = Меньше дисков во втором взятии
hk-opt-second-take-may-take-fewer-text = false (по умолчанию): второе взятие добирает диски до 5; true: можно взять любое число от 1 до этого.
hk-opt-tile33-ignores-water = Молот и кирка без учёта воды
hk-opt-tile33-ignores-water-text = false (по умолчанию): уголь жетона 33 подчиняется ограничениям по воде; true: не подчиняется.
hk-opt-oil-lamp-any-time-in-action-phase = Масляная лампа в любое время
hk-opt-oil-lamp-any-time-in-action-phase-text = false (по умолчанию): масляная лампа используется непосредственно перед вашим взятием дисков; true: также во время вашего выполнения.
hk-opt-mine-cart-coal-before-exhaustion = Уголь вагонетки до выработки
hk-opt-mine-cart-coal-before-exhaustion-text = false (по умолчанию, немецкие правила): жетон 42 даёт уголь в шахту, только если карьер выработан; true: всегда.
hk-opt-hired-workers-follow-live-state = Наёмные работники по текущему карьеру
hk-opt-hired-workers-follow-live-state-text = false (по умолчанию): доступность наёмных работников определяется состоянием карьера в начале планирования; true: его состоянием в момент их работы.
hk-opt-tunnel-wood-before-exhaustion = Древесина в штольне до выработки
hk-opt-tunnel-wood-before-exhaustion-text = true (по умолчанию): древесину можно класть в штольню до выработки карьера; false: только после.
hk-opt-water-mill-multiple-pairs = Несколько пар для водяной мельницы
hk-opt-water-mill-multiple-pairs-text = false (по умолчанию): водяная мельница принимает ровно одну пару; true: несколько пар чёрных или жёлтых фишек.
hk-opt-adjacency = Соседство
hk-opt-adjacency-text = any-touching-tile (по умолчанию): любой соседний собственный жетон освобождает от платы; only-previous-row: только соседний жетон из ряда выше.
hk-opt-max-developments-per-player = Развитий на игрока
hk-opt-max-developments-per-player-text = none (по умолчанию): без ограничения; число (9 = диски игрока в коробке) ограничивает количество развитий у игрока.
hk-opt-acquisition-allows-surplus-tokens = Лишние фишки при приобретении
hk-opt-acquisition-allows-surplus-tokens-text = false (по умолчанию): фишки должны точно соответствовать стоимости; true: можно положить лишние, они пропадают.
hk-opt-coal-sacks-fresh-coal = Угольные мешки берут свежий уголь
hk-opt-coal-sacks-fresh-coal-text = true (по умолчанию): жетон 34 может обменять уголь, полученный в этой фазе действий; false: только более ранний.
hk-opt-wood-vp-in-building-slots = Древесина приносит ПО в зданиях
hk-opt-wood-vp-in-building-slots-text = false (по умолчанию): 1 ПО приносит только древесина, сохранённая во дворе; true: сохранённая древесина приносит ПО в любом месте хранения.
hk-opt-layout = Раскладка развития
hk-opt-layout-text = first-game (по умолчанию): жетоны с наименьшими номерами каждого уровня; название варианта из таблицы компонентов; или random.
hk-opt-start-with-buildings = Старт с недостающими зданиями
hk-opt-start-with-buildings-text = false (по умолчанию); true: каждый начинает со зданием каждого жетона-здания, которого нет в раскладке.
hk-opt-start-with-improved-farmhand = Старт с опытным батраком
hk-opt-start-with-improved-farmhand-text = false (по умолчанию); true: каждый начинает с опытным батраком, если жетона 13 нет в раскладке.
hk-opt-components = Таблица компонентов
hk-opt-components-text = Таблица стоимостей жетонов, символов, участков штольни, пулов и раскладок (помеченная реконструкция; `kohle components` выводит её для исправления).

## Why an action is refused (keyed by the English text of the rule error)

hk-err-that-tile-is-not-in-play = Этого жетона нет в игре.
hk-err-each-player-owns-a-tile-at-most-once = Каждый игрок может владеть жетоном только один раз.
hk-err-no-player-disc-left-to-mark-a-development = Не осталось диска игрока, чтобы отметить развитие.
hk-err-the-worker-s-tokens-do-not-match-the-tile-s-requirement = Фишки работника не соответствуют стоимости жетона.
hk-err-no-fee-is-due-for-this-tile = За этот жетон плата не нужна.
hk-err-not-adjacent-to-an-own-tile-and-owned-by-nobody = Жетон не граничит с вашими и никому не принадлежит.
hk-err-a-non-adjacent-tile-costs-a-fee-to-its-top-owner = За жетон не по соседству нужно заплатить владельцу верхнего диска.
hk-err-wrong-fee-resource-for-this-level = Неподходящий ресурс для платы на этом уровне.
hk-err-the-fee-resource-is-not-on-the-farm = Ресурса для платы нет во дворе.
hk-err-no-such-tile = Такого жетона нет.
hk-err-there-is-no-pit-water-to-remove = Нет воды, которую можно убрать.
hk-err-no-accessible-coal-can-be-mined-now-wood-or-pit-water-blocks-it = Сейчас нельзя добыть доступный уголь (мешает древесина или вода).
hk-err-not-that-much-coal-on-the-farm-to-exchange = Во дворе нет столько угля для обмена.
hk-err-the-plan-is-already-done = План уже завершён.
hk-err-after-that-the-tokens-left-could-not-complete-the-plan = После этого оставшимися фишками план не завершить.
hk-err-now-plan-your-workers-put-tokens-on-them-pay-hired-workers-or-done = Сейчас планируйте работников: кладите на них фишки, оплачивайте наёмных или `done`.
hk-err-the-first-take-cannot-be-skipped-take-discs-from-a-pool = Первое взятие нельзя пропустить: возьмите диски из пула.
hk-err-discs-are-taken-only-at-the-start-of-an-action-phase = Диски берут только в начале фазы действий.
hk-err-the-oil-lamp-is-used-on-your-disc-taking-turns-or-during-your-execution = Масляная лампа используется в ваши ходы взятия дисков или во время вашего выполнения.
hk-err-the-oil-lamp-is-used-only-right-before-one-of-your-disc-taking-turns = Масляная лампа используется только непосредственно перед одним из ваших ходов взятия дисков.
hk-err-pit-water-is-returned-only-in-the-spring-of-year-1-after-taking-discs = Воду возвращают только весной 1-го года, после взятия дисков.
hk-err-workers-are-planned-only-during-planning = Работников планируют только во время планирования.
hk-err-winter-storage-ends-with-your-store-decision = Зимнее хранение заканчивается вашим решением `store`.
hk-err-done-ends-a-plan-or-the-winter-kiln-window-and-neither-is-under-way = `done` завершает план или зимнее использование печи, но сейчас нет ни того, ни другого.
hk-err-no-tile-effect-waits-for-a-choice = Ни один эффект жетона не ждёт выбора.
hk-err-workers-act-only-during-their-owner-s-execution = Работники действуют только во время выполнения своего владельца.
hk-err-the-rope-marker-is-used-during-your-execution = Маркер «канат» используется во время вашего выполнения.
hk-err-wood-is-placed-on-your-disc-taking-turns-in-your-execution-and-in-winter-before-storage = Древесину кладут в ваши ходы взятия дисков, во время вашего выполнения и зимой до хранения.
hk-err-rent-is-paid-by-itself-in-winter-the-rule-option-for-voluntary-rent-is-off = Аренда платится зимой автоматически (вариант правил о добровольной аренде выключен).
hk-err-rent-is-paid-in-winter-after-coal-scoring = Аренда платится зимой, после подсчёта угля.
hk-err-storage-comes-after-coal-scoring-end-the-kiln-window-with-done-first = Хранение идёт после подсчёта угля: сначала завершите использование печи командой `done`.
hk-err-storage-is-chosen-in-winter-after-coal-scoring-and-rent = Хранение выбирают зимой, после подсчёта угля и аренды.
hk-err-the-charcoal-kiln-is-used-during-your-execution = Углежогная печь используется во время вашего выполнения.
hk-err-the-charcoal-kiln-is-used-during-your-execution-or-in-winter-before-storage = Углежогная печь используется во время вашего выполнения или зимой до хранения.
hk-err-that-pool-is-not-in-play-with-this-many-players = При таком числе игроков этот пул не используется.
hk-err-the-pool-has-no-disc-of-that-colour = В пуле нет дисков этого цвета.
hk-err-the-second-take-takes-1-disc-or-more-of-that-colour-up-to-5-discs-in-all = Во втором взятии берут 1 или больше дисков этого цвета, всего не больше 5 дисков.
hk-err-the-second-take-takes-discs-of-that-colour-up-to-5-discs-in-all-no-fewer = Во втором взятии добирают диски этого цвета ровно до 5 дисков, не меньше.
hk-err-the-first-take-takes-every-disc-of-that-colour-5-or-6-when-the-pool-holds-6-or-more = В первом взятии берут все диски этого цвета (5 или 6, если в пуле их 6 и больше).
hk-err-the-first-take-takes-every-disc-of-that-colour = В первом взятии берут все диски этого цвета.
hk-err-the-first-take-takes-every-disc-of-that-colour-at-most-5 = В первом взятии берут все диски этого цвета, не больше 5.
hk-err-the-oil-lamp-swaps-discs-of-two-different-colours = Масляная лампа меняет местами диски двух разных цветов.
hk-err-the-reserve-pool-has-no-disc-of-that-colour = В резервном пуле нет дисков этого цвета.
hk-err-the-action-pool-has-no-disc-of-that-colour = В пуле действий нет дисков этого цвета.
hk-err-you-have-no-such-marker = У вас нет такого маркера.
hk-err-a-marker-works-from-the-action-phase-after-it-was-gained = Маркер действует с фазы действий после той, в которой он получен.
hk-err-that-marker-is-already-in-your-plan = Этот маркер уже есть в вашем плане.
hk-err-no-wood-on-the-farm = Во дворе нет древесины.
hk-err-the-pinge-is-exhausted-it-takes-no-more-wood = Карьер выработан: древесину туда больше не кладут.
hk-err-both-pinge-wood-slots-are-filled = Оба места для древесины в карьере заняты.
hk-err-all-7-tunnel-wood-slots-are-filled = Все 7 мест для древесины в штольне заняты.
hk-err-wood-goes-into-the-tunnel-only-once-the-pinge-is-exhausted-rule-option = Древесину кладут в штольню только после выработки карьера (вариант правил).
hk-err-no-charcoal-kiln-it-comes-with-tile-15 = Нет углежогной печи: её даёт жетон 15.
hk-err-the-charcoal-kiln-needs-2-wood-on-the-farm = Углежогной печи нужны 2 древесины во дворе.
hk-err-the-charcoal-kiln-works-from-the-action-phase-after-it-was-built = Углежогная печь работает с фазы действий после постройки.
hk-err-the-charcoal-kiln-was-already-used-this-action-phase = Углежогная печь уже использовалась в этой фазе действий.
hk-err-the-water-mill-works-from-the-action-phase-after-it-was-built = Водяная мельница работает с фазы действий после постройки.
hk-err-no-water-mill-it-comes-with-tile-35 = Нет водяной мельницы: её даёт жетон 35.
hk-err-no-disc-of-that-colour-left-to-plan = Для плана не осталось дисков этого цвета.
hk-err-the-water-mill-takes-pairs-of-black-or-of-yellow-tokens = Водяная мельница принимает пары чёрных или жёлтых фишек.
hk-err-the-water-mill-takes-exactly-2-black-or-2-yellow-tokens = Водяная мельница принимает ровно 2 чёрные или 2 жёлтые фишки.
hk-err-the-farmhand-takes-tokens-of-one-colour-mixing-them-needs-the-improved-farmhand = Батрак берёт фишки одного цвета (смешивать их может только опытный батрак).
hk-err-tokens-of-different-colours-must-match-the-cost-of-a-tile-you-can-still-buy = Фишки разных цветов должны соответствовать стоимости жетона, который вы ещё можете купить.
hk-err-the-coal-digger-is-gone-the-pinge-was-exhausted-before-planning = Углекопа больше нет: карьер был выработан до планирования.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-was-exhausted-before-planning = Забойщик и воротовщик работают, только если карьер был выработан до планирования.
hk-err-that-worker-is-already-paid = Этот работник уже оплачен.
hk-err-the-hewer-is-paid-with-food-or-a-thaler-only = Забойщику платят только едой или талером.
hk-err-no-yellow-disc-left-to-pay-with = Не осталось жёлтого диска для оплаты.
hk-err-no-food-left-to-pay-with = Не осталось еды для оплаты.
hk-err-no-thaler-left-to-pay-with = Не осталось талера для оплаты.
hk-err-a-hired-worker-is-paid-with-a-yellow-disc-the-wheelbarrow-food-or-a-thaler = Наёмному работнику платят жёлтым диском, тачкой, едой или талером.
hk-err-the-winch-works-only-once-the-pinge-was-exhausted-before-planning = Лебёдка работает, только если карьер был выработан до планирования.
hk-err-the-winch-is-already-in-your-plan = Лебёдка уже есть в вашем плане.
hk-err-the-water-mill-needs-pairs-of-black-or-of-yellow-tokens = Водяной мельнице нужны пары чёрных или жёлтых фишек.
hk-err-the-water-mill-needs-exactly-2-black-or-2-yellow-tokens = Водяной мельнице нужны ровно 2 чёрные или 2 жёлтые фишки.
hk-err-the-farmer-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = Смешанные фишки крестьянина пока не соответствуют стоимости жетона, который вы можете купить.
hk-err-the-farmhand-s-mixed-tokens-do-not-yet-match-the-cost-of-a-tile-you-can-buy = Смешанные фишки батрака пока не соответствуют стоимости жетона, который вы можете купить.
hk-err-that-worker-has-already-worked-this-phase = Этот работник уже работал в этой фазе.
hk-err-that-worker-is-not-in-your-plan = Этого работника нет в вашем плане.
hk-err-the-coal-digger-is-gone-the-pinge-is-exhausted = Углекопа больше нет: карьер выработан.
hk-err-the-coal-digger-needs-accessible-pinge-coal-place-wood-in-the-pinge-first = Углекопу нужен доступный уголь в карьере: сначала положите древесину в карьер.
hk-err-the-hewer-and-the-haspelknecht-work-only-once-the-pinge-is-exhausted = Забойщик и воротовщик работают только после выработки карьера.
hk-err-this-worker-has-already-begun-other-work = Этот работник уже начал другую работу.
hk-err-the-farmhand-acquires-developments-only-when-improved-tile-13-from-the-next-action-phase = Батрак приобретает развития, только став опытным (жетон 13, со следующей фазы действий).
hk-err-only-the-farmer-and-the-improved-farmhand-acquire-developments = Развития приобретают только крестьянин и опытный батрак.
hk-err-the-pinge-is-exhausted = Карьер выработан.
hk-err-no-accessible-pinge-coal-place-wood-in-the-pinge-first = В карьере нет доступного угля: сначала положите туда древесину.
hk-err-2-or-more-pit-water-in-the-pinge-remove-water-before-mining = В карьере 2 и более жетона воды: перед добычей уберите воду.
hk-err-no-pinge-coal-can-be-mined-now = Сейчас нельзя добыть уголь в карьере.
hk-err-the-tunnel-is-mined-only-once-the-pinge-is-exhausted = Штольню разрабатывают только после выработки карьера.
hk-err-the-tunnel-has-no-coal-left = В штольне не осталось угля.
hk-err-the-next-tunnel-coal-has-no-wood-before-it-place-wood-in-the-tunnel-first = Перед следующим углём штольни нет древесины: сначала положите древесину в штольню.
hk-err-5-or-more-pit-water-in-the-shaft-no-tunnel-coal-can-be-mined = В шахте 5 и более жетонов воды: уголь в штольне добывать нельзя.
hk-err-no-tunnel-coal-can-be-mined-now = Сейчас нельзя добыть уголь в штольне.
hk-err-this-worker-has-no-actions-left-stop = У этого работника не осталось действий: `stop`.
hk-err-this-worker-has-already-done-its-work-this-phase = Этот работник уже выполнил свою работу в этой фазе.
hk-err-this-worker-is-mining-it-produces-nothing-this-phase = Этот работник занят добычей: в этой фазе он ничего не производит.
hk-err-tokens-of-different-colours-only-buy-a-development = Фишками разных цветов можно только приобрести развитие.
hk-err-black-tokens-mine-coal-or-remove-pit-water-they-produce-nothing = Чёрные фишки добывают уголь или убирают воду; они ничего не производят.
hk-err-only-black-tokens-mine-coal-or-remove-pit-water = Добывать уголь и убирать воду могут только чёрные фишки.
hk-err-own-workers-cannot-remove-shaft-water-only-the-haspelknecht-can = Собственные работники не могут убирать воду из шахты: это может только воротовщик.
hk-err-no-pit-water-in-the-shaft = В шахте нет воды.
hk-err-no-pit-water-in-the-pinge = В карьере нет воды.
hk-err-only-the-haspelknecht-hoists-coal-from-the-shaft = Поднимать уголь из шахты может только воротовщик.
hk-err-in-automatic-mode-the-coal-digger-mines-while-at-most-1-pit-water-is-left = В автоматическом режиме углекоп добывает, пока воды осталось не больше 1 жетона.
hk-err-in-automatic-mode-the-coal-digger-removes-pit-water-while-2-or-more-are-left = В автоматическом режиме углекоп убирает воду, пока её осталось 2 жетона и больше.
hk-err-the-coal-digger-removes-pit-water-or-mines-coal-in-the-pinge = Углекоп убирает воду или добывает уголь в карьере.
hk-err-the-hewer-only-mines-tunnel-coal = Забойщик только добывает уголь в штольне.
hk-err-2-or-more-pit-water-in-the-shaft-remove-water-before-hoisting-coal = В шахте 2 и более жетона воды: уберите воду, прежде чем поднимать уголь.
hk-err-no-coal-in-the-shaft-to-hoist = В шахте нет угля для подъёма.
hk-err-the-haspelknecht-removes-shaft-water-or-hoists-coal = Воротовщик убирает воду из шахты или поднимает уголь.
hk-err-the-water-mill-has-no-actions = У водяной мельницы нет действий.
hk-err-the-winch-tile-25-asks-choose-water-or-choose-nothing = Лебёдка (жетон 25) ждёт выбора: choose water или choose nothing.
hk-err-the-pit-props-tile-31-ask-choose-wood-or-choose-thaler = Крепёжный лес (жетон 31) ждёт выбора: choose wood или choose thaler.
hk-err-the-hammer-and-pick-tile-33-asks-choose-mine-or-choose-nothing = Молот и кирка (жетон 33) ждут выбора: choose mine или choose nothing.
hk-err-the-coal-sacks-tile-34-ask-exchange-0-1-or-2 = Угольные мешки (жетон 34) ждут выбора: exchange 0, 1 или 2.
hk-err-that-is-more-food-than-the-rent = Это больше еды, чем требует аренда.
hk-err-that-is-more-thalers-than-the-rent = Это больше талеров, чем требует аренда.
hk-err-not-that-much-food-on-the-farm = Во дворе нет столько еды.
hk-err-not-that-many-thalers = У вас нет столько талеров.
hk-err-no-barn-tile-12-to-store-in = Нет амбара (жетон 12) для хранения.
hk-err-no-coal-storage-tile-24-to-store-in = Нет угольного склада (жетон 24) для хранения.
hk-err-not-that-much-coal-wood-or-food-on-the-farm = Во дворе нет столько угля, древесины или еды.
hk-err-one-worker-at-a-time-finish-the-active-worker-first-its-actions-or-stop = Работники действуют по одному: сначала закончите с активным работником (его действия или `stop`).
hk-err-no-worker-is-active-activate-one-first = Ни один работник не активен: сначала запустите работника.
hk-err-no-worker-is-active-activate-the-farmer-or-improved-farmhand-first = Ни один работник не активен: сначала запустите крестьянина (или опытного батрака).

## The terminal panel

hk-ui-header = Год { $year }/3, { $season }
hk-ui-phase-take = взятие дисков (шаг { $step }): { $seat }
hk-ui-phase-first-year-water = вернуть 1 воду или нет: { $seat }
hk-ui-phase-planning = планирование (все сразу, тайно)
hk-ui-phase-planning-seat = планирование: { $seat }
hk-ui-phase-execution = выполнение: { $seat }
hk-ui-phase-winter-kiln = зима, углежогная печь: { $seat }
hk-ui-phase-winter-rent = зима, аренда: { $seat }
hk-ui-phase-winter-storage = зима, хранение: { $seat }
hk-ui-phase-over = игра окончена
hk-ui-turn-order = Очерёдность: { $seats }
hk-ui-pool = Пул { $pool }:
hk-ui-pool-water = ≈вода
hk-ui-reserve = резерв
hk-ui-bag = Мешок:
hk-ui-abbr-black = ч
hk-ui-abbr-brown = к
hk-ui-abbr-yellow = ж
hk-ui-abbr-any = люб
hk-ui-acting = Работает: { $worker } ({ $steps ->
    [one] осталось { $steps } действие
    [few] осталось { $steps } действия
   *[other] осталось { $steps } действий
})
hk-ui-acting-none = Никто не работает
hk-ui-to-activate = ещё не запущены: { $workers }
hk-ui-choice = Жетон { $tile } { $name } ждёт вашего выбора:
hk-ui-board = Поле развития: жетон, стоимость, владельцы, эффект
hk-ui-board-legend = ✓ для вас бесплатно  $ плата владельцу  ✗ ещё закрыт  ● ваш
hk-ui-level = Уровень { $level }
hk-ui-seat-short = И{ $n }
hk-ui-you = (вы)
hk-ui-vp = { $vp } ПО
hk-ui-coal-mined = добыто угля { $coal }
hk-ui-stock = уголь { $coal } · древесина { $wood } · еда { $food } · талеры { $thaler }
hk-ui-debt = долги { $debt }
hk-ui-pinge = Карьер: угля { $coal }, древесина { $wood }/2
hk-ui-pinge-open = доступно { $open }, за пустыми местами для древесины { $blocked }
hk-ui-pinge-exhausted = Карьер выработан: работают забойщик и воротовщик
hk-ui-pinge-flooded = (2+: нет добычи)
hk-ui-water = воды { $water }
hk-ui-tunnel = штольня: добыто { $mined }/11, древесина { $wood }/7
hk-ui-sections-reachable = доступны: { $sections }
hk-ui-sections-complete = завершены: { $sections }
hk-ui-shaft = шахта: угля { $coal }
hk-ui-shaft-no-hoist = (2+: нет подъёма)
hk-ui-shaft-flooded = (5+: нет добычи в штольне)
hk-ui-carts = тачки:
hk-ui-tiles = жетоны:
hk-ui-owns = есть:
hk-ui-marker-new = (след. фаза)
hk-ui-plan = план:
hk-ui-plan-so-far = план пока:
hk-ui-planning = (планирует)
hk-ui-plan-hidden = (план скрыт)
hk-ui-hired = { $worker } ({ $pay })
hk-ui-tile-11 = +1 талер
hk-ui-tile-12 = амбар: хранит 1 (еда +2 ПО)
hk-ui-tile-13 = опытный батрак
hk-ui-tile-14 = канат: -1 вода, +1 ПО
hk-ui-tile-15 = печь: 2 древ. → 2 угля +1 ПО
hk-ui-tile-21 = без сезонной воды
hk-ui-tile-22 = тачка = жёлтая; участки
hk-ui-tile-23 = лестница = коричневая
hk-ui-tile-24 = склад: 1 уголь + 1 древ.
hk-ui-tile-25 = -1 вода; маркер лебёдки
hk-ui-tile-31 = 3 древ. + 1 вода или 1 талер
hk-ui-tile-32 = +1 талер; лампа; участки
hk-ui-tile-33 = +1 древ., добыть 1; молот = чёрная
hk-ui-tile-34 = 1-2 угля → талер (+еда)
hk-ui-tile-35 = водяная мельница
hk-ui-tile-41 = +1 талер; ПО за молоты
hk-ui-tile-42 = +1 древ. (+2 угля в шахту); участки
hk-ui-tile-43 = +1 еда; ПО за вилы
hk-ui-tile-44 = +1 талер +1 еда; 1 ПО/уголь
hk-ui-tile-45 = +3 талера

hk-confirm-end = Закончить выполнение сейчас? { $count ->
    [one] { $count } запланированный работник ничего не сделает.
    [few] { $count } запланированных работника ничего не сделают.
   *[many] { $count } запланированных работников ничего не сделают.
}
hk-confirm-stop = Остановить этого работника сейчас? { $count ->
    [one] Пропадает { $count } действие.
    [few] Пропадают { $count } действия.
   *[many] Пропадают { $count } действий.
}

## The web page (crates/server/web/haspelknecht.js)

hk-web-actions = Действия
hk-web-turn-order = Очерёдность:
hk-web-acting = Работает: { $worker } (осталось действий: { $steps })
hk-web-acting-new = Работает: { $worker } (работа ещё не выбрана)
hk-web-to-activate = ещё не запущены:
hk-web-first-work = работа первого своего работника: { $work }
hk-web-water-pool = Символ воды: при первом взятии из этого пула вы получаете 1 жетон воды.
hk-web-action-pool = пул действий
hk-web-pool-colour = Диски в этом пуле действий ({ $colour }): { $count }
hk-web-reserve-colour = Диски в этом резервном пуле ({ $colour }): { $count }
hk-web-bag = Диски в мешке (следуют из всего, что видно).
hk-web-tile-owners = Владельцы, снизу вверх: { $owners }. Следующий покупатель получит ПО: { $vp }.
hk-web-symbol = Символ
hk-web-vp-help = Победные очки на сейчас
hk-web-thaler = талеры
hk-web-debt = долги
hk-web-exhausted = выработан
hk-web-wood-slot-filled = Место для древесины занято: уголь за ним доступен.
hk-web-wood-slot-empty = Место для древесины пусто: уголь за ним закрыт, пока туда не положат древесину.
hk-web-coal-blocked = Уголь за пустым местом для древесины: закрыт.
hk-web-coal-open = Уголь, который можно добыть (если позволяет вода).
hk-web-section = Участок штольни { $section }: угля осталось { $coal }; ПО при завершении: { $vp }.
hk-web-section-complete = Завершён: угля нет, древесина на своём месте.
hk-web-section-reachable = Доступен: древесина на своём месте и уголь ещё есть.
hk-web-cart = Тачка { $n }
hk-web-steps = осталось действий: { $steps }
hk-web-waiting = запланирован, ждёт
hk-web-worked = уже отработал

## Решение словами, для журнала (когда ни одно событие этого решения его не называет)

hk-do-take = { $seat } берёт { $count } { $count ->
    [one] диск
    [few] диска
   *[other] дисков
} из пула { $pool }, цвет: { $colour }.
hk-do-pass = { $seat } пропускает второе взятие.
hk-do-lamp = { $seat } использует масляную лампу в паре пулов { $pool }.
hk-do-return-water = { $seat } возвращает 1 жетон воды.
hk-do-keep-water = { $seat } оставляет воду себе.
hk-do-assign = { $seat } планирует: { $worker } получает { $token }.
hk-do-pay = { $seat } платит ({ $worker }): { $pay }.
hk-do-winch = { $seat } планирует маркер «лебёдка».
hk-do-done = { $seat } закончил.
hk-do-activate = { $seat } запускает: { $worker }.
hk-do-produce = { $seat } производит.
hk-do-mine = { $seat } добывает 1 уголь.
hk-do-drain = { $seat } убирает воду.
hk-do-haul = { $seat } поднимает 1 уголь из шахты.
hk-do-acquire = { $seat } приобретает { $tile }.
hk-do-choose = { $seat } выбирает, как использовать эффект жетона.
hk-do-stop = { $seat } останавливает активного работника.
hk-do-wood-pinge = { $seat } кладёт 1 древесину в карьер.
hk-do-wood-tunnel = { $seat } кладёт 1 древесину в штольню.
hk-do-rope = { $seat } использует маркер «канат».
hk-do-kiln = { $seat } использует углежогную печь.
hk-do-end = { $seat } завершает выполнение.
hk-do-rent = { $seat } платит аренду: еда { $food }, талеры { $thaler }.
hk-do-store = { $seat } запасает товары на зиму.
