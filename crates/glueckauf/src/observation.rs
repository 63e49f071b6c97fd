//! Glück Auf's observation tensor (see [`engine::Observe`]), written from the seat's
//! [`View`] only. Counts are raw numbers (not scaled); categories are one-hot; seats are relative
//! to the observer (block 0 is the observer's). The layout with names, starts and lengths:
//! `engine::observation::observation_layout` (Python: `kohle.observation_layout`).
//!
//! In order: the shift and phase (with the phase's data), the seat to decide, the first player,
//! the supply, pile and deck sizes, the draft display; every action space (workers, owner,
//! cost, the tile or card shown); the top-5 draw (the items only for the seat that drew them);
//! the shift scoring elements as they stand; then per seat the workers, money, points, mine
//! levels, elevator, storage, pending orders with their fill, delivered cards (when visible)
//! and, with hidden delivered orders, the cards the last shift scoring revealed.
//!
//! [`Observe::observe_into`] writes the same numbers straight from the state (module
//! [`direct`]), for the batched environments; a test over random states and every seat holds
//! the two equal.

use crate::data::{NUM_ORDERS, NUM_SPACES, NUM_TILES};
use crate::names::{Coal, Items, Level};
use crate::view::{PhaseView, SpaceAction, View};
use crate::GlueckAuf;
use engine::observation::{relative, Writer};
use engine::{Observe, Observer, Seat};

fn coal_index(c: Coal) -> usize {
    c as usize
}

fn phase_index(p: &PhaseView) -> usize {
    match p {
        PhaseView::Draft { .. } => 0,
        PhaseView::PlaceWorkers => 1,
        PhaseView::TakeTile => 2,
        PhaseView::TakeOrder => 3,
        PhaseView::ReturnEnd { .. } => 4,
        PhaseView::ReturnOrder { .. } => 5,
        PhaseView::Substitute { .. } => 6,
        PhaseView::Mining { .. } => 7,
        PhaseView::DoubleFill { .. } => 8,
        PhaseView::Over => 9,
    }
}

const SHIFT_ELEMENTS: usize = 12;

impl Observe for GlueckAuf {
    fn observe_into(&self, seat: Seat, out: &mut [f32]) {
        Writer::write_all(out, |w| direct::write(self, seat, w));
    }

    fn observe_view(v: &View, seat: Seat, o: &mut Observer) {
        let n = v.players as usize;
        let rel = |s: Seat| relative(s, seat, n);
        o.one_hot("shift", Some(v.shift as usize - 1), 3);
        o.one_hot("phase", Some(phase_index(&v.phase)), 10);
        o.group(
            || "phase".into(),
            |o| {
                let (mut pick, mut picks, mut items, mut count, mut bottom, mut placed) =
                    (0, 0, None, 0, false, 0);
                let (mut level, mut carts, mut steps, mut card, mut cell, mut cubes) =
                    (None, 0, 0, None, None, 0);
                match &v.phase {
                    PhaseView::Draft { pick: p, picks: ps } => (pick, picks) = (*p, *ps),
                    PhaseView::ReturnEnd { items: i, count: c } => (items, count) = (Some(*i), *c),
                    PhaseView::ReturnOrder {
                        items: i,
                        end,
                        placed: p,
                        count: c,
                    } => {
                        (items, count, placed) = (Some(*i), *c, *p);
                        bottom = *end == crate::End::Bottom;
                    }
                    PhaseView::Substitute { level: l, carts: c } => (level, carts) = (Some(*l), *c),
                    PhaseView::Mining { steps_left } => steps = *steps_left,
                    PhaseView::DoubleFill {
                        card: k,
                        cell: c,
                        cubes_placed,
                        steps_left,
                    } => {
                        (card, cell, cubes, steps) =
                            (Some(k.0), Some(*c), *cubes_placed, *steps_left);
                    }
                    _ => {}
                }
                o.numbers("draft_pick_picks", &[pick, picks]);
                o.flag("return_orders", items == Some(Items::Orders));
                o.numbers("return_count_placed", &[count, placed]);
                o.flag("return_bottom", bottom);
                o.one_hot("substitute_level", level.map(coal_index), 4);
                o.scalar("substitute_carts", carts);
                o.scalar("steps_left", steps);
                o.one_hot("double_card", card.map(usize::from), NUM_ORDERS);
                o.one_hot("double_cell", cell.map(coal_index), 4);
                o.scalar("double_cubes_placed", cubes);
            },
        );
        o.one_hot("current", v.current.map(rel), n);
        o.one_hot("first_player", Some(rel(v.first_player)), n);
        o.numbers("supply", &v.supply.array());
        o.numbers("tile_pile_order_deck", &[v.tile_pile, v.order_deck]);
        o.bits("draft", v.draft.iter().map(|c| c.id.0 as usize), NUM_ORDERS);
        for (i, s) in v.spaces.iter().enumerate().take(NUM_SPACES) {
            o.group(
                || format!("space{i}"),
                |o| {
                    o.flag("blocked", s.blocked);
                    o.scalar("workers", s.workers);
                    o.one_hot("owner", s.owner.map(rel), n);
                    o.scalar("cost", s.cost.unwrap_or(0));
                    match s.action {
                        SpaceAction::Factory { .. } => o.one_hot(
                            "tile",
                            s.tile.as_ref().map(|t| t.number as usize - 1),
                            NUM_TILES,
                        ),
                        SpaceAction::Order { .. } => {
                            o.one_hot("card", s.card.as_ref().map(|c| c.id.0 as usize), NUM_ORDERS)
                        }
                        _ => {}
                    }
                },
            );
        }
        o.group(
            || "drawn".into(),
            |o| {
                let d = v.drawn.as_ref();
                o.one_hot("by", d.map(|d| rel(d.seat)), n);
                o.flag("orders", d.is_some_and(|d| d.items == Items::Orders));
                o.scalar("count", d.map_or(0, |d| d.count));
                let tiles = d.and_then(|d| d.tiles.as_ref());
                o.bits(
                    "tiles",
                    tiles.into_iter().flatten().map(|t| t.number as usize - 1),
                    NUM_TILES,
                );
                let cards = d.and_then(|d| d.cards.as_ref());
                o.bits(
                    "cards",
                    cards.into_iter().flatten().map(|c| c.id.0 as usize),
                    NUM_ORDERS,
                );
            },
        );
        for slot in 0..SHIFT_ELEMENTS {
            o.group(
                || format!("scoring{}", slot + 1),
                |o| {
                    let e = v.scoring.iter().find(|e| e.element as usize == slot + 1);
                    o.flag("scored", e.is_some());
                    o.numbers(
                        "vp_first_second",
                        &[e.map_or(0, |e| e.first_vp), e.map_or(0, |e| e.second_vp)],
                    );
                    let mut counts = vec![0u8; n];
                    let mut known = vec![0u8; n];
                    if let Some(e) = e {
                        for (s, c) in e.counts.iter().enumerate().take(n) {
                            counts[rel(s as Seat)] = c.unwrap_or(0);
                            known[rel(s as Seat)] = u8::from(c.is_some());
                        }
                    }
                    o.numbers("counts", &counts);
                    o.numbers("count_known", &known);
                    o.bits(
                        "first",
                        e.into_iter().flat_map(|e| e.first.iter().map(|&s| rel(s))),
                        n,
                    );
                    o.bits(
                        "second",
                        e.into_iter().flat_map(|e| e.second.iter().map(|&s| rel(s))),
                        n,
                    );
                },
            );
        }
        o.per_seat(
            &v.seats,
            |p| p.seat,
            seat,
            |o, p| {
                o.numbers("workers_canteen_bank", &[p.workers, p.canteen, p.bank]);
                o.scalar("money", p.money);
                o.scalar("score", p.score);
                o.numbers("vp_orders_shifts", &[p.vp_orders, p.vp_shifts]);
                o.numbers("light_dark_tiles", &[p.light_tiles, p.dark_tiles]);
                for (l, level) in p.levels.iter().enumerate().take(4) {
                    o.group(
                        || format!("level{l}"),
                        |o| {
                            o.numbers("carts_empty", &[level.carts, level.empty_carts]);
                            o.numbers("coal", &level.coal.array());
                            o.numbers(
                                "light_dark_tiles",
                                &[level.light_tiles.len() as u8, level.dark_tiles.len() as u8],
                            );
                        },
                    );
                }
                o.one_hot("elevator_at", Some(level_index(p.elevator.at)), 5);
                o.numbers("elevator_coal", &p.elevator.coal.array());
                o.numbers("storage", &p.storage.array());
                let mut pending = vec![0f32; NUM_ORDERS * 14];
                for q in &p.pending {
                    let base = q.card.id.0 as usize % NUM_ORDERS * 14;
                    pending[base] = 1.0;
                    for (k, x) in q
                        .filled
                        .array()
                        .into_iter()
                        .chain(q.half_filled.array())
                        .chain(q.cubes.array())
                        .enumerate()
                    {
                        pending[base + 1 + k] = f32::from(x);
                    }
                    pending[base + 13] = f32::from(u8::from(q.complete));
                }
                o.numbers(
                    "pending[card][pending,filled4,half4,cubes4,complete]",
                    &pending,
                );
                o.flag("delivered_known", p.delivered.is_some());
                o.scalar("delivered_count", p.delivered_count);
                o.bits(
                    "delivered",
                    p.delivered.iter().flatten().map(|c| c.id.0 as usize),
                    NUM_ORDERS,
                );
                // Hidden delivered orders: the cards the last shift scoring revealed.
                o.bits(
                    "revealed",
                    p.revealed.iter().map(|c| c.id.0 as usize),
                    NUM_ORDERS,
                );
            },
        );
    }
}

fn level_index(l: Level) -> usize {
    l as usize
}

/// The observation written from the state, segment for segment as [`Observe::observe_view`]
/// writes it from the view, with the view's visibility rules: the drawn items only for the seat
/// that drew them, another seat's delivered cards only when [`GlueckAuf::sees_delivered`]
/// (else those the last scoring revealed), and a scoring count only when every delivered card
/// behind it is known to the seat.
mod direct {
    use super::*;
    use crate::data::{SpaceKind, ELEMENT_VP, FACTORY_FIRST, ORDER_FIRST, SPACES, TILES};
    use crate::shift_end::score_element;
    use crate::state::{Phase, NONE};
    use engine::observation::{absolute, set_bits};
    use engine::Game;

    pub(super) fn write(g: &GlueckAuf, seat: Seat, o: &mut Writer) {
        let n = g.n();
        let rels = relative_seats(seat, n);
        let rel = |s: Seat| {
            rels.get(s as usize)
                .map_or_else(|| relative(s, seat, n), |&r| r)
        };
        let viewer = Some(seat);
        o.one_hot(Some(g.shift as usize - 1), 3);
        phase(g, o);
        o.one_hot((g.phase != Phase::Over).then(|| rel(g.current)), n);
        o.one_hot(Some(rel(g.first_player)), n);
        o.numbers(&g.supply);
        o.numbers(&[g.tile_pile.len, g.order_deck.len]);
        o.mask(g.draft, NUM_ORDERS);
        for s in 0..NUM_SPACES {
            let open = g.is_open(s);
            let workers = g.space_workers[s];
            o.flag(!open);
            o.scalar(workers);
            o.one_hot((workers > 0).then(|| rel(g.space_owner[s])), n);
            o.scalar(if open { workers + 1 } else { 0 });
            let shown = |item: u8| (open && item != NONE).then_some(item as usize);
            match SPACES[s].kind {
                SpaceKind::Factory => {
                    o.one_hot(shown(g.tile_display[s - FACTORY_FIRST]), NUM_TILES)
                }
                SpaceKind::Order => o.one_hot(shown(g.order_display[s - ORDER_FIRST]), NUM_ORDERS),
                _ => {}
            }
        }
        // The top-5 draw: its items only for the seat deciding about them.
        let drawn = g.drawn_len > 0;
        let orders = drawn && g.drawn_orders();
        let sees = drawn && seat == g.current;
        let items = g.drawn[..g.drawn_len as usize].iter().map(|&x| x as usize);
        o.one_hot(drawn.then(|| rel(g.current)), n);
        o.flag(orders);
        o.scalar(g.drawn_len);
        o.bits(items.clone().filter(|_| sees && !orders), NUM_TILES);
        o.bits(items.filter(|_| sees && orders), NUM_ORDERS);
        scoring(g, seat, o);
        for r in 0..n {
            let s = absolute(r, seat, n);
            let p = &g.players[s as usize];
            o.numbers(&[p.workers, g.canteen[s as usize], g.bank[s as usize]]);
            o.scalar(p.money);
            o.scalar(g.score(s));
            o.numbers(&[p.vp_orders, p.vp_shifts]);
            o.numbers(&[p.light, p.dark]);
            // Tiles attached per level and side.
            let mut sides = [[0u8; 2]; 4];
            for t in set_bits(p.tiles).filter(|&t| t < NUM_TILES) {
                let tile = TILES[t];
                sides[tile.colour as usize & 3][usize::from(!tile.light)] += 1;
            }
            for (l, side) in sides.iter().enumerate() {
                o.numbers(&[p.carts[l], p.empty_carts(l)]);
                o.numbers(&p.cart_cubes[l]);
                o.numbers(side);
            }
            o.one_hot(Some(level_index(Level::of(p.level))), 5);
            o.numbers(&p.elevator);
            o.numbers(&p.storage);
            let pending = o.zeros(NUM_ORDERS * 14);
            for c in set_bits(p.pending) {
                let f = &g.fills[c % NUM_ORDERS];
                let base = c % NUM_ORDERS * 14;
                pending[base] = 1.0;
                let fill = f.filled.iter().chain(&f.half).chain(&f.cubes);
                for (slot, &x) in pending[base + 1..base + 13].iter_mut().zip(fill) {
                    *slot = f32::from(x);
                }
                pending[base + 13] = f32::from(u8::from(f.is_complete(c as u8)));
            }
            let sees = g.sees_delivered(viewer, s);
            o.flag(sees);
            o.scalar(p.delivered.count_ones() as u8);
            o.mask(if sees { p.delivered } else { 0 }, NUM_ORDERS);
            let public = g.setup.options.delivered_orders_public;
            o.mask(if public { 0 } else { g.revealed_of(s) }, NUM_ORDERS);
        }
    }

    fn phase(g: &GlueckAuf, o: &mut Writer) {
        let index = match g.phase {
            Phase::Draft { .. } => 0,
            Phase::Turn => 1,
            Phase::TakeTile => 2,
            Phase::TakeOrder => 3,
            Phase::ReturnEnd { .. } => 4,
            Phase::ReturnNext { .. } => 5,
            Phase::Substitute => 6,
            Phase::Mining { .. } => 7,
            Phase::Double { .. } => 8,
            Phase::Over => 9,
        };
        o.one_hot(Some(index), 10);
        let (mut pick, mut picks, mut orders, mut count, mut bottom, mut placed) =
            (0, 0, false, 0, false, 0);
        let (mut level, mut carts, mut steps, mut card, mut cell, mut cubes) =
            (None, 0, 0, None, None, 0);
        match g.phase {
            Phase::Draft { pick: p } => (pick, picks) = (p + 1, 3 * g.setup.players),
            Phase::ReturnEnd { orders: o } => (orders, count) = (o, g.drawn_len),
            Phase::ReturnNext {
                orders: o,
                bottom: b,
                placed: p,
            } => (orders, count, placed, bottom) = (o, g.drawn_len, p, b),
            Phase::Substitute => {
                (level, carts) = (Some(coal_index(Coal::of(g.sub_level))), g.pending_subs)
            }
            Phase::Mining { steps: s } => steps = s,
            Phase::Double {
                steps: s,
                card: k,
                cell: c,
                cubes: u,
            } => {
                (card, cell, cubes, steps) = (Some(k as usize), Some(coal_index(Coal::of(c))), u, s)
            }
            _ => {}
        }
        o.numbers(&[pick, picks]);
        o.flag(orders);
        o.numbers(&[count, placed]);
        o.flag(bottom);
        o.one_hot(level, 4);
        o.scalar(carts);
        o.scalar(steps);
        o.one_hot(card, NUM_ORDERS);
        o.one_hot(cell, 4);
        o.scalar(cubes);
    }

    /// Every seat's position relative to `seat` (looked up, not computed: each is a division).
    fn relative_seats(seat: Seat, n: usize) -> [usize; 4] {
        std::array::from_fn(|s| relative(s as Seat, seat, n))
    }

    /// The 12 shift-scoring elements as `seat` can know them (none once the game is over).
    fn scoring(g: &GlueckAuf, seat: Seat, o: &mut Writer) {
        let n = g.n();
        let rels = relative_seats(seat, n);
        let scored = if g.phase == Phase::Over {
            0
        } else {
            4 * g.shift as usize
        };
        let mut counts = [[0u8; 12]; 4];
        // Elements 1–8 count delivered cards: known when the seat knows every one.
        let mut known_delivered = [false; 4];
        for s in 0..n {
            counts[s] = g.element_counts(s as Seat);
            known_delivered[s] = g.known_delivered(Some(seat), s as Seat) == g.players[s].delivered;
        }
        for e in 0..SHIFT_ELEMENTS {
            if e >= scored {
                o.zeros(3 + 4 * n);
                continue;
            }
            let (first_vp, second_vp) = ELEMENT_VP[e];
            o.flag(true);
            o.numbers(&[first_vp, second_vp]);
            let known = |s: usize| e >= 8 || known_delivered[s];
            let row = o.zeros(2 * n);
            for s in 0..n {
                let r = rels[s];
                if known(s) {
                    row[r] = f32::from(counts[s][e]);
                    row[n + r] = 1.0;
                }
            }
            let (mut first, mut second) = (0u64, 0u64);
            if (0..n).all(known) {
                let c: [u8; 4] = std::array::from_fn(|s| counts[s][e]);
                let gains = score_element(&c[..n], first_vp, second_vp);
                for (s, &gain) in gains.iter().enumerate().take(n) {
                    let bit = 1 << rels[s];
                    if gain == first_vp {
                        first |= bit;
                    } else if gain == second_vp {
                        second |= bit;
                    }
                }
            }
            o.mask(first, n);
            o.mask(second, n);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::Options;
    use engine::testing;

    #[test]
    fn the_shape_is_fixed_and_determinizations_look_the_same() {
        let setups = testing::setups::<GlueckAuf>(12);
        testing::check_determinized_observations::<GlueckAuf>(setups, 3, 7);
    }

    /// The direct encoder equals the view-based one in thousands of random states, for every
    /// seat and its determinizations, with every option that changes what a seat sees or what
    /// can happen (hidden delivered orders, split double fills, optional substitution).
    #[test]
    fn the_direct_encoder_writes_what_the_view_shows() {
        let setups = (0..48u64).map(|seed| {
            let options = Options {
                delivered_orders_public: seed % 2 == 0,
                allow_split_double_fill: seed % 3 == 0,
                optional_substitution: seed % 4 == 1,
                unlimited_coal: seed % 5 == 2,
                ..Options::default()
            };
            testing::setup_with::<GlueckAuf>(2 + (seed % 3) as u8, seed, options)
        });
        let states = testing::check_direct_observations::<GlueckAuf>(setups, 11);
        assert!(states > 8_000, "only {states} states");
    }
}
