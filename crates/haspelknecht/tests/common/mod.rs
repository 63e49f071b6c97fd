//! Helpers shared by the scenario tests: a game with its carts emptied, play notation, list
//! legal notation, hand out tiles.
#![allow(dead_code)]

use engine::Game;
use haspelknecht::pieces::tile_index;
use haspelknecht::{Haspelknecht, Options};

/// A game of `players` from `seed` with `options`, every cart emptied (no discs taken yet in
/// the scenario's eyes); `dry`: no pit water in any Pinge either.
pub fn scenario(players: u8, seed: u64, options: Options, dry: bool) -> Haspelknecht {
    let mut g: Haspelknecht = engine::testing::new_game_with(players, seed, options);
    for p in g.players.iter_mut() {
        p.cart1 = [0; 3];
        p.cart2 = [0; 3];
        if dry {
            p.pinge_water = 0;
        }
    }
    g
}

/// Applies `text` for `seat`; panics with the state if it is refused.
pub fn act(g: &mut Haspelknecht, seat: u8, text: &str) {
    let a = g.parse_action(text).unwrap();
    g.apply(seat, a)
        .unwrap_or_else(|e| panic!("`{text}` refused: {e}\n{}", g.describe(None)));
}

/// The legal actions of `seat`, in notation.
pub fn legal(g: &Haspelknecht, seat: u8) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_actions(seat, &mut v);
    v.iter().map(|a| a.to_string()).collect()
}

/// Gives development tile `id` to `seat` (on top of its stack).
pub fn give_tile(g: &mut Haspelknecht, seat: u8, id: u8) {
    let i = tile_index(id).unwrap();
    g.players[seat as usize].tiles |= 1 << i;
    let n = g.stack_len[i] as usize;
    g.stacks[i][n] = seat;
    g.stack_len[i] += 1;
}
