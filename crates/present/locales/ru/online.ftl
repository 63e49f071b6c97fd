# Игра на несколько дней (kohle serve): часы, боты за отсутствующих, договорённости, почта,
# Мои партии, рейтинги.

## Строки журнала сервера
srv-timeout-bot = У игрока { $name } кончилось время: бот { $bot } играет за него, пока он не вернёт себе место.
srv-timeout-forfeit = У игрока { $name } кончилось время, техническое поражение: бот { $bot } доигрывает партию, последнее место.
srv-seat-back = { $name } вернул себе место.
srv-resigned-bot = { $name } сдался: бот { $bot } доигрывает партию, последнее место.
srv-resigned-end = { $name } сдался: партия на этом заканчивается, { $name } на последнем месте.
srv-aborted = Все согласились: партия прервана.
srv-aborted-admin = Администратор сервера прервал партию.

## Отказы
err-taken-over = С тех пор как кончилось ваше время, за вас играет бот: сначала верните себе место.
err-seat-left = Это место сдалось или проиграло по времени: бот доигрывает его до конца.
err-not-taken-over = Бот за вас не играет: возвращать нечего.
err-out-of-time = Ваше время кончилось раньше, чем пришло ваше решение.
err-abort-too-late = Прерывать поздно: первая смена (первый год) уже прошла.
err-rematch-not-over = О реванше можно договориться, когда партия окончена.
err-analysis-off = Этот сервер не анализирует партии (анализ отключён).
err-analysis-not-over = Анализировать можно только оконченную партию.
err-analysis-busy = Сервер сейчас анализирует столько партий, сколько может одновременно: попробуйте снова через несколько минут.

## Анализ оконченной партии
analysis-verdict-good = хороший ход
analysis-verdict-inaccuracy = неточность
analysis-verdict-mistake = ошибка
analysis-verdict-blunder = грубая ошибка
analysis-only-move = единственный ход
analysis-chart-title = Шанс на победу после каждого решения (по оценке принимающего решение)
analysis-chart-x = решение

## Почта
mail-invite-subject = Ваше место в партии { $game }
mail-invite-body = Здравствуйте, { $name }! У вас место в партии { $game } с игроками: { $others }. Ссылка ниже — ваше место: кто её имеет, играет за вас.
mail-turn-subject = Ваш ход в { $game }
mail-turn-body = Здравствуйте, { $name }! Ваш ход в партии { $game } с игроками: { $others }. Срок хода: { $deadline }.
mail-low-subject = Время кончается в { $game }
mail-low-body = Здравствуйте, { $name }! Ваше время в партии { $game } кончается в { $deadline }. Потом решения за вас принимает бот.
mail-over-subject = Партия окончена: { $game }
mail-over-body = Здравствуйте, { $name }! Партия { $game } с игроками { $others } окончена.
mail-result-line = { $place }. { $name }: { $score } ПО
mail-signin-subject = Ваша ссылка для входа в kohle
mail-signin-body = Откройте ссылку ниже, чтобы видеть свои партии на этом устройстве. Она работает один раз, в течение часа. Если вы её не запрашивали, не обращайте внимания на это письмо.
mail-footer = Больше никаких писем с этого сервера на этот адрес, одним щелчком: { $link }

## Страница
web-clock = Контроль времени
web-clock-untimed = Без часов
web-clock-fischer = В реальном времени
web-clock-turn = По ходам
web-clock-minutes = Минут на игрока
web-clock-increment = Секунд добавляется за ход
web-clock-hours = Часов на ход
web-clock-reserve = Запас в часах
web-on-timeout = Когда время кончается
web-on-timeout-bot = бот играет, пока человек не вернётся
web-on-timeout-forfeit = место проигрывает (бот доигрывает, последнее место)
web-email = Эл. почта (необязательно)
web-me = я
web-seat-taken-over = бот ({ $bot }) играет за игрока { $name }
web-seat-forfeited = { $name }: поражение по времени
web-seat-resigned = { $name } сдался
web-clock-running = { $name }: { $time }, идёт
web-clock-stopped = { $name }: { $time }
web-take-back = Вернуть моё место
web-resign = Сдаться
web-resign-confirm = Сдать эту партию? Вы займёте последнее место при любом счёте.
web-abort = Согласиться прервать
web-abort-agreed = Согласны прервать: { $names }
web-rematch = Реванш
web-rematch-accepted = Приняли реванш: { $names }
web-rematch-open = Открыть реванш
web-aborted = Партия прервана.
web-notify-ask = Сообщать, когда мой ход
web-notify-body = Ваш ход в { $game }.
web-email-me = Пишите мне об этой партии:
web-save = Сохранить
web-saved = Сохранено.
web-add-to-my-games = Добавить в Мои партии
web-added = Добавлено в Мои партии.
web-my-games-title = Мои партии
web-leaderboard = Рейтинг
web-create-player = Создать меня как игрока
web-player-help = Этот браузер хранит ваш ключ игрока: добавленные партии видны здесь. На другом устройстве запросите ссылку для входа по почте.
web-sign-in = Войти по ссылке из письма
web-sign-in-send = Отправить ссылку
web-sign-in-sent = Если у кого-то здесь этот адрес, ссылка уже в пути.
web-signed-in = Вход на этом устройстве выполнен.
web-profile = Профиль
web-to-move = ходит: { $names }
web-place-score = место { $place }, { $score } ПО
web-last-move = последний ход: { $text }
web-no-my-games = Партий пока нет: откройте приглашение и добавьте его в Мои партии или создайте партию и займите место сами.
web-rating = Рейтинг
web-games-count = Партии
web-players-n = игроков: { $n }
web-mail-stop-title = Больше никаких писем
web-mail-stop-ask = Отписаться от всех писем этого сервера на ваш адрес?
web-mail-stop-button = Отписаться
web-mail-stop-done = Готово: писем на ваш адрес больше не будет.

# The replay page (replay.js).
web-replay = Повтор
web-replay-title = Повтор
web-replay-first = Первый шаг (Home)
web-replay-prev-decision = Предыдущее решение (Shift+←)
web-replay-prev = Предыдущий шаг (←)
web-replay-next = Следующий шаг (→)
web-replay-next-decision = Следующее решение (Shift+→)
web-replay-last = Последний шаг (End)
web-replay-slider = Шаг
web-replay-step = Шаг { $step } из { $steps } · принято решений: { $actions }
web-replay-view-as = Поле глазами
web-replay-public = всех (открытое)
web-replay-everything = Партия окончена: все видят всё (планы, вытянутое, стопки).
web-replay-as-seen = Партия ещё идёт: вы видите то, что видело ваше место (зритель — только открытое).
web-replay-piles = Закрытые стопки (сверху вниз)
web-replay-to-game = Назад к партии
web-replay-drop = Перетащите сюда файл партии (сохранённый kohle) или выберите его. Он читается и воспроизводится в этом браузере и никуда не отправляется.
web-replay-choose = Выбрать файл партии
web-replay-file-error = Этот файл нельзя воспроизвести: { $reason }
web-replay-no-wasm = Этот сервер собран без модуля повтора (replay.wasm): здесь нельзя воспроизвести файл.
web-replay-analysis = Анализ
web-replay-analyse = Проанализировать партию
web-replay-analysing = Бот анализирует партию…
web-replay-analysis-failed = Анализ не удался.
web-replay-chart = Шансы каждого места на победу по ходу партии
