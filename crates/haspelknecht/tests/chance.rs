//! Chance when the game draws (`engine::chance`): choosing every draw's natural outcome plays
//! the seeded game exactly; the turn order and every disc from the bag are chance events, a
//! disc's colour weighted by the bag's discs of that colour; refused inputs change nothing.

use engine::chance::Outcome;
use engine::rng::{below, rng_from_seed};
use engine::{Chance, ChanceError, ChanceEvent, ChanceState, Draws, Game, Rng, Setup};
use haspelknecht::components::BAG;
use haspelknecht::{Action, Haspelknecht, Options};

fn setup(players: u8, seed: u64) -> Setup<Options> {
    Setup {
        players,
        seed,
        options: Options::default(),
    }
}

fn plain(g: &Haspelknecht) -> Haspelknecht {
    let mut g = g.clone();
    g.draws = Draws::off();
    g
}

fn random_action(g: &Haspelknecht, rng: &mut Rng, buf: &mut Vec<Action>) -> (u8, Action) {
    let seat = g.to_move().first().expect("a seat to move");
    g.legal_actions(seat, buf);
    (seat, buf[below(rng, buf.len() as u32) as usize])
}

fn pick(event: &ChanceEvent, rng: &mut Rng) -> Outcome {
    let mut r = below(rng, event.total() as u32);
    for &(o, w) in &event.outcomes {
        if r < w {
            return o;
        }
        r -= w;
    }
    unreachable!("weights add up to the total")
}

/// Discs in the bag and on the carts, per colour (what a refill draws from).
fn drawable(g: &Haspelknecht) -> [u32; 3] {
    let mut d = [0u32; 3];
    for (c, x) in d.iter_mut().enumerate() {
        *x = u32::from(g.bag[c]);
        for p in &g.players[..g.n()] {
            *x += u32::from(p.cart1[c] + p.cart2[c]);
        }
    }
    d
}

/// Every disc is somewhere: bag, pools, carts.
fn discs_total(g: &Haspelknecht) -> u32 {
    let mut t: u32 = drawable(g).iter().sum();
    for p in 0..g.n() {
        t += (g.action_pools[p].iter().sum::<u8>() + g.reserve_pools[p].iter().sum::<u8>()) as u32;
    }
    t
}

#[test]
fn natural_outcomes_play_the_seeded_game_bit_for_bit() {
    let mut buf = Vec::new();
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        let mut seeded = Haspelknecht::new_game(&setup(players, seed)).unwrap();
        let mut chance = ChanceState::<Haspelknecht>::new(&setup(players, seed)).unwrap();
        let mut events = 0;
        while let Some(e) = chance.chance() {
            chance.apply_chance(e.natural).unwrap();
            events += 1;
        }
        assert!(events >= players as usize - 1 + 9 * players as usize - 3);
        assert_eq!(plain(&chance.game), seeded);
        let mut rng = rng_from_seed(seed);
        while !seeded.is_over() {
            let (seat, a) = random_action(&seeded, &mut rng, &mut buf);
            seeded.apply(seat, a).unwrap();
            chance.apply(seat, a).unwrap();
            while let Some(e) = chance.chance() {
                chance.apply_chance(e.natural).unwrap();
                events += 1;
            }
            assert_eq!(plain(&chance.game), seeded);
        }
        assert!(chance.is_over());
        for s in 0..players {
            assert_eq!(chance.game.score(s), seeded.score(s));
        }
        assert!(events > 40, "every disc of every refill ({events})");
    }
}

#[test]
fn turn_order_and_discs_are_drawn_as_the_rules_draw_them() {
    let mut buf = Vec::new();
    for (players, seed) in [(2, 8), (3, 9), (4, 10)] {
        let n = players as usize;
        let mut rng = rng_from_seed(seed);
        let mut chance = ChanceState::<Haspelknecht>::new(&setup(players, seed)).unwrap();
        // The turn order: a seat for each place but the last, among those not placed yet.
        let mut placed: Vec<u8> = Vec::new();
        for place in 0..n - 1 {
            let e = chance.chance().unwrap().clone();
            let seats: Vec<u8> = e.outcomes.iter().map(|&(o, _)| (o - 3) as u8).collect();
            assert_eq!(seats.len(), n - place);
            assert!(seats
                .iter()
                .all(|s| !placed.contains(s) && (*s as usize) < n));
            let o = pick(&e, &mut rng);
            placed.push((o - 3) as u8);
            chance.apply_chance(o).unwrap();
        }
        // Then the discs, each colour weighted by its discs left in the bag.
        let mut bag = BAG[n - 2];
        while let Some(e) = chance.chance().cloned() {
            let expected: Vec<(Outcome, u32)> = (0..3)
                .filter(|&c| bag[c] > 0)
                .map(|c| (c as Outcome, u32::from(bag[c])))
                .collect();
            assert_eq!(e.outcomes, expected);
            let o = pick(&e, &mut rng);
            bag[o as usize] -= 1;
            chance.apply_chance(o).unwrap();
        }
        assert_eq!(&chance.game.order[..n - 1], &placed[..]);
        // A draw with one colour left is no event: what the events left, less that colour.
        let left: Vec<usize> = (0..3).filter(|&c| bag[c] > chance.game.bag[c]).collect();
        assert!(left.len() <= 1 && (0..3).all(|c| bag[c] >= chance.game.bag[c]));
        let total = discs_total(&chance.game);
        // The game: every refill's discs, weighted by what is in the bag once the carts are back.
        let mut disc_events = 0;
        while !chance.is_over() {
            let (seat, a) = random_action(&chance.game, &mut rng, &mut buf);
            let mut drawable = drawable(&chance.game);
            chance.apply(seat, a).unwrap();
            while let Some(e) = chance.chance().cloned() {
                let expected: Vec<(Outcome, u32)> = (0..3)
                    .filter(|&c| drawable[c] > 0)
                    .map(|c| (c as Outcome, drawable[c]))
                    .collect();
                assert_eq!(e.outcomes, expected);
                let sum: f64 = e.probabilities().iter().map(|p| p.1).sum();
                assert!((sum - 1.0).abs() < 1e-12);
                let o = pick(&e, &mut rng);
                drawable[o as usize] -= 1;
                disc_events += 1;
                chance.apply_chance(o).unwrap();
            }
            assert_eq!(discs_total(&chance.game), total, "discs are conserved");
        }
        assert!(disc_events > 20, "refills draw ({disc_events})");
    }
}

#[test]
fn refused_inputs_change_nothing() {
    let mut chance = ChanceState::<Haspelknecht>::new(&setup(3, 4)).unwrap();
    let e = chance.chance().unwrap().clone();
    assert_eq!(
        chance.apply_chance(0),
        Err(ChanceError::NotPossible {
            outcome: 0,
            possible: 3
        })
    );
    assert_eq!(chance.chance(), Some(&e));
    while let Some(e) = chance.chance() {
        chance.apply_chance(e.natural).unwrap();
    }
    let before = chance.game.clone();
    assert_eq!(chance.apply_chance(1), Err(ChanceError::NoChanceEvent));
    let seat = chance.to_move().first().unwrap();
    let bad = chance.game.parse_action("pass").unwrap();
    let mut legal = Vec::new();
    chance.game.legal_actions(seat, &mut legal);
    if !legal.contains(&bad) {
        assert!(chance.apply(seat, bad).is_err());
    }
    assert_eq!(chance.game, before);
    assert_eq!(
        Haspelknecht::outcome_notation(1).as_deref(),
        Some("disc brown")
    );
    assert_eq!(
        Haspelknecht::outcome_notation(5).as_deref(),
        Some("seat 2 next in turn order")
    );
    assert_eq!(Haspelknecht::outcome_notation(7), None);
}
