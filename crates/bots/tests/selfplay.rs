//! Self-play rows hold what the deciding seat may see and what its search found, in the order
//! the game was played, and repeat for a seed.

use bots::selfplay::{play_game, play_games, Positions, SelfPlayConfig};
use bots::{Bot, Budget, IsmctsBot, IsmctsConfig};
use engine::rng::derive_seed;
use engine::{ActionSpace, Game, Observe, Seat, Setup};

fn config<O: Default>(players: u8) -> SelfPlayConfig<O> {
    SelfPlayConfig {
        players,
        games: 2,
        seed: 11,
        options: O::default(),
        search: IsmctsConfig {
            budget: Budget::Iterations(40),
            ..IsmctsConfig::default()
        },
        net: None,
    }
}

/// Plays game `index` again beside its rows: each row's observation is the one the decider's
/// view gives (the view-based encoder, which sees nothing else), its policy sits on the legal
/// actions and its most visited action is the one played.
fn rows_match_a_replay<G: Observe + ActionSpace>(players: u8) {
    let config = config::<G::Options>(players);
    let rows = play_game::<G>(&config, 1).unwrap();
    let game_seed = derive_seed(config.seed, 1);
    let mut game = G::new_game(&Setup {
        players,
        seed: game_seed,
        options: G::Options::default(),
    })
    .unwrap();
    let mut bots: Vec<IsmctsBot> = (0..players)
        .map(|s| IsmctsBot::new(derive_seed(game_seed, 1 + s as u64), config.search))
        .collect();
    let (l, a, p) = (rows.observation_len, rows.num_actions, players as usize);
    let mut legal = Vec::new();
    let mut row = 0usize;
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(seat, &mut legal);
        let action = bots[seat as usize].choose(&game, seat, &legal);
        if legal.len() > 1 {
            let from_view = engine::observation::observation(&game, seat);
            assert_eq!(
                &rows.obs[row * l..(row + 1) * l],
                &from_view[..],
                "row {row}"
            );
            assert_eq!(rows.seat[row], seat);
            assert_eq!(rows.game[row], 1);
            let policy = &rows.policy[row * a..(row + 1) * a];
            let best = (0..a)
                .max_by(|&x, &y| policy[x].total_cmp(&policy[y]))
                .unwrap();
            assert!(policy[G::action_index(action).unwrap()] >= policy[best] - 1e-6);
            for (i, &m) in rows.legal[row * a..(row + 1) * a].iter().enumerate() {
                let is_legal = legal.iter().any(|&x| G::action_index(x) == Some(i));
                assert_eq!(m == 1, is_legal, "row {row} index {i}");
            }
            row += 1;
        }
        game.apply(seat, action).unwrap();
    }
    assert_eq!(row, rows.rows(), "one row per searched decision");
    // Final scores, relative to each row's decider.
    for r in 0..rows.rows() {
        let seat = rows.seat[r] as usize;
        for k in 0..p {
            let s = ((seat + k) % p) as Seat;
            assert_eq!(rows.score[r * p + k], game.score(s) as f32);
        }
    }
}

#[test]
fn haspelknecht_rows_are_the_deciders_observations_and_searches() {
    rows_match_a_replay::<haspelknecht::Haspelknecht>(2);
    rows_match_a_replay::<haspelknecht::Haspelknecht>(3);
}

#[test]
fn glueckauf_rows_are_the_deciders_observations_and_searches() {
    rows_match_a_replay::<glueckauf::GlueckAuf>(2);
}

#[test]
fn rows_come_in_game_order_whatever_the_threads() {
    let config = config::<<haspelknecht::Haspelknecht as Game>::Options>(2);
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let two = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap();
    let a: Positions = one
        .install(|| play_games::<haspelknecht::Haspelknecht>(&config, 0..3, &|| {}))
        .unwrap();
    let b = two
        .install(|| play_games::<haspelknecht::Haspelknecht>(&config, 0..3, &|| {}))
        .unwrap();
    assert_eq!(a, b);
    assert!(a.game.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(*a.game.last().unwrap(), 2);
    // Other seeds, other games.
    let other = SelfPlayConfig {
        seed: 12,
        ..config.clone()
    };
    let c = play_games::<haspelknecht::Haspelknecht>(&other, 0..3, &|| {}).unwrap();
    assert_ne!(a.obs, c.obs);
}
