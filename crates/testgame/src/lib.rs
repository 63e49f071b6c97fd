//! Two small games for tests, examples and benchmarks, outside every production crate: other
//! crates take this one as a dev-dependency only, so no release binary holds a test game.
//!
//! - [`prizes`]: a hidden-information card game for the bots (sequential turns with a
//!   sub-decision, or simultaneous hidden plays; draws; `determinize` and `evaluate`).
//! - [`gems`]: a card game for the terminal's tests (named cards to look for on screen, a reveal
//!   with every play, decisions without chance, a simultaneous sealed bid revealed by an event).
//!
//! They are two games, not one with options: the bots' tests and measurements are tuned to the
//! one, the terminal's tests count the menu entries and decisions of the other.

pub mod gems;
pub mod prizes;

pub use gems::{Gems, GemsOptions};
pub use prizes::{Prizes, PrizesOptions};

/// Both games in the terminal: no game panel, the text of `describe`.
#[cfg(feature = "tui")]
impl tui::panel::TuiGame for Gems {}
#[cfg(feature = "tui")]
impl tui::panel::TuiGame for Prizes {}
