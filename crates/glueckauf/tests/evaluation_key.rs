//! The evaluation key (`Game::write_evaluation_key`): states of one game with equal keys have
//! bit-identical `evaluate(seat)` for every seat, determinizations share keys, and a mining
//! step that keeps its seat mining (`GlueckAuf::keeps_mining`) leads from equal keys to equal
//! keys (what `evaluate_children` memoises by the key before the step and the action).

use engine::rng::rng_from_seed;
use engine::testing::{play_random, record_evaluation_key as record, setup_with};
use engine::{EvalKey, EvalMemo, Game};
use glueckauf::{Action, GlueckAuf, Options, Phase};
use std::collections::HashMap;

fn mining(g: &GlueckAuf) -> bool {
    matches!(g.phase, Phase::Mining { .. } | Phase::Double { .. })
}

#[test]
fn equal_keys_evaluate_alike_and_mining_steps_follow_the_key() {
    let mut memo = EvalMemo::default();
    let (mut steps, mut shared, mut kept) = (0u64, 0u64, 0u64);
    for game in 0..150u64 {
        let options = Options {
            delivered_orders_public: game % 3 != 1,
            allow_split_double_fill: game % 4 == 2,
            unlimited_coal: game % 5 == 3,
            ..Options::default()
        };
        let setup = setup_with::<GlueckAuf>(2 + (game % 3) as u8, game, options);
        let mut g = GlueckAuf::new_game(&setup).unwrap();
        let mut seen = HashMap::new();
        // (key before, action) → key after, for steps that keep the seat mining.
        let mut after: HashMap<(EvalKey, Action), (EvalKey, String)> = HashMap::new();
        let mut rng = rng_from_seed(9000 + game);
        play_random(&mut g, &mut rng, |g, seat, step| {
            let what = format!("game {game} step {step}");
            let key = record(&mut seen, &mut memo, g, &what);
            // The state as other seats may see it, and each child of the mover (other
            // determinizations reach the same mining states with other piles).
            let mut states = vec![g.clone()];
            for obs in 0..g.players() as u8 {
                let d = g.determinize(obs, &mut rng_from_seed(step * 8 + obs as u64));
                if mining(g) && memo.key(&d) == key {
                    shared += 1;
                }
                record(
                    &mut seen,
                    &mut memo,
                    &d,
                    &format!("{what} determinization {obs}"),
                );
                states.push(d);
            }
            let mut legal = Vec::new();
            for s in &states {
                let k = memo.key(s);
                // A determinization's drawn items differ: its own legal actions.
                s.legal_actions(seat, &mut legal);
                for &a in &legal {
                    let mut c = s.clone();
                    c.apply(seat, a).unwrap();
                    let child_key = record(&mut seen, &mut memo, &c, &format!("{what} ({a})"));
                    let keeps = mining(s) && s.keeps_mining(a);
                    assert_eq!(
                        keeps,
                        mining(s) && mining(&c) && c.current == s.current,
                        "{what} ({a}): keeps_mining"
                    );
                    if !keeps {
                        continue;
                    }
                    steps += 1;
                    let (k, child_key) = (k.unwrap(), child_key.unwrap());
                    match after.get(&(k, a)) {
                        Some((old, first)) => {
                            kept += 1;
                            assert_eq!(*old, child_key, "{what} ({a}): the step of {first}");
                        }
                        None => {
                            after.insert((k, a), (child_key, format!("{what} ({a})")));
                        }
                    }
                }
            }
        });
    }
    // The checks bit: many mining steps, many of them met again from an equal key.
    assert!(
        steps > 10_000 && kept > 1_000 && shared > 100,
        "{steps} {kept} {shared}"
    );
}

/// `evaluate_children` with a memo (by the state after the step, or by the state before it
/// and the action), each position twice, the second time from the memo: the same values as
/// `evaluate`.
#[test]
fn evaluate_children_gives_the_evaluations_with_a_memo() {
    let mut memo = EvalMemo::default();
    let (mut buf, mut out) = (Vec::new(), Vec::new());
    for game in 0..40u64 {
        let options = Options {
            allow_split_double_fill: game % 2 == 1,
            ..Options::default()
        };
        let setup = setup_with::<GlueckAuf>(2 + (game % 3) as u8, game, options);
        let mut g = GlueckAuf::new_game(&setup).unwrap();
        let mut rng = rng_from_seed(500 + game);
        memo.clear();
        play_random(&mut g, &mut rng, |g, seat, step| {
            g.legal_actions(seat, &mut buf);
            // Twice: the second time from the memo.
            for round in 0..2 {
                g.evaluate_children(seat, &buf, &mut out, &mut memo);
                for (&a, v) in buf.iter().zip(&out) {
                    let mut c = g.clone();
                    c.apply(seat, a).unwrap();
                    assert_eq!(
                        v.map(f32::to_bits),
                        Some(c.evaluate(seat).to_bits()),
                        "game {game} step {step} round {round} ({a})"
                    );
                }
            }
        });
    }
    assert!(
        memo.hits * 3 > memo.lookups,
        "{} of {}",
        memo.hits,
        memo.lookups
    );
}
