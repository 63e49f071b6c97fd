//! The Haspelknecht panel, drawn from [`haspelknecht::View`] (what one seat may see) and the
//! public component table of the setup only.
//!
//! Shows year, season and phase, turn order, the action and reserve pools and the bag, the
//! development board row by row (tile, name, disc cost, owners' stack bottom to top), and every
//! farm: resources, Pinge, tunnel with wood, shaft with coal and water, carts of discs, tiles
//! and markers, and the plan on the workers (the own plan, or others' once revealed).

use crate::panel::{arrange, PanelCtx, TuiGame};
use engine::Seat;
use haspelknecht::components::{Components, Cost};
use haspelknecht::options::PlanningMode;
use haspelknecht::state::{Pay, Phase, Plan, Worker, SPRING, SUMMER};
use haspelknecht::{Action, Haspelknecht, Options, View};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

impl TuiGame for Haspelknecht {
    fn panel(view: &View, options: &Options, ctx: &PanelCtx) -> Option<Vec<Line<'static>>> {
        Some(panel(view, options, ctx.width))
    }
}

const DISC: [&str; 3] = ["bk", "br", "ye"];
const DISC_COLOUR: [Color; 3] = [Color::DarkGray, Color::Rgb(176, 112, 48), Color::Yellow];

fn bold(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().add_modifier(Modifier::BOLD))
}

fn dim(text: impl Into<String>) -> Span<'static> {
    Span::styled(text.into(), Style::default().fg(Color::DarkGray))
}

/// Discs per colour (black, brown, yellow): `2bk 1ye`, `-` for none.
fn discs(counts: &[u8; 3]) -> Vec<Span<'static>> {
    let mut spans = Vec::new();
    for c in 0..3 {
        if counts[c] > 0 {
            if !spans.is_empty() {
                spans.push(Span::raw(" "));
            }
            spans.push(Span::styled(
                format!("{}{}", counts[c], DISC[c]),
                Style::default().fg(DISC_COLOUR[c]),
            ));
        }
    }
    if spans.is_empty() {
        spans.push(dim("-"));
    }
    spans
}

fn cost_text(cost: &Cost) -> String {
    let mut parts = Vec::new();
    for (n, name) in [
        (cost.black, "bk"),
        (cost.brown, "br"),
        (cost.yellow, "ye"),
        (cost.grey, "any"),
    ] {
        if n > 0 {
            parts.push(format!("{n}{name}"));
        }
    }
    if parts.is_empty() {
        "free".into()
    } else {
        parts.join(" ")
    }
}

fn phase_text(phase: Phase, order: &[u8]) -> String {
    let at = |pos: u8| order.get(pos as usize).copied().unwrap_or(0);
    match phase {
        Phase::Take1(p) => format!("taking discs (1st), seat {}", at(p)),
        Phase::Take2(p) => format!("taking discs (2nd), seat {}", at(p)),
        Phase::FirstYearWater(p) => format!("return 1 pit water?, seat {}", at(p)),
        Phase::Planning(_) => "planning".into(),
        Phase::Execution(p) => format!("execution, seat {}", at(p)),
        Phase::WinterKiln(p) => format!("winter: charcoal kiln, seat {}", at(p)),
        Phase::WinterRent(p) => format!("winter: rent, seat {}", at(p)),
        Phase::WinterStorage(p) => format!("winter: storage, seat {}", at(p)),
        Phase::Over => "game over".into(),
    }
}

fn pay_text(pay: Pay) -> Option<&'static str> {
    match pay {
        Pay::None => None,
        Pay::YellowDisc => Some("yellow disc"),
        Pay::Wheelbarrow => Some("wheelbarrow"),
        Pay::Food => Some("food"),
        Pay::Thaler => Some("thaler"),
    }
}

/// What is planned on each worker.
fn plan_lines(plan: &Plan) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for (name, tokens) in [
        ("farmer", &plan.farmer),
        ("farmhand", &plan.farmhand),
        ("water mill", &plan.mill),
    ] {
        if tokens.iter().any(|&t| t > 0) {
            let mut spans = vec![Span::raw(format!("    {name}: "))];
            spans.extend(discs(tokens));
            lines.push(Line::from(spans));
        }
    }
    let mut hired = Vec::new();
    for (name, pay) in [
        ("coal digger", plan.digger),
        ("hewer", plan.hewer),
        ("haspel", plan.haspel),
    ] {
        if let Some(p) = pay_text(pay) {
            hired.push(format!("{name} ({p})"));
        }
    }
    if plan.winch {
        hired.push("winch".into());
    }
    if !hired.is_empty() {
        lines.push(Line::from(format!("    hired: {}", hired.join(", "))));
    }
    if plan.food > 0 || plan.thaler > 0 {
        lines.push(Line::from(format!(
            "    paying {} food, {} thaler",
            plan.food, plan.thaler
        )));
    }
    lines
}

/// The lines of the Haspelknecht panel.
pub fn panel(view: &View, options: &Options, width: u16) -> Vec<Line<'static>> {
    let components = options.components.clone().unwrap_or_default();
    let season = match view.season {
        SPRING => "spring",
        SUMMER => "summer",
        _ => "autumn",
    };
    let order: Vec<String> = view.order.iter().map(|s| format!("S{s}")).collect();
    let mut lines = vec![
        Line::from(vec![
            bold(format!("Year {}/3, {season}", view.year)),
            Span::raw(format!("  {}", phase_text(view.phase, &view.order))),
        ]),
        Line::from(format!("turn order: {}", order.join(" > "))),
    ];
    for (i, (action, reserve)) in view
        .action_pools
        .iter()
        .zip(&view.reserve_pools)
        .enumerate()
    {
        let mut spans = vec![Span::raw(format!("pool {}: ", i + 1))];
        spans.extend(discs(action));
        spans.push(dim("  reserve "));
        spans.extend(discs(reserve));
        lines.push(Line::from(spans));
    }
    let mut bag = vec![Span::raw("bag: ")];
    bag.extend(discs(&view.bag));
    lines.push(Line::from(bag));
    if let Some(exec) = &view.exec {
        let left: Vec<&str> = Worker::ALL
            .iter()
            .filter(|w| exec.left & w.bit() != 0)
            .map(|w| w.name())
            .collect();
        let active = exec
            .active
            .map(|a| format!("{} ({} steps)", a.worker.name(), a.steps))
            .unwrap_or_else(|| "-".into());
        lines.push(Line::from(format!(
            "acting: {active}; still to act: {}",
            if left.is_empty() {
                "-".to_string()
            } else {
                left.join(", ")
            }
        )));
    }
    let mut board = vec![Line::from(dim(
        "Development board: tile, cost, owners (bottom..top)",
    ))];
    for row in 0..4u8 {
        let mut tiles: Vec<_> = view.board.iter().filter(|t| t.row == row).collect();
        tiles.sort_by_key(|t| t.x2);
        if tiles.is_empty() {
            continue;
        }
        board.push(Line::from(bold(format!("row {}", row + 1))));
        for t in tiles {
            let data = tile_data(&components, t.tile);
            let owners: Vec<String> = t.owners.iter().map(|s| format!("S{s}")).collect();
            board.push(Line::from(vec![
                Span::raw(format!(
                    "  {} {:<18} {:<12}",
                    t.tile,
                    data.map_or("?", |d| d.0),
                    data.map_or(String::new(), |d| cost_text(d.1))
                )),
                Span::styled(owners.join(" "), Style::default().fg(Color::Cyan)),
            ]));
        }
    }
    let mut seats: Vec<usize> = (0..view.players.len()).collect();
    if let Some(me) = view.viewer {
        seats.retain(|&s| s != me as usize);
        seats.insert(0, me as usize);
    }
    let header = lines;
    let mut lines = Vec::new();
    for seat in seats {
        let p = &view.players[seat];
        lines.push(Line::from(""));
        lines.push(Line::from(vec![
            bold(format!(
                "Seat {}{}",
                p.seat,
                if view.viewer == Some(p.seat) {
                    " (you)"
                } else {
                    ""
                }
            )),
            Span::styled(format!("  VP {}", p.vp), Style::default().fg(Color::Yellow)),
        ]));
        lines.push(Line::from(vec![Span::raw(format!(
            "  coal {} wood {} food {} thaler {}{}",
            p.coal,
            p.wood,
            p.food,
            p.thaler,
            if p.debt > 0 {
                format!(" debt {}", p.debt)
            } else {
                String::new()
            }
        ))]));
        lines.push(Line::from(format!(
            "  Pinge: {} coal, {} wood, {} water{}",
            p.pinge_coal,
            p.pinge_wood,
            p.pinge_water,
            if p.exhausted { " (exhausted)" } else { "" }
        )));
        lines.push(Line::from(format!(
            "  tunnel: {}/11 mined, {} wood   shaft: {} coal, {} water",
            p.tunnel_mined, p.tunnel_wood, p.shaft_coal, p.shaft_water
        )));
        let mut carts = vec![Span::raw("  carts: ")];
        carts.extend(discs(&p.cart1));
        carts.push(Span::raw(" | "));
        carts.extend(discs(&p.cart2));
        lines.push(Line::from(carts));
        let tiles: Vec<String> = p
            .tiles
            .iter()
            .map(|&id| match tile_data(&components, id) {
                Some((name, _)) => format!("{id} {name}"),
                None => id.to_string(),
            })
            .collect();
        if !tiles.is_empty() {
            lines.push(Line::from(format!("  tiles: {}", tiles.join(", "))));
        }
        let mut extras = p.markers.iter().map(|m| m.to_string()).collect::<Vec<_>>();
        if p.improved_farmhand {
            extras.push("improved farmhand".into());
        }
        if !extras.is_empty() {
            lines.push(Line::from(format!("  markers: {}", extras.join(", "))));
        }
        match &p.plan {
            Some(plan) if !plan.is_empty() => {
                lines.push(Line::from(if p.planning {
                    "  plan so far:"
                } else {
                    "  plan:"
                }));
                lines.extend(plan_lines(plan));
            }
            _ if p.planning => lines.push(Line::from(dim("  (planning)"))),
            Some(_) => {}
            None => lines.push(Line::from(dim("  (plan hidden)"))),
        }
    }
    // During planning and execution the farms matter most: the own farm before the board.
    let farms_first = matches!(
        view.phase,
        Phase::Planning(_) | Phase::Execution(_) | Phase::FirstYearWater(_)
    );
    if farms_first {
        arrange(header, board, Vec::new(), lines, width)
    } else {
        arrange(header, board, lines, Vec::new(), width)
    }
}

fn tile_data(components: &Components, id: u8) -> Option<(&str, &Cost)> {
    components
        .tiles
        .iter()
        .find(|t| t.id == id)
        .map(|t| (t.name.as_str(), &t.cost))
}
