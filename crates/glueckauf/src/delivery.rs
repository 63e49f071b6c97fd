//! Delivery (spec §3.3).

use crate::data::*;
use crate::event::Event;
use crate::names::{OrderInfo, Transport};
use crate::state::*;
use engine::Visibility;

impl GlueckAuf {
    /// Does `seat` hold a complete pending order of transport `t`?
    pub fn has_complete_order(&self, seat: u8, t: u8) -> bool {
        self.players[seat as usize].complete & transport_mask(t) != 0
    }

    /// Delivers **all** complete pending orders of transport `t`: VP at once, cubes back to the
    /// supply, cards to the delivered stack (spec §3.3, §7 item 1).
    pub(crate) fn deliver(&mut self, seat: u8, t: u8) {
        self.record_all(|g| g.delivery_events(seat, t));
        let p = &mut self.players[seat as usize];
        let mut m = p.complete & transport_mask(t);
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            let f = &mut self.fills[c as usize];
            p.vp_orders += ORDERS[c as usize].vp as i16;
            for (s, x) in self.supply.iter_mut().zip(f.cubes) {
                *s += x;
            }
            *f = Fill::default();
            p.pending &= !(1 << c);
            p.complete &= !(1 << c);
            p.delivered |= 1 << c;
        }
    }

    /// The events of a delivery, before it: one per card (public, or only the owner's when
    /// delivered orders are hidden, and then a public summary).
    fn delivery_events(&self, seat: u8, t: u8) -> Vec<(Visibility, Event)> {
        let hidden = !self.setup.options.delivered_orders_public;
        let visibility = if hidden {
            Visibility::Seat(seat)
        } else {
            Visibility::Public
        };
        let mut events = Vec::new();
        let mut m = self.players[seat as usize].complete & transport_mask(t);
        let (cards, mut vp) = (m.count_ones() as u8, 0u16);
        while m != 0 {
            let c = m.trailing_zeros() as u8;
            m &= m - 1;
            vp += ORDERS[c as usize].vp as u16;
            events.push((
                visibility,
                Event::OrderDelivered {
                    seat,
                    card: OrderInfo::of(c),
                    vp: ORDERS[c as usize].vp,
                    cubes: self.fills[c as usize].cubes.into(),
                },
            ));
        }
        if hidden {
            events.push((
                Visibility::Public,
                Event::OrdersDelivered {
                    seat,
                    transport: Transport::of(t),
                    cards,
                    vp,
                },
            ));
        }
        events
    }
}

/// The card ids of one transport as a bitset (cards `t*11 .. t*11+11`).
pub const fn transport_mask(t: u8) -> u64 {
    ((1u64 << 11) - 1) << (t as u64 * 11)
}
