//! The analysis of a decision uses only what the deciding seat could see: analysing a
//! determinization of the state (everything the seat could not see sampled anew) gives the
//! same report as analysing the real state.

use analysis::decisions::{analyze_position, positions, Position};
use bots::{parse_bot_spec, BotSpec, GreedyBot, IsmctsConfig};
use engine::record::GameRecord;
use engine::rng::rng_from_seed;
use engine::{Game, Setup};

/// A record of `actions` decisions of greedy bots.
fn record<G: Game>(players: u8, seed: u64, actions: usize) -> GameRecord {
    let setup = Setup {
        players,
        seed,
        options: G::Options::default(),
    };
    let mut game = G::new_game(&setup).unwrap();
    let mut rec = GameRecord::new::<G>(&setup);
    let mut bot = GreedyBot::new(seed);
    let mut buf = Vec::new();
    for _ in 0..actions {
        let Some(seat) = game.to_move().first() else {
            break;
        };
        game.legal_actions(seat, &mut buf);
        let a = bots::Bot::<G>::choose(&mut bot, &game, seat, &buf);
        game.apply(seat, a).unwrap();
        rec.push(seat, a);
    }
    rec
}

fn search() -> IsmctsConfig {
    match parse_bot_spec("ismcts:150").unwrap() {
        BotSpec::Ismcts(c) => c,
        other => panic!("{other:?}"),
    }
}

fn same_analysis_on_determinizations<G: Game>(players: u8, seed: u64, actions: usize) {
    let rec = record::<G>(players, seed, actions);
    let all: Vec<Position<G>> = positions::<G>(&rec).unwrap();
    let mut checked = 0;
    let mut differed = 0;
    for (k, p) in all.iter().enumerate().filter(|(k, _)| k % 7 == 3) {
        let real = analyze_position(p, search(), 42);
        if real.taken_estimate.is_none() {
            continue;
        }
        for other in [11u64, 12] {
            let mut rng = rng_from_seed(other * 1000 + k as u64);
            let hidden = Position {
                state: p.state.determinize(p.seat, &mut rng),
                ..p.clone()
            };
            // The seat sees the same in both states.
            assert_eq!(hidden.state.view(Some(p.seat)), p.state.view(Some(p.seat)));
            // ... and what it could not see is dealt anew.
            differed += usize::from(format!("{:?}", hidden.state) != format!("{:?}", p.state));
            let again = analyze_position(&hidden, search(), 42);
            assert_eq!(real, again, "{} decision {}", G::NAME, p.index);
        }
        checked += 1;
    }
    assert!(
        checked >= 3,
        "{}: only {checked} decisions checked",
        G::NAME
    );
    assert!(
        differed >= 3,
        "{}: the hidden parts hardly differed",
        G::NAME
    );
}

#[test]
fn glueckauf_analysis_sees_only_the_seat_view() {
    let _machine = crate::machine::shared();
    same_analysis_on_determinizations::<glueckauf::GlueckAuf>(3, 5, 90);
}

#[test]
fn haspelknecht_analysis_sees_only_the_seat_view() {
    let _machine = crate::machine::shared();
    same_analysis_on_determinizations::<haspelknecht::Haspelknecht>(3, 9, 90);
}

#[test]
fn a_different_analysis_seed_or_state_view_can_change_the_analysis() {
    let _machine = crate::machine::shared();
    // The test above would pass trivially if the analysis ignored the state: a later position
    // of the same seat must be judged differently.
    let rec = record::<glueckauf::GlueckAuf>(2, 3, 60);
    let all = positions::<glueckauf::GlueckAuf>(&rec).unwrap();
    let judged: Vec<_> = all
        .iter()
        .map(|p| analyze_position(p, search(), 1))
        .filter(|r| r.taken_estimate.is_some())
        .collect();
    assert!(judged.len() >= 2);
    assert!(judged
        .windows(2)
        .any(|w| w[0].taken_estimate != w[1].taken_estimate));
}
