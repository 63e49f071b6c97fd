//! What the interface needs to know about a game beyond [`engine::Game`]: how to draw its panel
//! and who learns a decision.
//!
//! The panel of a seat's screen is drawn from `view(Some(seat))` only (the allow-list) plus the
//! public setup, or, for games without a dedicated panel, from `describe(Some(seat))`. Never
//! from the full state.

use engine::{Game, Seat};
use present::{Catalog, Names};
use ratatui::text::Line;

/// What a panel needs besides the view: the reader's catalogue, how seats are named, the size.
pub struct PanelCtx<'a> {
    /// Every string the panel shows comes from here (`ctx.cat.get("ui-...")`).
    pub cat: &'static Catalog,
    pub names: &'a dyn Names,
    /// Columns and rows available.
    pub width: u16,
    pub height: u16,
}

pub trait TuiGame: Game {
    /// The game panel drawn from what one seat (or a spectator) may see; `None` to fall back to
    /// the text of [`Game::describe`].
    fn panel(
        view: &Self::View,
        options: &Self::Options,
        ctx: &PanelCtx,
    ) -> Option<Vec<Line<'static>>> {
        let _ = (view, options, ctx);
        None
    }
}

/// The lines of the panel of `viewer`'s screen.
pub fn panel_lines<G: TuiGame>(
    game: &G,
    viewer: Option<Seat>,
    ctx: &PanelCtx,
) -> Vec<Line<'static>> {
    match G::panel(&game.view(viewer), &game.setup().options, ctx) {
        Some(lines) => lines,
        None => game
            .describe(viewer)
            .lines()
            .map(|l| Line::from(l.to_string()))
            .collect(),
    }
}

/// Two columns side by side: `left` padded to `left_width` cells, then `right`.
pub fn side_by_side(
    left: Vec<Line<'static>>,
    right: Vec<Line<'static>>,
    left_width: usize,
) -> Vec<Line<'static>> {
    let rows = left.len().max(right.len());
    let mut left = left.into_iter();
    let mut right = right.into_iter();
    (0..rows)
        .map(|_| {
            let mut spans = Vec::new();
            let mut used = 0;
            if let Some(line) = left.next() {
                used = line.width();
                spans.extend(line.spans);
            }
            spans.push(ratatui::text::Span::raw(
                " ".repeat(left_width.saturating_sub(used) + 1),
            ));
            if let Some(line) = right.next() {
                spans.extend(line.spans);
            }
            Line::from(spans)
        })
        .collect()
}

/// Lays out a panel of a common board and per-seat parts: side by side when there is room,
/// else one column with `first_seats` before the board when the seat's own mine matters more.
pub fn arrange(
    header: Vec<Line<'static>>,
    board: Vec<Line<'static>>,
    seats: Vec<Line<'static>>,
    own_first: Vec<Line<'static>>,
    width: u16,
) -> Vec<Line<'static>> {
    let board_width = board.iter().map(Line::width).max().unwrap_or(0);
    let seats_width = seats
        .iter()
        .chain(&own_first)
        .map(Line::width)
        .max()
        .unwrap_or(0)
        .min(50);
    let mut lines = header;
    if width as usize >= board_width + 1 + seats_width.max(40) {
        let mut right = own_first;
        right.extend(seats);
        lines.extend(side_by_side(board, right, board_width));
    } else {
        let first_empty = own_first.is_empty();
        lines.extend(own_first);
        if !first_empty {
            lines.push(Line::from(""));
        }
        lines.extend(board);
        lines.extend(seats);
    }
    lines
}
