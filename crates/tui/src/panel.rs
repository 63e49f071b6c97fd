//! What the interface needs to know about a game beyond [`engine::Game`]: how to draw its panel.
//!
//! The panel of a seat's screen is drawn from `view(Some(seat))` only (the allow-list), or, for
//! games without a dedicated panel, from `describe(Some(seat))`. Never from the full state.

use engine::{Game, Seat};
use ratatui::text::Line;

pub trait TuiGame: Game {
    /// The game panel drawn from what one seat (or a spectator) may see; `None` to fall back to
    /// the text of [`Game::describe`]. `width` is the number of columns available.
    fn panel(view: &Self::View, width: u16) -> Option<Vec<Line<'static>>> {
        let _ = (view, width);
        None
    }

    /// Whether the other seats learn `action` of `seat` (about to be applied to `self`) at once.
    /// Secret decisions (simultaneous planning) appear in the other seats' logs only once a
    /// public decision follows. Default: a decision is secret when several seats decide at once.
    fn action_is_public(&self, seat: Seat, action: Self::Action) -> bool {
        let _ = (seat, action);
        self.to_move().len() <= 1
    }
}

/// The lines of the panel of `viewer`'s screen.
pub fn panel_lines<G: TuiGame>(game: &G, viewer: Option<Seat>, width: u16) -> Vec<Line<'static>> {
    match G::panel(&game.view(viewer), width) {
        Some(lines) => lines,
        None => game
            .describe(viewer)
            .lines()
            .map(|l| Line::from(l.to_string()))
            .collect(),
    }
}

impl TuiGame for crate::toy::Toy {}
