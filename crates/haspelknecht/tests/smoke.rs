use engine::rng::{below, rng_from_seed};
use engine::{Game, Setup};
use haspelknecht::{Haspelknecht, Options};

#[test]
fn random_games_finish() {
    for players in 2..=4u8 {
        for seed in 0..200u64 {
            let mut g = Haspelknecht::new_game(&Setup { players, seed, options: Options::default() }).unwrap();
            let mut rng = rng_from_seed(seed + 1000);
            let mut buf = Vec::new();
            let mut n = 0;
            while let Some(seat) = g.to_move().first() {
                g.legal_actions(seat, &mut buf);
                assert!(!buf.is_empty(), "no legal action\n{}", g.describe(None));
                let a = buf[below(&mut rng, buf.len() as u32) as usize];
                g.apply(seat, a).unwrap_or_else(|e| panic!("{a}: {e}\n{}", g.describe(None)));
                n += 1;
                assert!(n < 100_000);
            }
            if seed == 0 { println!("{players}p: {n} decisions\n{}", g.describe(None)); }
        }
    }
}
