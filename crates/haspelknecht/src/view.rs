//! What one seat may see (an allow-list), and the human-readable description.

use crate::options::PlanningMode;
use crate::score::CATEGORIES;
use crate::state::*;
use serde::Serialize;
use std::fmt::Write;

#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct TileView {
    pub tile: u8,
    pub row: u8,
    pub x2: i8,
    /// Owners, bottom to top.
    pub owners: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct PlayerView {
    pub seat: u8,
    pub vp: i32,
    pub coal: u8,
    pub wood: u8,
    pub food: u8,
    pub thaler: u8,
    pub debt: u8,
    pub pinge_coal: u8,
    pub pinge_wood: u8,
    pub pinge_water: u8,
    pub tunnel_mined: u8,
    pub tunnel_wood: u8,
    pub shaft_coal: u8,
    pub shaft_water: u8,
    pub exhausted: bool,
    pub cart1: [u8; 3],
    pub cart2: [u8; 3],
    pub tiles: Vec<u8>,
    pub markers: Vec<&'static str>,
    pub improved_farmhand: bool,
    /// Still planning (public: everybody sees who has not finished).
    pub planning: bool,
    /// The plan: only for its owner, or once revealed (or under open planning).
    pub plan: Option<Plan>,
}

#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct View {
    pub viewer: Option<u8>,
    pub year: u8,
    pub season: u8,
    pub phase: Phase,
    pub order: Vec<u8>,
    pub action_pools: Vec<[u8; 3]>,
    pub reserve_pools: Vec<[u8; 3]>,
    /// The bag's contents follow from everything else on view (§9).
    pub bag: [u8; 3],
    pub board: Vec<TileView>,
    pub players: Vec<PlayerView>,
    /// The executing seat's worker state (public).
    pub exec: Option<Exec>,
}

impl Haspelknecht {
    /// Whether `viewer` may see the plan of `seat`.
    pub fn plan_visible(&self, viewer: Option<u8>, seat: u8) -> bool {
        viewer == Some(seat)
            || !matches!(self.phase, Phase::Planning(_))
            || self.opts().planning_mode == PlanningMode::SequentialInTurnOrder
    }

    pub fn make_view(&self, viewer: Option<u8>) -> View {
        let n = self.n();
        let board = self
            .rules
            .slots
            .iter()
            .map(|&(row, x2, t)| TileView {
                tile: tile_id(t as usize),
                row,
                x2,
                owners: self.stacks[t as usize][..self.stack_len[t as usize] as usize].to_vec(),
            })
            .collect();
        let players = (0..n as u8)
            .map(|s| {
                let p = self.p(s);
                PlayerView {
                    seat: s,
                    vp: p.score(),
                    coal: p.coal,
                    wood: p.wood,
                    food: p.food,
                    thaler: p.thaler,
                    debt: p.debt,
                    pinge_coal: p.pinge_coal,
                    pinge_wood: p.pinge_wood,
                    pinge_water: p.pinge_water,
                    tunnel_mined: p.tunnel_mined,
                    tunnel_wood: p.tunnel_wood,
                    shaft_coal: p.shaft_coal,
                    shaft_water: p.shaft_water,
                    exhausted: p.exhausted,
                    cart1: p.cart1,
                    cart2: p.cart2,
                    tiles: (0..20).filter(|&i| p.owns(i)).map(tile_id).collect(),
                    markers: (0..6)
                        .filter(|&i| p.markers & (1 << i) != 0)
                        .map(|i| MARKER_NAMES[i])
                        .collect(),
                    improved_farmhand: p.improved(),
                    planning: matches!(self.phase, Phase::Planning(_)) && !p.planned,
                    plan: self.plan_visible(viewer, s).then_some(p.plan),
                }
            })
            .collect();
        View {
            viewer,
            year: self.year,
            season: self.season,
            phase: self.phase,
            order: self.order[..n].to_vec(),
            action_pools: self.action_pools[..n].to_vec(),
            reserve_pools: self.reserve_pools[..n].to_vec(),
            bag: self.bag,
            board,
            players,
            exec: matches!(self.phase, Phase::Execution(_)).then_some(self.exec),
        }
    }

    pub fn describe_text(&self, viewer: Option<u8>) -> String {
        let v = self.make_view(viewer);
        let season = ["spring", "summer", "autumn"][v.season as usize];
        let mut s = String::new();
        let _ = writeln!(
            s,
            "Haspelknecht — year {}, {} — {:?}",
            v.year, season, v.phase
        );
        let _ = writeln!(s, "turn order: {:?}", v.order);
        for (i, (a, r)) in v.action_pools.iter().zip(&v.reserve_pools).enumerate() {
            let w = if self.rules.water_pool[i] {
                " (water)"
            } else {
                ""
            };
            let _ = writeln!(
                s,
                "pool {}{w}: action {}bk {}br {}ye | reserve {}bk {}br {}ye",
                i + 1,
                a[0],
                a[1],
                a[2],
                r[0],
                r[1],
                r[2]
            );
        }
        let _ = writeln!(s, "development board ({}):", self.rules.layout_name);
        for row in 0..4u8 {
            let mut line = String::new();
            for t in v.board.iter().filter(|t| t.row == row) {
                let _ = write!(line, " {}{:?}", t.tile, t.owners);
            }
            let _ = writeln!(s, " row {}:{line}", row + 1);
        }
        for p in &v.players {
            let _ = writeln!(
                s,
                "seat {}: {} VP | coal {} wood {} food {} thaler {} debt {} | Pinge {} coal {} wood {} water{} | tunnel {}/11 mined, {} wood | shaft {} coal {} water | discs {:?}+{:?} | tiles {:?} markers {:?}",
                p.seat, p.vp, p.coal, p.wood, p.food, p.thaler, p.debt, p.pinge_coal, p.pinge_wood,
                p.pinge_water, if p.exhausted { " (exhausted)" } else { "" }, p.tunnel_mined, p.tunnel_wood,
                p.shaft_coal, p.shaft_water, p.cart1, p.cart2, p.tiles, p.markers
            );
            if let Some(plan) = p.plan.filter(|pl| !pl.is_empty()) {
                let _ = writeln!(s, "   plan: {plan:?}");
            } else if p.planning {
                let _ = writeln!(s, "   (planning)");
            }
        }
        if matches!(self.phase, Phase::Over) {
            for seat in 0..self.n() as u8 {
                let p = self.p(seat);
                let parts: Vec<String> = CATEGORIES
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| p.vp[*i] != 0)
                    .map(|(i, c)| format!("{c} {}", p.vp[i]))
                    .collect();
                let _ = writeln!(s, "final seat {seat}: {} ({})", p.score(), parts.join(", "));
            }
        }
        s
    }
}
