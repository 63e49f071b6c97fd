//! The tunnel-tile factory: regular spaces, the top-5 space, and coal substitution (spec §3.1,
//! §6.4).

use crate::action::Action;
use crate::data::*;
use crate::event::Event;
use crate::names::{Coal, Items, SpaceId, TileInfo};
use crate::state::*;
use engine::Visibility;

impl GlueckAuf {
    /// Regular factory space `i`: buy its tile, then refill the space at once (spec §7 item 21).
    pub(crate) fn take_factory_tile(&mut self, i: usize) {
        let tile = self.tile_display[i];
        self.buy_tile(self.current, tile);
        self.tile_display[i] = self.draw_tile(Visibility::Public).unwrap_or(NONE);
        self.record(|g| {
            let space = SpaceId((FACTORY_FIRST + i) as u8);
            match g.tile_display[i] {
                NONE => Event::SpaceStaysEmpty {
                    space,
                    pile: Items::Tiles,
                },
                t => Event::TileRevealed {
                    space,
                    tile: TileInfo::of(t),
                },
            }
        });
        self.after_tile();
    }

    /// Pay for a tile, attach it on its level and printed side (spec §7 item 22), and put a cube
    /// of its colour from the supply on each cart. Carts that cannot get their colour wait for
    /// a substitute (`pending_subs`); with an empty supply they stay empty (spec §7 item 16).
    pub(crate) fn buy_tile(&mut self, seat: u8, tile: u8) {
        let t = TILES[tile as usize];
        let c = t.colour as usize;
        let p = &mut self.players[seat as usize];
        p.money -= t.cost();
        p.tiles |= 1 << tile;
        if t.light {
            p.light += 1;
        } else {
            p.dark += 1;
        }
        p.carts[c] += t.carts;
        self.pending_subs = 0;
        self.sub_level = c as u8;
        for _ in 0..t.carts {
            if self.supply[c] > 0 {
                self.supply[c] -= 1;
                p.cart_cubes[c][c] += 1;
            } else {
                self.pending_subs += 1;
            }
        }
        self.record_all(|g| g.purchase_events(seat, tile));
        self.drop_impossible_subs();
    }

    /// The events of a tile purchase: the tile, the coal of its colour, the shortage.
    fn purchase_events(&self, seat: u8, tile: u8) -> Vec<(Visibility, Event)> {
        let t = TILES[tile as usize];
        let short = self.pending_subs;
        let colour = Coal::of(t.colour);
        let mut events = vec![Event::TileBought {
            seat,
            tile: TileInfo::of(tile),
            money: self.players[seat as usize].money,
        }];
        if t.carts > short {
            events.push(Event::CoalLoaded {
                seat,
                colour,
                cubes: t.carts - short,
            });
        }
        if short > 0 && self.supply.iter().any(|&x| x > 0) {
            events.push(Event::CoalShortage {
                seat,
                level: colour,
                carts: short,
            });
        }
        events
            .into_iter()
            .map(|e| (Visibility::Public, e))
            .collect()
    }

    /// With the supply empty of every colour, the carts still waiting stay empty (spec §7
    /// item 16).
    fn drop_impossible_subs(&mut self) {
        if self.pending_subs > 0 && self.supply.iter().all(|&x| x == 0) {
            self.record(|g| Event::CartsLeftEmpty {
                seat: g.current,
                level: Coal::of(g.sub_level),
                carts: g.pending_subs,
            });
            self.pending_subs = 0;
        }
    }

    /// After a tile purchase: substitute coal if needed, else the turn ends.
    pub(crate) fn after_tile(&mut self) {
        if self.pending_subs > 0 {
            self.phase = Phase::Substitute;
        } else {
            self.end_turn();
        }
    }

    pub(crate) fn substitute_actions(&self, out: &mut Vec<Action>) {
        for c in 0..4 {
            if self.supply[c as usize] > 0 {
                out.push(Action::Substitute(Some(c)));
            }
        }
        if self.setup.options.optional_substitution {
            out.push(Action::Substitute(None));
        }
    }

    pub(crate) fn apply_substitute(&mut self, colour: Option<Colour>) -> Result<(), &'static str> {
        match colour {
            Some(c) => {
                if c > 3 || self.supply[c as usize] == 0 {
                    return Err("the supply has no cube of that colour");
                }
                self.supply[c as usize] -= 1;
                let l = self.sub_level as usize;
                self.players[self.current as usize].cart_cubes[l][c as usize] += 1;
                self.record(|g| Event::CoalSubstituted {
                    seat: g.current,
                    level: Coal::of(l as u8),
                    cube: Coal::of(c),
                });
            }
            None => {
                if !self.setup.options.optional_substitution {
                    return Err("substitution is mandatory while the supply holds coal");
                }
                self.record(|g| Event::CartsLeftEmpty {
                    seat: g.current,
                    level: Coal::of(g.sub_level),
                    carts: 1,
                });
            }
        }
        self.pending_subs -= 1;
        self.drop_impossible_subs();
        self.after_tile();
        Ok(())
    }

    /// The top-5 factory space: draw up to 5 tiles for the current player (spec §3.1).
    pub(crate) fn draw_tiles(&mut self) {
        self.drawn_len = 0;
        while self.drawn_len < 5 {
            let Some(t) = self.draw_tile(Visibility::Seat(self.current)) else {
                break;
            };
            self.drawn[self.drawn_len as usize] = t;
            self.drawn_len += 1;
        }
        self.phase = Phase::TakeTile;
        self.record_draw(false);
    }

    pub(crate) fn take_tile_actions(&self, out: &mut Vec<Action>) {
        let money = self.players[self.current as usize].money;
        for &t in &self.drawn[..self.drawn_len as usize] {
            if TILES[t as usize].cost() <= money {
                out.push(Action::TakeTile(t));
            }
        }
        out.push(Action::TakeNone);
    }

    pub(crate) fn apply_take_tile(&mut self, tile: Option<u8>) -> Result<(), &'static str> {
        if let Some(t) = tile {
            let k = self
                .drawn_position(t)
                .ok_or("that tile is not among the drawn tiles")?;
            if TILES[t as usize].cost() > self.players[self.current as usize].money {
                return Err("you cannot afford that tile");
            }
            self.remove_drawn(k);
            self.buy_tile(self.current, t);
        }
        self.after_take(false);
        Ok(())
    }
}
