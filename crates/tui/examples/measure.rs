//! Rough figures: frame drawing time, resuming a whole game, an undo check.
//! `cargo run --release -p tui --example measure`

use bots::{Bot, RandomBot};
use engine::{GameRecord, Setup};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::time::Instant;
use tui::app::{App, SeatKind};
use tui::panel::TuiGame;

fn finished_record<G: TuiGame>(seed: u64) -> GameRecord {
    let setup = Setup {
        players: 2,
        seed,
        options: G::Options::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut record = GameRecord::new::<G>(&setup);
    let mut bot = RandomBot::new(seed);
    let mut legal = Vec::new();
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(seat, &mut legal);
        let a = Bot::<G>::choose(&mut bot, &game, seat, &legal);
        game.apply(seat, a).unwrap();
        record.push(seat, a);
    }
    record
}

fn measure<G: TuiGame>() {
    let record = finished_record::<G>(3);
    let n = record.actions.len();
    let seats = vec![SeatKind::Human, SeatKind::Bot("random".into())];
    let start = Instant::now();
    let full = App::<G>::from_record(record.clone(), seats.clone(), "/tmp/m.json".into()).unwrap();
    let resume = start.elapsed();
    drop(full);
    let mut half = record.clone();
    half.actions.truncate(n / 2);
    let mut app = App::<G>::from_record(half, seats, "/tmp/m.json".into()).unwrap();
    for (w, h) in [(80u16, 24u16), (200, 60)] {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        let start = Instant::now();
        let frames = 300;
        for _ in 0..frames {
            terminal.draw(|f| tui::draw::draw(f, &app)).unwrap();
        }
        println!(
            "{}: draw {w}x{h}: {:.3} ms per frame",
            G::NAME,
            start.elapsed().as_secs_f64() * 1000.0 / frames as f64
        );
    }
    let start = Instant::now();
    app.undo();
    println!(
        "{}: undo check at decision {}: {:.1} ms ({:?})",
        G::NAME,
        n / 2,
        start.elapsed().as_secs_f64() * 1000.0,
        app.message
    );
    println!(
        "{}: resume a whole game of {n} decisions: {:.1} ms",
        G::NAME,
        resume.as_secs_f64() * 1000.0
    );
}

fn main() {
    measure::<glueckauf::GlueckAuf>();
    measure::<haspelknecht::Haspelknecht>();
}
