//! A seat's accuracy over a game, 0–100, from the losses in chance to win of its decisions:
//! a lichess-like mapping of the average loss (lichess maps the average loss of winning
//! chances, in percent, by `103.1668·e^(−0.04354·x) − 3.1669`; here the same curve of the mean
//! loss in points of probability). No loss is 100, a mean loss of 5 points (every decision an
//! inaccuracy) about 80, 10 points 63, 20 points 40, 50 points 8.

/// The accuracy of a list of losses in chance to win (each 0..1), 0–100: 100 for no decision.
pub fn accuracy(losses: &[f64]) -> f64 {
    if losses.is_empty() {
        return 100.0;
    }
    let mean = losses.iter().map(|&l| clamp01(l)).sum::<f64>() / losses.len() as f64;
    of_mean_loss(mean)
}

/// `x` within 0..=1, NaN as 0.
fn clamp01(x: f64) -> f64 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

/// The accuracy of a mean loss in chance to win (0..1), 0–100.
pub fn of_mean_loss(mean: f64) -> f64 {
    let x = 100.0 * clamp01(mean);
    (103.1668 * (-0.04354 * x).exp() - 3.1669).clamp(0.0, 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_loss_is_100_and_the_curve_falls() {
        assert_eq!(accuracy(&[]), 100.0);
        assert!((accuracy(&[0.0, 0.0]) - 100.0).abs() < 1e-3);
        let five = accuracy(&[0.05; 4]);
        assert!((five - 80.0).abs() < 1.0, "{five}");
        assert!((of_mean_loss(0.1) - 63.0).abs() < 1.0);
        assert!((of_mean_loss(0.2) - 40.0).abs() < 1.0);
        assert!((of_mean_loss(0.5) - 8.5).abs() < 1.0);
        assert!(of_mean_loss(1.0) == 0.0);
        // The mean counts: one blunder among good moves costs less than all blunders.
        assert!(accuracy(&[0.3, 0.0, 0.0, 0.0]) > accuracy(&[0.3; 4]));
        // Out-of-range values are clamped, never NaN.
        assert_eq!(accuracy(&[-1.0, f64::NAN]), of_mean_loss(0.0));
        assert_eq!(accuracy(&[2.0]), 0.0);
    }
}
