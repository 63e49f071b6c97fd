//! Self-play rows hold what the deciding seat may see and what its search found, in the order
//! the game was played, and repeat for a seed.

use bots::learned::{random_network, LearnedBot, NetChoice};
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
        per_game: None,
    }
}

/// Plays game `index` again beside its rows: each row's observation is the one the decider's
/// view gives (the view-based encoder, which sees nothing else), its policy sits on the legal
/// actions and its most visited action is the one played.
fn rows_match_a_replay<G: Observe + ActionSpace>(players: u8) {
    replay_beside_rows::<G>(&config::<G::Options>(players));
}

fn replay_beside_rows<G: Observe + ActionSpace>(config: &SelfPlayConfig<G::Options>) {
    let players = config.players;
    let rows = play_game::<G>(config, 1).unwrap();
    let game_seed = derive_seed(config.seed, 1);
    let mut game = G::new_game(&Setup {
        players,
        seed: game_seed,
        options: G::Options::default(),
    })
    .unwrap();
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..players)
        .map(|s| {
            let seed = derive_seed(game_seed, 1 + s as u64);
            match &config.net {
                None => Box::new(IsmctsBot::new(seed, config.search)) as Box<dyn Bot<G>>,
                Some(net) => Box::new(
                    LearnedBot::<G>::new(seed, config.search, net, players, String::new()).unwrap(),
                ),
            }
        })
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

/// With a network, every seat's search is the guided one (`ismcts:…:net`): the rows are its
/// visit shares, and they are not the plain search's.
#[test]
fn guided_rows_are_the_guided_searches() {
    type H = haspelknecht::Haspelknecht;
    let dir = std::env::temp_dir().join(format!("kohle-selfplay-net-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("net.safetensors");
    std::fs::write(&path, random_network::<H>(2, &[16], 5).unwrap()).unwrap();
    let mut guided = config::<<H as Game>::Options>(2);
    guided.net = Some(NetChoice::File(path.clone()));
    replay_beside_rows::<H>(&guided);
    let plain = config::<<H as Game>::Options>(2);
    assert_ne!(
        play_game::<H>(&guided, 0).unwrap().policy,
        play_game::<H>(&plain, 0).unwrap().policy
    );
    // A missing network is an error that names the file, not a panic.
    guided.net = Some(NetChoice::File(dir.join("missing.safetensors")));
    let err = play_game::<H>(&guided, 0).unwrap_err();
    assert!(err.contains("missing.safetensors"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
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

/// `per_game` keeps that many of a game's rows, in the order played, the same rows for a seed,
/// each as it is in the whole game's rows; a game with fewer rows keeps them all.
#[test]
fn per_game_keeps_a_seeded_subset_of_each_game() {
    let all_config = config::<<haspelknecht::Haspelknecht as Game>::Options>(2);
    let all = play_games::<haspelknecht::Haspelknecht>(&all_config, 0..2, &|| {}).unwrap();
    let some_config = SelfPlayConfig {
        per_game: Some(5),
        ..all_config.clone()
    };
    let some = play_games::<haspelknecht::Haspelknecht>(&some_config, 0..2, &|| {}).unwrap();
    assert_eq!(some.game, vec![0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
    let l = all.observation_len;
    let mut kept = Vec::new();
    for r in 0..some.rows() {
        // The row as it is among all of its game's rows (observations are distinct enough).
        let found = (0..all.rows())
            .find(|&q| {
                all.game[q] == some.game[r]
                    && all.obs[q * l..(q + 1) * l] == some.obs[r * l..(r + 1) * l]
            })
            .expect("a kept row is one of the game's rows");
        assert_eq!(all.select(&[found]).policy, some.select(&[r]).policy);
        assert_eq!(
            all.score[found * 2..found * 2 + 2],
            some.score[r * 2..r * 2 + 2]
        );
        kept.push(found);
    }
    assert!(
        kept.windows(2).all(|w| w[0] < w[1]),
        "in the order played: {kept:?}"
    );
    // Not simply the first rows of each game.
    let first_of_game1 = all.game.iter().position(|&g| g == 1).unwrap();
    assert_ne!(
        kept,
        [
            0,
            1,
            2,
            3,
            4,
            first_of_game1,
            first_of_game1 + 1,
            first_of_game1 + 2,
            first_of_game1 + 3,
            first_of_game1 + 4
        ]
    );
    // The same seed, the same rows.
    let again = play_games::<haspelknecht::Haspelknecht>(&some_config, 0..2, &|| {}).unwrap();
    assert_eq!(some, again);
    // More than a game has: all of them.
    let many = SelfPlayConfig {
        per_game: Some(100_000),
        ..all_config.clone()
    };
    assert_eq!(
        play_games::<haspelknecht::Haspelknecht>(&many, 0..2, &|| {}).unwrap(),
        all
    );
    let none = SelfPlayConfig {
        per_game: Some(0),
        ..all_config
    };
    assert!(
        bots::selfplay::validate::<haspelknecht::Haspelknecht>(&none)
            .unwrap_err()
            .contains("at least one position")
    );
}
