//! `kohle simulate`: many games between bots, on all cores, reproducible from one seed.

use crate::games::{with_game, GameKind};
use crate::options::build_options;
use anyhow::{anyhow, bail};
use bots::simulate::{SimulateConfig, Summary};
use engine::Game;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct SimulateArgs {
    #[arg(long, value_enum)]
    pub game: GameKind,
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The bot of each seat, comma-separated (`random`, `greedy`, `ismcts:2000`, ...). One
    /// name is used for every seat.
    #[arg(long, default_value = "random")]
    pub bots: String,
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
    /// Worker threads (default: all cores). The results do not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,
    #[arg(long)]
    pub json: bool,
    /// The global `--components FILE` (filled in by `main`).
    #[arg(skip)]
    pub components: Option<PathBuf>,
}

/// The bot specs of every seat: one spec for all, or one per seat.
pub fn seat_specs(spec: &str, players: u8) -> anyhow::Result<Vec<String>> {
    // `ismcts:2000:depth=20` is one bot (a bare `depth=20` after a comma joins the bot before it).
    let list = tui::parse_seats(spec);
    match list.len() {
        1 => Ok(vec![list[0].clone(); players as usize]),
        n if n == players as usize => Ok(list),
        n => bail!("--bots names {n} bots for {players} seats: give one bot, or one per seat"),
    }
}

fn run<G: Game>(args: &SimulateArgs) -> anyhow::Result<()> {
    crate::options::check_players_and_games::<G>(args.players, args.games)?;
    let options = build_options::<G>(&args.options, args.components.as_deref())?;
    let specs = seat_specs(&args.bots, args.players)?;
    let bots = specs
        .iter()
        .map(|s| bots::parse_bot_spec(s).map_err(|e| anyhow!("--bots: {e}")))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let config = SimulateConfig {
        players: args.players,
        games: args.games,
        seed: args.seed,
        options,
        bots,
    };
    // Fail early on a bad setup rather than in every worker.
    bots::simulate::validate::<G>(&config).map_err(|e| anyhow!("{e}"))?;

    let pool = crate::options::thread_pool(args.threads)?;
    let bar = ProgressBar::new(args.games);
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} games ({per_sec}, eta {eta})",
        )
        .expect("valid template"),
    );
    let progress = || bar.inc(1);
    let mut summary = pool
        .install(|| bots::simulate::simulate::<G>(&config, &progress))
        .map_err(|e| anyhow!("{e}"))?;
    bar.finish_and_clear();
    // The bots as they were written on the command line.
    for (seat, spec) in summary.seats.iter_mut().zip(&specs) {
        seat.bot = spec.clone();
    }
    summary.bots = specs;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        print_table(&summary);
    }
    Ok(())
}

fn print_table(s: &Summary) {
    println!(
        "{} — {} players, {} games, seed {}, bots {}",
        s.game,
        s.players,
        s.games,
        s.seed,
        s.bots.join(",")
    );
    println!(
        "  games/s            {:>10.0}   ({:.2} s on {} threads)",
        s.games_per_second, s.seconds, s.threads
    );
    println!("  decisions/game     {:>10.1}", s.decisions_per_game);
    println!(
        "  score mean/min/max {:>10.2} / {} / {}",
        s.score.mean, s.score.min, s.score.max
    );
    println!();
    println!(
        "  {:<5} {:<14} {:>7} {:>9} {:>11} {:>10}",
        "seat", "bot", "wins", "win rate", "mean score", "mean rank"
    );
    for seat in &s.seats {
        println!(
            "  {:<5} {:<14} {:>7} {:>8.1}% {:>11.2} {:>10.2}",
            seat.seat,
            seat.bot,
            seat.wins,
            100.0 * seat.win_rate,
            seat.mean_score,
            seat.mean_rank
        );
    }
    println!("  (a shared victory counts as a win for every winner)");
}

pub fn simulate_cmd(args: &SimulateArgs) -> anyhow::Result<()> {
    with_game!(args.game, G => run::<G>(args))
}
