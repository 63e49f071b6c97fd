//! Tournaments: K games of one game among a line-up of bots, in parallel, reproducible.
//!
//! - **Seating.** With at least as many bots as seats, the schedule cycles through every ordered
//!   choice of bots for the seats, grouped so that every `players` consecutive games are the
//!   `players` rotations of one seating: each bot plays each seat equally often after every
//!   block of `players` games in which it appears. With fewer bots than seats, seat `s` of game
//!   `k` gets bot `(s + k) mod bots`.
//! - **Seeds.** Game `k` is set up with seed `engine::derive_seed(seed, k)`; the bot on seat `s`
//!   gets `derive_seed(game_seed, 1 + s)`. Results do not depend on the number of threads
//!   (bots with a time budget are the exception: their search depth depends on the machine).
//! - **Summary per bot.** `games` counts seat appearances; a win shared by `k` seats counts
//!   `1/k`; `win_rate_ci95` is the Wilson interval; `mean_rank` is 1-based; `elo` is fitted on
//!   all pairwise outcomes between seats (rank order; equal ranks draw) as a Bradley–Terry model
//!   with one virtual drawn game per bot against a reference player (keeps ratings finite),
//!   then anchored so that `random` is 1000 when it takes part, else so that the mean is 1500.

use crate::spec::BotSpec;
use crate::sprt::SprtReport;
use crate::stats::{fit_elo, mean_sd, pairwise_from_ranks, wilson, Pairwise, Z95};
use crate::{play_out, Bot};
use engine::{derive_seed, ranks, Game, Seat, Setup};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::io::{self, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};

/// What to play.
#[derive(Clone, Debug)]
pub struct TournamentConfig<O> {
    pub players: u8,
    pub games: usize,
    pub seed: u64,
    pub options: O,
    pub bots: Vec<BotSpec>,
}

/// One game's outcome.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    pub game: usize,
    pub seed: u64,
    /// Index into the line-up of the bot on each seat.
    pub bots: Vec<usize>,
    pub scores: Vec<i32>,
    pub tiebreaks: Vec<i32>,
    /// 0 = first; tied seats share a rank.
    pub ranks: Vec<u8>,
    pub decisions: u64,
    /// Set when the game could not be played to its end (a panic in a game or bot); such
    /// games are left out of every statistic.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl GameResult {
    /// The share of the victory of `seat` (1/k for a win shared by k seats, else 0).
    pub fn win_share(&self, seat: usize) -> f64 {
        if self.ranks[seat] != 0 {
            return 0.0;
        }
        1.0 / self.ranks.iter().filter(|r| **r == 0).count() as f64
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatStat {
    pub seat: usize,
    pub games: usize,
    pub win_rate: f64,
    pub mean_score: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotSummary {
    pub name: String,
    pub spec: String,
    pub games: usize,
    pub wins: f64,
    pub win_rate: f64,
    pub win_rate_ci95: [f64; 2],
    pub mean_score: f64,
    pub sd_score: f64,
    pub mean_rank: f64,
    pub elo: f64,
    pub per_seat: Vec<SeatStat>,
}

/// Statistics of one seat over all games (first-player advantage).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSummary {
    pub seat: usize,
    pub games: usize,
    pub win_rate: f64,
    pub win_rate_ci95: [f64; 2],
    pub mean_score: f64,
    pub sd_score: f64,
    pub mean_rank: f64,
}

/// A finished tournament. Serialises to the `--json` object (without the raw results, which
/// [`write_csv`] writes).
#[derive(Clone, Debug, Serialize)]
pub struct Tournament {
    pub game: String,
    pub players: u8,
    pub games: usize,
    pub seed: u64,
    pub failed_games: usize,
    /// How the Elo scale is anchored.
    pub elo_anchor: String,
    pub bots: Vec<BotSummary>,
    pub seats: Vec<SeatSummary>,
    /// The SPRT of `kohle tournament --sprt` ([`crate::sprt`]), of the games above.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sprt: Option<SprtReport>,
    #[serde(skip)]
    pub results: Vec<GameResult>,
}

impl Tournament {
    /// The line-up's display names, by line-up index (for [`write_csv`] and plots).
    pub fn names(&self) -> Vec<String> {
        self.bots.iter().map(|b| b.name.clone()).collect()
    }
}

/// Display names for a line-up: the spec text, with `#2`, `#3`... for repeats.
pub fn bot_names(bots: &[BotSpec]) -> Vec<String> {
    let mut names = Vec::with_capacity(bots.len());
    for (i, spec) in bots.iter().enumerate() {
        let text = spec.to_string();
        let earlier = bots[..i].iter().filter(|b| b.to_string() == text).count();
        names.push(if earlier == 0 {
            text
        } else {
            format!("{text}#{}", earlier + 1)
        });
    }
    names
}

/// The seating schedule: entry `k % len` gives, per seat, the line-up index of its bot.
pub fn schedule(bots: usize, players: usize) -> Vec<Vec<usize>> {
    assert!(bots > 0 && players > 0);
    if bots < players {
        return (0..bots)
            .map(|k| (0..players).map(|s| (s + k) % bots).collect())
            .collect();
    }
    let mut out = Vec::new();
    for combo in combinations(bots, players) {
        // Orders of the combination with its first bot fixed, each in all rotations.
        let first = combo[0];
        for rest in permutations(&combo[1..]) {
            let mut order = vec![first];
            order.extend(rest);
            for r in 0..players {
                out.push(
                    (0..players)
                        .map(|s| order[(s + players - r) % players])
                        .collect(),
                );
            }
        }
    }
    out
}

fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    fn go(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            go(i + 1, n, k, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(0, n, k, &mut Vec::new(), &mut out);
    out
}

fn permutations(items: &[usize]) -> Vec<Vec<usize>> {
    if items.is_empty() {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let x = rest.remove(i);
        for mut p in permutations(&rest) {
            p.insert(0, x);
            out.push(p);
        }
    }
    out
}

/// Plays game `index` of a tournament with the given seating.
pub fn play_game<G: Game>(
    options: &G::Options,
    players: u8,
    seed: u64,
    index: usize,
    specs: &[BotSpec],
    seating: &[usize],
) -> GameResult {
    let game_seed = derive_seed(seed, index as u64);
    play_seeded::<G>(options, players, game_seed, index, specs, seating)
}

/// Plays game `index` of a tournament, set up with `game_seed`, with the given seating; the
/// bot on seat `s` gets `derive_seed(game_seed, 1 + s)`.
pub fn play_seeded<G: Game>(
    options: &G::Options,
    players: u8,
    game_seed: u64,
    index: usize,
    specs: &[BotSpec],
    seating: &[usize],
) -> GameResult {
    let mut result = GameResult {
        game: index,
        seed: game_seed,
        bots: seating.to_vec(),
        scores: Vec::new(),
        tiebreaks: Vec::new(),
        ranks: Vec::new(),
        decisions: 0,
        error: None,
    };
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let setup = Setup {
            players,
            seed: game_seed,
            options: options.clone(),
        };
        let mut game = G::new_game(&setup).map_err(|e| e.to_string())?;
        let mut bots: Vec<Box<dyn Bot<G>>> = seating
            .iter()
            .enumerate()
            .map(|(s, &b)| specs[b].build::<G>(derive_seed(game_seed, 1 + s as u64), players))
            .collect::<Result<_, String>>()?;
        let decisions = play_out(&mut game, &mut bots, &mut Vec::new());
        Ok::<_, String>((game, decisions))
    }));
    match outcome {
        Ok(Ok((game, decisions))) => {
            let n = players as Seat;
            result.scores = (0..n).map(|s| game.score(s)).collect();
            result.tiebreaks = (0..n).map(|s| game.tiebreak(s)).collect();
            result.ranks = ranks(&game);
            result.decisions = decisions;
        }
        Ok(Err(e)) => result.error = Some(e),
        Err(panic) => {
            let text = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "panic".to_string());
            result.error = Some(text);
        }
    }
    result
}

/// Plays all games of a tournament in parallel on the current rayon pool, calling
/// `progress(done, total)` after each game (from worker threads). Results are in game order.
pub fn run_games<G: Game>(
    config: &TournamentConfig<G::Options>,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Vec<GameResult>, String> {
    run_game_range::<G>(config, 0..config.games, progress)
}

/// Plays games `range` of a tournament (indices into its `config.games` games, each with its
/// derived seed and seating): a share of the work that another process or machine can do.
/// The results of all shares, in game order, are those of [`run_games`]; [`summarize`] turns
/// them into the same [`Tournament`].
pub fn run_game_range<G: Game>(
    config: &TournamentConfig<G::Options>,
    range: std::ops::Range<usize>,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Vec<GameResult>, String> {
    if range.start > range.end || range.end > config.games {
        return Err(format!(
            "games {}..{} are not within the tournament's {} games",
            range.start, range.end, config.games
        ));
    }
    let games: Vec<usize> = range.collect();
    run_selected_games::<G>(config, &games, progress, &|_| ())
}

/// Plays the games `games` (indices below `config.games`, each once) of a tournament in
/// parallel, calling `finished` with each result as soon as its game ends (from worker
/// threads, in any order; a journal keeps them there) and `progress(done, total)` after it.
/// Results are in the order of `games`.
pub fn run_selected_games<G: Game>(
    config: &TournamentConfig<G::Options>,
    games: &[usize],
    progress: &(dyn Fn(usize, usize) + Sync),
    finished: &(dyn Fn(&GameResult) + Sync),
) -> Result<Vec<GameResult>, String> {
    validate::<G>(config)?;
    if let Some(k) = games.iter().find(|&&k| k >= config.games) {
        return Err(format!(
            "game {k} is not within the tournament's {} games",
            config.games
        ));
    }
    let plan = schedule(config.bots.len(), config.players as usize);
    let done = AtomicUsize::new(0);
    let total = games.len();
    let results = games
        .par_iter()
        .map(|&k| {
            let r = play_game::<G>(
                &config.options,
                config.players,
                config.seed,
                k,
                &config.bots,
                &plan[k % plan.len()],
            );
            finished(&r);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
            r
        })
        .collect();
    Ok(results)
}

/// Checks a tournament before any game: a line-up, a player count the game takes, every bot
/// buildable (a learned bot's network read and checked).
pub fn validate<G: Game>(config: &TournamentConfig<G::Options>) -> Result<(), String> {
    if config.bots.is_empty() {
        return Err("a tournament needs at least one bot".into());
    }
    if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&config.players) {
        return Err(format!(
            "{} takes {} to {} players, not {}",
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS,
            config.players
        ));
    }
    // A learned bot's network is read and checked once, before any game.
    for spec in &config.bots {
        spec.check::<G>(config.players)
            .map_err(|e| format!("bot `{spec}`: {e}"))?;
    }
    Ok(())
}

/// Runs a tournament and summarises it.
pub fn run_tournament<G: Game>(
    config: &TournamentConfig<G::Options>,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Tournament, String> {
    let results = run_games::<G>(config, progress)?;
    summarize::<G>(config, results)
}

/// The summary of a tournament from the results of all its games (in any order; they are
/// sorted by game index): what [`run_tournament`] returns, whoever played the games.
pub fn summarize<G: Game>(
    config: &TournamentConfig<G::Options>,
    mut results: Vec<GameResult>,
) -> Result<Tournament, String> {
    validate::<G>(config)?;
    results.sort_by_key(|r| r.game);
    let complete =
        results.len() == config.games && results.iter().enumerate().all(|(i, r)| r.game == i);
    if !complete {
        return Err(format!(
            "the results must be those of games 0..{} exactly once each ({} results given)",
            config.games,
            results.len()
        ));
    }
    let names = bot_names(&config.bots);
    let bots = summarize_bots(&config.bots, &names, config.players as usize, &results);
    let random = config.bots.iter().position(|b| *b == BotSpec::Random);
    Ok(Tournament {
        game: G::NAME.to_string(),
        players: config.players,
        games: config.games,
        seed: config.seed,
        failed_games: results.iter().filter(|r| r.error.is_some()).count(),
        elo_anchor: match random {
            Some(i) => format!("{} = 1000", names[i]),
            None => "mean = 1500".to_string(),
        },
        bots,
        seats: seat_stats(config.players as usize, &results),
        sprt: None,
        results,
    })
}

/// Per-bot statistics (see the module documentation for definitions).
pub fn summarize_bots(
    specs: &[BotSpec],
    names: &[String],
    players: usize,
    results: &[GameResult],
) -> Vec<BotSummary> {
    let b = specs.len();
    let mut scores: Vec<Vec<f64>> = vec![Vec::new(); b];
    let mut wins = vec![0.0f64; b];
    let mut rank_sum = vec![0.0f64; b];
    let mut seat_games = vec![vec![0usize; players]; b];
    let mut seat_wins = vec![vec![0.0f64; players]; b];
    let mut seat_scores = vec![vec![0.0f64; players]; b];
    let mut pairs: Vec<Pairwise> = Vec::new();
    for r in results.iter().filter(|r| r.error.is_none()) {
        for (s, &bot) in r.bots.iter().enumerate() {
            let share = r.win_share(s);
            scores[bot].push(r.scores[s] as f64);
            wins[bot] += share;
            rank_sum[bot] += r.ranks[s] as f64 + 1.0;
            seat_games[bot][s] += 1;
            seat_wins[bot][s] += share;
            seat_scores[bot][s] += r.scores[s] as f64;
        }
        pairwise_from_ranks(&r.bots, &r.ranks, &mut pairs);
    }
    let mut elo = fit_elo(b, &pairs, 1.0);
    let shift = match specs.iter().position(|s| *s == BotSpec::Random) {
        Some(i) => 1000.0 - elo[i],
        None => 1500.0,
    };
    for e in &mut elo {
        *e += shift;
    }
    (0..b)
        .map(|i| {
            let games = scores[i].len();
            let (mean_score, sd_score) = mean_sd(&scores[i]);
            let (lo, hi) = wilson(wins[i], games as f64, Z95);
            BotSummary {
                name: names[i].clone(),
                spec: specs[i].to_string(),
                games,
                wins: wins[i],
                win_rate: ratio(wins[i], games),
                win_rate_ci95: [lo, hi],
                mean_score,
                sd_score,
                mean_rank: ratio(rank_sum[i], games),
                elo: elo[i],
                per_seat: (0..players)
                    .map(|s| SeatStat {
                        seat: s,
                        games: seat_games[i][s],
                        win_rate: ratio(seat_wins[i][s], seat_games[i][s]),
                        mean_score: ratio(seat_scores[i][s], seat_games[i][s]),
                    })
                    .collect(),
            }
        })
        .collect()
}

/// Per-seat statistics over all (successful) games, whoever sat there: for one fixed line-up
/// this measures the seat advantage (e.g. of the first player).
pub fn seat_stats(players: usize, results: &[GameResult]) -> Vec<SeatSummary> {
    (0..players)
        .map(|s| {
            let ok: Vec<&GameResult> = results.iter().filter(|r| r.error.is_none()).collect();
            let scores: Vec<f64> = ok.iter().map(|r| r.scores[s] as f64).collect();
            let wins: f64 = ok.iter().map(|r| r.win_share(s)).sum();
            let rank_sum: f64 = ok.iter().map(|r| r.ranks[s] as f64 + 1.0).sum();
            let (mean_score, sd_score) = mean_sd(&scores);
            let (lo, hi) = wilson(wins, ok.len() as f64, Z95);
            SeatSummary {
                seat: s,
                games: ok.len(),
                win_rate: ratio(wins, ok.len()),
                win_rate_ci95: [lo, hi],
                mean_score,
                sd_score,
                mean_rank: ratio(rank_sum, ok.len()),
            }
        })
        .collect()
}

fn ratio(x: f64, n: usize) -> f64 {
    if n == 0 {
        0.0
    } else {
        x / n as f64
    }
}

/// Writes the raw results as CSV, one row per seat per game:
/// `game,seed,seat,bot,score,tiebreak,rank,win,decisions,error` (`rank` 1-based, `win` the
/// victory share).
pub fn write_csv<W: Write>(mut w: W, names: &[String], results: &[GameResult]) -> io::Result<()> {
    writeln!(
        w,
        "game,seed,seat,bot,score,tiebreak,rank,win,decisions,error"
    )?;
    for r in results {
        for (s, &bot) in r.bots.iter().enumerate() {
            let name = csv_field(&names[bot]);
            match &r.error {
                None => writeln!(
                    w,
                    "{},{},{},{},{},{},{},{},{},",
                    r.game,
                    r.seed,
                    s,
                    name,
                    r.scores[s],
                    r.tiebreaks[s],
                    r.ranks[s] as u32 + 1,
                    r.win_share(s),
                    r.decisions
                )?,
                Some(e) => writeln!(
                    w,
                    "{},{},{},{},,,,,,{}",
                    r.game,
                    r.seed,
                    s,
                    name,
                    csv_field(e)
                )?,
            }
        }
    }
    Ok(())
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

impl fmt::Display for Tournament {
    /// The table `kohle tournament` prints: per bot games, win rate with its 95% interval,
    /// score ± sd, mean rank, Elo, then per-seat win rates.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self;
        writeln!(
            f,
            "{} — {} players, {} games, seed {}",
            t.game, t.players, t.games, t.seed
        )?;
        writeln!(f)?;
        writeln!(
            f,
            "  {:<18} {:>6} {:>8} {:>17} {:>15} {:>9} {:>7}",
            "bot", "games", "win rate", "95% CI", "score ± sd", "mean rank", "Elo"
        )?;
        for b in &t.bots {
            writeln!(
                f,
                "  {:<18} {:>6} {:>7.1}% {:>7.1}% – {:>5.1}% {:>7.1} ± {:<5.1} {:>9.2} {:>7.0}",
                b.name,
                b.games,
                100.0 * b.win_rate,
                100.0 * b.win_rate_ci95[0],
                100.0 * b.win_rate_ci95[1],
                b.mean_score,
                b.sd_score,
                b.mean_rank,
                b.elo
            )?;
        }
        writeln!(f)?;
        writeln!(f, "  per-seat win rates:")?;
        for b in &t.bots {
            let seats: Vec<String> = b
                .per_seat
                .iter()
                .map(|s| {
                    format!(
                        "seat {}: {:.1}% ({} games)",
                        s.seat,
                        100.0 * s.win_rate,
                        s.games
                    )
                })
                .collect();
            writeln!(f, "  {:<18} {}", b.name, seats.join(", "))?;
        }
        writeln!(f)?;
        writeln!(
            f,
            "  Elo anchor: {}; a shared victory counts 1/k to each of k winners.",
            t.elo_anchor
        )?;
        if let Some(sprt) = &t.sprt {
            writeln!(f)?;
            write!(f, "{sprt}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat_counts(bots: usize, players: usize, games: usize) -> Vec<Vec<usize>> {
        let plan = schedule(bots, players);
        let mut counts = vec![vec![0; players]; bots];
        for k in 0..games {
            for (s, &b) in plan[k % plan.len()].iter().enumerate() {
                counts[b][s] += 1;
            }
        }
        counts
    }

    #[test]
    fn every_bot_plays_every_seat_equally_often() {
        // As many bots as seats: balanced after every `players` games.
        for players in 2..=4 {
            let c = seat_counts(players, players, players * 5);
            assert!(c.iter().flatten().all(|&x| x == 5), "{c:?}");
        }
        // Fewer bots than seats.
        let c = seat_counts(2, 3, 10);
        assert!(c.iter().flatten().all(|&x| x == 5), "{c:?}");
        // More bots than seats: balanced after a full cycle of the schedule.
        let plan = schedule(3, 2);
        assert_eq!(plan.len(), 6);
        let c = seat_counts(3, 2, 6);
        assert!(c.iter().flatten().all(|&x| x == 2), "{c:?}");
        // Every seating uses distinct bots.
        for seating in schedule(4, 3) {
            let mut s = seating.clone();
            s.sort();
            s.dedup();
            assert_eq!(s.len(), 3);
        }
    }

    #[test]
    fn shared_wins_and_seat_stats() {
        let r = GameResult {
            game: 0,
            seed: 0,
            bots: vec![0, 1, 2],
            scores: vec![10, 10, 3],
            tiebreaks: vec![1, 1, 0],
            ranks: vec![0, 0, 2],
            decisions: 1,
            error: None,
        };
        assert_eq!(r.win_share(0), 0.5);
        assert_eq!(r.win_share(2), 0.0);
        let seats = seat_stats(3, std::slice::from_ref(&r));
        assert_eq!(seats[0].win_rate, 0.5);
        assert_eq!(seats[2].mean_rank, 3.0);
        let specs = vec![
            BotSpec::Random,
            BotSpec::Greedy { samples: 4 },
            BotSpec::Random,
        ];
        let names = bot_names(&specs);
        assert_eq!(names, vec!["random", "greedy", "random#2"]);
        let bots = summarize_bots(&specs, &names, 3, &[r]);
        assert_eq!(bots[0].elo, 1000.0);
        assert!(bots[2].elo < 1000.0);
        assert!((bots[0].elo - bots[1].elo).abs() < 1e-9);
        assert_eq!(bots[1].per_seat[1].games, 1);
    }

    #[test]
    fn games_played_in_ranges_summarize_to_the_whole_tournament() {
        use testgame::Prizes;
        let config = TournamentConfig {
            players: 3,
            games: 10,
            seed: 4,
            options: Default::default(),
            bots: vec![BotSpec::Random, BotSpec::Greedy { samples: 2 }],
        };
        let whole = run_tournament::<Prizes>(&config, &|_, _| ()).unwrap();
        let mut parts = run_game_range::<Prizes>(&config, 6..10, &|_, _| ()).unwrap();
        parts.extend(run_game_range::<Prizes>(&config, 0..6, &|_, _| ()).unwrap());
        let merged = summarize::<Prizes>(&config, parts.clone()).unwrap();
        assert_eq!(merged.results, whole.results);
        assert_eq!(merged.bots, whole.bots);
        assert_eq!(merged.seats, whole.seats);
        assert!(summarize::<Prizes>(&config, parts[1..].to_vec()).is_err());
        assert!(run_game_range::<Prizes>(&config, 8..11, &|_, _| ()).is_err());

        // Any set of games, each reported as it ends (a journal's resumption).
        let seen = std::sync::Mutex::new(Vec::new());
        let picked = run_selected_games::<Prizes>(&config, &[9, 2], &|_, _| (), &|r| {
            seen.lock().unwrap().push(r.game)
        })
        .unwrap();
        assert_eq!(
            picked,
            vec![whole.results[9].clone(), whole.results[2].clone()]
        );
        let mut seen = seen.into_inner().unwrap();
        seen.sort();
        assert_eq!(seen, vec![2, 9]);
        assert!(run_selected_games::<Prizes>(&config, &[10], &|_, _| (), &|_| ()).is_err());
    }
}
