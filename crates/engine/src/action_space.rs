//! A fixed integer encoding of a game's actions, for learning agents (the Python package's
//! OpenSpiel-shaped API, action masks) and any front end that wants numbers instead of notation.
//!
//! Every action a game can produce has one index below [`ActionSpace::num_distinct_actions`]
//! for the player count; every index names one action, whose notation reads back to it. The
//! layout (blocks of indices per kind of action) is documented by each game's implementation;
//! [`crate::testing::check_action_space`] checks one.

use crate::Game;

pub trait ActionSpace: Game {
    /// The size of the action space with `players` players (the same for every state).
    fn num_distinct_actions(players: u8) -> usize;

    /// The index of `action`, `None` for an action outside the space (never a legal action).
    fn action_index(action: Self::Action) -> Option<usize>;

    /// The action with index `index`, `None` past the end of the space.
    fn action_from_index(index: usize) -> Option<Self::Action>;
}
