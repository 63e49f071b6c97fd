//! The app model: pure state and key handling, no terminal. Tests drive it with keys.
//!
//! The model holds the game, its record (the save file), the seats (people or bots), the menu of
//! legal actions, the typed input, the log, and the mode. [`App::handle_key`] turns a key into a
//! change of the model and an [`Effect`] the terminal loop carries out (save a file, quit).
//! Bots are asked through [`App::bot_request`] / [`App::bot_done`], so the loop can run them on a
//! thread while the tests run them in line.

use crate::panel::{TuiGame, Visibility};
use crate::undo;
use engine::record::parse_entry;
use engine::{GameRecord, RecordError, Seat};
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

/// One decision in the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub seat: Seat,
    pub text: String,
    /// Who learned it: everybody, its seat until the next public decision, or its seat only.
    pub visibility: Visibility,
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
    pub log: Vec<LogEntry>,
    /// A status or error message for the person at the screen.
    pub message: Option<String>,
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
        for (index, text) in record.actions.iter().enumerate() {
            let fail = |reason: String| RecordError::Action {
                index,
                text: text.clone(),
                reason,
            };
            let entry = parse_entry(&game, text).map_err(fail)?;
            let visibility = game.visibility(entry.seat, entry.action);
            game.apply(entry.seat, entry.action)
                .map_err(|e| fail(e.to_string()))?;
            push_log(&mut log, entry.seat, entry.action.to_string(), visibility);
        }
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
            message: None,
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

    pub fn seat_label(&self, seat: Seat) -> String {
        match &self.seats[seat as usize] {
            SeatKind::Human if self.humans().len() == 1 => format!("Seat {seat} (you)"),
            SeatKind::Human => format!("Seat {seat}"),
            SeatKind::Bot(spec) => format!("Seat {seat} ({spec})"),
        }
    }

    /// Whether the record has decisions that were not saved.
    pub fn unsaved(&self) -> bool {
        self.dirty
    }

    /// The log lines as the screen's seat may see them, oldest first.
    pub fn log_lines(&self) -> Vec<String> {
        let last_public = self
            .log
            .iter()
            .rposition(|e| e.visibility == Visibility::Public);
        let viewer = self.screen_seat();
        self.log
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let revealed = match entry.visibility {
                    Visibility::Public => true,
                    Visibility::UntilNextPublic => last_public.is_some_and(|p| p > i),
                    Visibility::Private => false,
                };
                self.log_line(entry, revealed || viewer == Some(entry.seat))
            })
            .collect()
    }

    fn log_line(&self, entry: &LogEntry, visible: bool) -> String {
        let who = format!("S{}", entry.seat);
        if !visible {
            format!("{who}: (secret)")
        } else {
            format!("{who}: {}", entry.text)
        }
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

    /// Applies `action` of `seat`, records and logs it.
    fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), String> {
        let visibility = self.game.visibility(seat, action);
        self.game.apply(seat, action).map_err(|e| e.to_string())?;
        self.record.push(seat, action);
        self.dirty = true;
        push_log(&mut self.log, seat, action.to_string(), visibility);
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
                Some(BotJob {
                    ticket: self.ticket,
                    seat,
                    game: self.game.clone(),
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
            self.message = Some(format!("{}: refused {action}: {e}", self.seat_label(seat)));
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
                self.message = Some(format!("Saved to {}", self.save_path.display()));
            }
            Err(e) => self.message = Some(format!("Save failed: {e}")),
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

    /// Undo back to the previous decision of the only person at the table, unless a draw or a
    /// reveal happened since (see [`undo::undo_point`]).
    pub fn undo(&mut self) {
        let humans = self.humans();
        if humans.len() != 1 {
            self.message = Some("Undo works only for one person playing against bots".into());
            return;
        }
        let seats: Vec<Seat> = self.log.iter().map(|e| e.seat).collect();
        match undo::undo_point(&self.game, &self.record, &seats, humans[0]) {
            Ok((index, state)) => {
                let undone = self.record.actions.len() - index;
                self.game = state;
                self.record.actions.truncate(index);
                self.dirty = true;
                self.log.truncate(index);
                self.ticket += 1;
                self.advance();
                self.message = Some(format!("Undid {undone} decision(s)"));
            }
            Err(why) => self.message = Some(why),
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
                KeyCode::Char('s') => return self.save_effect(false),
                KeyCode::Char('u') if self.mode != Mode::GameOver => {
                    self.undo();
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
                    self.message = Some(format!("`{a}` is not legal now"));
                    return;
                }
                Err(e) => match self.selected_action() {
                    Some(a) => Some(a),
                    None => {
                        self.message = Some(e.to_string());
                        return;
                    }
                },
            }
        };
        let Some(action) = action else {
            return;
        };
        self.message = None;
        if let Err(e) = self.act(seat, action) {
            self.message = Some(e);
        }
    }
}

/// Appends a decision to the log.
fn push_log(log: &mut Vec<LogEntry>, seat: Seat, text: String, visibility: Visibility) {
    log.push(LogEntry {
        seat,
        text,
        visibility,
    });
}
