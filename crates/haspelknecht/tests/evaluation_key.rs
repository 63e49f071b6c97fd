//! The evaluation key (`Game::write_evaluation_key`): states of one game with equal keys have
//! bit-identical `evaluate(seat)` for every seat, and determinizations share keys (the key
//! leaves out what `determinize` re-samples and `evaluate` does not read).

use engine::rng::rng_from_seed;
use engine::testing::{play_random, record_evaluation_key as record, setups};
use engine::{EvalMemo, Game};
use haspelknecht::{Haspelknecht, Phase};
use std::collections::HashMap;

#[test]
fn equal_keys_evaluate_alike_and_determinizations_share_keys() {
    let mut memo = EvalMemo::default();
    let mut buf = Vec::new();
    let (mut samples, mut shared, mut same_as_state, mut hits) = (0u64, 0u64, 0u64, 0u64);
    for setup in setups::<Haspelknecht>(240) {
        let (game, players) = (setup.seed, setup.players);
        let mut g = Haspelknecht::new_game(&setup).unwrap();
        let mut seen = HashMap::new();
        let mut rng = rng_from_seed(7000 + game);
        play_random(&mut g, &mut rng, |g, seat, step| {
            if step.is_multiple_of(4) {
                g.legal_actions(seat, &mut buf);
                let before = seen.len();
                let key = record(&mut seen, &mut memo, g, &format!("game {game} step {step}"));
                // Every child of the mover: different actions often reach states alike for
                // `evaluate` (another pool, the same discs).
                for (j, &a) in buf.iter().enumerate() {
                    let mut c = g.clone();
                    c.apply(seat, a).unwrap();
                    record(
                        &mut seen,
                        &mut memo,
                        &c,
                        &format!("game {game} step {step} child {j} ({a})"),
                    );
                }
                // Determinizations for every observer.
                let planning = matches!(g.phase, Phase::Planning(_));
                for obs in 0..players {
                    let mut keys = Vec::new();
                    for d_seed in 0..4u64 {
                        let d = g.determinize(obs, &mut rng_from_seed(step * 16 + d_seed));
                        let what =
                            format!("game {game} step {step} determinization {obs}/{d_seed}");
                        let k = record(&mut seen, &mut memo, &d, &what);
                        if !planning {
                            // Only the generator is re-sampled: nothing `evaluate` reads.
                            assert_eq!(k, key, "{what}: another key outside planning");
                        }
                        samples += 1;
                        same_as_state += (k == key) as u64;
                        shared += keys.contains(&k) as u64;
                        keys.push(k);
                    }
                }
                hits += (before + buf.len() + 1 + 4 * players as usize - seen.len()) as u64;
            }
        });
    }
    eprintln!("{samples} determinizations: {same_as_state} with the state's key, {shared} with an earlier sample's; {hits} repeated keys");
    // Outside planning every determinization is the state itself for `evaluate` (asserted
    // above); while planning, those whose other seats had not committed still share.
    assert!(
        same_as_state * 2 > samples,
        "{same_as_state} of {samples} determinizations share the state's key"
    );
    assert!(
        shared * 2 > samples,
        "{shared} of {samples} determinizations share a key with an earlier one"
    );
    assert!(hits * 2 > samples, "{hits} repeated keys checked");
}
