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

use crate::data::{NUM_ORDERS, NUM_SPACES, NUM_TILES};
use crate::names::{Coal, Items, Level};
use crate::view::{PhaseView, SpaceAction, View};
use crate::GlueckAuf;
use engine::observation::relative;
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

#[cfg(test)]
mod tests {
    use super::*;
    use engine::testing;

    #[test]
    fn the_shape_is_fixed_and_determinizations_look_the_same() {
        let setups = testing::setups::<GlueckAuf>(12);
        testing::check_determinized_observations::<GlueckAuf>(setups, 3, 7);
    }
}
