//! `determinize` keeps every seat's view, for every observer (not only the seats to move):
//! a seat that has committed its plan and waits still sees the same screen in every sample.

use engine::rng::{below, rng_from_seed};
use engine::{Game, Setup};
use haspelknecht::{Haspelknecht, Options};

#[test]
fn determinize_keeps_the_view_of_every_observer() {
    let mut buf = Vec::new();
    for game in 0..150u64 {
        let players = 2 + (game % 3) as u8;
        let setup = Setup {
            players,
            seed: game,
            options: Options::default(),
        };
        let mut g = Haspelknecht::new_game(&setup).unwrap();
        let mut rng = rng_from_seed(1000 + game);
        let mut step = 0u64;
        while !g.is_over() {
            let movers: Vec<u8> = g.to_move().iter().collect();
            let seat = movers[below(&mut rng, movers.len() as u32) as usize];
            if step.is_multiple_of(3) {
                for obs in 0..players {
                    let d = g.determinize(obs, &mut rng_from_seed(step));
                    assert_eq!(
                        d.view(Some(obs)),
                        g.view(Some(obs)),
                        "game {game} step {step}: determinize({obs}) changed the view"
                    );
                }
            }
            g.legal_actions(seat, &mut buf);
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            g.apply(seat, a).unwrap();
            step += 1;
        }
    }
}
