//! What one seat may see (an allow-list), and the human-readable description.
//!
//! The view's JSON names things as the rules and the notation do: pools by their notation number
//! (from 1), tiles by their number, colours, workers, markers and buildings by name, phases by
//! name with their data. Seats are numbered as in game records (from 0). Its JSON Schema is
//! generated from these types (`engine::view_schema::<Haspelknecht>()`).

use crate::action::{Choice, Pending, Res};
use crate::components::{Cost, Symbol};
use crate::options::PlanningMode;
use crate::pieces::*;
use crate::score::CATEGORIES;
use crate::state::*;
use crate::terms::{Building, Discs, Marker, Payment, PlanView, Season};
use serde::Serialize;
use std::fmt::Write;

/// One action pool and its reserve pool.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct PoolView {
    /// The pool's number in the notation (`take 2 black 3` takes from pool 2).
    pub pool: u8,
    /// The action pool shows a water symbol: a first take from it brings 1 pit water.
    pub water: bool,
    pub action: Discs,
    pub reserve: Discs,
}

/// One development tile on the board.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct TileView {
    /// The tile's number (tens digit = level).
    pub tile: u8,
    /// The level, which is also the board row (1 at the top).
    pub level: u8,
    /// Horizontal position in half-tile units (tiles of a row are 2 apart; tiles of neighbouring
    /// rows touch when 1 apart).
    pub x2: i8,
    /// The disc requirement (coloured discs plus grey "any colour" discs).
    pub cost: Cost,
    /// The symbol printed on the tile (end scoring).
    pub symbol: Symbol,
    /// The tiles it touches (adjacency for buying without the fee).
    pub adjacent: Vec<u8>,
    /// Owners, bottom to top: the last one receives the fee.
    pub owners: Vec<u8>,
    /// The VP the next buyer scores (by rank).
    pub next_vp: u8,
    /// What a buyer not adjacent to an own tile pays the top owner (one of these); empty in
    /// row 1, which is always free.
    pub fee: Vec<Res>,
}

/// The Pinge (§4.2): coal left of the first empty wood slot is open.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct PingeView {
    pub coal: u8,
    /// Wood slots filled (of 2).
    pub wood: u8,
    pub water: u8,
    /// Coal that can be mined now as far as wood goes (water may still block it).
    pub open: u8,
    /// Coal behind an empty wood slot.
    pub blocked: u8,
    pub exhausted: bool,
}

/// One tunnel section (§4.5, §4.7), from the shaft inwards.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct SectionView {
    /// Section number, 1 next to the shaft.
    pub section: u8,
    /// Coal printed in it, and still in it.
    pub coal: u8,
    pub coal_left: u8,
    /// Its wood slot is filled.
    pub wood: bool,
    /// Coal is left and its wood slot is filled: it can be mined once the Pinge is exhausted
    /// (and shaft water is 4 or less).
    pub reachable: bool,
    /// No coal left and wood in its slot: scores at the end.
    pub complete: bool,
    pub vp: u8,
    pub wheelbarrow: bool,
    pub lamp: bool,
    pub cart: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct TunnelView {
    /// Coal mined from the tunnel so far (of 11).
    pub mined: u8,
    /// Wood slots filled (of 7), left to right.
    pub wood: u8,
    pub sections: Vec<SectionView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct ShaftView {
    pub coal: u8,
    pub water: u8,
}

/// An action marker a player holds.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct MarkerView {
    pub marker: Marker,
    /// Gained in an earlier action phase (markers work from the next phase on).
    pub usable: bool,
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
    pub pinge: PingeView,
    pub tunnel: TunnelView,
    pub shaft: ShaftView,
    /// Coal mined from the own mine (the first tie-break).
    pub coal_mined: u8,
    /// Discs of the first and the second take.
    pub cart1: Discs,
    pub cart2: Discs,
    /// Development tiles owned.
    pub tiles: Vec<u8>,
    /// Tiles in play this seat does not own and may buy without a fee (row 1, or touching an
    /// own tile).
    pub buy_without_fee: Vec<u8>,
    pub markers: Vec<MarkerView>,
    /// Buildings (from tiles, or the setup variant).
    pub buildings: Vec<Building>,
    pub improved_farmhand: bool,
    /// Still planning (public: everybody sees who has not finished, nothing more).
    pub planning: bool,
    /// The plan: only for its owner, or once revealed (or under open planning).
    pub plan: Option<PlanView>,
}

/// The worker now acting.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct ActiveView {
    pub worker: Worker,
    /// Actions left (black tokens, hired-worker actions); 0 for an own worker that has not
    /// chosen its work yet.
    pub steps: u8,
    /// Its work once begun.
    pub work: Option<WorkKind>,
    /// Where a mining worker works.
    pub area: Option<crate::action::Area>,
}

/// The kind of work an own worker does (one per phase, §3.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum WorkKind {
    Food,
    Wood,
    /// Mining coal and removing pit water (black tokens).
    Mining,
    /// Acquiring a development.
    Development,
}

impl WorkKind {
    pub fn of(w: Work) -> Option<WorkKind> {
        match w {
            Work::None => None,
            Work::Food => Some(WorkKind::Food),
            Work::Wood => Some(WorkKind::Wood),
            Work::Black => Some(WorkKind::Mining),
            Work::Develop => Some(WorkKind::Development),
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            WorkKind::Food => "hk-work-food",
            WorkKind::Wood => "hk-work-wood",
            WorkKind::Mining => "hk-work-mining",
            WorkKind::Development => "hk-work-development",
        }
    }
}

/// A tile effect waiting for the acquirer's choice.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct ChoiceView {
    pub tile: u8,
    /// The choices it offers.
    pub choices: Vec<Choice>,
}

/// Where the game stands, by name.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "name", rename_all = "snake_case")]
pub enum PhaseView {
    /// Taking discs (§3.2), step 1 or 2, by `seat`.
    TakeDiscs { step: u8, seat: u8 },
    /// Spring of year 1: `seat` may return 1 pit water (§3.3).
    FirstYearWater { seat: u8 },
    /// Planning (§3.5): every seat still planning at once (simultaneous; see the players'
    /// `planning`), or `seat` under sequential planning.
    Planning {
        mode: PlanningMode,
        seat: Option<u8>,
    },
    /// `seat` executes its plan (§3.6).
    Execution {
        seat: u8,
        /// Planned workers not yet activated.
        to_activate: Vec<Worker>,
        active: Option<ActiveView>,
        /// A tile effect waiting for a choice.
        choice: Option<ChoiceView>,
        /// The first own worker's finished work (synergy, §3.7.4).
        first_own_work: Option<WorkKind>,
    },
    /// Winter, before coal scoring: `seat` may use the charcoal kiln.
    WinterKiln { seat: u8 },
    /// Winter: `seat` pays the rent.
    WinterRent { seat: u8 },
    /// Winter: `seat` stores and discards.
    WinterStorage { seat: u8 },
    /// The game is over.
    Over,
}

impl PhaseView {
    /// The catalogue key of the phase's name (`hk-phase-take-discs`).
    pub fn key(&self) -> &'static str {
        match self {
            PhaseView::TakeDiscs { .. } => "hk-phase-take-discs",
            PhaseView::FirstYearWater { .. } => "hk-phase-first-year-water",
            PhaseView::Planning { .. } => "hk-phase-planning",
            PhaseView::Execution { .. } => "hk-phase-execution",
            PhaseView::WinterKiln { .. } => "hk-phase-winter-kiln",
            PhaseView::WinterRent { .. } => "hk-phase-winter-rent",
            PhaseView::WinterStorage { .. } => "hk-phase-winter-storage",
            PhaseView::Over => "hk-phase-over",
        }
    }

    /// The seat whose turn it is (`None`: simultaneous planning, or over).
    pub fn seat(&self) -> Option<u8> {
        match *self {
            PhaseView::TakeDiscs { seat, .. }
            | PhaseView::FirstYearWater { seat }
            | PhaseView::Execution { seat, .. }
            | PhaseView::WinterKiln { seat }
            | PhaseView::WinterRent { seat }
            | PhaseView::WinterStorage { seat } => Some(seat),
            PhaseView::Planning { seat, .. } => seat,
            PhaseView::Over => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct View {
    pub viewer: Option<u8>,
    pub year: u8,
    pub season: Season,
    pub phase: PhaseView,
    /// Seats in turn order, first to last.
    pub order: Vec<u8>,
    pub pools: Vec<PoolView>,
    /// The bag's contents follow from everything else on view (§9).
    pub bag: Discs,
    /// The development layout's name.
    pub layout: String,
    pub board: Vec<TileView>,
    pub players: Vec<PlayerView>,
}

impl Haspelknecht {
    /// Whether `viewer` may see the plan of `seat`.
    pub fn plan_visible(&self, viewer: Option<u8>, seat: u8) -> bool {
        viewer == Some(seat)
            || !matches!(self.phase, Phase::Planning(_))
            || self.opts().planning_mode == PlanningMode::SequentialInTurnOrder
    }

    /// Tiles in play that `seat` does not own and may buy without a fee.
    pub fn fee_free_tiles(&self, seat: u8) -> u32 {
        let p = self.p(seat);
        (0..20)
            .filter(|&i| {
                self.rules.in_play & (1 << i) != 0
                    && !p.owns(i)
                    && (tile_level(i) == 1 || self.adjacency_mask(i) & p.tiles != 0)
            })
            .fold(0, |m, i| m | 1 << i)
    }

    /// The choices of a waiting tile effect, legal or not.
    pub fn choices_of(pending: Pending) -> &'static [Choice] {
        match pending {
            Pending::Winch => &[Choice::Water, Choice::Nothing],
            Pending::PitProps => &[Choice::Wood, Choice::Thaler],
            Pending::HammerPick => &[Choice::Mine, Choice::Nothing],
            Pending::CoalSacks => &[
                Choice::Exchange(0),
                Choice::Exchange(1),
                Choice::Exchange(2),
            ],
        }
    }

    fn phase_view(&self) -> PhaseView {
        let at = |i: u8| self.seat_at(i.min(self.n() as u8 - 1));
        match self.phase {
            Phase::Take1(i) => PhaseView::TakeDiscs {
                step: 1,
                seat: at(i),
            },
            Phase::Take2(i) => PhaseView::TakeDiscs {
                step: 2,
                seat: at(i),
            },
            Phase::FirstYearWater(i) => PhaseView::FirstYearWater { seat: at(i) },
            Phase::Planning(i) => PhaseView::Planning {
                mode: self.opts().planning_mode,
                seat: (self.opts().planning_mode == PlanningMode::SequentialInTurnOrder)
                    .then(|| at(i)),
            },
            Phase::Execution(i) => {
                let seat = at(i);
                let e = &self.exec;
                PhaseView::Execution {
                    seat,
                    to_activate: Worker::ALL
                        .into_iter()
                        .filter(|w| e.left & w.bit() != 0)
                        .collect(),
                    active: e.active.map(|a| ActiveView {
                        worker: a.worker,
                        steps: a.steps,
                        work: WorkKind::of(a.work),
                        area: match (a.worker, a.work) {
                            (Worker::Digger, _) => Some(crate::action::Area::Pinge),
                            (Worker::Hewer, _) => Some(crate::action::Area::Tunnel),
                            (Worker::Farmer | Worker::Farmhand, Work::Black) => Some(if a.tunnel {
                                crate::action::Area::Tunnel
                            } else {
                                crate::action::Area::Pinge
                            }),
                            _ => None,
                        },
                    }),
                    choice: e.pending.map(|p| ChoiceView {
                        tile: p.tile(),
                        choices: Self::choices_of(p).to_vec(),
                    }),
                    first_own_work: if e.own_done > 0 {
                        WorkKind::of(e.first_own)
                    } else {
                        None
                    },
                }
            }
            Phase::WinterKiln(i) => PhaseView::WinterKiln { seat: at(i) },
            Phase::WinterRent(i) => PhaseView::WinterRent { seat: at(i) },
            Phase::WinterStorage(i) => PhaseView::WinterStorage { seat: at(i) },
            Phase::Over => PhaseView::Over,
        }
    }

    fn pinge_view(&self, seat: u8) -> PingeView {
        let p = self.p(seat);
        let open = if p.exhausted {
            0
        } else {
            let bound = self.rules.pinge_bounds[p.pinge_wood as usize];
            // Coal mined so far is 7 - coal; the open coal lies before `bound`.
            bound.saturating_sub(7 - p.pinge_coal).min(p.pinge_coal)
        };
        PingeView {
            coal: p.pinge_coal,
            wood: p.pinge_wood,
            water: p.pinge_water,
            open,
            blocked: p.pinge_coal - open,
            exhausted: p.exhausted,
        }
    }

    fn tunnel_view(&self, seat: u8) -> TunnelView {
        let p = self.p(seat);
        let mut start = 0u8;
        let sections = self
            .rules
            .comps
            .tunnel
            .iter()
            .enumerate()
            .map(|(s, sec)| {
                let end = self.rules.section_end[s];
                let left = end - p.tunnel_mined.clamp(start, end);
                start = end;
                let wood = p.tunnel_wood > s as u8;
                SectionView {
                    section: s as u8 + 1,
                    coal: sec.coal,
                    coal_left: left,
                    wood,
                    reachable: wood && left > 0,
                    complete: wood && left == 0,
                    vp: sec.vp,
                    wheelbarrow: sec.wheelbarrow,
                    lamp: sec.lamp,
                    cart: sec.cart,
                }
            })
            .collect();
        TunnelView {
            mined: p.tunnel_mined,
            wood: p.tunnel_wood,
            sections,
        }
    }

    pub fn make_view(&self, viewer: Option<u8>) -> View {
        let n = self.n();
        let tiles_of = |mask: u32| -> Vec<u8> {
            (0..20)
                .filter(|&i| mask & (1 << i) != 0)
                .map(tile_id)
                .collect()
        };
        let board = self
            .rules
            .slots
            .iter()
            .map(|&(_row, x2, t)| {
                let i = t as usize;
                let level = tile_level(i);
                TileView {
                    tile: tile_id(i),
                    level,
                    x2,
                    cost: self.rules.comps.tiles[i].cost,
                    symbol: self.rules.symbols[i],
                    adjacent: tiles_of(self.rules.adj[i] & !(1 << i)),
                    owners: self.stacks[i][..self.stack_len[i] as usize].to_vec(),
                    next_vp: crate::developments::rank_vp(level, self.stack_len[i]) as u8,
                    fee: Self::fee_options(level).to_vec(),
                }
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
                    pinge: self.pinge_view(s),
                    tunnel: self.tunnel_view(s),
                    shaft: ShaftView {
                        coal: p.shaft_coal,
                        water: p.shaft_water,
                    },
                    coal_mined: self.coal_mined(s),
                    cart1: Discs::from_array(p.cart1),
                    cart2: Discs::from_array(p.cart2),
                    tiles: tiles_of(p.tiles),
                    buy_without_fee: tiles_of(self.fee_free_tiles(s)),
                    markers: Marker::ALL
                        .into_iter()
                        .filter(|m| p.markers & m.bit() != 0)
                        .map(|m| MarkerView {
                            marker: m,
                            usable: p.markers_new & m.bit() == 0,
                        })
                        .collect(),
                    buildings: Building::ALL
                        .into_iter()
                        .filter(|b| p.has_building(b.tile()))
                        .collect(),
                    improved_farmhand: p.improved(),
                    planning: matches!(self.phase, Phase::Planning(_)) && !p.planned,
                    plan: self.plan_visible(viewer, s).then(|| PlanView::of(&p.plan)),
                }
            })
            .collect();
        View {
            viewer,
            year: self.year,
            season: Season::from_index(self.season),
            phase: self.phase_view(),
            order: self.order[..n].to_vec(),
            pools: (0..self.rules.pools)
                .map(|i| PoolView {
                    pool: i as u8 + 1,
                    water: self.rules.water_pool[i],
                    action: Discs::from_array(self.action_pools[i]),
                    reserve: Discs::from_array(self.reserve_pools[i]),
                })
                .collect(),
            bag: Discs::from_array(self.bag),
            layout: self.rules.layout_name.clone(),
            board,
            players,
        }
    }

    /// The state as `viewer` sees it, in words (English, for `kohle replay`; front ends draw the
    /// view with the message catalogues).
    pub fn describe_text(&self, viewer: Option<u8>) -> String {
        let v = self.make_view(viewer);
        let discs = |d: &Discs| {
            let parts: Vec<String> = [("black", d.black), ("brown", d.brown), ("yellow", d.yellow)]
                .iter()
                .filter(|(_, n)| *n > 0)
                .map(|(c, n)| format!("{n} {c}"))
                .collect();
            if parts.is_empty() {
                "none".to_string()
            } else {
                parts.join(", ")
            }
        };
        let seats = |list: &[u8]| {
            list.iter()
                .map(|s| format!("seat {s}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let season = match v.season {
            Season::Spring => "spring",
            Season::Summer => "summer",
            Season::Autumn => "autumn",
        };
        let phase = match &v.phase {
            PhaseView::TakeDiscs { step, seat } => {
                format!("taking discs (step {step}), seat {seat}")
            }
            PhaseView::FirstYearWater { seat } => format!("first-year pit water, seat {seat}"),
            PhaseView::Planning { seat: Some(s), .. } => format!("planning, seat {s}"),
            PhaseView::Planning { seat: None, .. } => "planning (all at once)".to_string(),
            PhaseView::Execution { seat, .. } => format!("execution, seat {seat}"),
            PhaseView::WinterKiln { seat } => format!("winter: charcoal kiln, seat {seat}"),
            PhaseView::WinterRent { seat } => format!("winter: rent, seat {seat}"),
            PhaseView::WinterStorage { seat } => format!("winter: storage, seat {seat}"),
            PhaseView::Over => "game over".to_string(),
        };
        let mut s = String::new();
        let _ = writeln!(s, "Haspelknecht — year {}, {season} — {phase}", v.year);
        let _ = writeln!(s, "turn order: {}", seats(&v.order));
        for pool in &v.pools {
            let _ = writeln!(
                s,
                "pool {}{}: action {} | reserve {}",
                pool.pool,
                if pool.water { " (water)" } else { "" },
                discs(&pool.action),
                discs(&pool.reserve)
            );
        }
        let _ = writeln!(s, "bag: {}", discs(&v.bag));
        let _ = writeln!(s, "development board ({}):", v.layout);
        for level in 1..=4u8 {
            let mut line = String::new();
            for t in v.board.iter().filter(|t| t.level == level) {
                let owners = if t.owners.is_empty() {
                    String::new()
                } else {
                    format!(" (owners {})", seats(&t.owners))
                };
                let _ = write!(line, " {}{owners}", t.tile);
            }
            let _ = writeln!(s, " level {level}:{line}");
        }
        for p in &v.players {
            let _ = writeln!(
                s,
                "seat {}: {} VP | coal {} wood {} food {} thaler {} debt {} | Pinge {} coal ({} open) {} wood {} water{} | tunnel {}/11 mined, {} wood | shaft {} coal {} water | discs {} + {}",
                p.seat, p.vp, p.coal, p.wood, p.food, p.thaler, p.debt, p.pinge.coal, p.pinge.open,
                p.pinge.wood, p.pinge.water, if p.pinge.exhausted { " (exhausted)" } else { "" },
                p.tunnel.mined, p.tunnel.wood, p.shaft.coal, p.shaft.water, discs(&p.cart1), discs(&p.cart2)
            );
            let tiles: Vec<String> = p.tiles.iter().map(|t| t.to_string()).collect();
            let markers: Vec<&str> = p.markers.iter().map(|m| m.marker.name()).collect();
            if !tiles.is_empty() || !markers.is_empty() {
                let _ = writeln!(
                    s,
                    "   tiles: {} | markers: {}",
                    if tiles.is_empty() {
                        "none".into()
                    } else {
                        tiles.join(", ")
                    },
                    if markers.is_empty() {
                        "none".into()
                    } else {
                        markers.join(", ")
                    }
                );
            }
            if let Some(plan) = p.plan.as_ref().filter(|pl| !pl.is_empty()) {
                let mut parts = Vec::new();
                for (name, d) in [
                    ("farmer", &plan.farmer),
                    ("farmhand", &plan.farmhand),
                    ("mill", &plan.mill),
                ] {
                    if d.total() > 0 {
                        parts.push(format!("{name} {}", discs(d)));
                    }
                }
                for (name, pay) in [
                    ("digger", plan.digger),
                    ("hewer", plan.hewer),
                    ("haspel", plan.haspel),
                ] {
                    if let Some(pay) = pay {
                        let pay = match pay {
                            Payment::Yellow => "yellow disc",
                            Payment::Wheelbarrow => "wheelbarrow",
                            Payment::Food => "food",
                            Payment::Thaler => "thaler",
                        };
                        parts.push(format!("{name} paid with {pay}"));
                    }
                }
                if plan.winch {
                    parts.push("winch".into());
                }
                let _ = writeln!(s, "   plan: {}", parts.join("; "));
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
                    .map(|(i, c)| format!("{} {}", c.name().replace('-', " "), p.vp[i]))
                    .collect();
                let _ = writeln!(
                    s,
                    "final seat {seat}: {} ({}) | tie-break: {} coal mined, turn position {}",
                    p.score(),
                    parts.join(", "),
                    self.coal_mined(seat),
                    self.position(seat) + 1
                );
            }
        }
        s
    }
}
