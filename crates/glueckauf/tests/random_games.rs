//! Invariants over many random games of each player count.

mod common;
use common::*;
use engine::rng::{below, rng_from_seed};
use engine::{replay, Game, GameRecord};
use glueckauf::{Action, GlueckAuf, Phase};

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
    let mut seen: std::collections::BTreeMap<&'static str, u64> = Default::default();
    let mut buf: Vec<Action> = Vec::with_capacity(256);
    let mut total_decisions = 0u64;
    for seed in 0..GAMES {
        let mut g = game(players, seed * 7 + players as u64);
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
            }
            g.apply(seat, a)
                .unwrap_or_else(|e| panic!("legal `{a}` refused: {e}\n{}", g.describe(None)));
            if let Some(r) = record.as_mut() {
                r.push(seat, a);
            }
            check_invariants(&g);
            decisions += 1;
            assert!(decisions < 20_000, "game does not end");
        }
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
        "{players} players: {GAMES} games, {:.1} decisions per game; {seen:?}",
        total_decisions as f64 / GAMES as f64
    );
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
        let mut r1 = rng_from_seed(seed);
        let mut r2 = rng_from_seed(seed);
        let d1 = g.determinize(obs, &mut r1);
        let d2 = h.determinize(obs, &mut r2);
        assert_eq!(d1, d2, "determinize depends on hidden information");
        assert_eq!(d1.view(Some(obs)), g.view(Some(obs)));
    }
    assert_eq!(g.view(None), h.view(None));
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
