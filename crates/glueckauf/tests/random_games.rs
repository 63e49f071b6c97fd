//! Invariants over many random games of each player count.

use crate::common::*;
use engine::rng::{below, rng_from_seed};
use engine::{replay, Game, GameRecord};
use glueckauf::{Action, GlueckAuf, Options, Phase};

const GAMES: u64 = 10_000;

/// A name per kind of decision, to see that random games reach every rule.
fn kind(a: Action) -> &'static str {
    match a {
        Action::Draft(_) => "draft",
        Action::Place(s) => glueckauf::data::SPACES[s as usize].name,
        Action::Bank => "bank",
        Action::TakeTile(_) => "take tile",
        Action::TakeOrder(_) => "take order",
        Action::TakeNone => "take none",
        Action::Return(glueckauf::End::Top) => "return top",
        Action::Return(glueckauf::End::Bottom) => "return bottom",
        Action::NextTile(_) => "next tile",
        Action::NextOrder(_) => "next order",
        Action::Substitute(_) => "substitute",
        Action::Lift(_) => "lift",
        Action::Load(_) => "load",
        Action::Store(_) => "store",
        Action::Fill(_, _, glueckauf::Source::Elevator) => "fill from elevator",
        Action::Fill(_, _, glueckauf::Source::Storage) => "fill from storage",
        Action::Double(..) => "double",
        Action::Cube(..) => "cube",
        Action::Stop => "stop",
    }
}

fn run(players: u8) {
    run_with(players, GAMES, Options::default());
}

fn run_with(players: u8, games: u64, options: Options) {
    let mut seen: std::collections::BTreeMap<&'static str, u64> = Default::default();
    let mut buf: Vec<Action> = Vec::with_capacity(256);
    let mut total_decisions = 0u64;
    for seed in 0..games {
        let mut g = game_with(players, seed * 7 + players as u64, options.clone());
        let mut rng = rng_from_seed(seed ^ 0x5eed);
        let sample = seed.is_multiple_of(10);
        let mut record = sample.then(|| GameRecord::new::<GlueckAuf>(g.setup()));
        let mut decisions = 0u32;
        while let Some(seat) = g.to_move().first() {
            g.legal_actions(seat, &mut buf);
            assert!(!buf.is_empty(), "no legal action\n{}", g.describe(None));
            // Nobody else may act.
            let mut other = Vec::new();
            g.legal_actions((seat + 1) % players, &mut other);
            assert!(other.is_empty());
            let a = buf[below(&mut rng, buf.len() as u32) as usize];
            *seen.entry(kind(a)).or_default() += 1;
            let text = a.to_string();
            assert_eq!(g.parse_action(&text).unwrap(), a, "round trip of `{text}`");
            if sample {
                for &b in &buf {
                    assert_eq!(g.parse_action(&b.to_string()).unwrap(), b);
                    // Every legal action applies without error.
                    let mut h = g.clone();
                    h.apply(seat, b)
                        .unwrap_or_else(|e| panic!("legal `{b}` refused: {e}"));
                }
                if decisions.is_multiple_of(5) {
                    check_hidden(&g, seed);
                }
                check_arbitrary_actions(&g, seat, &buf, &mut rng);
            }
            g.apply(seat, a)
                .unwrap_or_else(|e| panic!("legal `{a}` refused: {e}\n{}", g.describe(None)));
            if let Some(r) = record.as_mut() {
                r.push(seat, a);
            }
            // Money never goes negative: it is unsigned and overflow checks are on in tests.
            if sample {
                check_invariants(&g);
            } else {
                check_conservation(&g);
            }
            decisions += 1;
            assert!(decisions < 20_000, "game does not end");
        }
        check_invariants(&g);
        assert_eq!(g.phase, Phase::Over);
        assert_eq!(g.shift, 3);
        total_decisions += decisions as u64;
        if let Some(r) = record {
            let json = r.to_json();
            let back = GameRecord::from_json(&json).unwrap();
            let h: GlueckAuf = replay(&back).unwrap();
            assert_eq!(h, g, "replay differs");
        }
        // Scores add up.
        for s in 0..players {
            let sum: i32 = g.score_breakdown(s).iter().map(|l| l.points).sum();
            assert_eq!(sum, g.score(s));
        }
    }
    eprintln!(
        "{players} players: {games} games, {:.1} decisions per game; {seen:?}",
        total_decisions as f64 / games as f64
    );
    if games < GAMES {
        return;
    }
    // Every kind of decision occurs (every open space, every sub-decision).
    let open = glueckauf::data::open_spaces(players);
    for (i, sp) in glueckauf::data::SPACES.iter().enumerate() {
        assert_eq!(
            seen.contains_key(sp.name),
            open & (1 << i) != 0,
            "{}",
            sp.name
        );
    }
    for k in [
        "draft",
        "bank",
        "take tile",
        "take order",
        "take none",
        "return top",
        "return bottom",
        "next tile",
        "next order",
        "substitute",
        "lift",
        "load",
        "store",
        "fill from elevator",
        "fill from storage",
        "double",
        "cube",
        "stop",
    ] {
        assert!(seen.contains_key(k), "random games never reach `{k}`");
    }
}

/// The pile and deck order never reach another seat's view, and determinize depends only on
/// the observer's view.
fn check_hidden(g: &GlueckAuf, seed: u64) {
    let mut h = g.clone();
    h.tile_pile.items[..h.tile_pile.len as usize].reverse();
    h.order_deck.items[..h.order_deck.len as usize].reverse();
    h.rng = rng_from_seed(seed + 99);
    h.setup.seed ^= 12345;
    for obs in 0..g.n() as u8 {
        assert_eq!(g.view(Some(obs)), h.view(Some(obs)));
        assert_eq!(
            g.evaluate(obs),
            h.evaluate(obs),
            "evaluate uses hidden information"
        );
        let mut r1 = rng_from_seed(seed);
        let mut r2 = rng_from_seed(seed);
        let d1 = g.determinize(obs, &mut r1);
        let d2 = h.determinize(obs, &mut r2);
        assert_eq!(d1, d2, "determinize depends on hidden information");
        assert_eq!(d1.view(Some(obs)), g.view(Some(obs)));
    }
    assert_eq!(g.view(None), h.view(None));
    // Hidden delivered cards (delivered since the last shift scoring revealed them all):
    // swapping one with a deck card changes nothing others can see. Swapping a revealed one
    // changes what everyone sees.
    for owner in 0..g.n() as u8 {
        let p = &g.players[owner as usize];
        let Some(&top) = g.order_deck.as_slice().last() else {
            continue;
        };
        let revealed = g.revealed_of(owner);
        if !g.setup.options.delivered_orders_public && revealed != 0 {
            let mut h = g.clone();
            let d = revealed.trailing_zeros();
            h.revealed = g.revealed & !(1 << d) | 1 << top;
            h.players[owner as usize].delivered = p.delivered & !(1 << d) | 1 << top;
            let len = h.order_deck.len as usize;
            h.order_deck.items[len - 1] = d as u8;
            for obs in (0..g.n() as u8).map(Some).chain([None]) {
                assert_ne!(g.view(obs), h.view(obs), "a revealed card is not shown");
            }
        }
        let hidden = p.delivered & !revealed;
        if g.setup.options.delivered_orders_public || hidden == 0 {
            continue;
        }
        let mut h = g.clone();
        let d = hidden.trailing_zeros() as u8;
        h.players[owner as usize].delivered =
            h.players[owner as usize].delivered & !(1 << d) | 1 << top;
        let len = h.order_deck.len as usize;
        h.order_deck.items[len - 1] = d;
        for obs in (0..g.n() as u8).filter(|&o| o != owner) {
            assert_eq!(g.view(Some(obs)), h.view(Some(obs)));
            assert_eq!(
                g.evaluate(obs),
                h.evaluate(obs),
                "evaluate peeks at delivered cards"
            );
            let d1 = g.determinize(obs, &mut rng_from_seed(seed));
            let d2 = h.determinize(obs, &mut rng_from_seed(seed));
            assert_eq!(d1, d2, "determinize depends on hidden delivered cards");
        }
        assert_ne!(g.view(Some(owner)), h.view(Some(owner)));
    }
}

/// Any action, legal or not (values a little beyond the valid ranges too).
fn arbitrary(rng: &mut engine::Rng) -> Action {
    use glueckauf::{End, Source};
    let mut r = |n: u32| below(rng, n) as u8;
    let src = |x: u8| {
        if x == 0 {
            Source::Elevator
        } else {
            Source::Storage
        }
    };
    match r(19) {
        0 => Action::Draft(r(46)),
        1 => Action::Place(r(28)),
        2 => Action::Bank,
        3 => Action::TakeTile(r(50)),
        4 => Action::TakeOrder(r(46)),
        5 => Action::TakeNone,
        6 => Action::Return(if r(2) == 0 { End::Top } else { End::Bottom }),
        7 => Action::NextTile(r(50)),
        8 => Action::NextOrder(r(46)),
        9 => Action::Substitute(if r(6) == 5 { None } else { Some(r(5)) }),
        10 => Action::Lift(r(6)),
        11 => Action::Load(r(5)),
        12 => Action::Store(r(5)),
        13 => Action::Fill(r(46), r(5), src(r(2))),
        14 => Action::Double(r(46), r(5)),
        15 => Action::Cube(r(5), src(r(2))),
        16 => Action::Stop,
        _ => Action::Place(r(26)),
    }
}

/// `apply` accepts exactly the listed actions; refused ones leave the state unchanged.
fn check_arbitrary_actions(g: &GlueckAuf, seat: u8, legal: &[Action], rng: &mut engine::Rng) {
    for _ in 0..20 {
        let a = arbitrary(rng);
        let mut h = g.clone();
        match h.apply(seat, a) {
            Ok(()) => assert!(legal.contains(&a), "`{a:?}` accepted but not listed"),
            Err(_) => {
                assert!(!legal.contains(&a), "`{a}` listed but refused");
                assert_eq!(&h, g, "refused `{a:?}` changed the state");
            }
        }
    }
    let mut h = g.clone();
    let other = (seat + 1) % g.n() as u8;
    assert!(h.apply(other, legal[0]).is_err());
    assert_eq!(&h, g);
}

/// Every rule option flipped from its default.
fn flipped() -> Options {
    Options {
        prev_first_keeps_on_tie: true,
        unlimited_coal: true,
        delivered_orders_public: false,
        optional_substitution: true,
        allow_split_double_fill: true,
        first_player: Some(1),
    }
}

#[test]
fn random_games_with_all_options_flipped() {
    for players in 2..=4 {
        run_with(players, 300, flipped());
    }
}

#[test]
fn random_games_with_scarce_coal_and_hidden_deliveries() {
    // Default coal (16 per colour) with the other flags flipped: shortages and `substitute none`.
    for players in 2..=4 {
        run_with(
            players,
            300,
            Options {
                unlimited_coal: false,
                ..flipped()
            },
        );
    }
}

#[test]
fn random_games_2p() {
    run(2);
}

#[test]
fn random_games_3p() {
    run(3);
}

#[test]
fn random_games_4p() {
    run(4);
}
