//! Glück Auf's observation bounds (see `python/README.md`, "Observation bounds"). Everything
//! counted is a component (components §1–§4: 48 tunnel tiles, 44 order cards, 16 cubes per
//! colour, the workers of each player count, a 5-cube elevator) or follows from the rules:
//! money from the most a placement pays, victory points from the cards, the shift clock and the
//! end scoring.

use super::{number_after, upto, Range, FLAG};
use ::glueckauf::data::{
    starting_money, workers_per_player, SpaceKind, ELEMENT_VP, ELEVATOR_CAPACITY, NUM_ORDERS,
    NUM_TILES, ORDERS, SPACES, TILES,
};
use ::glueckauf::GlueckAuf;

pub struct Ctx {
    /// Seats.
    n: f64,
    /// Workers of each player (spec §1.2 step 6).
    workers: f64,
    /// Cubes of one colour in the supply at most (16, or the engine's 200 with unlimited coal).
    supply: f64,
    /// Cubes of one colour a player can hold: the colour's cubes in the box, and with unlimited
    /// coal (no substitution) the carts of that colour (each is filled once: a printed cart and
    /// the tiles' carts).
    coal: f64,
    /// Carts of each colour a mine can have: its printed cart and every tile's.
    carts: [f64; 4],
    /// Tiles of each colour on each side (light, dark).
    side_tiles: f64,
    light_tiles: f64,
    dark_tiles: f64,
    money: f64,
    vp_orders: f64,
    vp_shifts: f64,
    score: Range,
    /// The most production steps of a mining space.
    steps: f64,
    /// The most a shift-clock element can count (elements 1–12).
    element: [f64; 12],
}

impl Ctx {
    pub fn new(g: &GlueckAuf) -> Ctx {
        let players = g.setup.players;
        let workers = f64::from(workers_per_player(players));
        let mut carts = [1.0; 4];
        let (mut light, mut dark) = (0.0f64, 0.0f64);
        for t in &TILES {
            carts[t.colour as usize] += f64::from(t.carts);
            if t.light {
                light += 1.0;
            } else {
                dark += 1.0;
            }
        }
        let side_tiles = (NUM_TILES / 8) as f64;
        let supply = f64::from(g.cubes_per_colour());
        let max_carts = carts.iter().copied().fold(0.0, f64::max);
        let coal = if g.setup.options.unlimited_coal {
            max_carts
        } else {
            supply
        };
        // A placement takes at least one worker and pays at most the best money space (the
        // bank pays 1); workers come back once per shift, and there are 3 shifts.
        let best_pay = SPACES
            .iter()
            .filter_map(|s| match s.kind {
                SpaceKind::Money(m) => Some(f64::from(m)),
                _ => None,
            })
            .fold(1.0, f64::max);
        let money = f64::from(starting_money(players)) + 3.0 * workers * best_pay;
        let vp_orders: f64 = ORDERS.iter().map(|o| f64::from(o.vp)).sum();
        // Shift s scores elements 1..4s (spec §4.1); at most first place in each.
        let vp_shifts: f64 = (1..=3)
            .map(|s| {
                ELEMENT_VP[..4 * s]
                    .iter()
                    .map(|e| f64::from(e.0))
                    .sum::<f64>()
            })
            .sum();
        // End scoring (§5.2): +money/5, +cubes/3; -1 per outstanding card, -2 per tile of
        // light/dark imbalance.
        let score_hi = vp_orders + vp_shifts + (money / 5.0).floor() + (4.0 * coal / 3.0).floor();
        let score_lo = -(NUM_ORDERS as f64) - 2.0 * light.max(dark);
        let steps = SPACES
            .iter()
            .filter_map(|s| match s.kind {
                SpaceKind::Mining(k) => Some(f64::from(k)),
                _ => None,
            })
            .fold(0.0, f64::max);
        let mut element = [0.0; 12];
        for o in &ORDERS {
            for (e, &cells) in element.iter_mut().zip(&o.cells) {
                *e += f64::from(cells);
            }
            element[4 + o.transport as usize] += f64::from(o.num_cells());
        }
        element[8..].copy_from_slice(&carts);
        Ctx {
            n: f64::from(players),
            workers,
            supply,
            coal,
            carts,
            side_tiles,
            light_tiles: light,
            dark_tiles: dark,
            money,
            vp_orders,
            vp_shifts,
            score: (score_lo as f32, score_hi as f32),
            steps,
            element,
        }
    }

    /// The bounds of number `k` of the segment `name` (numbers taken out; `full` has them).
    pub fn bound(&self, name: &str, full: &str, k: usize) -> Option<Range> {
        Some(match name {
            "shift"
            | "phase"
            | "phase.return_orders"
            | "phase.return_bottom"
            | "phase.substitute_level"
            | "phase.double_card"
            | "phase.double_cell"
            | "current"
            | "first_player"
            | "draft"
            | "space.blocked"
            | "space.owner"
            | "space.tile"
            | "space.card"
            | "drawn.by"
            | "drawn.orders"
            | "drawn.tiles"
            | "drawn.cards"
            | "scoring.scored"
            | "scoring.count_known"
            | "scoring.first"
            | "scoring.second"
            | "seat.elevator_at"
            | "seat.delivered_known"
            | "seat.delivered"
            | "seat.revealed" => FLAG,
            // The pick of the draft and the 3 picks per player.
            "phase.draft_pick_picks" => upto(3.0 * self.n),
            // The top-5 draw.
            "phase.return_count_placed" | "drawn.count" => upto(5),
            // The carts of one tile.
            "phase.substitute_carts" => upto(2),
            "phase.steps_left" => upto(self.steps),
            // A double fill places 2 cubes.
            "phase.double_cubes_placed" => upto(2),
            "supply" => upto(self.supply),
            "tile_pile_order_deck" => upto([NUM_TILES, NUM_ORDERS][k] as f64),
            // One placement's workers; the cost is one more.
            "space.workers" => upto(self.workers),
            "space.cost" => upto(self.workers + 1.0),
            "scoring.vp_first_second" => {
                let e = ELEMENT_VP[number_after(full, "scoring")?.checked_sub(1)?];
                upto([e.0, e.1][k])
            }
            "scoring.counts" => upto(self.element[number_after(full, "scoring")?.checked_sub(1)?]),
            "seat.workers_canteen_bank" => upto(self.workers),
            "seat.money" => upto(self.money),
            "seat.score" => self.score,
            "seat.vp_orders_shifts" => upto([self.vp_orders, self.vp_shifts][k]),
            "seat.light_dark_tiles" => upto([self.light_tiles, self.dark_tiles][k]),
            "seat.level.carts_empty" => upto(self.carts[number_after(full, "level")?]),
            "seat.level.coal" => upto(self.coal.min(self.carts[number_after(full, "level")?])),
            "seat.level.light_dark_tiles" => upto(self.side_tiles),
            "seat.elevator_coal" => upto(f64::from(ELEVATOR_CAPACITY).min(self.coal)),
            "seat.storage" => upto(self.coal),
            "seat.pending[card][pending,filled,half,cubes,complete]" => {
                let cells = f64::from(ORDERS[k / 14].num_cells());
                match k % 14 {
                    0 | 13 => FLAG,
                    1..=8 => upto(cells),
                    // A cell takes 1 cube, or 2 (a double fill).
                    _ => upto(2.0 * cells),
                }
            }
            "seat.delivered_count" => upto(NUM_ORDERS as f64),
            _ => return None,
        })
    }
}
