//! The sequential probability ratio test (SPRT) of one bot against another, on pairs of games,
//! as fishtest (Stockfish's testing framework) computes it for its pentanomial tests.
//!
//! - **Pairs.** Both games of a pair have the same seed, with the seats swapped. A game scores
//!   1 for the tested bot when it ranks above the other (score, then the game's tie-break: the
//!   tournament's ranks), ½ when both share the victory (a draw), else 0: the same win shares
//!   as the tournament table's. A pair scores 0, ½, 1, 1½ or 2: the **pentanomial** counts
//!   `[n0, n½, n1, n1½, n2]` count the pairs of each score (fishtest's LL, LD+DL, LW+DD+WL,
//!   DW+WD, WW). Pairs cancel most of the luck of the deal, and the pentanomial model counts
//!   a pair as one sample, so the correlation of its two games is accounted for.
//! - **Elo** is **logistic**: a bot `e` Elo stronger scores `L(e) = 1 / (1 + 10^(−e/400))` per
//!   game on average — the scale of the tournament table's Elo column. (Fishtest's newer tests
//!   use normalized Elo; this test does not.)
//! - **H0**: Elo = `elo0`, **H1**: Elo = `elo1`. The statistic is fishtest's generalized
//!   log-likelihood ratio `LLR_logistic` (server/fishtest/stats/LLRcalc.py): with the counts
//!   (each zero replaced by 0.001, fishtest's `regularize`), `N` their sum, `p_i = n_i / N` and
//!   `a_i = i/4` the per-game score of a pair, the multinomial of greatest likelihood whose
//!   mean score is `s` is `p_i / (1 + x (a_i − s))`, where `x` solves
//!   `Σ p_i (a_i − s) / (1 + x (a_i − s)) = 0` (Van den Bergh, "support_MLE_multinomial",
//!   Proposition 1.1); then `LLR = N Σ p_i ln(P1_i / P0_i)` for `s0 = L(elo0)`, `s1 = L(elo1)`.
//! - **Bounds** are Wald's: `lower = ln(β / (1 − α))`, `upper = ln((1 − β) / α)`. The test
//!   stops after the first pair whose LLR is at or beyond a bound: below, H0 is accepted (the
//!   bot is not `elo1` stronger); above, H1 (it is not only `elo0` stronger). Fishtest also
//!   corrects the bounds for the overshoot; this test does not, which makes its errors a little
//!   smaller than α and β, never larger.
//! - **Elo estimate** (fishtest's `stat_util.get_elo` on pentanomial counts): the mean score per
//!   game `μ`, its standard error from the pairs' variance, the 95% interval `μ ± 1.96·se`, each
//!   turned into Elo by `−400 log10(1/μ − 1)` (μ clamped to [0.001, 0.999]). It is the
//!   fixed-sample interval: a test that stopped early tends to overstate the difference a
//!   little (fishtest reports a sequentially corrected one).

use serde::{Deserialize, Serialize};
use std::fmt;

/// What is tested: H0 Elo = `elo0` against H1 Elo = `elo1` (logistic Elo of the first bot over
/// the second), with error rates `alpha` (accepting H1 when H0 holds) and `beta` (accepting H0
/// when H1 holds).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// The largest Elo difference a hypothesis may name (the expected score stays inside (0, 1)).
pub const MAX_ELO: f64 = 1000.0;

impl Sprt {
    /// A test, checked: `elo1` above `elo0`, both within ±[`MAX_ELO`], `alpha` and `beta`
    /// strictly between 0 and 0.5.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, String> {
        for (name, elo) in [("elo0", elo0), ("elo1", elo1)] {
            if !(elo.is_finite() && elo.abs() <= MAX_ELO) {
                return Err(format!(
                    "{name} = {elo} must be an Elo difference between -{MAX_ELO} and {MAX_ELO}"
                ));
            }
        }
        if elo1 <= elo0 {
            return Err(format!(
                "elo1 ({elo1}) must be above elo0 ({elo0}): H1 says the first bot is stronger than H0 does"
            ));
        }
        for (name, p) in [("alpha", alpha), ("beta", beta)] {
            if !(p > 0.0 && p < 0.5) {
                return Err(format!(
                    "{name} = {p} must be strictly between 0 and 0.5 (it is an error rate)"
                ));
            }
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// Parses `elo0=E0,elo1=E1` (the `--sprt` text) and checks it with `alpha` and `beta`.
    pub fn parse(text: &str, alpha: f64, beta: f64) -> Result<Sprt, String> {
        let (mut elo0, mut elo1) = (None, None);
        for part in text.split(',') {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("`{part}` is not NAME=VALUE (elo0=0,elo1=50)"))?;
            let number: f64 = value
                .trim()
                .parse()
                .map_err(|_| format!("{}: `{value}` is not a number", key.trim()))?;
            let slot = match key.trim() {
                "elo0" => &mut elo0,
                "elo1" => &mut elo1,
                other => return Err(format!("unknown `{other}`: give elo0=E0,elo1=E1")),
            };
            if slot.replace(number).is_some() {
                return Err(format!("{} is given twice", key.trim()));
            }
        }
        match (elo0, elo1) {
            (Some(e0), Some(e1)) => Sprt::new(e0, e1, alpha, beta),
            _ => Err(format!(
                "`{text}` must give both elo0 and elo1 (elo0=0,elo1=50)"
            )),
        }
    }

    /// The LLR at or below which H0 is accepted: `ln(β / (1 − α))`.
    pub fn lower(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// The LLR at or above which H1 is accepted: `ln((1 − β) / α)`.
    pub fn upper(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// The log-likelihood ratio of H1 over H0 for the pentanomial counts.
    pub fn llr(&self, counts: &Pentanomial) -> f64 {
        llr_logistic(self.elo0, self.elo1, counts)
    }

    /// The hypothesis accepted at `llr`, if a bound is reached.
    pub fn decision(&self, llr: f64) -> Option<Hypothesis> {
        if llr <= self.lower() {
            Some(Hypothesis::H0)
        } else if llr >= self.upper() {
            Some(Hypothesis::H1)
        } else {
            None
        }
    }
}

/// An accepted hypothesis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hypothesis {
    H0,
    H1,
}

/// Pairs counted by their score for the tested bot: index `i` holds the pairs that scored
/// `i/2` points (of 2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pentanomial(pub [u64; 5]);

impl Pentanomial {
    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }

    /// Counts a pair that scored `half_points` (0..=4) half-points.
    pub fn add(&mut self, half_points: usize) {
        self.0[half_points] += 1;
    }
}

/// The expected score per game of a bot `elo` (logistic) Elo stronger.
pub fn logistic_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo of an expected score per game, as fishtest's `elo` (clamped to
/// [0.001, 0.999], so at most ±1200).
pub fn logistic_elo(score: f64) -> f64 {
    let s = score.clamp(1e-3, 1.0 - 1e-3);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The counts as fishtest's `results_to_pdf`: each zero replaced by 0.001; the total, and each
/// score's share.
fn regularized(counts: &Pentanomial) -> (f64, [f64; 5]) {
    let n = counts.0.map(|c| if c == 0 { 1e-3 } else { c as f64 });
    let total: f64 = n.iter().sum();
    (total, n.map(|c| c / total))
}

/// The score per game of a pair scoring `i` half-points of 4.
fn pair_value(i: usize) -> f64 {
    i as f64 / 4.0
}

/// The root `x` of `Σ p_i b_i / (1 + x b_i) = 0` for `b_i = a_i − s`, with `0 < s < 1` (so the
/// `b_i` straddle 0): the function decreases strictly from +∞ to −∞ on the open interval
/// `(−1/max b, −1/min b)`, so bisection to the last representable step finds it.
fn secular_root(p: &[f64; 5], s: f64) -> f64 {
    let b: [f64; 5] = std::array::from_fn(|i| pair_value(i) - s);
    let f = |x: f64| -> f64 { (0..5).map(|i| p[i] * b[i] / (1.0 + x * b[i])).sum() };
    // b[4] = 1 − s > 0 is the largest, b[0] = −s < 0 the smallest.
    let (mut lo, mut hi) = (-1.0 / b[4], -1.0 / b[0]);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if mid <= lo || mid >= hi {
            break;
        }
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

/// Fishtest's `LLR_logistic(elo0, elo1, pentanomial)`: the generalized log-likelihood ratio of
/// mean score `L(elo1)` over `L(elo0)` (see the module documentation). 0 without pairs.
pub fn llr_logistic(elo0: f64, elo1: f64, counts: &Pentanomial) -> f64 {
    if counts.pairs() == 0 {
        return 0.0;
    }
    let (total, p) = regularized(counts);
    let (s0, s1) = (logistic_score(elo0), logistic_score(elo1));
    let (x0, x1) = (secular_root(&p, s0), secular_root(&p, s1));
    // ln(P1_i / P0_i) = ln(1 + x0 (a_i − s0)) − ln(1 + x1 (a_i − s1)).
    let per_pair: f64 = (0..5)
        .map(|i| {
            let a = pair_value(i);
            p[i] * ((x0 * (a - s0)).ln_1p() - (x1 * (a - s1)).ln_1p())
        })
        .sum();
    total * per_pair
}

/// An Elo estimate with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct EloEstimate {
    pub elo: f64,
    pub ci95: [f64; 2],
}

/// Fishtest's `get_elo` on pentanomial counts (see the module documentation).
pub fn elo_estimate(counts: &Pentanomial) -> EloEstimate {
    let (total, p) = regularized(counts);
    let mean: f64 = (0..5).map(|i| p[i] * pair_value(i)).sum();
    // The variance of a pair's mean score per game; its mean over `total` pairs.
    let var: f64 = (0..5).map(|i| p[i] * (pair_value(i) - mean).powi(2)).sum();
    let se = (var / total).sqrt();
    let z = crate::stats::Z95;
    EloEstimate {
        elo: logistic_elo(mean),
        ci95: [logistic_elo(mean - z * se), logistic_elo(mean + z * se)],
    }
}

/// The state of a test after some pairs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SprtReport {
    /// The tested bot (the first of the line-up) and the one it is tested against.
    pub tested: String,
    pub against: String,
    /// `"logistic"`: see the module documentation.
    pub elo_model: String,
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
    /// `"H0"`, `"H1"`, or `null` when the pairs ran out before a bound was reached.
    pub result: Option<Hypothesis>,
    pub llr: f64,
    pub lower: f64,
    pub upper: f64,
    /// The pairs counted (pairs with a failed game are not).
    pub pairs: u64,
    /// Pairs by the tested bot's score 0, ½, 1, 1½, 2.
    pub pentanomial: [u64; 5],
    /// The tested bot's logistic Elo over the other, with its 95% interval.
    pub elo: f64,
    pub elo_ci95: [f64; 2],
}

impl SprtReport {
    pub fn new(sprt: &Sprt, tested: &str, against: &str, counts: &Pentanomial) -> SprtReport {
        let llr = sprt.llr(counts);
        let estimate = elo_estimate(counts);
        SprtReport {
            tested: tested.to_string(),
            against: against.to_string(),
            elo_model: "logistic".to_string(),
            elo0: sprt.elo0,
            elo1: sprt.elo1,
            alpha: sprt.alpha,
            beta: sprt.beta,
            result: sprt.decision(llr),
            llr,
            lower: sprt.lower(),
            upper: sprt.upper(),
            pairs: counts.pairs(),
            pentanomial: counts.0,
            elo: estimate.elo,
            elo_ci95: estimate.ci95,
        }
    }
}

impl fmt::Display for SprtReport {
    /// The SPRT section of `kohle tournament --sprt`'s table.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = self;
        writeln!(
            f,
            "  SPRT of {} against {}: H0 Elo = {}, H1 Elo = {} (logistic Elo), alpha {}, beta {}",
            r.tested, r.against, r.elo0, r.elo1, r.alpha, r.beta
        )?;
        let result = match r.result {
            Some(Hypothesis::H1) => format!(
                "H1 accepted: {} is stronger than {} (Elo {} rather than {})",
                r.tested, r.against, r.elo1, r.elo0
            ),
            Some(Hypothesis::H0) => format!(
                "H0 accepted: {} is not {} Elo stronger than {} (Elo {} rather than {})",
                r.tested, r.elo1, r.against, r.elo0, r.elo1
            ),
            None => "no decision: the games ran out before a bound was reached".to_string(),
        };
        writeln!(f, "  result: {result}")?;
        writeln!(
            f,
            "  LLR {:.3} after {} pairs (bounds {:.3}, {:.3})",
            r.llr, r.pairs, r.lower, r.upper
        )?;
        let [a, b, c, d, e] = r.pentanomial;
        writeln!(
            f,
            "  pairs by {}'s score 0, ½, 1, 1½, 2: {a}, {b}, {c}, {d}, {e}",
            r.tested
        )?;
        writeln!(
            f,
            "  Elo of {} over {}: {:.1} (95% CI {:.1} – {:.1})",
            r.tested, r.against, r.elo, r.elo_ci95[0], r.elo_ci95[1]
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_and_decisions() {
        let t = Sprt::new(0.0, 50.0, 0.05, 0.05).unwrap();
        assert!((t.lower() + 2.944_438_979).abs() < 1e-8, "{}", t.lower());
        assert!((t.upper() - 2.944_438_979).abs() < 1e-8);
        assert_eq!(t.decision(-3.0), Some(Hypothesis::H0));
        assert_eq!(t.decision(3.0), Some(Hypothesis::H1));
        assert_eq!(t.decision(0.0), None);
    }

    #[test]
    fn bad_tests_are_refused() {
        assert!(Sprt::new(50.0, 50.0, 0.05, 0.05)
            .unwrap_err()
            .contains("must be above elo0"));
        assert!(Sprt::new(0.0, 5.0, 0.5, 0.05)
            .unwrap_err()
            .contains("alpha = 0.5"));
        assert!(Sprt::new(0.0, 5.0, 0.05, 0.0)
            .unwrap_err()
            .contains("beta = 0"));
        assert!(Sprt::new(0.0, 5000.0, 0.05, 0.05).is_err());
        assert!(Sprt::parse("elo0=0", 0.05, 0.05)
            .unwrap_err()
            .contains("both elo0 and elo1"));
        assert!(Sprt::parse("elo0=0,elo1=x", 0.05, 0.05)
            .unwrap_err()
            .contains("not a number"));
        assert!(Sprt::parse("elo0=0,elo2=5", 0.05, 0.05)
            .unwrap_err()
            .contains("unknown `elo2`"));
        assert_eq!(
            Sprt::parse("elo0=-5, elo1=5", 0.1, 0.2).unwrap(),
            Sprt::new(-5.0, 5.0, 0.1, 0.2).unwrap()
        );
    }

    #[test]
    fn elo_scale_round_trips() {
        assert!((logistic_score(0.0) - 0.5).abs() < 1e-15);
        assert!((logistic_elo(logistic_score(50.0)) - 50.0).abs() < 1e-9);
        assert!((logistic_elo(0.75) - 400.0 * 3f64.log10()).abs() < 1e-9);
    }
}
