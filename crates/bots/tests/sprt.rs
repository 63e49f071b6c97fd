//! The SPRT (crates/bots/src/sprt.rs), tested as a statistic: its LLR and Elo estimate agree
//! with fishtest's own code, and simulated tests with known win, draw and loss rates (no games
//! played) keep their error rates; then played on the test game Prizes: the decision does not
//! depend on the threads, and a test resumed from some of its games decides as a whole one.

use bots::sprt::{elo_estimate, llr_logistic, logistic_score, Hypothesis, Pentanomial, Sprt};
use bots::sprt_run::{run_sprt, validate_sprt, SprtRun};
use bots::{parse_bot_spec, TournamentConfig};
use engine::rng::{rng_from_seed, Rng};
use rand_core::RngCore;
use testgame::{Prizes, PrizesOptions};

/// Reference values computed with fishtest's own Python (official-stockfish/fishtest, commit
/// b8eecff, server/fishtest/stats/: `LLRcalc.LLR_logistic(elo0, elo1, counts)` and
/// `stat_util.get_elo(counts)`, whose second value is the half-width of the 95% interval), run
/// with scipy 1.17.1: (elo0, elo1, counts, LLR, Elo, half-width).
const FISHTEST: [(f64, f64, [u64; 5], f64, f64, f64); 8] = [
    // The example in stat_util.py's `__main__`.
    (
        -3.0,
        1.0,
        [10789, 19328, 33806, 19402, 10543],
        2.1310678117940807,
        -0.7735773359165423,
        1.2775798957280218,
    ),
    (
        0.0,
        2.0,
        [1187, 7410, 13475, 7378, 1164],
        -3.703553587139313,
        -0.4426077992236841,
        1.7298590276177421,
    ),
    (
        0.0,
        50.0,
        [3, 10, 20, 12, 5],
        -0.3066038748927462,
        20.87120466602867,
        50.23605715757104,
    ),
    (
        0.0,
        50.0,
        [0, 1, 4, 9, 6],
        2.671277081705954,
        190.81376180320544,
        88.16310457659384,
    ),
    (
        0.0,
        50.0,
        [0, 0, 0, 0, 7],
        0.9353892616352858,
        1199.8261952903777,
        220.18524304499022,
    ),
    (
        0.0,
        50.0,
        [2, 0, 0, 0, 0],
        -0.3087911411927258,
        -1161.3662343076346,
        331.60336780290595,
    ),
    (
        -10.0,
        10.0,
        [5, 0, 3, 0, 5],
        -1.1277437317325223e-15,
        0.0,
        180.21840970456918,
    ),
    (
        0.0,
        5.0,
        [100, 400, 1000, 420, 110],
        0.37975691686509816,
        3.423121454106174,
        6.833535318590164,
    ),
];

#[test]
fn llr_and_elo_match_fishtest() {
    for (elo0, elo1, counts, llr, elo, half) in FISHTEST {
        let counts = Pentanomial(counts);
        let ours = llr_logistic(elo0, elo1, &counts);
        assert!(
            (ours - llr).abs() < 1e-6 * (1.0 + llr.abs()),
            "{counts:?} {elo0}..{elo1}: LLR {ours}, fishtest {llr}"
        );
        let e = elo_estimate(&counts);
        assert!((e.elo - elo).abs() < 1e-6, "{counts:?}: Elo {e:?}, {elo}");
        let ours_half = (e.ci95[1] - e.ci95[0]) / 2.0;
        assert!(
            (ours_half - half).abs() < 1e-6,
            "{counts:?}: ±{ours_half}, fishtest ±{half}"
        );
        assert!(e.ci95[0] <= e.elo && e.elo <= e.ci95[1], "{e:?}");
    }
    assert_eq!(llr_logistic(0.0, 50.0, &Pentanomial::default()), 0.0);
}

fn uniform(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// Known per-game rates of the tested bot, and `same`: the chance that a pair's second game
/// ends as its first (the correlation the pentanomial model is for); else the two games are
/// independent. Either way each game wins, draws and loses at the given rates.
#[derive(Clone, Copy, Debug)]
struct Rates {
    win: f64,
    draw: f64,
    same: f64,
}

impl Rates {
    /// Rates with mean score `L(elo)` per game and the given draw rate.
    fn at_elo(elo: f64, draw: f64, same: f64) -> Rates {
        Rates {
            win: logistic_score(elo) - draw / 2.0,
            draw,
            same,
        }
    }

    fn game(&self, rng: &mut Rng) -> usize {
        let u = uniform(rng);
        if u < self.win {
            2
        } else if u < self.win + self.draw {
            1
        } else {
            0
        }
    }

    fn pair(&self, rng: &mut Rng) -> usize {
        let first = self.game(rng);
        if uniform(rng) < self.same {
            2 * first
        } else {
            first + self.game(rng)
        }
    }
}

/// Simulated tests: how many of `runs` accepted H1, and the mean number of pairs they took.
/// A test that reaches 100,000 pairs without a decision counts as accepting neither.
fn simulate(sprt: &Sprt, rates: Rates, runs: usize, seed: u64) -> (usize, f64) {
    let mut rng = rng_from_seed(seed);
    let (mut h1, mut pairs) = (0, 0u64);
    for _ in 0..runs {
        let mut counts = Pentanomial::default();
        let decision = loop {
            counts.add(rates.pair(&mut rng));
            let d = sprt.decision(sprt.llr(&counts));
            if d.is_some() || counts.pairs() == 100_000 {
                break d;
            }
        };
        pairs += counts.pairs();
        h1 += usize::from(decision == Some(Hypothesis::H1));
    }
    (h1, pairs as f64 / runs as f64)
}

/// With the true Elo at `elo0` at most a share alpha of the tests accept H1, with it at `elo1`
/// at least 1 − beta do, each within 3 binomial standard errors; and neither rate is far on
/// the safe side (the bounds are not mistaken for wider ones).
#[test]
fn simulated_tests_keep_their_error_rates() {
    const RUNS: usize = 2000;
    let cases = [
        // (alpha, beta, draw rate, same-outcome share)
        (0.05, 0.05, 0.1, 0.0),
        (0.05, 0.05, 0.3, 0.5),
        (0.1, 0.2, 0.0, 0.25),
    ];
    for (i, (alpha, beta, draw, same)) in cases.into_iter().enumerate() {
        let sprt = Sprt::new(0.0, 50.0, alpha, beta).unwrap();
        let seed = 100 + 2 * i as u64;
        let (h1, pairs0) = simulate(&sprt, Rates::at_elo(0.0, draw, same), RUNS, seed);
        let false_positives = h1 as f64 / RUNS as f64;
        let se = (alpha * (1.0 - alpha) / RUNS as f64).sqrt();
        println!("case {i}: false positives {false_positives} (alpha {alpha}), {pairs0:.0} pairs");
        assert!(
            false_positives <= alpha + 3.0 * se,
            "case {i}: {false_positives} > alpha {alpha}"
        );
        assert!(
            false_positives >= alpha / 3.0,
            "case {i}: {false_positives}"
        );

        let (h1, pairs1) = simulate(&sprt, Rates::at_elo(50.0, draw, same), RUNS, seed + 1);
        let power = h1 as f64 / RUNS as f64;
        let se = (beta * (1.0 - beta) / RUNS as f64).sqrt();
        println!(
            "case {i}: power {power} (1 - beta {}), {pairs1:.0} pairs",
            1.0 - beta
        );
        assert!(
            power >= 1.0 - beta - 3.0 * se,
            "case {i}: power {power} < {}",
            1.0 - beta
        );
        assert!(power <= 1.0 - beta / 3.0, "case {i}: {power}");
    }
}

fn config(bots: &[&str], players: u8, games: usize) -> TournamentConfig<PrizesOptions> {
    TournamentConfig {
        players,
        games,
        seed: 5,
        options: PrizesOptions::default(),
        bots: bots.iter().map(|b| parse_bot_spec(b).unwrap()).collect(),
    }
}

fn run(
    config: &TournamentConfig<PrizesOptions>,
    threads: usize,
    held: Vec<bots::GameResult>,
) -> SprtRun {
    let sprt = Sprt::new(0.0, 50.0, 0.05, 0.05).unwrap();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    pool.install(|| run_sprt::<Prizes>(config, &sprt, held, &|_| (), &|_| ()))
        .unwrap()
}

#[test]
fn a_played_test_decides_alike_on_any_threads_and_resumed() {
    // Greedy against random: H1 well before the most games.
    let c = config(&["greedy", "random"], 2, 400);
    let whole = run(&c, 1, Vec::new());
    assert_eq!(whole.decision, Some(Hypothesis::H1), "{whole:?}");
    let pairs = whole.counts.pairs() as usize;
    assert_eq!(whole.results.len(), 2 * pairs);
    assert!(pairs < 200);
    for pair in whole.results.chunks(2) {
        assert_eq!(pair[0].seed, pair[1].seed, "a pair deals one game");
        assert_eq!(
            (&pair[0].bots[..], &pair[1].bots[..]),
            (&[0, 1][..], &[1, 0][..])
        );
    }
    assert_eq!(run(&c, 2, Vec::new()), whole);
    // Resumed from the games of some pairs, one of them half played.
    let held: Vec<_> = whole.results[..7].to_vec();
    assert_eq!(run(&c, 2, held), whole);
    // Resumed from all of them (and a game past the decision): nothing more is played.
    let mut held = whole.results.clone();
    let mut extra = run(
        &config(&["greedy", "random"], 2, 2 * pairs + 2),
        1,
        Vec::new(),
    )
    .results
    .pop()
    .unwrap();
    extra.game = 2 * pairs + 1;
    held.push(extra);
    assert_eq!(run(&c, 1, held), whole);

    // Two bots alike, few pairs: no decision, every game counted.
    let c = config(&["random", "random"], 2, 6);
    let even = run(&c, 2, Vec::new());
    assert_eq!((even.decision, even.results.len()), (None, 6));
}

#[test]
fn a_test_is_refused_before_any_game() {
    let refused = |c: &TournamentConfig<PrizesOptions>| validate_sprt::<Prizes>(c).unwrap_err();
    let e = refused(&config(&["greedy", "random", "random"], 2, 10));
    assert!(e.contains("must have 2 bots, not 3"), "{e}");
    let e = refused(&config(&["greedy", "random"], 3, 10));
    assert!(e.contains("2-player games, not 3-player"), "{e}");
    let e = refused(&config(&["greedy", "random"], 2, 7));
    assert!(e.contains("even"), "{e}");
    assert!(validate_sprt::<Prizes>(&config(&["greedy", "random"], 2, 8)).is_ok());
}
