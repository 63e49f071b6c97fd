//! `kohle tournament`: bots rotated through the seats, all cores, statistics with confidence
//! intervals and Elo, optional CSV of raw results and a plot of score distributions; with
//! `--sprt`, a sequential test of one bot against another on pairs of games
//! (`bots::sprt`), which stops when it is decided.

use crate::games::{with_game, GameKind};
use crate::journal::{Header, Journal};
use crate::options::build_options;
use crate::out::path as shown;
use anyhow::{anyhow, bail, Context};
use bots::sprt::{Sprt, SprtReport};
use bots::sprt_run::{run_sprt, validate_sprt, SprtProgress};
use bots::tournament::{bot_names, run_selected_games, summarize, write_csv, TournamentConfig};
use engine::Game;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct TournamentArgs {
    #[arg(long, value_enum)]
    pub game: GameKind,
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    /// The line-up, comma-separated: `random,greedy,ismcts:2000,ismcts:500ms`.
    #[arg(long)]
    pub bots: String,
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    #[arg(long)]
    pub threads: Option<usize>,
    #[arg(long)]
    pub json: bool,
    /// Write the raw per-game results as CSV.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Plot score distributions per bot (`.svg` or `.png`).
    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,
    /// Keep every finished game in FILE (JSON lines); when FILE exists, play only the games it
    /// does not hold yet. A long tournament can be stopped (Ctrl-C, kill) and resumed with the
    /// same flags; the report is that of an uninterrupted run.
    #[arg(long, value_name = "FILE")]
    pub journal: Option<PathBuf>,
    /// A sequential probability ratio test of the first bot against the second (2 players,
    /// pairs of games on one seed with the seats swapped): H0 Elo = E0 against H1 Elo = E1
    /// (logistic Elo of the first bot over the second). It stops when the log-likelihood ratio
    /// crosses a bound, or after `--games` games with no decision.
    #[arg(long, value_name = "elo0=E0,elo1=E1")]
    pub sprt: Option<String>,
    /// The SPRT's chance of accepting H1 when H0 holds (default 0.05).
    #[arg(long, requires = "sprt")]
    pub alpha: Option<f64>,
    /// The SPRT's chance of accepting H0 when H1 holds (default 0.05).
    #[arg(long, requires = "sprt")]
    pub beta: Option<f64>,
    /// The global `--components FILE` (filled in by `main`).
    #[arg(skip)]
    pub components: Option<PathBuf>,
}

fn run<G: Game>(args: &TournamentArgs) -> anyhow::Result<()> {
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let specs = tui::parse_seats(&args.bots)
        .iter()
        .map(|s| bots::parse_bot_spec(s).map_err(|e| anyhow!("--bots: {e}")))
        .collect::<anyhow::Result<Vec<_>>>()?;
    if let Some(plot) = &args.plot {
        let ext = plot.extension().and_then(|e| e.to_str()).unwrap_or("");
        if ext != "svg" && ext != "png" {
            bail!("--plot {}: the file must end in .svg or .png", shown(plot));
        }
    }
    let config = TournamentConfig {
        players: args.players,
        games: args.games,
        seed: args.seed,
        options: build_options::<G>(&args.options, args.components.as_deref())?,
        bots: specs,
    };
    let sprt = match &args.sprt {
        Some(text) => {
            let test = Sprt::parse(text, args.alpha.unwrap_or(0.05), args.beta.unwrap_or(0.05))
                .map_err(|e| anyhow!("--sprt {text}: {e}"))?;
            let bots = config.bots.len();
            if bots != 2 {
                bail!("--sprt tests the first bot of --bots against the second: give 2 bots, not {bots}");
            }
            if config.players != 2 {
                bail!(
                    "--sprt plays 2-player games: --players {} is not 2",
                    config.players
                );
            }
            if !config.games.is_multiple_of(2) {
                bail!(
                    "--sprt plays pairs of games: --games (the most games) must be even, not {}",
                    config.games
                );
            }
            validate_sprt::<G>(&config).map_err(|e| anyhow!("--sprt: {e}"))?;
            Some(test)
        }
        None => None,
    };
    let pool = crate::options::thread_pool(args.threads)?;
    // Checked before the journal is made, so a refused line-up leaves no file behind.
    bots::tournament::validate::<G>(&config).map_err(|e| anyhow!(e))?;
    let journal = match &args.journal {
        Some(path) => {
            let header = Header::new(
                G::NAME,
                config.players,
                config.games,
                config.seed,
                // Settings left to the game's defaults are written out, so that a journal is
                // not continued after a default changed.
                config
                    .bots
                    .iter()
                    .map(|b| b.resolved(G::NAME, config.players).to_string())
                    .collect(),
                crate::journal::network_digests(&config.bots, G::NAME, config.players)?,
                serde_json::to_value(&config.options)?,
            );
            let header = Header { sprt, ..header };
            Some(Journal::open(path, &header)?)
        }
        None => None,
    };
    let (mut results, todo) = match &journal {
        Some(j) => (j.done.clone(), j.missing(config.games)),
        None => (Vec::new(), (0..config.games).collect()),
    };
    if journal.is_some() && !results.is_empty() {
        eprintln!(
            "{} of {} games from the journal; playing {}{}",
            results.len(),
            config.games,
            if sprt.is_some() { "at most " } else { "" },
            todo.len()
        );
    }
    let held = results.len() as u64;
    let bar = ProgressBar::new(args.games as u64);
    let template = if sprt.is_some() {
        "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} games (at most) {msg}"
    } else {
        "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} games (eta {eta})"
    };
    bar.set_style(ProgressStyle::with_template(template).expect("valid template"));
    bar.set_position(held);
    let record = |r: &bots::GameResult| {
        if let Some(j) = &journal {
            j.record(r)
        }
    };
    let result = match &sprt {
        Some(test) => {
            let bounds = format!("[{:.2}, {:.2}]", test.lower(), test.upper());
            bar.set_message(format!("LLR 0.00 {bounds}"));
            let progress = |p: SprtProgress| {
                bar.set_position(p.games as u64);
                bar.set_message(format!("{} pairs, LLR {:.2} {bounds}", p.pairs, p.llr));
            };
            let run = pool
                .install(|| run_sprt::<G>(&config, test, results, &progress, &record))
                .map_err(|e| anyhow!(e))?;
            bar.finish_and_clear();
            let counted = TournamentConfig {
                games: run.results.len(),
                ..config.clone()
            };
            let names = bot_names(&config.bots);
            let report = SprtReport::new(test, &names[0], &names[1], &run.counts);
            let mut result = summarize::<G>(&counted, run.results).map_err(|e| anyhow!(e))?;
            result.sprt = Some(report);
            result
        }
        None => {
            let progress = |done: usize, _total: usize| bar.set_position(held + done as u64);
            let played = pool
                .install(|| run_selected_games::<G>(&config, &todo, &progress, &record))
                .map_err(|e| anyhow!(e))?;
            bar.finish_and_clear();
            results.extend(played);
            summarize::<G>(&config, results).map_err(|e| anyhow!(e))?
        }
    };

    // Both files are written whole or not at all (a temporary file renamed over the target).
    if let Some(path) = &args.csv {
        let mut csv = Vec::new();
        write_csv(&mut csv, &bot_names(&config.bots), &result.results)?;
        safefile::replace(path, &csv)
            .with_context(|| format!("--csv: cannot write {}", shown(path)))?;
    }
    if let Some(path) = &args.plot {
        let title = format!(
            "{} — {} players, {} games",
            G::NAME,
            args.players,
            result.games
        );
        safefile::replace_with(path, |temp: &Path| {
            bots::plot::plot_scores(temp, &title, &bot_names(&config.bots), &result.results)
                .map_err(|e| anyhow!("{e}"))
        })
        .map_err(|e| anyhow!("--plot {}: {e:#}", shown(path)))?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&result)?);
    } else {
        print!("{result}");
    }
    if let Some(j) = journal {
        j.finish()?;
    }
    if result.failed_games > 0 {
        bail!(
            "{} game(s) failed (see the CSV's error column)",
            result.failed_games
        );
    }
    Ok(())
}

pub fn tournament_cmd(args: &TournamentArgs) -> anyhow::Result<()> {
    with_game!(args.game, G => run::<G>(args))
}
