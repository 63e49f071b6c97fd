//! `kohle simulate`: many games between bots, on all cores, reproducible from one seed.

use crate::games::{with_game, GameKind};
use crate::options::build_options;
use anyhow::{anyhow, bail};
use bots::Bot;
use engine::{derive_seed, ranks, Game, Seat, Setup};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;

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

/// The outcome of one game.
struct GameResult {
    scores: Vec<i32>,
    ranks: Vec<u8>,
    decisions: u64,
}

/// Sums over games, merged across threads. All integers, so the order of merging does not
/// change the result (the means computed from them are those of the per-game values, exactly).
struct Totals {
    games: u64,
    decisions: u64,
    /// Over every seat of every game.
    score_sum: i64,
    min: i32,
    max: i32,
    /// Per seat.
    wins: Vec<u64>,
    score_sums: Vec<i64>,
    /// Sum of 1-based ranks.
    rank_sums: Vec<u64>,
}

impl Totals {
    fn new(seats: usize) -> Self {
        Totals {
            games: 0,
            decisions: 0,
            score_sum: 0,
            min: i32::MAX,
            max: i32::MIN,
            wins: vec![0; seats],
            score_sums: vec![0; seats],
            rank_sums: vec![0; seats],
        }
    }

    fn add(&mut self, r: &GameResult) {
        self.games += 1;
        self.decisions += r.decisions;
        for (seat, (&score, &rank)) in r.scores.iter().zip(&r.ranks).enumerate() {
            self.score_sum += i64::from(score);
            self.min = self.min.min(score);
            self.max = self.max.max(score);
            self.wins[seat] += u64::from(rank == 0);
            self.score_sums[seat] += i64::from(score);
            self.rank_sums[seat] += u64::from(rank) + 1;
        }
    }

    fn merge(mut self, other: Totals) -> Self {
        self.games += other.games;
        self.decisions += other.decisions;
        self.score_sum += other.score_sum;
        self.min = self.min.min(other.min);
        self.max = self.max.max(other.max);
        for seat in 0..self.wins.len() {
            self.wins[seat] += other.wins[seat];
            self.score_sums[seat] += other.score_sums[seat];
            self.rank_sums[seat] += other.rank_sums[seat];
        }
        self
    }
}

#[derive(Serialize)]
struct ScoreStats {
    mean: f64,
    min: i32,
    max: i32,
}

#[derive(Serialize)]
struct SeatStats {
    seat: Seat,
    bot: String,
    wins: u64,
    win_rate: f64,
    mean_score: f64,
    mean_rank: f64,
}

#[derive(Serialize)]
struct Summary {
    game: String,
    players: u8,
    games: u64,
    seed: u64,
    bots: Vec<String>,
    threads: usize,
    seconds: f64,
    games_per_second: f64,
    decisions_per_game: f64,
    score: ScoreStats,
    /// Games won by each seat; a shared victory counts as a win for every winner.
    wins_by_seat: Vec<u64>,
    seats: Vec<SeatStats>,
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

/// Builds the bot named by `spec` for game `G` (`random`, `greedy`, `ismcts:2000`, ...).
pub fn build_bot<G: Game>(spec: &str, seed: u64) -> anyhow::Result<Box<dyn Bot<G>>> {
    let spec = bots::parse_bot_spec(spec).map_err(|e| anyhow!("--bots: {e}"))?;
    Ok(spec.build::<G>(seed))
}

fn play_one<G: Game>(setup: &Setup<G::Options>, specs: &[String]) -> anyhow::Result<GameResult> {
    let mut game = G::new_game(setup).map_err(|e| anyhow!("{e}"))?;
    let mut seat_bots = specs
        .iter()
        .enumerate()
        .map(|(seat, spec)| build_bot::<G>(spec, derive_seed(setup.seed, 1 + seat as u64)))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let mut buf = Vec::with_capacity(64);
    let decisions = bots::play_out(&mut game, &mut seat_bots, &mut buf);
    Ok(GameResult {
        scores: (0..game.players() as Seat).map(|s| game.score(s)).collect(),
        ranks: ranks(&game),
        decisions,
    })
}

fn run<G: Game>(args: &SimulateArgs) -> anyhow::Result<()> {
    if args.players < G::MIN_PLAYERS || args.players > G::MAX_PLAYERS {
        bail!(
            "--players {}: {} is for {} to {} players",
            args.players,
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS
        );
    }
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let options = build_options::<G>(&args.options, args.components.as_deref())?;
    let specs = seat_specs(&args.bots, args.players)?;
    for spec in &specs {
        build_bot::<G>(spec, 0)?;
    }
    // Fail early on a bad setup rather than in every worker.
    G::new_game(&Setup {
        players: args.players,
        seed: args.seed,
        options: options.clone(),
    })
    .map_err(|e| anyhow!("{e}"))?;

    let pool = crate::options::thread_pool(args.threads)?;
    let bar = ProgressBar::new(args.games);
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} games ({per_sec}, eta {eta})",
        )
        .expect("valid template"),
    );
    let start = Instant::now();
    // Results are summed as they come (integers: the totals, and so the summary, do not depend
    // on the order in which threads finish), so memory stays flat in the number of games.
    let n = args.players as usize;
    let totals: Totals = pool.install(|| {
        (0..args.games)
            .into_par_iter()
            .map(|i| {
                let setup = Setup {
                    players: args.players,
                    seed: derive_seed(args.seed, i),
                    options: options.clone(),
                };
                let r = play_one::<G>(&setup, &specs);
                bar.inc(1);
                r
            })
            .try_fold(
                || Totals::new(n),
                |mut t, r| {
                    t.add(&r?);
                    Ok::<_, anyhow::Error>(t)
                },
            )
            .try_reduce(|| Totals::new(n), |a, b| Ok(a.merge(b)))
    })?;
    let seconds = start.elapsed().as_secs_f64();
    bar.finish_and_clear();

    let games = totals.games as f64;
    let seats: Vec<SeatStats> = (0..n)
        .map(|seat| SeatStats {
            seat: seat as Seat,
            bot: specs[seat].clone(),
            wins: totals.wins[seat],
            win_rate: totals.wins[seat] as f64 / games,
            mean_score: totals.score_sums[seat] as f64 / games,
            mean_rank: totals.rank_sums[seat] as f64 / games,
        })
        .collect();
    let summary = Summary {
        game: G::NAME.to_string(),
        players: args.players,
        games: args.games,
        seed: args.seed,
        bots: specs.clone(),
        threads: pool.current_num_threads(),
        seconds,
        games_per_second: games / seconds,
        decisions_per_game: totals.decisions as f64 / games,
        score: ScoreStats {
            mean: totals.score_sum as f64 / (games * n as f64),
            min: totals.min,
            max: totals.max,
        },
        wins_by_seat: seats.iter().map(|s| s.wins).collect(),
        seats,
    };
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
