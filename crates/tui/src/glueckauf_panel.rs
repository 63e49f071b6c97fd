//! The Glück Auf panel, drawn from [`glueckauf::View`] (what one seat may see) only. Every word
//! comes from the catalogue (`ga-ui-*` keys of `glueckauf.ftl`), seats are named by the front
//! end ([`PanelCtx::names`]).
//!
//! - The header: shift, phase, who decides, the first player, supply and piles, and the coming
//!   shift scoring: each element with who leads it now.
//! - The board: every action space in notation, blocked ones marked, with its tile or card
//!   (prices the viewer cannot pay in red, with the price), its workers and the workers it
//!   costs to enter now (in red when the viewer lacks them).
//! - The viewer's own mine, money, workers and orders beside the board when there is room
//!   (at 120x40 the board and all of it fit without scrolling), then the other seats.

use crate::panel::{side_by_side, widest, wrap_line, PanelCtx, TuiGame};
use engine::{Arg, Msg, Seat};
use glueckauf::names::{Coal, CoalCounts, Items, OrderInfo, TileInfo, COLOUR_TERMS};
use glueckauf::view::{
    ElementView, PendingView, PhaseView, PlayerView, SpaceAction, SpaceView, View,
};
use glueckauf::{GlueckAuf, Options};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

impl TuiGame for GlueckAuf {
    fn panel(view: &View, _options: &Options, ctx: &PanelCtx) -> Option<Vec<Line<'static>>> {
        Some(panel(view, ctx))
    }
}

const COAL: [Color; 4] = [
    Color::Yellow,
    Color::Rgb(176, 112, 48),
    Color::Gray,
    Color::DarkGray,
];

/// Short labels of the 12 shift-scoring elements.
const ELEMENT_SHORT: [&str; 12] = [
    "ga-ui-el-yellow",
    "ga-ui-el-brown",
    "ga-ui-el-grey",
    "ga-ui-el-black",
    "ga-ui-el-wheelbarrow",
    "ga-ui-el-carriage",
    "ga-ui-el-truck",
    "ga-ui-el-train",
    "ga-ui-el-empty-yellow",
    "ga-ui-el-empty-brown",
    "ga-ui-el-empty-grey",
    "ga-ui-el-empty-black",
];

/// Where the elevator is, short.
const ELEVATOR_AT: [&str; 5] = [
    "ga-ui-at-surface",
    "ga-ui-at-yellow",
    "ga-ui-at-brown",
    "ga-ui-at-grey",
    "ga-ui-at-black",
];

/// One-letter names of the coal colours (`Y`, `B`, `G`, `K` in English).
const LETTERS: [&str; 4] = [
    "ga-ui-letter-yellow",
    "ga-ui-letter-brown",
    "ga-ui-letter-grey",
    "ga-ui-letter-black",
];

/// The width of the board column when the viewer's seat stands beside it.
const BOARD_WIDTH: usize = 40;

struct Ui<'a, 'b> {
    ctx: &'a PanelCtx<'b>,
    view: &'a View,
}

fn bold(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().add_modifier(Modifier::BOLD))
}

fn dim(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().fg(Color::DarkGray))
}

fn red(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().fg(Color::Red))
}

fn coloured(text: impl Into<String>, c: Coal) -> Span<'static> {
    Span::styled(text.into(), Style::default().fg(COAL[c as usize]))
}

impl Ui<'_, '_> {
    fn get(&self, key: &str) -> String {
        self.ctx.cat.get(key)
    }

    fn msg(&self, msg: &Msg) -> String {
        self.ctx.cat.text(msg, self.ctx.names)
    }

    fn say(&self, key: &'static str, args: &[(&'static str, Arg)]) -> String {
        let mut m = Msg::new(key);
        for (name, arg) in args {
            m = m.arg(name, arg.clone());
        }
        self.msg(&m)
    }

    fn name(&self, seat: Seat) -> String {
        self.ctx.names.seat_name(seat)
    }

    fn letter(&self, c: Coal) -> String {
        self.get(LETTERS[c as usize])
    }

    /// `Y2 G1` with coloured letters; `-` when empty.
    fn coal(&self, counts: &CoalCounts) -> Vec<Span<'static>> {
        let mut spans = Vec::new();
        for (k, &n) in counts.array().iter().enumerate() {
            if n > 0 {
                if !spans.is_empty() {
                    spans.push(Span::raw(" "));
                }
                let c = Coal::ALL[k];
                spans.push(coloured(format!("{}{n}", self.letter(c)), c));
            }
        }
        if spans.is_empty() {
            spans.push(dim("-"));
        }
        spans
    }

    /// `#28 G2L`: number, colour letter, carts, side letter.
    fn tile(&self, t: &TileInfo) -> Span<'static> {
        let side = self.get(match t.side {
            glueckauf::names::Side::Light => "ga-ui-letter-light",
            glueckauf::names::Side::Dark => "ga-ui-letter-dark",
        });
        coloured(
            format!("#{} {}{}{side}", t.number, self.letter(t.colour), t.carts),
            t.colour,
        )
    }

    /// `OC10 12VP K3`.
    fn card(&self, o: &OrderInfo) -> String {
        let cells: String = (0..4)
            .filter(|&k| o.cells.array()[k] > 0)
            .map(|k| format!("{}{}", self.letter(Coal::ALL[k]), o.cells.array()[k]))
            .collect();
        format!(
            "{} {} {cells}",
            o.id.code(),
            self.say("ga-ui-vp-short", &[("vp", Arg::Num(o.vp as i64))])
        )
    }

    /// `OC10 carriage 12VP K3`.
    fn card_long(&self, o: &OrderInfo) -> String {
        let short = self.get(ELEMENT_SHORT[4 + o.transport as usize]);
        let card = self.card(o);
        match card.split_once(' ') {
            Some((id, rest)) => format!("{id} {short} {rest}"),
            None => card,
        }
    }

    fn price(&self, cost: u16) -> String {
        self.say("ga-ui-price", &[("cost", Arg::Num(cost as i64))])
    }

    fn viewer(&self) -> Option<&PlayerView> {
        self.view.viewer.map(|s| &self.view.seats[s as usize])
    }

    fn phase(&self) -> String {
        let n = |x: u8| Arg::Num(x as i64);
        match &self.view.phase {
            PhaseView::Draft { pick, picks } => self.say(
                "ga-ui-phase-draft",
                &[("pick", n(*pick)), ("picks", n(*picks))],
            ),
            PhaseView::PlaceWorkers => self.get("ga-ui-phase-place"),
            PhaseView::TakeTile => self.get("ga-ui-phase-take-tile"),
            PhaseView::TakeOrder => self.get("ga-ui-phase-take-order"),
            PhaseView::ReturnEnd { count, .. } => {
                self.say("ga-ui-phase-return-end", &[("n", n(*count))])
            }
            PhaseView::ReturnOrder {
                end, placed, count, ..
            } => self.say(
                "ga-ui-phase-return-order",
                &[
                    (
                        "end",
                        Arg::Term(match end {
                            glueckauf::End::Top => "ga-end-top",
                            glueckauf::End::Bottom => "ga-end-bottom",
                        }),
                    ),
                    ("placed", n(*placed)),
                    ("n", n(*count)),
                ],
            ),
            PhaseView::Substitute { level, carts } => self.say(
                "ga-ui-phase-substitute",
                &[("n", n(*carts)), ("colour", Arg::Term(level.term()))],
            ),
            PhaseView::Mining { steps_left } => {
                self.say("ga-ui-phase-mining", &[("steps", n(*steps_left))])
            }
            PhaseView::DoubleFill {
                card,
                cubes_placed,
                steps_left,
                ..
            } => self.say(
                "ga-ui-phase-double",
                &[
                    ("card", card.arg()),
                    ("cube", n(cubes_placed + 1)),
                    ("steps", n(*steps_left)),
                ],
            ),
            PhaseView::Over => self.get("ga-ui-phase-over"),
        }
    }

    fn header(&self) -> Vec<Line<'static>> {
        let v = self.view;
        let mut groups = vec![
            vec![bold(
                self.say("ga-ui-shift", &[("shift", Arg::Num(v.shift as i64))]),
            )],
            vec![Span::raw(self.phase())],
        ];
        if let Some(s) = v.current {
            groups.push(vec![Span::styled(
                self.say("ga-ui-to-decide", &[("seat", Arg::Seat(s))]),
                Style::default().fg(Color::Yellow),
            )]);
        }
        let mut lines = pack(groups, self.ctx.width as usize);
        let mut supply = vec![Span::raw(self.get("ga-ui-supply")), Span::raw(" ")];
        supply.extend(self.coal(&v.supply));
        let piles = vec![dim(self.say(
            "ga-ui-piles",
            &[
                ("tiles", Arg::Num(v.tile_pile as i64)),
                ("orders", Arg::Num(v.order_deck as i64)),
            ],
        ))];
        let first = vec![dim(
            self.say("ga-ui-first-player", &[("seat", Arg::Seat(v.first_player))])
        )];
        lines.extend(pack(vec![supply, piles, first], self.ctx.width as usize));
        lines.extend(self.scoring());
        lines
    }

    /// The coming shift scoring, up to 4 elements a line: `1 yellow 2/1: Anna 3`.
    fn scoring(&self) -> Vec<Line<'static>> {
        let v = self.view;
        if v.scoring.is_empty() {
            return Vec::new();
        }
        let mut lines = vec![Line::from(dim(
            self.say("ga-ui-scoring", &[("shift", Arg::Num(v.shift as i64))])
        ))];
        let per_line = (self.ctx.width as usize / 22).clamp(1, 4);
        let cell = (self.ctx.width as usize / per_line).max(16);
        // Cells of equal width; a longer one takes the room it needs, and a row that would be
        // too wide goes on in the next line.
        let cells = v.scoring.iter().map(|e| {
            let text = self.element(e);
            let pad = cell.saturating_sub(text.chars().count() + 2);
            vec![Span::raw(text), Span::raw(" ".repeat(pad))]
        });
        lines.extend(pack(cells.collect(), self.ctx.width as usize));
        lines
    }

    fn element(&self, e: &ElementView) -> String {
        let label = format!(
            "{} {}",
            e.element,
            self.get(ELEMENT_SHORT[(e.element as usize - 1) % 12])
        );
        let leaders = if e.counts.iter().any(Option::is_none) {
            self.get("ga-ui-unknown")
        } else if e.first.is_empty() {
            self.get("ga-ui-nobody")
        } else {
            let count = e.counts[e.first[0] as usize].unwrap_or(0);
            let names: Vec<String> = e.first.iter().map(|&s| self.name(s)).collect();
            format!("{} {count}", names.join("="))
        };
        format!("{label}: {leaders}")
    }

    /// One row of the board: the space and its offer (left), its workers and the workers it
    /// takes to enter (right, to be right-aligned). Nothing is cut; the board column widens.
    fn space(&self, s: &SpaceView) -> (Vec<Span<'static>>, Vec<Span<'static>>) {
        let notation = s.space.notation();
        if s.blocked {
            return (
                vec![
                    dim(format!("{notation:<10} ")),
                    dim(self.get("ga-ui-blocked")),
                ],
                Vec::new(),
            );
        }
        let me = self.viewer();
        let mut spans = vec![Span::raw(format!("{notation:<10} "))];
        let offer = |spans: &mut Vec<Span<'static>>, span: Span<'static>| spans.push(span);
        match &s.action {
            SpaceAction::Factory { .. } => match &s.tile {
                Some(t) => {
                    offer(&mut spans, self.tile(t));
                    offer(&mut spans, Span::raw(" "));
                    // A price the viewer cannot pay: red, marked.
                    let short = me.is_some_and(|p| p.money < t.cost);
                    offer(
                        &mut spans,
                        if short {
                            red(self.say("ga-ui-price-short", &[("cost", Arg::Num(t.cost as i64))]))
                        } else {
                            Span::raw(self.price(t.cost))
                        },
                    );
                }
                None => offer(&mut spans, dim(self.get("ga-ui-empty"))),
            },
            SpaceAction::Order { .. } => match &s.card {
                Some(c) => offer(&mut spans, Span::raw(self.card(c))),
                None => offer(&mut spans, dim(self.get("ga-ui-empty"))),
            },
            SpaceAction::Delivery { transport } => {
                let ready = me.map_or(0, |p| {
                    p.pending
                        .iter()
                        .filter(|o| o.complete && o.card.transport == *transport)
                        .count()
                });
                if ready > 0 {
                    offer(
                        &mut spans,
                        Span::styled(
                            self.say("ga-ui-ready", &[("n", Arg::Num(ready as i64))]),
                            Style::default().fg(Color::Green),
                        ),
                    );
                }
            }
            SpaceAction::FactoryDraw if self.view.tile_pile == 0 => {
                offer(&mut spans, dim(self.get("ga-ui-empty")))
            }
            SpaceAction::OrderDraw if self.view.order_deck == 0 => {
                offer(&mut spans, dim(self.get("ga-ui-empty")))
            }
            _ => {}
        }
        // Workers there (right-aligned) and the workers it takes to enter.
        let mut right = Vec::new();
        let cost = s.cost.unwrap_or(1);
        let text = format!("→{cost}");
        if let Some(owner) = s.owner {
            right.push(Span::styled(
                format!("{}×{}", self.name(owner), s.workers),
                Style::default().fg(Color::Cyan),
            ));
            right.push(Span::raw(" "));
        }
        let lacking = me.is_some_and(|p| p.workers < cost);
        right.push(if lacking {
            red(text)
        } else {
            Span::styled(text, Style::default().fg(Color::Green))
        });
        (spans, right)
    }

    /// The board: a heading, then a row per space with the workers right-aligned in a column
    /// of at least [`BOARD_WIDTH`], wider when a row needs it (long names are never cut).
    fn board(&self) -> Vec<Line<'static>> {
        let rows: Vec<_> = self.view.spaces.iter().map(|s| self.space(s)).collect();
        let width = |spans: &[Span<'static>]| spans.iter().map(Span::width).sum::<usize>();
        let board_width = rows
            .iter()
            .map(|(left, right)| width(left) + 1 + width(right))
            .fold(BOARD_WIDTH, usize::max);
        let heading = Line::from(dim(self.get("ga-ui-board")));
        let mut lines = wrap_line(heading, board_width);
        for (mut left, right) in rows {
            if !right.is_empty() {
                let pad = board_width - width(&left) - width(&right);
                left.push(Span::raw(" ".repeat(pad)));
                left.extend(right);
            }
            lines.push(Line::from(left));
        }
        lines
    }

    /// The draft display or the drawn top-5 items.
    fn offers(&self) -> Vec<Line<'static>> {
        let v = self.view;
        let mut lines = Vec::new();
        if !v.draft.is_empty() {
            lines.push(Line::from(bold(self.get("ga-ui-draft"))));
            for c in &v.draft {
                lines.push(Line::from(format!(" {}", self.card_long(c))));
            }
        }
        if let Some(d) = &v.drawn {
            match (&d.tiles, &d.cards) {
                (None, None) => lines.push(Line::from(dim(self.say(
                    match d.items {
                        Items::Tiles => "ga-ui-drawn-tiles-other",
                        Items::Orders => "ga-ui-drawn-orders-other",
                    },
                    &[("seat", Arg::Seat(d.seat)), ("n", Arg::Num(d.count as i64))],
                )))),
                (tiles, cards) => {
                    lines.push(Line::from(Span::styled(
                        self.get("ga-ui-drawn"),
                        Style::default().fg(Color::Magenta),
                    )));
                    let money = self.viewer().map_or(0, |p| p.money);
                    for t in tiles.iter().flatten() {
                        let price = self.price(t.cost);
                        lines.push(Line::from(vec![
                            Span::raw(" "),
                            self.tile(t),
                            Span::raw(" "),
                            if t.cost > money {
                                red(self
                                    .say("ga-ui-price-short", &[("cost", Arg::Num(t.cost as i64))]))
                            } else {
                                Span::raw(price)
                            },
                        ]));
                    }
                    for c in cards.iter().flatten() {
                        lines.push(Line::from(format!(" {}", self.card_long(c))));
                    }
                }
            }
        }
        lines
    }

    fn pending_line(&self, o: &PendingView) -> Line<'static> {
        let mut spans = vec![Span::raw(format!(
            " {} {} ",
            o.card.id.code(),
            self.say("ga-ui-vp-short", &[("vp", Arg::Num(o.card.vp as i64))])
        ))];
        if o.complete {
            spans.push(Span::styled(
                self.get("ga-ui-done"),
                Style::default()
                    .fg(Color::Green)
                    .add_modifier(Modifier::BOLD),
            ));
            return Line::from(spans);
        }
        let cells = o.card.cells.array();
        let filled = o.filled.array();
        let half = o.half_filled.array();
        for k in 0..4 {
            if cells[k] == 0 {
                continue;
            }
            let c = Coal::ALL[k];
            let mut text = format!("{}{}/{}", self.letter(c), filled[k], cells[k]);
            if half[k] > 0 {
                text += "½";
            }
            spans.push(coloured(text, c));
            spans.push(Span::raw(" "));
        }
        Line::from(spans)
    }

    /// A whole seat: head line, workers, elevator and storage, the mine level by level,
    /// tiles, orders pending and delivered.
    fn seat(&self, p: &PlayerView) -> Vec<Line<'static>> {
        let v = self.view;
        let s = p.seat;
        let mut head = vec![bold(self.name(s))];
        if v.viewer == Some(s) {
            head.push(bold(format!(" {}", self.get("ga-ui-you"))));
        }
        head.push(Span::styled(
            format!(
                "  {}",
                self.say("ga-ui-vp", &[("vp", Arg::Num(p.score as i64))])
            ),
            Style::default().fg(Color::Yellow),
        ));
        head.push(Span::raw(format!(
            "  {}",
            self.say("ga-ui-marks", &[("n", Arg::Num(p.money as i64))])
        )));
        let mut lines = vec![Line::from(head)];
        let mut detail = vec![dim(self.say(
            "ga-ui-vp-detail",
            &[
                ("orders", Arg::Num(p.vp_orders as i64)),
                ("shifts", Arg::Num(p.vp_shifts as i64)),
            ],
        ))];
        if v.current == Some(s) {
            detail.push(Span::styled(
                format!("  {}", self.get("ga-ui-to-move")),
                Style::default().fg(Color::Yellow),
            ));
        }
        if v.first_player == s {
            detail.push(dim(format!("  {}", self.get("ga-ui-first"))));
        }
        lines.push(Line::from(detail));
        lines.push(Line::from(self.say(
            "ga-ui-workers",
            &[
                ("n", Arg::Num(p.workers as i64)),
                ("canteen", Arg::Num(p.canteen as i64)),
                ("bank", Arg::Num(p.bank as i64)),
            ],
        )));
        let mut elevator = vec![Span::raw(self.say(
            "ga-ui-elevator",
            &[("level", Arg::Term(ELEVATOR_AT[p.elevator.at as usize]))],
        ))];
        elevator.push(Span::raw(" "));
        elevator.extend(self.coal(&p.elevator.coal));
        lines.push(Line::from(elevator));
        let mut storage = vec![Span::raw(format!("{} ", self.get("ga-ui-storage")))];
        storage.extend(self.coal(&p.storage));
        lines.push(Line::from(storage));
        for (l, level) in p.levels.iter().enumerate() {
            let mut spans = vec![coloured(
                self.say(
                    "ga-ui-level",
                    &[
                        ("n", Arg::Num(l as i64 + 1)),
                        ("colour", Arg::Term(COLOUR_TERMS[l])),
                    ],
                ),
                level.colour,
            )];
            spans.push(Span::raw(format!(
                " {} ",
                self.say(
                    "ga-ui-carts",
                    &[
                        ("n", Arg::Num(level.carts as i64)),
                        ("empty", Arg::Num(level.empty_carts as i64)),
                    ],
                )
            )));
            spans.extend(self.coal(&level.coal));
            lines.push(Line::from(spans));
        }
        lines.push(Line::from(self.say(
            "ga-ui-tiles",
            &[
                ("light", Arg::Num(p.light_tiles as i64)),
                ("dark", Arg::Num(p.dark_tiles as i64)),
            ],
        )));
        lines.push(Line::from(
            self.say("ga-ui-pending", &[("n", Arg::Num(p.pending.len() as i64))]),
        ));
        lines.extend(p.pending.iter().map(|o| self.pending_line(o)));
        let n = Arg::Num(p.delivered_count as i64);
        let (key, cards) = match &p.delivered {
            Some(cards) => ("ga-ui-delivered", cards),
            // Hidden delivered orders: what the last shift scoring showed everyone.
            None if !p.revealed.is_empty() => ("ga-ui-delivered-revealed", &p.revealed),
            None => {
                lines.push(Line::from(self.say("ga-ui-delivered-hidden", &[("n", n)])));
                return lines;
            }
        };
        lines.push(Line::from(self.say(key, &[("n", n)])));
        let ids: Vec<String> = cards.iter().map(|c| c.id.code()).collect();
        for chunk in ids.chunks(6) {
            lines.push(Line::from(format!(" {}", chunk.join(" "))));
        }
        let since = p.delivered_count as usize - cards.len();
        if since > 0 {
            lines.push(Line::from(format!(
                " {}",
                self.say("ga-ui-delivered-since", &[("n", Arg::Num(since as i64))])
            )));
        }
        lines
    }
}

/// The lines of the Glück Auf panel.
pub fn panel(view: &View, ctx: &PanelCtx) -> Vec<Line<'static>> {
    let ui = Ui { ctx, view };
    let mut lines = ui.header();
    let offers = ui.offers();
    let board = ui.board();
    // The seat whose screen it is (a spectator: the seat to move) beside the board.
    let focus = view.viewer.or(view.current).unwrap_or(0) as usize;
    let own = ui.seat(&view.seats[focus]);
    let mut others = Vec::new();
    for p in &view.seats {
        if p.seat as usize != focus {
            others.push(Line::from(""));
            others.extend(ui.seat(p));
        }
    }
    let placing = matches!(
        view.phase,
        PhaseView::PlaceWorkers | PhaseView::Draft { .. } | PhaseView::Over
    );
    let width = ctx.width as usize;
    let board_width = widest(&board);
    if width > board_width + 30 {
        // Board left; offers and the focused seat right (wrapped to the room left, never cut);
        // the other seats below.
        let mut right = offers;
        right.extend(own);
        let right_width = width - board_width - 1;
        let right: Vec<Line<'static>> = right
            .into_iter()
            .flat_map(|l| wrap_line(l, right_width))
            .collect();
        lines.extend(side_by_side(board, right, board_width));
        lines.extend(others);
    } else {
        // One column: what the decision is about first.
        lines.extend(offers);
        if placing {
            lines.extend(board);
            lines.push(Line::from(""));
            lines.extend(own);
        } else {
            lines.extend(own);
            lines.push(Line::from(""));
            lines.extend(board);
        }
        lines.extend(others);
    }
    // Whatever is still wider than the screen wraps at spaces.
    lines
        .into_iter()
        .flat_map(|l| wrap_line(l, width))
        .collect()
}

/// Groups of spans on as few lines of `width` as they fit, two spaces apart.
fn pack(groups: Vec<Vec<Span<'static>>>, width: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let mut line: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    for group in groups {
        let w: usize = group.iter().map(Span::width).sum();
        if !line.is_empty() && used + 2 + w > width {
            lines.push(Line::from(std::mem::take(&mut line)));
            used = 0;
        }
        if !line.is_empty() {
            line.push(Span::raw("  "));
            used += 2;
        }
        line.extend(group);
        used += w;
    }
    if !line.is_empty() {
        lines.push(Line::from(line));
    }
    lines
}
