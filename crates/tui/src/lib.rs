//! `kohle play`: a whole game of Glück Auf or Haspelknecht in the terminal.
//!
//! - [`app`]: the pure app model and its key handling ([`app::App::handle_key`] → [`app::Effect`]).
//! - [`draw`]: drawing the model with ratatui (fits 80x24).
//! - [`term`]: the crossterm loop; [`bots`]: bots on a thread.
//! - [`panel`]: the game-specific panels, drawn from `view(Some(seat))` only.
//!
//! Undo is the engine's rule ([`engine::undo::rewind`]); the tests play the test game Gems
//! (crates/testgame, a dev-dependency).
//!
//! Wiring `kohle play` (crates/cli), inside the CLI's game dispatch:
//!
//! ```ignore
//! // kohle play --game G --players N --seats you,ismcts:1s [--seed S] [--option K=V]...
//! let setup = engine::Setup { players, seed, options: build_options::<G>(&options, components)? };
//! let mut config = tui::PlayConfig::new_game::<G>(&setup, tui::parse_seats(&seats));
//! config.save_path = save; // optional; default kohle-GAME-SEED.json
//! tui::play(config)?;
//! // kohle play --resume FILE [--seats ...]
//! let record = engine::GameRecord::from_json(&std::fs::read_to_string(&file)?)?;
//! tui::play(tui::PlayConfig::resume(record, file, tui::parse_seats(&seats)))?;
//! ```

pub mod app;
pub mod bots;
pub mod draw;
#[cfg(feature = "glueckauf")]
pub mod glueckauf_panel;
#[cfg(feature = "haspelknecht")]
pub mod haspelknecht_panel;
pub mod panel;
pub mod term;

use anyhow::{anyhow, bail};
use app::{App, SeatKind};
use engine::{derive_seed, Game, GameRecord, Setup};
use panel::TuiGame;
use std::path::PathBuf;

/// What `kohle play` needs.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    /// The game: a record without actions for a new game (see [`PlayConfig::new_game`]; it holds
    /// game name, players, seed and rule options), or a saved record to resume.
    pub record: GameRecord,
    /// Per seat, `you` or a bot spec (`random`, `greedy`, `ismcts:1s`). Empty: seat 0 is you and
    /// the other seats are [`bots::DEFAULT_BOT`]. One entry per player otherwise.
    pub seats: Vec<String>,
    /// Where `s` saves (default `kohle-GAME-SEED.json`; the resumed file when resuming).
    pub save_path: Option<PathBuf>,
    /// The language of every string on screen.
    pub lang: present::Lang,
}

impl PlayConfig {
    /// A new game of `G` from a ready setup.
    pub fn new_game<G: Game>(setup: &Setup<G::Options>, seats: Vec<String>) -> Self {
        PlayConfig {
            record: GameRecord::new::<G>(setup),
            seats,
            save_path: None,
            lang: present::Lang::En,
        }
    }

    /// A new game by name (`glueckauf`, `haspelknecht`) with rule options as JSON
    /// (`null` for the defaults).
    pub fn new_named(
        game: &str,
        players: u8,
        seed: u64,
        options: serde_json::Value,
        seats: Vec<String>,
    ) -> Self {
        PlayConfig {
            record: GameRecord {
                game: game.to_string(),
                version: 0,
                players,
                seed,
                options,
                seats: Vec::new(),
                actions: Vec::new(),
            },
            seats,
            save_path: None,
            lang: present::Lang::En,
        }
    }

    /// Continues a saved game; `s` saves back to `path`. Without `seats`, the record's seats
    /// (people stay people, bots keep their spec).
    pub fn resume(record: GameRecord, path: PathBuf, seats: Vec<String>) -> Self {
        PlayConfig {
            record,
            seats,
            save_path: Some(path),
            lang: present::Lang::En,
        }
    }
}

/// The games `play` knows.
pub const GAMES: &[&str] = &[
    #[cfg(feature = "glueckauf")]
    "glueckauf",
    #[cfg(feature = "haspelknecht")]
    "haspelknecht",
];

/// Plays a game in the terminal until the person quits.
pub fn play(config: PlayConfig) -> anyhow::Result<()> {
    match config.record.game.as_str() {
        #[cfg(feature = "glueckauf")]
        <glueckauf::GlueckAuf as Game>::NAME => play_game::<glueckauf::GlueckAuf>(config),
        #[cfg(feature = "haspelknecht")]
        <haspelknecht::Haspelknecht as Game>::NAME => {
            play_game::<haspelknecht::Haspelknecht>(config)
        }
        other => bail!("cannot play `{other}` (known: {})", GAMES.join(", ")),
    }
}

/// Plays a game of `G` in the terminal.
pub fn play_game<G: TuiGame>(config: PlayConfig) -> anyhow::Result<()> {
    let (app, bots) = build_app::<G>(config)?;
    term::run(app, bots)
}

/// The app model and the bots of a configuration (without a terminal).
#[allow(clippy::type_complexity)]
pub fn build_app<G: TuiGame>(
    config: PlayConfig,
) -> anyhow::Result<(App<G>, Vec<Option<Box<dyn ::bots::Bot<G>>>>)> {
    let mut record = config.record;
    if record.version == 0 && record.actions.is_empty() {
        // A new game named without its version (`PlayConfig::new_named`).
        record.version = G::VERSION;
    }
    let players = record.players;
    if players < G::MIN_PLAYERS || players > G::MAX_PLAYERS {
        bail!(
            "{} is for {} to {} players, not {players}",
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS
        );
    }
    let given = if config.seats.is_empty() && !record.seats.is_empty() {
        // Resuming: the seats stored in the record.
        record
            .seats
            .iter()
            .map(|s| match &s.bot {
                Some(spec) => spec.clone(),
                None if s.name.is_empty() => "you".to_string(),
                None => format!("you:{}", s.name),
            })
            .collect()
    } else {
        config.seats.clone()
    };
    let specs = seat_specs(&given, players)?;
    let mut person_names: Vec<String> = Vec::new();
    let mut seats = Vec::new();
    let mut seat_bots = Vec::new();
    for (seat, spec) in specs.iter().enumerate() {
        if let Some(name) = person_name(spec) {
            seats.push(SeatKind::Human);
            seat_bots.push(None);
            person_names.push(name);
        } else {
            // Bots of a resumed game get fresh seeds from the game seed and the record length.
            let seed = derive_seed(
                record.seed,
                1000 + seat as u64 + 16 * record.actions.len() as u64,
            );
            let bot = bots::make_bot::<G>(spec, seed, record.players)
                .map_err(|e| anyhow!("seat {seat}: {e}"))?;
            seats.push(SeatKind::Bot(bot.name()));
            seat_bots.push(Some(bot));
            person_names.push(String::new());
        }
    }
    let save_path = config
        .save_path
        .unwrap_or_else(|| PathBuf::from(format!("kohle-{}-{}.json", G::NAME, record.seed)));
    // People's names go into the record's seats (kept on resume).
    record.seats = person_names
        .into_iter()
        .map(engine::SeatInfo::person)
        .collect();
    let mut app = App::from_record(record, seats, save_path)?;
    app.lang = config.lang;
    Ok((app, seat_bots))
}

/// Splits `--seats you,ismcts:2000:depth=20,greedy` into one spec per seat. Bot options are
/// colon-separated (`ismcts:2000:depth=20`); a bare `KEY=VALUE` part after a comma is taken as an
/// option of the bot before it (`ismcts:2000,depth=20` = `ismcts:2000:depth=20`). Empty text: no
/// seats given.
pub fn parse_seats(text: &str) -> Vec<String> {
    let mut seats: Vec<String> = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match seats.last_mut() {
            Some(last) if part.contains('=') && !part.contains(':') => {
                last.push(':');
                last.push_str(part);
            }
            _ => seats.push(part.to_string()),
        }
    }
    seats
}

/// `you`, `human`, `me`, `person` (optionally with a name: `you:Anna`) is a person: their name
/// (empty when not given); anything else is a bot spec.
fn person_name(spec: &str) -> Option<String> {
    let (head, name) = spec.trim().split_once(':').unwrap_or((spec.trim(), ""));
    matches!(
        head.to_ascii_lowercase().as_str(),
        "you" | "human" | "me" | "person"
    )
    .then(|| name.trim().to_string())
}

/// One spec per seat: the given list, or you at seat 0 against the default bot.
pub fn seat_specs(given: &[String], players: u8) -> anyhow::Result<Vec<String>> {
    let n = players as usize;
    match given.len() {
        0 => Ok((0..n)
            .map(|s| if s == 0 { "you" } else { bots::DEFAULT_BOT }.to_string())
            .collect()),
        len if len == n => Ok(given.to_vec()),
        len => bail!("{len} seats given for {players} players: give one per player"),
    }
}
