//! `determinize` keeps every seat's view, for every observer (not only the seats to move):
//! a seat that has committed its plan and waits still sees the same screen in every sample.

use engine::rng::rng_from_seed;
use engine::testing::{play_random, setups};
use engine::Game;
use haspelknecht::Haspelknecht;

#[test]
fn determinize_keeps_the_view_of_every_observer() {
    for setup in setups::<Haspelknecht>(150) {
        let (game, players) = (setup.seed, setup.players);
        let mut g = Haspelknecht::new_game(&setup).unwrap();
        let mut rng = rng_from_seed(1000 + game);
        play_random(&mut g, &mut rng, |g, _, step| {
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
        });
    }
}
