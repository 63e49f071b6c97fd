//! Whether the analysis's flags hold up (issue 39; figures in `docs/analysis.md`, the corpus by
//! `scripts/analysis-flags.sh`). A decision is *flagged* when its verdict is a mistake or a
//! blunder. Over a game's record, judged twice with two analysis seeds (second looks included)
//! and checked by a judge `deep` times deeper (at one look):
//! - **agreement**: the flagged decisions of both seeds over those of either (intersection
//!   over union: a flag one seat raises and the other does not counts against);
//! - **confirmed**: a decision flagged by the first seed is confirmed when the deeper judge
//!   flags it too, weighing the better move the flag names beside its own alternatives;
//! - **good that lose**: among the decisions the first seed calls good (every `good_every`-th
//!   of them with more than one legal move, so that the deep searches stay affordable), those
//!   whose loss under the deeper judge is at least the mistake threshold;
//! - **drafts**: Glück Auf's drafts (a card of the display) called blunders although the
//!   deeper judge rates their loss below the inaccuracy threshold.

use crate::decisions::{analyze_with, judge_position_once, AnalysisReport, Position, MISTAKE};
use crate::decisions::{DecisionReport, Verdict, INACCURACY};
use crate::judge::Judge;
use engine::{derive_seed, Game};
use rayon::prelude::*;
use serde::Serialize;

/// The counts of a study of one or more games ([`FlagStudy::add`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct FlagStudy {
    pub games: usize,
    /// Decisions with more than one legal move.
    pub judged: usize,
    pub flagged_first: usize,
    pub flagged_second: usize,
    pub flagged_both: usize,
    pub flagged_either: usize,
    /// Flagged by the first seed and by the deeper judge.
    pub confirmed: usize,
    /// Called good by the first seed and checked by the deeper judge, and of those the ones
    /// that lose at least the mistake threshold under it.
    pub good_checked: usize,
    pub good_lost: usize,
    /// Drafts called blunders by the first seed, and of those the ones the deeper judge rates
    /// within the inaccuracy threshold.
    pub draft_blunders: usize,
    pub draft_blunders_within: usize,
}

impl FlagStudy {
    pub fn add(&mut self, o: &FlagStudy) {
        self.games += o.games;
        self.judged += o.judged;
        self.flagged_first += o.flagged_first;
        self.flagged_second += o.flagged_second;
        self.flagged_both += o.flagged_both;
        self.flagged_either += o.flagged_either;
        self.confirmed += o.confirmed;
        self.good_checked += o.good_checked;
        self.good_lost += o.good_lost;
        self.draft_blunders += o.draft_blunders;
        self.draft_blunders_within += o.draft_blunders_within;
    }

    /// Flagged by both seeds over flagged by either (1 when neither flags anything).
    pub fn agreement(&self) -> f64 {
        ratio(self.flagged_both, self.flagged_either, 1.0)
    }

    /// Flags of the first seed the deeper judge confirms (1 when there are none).
    pub fn confirmed_share(&self) -> f64 {
        ratio(self.confirmed, self.flagged_first, 1.0)
    }

    /// Good decisions (checked) that lose at least a mistake under the deeper judge.
    pub fn good_lost_share(&self) -> f64 {
        ratio(self.good_lost, self.good_checked, 0.0)
    }
}

fn ratio(k: usize, n: usize, empty: f64) -> f64 {
    if n == 0 {
        empty
    } else {
        k as f64 / n as f64
    }
}

pub fn flagged(d: &DecisionReport) -> bool {
    d.verdict >= Verdict::Mistake
}

/// The reports a study of one game read: the two seeds' and the deeper judge's of the
/// decisions it checked (by their place in `first.decisions`).
pub struct StudyReports {
    pub first: AnalysisReport,
    pub second: AnalysisReport,
    pub deeper: Vec<(usize, DecisionReport)>,
}

/// Studies the flags of one game's `positions` (see the module's documentation): judged by
/// `judge` with `seeds.0` and `seeds.1`, checked by `judge` with `deep` times its iterations
/// (`iterations` a search). Runs on the current rayon pool. Returns the counts and the
/// reports they were counted from.
pub fn study<G: Game>(
    players: u8,
    positions: &[Position<G>],
    judge: &Judge,
    iterations: u32,
    seeds: (u64, u64),
    deep: u32,
    good_every: usize,
) -> Result<(FlagStudy, StudyReports), String> {
    let judge = judge.with_iterations(iterations);
    let quiet = || {};
    let first = analyze_with(players, positions, None, &judge, seeds.0, "", &quiet)?;
    let second = analyze_with(players, positions, None, &judge, seeds.1, "", &quiet)?;
    let deeper = judge.with_iterations(iterations.saturating_mul(deep));
    let mut s = FlagStudy {
        games: 1,
        ..FlagStudy::default()
    };
    let mut to_check: Vec<usize> = Vec::new();
    let mut good_seen = 0usize;
    for (i, (a, b)) in first.decisions.iter().zip(&second.decisions).enumerate() {
        if a.taken_estimate.is_none() {
            continue;
        }
        s.judged += 1;
        let (fa, fb) = (flagged(a), flagged(b));
        s.flagged_first += usize::from(fa);
        s.flagged_second += usize::from(fb);
        s.flagged_both += usize::from(fa && fb);
        s.flagged_either += usize::from(fa || fb);
        if fa {
            to_check.push(i);
        } else if a.verdict == Verdict::Good {
            if good_seen.is_multiple_of(good_every.max(1)) {
                to_check.push(i);
            }
            good_seen += 1;
        }
    }
    let deep_seed = derive_seed(seeds.0 ^ seeds.1, 0xdee9);
    let checked = to_check
        .par_iter()
        .map(|&i| {
            // A flag names a better move: the deeper judge weighs it too.
            let named = &first.decisions[i];
            let also = flagged(named).then_some(named.best.as_str());
            judge_position_once(&positions[i], &deeper, deep_seed, also).map(|d| (i, d))
        })
        .collect::<Result<Vec<_>, String>>()?;
    for (i, d) in &checked {
        let a = &first.decisions[*i];
        if flagged(a) {
            s.confirmed += usize::from(flagged(d));
            if a.verdict == Verdict::Blunder && a.taken.starts_with("draft ") {
                s.draft_blunders += 1;
                s.draft_blunders_within += usize::from(d.loss < INACCURACY);
            }
        } else {
            s.good_checked += 1;
            s.good_lost += usize::from(d.loss >= MISTAKE);
        }
    }
    Ok((
        s,
        StudyReports {
            first,
            second,
            deeper: checked,
        },
    ))
}
