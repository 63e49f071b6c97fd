//! The terminal loop: crossterm events in, effects out, bots on their thread.

use crate::app::{App, Effect};
use crate::bots::BotWorker;
use crate::draw::draw;
use crate::panel::TuiGame;
use bots::Bot;
use ratatui::crossterm::event::{self, Event, KeyEventKind};
use std::time::Duration;

/// Runs `app` in the terminal until the person quits.
pub fn run<G: TuiGame>(mut app: App<G>, bots: Vec<Option<Box<dyn Bot<G>>>>) -> anyhow::Result<()> {
    let worker = BotWorker::spawn(bots);
    let mut terminal = ratatui::init();
    let result = (|| -> anyhow::Result<()> {
        loop {
            terminal.draw(|frame| draw(frame, &app))?;
            if let Some(job) = app.bot_request() {
                worker.send(job);
            }
            if event::poll(Duration::from_millis(100))? {
                if let Event::Key(key) = event::read()? {
                    if key.kind == KeyEventKind::Release {
                        continue;
                    }
                    let effect = app.handle_key(key);
                    if perform(&mut app, effect) {
                        return Ok(());
                    }
                }
            }
            while let Some(reply) = worker.try_recv() {
                app.bot_done(reply.ticket, reply.seat, reply.action);
            }
            app.tick();
        }
    })();
    ratatui::restore();
    result
}

/// Carries out an effect; `true` to quit.
pub fn perform<G: TuiGame>(app: &mut App<G>, effect: Effect) -> bool {
    match effect {
        Effect::None => false,
        Effect::Quit => true,
        // Saved whole or not at all, through a symbolic link, keeping permissions, and never
        // interleaved with a `kohle apply` on the same file (see `safefile`).
        Effect::Save { path, json } => {
            app.saved(safefile::replace(&path, json.as_bytes()).map_err(|e| e.to_string()));
            false
        }
        Effect::SaveAndQuit { path, json } => match safefile::replace(&path, json.as_bytes()) {
            Ok(()) => true,
            Err(e) => {
                app.saved(Err(e.to_string()));
                false
            }
        },
    }
}
