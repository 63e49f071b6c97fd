//! The app model: pure state and key handling, no terminal. Tests drive it with keys.
//!
//! The model holds the game, its record (the save file), the seats (people or bots), the menu of
//! legal actions, the typed input, the log, and the mode. [`App::handle_key`] turns a key into a
//! change of the model and an [`Effect`] the terminal loop carries out (save a file, quit).
//! Bots are asked through [`App::bot_request`] / [`App::bot_done`], so the loop can run them on a
//! thread while the tests run them in line.

use crate::panel::TuiGame;
use bots::Bot as _;
use engine::record::parse_entry;
use engine::undo::{self, Refusal};
use engine::{apply_logged, Arg, GameLog, GameRecord, LogItem, Msg, RecordError, Seat, SeatInfo};
use present::{catalog, Catalog, Lang, Names};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::PathBuf;

/// Who plays a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    /// A bot, by its spec (`random`, `greedy`, `ismcts:1s`).
    Bot(String),
}

/// What the screen is for now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A person at `seat` chooses an action.
    Deciding(Seat),
    /// The bot of `seat` is thinking.
    BotThinking(Seat),
    /// Hotseat: the terminal passes to the person at `seat`; nothing secret is on screen.
    HandOver(Seat),
    GameOver,
}

/// What the terminal loop must do after a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    None,
    /// Write `json` to `path`, then call [`App::saved`].
    Save {
        path: PathBuf,
        json: String,
    },
    /// Save as above, then quit.
    SaveAndQuit {
        path: PathBuf,
        json: String,
    },
    Quit,
}

/// A bot decision to compute (possibly on another thread).
#[derive(Clone, Debug)]
pub struct BotJob<G> {
    pub ticket: u64,
    pub seat: Seat,
    pub game: G,
}

pub struct App<G: TuiGame> {
    pub game: G,
    pub record: GameRecord,
    pub seats: Vec<SeatKind>,
    pub mode: Mode,
    /// The "quit without saving?" question is open.
    pub confirm_quit: bool,
    /// The key help is shown (`?`); any key closes it.
    pub show_help: bool,
    /// Legal actions of the deciding seat, their notation, and the indices the input selects.
    pub legal: Vec<G::Action>,
    pub labels: Vec<String>,
    pub filtered: Vec<usize>,
    /// Index into `filtered`.
    pub selected: usize,
    pub input: String,
    /// `:` was pressed: every key goes to the input line.
    pub typing: bool,
    /// Every decision and event, each with its visibility; a screen shows what its seat may see.
    pub log: GameLog<G>,
    /// The seat of every record action (for undo).
    pub decision_seats: Vec<Seat>,
    /// Milestones (shift scoring, winter, game end) to show in a box until a key is pressed.
    pub milestones: Vec<String>,
    /// An action waiting for a confirmation (it throws something away), and the question.
    pub confirm: Option<(G::Action, String)>,
    /// A status or error message for the person at the screen.
    pub message: Option<String>,
    /// The reader's language: every string on screen comes from its catalogue.
    pub lang: Lang,
    /// The final table shows the parts of each category (`d`).
    pub score_details: bool,
    /// The rules help (`r`) is open, scrolled this far.
    pub rules: Option<u16>,
    pub save_path: PathBuf,
    pub panel_scroll: u16,
    pub log_scroll: u16,
    pub spinner: usize,
    /// The record changed since it was loaded or saved.
    dirty: bool,
    /// The person whose screen is shown (hotseat hand-over).
    screen_owner: Option<Seat>,
    ticket: u64,
    requested: bool,
}

impl<G: TuiGame> App<G> {
    /// A new game or a resumed one: replays `record` and builds the log.
    pub fn from_record(
        record: GameRecord,
        seats: Vec<SeatKind>,
        save_path: PathBuf,
    ) -> Result<Self, RecordError> {
        let setup = record.setup::<G>()?;
        if seats.len() != setup.players as usize {
            return Err(RecordError::Setup(format!(
                "{} seats given for {} players",
                seats.len(),
                setup.players
            )));
        }
        let mut game = G::new_game(&setup).map_err(|e| RecordError::Setup(e.0))?;
        let mut log = Vec::new();
        let mut decision_seats = Vec::new();
        for (index, text) in record.actions.iter().enumerate() {
            let fail = |reason: String| RecordError::action(index, text, reason);
            let entry = parse_entry(&game, text).map_err(fail)?;
            apply_logged(&mut game, entry.seat, entry.action, index, &mut log)
                .map_err(|e| fail(e.to_string()))?;
            decision_seats.push(entry.seat);
        }
        let mut record = record;
        record.seats = seat_infos(&record.seats, &seats);
        let mut app = App {
            game,
            record,
            seats,
            mode: Mode::GameOver,
            confirm_quit: false,
            show_help: false,
            legal: Vec::new(),
            labels: Vec::new(),
            filtered: Vec::new(),
            selected: 0,
            input: String::new(),
            typing: false,
            log,
            decision_seats,
            milestones: Vec::new(),
            confirm: None,
            message: None,
            lang: Lang::En,
            score_details: false,
            rules: None,
            save_path,
            panel_scroll: 0,
            log_scroll: 0,
            spinner: 0,
            dirty: false,
            screen_owner: None,
            ticket: 0,
            requested: false,
        };
        app.advance();
        Ok(app)
    }

    /// The seats played by people.
    pub fn humans(&self) -> Vec<Seat> {
        (0..self.seats.len() as Seat)
            .filter(|&s| self.seats[s as usize] == SeatKind::Human)
            .collect()
    }

    /// Whose screen it is: the only person at the table, or in hotseat the person deciding now
    /// (`None`, a spectator's screen, otherwise).
    pub fn screen_seat(&self) -> Option<Seat> {
        let humans = self.humans();
        match (humans.len(), self.mode) {
            (1, Mode::HandOver(_)) => None,
            (1, _) => Some(humans[0]),
            (_, Mode::Deciding(seat)) => Some(seat),
            _ => None,
        }
    }

    /// The catalogue of the reader's language.
    pub fn cat(&self) -> &'static Catalog {
        catalog(self.lang)
    }

    /// A seat's name: the record's name for it, else "Seat N" in the reader's language.
    pub fn seat_name(&self, seat: Seat) -> String {
        match self.record.seats.get(seat as usize) {
            Some(info) if !info.name.is_empty() && info.bot.is_none() => info.name.clone(),
            _ => self
                .cat()
                .get_args("seat-name", &[("n", Arg::Num(seat as i64))]),
        }
    }

    /// A seat's name with who plays it: `Seat 1 (you)`, `Seat 2 (ismcts:1s)`.
    pub fn seat_label(&self, seat: Seat) -> String {
        let name = self.seat_name(seat);
        let cat = self.cat();
        match &self.seats[seat as usize] {
            SeatKind::Human if self.humans().len() == 1 => {
                cat.get_args("ui-seat-you", &[("name", Arg::Text(name))])
            }
            SeatKind::Human => name,
            SeatKind::Bot(spec) => cat.get_args(
                "ui-seat-bot",
                &[("name", Arg::Text(name)), ("bot", Arg::Text(spec.clone()))],
            ),
        }
    }

    /// Every seat's name, for the panels.
    pub fn names(&self) -> present::ListNames {
        let names = (0..self.seats.len() as Seat)
            .map(|s| self.seat_name(s))
            .collect();
        present::ListNames(self.lang, names)
    }

    /// The rules help in words: a title line per group, then `id: name. text` per entry.
    pub fn rules_lines(&self) -> Vec<(bool, String)> {
        let mut lines = Vec::new();
        let mut group = "";
        for entry in G::help() {
            if entry.group != group {
                group = entry.group;
                lines.push((true, self.tr(group, &[])));
            }
            lines.push((
                false,
                format!(
                    "{}: {}. {}",
                    entry.id,
                    self.text(&entry.name),
                    self.text(&entry.text)
                ),
            ));
        }
        lines
    }

    /// A message in the reader's language, seats by their names.
    pub fn text(&self, msg: &Msg) -> String {
        self.cat().text(msg, &SeatNames(self))
    }

    /// A catalogue text with arguments.
    pub fn tr(&self, key: &str, args: &[(&str, Arg)]) -> String {
        self.cat().get_args(key, args)
    }

    /// Whether the record has decisions that were not saved.
    pub fn unsaved(&self) -> bool {
        self.dirty
    }

    /// The log lines as the screen's seat may see them, oldest first, with whether each came
    /// after that seat's own last decision (new to it).
    pub fn log_lines(&self) -> Vec<(String, bool)> {
        let viewer = self.screen_seat();
        let visible: Vec<_> = engine::visible_to(&self.log, viewer).collect();
        let fresh = visible
            .iter()
            .rposition(|e| matches!(e.item, LogItem::Decision { seat, .. } if Some(seat) == viewer))
            .map_or(0, |i| i + 1);
        // Each decision and event once, in words: a decision its own events tell is left out.
        (0..visible.len())
            .filter(|&i| !present::log::told::<G>(&visible, i))
            .map(|i| {
                let text = self.text(&present::log::entry_message::<G>(visible[i]));
                (text, viewer.is_some() && i >= fresh)
            })
            .collect()
    }

    /// The number of decisions the screen's seat has seen (never counting others' hidden ones).
    pub fn visible_decisions(&self) -> usize {
        engine::visible_to(&self.log, self.screen_seat())
            .filter(|e| matches!(e.item, LogItem::Decision { .. }))
            .count()
    }

    /// The highlighted action of the menu.
    pub fn selected_action(&self) -> Option<G::Action> {
        self.filtered.get(self.selected).map(|&i| self.legal[i])
    }

    /// Decides what comes next after the game changed.
    fn advance(&mut self) {
        self.requested = false;
        self.legal.clear();
        self.labels.clear();
        self.filtered.clear();
        self.selected = 0;
        self.input.clear();
        self.typing = false;
        let Some(seat) = self.game.to_move().first() else {
            self.mode = Mode::GameOver;
            return;
        };
        match self.seats[seat as usize] {
            SeatKind::Bot(_) => self.mode = Mode::BotThinking(seat),
            SeatKind::Human => {
                if self.humans().len() > 1 && self.screen_owner != Some(seat) {
                    self.mode = Mode::HandOver(seat);
                } else {
                    self.decide(seat);
                }
            }
        }
    }

    fn decide(&mut self, seat: Seat) {
        self.mode = Mode::Deciding(seat);
        self.screen_owner = Some(seat);
        self.panel_scroll = 0;
        self.game.legal_actions(seat, &mut self.legal);
        self.labels = self.legal.iter().map(|a| a.to_string()).collect();
        self.refilter();
        self.selected = self.suggestion(seat);
    }

    /// Where the cursor starts: the action a one-step lookahead on what `seat` may see rates
    /// best (never one that needs a confirmation, such as ending mining with steps left).
    fn suggestion(&self, seat: Seat) -> usize {
        if self.legal.len() < 2 {
            return 0;
        }
        let safe = |a: &G::Action| self.game.confirmation(seat, *a).is_none();
        let seed = engine::derive_seed(self.record.seed, 0x5547 + self.record.actions.len() as u64);
        let mut greedy = bots::GreedyBot::new(seed);
        greedy.samples = 1;
        let mut game = self.game.clone();
        game.events_mut().set_recording(false);
        let best = greedy.choose(&game, seat, &self.legal);
        let pick = if safe(&best) {
            Some(best)
        } else {
            self.legal.iter().copied().find(safe)
        };
        pick.and_then(|a| self.legal.iter().position(|&b| b == a))
            .and_then(|i| self.filtered.iter().position(|&f| f == i))
            .unwrap_or(0)
    }

    fn refilter(&mut self) {
        let needle = self.input.trim().to_lowercase();
        let starts: Vec<usize> = (0..self.labels.len())
            .filter(|&i| self.labels[i].to_lowercase().starts_with(&needle))
            .collect();
        self.filtered = if starts.is_empty() {
            (0..self.labels.len())
                .filter(|&i| self.labels[i].to_lowercase().contains(&needle))
                .collect()
        } else {
            starts
        };
        self.selected = self.selected.min(self.filtered.len().saturating_sub(1));
    }

    /// Applies `action` of `seat`, records and logs it; milestones the screen's seat may see
    /// are kept for the milestone box.
    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), String> {
        let index = self.record.actions.len();
        let before = self.log.len();
        apply_logged(&mut self.game, seat, action, index, &mut self.log)
            .map_err(|e| self.cat().rule_error(G::NAME, &e))?;
        self.record.push(seat, action);
        self.decision_seats.push(seat);
        self.dirty = true;
        let fresh: Vec<String> = self.log[before..]
            .iter()
            .filter(|e| e.visibility == engine::Visibility::Public)
            .filter_map(|e| match &e.item {
                LogItem::Event { event } if G::event_is_milestone(event) => {
                    Some(self.text(&G::event_message(event)))
                }
                _ => None,
            })
            .collect();
        self.milestones.extend(fresh);
        self.log_scroll = 0;
        self.advance();
        Ok(())
    }

    /// The bot decision to compute now, once per decision.
    pub fn bot_request(&mut self) -> Option<BotJob<G>> {
        match self.mode {
            Mode::BotThinking(seat) if !self.requested => {
                self.requested = true;
                self.ticket += 1;
                let mut game = self.game.clone();
                game.events_mut().set_recording(false);
                Some(BotJob {
                    ticket: self.ticket,
                    seat,
                    game,
                })
            }
            _ => None,
        }
    }

    /// A bot's answer. Answers to questions that are no longer open (after an undo) are dropped.
    pub fn bot_done(&mut self, ticket: u64, seat: Seat, action: G::Action) {
        if ticket != self.ticket || self.mode != Mode::BotThinking(seat) {
            return;
        }
        if let Err(e) = self.act(seat, action) {
            self.message = Some(self.tr(
                "ui-bot-refused",
                &[
                    ("seat", Arg::Text(self.seat_label(seat))),
                    ("action", Arg::Text(action.to_string())),
                    ("reason", Arg::Text(e)),
                ],
            ));
        }
    }

    /// Advances the thinking animation.
    pub fn tick(&mut self) {
        self.spinner = self.spinner.wrapping_add(1);
    }

    /// The result of a save the loop carried out.
    pub fn saved(&mut self, result: Result<(), String>) {
        match result {
            Ok(()) => {
                self.dirty = false;
                let path = self.save_path.display().to_string();
                self.message = Some(self.tr("ui-saved", &[("path", Arg::Text(path))]));
            }
            Err(e) => self.message = Some(self.tr("ui-save-failed", &[("reason", Arg::Text(e))])),
        }
    }

    fn save_effect(&self, quit: bool) -> Effect {
        let path = self.save_path.clone();
        let json = self.record.to_json();
        if quit {
            Effect::SaveAndQuit { path, json }
        } else {
            Effect::Save { path, json }
        }
    }

    fn quit_request(&mut self) -> Effect {
        if self.unsaved() {
            self.confirm_quit = true;
            Effect::None
        } else {
            Effect::Quit
        }
    }

    /// Undo back to the previous decision of the only person at the table, the bots' decisions
    /// since with it, unless a draw or a reveal happened since (see [`undo::rewind`]).
    pub fn undo(&mut self) {
        let humans = self.humans();
        if humans.len() != 1 {
            self.message = Some(self.tr("ui-undo-only-vs-bots", &[]));
            return;
        }
        match undo::rewind(&self.game, &self.record, &self.decision_seats, humans[0]) {
            Ok((index, mut state)) => {
                let undone = self.record.actions.len() - index;
                state.events_mut().set_recording(true);
                self.game = state;
                self.record.actions.truncate(index);
                self.decision_seats.truncate(index);
                self.dirty = true;
                self.log.retain(|e| e.index < index);
                self.ticket += 1;
                self.confirm = None;
                self.advance();
                self.message = Some(self.tr("ui-undone", &[("n", Arg::Num(undone as i64))]));
            }
            Err(why) => self.message = Some(self.tr(rewind_refusal_key(why), &[])),
        }
    }

    /// Handles one key press.
    pub fn handle_key(&mut self, key: KeyEvent) -> Effect {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if self.confirm_quit {
            return match key.code {
                KeyCode::Char('y') | KeyCode::Char('Y') => Effect::Quit,
                KeyCode::Char('s') | KeyCode::Char('S') => {
                    self.confirm_quit = false;
                    self.save_effect(true)
                }
                _ => {
                    self.confirm_quit = false;
                    Effect::None
                }
            };
        }
        if self.show_help {
            self.show_help = false;
            return Effect::None;
        }
        // The milestone box closes with any key, which also does what it always does.
        self.milestones.clear();
        if let Some(scroll) = self.rules {
            self.rules = match key.code {
                KeyCode::Down => Some(scroll.saturating_add(1)),
                KeyCode::Up => Some(scroll.saturating_sub(1)),
                KeyCode::PageDown => Some(scroll.saturating_add(10)),
                KeyCode::PageUp => Some(scroll.saturating_sub(10)),
                _ => None,
            };
            return Effect::None;
        }
        if let Some((action, _)) = self.confirm.take() {
            if let (Mode::Deciding(seat), KeyCode::Enter | KeyCode::Char('y' | 'Y')) =
                (self.mode, key.code)
            {
                if let Err(e) = self.act(seat, action) {
                    self.message = Some(e);
                }
            }
            return Effect::None;
        }
        if ctrl {
            return match key.code {
                KeyCode::Char('c') | KeyCode::Char('q') => self.quit_request(),
                KeyCode::Char('s') => self.save_effect(false),
                KeyCode::Char('z') | KeyCode::Char('u') => {
                    self.undo();
                    Effect::None
                }
                _ => Effect::None,
            };
        }
        match key.code {
            KeyCode::PageUp => {
                self.panel_scroll = self.panel_scroll.saturating_sub(5);
                return Effect::None;
            }
            KeyCode::PageDown => {
                self.panel_scroll = self.panel_scroll.saturating_add(5);
                return Effect::None;
            }
            _ => {}
        }
        let command_keys = !self.typing && self.input.is_empty();
        if command_keys {
            match key.code {
                KeyCode::Char('q') => return self.quit_request(),
                KeyCode::Char('?') => {
                    self.show_help = true;
                    return Effect::None;
                }
                KeyCode::Char('r') => {
                    self.rules = Some(0);
                    return Effect::None;
                }
                KeyCode::Char('s') => return self.save_effect(false),
                KeyCode::Char('u') if self.mode != Mode::GameOver => {
                    self.undo();
                    return Effect::None;
                }
                KeyCode::Char('d') if self.mode == Mode::GameOver => {
                    self.score_details = !self.score_details;
                    return Effect::None;
                }
                KeyCode::Char('[') => {
                    self.log_scroll = self.log_scroll.saturating_add(3);
                    return Effect::None;
                }
                KeyCode::Char(']') => {
                    self.log_scroll = self.log_scroll.saturating_sub(3);
                    return Effect::None;
                }
                _ => {}
            }
        }
        match self.mode {
            Mode::HandOver(seat) => {
                if matches!(key.code, KeyCode::Enter | KeyCode::Char(' ')) {
                    self.message = None;
                    self.decide(seat);
                }
                Effect::None
            }
            Mode::Deciding(seat) => {
                self.deciding_key(seat, key);
                Effect::None
            }
            Mode::BotThinking(_) | Mode::GameOver => Effect::None,
        }
    }

    fn deciding_key(&mut self, seat: Seat, key: KeyEvent) {
        let n = self.filtered.len();
        match key.code {
            KeyCode::Up => self.selected = self.selected.saturating_sub(1),
            KeyCode::Down => self.selected = (self.selected + 1).min(n.saturating_sub(1)),
            KeyCode::Home => self.selected = 0,
            KeyCode::End => self.selected = n.saturating_sub(1),
            KeyCode::Esc => {
                self.input.clear();
                self.typing = false;
                self.refilter();
            }
            KeyCode::Backspace => {
                self.input.pop();
                self.refilter();
            }
            KeyCode::Tab => self.complete(),
            KeyCode::Char(':') if !self.typing && self.input.is_empty() => self.typing = true,
            KeyCode::Char(c) => {
                self.input.push(c);
                self.selected = 0;
                self.refilter();
            }
            KeyCode::Enter => self.submit(seat),
            _ => {}
        }
    }

    /// Tab: extends the input to the longest common prefix of the matching notations.
    fn complete(&mut self) {
        let needle = self.input.to_lowercase();
        let matching: Vec<&str> = self
            .filtered
            .iter()
            .map(|&i| self.labels[i].as_str())
            .filter(|l| l.to_lowercase().starts_with(&needle))
            .collect();
        let Some(first) = matching.first() else {
            return;
        };
        let mut prefix: &str = first;
        for label in &matching[1..] {
            let common = prefix
                .char_indices()
                .zip(label.chars())
                .find(|((_, a), b)| !a.eq_ignore_ascii_case(b))
                .map_or(prefix.len().min(label.len()), |((i, _), _)| i);
            prefix = &prefix[..common];
        }
        if prefix.len() >= self.input.len() {
            self.input = prefix.to_string();
            self.typing = true;
            self.refilter();
        }
    }

    /// Enter: the typed notation if it reads as a legal action, else the highlighted action.
    fn submit(&mut self, seat: Seat) {
        let text = self.input.trim().to_string();
        let action = if text.is_empty() {
            self.selected_action()
        } else {
            match self.game.parse_action(&text) {
                Ok(a) if self.legal.contains(&a) => Some(a),
                Ok(a) => {
                    // Why not: the rule that refuses it, found by trying it on a copy.
                    let mut copy = self.game.clone();
                    copy.events_mut().set_recording(false);
                    let why = match copy.apply(seat, a) {
                        Err(e) => self.cat().rule_error(G::NAME, &e),
                        Ok(()) => self.tr("ui-not-offered", &[]),
                    };
                    self.message = Some(self.tr(
                        "ui-not-legal",
                        &[
                            ("action", Arg::Text(a.to_string())),
                            ("reason", Arg::Text(why)),
                        ],
                    ));
                    return;
                }
                Err(e) => match self.selected_action() {
                    Some(a) => Some(a),
                    None => {
                        self.message = Some(self.tr(
                            "ui-cannot-read",
                            &[
                                ("input", Arg::Text(e.input.clone())),
                                ("reason", Arg::Text(e.reason.clone())),
                            ],
                        ));
                        return;
                    }
                },
            }
        };
        let Some(action) = action else {
            return;
        };
        self.message = None;
        if let Some(question) = self.game.confirmation(seat, action) {
            let question = self.text(&question);
            self.confirm = Some((action, question));
            return;
        }
        if let Err(e) = self.act(seat, action) {
            self.message = Some(e);
        }
    }
}

/// Seats named as on this app's screen.
struct SeatNames<'a, G: TuiGame>(&'a App<G>);

impl<G: TuiGame> Names for SeatNames<'_, G> {
    fn seat_name(&self, seat: Seat) -> String {
        self.0.seat_name(seat)
    }
}

/// The record's seats for `kinds`: bots by their spec, people by the name the record gave them.
fn seat_infos(old: &[SeatInfo], kinds: &[SeatKind]) -> Vec<SeatInfo> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, kind)| match kind {
            SeatKind::Bot(spec) => SeatInfo::bot(spec.clone()),
            SeatKind::Human => match old.get(i) {
                Some(info) if info.bot.is_none() => info.clone(),
                _ => SeatInfo::person(""),
            },
        })
        .collect()
}

/// The terminal's words for a refused [`undo::rewind`]: it goes back over the bots' decisions
/// too, so its texts speak of everything since the person's previous decision.
fn rewind_refusal_key(why: Refusal) -> &'static str {
    match why {
        Refusal::NothingToUndo => "ui-undo-nothing",
        Refusal::Revealed => "ui-undo-revealed",
        Refusal::BadRecord => "ui-undo-bad-record",
        // Reasons of the full rule (`undo::take_back`), which `rewind` does not give.
        other => other.key(),
    }
}
