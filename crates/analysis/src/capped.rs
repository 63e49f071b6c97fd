//! The analysis of a whole game within a time cap: what a server runs on request (`kohle serve
//! --analysis-seconds`), on one thread, for a record of either game.
//!
//! **The budget.** Before each decision with a choice, the time left is shared equally among the
//! searches left, and turned into an iteration budget at the recent pace (iterations per
//! second of this job's searches, each decision's weight [`PACE_MEMORY`] times the one before,
//! so that the budget follows a machine whose load changes; first measured by a probe search
//! of [`PROBE_ITERATIONS`] that is not reported). A decision with a choice needs
//! [`SEARCHES_PER_DECISION`] searches (the open search, then the move taken and its
//! alternatives searched alike), and as many again [`SECOND_LOOK`] times as long when it gets
//! a second look; the time left is shared by the searches left at the share of second looks
//! so far. Time a decision saves goes to the decisions after it. Every search gets at least
//! [`MIN_ITERATIONS`], and at most the default judge's [`DEFAULT_ITERATIONS`]: when the cap
//! allows, the job judges as `kohle analyze` does by default. A cap too small for the
//! minimum is exceeded.
//!
//! Each decision is judged by [`judge_position`] as in `kohle analyze`, by the default judge
//! ([`crate::judge::default_bot`]: the search guided by the shipped network of the game and
//! player count): from the deciding seat's information only. Iteration budgets that follow the
//! clock make the analysis differ from run to run, as a time budget does.

use crate::decisions::{
    judge_position, positions, report, AnalysisReport, DecisionReport, SEARCHES_PER_DECISION,
    SECOND_LOOK,
};
use crate::judge::{default_bot, Judge, DEFAULT_ITERATIONS};
use engine::{Game, GameRecord};
use std::time::{Duration, Instant};

/// The fewest iterations of a search: fewer say nothing about a move.
pub const MIN_ITERATIONS: u32 = 8;
/// The most iterations of a search (a short game with a long cap): the default judge's.
pub const MAX_ITERATIONS: u32 = DEFAULT_ITERATIONS;

/// Why a capped analysis gave no report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CappedError {
    /// The record is not a game this crate knows, or does not replay (the reason).
    Record(String),
    /// The judge's network cannot be read (the reason).
    Judge(String),
    /// `stop()` asked to stop (the server shuts down).
    Stopped,
}

impl std::fmt::Display for CappedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CappedError::Record(why) => write!(f, "the game record cannot be analysed: {why}"),
            CappedError::Judge(why) => write!(f, "the judging search cannot run: {why}"),
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

/// The iterations of the search that measures the pace before the first decision.
pub const PROBE_ITERATIONS: u32 = 64;

/// The searches [`judge_position`] runs for a decision with a choice at its first look.
const SEARCHES: u64 = SEARCHES_PER_DECISION;

/// How much of the pace measured so far is kept at each decision: the pace is mostly that of
/// the last ten or so decisions, so a job that started on a busy machine spends what the
/// machine gives it later evenly over the decisions left (not all at the end).
pub const PACE_MEMORY: f64 = 0.9;

/// The recent pace of a job's searches: iterations and seconds, older decisions weighing less.
#[derive(Clone, Copy, Debug, Default)]
struct Pace {
    iterations: f64,
    seconds: f64,
}

impl Pace {
    /// `searches` of `iterations` each took `time`.
    fn add(&mut self, iterations: u32, searches: u64, time: Duration) {
        self.iterations = self.iterations * PACE_MEMORY + f64::from(iterations) * searches as f64;
        self.seconds = self.seconds * PACE_MEMORY + time.as_secs_f64();
    }

    /// The iterations that fit in `time` at this pace (at least [`MIN_ITERATIONS`]; exactly
    /// that many before anything was measured).
    fn iterations_in(&self, time: Duration) -> u32 {
        if self.iterations <= 0.0 || self.seconds <= 0.0 {
            return MIN_ITERATIONS;
        }
        let per_second = self.iterations / self.seconds;
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
    let spec =
        bots::parse_bot_spec(&default_bot(G::NAME, record.players)).map_err(CappedError::Judge)?;
    let judge = Judge::of_spec(&spec).ok_or_else(|| CappedError::Judge(spec.to_string()))?;
    judge
        .check::<G>(record.players)
        .map_err(CappedError::Judge)?;
    let iterations = |k: u32| judge.with_iterations(k);
    let judged_by = |p, j: &Judge| judge_position(p, j, seed).map_err(CappedError::Judge);
    let mut buf = Vec::new();
    let choices: Vec<bool> = all
        .iter()
        .map(|p| {
            p.state.legal_actions(p.seat, &mut buf);
            buf.len() > 1
        })
        .collect();
    let mut left_to_judge = choices.iter().filter(|c| **c).count() as u32;
    let mut pace = Pace::default();
    // A probe of the pace, not reported: the first decision gets a budget like the others.
    if let Some(first) = all.iter().zip(&choices).find_map(|(p, c)| c.then_some(p)) {
        let at = Instant::now();
        judged_by(first, &iterations(PROBE_ITERATIONS))?;
        pace.add(PROBE_ITERATIONS, SEARCHES, at.elapsed());
    }
    // Decisions judged, their searches and those searches' iterations (the probe's not counted).
    let (mut searches, mut reported, mut judged_so_far) = (0u64, 0u64, 0u64);
    let mut decisions: Vec<DecisionReport> = Vec::with_capacity(all.len());
    for (p, choice) in all.iter().zip(choices) {
        if stop() {
            return Err(CappedError::Stopped);
        }
        if !choice {
            // One legal move: judged good without a search.
            decisions.push(judged_by(p, &judge)?);
            continue;
        }
        // Searches a decision needs, second looks included (as many as so far, in proportion).
        let per_decision = match searches {
            0 => SEARCHES as f64,
            _ => searches as f64 / judged_so_far as f64,
        };
        let searches_left = (f64::from(left_to_judge) * per_decision).max(1.0);
        let left = cap.saturating_sub(started.elapsed());
        let budget = pace.iterations_in(left.div_f64(searches_left));
        let at = Instant::now();
        let judged = judged_by(p, &iterations(budget))?;
        // A second look's searches are `SECOND_LOOK` times as long: counted as that many.
        let looked = if judged.deeper {
            SEARCHES * (1 + u64::from(SECOND_LOOK))
        } else {
            SEARCHES
        };
        pace.add(budget, looked, at.elapsed());
        searches += looked;
        judged_so_far += 1;
        reported += u64::from(budget) * looked;
        left_to_judge -= 1;
        decisions.push(judged);
    }
    let mean = reported.checked_div(searches).unwrap_or(0);
    let bot = format!(
        "{spec} (a time cap of {} s for the game: {mean} iterations per search on average)",
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
        let mut pace = Pace::default();
        pace.add(250, 2, Duration::from_millis(50));
        pace.add(500, 1, Duration::from_millis(50));
        assert_eq!(pace.iterations_in(Duration::from_millis(20)), 200);
        // The machine got four times as fast: the pace follows within a few decisions.
        for _ in 0..30 {
            pace.add(500, 1, Duration::from_micros(12_500));
        }
        let now = pace.iterations_in(Duration::from_millis(20));
        assert!((760..=800).contains(&now), "{now}");
        assert_eq!(pace.iterations_in(Duration::ZERO), MIN_ITERATIONS);
        assert_eq!(
            pace.iterations_in(Duration::from_secs(3600)),
            MAX_ITERATIONS
        );
    }
}
