//! New orders: regular spaces and the top-5 space (spec §3.5), and the shared "return the
//! rest to the top or bottom" procedure of both top-5 spaces (spec §7 item 7).

use crate::action::{Action, End};
use crate::data::{ORDERS, ORDER_FIRST};
use crate::event::Event;
use crate::names::{Items, OrderInfo, SpaceId, TileInfo};
use crate::state::*;
use engine::Visibility;

impl GlueckAuf {
    /// Regular order space `i`: take its card, refill the space at once.
    pub(crate) fn take_displayed_order(&mut self, i: usize) {
        let card = self.order_display[i];
        self.give_order(self.current, card);
        self.record(|g| Event::OrderTaken {
            seat: g.current,
            card: OrderInfo::of(card),
            space: SpaceId((ORDER_FIRST + i) as u8),
        });
        self.order_display[i] = self.refill_order(i);
        self.end_turn();
    }

    /// The top card of the deck for regular order space `i` (`NONE` when the deck is empty),
    /// with its event.
    pub(crate) fn refill_order(&mut self, i: usize) -> u8 {
        let c = self.draw_order(Visibility::Public).unwrap_or(NONE);
        self.record(|_| {
            let space = SpaceId((ORDER_FIRST + i) as u8);
            match c {
                NONE => Event::SpaceStaysEmpty {
                    space,
                    pile: Items::Orders,
                },
                c => Event::OrderRevealed {
                    space,
                    card: OrderInfo::of(c),
                },
            }
        });
        c
    }

    pub(crate) fn give_order(&mut self, seat: u8, card: u8) {
        self.fills[card as usize] = Fill::default();
        let p = &mut self.players[seat as usize];
        p.pending |= 1 << card;
        for c in 0..4 {
            if ORDERS[card as usize].cells[c] > 0 {
                p.open_cells[c] |= 1 << card;
            }
        }
    }

    /// The top-5 order space: draw up to 5 cards for the current player.
    pub(crate) fn draw_orders(&mut self) {
        self.drawn_len = 0;
        while self.drawn_len < 5 {
            let Some(c) = self.draw_order(Visibility::Seat(self.current)) else {
                break;
            };
            self.drawn[self.drawn_len as usize] = c;
            self.drawn_len += 1;
        }
        self.phase = Phase::TakeOrder;
        self.record_draw(true);
    }

    /// The events of a top-5 draw: the drawn items for the drawing seat only, how many for all.
    pub(crate) fn record_draw(&mut self, orders: bool) {
        self.record_all(|g| {
            let (seat, count) = (g.current, g.drawn_len);
            let items = &g.drawn[..count as usize];
            let drawn = if orders {
                Event::OrdersDrawn {
                    seat,
                    cards: items.iter().map(|&c| OrderInfo::of(c)).collect(),
                }
            } else {
                Event::TilesDrawn {
                    seat,
                    tiles: items.iter().map(|&t| TileInfo::of(t)).collect(),
                }
            };
            [
                (
                    Visibility::Public,
                    Event::LookedAt {
                        seat,
                        items: Items::of(orders),
                        count,
                    },
                ),
                (Visibility::Seat(seat), drawn),
            ]
        });
    }

    pub(crate) fn take_order_actions(&self, out: &mut Vec<Action>) {
        for &c in &self.drawn[..self.drawn_len as usize] {
            out.push(Action::TakeOrder(c));
        }
        out.push(Action::TakeNone);
    }

    pub(crate) fn apply_take_order(&mut self, card: Option<u8>) -> Result<(), &'static str> {
        if let Some(c) = card {
            let k = self
                .drawn_position(c)
                .ok_or("that card is not among the drawn cards")?;
            self.remove_drawn(k);
            self.give_order(self.current, c);
            self.record(|g| Event::OrderKept {
                seat: g.current,
                card: OrderInfo::of(c),
            });
        }
        self.after_take(true);
        Ok(())
    }

    pub(crate) fn drawn_position(&self, item: u8) -> Option<usize> {
        self.drawn[..self.drawn_len as usize]
            .iter()
            .position(|&x| x == item)
    }

    pub(crate) fn remove_drawn(&mut self, k: usize) {
        let n = self.drawn_len as usize;
        self.drawn.copy_within(k + 1..n, k);
        self.drawn_len -= 1;
    }

    /// After the take: return the rest, if any.
    pub(crate) fn after_take(&mut self, orders: bool) {
        if self.drawn_len > 0 {
            self.phase = Phase::ReturnEnd { orders };
        } else {
            self.finish_top5(orders);
        }
    }

    pub(crate) fn return_next_actions(&self, orders: bool, placed: u8, out: &mut Vec<Action>) {
        for &x in &self.drawn[placed as usize..self.drawn_len as usize] {
            out.push(if orders {
                Action::NextOrder(x)
            } else {
                Action::NextTile(x)
            });
        }
    }

    pub(crate) fn apply_return_end(&mut self, orders: bool, end: End) {
        let bottom = end == End::Bottom;
        if self.drawn_len == 1 {
            self.commit_return(orders, bottom);
        } else {
            self.phase = Phase::ReturnNext {
                orders,
                bottom,
                placed: 0,
            };
        }
    }

    pub(crate) fn apply_return_next(
        &mut self,
        orders: bool,
        bottom: bool,
        placed: u8,
        item: u8,
    ) -> Result<(), &'static str> {
        let k = self.drawn[placed as usize..self.drawn_len as usize]
            .iter()
            .position(|&x| x == item)
            .ok_or("that item is not among those still to return")?;
        self.drawn.swap(placed as usize, placed as usize + k);
        let placed = placed + 1;
        if self.drawn_len - placed == 1 {
            self.commit_return(orders, bottom);
        } else {
            self.phase = Phase::ReturnNext {
                orders,
                bottom,
                placed,
            };
        }
        Ok(())
    }

    /// `drawn` is now listed top to bottom: put the block on the chosen end.
    fn commit_return(&mut self, orders: bool, bottom: bool) {
        self.record(|g| Event::ItemsReturned {
            seat: g.current,
            items: Items::of(orders),
            count: g.drawn_len,
            bottom,
        });
        let block = self.drawn;
        let block = &block[..self.drawn_len as usize];
        self.put_back(orders, bottom, block);
        self.drawn_len = 0;
        self.finish_top5(orders);
    }

    fn finish_top5(&mut self, orders: bool) {
        if orders {
            self.end_turn();
        } else {
            self.after_tile();
        }
    }
}
