//! The engine contract around the rules: setup errors, sizes, views, describe/explain.

use crate::common::*;
use engine::{Game, Setup};
use glueckauf::{Action, GlueckAuf, Options};

#[test]
fn bad_setups_are_refused() {
    for players in [0u8, 1, 5] {
        let s = Setup {
            players,
            seed: 1,
            options: Options::default(),
        };
        assert!(GlueckAuf::new_game(&s).is_err());
    }
    let s = Setup {
        players: 3,
        seed: 1,
        options: Options {
            first_player: Some(3),
            ..Options::default()
        },
    };
    assert!(GlueckAuf::new_game(&s).is_err());
}

#[test]
fn same_seed_same_game_and_first_player_from_seed() {
    assert_eq!(game(4, 9), game(4, 9));
    let firsts: std::collections::HashSet<u8> = (0..40).map(|s| game(4, s).first_player).collect();
    assert_eq!(firsts.len(), 4, "the first player is drawn from the seed");
    let opts = Options {
        first_player: Some(2),
        ..Options::default()
    };
    assert_eq!(game_with(3, 5, opts).first_player, 2);
}

#[test]
fn compact_state_and_actions() {
    assert!(std::mem::size_of::<Action>() <= 4);
    let size = std::mem::size_of::<GlueckAuf>();
    // About 1.5 KB, a third of it the ChaCha8 generator with its block buffer; the places won
    // in each shift scoring (2 bits per element) and the event log pointer are the latest.
    assert!(size <= 1568, "state is {size} bytes");
}

#[test]
fn options_serde_defaults_and_record() {
    let o: Options = serde_json::from_str("{}").unwrap();
    assert_eq!(o, Options::default());
    let o: Options = serde_json::from_str(r#"{"prev_first_keeps_on_tie": true}"#).unwrap();
    assert!(o.prev_first_keeps_on_tie && o.delivered_orders_public);
    assert!(serde_json::from_str::<Options>(r#"{"no_such_flag": 1}"#).is_err());
    let g = game_with(2, 3, o.clone());
    let r = engine::GameRecord::new::<GlueckAuf>(g.setup());
    assert_eq!(r.setup::<GlueckAuf>().unwrap().options, o);
}

#[test]
fn views_hide_the_piles_and_spectators_see_public_data() {
    let g = started(3);
    let v = serde_json::to_value(g.view(Some(0))).unwrap();
    // The piles only as counts.
    assert_eq!(v["tile_pile"], g.tile_pile.len);
    assert_eq!(v["order_deck"], g.order_deck.len);
    assert!(!v.to_string().contains("items"));
    let spectator = g.view(None);
    assert_eq!(spectator.seats.len(), 3);
    assert_eq!(
        spectator.seats[1].money, g.players[1].money,
        "money is public"
    );
}

#[test]
fn describe_and_explain() {
    let mut g = started(2);
    let text = g.describe(Some(g.current));
    assert!(text.contains("shift 1/3"));
    assert!(text.contains("factory 1"));
    assert!(text.contains("placing workers"), "{text}");
    let mut buf = Vec::new();
    g.legal_actions(g.current, &mut buf);
    for a in &buf {
        // Every explanation is a catalogue key of this game with the action's notation.
        let e = g.explain(g.current, *a);
        assert!(e.key.starts_with("ga-x-"), "{e:?}");
        assert!(
            e.args
                .iter()
                .any(|(n, v)| *n == "action" && *v == engine::Arg::Text(a.to_string())),
            "{e:?}"
        );
    }
    let bank = g.explain(g.current, Action::Bank);
    assert_eq!(bank.key, "ga-x-bank");
    let money = g.players[g.current as usize].money as i64;
    assert!(bank.args.contains(&("money", engine::Arg::Num(money))));
    play(&mut g, &["factory draw"]);
    assert!(g.describe(Some(g.current)).contains("only you see them"));
    let other = 1 - g.current;
    assert!(!g.describe(Some(other)).contains("only you see them"));
    // The heuristic is finite.
    assert!(g.evaluate(0).is_finite());
}

#[test]
fn determinize_resamples_only_what_the_observer_cannot_see() {
    let mut g = started(3);
    let actor = g.current;
    play(&mut g, &["factory draw"]);
    let drawn: Vec<u8> = g.drawn[..5].to_vec();
    let mut rng = engine::rng::rng_from_seed(8);
    // The actor keeps seeing the drawn tiles; the pile is re-shuffled.
    let mut piles = std::collections::HashSet::new();
    for _ in 0..10 {
        let d = g.determinize(actor, &mut rng);
        assert_eq!(&d.drawn[..5], &drawn[..]);
        assert_eq!(d.view(Some(actor)), g.view(Some(actor)));
        let mut sorted = d.tile_pile.as_slice().to_vec();
        sorted.sort();
        let mut orig = g.tile_pile.as_slice().to_vec();
        orig.sort();
        assert_eq!(sorted, orig, "same tiles, another order");
        piles.insert(d.tile_pile.as_slice().to_vec());
    }
    assert!(piles.len() > 1);
    // Another seat does not know which tiles were drawn.
    let other = (actor + 1) % 3;
    let seen: std::collections::HashSet<Vec<u8>> = (0..10)
        .map(|_| g.determinize(other, &mut rng).drawn[..5].to_vec())
        .collect();
    assert!(seen.len() > 1);
    // Legal play continues from a determinized state.
    let mut d = g.determinize(other, &mut rng);
    let mut buf = Vec::new();
    d.legal_actions(actor, &mut buf);
    d.apply(actor, buf[0]).unwrap();
}

/// The crate documentation's example (`src/lib.rs`), as written there.
#[test]
fn the_crate_docs_example() {
    let setup = Setup {
        players: 2,
        seed: 7,
        options: Options {
            first_player: Some(0),
            ..Options::default()
        },
    };
    let mut g = GlueckAuf::new_game(&setup).unwrap();
    assert_eq!(g.current, 1); // the draft starts right of the first player
    let mut legal = Vec::new();
    g.legal_actions(1, &mut legal);
    let pick = legal[0].to_string(); // e.g. "draft OW03"
    g.apply(1, g.parse_action(&pick).unwrap()).unwrap();
    assert!(g.apply(1, g.parse_action("bank").unwrap()).is_err()); // seat 0 drafts now
}
