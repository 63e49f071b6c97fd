//! Checks on the evaluation: `cargo run --release -p glueckauf --example eval_tune -- [GAMES]`.
//! Times `evaluate` on random-game states (ns per call), then plays a simple one-step greedy
//! (seat 1, on the real state: a diagnostic, not the real bot) against random (seat 0) and
//! prints the score spread and the final state of the games where the greedy seat scored < 0.

use engine::rng::{below, rng_from_seed};
use engine::{Game, Setup};
use glueckauf::{GlueckAuf, Options};
use std::time::Instant;

fn new_game(seed: u64) -> GlueckAuf {
    let setup = Setup {
        players: 2,
        seed,
        options: Options::default(),
    };
    GlueckAuf::new_game(&setup).unwrap()
}

fn relative(g: &GlueckAuf, seat: u8) -> f32 {
    let v = |s| {
        if g.is_over() {
            g.score(s) as f32
        } else {
            g.evaluate(s)
        }
    };
    v(seat) - v(1 - seat)
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .map_or(40, |s| s.parse().expect("GAMES"));
    let mut buf = Vec::with_capacity(256);

    // Timing on random-game states.
    let mut states = Vec::new();
    for seed in 0..20 {
        let mut g = new_game(seed);
        let mut rng = rng_from_seed(seed ^ 0x5EED);
        while let Some(seat) = g.to_move().first() {
            g.legal_actions(seat, &mut buf);
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            g.apply(seat, a).unwrap();
            if g.to_move().first().is_some() {
                states.push(g.clone());
            }
        }
    }
    let start = Instant::now();
    let mut sum = 0.0f32;
    for _ in 0..10 {
        for g in &states {
            sum += g.evaluate(0) + g.evaluate(1);
        }
    }
    let calls = 20 * states.len();
    println!(
        "evaluate: {:.0} ns/call over {calls} calls (checksum {sum:.1})",
        start.elapsed().as_secs_f64() * 1e9 / calls as f64
    );

    // Greedy (seat 1) vs random (seat 0).
    let mut scores = Vec::new();
    for seed in 0..games {
        let mut g = new_game(seed);
        let mut rng = rng_from_seed(seed ^ 0xABCD);
        while let Some(seat) = g.to_move().first() {
            g.legal_actions(seat, &mut buf);
            let a = if seat == 1 {
                let mut best = (f32::NEG_INFINITY, buf[0]);
                for &a in &buf {
                    let mut next = g.clone();
                    next.apply(seat, a).unwrap();
                    let v = relative(&next, seat);
                    if v > best.0 {
                        best = (v, a);
                    }
                }
                best.1
            } else {
                buf[below(&mut rng, buf.len() as u32) as usize]
            };
            g.apply(seat, a).unwrap();
        }
        let s = g.score(1);
        scores.push(s);
        if s < 0 {
            println!("--- seed {seed}: greedy {s}, random {}", g.score(0));
            println!("{}", g.describe(None));
        }
    }
    scores.sort();
    println!("greedy scores: {scores:?}");
}
