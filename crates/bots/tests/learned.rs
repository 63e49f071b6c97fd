//! The learned bot as a user names it: `ismcts:N:net=FILE` plays whole games of both games,
//! repeats for a seed, decides on the seat's view only, and a missing, malformed or foreign
//! network file is a clear error.

use bots::learned::random_network;
use bots::{parse_bot_spec, parse_served_bot_spec, run_tournament, BotSpec, TournamentConfig};
use engine::Game;
use glueckauf::GlueckAuf;
use haspelknecht::Haspelknecht;
use std::path::PathBuf;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kohle-learned-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn net_file<G: Game>(players: u8, seed: u64) -> PathBuf {
    let path = temp(&format!("{}-{players}-{seed}.safetensors", G::NAME));
    std::fs::write(
        &path,
        random_network::<G>(players, &[32, 16], seed).unwrap(),
    )
    .unwrap();
    path
}

/// With the priors only, and with the value head's correction too (`netvalue=1`).
fn plays_whole_games<G: Game>(players: u8, options: &str) {
    let path = net_file::<G>(players, 1);
    let spec = format!("ismcts:40{options}:net={}", path.display());
    let parsed = parse_bot_spec(&spec).unwrap();
    assert!(matches!(parsed, BotSpec::Learned { .. }));
    assert_eq!(
        parsed.to_string(),
        spec,
        "the spec is written back as given"
    );
    parsed.check::<G>(players).unwrap();
    let config = TournamentConfig {
        players,
        games: 2,
        seed: 5,
        options: G::Options::default(),
        bots: [spec.as_str(), "ismcts:40"]
            .iter()
            .map(|b| parse_bot_spec(b).unwrap())
            .collect(),
    };
    let a = run_tournament::<G>(&config, &|_, _| {}).unwrap();
    assert_eq!(a.failed_games, 0, "{:?}", a.results);
    assert!(a.results.iter().all(|r| r.decisions > 20));
    // The same seed, the same games.
    let b = run_tournament::<G>(&config, &|_, _| {}).unwrap();
    let scores = |t: &bots::Tournament| -> Vec<Vec<i32>> {
        t.results.iter().map(|r| r.scores.clone()).collect()
    };
    assert_eq!(scores(&a), scores(&b));
}

#[test]
fn a_learned_bot_plays_whole_games_of_both_games() {
    plays_whole_games::<Haspelknecht>(2, "");
    plays_whole_games::<Haspelknecht>(2, ":netvalue=1");
    plays_whole_games::<Haspelknecht>(3, ":netvalue=0.5");
    plays_whole_games::<GlueckAuf>(2, ":netvalue=1");
}

#[test]
fn a_learned_bot_decides_on_the_seats_view_only() {
    use engine::rng::rng_from_seed;
    let path = net_file::<Haspelknecht>(2, 2);
    let spec = parse_bot_spec(&format!("ismcts:80:net={}", path.display())).unwrap();
    let mut checked = 0;
    for seed in 0..6u64 {
        let mut real = Haspelknecht::new_game(&engine::Setup {
            players: 2,
            seed,
            options: Default::default(),
        })
        .unwrap();
        engine::random_steps(
            &mut real,
            &mut rng_from_seed(seed),
            &mut Vec::new(),
            9 + 13 * seed,
        );
        for seat in real.to_move().iter() {
            let other = real.determinize(seat, &mut rng_from_seed(99 + seed));
            assert_eq!(real.view(Some(seat)), other.view(Some(seat)));
            let mut legal = Vec::new();
            real.legal_actions(seat, &mut legal);
            let mut a = spec.build::<Haspelknecht>(seed, 2).unwrap();
            let mut b = spec.build::<Haspelknecht>(seed, 2).unwrap();
            assert_eq!(
                a.choose(&real, seat, &legal),
                b.choose(&other, seat, &legal)
            );
            checked += 1;
        }
    }
    assert!(checked >= 6);
}

#[test]
fn the_shipped_networks_fit_their_games_and_others_are_named() {
    for spec in ["ismcts:30:net", "ismcts:30:net:netvalue=1"] {
        let spec = parse_bot_spec(spec).unwrap();
        for players in 2..=4 {
            spec.check::<GlueckAuf>(players).unwrap();
            spec.check::<Haspelknecht>(players).unwrap();
        }
        // One decision of each, from the first position.
        let g = GlueckAuf::new_game(&engine::Setup {
            players: 2,
            seed: 1,
            options: Default::default(),
        })
        .unwrap();
        let seat = g.to_move().first().unwrap();
        let mut legal = Vec::new();
        g.legal_actions(seat, &mut legal);
        let a = spec
            .build::<GlueckAuf>(3, 2)
            .unwrap()
            .choose(&g, seat, &legal);
        assert!(legal.contains(&a));
    }
    for game in ["glueckauf", "haspelknecht"] {
        for players in 2..=4 {
            assert!(parse_served_bot_spec("ismcts:30:net", Some(game), Some(players)).is_ok());
        }
    }
    // A game without a shipped network (none of kohle's two) is named with those there are.
    let e = parse_served_bot_spec("ismcts:30:net", Some("prizes"), Some(2)).unwrap_err();
    assert!(
        e.contains("no network is shipped for prizes with 2 players")
            && e.contains("glueckauf with 2 players")
            && e.contains("haspelknecht with 4 players"),
        "{e}"
    );
}

#[test]
fn missing_malformed_and_foreign_networks_are_clear_errors() {
    let err = |spec: &str, players: u8| -> String {
        let spec = parse_bot_spec(spec).unwrap();
        let check = spec.check::<Haspelknecht>(players).unwrap_err();
        let build = spec.build::<Haspelknecht>(1, players).err().unwrap();
        assert_eq!(check, build);
        check
    };
    let missing = temp("no-such.safetensors");
    let e = err(&format!("ismcts:10:net={}", missing.display()), 2);
    assert!(
        e.contains("missing") && e.contains("no-such.safetensors"),
        "{e}"
    );
    let junk = temp("junk.safetensors");
    std::fs::write(&junk, b"not a network").unwrap();
    let e = err(&format!("ismcts:10:net={}", junk.display()), 2);
    assert!(e.contains("junk.safetensors"), "{e}");
    // A Glück Auf network for Haspelknecht; a 2-player network for 3 players.
    let foreign = net_file::<GlueckAuf>(2, 3);
    let e = err(&format!("ismcts:10:net={}", foreign.display()), 2);
    assert!(e.contains("glueckauf") && e.contains("haspelknecht"), "{e}");
    let two = net_file::<Haspelknecht>(2, 4);
    let e = err(&format!("ismcts:10:net={}", two.display()), 3);
    assert!(e.contains('2') && e.contains('3'), "{e}");
    // Bad texts.
    for (bad, says) in [
        ("ismcts:10:net=", "network file"),
        ("ismcts:10:net:net", "given twice"),
        ("ismcts:10:puct=0.5", "add `net`"),
        ("ismcts:10:net:puct=-1", "0 to 100"),
        ("ismcts:10:netvalue=1", "add `net`"),
        ("ismcts:10:net:netvalue=11", "0 to 10"),
    ] {
        let e = parse_bot_spec(bad).unwrap_err();
        assert!(e.contains(says), "{bad}: {e}");
    }
    // A server never reads a file a client names.
    let e =
        parse_served_bot_spec(&format!("ismcts:10:net={}", two.display()), None, None).unwrap_err();
    assert!(e.contains("command line"), "{e}");
}

/// A spec without `puct=` (or `netvalue=`) searches with the game's own constant (`puct`:
/// Glück Auf 1, Haspelknecht 0.25; `netvalue`: Glück Auf 1, Haspelknecht 0): the same games as
/// with that constant written out, other games with another.
#[test]
fn an_unset_puct_or_netvalue_is_the_games_own() {
    fn games_of<G: Game>(spec: &str) -> Vec<Vec<i32>> {
        let config = TournamentConfig {
            players: 2,
            games: 2,
            seed: 9,
            options: G::Options::default(),
            bots: [spec, "ismcts:40"]
                .iter()
                .map(|b| parse_bot_spec(b).unwrap())
                .collect(),
        };
        let t = run_tournament::<G>(&config, &|_, _| {}).unwrap();
        assert_eq!(t.failed_games, 0);
        t.results.iter().map(|r| r.scores.clone()).collect()
    }
    fn check<G: Game>(key: &str, own: f32, other: f32) {
        let default = match key {
            "puct" => bots::ismcts::default_puct(G::NAME, 2),
            _ => bots::ismcts::default_net_value(G::NAME, 2),
        };
        assert_eq!(default, own);
        let path = net_file::<G>(2, 3);
        let spec = |value: Option<f32>| match value {
            None => format!("ismcts:60:net={}", path.display()),
            Some(v) => format!("ismcts:60:net={}:{key}={v}", path.display()),
        };
        let unset = games_of::<G>(&spec(None));
        assert_eq!(unset, games_of::<G>(&spec(Some(own))), "{key}");
        assert_ne!(unset, games_of::<G>(&spec(Some(other))), "{key}");
    }
    check::<GlueckAuf>("puct", 1.0, 0.25);
    check::<Haspelknecht>("puct", 0.25, 4.0);
    check::<GlueckAuf>("netvalue", 1.0, 0.0);
    check::<Haspelknecht>("netvalue", 0.0, 1.0);
    // Glück Auf's value heads learned from many games with 2 and 3 players, not yet with 4.
    assert_eq!(bots::ismcts::default_net_value("glueckauf", 3), 1.0);
    assert_eq!(bots::ismcts::default_net_value("glueckauf", 4), 0.0);
    assert_eq!(bots::ismcts::default_net_value("haspelknecht", 3), 0.0);
    // Haspelknecht with more players explores more; Glück Auf's is the same for all.
    assert_eq!(bots::ismcts::default_puct("haspelknecht", 3), 0.5);
    assert_eq!(bots::ismcts::default_puct("haspelknecht", 4), 0.5);
    assert_eq!(bots::ismcts::default_puct("glueckauf", 4), 1.0);
}
