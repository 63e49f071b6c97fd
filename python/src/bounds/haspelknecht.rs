//! Haspelknecht's observation bounds (see `python/README.md`, "Observation bounds"). Discs,
//! tiles, markers, buildings, the Pinge and the tunnel are components (components §1–§4, from
//! the game's component table, which a rule option may replace). Goods, thaler, debt and pit
//! water the rules leave unlimited (components §6: "resources are unlimited anyway"): their
//! bound is the engine's counter, an 8-bit number (255). Victory points follow from the
//! scoring categories (components §5) with those counters at their bounds.

use super::{upto, Range, FLAG};
use ::haspelknecht::components::{LayoutData, Symbol};
use ::haspelknecht::options::{CharcoalKiln, LayoutChoice};
use ::haspelknecht::pieces::tile_level;
use ::haspelknecht::terms::Marker;
use ::haspelknecht::Haspelknecht;

/// What the engine counts goods, thaler, debt and water in (`u8`).
const COUNTER: f64 = u8::MAX as f64;

pub struct Ctx {
    /// Discs of each colour (black, brown, yellow) in the game.
    discs: [f64; 3],
    /// The board positions (doubled x) the layouts can give a tile.
    x2: Range,
    /// The most discs of each kind (black, brown, yellow, grey) a tile costs.
    cost: [f64; 4],
    max_level: f64,
    pinge_coal: f64,
    pinge_wood: f64,
    tunnel_coal: f64,
    tunnel_wood: f64,
    /// Each tunnel section's coal and victory points.
    sections: Vec<(f64, f64)>,
    vp: Range,
}

impl Ctx {
    pub fn new(g: &Haspelknecht) -> Ctx {
        let rules = &g.rules;
        let comps = &rules.comps;
        let n = g.rules.setup.players;
        // Before anyone takes, every disc is in the bag or a pool.
        let mut discs = [0.0; 3];
        for (c, d) in discs.iter_mut().enumerate() {
            *d = f64::from(g.bag[c])
                + g.action_pools.iter().map(|p| f64::from(p[c])).sum::<f64>()
                + g.reserve_pools.iter().map(|p| f64::from(p[c])).sum::<f64>();
        }
        let mut layouts = comps.layouts.clone();
        layouts.push(LayoutData::standard(n + 1)); // n + 1 tiles per row
        let mut x2 = (f32::MAX, f32::MIN);
        let placed = layouts
            .iter()
            .flat_map(|l| l.slots())
            .map(|(_, x)| x)
            .chain(rules.slots.iter().map(|&(_, x, _)| x));
        for x in placed {
            x2 = (x2.0.min(f32::from(x)), x2.1.max(f32::from(x)));
        }
        if rules.setup.options.layout == LayoutChoice::Random {
            // A random shape: row 1 from 0 over at most 5 tiles (x2 0..8), every tile of a
            // further row touching one of the row above (half a hex, 1 in x2, further out).
            x2 = (x2.0.min(-3.0), x2.1.max(8.0 + 3.0));
        }
        let mut cost = [0.0f64; 4];
        for t in &comps.tiles {
            let c = &t.cost;
            for (m, v) in cost.iter_mut().zip([c.black, c.brown, c.yellow, c.grey]) {
                *m = m.max(f64::from(v));
            }
        }
        let pinge_coal: f64 = comps.pinge_groups.iter().map(|&c| f64::from(c)).sum();
        let sections: Vec<(f64, f64)> = comps
            .tunnel
            .iter()
            .map(|s| (f64::from(s.coal), f64::from(s.vp)))
            .collect();
        let tunnel_coal: f64 = sections.iter().map(|s| s.0).sum();
        let max_level = (0..comps.tiles.len())
            .map(|t| f64::from(tile_level(t)))
            .fold(0.0, f64::max);
        // Victory points by category (components §5), each at its most.
        let developments: f64 = (0..comps.tiles.len())
            .map(|t| f64::from(tile_level(t)))
            .sum();
        let count = |f: &dyn Fn(Symbol) -> bool| comps.tiles.iter().filter(|t| f(t.symbol)).count();
        let symbols = count(&|s| matches!(s, Symbol::Fork | Symbol::Hammer)) as f64;
        let buildings = [0.0, 1.0, 3.0, 6.0, 10.0][count(&|s| s == Symbol::Building).min(4)];
        let icons: f64 = comps
            .tunnel
            .iter()
            .map(|s| f64::from(u8::from(s.wheelbarrow) + u8::from(s.lamp) + u8::from(s.cart)))
            .sum();
        let action_phases = 9.0; // 3 years of spring, summer and autumn
        let kiln = match rules.setup.options.charcoal_kiln {
            CharcoalKiln::OncePerActionPhaseFromNextPhase => action_phases,
            // No limit in the rules: the category's counter (`i16`).
            CharcoalKiln::AnyTimeUnlimited => f64::from(i16::MAX),
        };
        // The mill: 2 VP per 2 yellow discs on it, once per action phase.
        let mill = action_phases * 2.0 * ((discs[2] + 1.0) / 2.0).floor();
        let vp_hi = developments
            + 2.0 // Pinge bonus
            + 1.0 // the rope marker
            + kiln
            + mill
            + 3.0 * COUNTER // winter coal: at most a point per coal, 3 winters
            + 3.0 * 4.0 // winter storage: wood 1, barn food 2, coal store coal 1
            + sections.iter().map(|s| s.1).sum::<f64>()
            + icons
            + symbols
            + buildings
            + Marker::ALL.len() as f64
            + 14.0 + 6.0 * (COUNTER - 4.0); // thaler: 14 for 4, 6 more for each further one
                                            // Debt: -(2d - 1); pit water: -(w - 1) for the water of both fields.
        let vp_lo = -(2.0 * COUNTER - 1.0) - (2.0 * COUNTER - 1.0);
        Ctx {
            discs,
            x2,
            cost,
            max_level,
            pinge_coal,
            pinge_wood: comps.pinge_groups.len().saturating_sub(1) as f64,
            tunnel_coal,
            tunnel_wood: comps.tunnel.len() as f64,
            sections,
            vp: (vp_lo as f32, vp_hi as f32),
        }
    }

    fn most_discs(&self) -> f64 {
        self.discs.iter().copied().fold(0.0, f64::max)
    }

    /// The bounds of number `k` of the segment `name` (numbers taken out; `full` has them).
    pub fn bound(&self, name: &str, _full: &str, k: usize) -> Option<Range> {
        Some(match name {
            "year"
            | "season"
            | "phase[take,take,water,plan,exec,kiln,rent,store,over]"
            | "phase_seat"
            | "execution.to_activate"
            | "execution.active_worker"
            | "execution.active_work"
            | "execution.active_area"
            | "execution.choice_tile"
            | "execution.choices"
            | "execution.first_own_work"
            | "turn_place_of_seat"
            | "pool.in_play"
            | "pool.water"
            | "tile.in_play"
            | "tile.symbol"
            | "tile.fee[coal,wood,food]"
            | "tile.owners"
            | "tile.top_owner"
            | "seat.tiles"
            | "seat.buy_without_fee"
            | "seat.markers"
            | "seat.markers_usable"
            | "seat.buildings"
            | "seat.improved_farmhand"
            | "seat.planning"
            | "seat.plan_visible"
            | "seat.plan.digger_pay"
            | "seat.plan.hewer_pay"
            | "seat.plan.haspel_pay"
            | "seat.plan.winch"
            | "seat.plan.markers" => FLAG,
            // A worker's steps: its black discs and a black marker, and a synergy step; the
            // hired workers have 2 or 3.
            "execution.active_steps" => upto((self.most_discs() + 2.0).max(3.0)),
            "pool.action" | "pool.reserve" | "bag" | "seat.cart" => upto(self.discs[k]),
            // A worker's discs, and a marker standing in for one.
            "seat.plan.farmer" | "seat.plan.farmhand" | "seat.plan.mill" => {
                upto(self.discs[k] + 1.0)
            }
            // One food or thaler for each hired worker (coal digger, hewer, Haspelknecht).
            "seat.plan.food_thaler" => upto(3),
            "tile.x" => self.x2,
            "tile.cost[black,brown,yellow,grey]" => upto(self.cost[k]),
            "tile.next_vp" => upto(self.max_level),
            "seat.vp" => self.vp,
            "seat.coal_wood_food_thaler_debt" => upto(COUNTER),
            "seat.pinge[coal,wood,water,open,blocked,exhausted]" => match k {
                1 => upto(self.pinge_wood),
                2 => upto(COUNTER),
                5 => FLAG,
                _ => upto(self.pinge_coal),
            },
            "seat.tunnel_mined_wood" => upto([self.tunnel_coal, self.tunnel_wood][k]),
            "seat.sections[][coal,left,wood,reachable,complete,vp,wheelbarrow,lamp,cart]" => {
                let (coal, vp) = *self.sections.get(k / 9)?;
                match k % 9 {
                    0 | 1 => upto(coal),
                    5 => upto(vp),
                    _ => FLAG,
                }
            }
            // The tunnel's coal, and 2 from the supply (tile 42, owned once).
            "seat.shaft_coal_water" => upto([self.tunnel_coal + 2.0, COUNTER][k]),
            // `coal_mined` counts the 7 Pinge places and the tunnel.
            "seat.coal_mined" => upto(self.pinge_coal.max(7.0) + self.tunnel_coal),
            _ => return None,
        })
    }
}
