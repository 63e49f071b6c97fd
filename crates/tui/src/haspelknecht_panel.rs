//! The Haspelknecht panel, drawn from [`haspelknecht::View`] (what one seat may see) and the
//! public component table of the setup only. Every text comes from the catalogue (`hk-ui-*`
//! and the game terms of `haspelknecht.ftl`); seats are named by the front end.
//!
//! Shows year, season and phase, turn order, the action and reserve pools (the water pools
//! marked) and the bag; during an execution the acting worker and a tile effect waiting for a
//! choice; the development board row by row (tile, name, disc cost, owners bottom to top, its
//! effect, and for the viewer whether it can be bought without the fee); and every farm:
//! resources, the Pinge with the coal its empty wood slots block, the tunnel's sections with
//! their coal and which are reachable or complete, the shaft, carts, tiles, markers, buildings
//! and the plan (the own plan, or others' once revealed).

use crate::panel::{arrange, PanelCtx, TuiGame};
use engine::{Arg, Msg};
use haspelknecht::terms::{tile_key, Discs, PlanView};
use haspelknecht::view::{PhaseView, PlayerView, TileView};
use haspelknecht::{Action, Choice, Haspelknecht, Options, View};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

impl TuiGame for Haspelknecht {
    fn panel(view: &View, options: &Options, ctx: &PanelCtx) -> Option<Vec<Line<'static>>> {
        Some(panel(view, options, ctx))
    }
}

const DISC_COLOUR: [Color; 3] = [Color::DarkGray, Color::Rgb(176, 112, 48), Color::Yellow];
const WATER: Color = Color::LightBlue;

fn bold(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().add_modifier(Modifier::BOLD))
}

fn dim(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().fg(Color::DarkGray))
}

fn coloured(text: impl Into<String>, colour: Color) -> Span<'static> {
    Span::styled(text.into(), Style::default().fg(colour))
}

/// The panel's words: the catalogue with the front end's seat names.
struct Words<'a, 'b> {
    ctx: &'a PanelCtx<'b>,
}

impl Words<'_, '_> {
    fn get(&self, key: &str) -> String {
        self.ctx.cat.get(key)
    }
    fn msg(&self, msg: &Msg) -> String {
        self.ctx.cat.text(msg, self.ctx.names)
    }
    fn seat(&self, seat: u8) -> String {
        self.ctx.names.seat_name(seat)
    }

    /// Discs per colour: `2bk 1ye` in their colours, `-` for none.
    fn discs(&self, d: &Discs) -> Vec<Span<'static>> {
        let abbr = [
            self.get("hk-ui-abbr-black"),
            self.get("hk-ui-abbr-brown"),
            self.get("hk-ui-abbr-yellow"),
        ];
        let counts = [d.black, d.brown, d.yellow];
        let mut spans = Vec::new();
        for c in 0..3 {
            if counts[c] > 0 {
                if !spans.is_empty() {
                    spans.push(Span::raw(" "));
                }
                spans.push(coloured(
                    format!("{}{}", counts[c], abbr[c]),
                    DISC_COLOUR[c],
                ));
            }
        }
        if spans.is_empty() {
            spans.push(dim("-"));
        }
        spans
    }

    fn phase(&self, phase: &PhaseView) -> String {
        let seat = |s: u8| Arg::Text(self.seat(s));
        let m = match *phase {
            PhaseView::TakeDiscs { step, seat: s } => Msg::new("hk-ui-phase-take")
                .num("step", step)
                .arg("seat", seat(s)),
            PhaseView::FirstYearWater { seat: s } => {
                Msg::new("hk-ui-phase-first-year-water").arg("seat", seat(s))
            }
            PhaseView::Planning { seat: Some(s), .. } => {
                Msg::new("hk-ui-phase-planning-seat").arg("seat", seat(s))
            }
            PhaseView::Planning { seat: None, .. } => Msg::new("hk-ui-phase-planning"),
            PhaseView::Execution { seat: s, .. } => {
                Msg::new("hk-ui-phase-execution").arg("seat", seat(s))
            }
            PhaseView::WinterKiln { seat: s } => {
                Msg::new("hk-ui-phase-winter-kiln").arg("seat", seat(s))
            }
            PhaseView::WinterRent { seat: s } => {
                Msg::new("hk-ui-phase-winter-rent").arg("seat", seat(s))
            }
            PhaseView::WinterStorage { seat: s } => {
                Msg::new("hk-ui-phase-winter-storage").arg("seat", seat(s))
            }
            PhaseView::Over => Msg::new("hk-ui-phase-over"),
        };
        self.msg(&m)
    }
}

fn choice_notation(c: Choice) -> String {
    Action::Choose(c).to_string()
}

/// The header: year, season, phase, turn order, pools, bag, and the execution's state.
fn header(view: &View, w: &Words) -> Vec<Line<'static>> {
    let season = w.get(view.season.key());
    let mut lines = vec![Line::from(vec![
        bold(
            w.msg(
                &Msg::new("hk-ui-header")
                    .num("year", view.year)
                    .text("season", season),
            ),
        ),
        Span::raw("  "),
        Span::raw(w.phase(&view.phase)),
    ])];
    let order: Vec<String> = view.order.iter().map(|&s| w.seat(s)).collect();
    lines.push(Line::from(w.msg(
        &Msg::new("hk-ui-turn-order").text("seats", order.join(" > ")),
    )));
    for pool in &view.pools {
        let mut spans = vec![Span::raw(
            w.msg(&Msg::new("hk-ui-pool").num("pool", pool.pool)),
        )];
        if pool.water {
            spans.push(coloured(format!(" {}", w.get("hk-ui-pool-water")), WATER));
        }
        spans.push(Span::raw(" "));
        spans.extend(w.discs(&pool.action));
        spans.push(dim(format!("  {} ", w.get("hk-ui-reserve"))));
        spans.extend(w.discs(&pool.reserve));
        lines.push(Line::from(spans));
    }
    let mut bag = vec![Span::raw(format!("{} ", w.get("hk-ui-bag")))];
    bag.extend(w.discs(&view.bag));
    lines.push(Line::from(bag));
    if let PhaseView::Execution {
        to_activate,
        active,
        choice,
        ..
    } = &view.phase
    {
        let acting = match active {
            Some(a) => w.msg(
                &Msg::new("hk-ui-acting")
                    .term("worker", a.worker.key())
                    .num("steps", a.steps),
            ),
            None => w.get("hk-ui-acting-none"),
        };
        let left: Vec<Arg> = to_activate.iter().map(|x| Arg::Term(x.key())).collect();
        lines.push(Line::from(acting));
        if !left.is_empty() {
            lines.push(Line::from(format!(
                "  {}",
                w.msg(&Msg::new("hk-ui-to-activate").list("workers", left))
            )));
        }
        if let Some(c) = choice {
            let choices: Vec<String> = c.choices.iter().map(|&x| choice_notation(x)).collect();
            let style = Style::default().fg(Color::Magenta);
            lines.push(Line::from(Span::styled(
                w.msg(
                    &Msg::new("hk-ui-choice")
                        .text("tile", c.tile.to_string())
                        .term("name", tile_key(c.tile)),
                ),
                style,
            )));
            lines.push(Line::from(Span::styled(
                format!("  {}", choices.join(" / ")),
                style,
            )));
        }
    }
    lines
}

/// A disc requirement: `1ye 2any`.
fn cost_text(t: &TileView, w: &Words) -> String {
    let mut parts = Vec::new();
    for (n, key) in [
        (t.cost.black, "hk-ui-abbr-black"),
        (t.cost.brown, "hk-ui-abbr-brown"),
        (t.cost.yellow, "hk-ui-abbr-yellow"),
        (t.cost.grey, "hk-ui-abbr-any"),
    ] {
        if n > 0 {
            parts.push(format!("{n}{}", w.get(key)));
        }
    }
    parts.join(" ")
}

/// The development board: one line per tile.
fn board(view: &View, w: &Words) -> Vec<Line<'static>> {
    let me = view.viewer.and_then(|s| view.players.get(s as usize));
    let mut lines = vec![Line::from(dim(w.get("hk-ui-board")))];
    if me.is_some() {
        lines.push(Line::from(dim(w.get("hk-ui-board-legend"))));
    }
    // The name column is as wide as the longest name: names are never cut.
    let name_width = view
        .board
        .iter()
        .map(|t| w.get(tile_key(t.tile)).chars().count())
        .max()
        .unwrap_or(0);
    for level in 1..=4u8 {
        let mut tiles: Vec<&TileView> = view.board.iter().filter(|t| t.level == level).collect();
        tiles.sort_by_key(|t| t.x2);
        if tiles.is_empty() {
            continue;
        }
        lines.push(Line::from(bold(
            w.msg(&Msg::new("hk-ui-level").num("level", level)),
        )));
        for t in tiles {
            let (mark, style) = match me {
                None => (" ", Style::default()),
                Some(p) if p.tiles.contains(&t.tile) => ("●", Style::default().fg(Color::Cyan)),
                Some(p) if p.buy_without_fee.contains(&t.tile) => {
                    ("✓", Style::default().fg(Color::Green))
                }
                Some(_) if !t.owners.is_empty() => ("$", Style::default().fg(Color::Yellow)),
                Some(_) => ("✗", Style::default().fg(Color::DarkGray)),
            };
            let name = w.get(tile_key(t.tile));
            let owners: Vec<String> = t.owners.iter().map(|&s| short_seat(w, s)).collect();
            let key = format!("hk-ui-tile-{}", t.tile);
            lines.push(Line::from(vec![
                Span::styled(format!("{mark} "), style),
                Span::raw(format!(
                    "{} {name:<name_width$} {:<9}",
                    t.tile,
                    cost_text(t, w)
                )),
                Span::styled(
                    format!("{:<6}", owners.join(" ")),
                    Style::default().fg(Color::Cyan),
                ),
                dim(format!(" {}", w.get(&key))),
            ]));
        }
    }
    lines
}

/// A seat in little room: `S1` for "Seat 1" (the catalogue's short form).
fn short_seat(w: &Words, seat: u8) -> String {
    w.msg(&Msg::new("hk-ui-seat-short").num("n", seat as i64 + 1))
}

/// The Pinge as a picture: mined coal `.`, coal `o`, wood slots `|` (filled) or `:` (empty),
/// coal behind an empty slot dimmed.
fn pinge_picture(p: &PlayerView, groups: &[u8]) -> Vec<Span<'static>> {
    let mined = 7 - p.pinge.coal;
    let mut spans = Vec::new();
    let mut pos = 0u8;
    let mut blocked = false;
    for (g, &n) in groups.iter().enumerate() {
        if g > 0 {
            let filled = p.pinge.wood as usize >= g;
            blocked |= !filled;
            spans.push(coloured(
                if filled { "|" } else { ":" },
                Color::Rgb(176, 112, 48),
            ));
        }
        let mut text = String::new();
        for _ in 0..n {
            text.push(if pos < mined { '.' } else { 'o' });
            pos += 1;
        }
        spans.push(if blocked { dim(text) } else { Span::raw(text) });
    }
    spans
}

/// The tunnel as a picture: per section its wood slot (`|` filled, `:` empty) and coal (`o`,
/// mined `.`); complete sections cyan, reachable ones green.
fn tunnel_picture(p: &PlayerView) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for s in &p.tunnel.sections {
        let mut text = String::from(if s.wood { "|" } else { ":" });
        for i in 0..s.coal {
            text.push(if i < s.coal - s.coal_left { '.' } else { 'o' });
        }
        let style = if s.complete {
            Style::default().fg(Color::Cyan)
        } else if s.reachable {
            Style::default().fg(Color::Green)
        } else {
            Style::default()
        };
        spans.push(Span::styled(text, style));
    }
    spans
}

/// `  label a, b, c` broken into lines of at most `width` columns (at the commas).
fn wrapped(label: &str, items: &[String], width: u16) -> Vec<Line<'static>> {
    let width = (width as usize).max(20);
    let mut lines = Vec::new();
    let mut line = format!("  {label}");
    for (i, item) in items.iter().enumerate() {
        let sep = if i + 1 < items.len() { "," } else { "" };
        let piece = format!(" {item}{sep}");
        if line.chars().count() + piece.chars().count() > width && i > 0 {
            lines.push(Line::from(std::mem::take(&mut line)));
            line = "   ".to_string();
        }
        line.push_str(&piece);
    }
    lines.push(Line::from(line));
    lines
}

fn numbers(list: &[u8]) -> String {
    if list.is_empty() {
        "-".into()
    } else {
        list.iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn plan_lines(plan: &PlanView, w: &Words) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for (key, d) in [
        ("hk-worker-farmer", &plan.farmer),
        ("hk-worker-farmhand", &plan.farmhand),
        ("hk-worker-mill", &plan.mill),
    ] {
        if d.total() > 0 {
            let mut spans = vec![Span::raw(format!("    {}: ", w.get(key)))];
            spans.extend(w.discs(d));
            lines.push(Line::from(spans));
        }
    }
    let mut hired = Vec::new();
    for (key, pay) in [
        ("hk-worker-digger", plan.digger),
        ("hk-worker-hewer", plan.hewer),
        ("hk-worker-haspel", plan.haspel),
    ] {
        if let Some(pay) = pay {
            hired.push(
                w.msg(
                    &Msg::new("hk-ui-hired")
                        .term("worker", key)
                        .term("pay", pay.key()),
                ),
            );
        }
    }
    if plan.winch {
        hired.push(w.get("hk-worker-winch"));
    }
    if !hired.is_empty() {
        lines.push(Line::from(format!("    {}", hired.join(", "))));
    }
    lines
}

/// One farm.
fn farm(view: &View, p: &PlayerView, groups: &[u8], w: &Words) -> Vec<Line<'static>> {
    let mut lines = vec![Line::from("")];
    let mut name = w.seat(p.seat);
    if view.viewer == Some(p.seat) {
        name = format!("{name} {}", w.get("hk-ui-you"));
    }
    lines.push(Line::from(vec![
        bold(name),
        coloured(
            format!("  {}", w.msg(&Msg::new("hk-ui-vp").num("vp", p.vp))),
            Color::Yellow,
        ),
        dim(format!(
            "  {}",
            w.msg(&Msg::new("hk-ui-coal-mined").num("coal", p.coal_mined))
        )),
    ]));
    let mut stock = w.msg(
        &Msg::new("hk-ui-stock")
            .num("coal", p.coal)
            .num("wood", p.wood)
            .num("food", p.food)
            .num("thaler", p.thaler),
    );
    if p.debt > 0 {
        stock = format!(
            "{stock} · {}",
            w.msg(&Msg::new("hk-ui-debt").num("debt", p.debt))
        );
    }
    lines.push(Line::from(format!("  {stock}")));
    // The Pinge: picture and words, the water marked.
    if p.pinge.exhausted {
        lines.push(Line::from(dim(format!(
            "  {}",
            w.get("hk-ui-pinge-exhausted")
        ))));
    } else {
        let mut spans = vec![Span::raw(format!(
            "  {}  ",
            w.msg(
                &Msg::new("hk-ui-pinge")
                    .num("coal", p.pinge.coal)
                    .num("wood", p.pinge.wood)
            )
        ))];
        spans.extend(pinge_picture(p, groups));
        lines.push(Line::from(spans));
        lines.push(Line::from(format!(
            "    {}",
            w.msg(
                &Msg::new("hk-ui-pinge-open")
                    .num("open", p.pinge.open)
                    .num("blocked", p.pinge.blocked)
            )
        )));
        if p.pinge.water > 0 {
            let mut water = vec![
                Span::raw("    "),
                coloured(
                    w.msg(&Msg::new("hk-ui-water").num("water", p.pinge.water)),
                    WATER,
                ),
            ];
            if p.pinge.water >= 2 {
                water.push(coloured(
                    format!(" {}", w.get("hk-ui-pinge-flooded")),
                    Color::Red,
                ));
            }
            lines.push(Line::from(water));
        }
    }
    // The tunnel: sections with their coal, which are reachable and complete.
    lines.push(Line::from(format!(
        "  {}",
        w.msg(
            &Msg::new("hk-ui-tunnel")
                .num("mined", p.tunnel.mined)
                .num("wood", p.tunnel.wood)
        )
    )));
    let mut spans = vec![Span::raw("    ")];
    spans.extend(tunnel_picture(p));
    let reachable: Vec<u8> = p
        .tunnel
        .sections
        .iter()
        .filter(|s| s.reachable)
        .map(|s| s.section)
        .collect();
    let complete: Vec<u8> = p
        .tunnel
        .sections
        .iter()
        .filter(|s| s.complete)
        .map(|s| s.section)
        .collect();
    if !reachable.is_empty() || !complete.is_empty() {
        spans.push(coloured(
            format!(
                "  {}",
                w.msg(&Msg::new("hk-ui-sections-reachable").text("sections", numbers(&reachable)))
            ),
            Color::Green,
        ));
        spans.push(coloured(
            format!(
                "  {}",
                w.msg(&Msg::new("hk-ui-sections-complete").text("sections", numbers(&complete)))
            ),
            Color::Cyan,
        ));
    }
    lines.push(Line::from(spans));
    let mut shaft = vec![Span::raw(format!(
        "  {}",
        w.msg(&Msg::new("hk-ui-shaft").num("coal", p.shaft.coal))
    ))];
    if p.shaft.water > 0 {
        shaft.push(coloured(
            format!(
                " {}",
                w.msg(&Msg::new("hk-ui-water").num("water", p.shaft.water))
            ),
            WATER,
        ));
        if p.shaft.water >= 5 {
            shaft.push(coloured(
                format!(" {}", w.get("hk-ui-shaft-flooded")),
                Color::Red,
            ));
        } else if p.shaft.water >= 2 {
            shaft.push(coloured(
                format!(" {}", w.get("hk-ui-shaft-no-hoist")),
                Color::Red,
            ));
        }
    }
    lines.push(Line::from(shaft));
    let mut carts = vec![Span::raw(format!("  {} ", w.get("hk-ui-carts")))];
    carts.extend(w.discs(&p.cart1));
    carts.push(Span::raw(" | "));
    carts.extend(w.discs(&p.cart2));
    lines.push(Line::from(carts));
    if !p.tiles.is_empty() {
        let tiles: Vec<String> = p
            .tiles
            .iter()
            .map(|&t| format!("{t} {}", w.get(tile_key(t))))
            .collect();
        lines.extend(wrapped(&w.get("hk-ui-tiles"), &tiles, w.ctx.width));
    }
    let mut extras: Vec<String> = p
        .markers
        .iter()
        .map(|m| {
            let name = w.get(m.marker.key());
            if m.usable {
                name
            } else {
                format!("{name} {}", w.get("hk-ui-marker-new"))
            }
        })
        .collect();
    extras.extend(p.buildings.iter().map(|b| w.get(b.key())));
    if p.improved_farmhand {
        extras.push(w.get("hk-worker-improved-farmhand"));
    }
    if !extras.is_empty() {
        lines.extend(wrapped(&w.get("hk-ui-owns"), &extras, w.ctx.width));
    }
    match &p.plan {
        Some(plan) if !plan.is_empty() => {
            lines.push(Line::from(format!(
                "  {}",
                w.get(if p.planning {
                    "hk-ui-plan-so-far"
                } else {
                    "hk-ui-plan"
                })
            )));
            lines.extend(plan_lines(plan, w));
        }
        _ if p.planning => lines.push(Line::from(dim(format!("  {}", w.get("hk-ui-planning"))))),
        Some(_) => {}
        None => lines.push(Line::from(dim(format!("  {}", w.get("hk-ui-plan-hidden"))))),
    }
    lines
}

/// The lines of the Haspelknecht panel.
pub fn panel(view: &View, options: &Options, ctx: &PanelCtx) -> Vec<Line<'static>> {
    let w = Words { ctx };
    let groups = options
        .components
        .as_ref()
        .map(|c| c.pinge_groups.clone())
        .unwrap_or_else(|| haspelknecht::Components::default().pinge_groups);
    let header = header(view, &w);
    let board = board(view, &w);
    let mut seats: Vec<usize> = (0..view.players.len()).collect();
    if let Some(me) = view.viewer {
        seats.retain(|&s| s != me as usize);
        seats.insert(0, me as usize);
    }
    let mut farms = Vec::new();
    for seat in seats {
        farms.extend(farm(view, &view.players[seat], &groups, &w));
    }
    // During planning and execution the farms matter most: the own farm before the board.
    let farms_first = matches!(
        view.phase,
        PhaseView::Planning { .. } | PhaseView::Execution { .. } | PhaseView::FirstYearWater { .. }
    );
    if farms_first {
        arrange(header, board, Vec::new(), farms, ctx.width)
    } else {
        arrange(header, board, farms, Vec::new(), ctx.width)
    }
}
