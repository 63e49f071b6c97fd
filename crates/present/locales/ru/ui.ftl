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
