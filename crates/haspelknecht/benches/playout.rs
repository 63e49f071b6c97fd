//! Random playouts on one core: games per second for 2, 3 and 4 players, and ns per decision.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use engine::rng::{rng_from_seed, Rng};
use engine::{random_playout, Game, Setup};
use haspelknecht::{Haspelknecht, Options};
use std::hint::black_box;

/// Plays one random game from `start`; returns the number of decisions.
fn playout(start: &Haspelknecht, rng: &mut Rng, buf: &mut Vec<haspelknecht::Action>) -> u64 {
    let mut g = start.clone();
    let n = random_playout(&mut g, rng, buf);
    black_box(g.score(0));
    n
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("haspelknecht");
    for players in 2..=4u8 {
        let starts: Vec<Haspelknecht> = (0..64)
            .map(|seed| {
                Haspelknecht::new_game(&Setup {
                    players,
                    seed,
                    options: Options::default(),
                })
                .unwrap()
            })
            .collect();
        let mut rng = rng_from_seed(1);
        let mut buf = Vec::new();
        // decisions per game, for the ns/decision figure
        let decisions: u64 = starts.iter().map(|s| playout(s, &mut rng, &mut buf)).sum();
        println!(
            "{players} players: {:.1} decisions per random game",
            decisions as f64 / starts.len() as f64
        );
        // Throughput in decisions: criterion's elem/s is decisions per second here, and
        // 1e9 / that is ns per decision.
        let per_game = decisions / starts.len() as u64;
        group.throughput(Throughput::Elements(per_game));
        let mut i = 0;
        group.bench_function(format!("decisions_{players}p"), |b| {
            b.iter(|| {
                i = (i + 1) % starts.len();
                playout(&starts[i], &mut rng, &mut buf)
            })
        });
        group.throughput(Throughput::Elements(1));
        group.bench_function(format!("playout_{players}p"), |b| {
            b.iter(|| {
                i = (i + 1) % starts.len();
                playout(&starts[i], &mut rng, &mut buf)
            })
        });
        group.bench_function(format!("new_game_{players}p"), |b| {
            let mut seed = 0;
            b.iter(|| {
                seed += 1;
                Haspelknecht::new_game(&Setup {
                    players,
                    seed,
                    options: Options::default(),
                })
                .unwrap()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
