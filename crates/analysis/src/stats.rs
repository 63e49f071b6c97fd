//! The statistics of a balance report: intervals for means and differences, and the
//! chi-square test of "every seat wins equally often".

pub use bots::stats::{wilson, Z95};

/// A value with its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Estimate {
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    /// A rate of `k` out of `n` with its Wilson interval.
    pub fn rate(k: u64, n: u64) -> Self {
        let (low, high) = wilson(k as f64, n as f64, Z95);
        Estimate {
            value: if n == 0 { 0.0 } else { k as f64 / n as f64 },
            low,
            high,
        }
    }

    /// A mean from `n` values with sum `sum` and sum of squares `squares`, with the normal
    /// interval `mean ± 1.96·sd/√n` (sample standard deviation).
    pub fn mean(sum: f64, squares: f64, n: u64) -> Self {
        let (mean, se) = mean_se(sum, squares, n);
        Estimate::around(mean, se)
    }

    /// `value ± 1.96·se`.
    pub fn around(value: f64, se: f64) -> Self {
        Estimate {
            value,
            low: value - Z95 * se,
            high: value + Z95 * se,
        }
    }
}

/// The mean and its standard error from a sum and a sum of squares of `n` values.
pub fn mean_se(sum: f64, squares: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let nf = n as f64;
    let mean = sum / nf;
    if n < 2 {
        return (mean, 0.0);
    }
    let var = ((squares - nf * mean * mean) / (nf - 1.0)).max(0.0);
    (mean, (var / nf).sqrt())
}

/// The difference of two independent rates `k1/n1 − k0/n0` with its normal (Wald) interval.
pub fn rate_difference(k1: u64, n1: u64, k0: u64, n0: u64) -> Estimate {
    let p1 = k1 as f64 / n1.max(1) as f64;
    let p0 = k0 as f64 / n0.max(1) as f64;
    let se = (p1 * (1.0 - p1) / n1.max(1) as f64 + p0 * (1.0 - p0) / n0.max(1) as f64).sqrt();
    Estimate::around(p1 - p0, se)
}

/// The difference of two independent means (`(sum, squares, n)` each) with Welch's normal
/// interval.
pub fn mean_difference(one: (f64, f64, u64), zero: (f64, f64, u64)) -> Estimate {
    let (m1, se1) = mean_se(one.0, one.1, one.2);
    let (m0, se0) = mean_se(zero.0, zero.1, zero.2);
    Estimate::around(m1 - m0, (se1 * se1 + se0 * se0).sqrt())
}

/// Pearson's chi-square test that `counts` come from equal expectations (each the mean of the
/// counts): the statistic, its degrees of freedom and the p-value.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct ChiSquare {
    pub statistic: f64,
    pub degrees_of_freedom: u32,
    pub p_value: f64,
}

/// The test of "all seats win equally often" on the wins of each seat. A shared victory counts
/// for every winner, so the counts are compared with their own mean, not with games/seats.
pub fn chi_square_equal(counts: &[u64]) -> ChiSquare {
    let k = counts.len();
    let total: u64 = counts.iter().sum();
    let df = k.saturating_sub(1) as u32;
    if k < 2 || total == 0 {
        return ChiSquare {
            statistic: 0.0,
            degrees_of_freedom: df,
            p_value: 1.0,
        };
    }
    let expected = total as f64 / k as f64;
    let statistic = counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    ChiSquare {
        statistic,
        degrees_of_freedom: df,
        p_value: chi_square_tail(statistic, df),
    }
}

/// `P(X ≥ x)` for a chi-square variable with `df` degrees of freedom: the closed forms through
/// the complementary error function (odd `df`) and the exponential series (even `df`).
pub fn chi_square_tail(x: f64, df: u32) -> f64 {
    if x <= 0.0 || df == 0 {
        return 1.0;
    }
    let h = x / 2.0;
    let p = if df.is_multiple_of(2) {
        // Q = e^{-h} Σ_{i<df/2} h^i / i!
        let mut term = 1.0;
        let mut sum = 1.0;
        for i in 1..df / 2 {
            term *= h / i as f64;
            sum += term;
        }
        (-h).exp() * sum
    } else {
        // Q = erfc(√h) + e^{-h} Σ_{i=1}^{(df-1)/2} h^{i-1/2} / Γ(i+1/2)
        let mut sum = 0.0;
        let mut term = h.sqrt() / std::f64::consts::PI.sqrt() * 2.0; // h^{1/2}/Γ(3/2)
        for i in 1..=(df - 1) / 2 {
            if i > 1 {
                term *= h / (i as f64 - 0.5);
            }
            sum += term;
        }
        libm::erfc(h.sqrt()) + (-h).exp() * sum
    };
    p.clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn chi_square_tail_matches_tables() {
        // Critical values at 5%: 3.841 (1), 5.991 (2), 7.815 (3), 9.488 (4), 11.070 (5).
        for (x, df) in [(3.841, 1), (5.991, 2), (7.815, 3), (9.488, 4), (11.070, 5)] {
            let p = chi_square_tail(x, df);
            assert!(close(p, 0.05, 2e-4), "df {df}: {p}");
        }
        // 1% for 3 degrees of freedom: 11.345.
        assert!(close(chi_square_tail(11.345, 3), 0.01, 1e-4));
        assert_eq!(chi_square_tail(0.0, 2), 1.0);
    }

    #[test]
    fn equal_counts_pass_and_unequal_fail() {
        let t = chi_square_equal(&[100, 100, 100]);
        assert_eq!(t.statistic, 0.0);
        assert_eq!(t.p_value, 1.0);
        assert_eq!(t.degrees_of_freedom, 2);
        let t = chi_square_equal(&[150, 100, 50]);
        // (50² + 0 + 50²)/100 = 50.
        assert!(close(t.statistic, 50.0, 1e-9));
        assert!(t.p_value < 1e-10);
    }

    #[test]
    fn mean_interval() {
        // 1, 2, 3, 4: mean 2.5, sd 1.291, se 0.6455.
        let e = Estimate::mean(10.0, 30.0, 4);
        assert!(close(e.value, 2.5, 1e-12));
        assert!(close(e.high - e.value, Z95 * 0.645_497, 1e-5));
        let d = mean_difference((10.0, 30.0, 4), (10.0, 30.0, 4));
        assert!(close(d.value, 0.0, 1e-12) && d.low < 0.0 && d.high > 0.0);
    }
}
