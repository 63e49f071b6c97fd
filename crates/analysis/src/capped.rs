//! The analysis of a whole game within a time cap: what a server runs on request (`kohle serve
//! --analysis-seconds`), on one thread, for a record of either game.
//!
//! **The budget.** Before each decision with a choice, the time left is shared equally among the
//! searches left (two per decision: the open search, and the one that starts with the move
//! taken when it is not the best), and turned into an iteration budget at the pace measured so
//! far (iterations per second of this job's searches). A decision whose taken move is the best
//! needs one search only; the time it saves goes to the decisions after it. Every search gets
//! at least [`MIN_ITERATIONS`], so a cap too small for that many is exceeded; the first search,
//! before any pace is known, gets exactly that many.
//!
//! Each decision is judged by [`analyze_position`] as in `kohle analyze`: from the deciding
//! seat's information only. Iteration budgets that follow the clock make the analysis differ
//! from run to run, as a time budget does.

use crate::decisions::{analyze_position, positions, report, AnalysisReport, DecisionReport};
use bots::ismcts::Budget;
use bots::IsmctsConfig;
use engine::{Game, GameRecord};
use std::time::{Duration, Instant};

/// The fewest iterations of a search: fewer say nothing about a move.
pub const MIN_ITERATIONS: u32 = 8;
/// The most iterations of a search (a short game with a long cap): bounds the search tree's
/// memory.
pub const MAX_ITERATIONS: u32 = 200_000;

/// Why a capped analysis gave no report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CappedError {
    /// The record is not a game this crate knows, or does not replay (the reason).
    Record(String),
    /// `stop()` asked to stop (the server shuts down).
    Stopped,
}

impl std::fmt::Display for CappedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CappedError::Record(why) => write!(f, "the game record cannot be analysed: {why}"),
            CappedError::Stopped => write!(f, "the analysis was stopped"),
        }
    }
}

impl std::error::Error for CappedError {}

/// Judges every decision of `record` (Glück Auf or Haspelknecht, by its name) within about
/// `cap` of wall time on the calling thread (see the module's documentation). `stop` is asked
/// before each decision; when it answers true the analysis ends with [`CappedError::Stopped`].
pub fn analyze_capped(
    record: &GameRecord,
    cap: Duration,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Result<AnalysisReport, CappedError> {
    match record.game.as_str() {
        n if n == <glueckauf::GlueckAuf as Game>::NAME => {
            capped::<glueckauf::GlueckAuf>(record, cap, seed, stop)
        }
        n if n == <haspelknecht::Haspelknecht as Game>::NAME => {
            capped::<haspelknecht::Haspelknecht>(record, cap, seed, stop)
        }
        other => Err(CappedError::Record(format!(
            "unknown game `{}`",
            engine::quote(other)
        ))),
    }
}

/// The pace of a job's searches so far.
#[derive(Clone, Copy, Debug, Default)]
struct Pace {
    iterations: u64,
    spent: Duration,
}

impl Pace {
    /// The iterations that fit in `time` at this pace (at least [`MIN_ITERATIONS`]; exactly
    /// that many before anything was measured).
    fn iterations_in(&self, time: Duration) -> u32 {
        if self.iterations == 0 || self.spent.is_zero() {
            return MIN_ITERATIONS;
        }
        let per_second = self.iterations as f64 / self.spent.as_secs_f64();
        (time.as_secs_f64() * per_second)
            .clamp(f64::from(MIN_ITERATIONS), f64::from(MAX_ITERATIONS)) as u32
    }
}

fn capped<G: Game>(
    record: &GameRecord,
    cap: Duration,
    seed: u64,
    stop: &dyn Fn() -> bool,
) -> Result<AnalysisReport, CappedError> {
    let started = Instant::now();
    let all = positions::<G>(record).map_err(|e| CappedError::Record(e.to_string()))?;
    let mut buf = Vec::new();
    let choices: Vec<bool> = all
        .iter()
        .map(|p| {
            p.state.legal_actions(p.seat, &mut buf);
            buf.len() > 1
        })
        .collect();
    let mut searches_left = 2 * choices.iter().filter(|c| **c).count() as u32;
    let mut pace = Pace::default();
    let mut searches = 0u64;
    let mut decisions: Vec<DecisionReport> = Vec::with_capacity(all.len());
    for (p, choice) in all.iter().zip(choices) {
        if stop() {
            return Err(CappedError::Stopped);
        }
        let mut search = IsmctsConfig::default();
        if !choice {
            // One legal move: judged good without a search.
            decisions.push(analyze_position(p, search, seed));
            continue;
        }
        let left = cap.saturating_sub(started.elapsed());
        let iterations = pace.iterations_in(left / searches_left.max(1));
        search.budget = Budget::Iterations(iterations);
        let at = Instant::now();
        let judged = analyze_position(p, search, seed);
        // The second search runs when the move taken is not the best found.
        let ran = if judged.best == judged.taken { 1 } else { 2 };
        pace.iterations += u64::from(iterations) * ran;
        pace.spent += at.elapsed();
        searches += ran;
        searches_left = searches_left.saturating_sub(2);
        decisions.push(judged);
    }
    let mean = pace.iterations.checked_div(searches).unwrap_or(0);
    let bot = format!(
        "ismcts (a time cap of {} s for the game: {mean} iterations per search on average)",
        cap.as_secs_f64()
    );
    Ok(report(G::NAME, record.players, &bot, None, decisions))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pace_turns_time_into_iterations_within_bounds() {
        let unknown = Pace::default();
        assert_eq!(
            unknown.iterations_in(Duration::from_secs(9)),
            MIN_ITERATIONS
        );
        let pace = Pace {
            iterations: 1000,
            spent: Duration::from_millis(100),
        };
        assert_eq!(pace.iterations_in(Duration::from_millis(50)), 500);
        assert_eq!(pace.iterations_in(Duration::ZERO), MIN_ITERATIONS);
        assert_eq!(
            pace.iterations_in(Duration::from_secs(3600)),
            MAX_ITERATIONS
        );
    }
}
