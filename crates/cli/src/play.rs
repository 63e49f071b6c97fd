//! `kohle play`: the terminal interface (crates/tui).

use crate::games::{with_game, GameKind};
use crate::options::build_options;
use crate::records::read_record;
use anyhow::{anyhow, bail};
use engine::{record::GameRecord, Game, Setup};
use std::path::PathBuf;

pub struct PlayArgs {
    pub game: Option<GameKind>,
    pub players: u8,
    pub seats: Option<String>,
    pub seed: Option<u64>,
    pub options: Vec<String>,
    pub resume: Option<PathBuf>,
    pub save: Option<PathBuf>,
    pub components: Option<PathBuf>,
    pub lang: present::Lang,
}

pub fn play_cmd(args: PlayArgs) -> anyhow::Result<()> {
    let seats: Vec<String> = args
        .seats
        .as_deref()
        .map(tui::parse_seats)
        .unwrap_or_default();
    let (record, save_path) = match &args.resume {
        Some(path) => {
            if args.components.is_some() {
                bail!("--components applies to new games only: a saved game keeps its own table");
            }
            let record = read_record(path)?;
            GameKind::from_name(&record.game)
                .map_err(|e| anyhow!("{}: {e}", crate::out::path(path)))?;
            (
                record,
                Some(args.save.clone().unwrap_or_else(|| path.clone())),
            )
        }
        None => {
            let kind = args
                .game
                .ok_or_else(|| anyhow!("--game is required for a new game"))?;
            // A seed nobody at the table can guess (not the clock): whoever knows it could
            // rebuild every hidden pile.
            let seed = args.seed.unwrap_or_else(|| {
                use std::hash::{BuildHasher, Hasher};
                std::collections::hash_map::RandomState::new()
                    .build_hasher()
                    .finish()
            });
            let record = with_game!(kind, G => {
                let setup = Setup {
                    players: args.players,
                    seed,
                    options: build_options::<G>(&args.options, args.components.as_deref())?,
                };
                G::new_game(&setup).map_err(|e| anyhow!("{e}"))?;
                GameRecord::new::<G>(&setup)
            });
            // The default file name tells the time, not the seed.
            let save = args.save.clone().unwrap_or_else(|| {
                let secs = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_secs())
                    .unwrap_or(0);
                PathBuf::from(format!("kohle-{}-{secs}.json", record.game))
            });
            (record, Some(save))
        }
    };
    // The terminal interface needs a terminal to read keys from and draw on; without one
    // (`kohle play < /dev/null`, a pipe, CI) say so instead of failing inside the terminal
    // library.
    use std::io::IsTerminal;
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        bail!(
            "kohle play needs a terminal: its standard input and output must be a terminal, not a \
             file or a pipe (to script a game use `kohle new`, `kohle legal` and `kohle apply`)"
        );
    }
    tui::play(tui::PlayConfig {
        record,
        seats,
        save_path,
        lang: args.lang,
    })
}
