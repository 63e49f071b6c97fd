//! The Glück Auf panel, drawn from [`glueckauf::View`] (what one seat may see) only.
//!
//! Shows the shift clock and phase, the supply and piles, every open action space with the
//! workers on it and the workers it costs to enter now (one more than are on it, spec §2.2), the
//! tiles and orders on offer, the drawn top-5 items (only for the seat deciding about them),
//! and every mine: levels with carts and coal, light/dark tiles, elevator position and load,
//! storage, orders pending (with their fill) and delivered, money, workers and VP.

use crate::panel::{arrange, PanelCtx, TuiGame, Visibility};
use engine::Seat;
use glueckauf::data::{
    order_code, tile_code, SpaceKind, COLOUR_NAMES, FACTORY_FIRST, NUM_SPACES, NUM_TILES, ORDERS,
    ORDER_FIRST, SPACES, TILES, TRANSPORT_NAMES,
};
use glueckauf::notation::space_notation;
use glueckauf::{Action, GlueckAuf, Options, Phase, View, NONE};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

impl TuiGame for GlueckAuf {
    fn panel(view: &View, _options: &Options, ctx: &PanelCtx) -> Option<Vec<Line<'static>>> {
        Some(panel(view, ctx.width))
    }

    fn visibility(&self, _seat: Seat, action: Action) -> Visibility {
        match action {
            // The order in which the other drawn items go back is seen by nobody else
            // (spec §3.1 step 3, §3.5 step 3: returned face down).
            Action::NextTile(_) | Action::NextOrder(_) => Visibility::Private,
            _ => Visibility::Public,
        }
    }
}

const COAL: [Color; 4] = [
    Color::Yellow,
    Color::Rgb(176, 112, 48),
    Color::Gray,
    Color::DarkGray,
];
const LETTER: [&str; 4] = ["Y", "B", "G", "K"];

fn bold(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().add_modifier(Modifier::BOLD))
}

fn dim(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().fg(Color::DarkGray))
}

/// `Y2 B1` with coloured letters; `-` when empty.
fn cubes(counts: &[u8; 4]) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for c in 0..4 {
        if counts[c] > 0 {
            if !spans.is_empty() {
                spans.push(Span::raw(" "));
            }
            spans.push(Span::styled(
                format!("{}{}", LETTER[c], counts[c]),
                Style::default().fg(COAL[c]),
            ));
        }
    }
    if spans.is_empty() {
        spans.push(dim("-"));
    }
    spans
}

fn tile_span(t: u8) -> Span<'static> {
    let tile = TILES[t as usize];
    Span::styled(
        format!("#{} {}", t + 1, tile_code(t)),
        Style::default().fg(COAL[tile.colour as usize]),
    )
}

/// An order card: `OC03 carriage 4VP Y3`.
fn order_text(card: u8) -> String {
    let o = ORDERS[card as usize];
    let cells: Vec<String> = (0..4)
        .filter(|&c| o.cells[c] > 0)
        .map(|c| format!("{}{}", LETTER[c], o.cells[c]))
        .collect();
    format!(
        "{} {} {}VP {}",
        order_code(card),
        TRANSPORT_NAMES[o.transport as usize],
        o.vp,
        cells.join("")
    )
}

fn phase_text(view: &View) -> String {
    match view.phase {
        Phase::Draft { pick } => format!("order draft, pick {}", pick + 1),
        Phase::Turn => "placing workers".into(),
        Phase::TakeTile => "top-5 tiles: take one".into(),
        Phase::TakeOrder => "top-5 orders: keep one".into(),
        Phase::ReturnEnd { .. } => "return the rest: top or bottom".into(),
        Phase::ReturnNext { .. } => "return the rest: in which order".into(),
        Phase::Substitute => "substitute coal for new carts".into(),
        Phase::Mining { steps } => format!("mining, {steps} steps left"),
        Phase::Double { steps, .. } => format!("double fill, then {steps} steps"),
        Phase::Over => "game over".into(),
    }
}

fn space_line(view: &View, s: usize, width: usize) -> Line<'static> {
    let mut spans = vec![Span::raw(format!("{:<16}", space_notation(s)))];
    match SPACES[s].kind {
        SpaceKind::Factory => match view.tile_display[s - FACTORY_FIRST] {
            NONE => spans.push(dim("(empty)     ")),
            t => {
                spans.push(tile_span(t));
                spans.push(Span::raw(format!(" {:>2}m ", TILES[t as usize].cost())));
            }
        },
        SpaceKind::Order => match view.order_display[s - ORDER_FIRST] {
            NONE => spans.push(dim("(empty)     ")),
            c => spans.push(Span::raw(format!("{} ", order_text(c)))),
        },
        _ => {}
    }
    let n = view.space_workers[s];
    if n > 0 {
        spans.push(Span::styled(
            format!(" {}xS{}", n, view.space_owner[s]),
            Style::default().fg(Color::Cyan),
        ));
    }
    spans.push(Span::styled(
        format!(" cost {}", n + 1),
        Style::default().fg(Color::Green),
    ));
    let _ = width;
    Line::from(spans)
}

fn seat_lines(view: &View, seat: usize, lines: &mut Vec<Line<'static>>) {
    let p = &view.seats[seat];
    let me = view.viewer == Some(seat as u8);
    let mut head = vec![bold(format!(
        "Seat {seat}{}",
        if me { " (you)" } else { "" }
    ))];
    if view.current as usize == seat && view.phase != Phase::Over {
        head.push(Span::styled(
            " *to move*",
            Style::default().fg(Color::Yellow),
        ));
    }
    if view.first_player as usize == seat {
        head.push(dim(" first"));
    }
    head.push(Span::styled(
        format!("  VP {}", p.vp_orders + p.vp_shifts),
        Style::default().fg(Color::Yellow),
    ));
    head.push(Span::raw(format!("  {} marks", p.money)));
    lines.push(Line::from(head));
    lines.push(Line::from(format!(
        "  VP from orders {}, from shift scorings {}",
        p.vp_orders, p.vp_shifts
    )));
    lines.push(Line::from(format!(
        "  workers {} to place, canteen {}, bank {}",
        p.workers, view.canteen[seat], view.bank[seat]
    )));
    // Elevator and storage.
    let level = if p.level == 0 {
        "surface".to_string()
    } else {
        format!("level {} ({})", p.level, COLOUR_NAMES[p.level as usize - 1])
    };
    let mut elevator = vec![Span::raw(format!("  elevator at {level}: "))];
    elevator.extend(cubes(&p.elevator));
    elevator.push(Span::raw("  storage: "));
    elevator.extend(cubes(&p.storage));
    lines.push(Line::from(elevator));
    // The mine, level by level.
    for level in 0..4 {
        if p.carts[level] == 0 {
            continue;
        }
        let loaded: u8 = p.cart_cubes[level].iter().sum();
        let mut spans = vec![
            Span::styled(
                format!("  L{} {:<6}", level + 1, COLOUR_NAMES[level]),
                Style::default().fg(COAL[level]),
            ),
            Span::raw(format!(
                " carts {} ({} empty): ",
                p.carts[level],
                p.carts[level] - loaded
            )),
        ];
        spans.extend(cubes(&p.cart_cubes[level]));
        lines.push(Line::from(spans));
    }
    let mut tiles = vec![Span::raw(format!(
        "  tiles: light {} dark {} ",
        p.light, p.dark
    ))];
    for t in 0..NUM_TILES as u8 {
        if p.tiles & (1u64 << t) != 0 {
            tiles.push(Span::raw(" "));
            tiles.push(Span::styled(
                tile_code(t),
                Style::default().fg(COAL[TILES[t as usize].colour as usize]),
            ));
        }
    }
    lines.push(Line::from(tiles));
    for (card, fill) in &p.pending {
        let o = ORDERS[*card as usize];
        let mut spans = vec![Span::raw(format!("  order {}: ", order_text(*card)))];
        let filled: Vec<String> = (0..4)
            .filter(|&c| o.cells[c] > 0)
            .map(|c| format!("{}{}/{}", LETTER[c], fill.filled[c], o.cells[c]))
            .collect();
        let complete = fill.filled == o.cells;
        spans.push(Span::styled(
            format!(
                "filled {}{}",
                filled.join(" "),
                if complete { " DONE" } else { "" }
            ),
            Style::default().fg(if complete { Color::Green } else { Color::Reset }),
        ));
        lines.push(Line::from(spans));
    }
    let delivered = match p.delivered {
        Some(mask) => {
            let cards: Vec<String> = (0..64u8)
                .filter(|c| mask & (1u64 << c) != 0)
                .map(order_code)
                .collect();
            format!("{} {}", p.delivered_count, cards.join(" "))
        }
        None => format!("{} (hidden)", p.delivered_count),
    };
    lines.push(Line::from(format!("  delivered: {delivered}")));
}

/// The lines of the Glück Auf panel.
pub fn panel(view: &View, width: u16) -> Vec<Line<'static>> {
    let width = width as usize;
    let mut lines = vec![Line::from(vec![
        bold(format!("Shift {}/3", view.shift.max(1))),
        Span::raw(format!(
            "  {}  seat {} to decide",
            phase_text(view),
            view.current
        )),
    ])];
    let mut supply = vec![Span::raw("supply ")];
    supply.extend(cubes(&view.supply));
    supply.push(Span::raw(format!(
        "  tile pile {}  order deck {}",
        view.tile_pile_len, view.order_deck_len
    )));
    lines.push(Line::from(supply));
    if view.draft != 0 {
        let cards: Vec<String> = (0..64u8)
            .filter(|c| view.draft & (1u64 << c) != 0)
            .map(order_text)
            .collect();
        lines.push(Line::from(bold("Draft:")));
        for c in cards {
            lines.push(Line::from(format!("  {c}")));
        }
    }
    if let Some(drawn) = &view.drawn {
        let orders = matches!(
            view.phase,
            Phase::TakeOrder
                | Phase::ReturnEnd { orders: true }
                | Phase::ReturnNext { orders: true, .. }
        );
        lines.push(Line::from(Span::styled(
            "Drawn (only you see them):",
            Style::default().fg(Color::Magenta),
        )));
        for &x in drawn {
            if orders {
                lines.push(Line::from(format!("  {}", order_text(x))));
            } else {
                lines.push(Line::from(vec![
                    Span::raw("  "),
                    tile_span(x),
                    Span::raw(format!(" {}m", TILES[x as usize].cost())),
                ]));
            }
        }
    } else if view.drawn_len > 0 {
        lines.push(Line::from(dim(format!(
            "{} items drawn by seat {}",
            view.drawn_len, view.current
        ))));
    }
    let mut board = vec![Line::from(dim(
        "Board: space, offer, workers, cost to enter",
    ))];
    for s in 0..NUM_SPACES {
        if view.open & (1 << s) != 0 {
            board.push(space_line(view, s, width));
        }
    }
    // The seat whose screen it is first, then the others. Its mine comes before the board
    // when the decision is about the mine rather than about placing workers.
    let mut own = Vec::new();
    let mut others = Vec::new();
    for seat in 0..view.seats.len() {
        if view.viewer == Some(seat as u8) {
            seat_lines(view, seat, &mut own);
        } else {
            others.push(Line::from(""));
            seat_lines(view, seat, &mut others);
        }
    }
    let placing = matches!(view.phase, Phase::Turn | Phase::Draft { .. } | Phase::Over);
    if placing && !own.is_empty() {
        let mut seats = vec![Line::from("")];
        seats.extend(own);
        seats.extend(others);
        arrange(lines, board, seats, Vec::new(), width as u16)
    } else {
        arrange(lines, board, others, own, width as u16)
    }
}
