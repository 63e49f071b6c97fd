#![allow(dead_code, clippy::needless_range_loop)]
use engine::Game;
use glueckauf::data::*;
use glueckauf::{GlueckAuf, Options, Phase, NONE};

pub fn game(players: u8, seed: u64) -> GlueckAuf {
    engine::testing::new_game(players, seed)
}

pub fn game_with(players: u8, seed: u64, options: Options) -> GlueckAuf {
    engine::testing::new_game_with(players, seed, options)
}

/// A game after the draft with seat 0 as first player (the draft takes the lowest cards).
pub fn started(players: u8) -> GlueckAuf {
    started_with(players, 1, Options::default())
}

/// As [`started`], from `seed` and with `options` (but seat 0 first).
pub fn started_with(players: u8, seed: u64, options: Options) -> GlueckAuf {
    let mut g = game_with(
        players,
        seed,
        Options {
            first_player: Some(0),
            ..options
        },
    );
    skip_draft(&mut g);
    g
}

/// Card id from its printed code.
pub fn card(code: &str) -> u8 {
    parse_order_code(code).unwrap()
}

/// Gives `seat` these pending cards (empty), replacing its pending orders.
pub fn set_pending(g: &mut GlueckAuf, seat: u8, codes: &[&str]) {
    g.players[seat as usize].pending = 0;
    for c in codes {
        let id = card(c);
        // The card leaves any other player's hand.
        for p in g.players.iter_mut() {
            p.pending &= !(1 << id);
        }
        g.fills[id as usize] = glueckauf::Fill::default();
        g.players[seat as usize].pending |= 1 << id;
    }
    g.refresh_caches();
}

/// Marks a pending card complete, with one matching cube per cell.
pub fn complete(g: &mut GlueckAuf, code: &str) {
    let id = card(code);
    let cells = ORDERS[id as usize].cells;
    g.fills[id as usize] = glueckauf::Fill {
        filled: cells,
        cubes: cells,
        half: [0; 4],
    };
    g.refresh_caches();
}

/// Ends the current shift with the next decision: everyone but the current seat has no
/// workers left, the current seat has one, which goes to the bank (+1 mark).
pub fn end_shift_with_bank(g: &mut GlueckAuf) {
    let cur = g.current;
    for s in 0..g.n() {
        g.players[s].workers = if s as u8 == cur { 1 } else { 0 };
    }
    g.apply(cur, glueckauf::Action::Bank).unwrap();
}

/// Plays the draft by always taking the lowest card.
pub fn skip_draft(g: &mut GlueckAuf) {
    let mut buf = Vec::new();
    while matches!(g.phase, Phase::Draft { .. }) {
        let s = g.current;
        g.legal_actions(s, &mut buf);
        g.apply(s, buf[0]).unwrap();
    }
}

/// Applies notation lines for the seat to move, panicking with the reason on failure.
pub fn play(g: &mut GlueckAuf, lines: &[&str]) {
    for line in lines {
        let a = g.parse_action(line).unwrap();
        let s = g.current;
        g.apply(s, a).unwrap_or_else(|e| {
            panic!("`{line}` by seat {s} refused: {e}\n{}", g.describe(Some(s)))
        });
    }
}

/// The cheap invariants: coal and workers conserved, elevator capacity, cart contents.
pub fn check_conservation(g: &GlueckAuf) {
    let per = g.cubes_per_colour() as u32;
    assert_eq!(g.cube_total(), 4 * per, "coal not conserved");
    let total = g.workers_total();
    let mut on_spaces = [0u8; 4];
    for i in 0..NUM_SPACES {
        if g.space_workers[i] > 0 {
            on_spaces[g.space_owner[i] as usize] += g.space_workers[i];
        }
    }
    for s in 0..g.n() {
        let p = &g.players[s];
        assert_eq!(
            p.workers + g.canteen[s] + g.bank[s] + on_spaces[s],
            total,
            "workers of seat {s} not conserved"
        );
        assert!(p.elevator_load() <= 5, "elevator over capacity");
        for l in 0..4 {
            assert!(p.cart_cubes[l].iter().sum::<u8>() <= p.carts[l]);
        }
    }
}

/// Checks every invariant of the state; panics with a message.
pub fn check_invariants(g: &GlueckAuf) {
    check_conservation(g);
    let n = g.n();
    let total = g.workers_total();
    for s in 0..n {
        let p = &g.players[s];
        let on_spaces: u8 = (0..NUM_SPACES)
            .filter(|&i| g.space_owner[i] == s as u8)
            .map(|i| g.space_workers[i])
            .sum();
        assert_eq!(
            p.workers + g.canteen[s] + g.bank[s] + on_spaces,
            total,
            "workers of seat {s} not conserved"
        );
        assert!(p.elevator_load() <= 5, "elevator over capacity");
        for l in 0..4 {
            assert!(p.cart_cubes[l].iter().sum::<u8>() <= p.carts[l]);
        }
        assert_eq!(p.light + p.dark, p.tiles.count_ones() as u8);
        assert_eq!(
            p.carts.iter().map(|&x| x as u32).sum::<u32>(),
            4 + (0..48)
                .filter(|&t| p.tiles & (1 << t) != 0)
                .map(|t| TILES[t].carts as u32)
                .sum::<u32>()
        );
        assert_eq!(p.pending & p.delivered, 0);
    }
    // The last scoring revealed cards that were delivered then, and they stay delivered.
    let delivered = g.players.iter().fold(0, |m, p| m | p.delivered);
    assert_eq!(g.revealed & !delivered, 0);
    for (c, f) in g.fills.iter().enumerate() {
        let o = ORDERS[c];
        for k in 0..4 {
            assert!(f.filled[k] + f.half[k] <= o.cells[k]);
        }
        let cubes: u8 = f.cubes.iter().sum();
        let cells: u8 = f.filled.iter().sum::<u8>() + f.half.iter().sum::<u8>();
        assert!(
            cubes >= cells && cubes <= 2 * cells + 1,
            "cubes on {c}: {f:?}"
        );
    }
    // The fast executability mask agrees with the rule table.
    for seat in 0..n as u8 {
        let m = g.executable_mask(seat);
        for sp in 0..NUM_SPACES {
            assert_eq!(m & (1 << sp) != 0, g.executable(seat, sp), "space {sp}");
        }
    }
    // The caches agree with the state.
    let mut h = g.clone();
    h.refresh_caches();
    assert_eq!(h.players, g.players, "stale caches");
    // Every tile and card is somewhere, exactly once.
    let mut tiles = 0u64;
    let mut count = 0;
    let mut add_t = |t: u8, tiles: &mut u64| {
        assert_eq!(*tiles & (1 << t), 0, "tile {t} twice");
        *tiles |= 1 << t;
        count += 1;
    };
    for &t in g.tile_pile.as_slice() {
        add_t(t, &mut tiles);
    }
    for &t in g.tile_display.iter().filter(|&&t| t != NONE) {
        add_t(t, &mut tiles);
    }
    let drawn_orders = matches!(
        g.phase,
        Phase::TakeOrder
            | Phase::ReturnEnd { orders: true }
            | Phase::ReturnNext { orders: true, .. }
    );
    if !drawn_orders {
        for &t in &g.drawn[..g.drawn_len as usize] {
            add_t(t, &mut tiles);
        }
    }
    for p in &g.players[..n] {
        assert_eq!(tiles & p.tiles, 0);
        tiles |= p.tiles;
    }
    assert_eq!(tiles.count_ones(), 48, "tiles lost");
    let mut cards = g.draft;
    for &c in g.order_deck.as_slice() {
        assert_eq!(cards & (1 << c), 0);
        cards |= 1 << c;
    }
    for &c in g.order_display.iter().filter(|&&c| c != NONE) {
        assert_eq!(cards & (1 << c), 0);
        cards |= 1 << c;
    }
    if drawn_orders {
        for &c in &g.drawn[..g.drawn_len as usize] {
            assert_eq!(cards & (1 << c), 0);
            cards |= 1 << c;
        }
    }
    for p in &g.players[..n] {
        assert_eq!(cards & (p.pending | p.delivered), 0);
        cards |= p.pending | p.delivered;
    }
    assert_eq!(cards.count_ones(), 44, "cards lost");
}
