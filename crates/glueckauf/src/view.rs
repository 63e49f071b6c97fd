//! What one seat may see, built as an allow-list (DESIGN.md): the tile pile and order deck
//! (contents and order), the items drawn on a top-5 space (except for the actor while
//! deciding), and other players' delivered cards (unless `delivered_orders_public`) are absent.

use crate::data::*;
use crate::options::Options;
use crate::state::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct PlayerView {
    pub workers: u8,
    pub money: u16,
    pub vp_orders: i16,
    pub vp_shifts: i16,
    pub carts: [u8; 4],
    pub cart_cubes: [[u8; 4]; 4],
    pub tiles: u64,
    pub light: u8,
    pub dark: u8,
    pub level: u8,
    pub elevator: [u8; 4],
    pub storage: [u8; 4],
    /// Pending orders with their fill state (public, spec §7 item 19).
    pub pending: Vec<(u8, Fill)>,
    /// Delivered cards, if this viewer may see them.
    pub delivered: Option<u64>,
    pub delivered_count: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct View {
    pub viewer: Option<u8>,
    pub players: u8,
    pub options: Options,
    pub phase: Phase,
    pub shift: u8,
    pub first_player: u8,
    pub current: u8,
    pub open: u32,
    pub space_workers: [u8; NUM_SPACES],
    pub space_owner: [u8; NUM_SPACES],
    pub canteen: [u8; 4],
    pub bank: [u8; 4],
    pub tile_display: [u8; 8],
    pub order_display: [u8; 4],
    pub draft: u64,
    pub tile_pile_len: u8,
    pub order_deck_len: u8,
    pub drawn_len: u8,
    /// The drawn top-5 items, only for the player deciding about them.
    pub drawn: Option<Vec<u8>>,
    pub pending_subs: u8,
    pub sub_level: u8,
    pub supply: [u8; 4],
    pub seats: Vec<PlayerView>,
}

impl GlueckAuf {
    /// May `viewer` see the delivered cards of `seat`?
    pub fn sees_delivered(&self, viewer: Option<u8>, seat: u8) -> bool {
        self.setup.options.delivered_orders_public || viewer == Some(seat)
    }

    pub(crate) fn build_view(&self, viewer: Option<u8>) -> View {
        let seats = (0..self.n() as u8)
            .map(|s| {
                let p = &self.players[s as usize];
                let mut pending = Vec::new();
                let mut m = p.pending;
                while m != 0 {
                    let c = m.trailing_zeros() as u8;
                    m &= m - 1;
                    pending.push((c, self.fills[c as usize]));
                }
                PlayerView {
                    workers: p.workers,
                    money: p.money,
                    vp_orders: p.vp_orders,
                    vp_shifts: p.vp_shifts,
                    carts: p.carts,
                    cart_cubes: p.cart_cubes,
                    tiles: p.tiles,
                    light: p.light,
                    dark: p.dark,
                    level: p.level,
                    elevator: p.elevator,
                    storage: p.storage,
                    pending,
                    delivered: self.sees_delivered(viewer, s).then_some(p.delivered),
                    delivered_count: p.delivered.count_ones() as u8,
                }
            })
            .collect();
        let drawn = (viewer == Some(self.current) && self.drawn_len > 0)
            .then(|| self.drawn[..self.drawn_len as usize].to_vec());
        View {
            viewer,
            players: self.setup.players,
            options: self.setup.options.clone(),
            phase: self.phase,
            shift: self.shift,
            first_player: self.first_player,
            current: self.current,
            open: self.open,
            space_workers: self.space_workers,
            space_owner: self.space_owner,
            canteen: self.canteen,
            bank: self.bank,
            tile_display: self.tile_display,
            order_display: self.order_display,
            draft: self.draft,
            tile_pile_len: self.tile_pile.len,
            order_deck_len: self.order_deck.len,
            drawn_len: self.drawn_len,
            drawn,
            pending_subs: self.pending_subs,
            sub_level: self.sub_level,
            supply: self.supply,
            seats,
        }
    }
}
