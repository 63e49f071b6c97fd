//! Prints screens of both games after some random decisions (a look at the layout without a
//! terminal): `cargo run -p tui --example screens -- glueckauf 40 [WIDTH HEIGHT]` (GAME is
//! `glueckauf`, `haspelknecht` or the test game `gems`).

use bots::Bot;
use engine::{GameRecord, Setup};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use tui::app::{App, SeatKind};
use tui::panel::TuiGame;

fn show<G: TuiGame>(steps: usize, width: u16, height: u16) {
    let record = GameRecord::new::<G>(&Setup {
        players: 2,
        seed: 5,
        options: G::Options::default(),
    });
    let seats = vec![SeatKind::Human, SeatKind::Bot("random".into())];
    let mut app = App::<G>::from_record(record, seats, "/tmp/x.json".into()).unwrap();
    let mut bot = bots::RandomBot::new(1);
    let mut legal = Vec::new();
    for _ in 0..steps {
        if let Some(job) = app.bot_request() {
            job.game.legal_actions(job.seat, &mut legal);
            let a = bot.choose(&job.game, job.seat, &legal);
            app.bot_done(job.ticket, job.seat, a);
        } else if app.game.is_over() {
            break;
        } else {
            let n = app.legal.len();
            for _ in 0..(app.record.actions.len() * 7) % n.max(1) {
                app.handle_key(ratatui::crossterm::event::KeyEvent::from(
                    ratatui::crossterm::event::KeyCode::Down,
                ));
            }
            app.handle_key(ratatui::crossterm::event::KeyEvent::from(
                ratatui::crossterm::event::KeyCode::Enter,
            ));
        }
    }
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| tui::draw::draw(f, &app)).unwrap();
    let buffer = terminal.backend().buffer().clone();
    for y in 0..height {
        let row: String = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
        println!("{row}");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let steps = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(30);
    let w = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(80);
    let h = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(24);
    match args.get(1).map(String::as_str) {
        Some("haspelknecht") => show::<haspelknecht::Haspelknecht>(steps, w, h),
        Some("gems") => show::<testgame::Gems>(steps, w, h),
        _ => show::<glueckauf::GlueckAuf>(steps, w, h),
    }
}
