//! Haspelknecht's observation tensor (see [`engine::Observe`]), written from the seat's
//! [`View`] only: another seat's plan appears only once it may be seen (revealed, or open
//! planning). Counts are raw numbers; categories are one-hot; seats are relative to the observer
//! (block 0 is the observer's). The layout with names, starts and lengths:
//! `engine::observation::observation_layout` (Python: `kohle.observation_layout`).
//!
//! In order: year, season, phase (with the seat it concerns, the execution's active worker,
//! steps, waiting tile choice), turn order, the pools, the bag, the 20 development tiles (in
//! play, cost, symbol, next VP, fees, owners), then per seat its goods, mine (Pinge, tunnel
//! sections, shaft), carts, tiles, markers, buildings, and its plan when visible.
//!
//! [`Observe::observe_into`] writes the same numbers straight from the state (module
//! [`direct`]), for the batched environments; a test over random states and every seat holds
//! the two equal.

use crate::action::{Area, Choice};
use crate::components::Symbol;
use crate::pieces::{tile_id, tile_index, Worker};
use crate::terms::{Building, Discs, Marker, Payment, PlanView, Season};
use crate::view::{PhaseView, View, WorkKind};
use crate::Haspelknecht;
use engine::observation::{relative, Writer};
use engine::{Observe, Observer, Seat};

const TILES: usize = 20;
const SECTIONS: usize = 7;
const POOLS: usize = 4;

fn discs(d: &Discs) -> [u8; 3] {
    [d.black, d.brown, d.yellow]
}

fn work_index(w: WorkKind) -> usize {
    w as usize
}

fn payment_index(p: Option<Payment>) -> Option<usize> {
    p.map(|p| p as usize)
}

fn choice_index(c: Choice) -> usize {
    match c {
        Choice::Nothing => 0,
        Choice::Water => 1,
        Choice::Wood => 2,
        Choice::Thaler => 3,
        Choice::Mine => 4,
        Choice::Exchange(n) => 5 + usize::from(n.min(2)),
    }
}

impl Observe for Haspelknecht {
    fn observe_into(&self, seat: Seat, out: &mut [f32]) {
        Writer::write_all(out, |w| direct::write(self, seat, w));
    }

    fn observe_view(v: &View, seat: Seat, o: &mut Observer) {
        let n = v.players.len();
        let rel = |s: u8| relative(s, seat, n);
        o.one_hot("year", Some(usize::from(v.year).saturating_sub(1)), 3);
        let season = match v.season {
            Season::Spring => 0,
            Season::Summer => 1,
            Season::Autumn => 2,
        };
        o.one_hot("season", Some(season), 3);
        let phase = match &v.phase {
            PhaseView::TakeDiscs { step, .. } => usize::from(*step).saturating_sub(1).min(1),
            PhaseView::FirstYearWater { .. } => 2,
            PhaseView::Planning { .. } => 3,
            PhaseView::Execution { .. } => 4,
            PhaseView::WinterKiln { .. } => 5,
            PhaseView::WinterRent { .. } => 6,
            PhaseView::WinterStorage { .. } => 7,
            PhaseView::Over => 8,
        };
        o.one_hot(
            "phase[take1,take2,water,plan,exec,kiln,rent,store,over]",
            Some(phase),
            9,
        );
        o.one_hot("phase_seat", v.phase.seat().map(rel), n);
        o.group(
            || "execution".into(),
            |o| {
                let (mut to_activate, mut active, mut choice, mut first) = (None, None, None, None);
                if let PhaseView::Execution {
                    to_activate: t,
                    active: a,
                    choice: c,
                    first_own_work: f,
                    ..
                } = &v.phase
                {
                    (to_activate, active, choice, first) = (Some(t), a.as_ref(), c.as_ref(), *f);
                }
                o.bits(
                    "to_activate",
                    to_activate.into_iter().flatten().map(|&w| w as usize),
                    Worker::ALL.len(),
                );
                o.one_hot(
                    "active_worker",
                    active.map(|a| a.worker as usize),
                    Worker::ALL.len(),
                );
                o.scalar("active_steps", active.map_or(0, |a| a.steps));
                o.one_hot(
                    "active_work",
                    active.and_then(|a| a.work).map(work_index),
                    4,
                );
                o.one_hot(
                    "active_area",
                    active
                        .and_then(|a| a.area)
                        .map(|a| usize::from(a == Area::Tunnel)),
                    2,
                );
                o.one_hot(
                    "choice_tile",
                    choice.and_then(|c| tile_index(c.tile)),
                    TILES,
                );
                o.bits(
                    "choices",
                    choice
                        .into_iter()
                        .flat_map(|c| c.choices.iter().map(|&x| choice_index(x))),
                    8,
                );
                o.one_hot("first_own_work", first.map(work_index), 4);
            },
        );
        // Turn order: for each relative seat, its place (one-hot).
        for r in 0..n {
            let place = v.order.iter().position(|&s| rel(s) == r);
            o.one_hot(&format!("turn_place_of_seat+{r}"), place, n);
        }
        for p in 0..POOLS {
            let pool = v.pools.get(p);
            o.group(
                || format!("pool{}", p + 1),
                |o| {
                    o.flag("in_play", pool.is_some());
                    o.flag("water", pool.is_some_and(|q| q.water));
                    o.numbers("action", &pool.map_or([0; 3], |q| discs(&q.action)));
                    o.numbers("reserve", &pool.map_or([0; 3], |q| discs(&q.reserve)));
                },
            );
        }
        o.numbers("bag", &discs(&v.bag));
        for t in 0..TILES {
            let tile = v.board.iter().find(|b| tile_index(b.tile) == Some(t));
            o.group(
                || format!("tile{}", tile_id(t)),
                |o| {
                    o.flag("in_play", tile.is_some());
                    o.scalar("x2", tile.map_or(0, |b| b.x2));
                    let c = tile.map(|b| b.cost);
                    o.numbers(
                        "cost[black,brown,yellow,grey]",
                        &c.map_or([0; 4], |c| [c.black, c.brown, c.yellow, c.grey]),
                    );
                    let symbol = tile.map(|b| match b.symbol {
                        Symbol::None => 0,
                        Symbol::Fork => 1,
                        Symbol::Hammer => 2,
                        Symbol::Building => 3,
                    });
                    o.one_hot("symbol", symbol, 4);
                    o.scalar("next_vp", tile.map_or(0, |b| b.next_vp));
                    o.bits(
                        "fee[coal,wood,food]",
                        tile.into_iter()
                            .flat_map(|b| b.fee.iter().map(|&r| r as usize)),
                        3,
                    );
                    o.bits(
                        "owners",
                        tile.into_iter()
                            .flat_map(|b| b.owners.iter().map(|&s| rel(s))),
                        n,
                    );
                    o.one_hot(
                        "top_owner",
                        tile.and_then(|b| b.owners.last()).map(|&s| rel(s)),
                        n,
                    );
                },
            );
        }
        o.per_seat(
            &v.players,
            |p| p.seat,
            seat,
            |o, p| {
                o.scalar("vp", p.vp);
                o.numbers(
                    "coal_wood_food_thaler_debt",
                    &[p.coal, p.wood, p.food, p.thaler, p.debt],
                );
                let g = &p.pinge;
                o.numbers(
                    "pinge[coal,wood,water,open,blocked,exhausted]",
                    &[
                        g.coal,
                        g.wood,
                        g.water,
                        g.open,
                        g.blocked,
                        u8::from(g.exhausted),
                    ],
                );
                o.numbers("tunnel_mined_wood", &[p.tunnel.mined, p.tunnel.wood]);
                let mut sections = [0u8; SECTIONS * 9];
                for (k, s) in p.tunnel.sections.iter().enumerate().take(SECTIONS) {
                    sections[k * 9..k * 9 + 9].copy_from_slice(&[
                        s.coal,
                        s.coal_left,
                        u8::from(s.wood),
                        u8::from(s.reachable),
                        u8::from(s.complete),
                        s.vp,
                        u8::from(s.wheelbarrow),
                        u8::from(s.lamp),
                        u8::from(s.cart),
                    ]);
                }
                o.numbers(
                    "sections[7][coal,left,wood,reachable,complete,vp,wheelbarrow,lamp,cart]",
                    &sections,
                );
                o.numbers("shaft_coal_water", &[p.shaft.coal, p.shaft.water]);
                o.scalar("coal_mined", p.coal_mined);
                o.numbers("cart1", &discs(&p.cart1));
                o.numbers("cart2", &discs(&p.cart2));
                o.bits(
                    "tiles",
                    p.tiles.iter().filter_map(|&t| tile_index(t)),
                    TILES,
                );
                o.bits(
                    "buy_without_fee",
                    p.buy_without_fee.iter().filter_map(|&t| tile_index(t)),
                    TILES,
                );
                let marker = |m: Marker| Marker::ALL.iter().position(|&x| x == m);
                o.bits(
                    "markers",
                    p.markers.iter().filter_map(|m| marker(m.marker)),
                    Marker::ALL.len(),
                );
                o.bits(
                    "markers_usable",
                    p.markers
                        .iter()
                        .filter(|m| m.usable)
                        .filter_map(|m| marker(m.marker)),
                    Marker::ALL.len(),
                );
                o.bits(
                    "buildings",
                    p.buildings
                        .iter()
                        .filter_map(|b| Building::ALL.iter().position(|x| x == b)),
                    Building::ALL.len(),
                );
                o.flag("improved_farmhand", p.improved_farmhand);
                o.flag("planning", p.planning);
                o.flag("plan_visible", p.plan.is_some());
                plan(o, p.plan.as_ref(), &marker);
            },
        );
    }
}

fn plan(o: &mut Observer, plan: Option<&PlanView>, marker: &dyn Fn(Marker) -> Option<usize>) {
    o.group(
        || "plan".into(),
        |o| {
            let d = |f: fn(&PlanView) -> &Discs| plan.map_or([0; 3], |p| discs(f(p)));
            o.numbers("farmer", &d(|p| &p.farmer));
            o.numbers("farmhand", &d(|p| &p.farmhand));
            o.numbers("mill", &d(|p| &p.mill));
            o.one_hot("digger_pay", plan.and_then(|p| payment_index(p.digger)), 4);
            o.one_hot("hewer_pay", plan.and_then(|p| payment_index(p.hewer)), 4);
            o.one_hot("haspel_pay", plan.and_then(|p| payment_index(p.haspel)), 4);
            o.flag("winch", plan.is_some_and(|p| p.winch));
            o.bits(
                "markers",
                plan.into_iter()
                    .flat_map(|p| p.markers.iter().filter_map(|&m| marker(m))),
                Marker::ALL.len(),
            );
            o.numbers(
                "food_thaler",
                &[plan.map_or(0, |p| p.food), plan.map_or(0, |p| p.thaler)],
            );
        },
    );
}

/// The observation written from the state, segment for segment as [`Observe::observe_view`]
/// writes it from the view, with the view's visibility rule: another seat's plan only when
/// [`Haspelknecht::plan_visible`] (not while it plans in secret).
mod direct {
    use super::*;
    use crate::developments::rank_vp;
    use crate::options::PlanningMode;
    use crate::pieces::{tile_level, Pay};
    use crate::state::{Phase, Plan, Work};
    use engine::observation::absolute;

    fn work_kind(w: Work) -> Option<usize> {
        WorkKind::of(w).map(work_index)
    }

    fn pay_index(p: Pay) -> Option<usize> {
        payment_index(Payment::of(p))
    }

    pub(super) fn write(g: &Haspelknecht, seat: Seat, o: &mut Writer) {
        let n = g.n();
        // Seats relative to `seat`, looked up rather than computed (each is a division).
        let rels: [usize; 4] = std::array::from_fn(|s| relative(s as u8, seat, n));
        let rel = |s: u8| {
            rels.get(s as usize)
                .map_or_else(|| relative(s, seat, n), |&r| r)
        };
        o.one_hot(Some(usize::from(g.year).saturating_sub(1)), 3);
        o.one_hot(Some(usize::from(g.season.min(2))), 3);
        let at = |i: u8| g.seat_at(i.min(n as u8 - 1));
        let (phase, phase_seat) = match g.phase {
            Phase::Take1(i) => (0, Some(at(i))),
            Phase::Take2(i) => (1, Some(at(i))),
            Phase::FirstYearWater(i) => (2, Some(at(i))),
            Phase::Planning(i) => (
                3,
                (g.opts().planning_mode == PlanningMode::SequentialInTurnOrder).then(|| at(i)),
            ),
            Phase::Execution(i) => (4, Some(at(i))),
            Phase::WinterKiln(i) => (5, Some(at(i))),
            Phase::WinterRent(i) => (6, Some(at(i))),
            Phase::WinterStorage(i) => (7, Some(at(i))),
            Phase::Over => (8, None),
        };
        o.one_hot(Some(phase), 9);
        o.one_hot(phase_seat.map(rel), n);
        execution(g, o);
        for r in 0..n {
            let s = absolute(r, seat, n);
            o.one_hot(g.order[..n].iter().position(|&x| x == s), n);
        }
        for p in 0..POOLS {
            let in_play = p < g.rules.pools;
            o.flag(in_play);
            o.flag(in_play && g.rules.water_pool[p]);
            o.numbers(&if in_play { g.action_pools[p] } else { [0; 3] });
            o.numbers(&if in_play { g.reserve_pools[p] } else { [0; 3] });
        }
        o.numbers(&g.bag);
        // Where each tile lies on the board (the tiles in play).
        let mut x2 = [None; TILES];
        for &(_row, x, t) in &g.rules.slots {
            if let Some(slot) = x2.get_mut(t as usize) {
                *slot = Some(x);
            }
        }
        for (t, x) in x2.into_iter().enumerate() {
            let Some(x) = x else {
                o.zeros(1 + 1 + 4 + 4 + 1 + 3 + 2 * n);
                continue;
            };
            o.flag(true);
            o.scalar(x);
            let c = g.rules.comps.tiles[t].cost;
            o.numbers(&[c.black, c.brown, c.yellow, c.grey]);
            let symbol = match g.rules.symbols[t] {
                Symbol::None => 0,
                Symbol::Fork => 1,
                Symbol::Hammer => 2,
                Symbol::Building => 3,
            };
            o.one_hot(Some(symbol), 4);
            let level = tile_level(t);
            let owners = &g.stacks[t][..g.stack_len[t] as usize];
            o.scalar(rank_vp(level, g.stack_len[t]) as u8);
            o.bits(
                Haspelknecht::fee_options(level).iter().map(|&r| r as usize),
                3,
            );
            o.bits(owners.iter().map(|&s| rel(s)), n);
            o.one_hot(owners.last().map(|&s| rel(s)), n);
        }
        for r in 0..n {
            player(g, seat, absolute(r, seat, n), o);
        }
    }

    /// The execution's data (zeros outside the execution).
    fn execution(g: &Haspelknecht, o: &mut Writer) {
        let workers = Worker::ALL.len();
        if !matches!(g.phase, Phase::Execution(_)) {
            o.zeros(workers + workers + 1 + 4 + 2 + TILES + 8 + 4);
            return;
        }
        let e = &g.exec;
        o.mask(u64::from(e.left), workers);
        o.one_hot(e.active.map(|a| a.worker as usize), workers);
        o.scalar(e.active.map_or(0, |a| a.steps));
        o.one_hot(e.active.and_then(|a| work_kind(a.work)), 4);
        let area = e.active.and_then(|a| match (a.worker, a.work) {
            (Worker::Digger, _) => Some(0),
            (Worker::Hewer, _) => Some(1),
            (Worker::Farmer | Worker::Farmhand, Work::Black) => Some(usize::from(a.tunnel)),
            _ => None,
        });
        o.one_hot(area, 2);
        o.one_hot(e.pending.and_then(|p| tile_index(p.tile())), TILES);
        o.bits(
            e.pending
                .into_iter()
                .flat_map(|p| Haspelknecht::choices_of(p).iter().map(|&c| choice_index(c))),
            8,
        );
        let first = if e.own_done > 0 {
            work_kind(e.first_own)
        } else {
            None
        };
        o.one_hot(first, 4);
    }

    /// The block of seat `s` as `seat` sees it.
    fn player(g: &Haspelknecht, seat: Seat, s: u8, o: &mut Writer) {
        let p = g.p(s);
        o.scalar(p.score());
        o.numbers(&[p.coal, p.wood, p.food, p.thaler, p.debt]);
        let open = if p.exhausted {
            0
        } else {
            let bound = g.rules.pinge_bounds[p.pinge_wood as usize];
            bound.saturating_sub(7 - p.pinge_coal).min(p.pinge_coal)
        };
        o.numbers(&[
            p.pinge_coal,
            p.pinge_wood,
            p.pinge_water,
            open,
            p.pinge_coal - open,
            u8::from(p.exhausted),
        ]);
        o.numbers(&[p.tunnel_mined, p.tunnel_wood]);
        let sections = o.zeros(SECTIONS * 9);
        let mut start = 0u8;
        for (k, sec) in g.rules.comps.tunnel.iter().enumerate().take(SECTIONS) {
            let end = g.rules.section_end[k];
            let left = end - p.tunnel_mined.clamp(start, end);
            start = end;
            let wood = p.tunnel_wood > k as u8;
            let values = [
                sec.coal,
                left,
                u8::from(wood),
                u8::from(wood && left > 0),
                u8::from(wood && left == 0),
                sec.vp,
                u8::from(sec.wheelbarrow),
                u8::from(sec.lamp),
                u8::from(sec.cart),
            ];
            for (slot, v) in sections[k * 9..k * 9 + 9].iter_mut().zip(values) {
                *slot = f32::from(v);
            }
        }
        o.numbers(&[p.shaft_coal, p.shaft_water]);
        o.scalar(g.coal_mined(s));
        o.numbers(&p.cart1);
        o.numbers(&p.cart2);
        o.mask(u64::from(p.tiles), TILES);
        o.mask(u64::from(g.fee_free_tiles(s)), TILES);
        o.mask(u64::from(p.markers), Marker::ALL.len());
        o.mask(u64::from(p.usable_markers()), Marker::ALL.len());
        o.bits(
            Building::ALL
                .iter()
                .enumerate()
                .filter(|(_, b)| p.has_building(b.tile()))
                .map(|(i, _)| i),
            Building::ALL.len(),
        );
        o.flag(p.improved());
        o.flag(matches!(g.phase, Phase::Planning(_)) && !p.planned);
        let visible = g.plan_visible(Some(seat), s);
        o.flag(visible);
        plan_of(visible.then_some(&p.plan), o);
    }

    fn plan_of(plan: Option<&Plan>, o: &mut Writer) {
        let Some(p) = plan else {
            o.zeros(3 * 3 + 3 * 4 + 1 + Marker::ALL.len() + 2);
            return;
        };
        o.numbers(&p.farmer);
        o.numbers(&p.farmhand);
        o.numbers(&p.mill);
        o.one_hot(pay_index(p.digger), 4);
        o.one_hot(pay_index(p.hewer), 4);
        o.one_hot(pay_index(p.haspel), 4);
        o.flag(p.winch);
        o.mask(u64::from(p.markers), Marker::ALL.len());
        o.numbers(&[p.food, p.thaler]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{Adjacency, LayoutChoice, Options, PlanningMode};
    use engine::testing;

    #[test]
    fn the_shape_is_fixed_and_determinizations_look_the_same() {
        let setups = testing::setups::<Haspelknecht>(12);
        testing::check_determinized_observations::<Haspelknecht>(setups, 3, 5);
    }

    /// The direct encoder equals the view-based one in thousands of random states, for every
    /// seat and its determinizations, with the options that change what a seat sees (secret or
    /// sequential planning) or what lies on the board (layouts, adjacency, buildings).
    #[test]
    fn the_direct_encoder_writes_what_the_view_shows() {
        let setups = (0..48u64).map(|seed| {
            let options = Options {
                planning_mode: if seed % 2 == 0 {
                    PlanningMode::Simultaneous
                } else {
                    PlanningMode::SequentialInTurnOrder
                },
                adjacency: if seed % 3 == 0 {
                    Adjacency::OnlyPreviousRow
                } else {
                    Adjacency::AnyTouchingTile
                },
                layout: if seed % 4 == 1 {
                    LayoutChoice::Random
                } else {
                    LayoutChoice::default()
                },
                start_with_buildings: seed % 5 == 2,
                start_with_improved_farmhand: seed % 5 == 3,
                ..Options::default()
            };
            testing::setup_with::<Haspelknecht>(2 + (seed % 3) as u8, seed, options)
        });
        let states = testing::check_direct_observations::<Haspelknecht>(setups, 11);
        assert!(states > 8_000, "only {states} states");
    }
}
