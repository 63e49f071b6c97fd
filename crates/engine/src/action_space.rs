//! A fixed integer encoding of a game's actions, for learning agents (the Python package's
//! OpenSpiel-shaped API, action masks) and any front end that wants numbers instead of notation.
//!
//! Every action a game can produce has one index below [`ActionSpace::num_distinct_actions`]
//! for the player count; every index names one action, whose notation reads back to it. The
//! layout (blocks of indices per kind of action) is documented by each game's implementation.

use crate::Game;

pub trait ActionSpace: Game {
    /// The size of the action space with `players` players (the same for every state).
    fn num_distinct_actions(players: u8) -> usize;

    /// The index of `action`, `None` for an action outside the space (never a legal action).
    fn action_index(action: Self::Action) -> Option<usize>;

    /// The action with index `index`, `None` past the end of the space.
    fn action_from_index(index: usize) -> Option<Self::Action>;
}

/// A check for implementations (used by each game's tests): plays a random game from each
/// setup and asserts that every listed legal action has an index that maps back to it.
pub fn check_legal_actions_in_space<G: ActionSpace>(
    setups: impl IntoIterator<Item = crate::Setup<G::Options>>,
    seed: u64,
) {
    let mut rng = crate::rng::rng_from_seed(seed);
    let mut buf = Vec::new();
    for setup in setups {
        let mut g = G::new_game(&setup).unwrap();
        while let Some(seat) = g.to_move().first() {
            g.legal_actions(seat, &mut buf);
            for &a in &buf {
                let i = G::action_index(a).unwrap_or_else(|| panic!("{a} has no index"));
                assert_eq!(G::action_from_index(i), Some(a));
            }
            let a = buf[crate::rng::below(&mut rng, buf.len() as u32) as usize];
            g.apply(seat, a).unwrap();
        }
    }
}

/// A check for implementations (used by each game's tests): every index of the space names one
/// action whose index is that index and whose notation `game` reads back to it; the index past
/// the end names nothing.
pub fn check_indices_read_back<G: ActionSpace>(game: &G) {
    let n = G::num_distinct_actions(game.players() as u8);
    for i in 0..n {
        let a = G::action_from_index(i).unwrap();
        assert_eq!(G::action_index(a), Some(i), "{a}");
        assert_eq!(game.parse_action(&a.to_string()).unwrap(), a, "{a}");
    }
    assert_eq!(G::action_from_index(n), None);
}
