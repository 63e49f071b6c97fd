//! Helpers shared by the scenario tests: play notation, list legal notation, hand out tiles.
#![allow(dead_code)]

use engine::Game;
use haspelknecht::pieces::tile_index;
use haspelknecht::Haspelknecht;

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
