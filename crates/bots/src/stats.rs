//! Statistics for tournaments: Wilson score intervals, mean and standard deviation, and Elo
//! ratings fitted as a Bradley–Terry model.

/// The 97.5% quantile of the standard normal distribution (two-sided 95%).
pub const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval for `successes` out of `n` trials (successes may be fractional,
/// e.g. shared wins) at normal quantile `z`. `(0, 1)` when `n == 0`.
pub fn wilson(successes: f64, n: f64, z: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let p = (successes / n).clamp(0.0, 1.0);
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let center = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((center - half).max(0.0), (center + half).min(1.0))
}

/// Mean and sample standard deviation (0 for fewer than two values).
pub fn mean_sd(values: &[f64]) -> (f64, f64) {
    if values.is_empty() {
        return (0.0, 0.0);
    }
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    if values.len() < 2 {
        return (mean, 0.0);
    }
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, var.sqrt())
}

/// One pairwise outcome: `a` scored `score` (1 win, 0.5 draw, 0 loss) against `b`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pairwise {
    pub a: usize,
    pub b: usize,
    pub score: f64,
}

/// Fits Bradley–Terry strengths to pairwise outcomes with Hunter's MM algorithm and returns
/// them as Elo ratings (400·log10 of the strength), shifted so that their mean is 0.
///
/// A draw counts half a win for each side. `prior_games` virtual drawn games of every player
/// against a fixed reference player of strength 1 keep ratings finite for players that never
/// (or always) won; 0 gives the plain maximum-likelihood fit (which diverges for such players).
pub fn fit_elo(players: usize, outcomes: &[Pairwise], prior_games: f64) -> Vec<f64> {
    if players == 0 {
        return Vec::new();
    }
    // wins[i]: total score of i; games[i][j]: games between i and j (symmetric).
    let mut wins = vec![0.0f64; players];
    let mut games = vec![vec![0.0f64; players]; players];
    for o in outcomes {
        if o.a == o.b {
            continue;
        }
        wins[o.a] += o.score;
        wins[o.b] += 1.0 - o.score;
        games[o.a][o.b] += 1.0;
        games[o.b][o.a] += 1.0;
    }
    let mut gamma = vec![1.0f64; players];
    for _ in 0..100_000 {
        let mut max_change = 0.0f64;
        let mut next = gamma.clone();
        for i in 0..players {
            let mut denom = prior_games / (gamma[i] + 1.0);
            for j in 0..players {
                if games[i][j] > 0.0 {
                    denom += games[i][j] / (gamma[i] + gamma[j]);
                }
            }
            let w = wins[i] + 0.5 * prior_games;
            next[i] = if denom > 0.0 {
                (w / denom).max(1e-300)
            } else {
                1.0
            };
        }
        if prior_games == 0.0 {
            // Without the reference player the scale is free: fix the geometric mean at 1.
            let log_mean = next.iter().map(|g| g.ln()).sum::<f64>() / players as f64;
            for g in &mut next {
                *g = (g.ln() - log_mean).exp();
            }
        }
        for i in 0..players {
            max_change = max_change.max((next[i].ln() - gamma[i].ln()).abs());
        }
        gamma = next;
        if max_change < 1e-12 {
            break;
        }
    }
    let elo: Vec<f64> = gamma.iter().map(|g| 400.0 * g.log10()).collect();
    let mean = elo.iter().sum::<f64>() / players as f64;
    elo.into_iter().map(|e| e - mean).collect()
}

/// The pairwise outcomes of one game from its ranks (0 = first; equal ranks draw):
/// every pair of seats is one outcome between the players `who[seat]`.
pub fn pairwise_from_ranks(who: &[usize], ranks: &[u8], out: &mut Vec<Pairwise>) {
    for a in 0..ranks.len() {
        for b in a + 1..ranks.len() {
            let score = match ranks[a].cmp(&ranks[b]) {
                std::cmp::Ordering::Less => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Greater => 0.0,
            };
            out.push(Pairwise {
                a: who[a],
                b: who[b],
                score,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn wilson_known_values() {
        // 50 of 100: 0.4038..0.5962 (textbook value).
        let (lo, hi) = wilson(50.0, 100.0, Z95);
        assert!(
            close(lo, 0.4038, 1e-4) && close(hi, 0.5962, 1e-4),
            "{lo} {hi}"
        );
        // 0 of 10: 0..0.2775.
        let (lo, hi) = wilson(0.0, 10.0, Z95);
        assert!(
            close(lo, 0.0, 1e-12) && close(hi, 0.2775, 1e-4),
            "{lo} {hi}"
        );
        // 9 of 10: 0.5958..0.9821.
        let (lo, hi) = wilson(9.0, 10.0, Z95);
        assert!(
            close(lo, 0.5958, 1e-4) && close(hi, 0.9821, 1e-4),
            "{lo} {hi}"
        );
        assert_eq!(wilson(0.0, 0.0, Z95), (0.0, 1.0));
    }

    #[test]
    fn mean_and_sd() {
        let (m, sd) = mean_sd(&[2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]);
        assert!(close(m, 5.0, 1e-12));
        assert!(close(sd, (32.0f64 / 7.0).sqrt(), 1e-12));
        assert_eq!(mean_sd(&[3.0]), (3.0, 0.0));
    }

    fn outcomes(a: usize, b: usize, a_wins: usize, b_wins: usize, draws: usize) -> Vec<Pairwise> {
        let mut v = Vec::new();
        v.extend((0..a_wins).map(|_| Pairwise { a, b, score: 1.0 }));
        v.extend((0..b_wins).map(|_| Pairwise { a, b, score: 0.0 }));
        v.extend((0..draws).map(|_| Pairwise { a, b, score: 0.5 }));
        v
    }

    #[test]
    fn elo_of_a_three_to_one_record() {
        // A wins 75 of 100 against B: odds 3, so 400·log10(3) = 190.85 Elo apart.
        let elo = fit_elo(2, &outcomes(0, 1, 75, 25, 0), 0.0);
        assert!(
            close(elo[0] - elo[1], 400.0 * 3f64.log10(), 1e-6),
            "{elo:?}"
        );
        assert!(close(elo[0] + elo[1], 0.0, 1e-9));
        // Draws count half: 70 wins, 20 losses, 20 draws = 80 : 30.
        let elo = fit_elo(2, &outcomes(0, 1, 70, 20, 20), 0.0);
        assert!(close(
            elo[0] - elo[1],
            400.0 * (80.0f64 / 30.0).log10(),
            1e-6
        ));
    }

    #[test]
    fn elo_recovers_consistent_strengths() {
        // Strengths 4 : 2 : 1. Expected scores between each pair, 100 games each, entered as
        // fractional outcomes: the fit must recover 400·log10 of the ratios exactly.
        let g = [4.0f64, 2.0, 1.0];
        let mut v = Vec::new();
        for a in 0..3 {
            for b in a + 1..3 {
                let p = g[a] / (g[a] + g[b]);
                v.extend((0..100).map(|_| Pairwise { a, b, score: p }));
            }
        }
        let elo = fit_elo(3, &v, 0.0);
        let step = 400.0 * 2f64.log10();
        assert!(close(elo[0] - elo[1], step, 1e-6), "{elo:?}");
        assert!(close(elo[1] - elo[2], step, 1e-6), "{elo:?}");
    }

    #[test]
    fn prior_keeps_a_perfect_record_finite() {
        let elo = fit_elo(2, &outcomes(0, 1, 20, 0, 0), 1.0);
        assert!(elo[0].is_finite() && elo[1].is_finite());
        assert!(elo[0] - elo[1] > 400.0, "{elo:?}");
    }

    #[test]
    fn pairwise_outcomes_from_ranks() {
        let mut v = Vec::new();
        pairwise_from_ranks(&[2, 0, 1], &[1, 0, 1], &mut v);
        assert_eq!(
            v,
            vec![
                Pairwise {
                    a: 2,
                    b: 0,
                    score: 0.0
                },
                Pairwise {
                    a: 2,
                    b: 1,
                    score: 0.5
                },
                Pairwise {
                    a: 0,
                    b: 1,
                    score: 1.0
                },
            ]
        );
    }
}
