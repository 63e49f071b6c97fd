//! Chance when the game draws (`engine::chance`): choosing every draw's natural outcome plays
//! the seeded game exactly; each draw offers what is still unseen, equally likely; blocks put
//! back by a top-5 space are drawn without chance and kept by the resampling of the seat that
//! put them back; refused inputs change nothing.

use crate::common::check_invariants;
use engine::chance::Outcome;
use engine::rng::{below, rng_from_seed};
use engine::{Chance, ChanceError, ChanceState, Draws, Game, Rng, Setup};
use glueckauf::data::{NUM_ORDERS, NUM_TILES};
use glueckauf::{Action, GlueckAuf, Options, Phase, NONE};

fn setup(players: u8, seed: u64) -> Setup<Options> {
    Setup {
        players,
        seed,
        options: Options::default(),
    }
}

/// The state without its draws (to compare with a seeded game).
fn plain(g: &GlueckAuf) -> GlueckAuf {
    let mut g = g.clone();
    g.draws = Draws::off();
    g
}

/// A uniformly random legal action of the seat to move.
fn random_action(g: &GlueckAuf, rng: &mut Rng, buf: &mut Vec<Action>) -> (u8, Action) {
    let seat = g.to_move().first().expect("a seat to move");
    g.legal_actions(seat, buf);
    (seat, buf[below(rng, buf.len() as u32) as usize])
}

/// An outcome drawn by its weight.
fn pick(event: &engine::ChanceEvent, rng: &mut Rng) -> Outcome {
    let mut r = below(rng, event.total() as u32);
    for &(o, w) in &event.outcomes {
        if r < w {
            return o;
        }
        r -= w;
    }
    unreachable!("weights add up to the total")
}

#[test]
fn natural_outcomes_play_the_seeded_game_bit_for_bit() {
    let mut buf = Vec::new();
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (2, 44)] {
        let mut seeded = GlueckAuf::new_game(&setup(players, seed)).unwrap();
        let mut chance = ChanceState::<GlueckAuf>::new(&setup(players, seed)).unwrap();
        let mut events = 0;
        while let Some(e) = chance.chance() {
            chance.apply_chance(e.natural).unwrap();
            events += 1;
        }
        // First player, the open factory spaces' tiles, 3N + 1 draft cards: one event each.
        let open_factories = seeded.tile_display.iter().filter(|&&t| t != NONE).count();
        assert_eq!(events, 1 + open_factories + 3 * players as usize + 1);
        assert_eq!(plain(&chance.game), seeded);
        let mut rng = rng_from_seed(seed);
        let mut decisions = 0;
        while !seeded.is_over() {
            let (seat, a) = random_action(&seeded, &mut rng, &mut buf);
            seeded.apply(seat, a).unwrap();
            chance.apply(seat, a).unwrap();
            while let Some(e) = chance.chance() {
                chance.apply_chance(e.natural).unwrap();
                events += 1;
            }
            assert_eq!(plain(&chance.game), seeded, "after decision {decisions}");
            decisions += 1;
        }
        assert!(chance.is_over());
        assert_eq!(
            (0..players)
                .map(|s| chance.game.score(s))
                .collect::<Vec<_>>(),
            (0..players).map(|s| seeded.score(s)).collect::<Vec<_>>()
        );
        assert!(
            events > 30,
            "refills and top-5 draws are events too ({events})"
        );
    }
}

/// The tiles and cards nobody has seen: in the pile, outside the blocks put back.
fn unseen(g: &GlueckAuf) -> (u64, u64) {
    let known = g.draws.known().expect("chance mode");
    let part = |items: &[u8], under: usize, over: usize| {
        items[under..items.len() - over]
            .iter()
            .fold(0u64, |m, &x| m | 1 << x)
    };
    (
        part(
            g.tile_pile.as_slice(),
            known.tiles.bottom_len(),
            known.tiles.top_len(),
        ),
        part(
            g.order_deck.as_slice(),
            known.orders.bottom_len(),
            known.orders.top_len(),
        ),
    )
}

#[test]
fn each_draw_offers_what_is_unseen_equally_likely_and_games_end() {
    let mut buf = Vec::new();
    for (players, seed) in [(2, 5), (3, 6), (4, 7)] {
        let mut rng = rng_from_seed(100 + seed);
        let mut chance = ChanceState::<GlueckAuf>::new(&setup(players, seed)).unwrap();
        // The setup: the first player among the seats, then draws from full piles.
        let first = chance.chance().unwrap().clone();
        assert_eq!(
            first.outcomes,
            (0..players as Outcome)
                .map(|s| (92 + s, 1))
                .collect::<Vec<_>>()
        );
        let mut setup_draws = 0;
        while let Some(e) = chance.chance().cloned() {
            if setup_draws > 0 {
                // The piles are full at the start: all but what the setup drew so far.
                let tiles = e.outcomes[0].0 < NUM_TILES as Outcome;
                let (full, drawn) = if tiles {
                    (
                        NUM_TILES,
                        chance
                            .pending()
                            .unwrap()
                            .chosen()
                            .iter()
                            .filter(|&&o| o < 48)
                            .count(),
                    )
                } else {
                    (
                        NUM_ORDERS,
                        chance
                            .pending()
                            .unwrap()
                            .chosen()
                            .iter()
                            .filter(|&&o| (48..92).contains(&o))
                            .count(),
                    )
                };
                assert_eq!(e.outcomes.len(), full - drawn);
                assert!(e.outcomes.iter().all(|&(_, w)| w == 1));
            }
            chance.apply_chance(pick(&e, &mut rng)).unwrap();
            setup_draws += 1;
        }
        check_invariants(&chance.game);
        let mut top5 = 0;
        while !chance.is_over() {
            let (seat, a) = random_action(&chance.game, &mut rng, &mut buf);
            chance.apply(seat, a).unwrap();
            let (tiles, cards) = unseen(&chance.game);
            while let Some(e) = chance.chance().cloned() {
                let chosen = chance.pending().unwrap().chosen();
                let offered = e.outcomes.iter().fold(0u64, |m, &(o, _)| m | 1 << (o % 48));
                assert!(e.outcomes.iter().all(|&(_, w)| w == 1));
                assert!(e.probabilities().iter().map(|p| p.1).sum::<f64>() > 0.999_999);
                if e.outcomes[0].0 < NUM_TILES as Outcome {
                    let chosen_tiles = chosen
                        .iter()
                        .filter(|&&o| o < 48)
                        .fold(0u64, |m, &o| m | 1 << o);
                    assert_eq!(offered, tiles & !chosen_tiles, "tile draw");
                } else {
                    let chosen_cards = chosen
                        .iter()
                        .filter(|&&o| (48..92).contains(&o))
                        .fold(0u64, |m, &o| m | 1 << (o - 48));
                    assert_eq!(offered, cards & !chosen_cards, "card draw");
                }
                if e.visibility != engine::Visibility::Public {
                    top5 += 1;
                }
                chance.apply_chance(pick(&e, &mut rng)).unwrap();
            }
            check_invariants(&chance.game);
        }
        assert!(
            top5 > 0 || players == 2,
            "top-5 draws are seen by the drawer only"
        );
    }
}

/// Plays random decisions (natural draws) until `seat` may place on the top-5 tile space.
fn until_factory_draw(chance: &mut ChanceState<GlueckAuf>, rng: &mut Rng) -> u8 {
    let mut buf = Vec::new();
    loop {
        while let Some(e) = chance.chance() {
            chance.apply_chance(e.natural).unwrap();
        }
        let g = &chance.game;
        if g.phase == Phase::Turn {
            let seat = g.current;
            g.legal_actions(seat, &mut buf);
            if let Some(&a) = buf.iter().find(|a| a.to_string() == "factory draw") {
                if g.tile_pile.len >= 20 {
                    chance.apply(seat, a).unwrap();
                    return seat;
                }
            }
        }
        let (seat, a) = random_action(&chance.game, rng, &mut buf);
        chance.apply(seat, a).unwrap();
    }
}

#[test]
fn blocks_put_back_are_drawn_without_chance_and_kept_by_their_seat() {
    let mut rng = rng_from_seed(9);
    let mut chance = ChanceState::<GlueckAuf>::new(&setup(3, 9)).unwrap();
    let seat = until_factory_draw(&mut chance, &mut rng);
    // Five tiles looked at: five events seen by the seat only.
    let mut looked = 0;
    while let Some(e) = chance.chance() {
        assert_eq!(e.visibility, engine::Visibility::Seat(seat));
        let o = e.outcomes[looked % e.outcomes.len()].0;
        chance.apply_chance(o).unwrap();
        looked += 1;
    }
    assert_eq!(looked, 5);
    let drawn: Vec<u8> = chance.game.drawn[..5].to_vec();
    for line in ["take none", "return top"] {
        let a = chance.game.parse_action(line).unwrap();
        chance.apply(seat, a).unwrap();
        assert!(!chance.is_chance());
    }
    for &t in &drawn[..4] {
        let a = chance
            .game
            .parse_action(&format!("next {}", t + 1))
            .unwrap();
        chance.apply(seat, a).unwrap();
        assert!(!chance.is_chance(), "putting back draws nothing");
    }
    let g = &chance.game;
    let top: Vec<u8> = g
        .tile_pile
        .as_slice()
        .iter()
        .rev()
        .take(5)
        .copied()
        .collect();
    assert_eq!(top, drawn, "the block lies on top, in the order named");
    assert_eq!(g.draws.known().unwrap().tiles.top, vec![(seat, 5)]);
    // The seat that put them back keeps them in its resamplings; another seat does not.
    let other = (seat + 1) % 3;
    let mut moved = false;
    for k in 0..20 {
        let mut r = rng_from_seed(k);
        let mine = g.determinize(seat, &mut r);
        assert_eq!(
            &mine.tile_pile.as_slice()[g.tile_pile.len as usize - 5..],
            &g.tile_pile.as_slice()[g.tile_pile.len as usize - 5..]
        );
        let theirs = g.determinize(other, &mut rng_from_seed(k));
        moved |= theirs.tile_pile.as_slice()[g.tile_pile.len as usize - 5..]
            != g.tile_pile.as_slice()[g.tile_pile.len as usize - 5..];
        assert!(theirs.draws.is_on() && mine.draws.is_on());
    }
    assert!(moved, "another seat does not know the block");
    // The block's tiles are drawn next, top first, with no chance event while it lasts.
    let mut buf = Vec::new();
    while chance.game.draws.known().unwrap().tiles.top_len() > 0 && !chance.is_over() {
        let block_len = chance.game.draws.known().unwrap().tiles.top_len();
        let len = chance.game.tile_pile.len as usize;
        let block: Vec<u8> = chance.game.tile_pile.as_slice()[len - block_len..].to_vec();
        let (s, a) = random_action(&chance.game, &mut rng, &mut buf);
        chance.apply(s, a).unwrap();
        let mut tile_events = 0;
        while let Some(e) = chance.chance() {
            tile_events += usize::from(e.outcomes[0].0 < NUM_TILES as Outcome);
            chance.apply_chance(e.natural).unwrap();
        }
        let g = &chance.game;
        let drawn = len.saturating_sub(g.tile_pile.len as usize);
        if drawn <= block_len {
            assert_eq!(tile_events, 0, "a block's tile is no chance event");
            if g.phase != Phase::Over
                && g.draws.known().unwrap().tiles.top_len() == block_len - drawn
            {
                assert_eq!(
                    &g.tile_pile.as_slice()[len - block_len..len - drawn],
                    &block[..block_len - drawn]
                );
            }
        }
    }
}

#[test]
fn refused_inputs_change_nothing() {
    let mut chance = ChanceState::<GlueckAuf>::new(&setup(2, 3)).unwrap();
    let before = chance.game.clone();
    let e = chance.chance().unwrap().clone();
    assert_eq!(
        chance.apply_chance(7),
        Err(ChanceError::NotPossible {
            outcome: 7,
            possible: 2
        })
    );
    let draft = chance.game.parse_action("draft OW01").unwrap();
    assert!(
        chance.apply(0, draft).is_err(),
        "no decision while a draw is open"
    );
    assert_eq!(chance.game, before);
    assert_eq!(chance.chance(), Some(&e));
    while let Some(e) = chance.chance() {
        chance.apply_chance(e.natural).unwrap();
    }
    assert_eq!(chance.apply_chance(0), Err(ChanceError::NoChanceEvent));
    assert_eq!(
        GlueckAuf::outcome_notation(95).as_deref(),
        Some("first player 3")
    );
    assert_eq!(GlueckAuf::outcome_notation(96), None);
    assert!(GlueckAuf::outcome_notation(0).unwrap().starts_with("tile "));
    assert!(GlueckAuf::outcome_notation(48)
        .unwrap()
        .starts_with("order "));
    // A first player fixed by the options is no event.
    let fixed = Setup {
        players: 2,
        seed: 3,
        options: Options {
            first_player: Some(1),
            ..Options::default()
        },
    };
    let c = ChanceState::<GlueckAuf>::new(&fixed).unwrap();
    assert!(c.chance().unwrap().outcomes.iter().all(|&(o, _)| o < 48));
}
