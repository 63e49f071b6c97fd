//! Playing an SPRT ([`crate::sprt`]: the statistics, which the tournament's report uses, so
//! the playing is a module of its own): pairs of 2-player games until a bound of the test is crossed.
//!
//! - **Games.** Game `k` belongs to pair `k / 2` and is set up with the seed
//!   `derive_seed(seed, k / 2)`, so both games of a pair deal the same game; in the first the
//!   tested bot (line-up index 0) sits on seat 0, in the second on seat 1. Bots get their seeds
//!   from the game's seed and their seat, as in a tournament.
//! - **Order.** The threads take games in index order. After each pair whose two games are
//!   both done and whose pairs before are all done, the LLR is updated; the first pair at which
//!   it crosses a bound decides the test, and games not yet begun are not started (games under
//!   way finish and are reported, but not counted). So the decision and the counted games do
//!   not depend on the number of threads (bots with a time budget aside), and a run resumed
//!   from a journal decides as an uninterrupted one.

use crate::sprt::{Hypothesis, Pentanomial, Sprt};
use crate::tournament::{play_seeded, validate, GameResult, TournamentConfig};
use engine::{derive_seed, Game};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

/// The half-points (0..=4) the tested bot, line-up index 0, scored in a pair of 2-player
/// games, or `None` when either game failed. A game scores 2 half-points for a better rank,
/// 1 for the same rank (a shared victory), else 0.
pub fn pair_half_points(first: &GameResult, second: &GameResult) -> Option<usize> {
    let mut total = 0;
    for game in [first, second] {
        if game.error.is_some() || game.ranks.len() != 2 {
            return None;
        }
        let tested = game.bots.iter().position(|&b| b == 0)?;
        let other = 1 - tested;
        total += match game.ranks[tested].cmp(&game.ranks[other]) {
            std::cmp::Ordering::Less => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Greater => 0,
        };
    }
    Some(total)
}

/// The seat-to-bot seating of game `k` of an SPRT (the tested bot is line-up index 0).
pub fn seating(k: usize) -> [usize; 2] {
    if k.is_multiple_of(2) {
        [0, 1]
    } else {
        [1, 0]
    }
}

/// The seed game `k` of an SPRT seeded with `seed` is set up with (the same for both games of
/// a pair).
pub fn game_seed(seed: u64, k: usize) -> u64 {
    derive_seed(seed, (k / 2) as u64)
}

/// Checks an SPRT before any game: two bots, two players, an even number of games (at least
/// one pair), and what [`validate`] checks.
pub fn validate_sprt<G: Game>(config: &TournamentConfig<G::Options>) -> Result<(), String> {
    if config.bots.len() != 2 {
        return Err(format!(
            "an SPRT tests one bot against another: the line-up must have 2 bots, not {}",
            config.bots.len()
        ));
    }
    if config.players != 2 {
        return Err(format!(
            "an SPRT plays 2-player games, not {}-player ones",
            config.players
        ));
    }
    if config.games < 2 || !config.games.is_multiple_of(2) {
        return Err(format!(
            "an SPRT plays pairs of games: the most games must be even and at least 2, not {}",
            config.games
        ));
    }
    validate::<G>(config)
}

/// Where a running test stands, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtProgress {
    /// Games finished, including those held before the run.
    pub games: usize,
    /// Pairs counted so far (in order) and their LLR.
    pub pairs: u64,
    pub llr: f64,
}

/// A finished (or exhausted) test.
#[derive(Clone, Debug, PartialEq)]
pub struct SprtRun {
    /// The games the test counted, in order: games `0..2·p` where `p` is the deciding pair's
    /// number, or all games when no bound was crossed.
    pub results: Vec<GameResult>,
    pub counts: Pentanomial,
    pub llr: f64,
    pub decision: Option<Hypothesis>,
}

/// The counted prefix of pairs.
struct Tracker<'a> {
    sprt: &'a Sprt,
    slots: Vec<Option<GameResult>>,
    /// The first pair not yet counted.
    next_pair: usize,
    counts: Pentanomial,
    llr: f64,
    decision: Option<Hypothesis>,
    finished: usize,
}

impl Tracker<'_> {
    /// Takes a finished game and counts the pairs it completes; true once the test is decided.
    fn insert(&mut self, result: GameResult) -> bool {
        let k = result.game;
        if self.slots[k].replace(result).is_none() {
            self.finished += 1;
        }
        while self.decision.is_none() && 2 * self.next_pair + 1 < self.slots.len() {
            let (a, b) = (2 * self.next_pair, 2 * self.next_pair + 1);
            let (Some(first), Some(second)) = (&self.slots[a], &self.slots[b]) else {
                break;
            };
            // A pair with a failed game is left out (the tournament leaves such games out of
            // every statistic and reports them).
            if let Some(points) = pair_half_points(first, second) {
                self.counts.add(points);
                self.llr = self.sprt.llr(&self.counts);
                self.decision = self.sprt.decision(self.llr);
            }
            self.next_pair += 1;
        }
        self.decision.is_some()
    }

    fn progress(&self) -> SprtProgress {
        SprtProgress {
            games: self.finished,
            pairs: self.counts.pairs(),
            llr: self.llr,
        }
    }
}

/// Plays an SPRT on the current rayon pool: the games of `config` (2 bots, 2 players,
/// `config.games` at most) not in `held` (results of this test's games, e.g. from a journal),
/// in index order, until the test is decided. `finished` gets each game as it ends (from worker
/// threads; a journal keeps it), `progress` the state after each.
pub fn run_sprt<G: Game>(
    config: &TournamentConfig<G::Options>,
    sprt: &Sprt,
    held: Vec<GameResult>,
    progress: &(dyn Fn(SprtProgress) + Sync),
    finished: &(dyn Fn(&GameResult) + Sync),
) -> Result<SprtRun, String> {
    validate_sprt::<G>(config)?;
    let mut tracker = Tracker {
        sprt,
        slots: vec![None; config.games],
        next_pair: 0,
        counts: Pentanomial::default(),
        llr: 0.0,
        decision: None,
        finished: 0,
    };
    for r in held {
        if r.game >= config.games || r.bots != seating(r.game) {
            return Err(format!("game {} is not one of this test's", r.game));
        }
        tracker.insert(r);
    }
    let todo: Vec<usize> = (0..config.games)
        .filter(|&k| tracker.slots[k].is_none())
        .collect();
    let stop = AtomicBool::new(tracker.decision.is_some());
    let tracker = Mutex::new(tracker);
    let next = AtomicUsize::new(0);
    let worker = || loop {
        if stop.load(Ordering::Acquire) {
            return;
        }
        let Some(&k) = todo.get(next.fetch_add(1, Ordering::Relaxed)) else {
            return;
        };
        let r = play_seeded::<G>(
            &config.options,
            config.players,
            game_seed(config.seed, k),
            k,
            &config.bots,
            &seating(k),
        );
        finished(&r);
        let mut t = tracker.lock().unwrap_or_else(|e| e.into_inner());
        if t.insert(r) {
            stop.store(true, Ordering::Release);
        }
        progress(t.progress());
    };
    rayon::scope(|s| {
        for _ in 0..rayon::current_num_threads() {
            s.spawn(|_| worker());
        }
    });
    let t = tracker.into_inner().unwrap_or_else(|e| e.into_inner());
    let counted = if t.decision.is_some() {
        2 * t.next_pair
    } else {
        config.games
    };
    let results: Vec<GameResult> = t.slots.into_iter().take(counted).flatten().collect();
    if results.len() != counted {
        return Err(format!(
            "{} of the test's first {counted} games are missing",
            counted - results.len()
        ));
    }
    Ok(SprtRun {
        results,
        counts: t.counts,
        llr: t.llr,
        decision: t.decision,
    })
}
