# The terminal UI and the command line (the web page uses these too where it can).

## Seats and status line
ui-seat-you = { $name } (вы)
ui-seat-bot = { $name } ({ $bot })
ui-status-deciding = Решает: { $seat }
ui-status-thinking = Думает: { $seat }
ui-status-hand-over = Передача хода: { $seat }
ui-status-game-over = Игра окончена
ui-status-decisions = { $n ->
    [one] { $n } решение
    [few] { $n } решения
    [many] { $n } решений
   *[other] { $n } решения
}
ui-public-view = Общий вид
ui-more-down = PgDn: ещё
ui-more-up = PgUp: ещё
ui-more-both = PgUp/PgDn: ещё

## Menu, log, hints
ui-actions = Действия
ui-actions-count = Действия ({ $n })
ui-actions-filtered = Действия ({ $shown }/{ $n })
ui-log-title = Журнал ({ $n })
ui-hint-deciding = Up/Dn+Enter или ввод (: сначала) Tab дополняет | u отмена s сохр. q выход | r правила ? справка
ui-hint-hand-over = Enter: готово  q выход  ? справка
ui-hint-thinking = u отмена  s сохранить  q выход  PgUp/PgDn прокрутка  r правила  ? справка
ui-hint-game-over = s сохранить  q выход  PgUp/PgDn прокрутка  [ ] журнал  d детали  ? справка

## Keys (the help box)
ui-keys-title = Клавиши
ui-key-choose = Up/Down Home/End  выбрать действие
ui-key-enter = Enter             выполнить
ui-key-letters = буквы             ввод нотации: фильтрует меню
ui-key-colon = :                 нотация, начинающаяся с s, u, q, r, d
ui-key-tab = Tab               дополнить введённую нотацию
ui-key-esc = Esc / Backspace   очистить / стереть введённый текст
ui-key-undo = u  Ctrl-Z         отменить до своего прошлого решения
ui-key-save = s  Ctrl-S         сохранить запись партии
ui-key-quit = q  Ctrl-C         выйти (спросит, если не сохранено)
ui-key-scroll-panel = PgUp/PgDn         прокрутить игровую панель
ui-key-scroll-log = [ ]               прокрутить журнал
ui-key-rules = r                 справка: все компоненты, поля и варианты
ui-key-help = ?                 эта справка
ui-key-close-help = любая клавиша закрывает справку

## Boxes
ui-any-key = (любая клавиша — продолжить)
ui-milestones-title = Что произошло
ui-confirm-title = Вы уверены?
ui-confirm-keys = Enter или y: выполнить   другая клавиша: назад
ui-quit-title = Выйти?
ui-quit-unsaved = В партии есть несохранённые решения.
ui-quit-keys = y: всё равно выйти  s: сохранить и выйти
ui-quit-keep = другая клавиша: продолжить игру
ui-rules-title = Справка по правилам
ui-rules-keys = Up/Down PgUp/PgDn: прокрутка   другая клавиша: закрыть

## Hand-over (hotseat)
ui-hand-over-title = Передача хода
ui-hand-over-pass = Передайте терминал. Ходит: { $seat }.
ui-hand-over-look-away = Остальных просим отвернуться.
ui-hand-over-ready = { $seat }: нажмите Enter, когда будете готовы.

## Messages
ui-bot-refused = { $seat }: отклонено { $action }: { $reason }
ui-saved = Сохранено в { $path }
ui-save-failed = Ошибка сохранения: { $reason }
ui-undo-only-vs-bots = Отмена работает, только если один человек играет против ботов.
ui-undo-nothing = Нечего отменять: вы ещё не принимали решений.
ui-undo-revealed = Отмена невозможна: после вашего последнего решения открылась скрытая информация.
ui-undo-bad-record = Отмена невозможна: запись партии не воспроизводится.
ui-undone = { $n ->
    [one] Отменено { $n } решение.
    [few] Отменено { $n } решения.
    [many] Отменено { $n } решений.
   *[other] Отменено { $n } решения.
}
ui-not-legal = `{ $action }` сейчас недопустимо: { $reason }
ui-not-offered = этого действия нет среди доступных сейчас.
ui-cannot-read = Не удаётся прочитать `{ $input }`: { $reason }

## Final table
ui-final-score = Итоговый счёт
ui-total = итого
ui-place = место
ui-tiebreak-part = при ничьей: { $part }
ui-winner = { $n ->
    [one] Победитель: { $names }
   *[other] Победители (ничья): { $names }
}
ui-details-show = d: показать составляющие каждой категории
ui-details-hide = d: скрыть составляющие

## Command line
cli-options-title = Варианты правил игры { $game } (задаются через --option NAME=VALUE):
cli-rules-none = Нет справки по правилам для `{ $topic }`.
cli-scores-final = Очки (итог):
cli-scores-so-far = Очки на данный момент:
cli-winner = победитель
cli-vp = { $n } ПО
cli-legal-over = Игра окончена: допустимых действий нет.
cli-legal-none = { $seat }: сейчас решать нечего.
cli-legal-title = { $seat }: { $n ->
    [one] { $n } допустимое действие
    [few] { $n } допустимых действия
    [many] { $n } допустимых действий
   *[other] { $n } допустимого действия
}

## Страница в браузере (kohle serve)
web-lobby-title = Играть в Glück Auf и Haspelknecht
web-language = Язык
web-new-game = Новая игра
web-game = Игра
web-players = Игроки
web-seats = Места
web-person = Человек
web-name = Имя
web-bot-random = Бот: случайные ходы (самый слабый)
web-bot-greedy = Бот: жадный (слабый)
web-bot-ismcts-1s = Бот: поиск, 1 с на ход (сильный)
web-bot-ismcts-3s = Бот: поиск, 3 с на ход (самый сильный)
web-options = Варианты правил
web-random = случайно
web-create = Создать игру
web-creating = Создаём игру…
web-created = Игра создана
web-invite-help = Отправьте каждому игроку его собственную ссылку: у кого ссылка, тот и играет за это место. По ссылке зрителя можно только смотреть.
web-copy = Копировать
web-copied = Скопировано
web-open = Открыть
web-my-games = Мои игры (хранятся в этом браузере)
web-no-games = Игр пока нет.
web-forget = Забыть эту игру
web-spectator = Зритель
web-error-status = Сервер ответил с кодом { $status }.
web-no-token = В этой ссылке нет токена: откройте ссылку-приглашение целиком.
web-board = Поле
web-sound = Звук
web-reconnecting = Соединение потеряно: переподключаемся…
web-will-send = Ещё не отправлено: уйдёт, как только восстановится соединение.
web-not-sent = Ваш ход не был отправлен и больше невозможен.
web-notation = Запись хода
web-notation-placeholder = введите ход; Tab дополняет
web-send = Отправить
web-undo = Отменить
web-scores = Очки
web-log = Журнал
web-actions = Допустимые действия
web-confirm-title = Вы уверены?
web-confirm-yes = Да, выполнить
web-confirm-no = Назад
web-tap-again = нажмите ещё раз, чтобы выполнить
web-choose-next = Выберите следующую часть хода (подсвечена) или введите её.
web-no-match = Ни одно допустимое действие так не начинается.
web-more = … и ещё { $n }
web-your-turn = Ваш ход
web-you-are = Вы играете за: { $name }
web-waiting-for = Ждём: { $names }
web-game-over = Игра окончена
web-game-aborted = Администратор сервера прервал эту партию.
web-points = { $n } ПО
web-tiebreak = При ничьей
web-winner = Победитель: { $name }
web-winners-shared = Победители (ничья): { $names }
web-tiebreak-decided = Очков поровну: решили правила ничьей.
web-category = Категория
web-total = Итого
web-place = Место
web-draw-failed = Поле не удалось нарисовать; вместо него показан список допустимых действий.

## Страница в браузере: поле Glück Auf
web-ga-status = Смена, фаза, запас и победные очки
web-ga-board = Ячейки действий
web-ga-shift = Смена { $n } из 3
web-ga-phase-draft = выбор заказов, карта { $pick } из { $picks }
web-ga-phase-place-workers = размещение рабочих
web-ga-phase-take-tile = 5 верхних жетонов: купите один или ни одного
web-ga-phase-take-order = 5 верхних заказов: оставьте один или ни одного
web-ga-phase-return-end = верните остальные ({ $count }) наверх или под низ стопки
web-ga-phase-return-order = возвращайте по одному (названо { $placed } из { $count })
web-ga-phase-substitute = нехватка угля: новым вагонеткам цвета «{ $level }» ({ $carts }) нужен кубик другого цвета
web-ga-phase-mining = добыча, осталось шагов: { $steps_left }
web-ga-phase-double-fill = двойное заполнение на { $card }: положено { $cubes_placed } из 2 кубиков
web-ga-phase-over = игра окончена
web-ga-supply = Запас
web-ga-tile-pile = Стопка жетонов: { $n }
web-ga-order-deck = Колода заказов: { $n }
web-ga-first-player = Первый игрок: { $name }
web-ga-vp = ПО
web-ga-vp-short = ПО
web-ga-factory = Фабрика { $n }
web-ga-factory-draw = Фабрика: 5 верхних
web-ga-mine = Добыча { $n }
web-ga-money = Деньги { $n }
web-ga-order = Заказ { $n }
web-ga-order-draw = Заказы: 5 верхних
web-ga-players-n = от { $n } игроков
web-ga-blocked = Не в игре: эта ячейка открыта только при { $n } и более игроках.
web-ga-cost-short = ⚒{ $n }
web-ga-cost = Рабочих нужно, чтобы занять сейчас: { $n }
web-ga-workers-on = Рабочие здесь: { $n } ({ $name })
web-ga-tile-tip = Жетон { $number }: { $colour }, вагонеток: { $carts }, сторона: { $side }, цена в марках: { $cost }
web-ga-draft-title = Выбор: возьмите одну карту заказа
web-ga-drawn-yours = Видите только вы: { $n } сверху стопки
web-ga-drawn-other = { $name } смотрит { $n } сверху стопки (от вас скрыто)
web-ga-scoring-title = Подсчёт итогов в конце смены { $n }
web-ga-element = Элемент
web-ga-first-second = ПО за 1-е / 2-е место
web-ga-mine-of = Шахта: { $name }
web-ga-marks = Марки: { $n }
web-ga-workers = Рабочие: { $n }
web-ga-canteen = Столовая: { $n }
web-ga-light-dark = Жетоны: светлых { $light }, тёмных { $dark }
web-ga-surface = Поверхность
web-ga-carts = Вагонетки с углём: { $n } ({ $colour })
web-ga-empty-cart = Пустая вагонетка (уровень: { $colour })
web-ga-storage = Хранилище
web-ga-mini-tile = Жетон { $number }, сторона: { $side }
web-ga-pending = Незавершённые заказы: { $n }
web-ga-delivered = Доставленные заказы ({ $n }): { $cards }
web-ga-delivered-count = Доставленные заказы: { $n }
web-ga-delivered-revealed = Доставленные заказы ({ $n }): { $cards } +{ $hidden } рубашкой вверх
web-ga-revealed-tip = Открыты при последнем подсчёте итогов смены: снова рубашкой вверх, но их видели все игроки.
web-ga-delivered-seen = Доставленные заказы (увиденные)
web-ga-face-down = +{ $n } рубашкой вверх
web-ga-button-stop = Закончить добычу
web-ga-button-return-top = Наверх стопки
web-ga-button-return-bottom = Под низ стопки
web-ga-button-take-none = Ничего не брать
web-ga-substitute = Кубик: { $colour } ({ $letter })
web-ga-substitute-none = Оставить вагонетку пустой
web-ga-more-actions = Другие действия:
web-ga-short-yellow = Ж
web-ga-short-brown = К
web-ga-short-grey = С
web-ga-short-black = Ч
