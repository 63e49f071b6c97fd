//! What the interface needs to know about a game beyond [`engine::Game`]: how to draw its panel
//! and who learns a decision.
//!
//! The panel of a seat's screen is drawn from `view(Some(seat))` only (the allow-list) plus the
//! public setup, or, for games without a dedicated panel, from `describe(Some(seat))`. Never
//! from the full state.

use engine::{Game, Seat};
use present::{Catalog, Names};
use ratatui::text::{Line, Span};

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
    let width = width as usize;
    let mut lines = header;
    if width >= board_width + 1 + seats_width.max(40) {
        let mut right = own_first;
        right.extend(seats);
        let right_width = width - board_width - 1;
        let right = right
            .into_iter()
            .flat_map(|l| wrap_line(l, right_width))
            .collect();
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
    // Whatever is still wider than the screen wraps at spaces.
    lines
        .into_iter()
        .flat_map(|l| wrap_line(l, width))
        .collect()
}

/// `line` in rows of at most `width` columns, broken at spaces with the styles kept; the rows
/// after the first are indented by two spaces. Nothing is cut: a word wider than a row stands
/// whole on a row of its own.
pub fn wrap_line(line: Line<'static>, width: usize) -> Vec<Line<'static>> {
    if line.width() <= width {
        return vec![line];
    }
    // Runs of spaces and of other characters, each with the style of its span.
    let mut tokens: Vec<Span<'static>> = Vec::new();
    for span in &line.spans {
        let mut rest = span.content.as_ref();
        while !rest.is_empty() {
            let space = rest.starts_with(' ');
            let end = rest
                .find(|c: char| (c == ' ') != space)
                .unwrap_or(rest.len());
            tokens.push(Span::styled(rest[..end].to_string(), span.style));
            rest = &rest[end..];
        }
    }
    let mut rows = Vec::new();
    let mut row: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    let mut gap: Vec<Span<'static>> = Vec::new();
    for token in tokens {
        if token.content.starts_with(' ') {
            gap.push(token);
            continue;
        }
        let gap_width: usize = gap.iter().map(Span::width).sum();
        let has_word = row.iter().any(|s| !s.content.starts_with(' '));
        if has_word && used + gap_width + token.width() > width {
            rows.push(Line::from(std::mem::take(&mut row)));
            row.push(Span::raw("  "));
            used = 2;
            gap.clear();
        }
        used += gap.iter().map(Span::width).sum::<usize>() + token.width();
        row.append(&mut gap);
        row.push(token);
    }
    if !row.is_empty() {
        rows.push(Line::from(row));
    }
    rows
}

/// The widest of `lines`, in columns.
pub fn widest(lines: &[Line<'_>]) -> usize {
    lines.iter().map(Line::width).max().unwrap_or(0)
}
