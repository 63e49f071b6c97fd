//! Many games between bots, in parallel on the current rayon pool, reproducible from one seed:
//! what `kohle simulate` and the Python package's `kohle.simulate` run.
//!
//! Game `i` is set up with seed `engine::derive_seed(seed, i)`; the bot on seat `s` gets
//! `derive_seed(game_seed, 1 + s)`. The totals are integers summed as games finish, so the
//! summary (timings aside) does not depend on the number of threads, and memory stays flat in
//! the number of games.

use crate::spec::BotSpec;
use crate::{play_out, Bot};
use engine::{derive_seed, ranks, Game, Seat, Setup};
use rayon::prelude::*;
use serde::Serialize;
use std::time::Instant;

/// What to simulate: `bots` has one spec per seat.
#[derive(Clone, Debug)]
pub struct SimulateConfig<O> {
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub options: O,
    pub bots: Vec<BotSpec>,
}

/// The outcome of one game.
struct Outcome {
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

    fn add(mut self, r: Outcome) -> Self {
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
        self
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

#[derive(Clone, Debug, Serialize)]
pub struct ScoreStats {
    pub mean: f64,
    pub min: i32,
    pub max: i32,
}

#[derive(Clone, Debug, Serialize)]
pub struct SeatStats {
    pub seat: Seat,
    pub bot: String,
    pub wins: u64,
    pub win_rate: f64,
    pub mean_score: f64,
    pub mean_rank: f64,
}

/// The result of a simulation: the `--json` object of `kohle simulate`.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub game: String,
    pub players: u8,
    pub games: u64,
    pub seed: u64,
    pub bots: Vec<String>,
    pub threads: usize,
    pub seconds: f64,
    pub games_per_second: f64,
    pub decisions_per_game: f64,
    /// Total decisions of all games.
    pub decisions: u64,
    pub score: ScoreStats,
    /// Games won by each seat; a shared victory counts as a win for every winner.
    pub wins_by_seat: Vec<u64>,
    pub seats: Vec<SeatStats>,
}

fn play_one<G: Game>(setup: &Setup<G::Options>, specs: &[BotSpec]) -> Result<Outcome, String> {
    let mut game = G::new_game(setup).map_err(|e| e.to_string())?;
    let mut seat_bots: Vec<Box<dyn Bot<G>>> = specs
        .iter()
        .enumerate()
        .map(|(seat, spec)| {
            spec.build::<G>(derive_seed(setup.seed, 1 + seat as u64), setup.players)
        })
        .collect::<Result<_, String>>()?;
    let mut buf = Vec::with_capacity(64);
    let decisions = play_out(&mut game, &mut seat_bots, &mut buf);
    Ok(Outcome {
        scores: (0..game.players() as Seat).map(|s| game.score(s)).collect(),
        ranks: ranks(&game),
        decisions,
    })
}

/// Checks a configuration before any game is played (player count, one bot per seat, at least
/// one game, a setup the game accepts).
pub fn validate<G: Game>(config: &SimulateConfig<G::Options>) -> Result<(), String> {
    if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&config.players) {
        return Err(format!(
            "{} is for {} to {} players, not {}",
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS,
            config.players
        ));
    }
    if config.games == 0 {
        return Err("games must be at least 1".into());
    }
    if config.bots.len() != config.players as usize {
        return Err(format!(
            "{} bots for {} seats: give one bot per seat",
            config.bots.len(),
            config.players
        ));
    }
    // A learned bot's network is read and checked once, before any game.
    for spec in &config.bots {
        spec.check::<G>(config.players)
            .map_err(|e| format!("bot `{spec}`: {e}"))?;
    }
    G::new_game(&Setup {
        players: config.players,
        seed: config.seed,
        options: config.options.clone(),
    })
    .map(|_| ())
    .map_err(|e| e.to_string())
}

/// Plays every game on the current rayon pool, calling `progress()` after each (from worker
/// threads), and summarises them.
pub fn simulate<G: Game>(
    config: &SimulateConfig<G::Options>,
    progress: &(dyn Fn() + Sync),
) -> Result<Summary, String> {
    validate::<G>(config)?;
    let n = config.players as usize;
    let start = Instant::now();
    let totals: Totals = (0..config.games)
        .into_par_iter()
        .map(|i| {
            let setup = Setup {
                players: config.players,
                seed: derive_seed(config.seed, i),
                options: config.options.clone(),
            };
            let r = play_one::<G>(&setup, &config.bots);
            progress();
            r
        })
        .try_fold(|| Totals::new(n), |t, r| Ok::<_, String>(t.add(r?)))
        .try_reduce(|| Totals::new(n), |a, b| Ok(a.merge(b)))?;
    let seconds = start.elapsed().as_secs_f64();
    let games = totals.games as f64;
    let specs: Vec<String> = config.bots.iter().map(|b| b.to_string()).collect();
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
    Ok(Summary {
        game: G::NAME.to_string(),
        players: config.players,
        games: config.games,
        seed: config.seed,
        bots: specs,
        threads: rayon::current_num_threads(),
        seconds,
        games_per_second: games / seconds,
        decisions_per_game: totals.decisions as f64 / games,
        decisions: totals.decisions,
        score: ScoreStats {
            mean: totals.score_sum as f64 / (games * n as f64),
            min: totals.min,
            max: totals.max,
        },
        wins_by_seat: seats.iter().map(|s| s.wins).collect(),
        seats,
    })
}
