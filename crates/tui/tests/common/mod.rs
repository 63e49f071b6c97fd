//! Helpers: keys, a rendered screen as text, bots run in line.
#![allow(dead_code)]

use bots::Bot;
use engine::{Game, GameRecord, Seat, Setup};
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use std::path::PathBuf;
use testgame::{Gems, GemsOptions};
use tui::app::{App, Effect, Mode, SeatKind};
use tui::panel::TuiGame;

pub fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

pub fn press<G: TuiGame>(app: &mut App<G>, code: KeyCode) -> Effect {
    app.handle_key(key(code))
}

pub fn type_text<G: TuiGame>(app: &mut App<G>, text: &str) {
    for c in text.chars() {
        assert_eq!(press(app, KeyCode::Char(c)), Effect::None);
    }
}

/// The screen as text, one line per row.
pub fn screen<G: TuiGame>(app: &App<G>, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| tui::draw::draw(frame, app)).unwrap();
    let buffer = terminal.backend().buffer().clone();
    let mut text = String::new();
    for y in 0..height {
        for x in 0..width {
            text.push_str(buffer[(x, y)].symbol());
        }
        text.push('\n');
    }
    text
}

/// Always passes when it may (the last legal action of the test game Gems), else the first
/// action.
pub struct Passer;

impl<G: Game> Bot<G> for Passer {
    fn name(&self) -> String {
        "passer".into()
    }
    fn choose(&mut self, _game: &G, _seat: Seat, legal: &[G::Action]) -> G::Action {
        *legal.last().unwrap()
    }
}

pub type Bots<G> = Vec<Option<Box<dyn Bot<G>>>>;

/// Lets the bots decide until a person must (or the game is over).
pub fn run_bots<G: TuiGame>(app: &mut App<G>, bots: &mut Bots<G>) {
    let mut legal = Vec::new();
    while let Some(job) = app.bot_request() {
        job.game.legal_actions(job.seat, &mut legal);
        let bot = bots[job.seat as usize].as_mut().expect("a bot seat");
        let action = bot.choose(&job.game, job.seat, &legal);
        app.bot_done(job.ticket, job.seat, action);
    }
}

pub fn gems_record(players: u8, seed: u64, options: GemsOptions) -> GameRecord {
    GameRecord::new::<Gems>(&Setup {
        players,
        seed,
        options,
    })
}

/// A game of Gems: `kinds[s]` is `None` for a person, else a bot.
pub fn gems_app(
    seed: u64,
    options: GemsOptions,
    bots: Vec<Option<Box<dyn Bot<Gems>>>>,
) -> (App<Gems>, Bots<Gems>) {
    let seats = bots
        .iter()
        .map(|b| match b {
            None => SeatKind::Human,
            Some(bot) => SeatKind::Bot(bot.name()),
        })
        .collect::<Vec<_>>();
    let record = gems_record(seats.len() as u8, seed, options);
    let app = App::from_record(record, seats, PathBuf::from("/tmp/kohle-tui-test.json")).unwrap();
    (app, bots)
}

pub fn deciding<G: TuiGame>(app: &App<G>) -> Seat {
    match app.mode {
        Mode::Deciding(seat) => seat,
        other => panic!("expected a person deciding, found {other:?}"),
    }
}
